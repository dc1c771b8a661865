"""Claim the rest (``ai/claim.py``): a claim proven from a seat's view always wins every trick, whatever the
others hold and play, and the proof reads the view alone (a twin deal showing the seat the same view gets
the same answer)."""

from __future__ import annotations

import copy
import random

from hypothesis import Phase, given, settings
from hypothesis import strategies as st

from piquet_gui.ai.claim import feasible, prove, prove_cards
from piquet_gui.bench.claim import play_out, positions
from piquet_gui.model.any_partie import AnyPartie
from piquet_gui.model.cards import Card


def cards(text: str) -> list[Card]:
    return [Card.parse(c) for c in text.split()]


def test_masters_are_claimed_and_a_card_that_may_be_beaten_is_not() -> None:
    assert prove_cards(cards("AS KS AH"), [cards("7S 8H 9D")]) is not None
    # The king of hearts may be out: the queen cannot be led safely.
    assert prove_cards(cards("AS QH"), [cards("7S 8D")], out_of_play=Card.parse("KH").bit) is None
    # Three hands: any of the others may hold the king.
    assert prove_cards(cards("AS QS"), [cards("KS 8S"), cards("8H 9H")]) is None
    # ... but with one spade among the unseen cards besides the king, that one falls under the ace.
    assert prove_cards(cards("AS QS"), [cards("KS 7H"), cards("8H 9H")]) is not None


def test_a_king_that_must_fall_under_the_ace_is_seen() -> None:
    """The opponent holds the king and one heart: whatever else, the ace of spades draws the king."""
    claim = prove_cards(cards("AS QS"), [cards("KS 8H")])
    assert claim is not None and claim.card == Card.parse("AS")
    assert claim.card_after(cards("AS KS")) == Card.parse("QS")


def test_hall_condition_counts_the_suits_a_seat_may_still_hold() -> None:
    spades, hearts = Card.parse("7S").bit | Card.parse("8S").bit, Card.parse("7H").bit
    assert feasible(spades | hearts, (0, 0), (2, 1), (0, 0))
    assert feasible(spades | hearts, (0, 0), (2, 1), (0b10, 0b01))  # the 1st void in hearts, the 2nd in spades
    assert not feasible(spades | hearts, (0, 0), (2, 1), (0b01, 0b10))  # two hearts wanted, one unseen
    assert not feasible(spades | hearts, (Card.parse("7H").bit, 0), (1, 1), (0b10, 0))  # held, yet void


@settings(max_examples=12, deadline=None, phases=[Phase.generate])
@given(game=st.sampled_from(["rubicon", "normand", "partnership"]), seed=st.integers(0, 10_000))
def test_every_claim_proven_wins_every_trick_against_random_play(game: str, seed: int) -> None:
    rng = random.Random(seed)
    for partie in positions(game, 2, seed):
        seat = partie.to_act
        assert seat is not None
        claim = prove(partie.view(seat))  # type: ignore[arg-type]
        if claim is not None:
            for _ in range(4):
                assert play_out(partie, claim, seat, rng)


def _twins(partie: AnyPartie, seat: int, rng: random.Random) -> list[AnyPartie]:
    """Copies of ``partie`` with two cards the seat cannot see exchanged between two other hands (two-handed:
    between the opponent's hand and his discard), kept only where the seat's view is unchanged."""
    deal = partie.current
    view = partie.view(seat)
    out: list[AnyPartie] = []
    others = [s for s in range(len(deal.hands)) if s != seat and deal.hands[s]]
    if not others:
        return out
    for _ in range(6):
        twin = copy.deepcopy(partie)
        current = twin.current
        a = rng.choice(others)
        card_a = rng.choice([i for i in range(32) if current.hands[a] >> i & 1])
        if len(others) > 1 and rng.random() < 0.7:
            b = rng.choice([s for s in others if s != a])
            card_b = rng.choice([i for i in range(32) if current.hands[b] >> i & 1])
            current.hands[a] ^= (1 << card_a) | (1 << card_b)
            current.hands[b] ^= (1 << card_a) | (1 << card_b)
            dealt = list(current.dealt)
            dealt[a] ^= (1 << card_a) | (1 << card_b)
            dealt[b] ^= (1 << card_a) | (1 << card_b)
            current.dealt = type(current.dealt)(dealt)
        elif len(others) == 1 and getattr(current, "discards", None) and current.discards[a]:
            card_b = rng.choice([i for i in range(32) if current.discards[a] >> i & 1])
            current.hands[a] ^= (1 << card_a) | (1 << card_b)
            current.discards[a] ^= (1 << card_a) | (1 << card_b)
        else:
            continue
        if twin.view(seat) == view:
            out.append(twin)
    return out


@settings(max_examples=10, deadline=None, phases=[Phase.generate])
@given(game=st.sampled_from(["rubicon", "normand", "partnership"]), seed=st.integers(0, 10_000))
def test_twin_views_get_the_same_answer(game: str, seed: int) -> None:
    rng = random.Random(seed)
    compared = 0
    for partie in positions(game, 2, seed):
        seat = partie.to_act
        assert seat is not None
        claim = prove(partie.view(seat))  # type: ignore[arg-type]
        for twin in _twins(partie, seat, rng):
            again = prove(twin.view(seat))  # type: ignore[arg-type]
            assert (claim is None) == (again is None)
            if claim is not None and again is not None:
                assert claim.card == again.card
            compared += 1
    assert compared

