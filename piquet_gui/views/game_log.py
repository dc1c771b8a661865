"""The game log: what was said and scored, in order."""

from __future__ import annotations

from PySide6.QtWidgets import QListWidget, QWidget

from ..model.events import Event
from .words import event_line


class GameLog(QListWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)

    def add(self, event: Event, names: tuple[str, str]) -> None:
        line = event_line(event, names)
        if line:
            self.addItem(line)
            self.scrollToBottom()

    def lines(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]
