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


@dataclasses.dataclass(frozen=True)
class GameConfig:
    """What the new-game dialog decides."""

    seats: tuple[SeatSetup, SeatSetup] = (SeatSetup("You", True), SeatSetup("Computer", False))
    first_dealer: int = 0
    rules: Rules = Rules()
    game: PartieFormat = Rubicon()
    seed: int | None = None
