"""Every game's record behind one door: the reader is found from the record's ``game``.

Two-handed games (Rubicon, its formats, au cent, auction) are read by :mod:`.record`; the three- and
four-handed games by readers of their own.  ``replay``, ``analyse``, the table's Open and the autosave all come
here, so that a record one of them refuses is refused by all, in the same words.

>>> game_of({"game": "normand"}), game_of({"format": "piquet-record"})
('normand', 'rubicon')
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any

from .any_partie import AnyPartie
from .games import find_game
from .two_handed import record
from .two_handed.rubicon import NAME as RUBICON  # a record that names no game is Rubicon piquet's


def game_of(data: Any) -> str:
    """The record's game name (``rubicon`` when it names none)."""
    name = data.get("game", RUBICON) if isinstance(data, dict) else RUBICON
    return name if isinstance(name, str) else RUBICON


def _reader(game: str) -> ModuleType:
    """The module that reads and writes the records of ``game`` (its declaration's ``records``); a name no game
    has is the two-handed reader's to refuse, as records name their games."""
    try:
        module = find_game(game).records
    except ValueError:
        return record
    return importlib.import_module(f"{__package__}.{module}")


def replay(data: Any) -> AnyPartie:
    """Rebuild the partie of a parsed record of any game, every part of the record checked (its ``seats``
    too); RecordError says where and what, in one line."""
    partie: AnyPartie = _reader(game_of(data)).replay(data)
    record.seats_of(data)
    return partie


def summary(partie: AnyPartie) -> dict[str, Any]:
    """What ``replay`` prints for the partie."""
    out: dict[str, Any] = _reader(partie.name).summary(partie)
    return out


def to_record(partie: AnyPartie) -> dict[str, Any]:
    out: dict[str, Any] = _reader(partie.name).to_record(partie)
    return out


def read(path: str) -> Any:
    """The parsed record at ``path`` (RecordError if it cannot be read or is not JSON)."""
    return record._parse(record._read(path))


def load_summary(path: str) -> dict[str, Any]:
    """What ``python -m piquet_gui replay PATH`` prints."""
    return summary(replay(read(path)))
