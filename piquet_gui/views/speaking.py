"""How the screen speaks to the player: a yes-or-no question, a warning, a message on the status line for a
while, and a word about the position on the table that stays until the position changes.

:class:`Speaking` takes the main window (its status line, the parent of its boxes) and whether to stay ``quiet``
(tests, the demonstration: no modal box, the status line only).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QMainWindow, QMessageBox

from .words import tr


class Speaking:
    def __init__(self, window: QMainWindow, quiet: Callable[[], bool]) -> None:
        self.window, self._quiet = window, quiet
        self.last_warning = ""
        self._flashed = ""
        self.aloud: Callable[[str], None] = lambda text: None
        """Says a message aloud too (the game that speaks, ``voice``; by default nothing)."""

    def ask(self, title: str, question: str) -> bool:
        """A yes-or-no question in the game's language; *No* is the default, so that Enter never throws a
        partie away."""
        box = QMessageBox(QMessageBox.Icon.Question, title, question, parent=self.window)
        yes = box.addButton(tr("Yes"), QMessageBox.ButtonRole.YesRole)
        no = box.addButton(tr("No"), QMessageBox.ButtonRole.NoRole)
        box.setDefaultButton(no)
        box.exec()
        return box.clickedButton() is yes

    def warn(self, text: str) -> None:
        self.last_warning = text
        self.window.statusBar().showMessage(text, 10000)
        self.aloud(text)
        if not self._quiet():
            QMessageBox.warning(self.window, tr("Piquet"), text)

    def say(self, text: str, millis: int) -> None:
        self.window.statusBar().showMessage(text, millis)
        self.aloud(text)

    def flash(self, text: str) -> None:
        """A message about the position on the table (a hint, why a card cannot be played): it stays
        until the position changes, and never into the other player's turn."""
        self._flashed = text
        self.window.statusBar().showMessage(text)
        self.aloud(text)

    def unflash(self) -> None:
        """What :meth:`flash` said no longer holds (the position moved, a review opened or closed): off the
        status line, if it is still there."""
        if self._flashed and self.window.statusBar().currentMessage() == self._flashed:
            self.window.statusBar().clearMessage()
        self._flashed = ""
