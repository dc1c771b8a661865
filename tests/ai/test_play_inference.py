"""Worlds weighted by what the others played (``ai/play_inference.py``): the hands a deal really held are the
likeliest when every seat played the simple play, a forced card tells nothing, and the seat's own cards never
count."""

from __future__ import annotations

import random

from hypothesis import given, settings, strategies as st

from piquet_gui.ai.partnership_player import PartnershipPlayer, partner_table_play
from piquet_gui.ai.play_inference import played_of, plays_weight
from piquet_gui.model.actions import Play
from piquet_gui.model.cards import Card
from piquet_gui.model.partnership.deal import PartnershipDeal
from piquet_gui.model.tricks import Phase


def bit(text: str) -> int:
    return Card.parse(text).bit


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 10_000))
def test_the_hands_of_a_deal_played_by_the_simple_play_are_never_marked_down(seed: int) -> None:
    """Four simple players play a deal; at every card, the seat to play weighs the true hands of the others
    by their cards so far: each was the simple play's, so the weight is 1 (the past hands are rebuilt
    right)."""
    deal = PartnershipDeal.shuffled(seed % 4, random.Random(seed))
    players = [PartnershipPlayer(random.Random(seed + s)) for s in range(4)]
    weighed = 0
    while not deal.is_over():
        seat = deal.to_act
        assert seat is not None
        view = deal.view(seat)
        if view.phase is Phase.PLAY:
            played = played_of(view)
            assert plays_weight(deal.hands, played, seat, 4, 0.5, partner_table_play) == 1.0
            weighed += 1
        deal.apply(players[seat].choose(view))
    assert weighed == 32  # eight cards a hand


def test_a_card_the_simple_play_would_not_have_played_makes_the_hand_less_likely() -> None:
    """Seat 1 won a led seven of spades with its ace, playing last: holding the eight too (a cheaper winner)
    the simple play would have played the eight; holding no other spade it had no choice."""
    played = [(0, Card.parse("7S").index), (1, Card.parse("AS").index)]
    with_eight = [bit("KH"), bit("8S") | bit("9H")]
    without = [bit("KH"), bit("8H") | bit("9H")]
    assert plays_weight(with_eight, played, 0, 2, 0.25) == 0.25
    assert plays_weight(without, played, 0, 2, 0.25) == 1.0  # its only spade: forced, it tells nothing


def test_the_seat_s_own_cards_are_never_weighed() -> None:
    """The seat that weighs knows its own hand: its own cards, however played, change nothing."""
    played = [(0, Card.parse("AS").index), (1, Card.parse("7S").index)]
    # Seat 0 led the ace holding the king of spades too; seat 1 followed with its only spade.
    assert plays_weight([bit("KS"), bit("9H")], played, 0, 2, 0.1) == 1.0


def test_the_cards_are_read_from_the_view_in_the_order_played() -> None:
    """``played_of`` lists every card of the finished tricks and of the trick in play, each with its seat."""
    deal = PartnershipDeal.shuffled(0, random.Random(3))
    players = [PartnershipPlayer(random.Random(s)) for s in range(4)]
    order: list[tuple[int, int]] = []
    while not deal.is_over() and len(order) < 10:
        seat = deal.to_act
        assert seat is not None
        action = players[seat].choose(deal.view(seat))
        if isinstance(action, Play):
            order.append((seat, action.card.index))
        deal.apply(action)
    seat = deal.to_act
    assert seat is not None
    assert played_of(deal.view(seat)) == order
