"""*Game → Join a table…*: the tables found nearby, an address (host:port) or a table's code, the player's name
(remembered) and the table's password if it has one.  *Join* connects and says so ("Connecting…"), then the seat
given; the dialog closes once the partie is there to play (at once, or when every seat is taken).  What goes
wrong (a table that cannot be reached, a refusal, a wrong password, every seat taken) is one line in the
dialog, which stays open.

The tables nearby come from ``network.discovery.Browser``; a code typed is looked up among them first, then asked
of the network.  The seat taken is kept in the data folder's ``joined/tables.json`` (``network.joined_file``), so
that this program, closed or killed in the middle of a partie, takes the same seat again when the player joins the
same table under the same name; a kept seat the host no longer knows is forgotten and a free one asked for.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QListWidget,
                               QListWidgetItem, QVBoxLayout, QWidget)

from ..network import discovery, joined_file
from ..network.remote import RemoteError, RemoteTable, parse_address
from ..settings import Settings
from ..storage.files import data_dir
from .game_words import game_name
from .words import fill, tr, translate_buttons

CONNECT_MS = 10_000
"""How long a connection may take before the table is said not to be reached."""
CODE = re.compile(r"[A-Za-z2-9]{6}")


def kept_seats() -> Path:
    """The folder of the seats this program holds at tables (``tables.json``)."""
    return data_dir() / "joined"


def failure_words(line: str, address: str) -> str:
    """What went wrong, in one line of the game's language, from the connection's English line."""
    lowered = line.lower()
    if "password" in lowered:
        return tr("The password is not this table's.")
    if "every seat is taken" in lowered or "no free seat" in lowered or "not free" in lowered:
        return tr("Every seat at this table is taken.")
    if "version" in lowered:
        return tr("This table needs another version of the game.")
    if "refused" in lowered and "connection" not in lowered:
        reason = line.split(":", 1)[-1].strip()
        return fill(tr("The table refused to seat you (%1)."), reason)
    return fill(tr("The table at %1 cannot be reached."), address)


def seated(table: RemoteTable) -> bool:
    """The partie has begun at ``table`` and its state has come: there is something to play."""
    try:
        table.score_sheet()
    except RemoteError:
        return False
    return table.seat is not None


class JoinDialog(QDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Join a table"))
        self.settings = settings
        self.table: RemoteTable | None = None
        """The table joined, once its partie is there to play (the dialog accepted)."""
        self.address: tuple[str, int] | None = None
        self._trying: RemoteTable | None = None
        self.found = QListWidget()
        self.found.setAccessibleName(tr("Tables nearby"))
        self.found.currentItemChanged.connect(self._picked)
        self.found.itemDoubleClicked.connect(lambda _item: self.join())
        self.found_note = QLabel()
        self.found_note.setWordWrap(True)
        self.where = QLineEdit()
        self.where.setPlaceholderText(tr("host:port, or the table's code"))
        self.name = QLineEdit(settings.player_name)
        self.name.setMaxLength(40)
        self.password = QLineEdit()
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.password.setPlaceholderText(tr("Only if the table has one"))
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setObjectName("joinStatus")
        form = QFormLayout()
        form.addRow(tr("&Address or code:"), self.where)
        form.addRow(tr("Your &name:"), self.name)
        form.addRow(tr("&Password:"), self.password)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        translate_buttons(buttons)
        self.join_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.join_button.setText(tr("Join"))
        buttons.accepted.connect(self.join)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        title = QLabel(tr("Tables nearby:"))
        title.setBuddy(self.found)
        layout.addWidget(title)
        layout.addWidget(self.found, 1)
        layout.addWidget(self.found_note)
        layout.addLayout(form)
        layout.addWidget(self.status)
        layout.addWidget(buttons)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(lambda: self._failed("the connection took too long"))
        self._key = ""
        """The table as typed (its address or code): where its seat is kept."""
        self.browser = discovery.Browser(parent=self)
        self.browser.changed.connect(self._show_found)
        self.browser.start()
        self._show_found(self.browser.tables())
        (self.name if not self.name.text() else self.where).setFocus(Qt.FocusReason.OtherFocusReason)
        self.resize(max(self.sizeHint().width(), 460), max(self.sizeHint().height(), 380))

    # --- the tables nearby ------------------------------------------------------------------------------------

    def _show_found(self, tables: list[Any]) -> None:
        chosen = self.found.currentItem()
        kept = chosen.data(Qt.ItemDataRole.UserRole) if chosen is not None else None
        self.found.clear()
        for found in tables:
            item = QListWidgetItem(fill(tr("%1 — %2, free seats: %3 (code %4)"), found.name, game_name(found.game),
                                        found.free_seats, found.code))
            item.setData(Qt.ItemDataRole.UserRole, f"{found.host}:{found.port}")
            self.found.addItem(item)
            if item.data(Qt.ItemDataRole.UserRole) == kept:
                self.found.setCurrentItem(item)
        self.found_note.setText("" if tables else tr("No table found nearby yet: type an address or a code."))

    def _picked(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            self.where.setText(str(item.data(Qt.ItemDataRole.UserRole)))

    # --- joining ---------------------------------------------------------------------------------------------

    def _where(self, text: str) -> tuple[str, int] | None:
        """The address typed (host:port), or the one a table's code names nearby; None (and said) if neither."""
        try:
            return parse_address(text)
        except ValueError:
            pass
        if CODE.fullmatch(text):
            heard = [(table.host, table.port) for table in self.browser.tables() if table.code == text.upper()]
            found = heard[0] if heard else discovery.resolve(text.upper(), timeout_s=2.0)
            if found is None:
                self.say(fill(tr("No table with the code %1 was found nearby."), text.upper()))
            return found
        self.say(tr("Type the table's address as host:port (for example 192.168.1.20:47500), or its code."))
        return None

    def join(self) -> None:
        name = self.name.text().strip()
        if not name:
            self.say(tr("Give your name: the other players see it."))
            self.name.setFocus()
            return
        where = self._where(self.where.text().strip())
        if where is None:
            return
        self.settings.player_name = name
        self._drop()
        self.address = where
        self._key = self.where.text().strip()
        self._open(name, where, joined_file.token_for(kept_seats(), self._key, name))

    def _open(self, name: str, where: tuple[str, int], token: str | None) -> None:
        table = RemoteTable(name, token=token, parent=self, password=self.password.text() or None)
        self._trying = table
        table.welcomed.connect(self._welcomed)
        table.stateChanged.connect(self._maybe_seated)
        table.failed.connect(self._failed)
        self.join_button.setEnabled(False)
        self.say(tr("Connecting…"))
        self._timer.start(CONNECT_MS)
        table.open(*where)

    def _welcomed(self, seat: int) -> None:
        self._timer.stop()
        table = self._trying
        if table is not None and table.token is not None:
            key, token = self._key, table.token
            try:
                joined_file.keep(kept_seats(), key, seat, token, table.name, table.table.get("code"))
            except OSError:
                pass  # the partie goes on; only a restart of this program could not find the seat again
            table.partieEnded.connect(lambda _record: joined_file.forget(kept_seats(), key, token))
        self.say(fill(tr("You have seat %1. The partie begins when every seat is taken…"), seat + 1))
        self._maybe_seated()

    def _maybe_seated(self) -> None:
        table = self._trying
        if table is not None and seated(table):
            self.table, self._trying = table, None
            self.accept()

    def _failed(self, line: str) -> None:
        self._timer.stop()
        table = self._trying
        if table is not None and table.token is not None and table.seat is None and "token" in line \
                and self.address is not None:
            joined_file.forget(kept_seats(), self._key, table.token)  # a seat of another partie: ask afresh
            self._drop()
            self._open(table.name, self.address, None)
            return
        where = self.where.text().strip()
        self._drop()
        self.join_button.setEnabled(True)
        self.say(failure_words(line, where))

    def _drop(self) -> None:
        table, self._trying = self._trying, None
        if table is not None:
            for signal in (table.welcomed, table.stateChanged, table.failed):
                signal.disconnect()
            table.close()
            table.deleteLater()

    def say(self, line: str) -> None:
        self.status.setText(line)

    def reject(self) -> None:
        self._timer.stop()
        self._drop()
        super().reject()

    def done(self, result: int) -> None:
        if self.browser is not None:
            self.browser.stop()
        super().done(result)


def ask_join(window: QWidget, settings: Settings) -> tuple[RemoteTable, tuple[str, int]] | None:
    """The table the player joins through the dialog, with its address; None if cancelled."""
    dialog = JoinDialog(settings, window)
    if not dialog.exec() or dialog.table is None or dialog.address is None:
        return None
    return dialog.table, dialog.address
