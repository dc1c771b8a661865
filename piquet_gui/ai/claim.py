"""Claim the rest: whether a seat is certain to win every remaining trick, from its own view alone.

The proof is exact over what the seat knows (its :class:`SeatView`): every way of placing the cards it has not
seen among the other hands and the cards out of play (the others' discards, the talon cards unseen) that
agrees with the cards shown in the calls and still unplayed, the talon cards seen, and the suits each seat
showed void in by failing to follow; and every legal card the others may play in each such deal.  The words
of the calls ("point of five", a silence) are not used: leaving them out only adds deals, so a claim proven
without them is still certain (a few true claims may go unseen).

It is an AND-OR search over what the seat sees, not over dealt worlds: the seat's card (OR) may depend only on
the cards played so far; each other seat's card (AND) ranges over every card it may hold in *some* deal that
agrees with everything seen, a deal being possible when the unseen cards can fill each hand (Hall's condition
per suit: a set of seats needs no more cards than the suits none of them showed void in can give).  Choosing
the world lazily this way is exactly "every deal, every play": a line of play can be met in a deal if and
only if each of its cards could.

What keeps it quick: the seat must win every trick, so it leads every trick after the first, and a card of
another seat matters only by where it falls among the seat's own cards of its suit (cards in one gap are
alike: one stands for them all).  At each lead, a card above all the seat's cards of a suit that another seat
may hold ends the claim at once (it is kept until that suit is led); cards possibly held by nobody above any
of the seat's cards prove it at once.  Only the cards in between are searched.

>>> from ..model.cards import Card
>>> claim = prove_cards([Card.parse(c) for c in ("AS", "AH")], [[Card.parse(c) for c in ("7S", "8H")]])
>>> claim is not None and claim.card in (Card.parse("AS"), Card.parse("AH"))
True
>>> prove_cards([Card.parse(c) for c in ("AS", "QS")], [[Card.parse(c) for c in ("KS", "8S")]]) is None
True
>>> claim = prove_cards([Card.parse(c) for c in ("AS", "QS")], [[Card.parse(c) for c in ("KS", "8H")]])
>>> claim is not None and str(claim.card)   # the ace first: the king must fall under it
'AS'
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from itertools import combinations
from typing import Any, NamedTuple

from ..model.actions import Play
from ..model.cards import CARDS, FULL_PACK, SUIT_MASKS, Card, mask_of
from ..model.tricks import Phase
from ..model.view import SeatView

ALL_SUITS = 0xF


class Position(NamedTuple):
    """What the claiming seat knows at a moment of the play (the others numbered in turn after it)."""

    hand: int
    """The seat's cards (a mask)."""
    free: int
    """The cards it cannot place: in some other hand, or out of play."""
    held: tuple[int, ...]
    """Per other seat, the cards it certainly holds (shown in a call, unplayed)."""
    sizes: tuple[int, ...]
    """Per other seat, how many cards it holds."""
    voids: tuple[int, ...]
    """Per other seat, the suits it showed void in (bit ``s`` for suit ``s``)."""


def _count(mask: int) -> int:
    return bin(mask).count("1")


def _suit_bits(void_masks: int) -> int:
    """A mask of whole suits as four bits."""
    return sum(1 << s for s in range(4) if void_masks & SUIT_MASKS[s])


def feasible(free: int, held: Sequence[int], sizes: Sequence[int], voids: Sequence[int]) -> bool:
    """Whether the cards ``free`` can fill every other hand (``sizes`` cards, ``held`` among them) with no card
    of a suit it showed void in, the rest lying out of play (Hall's condition over the sets of seats)."""
    needs = []
    for hold, size, void in zip(held, sizes, voids):
        need = size - _count(hold)
        if need < 0:
            return False
        if hold and any(void >> s & 1 and hold & SUIT_MASKS[s] for s in range(4)):
            return False
        needs.append(need)
    supply = [_count(free & SUIT_MASKS[s]) for s in range(4)]
    seats = range(len(needs))
    for k in range(1, len(needs) + 1):
        for group in combinations(seats, k):
            allowed = 0
            for i in group:
                allowed |= ~voids[i] & ALL_SUITS
            if sum(needs[i] for i in group) > sum(supply[s] for s in range(4) if allowed >> s & 1):
                return False
    return True


def _take(position: Position, other: int, card: int, led: int | None) -> Position | None:
    """The position once ``other`` played card index ``card`` to a trick whose suit is ``led`` (None: it led),
    or None if no deal that agrees with what was seen lets it."""
    bit = 1 << card
    suit = card >> 3
    voids = list(position.voids)
    if led is not None and suit != led:
        if position.held[other] & SUIT_MASKS[led]:
            return None  # it holds the suit led: it must follow
        voids[other] |= 1 << led
    if voids[other] >> suit & 1:
        return None
    held = list(position.held)
    free = position.free
    if held[other] & bit:
        held[other] &= ~bit
    elif free & bit and not any(h & bit for h in held):
        free &= ~bit
    else:
        return None
    sizes = list(position.sizes)
    sizes[other] -= 1
    if not feasible(free, held, sizes, voids):
        return None
    return Position(position.hand, free, tuple(held), tuple(sizes), tuple(voids))


def may_hold(position: Position, other: int, card: int) -> bool:
    """Whether ``other`` holds the card in some deal that agrees with what was seen."""
    if position.held[other] >> card & 1:
        return True
    return _take(position, other, card, None) is not None


BUDGET = 20_000
"""The positions a proof may search before it gives up (no claim offered): far above any met in the benchmark
from six tricks left, it bounds the rare long search from a full hand (about 0.2 s at most measured)."""


class OutOfBudget(Exception):
    """The search needed more positions than its budget."""


class Prover:
    """The search (see the module's docstring), with its table of positions decided."""

    def __init__(self, budget: int | None = BUDGET) -> None:
        self.decided: dict[Position, int | None] = {}
        """Per position with the seat to lead: a card that wins every trick from it, or None."""
        self.nodes = 0
        self.budget = budget

    def lead(self, position: Position) -> int | None:
        """A card for the seat to lead that wins every remaining trick, or None if none does."""
        if not position.hand:
            return -1
        known = self.decided.get(position, 0)
        if known != 0:
            return known
        self.nodes += 1
        if self.budget is not None and self.nodes > self.budget:
            raise OutOfBudget
        answer = self._lead(position)
        self.decided[position] = answer
        return answer

    def _lead(self, position: Position) -> int | None:
        hand = position.hand
        others = range(len(position.sizes))
        sure = True
        for s in range(4):
            mine = hand & SUIT_MASKS[s]
            if not mine:
                continue
            low = (mine & -mine).bit_length() - 1
            high = mine.bit_length() - 1
            for card in range(low + 1, 8 * s + 8):
                if hand >> card & 1 or not (position.free | _all(position.held)) >> card & 1:
                    continue
                if any(may_hold(position, i, card) for i in others):
                    if card > high:
                        return None  # kept until the suit is led: it wins that trick
                    sure = False
        if sure:
            return (hand & -hand).bit_length() - 1
        for card in sorted(_indices(hand), reverse=True):
            after = position._replace(hand=hand & ~(1 << card))
            if self._others(after, card, card >> 3, 0, len(position.sizes)):
                return card
        return None

    def _others(self, position: Position, top: int, led: int, other: int, last: int) -> bool:
        """Whether the seat wins this trick (its ``top`` card winning so far) and all the rest, whatever
        ``other`` and the seats after it up to ``last`` (excluded) play to it."""
        if other == last:
            return self.lead(position) is not None
        choices = _choices(position, other, led)
        for card in sorted(choices, reverse=True):
            after = _take(position, other, card, led)
            if after is None:
                continue
            if card >> 3 == led and card > top:
                return False
            if not self._others(after, top, led, other + 1, last):
                return False
        return True

    def first(self, position: Position, trick: Sequence[int], behind: int) -> int | None:
        """The seat's card now, a trick begun with ``trick`` (card indices), ``behind`` other seats still to play
        to it after the seat; None if no card wins every remaining trick."""
        if not trick:
            return self.lead(position)
        led = trick[0] >> 3
        top = max(c for c in trick if c >> 3 == led)
        mine = position.hand & SUIT_MASKS[led]
        for card in sorted(_indices(mine), reverse=True):
            if card < top:
                break
            after = position._replace(hand=position.hand & ~(1 << card))
            if self._others(after, card, led, 0, behind):
                return card
        return None


def _all(masks: Iterable[int]) -> int:
    out = 0
    for mask in masks:
        out |= mask
    return out


def _indices(mask: int) -> list[int]:
    return [i for i in range(32) if mask >> i & 1]


def _choices(position: Position, other: int, led: int) -> list[int]:
    """The cards ``other`` might play to a trick of suit ``led``, one for each kind that plays alike: each card
    it certainly holds, and of the cards unplaced, one per suit and gap between the seat's own cards."""
    out = _indices(position.held[other])
    free = position.free & ~_all(position.held)
    hand = position.hand
    for s in range(4):
        if position.voids[other] >> s & 1:
            continue
        seen: set[int] = set()
        for card in range(8 * s + 7, 8 * s - 1, -1):
            if not free >> card & 1:
                continue
            gap = _count(hand & SUIT_MASKS[s] & ((1 << card) - 1))
            if gap not in seen:
                seen.add(gap)
                out.append(card)
    return out


# --- from a view -----------------------------------------------------------------------------------

@dataclasses.dataclass
class Claim:
    """A proven claim: the seat's card now, and its cards after, from what it will have seen."""

    card: Card
    start: Position
    trick: tuple[int, ...]
    """The trick as it stood when the claim was proven (card indices)."""
    behind: int
    prover: Prover = dataclasses.field(repr=False)

    def card_after(self, played: Sequence[Card]) -> Card:
        """The seat's card when ``played`` (every card played since the claim, in order) have been played:
        the proven line for what it has seen; ValueError if ``played`` did not follow the claim."""
        position = self.start
        count = len(self.sizes)
        trick = list(self.trick)
        # The seat plays, then the others in turn after it: ``behind`` of them in the trick begun, all after.
        seat_turn = True
        behind = self.behind
        other = 0
        for card in played:
            index = card.index
            led = trick[0] >> 3 if trick else None
            if seat_turn:
                if not position.hand >> index & 1:
                    raise ValueError(f"{card} is not the seat's")
                position = position._replace(hand=position.hand & ~(1 << index))
                seat_turn = False
                other = 0
            else:
                taken = _take(position, other, index, led)
                if taken is None:
                    raise ValueError(f"{card} cannot be played here")
                position = taken
                other += 1
            trick.append(index)
            if not seat_turn and other == behind:
                trick, seat_turn, behind = [], True, count
        if not seat_turn:
            raise ValueError("it is not the seat's turn")
        chosen = self.prover.first(position, trick, behind)
        if chosen is None or chosen < 0:
            raise ValueError("the claim does not hold here")
        return CARDS[chosen]

    @property
    def sizes(self) -> tuple[int, ...]:
        return self.start.sizes

    def card_for(self, view: SeatView[Any], tricks_before: int, trick_before: int) -> Card:
        """The seat's card in ``view``, the claim having been proven with ``tricks_before`` tricks over and
        ``trick_before`` cards in the trick then."""
        cards: list[Card] = []
        for trick in view.tricks[tricks_before:]:
            cards.extend(trick.cards)
        if len(view.tricks) == tricks_before:
            cards.extend(view.trick[trick_before:])
        else:
            cards = cards[trick_before:] + list(view.trick)
        return self.card_after(cards)


@dataclasses.dataclass(frozen=True)
class ClaimInPlay:
    """A claim being played out: the claimer, the proof, and how many tricks were over and cards in the trick
    when it was made (to read the cards played since from the claimer's view)."""

    seat: int
    claim: Claim
    tricks: int
    trick: int


def position_of(view: SeatView[Any]) -> tuple[Position, tuple[int, ...], int] | None:
    """The position the seat's view shows (others in turn after the seat), the trick being played and how many
    others play to it after the seat; None unless the seat is to play a card."""
    if view.phase is not Phase.PLAY or view.to_act != view.seat or not view.legal_actions \
            or not isinstance(view.legal_actions[0], Play):
        return None
    seats = len(view.seats)
    trick = tuple(c.index for c in view.trick)
    if seats == 2:
        from .knowledge import Knowledge

        knowledge = Knowledge.from_view(view.as_dealt() if view.seats != (0, 1) else view)
        position = Position(mask_of(view.hand), knowledge.unknown, (knowledge.opponent_known,),
                            (knowledge.opponent_size,), (_suit_bits(knowledge.voids),))
        return position, trick, 1 - len(trick)
    from .round_search import seat_knowledge

    played, voids, held, unknown, _ = seat_knowledge(view)
    me = view.seat
    order = [(me + k) % seats for k in range(1, seats)]
    size = view.rules.hand_size
    all_held = _all(held)
    position = Position(mask_of(view.hand), unknown & ~all_held, tuple(held[s] for s in order),
                        tuple(size - _count(played[s]) for s in order), tuple(_suit_bits(voids[s]) for s in order))
    return position, trick, seats - 1 - len(trick)


def prove(view: SeatView[Any]) -> Claim | None:
    """The claim the seat may make now: certain to win every remaining trick, whatever the others hold and play;
    None if that is not certain (or the seat is not to play a card)."""
    found = position_of(view)
    if found is None:
        return None
    position, trick, behind = found
    if not feasible(position.free, position.held, position.sizes, position.voids):
        return None  # the view contradicts itself (a take-back's leftovers): claim nothing
    prover = Prover()
    try:
        card = prover.first(position, trick, behind)
    except OutOfBudget:
        return None  # not proven in time: not offered
    if card is None or card < 0:
        return None
    prover.budget = None  # the line from here on is proven: following it never gives up
    return Claim(CARDS[card], position, trick, behind, prover)


def prove_cards(hand: Sequence[Card], others: Sequence[Sequence[Card]], out_of_play: int = 0) -> Claim | None:
    """A claim to lead from ``hand`` against other hands of which only the sizes are known, the unknown cards
    being ``others``' (and ``out_of_play``, a mask of cards unseen and not in any hand): for tests and examples."""
    free = _all(mask_of(h) for h in others) | out_of_play
    free &= FULL_PACK & ~mask_of(hand)
    position = Position(mask_of(hand), free, tuple(0 for _ in others), tuple(len(h) for h in others),
                        tuple(0 for _ in others))
    prover = Prover()
    card = prover.first(position, (), len(others))
    return None if card is None or card < 0 else Claim(CARDS[card], position, (), len(others), prover)
