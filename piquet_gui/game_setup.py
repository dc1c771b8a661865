"""Who plays and under which rules: what the new-game dialog decides and a save remembers."""

from __future__ import annotations

import dataclasses
from typing import Any

from .model.formats import PartieFormat, Rubicon, format_from_record
from .model.rules import Rules


@dataclasses.dataclass(frozen=True)
class SeatSetup:
    """Who sits in a seat: a person, or the computer at some level."""

    name: str
    human: bool
    level: str = "beginner"


@dataclasses.dataclass(frozen=True)
class GameConfig:
    """What the new-game dialog decides."""

    seats: tuple[SeatSetup, SeatSetup] = (SeatSetup("You", True), SeatSetup("Computer", False))
    first_dealer: int = 0
    rules: Rules = Rules()
    game: PartieFormat = Rubicon()
    seed: int | None = None

    def to_json(self) -> dict[str, Any]:
        return {"seats": [dataclasses.asdict(s) for s in self.seats], "first_dealer": self.first_dealer,
                "options": self.rules.options(), **self.game.record_fields(), "seed": self.seed}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> GameConfig:
        """ValueError (or KeyError/TypeError) if ``data`` is not what ``to_json`` wrote."""
        seats = tuple(SeatSetup(str(s["name"]), bool(s["human"]), str(s.get("level", "beginner")))
                      for s in data["seats"])
        if len(seats) != 2:
            raise ValueError("a game has two seats")
        return cls((seats[0], seats[1]), int(data.get("first_dealer", 0)), Rules.from_options(data.get("options", {})),
                   format_from_record(data), data.get("seed"))
