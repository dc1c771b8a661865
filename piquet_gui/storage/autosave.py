"""The partie in progress, saved after every action, and offered back at the next start.

The file is the game record (RECORD.md) plus what a record cannot hold: who
sits in each seat (a person, or the computer and its level).  It is written
atomically, so killing the program at any instant leaves the last good save.
A save that cannot be read, or comes from an unknown version, is moved aside
(never deleted) and the game starts normally: whatever the file holds, reading
it gives a :class:`SavedGame` or a :class:`RecordError` in one sentence.
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

from ..game_setup import Seats, SeatSetup
from ..model import game_records
from ..model.errors import RecordError
from ..model.any_partie import AnyPartie
from ..model.two_handed.record import LEVELS, MAX_BYTES, NAME_LIMIT
from .files import data_dir, move_aside, write_atomic

FORMAT = "piquet-autosave"
VERSION = 1
SEED_LIMIT = 1 << 63
"""A seed is a whole number below this in size (the shuffles and the computer's choices take any)."""


@dataclasses.dataclass
class SavedGame:
    """A partie of any game (``model.any_partie.AnyPartie``), who sits in each of its seats, and the seed of its players."""

    partie: AnyPartie
    seats: Seats
    seed: int


def path() -> Path:
    return data_dir() / "autosave.json"


def save(partie: AnyPartie, seats: Seats, seed: int, where: Path | None = None) -> None:
    """Write the partie in progress (atomically)."""
    document = {"format": FORMAT, "version": VERSION, "seats": [dataclasses.asdict(s) for s in seats],
                "seed": seed, "record": game_records.to_record(partie)}
    write_atomic(where or path(), json.dumps(document))


def forget(where: Path | None = None) -> None:
    """The partie is over (or abandoned): there is nothing to resume."""
    try:
        (where or path()).unlink()
    except OSError:
        pass


def read(where: Path) -> SavedGame:
    """The saved game; RecordError with one sentence if the file cannot be used."""
    try:
        with open(where, "rb") as file:
            raw = file.read(MAX_BYTES + 1)
        if len(raw) > MAX_BYTES:
            raise RecordError(f"the saved game is too large (more than {MAX_BYTES:,} bytes)")
        data = json.loads(raw)
    except (OSError, UnicodeDecodeError, ValueError, RecursionError) as error:
        raise RecordError(f"the saved game cannot be read ({type(error).__name__})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RecordError("the saved game is not a Piquet autosave")
    version = data.get("version")
    if type(version) is not int or version != VERSION:
        shown = version if type(version) is int else type(version).__name__
        raise RecordError(f"the saved game is from another version ({shown})")
    seats = _seats(data.get("seats"))
    seed = data.get("seed", 0)
    if seed is None:
        seed = 0
    if type(seed) is not int or not -SEED_LIMIT < seed < SEED_LIMIT:
        raise RecordError("the saved game's seed is not a whole number")
    try:
        partie: AnyPartie = game_records.replay(data.get("record"))
    except RecordError as error:
        raise RecordError(f"the saved game's record is wrong: {error}") from None
    except Exception as error:  # noqa: BLE001 - a file must never stop the game, whatever it holds
        raise RecordError(f"the saved game's record cannot be replayed ({type(error).__name__})") from None
    if partie.seats != len(seats):
        raise RecordError(f"the saved game names {len(seats)} players for a game of {partie.seats}")
    return SavedGame(partie, seats, seed)


def _seats(value: Any) -> Seats:
    """The seats of a save, checked: a name, a person or not, and a level the computer has."""
    if not isinstance(value, list) or not 2 <= len(value) <= 4:
        raise RecordError("the saved game does not say who plays")
    out = []
    for number, entry in enumerate(value, 1):
        if not isinstance(entry, dict) or not isinstance(entry.get("name"), str) \
                or len(entry["name"]) > NAME_LIMIT or not isinstance(entry.get("human"), bool):
            raise RecordError(f"the saved game does not say who plays seat {number}")
        level = entry.get("level", "beginner")
        if not isinstance(level, str) or level not in LEVELS:
            shown = json.dumps(level[:20]) if isinstance(level, str) else "a " + type(level).__name__
            raise RecordError(f"seat {number} names an unknown computer level ({shown})")
        out.append(SeatSetup(entry["name"], entry["human"], level))
    return tuple(out)


@dataclasses.dataclass(frozen=True)
class SetAside:
    """A save that could not be resumed: where it was, why (one sentence), and where it was kept (None: it
    could not be moved either, and ``failure`` says why).  ``str()`` says it in one line; the views word it
    in the player's language."""

    where: Path
    reason: str
    kept: Path | None
    failure: str = ""

    def __str__(self) -> str:
        if self.kept is None:
            return (f"The saved game {self.where} could not be resumed: {self.reason}; it could not be set aside "
                    f"either ({self.failure}).")
        return f"The saved game could not be resumed: {self.reason}. It was kept as {self.kept}."


def resumable(where: Path | None = None,
              statistics_at: Path | None = None) -> tuple[SavedGame | None, SetAside | None]:
    """At start-up: the game to offer back, or None; and what was set aside if the save was damaged.

    A save of a finished partie (the program stopped between the last card and the end of its
    bookkeeping) has its statistics kept (once: ``statistics.record`` knows a partie it already holds),
    ``statistics_at`` or beside the save, and is then forgotten.
    """
    from . import statistics

    where = where or path()
    try:
        if not where.is_file():
            return None, None
    except OSError:
        return None, None
    try:
        saved = read(where)
    except RecordError as error:
        try:
            kept = move_aside(where)
        except OSError as problem:
            return None, SetAside(where, str(error), None, problem.strerror or type(problem).__name__)
        return None, SetAside(where, str(error), kept)
    if saved.partie.is_over():
        humans = [seat.human for seat in saved.seats]
        level = next((seat.level for seat in saved.seats if not seat.human), None)
        statistics.record(saved.partie, humans, level, statistics_at or where.with_name(statistics.FILE_NAME))
        forget(where)
        return None, None
    return saved, None
