"""The three-handed search of ``round_solver.py``: max-n on packed vectors of each seat's points, built as
closures over one :class:`round_solver_base.Search` (the hot functions in one place)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .card_runs import INF, SUIT_OF
from .card_runs import reps as card_reps
from .round_solver_base import BITS, Search
from .round_solver_base import preference as seat_preference


# --- three hands: max-n on vectors of points (packed) ---------------------------------------------

def make_three(self: Search) -> Callable[..., int]:  # noqa: C901 - the hot functions, on purpose in one place
    sc = self.scoring
    hands = self.hands
    size = sc.hand_size
    pique = sc.pique_bonus
    tv: dict[int, int] = {}
    for w0 in range(size + 1):
        for w1 in range(size + 1 - w0):
            w2 = size - w0 - w1
            f = sc.final((w0, w1, w2))
            tv[w0 | w1 << 4 | w2 << 8] = f[0] | f[1] << BITS | f[2] << 2 * BITS
    tt = self.tt
    key = self.key
    counted = self.counted
    suit_of = SUIT_OF
    reps = card_reps
    preference = seat_preference

    def last(leader: int, won: int, pn: Any) -> int:
        """The last trick, one card in each hand: its vector, the cards or capot included."""
        x = hands[leader].bit_length() - 1
        led = suit_of[x]
        wseat, wcard = leader, x
        for j in (1, 2):
            seat = (leader + j) % 3
            c = hands[seat].bit_length() - 1
            if 1 << c & led and c > wcard:
                wseat, wcard = seat, c
        g = 1
        if pn is not None:
            if pn[0] == leader:
                need = pn[1] - 1
                if need <= 0:
                    g += pique
                    pn = None
                else:
                    pn = (leader, need)
            else:
                pn = None
        points = (1 if wseat != leader else 0) + 1
        if pn is not None and pn[0] == wseat and pn[1] <= points:
            points += pique
        return (g << BITS * leader) + (points << BITS * wseat) + tv[won + (1 << 4 * wseat)]

    def start(leader: int, won: int, pn: Any) -> int:
        """The vector of points from now of the trick about to start, ``leader`` to lead."""
        lead_hand = hands[leader]
        n = lead_hand.bit_count()
        if n == 1:
            return last(leader, won, pn)
        if n == 0:
            return tv[won]
        if pn is not None and pn[1] > 2 * n + 1:
            pn = None
        k = key(leader, won, pn)
        value = tt.get(k)
        if value is not None:
            return value  # type: ignore[no-any-return]
        counted()
        best = -1
        best_key = -INF * INF
        for x in reps(lead_hand, (hands[0] | hands[1] | hands[2]) & ~lead_hand):
            v = play(0, leader, 0, leader, x, 0, won, pn, x)
            pk = preference(leader, v)
            if pk > best_key:
                best, best_key = v, pk
        tt[k] = best
        return best

    def play(k: int, leader: int, led: int, wseat: int, wcard: int, tmask: int, won: int, pn: Any,
             y: int) -> int:
        """The vector once the ``k``-th card of the trick, ``y``, is played (its scores included)."""
        seat = (leader + k) % 3
        ybit = 1 << y
        if k == 0:
            g = 1
            if pn is not None:
                if pn[0] == leader:
                    need = pn[1] - 1
                    if need <= 0:
                        g += pique
                        pn = None
                    else:
                        pn = (leader, need)
                else:
                    pn = None
            hands[seat] ^= ybit
            v = follow(1, leader, suit_of[y], leader, y, ybit, won, pn)
            hands[seat] ^= ybit
            return v + (g << BITS * leader)
        if ybit & led and y > wcard:
            wseat, wcard = seat, y
        hands[seat] ^= ybit
        try:
            if k < 2:
                return follow(k + 1, leader, led, wseat, wcard, tmask | ybit, won, pn)
            last = hands[seat] == 0
            points = (1 if wseat != leader else 0) + (1 if last else 0)
            won += 1 << 4 * wseat
            if points and pn is not None:
                if pn[0] == wseat:
                    need = pn[1] - points
                    if need <= 0:
                        points += pique
                        pn = None
                    else:
                        pn = (wseat, need)
                else:
                    pn = None
            g = points << BITS * wseat
            if last:
                return g + tv[won]
            return g + start(wseat, won, pn)
        finally:
            hands[seat] ^= ybit

    def follow(k: int, leader: int, led: int, wseat: int, wcard: int, tmask: int, won: int, pn: Any) -> int:
        seat = (leader + k) % 3
        hand = hands[seat]
        legal = hand & led or hand
        best = -1
        best_key = -INF * INF
        for y in reps(legal, tmask | ((hands[0] | hands[1] | hands[2]) & ~hand)):
            v = play(k, leader, led, wseat, wcard, tmask, won, pn, y)
            pk = preference(seat, v)
            if pk > best_key:
                best, best_key = v, pk
        return best

    return play
