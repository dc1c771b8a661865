"""The engine's exceptions: each carries one readable sentence."""

from __future__ import annotations


class PiquetError(ValueError):
    """Base of the engine's errors."""


class IllegalActionError(PiquetError):
    """An action that the rules do not allow now, e.g. a revoke or a false call."""


class RecordError(PiquetError):
    """A game record that is malformed or breaks the rules; the message says where and what."""
