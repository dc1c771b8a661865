"""What happened: ``apply`` returns these so that views, logs and tests can follow a deal.

Every event here is public: it holds nothing that either player may not
know.  A seat's private knowledge (its own hand, its discard, talon cards it
has seen) is in its :meth:`Deal.view`.  What a seat is told of them goes through
one function, :func:`seen_by` (the local table's stream, ``History.events_for``,
and what a host sends a seat over the network): two deals that differ only in
cards a seat cannot see give it the same events (tests/model/test_seat_events.py).
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Iterable, Sequence

from .cards import CARDS, Card, Rank
from .combinations import Category, call_strength
from .scoring import DealScore, ScoreItem
from .values import quick_init


class Speech(enum.Enum):
    """A line of the calling protocol."""

    CALL = "call"            # "Point of five", "Quart", "Three kings"
    NO_CALL = "no_call"      # "No point" / "No sequence" / "No set"
    GOOD = "good"
    NOT_GOOD = "not_good"    # at the second step it carries younger's value: "Not good: 49"
    ASK = "ask"              # "Making?" / "How high?"
    TELL = "tell"            # "Making 48" / "To the king"
    EQUAL = "equal"


_SEQUENCE_NAMES = {3: "Tierce", 4: "Quart", 5: "Quint", 6: "Sixième", 7: "Septième", 8: "Huitième"}
_NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight"}
_RANK_PLURAL = {Rank.ACE: "aces", Rank.KING: "kings", Rank.QUEEN: "queens", Rank.JACK: "knaves",
                Rank.TEN: "tens", Rank.NINE: "nines", Rank.EIGHT: "eights", Rank.SEVEN: "sevens"}
_RANK_NAME = {Rank.ACE: "ace", Rank.KING: "king", Rank.QUEEN: "queen", Rank.JACK: "knave",
              Rank.TEN: "ten", Rank.NINE: "nine", Rank.EIGHT: "eight", Rank.SEVEN: "seven"}


@quick_init
@dataclasses.dataclass(frozen=True, slots=True)
class Said:
    """A player's words in the calling protocol.

    ``value`` is the number spoken (cards of the point, its pips, the
    sequence's length, the set's size) and ``rank`` the rank named ("To the
    king", "Three kings").  Where a call says at once all it is judged on
    (three-handed piquet), a point's call carries its ``pips`` and a
    sequence's its top card as ``rank``:

    >>> Said(1, Category.POINT, Speech.CALL, 4, pips=38).words()
    'Point of four, making 38'
    >>> Said(1, Category.SEQUENCES, Speech.CALL, 4, Rank.KING).words()
    'Quart to the king'
    """

    seat: int
    category: Category
    speech: Speech
    value: int = 0
    rank: Rank | None = None
    pips: int = 0
    """A point's pips, said with its call (three-handed piquet); 0 where they are not said."""

    def words(self) -> str:
        """The words in English, as a player says them (the GUI translates its own)."""
        cat, speech = self.category, self.speech
        if speech is Speech.CALL:
            if cat is Category.POINT:
                making = f", making {self.pips}" if self.pips else ""
                return f"Point of {_NUMBERS[self.value]}{making}"
            if cat is Category.SEQUENCES:
                top = f" to the {_RANK_NAME[self.rank]}" if self.rank is not None else ""
                return _SEQUENCE_NAMES[self.value] + top
            assert self.rank is not None
            prefix = "Fourteen" if self.value == 4 else "Three"
            return f"{prefix} {_RANK_PLURAL[self.rank]}"
        if speech is Speech.NO_CALL:
            return {Category.POINT: "No point", Category.SEQUENCES: "No sequence",
                    Category.SETS: "No set"}[cat]
        if speech is Speech.GOOD:
            return "Good"
        if speech is Speech.ASK:
            return "Making?" if cat is Category.POINT else "How high?"
        if speech is Speech.TELL:
            if cat is Category.POINT:
                return f"Making {self.value}"
            assert self.rank is not None
            return f"To the {_RANK_NAME[self.rank]}"
        if speech is Speech.EQUAL:
            return "Equal"
        if self.value and cat is Category.POINT:
            return f"Not good: {self.value}"
        if self.rank is not None:
            return f"Not good: to the {_RANK_NAME[self.rank]}"
        return "Not good"


def said_for(seat: int, category: Category, call: tuple[int, ...], in_full: bool = False) -> Said:
    """The words of a call (or of a pass, for no combination), as every game words them: "Point of four",
    "Quart", "Three kings"; ``in_full``, with all the call is judged on ("Point of four, making 38", "Quart
    to the king"), where the words must say it (a call that must at least equal the best so far)."""
    if not call:
        return Said(seat, category, Speech.NO_CALL)
    first, second = call_strength(category, call)
    if category is Category.SETS:
        return Said(seat, category, Speech.CALL, first // 8, CARDS[first % 8].rank)
    if not in_full:
        return Said(seat, category, Speech.CALL, first)
    if category is Category.POINT:
        return Said(seat, category, Speech.CALL, first, pips=second)
    return Said(seat, category, Speech.CALL, first, CARDS[second].rank)


@quick_init
@dataclasses.dataclass(frozen=True, slots=True)
class CarteBlancheAnnounced:
    seat: int


@quick_init
@dataclasses.dataclass(frozen=True, slots=True)
class CarteBlancheShown:
    seat: int
    cards: tuple[Card, ...]


@quick_init
@dataclasses.dataclass(frozen=True, slots=True)
class Exchanged:
    """A seat put out ``count`` cards and took as many from the talon."""

    seat: int
    count: int


@quick_init
@dataclasses.dataclass(frozen=True, slots=True)
class TalonShown:
    """Cards left in the talon, turned up for both players (Law 36 or the house rule)."""

    cards: tuple[Card, ...]


@quick_init
@dataclasses.dataclass(frozen=True, slots=True)
class TalonDecision:
    """Younger chose whether to look at the cards he left (Law 36)."""

    look: bool


@quick_init
@dataclasses.dataclass(frozen=True, slots=True)
class Scored:
    """``seat`` reckons ``points`` for ``item``; ``cards`` are the combinations shown."""

    seat: int
    item: ScoreItem
    points: int
    cards: tuple[tuple[Card, ...], ...] = ()
    total: int = 0
    """The seat's score in this deal after this item (not multiplied)."""


@quick_init
@dataclasses.dataclass(frozen=True, slots=True)
class CardPlayed:
    seat: int
    card: Card
    trick: int
    """1 to 12."""


@quick_init
@dataclasses.dataclass(frozen=True, slots=True)
class TrickWon:
    seat: int
    trick: int
    cards: tuple[Card, ...]
    """The trick's cards in the order played, the leader's first (two, three or four)."""


@quick_init
@dataclasses.dataclass(frozen=True, slots=True)
class Bidden:
    """A call in auction piquet's auction (``P``, ``8-``, ``X`` …)."""

    seat: int
    call: str


@quick_init
@dataclasses.dataclass(frozen=True, slots=True)
class ContractScored:
    """Auction piquet: ``seat`` scores ``points`` for the contract, made or failed."""

    seat: int
    bid: str
    declarer: int
    doubled: int
    points: int
    total: int


@quick_init
@dataclasses.dataclass(frozen=True, slots=True)
class TargetReached:
    """The moment rule: ``seat`` reached the game's target and the deal stops here."""

    seat: int


@quick_init
@dataclasses.dataclass(frozen=True, slots=True)
class DealEnded:
    """A deal is over: what each side made in it and the totals after it, by side (a seat is a side of its own
    but in partnership piquet; in three-handed piquet a seat out of the deal made nothing)."""

    number: int
    scores: tuple[DealScore, ...]
    multiplier: int
    totals: tuple[int, ...]


@quick_init
@dataclasses.dataclass(frozen=True, slots=True)
class PartieEnded:
    """The partie is over: the side that won (None: drawn), what it gains, whether the loser was rubiconed;
    in three-handed piquet ``out``, the seats in the order they reached the target (the last pays each of the
    others a stake)."""

    winner: int | None
    points: int
    rubicon: bool
    out: tuple[int, ...] = ()


Event = (Said | CarteBlancheAnnounced | CarteBlancheShown | Exchanged | TalonShown | TalonDecision
         | Scored | CardPlayed | TrickWon | DealEnded | PartieEnded | Bidden | ContractScored | TargetReached)


def at_seats(event: Event, seats: Sequence[int]) -> Event:
    """``event`` of a deal whose seat ``s`` is the partie's seat ``seats[s]``, with the partie's seat numbers
    (three-handed piquet's two-handed deals, once a player is out).

    >>> at_seats(CardPlayed(1, Card.parse("AS"), 3), (0, 2))
    CardPlayed(seat=2, card=Card.parse('AS'), trick=3)
    """
    changes = {name: seats[getattr(event, name)] for name in ("seat", "declarer") if hasattr(event, name)}
    return dataclasses.replace(event, **changes) if changes else event


def seen_by(events: Iterable[Event], seat: int) -> list[Event]:
    """``events`` as ``seat`` may know them, in order: the one filter between what happened and what a seat is
    told.  Every event is public today (see the module's docstring), so each is told whole; an event that held
    something private would be cut here, for every table alike.

    >>> seen_by([TalonDecision(True), CardPlayed(1, Card.parse("AS"), 1)], 0) == [TalonDecision(True),
    ...                                                                         CardPlayed(1, Card.parse("AS"), 1)]
    True
    """
    return [event for event in events if _public(event, seat)]


def _public(event: Event, seat: int) -> bool:
    """Whether ``seat`` may know ``event``: every event of the engine is public."""
    return True
