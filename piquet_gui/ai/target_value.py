"""What a standing in a game to a target is worth (piquet au cent: the first to 100 wins the game, the moment
he reaches it, and wins double when the loser has less than half).

The game's winner gains the difference of the totals, twice over for a double game, so a point is not
always worth a point: near the end, reaching 100 first, or keeping the opponent under 50, is worth more
than the points themselves.  :func:`game_value` is what a standing is worth to a seat: exact once the game
is over, and otherwise the expected settlement of the game when both go on scoring as measured (each
deal's points drawn from :data:`DEAL_POINTS`; a deal that crosses the target stops where it does, the
points of both sides made pro rata by then).
"""

from __future__ import annotations

import functools

DEAL_POINTS: tuple[tuple[int, int], ...] = (
    (6, 114), (5, 76), (18, 75), (26, 67), (2, 37), (8, 40), (12, 41), (6, 31), (12, 35), (19, 40),
    (8, 26), (12, 28), (12, 26), (23, 35), (19, 29), (14, 22), (16, 22), (14, 18), (22, 25), (23, 24),
    (24, 23), (21, 18), (26, 22), (28, 22), (29, 21), (24, 14), (35, 23), (25, 11), (30, 14), (27, 8),
    (30, 9), (28, 5), (31, 6), (39, 10), (40, 8), (43, 8), (46, 5), (74, 16), (76, 5), (114, 6))
"""What a deal of au cent gives each player (a seat, its opponent): 40 deals spread evenly over the
differences of 800 (400 deals of Club against Club, both seats, ``python -m piquet_gui.bench.deal_points``
reproduces the figures: 25.4 points a seat on average, spread 21.7)."""

NEAR = 45
"""The target is played for (rather than the points) once a side needs no more than this in the deal."""


def settle(mine: float, theirs: float, target: int) -> float:
    """What a game over at these totals pays me (negative: what I pay)."""
    if mine > theirs:
        return (mine - theirs) * (2 if 2 * theirs < target else 1)
    return -(theirs - mine) * (2 if 2 * mine < target else 1)


@functools.lru_cache(maxsize=4)
def _table(target: int, moment: bool, points: tuple[tuple[int, int], ...] = DEAL_POINTS) \
        -> tuple[tuple[float, ...], ...]:
    """``table[a][b]``: the expected settlement to a seat at ``a`` against ``b`` (both under the target), each
    deal to come one of ``points`` (a seat's, the other's), from either seat: neither is favoured, so a
    standing is worth to one what it costs the other."""
    both_ways = points + tuple((y, x) for x, y in points)
    table = [[0.0] * target for _ in range(target)]
    for a in range(target - 1, -1, -1):
        row = table[a]
        for b in range(target - 1, -1, -1):
            total = 0.0
            count = 0
            for x, y in both_ways:
                if not x and not y:
                    continue
                count += 1
                a2, b2 = a + x, b + y
                if a2 < target and b2 < target:
                    total += table[a2][b2]
                    continue
                if not moment:
                    total += settle(a2, b2, target)
                    continue
                fa = (target - a) / x if a2 >= target else 2.0
                fb = (target - b) / y if b2 >= target else 2.0
                if fa < fb:
                    total += settle(target, b + int(y * fa), target)
                elif fb < fa:
                    total += settle(a + int(x * fb), target, target)
                else:  # both at once: who reaches it first is a toss-up
                    total += (settle(target, b + int(y * fa), target) + settle(a + int(x * fb), target, target)) / 2
            row[b] = total / count
    return tuple(tuple(row) for row in table)


def game_value(mine: int, theirs: int, target: int, moment: bool = True,
               points: tuple[tuple[int, int], ...] = DEAL_POINTS) -> float:
    """What standing at ``mine`` against ``theirs`` in a game to ``target`` is worth to me: the settlement
    when the game is over, else its expected settlement, each deal to come one of ``points`` (au cent's
    by default; the partnership game's sides play the same game with a table of their own)."""
    if mine >= target or theirs >= target:
        return settle(mine, theirs, target)
    return _table(target, moment, points)[max(0, mine)][max(0, theirs)]
