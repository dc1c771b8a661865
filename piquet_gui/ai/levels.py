"""The five strengths, each a small class over the shared heuristics and search.

1. Beginner: legal with basic sense (``beginner.py``).
2. Casual: keeps its long suit and combinations in the exchange; plays the classic way.
3. Club: the classic advice — discards weighed over the cards the talon may give,
   calls that reveal no more than needed (``calling.py``), cashes masters from
   the long suit, keeps guards, counts the cards.
4. Expert: Club, plus inference: it keeps track of what the opponent's calls,
   replies and voids say about his hand, samples hands that agree, and solves
   the end of the play exactly on each.
5. Master: the same search from the first trick, with more samples and a
   wider exchange; in the last deal of a partie it plays to the settlement (the
   rubicon, ahead or behind) rather than to the points.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from ..model.actions import Action, Discard, Play
from ..model.cards import mask_of
from ..model.combinations import SEQUENCE_POINTS, SET_POINTS, Category
from ..model.events import Speech
from ..model.formats import rubicon_points
from ..model.view import SeatView
from . import heuristics
from .beginner import ComputerPlayer
from .calling import discreet_declaration
from .knowledge import Knowledge
from .world import play_world


class Casual(ComputerPlayer):
    name = "Casual"

    def discard(self, view: SeatView) -> Discard:
        hand = mask_of(view.hand)
        elder = view.seat == view.elder
        sizes = sorted({view.legal_actions[0].mask.bit_count(), view.legal_actions[-1].mask.bit_count()})  # type: ignore[union-attr]
        count = sizes[-1] if elder else max(sizes[0], min(sizes[-1], 3))
        worst = sorted(view.hand, key=lambda c: heuristics._keep_score(c.index, hand, elder))[:count]
        return Discard(mask_of(worst))

    def play(self, view: SeatView, plays: Sequence[Play]) -> Play:
        return heuristics.club_play(view, plays)


class Club(Casual):
    """Casual's play, with discards weighed over the cards the talon may give, and calls that reveal no
    more than needed."""

    name = "Club"
    draws = 10
    width = 7

    def discard(self, view: SeatView) -> Discard:
        return heuristics.best_discard(view, self.rng, self.draws, self.width)

    def declare(self, view: SeatView) -> Action:
        return discreet_declaration(view, self.rng)


class Expert(Club):
    """Club, and the last tricks searched exactly over hands that agree with everything seen and said."""

    name = "Expert"
    draws = 14
    width = 8
    search_from = 6
    """Search when this many tricks or fewer are left (counting the one in progress)."""
    worlds = 10

    def play(self, view: SeatView, plays: Sequence[Play]) -> Play:
        if len(plays) == 1:
            return plays[0]
        left = 12 - len(view.tricks)
        if left > self.search_from:
            return heuristics.club_play(view, plays)
        choice = search_play(view, plays, self.rng, self.worlds, self.utility(view))
        return choice or heuristics.club_play(view, plays)

    def utility(self, view: SeatView) -> Callable[[float], float] | None:
        """How the searched points are valued: as they are (None), or by what the partie then pays."""
        return None


class Master(Expert):
    name = "Master"
    draws = 20
    width = 8
    search_from = 12
    worlds = 12

    def utility(self, view: SeatView) -> Callable[[float], float] | None:
        return score_utility(view)


def settlement(mine: float, theirs: float) -> float:
    """What a rubicon partie pays me (negative: what I pay) at these final totals."""
    if mine > theirs:
        return rubicon_points(round(mine), round(theirs))
    if mine < theirs:
        return -rubicon_points(round(theirs), round(mine))
    return 0.0


def score_utility(view: SeatView) -> Callable[[float], float] | None:
    """In the last deal of a rubicon partie, the worth of finishing the deal ``d`` points ahead of the
    opponent (from now on) is what the partie then pays, rubicon included; earlier, the points themselves.

    The solver gives the difference only, so each side's share of the points still to be made comes
    from an estimate of their sum (a point a trick, about half a won lead, the last trick and the
    cards).  The sum is uncertain by several points, so the worth is averaged over a low, a middle
    and a high sum: a threshold (the rubicon, who wins) is played for only when it is really in reach.
    Younger's good calls, which he reckons only at elder's first lead, are counted from his words.
    """
    context = view.partie
    if context is None or context.deals_left != 0:
        return None
    me, other = view.seat, 1 - view.seat
    left = 12 - len(view.tricks)
    middle = 1.4 * left + 11
    sums = (middle - 0.3 * left - 4, middle, middle + 0.3 * left + 4)
    pending = younger_pending(view)
    younger = 1 - view.elder
    scored = [view.scores[0].total, view.scores[1].total]
    scored[younger] += pending
    mine_now = context.totals[me] + scored[me] * context.multiplier
    theirs_now = context.totals[other] + scored[other] * context.multiplier

    def utility(difference: float) -> float:
        worth = 0.0
        for still in sums:
            mine = mine_now + (still + difference) / 2 * context.multiplier
            theirs = theirs_now + (still - difference) / 2 * context.multiplier
            worth += settlement(mine, theirs)
        return worth / len(sums)

    return utility


def younger_pending(view: SeatView) -> int:
    """Points younger has won in the calling but not yet reckoned (before elder's first lead), as his
    words tell them: the call he made, or the least that beat elder's."""
    if view.tricks or view.trick:
        return 0
    younger = 1 - view.elder
    if view.scores[younger].total:
        return 0
    total = 0
    for category, winner in zip((Category.POINT, Category.SEQUENCES, Category.SETS), view.winners):
        if winner != younger:
            continue
        lines = [s for s in view.said if s.category is category]
        his = [s for s in lines if s.seat == younger and s.speech is Speech.CALL]
        elder_call = next((s for s in lines if s.seat == view.elder and s.speech is Speech.CALL), None)
        asked = any(s.seat == younger and s.speech is Speech.ASK for s in lines)
        if his:
            size = his[0].value
        elif elder_call is not None:
            size = elder_call.value if asked else elder_call.value + (category is not Category.SETS)
        else:
            continue
        if category is Category.POINT:
            total += size
        elif category is Category.SEQUENCES:
            total += SEQUENCE_POINTS.get(min(size, 8), 0)
        else:
            total += SET_POINTS.get(min(size, 4), 0)
    if total >= view.rules.repique_threshold and not view.scores[view.elder].total:
        total += 60
    return total

def search_play(view: SeatView, plays: Sequence[Play], rng: random.Random, worlds: int,
                utility: Callable[[float], float] | None = None) -> Play | None:
    """The card with the best average exact value over opponent hands sampled to agree with the view
    (the value passed through ``utility`` when the score of the partie matters more than the points)."""
    try:
        from .solver import solve
    except ImportError:
        return None
    hands = Knowledge.from_view(view).sample(rng, worlds)
    if not hands:
        return None
    totals: dict[int, float] = {p.card.index: 0.0 for p in plays}
    worth: dict[int, float] = {p.card.index: 0.0 for p in plays}
    for hand in hands:
        values = solve(play_world(view, hand))
        for index in totals:
            value = values.get(index, -1000)
            totals[index] += value
            if utility is not None:
                worth[index] += utility(value)
    return max(plays, key=lambda p: (worth[p.card.index], totals[p.card.index], -p.card.rank))
