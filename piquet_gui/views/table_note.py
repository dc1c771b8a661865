"""The note at the right of the status bar about a table hosted over the network: who is away ("Waiting for
Anne…") and how the connection stands ("The connection to the table was lost; trying again…").  At the table
this program hosts, a seat whose person is away may be given to the computer from here (the button), as from
the Game menu.  A local table says nothing: the note is hidden.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QLabel, QPushButton, QStatusBar

from ..followed_table import Connection, FollowedTable
from .words import display_name, fill, tr


def away_words(waiting: Sequence[int], names: Sequence[str]) -> str:
    """"Waiting for Anne…", "Waiting for Anne and Ben…" ("" when nobody is away)."""
    who = [display_name(names[seat]) if 0 <= seat < len(names) and names[seat] else fill(tr("seat %1"), seat + 1)
           for seat in waiting]
    if not who:
        return ""
    if len(who) == 1:
        return fill(tr("Waiting for %1…"), who[0])
    return fill(tr("Waiting for %1 and %2…"), ", ".join(who[:-1]), who[-1])


def connection_words(connection: Connection) -> str:
    """The connection in one line ("" while it is open)."""
    if connection is Connection.RETRYING:
        return tr("The connection to the table was lost; trying again…")
    if connection is Connection.GAVE_UP:
        return tr("The connection to the table was lost; this program gave up. Join the table again from "
                  "Game → Join a table…")
    return ""


class TableNote(QObject):
    def __init__(self, bar: QStatusBar, seat_computer: Callable[[int], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel()
        self.label.setObjectName("tableNote")
        self.button = QPushButton(tr("Let the computer play"))
        self.button.setToolTip(tr("The computer plays the seats of the players who are away until they come back"))
        self.button.clicked.connect(self._seat_computer)
        self.label.setWordWrap(True)  # (a narrow window: the line wraps rather than being cut)
        # At the left, where the window's narrowest still shows it (a message said for a while covers it meanwhile).
        bar.addWidget(self.label, 1)
        bar.addPermanentWidget(self.button)
        self.label.hide()
        self.button.hide()
        self._seat_computer_in = seat_computer
        self._waiting: tuple[int, ...] = ()

    @property
    def text(self) -> str:
        return self.label.text() if self.label.isVisible() or self.label.text() else ""

    def show_table(self, table: FollowedTable | None, names: Sequence[str], hosting: Any) -> bool:
        """Say what ``table`` has to say (nothing for a local table); the button where this program hosts it
        (and True: the computer may be given the seats away)."""
        waiting: tuple[int, ...] = ()
        if table is None:
            words = ""
        else:
            waiting = tuple(seat for seat in table.waiting if seat not in table.people)
            words = connection_words(table.connection) or away_words(waiting, names)
        self._waiting = waiting
        self.label.setText(words)
        self.label.setVisible(bool(words))
        offer = bool(waiting) and hosting is not None and hosting.can_seat_computer()
        self.button.setVisible(offer)
        return offer

    def _seat_computer(self) -> None:
        for seat in self._waiting:
            self._seat_computer_in(seat)
