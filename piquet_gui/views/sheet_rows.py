"""What the score pad lists from a score sheet (``model.score_sheet``): its rows with their deals, the empty rows
of the deals to come, and a deal's items by column for its details.  No drawing here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..model.score_sheet import Row, ScoreSheet
from ..model.scoring import DealScore, ScoreItem
from .words import item_name, tr


def pad_rows(sheet: ScoreSheet, deals: Sequence[object]) -> list[tuple[Row, object, bool]]:
    """The rows the pad shows, each with its deal and whether it begins a game after the first (a line over
    it).  Every sheet has a row for each of the game's deals, in order; a deal passed out (auction piquet) and
    over leaves no row on the pad."""
    rows: list[tuple[Row, object, bool]] = []
    dealt = iter(deals)
    for count, played in enumerate(sheet.games):
        first = count > 0
        for row in played.rows:
            deal = next(dealt, None)
            if not row.passed_out or row.in_progress:
                rows.append((row, deal, first))
                first = False
    return rows


def rows_to_come(sheet: ScoreSheet, last: int) -> list[tuple[int, int]]:
    """The deals the partie is sure to play after deal ``last``, empty on the pad: (number, multiplier)."""
    return [(last + 1 + ahead, multiplier) for ahead, multiplier in enumerate(sheet.to_come)]


def deal_scores(row: Row, deal: object) -> tuple[DealScore | None, ...]:
    """The deal's own scores by column (None for a column out of it), for its details: the sheet has its points
    but not their items (point, sequences, …), so these still come from the deal, whose ``scores`` are one per
    column in it, in the columns' order (a side's in partnership piquet, the seats left in three-handed piquet's
    play-on)."""
    scores = list(getattr(deal, "scores", ()))
    playing = [column for column, points in enumerate(row.points) if points is not None]
    if len(scores) == len(row.points) != len(playing):  # by side, a seat out of the deal's empty: left out
        scores = [scores[column] for column in playing]
    out: list[DealScore | None] = [None] * len(row.points)
    for column, score in zip(playing, scores):
        out[column] = score
    return tuple(out)


def item_rows(scores: Sequence[DealScore | None], multiplier: int) -> list[tuple[str, str, list[str]]]:
    """A deal's details: (key, name, text by column) for each item some column made, the contract (auction
    piquet) and the total ("Total ×2" for a doubled deal); "" where a column made none."""

    def texts(value: Callable[[DealScore], int]) -> list[str]:
        return [str(value(score)) if score is not None and value(score) else "" for score in scores]

    rows: list[tuple[str, str, list[str]]] = []
    for item in ScoreItem:
        if any(score is not None and score.get(item) for score in scores):
            rows.append((item.value, item_name(item), texts(lambda score: score.get(item))))
    contracts = texts(lambda score: int(getattr(score, "contract", 0)))
    if any(contracts):  # auction piquet's contract, part of the deal's total
        rows.append(("contract", tr("Contract"), contracts))
    totals = ["" if score is None else str(score.total * multiplier) for score in scores]
    rows.append(("total", tr("Total") + (f" ×{multiplier}" if multiplier != 1 else ""), totals))
    return rows


def share_rows(shares: Sequence[int] | None, sides: Sequence[Sequence[int]], names: Sequence[str]
               ) -> list[tuple[str, str, list[str]]]:
    """Partnership piquet: what each partner reckoned for his side in the deal, a row each (key, his name, his
    points in his side's column); none where a column is one player.  ``sides``: each column's seats;
    ``names`` by seat."""
    if shares is None or all(len(seats) < 2 for seats in sides):
        return []
    rows = []
    for column, seats in enumerate(sides):
        for seat in seats:
            values = ["" for _ in sides]
            values[column] = str(shares[seat])
            rows.append((f"share{seat}", names[seat], values))
    return rows

