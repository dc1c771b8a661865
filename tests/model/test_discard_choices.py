"""The exchange's choices (``DiscardChoices``, every discard of some sizes from a hand): two lists of the same
choices are equal, so two views of one position are (found by the copy test: au cent's younger, 0 to 4 cards)."""

from __future__ import annotations

import random

from piquet_gui.model.cards import mask_of
from piquet_gui.model.two_handed.deal import Deal
from piquet_gui.model.discards import DiscardChoices
from piquet_gui.model.games import rule_set_of


def test_the_same_choices_are_equal_and_others_are_not() -> None:
    hand = mask_of(Deal.shuffled(0, random.Random(3)).view(0).hand)
    assert DiscardChoices(hand, 0, 4) == DiscardChoices(hand, 0, 4)
    assert hash(DiscardChoices(hand, 0, 4)) == hash(DiscardChoices(hand, 0, 4))
    assert DiscardChoices(hand, 0, 4) != DiscardChoices(hand, 1, 4)
    assert DiscardChoices(hand, 1, 5) != DiscardChoices(hand & (hand - 1), 1, 5)
    assert list(DiscardChoices(hand, 1, 2)) == list(DiscardChoices(hand, 1, 2))


def test_a_copy_of_a_deal_at_youngers_exchange_gives_the_same_view() -> None:
    rules = rule_set_of("au-cent", {})[0]
    deal = Deal.shuffled(0, random.Random(5), rules=rules)
    while not (deal.to_act == deal.younger and len(deal.legal_actions()) > 10):
        deal.apply(deal.legal_actions()[0])
    assert isinstance(deal.legal_actions(), DiscardChoices)
    assert deal.copy().view(deal.younger) == deal.view(deal.younger)
