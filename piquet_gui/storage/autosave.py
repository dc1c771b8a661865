"""The partie in progress, saved after every action, and offered back at the next start.

The file is the game record (RECORD.md) plus what a record cannot hold: who
sits in each seat (a person, or the computer and its level).  It is written
atomically, so killing the program at any instant leaves the last good save.
A save that cannot be read, or comes from an unknown version, is moved aside
(never deleted) and the game starts normally.
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

from ..game_setup import SeatSetup
from ..model.errors import RecordError
from ..model.partie import Partie
from ..model.record import replay, to_record
from .files import data_dir, move_aside, write_atomic

FORMAT = "piquet-autosave"
VERSION = 1


@dataclasses.dataclass
class SavedGame:
    partie: Partie
    seats: tuple[SeatSetup, SeatSetup]
    seed: int


def path() -> Path:
    return data_dir() / "autosave.json"


def save(partie: Partie, seats: tuple[SeatSetup, SeatSetup], seed: int, where: Path | None = None) -> None:
    """Write the partie in progress (atomically)."""
    document = {"format": FORMAT, "version": VERSION, "seats": [dataclasses.asdict(s) for s in seats],
                "seed": seed, "record": to_record(partie)}
    write_atomic(where or path(), json.dumps(document))


def forget(where: Path | None = None) -> None:
    """The partie is over (or abandoned): there is nothing to resume."""
    try:
        (where or path()).unlink()
    except FileNotFoundError:
        pass


def read(where: Path) -> SavedGame:
    """The saved game; RecordError with one sentence if the file cannot be used."""
    try:
        data = json.loads(where.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError, RecursionError) as error:
        raise RecordError(f"the saved game cannot be read ({type(error).__name__})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RecordError("the saved game is not a Piquet autosave")
    if data.get("version") != VERSION:
        raise RecordError(f"the saved game is from another version ({data.get('version')!r})")
    try:
        seats_data: Any = data["seats"]
        seats = tuple(SeatSetup(str(s["name"]), bool(s["human"]), str(s.get("level", "beginner")))
                      for s in seats_data)
        seed = int(data.get("seed") or 0)
    except (KeyError, TypeError, ValueError):
        raise RecordError("the saved game does not say who plays") from None
    if len(seats) != 2:
        raise RecordError("the saved game does not say who plays")
    partie = replay(data.get("record"))
    return SavedGame(partie, (seats[0], seats[1]), seed)


def resumable(where: Path | None = None) -> tuple[SavedGame | None, str | None]:
    """At start-up: the game to offer back, or None; and a message if a damaged save was moved aside."""
    where = where or path()
    for leftover in where.parent.glob(f".{where.name}.*.tmp"):
        leftover.unlink(missing_ok=True)  # a write cut short; the save itself is whole
    if not where.exists():
        return None, None
    try:
        saved = read(where)
    except RecordError as error:
        kept = move_aside(where)
        return None, f"The saved game could not be resumed: {error}. It was kept as {kept.name}."
    if saved.partie.is_over():
        forget(where)
        return None, None
    return saved, None
