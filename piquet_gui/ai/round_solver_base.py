"""What the three- and four-handed solvers share (``round_solver.py`` gives the values; see its docstring):
the scoring of the play, the pique state, the transposition key, and the state of one search
(:class:`Search`), over which ``round_solver_three.make_three`` and ``round_solver_four.make_four`` build
their hot functions.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from ..model.round_deal import RoundDeal
from .card_runs import INF

BITS = 10
"""Three hands: a vector of points is packed in one int, ``BITS`` bits a seat."""
FIELD = (1 << BITS) - 1

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


# --- the transposition key ------------------------------------------------------------------------------

class SqueezeTable(dict[int, int]):
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


SQUEEZE = SqueezeTable()


def squeezed_hands(hands: list[int]) -> int:
    """Three or four hands in one int, each suit's ranks no hand holds squeezed out (a transposition key)."""
    h0, h1, h2 = hands[0], hands[1], hands[2]
    h3 = hands[3] if len(hands) == 4 else 0
    squeeze = SQUEEZE
    squeezed = 0
    for shift in (0, 8, 16, 24):
        squeezed |= squeeze[(h0 >> shift & 255) | (h1 >> shift & 255) << 8 | (h2 >> shift & 255) << 16
                            | (h3 >> shift & 255) << 24] << (4 * shift)
    return squeezed


# --- the search --------------------------------------------------------------------------------------

PlayFn = Callable[..., int]
"""The search's ``play``: the value once a card of the trick is played (``round_solver_three.make_three``,
``round_solver_four.make_four``)."""


class Search:
    """One search: ``hands`` are changed in place as cards are played and restored after."""

    def __init__(self, scoring: RoundScoring, tt: dict[Any, Any], budget: int | None, hands: list[int],
                 make: Callable[[Search], PlayFn]) -> None:
        self.scoring = scoring
        self.tt = tt
        self.budget = budget if budget is not None else INF * INF
        self.nodes = 0
        self.hands = hands
        self.start: PlayFn | None = None
        """Four hands: the value for side 0 of the trick about to start, ``start(leader, won, pique, alpha,
        beta)`` (set by ``make_four``)."""
        self.play: PlayFn = make(self)

    def key(self, leader: int, won: int, pn: Any) -> tuple[int, int, int, Any]:
        return squeezed_hands(self.hands), leader, won, pn

    def counted(self) -> None:
        self.nodes += 1
        if self.nodes > self.budget:
            raise RoundSolverBudgetExceeded(f"more than {self.budget} nodes")


def preference(seat: int, vector: int) -> int:
    """How much ``seat`` likes a vector of points (three hands): its points minus the mean of the others'
    first, then its own points, then the fewest for the seat after it (a total order on vectors)."""
    p0, p1, p2 = vector & FIELD, vector >> BITS & FIELD, vector >> 2 * BITS
    points = (p0, p1, p2)
    own = points[seat]
    return ((3 * own - p0 - p1 - p2) << 2 * BITS) + (own << BITS) + (FIELD - points[(seat + 1) % 3])


def unpack(vector: int, seats: int = 3) -> tuple[int, ...]:
    """The points per seat of a packed vector (three hands)."""
    return tuple(vector >> (BITS * s) & FIELD for s in range(seats))
