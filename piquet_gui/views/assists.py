"""The help a person at the table may ask of the seat window: a take-back (Undo, of a move or of the whole trick)
and a hint.  Either marks the partie as assisted, so that it counts apart in the statistics.

Against the computer, Undo works while Game → Allow undo is ticked; with several people at the table, only when
they all agree.  A hint raises the cards it would put out, or points at the card it would play, and says why; with
the aid *one-key discard*, the key E makes the hint's discard at once.

:class:`Assists` takes the widgets it changes (the hand, the calling panel, the log), the finished deals, the menus'
switch and a small :class:`AssistHost` (the window on the game at the table, the person at it, and how to speak
to him); it knows nothing else of the screen.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtGui import QAction

from ..model.actions import Action, Discard, Play
from .game_log import deals_of
from .words import hint_words, tr

if TYPE_CHECKING:
    from ..followed_table import FollowedTable, TableKeeper
    from ..model.view import SeatView
    from ..review_steps import Review
    from .declaration_panel import DeclarationPanel
    from .finished_deals import FinishedDeals
    from .game_log import GameLog
    from .hand_choice import HandChoice


class AssistHost(Protocol):
    """What the help needs of the screen: the window on the game, the person at the table and whether a review is
    open, the keeper (for the assisted mark), and how to ask, say and redraw."""

    quiet: bool
    viewer: int

    @property
    def names(self) -> Sequence[str]: ...

    @property
    def review(self) -> Review | None: ...

    def seat_window(self) -> FollowedTable | None: ...
    def my_turn(self) -> bool: ...
    def my_view(self) -> SeatView | None: ...
    def kept(self) -> TableKeeper: ...
    def ask(self, title: str, question: str) -> bool: ...
    def flash(self, text: str) -> None: ...
    def refresh(self) -> None: ...
    def choose(self, action: Action) -> None: ...
    def rebuild_log(self) -> None: ...


class Assists:
    def __init__(self, hand: HandChoice, panel: DeclarationPanel, log: GameLog, finished: FinishedDeals,
                 allow_undo: Callable[[], QAction], host: AssistHost) -> None:
        self.hand, self.panel, self.log, self.finished = hand, panel, log, finished
        self._allow_undo, self.host = allow_undo, host
        self.last_hint: Action | None = None
        """The last hint given (what the Master would do)."""

    def undo(self, whole_trick: bool) -> bool:
        """Take back the last move (or trick).  Against the computer if allowed; with two players only
        when both agree."""
        host = self.host
        window = host.seat_window()
        if window is None or host.review is not None:
            return False
        if len(window.people) > 1 and not window.asks_consent:
            people = len(window.people)
            question = tr("Do both players agree to take back the last move?") if people == 2 \
                else tr("Do all %1 players agree to take back the last move?").replace("%1", str(people))
            if not host.quiet and not host.ask(tr("Undo"), question):
                return False
        elif not self._allow_undo().isChecked():
            host.flash(tr("Undo is turned off for this game."))
            return False
        if not window.undo(whole_trick):
            host.flash(tr("There is nothing to take back."))
            return False
        return True

    def discard_as_hint(self) -> bool:
        """The aid *one-key discard*: in the person's exchange, the discard the hint would show, made at once (the
        partie counted as helped, as by the hint); False when it is not the person's exchange."""
        host = self.host
        window, view = host.seat_window(), host.my_view()
        if window is None or view is None or host.review is not None or not host.my_turn() \
                or not any(isinstance(action, Discard) for action in view.legal_actions):
            return False
        action = window.hint(host.viewer)
        if not isinstance(action, Discard):
            return False
        self.last_hint = action
        host.kept().mark_assisted()  # counted apart in the statistics
        self.hand.selected = set(action.cards)
        host.choose(action)
        return True

    def taken_back(self) -> None:
        """Moves were taken back at the table (the table's ``takenBack``: asked here, or, at a table hosted
        elsewhere, by another person with this one's consent): the table as it was at that point."""
        host = self.host
        window = host.seat_window()
        if window is None:
            return
        self.hand.forget()
        self.finished.forget()  # (a finished deal may have been taken back into)
        in_deal = not window.needs_deal() and not window.is_over()
        self.panel.reset(deals_of(window.events(host.viewer))[-1] if in_deal else ())
        host.refresh()  # the panel as it was at that point (the window's redraw came before)
        host.rebuild_log()
        self.log.addItem(tr("Taken back."))
        host.kept().mark_assisted()  # counted apart in the statistics

    def claim(self) -> bool:
        """The person claims the remaining tricks (the aid *Claim the rest*): the computer accepts a true claim at
        once; at a shared screen each other person is asked, and one refusal lets play go on (at a table hosted
        elsewhere, the host asks every other person, those here too)."""
        host = self.host
        window = host.seat_window()
        if window is None or host.review is not None or not host.my_turn() or not window.can_claim(host.viewer):
            return False
        claimer = host.names[host.viewer]
        for seat in window.people:
            if seat == host.viewer or host.quiet or window.asks_consent:  # (else the table asks each one itself)
                continue
            question = tr("%1 claims the remaining tricks. %2, do you agree?").replace("%1", claimer) \
                .replace("%2", host.names[seat])
            if not host.ask(tr("Claim the rest"), question):
                host.flash(tr("%1 refused the claim: play goes on.").replace("%1", host.names[seat]))
                return False
        return window.claim(host.viewer)

    def show_hint(self) -> None:
        host = self.host
        window = host.seat_window()
        if window is None or not host.my_turn():
            return
        view = host.my_view()
        action = window.hint(host.viewer)
        if action is None or view is None:
            return
        self.last_hint = action
        host.kept().mark_assisted()  # counted apart in the statistics
        if isinstance(action, Discard):
            self.hand.selected = set(action.cards)
        elif isinstance(action, Play):
            self.hand.focus_card = action.card
        host.flash(tr("Hint: %1").replace("%1", hint_words(action, view)))
        host.refresh()
