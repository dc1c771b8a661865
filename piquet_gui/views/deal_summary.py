"""The end of a deal in a few short lines: what each player scored and why, and where the totals stand.

The words come from the engine: the score sheet's row of the deal (what it made, its multiplier, the running
totals and the lines that matter), and the events the engine kept for the deal (what each player or side
scored item by item, the combinations each ``Scored`` event shows, the tricks won, the contract).  Nothing
here judges the rules again; a line per column of the sheet, so a player's or two partners'.

    Deal 1 ×2
    You 67 ×2 = 134: Fourteen aces: 14 · Play: 13 · Capot: 40 (all twelve tricks)
    Ben 96 ×2 = 192: Point of six (56): 6 · Quint to the king + Quint to the king: 30 ·
        Repique: 60 (30 in hand before you counted anything)
    Rubicon 100: You 134 ✓, Ben 192 ✓

The point's pips are worked out from the cards its ``Scored`` event shows (with the engine's
``combinations.strength``); the events do not carry them unless younger asked "Making?".
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

from ..model import combinations as combos
from ..model.games import ALL_GAMES
from ..model.cards import Card, Rank, mask_of
from ..model.combinations import Category
from ..model.events import ContractScored, Event, Scored, TrickWon
from ..review_steps import FinishedPartie
from ..model.scoring import ScoreItem
from ..model.score_sheet import Column, Row, ScoreSheet, StakesSettlement, score_sheet
from .auction_words import contract_name
from .log_words import side_name
from .sheet_words import settlement_of, standing_words
from .words import (addressed, display_name, fill, item_name, named, rank_name, rank_plural, result_headline,
                    sequence_name, tr)

SEPARATOR = "\u00a0· "
"""Between two items: the dot stays with the item before it, so that a line breaks after it."""
SHORT = 24
"""An item this short ("Play: 13") is never cut across two lines."""


def _escape(text: str) -> str:
    return html.escape(text, quote=False)


def _number(count: int) -> str:
    return {1: tr("one"), 2: tr("two"), 3: tr("three"), 4: tr("four"), 5: tr("five"), 6: tr("six"),
            7: tr("seven"), 8: tr("eight")}.get(count, str(count))


def combination_words(item: ScoreItem, cards: tuple[Card, ...]) -> str:
    """One combination shown, as it was called: "Point of five (48)", "Quint to the king", "Fourteen aces"."""
    mask = mask_of(cards)
    if item is ScoreItem.POINT:
        count, pips = combos.strength(Category.POINT, mask)
        return fill(tr("%1 (%2)"), tr("Point of %1").replace("%1", _number(count)), pips)
    if item is ScoreItem.SEQUENCES:
        length, top = combos.strength(Category.SEQUENCES, mask)
        return fill(tr("%1 to the %2"), sequence_name(length), rank_name(Rank(top)))
    size, rank = len(cards), max(card.rank for card in cards)
    return (tr("Fourteen %1") if size == 4 else tr("Three %1")).replace("%1", rank_plural(rank))


def _name(column: Column, names: Sequence[str], sides: Sequence[int], you: int | None) -> str:
    """A column's name at the start of its line: "You", "Ben", "Anne & Claire", "You & Claire"."""
    return side_name(column.seats[0], names, sides, you, start=True) if len(column.seats) > 1 or \
        addressed(column.seats[0], names, you) else display_name(names[column.seats[0]])


def _reason(item: ScoreItem, column: int, deal: Any, names: Sequence[str], you: int | None,
            sheet: ScoreSheet | None = None, tricks: Sequence[int] = ()) -> str:
    """Why a bonus was scored, in a few words ("" where the item says it all); ``tricks`` won by column, ``sheet``
    the partie's (two players, one a column, by default)."""
    sheet = sheet or _TWO
    if item in (ScoreItem.REPIQUE, ScoreItem.PIQUE):
        threshold = _threshold(deal, item)
        if len(sheet.columns) != 2:
            text = tr("%1 in hand before the others counted anything") if item is ScoreItem.REPIQUE else \
                tr("%1 in hand and play before the others counted anything")
            return fill(text, threshold)
        other = sheet.columns[1 - column].seats[0]
        if addressed(other, names, you):
            text = tr("%1 in hand before you counted anything") if item is ScoreItem.REPIQUE else \
                tr("%1 in hand and play before you counted anything")
            return fill(text, threshold)
        text = tr("%1 in hand before %2 counted anything") if item is ScoreItem.REPIQUE else \
            tr("%1 in hand and play before %2 counted anything")
        return fill(text, threshold, named(names[other]))
    if item is ScoreItem.CAPOT:
        return tr("all twelve tricks") if sum(tricks) == 12 else tr("all the tricks")
    if item is ScoreItem.CARDS:
        return tr("%n trick(s)", tricks[column] if tricks else 0)
    if item is ScoreItem.CARTE_BLANCHE:
        return tr("no king, queen or knave")
    if item is ScoreItem.CARTE_ROUGE:
        return tr("all twelve cards in good calls")
    return ""


def _threshold(deal: Any, item: ScoreItem) -> int:
    """The score in hand (repique) or in hand and play (pique) that made the bonus, by the deal's rules: the
    two-handed deal's (a contract's, in auction piquet), or the one threshold of three and four players."""
    if hasattr(deal, "thresholds"):
        pique, repique = deal.thresholds()
        return int(repique if item is ScoreItem.REPIQUE else pique)
    return int(deal.rules.threshold)


def seat_items(deal: Any, column: int, events: list[Event], names: Sequence[str], you: int | None,
               sheet: ScoreSheet | None = None, sides: Sequence[int] | None = None) -> list[str]:
    """What ``column`` of the score sheet (a player, or partners) scored in the deal, item by item in the order
    of reckoning, from the deal's events: "Point of five (48): 5" …; ``sheet`` the partie's (two players, one a
    column, by default)."""
    columns = sheet.columns if sheet is not None else (Column(0, (0,), ()), Column(1, (1,), ()))
    sides = tuple(sides) if sides is not None else tuple(range(len(names)))
    mine = columns[column].seats
    points: dict[ScoreItem, int] = {}
    for event in events:
        if isinstance(event, Scored) and event.seat in mine:
            points[event.item] = points.get(event.item, 0) + event.points
    tricks = [sum(1 for e in events if isinstance(e, TrickWon) and e.seat in c.seats) for c in columns]
    out = []
    for item in ScoreItem:
        scored = points.get(item, 0)
        if not scored:
            continue
        label = item_name(item)
        if item in (ScoreItem.POINT, ScoreItem.SEQUENCES, ScoreItem.SETS):
            shown = [cards for event in events if isinstance(event, Scored) and event.seat in mine
                     and event.item is item for cards in event.cards]
            if shown:
                label = " + ".join(combination_words(item, cards) for cards in shown)
        text = fill(tr("%1: %2"), label, scored)
        reason = _reason(item, column, deal, names, you, sheet, tricks)
        text = fill(tr("%1 (%2)"), text, reason) if reason else text
        out.append(text.replace(" ", "\u00a0") if len(text) <= SHORT else text)
    for event in events:
        if isinstance(event, ContractScored) and event.seat in mine:
            name = contract_name(int(event.bid[:-1]), event.bid.endswith("-"), event.doubled).lower()
            made = tr("made") if event.seat == event.declarer else tr("failed")
            out.append(fill(tr("%1: %2"), fill(tr("Contract (%1, %2)"), name, made), event.points))
    return out


_TWO = ScoreSheet(ALL_GAMES[0].name, (Column(0, (0,), ()), Column(1, (1,), ())), (), ())


def _row(deal: Any, partie: FinishedPartie, sheet: ScoreSheet) -> Row:
    """The score sheet's row of ``deal`` (a row a deal, in the order dealt)."""
    index = next((i for i, played in enumerate(partie.deals) if played is deal), len(partie.deals) - 1)
    return sheet.rows[index]


def summary_lines(deal: Any, partie: FinishedPartie, names: Sequence[str], you: int | None = None,
                  standing: bool = True) -> list[str]:
    """The summary as lines of HTML (names escaped): the deal, a line per column of the score sheet (a player, or
    partners: what the deal made, times its multiplier), and where the running totals stand after it, as the pad
    says."""
    sheet = score_sheet(partie)
    row = _row(deal, partie, sheet)
    multiplier = row.multiplier
    kept: list[list[Event]] = getattr(partie, "deal_events")
    events = next((events for played, events in zip(partie.deals, kept) if played is deal), [])
    title = fill(tr("Deal %1"), row.number) + (f" ×{multiplier}" if multiplier != 1 else "")
    lines = [f"<b>{_escape(title)}</b>"]
    shown = [_escape(_name(column, names, partie.sides, you)) for column in sheet.columns]
    for column, name in enumerate(shown):
        if row.points[column] is None:  # out of the partie (three players): nothing to say
            continue
        total = row.points[column] or 0
        made = str(total) if multiplier == 1 else f"{total} ×{multiplier} = {total * multiplier}"
        items = seat_items(deal, column, events, names, you, sheet, partie.sides) or [tr("nothing")]
        lines.append(fill(tr("%1: %2"), f"<b>{name} {made}</b>", _escape(SEPARATOR.join(items))))
    if standing:
        lines.append(standing_words(row.totals, sheet.lines, shown))
    return lines


def deal_summary(deal: Any, partie: FinishedPartie, names: Sequence[str], you: int | None = None) -> str:
    """What each player scored in ``deal`` and why, the deal's totals (×2 for a doubled deal) and the running
    totals against the rubicon, as HTML for the table's banner.  ``you`` as in :func:`words.event_line`: that
    seat is spoken to ("You 67: …", "before you counted anything"), the other named."""
    return "<br>".join(summary_lines(deal, partie, names, you))


def partie_summary(partie: FinishedPartie, names: Sequence[str], you: int | None = None) -> str:
    """The end of the partie: who won, the settlement with its arithmetic, and the last deal's summary."""
    sheet = score_sheet(partie)
    winner = sheet.settlement.winner if sheet.settlement is not None else None
    text = settlement_of(sheet, names, you)  # with its arithmetic, as the score pad says it
    column = sheet.columns[winner] if winner is not None else None
    if column is not None and len(column.seats) > 1:  # partners
        headline = fill(tr("%1 win the partie"), side_name(column.seats[0], names, partie.sides, you, start=True))
    elif isinstance(sheet.settlement, StakesSettlement):  # three-handed: each player out is a winner
        headline = _winners_headline([sheet.columns[out].seats[0] for out in sheet.settlement.out
                                      if out != sheet.settlement.loser], names, you)
    else:
        headline = result_headline(names, None if column is None else column.seats[0], you)
    lines = [f"<b>{_escape(headline)}</b>", _escape(text)]
    played = [deal for deal, row in zip(partie.deals, sheet.rows) if not row.passed_out]
    if played:
        lines += summary_lines(played[-1], partie, names, you, standing=False)
    return "<br>".join(lines)


def _winners_headline(winners: Sequence[int], names: Sequence[str], you: int | None) -> str:
    """Three-handed piquet's two winners, in the order they went out: "Claire and Ben win the partie", "You and
    Ben win the partie" (the last pays each of them)."""
    if len(winners) != 2:
        return result_headline(names, winners[0] if winners else None, you)
    first, second = winners
    if addressed(second, names, you):
        first, second = second, first
    if addressed(first, names, you):
        return fill(tr("You and %1 win the partie"), named(names[second]))
    return fill(tr("%1 and %2 win the partie"), named(names[first]), named(names[second]))
