"""An exact perfect-information ("double-dummy") solver for the play of a deal.

Given a :class:`Deal` in its play phase (possibly in the middle of a trick),
with both hands known, :func:`solve` gives for every legal card of the seat to
act the exact value of playing it: the score difference (the seat to act's
points minus the opponent's) that the play still yields from now to the end of
the deal when both sides play perfectly afterwards.  What is counted is what
the engine scores during the play (RULES.md 6 and 7, ``Deal._play``):

* 1 for each card led (nothing for a led 9, 8 or 7 when ``rules.low_lead_scores``
  is False), 1 for winning the opponent's lead, the last-trick bonus;
* 10 for the cards to whoever ends with more than half the tricks, capot (40)
  instead when one side takes them all; tricks already played count;
* pique (+30) while it is still possible: a seat's hand points plus play
  points reach ``rules.pique_threshold`` before the opponent has reckoned
  anything (with ``rules.cards_count_toward_pique`` the 10 for the cards counts
  from that seat's seventh trick), exactly as ``Deal._check_pique`` judges it.
  That is elder's pique, and younger's too where a led 9, 8 or 7 scores nothing
  and elder's leads have scored nothing (RULES.md 7).

Not counted: points that do not depend on the play, such as younger's
declarations, which the engine reckons at elder's first lead.

How: the search never touches ``Deal``.  Hands are 32-bit masks (bit
``suit*8+rank``); one node is one trick (the leader's card, then the
follower's answers, values from the leader's side); alpha-beta, fail-soft,
with a transposition table of bounds keyed by the hands with the played
cards squeezed out (only the order of the cards still out matters), the
leader, elder's tricks and the pique state; null-window (MTD(f)) searches at
the root; the last two tricks are counted out directly.  Cards of one suit in
one hand with no card of the other hand between them are interchangeable, so
one card per run is tried (with ``low_lead_scores`` False a 9/8/7 is never
grouped with a ten or higher, as it leads for nothing).  Move generation and
ordering come from per-suit tables built as they are needed.

Transposition tables are kept between calls (per rule set), so solving the
successive positions of one deal is nearly free; :func:`clear_cache` empties
them.  Not thread-safe: solve from one thread at a time.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeAlias

from ..model.cards import SUIT_MASKS
from ..model.deal import Deal, Phase
from ..model.rules import Rules

__all__ = ["SolverBudgetExceeded", "solve", "best_card", "clear_cache", "last_node_count"]

INF = 1 << 20
_LOW_TOP = 2  # ranks 0..2 (seven, eight, nine) lead for nothing when low_lead_scores is False
_SUIT_OF = tuple(SUIT_MASKS[i >> 3] for i in range(32))


_Pique: TypeAlias = "tuple[int | None, int | None] | None"
"""The pique state: the points elder and younger each still need for pique (None for a seat that can no
longer make it), or None when neither can."""
_Key = tuple[int, bool, int, _Pique]
_Table = dict[_Key, tuple[int, int, int]]
"""A transposition table: (squeezed hands, leader is elder, elder's tricks, pique state) ->
(lower bound, upper bound, index of the best lead as generated)."""
_Node = Callable[[int, int, bool, int, _Pique, int, int], int]
_Entry = tuple[Any, ...]


class SolverBudgetExceeded(RuntimeError):
    """The search needed more trick nodes than ``budget_nodes`` allowed."""


# --- per-suit tables -----------------------------------------------------------------------

def _reps_byte(mine: int, other: int, split_low: bool) -> int:
    """The lowest card of each run of ``mine`` within one suit (bytes of ranks)."""
    out = 0
    in_run = False
    for rank in range(8):
        if split_low and rank == _LOW_TOP + 1:
            in_run = False
        if mine >> rank & 1:
            if not in_run:
                out |= 1 << rank
            in_run = True
        elif other >> rank & 1:
            in_run = False
    return out


def _squeeze_byte(mine: int, other: int, split_low: bool) -> int:
    """Both hands of one suit with the played cards squeezed out, as ``mine << 8 | other``.

    Only the order of the cards still to play matters (and, when low leads
    score nothing, which of them are low), so positions that squeeze alike
    have equal values.
    """
    parts = ((0, _LOW_TOP + 1), (_LOW_TOP + 1, 8)) if split_low else ((0, 8),)
    out_mine = out_other = 0
    for start, stop in parts:
        pos = start
        for rank in range(start, stop):
            if mine >> rank & 1:
                out_mine |= 1 << pos
                pos += 1
            elif other >> rank & 1:
                out_other |= 1 << pos
                pos += 1
    return out_mine << 8 | out_other


def _suit_entry(suit: int, lead: int, follow: int, split_low: bool) -> _Entry:
    """What the search needs of one suit, the leader holding ``lead`` and the follower ``follow``.

    (squeezed cards for the cache key, the leader's sure winner, his other
    leads, the follower's discards of this suit).  A lead is (card, bit, points
    for leading it, the follower's answers or None when he is void); an answer
    is (bit, whether it wins the trick).  One card per run of equivalent cards,
    in the order they are tried: the sure winner (the run holding the suit's
    top card), other leads from the highest; answers: the lowest winner, then
    losers from the lowest, then the other winners; discards from the lowest.
    """
    base = suit * 8
    squeezed = _squeeze_byte(lead, follow, split_low) << (16 * suit)
    reps = _reps_byte(lead, follow, split_low)
    ranks = [r for r in range(7, -1, -1) if reps >> r & 1]
    top: list[int] = []
    if lead > follow:  # the leader holds the highest card of the suit
        top, ranks = ranks[:1], ranks[1:]
    answer_reps = _reps_byte(follow, lead, split_low)

    def lead_of(rank: int) -> _Entry:
        card = base + rank
        points = 1 if not split_low or rank > _LOW_TOP else 0
        if not follow:
            return (card, 1 << card, points, None)
        winners = [r for r in range(rank + 1, 8) if answer_reps >> r & 1]
        losers = [r for r in range(rank) if answer_reps >> r & 1]
        order = winners[:1] + losers + winners[1:]
        return (card, 1 << card, points, tuple((1 << (base + r), r > rank) for r in order))

    discards = tuple((1 << (base + r), False) for r in range(8) if answer_reps >> r & 1)
    return (squeezed, tuple(lead_of(r) for r in top), tuple(lead_of(r) for r in ranks), discards)


class _SuitTable(dict[int, _Entry]):
    """``table[lead << 8 | follow]`` is :func:`_suit_entry` for one suit, built when first asked."""

    def __init__(self, suit: int, split_low: bool) -> None:
        super().__init__()
        self.suit = suit
        self.split_low = split_low

    def __missing__(self, key: int) -> _Entry:
        entry = self[key] = _suit_entry(self.suit, key >> 8, key & 255, self.split_low)
        return entry


_SUIT_TABLES: dict[bool, tuple[_SuitTable, ...]] = {}


def _suit_tables(split_low: bool) -> tuple[_SuitTable, ...]:
    tables = _SUIT_TABLES.get(split_low)
    if tables is None:
        tables = _SUIT_TABLES[split_low] = tuple(_SuitTable(suit, split_low) for suit in range(4))
    return tables


# --- transposition tables kept between calls ---------------------------------------------------

_CACHE: dict[tuple[Any, ...], _Table] = {}
_CACHE_LIMIT = 100_000  # entries (a few hundred bytes each): keeps a partie under ~100 MB; a cold 12-trick solve makes < 100,000
_last_nodes = 0


def clear_cache() -> None:
    """Forget every transposition table kept between calls."""
    _CACHE.clear()


def last_node_count() -> int:
    """Trick nodes the last :func:`solve` call searched (for benchmarks and tests)."""
    return _last_nodes


def _rules_key(rules: Rules, total: int) -> tuple[Any, ...]:
    return (rules.low_lead_scores, rules.cards_count_toward_pique, rules.pique_threshold,
            rules.pique_bonus, rules.cards_points, rules.capot_points, rules.last_trick_bonus, total)


# --- the search --------------------------------------------------------------------------------

class _Search:
    """The search for one rule set; ``tt`` maps a trick-start state to (lower, upper, best lead)."""

    def __init__(self, rules: Rules, total: int, tt: _Table, budget: int | None) -> None:
        self.rules = rules
        self.total = total
        self.tt = tt
        self.budget = budget
        self.nodes = 0
        self.low_scores = rules.low_lead_scores
        self.cc = rules.cards_count_toward_pique
        self.pique = rules.pique_bonus
        self.cardsp = rules.cards_points
        self.bonus = rules.last_trick_bonus
        half = total // 2
        # Cards and capot for elder's final trick count, from elder's side.
        tv = []
        for te in range(total + 1):
            value = 0
            if te == total:
                value += rules.capot_points
            elif te > half:
                value += rules.cards_points
            ty = total - te
            if ty == total:
                value -= rules.capot_points
            elif ty > half:
                value -= rules.cards_points
            tv.append(value)
        self.tv = tuple(tv)
        self.split_low = not rules.low_lead_scores
        self.node = self._make_node()

    # --- the scoring rules, one place (slow path; the search inlines the pique-free case) ---

    def lead_gain(self, card: int) -> int:
        return 1 if self.low_scores or (card & 7) > _LOW_TOP else 0

    def scored(self, pn: tuple[int | None, int | None], elder: bool, points: int) -> tuple[int, Any]:
        """Elder (or younger) scores ``points``: (the pique bonus it earns, the pique state after).  The
        opponent can no longer make pique."""
        need = pn[0] if elder else pn[1]
        if need is None:
            return 0, None
        need -= points
        if need <= 0:
            return self.pique, None
        return 0, ((need, None) if elder else (None, need))

    def after_lead(self, le: bool, pn: Any, card: int) -> tuple[int, Any]:
        """The leader's gain for leading ``card`` (pique included) and the pique state after it."""
        g = self.lead_gain(card)
        if g and pn is not None:
            bonus, pn = self.scored(pn, le, g)
            g += bonus
        return g, pn

    def after_trick(self, le: bool, te: int, pn: Any, follower_wins: bool, last: bool,
                    played: int) -> tuple[int, int, Any]:
        """(leader's gain minus follower's, elder's tricks, pique state) once the trick is won, ``played``
        tricks having been played before it."""
        winner_elder = le != follower_wins
        points = (1 if follower_wins else 0) + (self.bonus if last else 0)
        te1 = te + (1 if winner_elder else 0)
        gain = 0  # for the winner
        if points:
            gain = points
            if pn is not None:
                bonus, pn = self.scored(pn, winner_elder, points)
                gain += bonus
        won = te1 if winner_elder else played + 1 - te1
        if self.cc and pn is not None and won == self.total // 2 + 1:
            need = pn[0] if winner_elder else pn[1]
            if need is not None:  # the 10 for the cards counts toward his pique; the opponent keeps his chance
                need -= self.cardsp
                if need <= 0:
                    gain += self.pique
                    pn = None
                else:
                    pn = (need, pn[1]) if winner_elder else (pn[0], need)
        return (-gain if follower_wins else gain), te1, pn

    def final(self, le: bool, te: int) -> int:
        """Cards or capot, from the side of the last trick's leader."""
        return self.tv[te] if le else -self.tv[te]

    def useful_pn(self, pn: Any, n: int, te: int) -> Any:
        """``pn`` without the needs a seat can no longer reach with ``n`` tricks to play (None if neither)."""
        if pn is None:
            return None
        half = self.total // 2
        reach = n + self.bonus  # a seat scores at most one point a trick: its lead or its win
        elder, younger = pn
        if elder is not None and elder > reach + (self.cardsp if self.cc and te <= half else 0):
            elder = None
        ty = self.total - n - te
        if younger is not None and younger > reach + (self.cardsp if self.cc and ty <= half else 0):
            younger = None
        if elder is None and younger is None:
            return None
        return (elder, younger)

    # --- the search ----------------------------------------------------------------------

    def _make_node(self) -> _Node:  # noqa: C901 - one hot function on purpose
        tt = self.tt
        tables = _suit_tables(not self.low_scores)
        t0, t1, t2, t3 = tables
        suit_of = _SUIT_OF
        low_scores = self.low_scores
        bonus = self.bonus
        tv = self.tv
        after_lead = self.after_lead
        after_trick = self.after_trick
        useful_pn = self.useful_pn
        budget = self.budget if self.budget is not None else INF * INF
        total = self.total
        search = self

        def last_trick(a: int, b: int, le: bool, te: int, pn: Any) -> int:
            x = a.bit_length() - 1
            y = b.bit_length() - 1
            fw = (x >> 3) == (y >> 3) and y > x
            if pn is None:
                g = 1 if low_scores or (x & 7) > _LOW_TOP else 0
                if fw:
                    imm = -1 - bonus
                    te1 = te + (0 if le else 1)
                else:
                    imm = bonus
                    te1 = te + (1 if le else 0)
                return g + imm + (tv[te1] if le else -tv[te1])
            g, pn1 = after_lead(le, pn, x)
            imm, te1, _ = after_trick(le, te, pn1, fw, True, total - 1)
            return g + imm + (tv[te1] if le else -tv[te1])

        def two_tricks(a: int, b: int, le: bool, te: int) -> int:
            """Exact value of the last two tricks when pique is out of reach (no cache: cheaper)."""
            low = a & -a
            best = -INF
            for xbit in (low, a ^ low):
                x = xbit.bit_length() - 1
                g = 1 if low_scores or (x & 7) > _LOW_TOP else 0
                a1 = a ^ xbit
                follow = b & suit_of[x]
                choices = follow or b
                worst = INF
                while choices:
                    ybit = choices & -choices
                    choices ^= ybit
                    if follow and ybit > xbit:
                        v = g - 1 - last_trick(b ^ ybit, a1, not le, te if le else te + 1, None)
                    else:
                        v = g + last_trick(a1, b ^ ybit, le, te + 1 if le else te, None)
                    if v < worst:
                        worst = v
                if worst > best:
                    best = worst
            return best

        def node(a: int, b: int, le: bool, te: int, pn: Any, alpha: int, beta: int) -> int:
            """Value for the leader (hand ``a``) of the trick about to start, fail-soft in alpha, beta."""
            n = a.bit_count()
            if n == 1:
                return last_trick(a, b, le, te, pn)
            if pn is not None:
                pn = useful_pn(pn, n, te)
            if n == 2 and pn is None:
                return two_tricks(a, b, le, te)
            e0 = t0[(a & 255) << 8 | (b & 255)]
            e1 = t1[(a >> 8 & 255) << 8 | (b >> 8 & 255)]
            e2 = t2[(a >> 16 & 255) << 8 | (b >> 16 & 255)]
            e3 = t3[(a >> 24) << 8 | (b >> 24)]
            key = (e0[0] | e1[0] | e2[0] | e3[0], le, te, pn)
            entry = tt.get(key)
            first = 0
            if entry is not None:
                lo, hi, first = entry
                if lo >= beta:
                    return lo
                if hi <= alpha:
                    return hi
                if lo == hi:
                    return lo
                if lo > alpha:
                    alpha = lo
                if hi < beta:
                    beta = hi
            else:
                lo, hi = -INF, INF
            search.nodes += 1
            if search.nodes > budget:
                raise SolverBudgetExceeded(f"more than {budget} nodes")

            # Leads (see _suit_tables): the sure winners, then the rest, each with its answers;
            # the best lead of an earlier search of this position first.
            generated = leads = e0[1] + e1[1] + e2[1] + e3[1] + e0[2] + e1[2] + e2[2] + e3[2]
            if first:
                leads = (leads[first],) + leads[:first] + leads[first + 1:]
            discards = None
            te_lead = te + 1 if le else te  # elder's tricks when the leader wins
            te_follow = te if le else te + 1
            best = -INF
            best_lead = leads[0]
            for lead in leads:
                x, xbit, g, answers = lead
                a1 = a ^ xbit
                if pn is None:
                    pn1 = None
                else:
                    g, pn1 = after_lead(le, pn, x)
                floor = best if best > alpha else alpha  # the follower must hold the leader to this
                if answers is None:  # the follower is void: any card, and it loses the trick
                    if discards is None:
                        discards = e0[3] + e1[3] + e2[3] + e3[3]
                    answers = discards
                worst = INF
                for ybit, fw in answers:
                    ceil = worst if worst < beta else beta
                    if pn1 is None:
                        if fw:
                            base = g - 1
                            v = base - node(b ^ ybit, a1, not le, te_follow, None, base - ceil, base - floor)
                        else:
                            v = g + node(a1, b ^ ybit, le, te_lead, None, floor - g, ceil - g)
                    else:
                        imm, te1, pq = after_trick(le, te, pn1, fw, False, total - n)
                        base = g + imm
                        if fw:
                            v = base - node(b ^ ybit, a1, not le, te1, pq, base - ceil, base - floor)
                        else:
                            v = base + node(a1, b ^ ybit, le, te1, pq, floor - base, ceil - base)
                    if v < worst:
                        worst = v
                        if worst <= floor:
                            break
                if worst > best:
                    best = worst
                    best_lead = lead
                    if best >= beta:
                        break
            if best <= alpha:
                if best < hi:
                    hi = best
            elif best >= beta:
                if best > lo:
                    lo = best
            else:
                lo = hi = best
            tt[key] = (lo, hi, generated.index(best_lead))
            return best

        return node

    # --- the root ------------------------------------------------------------------------

    def answer_value(self, a1: int, b: int, x: int, y: int, le: bool, te: int, pn1: Any,
                     alpha: int, beta: int) -> int:
        """For the leader of ``x``, the value of the follower's answer ``y`` (fail-soft in alpha, beta)."""
        fw = bool(b & _SUIT_OF[x]) and y > x
        imm, te1, pq = self.after_trick(le, te, pn1, fw, a1 == 0, self.total - a1.bit_count() - 1)
        if a1 == 0:
            return imm + self.final(le, te1)
        b1 = b ^ (1 << y)
        if fw:
            return imm - self.node(b1, a1, not le, te1, pq, imm - beta, imm - alpha)
        return imm + self.node(a1, b1, le, te1, pq, alpha - imm, beta - imm)

    def lead_value(self, a: int, b: int, x: int, le: bool, te: int, pn: Any,
                   alpha: int, beta: int) -> int:
        """For the leader, the value of leading ``x`` (fail-soft in alpha, beta)."""
        g, pn1 = self.after_lead(le, pn, x)
        a1 = a ^ (1 << x)
        worst = INF
        for y in self.answer_reps(a1, b, x):
            v = g + self.answer_value(a1, b, x, y, le, te, pn1, alpha - g, min(beta, worst) - g)
            if v < worst:
                worst = v
                if worst <= alpha:
                    break
        return worst

    def answer_reps(self, a1: int, b: int, x: int) -> list[int]:
        """One answer to lead ``x`` per run of equivalent cards in the follower's hand ``b``."""
        follow = b & _SUIT_OF[x]
        if follow:
            return _bits(_reps_mask(follow, a1 | (1 << x), self.split_low))
        return _bits(_reps_mask(b, a1, self.split_low))


# --- the root ------------------------------------------------------------------------------

def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def _reps_mask(mine: int, other: int, split_low: bool) -> int:
    out = 0
    for sh in (0, 8, 16, 24):
        out |= _reps_byte(mine >> sh & 255, other >> sh & 255, split_low) << sh
    return out


def _run_of(mine: int, other: int, rep: int, split_low: bool) -> int:
    """The cards of ``mine`` equivalent to representative ``rep`` (its run)."""
    run = 1 << rep
    for rank in range((rep & 7) + 1, 8):
        if split_low and rank == _LOW_TOP + 1:
            break
        bit = 1 << ((rep & 24) + rank)
        if mine & bit:
            run |= bit
        elif other & bit:
            break
    return run


def _mtdf(value: Callable[[int, int], int], guess: int) -> int:
    """The exact value of ``value(alpha, beta)`` (fail-soft) by null-window tests from ``guess``."""
    lower, upper = -INF, INF
    while lower < upper:
        beta = guess + 1 if guess == lower else guess
        guess = value(beta - 1, beta)
        if guess < beta:
            upper = guess
        else:
            lower = guess
    return guess


def _pique_state(deal: Deal) -> Any:
    """The points elder and younger each still need for pique (None for a seat that can no longer make
    it), or None when neither can: the state ``Deal._check_pique`` judges."""
    if deal.bonus_done:
        return None
    rules = deal.rules

    def need(seat: int) -> int | None:
        if deal.hand_points[1 - seat] or deal.play_scored[1 - seat]:
            return None
        count = deal.hand_points[seat] + deal.play_scored[seat]
        if deal.cards_early and deal.tricks_won[seat] >= 7:
            count += rules.cards_points
        return rules.pique_threshold - count

    elder, younger = need(deal.elder), need(deal.younger)
    return None if elder is None and younger is None else (elder, younger)


def solve(deal: Deal, budget_nodes: int | None = None) -> dict[int, int]:
    """Card index -> exact value (score difference for the seat to act) of playing it now.

    Every legal card is listed; equivalent cards get the same value.  Raises
    :class:`SolverBudgetExceeded` when the search needs more than
    ``budget_nodes`` trick nodes (what it learnt stays in the cache).
    """
    global _last_nodes
    if deal.phase is not Phase.PLAY:
        raise ValueError(f"the deal is in its {deal.phase.value} phase, not its play")
    seat = deal.to_act
    assert seat is not None
    rules = deal.rules
    me, opp = deal.hands[seat], deal.hands[1 - seat]
    total = len(deal.tricks) + me.bit_count()
    rkey = _rules_key(rules, total)
    tt = _CACHE.get(rkey)
    if tt is None or len(tt) > _CACHE_LIMIT:
        _CACHE.clear()
        tt = _CACHE[rkey] = {}
    search = _Search(rules, total, tt, budget_nodes)
    split = search.split_low
    le = deal.leader == deal.elder
    te = deal.tricks_won[deal.elder]
    pn = _pique_state(deal)
    values: dict[int, int] = {}
    guess = 0
    try:
        if deal.trick:
            x = deal.trick[0]
            follow = me & _SUIT_OF[x]
            legal = follow or me
            other = (opp | (1 << x)) if follow else opp
            for y in search.answer_reps(opp, me, x):
                guess = _mtdf(lambda lo, hi: search.answer_value(opp, me, x, y, le, te, pn, lo, hi), guess)
                for card in _bits(_run_of(legal, other, y, split)):
                    values[card] = -guess  # answer_value is the leader's
        else:
            for x in _bits(_reps_mask(me, opp, split)):
                guess = _mtdf(lambda lo, hi: search.lead_value(me, opp, x, le, te, pn, lo, hi), guess)
                for card in _bits(_run_of(me, opp, x, split)):
                    values[card] = guess
    finally:
        _last_nodes = search.nodes
    return values


def best_card(deal: Deal) -> int:
    """The index of a best card for the seat to act (the lowest index among equal best)."""
    values = solve(deal)
    top = max(values.values())
    return min(card for card, value in values.items() if value == top)
