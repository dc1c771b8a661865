"""The expert's rules of thumb: how much a hand is worth, what to put out, which card to play.

``hand_value`` estimates the points a twelve-card hand will make (the
declarations it is likely to win, the tricks it should take, a chance of
pique or repique).  The exchange compares discards by that value averaged
over the cards the talon may give; the play follows the classic advice:
win cheaply, cash masters from the long suit, keep guards, throw the least
useful card.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import combinations

from ..model import combinations as combos
from ..model.actions import Discard, Play
from ..model.cards import CARDS, CARD_VALUES, FULL_PACK, SUIT_MASKS, Card, iter_bits, mask_of
from ..model.view import SeatView

# Chance that a point of n cards is good (roughly, from many random deals).
POINT_WINS = {0: 0.0, 1: 0.0, 2: 0.0, 3: 0.04, 4: 0.3, 5: 0.68, 6: 0.92, 7: 0.99, 8: 1.0}
SEQUENCE_WINS = {3: 0.3, 4: 0.55, 5: 0.9, 6: 0.98, 7: 1.0, 8: 1.0}
TRIO_WINS = {7: 0.55, 6: 0.45, 5: 0.38, 4: 0.3, 3: 0.22}
QUATORZE_WINS = {7: 0.97, 6: 0.93, 5: 0.9, 4: 0.86, 3: 0.82}


def suit_byte(hand: int, suit: int) -> int:
    return (hand >> (8 * suit)) & 0xFF


def expected_tricks(hand: int) -> float:
    """Tricks a hand should take in play, suit by suit (aces, guarded kings, long suits)."""
    total = 0.0
    for suit in range(4):
        byte = suit_byte(hand, suit)
        length = byte.bit_count()
        if not length:
            continue
        tricks = 0.0
        top = 7
        run = 0
        while top >= 0 and byte >> top & 1:  # solid top cards: A, A-K, A-K-Q ...
            run += 1
            top -= 1
        tricks += run
        if run == 0:
            if byte >> 6 & 1 and length >= 2:
                tricks += 0.55  # a guarded king
            if byte >> 5 & 1 and length >= 3:
                tricks += 0.3
        if length >= 5:
            tricks += (length - 4) * (0.8 if run else 0.45)  # long cards come good
        total += min(tricks, length)
    return total


def hand_value(hand: int, elder: bool, lowest_rank: int = 3) -> float:
    """Expected points of a twelve-card hand over the whole deal (not a promise: a guide)."""
    point = max(((hand & s).bit_count(), sum(CARD_VALUES[i] for i in iter_bits(hand & s))) for s in SUIT_MASKS)
    count, pips = point
    p_point = min(1.0, max(0.0, POINT_WINS[count] + (pips - 8.6 * count) / 60))
    value = p_point * count
    runs = combos.runs(hand)
    declared = p_point * count
    if runs:
        best = max(r.bit_count() for r in runs)
        p_seq = SEQUENCE_WINS[best] + (0.05 if elder else 0.0)
        seq_points = sum(combos.sequence_score(r) for r in runs)
        value += min(1.0, p_seq) * seq_points
        declared += min(1.0, p_seq) * seq_points
    sets = combos.rank_sets(hand, lowest_rank)
    if sets:
        strongest = sets[0]
        rank = (strongest.bit_length() - 1) % 8
        p_set = (QUATORZE_WINS if strongest.bit_count() == 4 else TRIO_WINS)[rank]
        set_points = sum(combos.set_score(m) for m in sets)
        value += p_set * set_points
        declared += p_set * set_points
    tricks = expected_tricks(hand) + (0.6 if elder else 0.0)
    value += tricks * 1.7 + (0.6 if elder else 0.0) * 2
    value += 10 / (1 + 2.718 ** (-(tricks - 6.3) * 1.4))  # the cards
    if declared >= 24:
        value += (declared - 20) * (2.0 if elder else 1.6)  # pique and repique come within reach
    return float(value)


def discard_candidates(hand: int, low: int, high: int, elder: bool, width: int = 7) -> list[int]:
    """Discards worth weighing: subsets of the ``width`` least useful cards, of each allowed size."""
    cards = list(iter_bits(hand))
    keep = sorted(cards, key=lambda i: keep_score(i, hand, elder))
    spare = keep[:max(width, high)]
    out = []
    for size in range(max(low, 0), high + 1):
        if size == 0:
            out.append(0)
            continue
        for chosen in combinations(spare, size):
            mask = 0
            for index in chosen:
                mask |= 1 << index
            out.append(mask)
    return out


def keep_score(index: int, hand: int, elder: bool) -> float:
    """How much the card ``index`` is worth keeping in ``hand`` (the exchange puts out the lowest first)."""
    card = CARDS[index]
    byte = suit_byte(hand, card.suit)
    length = byte.bit_count()
    score = card.rank * 1.2 + length * (1.6 if elder else 1.0)
    if card.rank >= 6:
        score += 5
    if card.rank == 6 and not elder and length >= 2:
        score += 3  # younger keeps guards
    neighbours = (byte >> (card.rank + 1) & 1) + (byte >> (card.rank - 1) & 1 if card.rank else 0)
    score += neighbours * 1.5
    same_rank = sum(1 for s in range(4) if hand >> (s * 8 + card.rank) & 1)
    if card.rank >= 3 and same_rank >= 3:
        score += 4
    return score


def ranked_discards(view: SeatView, rng: random.Random, draws: int = 12, width: int = 7) -> list[tuple[float, int]]:
    """The discards worth weighing, best first, each with its hand's value summed over talon draws."""
    hand = mask_of(view.hand)
    actions = view.legal_actions
    sizes = sorted({actions[0].mask.bit_count(), actions[-1].mask.bit_count()})  # type: ignore[union-attr]
    low, high = sizes[0], sizes[-1]
    elder = view.seat == view.elder
    known = [c.index for c in view.talon if c is not None]
    start = 0 if elder else (view.taken[view.elder] or 0)
    # The talon cards this seat may draw: seen ones (Law 33, for elder) are certain, the rest unknown.
    unseen = [c.index for c in CARDS if not (hand >> c.index & 1) and c.index not in known]
    samples = [rng.sample(unseen, len(unseen)) for _ in range(draws)]
    lowest = view.rules.lowest_set_rank
    ranked = []
    for discard in discard_candidates(hand, low, high, elder, width):
        size = discard.bit_count()
        total = 0.0
        for sample in samples:
            drawn = 0
            filler = iter(sample)
            for position in range(start, start + size):
                card = view.talon[position] if position < len(view.talon) else None
                drawn |= 1 << (card.index if card is not None else next(filler))
            total += hand_value((hand & ~discard) | drawn, elder, lowest)
        ranked.append((total, discard))
    ranked.sort(key=lambda item: -item[0])
    return ranked


def best_discard(view: SeatView, rng: random.Random, draws: int = 12, width: int = 7) -> Discard:
    """The discard whose hand after the draw is worth most on average over possible talon cards."""
    return Discard(ranked_discards(view, rng, draws, width)[0][1])


# --- play -----------------------------------------------------------------------------------------

def unseen_cards(view: SeatView) -> int:
    """Cards this seat has not seen played nor holds nor put out: where the opponent's cards are."""
    seen = mask_of(view.hand) | mask_of(view.discard)
    for _, (first, second), _ in view.tricks:
        seen |= first.bit | second.bit
    for card in view.trick:
        seen |= card.bit
    return FULL_PACK & ~seen


def is_master(card: Card, unseen: int) -> bool:
    above = SUIT_MASKS[card.suit] & ~((1 << (card.index + 1)) - 1)
    return unseen & above == 0


def club_play(view: SeatView, plays: Sequence[Play]) -> Play:
    """The classic play: win the opponent's lead cheaply, cash masters, lead the long suit, keep guards."""
    cards = [p.card for p in plays]
    hand = mask_of(view.hand)
    unseen = unseen_cards(view)
    if view.trick:
        led = view.trick[0]
        winners = [c for c in cards if c.suit == led.suit and c.rank > led.rank]
        if winners:
            return Play(min(winners, key=lambda c: c.rank))
        followers = [c for c in cards if c.suit == led.suit]
        if followers:
            return Play(min(followers, key=lambda c: c.rank))
        return Play(min(cards, key=lambda c: _discard_cost(c, hand, unseen)))
    masters = [c for c in cards if is_master(c, unseen)]
    if masters:
        # Cash from the suit with the most cards, so the long cards come good.
        return Play(max(masters, key=lambda c: (suit_byte(hand, c.suit).bit_count(), c.rank)))
    # Lead from the longest suit, low, unless it would give up a guard.
    def lead_score(card: Card) -> tuple[float, int]:
        length = suit_byte(hand, card.suit).bit_count()
        guard = 1 if card.rank >= 5 and length <= 2 else 0
        return (length - guard * 3 - (card.rank >= 6) * 2, -card.rank)
    return Play(max(cards, key=lead_score))


def _discard_cost(card: Card, hand: int, unseen: int) -> float:
    length = suit_byte(hand, card.suit).bit_count()
    cost = card.rank * 1.0
    if is_master(card, unseen):
        cost += 8
    if card.rank >= 5 and length <= 2 and (unseen & SUIT_MASKS[card.suit]):
        cost += 4  # a guard
    if length == 1 and card.rank < 5:
        cost -= 1.5  # unguard nothing: getting void is useful
    return cost
