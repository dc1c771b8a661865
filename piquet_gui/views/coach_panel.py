"""The coach's panel beside the table in the review: whose decisions, the button that starts the coach, its
progress and Cancel, the decisions (marked ones in colour, those not judged greyed), the chosen decision in
words, and each deal's skill and luck.

It knows nothing of the review: it shows what it is given and says what the player chose (the signals);
``coach.Coach`` moves the review and the table.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QResizeEvent
from PySide6.QtWidgets import (QComboBox, QHBoxLayout, QLabel, QFrame, QListWidget, QListWidgetItem, QProgressBar,
                               QPushButton, QScrollArea, QVBoxLayout, QWidget)

from ..coach.analysis import Judged
from .coach_words import Describe, decision_text, mark_words, row_text
from .words import tr

MARK_COLOURS = {"??": "#c62828", "?": "#e65100", "?!": "#8d6e00"}
"""Red for a blunder, orange for a mistake, dark yellow for an inaccuracy (readable on a light list)."""


def keys_tip() -> str:
    return tr("The coach judges each of your decisions from what you knew then. M: the next marked decision, "
              "Shift+M: the one before; click a decision to see it on the table (its better choice framed in "
              "green, your choice in orange).")


class CoachPanel(QWidget):
    seatChosen = Signal(int)
    startAsked = Signal()
    cancelAsked = Signal()
    decisionChosen = Signal(object)
    """A :class:`Judged` the player clicked (or stepped to)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("coach")
        self.setToolTip(keys_tip())
        self.setAccessibleName(tr("Coach"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(4)
        top = QHBoxLayout()
        self.title = QLabel(f"<b>{tr('Coach')}</b>")
        top.addWidget(self.title)
        self.seat = QComboBox()
        self.seat.setAccessibleName(tr("Whose decisions"))
        self.seat.setToolTip(tr("Whose decisions the coach judges"))
        self.seat.activated.connect(lambda index: self.seatChosen.emit(int(self.seat.itemData(index))))
        top.addWidget(self.seat, 1)
        layout.addLayout(top)
        self.start = QPushButton(tr("Judge my decisions"))
        self.start.setToolTip(tr("The coach judges each decision of this seat in the deals reviewed"))
        self.start.clicked.connect(self.startAsked.emit)
        layout.addWidget(self.start)
        running = QHBoxLayout()
        self.progress = QProgressBar()
        self.progress.setAccessibleName(tr("The coach's progress"))
        self.progress.setFormat(tr("%v of %m"))
        running.addWidget(self.progress, 1)
        self.cancel = QPushButton(tr("Cancel"))
        self.cancel.setToolTip(tr("Stop the coach (what is judged stays)"))
        self.cancel.clicked.connect(self.cancelAsked.emit)
        running.addWidget(self.cancel)
        layout.addLayout(running)
        self.summary = QLabel("")
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.list = QListWidget()
        self.list.setAccessibleName(tr("Your decisions"))
        self.list.setToolTip(keys_tip())
        self.list.setWordWrap(True)
        self.list.currentItemChanged.connect(self._current_changed)
        self.list.setFocusPolicy(Qt.FocusPolicy.ClickFocus)  # the arrows stay the review's steps
        layout.addWidget(self.list, 3)
        self.detail = QLabel("")
        self.detail.setWordWrap(True)
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        scroll = self._scroll = QScrollArea()  # (all of it readable, should a window be smaller still)
        scroll.setWidget(self.detail)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout.addWidget(scroll, 2)
        self._rows: list[Judged | None] = []
        self._quiet = False
        self.set_running(False)

    # --- what the coach shows ----------------------------------------------------------------------

    def set_seats(self, names: Sequence[str], chosen: int) -> None:
        self.seat.clear()
        for seat, name in enumerate(names):
            self.seat.addItem(name, seat)
        self.seat.setCurrentIndex(chosen)
        self.seat.setVisible(len(names) > 1)

    def set_running(self, running: bool, done: int = 0, total: int = 0) -> None:
        self.progress.setVisible(running)
        self.cancel.setVisible(running)
        self.start.setVisible(not running)
        if running:
            self.progress.setRange(0, max(1, total))
            self.progress.setValue(done)

    def clear(self) -> None:
        self._quiet = True
        self.list.clear()
        self._quiet = False
        self._rows = []
        self.detail.setText("")
        self.summary.setText("")

    def add_deal(self, deal: int) -> None:
        item = QListWidgetItem(tr("Deal %1").replace("%1", str(deal)))
        font = QFont(item.font())
        font.setBold(True)
        item.setFont(font)
        item.setFlags(Qt.ItemFlag.NoItemFlags)
        item.setForeground(QBrush(self.palette().windowText()))
        self.list.addItem(item)
        self._rows.append(None)

    def add(self, judged: Judged, describe: Describe | None = None) -> None:
        """A decision's row (``describe``: its calls in words)."""
        item = QListWidgetItem(row_text(judged, describe))
        item.setData(Qt.ItemDataRole.UserRole, len(self._rows))
        if judged.skipped is not None:
            item.setForeground(QBrush(QColor("#808080")))
            item.setToolTip(decision_text(judged, describe))
        elif judged.mark:
            item.setForeground(QBrush(QColor(MARK_COLOURS[judged.mark])))
            font = QFont(item.font())
            font.setBold(True)
            item.setFont(font)
            item.setToolTip(mark_words(judged.mark))
        self.list.addItem(item)
        self._rows.append(judged)

    def rows(self) -> list[Judged]:
        return [row for row in self._rows if row is not None]

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        QTimer.singleShot(0, self, self._fit_detail)

    def _fit_detail(self) -> None:
        """The chosen decision and its deal's luck shown whole, read without scrolling: the list gives up the
        room they need, down to a few rows (it scrolls)."""
        width = self._scroll.viewport().width() or self.width() - 12
        needed = self.detail.heightForWidth(width) if self.detail.text() else 0
        rows = self.list.fontMetrics().lineSpacing() * 3 + 2 * self.list.frameWidth() + 4
        others = self.height() - self.list.height() - self._scroll.height()
        spare = self.height() - others - needed - 2
        self.list.setMaximumHeight(max(rows, spare) if needed else 16777215)

    def show_decision(self, judged: Judged | None, luck: str = "", describe: Describe | None = None) -> None:
        """Select ``judged`` in the list (None: none) and say it, with its deal's luck below."""
        self._quiet = True
        if judged is None:
            self.list.setCurrentRow(-1)
        else:
            row = next((i for i, r in enumerate(self._rows) if r is judged), -1)
            self.list.setCurrentRow(row)
            if row >= 0:
                self.list.scrollToItem(self.list.item(row))
        self._quiet = False
        words = "" if judged is None else decision_text(judged, describe)
        mark = "" if judged is None else mark_words(judged.mark)
        if mark and judged is not None:
            words = f"<b>{judged.mark} {mark}:</b> {words}"
        self.detail.setText("<br><br>".join(part for part in (words, luck) if part))
        self._fit_detail()

    def _current_changed(self, item: QListWidgetItem | None, _: QListWidgetItem | None) -> None:
        if self._quiet or item is None:
            return
        index = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(index, int) and 0 <= index < len(self._rows) and self._rows[index] is not None:
            self.decisionChosen.emit(self._rows[index])
