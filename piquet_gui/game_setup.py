"""Who plays and under which rules: what the new-game dialog decides and a save remembers."""

from __future__ import annotations

import dataclasses
from .model.formats import PartieFormat, Rubicon
from .model.rules import Rules


@dataclasses.dataclass(frozen=True)
class SeatSetup:
    """Who sits in a seat: a person, or the computer at some level."""

    name: str
    human: bool
    level: str = "beginner"

    @property
    def record_level(self) -> str | None:
        """What a game record's ``seats`` keeps of this seat: None for a person, else the level."""
        return None if self.human else self.level

    @classmethod
    def from_record(cls, name: str, level: str | None) -> SeatSetup:
        """The seat a record's ``seats`` entry describes (None: a person)."""
        return cls(name, True) if level is None else cls(name, False, level)


Seats = tuple[SeatSetup, ...]
"""Who sits in each seat, in the order of play: two, three or four of them."""


def record_seats(seats: Seats) -> tuple[str | None, ...]:
    """Who sits where, as a game record's ``seats`` keeps it."""
    return tuple(seat.record_level for seat in seats)


@dataclasses.dataclass(frozen=True)
class GameConfig:
    """What the new-game dialog decides."""

    seats: Seats = (SeatSetup("You", True), SeatSetup("Computer", False))
    first_dealer: int = 0
    rules: Rules = Rules()
    game: PartieFormat = Rubicon()
    seed: int | None = None
