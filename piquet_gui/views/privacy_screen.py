"""Several people on one computer: a screen that hides the table while the next one takes his seat.

It is drawn in the felt the player chose (``themes.privacy_style``), or black in high contrast."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from . import themes
from .words import fill, named, tr


class PrivacyScreen(QFrame):
    ready = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("privacy")
        self.setAccessibleName(tr("Privacy screen"))
        self.setAccessibleDescription(tr("The table is hidden while it passes to the next player."))
        self.setStyleSheet(themes.privacy_style("green", False))  # the player's felt once the settings are applied
        self.message = QLabel("", self)
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message.setWordWrap(True)  # "Cédez la place à …" is wider than a small window
        self.note = note = QLabel(tr("The other player should look away."), self)
        note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.button = QPushButton(tr("I am ready"), self)
        self.button.clicked.connect(self._ready)
        self.button.setDefault(True)
        self.button.setAccessibleDescription(tr("Show the table to the player whose turn it is"))
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self.message)
        layout.addWidget(note)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(1)
        self.set_points(themes.desktop_points())

    def set_points(self, points: float) -> None:
        """The text size setting (``themes.text_points``): the note and the button at ``points``, the message
        larger and bold."""
        themes.set_points(self, points)
        themes.set_points(self.message, points * 1.8, bold=True)

    def ask(self, name: str, others: bool = False) -> None:
        """Hide the table until ``name`` is ready; ``others``: more than one other player at the table."""
        self.message.setText(fill(tr("Pass to %1 — press when ready"), named(name)))
        self.note.setText(tr("The other players should look away.") if others else
                          tr("The other player should look away."))
        self.setAccessibleDescription(self.message.text())
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.show()
        self.raise_()
        self.button.setFocus()

    def _ready(self) -> None:
        self.hide()
        self.ready.emit()
