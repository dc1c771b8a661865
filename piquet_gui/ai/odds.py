"""The odds (the aid *Show the odds*): what a partie's standing is worth to a side, from the score before a deal
alone (the score sheet: public knowledge), as the computer's own estimates have it.

:func:`standings` reads a score sheet (``model.score_sheet``) as the standing before each deal played and before
the next one; :func:`odds` gives, for a side, the chance of winning the partie (a draw counting half), and as
the game has them the chance of escaping the rubicon (reaching the line by the end) and of reaching the game's
target first:

* Rubicon and auction piquet (six deals, or four with the first and last doubled): a Monte-Carlo over
  :data:`SAMPLES` continuations of the partie, each deal to come one of the measured deals of that game
  (``odds_tables``), seen from either seat, multiplied as the partie counts it; a tie after the last deal plays
  the two deals more.  A points target (Rubicon's seca or ligada): the same continuations, a game won at the end
  of a deal by the leader at or over the target (the *vuelta* is not modelled).
* Piquet au cent and partnership piquet (games to 100 won the moment a side reaches it, double when the loser
  has under half): the same continuations of the game in progress, with the measured deals the Master plays
  to the score with (``target_value.DEAL_POINTS``, ``round_target_tables.FOUR_HANDED``), a deal that crosses
  the target stopping pro rata; the games after it drawn from the same continuations from 0 to 0, the match
  then worked out exactly.
* Three-handed piquet: the Master's own race (``round_target.last_chances``, ``race_two``): a player wins
  unless he is last.

Every continuation is drawn from one pool fixed by the seed, the same for every standing and side (common
random numbers): the estimate is deterministic, the chance of winning rises with a side's total, and the two
sides' chances of a two-handed partie add up to one.  The chance of escaping the rubicon may fall by a point
more, as the rules have it, where a tie plays two deals more: before four deals' last (doubled), 2-0 can end
tied and play on, 3-0 cannot.
"""

from __future__ import annotations

import dataclasses
import functools
import random
from collections.abc import Sequence

from ..model.score_sheet import GamesSettlement, LineKind, ScoreSheet, StakesSettlement
from .odds_tables import AUCTION_POINTS, RUBICON_POINTS
from .round_target import last_chances, race_two
from .round_target_tables import FOUR_HANDED, THREE_HANDED
from .target_value import DEAL_POINTS

SAMPLES = 2000
"""The continuations of the partie sampled for each estimate."""

LONGEST = 40
"""The most deals a continuation draws (the longest game to 221 of the smallest measured deals is shorter)."""

FRACTIONS: tuple[tuple[int, int], ...] = (
    (1, 10), (1, 5), (1, 4), (1, 3), (2, 5), (1, 2), (3, 5), (2, 3), (3, 4), (4, 5), (9, 10))
"""The simple fractions a chance is said as ("about 4 in 5")."""

ALMOST = 0.05
"""Closer than this to none or certain, a chance is "almost none" or "almost certain"."""

Points = tuple[tuple[int, int], ...]


class Kind:
    """How a game's partie is won (the model :func:`odds` uses)."""

    RUBICON = "rubicon line"
    TARGET = "target"
    GAMES = "games"
    THREE = "three"


@dataclasses.dataclass(frozen=True)
class Standing:
    """Where a partie stands before a deal, as everyone at the table knows it (by side)."""

    kind: str
    game: str
    """The record name (``model.games.GAMES``)."""
    totals: tuple[int, ...]
    """Each side's total, of the game in progress where the partie is played in games."""
    line: int
    """The rubicon line (100, or 150 in the auction), or the target."""
    deals: int = 0
    """The deals played so far (in the partie)."""
    to_come: tuple[int, ...] = ()
    """Rubicon: the multipliers of the deals still to play (before a tie's two more)."""
    tie_deals: bool = True
    """Rubicon: a tie after ``to_come`` plays two deals more (False once they are being played)."""
    games_won: tuple[int, ...] = (0, 0)
    games_to_win: int = 1
    out: tuple[int, ...] = ()
    """Three-handed: the seats out, in order."""
    outcome: tuple[float, ...] | None = None
    """Once the partie is over: each side's result (1 won, 0 lost, 0.5 drawn)."""
    last_game: int | None = None
    """The side that won the game that ended with the last deal (a partie played in games), else None."""
    partners: bool = False
    """Each side is two partners (four-handed piquet): its deals are the four-handed game's."""


@dataclasses.dataclass(frozen=True)
class Odds:
    """A side's chances from a standing: of winning the partie (a draw counting half), of escaping the rubicon
    (Rubicon: reaching the line by the end), of reaching the target first (a game to a target: the game in
    progress); None where the game has no such chance."""

    win: float
    escape: float | None = None
    first: float | None = None
    decided: bool = False
    samples: int = 0
    """The continuations sampled (0: worked out exactly)."""
    sampled_deals: int = 0
    """The deals drawn in all over those continuations."""
    measured: int = 0
    """The measured deals each deal to come is drawn from."""


def standings(sheet: ScoreSheet) -> tuple[Standing, ...]:
    """The standing before each deal of ``sheet`` played, and before the next (or at the end): one more than the
    deals over.  A deal in progress is not counted (its points are not yet made), nor an auction passed out (it
    is dealt again)."""
    rows = [row for row in sheet.rows if not row.in_progress and not row.passed_out]
    kinds = {line.kind for line in sheet.lines}
    count = len(sheet.columns)
    zero = (0,) * count
    if count == 3:
        target = next(line.points for line in sheet.lines if line.kind is LineKind.TARGET)
        result = []
        out: list[int] = []
        for index in range(len(rows) + 1):
            totals = rows[index - 1].totals if index else zero
            if index and rows[index - 1].reached_target is not None:
                out.append(rows[index - 1].reached_target)  # type: ignore[arg-type]
            result.append(Standing(Kind.THREE, sheet.game, totals, target, index, out=tuple(out)))
        return _with_outcome(sheet, result)
    if LineKind.RUBICON in kinds:
        line = next(line.points for line in sheet.lines if line.kind is LineKind.RUBICON)
        schedule = [row.multiplier for row in rows] + list(sheet.to_come)
        base = 4 if schedule and schedule[0] == 2 else 6
        full = schedule[:base] + [1] * (base - len(schedule[:base]))
        result = []
        for index in range(len(rows) + 1):
            totals = rows[index - 1].totals if index else zero
            if index < base:
                to_come, tie = tuple(full[index:]), True
            else:
                to_come, tie = (1,) * (base + 2 - index), False
            result.append(Standing(Kind.RUBICON, sheet.game, totals, line, index, to_come, tie))
        return _with_outcome(sheet, result)
    target = next(line.points for line in sheet.lines if line.kind is LineKind.TARGET)
    kind = Kind.GAMES if LineKind.DOUBLE in kinds else Kind.TARGET
    result = []
    won = list(zero)
    index = 0
    totals = zero
    last: int | None = None
    result.append(Standing(kind, sheet.game, zero, target, 0, games_to_win=max(1, sheet.games_to_win)))
    for game in sheet.games:
        for position, row in enumerate(r for r in game.rows if not r.in_progress and not r.passed_out):
            index += 1
            totals, last = row.totals, None
            if game.outcome is not None and position == len(game.rows) - 1:
                won = list(game.outcome.games_won) if kind == Kind.GAMES else \
                    [w + (game.outcome.winner == side) for side, w in enumerate(won)]
                totals, last = zero, game.outcome.winner
            result.append(Standing(kind, sheet.game, totals, target, index, games_won=tuple(won),
                                   games_to_win=max(1, sheet.games_to_win), last_game=last))
    return _with_outcome(sheet, result)


def _with_outcome(sheet: ScoreSheet, result: list[Standing]) -> tuple[Standing, ...]:
    """Each standing with its sides' make-up, and the last with the partie's outcome once it is over."""
    if any(len(column.seats) > 1 for column in sheet.columns):
        result = [dataclasses.replace(standing, partners=True) for standing in result]
    settlement = sheet.settlement
    if settlement is not None:
        count = len(sheet.columns)
        if isinstance(settlement, StakesSettlement):
            outcome = tuple(0.0 if side == settlement.loser else 1.0 for side in range(count))
        elif settlement.winner is None:
            outcome = (0.5,) * count
        else:
            outcome = tuple(1.0 if side == settlement.winner else 0.0 for side in range(count))
        last = result[-1]
        if isinstance(settlement, GamesSettlement) and last.last_game is None and sheet.games:
            final = sheet.games[-1].outcome
            last = dataclasses.replace(last, last_game=None if final is None else final.winner)
        result[-1] = dataclasses.replace(last, outcome=outcome)
    return tuple(result)


def odds(standing: Standing, side: int, seed: int = 0) -> Odds:
    """``side``'s chances from ``standing`` (deterministic for ``seed``)."""
    if standing.kind == Kind.THREE:
        return _three(standing, side)
    if standing.outcome is not None:
        return _decided(standing, side)
    if standing.kind == Kind.RUBICON:
        win, escapes, counts = _rubicon(standing, seed)
        return Odds(win if side == 0 else 1.0 - win, escape=escapes[side], samples=SAMPLES, sampled_deals=counts[0],
                    measured=counts[1])
    win, first, counts = _games(standing, seed)
    return Odds(win if side == 0 else 1.0 - win, first=first if side == 0 else 1.0 - first, samples=SAMPLES,
                sampled_deals=counts[0], measured=counts[1])


def _decided(standing: Standing, side: int) -> Odds:
    assert standing.outcome is not None
    escape = float(standing.totals[side] >= standing.line) if standing.kind == Kind.RUBICON else None
    first = None
    if standing.kind in (Kind.GAMES, Kind.TARGET) and standing.last_game is not None:
        first = float(standing.last_game == side)
    return Odds(standing.outcome[side], escape, first, decided=True)


# --- the pool of continuations -------------------------------------------------------------------------------

@functools.lru_cache(maxsize=8)
def _pool(points: Points, seed: int) -> tuple[tuple[tuple[int, int], ...], ...]:
    """:data:`SAMPLES` continuations of :data:`LONGEST` deals, each one of ``points`` seen from either seat (side
    0's points first), fixed by ``seed``: half drawn, the other half the same seen from the other side (so that
    an even standing is even)."""
    both = points + tuple((y, x) for x, y in points)
    rng = random.Random(seed)
    drawn = [tuple(rng.choices(both, k=LONGEST)) for _ in range(SAMPLES // 2)]
    return tuple(drawn) + tuple(tuple((y, x) for x, y in deals) for deals in drawn)


def points_of(game: str, kind: str, partners: bool = False) -> Points:
    """The measured deals of ``game`` the continuations are drawn from."""
    if game == "auction":
        return AUCTION_POINTS
    if partners:
        return FOUR_HANDED
    if kind == Kind.GAMES:
        return DEAL_POINTS
    return RUBICON_POINTS


def _rubicon(standing: Standing, seed: int) -> tuple[float, tuple[float, float], tuple[int, int]]:
    """Side 0's chance of winning, each side's of escaping the rubicon, and what was sampled."""
    points = points_of(standing.game, standing.kind, standing.partners)
    line = standing.line
    start_a, start_b = standing.totals[0], standing.totals[1]
    to_come = standing.to_come
    extra = 2 if standing.tie_deals else 0
    win = escape_a = escape_b = 0.0
    drawn = 0
    for deals in _pool(points, seed):
        a, b = start_a, start_b
        for multiplier, (x, y) in zip(to_come, deals):
            a += x * multiplier
            b += y * multiplier
        used = len(to_come)
        if a == b and extra:
            for x, y in deals[used:used + extra]:
                a += x
                b += y
            used += extra
        drawn += used
        win += 1.0 if a > b else 0.5 if a == b else 0.0
        escape_a += a >= line
        escape_b += b >= line
    return win / SAMPLES, (escape_a / SAMPLES, escape_b / SAMPLES), _counts(drawn, points)


def _counts(drawn: int, points: Points) -> tuple[int, int]:
    """What was sampled: the deals drawn in all, and the measured deals they were drawn from."""
    return drawn, len(points)


def _game_end(a: int, b: int, target: int, deals: Sequence[tuple[int, int]], moment: bool) \
        -> tuple[int, bool, int]:
    """One continuation of a game from ``a`` against ``b``: who wins it (0 or 1; 2 when the deals run out, 3 when
    both reach the target at once),
    whether it is double, and the deals it took.  Under the ``moment`` rule the deal that reaches the target
    stops there, both sides' points made pro rata; else the game ends at the end of a deal with a side at or
    over the target and ahead."""
    for used, (x, y) in enumerate(deals, 1):
        if moment:
            a2, b2 = a + x, b + y
            if a2 < target and b2 < target:
                a, b = a2, b2
                continue
            fa = (target - a) / x if a2 >= target else 2.0
            fb = (target - b) / y if b2 >= target else 2.0
            if fa < fb:
                return 0, 2 * (b + int(y * fa)) < target, used
            if fb < fa:
                return 1, 2 * (a + int(x * fb)) < target, used
            return 3, False, used  # both at once: a toss-up
        a, b = a + x, b + y
        if max(a, b) >= target and a != b:
            return (0 if a > b else 1), False, used
    return 2, False, len(deals)


@functools.lru_cache(maxsize=16)
def _fresh_games(points: Points, target: int, moment: bool, seed: int) -> tuple[float, float, float, float]:
    """How a game from 0 to 0 ends, over the pool: side 0 wins single, double; side 1 wins single, double."""
    counts = [0, 0, 0, 0]
    for deals in _pool(points, seed):
        winner, double, _ = _game_end(0, 0, target, deals, moment)
        if winner < 2:
            counts[2 * winner + double] += 2
        else:
            counts[0] += 1
            counts[2] += 1
    total = sum(counts)
    return counts[0] / total, counts[1] / total, counts[2] / total, counts[3] / total


def _match(won: tuple[int, int], to_win: int, fresh: tuple[float, float, float, float], doubles: bool) -> float:
    """Side 0's chance of winning a match of games (``to_win`` wins it, a double game counting 2 where
    ``doubles``) from ``won``, each game to come as ``fresh``."""
    @functools.lru_cache(maxsize=None)
    def chance(a: int, b: int) -> float:
        if a >= to_win:
            return 1.0
        if b >= to_win:
            return 0.0
        two = 2 if doubles else 1
        return (fresh[0] * chance(a + 1, b) + fresh[1] * chance(a + two, b)
                + fresh[2] * chance(a, b + 1) + fresh[3] * chance(a, b + two))

    return chance(won[0], won[1])


def _games(standing: Standing, seed: int) -> tuple[float, float, tuple[int, int]]:
    """Side 0's chance of winning the match and of reaching the target first in the game in progress."""
    points = points_of(standing.game, standing.kind, standing.partners)
    moment = standing.kind == Kind.GAMES
    target, to_win = standing.line, standing.games_to_win
    fresh = _fresh_games(points, target, moment, seed)
    won = (standing.games_won[0], standing.games_won[1])
    after: dict[tuple[int, bool], float] = {}
    for outcome, gained in (((0, False), (1, 0)), ((0, True), (2, 0)), ((1, False), (0, 1)), ((1, True), (0, 2))):
        if not moment and outcome[1]:
            continue
        after[outcome] = _match((won[0] + gained[0], won[1] + gained[1]), to_win, fresh, moment)
    win = first = 0.0
    drawn = 0
    a, b = standing.totals[0], standing.totals[1]
    for deals in _pool(points, seed):
        winner, double, used = _game_end(a, b, target, deals, moment)
        drawn += used
        if winner >= 2:
            win += (after[(0, False)] + after[(1, False)]) / 2
            first += 0.5
            continue
        win += after[(winner, double and moment)]
        first += winner == 0
    return win / SAMPLES, first / SAMPLES, _counts(drawn, points)


def _three(standing: Standing, side: int) -> Odds:
    """Three-handed: the chance of not being last (the Master's race), and of going out first while nobody is."""
    if standing.outcome is not None:
        return _decided(standing, side)
    out, totals, target = standing.out, standing.totals, standing.line
    if side in out:
        return Odds(1.0, decided=True, measured=len(THREE_HANDED))
    needs = [max(1, target - t) for t in totals]
    if not out:
        last = last_chances(needs[0], needs[1], needs[2])[side]
        return Odds(1.0 - last, measured=len(THREE_HANDED))
    rival = next(s for s in range(3) if s != side and s not in out)
    return Odds(race_two(needs[side], needs[rival]), measured=len(DEAL_POINTS))


def simple_fraction(chance: float, decided: bool = False) -> tuple[int, int] | str:
    """A chance in words' terms: the nearest of :data:`FRACTIONS`, or "certain"/"none" once decided,
    "almost certain"/"almost none" within :data:`ALMOST` of them.

    >>> simple_fraction(0.78), simple_fraction(0.5), simple_fraction(0.97), simple_fraction(0.0, True)
    ((4, 5), (1, 2), 'almost certain', 'none')
    """
    if decided and chance in (0.0, 1.0):
        return "certain" if chance == 1.0 else "none"
    if chance >= 1.0 - ALMOST:
        return "almost certain"
    if chance <= ALMOST:
        return "almost none"
    return min(FRACTIONS, key=lambda f: (abs(chance - f[0] / f[1]), f[1]))
