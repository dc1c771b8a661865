"""The computer's auction in auction piquet (VARIANTS.md section 2), and its play in a minus contract.

The auction comes before the exchange, so a bid rests on the twelve cards dealt: the tricks they
should take (:func:`~piquet_gui.ai.heuristics.expected_tricks`, scaled to the twelve tricks of a deal:
measured over 600 hands played by Casual, a hand's tricks are about ``6 + 0.65 * (sure - 3.3)``, with a
spread of two and a half tricks) or, for a minus bid, the tricks it would be forced to take.  The
computer bids the cheapest legal bid its hand supports (younger, after elder's pass, a trick more
rather than see the deal thrown in), doubles a bid its hand looks to beat by a
trick, redoubles its own doubled bid when it has a trick to spare, and otherwise passes:

>>> from piquet_gui.model.cards import Card
>>> strong = [Card.parse(c) for c in "AS KS QS JS TS AH KH QH AD KD AC KC".split()]
>>> plus_capacity(strong, elder=True), minus_capacity(strong)
(12, 0)

In a minus contract both players want to lose tricks (the declarer to make it, his opponent to beat
it), so both duck: :func:`duck_play`.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Sequence

from ..model.actions import Bid, Play
from ..model.two_handed.bidding import DOUBLE, PASS, REDOUBLE
from ..model.cards import Card, mask_of
from ..model.view import SeatView
from .heuristics import expected_tricks, is_master, unseen_cards

MARGIN = 0.0
"""Tricks kept in hand for safety when bidding."""
LAST_WORD = 1
"""Speaking last with no bid made (elder passed), a hand bids this many tricks beyond what it supports
rather than let the deal be dealt again: a deal passed out is worth nothing to either side."""
DOUBLE_MARGIN = 2.0
"""A plus bid is doubled only when the hand looks to beat it by this many tricks."""


def estimated_tricks(hand: Sequence[Card], elder: bool) -> float:
    """The tricks a dealt hand should win when playing to win them (elder draws more: half a trick)."""
    return 6 + 0.65 * (expected_tricks(mask_of(hand)) - 3.3) + (0.5 if elder else -0.5)


def forced_tricks(hand: Sequence[Card]) -> float:
    """The tricks a dealt hand would have to win when trying to lose them: its high cards that low
    cards of their suit cannot shield (an ace with no small card beside it is a trick)."""
    total = 0.0
    for suit in range(4):
        cards = sorted((c for c in hand if c.suit == suit), key=lambda c: -c.rank)
        lows = sum(1 for c in cards if c.rank <= 2)  # 9, 8, 7
        for position, card in enumerate(cards):
            if card.rank < 4:  # a ten or lower is rarely forced to win
                break
            danger = (card.rank - 3) / 4  # ace 1, king 0.75, queen 0.5, jack 0.25
            total += danger / (1 + lows - min(lows, position))
    return total


def plus_capacity(hand: Sequence[Card], elder: bool) -> int:
    """The most tricks the hand bids to win (``N+``)."""
    return max(0, min(12, math.floor(estimated_tricks(hand, elder) - MARGIN)))


def minus_capacity(hand: Sequence[Card]) -> int:
    """The most tricks the hand bids to lose (``N-``)."""
    return max(0, min(12, math.floor(12 - (forced_tricks(hand) + 4) - MARGIN)))


@dataclasses.dataclass(frozen=True, slots=True)
class Strength:
    """What the rule of thumb reads from a dealt hand (worked out once, asked at every call)."""

    plus: int
    minus: int
    forced: float
    estimated: float


def strength(hand: Sequence[Card], elder: bool) -> Strength:
    return Strength(plus_capacity(hand, elder), minus_capacity(hand), forced_tricks(hand),
                    estimated_tricks(hand, elder))


def choose_bid(view: SeatView) -> Bid:
    """Bid the cheapest bid the hand supports, double a bid it looks to beat, redouble with a trick to spare,
    else pass.  Always one of ``view.legal_actions``."""
    legal = [a.call for a in view.legal_actions if isinstance(a, Bid)]
    hand = view.dealt or view.hand
    return Bid(rule_of_thumb(strength(hand, view.seat == view.elder), view.seat, view.elder, view.bids, legal))


def rule_of_thumb(hand: Strength, seat: int, elder: int, calls: Sequence[str], legal: Sequence[str]) -> str:
    """:func:`choose_bid`'s call for a hand of this strength in ``seat`` after ``calls`` (``legal``: the calls
    it may make), from plain data (the coach finishes auctions with it)."""
    plus, minus = hand.plus, hand.minus
    contract = _standing(calls, elder, seat)
    if contract is not None:
        tricks, is_minus, mine, doubled = contract
        if mine and REDOUBLE in legal and (minus if is_minus else plus) >= tricks + 1:
            return REDOUBLE
        if not mine and DOUBLE in legal and doubled == 1 and _beats(tricks, is_minus, hand):
            return DOUBLE
    bids = [c for c in legal if c not in (PASS, DOUBLE, REDOUBLE)
            and int(c[:-1]) <= (minus if c.endswith("-") else plus)]
    if contract is not None and contract[2]:
        bids = []  # never outbid oneself: the standing bid is already what the hand supports
    if contract is None and calls:  # elder passed: a pass now throws the deal away
        bids = [c for c in legal if c not in (PASS, DOUBLE, REDOUBLE)
                and int(c[:-1]) <= (minus if c.endswith("-") else plus) + LAST_WORD]
    if bids:
        # The cheapest bid, in the direction with the most room (a tie: plus).
        prefer_minus = minus > plus
        return min(bids, key=lambda c: (int(c[:-1]), c.endswith("-") != prefer_minus))
    return PASS


def _standing(calls: Sequence[str], elder: int, me: int) -> tuple[int, bool, bool, int] | None:
    """The last bid so far: (tricks, minus, made by seat ``me``, doubled 1/2/4), or None."""
    last: tuple[int, bool, bool, int] | None = None
    for index, call in enumerate(calls):
        seat = elder if index % 2 == 0 else 1 - elder
        if call == DOUBLE and last is not None:
            last = (last[0], last[1], last[2], 2)
        elif call == REDOUBLE and last is not None:
            last = (last[0], last[1], last[2], 4)
        elif call != PASS:
            last = (int(call[:-1]), call.endswith("-"), seat == me, 1)
    return last


def _beats(tricks: int, minus: bool, hand: Strength) -> bool:
    """Whether the opponent's bid looks beaten by this hand by a trick or more."""
    if minus:  # he must win at most 12 - tricks: a hand that can duck nearly everything leaves him more
        return tricks >= 8 and hand.forced <= 0.3
    return 12 - hand.estimated < tricks - DOUBLE_MARGIN


def duck_play(view: SeatView, plays: Sequence[Play]) -> Play:
    """Play to lose the trick: under the led card with the highest card that still loses; forced to win,
    win with the highest (it is spent anyway); void, throw the most dangerous card; leading, the lowest
    card of a suit where the opponent still holds higher cards."""
    return duck_table_play(view.seat, view.hand, unseen_cards(view), view.trick, plays)


def duck_table_play(seat: int, held: Sequence[Card], out: int, trick: Sequence[Card], plays: Sequence[Play]) -> Play:
    """:func:`duck_play` from its parts (``out``: the cards this seat has not seen), as a model of a seat's
    card (``play_inference.py``)."""
    cards = [p.card for p in plays]
    if trick:
        led = trick[0]
        followers = [c for c in cards if c.suit == led.suit]
        if followers:
            losers = [c for c in followers if c.rank < led.rank]
            return Play(max(losers or followers, key=lambda c: c.rank))
        return Play(max(cards, key=lambda c: c.rank))
    safe = [c for c in cards if not is_master(c, out)]
    return Play(min(safe or cards, key=lambda c: (c.rank, c.suit)))
