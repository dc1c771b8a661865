"""What a computer player deduces, and that it can only ever decide from its own seat's view."""

from __future__ import annotations

import gc
import random

import pytest

from piquet_gui.ai import LEVELS, make_player
from piquet_gui.ai.knowledge import Knowledge
from piquet_gui.model import CARDS, Deal, Phase
from piquet_gui.model.cards import mask_of


def play_until(deal: Deal, players, stop) -> None:
    while not deal.is_over() and not stop(deal):
        seat = deal.to_act
        deal.apply(players[seat].choose(deal.view(seat)))


def test_the_true_hand_always_agrees_with_what_was_seen_and_said() -> None:
    """Club players sink nothing that could score and hold back only what must lose, so every likely fact
    drawn from their words holds of the real hand."""
    checked = 0
    for seed in range(40):
        deal = Deal.shuffled(seed % 2, random.Random(seed))
        players = [make_player("club", seed), make_player("club", seed + 1)]
        rng = random.Random(seed)
        while not deal.is_over():
            seat = deal.to_act
            if deal.phase is Phase.PLAY:
                knowledge = Knowledge.from_view(deal.view(seat))
                true_hand = deal.hands[1 - seat]
                assert knowledge.consistent(true_hand, strict=True), (seed, len(deal.tricks))
                for hand in knowledge.sample(rng, 3):
                    assert hand.bit_count() == true_hand.bit_count()
                    assert hand & knowledge.opponent_known == knowledge.opponent_known
                    assert hand & knowledge.voids == 0
                    assert hand & ~knowledge.unknown & ~knowledge.opponent_known == 0
                checked += 1
            deal.apply(players[seat].choose(deal.view(seat)))
    assert checked > 500


def test_shown_cards_and_voids_are_known() -> None:
    for seed in range(30):
        deal = Deal.shuffled(1, random.Random(seed))
        players = [make_player("club", 1), make_player("club", 2)]
        play_until(deal, players, lambda d: d.phase is Phase.PLAY and len(d.tricks) >= 6)
        if deal.is_over():
            continue
        seat = deal.to_act
        knowledge = Knowledge.from_view(deal.view(seat))
        other = 1 - seat
        assert knowledge.opponent_known & ~deal.hands[other] == 0, "only real cards are 'known'"
        assert knowledge.opponent_known & deal.shown[other] & deal.hands[other] == deal.shown[other] & deal.hands[other]
        for leader, first, second in deal.tricks:
            if leader == seat and CARDS[second].suit != CARDS[first].suit:
                from piquet_gui.model.cards import SUIT_MASKS
                assert deal.hands[other] & SUIT_MASKS[CARDS[first].suit] == 0
                assert knowledge.voids & SUIT_MASKS[CARDS[first].suit]


def _reachable(root: object, limit: int = 20000) -> list[object]:
    seen, todo, out = set(), [root], []
    while todo and len(out) < limit:
        item = todo.pop()
        if id(item) in seen or isinstance(item, type):
            continue
        seen.add(id(item))
        out.append(item)
        todo.extend(gc.get_referents(item))
    return out


def test_a_view_leads_to_no_deal() -> None:
    """Players receive a view only; nothing reachable from it is the deal itself."""
    deal = Deal.shuffled(0, random.Random(3))
    players = [make_player("club", 1), make_player("club", 2)]
    play_until(deal, players, lambda d: d.phase is Phase.PLAY and len(d.tricks) == 3)
    for seat in (0, 1):
        assert not any(isinstance(obj, Deal) for obj in _reachable(deal.view(seat)))


@pytest.mark.parametrize("level", LEVELS)
def test_decisions_do_not_depend_on_cards_the_seat_cannot_see(level: str) -> None:
    """Elder's exchange is the same whatever the opponent holds and the talon order beyond his sight."""
    rng = random.Random(7)
    for trial in range(4):
        pack = list(CARDS)
        rng.shuffle(pack)
        elder_hand, rest = pack[:12], pack[12:]
        choices = set()
        for arrangement in range(3):
            order = rest[:]
            random.Random(arrangement * 31 + trial).shuffle(order)
            deal = Deal(1, [elder_hand, order[:12]], order[12:])
            if deal.phase is not Phase.EXCHANGE:
                break
            player = make_player(level, seed=5)
            choices.add(player.choose(deal.view(0)))
        assert len(choices) <= 1, f"{level} chose differently on hidden cards"
    assert mask_of(elder_hand)
