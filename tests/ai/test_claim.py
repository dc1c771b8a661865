"""Claim the rest (``ai/claim.py``): a claim proven from a seat's view always wins every trick, whatever the
others hold and play, and the proof reads the view alone (a twin deal showing the seat the same view gets
the same answer)."""

from __future__ import annotations

import copy
import itertools
import random

from hypothesis import Phase, given, settings
from hypothesis import strategies as st

from piquet_gui.ai.claim import feasible, prove, prove_cards
from piquet_gui.bench.claim import play_out, positions
from piquet_gui.model.any_partie import AnyPartie
from piquet_gui.model.cards import CARDS, Card


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



def _brute(hand: int, worlds: list[tuple[int, ...]]) -> bool:
    """The claim decided over every deal written out: the seat's card may depend only on the cards seen, the
    others' on their own hands in each deal (the definition the search must meet exactly)."""
    if not hand:
        return True
    for card in range(32):
        if hand >> card & 1 and _brute_trick(hand & ~(1 << card), card, worlds, 0):
            return True
    return False


def _brute_trick(hand: int, top: int, worlds: list[tuple[int, ...]], other: int) -> bool:
    if other == len(worlds[0]):
        return _brute(hand, worlds)
    led = top >> 3
    seen: dict[int, list[tuple[int, ...]]] = {}
    for world in worlds:
        own = world[other]
        suit = own & (0xFF << 8 * led)
        for card in range(32):
            if own >> card & 1 and (not suit or card >> 3 == led):
                if card >> 3 == led and card > top:
                    return False
                seen.setdefault(card, []).append(world[:other] + (own & ~(1 << card),) + world[other + 1:])
    return all(_brute_trick(hand, top, after, other + 1) for after in seen.values())


def _worlds(free: list[int], sizes: list[int]) -> list[tuple[int, ...]]:
    if not sizes:
        return [()]
    out = []
    for chosen in itertools.combinations(free, sizes[0]):
        rest = [c for c in free if c not in chosen]
        for tail in _worlds(rest, sizes[1:]):
            out.append((sum(1 << c for c in chosen),) + tail)
    return out


@settings(max_examples=150, deadline=None, phases=[Phase.generate])
@given(seed=st.integers(0, 1_000_000), others=st.integers(1, 2), size=st.integers(2, 3), out=st.integers(0, 2))
def test_the_search_is_exact_against_every_deal_written_out(seed: int, others: int, size: int, out: int) -> None:
    """Small endings from a short pack (two suits, aces down to nines, so that claims are frequent): the search
    finds a claim exactly when there is one over every deal of the unseen cards."""
    rng = random.Random(seed)
    pack = [8 * s + r for s in range(2) for r in range(3, 8)]
    rng.shuffle(pack)
    hand = pack[:size]
    unseen = pack[size:size + others * size + out]
    hands = [unseen[i * size:(i + 1) * size] for i in range(others)]
    claim = prove_cards([CARDS[c] for c in hand], [[CARDS[c] for c in h] for h in hands],
                        out_of_play=sum(1 << c for c in unseen[others * size:]))
    truth = _brute(sum(1 << c for c in hand), _worlds(unseen, [size] * others))
    assert (claim is not None) == truth
