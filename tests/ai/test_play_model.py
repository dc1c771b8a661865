"""The fitted model of the Master's card (``ai/play_model.py``) and the hands it weighs
(``play_inference.modelled_weight``): a probability for every legal card, the Master's habits the likeliest,
and the opponent's real hand weighed above the hands a seat samples in its place."""

from __future__ import annotations

import math
import random
import statistics

from hypothesis import given, settings, strategies as st

from piquet_gui.ai.knowledge import Knowledge
from piquet_gui.ai.player import make_player
from piquet_gui.ai.play_inference import modelled_weight, played_of
from piquet_gui.ai.play_model import probabilities
from piquet_gui.model.cards import FULL_PACK, SUIT_MASKS, Card, mask_of
from piquet_gui.model.tricks import Phase
from piquet_gui.model.two_handed.deal import Deal


def bit(*texts: str) -> int:
    return sum(Card.parse(t).bit for t in texts)


def index(text: str) -> int:
    return Card.parse(text).index


@settings(max_examples=60, deadline=None)
@given(st.permutations(range(32)), st.integers(1, 12), st.integers(0, 1), st.booleans())
def test_every_legal_card_has_a_probability_and_they_sum_to_one(order: list[int], size: int, led: int,
                                                                 minus: bool) -> None:
    hand = sum(1 << i for i in order[:size])
    trick = [order[size]] if led else []
    suit = SUIT_MASKS[trick[0] >> 3] if trick else 0
    legal_mask = hand & suit if hand & suit else hand
    legal = [i for i in range(32) if legal_mask >> i & 1]
    out = FULL_PACK & ~hand & ~sum(1 << c for c in trick) & ~sum(1 << i for i in order[size + 1:size + 6])
    chances = probabilities(hand, out, trick, legal, minus)
    assert len(chances) == len(legal)
    assert all(p > 0 for p in chances)
    assert math.isclose(sum(chances), 1.0)


def test_the_masters_habits_are_the_likeliest_cards() -> None:
    """Following a seven it can beat, the cheapest winner; throwing off, the lowest of a long suit rather than
    an ace; leading, from a run of masters rather than a lone small card."""
    hand = bit("AS", "8S", "9H")
    follow = probabilities(hand, FULL_PACK & ~hand & ~bit("7S"), [index("7S")], [index("8S"), index("AS")], False)
    assert follow[0] > 0.9
    hand = bit("AC", "7H", "8H", "9H", "TH", "KD")
    throw = probabilities(hand, FULL_PACK & ~hand & ~bit("7S"), [index("7S")], [index("7H"), index("AC"), index("KD")],
                          False)
    assert throw[0] == max(throw)
    hand = bit("AC", "KC", "QC", "7H", "8D")
    cards = [index(c) for c in ("AC", "KC", "QC", "7H", "8D")]
    lead = probabilities(hand, FULL_PACK & ~hand, [], cards, False)
    assert max(lead[:3]) > 10 * max(lead[3:])


def test_a_forced_card_and_the_seats_own_cards_tell_nothing() -> None:
    """Seat 1's only spade followed seat 0's lead, then seat 0 led again: nothing seat 1 chose."""
    played = [(0, index("7S")), (1, index("AS")), (0, index("8H"))]
    assert modelled_weight([bit("9H"), bit("TH", "JH")], played, 0, False, 1.0) == 1.0


def test_the_real_hand_outweighs_the_sampled_ones_in_the_masters_play() -> None:
    """Two Masters play six deals; from the third to the ninth trick, the seat to lead weighs the opponent's
    real hand and 20 hands sampled from its view: the real one weighs more than their mean, on the whole."""
    logs = []
    for seed in range(6):
        deal = Deal.shuffled(seed % 2, random.Random(seed))
        players = [make_player("master", 10 * seed + s) for s in (0, 1)]
        while not deal.is_over():
            seat = deal.to_act
            assert seat is not None
            view = deal.view(seat)
            if view.phase is Phase.PLAY and 2 <= len(view.tricks) <= 8 and not view.trick:
                played, mine = played_of(view), mask_of(view.hand)

                def weight(hand: int) -> float:
                    hands = [0, 0]
                    hands[seat], hands[1 - seat] = mine, hand
                    return modelled_weight(hands, played, seat, False, 1.0)

                sampled = statistics.mean(weight(h) for h in Knowledge.from_view(view).sample(random.Random(seed), 20))
                logs.append(math.log(weight(deal.hands[1 - seat]) / sampled))
            deal.apply(players[seat].choose(view))
    assert len(logs) >= 30
    assert statistics.mean(logs) > 0
    assert sum(x > 0 for x in logs) > len(logs) / 2
