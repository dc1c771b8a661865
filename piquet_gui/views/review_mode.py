"""Reviewing at the table: the finished deals (or the whole partie once over, or an opened record), step by
step, with every hand face up, the score pad and the bar following, and never the deal in progress."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QEvent, QObject, Qt

from ..model.seat_window import SeatWindow
from ..review_steps import FinishedPartie, Review, replay_finished, seat_cards
from .table import TableState
from .words import display_name, fill, tr

if TYPE_CHECKING:
    from ..model.cards import Card
    from ..model.view import SeatView
    from .action_bar import ActionBar
    from .bidding_panel import BiddingPanel
    from .coach import Coach
    from .declaration_panel import DeclarationPanel
    from .game_log import GameLog
    from .score_pad import ScorePad
    from .table import TableView


class ReviewHost(Protocol):
    """What the review needs of the game screen: the widgets it draws on, the coach beside it, the window on
    the game at the table (its finished deals), and a few requests."""

    bar: ActionBar
    table: TableView
    panel: DeclarationPanel
    bidding: BiddingPanel
    score_sheet: ScorePad
    log: GameLog
    coach: Coach
    names: tuple[str, ...]

    def shown_hand(self, view: SeatView[Any]) -> tuple[Card, ...]:
        """A seat's hand in the order the person sorts his own (the aid *Sort my hand*)."""
        ...

    def seat_window(self) -> SeatWindow | None:
        """The window on the partie at the table; None without one."""
        ...

    def handing_over(self) -> bool: ...
    def pause_game(self) -> None: ...
    def resume_game(self) -> None:
        """Back from the review: the names, the log and the game at the table as they were, going on."""
        ...
    def back_to_welcome(self) -> None: ...
    def flash(self, text: str) -> None: ...
    def unflash(self) -> None: ...
    def refresh(self) -> None: ...


class _Resized(QObject):
    """Calls ``then`` when the watched widget changes size."""

    def __init__(self, then: Callable[[], None], parent: QObject) -> None:
        super().__init__(parent)
        self.then = then

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.then()
        return False


class ReviewMode:
    """The review of a partie on the game screen; ``review`` is None when the table shows the game.

    While it is open, nothing of the game in progress is on screen: not its bar, not its contract's line, not
    the bidding panel, not what the status line said of its position."""

    def __init__(self, host: ReviewHost, parent: QObject) -> None:
        self.host = host
        self.review: Review | None = None
        self._resized = _Resized(self._fit_label, parent)
        """The bar's words fitted to one line again when it changes size."""

    def finished(self) -> None:
        """Review what is finished of the partie at the table: the whole partie once it is over, else the
        deals played before this one.  A deal in progress is never shown: it would show the hidden cards."""
        host = self.host
        window = host.seat_window()
        if window is None or self.review is not None or host.handing_over():
            return
        # The deals that are over, from the window's record of them: never the cards of the deal in progress.
        partie = replay_finished(window.finished_record())
        if not partie.deals:
            host.flash(tr("Nothing to review yet: a deal can be reviewed once it is over."))
            return
        self.start(partie)

    def start(self, partie: FinishedPartie | None) -> None:
        """Step through a partie with every hand visible and the score pad following."""
        host = self.host
        if partie is None:
            return
        host.pause_game()
        self.review = Review(partie)
        self.review.go(self.review.end if partie.is_over() else 0)
        host.unflash()  # (a hint, or why a card cannot be played: of the game, not of the review)
        host.bar.installEventFilter(self._resized)
        host.names = tuple(display_name(name) for name in partie.players)
        host.log.rebuild(partie, host.log.you, every_card=True)
        host.coach.review_opened()
        host.refresh()

    def stop(self) -> None:
        host = self.host
        if self.review is not None:
            self.review = None
            host.coach.review_closed()
            host.unflash()  # (what the coach said of a position of the review)
            host.bar.removeEventFilter(self._resized)
            host.bar.prompt.setToolTip("")
            host.table.set_banner("")
            if host.seat_window() is not None:
                host.resume_game()
            else:  # a record was reviewed before any game: back to the welcome
                host.table.clear()
                host.log.clear()
                host.back_to_welcome()
            host.refresh()

    def refresh(self) -> None:
        host = self.host
        review = self.review
        assert review is not None
        partie = review.partie()
        host.score_sheet.refresh(partie, host.names, host.log.you)
        host.panel.hide()
        host.bidding.hide()  # the game in progress's panels and contract come back when the review closes
        host.bar.show_contract("")
        you = host.log.you
        coached = [host.coach.seat] if host.coach.panel.isVisible() else []  # the table from the coach's seat
        views = [partie.view(seat) for seat in coached + ([] if you is None else [you]) + list(range(partie.seats))]
        view = next((v for v in views if v is not None), None)  # (the reviewer's seat, or one playing the deal)
        buttons = [(tr("« Deal"), lambda: self._move("previous", "deal")),
                   (tr("◀ Trick"), lambda: self._move("previous", "trick")),
                   (tr("◀"), lambda: self._move("step", -1)),
                   (tr("▶"), lambda: self._move("step", 1)),
                   (tr("Trick ▶"), lambda: self._move("next", "trick")),
                   (tr("Deal »"), lambda: self._move("next", "deal")),
                   (tr("Close"), self.stop)]  # (short: the bar must fit 800 pixels in every language)
        host.bar.set("", buttons, enter=False)
        close = host.bar.buttons[-1]
        close.setToolTip(tr("Close review"))
        close.setAccessibleName(tr("Close review"))
        self._fit_label()
        if view is None:
            return
        # Nothing of a finished deal is hidden: every hand, every discard and the whole talon, face up.
        hands, discards = seat_cards(partie)
        others = [seat for seat in hands if seat != view.seat]
        talon = review.talon()
        better, chosen = host.coach.marks() if view.seat in coached else (frozenset(), frozenset())
        state = TableState(view, host.names, partie.totals(), show_discard=True,
                           hands={seat: hands[seat] for seat in others},
                           discards={seat: discards[seat] for seat in others},
                           talon=talon if len(talon) == len(view.talon) else None, deal_number=len(partie.deals),
                           person=you == view.seat, better=better, chosen=chosen, hand_order=host.shown_hand(view))
        host.table.show_state(state)
        host.table.set_banner("")

    def _fit_label(self) -> None:
        """Where the review stands, on one line beside the buttons: the whole sentence where there is room, else
        shorter (the whole in the tooltip)."""
        review = self.review
        if review is None:
            return
        number, trick = review.where()
        full = fill(tr("Review: deal %1, trick %2 — step %3 of %4."), number, trick, review.position, review.end)
        forms = [full, fill(tr("Review: deal %1, trick %2"), number, trick), fill(tr("Deal %1, trick %2"), number, trick)]
        bar = self.host.bar
        layout = bar.layout()
        if layout is None:
            return
        margins = layout.contentsMargins()
        spacing = max(0, layout.spacing())
        room = (bar.width() - margins.left() - margins.right() - spacing * (len(bar.buttons) + 1)
                - sum(button.minimumWidth() for button in bar.buttons) - 4)
        metrics = bar.prompt.fontMetrics()
        text = next((form for form in forms if metrics.horizontalAdvance(form) <= room), forms[-1])
        bar.prompt.setText(text)
        bar.prompt.setToolTip(full)
        bar.prompt.setMinimumWidth(min(metrics.horizontalAdvance(text) + 2, max(room, 0)))

    def key(self, key: int, shift: bool = False) -> bool:
        """In review: ←/→ a step, ↑/↓ a trick, Page Up/Down a deal, M / Shift+M the coach's next / previous marked
        decision, Escape closes.  True if used."""
        if key == Qt.Key.Key_M:
            return self.host.coach.step_marked(-1 if shift else 1)
        if shift:
            return False
        moves = {Qt.Key.Key_Left: ("step", -1), Qt.Key.Key_Right: ("step", 1),
                 Qt.Key.Key_Up: ("previous", "trick"), Qt.Key.Key_Down: ("next", "trick"),
                 Qt.Key.Key_PageUp: ("previous", "deal"), Qt.Key.Key_PageDown: ("next", "deal")}
        if key == Qt.Key.Key_Escape:
            self.stop()
            return True
        if key in moves:
            self._move(*moves[Qt.Key(key)])
            return True
        return False

    def _move(self, how: str, argument: object) -> None:
        review = self.review
        if review is None:
            return
        if how == "step":
            review.step(int(argument))  # type: ignore[call-overload]
        elif how == "next":
            review.next(str(argument))
        else:
            review.previous(str(argument))
        self.host.unflash()  # (what was said of the position left)
        self.host.refresh()
