"""The sheet of three-handed piquet (piquet normand): a column a seat, a row a deal; once a player is out the
other two play on two-handed, and his column is empty (None) in their deals.  The line is the game's target;
the settlement is the last paying each of the others one stake."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .grouping import grouped
from .sheet import Column, Line, LineKind, Row, ScoreSheet, StakesSettlement

if TYPE_CHECKING:
    from ..normand.partie import NormandPartie


def normand_sheet(partie: NormandPartie) -> ScoreSheet:
    rows: list[Row] = []
    for number, (deal, seats, dealer) in enumerate(zip(partie.deals, partie.seat_maps, partie.dealers), 1):
        points = tuple(deal.scores[seats.index(seat)].total if seat in seats else None for seat in range(3))
        over = deal.is_over()
        reached = seats[deal.stopped] if deal.stopped is not None and over else None
        rows.append(Row(number, dealer, points, 1, (), in_progress=not over, reached_target=reached))
    settlement = None
    loser = partie.loser
    if loser is not None:
        out = tuple(partie.out)
        settlement = StakesSettlement(winner=out[0], points=1, payments=tuple(-2 if s == loser else 1 for s in range(3)),
                                      out=out, loser=loser)
    return ScoreSheet(partie.name, tuple(Column(seat, (seat,), (partie.players[seat],)) for seat in range(3)),
                      grouped(rows, (), partie.is_over()), (Line(LineKind.TARGET, partie.options.target),), settlement,
                      out=tuple(partie.out))
