"""Master's exchange in a minus contract of auction piquet: valued by the contract, not the plus game's points."""

from __future__ import annotations

import random

from piquet_gui.ai.exchange_contract import contract_judge, danger, minus_candidates
from piquet_gui.ai.levels import Master
from piquet_gui.ai.player import make_player
from piquet_gui.bench.endgame import PointsExchangeMaster
from piquet_gui.model.actions import Action, Discard
from piquet_gui.model.cards import CARDS, Card, mask_of
from piquet_gui.model.two_handed.deal import Deal
from piquet_gui.model.games import rule_set_of
from piquet_gui.model.view import SeatView

from .twins import twin_view

RULES = rule_set_of("auction", {})[0]


def _exchange_view(seed: int) -> tuple[Deal, SeatView, list[Action]]:
    """A deal of auction piquet bid by two Club players, brought to the first exchange (LookupError: passed
    out)."""
    deal = Deal.shuffled(dealer=seed % 2, rng=random.Random(seed), rules=RULES)
    players = [make_player("club", 1), make_player("club", 2)]
    done: list[Action] = []
    while True:
        seat = deal.to_act
        if seat is None:
            raise LookupError("passed out")
        view = deal.view(seat)
        if isinstance(view.legal_actions[0], Discard):
            return deal, view, done
        action = players[seat].choose(view)
        deal.apply(action)
        done.append(action)


# Deal 0: elder bids and plays 8- holding AS QS JS TS KH TH AD TD KC TC 9C 8C.
MINUS_SEED = 0


def test_a_card_is_dangerous_when_high_and_unshielded() -> None:
    hand = mask_of(Card.parse(t) for t in "AS 9S 8S 7S KH".split())
    assert danger(Card.parse("KH").index, hand) > danger(Card.parse("AS").index, hand)


def test_in_a_minus_contract_master_puts_out_the_high_cards_the_points_would_keep() -> None:
    _, view, _ = _exchange_view(MINUS_SEED)
    assert view.contract is not None and view.contract.minus and view.seat == view.elder
    assert contract_judge(view) is not None
    new = Master(random.Random(5)).choose(view)
    old = PointsExchangeMaster(random.Random(5)).choose(view)
    assert isinstance(new, Discard) and isinstance(old, Discard) and new in view.legal_actions
    high = mask_of(c for c in CARDS if c.rank >= 6)  # kings and aces
    assert (new.mask & high).bit_count() > (old.mask & high).bit_count()
    assert new.mask in minus_candidates(view)


def test_a_plus_contract_is_exchanged_as_before() -> None:
    for seed in range(20):
        try:
            _, view, _ = _exchange_view(seed)
        except LookupError:
            continue
        if view.contract is not None and not view.contract.minus:
            assert contract_judge(view) is None
            assert Master(random.Random(5)).choose(view) == PointsExchangeMaster(random.Random(5)).choose(view)
            return
    raise AssertionError("no plus contract in 20 deals")


def test_the_same_view_with_other_unseen_cards_gives_the_same_discard_and_a_seed_repeats() -> None:
    deal, view, done = _exchange_view(MINUS_SEED)
    choice = Master(random.Random(5)).choose(view)
    assert Master(random.Random(5)).choose(view) == choice
    for seed in (1, 2):
        twin = twin_view(deal, view, done, seed, RULES)
        assert mask_of(twin.hand) == mask_of(view.hand) and twin.contract == view.contract
        assert Master(random.Random(5)).choose(twin) == choice
