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
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from ..model.cards import SUIT_MASKS
from ..model.round_deal import RoundDeal
from ..model.tricks import Phase

__all__ = ["RoundScoring", "RoundSolverBudgetExceeded", "solve", "solve_points", "best_card", "position_value",
           "clear_cache", "last_node_count", "tricks_left"]

INF = 1 << 20
_SUIT_OF = tuple(SUIT_MASKS[i >> 3] for i in range(32))
_BITS = 10
"""Three hands: a vector of points is packed in one int, ``_BITS`` bits a seat."""
_FIELD = (1 << _BITS) - 1

_Pique = "tuple[int, int] | None"
"""The pique state: (the one side that may still pique, the points it still needs), or None."""


class RoundSolverBudgetExceeded(RuntimeError):
    """The search needed more trick nodes than ``budget_nodes`` allowed."""


# --- the scoring of the play -----------------------------------------------------------------------

@dataclasses.dataclass(frozen=True, slots=True)
class RoundScoring:
    """What the play of a deal scores (deals that score alike share one: it keys the tables kept)."""

    seats: int
    hand_size: int
    cards_points: int
    capot_points: int
    pique_bonus: int
    threshold: int

    @classmethod
    def of(cls, deal: RoundDeal) -> RoundScoring:
        rules = deal.rules
        return cls(deal.seats, rules.hand_size, rules.cards_points, rules.capot_points, rules.pique_bonus,
                   rules.threshold)

    @property
    def sides(self) -> int:
        return 2 if self.seats == 4 else self.seats

    def side_of(self, seat: int) -> int:
        return seat % 2 if self.seats == 4 else seat

    def final(self, won: tuple[int, ...]) -> list[int]:
        """Per side, what the end scores for tricks ``won`` by side (the cards or capot)."""
        out = [0] * len(won)
        most = max(won)
        if won.count(most) == 1:
            out[won.index(most)] = self.capot_points if most == self.hand_size else self.cards_points
        return out


def pique_state(deal: RoundDeal) -> Any:
    """The side that may still pique and the points it needs, as ``RoundDeal._bonus`` will judge it (or None).

    Only a side whose total is the one above nothing may pique (before the first lead, every total nothing,
    the leader's side: it scores first)."""
    if deal.bonus_done:
        return None
    totals = [sheet.total for sheet in deal.scores]
    scorers = [side for side, total in enumerate(totals) if total]
    if len(scorers) > 1:
        return None
    side = scorers[0] if scorers else deal.side_of(deal.leader)
    return (side, deal.rules.threshold - deal.hand_points[side] - deal.scores[side].play)


# --- move generation and the transposition key ---------------------------------------------------------

def _reps_byte(mine: int, other: int) -> int:
    """The lowest card of each run of ``mine`` within one suit (bytes of ranks): no card of ``other``
    between two cards of a run."""
    out = 0
    in_run = False
    for rank in range(8):
        if mine >> rank & 1:
            if not in_run:
                out |= 1 << rank
            in_run = True
        elif other >> rank & 1:
            in_run = False
    return out


class _RepsTable(dict[int, tuple[int, ...]]):
    """``table[mine << 8 | other]`` for one suit: its cards that represent their runs, lowest first."""

    def __init__(self, suit: int) -> None:
        super().__init__()
        self.base = 8 * suit

    def __missing__(self, key: int) -> tuple[int, ...]:
        byte = _reps_byte(key >> 8, key & 255)
        out = self[key] = tuple(self.base + r for r in range(8) if byte >> r & 1)
        return out


_R0, _R1, _R2, _R3 = _REPS = tuple(_RepsTable(suit) for suit in range(4))


def _reps(mine: int, other: int) -> list[int]:
    """One card per run of ``mine`` (its lowest), by suit and rank from the lowest."""
    out: list[int] = []
    if mine & 0xFF:
        out += _R0[(mine & 0xFF) << 8 | (other & 0xFF)]
    if mine & 0xFF00:
        out += _R1[(mine & 0xFF00) | (other >> 8 & 0xFF)]
    if mine & 0xFF0000:
        out += _R2[(mine >> 8 & 0xFF00) | (other >> 16 & 0xFF)]
    if mine & 0xFF000000:
        out += _R3[(mine >> 16 & 0xFF00) | (other >> 24 & 0xFF)]
    return out


def _run_of(mine: int, other: int, rep: int) -> int:
    """The cards of ``mine`` equivalent to the representative ``rep`` (its run, upward)."""
    run = 1 << rep
    for rank in range((rep & 7) + 1, 8):
        bit = 1 << ((rep & 24) + rank)
        if mine & bit:
            run |= bit
        elif other & bit:
            break
    return run


class _SqueezeTable(dict[int, int]):
    """``table[b0 | b1 << 8 | b2 << 16 | b3 << 24]`` (one suit's ranks in each hand): the same with the
    ranks no hand holds squeezed out."""

    def __missing__(self, key: int) -> int:
        hands = [key >> (8 * k) & 255 for k in range(4)]
        union = hands[0] | hands[1] | hands[2] | hands[3]
        out = 0
        position = 0
        for rank in range(8):
            if union >> rank & 1:
                for k in range(4):
                    if hands[k] >> rank & 1:
                        out |= 1 << (8 * k + position)
                position += 1
        self[key] = out
        return out


_SQUEEZE = _SqueezeTable()


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


# --- the search --------------------------------------------------------------------------------------

_Play = Callable[..., int]


class _Search:
    """One search: ``hands`` are changed in place as cards are played and restored after."""

    def __init__(self, scoring: RoundScoring, tt: dict[Any, Any], budget: int | None, hands: list[int]) -> None:
        self.scoring = scoring
        self.tt = tt
        self.budget = budget if budget is not None else INF * INF
        self.nodes = 0
        self.hands = hands
        if scoring.seats == 4:
            from .round_solver_four import make_four

            self.play: _Play = make_four(self)
        else:
            from .round_solver_three import make_three

            self.play = make_three(self)

    def key(self, leader: int, won: int, pn: Any) -> tuple[int, int, int, Any]:
        hands = self.hands
        h0, h1, h2 = hands[0], hands[1], hands[2]
        h3 = hands[3] if len(hands) == 4 else 0
        squeeze = _SQUEEZE
        squeezed = 0
        for shift in (0, 8, 16, 24):
            squeezed |= squeeze[(h0 >> shift & 255) | (h1 >> shift & 255) << 8 | (h2 >> shift & 255) << 16
                                | (h3 >> shift & 255) << 24] << (4 * shift)
        return squeezed, leader, won, pn

    def counted(self) -> None:
        self.nodes += 1
        if self.nodes > self.budget:
            raise RoundSolverBudgetExceeded(f"more than {self.budget} nodes")


def _preference(seat: int, vector: int) -> int:
    """How much ``seat`` likes a vector of points (three hands): its points minus the mean of the others'
    first, then its own points, then the fewest for the seat after it (a total order on vectors)."""
    p0, p1, p2 = vector & _FIELD, vector >> _BITS & _FIELD, vector >> 2 * _BITS
    points = (p0, p1, p2)
    own = points[seat]
    return ((3 * own - p0 - p1 - p2) << 2 * _BITS) + (own << _BITS) + (_FIELD - points[(seat + 1) % 3])


def unpack(vector: int, seats: int = 3) -> tuple[int, ...]:
    """The points per seat of a packed vector (three hands)."""
    return tuple(vector >> (_BITS * s) & _FIELD for s in range(seats))


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
    tt = _CACHE.get(scoring)
    if tt is None or len(tt) > _CACHE_LIMIT:
        _CACHE.clear()
        tt = _CACHE[scoring] = {}
    hands = list(deal.hands)
    search = _Search(scoring, tt, budget_nodes, hands)
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
    led = _SUIT_OF[trick[0]] if trick else 0
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
        for y in _reps(legal, other):
            if seats == 4:
                value = search.play(k, leader, led, wseat, wcard, tmask, won, pn, y, -INF, INF)
            else:
                value = search.play(k, leader, led, wseat, wcard, tmask, won, pn, y)
            for card in _bits(_run_of(legal, other, y)):
                values[card] = value
    finally:
        _last_nodes = search.nodes
    return seat, values


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


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
    top = max(_preference(seat, v) for v in raw.values())
    return min(card for card, v in raw.items() if _preference(seat, v) == top)


def position_value(deal: RoundDeal, seat: int, budget_nodes: int | None = None) -> float:
    """What the rest of the deal is worth to ``seat``, in its terms (as :func:`solve` counts them), every seat
    playing its best from here: 0 for a deal that is over."""
    if deal.phase is Phase.OVER:
        return 0.0
    to_act, raw = _root(deal, budget_nodes)
    if deal.seats == 4:
        sign = 1 if to_act % 2 == 0 else -1
        best = max(sign * v for v in raw.values())
        return float(best if to_act % 2 == seat % 2 else -best)
    vector = max(raw.values(), key=lambda v: _preference(to_act, v))
    return _seat_value(seat, vector)
