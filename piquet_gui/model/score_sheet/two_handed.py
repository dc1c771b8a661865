"""The sheet of the two-handed games (Rubicon piquet and its formats, au cent, auction piquet): a column a
seat, a row a deal with its multiplier (and auction's contract, or that it was passed out), grouped by game
where a format plays games (au cent, a points target); the lines and the settlement are the partie
format's (``formats``: ``sheet_lines``, ``sheet_settlement``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .grouping import grouped
from .sheet import Column, ContractEntry, Row, ScoreSheet

if TYPE_CHECKING:
    from ..two_handed.deal import Deal
    from ..two_handed.partie import Partie


def partie_sheet(partie: Partie) -> ScoreSheet:
    standings = partie.standings()
    rows: list[Row] = []
    number = 0
    for deal in partie.deals:
        number += 0 if deal.passed_out else 1
        shown = number + 1 if deal.passed_out else number  # a passed-out deal: the number of the deal again
        rows.append(Row(shown, deal.dealer, (deal.scores[0].total, deal.scores[1].total), partie.multiplier(shown - 1),
                        (), in_progress=not deal.is_over(), passed_out=deal.passed_out, contract=_contract(deal),
                        reached_target=deal.stopped))
    to_come = partie.format.sheet_to_come(standings)
    if rows and rows[-1].in_progress:
        to_come = to_come[1:]
    return ScoreSheet(partie.name, tuple(Column(seat, (seat,), (partie.players[seat],)) for seat in (0, 1)),
                      grouped(rows, standings.games, standings.finished), partie.format.sheet_lines(),
                      partie.format.sheet_settlement(standings), to_come=to_come,
                      games_to_win=partie.format.sheet_games_to_win())


def _contract(deal: Deal) -> ContractEntry | None:
    """Auction piquet's contract, made or not once the deal is over (the engine's own reckoning)."""
    contract = deal.contract
    if contract is None:
        return None
    entry = ContractEntry(contract.declarer, contract.tricks, contract.minus, contract.doubled)
    if not deal.is_over():
        return entry
    scorer, points = contract.score(deal.tricks_won, deal.rules.contract_base == "six")
    return ContractEntry(contract.declarer, contract.tricks, contract.minus, contract.doubled,
                         scorer == contract.declarer, scorer, points)
