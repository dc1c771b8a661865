"""Playing to the game's end in the three- and four-handed games: what the standing at the end of a deal is
worth, once some side is near the target (VARIANTS.md sections 3 and 4).

Four-handed, the two sides play au cent's game to 100 (the moment rule, double when the others have under
50): a standing is worth :func:`~piquet_gui.ai.target_value.game_value` of the sides' totals, each deal to
come drawn from the partnership game's own measured table (``round_target_tables.FOUR_HANDED``).

Three-handed, the first to the target is out, a winner, and the other two play on two-handed; the last pays
each winner one stake.  A standing is worth to a seat its expected stakes, ``1 - 3 * P(last)`` (+1 when it
is not last, -2 when it is), and the chance of being last comes from a race model:

* once a seat is out, the other two race two-handed (:func:`race_two`: the exact race, point by point, each
  deal one of au cent's measured deals from either seat, the one that stops the deal by the moment rule
  winning; needs over :data:`CAP_TWO` are moved down together);
* before that, the three race (:func:`last_chances`): each deal one of the measured three-handed deals
  (``round_target_tables.THREE_HANDED``, each seen from its three seats in every order), the first to reach
  the target by the moment rule (the deal's points made pro rata) out; the next deal from the standing is
  stepped exactly, the ones after it on a grid of :data:`STEP` points of need (needs over :data:`CAP_THREE`
  counted as that).

:func:`round_target` gives the search (``round_search.RoundSearchPlayer``) the value of a rollout's end and
the scores at which the deal stops, once some side needs no more than :data:`NEAR` before the deal.
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
from collections.abc import Callable
from typing import Any

from ..model.round_deal import RoundDeal
from ..model.view import PartieContext, SeatView
from .round_target_tables import FOUR_HANDED, THREE_HANDED
from .target_value import DEAL_POINTS, game_value

NEAR = 45
"""The target is played for (rather than the points) once a side needs no more than this before the deal
(as au cent's ``target_value.NEAR``: two to three deals of points)."""

STEP = 5
"""The grid of the three-handed race beyond the next deal, in points of need."""

CAP_THREE = 100
"""Needs over this count as this in the three-handed race (a target over 100: the far seats' chances; the
table is built once, in about half a second)."""

CAP_TWO = 150
"""The two-handed race is exact for needs up to this; larger needs are moved down together."""

_INF = float("inf")


@dataclasses.dataclass(frozen=True)
class TargetPlay:
    """How the search plays near the game's end: each side's stop (the deal's score that reaches the target,
    the moment rule) and the value of a deal's end to the seat."""

    stop_at: tuple[int, ...]
    value: Callable[[RoundDeal], float]


def round_target(view: SeatView[Any]) -> TargetPlay | None:
    """For the play of a three- or four-handed deal near the game's end (some side needs no more than
    :data:`NEAR` before the deal): the stops and the value of a deal's end to the seat; else None."""
    context = view.partie
    seats = len(view.seats)
    if context is None or context.target is None or seats not in (3, 4):
        return None
    target = context.target
    before = context.totals
    stop_at = tuple(target - t for t in before)
    if min(stop_at) > NEAR:
        return None
    me = view.seat
    if seats == 4:
        side = view.sides[me]
        other = 1 - side

        def four(deal: RoundDeal) -> float:
            return game_value(before[side] + deal.scores[side].total, before[other] + deal.scores[other].total,
                              target, points=FOUR_HANDED)

        return TargetPlay(stop_at, four)

    def three(deal: RoundDeal) -> float:
        needs = [stop_at[s] - deal.scores[s].total for s in range(3)]
        out = deal.stopped
        if out is None:
            return 1.0 - 3.0 * last_chances(needs[0], needs[1], needs[2])[me]
        if out == me:
            return 1.0
        rival = 3 - out - me
        return 1.0 - 3.0 * race_two(needs[rival], needs[me])

    return TargetPlay(stop_at, three)


# --- the two-handed race ---------------------------------------------------------------------------

def two_handed_end(view: SeatView[Any]) -> SeatView[Any]:
    """A view of the two-handed end of the three-handed game as a two-handed player reads it (the deal's own
    seats 0 and 1), with the race it decides: both seats' totals before the deal and the target, the first
    of the two to reach it out and the other last (``PartieContext.race``).  Without a partie: as dealt."""
    dealt = view.as_dealt()
    context = view.partie
    if context is None or context.target is None:
        return dealt
    totals = tuple(context.totals[s] for s in view.seats)
    return dataclasses.replace(dealt, partie=PartieContext(totals, 1, None, context.target, race=True))


def race_utility(view: SeatView[Any]) -> Callable[[int, int], float] | None:
    """For a two-handed race to the target (``PartieContext.race``) near its end (a seat needs no more than
    :data:`NEAR` before the deal): the value of finishing the deal with given scores (mine, the opponent's),
    the chance of reaching the target first (:func:`race_two` from the next deal); else None."""
    context = view.partie
    if context is None or context.target is None or not context.race or len(view.seats) != 2:
        return None
    me, other = view.seat, 1 - view.seat
    needs = context.target - context.totals[me], context.target - context.totals[other]
    if min(needs) > NEAR:
        return None

    def utility(mine: int, theirs: int) -> float:
        return race_two(needs[0] - mine, needs[1] - theirs)

    return utility


def race_two(mine: int, theirs: int) -> float:
    """The chance that a seat needing ``mine`` reaches the target before one needing ``theirs``, two-handed
    from the start of a deal.

    >>> race_two(10, 10)
    0.5
    >>> race_two(5, 90) > 0.9 > 0.1 > race_two(90, 5)
    True
    """
    if mine <= 0 or theirs <= 0:
        return 1.0 if mine <= 0 < theirs else 0.0 if theirs <= 0 < mine else 0.5
    over = max(mine, theirs) - CAP_TWO
    if over > 0:
        mine, theirs = max(1, mine - over), max(1, theirs - over)
    return _two_table()[mine][theirs]


@functools.lru_cache(maxsize=1)
def _two_table() -> tuple[tuple[float, ...], ...]:
    size = CAP_TWO + 1
    samples = DEAL_POINTS + tuple((y, x) for x, y in DEAL_POINTS)
    table = [[0.5] * size for _ in range(size)]
    for a in range(1, size):
        row = table[a]
        for b in range(1, size):
            total = 0.0
            for x, y in samples:
                if x < a and y < b:
                    total += table[a - x][b - y]
                    continue
                fa = a / x if x >= a else _INF
                fb = b / y if y >= b else _INF
                total += 1.0 if fa < fb else 0.0 if fb < fa else 0.5
            row[b] = total / len(samples)
    return tuple(tuple(row) for row in table)


# --- the three-handed race -------------------------------------------------------------------------

_SAMPLES: tuple[tuple[int, int, int], ...] = tuple(
    (p[0], p[1], p[2]) for t in THREE_HANDED for p in itertools.permutations(t) if any(p))
"""Every measured three-handed deal from every seat, in every order: no seat is favoured."""


def _out_first(needs: tuple[int, int, int], points: tuple[int, int, int]) -> tuple[float, float, float] | None:
    """Who is last (a chance per seat) when a deal of ``points`` from ``needs`` takes a seat out, else None.

    The deal's points are made pro rata: the seat that reaches its need at the smallest share of its deal is
    out, the others stand where that share of theirs puts them, and race two-handed; a tie splits."""
    shares = [needs[s] / points[s] if points[s] >= needs[s] else _INF for s in range(3)]
    first = min(shares)
    if first == _INF:
        return None
    outs = [s for s in range(3) if shares[s] == first]
    last = [0.0, 0.0, 0.0]
    for out in outs:
        j, k = [s for s in range(3) if s != out]
        need_j = max(1, needs[j] - int(points[j] * first))
        need_k = max(1, needs[k] - int(points[k] * first))
        j_wins = race_two(need_j, need_k)
        last[k] += j_wins / len(outs)
        last[j] += (1.0 - j_wins) / len(outs)
    return last[0], last[1], last[2]


def _grid(need: int) -> int:
    """The grid step nearest a need (at least the first)."""
    return min(CAP_THREE // STEP, max(1, (need + STEP // 2) // STEP))


@functools.lru_cache(maxsize=1)
def _three_table() -> dict[tuple[int, int, int], tuple[float, float, float]]:
    """The chance each seat is last from needs on the grid (in steps), computed for sorted needs, every order
    filled in: each state depends only on states no larger in any need (and on itself, solved for)."""
    steps = CAP_THREE // STEP
    table: dict[tuple[int, int, int], tuple[float, float, float]] = {}
    # A deal that takes nobody out moves each need down by its points, rounded to the grid: k steps less
    # x points is k + (STEP // 2 - x) // STEP steps (at least one).
    moves = [(p, (STEP // 2 - p[0]) // STEP, (STEP // 2 - p[1]) // STEP, (STEP // 2 - p[2]) // STEP)
             for p in _SAMPLES]
    for a in range(1, steps + 1):
        for b in range(a, steps + 1):
            for c in range(b, steps + 1):
                state = (a, b, c)
                needs = (a * STEP, b * STEP, c * STEP)
                total0 = total1 = total2 = 0.0
                stay = 0
                for points, da, db, dc in moves:
                    if points[0] >= needs[0] or points[1] >= needs[1] or points[2] >= needs[2]:
                        ended = _out_first(needs, points)
                        assert ended is not None
                    else:
                        after = (max(1, a + da), max(1, b + db), max(1, c + dc))
                        if after == state:
                            stay += 1
                            continue
                        ended = table[after]
                    total0 += ended[0]
                    total1 += ended[1]
                    total2 += ended[2]
                count = len(moves) - stay
                value = (total0 / count, total1 / count, total2 / count)
                for order in itertools.permutations(range(3)):
                    table[(state[order[0]], state[order[1]], state[order[2]])] = \
                        (value[order[0]], value[order[1]], value[order[2]])
    return table


@functools.lru_cache(maxsize=8192)
def last_chances(need0: int, need1: int, need2: int) -> tuple[float, float, float]:
    """The chance each of three seats, needing these (all above 0) at the start of a deal, is the last: the
    next deal stepped exactly, the later ones on the grid.

    >>> chances = last_chances(10, 60, 60)
    >>> round(sum(chances), 6), chances[0] < 0.1 < chances[1] == chances[2]
    (1.0, True)
    """
    needs = (need0, need1, need2)
    table = _three_table()
    total = [0.0, 0.0, 0.0]
    for points in _SAMPLES:
        ended = _out_first(needs, points)
        if ended is None:
            ended = table[(_grid(need0 - points[0]), _grid(need1 - points[1]), _grid(need2 - points[2]))]
        total[0] += ended[0]
        total[1] += ended[1]
        total[2] += ended[2]
    return total[0] / len(_SAMPLES), total[1] / len(_SAMPLES), total[2] / len(_SAMPLES)
