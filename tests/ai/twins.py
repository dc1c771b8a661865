"""Twin deals for the tests of the computer players: the same view with the cards it cannot see placed otherwise."""

from __future__ import annotations

import random

from piquet_gui.model.actions import Action
from piquet_gui.model.cards import CARDS, Card, mask_of
from piquet_gui.model.two_handed.deal import Deal
from piquet_gui.model.two_handed.rules import Rules
from piquet_gui.model.view import SeatView


def twin_view(deal: Deal, view: SeatView, done: list[Action], seed: int, rules: Rules) -> SeatView:
    """``view`` of ``deal`` again, after the same actions ``done``, in a deal whose cards the seat cannot see
    (the opponent's and the talon's) are placed at random from ``seed``."""
    me = view.seat
    seen = mask_of(view.hand)
    unseen = [c for c in CARDS if not seen >> c.index & 1]
    random.Random(seed).shuffle(unseen)
    hands: list[list[Card]] = [[], []]
    hands[me] = list(view.hand)
    hands[1 - me] = unseen[:12]
    twin = Deal(deal.dealer, hands, unseen[12:], rules)
    for action in done:
        twin.apply(action)
    return twin.view(me)
