"""The table protocol's messages (PROTOCOL.md): what a joining program may send, checked before anything is
done with it, and the host's messages built in one place.

A message from a joining program is read by :func:`read_from_player`: its size is checked before it is parsed,
then its envelope (``v``, ``type``), then the fields its type has, each of its type and size; an action is
decoded by the codec's whitelist.  Anything wrong raises :class:`ProtocolError` with one line saying what, and
nothing else happens: the host answers ``refused`` and the partie does not change.

>>> read_from_player('{"v": 1, "type": "hello", "name": "Anne"}')
Hello(name='Anne', token=None, password=None, seat=None)
>>> read_from_player('{"v": 2, "type": "hello", "name": "Anne"}')
Traceback (most recent call last):
...
piquet_gui.network.messages.ProtocolError: version 2 is not spoken here (this program speaks version 1)
"""

from __future__ import annotations

import dataclasses
import json
from typing import Any

from .codec import MAX_TEXT

VERSION = 1
"""The protocol's version: a program of another version is refused with the version it needs."""

MAX_MESSAGE = MAX_TEXT
"""The most a host's message may hold (bytes of UTF-8): a long partie's events are sent whole in a ``state``."""

MAX_FROM_PLAYER = 8 * 1024
"""The most a message from a joining program may hold: none of its messages needs more."""

NAME_LIMIT = 100
"""A player's name, as in the game record."""

REQUESTS = ("undo", "undo_trick", "hint", "finished", "state", "claim")
"""What a joining program may ask for besides acting."""


class ProtocolError(ValueError):
    """A message that breaks the protocol: one line saying what (at most 240 characters)."""

    def __init__(self, message: str, needs_version: int | None = None) -> None:
        super().__init__(message[:240])
        self.needs_version = needs_version


@dataclasses.dataclass(frozen=True)
class Hello:
    """The first message: who joins, and how (a token to rejoin a seat; a password; the seat wished)."""

    name: str
    token: str | None = None
    password: str | None = None
    seat: int | None = None


@dataclasses.dataclass(frozen=True)
class Act:
    """An action for the joining program's seat, with its sequence number (the answer names it)."""

    seq: int
    action: Any


@dataclasses.dataclass(frozen=True)
class Ask:
    """A request: undo (a move or the trick), a hint, the record of the finished deals, the whole state, a claim
    of the remaining tricks."""

    seq: int
    request: str


@dataclasses.dataclass(frozen=True)
class Consent:
    """A person's yes or no to another's request (an undo or a claim, with people on other computers)."""

    request: str
    yes: bool


@dataclasses.dataclass(frozen=True)
class Contribute:
    """The joining program's randomness for a deal's cards (the fair deal)."""

    deal: int
    randomness: bytes


@dataclasses.dataclass(frozen=True)
class Bye:
    """The joining program leaves (its seat waits for it, as for a lost connection)."""


FromPlayer = Hello | Act | Ask | Consent | Contribute | Bye

_FIELDS: dict[str, dict[str, tuple[type, ...]]] = {
    "hello": {"name": (str,), "token": (str, type(None)), "password": (str, type(None)), "seat": (int, type(None))},
    "act": {"seq": (int,), "action": (dict,)},
    "ask": {"seq": (int,), "request": (str,)},
    "consent": {"request": (str,), "yes": (bool,)},
    "contribute": {"deal": (int,), "randomness": (str,)},
    "bye": {},
}
_REQUIRED = {"hello": ("name",), "act": ("seq", "action"), "ask": ("seq", "request"), "consent": ("request", "yes"),
             "contribute": ("deal", "randomness"), "bye": ()}


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:39] + "…"


def read_from_player(text: str | bytes) -> FromPlayer:
    """The message a joining program sent, checked (see the module's docstring); ProtocolError if it is not one."""
    size = len(text.encode("utf-8") if isinstance(text, str) else text)
    if size > MAX_FROM_PLAYER:
        raise ProtocolError(f"a message of {size} bytes is too long (at most {MAX_FROM_PLAYER})")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise ProtocolError("not a JSON message") from None
    if not isinstance(data, dict):
        raise ProtocolError("a message is a JSON object")
    version = data.get("v")
    if version != VERSION:
        if type(version) is int:
            raise ProtocolError(f"version {version} is not spoken here (this program speaks version {VERSION})",
                                needs_version=VERSION)
        raise ProtocolError(f"the message has no version (this program speaks version {VERSION})",
                            needs_version=VERSION)
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in _FIELDS:
        raise ProtocolError(f"unknown message type {_shown(kind)}")
    fields = _FIELDS[kind]
    for key in data:
        if key not in ("v", "type") and key not in fields:
            raise ProtocolError(f"{kind}: unknown field {_shown(key)}")
    for key in _REQUIRED[kind]:
        if key not in data:
            raise ProtocolError(f"{kind}: {key} is missing")
    for key, kinds in fields.items():
        value = data.get(key)
        if key in data and (type(value) not in kinds):
            raise ProtocolError(f"{kind}: {key} cannot be {_shown(value)}")
    return _built(kind, data)


def _built(kind: str, data: dict[str, Any]) -> FromPlayer:
    if kind == "hello":
        name = data["name"].strip()
        if not name or len(name) > NAME_LIMIT:
            raise ProtocolError(f"hello: a name has 1 to {NAME_LIMIT} characters")
        seat = data.get("seat")
        if seat is not None and not 0 <= seat < 4:
            raise ProtocolError(f"hello: there is no seat {seat}")
        return Hello(name, data.get("token"), data.get("password"), seat)
    if kind == "act":
        from .codec import CodecError, decode

        try:
            action = decode(data["action"])
        except CodecError as error:
            raise ProtocolError(f"act: {error}") from None
        return Act(_seq(data), action)
    if kind == "ask":
        if data["request"] not in REQUESTS:
            raise ProtocolError(f"ask: unknown request {_shown(data['request'])}")
        return Ask(_seq(data), data["request"])
    if kind == "consent":
        return Consent(data["request"], data["yes"])
    if kind == "contribute":
        try:
            randomness = bytes.fromhex(data["randomness"])
        except ValueError:
            raise ProtocolError("contribute: randomness is 16 bytes in hexadecimal") from None
        if len(randomness) != 16:
            raise ProtocolError("contribute: randomness is 16 bytes in hexadecimal")
        return Contribute(data["deal"], randomness)
    return Bye()


def _seq(data: dict[str, Any]) -> int:
    seq = int(data["seq"])
    if not 0 <= seq < 2 ** 53:
        raise ProtocolError(f"{data['type']}: seq {seq} is out of range")
    return seq


def host_message(kind: str, **fields: Any) -> str:
    """A host's message as it goes on the wire: compact, keys sorted (equal messages, equal bytes); the values
    already encoded by the codec."""
    text = json.dumps({"v": VERSION, "type": kind, **fields}, separators=(",", ":"), sort_keys=True,
                      ensure_ascii=False)
    if len(text.encode("utf-8")) > MAX_MESSAGE:
        raise ProtocolError(f"{kind}: a message of more than {MAX_MESSAGE} bytes")
    return text
