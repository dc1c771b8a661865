"""The stronger levels' auction in auction piquet (``auction_estimate.py``, issue 19): bids weighed over
sampled deals played out, from the seat's view alone, the same for a seed."""

from __future__ import annotations

import random

from piquet_gui.ai.auction_estimate import choose_estimated_bid, estimate, simulate
from piquet_gui.ai.levels import Club, Expert, search_play
from piquet_gui.model.actions import Bid, Play
from piquet_gui.model.cards import CARDS, Card, mask_of
from piquet_gui.model.two_handed.deal import Deal
from piquet_gui.model.tricks import Phase
from piquet_gui.model.games import rule_set_of
from piquet_gui.model.view import SeatView

STRONG = "AS KS QS JS TS AH KH QH AD KD AC KC"
LOW = "9S 8S 7S 9H 8H 7H 9D 8D 7D JC 9C 8C"  # a jack: no carte blanche to announce first


def cards(text: str) -> list[Card]:
    return [Card.parse(c) for c in text.split()]


def auction_deal(hand: str, bids: tuple[str, ...], seat: int = 0, shuffle: int = 1) -> Deal:
    """An auction deal where seat ``seat`` holds ``hand`` (elder: seat 0), after ``bids``; the other cards
    placed by ``shuffle``."""
    rules, _ = rule_set_of("auction", {})
    mine = cards(hand)
    rest = [c for c in random.Random(shuffle).sample(list(CARDS), 32) if c not in mine]
    hands = [mine, rest[:12]] if seat == 0 else [rest[:12], mine]
    deal = Deal(1, hands, rest[12:], rules)
    for call in bids:
        deal.apply(Bid(call))
    assert deal.to_act == seat
    return deal


def view_of(hand: str, bids: tuple[str, ...], seat: int = 0, shuffle: int = 1) -> SeatView:
    return auction_deal(hand, bids, seat, shuffle).view(seat)


def test_a_hand_of_obvious_strength_bids_plus_and_outbids_a_minus_bid() -> None:
    found = estimate(view_of(STRONG, ()), random.Random(0))
    assert found.call.endswith("+")
    assert found.values[found.call] > found.values["P"] + 30
    call = choose_estimated_bid(view_of(STRONG, ("7-",), seat=1), random.Random(0)).call
    assert call.endswith("+") or call == "X"


def test_a_hand_that_cannot_win_tricks_bids_minus() -> None:
    low_sequences = "7S 8S 9S TS JS QS 7H 8H 9H 7D 8D 7C"
    assert choose_estimated_bid(view_of(low_sequences, ()), random.Random(0)).call.endswith("-")
    assert choose_estimated_bid(view_of(low_sequences, ("P",), seat=1), random.Random(0)).call.endswith("-")
    # Low cards and nothing to call: minus is far better than plus, though the opponent's calls reach
    # repique at 21 in a minus contract, so the hand would rather see the deal passed out.
    values = estimate(view_of(LOW, ()), random.Random(0)).values
    assert values["7-"] > values["7+"] + 30


def test_a_doubled_contract_the_hand_cannot_make_is_not_redoubled() -> None:
    view = view_of(LOW, ("9+", "X"))
    assert "XX" in [a.call for a in view.legal_actions if isinstance(a, Bid)]
    assert choose_estimated_bid(view, random.Random(0)).call != "XX"


def test_the_call_is_always_legal() -> None:
    rules, _ = rule_set_of("auction", {})
    for seed in range(6):
        deal = Deal.shuffled(seed % 2, random.Random(seed), rules)
        players = [Club(random.Random(seed)), Club(random.Random(seed + 50))]
        while deal.phase is not Phase.EXCHANGE and not deal.is_over():
            seat = deal.to_act
            assert seat is not None
            view = deal.view(seat)
            action = players[seat].choose(view)
            assert action in view.legal_actions
            deal.apply(action)


def test_the_call_depends_only_on_the_view_and_the_seed() -> None:
    for bids, seat in (((), 0), (("P",), 1), (("7+",), 1), (("7-", "8+"), 0)):
        hand = "AS KS 9S QH JH 8H AD TD 7D KC QC 9C"
        one = view_of(hand, bids, seat, shuffle=1)
        twin = view_of(hand, bids, seat, shuffle=2)  # the unseen cards placed otherwise
        assert auction_deal(hand, bids, seat, 1).hands != auction_deal(hand, bids, seat, 2).hands
        first = estimate(one, random.Random(3))
        assert estimate(twin, random.Random(3)) == first
        assert estimate(one, random.Random(3)) == first


def test_a_world_played_out_counts_all_twelve_tricks() -> None:
    rules, _ = rule_set_of("auction", {})
    pack = random.Random(4).sample(list(CARDS), 32)
    hands = (mask_of(pack[:12]), mask_of(pack[12:24]))
    talon = [c.index for c in pack[24:]]
    for minus in (False, True):
        won0, won1, _, _ = simulate(hands, talon, 0, minus, rules)
        assert won0 + won1 == 12


def test_expert_searches_a_minus_contract_from_the_first_trick() -> None:
    deal = auction_deal(LOW, ("7-", "P"))
    players = [Expert(random.Random(1)), Expert(random.Random(2))]
    while deal.phase is not Phase.PLAY:
        seat = deal.to_act
        assert seat is not None
        deal.apply(players[seat].choose(deal.view(seat)))
    seat = deal.to_act
    assert seat is not None
    view = deal.view(seat)
    plays = [a for a in view.legal_actions if isinstance(a, Play)]
    assert len(plays) > 1 and not view.tricks
    searched = search_play(view, plays, random.Random(9), Expert.worlds // 2)
    assert Expert(random.Random(9)).choose(view) == searched
