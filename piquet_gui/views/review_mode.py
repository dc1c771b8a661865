"""Reviewing at the table: the finished deals (or the whole partie once over, or an opened record), step by
step, with every hand face up, the score pad and the bar following, and never the deal in progress."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QEvent, QObject, Qt

from ..model.game import Game
from ..model.history import History
from .review import Review, seat_cards
from .table import TableState
from .words import display_name, fill, names_of, tr

if TYPE_CHECKING:
    from ..model.two_handed.partie import Partie
    from .game_screen import GameScreen


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

    def __init__(self, screen: GameScreen) -> None:
        self.screen = screen
        self.review: Review | None = None
        self._resized = _Resized(self._fit_label, screen)
        """The bar's words fitted to one line again when it changes size."""

    def finished(self) -> None:
        """Review what is finished of the partie at the table: the whole partie once it is over, else the
        deals played before this one.  A deal in progress is never shown: it would show the hidden cards."""
        screen = self.screen
        controller = screen.controller
        if controller is None or self.review is not None or screen.handing_over():
            return
        partie = controller.partie
        current = partie.current
        if current is not None and not current.is_over():
            if len(partie.deals) < 2:
                screen.flash(tr("Nothing to review yet: a deal can be reviewed once it is over."))
                return
            partie = partie.replayed(len(partie.deals) - 1)
            if isinstance(partie, History):
                partie.dealt_ahead = []  # never the cards of the deal in progress, even out of sight
        self.start(partie)

    def start(self, partie: Game | None) -> None:
        """Step through a partie with every hand visible and the score pad following."""
        screen = self.screen
        if partie is None:
            return
        if screen.controller is not None:
            screen.controller.stop()
        self.review = Review(partie)
        self.review.go(self.review.end if partie.is_over() else 0)
        screen.unflash()  # (a hint, or why a card cannot be played: of the game, not of the review)
        screen.bar.installEventFilter(self._resized)
        screen.names = tuple(display_name(name) for name in partie.players)
        screen.log.rebuild(cast("Partie", partie), screen.log.you, every_card=True)  # (the log's own type)
        screen.coach.review_opened()
        screen.refresh()

    def stop(self) -> None:
        screen = self.screen
        if self.review is not None:
            self.review = None
            screen.coach.review_closed()
            screen.unflash()  # (what the coach said of a position of the review)
            screen.bar.removeEventFilter(self._resized)
            screen.bar.prompt.setToolTip("")
            screen.table.set_banner("")
            screen.names = names_of(screen.seats)
            if screen.controller is not None:
                screen.log.rebuild(screen.controller.partie, screen.log.you)
                screen.controller.start()
            else:  # a record was reviewed before any game: back to the welcome
                from . import welcome

                screen.table.clear()
                screen.log.clear()
                welcome.show(self.screen)
            screen.refresh()

    def refresh(self) -> None:
        screen = self.screen
        review = self.review
        assert review is not None
        partie = review.partie()
        screen.score_sheet.refresh(partie, screen.names, screen.log.you)
        screen.panel.hide()
        screen.bidding.hide()  # the game in progress's panels and contract come back when the review closes
        screen.bar.show_contract("")
        you = screen.log.you
        coached = [screen.coach.seat] if screen.coach.panel.isVisible() else []  # the table from the coach's seat
        views = [partie.view(seat) for seat in coached + ([] if you is None else [you]) + list(range(partie.seats))]
        view = next((v for v in views if v is not None), None)  # (the reviewer's seat, or one playing the deal)
        buttons = [(tr("« Deal"), lambda: self._move("previous", "deal")),
                   (tr("◀ Trick"), lambda: self._move("previous", "trick")),
                   (tr("◀"), lambda: self._move("step", -1)),
                   (tr("▶"), lambda: self._move("step", 1)),
                   (tr("Trick ▶"), lambda: self._move("next", "trick")),
                   (tr("Deal »"), lambda: self._move("next", "deal")),
                   (tr("Close"), self.stop)]  # (short: the bar must fit 800 pixels in every language)
        screen.bar.set("", buttons, enter=False)
        close = screen.bar.buttons[-1]
        close.setToolTip(tr("Close review"))
        close.setAccessibleName(tr("Close review"))
        self._fit_label()
        if view is None:
            return
        # Nothing of a finished deal is hidden: every hand, every discard and the whole talon, face up.
        hands, discards = seat_cards(partie)
        others = [seat for seat in hands if seat != view.seat]
        talon = review.talon()
        better, chosen = screen.coach.marks() if view.seat in coached else (frozenset(), frozenset())
        state = TableState(view, screen.names, partie.totals(), show_discard=True,
                           hands={seat: hands[seat] for seat in others},
                           discards={seat: discards[seat] for seat in others},
                           talon=talon if len(talon) == len(view.talon) else None, deal_number=len(partie.deals),
                           person=you == view.seat, better=better, chosen=chosen)
        screen.table.show_state(state)
        screen.table.set_banner("")

    def _fit_label(self) -> None:
        """Where the review stands, on one line beside the buttons: the whole sentence where there is room, else
        shorter (the whole in the tooltip)."""
        review = self.review
        if review is None:
            return
        number, trick = review.where()
        full = fill(tr("Review: deal %1, trick %2 — step %3 of %4."), number, trick, review.position, review.end)
        forms = [full, fill(tr("Review: deal %1, trick %2"), number, trick), fill(tr("Deal %1, trick %2"), number, trick)]
        bar = self.screen.bar
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
            return self.screen.coach.step_marked(-1 if shift else 1)
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
        self.screen.unflash()  # (what was said of the position left)
        self.screen.refresh()
