"""The parts the wire codec is made of: a *kind* turns one sort of value into JSON-able data and back, and
checks, on the way back, that the data has the shape and the value ranges it should.

Each kind encodes with ``encode(value)`` and decodes with ``decode(data, path)``, where ``path`` says where
the data sits ("view.hand[3]") for the one-line :class:`CodecError` that bad data raises.  A value class is a
:class:`Record` (its fields by name, each of its own kind, under a tag: ``{"$": "Card", ...}``); a field that
may hold one of several classes is a :class:`OneOf`.  Nothing here builds anything but the classes a kind
names: no pickle, no eval, no class looked up by a name the data gives.

>>> kind = Seq(Int(0, 9), max_len=3)
>>> kind.encode((1, 2)), kind.decode([1, 2], "x")
([1, 2], (1, 2))
>>> kind.decode([1, 12], "x")
Traceback (most recent call last):
...
piquet_gui.network.wire.CodecError: x[1]: not an integer from 0 to 9: 12
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable, Mapping
from typing import Any, TypeAlias

from ..model.cards import CARDS, Card, cards_of
from ..model.errors import MESSAGE_LIMIT, clipped, quoted

Json: TypeAlias = "None | bool | int | str | list[Json] | dict[str, Json]"
"""What the codec makes and reads: the values the standard ``json`` module writes and parses (no floats)."""

TAG = "$"
"""The key of a value's tag in its JSON object."""

_BY_TEXT: dict[str, Card] = {str(card): card for card in CARDS}


class CodecError(ValueError):
    """Data that is not a value the codec knows: one line of at most 240 characters saying where and what."""

    def __init__(self, where: str, what: str) -> None:
        text = f"{where}: {what}" if where else what
        line = " ".join(text[:2 * MESSAGE_LIMIT].split())
        super().__init__(clipped(line, MESSAGE_LIMIT))


class Kind:
    """One sort of value on the wire."""

    def encode(self, value: Any) -> Json:
        raise NotImplementedError

    def decode(self, data: object, path: str) -> Any:
        raise NotImplementedError


def unencodable(value: object, wanted: str) -> CodecError:
    return CodecError("encode", f"not {wanted}: {type(value).__name__} {quoted(repr(value))}")


class Int(Kind):
    """An integer from ``low`` to ``high`` (never a bool)."""

    def __init__(self, low: int, high: int) -> None:
        self.low, self.high = low, high

    def encode(self, value: Any) -> Json:
        if type(value) is not int:
            raise unencodable(value, "an integer")
        return value

    def decode(self, data: object, path: str) -> Any:
        if type(data) is not int or not self.low <= data <= self.high:
            raise CodecError(path, f"not an integer from {self.low} to {self.high}: {quoted(data)}")
        return data


class Bool(Kind):
    def encode(self, value: Any) -> Json:
        if type(value) is not bool:
            raise unencodable(value, "true or false")
        return value

    def decode(self, data: object, path: str) -> Any:
        if type(data) is not bool:
            raise CodecError(path, f"not true or false: {quoted(data)}")
        return data


class Str(Kind):
    """A string of at most ``max_len`` characters, one of ``choices`` if given."""

    def __init__(self, max_len: int = 200, choices: Iterable[str] | None = None) -> None:
        self.max_len = max_len
        self.choices = None if choices is None else frozenset(choices)

    def encode(self, value: Any) -> Json:
        if type(value) is not str:
            raise unencodable(value, "a string")
        return value

    def decode(self, data: object, path: str) -> Any:
        if type(data) is not str or len(data) > self.max_len:
            raise CodecError(path, f"not a string of at most {self.max_len} characters: {quoted(data)}")
        if self.choices is not None and data not in self.choices:
            raise CodecError(path, f"not one of the known words: {quoted(data)}")
        return data


class Optional(Kind):
    """None (JSON null) or a value of ``kind``."""

    def __init__(self, kind: Kind) -> None:
        self.kind = kind

    def encode(self, value: Any) -> Json:
        return None if value is None else self.kind.encode(value)

    def decode(self, data: object, path: str) -> Any:
        return None if data is None else self.kind.decode(data, path)


def _array(data: object, path: str, max_len: int) -> list[Any]:
    if type(data) is not list:
        raise CodecError(path, f"not an array: {quoted(data)}")
    if len(data) > max_len:
        raise CodecError(path, f"more than {max_len} items: {len(data)}")
    return data


class Seq(Kind):
    """A tuple of values of ``kind`` (a JSON array), at most ``max_len`` of them."""

    def __init__(self, kind: Kind, max_len: int = 64) -> None:
        self.kind, self.max_len = kind, max_len

    def encode(self, value: Any) -> Json:
        if not isinstance(value, tuple):
            raise unencodable(value, "a tuple")
        encode = self.kind.encode
        return [encode(item) for item in value]

    def decode(self, data: object, path: str) -> Any:
        decode = self.kind.decode
        return tuple(decode(item, f"{path}[{i}]") for i, item in enumerate(_array(data, path, self.max_len)))


class Fixed(Kind):
    """A tuple of exactly one value of each of ``kinds``, in order (a pair, say)."""

    def __init__(self, *kinds: Kind) -> None:
        self.kinds = kinds

    def encode(self, value: Any) -> Json:
        if not isinstance(value, tuple) or len(value) != len(self.kinds):
            raise unencodable(value, f"a tuple of {len(self.kinds)}")
        return [kind.encode(item) for kind, item in zip(self.kinds, value)]

    def decode(self, data: object, path: str) -> Any:
        items = _array(data, path, len(self.kinds))
        if len(items) != len(self.kinds):
            raise CodecError(path, f"not {len(self.kinds)} items: {len(items)}")
        return tuple(kind.decode(item, f"{path}[{i}]") for i, (kind, item) in enumerate(zip(self.kinds, items)))


class CardKind(Kind):
    """A card as its two-character text, ``"QH"``."""

    def encode(self, value: Any) -> Json:
        if not isinstance(value, Card):
            raise unencodable(value, "a card")
        return str(value)

    def decode(self, data: object, path: str) -> Any:
        card = _BY_TEXT.get(data) if type(data) is str else None
        if card is None:
            raise CodecError(path, f"not a card: {quoted(data)}")
        return card


class Mask(Kind):
    """A set of cards kept as a bit mask (an action's cards): the array of their texts, in display order."""

    def encode(self, value: Any) -> Json:
        if type(value) is not int or not 0 <= value < 1 << 32:
            raise unencodable(value, "a mask of cards")
        return [str(card) for card in cards_of(value)]

    def decode(self, data: object, path: str) -> Any:
        mask = 0
        for i, item in enumerate(_array(data, path, 32)):
            card = _BY_TEXT.get(item) if type(item) is str else None
            if card is None:
                raise CodecError(f"{path}[{i}]", f"not a card: {quoted(item)}")
            if mask & card.bit:
                raise CodecError(f"{path}[{i}]", f"a card twice: {quoted(item)}")
            mask |= card.bit
        return mask


class Enum(Kind):
    """A member of an enumeration as its word (``names``: member -> word; by default its value)."""

    def __init__(self, cls: type[enum.Enum], names: Mapping[Any, str] | None = None) -> None:
        self.cls = cls
        self.words: dict[Any, str] = dict(names) if names is not None else {m: m.value for m in cls}
        self.members = {word: member for member, word in self.words.items()}

    def encode(self, value: Any) -> Json:
        word = self.words.get(value) if type(value) is self.cls else None
        if word is None:
            raise unencodable(value, f"a {self.cls.__name__}")
        return word

    def decode(self, data: object, path: str) -> Any:
        member = self.members.get(data) if type(data) is str else None
        if member is None:
            raise CodecError(path, f"not a {self.cls.__name__}: {quoted(data)}")
        return member


class Record(Kind):
    """A value class: a JSON object with its ``tag`` and every one of ``fields`` (no other key), each of its
    own kind; made again by calling ``cls`` with the fields by name, then ``check`` (which returns what is
    wrong, or None)."""

    def __init__(self, cls: type, tag: str, fields: Mapping[str, Kind],
                 check: Callable[[Any], str | None] | None = None) -> None:
        self.cls, self.tag, self.fields, self.check = cls, tag, dict(fields), check
        self.keys = frozenset(self.fields) | {TAG}

    def encode(self, value: Any) -> Json:
        if type(value) is not self.cls:
            raise unencodable(value, f"a {self.tag}")
        out: dict[str, Json] = {TAG: self.tag}
        for name, kind in self.fields.items():
            out[name] = kind.encode(getattr(value, name))
        return out

    def decode(self, data: object, path: str) -> Any:
        if type(data) is not dict:
            raise CodecError(path, f"not an object: {quoted(data)}")
        if data.get(TAG) != self.tag:
            raise CodecError(path, f"not a {self.tag}: tag {quoted(data.get(TAG))}")
        return self.fields_of(data, path)

    def fields_of(self, data: dict[str, Any], path: str) -> Any:
        """The value of ``data``, whose tag is this record's."""
        if data.keys() != self.keys:
            missing = sorted(self.keys - data.keys())
            extra = sorted(str(key) for key in data.keys() - self.keys)
            what = f"missing {', '.join(missing)}" if missing else f"unknown {', '.join(extra)}"
            raise CodecError(path, f"{self.tag} fields: {what}")
        values = {name: kind.decode(data[name], f"{path}.{name}") for name, kind in self.fields.items()}
        try:
            value = self.cls(**values)
        except (TypeError, ValueError) as error:
            raise CodecError(path, f"not a {self.tag}: {error}") from None
        wrong = self.check(value) if self.check is not None else None
        if wrong is not None:
            raise CodecError(path, wrong)
        return value


class OneOf(Kind):
    """A value of any one of ``records``, told apart by its tag (``name``: what they are, "an action")."""

    def __init__(self, name: str, records: Iterable[Record]) -> None:
        self.name = name
        self.by_class: dict[type, Record] = {}
        self.by_tag: dict[str, Record] = {}
        for record in records:
            self.by_class[record.cls] = record
            self.by_tag[record.tag] = record

    def encode(self, value: Any) -> Json:
        record = self.by_class.get(type(value))
        if record is None:
            raise unencodable(value, self.name)
        return record.encode(value)

    def decode(self, data: object, path: str) -> Any:
        if type(data) is not dict:
            raise CodecError(path, f"not an object: {quoted(data)}")
        tag = data.get(TAG)
        record = self.by_tag.get(tag) if type(tag) is str else None
        if record is None:
            raise CodecError(path, f"not {self.name}: tag {quoted(tag)}")
        return record.fields_of(data, path)
