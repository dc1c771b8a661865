"""An exact perfect-information ("double-dummy") solver for the play of a deal.

Given a :class:`Deal` in its play phase (possibly in the middle of a trick),
with both hands known, :func:`solve` gives for every legal card of the seat to
act the exact value of playing it: the score difference (the seat to act's
points minus the opponent's) that the play still yields from now to the end of
the deal when both sides play perfectly afterwards.  What is counted is what
the engine scores during the play and at its end (RULES.md 6 and 7,
VARIANTS.md 1 and 2; ``Deal._play`` and ``Deal._finish``), read from the
deal's rules and contract, so the one search serves Rubicon, au cent and
auction piquet:

* ``rules.lead_points`` for each card led (nothing for a led 9, 8 or 7 when
  ``rules.low_lead_scores`` is False), ``rules.trick_points`` for every trick
  won, ``rules.win_points`` for winning the opponent's lead (nothing when it is
  won with a 9, 8 or 7 and ``rules.low_win_scores`` is False), the last-trick
  bonus: Rubicon's 1, 1 and extra 1, au cent's with its small cards scoring
  nothing by agreement, auction piquet's 1 a trick;
* the cards to whoever ends with more than half the tricks, capot instead when
  one side takes them all (as the rules number them; nothing with auction
  piquet's ``auction_cards=false``); tricks already played count;
* auction piquet's contract (``Contract.score``): made, the declarer's 10 a
  trick beyond the bid (or beyond six), failed, the opponent's 10 a trick short,
  doubled or redoubled; like the cards, a function of the tricks each side ends with;
* pique while it is still possible: a seat's hand points plus play points
  reach the deal's pique threshold (the rules', or the contract's 29 or 21)
  before the opponent has reckoned anything (with
  ``rules.cards_count_toward_pique`` the 10 for the cards counts from that
  seat's seventh trick), exactly as ``Deal._check_pique`` judges it.  That is
  elder's pique, and younger's too where elder's leads score nothing (RULES.md
  7; in auction piquet either may pique).

Not counted: points that do not depend on the play, such as younger's
declarations, which the engine reckons at elder's first lead.  Where a target may
stop the deal (the moment rule, a deal's ``stop_at``) in its last five
tricks, the lines that can reach it are followed through the engine
(``stop_search.py``) until the stop is out of reach; earlier the solver values
the play's points as if no stop could come.  ``piquet_gui.bench.solver``'s
``exhaustive_values`` is the reference it is tested against.

How: the search never touches ``Deal``.  Hands are 32-bit masks (bit
``suit*8+rank``); one node is one trick (the leader's card, then the
follower's answers, values from the leader's side); alpha-beta, fail-soft,
with a transposition table of bounds keyed by the hands with the played
cards squeezed out (only the order of the cards still out matters), the
leader, elder's tricks and the pique state; null-window (MTD(f)) searches at
the root; the last two tricks are counted out directly.  Cards of one suit in
one hand with no card of the other hand between them are interchangeable, so
one card per run is tried (where a 9, 8 or 7 leads or wins for nothing it is
never grouped with a ten or higher).  Move generation and
ordering come from per-suit tables built as they are needed.

Transposition tables are kept between calls (per scoring), so solving the
successive positions of one deal is nearly free; :func:`clear_cache` empties
them.  Not thread-safe: solve from one thread at a time.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, TypeAlias

from ..model.two_handed.deal import Deal, Phase
from . import stop_search
from .card_runs import INF, LOW_TOP, SUIT_OF, bits, reps_byte, reps_mask, run_of
from .stop_search import StopBudgetExceeded, solve_to_stop, stop_reachable

__all__ = ["Scoring", "SolverBudgetExceeded", "solve", "best_card", "clear_cache", "last_node_count"]


_Pique: TypeAlias = "tuple[int | None, int | None] | None"
"""The pique state: the points elder and younger each still need for pique (None for a seat that can no
longer make it), or None when neither can."""
_Key = tuple[int, bool, int, _Pique]
_Table = dict[_Key, tuple[int, int, int]]
"""A transposition table: (squeezed hands, leader is elder, elder's tricks, pique state) ->
(lower bound, upper bound, index of the best lead as generated)."""
_Node = Callable[[int, int, bool, int, _Pique, int, int], int]
_Entry = tuple[Any, ...]
_CardPoints = tuple[int, int, int, int, int]
"""What a card scores in the play: (a lead of ten or higher, a lead of 9/8/7, a trick won, winning the
opponent's lead with ten or higher, with 9/8/7)."""


class SolverBudgetExceeded(RuntimeError):
    """The search needed more trick nodes than ``budget_nodes`` allowed."""


# --- per-suit tables -----------------------------------------------------------------------

def _squeeze_byte(mine: int, other: int, split_low: bool) -> int:
    """Both hands of one suit with the played cards squeezed out, as ``mine << 8 | other``.

    Only the order of the cards still to play matters (and, when low leads
    score nothing, which of them are low), so positions that squeeze alike
    have equal values.
    """
    parts = ((0, LOW_TOP + 1), (LOW_TOP + 1, 8)) if split_low else ((0, 8),)
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


def _split_low(points: _CardPoints) -> bool:
    """Whether a 9, 8 or 7 scores otherwise than a ten or higher (and so is never its equivalent)."""
    return points[0] != points[1] or points[3] != points[4]


def _suit_entry(suit: int, lead: int, follow: int, points: _CardPoints) -> _Entry:
    """What the search needs of one suit, the leader holding ``lead`` and the follower ``follow``.

    (squeezed cards for the cache key, the leader's sure winner, his other
    leads, the follower's discards of this suit).  A lead is (card, bit, points
    for leading it, the follower's answers or None when he is void); an answer
    is (bit, whether it wins the trick, the trick's points from the leader's
    side, the last trick's bonus aside).  One card per run of equivalent cards,
    in the order they are tried: the sure winner (the run holding the suit's
    top card), other leads from the highest; answers: the lowest winner, then
    losers from the lowest, then the other winners; discards from the lowest.
    """
    base = suit * 8
    split_low = _split_low(points)
    lead_high, lead_low, trick, win_high, win_low = points
    squeezed = _squeeze_byte(lead, follow, split_low) << (16 * suit)
    reps = reps_byte(lead, follow, split_low)
    ranks = [r for r in range(7, -1, -1) if reps >> r & 1]
    top: list[int] = []
    if lead > follow:  # the leader holds the highest card of the suit
        top, ranks = ranks[:1], ranks[1:]
    answer_reps = reps_byte(follow, lead, split_low)

    def lead_of(rank: int) -> _Entry:
        card = base + rank
        gain = lead_high if rank > LOW_TOP else lead_low
        if not follow:
            return (card, 1 << card, gain, None)
        winners = [r for r in range(rank + 1, 8) if answer_reps >> r & 1]
        losers = [r for r in range(rank) if answer_reps >> r & 1]
        order = winners[:1] + losers + winners[1:]
        return (card, 1 << card, gain, tuple(answer(r, r > rank) for r in order))

    def answer(rank: int, wins: bool) -> tuple[int, bool, int]:
        if wins:
            return (1 << (base + rank), True, -trick - (win_high if rank > LOW_TOP else win_low))
        return (1 << (base + rank), False, trick)

    discards = tuple(answer(r, False) for r in range(8) if answer_reps >> r & 1)
    return (squeezed, tuple(lead_of(r) for r in top), tuple(lead_of(r) for r in ranks), discards)


class _SuitTable(dict[int, _Entry]):
    """``table[lead << 8 | follow]`` is :func:`_suit_entry` for one suit, built when first asked."""

    def __init__(self, suit: int, points: _CardPoints) -> None:
        super().__init__()
        self.suit = suit
        self.points = points

    def __missing__(self, key: int) -> _Entry:
        entry = self[key] = _suit_entry(self.suit, key >> 8, key & 255, self.points)
        return entry


_SUIT_TABLES: dict[_CardPoints, tuple[_SuitTable, ...]] = {}


def _suit_tables(points: _CardPoints) -> tuple[_SuitTable, ...]:
    tables = _SUIT_TABLES.get(points)
    if tables is None:
        tables = _SUIT_TABLES[points] = tuple(_SuitTable(suit, points) for suit in range(4))
    return tables


# --- transposition tables kept between calls ---------------------------------------------------

_CACHE: dict[Scoring, _Table] = {}
_CACHE_LIMIT = 100_000  # entries (a few hundred bytes each): keeps a partie under ~100 MB; a cold 12-trick solve makes < 100,000
_last_nodes = 0


def clear_cache() -> None:
    """Forget every transposition table kept between calls."""
    _CACHE.clear()


def last_node_count() -> int:
    """Trick nodes the last :func:`solve` call searched (for benchmarks and tests)."""
    return _last_nodes


@dataclasses.dataclass(frozen=True, slots=True)
class Scoring:
    """Everything the search needs of a deal's rules and contract: what the play scores.

    Deals that score alike share one (it keys the transposition tables kept between calls).
    """

    card_points: _CardPoints
    last_trick: int
    pique_bonus: int
    cards_toward_pique: bool
    cards_points: int
    final: tuple[int, ...]
    """By elder's tricks at the end: the cards or capot, and the contract, elder's points minus younger's."""

    @property
    def total(self) -> int:
        return len(self.final) - 1

    @classmethod
    def of(cls, deal: Deal, total: int = 12) -> Scoring:
        """The scoring of ``deal``'s play (``total`` tricks in all)."""
        rules = deal.rules
        lead, win = rules.lead_points, rules.win_points
        card_points = (lead, lead if rules.low_lead_scores else 0, rules.trick_points,
                       win, win if rules.low_win_scores else 0)
        contract = deal.contract
        base_six = rules.contract_base == "six"
        final = []
        for te in range(total + 1):
            value = 0
            for won, sign in ((te, 1), (total - te, -1)):  # elder's tricks, then younger's
                if won == total:
                    value += sign * rules.capot_points
                elif 2 * won > total:
                    value += sign * rules.cards_points
            if contract is not None:
                tricks = [0, 0]
                tricks[deal.elder], tricks[deal.younger] = te, total - te
                seat, points = contract.score(tricks, base_six, total)
                value += points if seat == deal.elder else -points
            final.append(value)
        return cls(card_points, rules.last_trick_bonus, rules.pique_bonus, rules.cards_count_toward_pique,
                   rules.cards_points, tuple(final))


# --- the search --------------------------------------------------------------------------------

class _Search:
    """The search for one scoring; ``tt`` maps a trick-start state to (lower, upper, best lead)."""

    def __init__(self, scoring: Scoring, tt: _Table, budget: int | None) -> None:
        self.scoring = scoring
        self.total = scoring.total
        self.tt = tt
        self.budget = budget
        self.nodes = 0
        self.cc = scoring.cards_toward_pique
        self.pique = scoring.pique_bonus
        self.cardsp = scoring.cards_points
        self.bonus = scoring.last_trick
        self.tv = scoring.final
        points = scoring.card_points
        lead_high, lead_low, trick, win_high, win_low = points
        self.lead_points = tuple(lead_high if (card & 7) > LOW_TOP else lead_low for card in range(32))
        """What leading each card scores."""
        self.trick = trick
        self.win_points = tuple(trick + (win_high if (card & 7) > LOW_TOP else win_low) for card in range(32))
        """What winning the opponent's lead with each card scores (the last trick's bonus aside)."""
        # A seat scores at most this much a trick (its lead, or its win), the last trick's bonus aside.
        self.most = max(lead_high + trick, trick + win_high)
        self.split_low = _split_low(points)
        self.node = self._make_node()

    # --- the scoring rules, one place (slow path; the search inlines the pique-free case) ---

    def lead_gain(self, card: int) -> int:
        return self.lead_points[card]

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

    def after_trick(self, le: bool, te: int, pn: Any, follower_wins: bool, points: int, last: bool,
                    played: int) -> tuple[int, int, Any]:
        """(leader's gain minus follower's, elder's tricks, pique state) once the trick is won for
        ``points`` (the last trick's bonus aside), ``played`` tricks having been played before it."""
        winner_elder = le != follower_wins
        points += self.bonus if last else 0
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
        reach = n * self.most + self.bonus
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
        tables = _suit_tables(self.scoring.card_points)
        t0, t1, t2, t3 = tables
        suit_of = SUIT_OF
        lead_points = self.lead_points
        win_points = self.win_points
        trick = self.trick
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
                g = lead_points[x]
                if fw:
                    imm = -win_points[y] - bonus
                    te1 = te + (0 if le else 1)
                else:
                    imm = trick + bonus
                    te1 = te + (1 if le else 0)
                return g + imm + (tv[te1] if le else -tv[te1])
            g, pn1 = after_lead(le, pn, x)
            imm, te1, _ = after_trick(le, te, pn1, fw, win_points[y] if fw else trick, True, total - 1)
            return g + imm + (tv[te1] if le else -tv[te1])

        def two_tricks(a: int, b: int, le: bool, te: int) -> int:
            """Exact value of the last two tricks when pique is out of reach (no cache: cheaper)."""
            low = a & -a
            best = -INF
            for xbit in (low, a ^ low):
                x = xbit.bit_length() - 1
                g = lead_points[x]
                a1 = a ^ xbit
                follow = b & suit_of[x]
                choices = follow or b
                worst = INF
                while choices:
                    ybit = choices & -choices
                    choices ^= ybit
                    if follow and ybit > xbit:
                        v = (g - win_points[ybit.bit_length() - 1]
                             - last_trick(b ^ ybit, a1, not le, te if le else te + 1, None))
                    else:
                        v = g + trick + last_trick(a1, b ^ ybit, le, te + 1 if le else te, None)
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
                for ybit, fw, imm in answers:
                    ceil = worst if worst < beta else beta
                    if pn1 is None:
                        base = g + imm
                        if fw:
                            v = base - node(b ^ ybit, a1, not le, te_follow, None, base - ceil, base - floor)
                        else:
                            v = base + node(a1, b ^ ybit, le, te_lead, None, floor - base, ceil - base)
                    else:
                        imm, te1, pq = after_trick(le, te, pn1, fw, -imm if fw else imm, False, total - n)
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
        fw = bool(b & SUIT_OF[x]) and y > x
        points = self.win_points[y] if fw else self.trick
        imm, te1, pq = self.after_trick(le, te, pn1, fw, points, a1 == 0, self.total - a1.bit_count() - 1)
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
        follow = b & SUIT_OF[x]
        if follow:
            return bits(reps_mask(follow, a1 | (1 << x), self.split_low))
        return bits(reps_mask(b, a1, self.split_low))


# --- the root ------------------------------------------------------------------------------

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
    threshold = deal.thresholds()[0]

    def need(seat: int) -> int | None:
        if deal.hand_points[1 - seat] or deal.play_scored[1 - seat]:
            return None
        count = deal.hand_points[seat] + deal.play_scored[seat]
        if deal.cards_early and deal.tricks_won[seat] >= 7:
            count += rules.cards_points
        return threshold - count

    elder, younger = need(deal.elder), need(deal.younger)
    return None if elder is None and younger is None else (elder, younger)


def solve(deal: Deal, budget_nodes: int | None = None) -> dict[int, int]:
    """Card index -> exact value (score difference for the seat to act) of playing it now.

    Every legal card is listed; equivalent cards get the same value.  Raises
    :class:`SolverBudgetExceeded` when the search needs more than
    ``budget_nodes`` trick nodes (what it learnt stays in the cache).

    Where the deal may still stop at a target (the moment rule) in its last ``STOP_TRICKS`` tricks, the
    lines that can reach it are searched through the engine (``stop_search.py``); earlier, or past
    ``STOP_BUDGET`` positions there, the stop is left out and the play's points are valued.
    """
    if deal.phase is not Phase.PLAY:
        raise ValueError(f"the deal is in its {deal.phase.value} phase, not its play")
    if deal.stop_at is not None and 12 - len(deal.tricks) <= STOP_TRICKS and stop_reachable(deal):
        allowed = STOP_BUDGET if budget_nodes is None else min(STOP_BUDGET, budget_nodes // STOP_NODE_WEIGHT)
        if allowed > 0:
            return _solve_stop(deal, allowed, budget_nodes)
    return _solve_points(deal, budget_nodes)


def _solve_stop(deal: Deal, allowed: int, budget_nodes: int | None) -> dict[int, int]:
    """:func:`solve` following the stop through the engine, within ``allowed`` positions; past them, the
    play's points.  What it all cost is left in :func:`last_node_count` (a position as ``STOP_NODE_WEIGHT``
    nodes), so that a caller's node budget bounds the time the stops take too."""
    global _last_nodes
    fast_nodes = 0

    def fast(position: Deal) -> dict[int, int]:
        nonlocal fast_nodes
        try:
            return _solve_points(position)
        finally:
            fast_nodes += _last_nodes

    try:
        values = solve_to_stop(deal, fast, allowed)
        _last_nodes = fast_nodes + stop_search.last_positions * STOP_NODE_WEIGHT
        return values
    except StopBudgetExceeded:
        spent = fast_nodes + allowed * STOP_NODE_WEIGHT
    left = None if budget_nodes is None else max(1, budget_nodes - spent)
    try:
        return _solve_points(deal, left)
    finally:
        _last_nodes += spent


STOP_TRICKS = 5
STOP_BUDGET = 3000
STOP_NODE_WEIGHT = 12
"""Tricks left, and positions searched through the engine, at most, to follow a target that may stop the
deal (more cost a decision tenths of a second: measured, 15 ms median at five tricks left, 140 ms and
mostly over the budget at seven)."""


def _solve_points(deal: Deal, budget_nodes: int | None = None) -> dict[int, int]:
    """:func:`solve` with no stop: the play's points to the end of the deal."""
    global _last_nodes
    seat = deal.to_act
    assert seat is not None
    me, opp = deal.hands[seat], deal.hands[1 - seat]
    total = len(deal.tricks) + me.bit_count()
    scoring = Scoring.of(deal, total)
    tt = _CACHE.get(scoring)
    if tt is None or len(tt) > _CACHE_LIMIT:
        _CACHE.clear()
        tt = _CACHE[scoring] = {}
    search = _Search(scoring, tt, budget_nodes)
    split = search.split_low
    le = deal.leader == deal.elder
    te = deal.tricks_won[deal.elder]
    pn = _pique_state(deal)
    values: dict[int, int] = {}
    guess = 0
    try:
        if deal.trick:
            x = deal.trick[0]
            follow = me & SUIT_OF[x]
            legal = follow or me
            other = (opp | (1 << x)) if follow else opp
            for y in search.answer_reps(opp, me, x):
                guess = _mtdf(lambda lo, hi: search.answer_value(opp, me, x, y, le, te, pn, lo, hi), guess)
                for card in bits(run_of(legal, other, y, split)):
                    values[card] = -guess  # answer_value is the leader's
        else:
            for x in bits(reps_mask(me, opp, split)):
                guess = _mtdf(lambda lo, hi: search.lead_value(me, opp, x, le, te, pn, lo, hi), guess)
                for card in bits(run_of(me, opp, x, split)):
                    values[card] = guess
    finally:
        _last_nodes = search.nodes
    return values


def best_card(deal: Deal) -> int:
    """The index of a best card for the seat to act (the lowest index among equal best)."""
    values = solve(deal)
    top = max(values.values())
    return min(card for card, value in values.items() if value == top)
