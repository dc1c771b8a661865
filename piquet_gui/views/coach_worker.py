"""The coach's analysis off the GUI thread: a decision at a time, each sent as it comes, stopped at any point.

The analysis is pure Python, so it shares the interpreter's lock with the window; it runs one decision a step
(``coach.analyse_iter``) and looks for a request to stop between steps, so the table stays responsive, the
first marks show within a second or two, and Cancel (or leaving the review, or closing the window) ends it
within one decision.  Each finished deal's judgements and luck are kept in a :class:`CoachCache` by the deal's
record and the seat, so a review opened again, or of a longer stretch of the same partie, does not redo them.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, QThread, Signal

from ..coach.analysis import Judged, analyse_iter, decision_count
from ..coach.partie_terms import PartieTerms
from ..coach.luck import Luck, deal_luck


def deal_key(partie: Any, deal: int) -> str:
    """What deal ``deal`` (1-based) and those before it were: the cards dealt and every action, as text."""
    deals = partie.deals[:deal]
    dealt = [(list(d.dealt), list(getattr(d, "talon", ()))) for d in deals]
    actions = [(index, seat, str(action)) for index, seat, action in partie.actions() if index < deal]
    return repr((getattr(partie, "name", ""), repr(getattr(partie, "rules", "")), dealt, actions))


@dataclasses.dataclass
class DealJudged:
    """One deal's judgements for one seat, and its luck (None where it cannot be told)."""

    deal: int
    judged: list[Judged]
    luck: Luck | None


class CoachCache:
    """Finished deals' analyses, by (the deal's record, seat)."""

    def __init__(self) -> None:
        self._kept: dict[tuple[str, int], DealJudged] = {}

    def get(self, partie: Any, deal: int, seat: int) -> DealJudged | None:
        return self._kept.get((deal_key(partie, deal), seat))

    def put(self, partie: Any, seat: int, found: DealJudged) -> None:
        self._kept[deal_key(partie, found.deal), seat] = found


class CoachThread(QThread):
    """Judges ``seat``'s decisions in ``deals`` of ``partie`` (1-based numbers, in that order)."""

    judged = Signal(object)
    """A :class:`~piquet_gui.coach.analysis.Judged`, as soon as it is done."""
    dealDone = Signal(object)
    """A :class:`DealJudged`, once its last decision and its luck are done."""
    progress = Signal(int, int)
    """Decisions done, decisions in all."""
    ended = Signal(object)
    """This thread, its work over (done or stopped); sent from the thread, received in the window's."""

    def __init__(self, partie: Any, seat: int, deals: Sequence[int], seed: int = 0,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.partie, self.seat, self.deals, self.seed = partie, seat, list(deals), seed
        self.total = sum(decision_count(partie, seat, deal) for deal in self.deals)

    def run(self) -> None:
        try:
            self._judge()
        finally:
            self.ended.emit(self)

    def _judge(self) -> None:
        done = 0
        self.progress.emit(0, self.total)
        terms = PartieTerms(self.partie, self.seed)
        for deal in self.deals:
            found: list[Judged] = []
            for judged in analyse_iter(self.partie, self.seat, deal, self.seed):
                if self.isInterruptionRequested():
                    return
                judged = terms.of(judged)  # (its cost in the partie's terms too)
                found.append(judged)
                done += 1
                self.judged.emit(judged)
                self.progress.emit(done, self.total)
            if self.isInterruptionRequested():
                return
            luck = deal_luck(self.partie, deal, self.seat, found)
            self.dealDone.emit(DealJudged(deal, found, luck))
