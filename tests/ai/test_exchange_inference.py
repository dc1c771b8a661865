"""The opponent's hand sampled as his exchange kept it (``ai/exchange_inference.py``): every hand agrees with
what the seat knows, and the hands lean to the cards an exchange keeps, as the real ones do."""

from __future__ import annotations

import random
import statistics

from piquet_gui.ai.exchange_inference import sample_kept
from piquet_gui.ai.knowledge import Knowledge
from piquet_gui.ai.player import make_player
from piquet_gui.model.cards import CARDS
from piquet_gui.model.two_handed.deal import Deal, Phase


def play_positions(deals: int) -> list[tuple[Deal, int]]:
    """Positions of the play of Club's deals (each a copy), with the opponent's real hand then."""
    out = []
    for seed in range(deals):
        deal = Deal.shuffled(seed % 2, random.Random(seed))
        players = [make_player("club", seed), make_player("club", seed + 1)]
        while not deal.is_over():
            seat = deal.to_act
            assert seat is not None
            if deal.phase is Phase.PLAY and len(deal.tricks) in (0, 4):
                out.append((deal.copy(), seat))
            deal.apply(players[seat].choose(deal.view(seat)))
    return out


def rank(hand: int) -> float:
    return statistics.mean(CARDS[i].rank for i in range(32) if hand >> i & 1)


def test_every_hand_drawn_agrees_with_the_view_and_the_kept_hands_are_the_higher() -> None:
    rng = random.Random(1)
    kept_ranks, uniform_ranks, true_ranks = [], [], []
    for deal, seat in play_positions(12):
        view = deal.view(seat)
        knowledge = Knowledge.from_view(view)
        hands = sample_kept(view, knowledge, rng, 8)
        for hand in hands:
            assert hand.bit_count() == knowledge.opponent_size
            assert hand & knowledge.opponent_known == knowledge.opponent_known
            assert not hand & ~knowledge.unknown & ~knowledge.opponent_known, "only cards he may hold"
            assert knowledge.consistent(hand), "what he said and showed"
        uniform = knowledge.sample(rng, 8)
        if hands and uniform:
            kept_ranks.append(statistics.mean(map(rank, hands)))
            uniform_ranks.append(statistics.mean(map(rank, uniform)))
            true_ranks.append(rank(deal.hands[1 - seat]))
    assert len(kept_ranks) > 20
    # The real hands are higher than uniform draws (an exchange keeps the high cards); the kept draws too.
    assert statistics.mean(true_ranks) > statistics.mean(uniform_ranks)
    assert statistics.mean(kept_ranks) > statistics.mean(uniform_ranks) + 0.1


def test_the_same_view_and_seed_give_the_same_hands() -> None:
    deal, seat = play_positions(1)[0]
    view = deal.view(seat)
    first = sample_kept(view, Knowledge.from_view(view), random.Random(7), 6)
    assert first == sample_kept(view, Knowledge.from_view(view), random.Random(7), 6)
