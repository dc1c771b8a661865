"""What a player can do: small immutable values passed to ``Deal.apply``.

Cards inside actions are kept as bit masks (see ``cards``); the ``cards``
properties and the ``of`` constructors speak in :class:`Card` values:

>>> Discard.of([Card.parse("7C"), Card.parse("8C")]).cards
(Card.parse('8C'), Card.parse('7C'))
>>> str(Play(Card.parse("AS")))
'play AS'
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Iterable, Sequence

from .cards import CARDS, Card, cards_of, mask_of, text
from .combinations import Category
from .values import quick_init


class ReplyKind(enum.Enum):
    GOOD = "good"
    """Younger concedes: elder's call is better (or younger calls nothing)."""
    NOT_GOOD = "not_good"
    """Younger's call is better (or, when elder called nothing, younger's call stands)."""
    ASK = "ask"
    """Younger holds the same first level: "Making?" (point) or "How high?" (sequence)."""
    TELL = "tell"
    """Elder's answer to the ask: "Making 48" or "To the king"."""
    EQUAL = "equal"
    """Younger's call equals elder's: nobody scores the category."""


@quick_init
@dataclasses.dataclass(frozen=True, slots=True)
class CarteBlanche:
    """The holder of carte blanche announces it (or keeps quiet: ``announce=False``)."""

    announce: bool

    def __str__(self) -> str:
        return "announce carte blanche" if self.announce else "do not announce carte blanche"


@quick_init
@dataclasses.dataclass(frozen=True, slots=True)
class Discard:
    """Put out these cards and take as many from the talon."""

    mask: int

    @classmethod
    def of(cls, cards: Iterable[Card]) -> Discard:
        return cls(mask_of(cards))

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(cards_of(self.mask))

    def __str__(self) -> str:
        return f"discard {text(self.mask)}" if self.mask else "discard nothing"


def _combos_text(combos: tuple[int, ...]) -> str:
    return " + ".join(text(m) for m in combos) if combos else "nothing"


@quick_init
@dataclasses.dataclass(frozen=True, slots=True)
class Call:
    """Elder's call in a category; ``combos`` empty means he calls nothing there (sinks it)."""

    category: Category
    combos: tuple[int, ...] = ()

    @classmethod
    def of(cls, category: Category, combos: Iterable[Iterable[Card]]) -> Call:
        return cls(category, tuple(mask_of(c) for c in combos))

    @property
    def cards(self) -> tuple[tuple[Card, ...], ...]:
        return tuple(tuple(cards_of(m)) for m in self.combos)

    def __str__(self) -> str:
        return f"call {self.category.value}: {_combos_text(self.combos)}"


@quick_init
@dataclasses.dataclass(frozen=True, slots=True)
class Reply:
    """A step of the calling protocol after elder's call (see :class:`ReplyKind`).

    ``combos`` is the replying player's own call where the reply needs one
    (``NOT_GOOD`` and ``EQUAL``); it is what he scores if the reply wins.
    """

    category: Category
    kind: ReplyKind
    combos: tuple[int, ...] = ()

    @classmethod
    def of(cls, category: Category, kind: ReplyKind, combos: Iterable[Iterable[Card]] = ()) -> Reply:
        return cls(category, kind, tuple(mask_of(c) for c in combos))

    def __str__(self) -> str:
        extra = f" ({_combos_text(self.combos)})" if self.combos else ""
        return f"{self.category.value}: {self.kind.value}{extra}"


@quick_init
@dataclasses.dataclass(frozen=True, slots=True)
class LookAtTalon:
    """Younger's choice after elder's first lead: look at the cards he left (Law 36)."""

    look: bool

    def __str__(self) -> str:
        return "look at the talon" if self.look else "leave the talon unseen"


@quick_init
@dataclasses.dataclass(frozen=True, slots=True)
class Play:
    card: Card

    def __str__(self) -> str:
        return f"play {self.card}"


@quick_init
@dataclasses.dataclass(frozen=True, slots=True)
class Bid:
    """A call in auction piquet's auction: ``P``, ``7+`` … ``12+``, ``7-`` … ``12-``, ``X`` or ``XX``."""

    call: str

    def __str__(self) -> str:
        return "pass" if self.call == "P" else f"bid {self.call}"


Action = CarteBlanche | Discard | Call | Reply | LookAtTalon | Play | Bid

PLAYS: tuple[Play, ...] = tuple(Play(card) for card in CARDS)
"""One shared ``Play`` per card, indexed like :data:`CARDS`."""

SUIT_PLAYS: tuple[tuple[tuple[Play, ...], ...], ...] = tuple(
    tuple(tuple(PLAYS[8 * suit + rank] for rank in range(8) if byte >> rank & 1) for byte in range(256))
    for suit in range(4))
"""``SUIT_PLAYS[suit][byte]``: the plays of the cards of ``suit`` whose ranks are the bits of ``byte``, lowest
first (a hand's legal plays without a loop over its cards)."""


def plays_of(hand: int) -> list[Action]:
    """A ``Play`` for each card of the mask ``hand``, lowest index first (as :func:`~.cards.iter_bits`).

    >>> [str(p) for p in plays_of(Card.parse("AS").bit | Card.parse("7H").bit)]
    ['play AS', 'play 7H']
    """
    spades, hearts, diamonds, clubs = SUIT_PLAYS
    return [*spades[hand & 0xFF], *hearts[hand >> 8 & 0xFF], *diamonds[hand >> 16 & 0xFF], *clubs[hand >> 24]]


def legal_plays(hand: int, trick: list[int]) -> list[Action]:
    """The cards of ``hand`` that may be played to ``trick`` (card indices, the leader's first; empty: a lead):
    the suit led if the hand holds it, else any card."""
    if trick:
        suit = trick[0] >> 3
        suited = SUIT_PLAYS[suit][hand >> 8 * suit & 0xFF]
        if suited:
            return list(suited)
    return plays_of(hand)



def says_itself(choices: Sequence[Action]) -> bool:
    """Whether a moment whose choices are ``choices`` says itself: a step of the calling protocol with one true
    answer ("Making 48", "No point", "Good" with nothing to call against).  A table says it for the player,
    and a take-back goes past it to the player's last real choice (``History.take_back_point``).

    >>> says_itself([Reply(Category.POINT, ReplyKind.TELL)]), says_itself([PLAYS[0]])
    (True, False)
    """
    if len(choices) != 1:
        return False
    only = choices[0]
    return isinstance(only, Call) or (isinstance(only, Reply) and only.kind in (ReplyKind.TELL, ReplyKind.GOOD))
