"""The host's ``table.json``: the partie served, saved after every move so that a host killed and started
again offers it back (PROTOCOL.md, "Rejoining, and a host that restarts").

It holds the game and options, each seat (a person who joins or the computer at a level, the name, the
token), the record so far (``game_records.to_record``), the deal being drawn (its number, secret, commitment,
the contributions so far, dealer and seats playing: the deal in progress can be revealed and checked after a
restart) and the last deal revealed.  :func:`read_table` says what a data folder offers: an unfinished partie
to resume, or nothing (no file; a finished partie, kept as ``table-YYYYMMDD-HHMMSS.json``; a broken file, set
aside as ``table.damaged-…json`` with one line saying where and what).
"""

from __future__ import annotations

import dataclasses
import json
import os
import time
from pathlib import Path
from typing import Any

from ..model import game_records
from ..model.any_partie import AnyPartie
from ..model.games import new_game
from ..storage.files import move_aside, write_atomic

SAVE_FORMAT = "piquet-table"
SAVE_VERSION = 1
FILE_NAME = "table.json"


@dataclasses.dataclass
class Drawing:
    """A deal being drawn by the fair deal: committed to, perhaps dealt, not yet revealed."""

    number: int
    secret: bytes
    commitment: str
    contributions: dict[int, bytes]
    dealer: int
    playing: list[int]

    def to_json(self) -> dict[str, Any]:
        return {"number": self.number, "secret": self.secret.hex(), "commitment": self.commitment,
                "contributions": {str(seat): data.hex() for seat, data in sorted(self.contributions.items())},
                "dealer": self.dealer, "playing": list(self.playing)}

    @staticmethod
    def from_json(data: Any) -> Drawing:
        """KeyError, TypeError or ValueError if ``data`` is not one."""
        return Drawing(int(data["number"]), bytes.fromhex(data["secret"]), str(data["commitment"]),
                       {int(seat): bytes.fromhex(text) for seat, text in dict(data["contributions"]).items()},
                       int(data["dealer"]), [int(seat) for seat in data["playing"]])


@dataclasses.dataclass
class SavedSeat:
    joins: bool
    level: str
    name: str
    token: str | None


@dataclasses.dataclass
class SavedTable:
    """An unfinished partie read back from ``table.json``: everything a host needs to offer it again."""

    game: str
    options: dict[str, Any]
    seats: list[SavedSeat]
    partie: AnyPartie | None
    """None: the partie had not begun (some seats were still free)."""
    drawing: Drawing | None
    reveal: dict[str, Any] | None
    """The last ``reveal`` sent (its fields), sent again to a program that rejoins."""
    code: str | None = None
    """The table's code (kept, so that friends find the table again by it)."""


def document(game: str, options: dict[str, Any], seats: list[SavedSeat], partie: AnyPartie | None,
             drawing: Drawing | None, reveal: dict[str, Any] | None, code: str | None = None) -> dict[str, Any]:
    return {"format": SAVE_FORMAT, "version": SAVE_VERSION, "game": game, "options": options, "saved": time.time(),
            "code": code,
            "seats": [dataclasses.asdict(seat) for seat in seats],
            "record": None if partie is None else game_records.to_record(partie),
            "drawing": None if drawing is None else drawing.to_json(), "reveal": reveal}


def save(folder: Path, saved: dict[str, Any]) -> None:
    """Write ``saved`` (a :func:`document`) as ``folder/table.json``, atomically."""
    folder.mkdir(parents=True, exist_ok=True)
    write_atomic(folder / FILE_NAME, json.dumps(saved))


def parse(data: Any) -> tuple[SavedTable, bool]:
    """The table saved in ``data`` and whether its partie is over; ValueError with what is wrong."""
    try:
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise ValueError(f"it is not a {SAVE_FORMAT} file")
        if data.get("version") != SAVE_VERSION:
            raise ValueError(f"its version {data.get('version')!r} is not {SAVE_VERSION}")
        game, options = str(data["game"]), dict(data["options"])
        new_game(game, options)
        seats = [SavedSeat(bool(seat["joins"]), str(seat["level"]), str(seat["name"]),
                           None if seat["token"] is None else str(seat["token"])) for seat in data["seats"]]
        if len(seats) != new_game(game, options).seats:
            raise ValueError(f"it has {len(seats)} seats")
        partie = None if data["record"] is None else game_records.replay(data["record"])
        drawing = None if data.get("drawing") is None else Drawing.from_json(data["drawing"])
        reveal = data.get("reveal")
        if reveal is not None and not isinstance(reveal, dict):
            raise ValueError("its reveal is not an object")
        code = data.get("code")
        if code is not None and not isinstance(code, str):
            raise ValueError("its code is not text")
    except (KeyError, TypeError, AttributeError) as error:
        raise ValueError(f"a field is missing or wrong ({error})") from None
    return SavedTable(game, options, seats, partie, drawing, reveal, code), partie is not None and partie.is_over()


def read_table(folder: Path, say: Any) -> SavedTable | None:
    """The unfinished partie ``folder/table.json`` holds, or None for a new partie: a finished one is kept as
    ``table-YYYYMMDD-HHMMSS.json``, a broken one set aside; ``say`` gets one line for either."""
    path = folder / FILE_NAME
    if not path.exists():
        return None
    try:
        saved, over = parse(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError, RecursionError) as error:
        what = " ".join(str(error).split())[:200]
        kept = move_aside(path)
        say(f"{path} cannot be resumed ({what}); it is kept as {kept.name} and a new partie begins")
        return None
    if over:
        kept = _kept_name(path)
        os.replace(path, kept)
        say(f"the partie in {path} is over; it is kept as {kept.name} and a new partie begins")
        return None
    return saved


def set_aside(folder: Path) -> Path | None:
    """Keep ``folder/table.json`` as ``table-YYYYMMDD-HHMMSS.json`` (its partie is not taken up); the new name,
    or None if there was none."""
    path = folder / FILE_NAME
    if not path.exists():
        return None
    kept = _kept_name(path)
    os.replace(path, kept)
    return kept


def _kept_name(path: Path) -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(path.stat().st_mtime))
    target = path.with_name(f"table-{stamp}.json")
    number = 1
    while target.exists():
        number += 1
        target = path.with_name(f"table-{stamp}-{number}.json")
    return target
