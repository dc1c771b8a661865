"""The exchange near the end of a game to a target (piquet au cent): discards valued by the game, not the points.

Far from the end a point is a point, and Master's exchange (``exchange.py``) chooses the discard with the
best mean of (my points - his points) over sampled worlds.  Near the end (a side needs no more than
:data:`~piquet_gui.ai.target_value.NEAR` points, as for the play) what counts is who reaches the target
first, by the moment rule, and whether the loser is left under half of it.  Here each world's two final
hands are played through in the order the scores reckon (Law 67, VARIANTS.md section 1):

* the calls one category at a time, point, sequences, sets (carte rouge after them), each scored by its
  winner, elder or younger, with the repique that comes with it (``exchange.reckoning``): the game ends
  at the first that takes a total to the target;
* elder's pique, in the first tricks;
* the play, its points estimated as elder's minus younger's (``exchange.play_estimate``) and split about
  :data:`PLAY_POINTS`, the points a deal's play gives both players together, each side's coming in evenly
  over the tricks: the side whose points reach the target at the earlier moment wins (as
  ``target_value``'s table judges a deal that crosses the target);
* a deal that leaves both under the target is worth :func:`~piquet_gui.ai.target_value.game_value` of
  the standing it leads to.

The mean of that over the worlds is the discard's value.  What is approximate: the play's split and pace
(the estimate knows the difference, not each side's points nor when in the play they come), and the
opponent's exchange (a plain player's).  Only the seat's :class:`SeatView` is read.

Measured, it is no better than the points: Master exchanging by it near the end against Master exchanging
for the points, ``python -m piquet_gui.bench.endgame --game au-cent --a A --b B --positions 300 --seed 1``:
-0.31 a mirrored pair, 95% interval [-2.32, +1.69], 48 pairs won and 50 lost of 300 (98 decisive).  So
Master does not use it (``levels.Master.exchange_judge``); it is kept, tested, for a better estimate of the
play's split and pace to build on.
"""

from __future__ import annotations

from typing import Any

from ..model.view import SeatView
from .exchange import Judge, reckoning
from .target_value import NEAR, game_value, settle

PLAY_POINTS = 25.0
"""The points a deal of au cent's play gives both players together (leads, wins, the last trick, the cards,
capot): 24.6 on average, spread 7.6, over 300 deals of Club against Club."""


def standing_judge(view: SeatView[Any]) -> Judge | None:
    """For a two-handed game to a target, near its end: what a world's final hands (elder's, younger's)
    are worth to this seat, as the game's standing they lead to (see the module); else None."""
    context = view.partie
    if context is None or context.target is None or len(view.seats) != 2 or context.race:
        return None
    me = view.seat
    elder = view.elder
    younger = 1 - elder
    target = context.target
    # The standing now: the game's totals before the deal and what this deal has scored (carte blanche).
    now = (context.totals[elder] + view.scores[elder].total, context.totals[younger] + view.scores[younger].total)
    if min(target - now[0], target - now[1]) > NEAR:
        return None
    start = (view.scores[elder].carte_blanche, view.scores[younger].carte_blanche)
    rules = view.rules
    i_am_elder = me == elder

    def judge(elder_hand: int, younger_hand: int) -> float:
        value = standing_after(elder_hand, younger_hand, now, target, rules, start)
        return value if i_am_elder else -value

    return judge


def standing_after(elder_hand: int, younger_hand: int, now: tuple[int, int], target: int, rules: Any,
                   start: tuple[int, int] = (0, 0)) -> float:
    """What a deal from these final hands is worth to elder from the standing ``now`` (elder's total,
    younger's), by the moment rule (see the module)."""
    steps, pique, play = reckoning(elder_hand, younger_hand, rules, start)
    totals = [now[0], now[1]]
    for side, points in steps:
        totals[side] += points
        if totals[side] >= target:
            return settle(totals[0], totals[1], target)
    totals[0] += pique
    if totals[0] >= target:
        return settle(totals[0], totals[1], target)
    elder_play = min(PLAY_POINTS, max(0.0, (PLAY_POINTS + play) / 2))
    younger_play = PLAY_POINTS - elder_play
    a, b = totals
    fa = (target - a) / elder_play if elder_play and a + elder_play >= target else 2.0
    fb = (target - b) / younger_play if younger_play and b + younger_play >= target else 2.0
    if fa < fb:
        return settle(target, b + younger_play * fa, target)
    if fb < fa:
        return -settle(target, a + elder_play * fb, target)
    if fa <= 1.0:  # both at once: a toss-up
        return (settle(target, b + younger_play * fa, target) - settle(target, a + elder_play * fb, target)) / 2
    return game_value(round(a + elder_play), round(b + younger_play), target)
