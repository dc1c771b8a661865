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
from collections.abc import Iterable

from .cards import CARDS, Card, cards_of, mask_of, text
from .combinations import Category


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


@dataclasses.dataclass(frozen=True, slots=True)
class CarteBlanche:
    """The holder of carte blanche announces it (or keeps quiet: ``announce=False``)."""

    announce: bool

    def __str__(self) -> str:
        return "announce carte blanche" if self.announce else "do not announce carte blanche"


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


@dataclasses.dataclass(frozen=True, slots=True)
class LookAtTalon:
    """Younger's choice after elder's first lead: look at the cards he left (Law 36)."""

    look: bool

    def __str__(self) -> str:
        return "look at the talon" if self.look else "leave the talon unseen"


@dataclasses.dataclass(frozen=True, slots=True)
class Play:
    card: Card

    def __str__(self) -> str:
        return f"play {self.card}"


@dataclasses.dataclass(frozen=True, slots=True)
class Bid:
    """A call in auction piquet's auction: ``P``, ``7+`` … ``12+``, ``7-`` … ``12-``, ``X`` or ``XX``."""

    call: str

    def __str__(self) -> str:
        return "pass" if self.call == "P" else f"bid {self.call}"


Action = CarteBlanche | Discard | Call | Reply | LookAtTalon | Play | Bid

PLAYS: tuple[Play, ...] = tuple(Play(card) for card in CARDS)
"""One shared ``Play`` per card, indexed like :data:`CARDS`."""
