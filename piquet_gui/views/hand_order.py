"""The order the person's hand is shown in (an aid: *Settings → Aids → Sort my hand*).

Only the drawing follows it: the view's hand stays as the engine gives it (spades, hearts, diamonds, clubs,
each suit from the ace down), and the table, the keys ←/→ and what a screen reader says take the order
from here.

* ``"suit_rank"``: by suit and rank, the suits in the engine's order (♠ ♥ ♦ ♣), each from the ace down — the
  order the game has always shown, and the default;
* ``"colours"``: by suit with the colours alternating (♠ ♥ ♣ ♦ when all four are held; with three suits the
  colour held in two suits goes at both ends), each from the ace down;
* ``"dealt"``: as the cards came, the cards dealt first and the cards taken from the talon after them in the
  order taken.  The engine keeps a deal's cards as a set, so the cards dealt stand in the engine's order;
  what is new in the hand is always at its right end.

And *by hand*: a card dragged along the hand takes the place it is let go at (:func:`arranged`); the order so made
holds for that hand until the deal ends, the cards that come into it later at its right end.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..model.cards import Card, Suit
from ..settings import HAND_ORDERS

_BLACK = (Suit.SPADES, Suit.CLUBS)
_RED = (Suit.HEARTS, Suit.DIAMONDS)


def by_suit_and_rank(hand: Sequence[Card]) -> tuple[Card, ...]:
    """The suits in the engine's order (spades, hearts, diamonds, clubs), each from the ace down.

    >>> from ..model.cards import Card
    >>> cards = [Card.parse(t) for t in ("7C", "AD", "KS", "TH", "AS", "9C")]
    >>> " ".join(map(str, by_suit_and_rank(cards)))
    'AS KS TH AD 9C 7C'
    """
    return tuple(sorted(hand, key=lambda c: (c.suit, -c.rank)))


def alternating_suits(suits: set[Suit]) -> tuple[Suit, ...]:
    """The suits held, black and red in turn as far as they can be: the colour held in more suits first (black
    when even), each colour's suits in the engine's order.

    >>> def names(suits): return "".join(s.letter for s in alternating_suits(set(suits)))
    >>> names(Suit), names([Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS]), names([Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS])
    ('SHCD', 'SDC', 'HCD')
    >>> names([Suit.SPADES, Suit.CLUBS]), names([Suit.HEARTS]), names([])
    ('SC', 'H', '')
    """
    black = [s for s in _BLACK if s in suits]
    red = [s for s in _RED if s in suits]
    first, second = (black, red) if len(black) >= len(red) else (red, black)
    order: list[Suit] = []
    for i in range(len(first)):
        order.append(first[i])
        if i < len(second):
            order.append(second[i])
    return tuple(order)


def by_suit_colours_alternating(hand: Sequence[Card]) -> tuple[Card, ...]:
    """By suit, black and red suits in turn (:func:`alternating_suits`), each from the ace down.

    >>> from ..model.cards import Card
    >>> cards = [Card.parse(t) for t in ("7C", "AD", "KS", "TH", "AS", "9C")]
    >>> " ".join(map(str, by_suit_colours_alternating(cards)))
    'AS KS TH 9C 7C AD'
    >>> " ".join(map(str, by_suit_colours_alternating([Card.parse(t) for t in ("8C", "QD", "JS")])))
    'JS QD 8C'
    """
    rank_of = {suit: i for i, suit in enumerate(alternating_suits({c.suit for c in hand}))}
    return tuple(sorted(hand, key=lambda c: (rank_of[c.suit], -c.rank)))


def as_dealt(hand: Sequence[Card], dealt: Sequence[Card], drawn: Sequence[Card]) -> tuple[Card, ...]:
    """The cards of ``hand`` as they came: those dealt in ``dealt``'s order, then those taken from the talon in
    ``drawn``'s (the order taken); a card in neither (none should be) at the end, in the hand's order.

    >>> from ..model.cards import Card
    >>> def cards(text): return [Card.parse(t) for t in text.split()]
    >>> hand = cards("AS KS TH AD 9C 7C")
    >>> " ".join(map(str, as_dealt(hand, cards("KS 8H AD 9C"), cards("TH 7C AS"))))
    'KS AD 9C TH 7C AS'
    """
    place = {c: i for i, c in enumerate([*dealt, *(c for c in drawn if c not in dealt)])}
    late = len(place)
    return tuple(sorted(hand, key=lambda c: place.get(c, late)))


def ordered(order: str, hand: Sequence[Card], dealt: Sequence[Card] = (), drawn: Sequence[Card] = ()) -> tuple[Card, ...]:
    """``hand`` in the order named (one of :data:`HAND_ORDERS`; an unknown name: the hand as it is).

    >>> from ..model.cards import Card
    >>> hand = [Card.parse(t) for t in ("AS", "8S", "KH", "9C", "JD")]
    >>> [" ".join(map(str, ordered(o, hand, hand[2:], ()))) for o in HAND_ORDERS]
    ['AS 8S KH JD 9C', 'AS 8S KH 9C JD', 'KH 9C JD AS 8S']
    """
    if order == "colours":
        return by_suit_colours_alternating(hand)
    if order == "suit_rank":
        return by_suit_and_rank(hand)
    if order == "dealt":
        return as_dealt(hand, dealt, drawn)
    return tuple(hand)


def arranged(hand: Sequence[Card], by_hand: Sequence[Card], base: Sequence[Card]) -> tuple[Card, ...]:
    """``hand`` in the order the person made by dragging (``by_hand``), the cards not in it (taken in since) after
    them in ``base``'s order (the aid's sort).

    >>> from ..model.cards import Card
    >>> def cards(text): return [Card.parse(t) for t in text.split()]
    >>> " ".join(map(str, arranged(cards("AS KS TH 9C"), cards("9C 8D AS KS"), cards("AS KS TH 9C"))))
    '9C AS KS TH'
    """
    held = set(hand)
    placed = [card for card in by_hand if card in held]
    return tuple(placed) + tuple(card for card in base if card not in set(placed))


def moved(shown: Sequence[Card], card: Card, x: float, centres: Sequence[float]) -> tuple[Card, ...]:
    """The hand ``shown`` (laid out left to right, the card centres at ``centres``) with ``card`` let go at ``x``:
    it goes before the first other card whose centre is to the right of ``x``.

    >>> from ..model.cards import Card
    >>> def cards(text): return [Card.parse(t) for t in text.split()]
    >>> " ".join(map(str, moved(cards("AS KS TH 9C"), Card.parse("AS"), 25.0, [0, 10, 20, 30])))
    'KS TH AS 9C'
    >>> " ".join(map(str, moved(cards("AS KS TH 9C"), Card.parse("9C"), -5.0, [0, 10, 20, 30])))
    '9C AS KS TH'
    """
    others = [(c, centre) for c, centre in zip(shown, centres) if c != card]
    index = next((i for i, (_c, centre) in enumerate(others) if centre > x), len(others))
    order = [c for c, _centre in others]
    order.insert(index, card)
    return tuple(order)
