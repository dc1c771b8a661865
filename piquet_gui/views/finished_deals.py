"""The deals over at the table, as the score pad and the summaries between deals read them.

The seat window gives the record of the finished deals (``finished_record()``: a finished deal hides nothing);
:class:`FinishedDeals` replays it once each time the finished deals change (a deal over, the partie over, a move
taken back into a finished deal, another partie) and gives the pad its deals so far (the finished ones, and the
scores of the one in progress from the seat's view) and the summaries their words.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..model.seat_window import SeatWindow
from ..model.view import SeatView
from ..review_steps import FinishedPartie, replay_finished
from .score_pad import DealScores, DealsSoFar


class FinishedDeals:
    def __init__(self, window: Callable[[], SeatWindow | None]) -> None:
        self._window = window
        self._replayed: tuple[tuple[int, bool], FinishedPartie] | None = None

    def forget(self) -> None:
        """The finished deals may have changed in a way their count does not show (a move taken back into the
        last of them, another partie): replay them again when next asked."""
        self._replayed = None

    def in_progress(self) -> bool:
        """A deal is being played at the table."""
        window = self._window()
        return window is not None and window.deal_number > 0 and not window.needs_deal() and not window.is_over()

    def partie(self) -> FinishedPartie | None:
        """The deals over at the table, replayed from the window's record of them (once for each change)."""
        window = self._window()
        if window is None:
            return None
        key = (window.deal_number - self.in_progress(), window.is_over())
        if self._replayed is None or self._replayed[0] != key:
            self._replayed = (key, replay_finished(window.finished_record()))
        return self._replayed[1]

    def so_far(self, view: SeatView | None) -> DealsSoFar:
        """The partie at the table for the score pad: its sheet, the finished deals and the one in progress."""
        window = self._window()
        assert window is not None
        finished = self.partie()
        deals: list[object] = list(finished.deals) if finished is not None else []
        if self.in_progress() and view is not None:
            deals.append(DealScores(tuple(view.scores)))
        return DealsSoFar(window.score_sheet(), tuple(deals))

    def deal_summary(self, names: Sequence[str], you: int | None) -> str:
        """What each scored in the last deal over, and why (between deals)."""
        from .deal_summary import deal_summary

        partie = self.partie()
        if partie is None or not partie.deals:
            return ""
        return deal_summary(partie.deals[-1], partie, names, you)

    def partie_summary(self, names: Sequence[str], you: int | None) -> str:
        """Who won the partie, the settlement and the last deal's items."""
        from .deal_summary import partie_summary

        partie = self.partie()
        return partie_summary(partie, names, you) if partie is not None else ""
