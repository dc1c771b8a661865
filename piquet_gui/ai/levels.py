"""The five strengths, each a small class over the shared heuristics and search.

1. Beginner: legal with basic sense (``beginner.py``).
2. Casual: keeps its long suit and combinations in the exchange; plays the classic way.
3. Club: the classic advice — discards weighed over the cards the talon may give,
   cashes masters from the long suit, keeps guards, counts the cards.
4. Expert: Club, plus inference: it keeps track of what the opponent's calls,
   replies and voids say about his hand, samples hands that agree, and solves
   the end of the play exactly on each.
5. Master: the same search from the first trick, with more samples and a
   wider exchange.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..model.actions import Discard, Play
from ..model.cards import mask_of
from ..model.view import SeatView
from . import heuristics
from .beginner import Beginner, ComputerPlayer
from .knowledge import Knowledge
from .world import play_world


class Casual(Beginner):
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


class Club(ComputerPlayer):
    name = "Club"
    draws = 10
    width = 7

    def discard(self, view: SeatView) -> Discard:
        return heuristics.best_discard(view, self.rng, self.draws, self.width)

    def play(self, view: SeatView, plays: Sequence[Play]) -> Play:
        return heuristics.club_play(view, plays)


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
        choice = search_play(view, plays, self.rng, self.worlds)
        return choice or heuristics.club_play(view, plays)


class Master(Expert):
    name = "Master"
    draws = 20
    width = 8
    search_from = 12
    worlds = 12


def search_play(view: SeatView, plays: Sequence[Play], rng: random.Random, worlds: int) -> Play | None:
    """The card with the best average exact value over opponent hands sampled to agree with the view."""
    try:
        from .solver import solve
    except ImportError:
        return None
    hands = Knowledge.from_view(view).sample(rng, worlds)
    if not hands:
        return None
    totals: dict[int, float] = {p.card.index: 0.0 for p in plays}
    for hand in hands:
        values = solve(play_world(view, hand))
        for index in totals:
            totals[index] += values.get(index, -1000)
    best = max(plays, key=lambda p: (totals[p.card.index], -p.card.rank))
    return best
