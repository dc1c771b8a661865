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

    def as_dict(self) -> dict[str, Any]:
        if not self.finished:
            return {"finished": False}
        return {"finished": True, "winner": self.winner, "drawn": self.drawn, "rubicon": self.rubicon,
                "points": self.points}


@dataclasses.dataclass(frozen=True, slots=True)
class GameResult:
    """One game of a points-target match."""

    winner: int
    totals: tuple[int, int]
    points: int
    deals: int


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


def rubicon_points(winner_total: int, loser_total: int) -> int:
    """What the winner of a rubicon partie gains (Laws 72-73).

    >>> rubicon_points(105, 101), rubicon_points(118, 72), rubicon_points(75, 60)
    (104, 290, 235)
    """
    if loser_total < RUBICON:
        return winner_total + loser_total + RUBICON
    return winner_total - loser_total + RUBICON


def target_points(winner_total: int, loser_total: int) -> int:
    """A points-target game: the winner's score plus the difference.

    >>> target_points(175, 125)
    225
    """
    return winner_total + (winner_total - loser_total)


class PartieFormat(Protocol):
    def settle(self, deals: Sequence[DealSummary]) -> Standings: ...

    def record_fields(self) -> dict[str, Any]:
        """The record's ``game`` field and its companions."""
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
                result = Result(True, winner, False, loser_total < RUBICON,
                                rubicon_points(totals[winner], loser_total))
        return Standings((totals[0], totals[1]), multipliers, self.multiplier(played + 1), result)

    def record_fields(self) -> dict[str, Any]:
        return {"game": "four-deals" if self.deals == 4 else "rubicon"}


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
            raise ValueError(f"target must be 100, 150 or 221, not {self.target!r}")
        if self.match not in ("seca", "ligada"):
            raise ValueError(f"match must be 'seca' or 'ligada', not {self.match!r}")

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

    def record_fields(self) -> dict[str, Any]:
        return {"game": "target", "target": self.target, "match": self.match}


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
            raise ValueError(f"target must be 100, 150 or 221, not {target!r}")
        return Target(target, match if isinstance(match, str) else repr(match))
    raise ValueError(f"game {game!r} is not known (rubicon, four-deals or target)")
