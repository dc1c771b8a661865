"""Who plays and under which rules: what the new-game dialog decides and a save remembers."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Mapping
from typing import Any

from .model.cards import Card
from .model.two_handed.formats import PartieFormat
from .model.any_partie import AnyPartie
from .model.game_info import GameInfo
from .model.games import GAMES, new_game
from .model.two_handed.record import NAME_LIMIT as NAME_LIMIT  # (a name no longer than a record holds)
from .model.two_handed.rules import Rules
from .model.two_handed.rule_set import record_options


@dataclasses.dataclass(frozen=True)
class SeatSetup:
    """Who sits in a seat: a person, or the computer at some level."""

    name: str
    human: bool
    level: str = "beginner"

    @property
    def record_level(self) -> str | None:
        """What a game record's ``seats`` keeps of this seat: None for a person, else the level."""
        return None if self.human else self.level

    @classmethod
    def from_record(cls, name: str, level: str | None) -> SeatSetup:
        """The seat a record's ``seats`` entry describes (None: a person)."""
        return cls(name, True) if level is None else cls(name, False, level)


Seats = tuple[SeatSetup, ...]
"""Who sits in each seat, in the order of play: two, three or four of them."""


def record_seats(seats: Seats) -> tuple[str | None, ...]:
    """Who sits where, as a game record's ``seats`` keeps it."""
    return tuple(seat.record_level for seat in seats)


@dataclasses.dataclass(frozen=True)
class GameConfig:
    """What the new-game dialog decides: who sits where, who deals first, the game by its record name with its
    options (as a record names them), and the shuffle's seed.  :meth:`partie` makes it, through
    ``model.games.new_game`` like every other way of starting a game."""

    seats: Seats = (SeatSetup("You", True), SeatSetup("Computer", False))
    first_dealer: int = 0
    game: str = GAMES[0]
    options: Mapping[str, Any] = dataclasses.field(default_factory=dict)
    seed: int | None = None

    @classmethod
    def of(cls, seats: Seats, first_dealer: int, rules: Rules, partie_format: PartieFormat,
           seed: int | None = None) -> GameConfig:
        """The set-up of a two-handed game from its rules and partie format (as the new-game dialog has them)."""
        fields = partie_format.record_fields()
        name = fields.pop("game")
        return cls(seats, first_dealer, name, {**record_options(partie_format, rules), **fields}, seed)

    def partie(self) -> AnyPartie:
        """A new partie of this game, its players named after the seats; ValueError for a wrong set-up."""
        return new_game(self.game, dict(self.options), [seat.name for seat in self.seats], self.first_dealer,
                        self.seed)


# --- the games a new partie may be of ------------------------------------------------------------------

def seated_record(partie: AnyPartie, seats: Seats) -> dict[str, Any]:
    """The game record of ``partie`` (any game, ``model.game_records``) with who sits where (RECORD.md's
    ``seats``: a person, or the computer at its level)."""
    from .model.game_records import to_record

    record = dict(to_record(partie))
    record["seats"] = [{"kind": "human"} if level is None else {"kind": "computer", "level": level}
                       for level in record_seats(seats)]
    return record


def cut_for_first_deal(game: GameInfo, rng: random.Random) -> tuple[list[tuple[Card, ...]], int]:
    """The cut for the first deal of ``game``: every cut made (each a card per seat) and the seat that wins it:
    the lowest card deals (au cent, three and four hands), or the higher chooses who deals (Rubicon, the
    auction; RULES.md Law 4)."""
    if game.lowest_cut_deals:
        return cut_lowest(rng, game.seats)
    from .model.two_handed.partie import cut_for_deal

    cuts, winner = cut_for_deal(rng)
    return list(cuts), winner


@dataclasses.dataclass(frozen=True)
class OpenedRecord:
    """A game record read from a file: the partie it replays to, and who sat where in it (``None``: the record
    does not say; else a computer's level, or None for a person, a seat)."""

    partie: AnyPartie
    seat_levels: tuple[str | None, ...] | None

    @property
    def players(self) -> tuple[str, ...]:
        return tuple(self.partie.players)

    def is_finished(self) -> bool:
        """Over, or never dealt: a record to review rather than to play on."""
        return self.partie.is_over() or not self.partie.deals

    def seats(self) -> Seats | None:
        """Who sits where, as the record says (None if it does not)."""
        if self.seat_levels is None:
            return None
        return tuple(SeatSetup.from_record(player, level) for player, level in zip(self.players, self.seat_levels))


def open_record(path: str) -> OpenedRecord:
    """Read and replay the game record at ``path`` (RECORD.md, any game), with its seats; ``RecordError`` (one
    sentence) if it cannot be read, is not a record, or does not replay."""
    from .model import game_records
    from .model.two_handed.record import seats_of

    data = game_records.read(path)
    partie = game_records.replay(data)
    named = seats_of(data)
    return OpenedRecord(partie, None if named is None else tuple(named))


def cut_lowest(rng: random.Random, seats: int) -> tuple[list[tuple[Card, ...]], int]:
    """Three or four players cut for deal: each draws a card, and the lowest deals first (VARIANTS.md sections 3
    and 4); when the lowest rank is drawn twice, all cut again.  Returns every cut and the seat that deals.

    >>> cuts, dealer = cut_lowest(random.Random(1), 3)
    >>> len(cuts[-1]), min(cuts[-1], key=lambda card: card.rank) == cuts[-1][dealer]
    (3, True)
    """
    from .model.cards import CARDS

    cuts: list[tuple[Card, ...]] = []
    while True:
        drawn = tuple(rng.sample(CARDS, seats))
        cuts.append(drawn)
        lowest = min(card.rank for card in drawn)
        holders = [seat for seat, card in enumerate(drawn) if card.rank == lowest]
        if len(holders) == 1:
            return cuts, holders[0]


# --- the names a seat gets when nobody types one (kept in English, shown in the language in use) ---------

_PEOPLE = ("First player", "Second player", "Third player", "Fourth player")
_COMPUTERS = {2: ("Computer", "Computer"), 3: ("South", "East", "West"), 4: ("South", "East", "North", "West")}
DEFAULT_NAMES = frozenset({"You", "Computer", *_PEOPLE, "South", "East", "North", "West"})


def default_name(seat: int, seats: int, human: bool, people: int) -> str:
    """The name (kept in English) a seat gets when nobody types one.

    >>> default_name(0, 2, True, 1), default_name(1, 2, False, 1), default_name(2, 4, False, 1)
    ('You', 'Computer', 'North')
    >>> default_name(2, 3, True, 2)
    'Third player'
    """
    if human:
        return "You" if people == 1 else _PEOPLE[seat]
    return _COMPUTERS[seats][seat]


def computer_seats(game: str, level: str, demo: bool = False) -> Seats:
    """The seats of ``game`` for one person against the computer at ``level`` (``demo``: the computer in every
    seat), each with its default name: what ``--game`` and ``--demo`` start.

    >>> [seat.name for seat in computer_seats("partnership", "club")]
    ['You', 'East', 'North', 'West']
    >>> [seat.name for seat in computer_seats("rubicon", "club", demo=True)]
    ['West', 'East']
    """
    from .model.games import find_game

    count = find_game(game).seats
    if demo:
        names = ("West", "East") if count == 2 else _COMPUTERS[count]
        return tuple(SeatSetup(name, False, level) for name in names)
    return (SeatSetup("You", True),) + tuple(SeatSetup(default_name(seat, count, False, 1), False, level)
                                             for seat in range(1, count))
