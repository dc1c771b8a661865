"""Who plays and under which rules: what the new-game dialog decides and a save remembers."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from .model.formats import PartieFormat
from .model.game import Game, new_game
from .model.rules import Rules
from .model.variants import record_options


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
    """What the new-game dialog decides: who sits where, who deals first, the game by its record name with its
    options (as a record names them), and the shuffle's seed.  :meth:`partie` makes it, through
    ``model.game.new_game`` like every other way of starting a game."""

    seats: Seats = (SeatSetup("You", True), SeatSetup("Computer", False))
    first_dealer: int = 0
    game: str = "rubicon"
    options: Mapping[str, Any] = dataclasses.field(default_factory=dict)
    seed: int | None = None

    @classmethod
    def of(cls, seats: Seats, first_dealer: int, rules: Rules, partie_format: PartieFormat,
           seed: int | None = None) -> GameConfig:
        """The set-up of a two-handed game from its rules and partie format (as the new-game dialog has them)."""
        fields = partie_format.record_fields()
        name = fields.pop("game")
        return cls(seats, first_dealer, name, {**record_options(partie_format, rules), **fields}, seed)

    def partie(self) -> Game:
        """A new partie of this game, its players named after the seats; ValueError for a wrong set-up."""
        return new_game(self.game, dict(self.options), [seat.name for seat in self.seats], self.first_dealer,
                        self.seed)
