"""The four-handed search of ``round_solver.py``: my side's points minus the other side's, alpha-beta over
the cards in masks, built as closures over one :class:`round_solver_base.Search` (the hot functions in one
place)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .card_runs import INF, SUIT_OF
from .card_runs import reps as card_reps
from .round_solver_base import Search


# --- four hands: side 0's points minus side 1's, alpha-beta -------------------------------------

def rank_of(card: int) -> int:
    """A card index's rank (0 the seven, 7 the ace): the search tries the leads and discards by rank."""
    return card & 7


def make_four(self: Search) -> Callable[..., int]:  # noqa: C901 - the hot functions, on purpose in one place
    sc = self.scoring
    hands = self.hands
    size = sc.hand_size
    pique = sc.pique_bonus
    tv = []
    for wa in range(size + 1):
        f = sc.final((wa, size - wa))
        tv.append(f[0] - f[1])
    tt = self.tt
    key = self.key
    counted = self.counted
    suit_of = SUIT_OF
    reps = card_reps

    def last(leader: int, wa: int, pn: Any) -> int:
        """The last trick, one card in each hand: its value for side 0, the cards or capot included."""
        x = hands[leader].bit_length() - 1
        led = suit_of[x]
        wseat, wcard = leader, x
        for j in (1, 2, 3):
            seat = (leader + j) & 3
            c = hands[seat].bit_length() - 1
            if 1 << c & led and c > wcard:
                wseat, wcard = seat, c
        side = leader & 1
        g = 1
        if pn is not None:
            if pn[0] == side:
                need = pn[1] - 1
                if need <= 0:
                    g += pique
                    pn = None
                else:
                    pn = (side, need)
            else:
                pn = None
        wside = wseat & 1
        points = (1 if wside != side else 0) + 1
        if pn is not None and pn[0] == wside and pn[1] <= points:
            points += pique
        if wside == 0:
            wa += 1
        return (g if side == 0 else -g) + (points if wside == 0 else -points) + tv[wa]

    def start(leader: int, wa: int, pn: Any, alpha: int, beta: int) -> int:
        """Value for side 0 of the trick about to start, ``leader`` to lead (fail-soft)."""
        lead_hand = hands[leader]
        n = lead_hand.bit_count()
        if n == 1:
            return last(leader, wa, pn)
        if n == 0:
            return tv[wa]
        if pn is not None and pn[1] > 2 * n + 1:
            pn = None
        k = key(leader, wa, pn)
        entry = tt.get(k)
        first = -1
        if entry is not None:
            lo, hi, first = entry
            if lo >= beta:
                return lo  # type: ignore[no-any-return]
            if hi <= alpha:
                return hi  # type: ignore[no-any-return]
            if lo == hi:
                return lo  # type: ignore[no-any-return]
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
        else:
            lo, hi = -INF, INF
        counted()
        leads = reps(lead_hand, (hands[0] | hands[1] | hands[2] | hands[3]) & ~lead_hand)
        leads.sort(key=rank_of, reverse=True)  # the highest ranks first, whatever the suit
        if first in leads:
            leads.remove(first)
            leads.insert(0, first)
        maximizing = leader & 1 == 0
        best = -INF if maximizing else INF
        best_card = leads[0]
        a, b = alpha, beta
        for x in leads:
            v = play(0, leader, 0, leader, x, 0, wa, pn, x, a, b)
            if maximizing:
                if v > best:
                    best, best_card = v, x
                    if v > a:
                        a = v
                        if a >= b:
                            break
            elif v < best:
                best, best_card = v, x
                if v < b:
                    b = v
                    if a >= b:
                        break
        if best <= alpha:
            if best < hi:
                hi = best
        elif best >= beta:
            if best > lo:
                lo = best
        else:
            lo = hi = best
        tt[k] = (lo, hi, best_card)
        return best

    def play(k: int, leader: int, led: int, wseat: int, wcard: int, tmask: int, wa: int, pn: Any, y: int,
             alpha: int, beta: int) -> int:
        """Value for side 0 once the ``k``-th card of the trick, ``y``, is played (its scores included)."""
        seat = (leader + k) & 3
        ybit = 1 << y
        if k == 0:  # the lead scores 1 for the leader's side
            side = leader & 1
            g = 1
            if pn is not None:
                if pn[0] == side:
                    need = pn[1] - 1
                    if need <= 0:
                        g += pique
                        pn = None
                    else:
                        pn = (side, need)
                else:
                    pn = None
            hands[seat] ^= ybit
            v = follow(1, leader, suit_of[y], leader, y, ybit, wa, pn, alpha - (g if side == 0 else -g),
                       beta - (g if side == 0 else -g))
            hands[seat] ^= ybit
            return v + g if side == 0 else v - g
        if ybit & led and y > wcard:
            wseat, wcard = seat, y
        hands[seat] ^= ybit
        try:
            if k < 3:
                return follow(k + 1, leader, led, wseat, wcard, tmask | ybit, wa, pn, alpha, beta)
            last = hands[seat] == 0
            side = wseat & 1
            points = (1 if side != leader & 1 else 0) + (1 if last else 0)
            if side == 0:
                wa += 1
            if points and pn is not None:
                if pn[0] == side:
                    need = pn[1] - points
                    if need <= 0:
                        points += pique
                        pn = None
                    else:
                        pn = (side, need)
                else:
                    pn = None
            g = points if side == 0 else -points
            if last:
                return g + tv[wa]
            return g + start(wseat, wa, pn, alpha - g, beta - g)
        finally:
            hands[seat] ^= ybit

    def follow(k: int, leader: int, led: int, wseat: int, wcard: int, tmask: int, wa: int, pn: Any,
               alpha: int, beta: int) -> int:
        """Value for side 0 with ``k`` cards of the trick played, the next seat to play."""
        seat = (leader + k) & 3
        hand = hands[seat]
        legal = hand & led or hand
        cards = reps(legal, tmask | ((hands[0] | hands[1] | hands[2] | hands[3]) & ~hand))
        if len(cards) > 1 and (wseat - seat) & 3 != 2 and legal & led:
            for i, c in enumerate(cards):  # the lowest card that takes the trick first
                if c > wcard:
                    if i:
                        cards.insert(0, cards.pop(i))
                    break
        if not legal & led and len(cards) > 1:
            cards.sort(key=rank_of)  # a discard: the lowest ranks first, whatever the suit
        maximizing = seat & 1 == 0
        best = -INF if maximizing else INF
        for y in cards:
            v = play(k, leader, led, wseat, wcard, tmask, wa, pn, y, alpha, beta)
            if maximizing:
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
            elif v < best:
                best = v
                if v < beta:
                    beta = v
                    if alpha >= beta:
                        break
        return best

    self.start = start
    return play
