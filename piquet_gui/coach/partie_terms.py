"""A decision's cost in the partie's terms (issue 30): the drop in the chance of winning the partie that the points
it gave up would have made, from the standing after its deal, by the odds' own estimate (``ai.odds``).

Near the end of a partie a point is not always a point: eight points that leave the rubicon unreached, or that
turn the last deal's result, cost more than eight points early on, and the same eight when the partie is already
decided cost nothing.  So beside its points each judged decision gets ``chance``: the chance of winning the partie
(of not being last, three-handed) with the standing after its deal as played, against the same standing with the
seat's side's total higher by the decision's cost (the cost is a difference of the deal's points, the side's less
the others': giving it all to the side is that difference).  A standing where the partie is over is worked out
exactly, as its end reckons the totals (Rubicon's kind of partie: the higher total wins).

Its mark (:data:`CHANCE_MARKS`) is the chess analysis boards': a drop of 5, 10 and 15 points of percentage in the
chance of winning is an inaccuracy, a mistake and a blunder; a decision's mark is the severer of its points' and
its chance's (whichever matters more at that moment).  Not worked out (``chance`` stays None): a deal that ended a
game of a partie played in games (au cent, four-handed: who won that game would be asked again) and the end of a
three-handed partie.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from ..ai.odds import Kind, Standing, odds, standings
from .analysis import MARKS, Judged

CHANCE_MARKS = ((0.15, "??"), (0.10, "?"), (0.05, "?!"))
"""A drop in the chance of winning from 15 points of percentage is a blunder, from 10 a mistake, from 5 an
inaccuracy (as chess analysis boards mark them)."""

_SEVERITY = {"": 0, "?!": 1, "?": 2, "??": 3}


def chance_mark(drop: float) -> str:
    """The mark of a drop in the chance of winning.

    >>> chance_mark(0.04), chance_mark(0.05), chance_mark(0.12), chance_mark(0.3)
    ('', '?!', '?', '??')
    """
    return next((mark for threshold, mark in CHANCE_MARKS if drop >= threshold - 1e-9), "")


def severer(first: str, second: str) -> str:
    """The severer of two marks.

    >>> severer("?!", "??"), severer("?", ""), severer("", "")
    ('??', '?', '')
    """
    return first if _SEVERITY[first] >= _SEVERITY[second] else second


def chance_drop(after: Standing, side: int, cost: float, seed: int = 0) -> float | None:
    """How much ``side``'s chance of winning the partie from ``after`` (the standing after a deal) is below what it
    would be with ``cost`` more points to the side; None where it is not worked out (see the module)."""
    if cost <= 0:
        return 0.0
    totals = tuple(total + cost if index == side else total for index, total in enumerate(after.totals))
    better = dataclasses.replace(after, totals=tuple(round(t) for t in totals))
    if after.outcome is not None:
        if after.kind != Kind.RUBICON:
            return None
        ended = dataclasses.replace(better, outcome=None, to_come=(), tie_deals=False)
        return max(0.0, odds(ended, side, seed).win - after.outcome[side])
    if after.kind == Kind.GAMES and after.last_game is not None:
        return None  # (the deal ended a game: its totals are the next game's)
    return max(0.0, odds(better, side, seed).win - odds(after, side, seed).win)


class PartieTerms:
    """The partie's standings after each deal, read once, to put decisions of ``partie`` in its terms."""

    def __init__(self, partie: Any, seed: int = 0) -> None:
        self.sheet, self.seed = partie.score_sheet(), seed
        self.every = standings(self.sheet)
        self.counted = [row for row in self.sheet.rows if not row.in_progress]

    def of(self, one: Judged) -> Judged:
        """``one`` with its ``chance`` (the drop in its side's chance of winning the partie) and its mark the
        severer of the points' and the chance's; as it was where that is not worked out."""
        side = next((index for index, column in enumerate(self.sheet.columns) if one.seat in column.seats), None)
        counted = self.counted
        if one.cost is None or one.skipped is not None or side is None or one.deal > len(counted) \
                or counted[one.deal - 1].passed_out:
            return one
        done = sum(1 for row in counted[:one.deal] if not row.passed_out)
        if done >= len(self.every):
            return one
        try:
            drop = chance_drop(self.every[done], side, one.cost, self.seed)
        except (StopIteration, ValueError, IndexError):  # a standing the odds cannot take: left in points
            return one
        if drop is None:
            return one
        return dataclasses.replace(one, chance=round(drop, 4), mark=severer(one.mark, chance_mark(drop)))


def in_partie_terms(partie: Any, judged: Sequence[Judged], seed: int = 0) -> list[Judged]:
    """``judged``, each put in the partie's terms (:meth:`PartieTerms.of`)."""
    terms = PartieTerms(partie, seed)
    return [terms.of(one) for one in judged]


__all__ = ["CHANCE_MARKS", "MARKS", "PartieTerms", "chance_drop", "chance_mark", "in_partie_terms", "severer"]
