"""The coach looking through the person's parties not yet judged, newest first, in a thread of its own: for each,
his judged decisions (``coach.training.search``) kept by ``storage.training`` (his rates by phase, his mistakes).
*Train on my mistakes* and the statistics' *Your level* start it; it stops between two decisions when asked."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, QThread, Signal

from ..coach import training
from ..coach.analysis import Judged
from ..storage import training as kept


class PartieSearch(QThread):
    """The coach looking through the person's parties not yet judged, newest first, keeping what it finds."""

    partieDone = Signal(int, int)
    """Parties looked through, parties to look through."""
    found = Signal()
    """Mistakes were kept from a deal just judged (the partie's rates come once it is all judged)."""

    def __init__(self, where: Path | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.where = where
        self.parties = kept.unjudged(where)

    def run(self) -> None:
        for done, partie in enumerate(self.parties):
            judged: list[Judged] = []
            # (A record the engine refuses gives nothing: looked through, nothing found in it.)
            for item in training.search_record(partie.record, partie.seat):
                if self.isInterruptionRequested():
                    return
                if judged and item.deal != judged[-1].deal and training.mistakes(judged):
                    # A deal judged: its mistakes to train on at once (a partie of three may take a minute).
                    kept.keep_mistakes(partie, judged, self.where)
                    self.found.emit()
                judged.append(item)
            kept.keep_judged(partie, judged, self.where)
            self.partieDone.emit(done + 1, len(self.parties))
