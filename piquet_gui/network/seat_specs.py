"""Who plays each seat of a table served over the network: a person who joins, or the computer at a level
(``serve --seats join,computer:club``)."""

from __future__ import annotations

import dataclasses

from ..ai.player import make_player
from ..model.games import find_game


@dataclasses.dataclass
class SeatSpec:
    """Who plays a seat: a person who joins, or the computer at ``level``."""

    joins: bool
    level: str = ""

    @staticmethod
    def parse(text: str, game: str) -> SeatSpec:
        """``join`` or ``computer:LEVEL``; ValueError with one line otherwise."""
        if text == "join":
            return SeatSpec(True)
        kind, _, level = text.partition(":")
        if kind == "computer" and level:
            make_player(level, 0, game)  # ValueError for a level the game does not know
            return SeatSpec(False, level)
        raise ValueError(f"a seat is 'join' or 'computer:LEVEL', not {text!r}")


def parse_seats(text: str | None, game: str) -> list[SeatSpec]:
    """The seats of ``--seats`` ("join,computer:club"), every seat joining if None; ValueError if wrong."""
    count = find_game(game).seats
    if text is None:
        return [SeatSpec(True) for _ in range(count)]
    specs = [SeatSpec.parse(part.strip(), game) for part in text.split(",")]
    if len(specs) != count:
        raise ValueError(f"{game} is played by {count} seats, not {len(specs)}")
    return specs
