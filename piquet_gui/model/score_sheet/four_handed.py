"""The sheet of four-handed partnership piquet: a column a side (its two partners), a row a deal with what
each seat reckoned for its side; the game, its lines and settlement are au cent's (``formats.AuCent``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..events import Scored
from .grouping import grouped
from .sheet import Column, Row, ScoreSheet

if TYPE_CHECKING:
    from ..partnership.partie import PartnershipPartie


def partnership_sheet(partie: PartnershipPartie) -> ScoreSheet:
    standings = partie.standings()
    rows: list[Row] = []
    for number, (deal, events) in enumerate(zip(partie.deals, partie.deal_events), 1):
        shares = [0] * partie.seats
        for event in events:
            if isinstance(event, Scored):
                shares[event.seat] += event.points
        over = deal.is_over()
        rows.append(Row(number, deal.dealer, (deal.scores[0].total, deal.scores[1].total), 1, (),
                        in_progress=not over, reached_target=deal.stopped if over else None, shares=tuple(shares)))
    columns = tuple(Column(side, tuple(s for s in range(partie.seats) if partie.sides[s] == side),
                           tuple(partie.players[s] for s in range(partie.seats) if partie.sides[s] == side))
                    for side in (0, 1))
    return ScoreSheet(partie.name, columns, grouped(rows, standings.games, standings.finished),
                      partie.format.sheet_lines(), partie.format.sheet_settlement(standings),
                      games_to_win=partie.format.sheet_games_to_win())
