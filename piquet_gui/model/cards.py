"""Cards of the piquet pack and sets of them as bit masks.

A card is a small immutable value with a two-character text form:

>>> Card.parse("QH")
Card.parse('QH')
>>> str(Card.parse("TC")), Card.parse("AS").value
('TC', 11)

There are exactly 32 cards; ``Card.parse`` returns the one shared instance,
so cards compare by identity as well as by value.  Internally the engine
keeps hands as bit masks (bit ``card.index``), which makes following suit,
finding sequences and copying a deal cheap.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Iterator

from .errors import quoted


class Suit(enum.IntEnum):
    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3

    @property
    def letter(self) -> str:
        return "SHDC"[self]


class Rank(enum.IntEnum):
    """Ranks in trick order: a higher value wins the trick."""

    SEVEN = 0
    EIGHT = 1
    NINE = 2
    TEN = 3
    JACK = 4
    QUEEN = 5
    KING = 6
    ACE = 7

    @property
    def letter(self) -> str:
        return "789TJQKA"[self]

    @property
    def pips(self) -> int:
        """Value toward the point: ace 11, court cards and ten 10, else face value."""
        return _PIPS[self]


_PIPS = (7, 8, 9, 10, 10, 10, 10, 11)
SUIT_LETTERS = "SHDC"
RANK_LETTERS = "789TJQKA"


class Card:
    """One of the 32 cards.  Use :meth:`parse` or :data:`CARDS`; never construct directly."""

    __slots__ = ("index", "rank", "suit", "bit", "value", "_text")

    index: int
    rank: Rank
    suit: Suit
    bit: int
    value: int
    _text: str

    def __init__(self, suit: Suit, rank: Rank) -> None:
        self.suit = suit
        self.rank = rank
        self.index = suit * 8 + rank
        self.bit = 1 << self.index
        self.value = rank.pips
        self._text = rank.letter + suit.letter

    @staticmethod
    def parse(text: str) -> Card:
        """The card named by ``text`` such as ``"AS"`` or ``"7D"``; ValueError if none."""
        card = _BY_TEXT.get(text) if isinstance(text, str) else None
        if card is None:
            raise ValueError(f"{quoted(text)} is not a card (rank A K Q J T 9 8 7 and suit S H D C, e.g. 'QH')")
        return card

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Card.parse({self._text!r})"

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (Card.parse, (self._text,))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self


CARDS: tuple[Card, ...] = tuple(Card(suit, rank) for suit in Suit for rank in Rank)
"""All 32 cards, indexed by ``card.index`` (spades 7..A, hearts, diamonds, clubs)."""
_BY_TEXT = {str(card): card for card in CARDS}

FULL_PACK = (1 << 32) - 1
SUIT_MASKS = tuple(0xFF << (8 * suit) for suit in Suit)
CARD_VALUES = tuple(card.value for card in CARDS)
COURT_CARDS = sum(card.bit for card in CARDS if card.rank in (Rank.KING, Rank.QUEEN, Rank.JACK))
"""The kings, queens and knaves."""
BYTE_PIPS = tuple(sum(_PIPS[rank] for rank in range(8) if byte >> rank & 1) for byte in range(256))
"""The pips of one suit's cards whose ranks are the bits of a byte (a mask's pips in four lookups)."""


def mask_of(cards: Iterable[Card]) -> int:
    mask = 0
    for card in cards:
        mask |= card.bit
    return mask


def cards_of(mask: int) -> list[Card]:
    """The cards of ``mask`` in display order: spades, hearts, diamonds, clubs, each ace first."""
    out = []
    for suit in range(4):
        byte = (mask >> (8 * suit)) & 0xFF
        for rank in range(7, -1, -1):
            if byte >> rank & 1:
                out.append(CARDS[suit * 8 + rank])
    return out


def iter_bits(mask: int) -> Iterator[int]:
    """Card indices of ``mask``, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def has_carte_blanche(hand: int) -> bool:
    """Whether ``hand`` (a mask) holds no king, queen or knave: carte blanche, in every game."""
    return hand & COURT_CARDS == 0


def popcount(mask: int) -> int:
    return mask.bit_count()


def pips(mask: int) -> int:
    """The pips of the cards of ``mask`` (ace 11, court cards and ten 10, else face value).

    >>> pips(Card.parse("AS").bit | Card.parse("KS").bit | Card.parse("7H").bit)
    28
    """
    by_byte = BYTE_PIPS
    return by_byte[mask & 0xFF] + by_byte[mask >> 8 & 0xFF] + by_byte[mask >> 16 & 0xFF] + by_byte[mask >> 24]


def text(mask: int) -> str:
    """Cards of ``mask`` as text, e.g. ``'AS KS 7H'``."""
    return " ".join(str(card) for card in cards_of(mask))

