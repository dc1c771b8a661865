"""Worlds weighted by what the others did: how likely each seat's cards so far are, in a sampled deal.

A searching player samples deals of the cards it cannot see that agree with everything it saw and heard
(:mod:`knowledge`, :mod:`round_search`); each is then as likely as any other.  But the others did not play
at random: a card played says something of the hand it came from (a seat that threw a king on another
suit's trick seldom holds small cards beside it).  Here each sampled deal is weighed by how likely the
cards the *other* seats played this deal are in it, under a model of their play: the classic play of the
simple players (:func:`table_play.table_play`, partner-aware four-handed), asked at each past card with the
hand that seat held then in this deal (its cards now plus those it played since).  A card the model
would have played counts 1, any other ``miss``; a card that was the seat's only legal one tells nothing.
This is *policy-based inference* as the strongest Skat programs do it, with our own simple play as the
policy (:func:`plays_weight`).  :func:`modelled_weight`, the two-handed Master's, asks a better model instead:
the probability :mod:`play_model`, fitted to the Master's own play, gives each past card, all multiplied.

Pure functions of masks and card indices: no engine, no view beyond what the caller passes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

from ..model.actions import PLAYS, Play
from ..model.cards import CARDS, FULL_PACK, SUIT_MASKS, Card, cards_of
from ..model.view import SeatView
from .auction_bidding import duck_table_play
from .partnership_player import partner_table_play
from .play_model import probabilities
from .table_play import table_play

Policy = Callable[[int, Sequence[Card], int, Sequence[Card], Sequence[Play]], Play]
"""A model of one seat's card: (seat, its cards, the cards still out to it, the trick so far, its legal
plays) -> the card it would play."""


def simple_policy(seats: int) -> Policy:
    """The simple play of a game of ``seats`` hands as a model of any seat's card."""
    if seats == 4:
        return partner_table_play
    return lambda seat, held, out, trick, plays: table_play(held, out, trick, plays, seats)


def policy_of(view: SeatView) -> Policy:
    """The model of the others' cards in this view's deal: in auction piquet's minus contract, both sides
    ducking (:func:`auction_bidding.duck_table_play`); otherwise the simple play."""
    contract = view.contract
    if contract is not None and contract.minus:
        return duck_table_play
    return simple_policy(len(view.seats))


def played_of(view: SeatView) -> list[tuple[int, int]]:
    """Every card of the deal so far in the order played, as (seat, card index), from a view where the
    seat is to play."""
    seats = list(view.seats)
    n = len(seats)
    out: list[tuple[int, int]] = []
    for trick in view.tricks:
        start = seats.index(trick.leader)
        out.extend((seats[(start + i) % n], card.index) for i, card in enumerate(trick.cards))
    start = (seats.index(view.seat) - len(view.trick)) % n
    out.extend((seats[(start + i) % n], card.index) for i, card in enumerate(view.trick))
    return out


def plays_weight(hands: Sequence[int], played: Sequence[tuple[int, int]], me: int, seats: int,
                 miss: float, policy: Policy | None = None) -> float:
    """``miss`` to the power of the other seats' cards that ``policy`` (the simple play) would not have
    played, holding ``hands`` now (a mask per seat) after ``played``: every card of the deal so far in
    order, as (seat, card index).

    >>> from piquet_gui.model.cards import Card
    >>> bit = lambda text: Card.parse(text).bit
    >>> # Seat 1 followed a led seven of spades with its ace while holding the eight: the simple play
    >>> # plays last the cheapest winner, so the deal where it held the eight is the less likely.
    >>> played = [(0, Card.parse("7S").index), (1, Card.parse("AS").index)]
    >>> plays_weight([0, bit("8S") | bit("9H")], played, 0, 2, 0.25)
    0.25
    >>> plays_weight([0, bit("8H") | bit("9H")], played, 0, 2, 0.25)
    1.0
    """
    model = policy or simple_policy(seats)
    weight = 1.0
    for seat, hand, out, trick, legal, index in decisions(hands, played, me, seats):
        plays = [PLAYS[i] for i in range(32) if legal >> i & 1]
        if model(seat, cards_of(hand), out, [CARDS[c] for c in trick], plays).card.index != index:
            weight *= miss
    return weight


def modelled_weight(hands: Sequence[int], played: Sequence[tuple[int, int]], me: int, minus: bool,
                    power: float, seats: int = 2, only: int | None = None) -> float:
    """The fitted model's probability (:mod:`play_model`) of each of the other seats' cards so far, holding
    ``hands`` now after ``played`` (as :func:`plays_weight`), multiplied together and raised to ``power``
    (below 1: the model trusted less than its word); ``only``: that seat's cards alone."""
    likelihood = 1.0
    for seat, hand, out, trick, legal, index in decisions(hands, played, me, seats):
        if only is not None and seat != only:
            continue
        cards = [i for i in range(32) if legal >> i & 1]
        if index not in cards:
            return 0.0  # a card it could not have played from this hand: not a deal that can be
        likelihood *= probabilities(hand, out, trick, cards, minus, seats)[cards.index(index)]
    return float(likelihood ** power)


def decisions(hands: Sequence[int], played: Sequence[tuple[int, int]], me: int, seats: int
              ) -> Iterator[tuple[int, int, int, list[int], int, int]]:
    """Each card the other seats chose so far (their only legal card left out), holding ``hands`` now after
    ``played``: (seat, its hand then, the cards out to it then, the trick so far, its legal cards, the card
    played), hands and cards as masks, the trick as card indices."""
    held = list(hands)
    before: list[int] = []  # each seat's hand just before its card, walked back from now
    for seat, index in reversed(played):
        held[seat] |= 1 << index
        before.append(held[seat])
    before.reverse()
    gone = 0
    trick: list[int] = []
    for k, (seat, index) in enumerate(played):
        if len(trick) == seats:
            trick = []
        if seat != me:
            hand = before[k]
            led = trick[0] >> 3 if trick else None
            legal = hand & SUIT_MASKS[led] if led is not None and hand & SUIT_MASKS[led] else hand
            if legal & (legal - 1):  # more than one card it could play
                yield seat, hand, FULL_PACK & ~(hand | gone), list(trick), legal, index
        gone |= 1 << index
        trick.append(index)
