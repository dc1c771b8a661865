"""The Beginner: plays legally, with basic sense and no look-ahead.

It puts out its lowest cards (never an ace or a king) without planning for
point or sequences, calls its best in full, answers every question
truthfully, wins a trick cheaply when it can and otherwise throws its lowest
card, and leads more or less at random, though never an ace into nothing.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..model.actions import Action, Bid, CarteBlanche, Discard, LookAtTalon, Play
from ..model.cards import Card, mask_of
from ..model.view import SeatView
from .auction_bidding import choose_bid, duck_play


class ComputerPlayer:
    """What every computer level shares: announce carte blanche, look at the talon, answer the calling
    with the strongest true call (the engine lists it first); each level chooses its discard and play."""

    name = "Computer"

    def __init__(self, rng: random.Random | None = None) -> None:
        self.rng = rng or random.Random(0)

    def choose(self, view: SeatView) -> Action:
        actions = view.legal_actions
        first = actions[0]
        if isinstance(first, CarteBlanche):
            return CarteBlanche(True)
        if isinstance(first, LookAtTalon):
            return LookAtTalon(True)
        if isinstance(first, Bid):
            return self.bid(view)
        if isinstance(first, Discard):
            return self.discard(view)
        if isinstance(first, Play):
            plays = [a for a in actions if isinstance(a, Play)]
            if view.contract is not None and view.contract.minus:
                return self.minus_play(view, plays)  # auction piquet: both sides play to lose tricks
            return self.play(view, plays)
        return self.declare(view)

    def bid(self, view: SeatView) -> Bid:
        """Auction piquet: the cheapest bid the hand supports, a double, a redouble or a pass."""
        return choose_bid(view)

    def minus_play(self, view: SeatView, plays: list[Play]) -> Play:
        """Auction piquet, a minus contract: duck (both sides want to lose tricks)."""
        return duck_play(view, plays)

    def declare(self, view: SeatView) -> Action:
        """A call or an answer in the calling: the strongest true one (listed first)."""
        return view.legal_actions[0]

    def discard(self, view: SeatView) -> Discard:
        raise NotImplementedError

    def play(self, view: SeatView, plays: list[Play]) -> Play:
        raise NotImplementedError


class Beginner(ComputerPlayer):
    name = "Beginner"

    def discard(self, view: SeatView) -> Discard:
        hand = view.hand
        sizes = sorted({a.mask.bit_count() for a in view.legal_actions if isinstance(a, Discard)})
        wanted = self.rng.randint(3, 5) if view.seat == view.elder else self.rng.randint(1, 3)
        count = min(max(wanted, sizes[0]), sizes[-1])
        spare = [c for c in hand if c.rank < 6] or list(hand)
        worst = sorted(spare, key=lambda c: (c.rank, self.rng.random()))[:count]
        if len(worst) < count:
            worst += sorted((c for c in hand if c not in worst), key=lambda c: c.rank)[:count - len(worst)]
        return Discard(mask_of(worst))

    def play(self, view: SeatView, plays: list[Play]) -> Play:
        return beginner_play(view.trick, plays, self.rng)


def beginner_play(trick: Sequence[Card], plays: Sequence[Play], rng: random.Random) -> Play:
    """The Beginner's card, with any number to a trick: following, the cheapest card that beats the best of
    the suit led so far, else its lowest card; leading, an ace if it has one, else any card but a lone king."""
    cards = [p.card for p in plays]
    if trick:
        led = trick[0]
        best = max((c for c in trick if c.suit == led.suit), key=lambda c: c.rank)
        winners = [c for c in cards if c.suit == led.suit and c.rank > best.rank]
        if winners:
            return Play(min(winners, key=lambda c: c.rank))
        return Play(min(cards, key=lambda c: (c.rank, rng.random())))
    aces = [c for c in cards if c.rank == 7]
    if aces:
        return Play(rng.choice(aces))
    sensible = [c for c in cards if not (c.rank == 6 and sum(1 for o in cards if o.suit == c.suit) == 1)]
    return Play(rng.choice(sensible or cards))
