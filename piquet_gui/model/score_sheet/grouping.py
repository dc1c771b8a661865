"""The shared part of every game's sheet: deals grouped by game, with running totals.

>>> from ..two_handed.formats import GameResult
>>> rows = [Row(1, 0, (60, 44), 1, ()), Row(2, 1, (44, 3), 1, ()), Row(3, 0, (5, 9), 1, (), in_progress=True)]
>>> games = grouped(rows, [GameResult(0, (104, 47), 114, 2, True)], finished=False)
>>> [(g.number, [r.totals for r in g.rows], g.outcome and g.outcome.games_won) for g in games]
[(1, [(60, 44), (104, 47)], (2, 0)), (2, [(5, 9)], None)]
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from ..two_handed.formats import GameResult
from .sheet import GameOutcome, Row, SheetGame


def grouped(rows: Sequence[Row], results: Sequence[GameResult], finished: bool) -> tuple[SheetGame, ...]:
    """``rows`` (their ``totals`` not yet filled) grouped into games: game ``i`` closes after
    ``results[i].deals`` counted deals (a passed-out deal does not count), with running totals from 0 in
    each.  The game in progress follows the finished ones, even with no deal yet, unless the partie is over."""
    columns = len(rows[0].points) if rows else len(results[0].totals) if results else 0
    games: list[SheetGame] = []
    wins = [0] * columns
    group: list[Row] = []
    totals = (0,) * columns
    counted = 0
    for row in rows:
        totals = tuple(total + row.made(column) for column, total in enumerate(totals))
        group.append(dataclasses.replace(row, totals=totals))
        counted += 0 if row.passed_out else 1
        if len(games) < len(results) and not row.in_progress and counted == results[len(games)].deals:
            result = results[len(games)]
            wins[result.winner] += 2 if result.double else 1
            outcome = GameOutcome(result.winner, result.totals, result.points, result.double, tuple(wins))
            games.append(SheetGame(len(games) + 1, tuple(group), outcome))
            group, totals, counted = [], (0,) * columns, 0
    if group or not finished or not games:
        games.append(SheetGame(len(games) + 1, tuple(group)))
    return tuple(games)
