"""A computer player for four-handed partnership piquet (VARIANTS.md section 4).

It decides from a seat's :class:`~piquet_gui.model.view.SeatView` alone (its own eight
cards, never its partner's): it announces carte blanche, declares in full in every category (the
engine lists the full declaration first; a call that does not beat the best is not spoken, and its
combinations may still count for its side), and plays the classic way with four to a trick
(:func:`~piquet_gui.ai.table_play.table_play`), except that it never overtakes its partner's
card when that card is sure to win: it gives the trick the least it can.

>>> import random
>>> from piquet_gui.model.partnership.deal import PartnershipDeal
>>> deal = PartnershipDeal.shuffled(dealer=3, rng=random.Random(2))
>>> players = [PartnershipPlayer(random.Random(s)) for s in range(4)]
>>> while not deal.is_over():
...     seat = deal.to_act
...     _ = deal.apply(players[seat].choose(deal.view(seat)))
>>> sum(deal.tricks_won)
8
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..model.actions import Action, CarteBlanche, Play
from ..model.cards import Card, mask_of
from ..model.partnership.deal import PartnershipRules
from ..model.view import SeatView
from .heuristics import is_master
from .table_play import table_play, throw_cost, unseen


class PartnershipPlayer:
    name = "Partnership"

    def __init__(self, rng: random.Random | None = None) -> None:
        self.rng = rng or random.Random(0)

    def choose(self, view: SeatView[PartnershipRules]) -> Action:
        first = view.legal_actions[0]
        if isinstance(first, CarteBlanche):
            return CarteBlanche(True)
        if isinstance(first, Play):
            return partner_play(view, [a for a in view.legal_actions if isinstance(a, Play)])
        return first  # the declarations: in full (listed first), or nothing when there is nothing


def partner_play(view: SeatView[PartnershipRules], plays: Sequence[Play]) -> Play:
    """The classic play; the partner's card, sure to win, is not overtaken."""
    out = unseen(view.hand, (), view.tricks, view.trick)
    return partner_table_play(view.seat, view.hand, out, view.trick, plays)


def partner_table_play(seat: int, held: Sequence[Card], out: int, trick: Sequence[Card],
                       plays: Sequence[Play]) -> Play:
    """:func:`partner_play` from its parts: the seat, its cards, the cards still in other hands (``out``),
    the trick so far and the legal plays (the search's rollouts call it on a whole deal)."""
    if trick:
        led = trick[0]
        position = max((i for i, c in enumerate(trick) if c.suit == led.suit), key=lambda i: trick[i].rank)
        winner = (seat - len(trick) + position) % 4
        best = trick[position]
        last = len(trick) == 3
        if winner == (seat + 2) % 4 and (last or is_master(best, out)):
            cards = [p.card for p in plays]
            followers = [c for c in cards if c.suit == led.suit]
            if followers:
                return Play(min(followers, key=lambda c: c.rank))
            hand = mask_of(held)
            return Play(min(cards, key=lambda c: throw_cost(c, hand, out)))
    return table_play(held, out, trick, plays, 4)
