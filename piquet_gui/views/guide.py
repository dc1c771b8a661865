"""The first-game guide: a short note on each phase the first time it comes up, which can be turned off."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QCheckBox, QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from .words import tr


def guide_texts() -> dict[str, tuple[str, str]]:
    """Phase key -> (title, explanation)."""
    return {
        "exchange": (tr("The exchange"), tr(
            "Put out the cards you do not want and take as many from the talon. Elder may change one to five "
            "cards, younger the ones left. Aim for a long suit (the point), cards in sequence, and three or "
            "four aces, kings, queens, knaves or tens.")),
        "declarations": (tr("The declarations"), tr(
            "Elder calls his point, then his sequence, then his sets; younger answers “Good”, “Not good” or "
            "asks (“Making?”, “How high?”). Only the better call scores. Your best call is offered first; you "
            "may call less to hide your hand.")),
        "play": (tr("The play"), tr(
            "Follow suit if you can. You score a point for each card you lead and for winning your opponent's "
            "lead, one more for the last trick, and 10 for winning more than six tricks (40 for all twelve).")),
        "deal_end": (tr("The end of a deal"), tr(
            "The score sheet adds up the deal. After six deals, a player under 100 is rubiconed: the winner "
            "then gains both totals plus 100.")),
    }


class GuideNote(QFrame):
    """A note that explains a phase; "Got it" closes it, the box turns the guide off."""

    turnedOff = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("guide")
        self.setStyleSheet("#guide { background: #fff8d8; border: 1px solid #b59a3a; border-radius: 8px; }"
                           "QLabel { color: #222; }")
        self.title = QLabel(self)
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.text = QLabel(self)
        self.text.setWordWrap(True)
        self.never = QCheckBox(tr("Do not show the guide again"), self)
        self.ok = QPushButton(tr("Got it"), self)
        self.ok.clicked.connect(self._close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.text)
        layout.addWidget(self.never)
        layout.addWidget(self.ok, 0, Qt.AlignmentFlag.AlignRight)
        self.setFixedWidth(300)
        self.hide()

    def explain(self, key: str) -> None:
        title, text = guide_texts()[key]
        self.key = key
        self.title.setText(title)
        self.text.setText(text)
        layout = self.layout()
        assert layout is not None
        layout.activate()
        # A wrapped text is as tall as its width makes it: ask the layout for that height, not the hint.
        self.resize(300, max(layout.totalHeightForWidth(300), self.sizeHint().height()))
        self.show()
        self.raise_()

    def _close(self) -> None:
        self.hide()
        if self.never.isChecked():
            self.turnedOff.emit()
