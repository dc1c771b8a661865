"""The engine's exceptions: each carries one readable sentence.

A refusal quotes what it refuses (a name, an option, a card) through :func:`quoted`, which keeps at most
:data:`QUOTE_LIMIT` characters of it, and a :class:`RecordError` is always one line of at most
:data:`MESSAGE_LIMIT` characters, whatever the file held.

>>> quoted("whist"), quoted("x" * 1_000_000) == repr("x" * (QUOTE_LIMIT - 1) + "…"), quoted([1, "a"])
("'whist'", True, '[1, "a"]')
>>> len(str(RecordError("deal 1: " + "y" * 10_000 + "\\n2nd line"))) <= MESSAGE_LIMIT
True
"""

from __future__ import annotations

import json

QUOTE_LIMIT = 40
"""The most characters of a value taken from a file that a message repeats."""
MESSAGE_LIMIT = 240
"""The longest a record's refusal may be (it is one line)."""


def clipped(text: str, limit: int = QUOTE_LIMIT) -> str:
    """``text`` as a message may repeat it: its first ``limit`` characters at most, an ellipsis for the rest."""
    return text if len(text) <= limit else text[:limit - 1] + "…"


def quoted(value: object, limit: int = QUOTE_LIMIT) -> str:
    """A value taken from a file, as a refusal quotes it, at most about ``limit`` characters: a string in
    quotes (as Python writes it), a number as written, a list or an object in JSON."""
    if isinstance(value, str):
        return repr(clipped(value, limit))
    if isinstance(value, bool) or value is None or isinstance(value, (int, float)):
        try:
            return clipped(repr(value), limit)
        except ValueError:  # an integer too long to be written out
            return "a very long number"
    try:
        return clipped(json.dumps(value, ensure_ascii=False, default=lambda other: type(other).__name__), limit)
    except (ValueError, TypeError, RecursionError):
        return "a list" if isinstance(value, (list, tuple)) else "an object"


class PiquetError(ValueError):
    """Base of the engine's errors."""


class IllegalActionError(PiquetError):
    """An action that the rules do not allow now, e.g. a revoke or a false call."""


class RecordError(PiquetError):
    """A game record that is malformed or breaks the rules; the message says where and what, in one line of at
    most :data:`MESSAGE_LIMIT` characters (whatever it quotes of the file)."""

    def __init__(self, message: object = "") -> None:
        text = str(message)
        line = " ".join(text[:2 * MESSAGE_LIMIT].split()) + ("…" if len(text) > 2 * MESSAGE_LIMIT else "")
        super().__init__(clipped(line, MESSAGE_LIMIT))
