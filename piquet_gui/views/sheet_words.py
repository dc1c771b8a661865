"""The score sheet in words (``model.score_sheet``): a column's name, where the totals stand against the line
that matters, and the settlement with its arithmetic, for any game (two, three or four players).

The sheet holds numbers and enums only; these words are what the score pad and a deal's summary say of them.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..model.score_sheet import (Column, ContractEntry, GamesSettlement, Line, LineKind, RubiconSettlement, ScoreSheet,
                                 Settlement, StakesSettlement, TargetSettlement)
from .words import addressed, display_name, fill, named, partie_won_words, settlement_words, tr


def goal_of(lines: Sequence[Line]) -> tuple[int, bool]:
    """The line the totals are measured against, and whether it is a rubicon (else a target to reach).

    >>> goal_of((Line(LineKind.TARGET, 100), Line(LineKind.DOUBLE, 50)))
    (100, False)
    """
    for kind in (LineKind.RUBICON, LineKind.TARGET):
        for line in lines:
            if line.kind is kind:
                return line.points, kind is LineKind.RUBICON
    return 0, False


def column_names(sheet: ScoreSheet, names: Sequence[str]) -> tuple[str, ...]:
    """Each column's name as the table shows it (``names`` by seat): a player, or a side's two partners."""
    return tuple(column_name(column, names) for column in sheet.columns)


def column_name(column: Column, names: Sequence[str]) -> str:
    shown = [display_name(names[seat]) if seat < len(names) else display_name(player)
             for seat, player in zip(column.seats, column.players)]
    return shown[0] if len(shown) == 1 else fill(tr("%1 & %2"), shown[0], shown[-1])


def column_of(sheet: ScoreSheet, seat: int | None) -> int | None:
    """The column holding ``seat`` (None for None)."""
    return next((index for index, column in enumerate(sheet.columns) if seat in column.seats), None)


def standing_words(totals: Sequence[int], lines: Sequence[Line], names: Sequence[str]) -> str:
    """Where the totals stand (by column, ``names`` the columns'): "Rubicon 100: Anne 67 (33 to go), Ben 104 ✓",
    or "Game to 150: …"."""
    line, rubicon = goal_of(lines)
    parts = []
    for total in totals:
        mark = ""
        if rubicon:
            mark = " ✓" if total >= line else f" ({line - total} {tr('to go')})"
        parts.append(f"{total}{mark}")
    if len(totals) == 2:
        text = tr("Rubicon %1: %2 %3, %4 %5") if rubicon else tr("Game to %1: %2 %3, %4 %5")
        return fill(text, line, names[0], parts[0], names[1], parts[1])
    listed = ", ".join(f"{name} {part}" for name, part in zip(names, parts))
    return fill(tr("Rubicon %1: %2") if rubicon else tr("Game to %1: %2"), line, listed)


def settlement_line(settlement: Settlement, names: Sequence[str], you: int | None = None, sides: bool = False) -> str:
    """The settlement with its arithmetic (``names`` and ``you`` by column; ``sides``: each column two partners):
    "Ben is rubiconed: 97 + 89 + 100 = 286", "Anne wins: 175 + (175 − 125) = 225", "Anne wins: 40 + 57 × 2 (double
    game) − 13 = 141", "Ben & Dora win: 55 × 2 (double game) = 110", "Ben pays Anne and Carl one stake each"."""
    winner = settlement.winner
    if isinstance(settlement, RubiconSettlement):
        if winner is None:
            return settlement_words((settlement.winner_total, settlement.loser_total), names, None, 0, False, you=you)
        totals = [0, 0]
        totals[winner], totals[1 - winner] = settlement.winner_total, settlement.loser_total
        return settlement_words((totals[0], totals[1]), names, winner, settlement.points, settlement.rubiconed,
                                you=you, line=settlement.line)
    if isinstance(settlement, TargetSettlement) and len(settlement.game_terms) == 1 and winner is not None:
        score, difference = settlement.game_terms[0]
        totals = [0, 0]
        totals[winner], totals[1 - winner] = score, score - difference
        return settlement_words((totals[0], totals[1]), names, winner, settlement.points, False, True, you=you)
    if isinstance(settlement, (TargetSettlement, GamesSettlement)) and winner is not None:
        sums = _sums(settlement)
        if sums == str(settlement.points):  # one game, no arithmetic to show ("22 = 22"): the points alone
            return partie_won_words(names[winner], settlement.points, addressed(winner, names, you), sides)
        if addressed(winner, names, you):
            return fill(tr("You win: %1 = %2"), sums, settlement.points)
        if sides:
            return fill(tr("%1 win: %2 = %3"), names[winner], sums, settlement.points)
        return fill(tr("%1 wins: %2 = %3"), named(names[winner]), sums, settlement.points)
    if isinstance(settlement, StakesSettlement):
        paid = [column for column in settlement.out if column != settlement.loser]
        if addressed(settlement.loser, names, you):
            return fill(tr("You pay %1 and %2 one stake each"), named(names[paid[0]]), named(names[paid[-1]]))
        return fill(tr("%1 pays %2 and %3 one stake each"), named(names[settlement.loser]), named(names[paid[0]]),
                    named(names[paid[-1]]))
    return ""


def _sums(settlement: TargetSettlement | GamesSettlement) -> str:
    """A match's arithmetic: each game its winner won, his score plus the difference ("187 + (187 − 111) + …"); or
    au cent's, each game's difference, doubled for a double game, taken off for a game lost ("40 + 57 × 2 (double
    game) − 13")."""
    if isinstance(settlement, TargetSettlement):
        return " + ".join(f"{score} + ({score} − {score - difference})"
                          for score, difference in settlement.game_terms)
    sums = ""
    for difference, factor in settlement.game_terms:
        term = f"{abs(difference)}" + (f" × {factor}" if factor != 1 else "")
        if factor == 2:  # the × 2 says why: the loser had not reached half the target
            term += " " + tr("(double game)")
        sign = "−" if difference < 0 else "+"
        sums = f"{sums} {sign} {term}" if sums else ("−" if difference < 0 else "") + term
    return sums


def column_labels(sheet: ScoreSheet, names: Sequence[str]) -> tuple[str, ...]:
    """Each column's name as the settlement says it: its player's name as kept (a default name in a sentence is
    translated there), or its partners' names together."""
    return tuple(names[column.seats[0]] if len(column.seats) == 1 else name
                 for column, name in zip(sheet.columns, column_names(sheet, names)))


def settlement_of(sheet: ScoreSheet, names: Sequence[str], you: int | None = None) -> str:
    """A finished partie's settlement in words, with its arithmetic, from its score sheet ("" while it goes on);
    ``names`` by seat, ``you`` as in :func:`words.event_line`."""
    if sheet.settlement is None:
        return ""
    sides = any(len(column.seats) > 1 for column in sheet.columns)
    return settlement_line(sheet.settlement, column_labels(sheet, names), you, sides)


def sheet_notes(sheet: ScoreSheet, names: Sequence[str]) -> str:
    """What the pad says under the standing besides the totals (``names`` by column): the games won toward the
    match and which were double (au cent, a match of games: "Games won (3 to win): Anne 1, Ben 2 · game 2
    double"), or who is out and in which order (three-handed: "Out: Ben, then Claire"); "" where none."""
    if sheet.out:
        out = [named(names[column]) for column in sheet.out]
        return fill(tr("Out: %1"), out[0]) if len(out) == 1 else fill(tr("Out: %1, then %2"), out[0], out[1])
    outcomes = [game.outcome for game in sheet.games if game.outcome is not None]
    if sheet.games_to_win <= 1 or not outcomes:
        return ""
    won = ", ".join(f"{name} {count}" for name, count in zip(names, outcomes[-1].games_won))
    text = fill(tr("Games won (%1 to win): %2"), sheet.games_to_win, won)
    doubles = [fill(tr("game %1 double"), game.number) for game in sheet.games
               if game.outcome is not None and game.outcome.double]
    return " · ".join([text, *doubles])


def contract_mark(entry: ContractEntry | None) -> str:
    """A deal's contract as the pad's narrow deal column marks it (auction piquet): the bid as written, and ✓ made
    or ✗ failed once the deal is over ("8−✓"; doubled or not, the row's tooltip says); "" without one."""
    if entry is None:
        return ""
    mark = f"{entry.tricks}{'−' if entry.minus else '+'}"
    if entry.made is not None:
        mark += "✓" if entry.made else "✗"
    return mark
