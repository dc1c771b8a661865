"""The score sheet in the engine: what every game's sheet shows, as one typed structure
(:class:`ScoreSheet`) that the score pad, a deal's summary, the action bar, the welcome's *Resume* line
and the statistics can read for any game, and word as they like.

Each game says what its sheet shows (its partie's ``score_sheet()``: the two-handed games through their
partie format's lines and settlement, three- and four-handed piquet their own); :func:`score_sheet` asks
any game through the one contract (``model.any_partie``):

>>> from piquet_gui.model.games import new_game
>>> sheet = score_sheet(new_game("auction", players=("Anne", "Ben")))
>>> [column.players for column in sheet.columns], sheet.lines, sheet.to_come, sheet.totals
([('Anne',), ('Ben',)], (Line(kind=<LineKind.RUBICON: 'rubicon'>, points=150),), (1, 1, 1, 1, 1, 1), (0, 0))
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .sheet import (Column, ContractEntry, GameOutcome, GamesSettlement, Line, LineKind, Row, RubiconSettlement,
                    ScoreSheet, Settlement, SheetGame, StakesSettlement, TargetSettlement)

if TYPE_CHECKING:
    from ..any_partie import AnyPartie

__all__ = [
    "Column", "ContractEntry", "GameOutcome", "GamesSettlement", "Line", "LineKind", "Row", "RubiconSettlement",
    "ScoreSheet", "Settlement", "SheetGame", "StakesSettlement", "TargetSettlement", "score_sheet",
]


def score_sheet(game: AnyPartie) -> ScoreSheet:
    """The score sheet of any game, as far as it has gone (the deal in progress marked ``in_progress``)."""
    return game.score_sheet()
