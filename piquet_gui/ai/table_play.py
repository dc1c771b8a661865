"""The classic play of the cards with three or four to a trick, shared by the simple players of three and four
hands (``normand_player.py``, ``partnership_player.py``) and the rollouts of their search (``round_search.py``):
cash the masters from the long suit, lead low from the long suit otherwise, win cheaply when playing last,
win with a master or not at all when another is still to play, and throw the least useful card.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..model.actions import Play
from ..model.cards import FULL_PACK, SUIT_MASKS, Card, mask_of
from ..model.view import Trick
from .heuristics import is_master, suit_byte


def unseen(hand: Sequence[Card], discard: Sequence[Card], tricks: Sequence[Trick], trick: Sequence[Card]) -> int:
    """The cards that may still be in the other hands: neither held, put out nor played."""
    seen = mask_of(hand) | mask_of(discard) | mask_of(trick)
    for played in tricks:
        seen |= mask_of(played.cards)
    return FULL_PACK & ~seen


def table_play(held: Sequence[Card], out: int, trick: Sequence[Card], plays: Sequence[Play], seats: int) -> Play:
    """The classic play with ``seats`` cards to a trick, ``out`` the cards still in other hands."""
    cards = [p.card for p in plays]
    hand = mask_of(held)
    if trick:
        led = trick[0]
        best = max((c for c in trick if c.suit == led.suit), key=lambda c: c.rank)
        followers = [c for c in cards if c.suit == led.suit]
        if followers:
            winners = [c for c in followers if c.rank > best.rank]
            last = len(trick) == seats - 1
            if winners and last:
                return Play(min(winners, key=lambda c: c.rank))
            masters = [c for c in winners if is_master(c, out)]
            if masters:
                return Play(min(masters, key=lambda c: c.rank))
            return Play(min(followers, key=lambda c: c.rank))
        return Play(min(cards, key=lambda c: throw_cost(c, hand, out)))
    masters = [c for c in cards if is_master(c, out)]
    if masters:
        return Play(max(masters, key=lambda c: (suit_byte(hand, c.suit).bit_count(), c.rank)))
    return Play(max(cards, key=lambda c: (suit_byte(hand, c.suit).bit_count() - 3 * is_guard(c, hand, out),
                                          -c.rank)))


def is_guard(card: Card, hand: int, out: int) -> bool:
    """Whether ``card`` guards a short suit: a queen or higher with at most one other card of its suit, the
    suit still out."""
    return card.rank >= 5 and suit_byte(hand, card.suit).bit_count() <= 2 and bool(out & SUIT_MASKS[card.suit])


def throw_cost(card: Card, hand: int, out: int) -> float:
    """What throwing ``card`` on another suit's trick gives up: high cards, masters and guards cost most."""
    return card.rank + 8 * is_master(card, out) + 4 * is_guard(card, hand, out)
