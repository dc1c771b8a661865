"""An exact perfect-information solver for the play of a three- or four-handed deal (a ``RoundDeal``).

Given a :class:`~piquet_gui.model.round_deal.RoundDeal` in its play (at the start of a trick or in its
middle) with every hand known, :func:`solve` gives for every legal card of the seat to act the exact value
of playing it, counting what the engine scores in the play from now to the end of the deal
(``RoundDeal._play``, ``_score_play``, ``_bonus``, ``_finish``; VARIANTS.md sections 3 and 4), read from the
deal's rules:

* 1 to the leader's side for every card led; 1 to the winner's side for winning a trick another side led
  (nothing when the leader's side wins it: its own lead, or a partner's); 1 more for the last trick;
* the cards (``rules.cards_points``) to the one side alone with the most tricks at the end, capot
  (``rules.capot_points``) instead when it has them all, a tie for the most scoring nothing; tricks already
  played count;
* pique (``rules.pique_bonus``) while it is still open: the one side that has scored anything in the deal
  (before the first lead, the leader's) reaches ``rules.threshold`` with its hand points and play points
  (the cards do not count) while every other side's total is still nothing, as ``RoundDeal._bonus`` judges
  it; once another side scores, or the deal's one bonus is gone, there is none.

Not modelled: the moment rule's stop (``deal.stop_at``): the solver plays every deal to its last trick for
the points, as if the deal had no target (``bench.round_solver.exhaustive_round_values``, its reference,
does likewise: it solves a copy without the stop).

What a value is:

* **four hands** (two sides, partners 0 and 2, 1 and 3): the seat's side's points from now minus the other
  side's, both sides playing their best: a zero-sum game, solved by alpha-beta;
* **three hands** (each seat a side): every seat maximizes its own points from now minus the mean of the
  other two's (what the bench measures), the max-n value.  Each node's value is the vector of the three
  seats' points from now; the seat to play takes the child whose vector is best for it by, in order, (1)
  its own points minus the mean of the others', (2) its own points, (3) the fewest points for the seat
  after it.  That order is total on vectors, so the value of a position is one vector whatever order the
  cards are tried in (equivalent cards lead to equal vectors).  The value :func:`solve` returns for a card
  is the seat's own points minus the mean of the others' (a multiple of 1/2).

How: the search never touches the deal.  Hands are 32-bit masks (bit ``suit*8+rank``); cards of one suit
in one hand with no card of another hand or of the trick between them are interchangeable (no score
depends on a card's rank), so one card per run is tried.  A transposition table, kept between calls (per
scoring) and keyed at the start of each trick by the hands with the played cards squeezed out, the leader,
the tricks each side won and the pique state, holds bounds (four hands) or exact vectors (three hands).
The last trick is counted out directly.  :func:`clear_cache` empties the tables.  Not thread-safe.

The parts: the runs of cards in ``card_runs.py`` (shared with the two-handed ``solver.py``), the scoring, the
key and the state of one search in ``round_solver_base.py``, the hot functions of each game in
``round_solver_three.py`` and ``round_solver_four.py``; this module chooses between them and gives the values.
"""

from __future__ import annotations

from typing import Any

from ..model.round_deal import RoundDeal
from ..model.tricks import Phase
from .card_runs import INF, SUIT_OF, bits, reps, run_of
from .round_solver_base import RoundScoring, RoundSolverBudgetExceeded, Search, pique_state, preference, unpack
from .round_solver_four import make_four
from .round_solver_three import make_three

__all__ = ["RoundScoring", "RoundSolverBudgetExceeded", "solve", "solve_points", "best_card", "position_value",
           "clear_cache", "last_node_count", "tricks_left", "pique_state", "unpack"]


# --- tables kept between calls ---------------------------------------------------------------------

_CACHE: dict[RoundScoring, dict[Any, Any]] = {}
_CACHE_LIMIT = 200_000
_last_nodes = 0


def clear_cache() -> None:
    """Forget every transposition table kept between calls."""
    _CACHE.clear()


def last_node_count() -> int:
    """Trick nodes the last :func:`solve` searched (for benchmarks and tests)."""
    return _last_nodes


def tricks_left(deal: RoundDeal) -> int:
    """Tricks still to finish, the one in play included."""
    return int(deal.rules.hand_size) - len(deal.tricks)


def _table(scoring: RoundScoring) -> dict[Any, Any]:
    """The transposition table kept for ``scoring`` (all of them forgotten when it has grown too big)."""
    tt = _CACHE.get(scoring)
    if tt is None or len(tt) > _CACHE_LIMIT:
        _CACHE.clear()
        tt = _CACHE[scoring] = {}
    return tt


# --- the root ----------------------------------------------------------------------------------------

def _root(deal: RoundDeal, budget_nodes: int | None) -> tuple[int, dict[int, int]]:
    """(the seat to act, card index -> raw value): four hands, side 0's points minus side 1's; three hands,
    the packed vector of points from now."""
    global _last_nodes
    if deal.phase is not Phase.PLAY:
        raise ValueError(f"the deal is in its {deal.phase.value} phase, not its play")
    seat = deal.to_act
    assert seat is not None
    scoring = RoundScoring.of(deal)
    hands = list(deal.hands)
    search = Search(scoring, _table(scoring), budget_nodes, hands, make_four if scoring.seats == 4 else make_three)
    seats = scoring.seats
    trick = deal.trick
    leader = deal.leader
    k = len(trick)
    pn = pique_state(deal)
    if pn is not None and k == 0 and pn[1] > 2 * hands[seat].bit_count() + 1:
        pn = None
    side_won = [0] * scoring.sides
    for s, count in enumerate(deal.tricks_won):
        side_won[scoring.side_of(s)] += count
    won = side_won[0] if seats == 4 else side_won[0] | side_won[1] << 4 | side_won[2] << 8
    led = SUIT_OF[trick[0]] if trick else 0
    wseat, wcard, tmask = leader, trick[0] if trick else 0, 0
    for i, card in enumerate(trick):
        tmask |= 1 << card
        if i and card >> 3 == wcard >> 3 and card > wcard:
            wseat, wcard = (leader + i) % seats, card
    hand = hands[seat]
    legal = hand & led or hand
    everyone = 0
    for h in hands:
        everyone |= h
    other = tmask | (everyone & ~hand)
    values: dict[int, int] = {}
    try:
        for y in reps(legal, other):
            if seats == 4:
                value = search.play(k, leader, led, wseat, wcard, tmask, won, pn, y, -INF, INF)
            else:
                value = search.play(k, leader, led, wseat, wcard, tmask, won, pn, y)
            for card in bits(run_of(legal, other, y)):
                values[card] = value
    finally:
        _last_nodes = search.nodes
    return seat, values


def solve(deal: RoundDeal, budget_nodes: int | None = None) -> dict[int, float]:
    """Card index -> exact value of playing it now, for the seat to act.

    Four hands: its side's points from now minus the other side's.  Three hands: its points from now minus
    the mean of the other two's, all three playing by the max-n rule of the module's docstring.  Every legal
    card is listed; equivalent cards get the same value.  Raises :class:`RoundSolverBudgetExceeded` when
    the search needs more than ``budget_nodes`` trick nodes (what it learnt stays in the cache).
    """
    seat, raw = _root(deal, budget_nodes)
    if deal.seats == 4:
        sign = 1 if seat % 2 == 0 else -1
        return {card: float(sign * value) for card, value in raw.items()}
    return {card: _seat_value(seat, value) for card, value in raw.items()}


def solve_points(deal: RoundDeal, budget_nodes: int | None = None) -> dict[int, tuple[int, ...]]:
    """Three hands: card index -> the points from now of seats 0, 1 and 2 (the max-n vector) if it is played."""
    if deal.seats != 3:
        raise ValueError("the vector of points is the three-handed value; four hands have a difference only")
    _, raw = _root(deal, budget_nodes)
    return {card: unpack(value) for card, value in raw.items()}


def _seat_value(seat: int, vector: int) -> float:
    points = unpack(vector)
    return points[seat] - (sum(points) - points[seat]) / 2


def best_card(deal: RoundDeal, budget_nodes: int | None = None) -> int:
    """The index of a best card for the seat to act: the highest value (three hands: by the max-n order of
    preference), the lowest index among equals."""
    seat, raw = _root(deal, budget_nodes)
    if deal.seats == 4:
        sign = 1 if seat % 2 == 0 else -1
        top = max(sign * v for v in raw.values())
        return min(card for card, v in raw.items() if sign * v == top)
    top = max(preference(seat, v) for v in raw.values())
    return min(card for card, v in raw.items() if preference(seat, v) == top)


def position_value(deal: RoundDeal, seat: int, budget_nodes: int | None = None) -> float:
    """What the rest of the deal is worth to ``seat``, in its terms (as :func:`solve` counts them), every seat
    playing its best from here: 0 for a deal that is over.  (Four hands at the start of a trick, the
    rollouts' exact end: the lead is searched as any other, each card bounding the next, not every lead's
    value found: the same value, at four tricks left in about a quarter of the time, ``bench.round_solver
    --value``.)"""
    if deal.phase is Phase.OVER:
        return 0.0
    if deal.seats == 4 and not deal.trick:
        return _trick_start_value(deal, seat, budget_nodes)
    to_act, raw = _root(deal, budget_nodes)
    if deal.seats == 4:
        sign = 1 if to_act % 2 == 0 else -1
        best = max(sign * v for v in raw.values())
        return float(best if to_act % 2 == seat % 2 else -best)
    vector = max(raw.values(), key=lambda v: preference(to_act, v))
    return _seat_value(seat, vector)


def _trick_start_value(deal: RoundDeal, seat: int, budget_nodes: int | None) -> float:
    """:func:`position_value` of a four-handed deal at the start of a trick: one alpha-beta search of the
    position (its leads tried as every other trick's, the table's best first, each bounding the next) rather
    than every lead's exact value."""
    global _last_nodes
    if deal.phase is not Phase.PLAY:
        raise ValueError(f"the deal is in its {deal.phase.value} phase, not its play")
    scoring = RoundScoring.of(deal)
    search = Search(scoring, _table(scoring), budget_nodes, list(deal.hands), make_four)
    assert search.start is not None
    won = sum(count for s, count in enumerate(deal.tricks_won) if s % 2 == 0)
    try:
        value = search.start(deal.leader, won, pique_state(deal), -INF, INF)
    finally:
        _last_nodes = search.nodes
    return float(value if seat % 2 == 0 else -value)
