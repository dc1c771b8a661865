"""Saving and opening parties as game records (with who sits where), and where Save and Open look: a "Piquet"
folder in the user's documents, dated file names, the last folder used.

>>> record_name(("Anne", "Ben"), datetime.date(2026, 11, 22))
'Piquet 2026-11-22 Anne–Ben.json'
>>> record_name(('A/B: "C"?', "D*"), datetime.date(2026, 11, 22))
'Piquet 2026-11-22 AB C–D.json'
"""

from __future__ import annotations

import datetime
import json
import re
from collections.abc import Sequence
from pathlib import Path

from typing import Any, Protocol

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QFileDialog, QMainWindow

from ..game_setup import OpenedRecord, Seats, SeatSetup, open_record
from ..model.errors import RecordError
from ..settings import Settings
from ..storage.files import write_atomic
from .words import tr


class FilesHost(Protocol):
    """What Save and Open need of the game screen: its window and settings, the partie at the table as a
    record, how to speak to the player, and where an opened record goes (to review, or to play on)."""

    window: QMainWindow
    settings: Settings
    names: tuple[str, ...]
    quiet: bool
    default_level: str

    def seated_record(self) -> dict[str, Any] | None:
        """The partie at the table as a game record with who sits where; None without one."""
        ...

    def in_progress(self) -> bool:
        """A partie is at the table and not over."""
        ...

    def warn(self, text: str) -> None: ...
    def say(self, text: str, millis: int) -> None: ...
    def ask(self, title: str, question: str) -> bool: ...
    def review_record(self, record: OpenedRecord) -> None: ...
    def play_record(self, record: OpenedRecord, seats: Seats) -> None: ...


# Forbidden in file names on Windows, or awkward everywhere (control characters).
_UNSAFE = re.compile(r'[<>:"/\\|?*\x00-\x1f\x7f]')


def safe_part(text: str) -> str:
    """``text`` without the characters a file name may not hold, and without leading or trailing dots and
    spaces (Windows drops them)."""
    return _UNSAFE.sub("", text).strip(" .")


def record_name(names: Sequence[str], day: datetime.date | None = None) -> str:
    """A dated name for a partie between ``names`` (as shown on the table)."""
    day = day or datetime.date.today()
    players = "–".join(part for part in (safe_part(name) for name in names) if part)
    return " ".join(part for part in ("Piquet", day.isoformat(), players) if part) + ".json"


def documents_folder() -> Path:
    """The "Piquet" folder in the user's documents, made if it is not there yet (if it cannot be made,
    the documents themselves)."""
    documents = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
                     or Path.home())
    folder = documents / "Piquet"
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return documents
    return folder


def start_folder(settings: Settings) -> Path:
    """Where the file dialogs open: the folder used last, while it exists; else the documents' "Piquet"."""
    last = settings.last_folder
    if last and Path(last).is_dir():
        return Path(last)
    return documents_folder()


class PartieFiles:
    """Game → Save, Export and Open for the game screen."""

    def __init__(self, host: FilesHost) -> None:
        self.host = host

    def ask_save(self) -> None:
        host = self.host
        if host.seated_record() is None:
            return
        proposed = start_folder(host.settings) / record_name(host.names)
        name, _ = QFileDialog.getSaveFileName(host.window, tr("Save the partie"), str(proposed),
                                              tr("Piquet records (*.json)"))
        if name:
            host.settings.last_folder = str(Path(name).parent)
            self.save_to(Path(name))

    def save_to(self, where: Path) -> bool:
        """Write the partie as a game record, with who sits where; False (and a message) if it cannot be
        written."""
        host = self.host
        record = host.seated_record()
        assert record is not None
        try:
            write_atomic(where, json.dumps(record, indent=1))
        except OSError as error:
            host.warn(tr("The partie could not be saved: %1.").replace("%1", error.strerror or str(error)))
            return False
        host.say(tr("Saved as %1.").replace("%1", where.name), 5000)
        return True

    def ask_open(self) -> None:
        host = self.host
        name, _ = QFileDialog.getOpenFileName(host.window, tr("Open a partie"), str(start_folder(host.settings)),
                                              tr("Piquet records (*.json)"))
        if name:
            host.settings.last_folder = str(Path(name).parent)
            self.open_path(Path(name), confirm=True)

    def open_path(self, where: Path, seats: Seats | None = None, confirm: bool = False) -> bool:
        """Open a record: a finished partie is reviewed, one in progress is played on by whoever the record
        seats there (``"seats"``), else by ``seats``, else as the player says (quiet: you, then the
        computer).  A bad file is refused in one sentence and changes nothing; so does Cancel, and, with
        ``confirm`` (the player's Open), *No* (the default) to abandoning the partie in progress."""
        from .welcome import ask_seats, dismiss

        host = self.host
        try:
            record = open_record(str(where))
        except RecordError as error:
            host.warn(tr("%1 cannot be opened: %2.").replace("%1", where.name).replace("%2", str(error)))
            return False
        if record.is_finished():
            dismiss(host.window)
            host.review_record(record)
            return True
        if confirm and host.in_progress() and not host.quiet \
                and not host.ask(tr("Open a partie"), tr("Abandon the partie in progress?")):
            return False
        players = record.players
        if seats is None:
            seats = record.seats()
        if seats is None and host.quiet:
            seats = (SeatSetup(players[0], True),) + tuple(SeatSetup(p, False, host.default_level)
                                                           for p in players[1:])
        if seats is None:
            seats = ask_seats(host.window, players, host.default_level)
            if seats is None:
                return False
        dismiss(host.window)
        host.play_record(record, seats)
        return True
