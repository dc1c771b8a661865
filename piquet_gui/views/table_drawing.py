"""Drawing the position at the table: after any change, what the table, the calling and bidding panels, the score
pad, the action bar and the menus show, for the person whose eyes the table is for; and what lies over the felt
placed again (the panels, the hand-over screen, the guide's note), also when the window changes size.

:class:`TableDrawing` takes the widgets it draws on (:class:`Drawn`), the person's hand, the hand-over, the
finished deals, the review, the preferences (the guide, the pace, the looks) and a small :class:`DrawHost` (the
table at the screen and who is at it); it knows nothing else of the screen.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QMainWindow

from ..model.actions import Play
from ..model.cards import Card
from ..model.tricks import Phase
from ..settings import gather_pause
from . import looks
from .action_bar import BarActions, Position, show_position
from .sheet_words import column_name, column_of
from .table import TableState
from .words import fill, named, tr

if TYPE_CHECKING:
    from ..followed_table import FollowedTable
    from ..review_steps import Review
    from ..model.score_sheet import ScoreSheet
    from ..model.view import SeatView
    from .action_bar import ActionBar
    from .bidding_panel import BiddingPanel
    from .declaration_panel import DeclarationPanel
    from .finished_deals import FinishedDeals
    from .hand_choice import HandChoice
    from .hot_seat import HotSeat
    from .menus import GameMenus
    from .preferences import Preferences
    from .privacy_screen import PrivacyScreen
    from .review_mode import ReviewMode
    from .odds_view import OddsView
    from .score_pad import ScorePad
    from .table import TableView


@dataclasses.dataclass(frozen=True)
class Drawn:
    """The widgets the position is drawn on."""

    window: QMainWindow
    table: TableView
    panel: DeclarationPanel
    bidding: BiddingPanel
    bar: ActionBar
    score_sheet: ScorePad
    privacy: PrivacyScreen
    odds: OddsView


class DrawHost(Protocol):
    """What the drawing needs of the screen: the table it follows, who sits where and who is at it, whether the
    next deal comes by itself, and whether the computer is thinking."""

    names: tuple[str, ...]
    viewer: int
    auto_next_deal: bool

    @property
    def controller(self) -> FollowedTable | None: ...

    @property
    def you(self) -> int | None: ...

    @property
    def thinking(self) -> bool: ...

    def my_view(self) -> SeatView | None: ...
    def my_turn(self) -> bool: ...


class TableDrawing(QObject):
    def __init__(self, drawn: Drawn, hand: HandChoice, hot_seat: HotSeat, finished: FinishedDeals,
                 reviewing: ReviewMode, prefs: Preferences, menus: Callable[[], GameMenus], bar_actions: BarActions,
                 host: DrawHost, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.drawn, self.hand, self.hot_seat, self.finished = drawn, hand, hot_seat, finished
        self.reviewing, self.prefs, self._menus, self.bar_actions, self.host = \
            reviewing, prefs, menus, bar_actions, host
        self.show_discard = False
        """The View menu shows the discard of the person at the table."""
        self.show_last_trick = False
        drawn.table.viewport().installEventFilter(self)

    @property
    def review(self) -> Review | None:
        return self.reviewing.review

    def refresh(self) -> None:
        host, drawn = self.host, self.drawn
        controller = host.controller
        self._menus().follow_game(controller is not None and self.review is None,
                                  controller is not None and controller.needs_deal())
        if self.review is not None:
            drawn.odds.clear()
            self.reviewing.refresh()
            return
        if controller is None:
            drawn.odds.clear()
            drawn.score_sheet.clear()  # no game yet, or a record reviewed before any
            return
        view = host.my_view()
        so_far = self.finished.so_far(view)
        drawn.score_sheet.refresh(so_far, host.names, host.you, so_far.sheet)
        self._show_odds(so_far.sheet)
        if view is None:
            return
        waiting = self.hot_seat.waiting_words()
        if waiting is not None:  # while the table passes: nothing on it, and the bar says who is awaited
            drawn.panel.hide()
            drawn.table.clear()
            drawn.bar.set(waiting, [])
            return
        my_turn = host.my_turn()
        playable: frozenset[Card] = frozenset()
        dimmed: frozenset[Card] = frozenset()
        selectable: frozenset[Card] = frozenset()
        if my_turn and view.phase is Phase.PLAY and view.legal_actions and isinstance(view.legal_actions[0], Play):
            playable = frozenset(a.card for a in view.legal_actions if isinstance(a, Play))
            dimmed = frozenset(c for c in view.hand if c not in playable)
        if my_turn and view.phase is Phase.EXCHANGE:
            selectable = frozenset(view.hand)
        hand = self.hand
        focus = hand.focused()
        raised = hand.selected | ({hand.pending_lead} if hand.pending_lead is not None else set())
        state = TableState(view, host.names, controller.totals(), selectable, frozenset(raised & set(view.hand)),
                           playable, dimmed, focus, self.show_discard, self.show_last_trick,
                           thinking=host.thinking, deal_number=controller.deal_number, gather_tricks=True,
                           person=host.viewer in controller.people, hand_order=hand.shown(view),
                           arrange=host.viewer in controller.people)
        drawn.table.gather_ms = gather_pause(self.prefs.pace_ms)
        drawn.table.show_state(state)
        # The computer's next lead waits while the finished trick lies on the table.
        controller.hold() if drawn.table.holding_trick() else controller.release()
        self._update_panel(view, my_turn)
        show_position(drawn.bar, Position(controller, view, my_turn, host.names, host.you, host.thinking,
                                          frozenset(hand.selected), host.auto_next_deal), self.bar_actions)

    def _show_odds(self, sheet: ScoreSheet) -> None:
        """The aid *Show the odds*: the chances of the side of the person whose eyes the table is for."""
        host = self.host
        column = column_of(sheet, host.viewer)
        if not self.prefs.settings.show_odds or column is None:
            self.drawn.odds.clear()
            return
        seats = sheet.columns[column].seats
        who = named(host.names[seats[0]]) if len(seats) == 1 else column_name(sheet.columns[column], host.names)
        title = tr("Your odds") if host.you is not None else fill(tr("The odds of %1"), who)
        self.drawn.odds.show_for(sheet, column, title)

    def toggle_discard(self) -> None:
        self.show_discard = not self.show_discard
        self._menus().discard.setChecked(self.show_discard)
        self.refresh()

    def toggle_last_trick(self) -> None:
        if self.drawn.table.gather_trick():  # a finished trick lying in the middle: L gathers it
            self._menus().last_trick.setChecked(self.show_last_trick)
            return
        self.show_last_trick = not self.show_last_trick
        self._menus().last_trick.setChecked(self.show_last_trick)
        self.refresh()

    def forget_last_trick(self) -> None:
        """A new deal: the last trick of the one before is no longer shown."""
        self.show_last_trick = False
        self._menus().last_trick.setChecked(False)

    def _update_panel(self, view: SeatView, my_turn: bool) -> None:
        panel, bidding = self.drawn.panel, self.drawn.bidding
        # The panels follow the text size and colours the calling panel was given (themes).
        bidding.set_points(panel.points)
        bidding.set_high_contrast(panel.high_contrast)
        if view.phase is Phase.AUCTION:
            panel.hide()
            bidding.show_view(view, self.host.names, my_turn)
            bidding.show()
            self.place_overlays()
            return
        bidding.hide()
        # The calls stay readable until the first trick is played, whoever said them and however fast.
        first_trick = view.phase is Phase.PLAY and not view.tricks
        if view.phase is Phase.DECLARATION or first_trick:
            panel.show_view(view, self.host.names, my_turn)
            panel.show()
            self.place_overlays()
        else:
            panel.hide()

    def place_overlays(self) -> None:
        """The calling panel over the opponent's hand, clear of the table's labels; the hand-over screen
        over everything; the guide's note."""
        table, panel, bidding = self.drawn.table, self.drawn.panel, self.drawn.bidding
        panel.place(table)
        if bidding.isVisible():
            bidding.place(table)
            QTimer.singleShot(0, bidding, lambda: bidding.place(table))
        QTimer.singleShot(0, panel, lambda: panel.place(table))  # once the table has placed its labels for this
        central = self.drawn.window.centralWidget()               # size
        if central is not None:
            self.drawn.privacy.setGeometry(central.rect())
        self.prefs.place_guide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and watched is self.drawn.table.viewport():
            looks.apply_text_size(self.prefs.looks, self.prefs.settings)  # the text grows with the window, as
            self.place_overlays()                                          # the table's
        return super().eventFilter(watched, event)
