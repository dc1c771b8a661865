"""How long a partie lasts and how it is settled (RULES.md sections 8 and 9).

A format looks at the deals played so far (who dealt, what each seat
scored) and says which multiplier the next deal has, whether the partie is
over, and what the winner gains:

>>> Rubicon().settle([DealSummary(0, (60, 37)), DealSummary(1, (45, 44))]).finished
False
>>> rubicon_points(97, 89)
286
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any, Protocol

from ..errors import quoted
from ..score_sheet.sheet import (GamesSettlement, Line, LineKind, RubiconSettlement, Settlement,
                                TargetSettlement)

RUBICON_NAME = "rubicon"
"""Rubicon piquet's record name: its formats (six deals, four, a target) are its own."""

RUBICON = 100
"""The rubicon line: a loser below it is rubiconed, and the game bonus is 100."""


@dataclasses.dataclass(frozen=True, slots=True)
class DealSummary:
    dealer: int
    points: tuple[int, int]
    """Each seat's score in the deal, not yet multiplied."""


@dataclasses.dataclass(frozen=True, slots=True)
class Result:
    """The settlement of a finished partie (or ``finished=False``)."""

    finished: bool
    winner: int | None = None
    drawn: bool = False
    rubicon: bool = False
    points: int = 0
    games_won: tuple[int, int] | None = None
    """Piquet au cent: the games each seat won, a double game counting 2."""

    def as_dict(self) -> dict[str, Any]:
        if not self.finished:
            return {"finished": False}
        if self.games_won is not None:
            return {"finished": True, "winner": self.winner, "games_won": list(self.games_won),
                    "points": self.points}
        return {"finished": True, "winner": self.winner, "drawn": self.drawn, "rubicon": self.rubicon,
                "points": self.points}


@dataclasses.dataclass(frozen=True, slots=True)
class GameResult:
    """One game of a points-target match."""

    winner: int
    totals: tuple[int, int]
    points: int
    deals: int
    double: bool = False
    """Piquet au cent: the loser had less than half the target."""


@dataclasses.dataclass(frozen=True, slots=True)
class Standings:
    totals: tuple[int, int]
    """Running totals (multiplied), of the current game in a points-target match."""
    multipliers: tuple[int, ...]
    """The multiplier of every deal played, in order."""
    next_multiplier: int
    result: Result
    games: tuple[GameResult, ...] = ()
    game_start: int = 0
    """Index of the first deal of the current game."""

    @property
    def finished(self) -> bool:
        return self.result.finished


def rubicon_points(winner_total: int, loser_total: int, line: int = RUBICON) -> int:
    """What the winner of a rubicon partie gains (Laws 72-73); auction piquet's line and bonus are 150.

    >>> rubicon_points(105, 101), rubicon_points(118, 72), rubicon_points(75, 60)
    (104, 290, 235)
    >>> rubicon_points(170, 160, 150), rubicon_points(170, 120, 150)
    (160, 440)
    """
    if loser_total < line:
        return winner_total + loser_total + line
    return winner_total - loser_total + line


def _payments(winner: int, points: int) -> tuple[int, int]:
    """What each side gains (+) or pays (-) when ``winner`` gains ``points``."""
    return (points, -points) if winner == 0 else (-points, points)


def target_points(winner_total: int, loser_total: int) -> int:
    """A points-target game: the winner's score plus the difference.

    >>> target_points(175, 125)
    225
    """
    return winner_total + (winner_total - loser_total)


class PartieFormat(Protocol):
    def settle(self, deals: Sequence[DealSummary]) -> Standings: ...

    def deal_stop(self, standings: Standings) -> tuple[int, int] | None:
        """Under the moment rule, what each seat needs in the next deal to reach the target (else None)."""
        ...

    def recut(self, standings: Standings, played: int) -> bool:
        """True if the next deal (after ``played`` counted deals) begins a game whose dealer is cut for."""
        ...

    @property
    def game_name(self) -> str:
        """The record name of the game this is a format of (Rubicon piquet's, whatever the format; au cent's; a
        variant played as a rubicon partie names its own)."""
        ...

    def record_fields(self) -> dict[str, Any]:
        """The record's ``game`` field and its companions."""
        ...

    # --- its score sheet (``model.score_sheet``) ---

    def sheet_lines(self) -> tuple[Line, ...]:
        """The lines across the score sheet: the rubicon, the target, the double game's half."""
        ...

    def sheet_settlement(self, standings: Standings) -> Settlement | None:
        """The settlement with its arithmetic, once the partie is over (else None); by seat."""
        ...

    def sheet_to_come(self, standings: Standings) -> tuple[int, ...]:
        """The multipliers of the deals the partie is still sure to play after those in ``standings``."""
        ...

    def sheet_games_to_win(self) -> int:
        """How many games win the match (a double counting 2 in au cent); 0 where the partie is not played in
        games (Rubicon's deals)."""
        ...


@dataclasses.dataclass(frozen=True, slots=True)
class Rubicon:
    """Rubicon piquet: six deals (Law 71), or four with the first and last doubled.

    Tied after the set number of deals, each player deals once more (single
    deals); still tied after those two, the partie is drawn.
    """

    deals: int = 6
    doubled: frozenset[int] = frozenset()
    """Deal numbers (1-based) that count double."""
    line: int = RUBICON
    """The rubicon and the game bonus: 100, or 150 in auction piquet."""
    record_name: str = ""
    """The record's ``game``, for a variant played as a rubicon partie (``auction``)."""
    options: tuple[tuple[str, Any], ...] = ()
    """A variant's options as its record names them."""

    def multiplier(self, number: int) -> int:
        return 2 if number in self.doubled else 1

    def settle(self, deals: Sequence[DealSummary]) -> Standings:
        multipliers = tuple(self.multiplier(n) for n in range(1, len(deals) + 1))
        totals = [0, 0]
        for deal, multiplier in zip(deals, multipliers):
            totals[0] += deal.points[0] * multiplier
            totals[1] += deal.points[1] * multiplier
        played = len(deals)
        tied = totals[0] == totals[1]
        result = Result(False)
        if (played == self.deals and not tied) or played >= self.deals + 2:
            if tied:
                result = Result(True, None, True, False, 0)
            else:
                winner = 0 if totals[0] > totals[1] else 1
                loser_total = totals[1 - winner]
                result = Result(True, winner, False, loser_total < self.line,
                                rubicon_points(totals[winner], loser_total, self.line))
        return Standings((totals[0], totals[1]), multipliers, self.multiplier(played + 1), result)

    def deal_stop(self, standings: Standings) -> tuple[int, int] | None:
        return None

    def recut(self, standings: Standings, played: int) -> bool:
        return False

    @property
    def game_name(self) -> str:
        return self.record_name or RUBICON_NAME

    def record_fields(self) -> dict[str, Any]:
        if self.record_name:
            return {"game": self.record_name}
        return {"game": "four-deals" if self.deals == 4 else "rubicon"}

    def sheet_lines(self) -> tuple[Line, ...]:
        return (Line(LineKind.RUBICON, self.line),)

    def sheet_settlement(self, standings: Standings) -> Settlement | None:
        result, totals = standings.result, standings.totals
        if not result.finished:
            return None
        winner = result.winner
        if winner is None:
            return RubiconSettlement(winner=None, points=0, payments=(0, 0), winner_total=totals[0],
                                     loser_total=totals[1], line=self.line, rubiconed=False)
        payments = _payments(winner, result.points)
        return RubiconSettlement(winner=winner, points=result.points, payments=payments,
                                 winner_total=totals[winner], loser_total=totals[1 - winner], line=self.line,
                                 rubiconed=result.rubicon)

    def sheet_to_come(self, standings: Standings) -> tuple[int, ...]:
        if standings.finished:
            return ()
        played = len(standings.multipliers)
        last = self.deals if played < self.deals else self.deals + 2  # tied: each deals once more
        return tuple(self.multiplier(number) for number in range(played + 1, last + 1))

    def sheet_games_to_win(self) -> int:
        return 0


FOUR_DEALS = Rubicon(deals=4, doubled=frozenset({1, 4}))


@dataclasses.dataclass(frozen=True, slots=True)
class Target:
    """Play to 100, 150 or 221 points, one game (seca) or the best of three (ligada).

    A game ends at the end of a deal in which a player stands at or above the
    target and ahead, unless one player has dealt once more than the other and
    the player who would lead the next deal is behind: then that deal is
    played too (the *vuelta*, seed 000).  The winner gains his score plus the
    difference.  A ligada is won by the first to win two games, and the match
    is worth the points of the games its winner won (our reading: no source
    says how a ligada is paid).
    """

    target: int = 100
    match: str = "seca"

    def __post_init__(self) -> None:
        if self.target not in (100, 150, 221):
            raise ValueError(f"target must be 100, 150 or 221, not {quoted(self.target)}")
        if self.match not in ("seca", "ligada"):
            raise ValueError(f"match must be 'seca' or 'ligada', not {quoted(self.match)}")

    def settle(self, deals: Sequence[DealSummary]) -> Standings:
        games: list[GameResult] = []
        totals = [0, 0]
        start = 0
        wins = [0, 0]
        needed = 1 if self.match == "seca" else 2
        result = Result(False)
        for index, deal in enumerate(deals):
            totals[0] += deal.points[0]
            totals[1] += deal.points[1]
            if result.finished:
                continue
            played = index + 1 - start
            top = max(totals)
            if top < self.target or totals[0] == totals[1]:
                continue
            leader = 0 if totals[0] > totals[1] else 1
            next_elder = deal.dealer  # the next dealer is the other seat
            if played % 2 == 1 and next_elder != leader:
                continue  # the vuelta: one more deal to even the deals out
            games.append(GameResult(leader, (totals[0], totals[1]),
                                    target_points(totals[leader], totals[1 - leader]), played))
            wins[leader] += 1
            if wins[leader] >= needed:
                gained = sum(g.points for g in games if g.winner == leader)
                result = Result(True, leader, False, False, gained)
            else:
                totals = [0, 0]  # a new game of the match
                start = index + 1
        return Standings((totals[0], totals[1]), (1,) * len(deals), 1, result, tuple(games), start)

    def deal_stop(self, standings: Standings) -> tuple[int, int] | None:
        return None

    def recut(self, standings: Standings, played: int) -> bool:
        return False

    @property
    def game_name(self) -> str:
        return RUBICON_NAME

    def record_fields(self) -> dict[str, Any]:
        return {"game": "target", "target": self.target, "match": self.match}

    def sheet_lines(self) -> tuple[Line, ...]:
        return (Line(LineKind.TARGET, self.target),)

    def sheet_settlement(self, standings: Standings) -> Settlement | None:
        result = standings.result
        if not result.finished or result.winner is None:
            return None
        winner = result.winner
        won = [(number, game) for number, game in enumerate(standings.games, 1) if game.winner == winner]
        payments = _payments(winner, result.points)
        return TargetSettlement(winner=winner, points=result.points, payments=payments,
                                games=tuple(number for number, _ in won),
                                game_terms=tuple((g.totals[winner], g.totals[winner] - g.totals[1 - winner])
                                                 for _, g in won))

    def sheet_to_come(self, standings: Standings) -> tuple[int, ...]:
        return ()

    def sheet_games_to_win(self) -> int:
        return 1 if self.match == "seca" else 2


@dataclasses.dataclass(frozen=True, slots=True)
class AuCent:
    """Piquet au cent (VARIANTS.md section 1): games to 100, the first to win 3 (a double counting 2).

    Under the moment rule a game ends the instant a total reaches the target, so
    the deal that reaches it stops there (the partie tells each deal what each seat
    needs, :meth:`deal_stop`); with ``at_deal_end`` the game is judged on the
    totals when a deal is over.  A game is double when the loser has less than
    half the target; its winner gains the difference, doubled for a double game,
    and the partie's points are its winner's net over all games.

    >>> game = AuCent()
    >>> game.settle([DealSummary(0, (104, 47)), DealSummary(1, (88, 101)), DealSummary(0, (100, 63))]).result
    Result(finished=True, winner=0, drawn=False, rubicon=False, points=138, games_won=(3, 1))
    """

    target: int = 100
    at_deal_end: bool = False
    games_to_win: int = 3
    deal_carries_on: bool = False
    options: tuple[tuple[str, Any], ...] = ()

    def is_double(self, loser_total: int) -> bool:
        return 2 * loser_total < self.target

    def settle(self, deals: Sequence[DealSummary]) -> Standings:
        games: list[GameResult] = []
        totals = [0, 0]
        start = 0
        wins = [0, 0]
        result = Result(False)
        for index, deal in enumerate(deals):
            totals[0] += deal.points[0]
            totals[1] += deal.points[1]
            if max(totals) < self.target or totals[0] == totals[1]:
                continue
            winner = 0 if totals[0] > totals[1] else 1
            loser = totals[1 - winner]
            double = self.is_double(loser)
            points = (totals[winner] - loser) * (2 if double else 1)
            games.append(GameResult(winner, (totals[0], totals[1]), points, index + 1 - start, double))
            wins[winner] += 2 if double else 1
            if wins[winner] >= self.games_to_win:
                net = sum(g.points if g.winner == winner else -g.points for g in games)
                result = Result(True, winner, points=net, games_won=(wins[0], wins[1]))
                break
            totals = [0, 0]
            start = index + 1
        return Standings((totals[0], totals[1]), (1,) * len(deals), 1, result, tuple(games), start)

    def deal_stop(self, standings: Standings) -> tuple[int, int] | None:
        if self.at_deal_end:
            return None
        return self.target - standings.totals[0], self.target - standings.totals[1]

    def recut(self, standings: Standings, played: int) -> bool:
        return not self.deal_carries_on and played > 0 and standings.game_start == played

    @property
    def game_name(self) -> str:
        return "au-cent"

    def record_fields(self) -> dict[str, Any]:
        return {"game": self.game_name}

    def sheet_lines(self) -> tuple[Line, ...]:
        return (Line(LineKind.TARGET, self.target), Line(LineKind.DOUBLE, (self.target + 1) // 2))

    def sheet_settlement(self, standings: Standings) -> Settlement | None:
        """By side where the sides are partners (partnership piquet plays au cent's game)."""
        result = standings.result
        if not result.finished or result.winner is None or result.games_won is None:
            return None
        winner = result.winner
        payments = _payments(winner, result.points)
        terms = tuple(((1 if g.winner == winner else -1) * (g.totals[g.winner] - g.totals[1 - g.winner]),
                       2 if g.double else 1) for g in standings.games)
        return GamesSettlement(winner=winner, points=result.points, payments=payments,
                               games_won=result.games_won, game_terms=terms)

    def sheet_to_come(self, standings: Standings) -> tuple[int, ...]:
        return ()

    def sheet_games_to_win(self) -> int:
        return self.games_to_win


def format_from_record(fields: dict[str, Any]) -> PartieFormat:
    """The format a record's ``game`` (with ``target`` and ``match``) names; ValueError if none."""
    game = fields.get("game", "rubicon")
    if game == "rubicon":
        return Rubicon()
    if game == "four-deals":
        return FOUR_DEALS
    if game == "target":
        target, match = fields.get("target"), fields.get("match", "seca")
        if type(target) is not int:
            raise ValueError(f"target must be 100, 150 or 221, not {quoted(target)}")
        return Target(target, match if isinstance(match, str) else quoted(match))
    raise ValueError(f"game {quoted(game)} is not known (rubicon, four-deals, target, au-cent, auction, normand, "
                     "partnership)")
