"""The strip over the table while training on one's mistakes: where the position comes from and what was chosen
there, the coach's verdict on each answer, *Next position* and *Stop training*, and how far the coach has looked
through the person's parties.

It shows what it is given and says what the person asked for (its signals); ``trainer.Trainer`` does the rest.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from .words import tr

GOOD, BAD = "#1b5e20", "#b71c1c"


class TrainerPanel(QFrame):
    nextAsked = Signal()
    stopAsked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("trainer")
        self.setAccessibleName(tr("Train on my mistakes"))
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("#trainer { background: #fbf8ef; border-bottom: 1px solid #b8ab85; }"
                           " #trainer QLabel { color: #222; }")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.setSpacing(2)
        top = QHBoxLayout()
        self.task = QLabel()
        """Where the position comes from and what was chosen there."""
        self.task.setWordWrap(True)
        top.addWidget(self.task, 1)
        self.next = QPushButton(tr("Next position"))
        self.next.setToolTip(tr("Another of your mistakes (this one comes back later unless answered well)"))
        self.next.clicked.connect(self.nextAsked.emit)
        self.stop = QPushButton(tr("Stop training"))
        self.stop.setToolTip(tr("Back to the table as it was"))
        self.stop.clicked.connect(self.stopAsked.emit)
        for button in (self.next, self.stop):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # (the keys stay the table's)
            top.addWidget(button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(top)
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        self.verdict.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.verdict)
        self.search = QLabel()
        self.search.setWordWrap(True)
        font = self.search.font()
        font.setPointSizeF(font.pointSizeF() * 0.9)
        self.search.setFont(font)
        layout.addWidget(self.search)
        self.verdict.hide()
        self.search.hide()
        self.hide()

    def show_position(self, title: str, task: str) -> None:
        self.task.setText(f"<b>{html.escape(title)}</b> — {html.escape(task)}")
        self.task.setAccessibleDescription(f"{title}. {task}")
        self.verdict.clear()
        self.verdict.hide()

    def show_verdict(self, text: str, good: bool | None) -> None:
        """The coach's word on an answer (None: no verdict yet, a note)."""
        colour = "#444" if good is None else GOOD if good else BAD
        self.verdict.setStyleSheet(f"color: {colour};")
        self.verdict.setText(text)
        self.verdict.show()
        self.verdict.setAccessibleDescription(text)

    def show_search(self, text: str) -> None:
        self.search.setText(text)
        self.search.setVisible(bool(text))
