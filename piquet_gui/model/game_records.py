"""Every game's record behind one door: the reader is found from the record's ``game``.

Two-handed games (Rubicon, its formats, au cent, auction) are read by :mod:`.record`; the three- and
four-handed games by readers of their own.  ``replay`` and the table's Open both come here.

>>> game_of({"game": "normand"}), game_of({"format": "piquet-record"}), seat_count("partnership")
('normand', 'rubicon', 4)
"""

from __future__ import annotations

from typing import Any

from . import normand_record, partnership_record, record
from .normand_partie import NormandPartie
from .partie import Partie
from .partnership_partie import PartnershipPartie

AnyPartie = Partie | NormandPartie | PartnershipPartie

_SEATS = {normand_record.GAME: 3, partnership_record.GAME: 4}


def game_of(data: Any) -> str:
    """The record's game name (``rubicon`` when it names none)."""
    name = data.get("game", "rubicon") if isinstance(data, dict) else "rubicon"
    return name if isinstance(name, str) else "rubicon"


def seat_count(game: str) -> int:
    """How many play the game: 2, or 3 (normand), or 4 (partnership)."""
    return _SEATS.get(game, 2)


def replay(data: Any) -> AnyPartie:
    """Rebuild the partie of a parsed record of any game; RecordError says where and what."""
    game = game_of(data)
    if game == normand_record.GAME:
        return normand_record.replay(data)
    if game == partnership_record.GAME:
        return partnership_record.replay(data)
    return record.replay(data)


def summary(partie: AnyPartie) -> dict[str, Any]:
    """What ``replay`` prints for the partie."""
    if isinstance(partie, NormandPartie):
        return normand_record.summary(partie)
    if isinstance(partie, PartnershipPartie):
        return partnership_record.summary(partie)
    return record.summary(partie)


def to_record(partie: AnyPartie) -> dict[str, Any]:
    if isinstance(partie, NormandPartie):
        return normand_record.to_record(partie)
    if isinstance(partie, PartnershipPartie):
        return partnership_record.to_record(partie)
    return record.to_record(partie)


def read(path: str) -> Any:
    """The parsed record at ``path`` (RecordError if it cannot be read or is not JSON)."""
    return record._parse(record._read(path))


def load_summary(path: str) -> dict[str, Any]:
    """What ``python -m piquet_gui replay PATH`` prints."""
    return summary(replay(read(path)))
