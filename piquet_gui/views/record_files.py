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

from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QFileDialog

from ..game_setup import Seats, SeatSetup, seated_record
from ..model import game_records
from ..model.errors import RecordError
from ..model.two_handed.record import seats_of
from ..settings import Settings
from ..storage.files import write_atomic
from .words import tr

if TYPE_CHECKING:
    from .game_screen import GameScreen

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

    def __init__(self, screen: GameScreen) -> None:
        self.screen = screen

    def ask_save(self) -> None:
        screen = self.screen
        if screen.controller is None:
            return
        proposed = start_folder(screen.settings) / record_name(screen.names)
        name, _ = QFileDialog.getSaveFileName(screen.window, tr("Save the partie"), str(proposed),
                                              tr("Piquet records (*.json)"))
        if name:
            screen.settings.last_folder = str(Path(name).parent)
            self.save_to(Path(name))

    def save_to(self, where: Path) -> bool:
        """Write the partie as a game record, with who sits where; False (and a message) if it cannot be
        written."""
        screen = self.screen
        assert screen.controller is not None
        try:
            write_atomic(where, json.dumps(seated_record(screen.controller.partie, screen.seats), indent=1))
        except OSError as error:
            screen.warn(tr("The partie could not be saved: %1.").replace("%1", error.strerror or str(error)))
            return False
        screen.window.statusBar().showMessage(tr("Saved as %1.").replace("%1", where.name), 5000)
        return True

    def ask_open(self) -> None:
        screen = self.screen
        name, _ = QFileDialog.getOpenFileName(screen.window, tr("Open a partie"), str(start_folder(screen.settings)),
                                              tr("Piquet records (*.json)"))
        if name:
            screen.settings.last_folder = str(Path(name).parent)
            self.open_path(Path(name), confirm=True)

    def open_path(self, where: Path, seats: Seats | None = None, confirm: bool = False) -> bool:
        """Open a record: a finished partie is reviewed, one in progress is played on by whoever the record
        seats there (``"seats"``), else by ``seats``, else as the player says (quiet: you, then the
        computer).  A bad file is refused in one sentence and changes nothing; so does Cancel, and, with
        ``confirm`` (the player's Open), *No* (the default) to abandoning the partie in progress."""
        from .welcome import ask_seats, dismiss

        screen = self.screen
        try:
            data = game_records.read(str(where))
            partie, named = game_records.replay(data), seats_of(data)
        except RecordError as error:
            screen.warn(tr("%1 cannot be opened: %2.").replace("%1", where.name).replace("%2", str(error)))
            return False
        if partie.is_over() or not partie.deals:
            dismiss(screen.window)
            screen.reviewing.start(cast(Any, partie))  # any game's (the review is helper TABLE's to widen)
            return True
        playing = screen.controller
        if confirm and playing is not None and not playing.partie.is_over() and not screen.quiet \
                and not screen.ask(tr("Open a partie"), tr("Abandon the partie in progress?")):
            return False
        players = partie.players
        if seats is None and named is not None:
            seats = tuple(SeatSetup.from_record(player, level) for player, level in zip(players, named))
        if seats is None and screen.quiet:
            seats = (SeatSetup(players[0], True),) + tuple(SeatSetup(p, False, screen.default_level)
                                                           for p in players[1:])
        if seats is None:
            seats = ask_seats(screen.window, players, screen.default_level)
            if seats is None:
                return False
        screen.reviewing.stop()
        dismiss(screen.window)
        screen.begin(partie, seats, 0)
        return True
