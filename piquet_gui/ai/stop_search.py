"""The exact value of the play when the deal may stop at a target (au cent's moment rule, ``Deal.stop_at``).

Under the moment rule the deal ends the instant a seat's total reaches what it needs, so what each card
is worth depends on both totals so far, which the fast solver (``solver.py``) does not follow.  This
search follows them the only sure way, through the engine itself: each line of play is tried on a copy
of the deal (``Deal.apply`` stops it exactly as a game would), as long as a stop is still within reach.
The moment neither seat can reach its target with everything the rest of the play could give it (its
leads and tricks, the last trick, the cards or capot, pique while it is open, younger's calls not yet
reckoned), the stop can no longer happen and the fast solver values the rest exactly.

The value is the fast solver's: the seat to act's points minus the opponent's, from now to the end (or
the stop), both playing their best; younger's calls not yet reckoned are left out, as there.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..model.actions import LookAtTalon, Play
from ..model.two_handed.deal import Deal

Solve = Callable[[Deal], dict[int, int]]


class StopBudgetExceeded(RuntimeError):
    """The search through the engine needed more positions than it was allowed."""


def stop_reachable(deal: Deal) -> bool:
    """Whether a seat may still reach its target (``deal.stop_at``) in the rest of the play."""
    stop = deal.stop_at
    if stop is None or deal.is_over():
        return False
    rules = deal.rules
    left = 12 - len(deal.tricks)
    per_trick = max(rules.lead_points + rules.trick_points, rules.trick_points + rules.win_points)
    most = left * per_trick + rules.last_trick_bonus + max(rules.cards_points, rules.capot_points) \
        + (0 if deal.bonus_done else rules.pique_bonus)
    pending = sum(points for _, points, _ in deal.pending)
    for seat in (0, 1):
        extra = pending if seat == deal.younger else 0
        if deal.scores[seat].total + most + extra >= stop[seat]:
            return True
    return False


def _net(deal: Deal, seat: int) -> int:
    return deal.scores[seat].total - deal.scores[1 - seat].total


def _key(deal: Deal) -> tuple[Any, ...]:
    return (tuple(deal.hands), tuple(deal.trick), deal.to_act, tuple(deal.tricks_won),
            deal.scores[0].total, deal.scores[1].total, tuple(deal.play_scored), tuple(deal.hand_points),
            deal.bonus_done, deal.cards_early, len(deal.tricks), len(deal.pending))


class _StopSearch:
    def __init__(self, fast: Solve, budget: int) -> None:
        self.fast = fast
        self.budget = budget
        self.memo: dict[tuple[Any, ...], int] = {}

    def rest(self, deal: Deal) -> int:
        """What the rest of the deal adds to the net score of the seat to act, both playing their best."""
        if deal.is_over():
            return 0
        if not stop_reachable(deal):
            return max(self.fast(deal).values())
        key = _key(deal)
        value = self.memo.get(key)
        if value is None:
            value = max(self.children(deal).values())
            self.memo[key] = value
        return value

    def children(self, deal: Deal) -> dict[int, int]:
        """Card index -> what playing it adds to the net score of the seat to act."""
        self.budget -= 1
        if self.budget < 0:
            raise StopBudgetExceeded()
        seat = deal.to_act
        assert seat is not None
        base = deal
        if isinstance(deal.legal_actions()[0], LookAtTalon):
            base = deal.copy()
            base.apply(LookAtTalon(False))  # looking changes no score
        before = _net(deal, seat)
        out = {}
        for action in base.legal_actions():
            assert isinstance(action, Play)
            child = base.copy()
            child.apply(action)
            after = _net(child, seat) - before
            rest = 0 if child.is_over() else self.rest(child)
            out[action.card.index] = after + (rest if child.to_act == seat else -rest)
        return out


def solve_to_stop(deal: Deal, fast: Solve, budget: int = 200_000) -> dict[int, int]:
    """Card index -> exact value for the seat to act, the moment rule's stop followed (see the module).

    Raises :class:`StopBudgetExceeded` past ``budget`` positions searched through the engine.
    """
    seat = deal.to_act
    assert seat is not None
    pending = sum(points for _, points, _ in deal.pending) if not deal.tricks and not deal.trick else 0
    pending = pending if seat == deal.elder else -pending  # younger's, reckoned at elder's lead, not played for
    search = _StopSearch(fast, budget)
    try:
        values = search.children(deal)
    finally:
        global last_positions
        last_positions = budget - max(search.budget, 0)
    return {card: value + pending for card, value in values.items()}


last_positions = 0
"""How many positions the last :func:`solve_to_stop` searched through the engine (for a caller's budget)."""
