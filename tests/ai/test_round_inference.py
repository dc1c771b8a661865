"""The three- and four-handed search deals its worlds to agree with what each seat said in the calls
(``round_inference.py``): a call pins cards, a silence bounds a hand, and the real deal always agrees."""

from __future__ import annotations

import random
from typing import Any

import pytest

from piquet_gui.ai import round_inference
from piquet_gui.ai.normand_player import NormandPlayer
from piquet_gui.ai.partnership_player import PartnershipPlayer
from piquet_gui.ai.round_inference import agreement, declaration
from piquet_gui.ai.round_search import sample_world, seat_knowledge
from piquet_gui.model import combinations as combos
from piquet_gui.model.actions import Discard
from piquet_gui.model.cards import Card, mask_of
from piquet_gui.model.combinations import Category
from piquet_gui.model.normand.deal import ThreeHandDeal
from piquet_gui.model.partnership.deal import PartnershipDeal, PartnershipRules
from piquet_gui.model.round_deal import RoundDeal
from piquet_gui.model.tricks import Phase
from piquet_gui.model.view import SeatView

GAMES = ("normand", "partnership")


def cards(text: str) -> list[Card]:
    return [Card.parse(c) for c in text.split()]


def simple_players(deal: RoundDeal, seed: int) -> list[Any]:
    if deal.seats == 3:
        return [NormandPlayer(random.Random(seed + s)) for s in range(3)]
    return [PartnershipPlayer(random.Random(seed + s)) for s in range(4)]


def play_views(game: str, seed: int) -> list[tuple[RoundDeal, SeatView[Any]]]:
    """Every play decision of a deal played by the simple players (who call in full), with its deal."""
    rng = random.Random(seed)
    deal: RoundDeal = ThreeHandDeal.shuffled(seed % 3, rng) if game == "normand" \
        else PartnershipDeal.shuffled(seed % 4, rng)
    players = simple_players(deal, seed)
    out = []
    while not deal.is_over():
        seat = deal.to_act
        assert seat is not None
        view = deal.view(seat)
        if deal.phase is Phase.PLAY and len(view.legal_actions) > 1:
            out.append((deal.copy(), view))
        deal.apply(players[seat].choose(view))
    return out


def at_calls(view: SeatView[Any], hands: list[int]) -> list[int]:
    played = seat_knowledge(view)[0]
    return [hands[s] | played[s] for s in range(len(hands))]


@pytest.mark.parametrize("game", GAMES)
def test_the_real_deal_always_agrees_with_its_calls(game: str) -> None:
    checked = 0
    for seed in range(25):
        for deal, view in play_views(game, seed):
            assert agreement(view, at_calls(view, deal.hands)) == (0, 0)
            checked += 1
    assert checked > 200


@pytest.mark.parametrize("game", GAMES)
def test_the_worlds_agree_with_the_calls_where_the_old_sampler_often_did_not(game: str) -> None:
    agreeing = [0, 0]
    worlds = 0
    for seed in range(12):
        for _, view in play_views(game, seed)[::2]:
            for infer in (False, True):
                world = sample_world(view, random.Random(seed), infer)
                wrong, _ = agreement(view, at_calls(view, world.hands))
                agreeing[infer] += not wrong
            worlds += 1
    assert agreeing[True] >= 0.98 * worlds
    assert agreeing[False] <= 0.8 * worlds


def test_a_quint_to_the_ace_beaten_and_unshown_is_dealt_to_its_caller() -> None:
    """Three-handed: seat 1 called "point of five, making 51" and "a quint to the ace", both beaten by the
    dealer's seven diamonds, so nothing of his was shown; seat 0 holds the other three aces, so every
    world gives seat 1 the five top hearts (the sampler before the inference did so by chance only)."""
    deal = ThreeHandDeal(2, [cards("AS AD AC 7S 8S 7C 8C 9C JS 8H"), cards("AH KH QH JH TH TS 9S KC QC JC"),
                             cards("KD QD JD TD 9D 8D 7D KS QS 7H")], cards("TC 9H"))
    deal.apply(Discard(0))
    while deal.phase is Phase.DECLARATION:
        seat = deal.to_act
        assert seat is not None
        deal.apply(deal.legal_actions()[0])  # every seat calls its best
    assert deal.phase is Phase.PLAY and deal.to_act == 0 and not deal.shown[1]
    view = deal.view(0)
    hearts = mask_of(cards("AH KH QH JH TH"))
    rng = random.Random(4)
    assert all(sample_world(view, rng).hands[1] & hearts == hearts for _ in range(100))
    assert not all(sample_world(view, rng, infer=False).hands[1] & hearts == hearts for _ in range(100))


def silent_after_45() -> SeatView[Any]:
    """Four-handed: seat 0's point of five making 45 is the only point called; seats 1 and 3 were silent in
    every category; seat 2 (holding only low cards) is to play to the first trick."""
    deal = PartnershipDeal(3, [cards("AH KH 9H 8H 7H 7S 7D 7C"), cards("AS QS TS AD QD TD KC JC"),
                               cards("8S 9S 8D 9D 8C 9C QH JH"), cards("TH KS JS KD JD AC QC TC")])
    players = simple_players(deal, 0)
    while deal.to_act != 2 or deal.phase is not Phase.PLAY:
        seat = deal.to_act
        assert seat is not None
        deal.apply(players[seat].choose(deal.view(seat)))
    view = deal.view(2)
    assert [s.seat for s in view.said if s.category is Category.POINT and s.value] == [0]
    return view


def best_point(hand: int) -> combos.Strength:
    return combos.call_strength(Category.POINT, declaration(Category.POINT, hand, PartnershipRules(), True))


def test_an_opponent_silent_after_a_45_holds_no_point_of_46(monkeypatch: pytest.MonkeyPatch) -> None:
    view = silent_after_45()
    played = seat_knowledge(view)[0]
    rng = random.Random(7)

    def beats(infer: bool) -> int:
        worlds = [sample_world(view, rng, infer) for _ in range(200)]
        return sum(best_point(w.hands[1] | played[1]) > (5, 45) for w in worlds)

    before = beats(False)
    assert before >= 10
    assert beats(True) <= before / 4  # a silence is soft: a person may sink a call
    monkeypatch.setattr(round_inference, "SINK", 0.0)
    assert beats(True) == 0  # against players who always declare in full, never


@pytest.mark.parametrize("game", GAMES)
def test_the_inferred_worlds_depend_on_the_view_alone_and_the_seed(game: str) -> None:
    """Twin deals (the same view, other unseen cards) give the same worlds for the same seed."""
    compared = 0
    for seed in range(8):
        for deal, view in play_views(game, seed)[::4]:
            seat = view.seat
            rng = random.Random(seed)
            others = [s for s in range(deal.seats) if s != seat and deal.hands[s] & ~deal.shown[s]]
            if len(others) < 2:
                continue
            x, y = rng.sample(others, 2)
            a = rng.choice([b for b in range(32) if (deal.hands[x] & ~deal.shown[x]) >> b & 1])
            b = rng.choice([b for b in range(32) if (deal.hands[y] & ~deal.shown[y]) >> b & 1])
            twin = deal.copy()
            twin.hands[x] = twin.hands[x] & ~(1 << a) | 1 << b
            twin.hands[y] = twin.hands[y] & ~(1 << b) | 1 << a
            assert twin.view(seat) == view
            rng_a, rng_b = random.Random(seed), random.Random(seed)
            first = [sample_world(view, rng_a).hands for _ in range(3)]
            again = [sample_world(twin.view(seat), rng_b).hands for _ in range(3)]
            assert first == again
            compared += 1
    assert compared > 10


def test_a_world_agreeing_with_the_calls_never_breaks_a_void() -> None:
    """Four simple players play 30 deals; at each of their cards the seat samples worlds agreeing with the calls:
    no seat is ever dealt a card of a suit it showed void in (pins drawn from the calls once left no room for a
    void, and the dealing dropped it: the search then weighed deals that cannot be)."""
    checked = 0
    for seed in range(30):
        deal = PartnershipDeal.shuffled(seed % 4, random.Random(seed))
        players = [PartnershipPlayer(random.Random(seed * 4 + s)) for s in range(4)]
        rng = random.Random(seed)
        while not deal.is_over():
            seat = deal.to_act
            assert seat is not None
            view = deal.view(seat)
            if view.phase is Phase.PLAY and view.tricks:
                _, voids, _, _, _ = seat_knowledge(view)
                for _ in range(6):
                    world = sample_world(view, rng, infer=True)
                    assert not any(world.hands[s] & voids[s] for s in range(4) if s != seat)
                    checked += 1
            deal.apply(players[seat].choose(view))
    assert checked > 1000
