"""The Beginner: plays legally, with basic sense and no look-ahead.

It takes in fully, keeps its high cards and long suit, calls its best in
full, answers every question truthfully, wins a trick cheaply when it can and
otherwise throws its lowest card.
"""

from __future__ import annotations

import random

from ..model.actions import Action, CarteBlanche, Discard, LookAtTalon, Play
from ..model.cards import Card, mask_of
from ..model.view import SeatView


def keep_value(card: Card, hand: tuple[Card, ...]) -> float:
    """How much a card is worth keeping: its rank, plus its suit's length."""
    length = sum(1 for c in hand if c.suit == card.suit)
    return card.rank * 2 + length * 1.5 + (4 if card.rank >= 6 else 0)


class Beginner:
    name = "Beginner"

    def __init__(self, rng: random.Random | None = None) -> None:
        self.rng = rng or random.Random(0)

    def choose(self, view: SeatView) -> Action:
        actions = view.legal_actions
        first = actions[0]
        if isinstance(first, CarteBlanche):
            return CarteBlanche(True)
        if isinstance(first, LookAtTalon):
            return LookAtTalon(True)
        if isinstance(first, Discard):
            return self._discard(view)
        if isinstance(first, Play):
            return self._play(view, [a for a in actions if isinstance(a, Play)])
        # Calls and replies: the engine lists the strongest true answer first.
        return first

    def _discard(self, view: SeatView) -> Discard:
        hand = view.hand
        sizes = {a.mask.bit_count() for a in (view.legal_actions[0], view.legal_actions[-1])}
        count = max(sizes) if view.seat == view.elder else min(max(sizes), 3)
        count = max(count, min(sizes))
        worst = sorted(hand, key=lambda c: (keep_value(c, hand), self.rng.random()))[:count]
        return Discard(mask_of(worst))

    def _play(self, view: SeatView, plays: list[Play]) -> Play:
        cards = [p.card for p in plays]
        if view.trick:
            led = view.trick[0]
            winners = [c for c in cards if c.suit == led.suit and c.rank > led.rank]
            if winners:
                return Play(min(winners, key=lambda c: c.rank))
            return Play(min(cards, key=lambda c: (c.rank, self.rng.random())))
        # Leading: a card that no unseen card can beat, else from the longest suit.
        seen = set(view.hand) | {c for t in view.tricks for c in t[1:]} | set(view.discard)
        masters = [c for c in cards if all(o in seen for o in _higher(c))]
        if masters:
            return Play(max(masters, key=lambda c: c.rank))
        longest = max(cards, key=lambda c: (sum(1 for o in cards if o.suit == c.suit), -c.rank))
        return Play(longest)


def _higher(card: Card) -> list[Card]:
    from ..model.cards import CARDS

    return [CARDS[card.suit * 8 + r] for r in range(card.rank + 1, 8)]
