"""The wire codec: every value a seat window hands out (``model.seat_window``) as JSON, and back, exactly.

A seat's view (``SeatView``, of every game, with its rules), the events it may know, its legal actions, a
refusal, the score sheet: each turns into JSON-able data with :func:`encode` and back with :func:`decode`;
:func:`dumps` and :func:`loads` do the same to and from text, in an envelope that names the codec's version
(``{"v": 1, "value": ...}``).  Equal values give identical text (sorted keys, no spaces), so that what a host
sends a seat is the same bytes for two deals that differ only in cards that seat cannot see.

The codec knows a fixed list of value classes (:data:`WHITELIST`), each written as a JSON object with its tag
under ``"$"`` and every one of its fields by name; a card is its two-character text (``"QH"``), a set of
cards kept as a mask (a discard, a call's combination) the array of their texts; an enumeration is its
word.  Where a field's type is known, a JSON array is a tuple; where it is not (the value as a whole, a
record's entries, the legal actions), an array is a list and a tuple is ``{"$": "tuple", "items": [...]}``.
The legal actions at an exchange may be the lazy sequence of every discard (``DiscardChoices``): it is
written as what defines it (the hand and the sizes), not as its hundreds of discards.

Data that is not such a value raises one :class:`CodecError` (a ``ValueError``), a line saying where and
what: malformed JSON, text over :data:`MAX_TEXT`, a wrong type, an unknown tag, a missing or extra field, a
value out of range (a seat beyond the seats).  Nothing is made but the classes of the whitelist: no pickle,
no eval.  Whether the value makes sense (a card twice in a hand) is the model's business.

>>> from piquet_gui.model import Card, Play
>>> dumps([Play(Card.parse("QH"))])
'{"v":1,"value":[{"$":"Play","card":"QH"}]}'
>>> loads('{"v":1,"value":[{"$":"Play","card":"QH"}]}') == [Play(Card.parse("QH"))]
True
>>> loads('{"v":1,"value":{"$":"Play","card":"ZZ"}}')
Traceback (most recent call last):
...
piquet_gui.network.wire.CodecError: value.card: not a card: 'ZZ'
"""

from __future__ import annotations

import dataclasses
import json
from typing import Any

from ..model import actions, events
from ..model.cards import Card, Rank, Suit
from ..model.combinations import Category
from ..model.discards import DiscardChoices
from ..model.errors import quoted
from ..model.normand.deal import NormandRules
from ..model.partnership.deal import PartnershipRules
from ..model.score_sheet import sheet
from ..model.scoring import DealScore, ScoreItem
from ..model.seat_window import Refusal, RefusalKind
from ..model.tricks import Phase
from ..model.two_handed.bidding import BIDS, CALLS, Contract
from ..model.two_handed.deal_state import Step
from ..model.two_handed.rules import Rules
from ..model.view import PartieContext, SeatView, Trick
from .wire import (TAG, Bool, CardKind, CodecError, Enum, Fixed, Int, Json, Kind, Mask, OneOf, Optional, Record,
                   Seq, Str, unencodable)

__all__ = ["CODEC_VERSION", "MAX_TEXT", "WHITELIST", "CodecError", "decode", "dumps", "encode", "loads"]

CODEC_VERSION = 1
"""The version of the wire format; :func:`loads` refuses text of another."""
MAX_TEXT = 1024 * 1024
"""The longest text :func:`loads` reads (characters, or bytes), checked before it is parsed: a whole partie's
events for a seat, the largest value a seat window hands out, are about 4 KB a deal (113 KB for 27 deals of au
cent)."""
MAX_SEATS = 4
MAX_ITEMS = 16_384
"""The longest array of the value as a whole (a partie's events) or of a record's entries."""
MAX_DEPTH = 8
"""How deep lists, tuples and entries may nest inside one another where the type is not known."""

SEAT = Int(0, MAX_SEATS - 1)
SEATS = Seq(SEAT, MAX_SEATS)
COUNT = Int(0, 1_000_000)
POINTS = Int(-1_000_000, 1_000_000)
CARD = CardKind()
CARDS = Seq(CARD, 32)
MASK = Mask()
NAME = Str(200)


def _record(cls: type, **fields: Kind) -> Record:
    return Record(cls, cls.__name__, fields)


def _rules(cls: type) -> Record:
    """A rules object: every field, a bool, an int or a word as its default is (the class checks its options)."""
    kinds: dict[str, Kind] = {}
    for field in dataclasses.fields(cls):
        default = field.default
        kinds[field.name] = (Bool() if type(default) is bool else Int(0, 10_000) if type(default) is int
                             else Str(40))
    return _record(cls, **kinds)


# --- the value classes ------------------------------------------------------------------------------------

PHASE, CATEGORY = Enum(Phase), Enum(Category)
RANK = Enum(Rank, {rank: rank.letter for rank in Rank})
SUIT = Enum(Suit, {suit: suit.letter for suit in Suit})

SAID = _record(events.Said, seat=SEAT, category=CATEGORY, speech=Enum(events.Speech), value=Int(0, 200),
               rank=Optional(RANK), pips=Int(0, 200))
DEAL_SCORE = _record(DealScore, **{field.name: POINTS for field in dataclasses.fields(DealScore)})
DEAL_SCORES = Seq(DEAL_SCORE, MAX_SEATS)

ACTIONS = (
    _record(actions.CarteBlanche, announce=Bool()),
    _record(actions.Discard, mask=MASK),
    _record(actions.Call, category=CATEGORY, combos=Seq(MASK, 8)),
    _record(actions.Reply, category=CATEGORY, kind=Enum(actions.ReplyKind), combos=Seq(MASK, 8)),
    _record(actions.LookAtTalon, look=Bool()),
    _record(actions.Play, card=CARD),
    _record(actions.Bid, call=Str(4, CALLS)),
)
ACTION = OneOf("an action", ACTIONS)

EVENTS = (
    SAID,
    _record(events.CarteBlancheAnnounced, seat=SEAT),
    _record(events.CarteBlancheShown, seat=SEAT, cards=CARDS),
    _record(events.Exchanged, seat=SEAT, count=Int(0, 32)),
    _record(events.TalonShown, cards=CARDS),
    _record(events.TalonDecision, look=Bool()),
    _record(events.Scored, seat=SEAT, item=Enum(ScoreItem), points=POINTS, cards=Seq(CARDS, 8), total=POINTS),
    _record(events.CardPlayed, seat=SEAT, card=CARD, trick=Int(1, 32)),
    _record(events.TrickWon, seat=SEAT, trick=Int(1, 32), cards=Seq(CARD, MAX_SEATS)),
    _record(events.DealEnded, number=COUNT, scores=DEAL_SCORES, multiplier=COUNT, totals=Seq(POINTS, MAX_SEATS)),
    _record(events.PartieEnded, winner=Optional(SEAT), points=POINTS, rubicon=Bool(), out=SEATS),
    _record(events.Bidden, seat=SEAT, call=Str(4, CALLS)),
    _record(events.ContractScored, seat=SEAT, bid=Str(4, BIDS), declarer=SEAT, doubled=Int(1, 4), points=POINTS,
            total=POINTS),
    _record(events.TargetReached, seat=SEAT),
)
EVENT = OneOf("an event", EVENTS)

RULES = (_rules(Rules), _rules(NormandRules), _rules(PartnershipRules))
CONTRACT = _record(Contract, tricks=Int(0, 12), minus=Bool(), declarer=SEAT, doubled=Int(1, 4))
TRICK = _record(Trick, leader=SEAT, cards=Seq(CARD, MAX_SEATS), winner=SEAT)
PARTIE_CONTEXT = _record(PartieContext, totals=Seq(POINTS, MAX_SEATS), multiplier=COUNT,
                         deals_left=Optional(COUNT), target=Optional(COUNT), race=Bool())
DISCARD_CHOICES = _record(DiscardChoices, hand=MASK, low=Int(0, 12), high=Int(0, 12))


class Choices(Kind):
    """A seat's legal actions: a list of actions (a JSON array), a tuple of them (``{"$": "tuple", ...}``),
    or the lazy sequence of every discard (what defines it)."""

    def encode(self, value: Any) -> Json:
        if type(value) is DiscardChoices:
            return DISCARD_CHOICES.encode(value)
        if type(value) is list:
            return [ACTION.encode(action) for action in value]
        if type(value) is tuple:
            return {TAG: "tuple", "items": [ACTION.encode(action) for action in value]}
        raise unencodable(value, "a sequence of actions")

    def decode(self, data: object, path: str) -> Any:
        if type(data) is list:
            return list(_items(ACTION, data, path))
        if type(data) is dict and data.get(TAG) == "tuple":
            return tuple(_items(ACTION, _tuple_items(data, path), f"{path}.items"))
        return DISCARD_CHOICES.decode(data, path)


def _items(kind: Kind, data: list[Any], path: str) -> list[Any]:
    if len(data) > MAX_ITEMS:
        raise CodecError(path, f"more than {MAX_ITEMS} items: {len(data)}")
    decode = kind.decode
    return [decode(item, f"{path}[{i}]") for i, item in enumerate(data)]


def _tuple_items(data: dict[str, Any], path: str) -> list[Any]:
    if data.keys() != {TAG, "items"}:
        raise CodecError(path, "tuple fields: only items")
    items = data["items"]
    if type(items) is not list:
        raise CodecError(f"{path}.items", f"not an array: {quoted(items)}")
    return items


def _seats_in_range(view: SeatView[Any]) -> str | None:
    """A view's seat numbers are seats of its partie (``sides`` has one entry a seat)."""
    count = len(view.sides)
    named = [view.seat, view.dealer, view.eldest, *view.seats, *view.carte_blanche, *view.out]
    if view.to_act is not None:
        named.append(view.to_act)
    beyond = [seat for seat in named if seat >= count]
    return f"seat {beyond[0]} beyond the {count} seats" if beyond else None


SEAT_VIEW = Record(SeatView, "SeatView", dict(
    seat=SEAT, seats=SEATS, sides=Seq(Int(0, MAX_SEATS - 1), MAX_SEATS), rules=OneOf("a rules object", RULES),
    dealer=SEAT, eldest=SEAT, phase=PHASE, to_act=Optional(SEAT), hand=CARDS, dealt=CARDS, discard=CARDS,
    drawn=CARDS, talon=Seq(Optional(CARD), 32), taken=Seq(Optional(Int(0, 32)), MAX_SEATS),
    shown=Seq(CARDS, MAX_SEATS), carte_blanche=SEATS, carte_blanche_shown=Seq(CARDS, MAX_SEATS),
    category=Optional(CATEGORY), said=Seq(SAID, 256), winners=Seq(Optional(SEAT), 8), tricks=Seq(TRICK, 32),
    trick=Seq(CARD, MAX_SEATS), tricks_won=Seq(Int(0, 32), MAX_SEATS), scores=DEAL_SCORES, legal_actions=Choices(),
    step=Optional(Enum(Step)), partie=Optional(PARTIE_CONTEXT), bids=Seq(Str(4, CALLS), 64),
    contract=Optional(CONTRACT), out=SEATS, unspoken=Bool(),
), check=_seats_in_range)

REFUSAL = _record(Refusal, kind=Enum(RefusalKind), suit=Optional(SUIT), words=Str(500))

COLUMN_NUMBER = Int(0, MAX_SEATS - 1)
CONTRACT_ENTRY = _record(sheet.ContractEntry, declarer=COLUMN_NUMBER, tricks=Int(0, 12), minus=Bool(),
                         doubled=Int(1, 4), made=Optional(Bool()), scorer=Optional(COLUMN_NUMBER), points=POINTS)
ROW = _record(sheet.Row, number=COUNT, dealer=SEAT, points=Seq(Optional(POINTS), MAX_SEATS), multiplier=COUNT,
              totals=Seq(POINTS, MAX_SEATS), in_progress=Bool(), passed_out=Bool(), contract=Optional(CONTRACT_ENTRY),
              reached_target=Optional(COLUMN_NUMBER), shares=Optional(Seq(POINTS, MAX_SEATS)))
GAME_OUTCOME = _record(sheet.GameOutcome, winner=COLUMN_NUMBER, totals=Seq(POINTS, MAX_SEATS), points=POINTS,
                       double=Bool(), games_won=Seq(COUNT, MAX_SEATS))
SHEET_GAME = _record(sheet.SheetGame, number=COUNT, rows=Seq(ROW, 4096), outcome=Optional(GAME_OUTCOME))
LINE = _record(sheet.Line, kind=Enum(sheet.LineKind), points=POINTS)
_SETTLED = dict(winner=Optional(COLUMN_NUMBER), points=POINTS, payments=Seq(POINTS, MAX_SEATS))
GAME_TERMS = Seq(Fixed(POINTS, POINTS), 4096)
SETTLEMENTS = (
    _record(sheet.Settlement, **_SETTLED),
    _record(sheet.RubiconSettlement, **_SETTLED, winner_total=POINTS, loser_total=POINTS, line=POINTS,
            rubiconed=Bool()),
    _record(sheet.TargetSettlement, **_SETTLED, games=Seq(COUNT, 4096), game_terms=GAME_TERMS),
    _record(sheet.GamesSettlement, **_SETTLED, games_won=Seq(COUNT, MAX_SEATS), game_terms=GAME_TERMS),
    _record(sheet.StakesSettlement, **_SETTLED, out=SEATS, loser=SEAT, stake=POINTS),
)
COLUMN = _record(sheet.Column, side=COLUMN_NUMBER, seats=SEATS, players=Seq(NAME, MAX_SEATS))
SCORE_SHEET = _record(sheet.ScoreSheet, game=Str(40), columns=Seq(COLUMN, MAX_SEATS), games=Seq(SHEET_GAME, 4096), lines=Seq(LINE, 8),
                      settlement=Optional(OneOf("a settlement", SETTLEMENTS)), out=SEATS, to_come=Seq(COUNT, 4096),
                      games_to_win=COUNT)

WHITELIST: tuple[Record, ...] = (
    *ACTIONS, *EVENTS, *RULES, DEAL_SCORE, CONTRACT, TRICK, PARTIE_CONTEXT, DISCARD_CHOICES, SEAT_VIEW, REFUSAL,
    COLUMN, CONTRACT_ENTRY, ROW, GAME_OUTCOME, SHEET_GAME, LINE, *SETTLEMENTS, SCORE_SHEET,
)
"""Every value class the codec makes, each under its tag (its class's name)."""
_BY_CLASS = {record.cls: record for record in WHITELIST}
_BY_TAG = {record.tag: record for record in WHITELIST}
_ROOTS = {"SeatView": "view", "ScoreSheet": "sheet", "Refusal": "refusal"}
"""What a message calls a value as a whole, by its tag (else "value")."""


class Anything(Kind):
    """Any value of the whitelist, None, a bool, an integer, a string, a card (``{"$": "Card", "card": "QH"}``),
    and lists (JSON arrays), tuples (``{"$": "tuple", "items": [...]}``) and string-keyed entries
    (``{"$": "dict", "items": {...}}``) of those, at most :data:`MAX_DEPTH` deep."""

    def __init__(self, depth: int = 0) -> None:
        self.depth = depth
        self._inner: Anything | None = None

    @property
    def inner(self) -> Anything:
        if self._inner is None:
            self._inner = Anything(self.depth + 1)
        return self._inner

    def encode(self, value: Any) -> Json:
        kind = type(value)
        record = _BY_CLASS.get(kind)
        if record is not None:
            return record.encode(value)
        if value is None or kind in (bool, str, int):
            return value  # type: ignore[no-any-return]
        if kind is Card:
            return {TAG: "Card", "card": str(value)}
        if kind in (list, tuple, dict) and self.depth >= MAX_DEPTH:
            raise CodecError("encode", f"nested more than {MAX_DEPTH} deep")
        if kind is list:
            return [self.inner.encode(item) for item in value]
        if kind is tuple:
            return {TAG: "tuple", "items": [self.inner.encode(item) for item in value]}
        if kind is dict and all(type(key) is str for key in value):
            return {TAG: "dict", "items": {key: self.inner.encode(item) for key, item in value.items()}}
        raise unencodable(value, "a value of the wire")

    def decode(self, data: object, path: str) -> Any:
        if data is None or type(data) in (bool, int):
            return data
        if type(data) is str:
            return Str(1000).decode(data, path)
        if self.depth >= MAX_DEPTH:
            raise CodecError(path, f"nested more than {MAX_DEPTH} deep")
        if type(data) is list:
            return _items(self.inner, data, path)
        if type(data) is not dict:
            raise CodecError(path, f"not a value of the wire: {quoted(data)}")
        tag = data.get(TAG)
        record = _BY_TAG.get(tag) if type(tag) is str else None
        if record is not None:
            return record.fields_of(data, path)
        if tag == "tuple":
            return tuple(_items(self.inner, _tuple_items(data, path), f"{path}.items"))
        if tag == "Card" and data.keys() == {TAG, "card"}:
            return CARD.decode(data["card"], f"{path}.card")
        if tag == "dict" and data.keys() == {TAG, "items"} and type(data["items"]) is dict:
            items = data["items"]
            if len(items) > MAX_ITEMS:
                raise CodecError(path, f"more than {MAX_ITEMS} entries: {len(items)}")
            inner = self.inner
            return {key: inner.decode(item, f"{path}.items.{key}") for key, item in items.items()}
        raise CodecError(path, f"unknown tag or fields: {quoted(tag)}")


_ANYTHING = Anything()


def encode(value: Any) -> Json:
    """``value`` as JSON-able data; CodecError if it is not a value of the wire (see the module's docstring)."""
    return _ANYTHING.encode(value)


def decode(data: object) -> Any:
    """The value that ``data`` (as :func:`encode` makes it) stands for; CodecError if it stands for none."""
    tag = data.get(TAG) if type(data) is dict else None
    root = _ROOTS.get(tag, "value") if type(tag) is str else "value"
    try:
        return _ANYTHING.decode(data, root)
    except RecursionError:
        raise CodecError(root, "nested too deep") from None


def dumps(value: Any) -> str:
    """``value`` as compact JSON text in the codec's envelope; equal values give identical text."""
    return json.dumps({"v": CODEC_VERSION, "value": encode(value)}, sort_keys=True, separators=(",", ":"))


def loads(text: str | bytes) -> Any:
    """The value of text made by :func:`dumps`; CodecError if it is not such text (too long, not JSON, another
    version of the codec, not a value of the wire)."""
    if not isinstance(text, (str, bytes)):
        raise CodecError("text", f"not text: {type(text).__name__}")
    if len(text) > MAX_TEXT:
        raise CodecError("text", f"longer than {MAX_TEXT} characters: {len(text)}")
    try:
        data = json.loads(text, parse_constant=_no_constant, parse_float=_no_float, object_pairs_hook=_no_twice)
    except CodecError:
        raise
    except (ValueError, RecursionError) as error:  # JSONDecodeError, bad UTF-8, a number too long
        raise CodecError("text", f"not JSON: {error}") from None
    if type(data) is not dict or data.keys() != {"v", "value"}:
        raise CodecError("text", "not a message of the codec (an object of v and value)")
    version = data["v"]
    if version != CODEC_VERSION or type(version) is not int:
        raise CodecError("text", f"codec version {quoted(version)}: this program reads version {CODEC_VERSION}")
    return decode(data["value"])


def _no_constant(name: str) -> Any:
    raise CodecError("text", f"not JSON: {name}")


def _no_float(text: str) -> Any:
    raise CodecError("text", f"not an integer: {quoted(text)}")


def _no_twice(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out = dict(pairs)
    if len(out) != len(pairs):
        raise CodecError("text", "a key twice in one object")
    return out
