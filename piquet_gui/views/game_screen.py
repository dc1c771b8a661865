"""The game screen: the table, the action bar under it, the declarations, the score sheet and the log.

It is built into the main window (``main_window.MainWindow``) once that
window is on screen, so that the window appears at once.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMessageBox, QSplitter, QVBoxLayout, QWidget

from .. import __version__
from ..controller import GameConfig, GameController
from ..keeper import PartieKeeper, abandon_saved
from ..game_setup import OpenedRecord, Seats, SeatSetup
from ..model.actions import Action, Discard, Play
from ..model.cards import Card
from ..model.games import find_game
from ..model.events import Event, PartieEnded
from ..model.seat_window import SeatWindow
from ..model.tricks import Phase
from ..model.view import SeatView
from ..settings import CARD_SIZES, TEXT_SIZES, Settings, gather_pause
from ..storage import autosave
from ..storage.autosave import SavedGame
from . import themes
from .card_renderer import CardRenderer
from .coach import Coach
from .action_bar import ActionBar, BarActions, Position, show_position
from .bidding_panel import BiddingPanel
from .declaration_panel import DeclarationPanel
from .game_log import GameLog, deals_of
from .guide import GuideNote, deal_end_note, guide_key
from .hand_choice import HandChoice, Turn
from .keyboard import KeyTargets, TableKeys
from .menus import GameMenus
from .hot_seat import HotSeat
from ..review_steps import Review
from .record_files import PartieFiles
from .review_mode import ReviewMode
from .finished_deals import FinishedDeals
from .score_pad import ScorePad
from .sound import Sounds
from .table import TableState, TableView
from .words import fill, hint_words, names_of, show_indices, tr

ANIMATION_SPEEDS = {"slow": 450, "normal": 250, "fast": 120, "instant": 0}


class GameScreen(QObject):
    gameOver = Signal(object)
    menus: GameMenus

    def __init__(self, window: QMainWindow, renderer: CardRenderer | None = None, demo: bool = False) -> None:
        super().__init__(window)
        self.window = window
        self.renderer = renderer or CardRenderer()
        self.demo = demo
        self.controller: GameController[Any] | None = None
        """The local table: the seat window the screen and its pieces follow (the engine's partie stays in it)."""
        self.keeper: PartieKeeper | None = None
        """The local table's own duties (autosave, statistics, the assisted mark, Save as's record)."""
        self.names: tuple[str, ...] = ("", "")
        self.viewer = 0
        self.show_discard = False
        self.show_last_trick = False
        self.pace_ms = 700
        self.auto_next_deal = demo
        self.autosave_enabled = True
        self.autosave_path = autosave.path().with_name("autosave-demo.json") if demo else autosave.path()
        self.seats: Seats = (SeatSetup("", True), SeatSetup("", False))
        self.seed = 0
        self.reviewing = ReviewMode(self, self)
        self.files = PartieFiles(self)
        self.statistics_path: Path | None = None
        """None: the user's data folder."""
        self.quiet = False
        """No modal message boxes (tests, demo): messages go to the status bar only."""
        self.last_warning = ""
        self.last_hint: Action | None = None
        self.settings = Settings()
        self.sound = Sounds(self.settings, self)
        self.default_level = self.settings.level
        self._flashed = ""
        self.thinking = False
        """The computer is thinking (the bar says so)."""
        self.finished = FinishedDeals(lambda: self.controller)
        """The deals over at the table, replayed for the score pad and the summaries."""
        self.hand = HandChoice(self.turn, self.settings, self)
        self.hand.chosen.connect(self.choose)
        self.hand.changed.connect(self.refresh)
        self.hand.said.connect(self.flash)
        self.hand.noted.connect(lambda text: self.window.statusBar().showMessage(text, 5000))

        self.table = TableView(self.renderer)
        self.table.cardClicked.connect(self.hand.clicked)
        self.table.discardClicked.connect(self.toggle_discard)
        self.table.lastTrickClicked.connect(self.toggle_last_trick)
        self.table.trickGathered.connect(self.refresh)  # and the computer, held meanwhile, goes on
        self.panel = DeclarationPanel(self.renderer, self.table.viewport())
        self.panel.chosen.connect(self.choose)
        self.panel.hide()
        self.bidding = BiddingPanel(self.table.viewport())
        self.bidding.chosen.connect(self.choose)
        self.bidding.hide()
        self.guide = GuideNote(self.table.viewport())
        self.guide.turnedOff.connect(lambda: self.menus.guide.setChecked(False))
        bar = self.bar = ActionBar()
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.table, 1)
        layout.addWidget(bar)
        self.window.setCentralWidget(central)
        self.hot_seat = HotSeat(central, lambda: self.names,
                                lambda: len(self.controller.people) if self.controller is not None else 0,
                                lambda: self.viewer, self)
        self.hot_seat.handedOver.connect(self._handed_over)
        self.hot_seat.tookTable.connect(self._took_table)
        self.hot_seat.changed.connect(self.refresh)
        self.privacy = self.hot_seat.privacy

        self.score_sheet = ScorePad()
        self.log = GameLog()
        self.coach: Coach = Coach(self, self.reviewing, self)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.score_sheet)
        splitter.addWidget(self.coach.panel)  # (in the review only)
        splitter.addWidget(self.log)
        splitter.setSizes([380, 400, 220])
        splitter.setCollapsible(1, False)
        dock = QDockWidget(tr("Score sheet and log"), self.window)
        dock.setObjectName("scores")
        dock.setWidget(splitter)
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                         | QDockWidget.DockWidgetFeature.DockWidgetFloatable)
        self.window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        self.dock: QDockWidget = dock
        self.menus = GameMenus(self)
        self.coach.entry = self.menus.coach
        self._bar_actions = BarActions(self.choose, self.hand.discard_selected, self.next_deal, self.ask_new_game,
                                       self.coach.offer, self.table.set_banner,
                                       lambda: self.finished.deal_summary(self.names, self.log.you),
                                       lambda: self.finished.partie_summary(self.names, self.log.you))
        self.looks = themes.Themed(self.window, self.table, self.renderer, self.privacy, self.panel, self.bar, dock,
                                   self.score_sheet, self.log)
        self.window.statusBar()
        self.table.viewport().installEventFilter(self)
        self.keys = TableKeys(KeyTargets(self.window, self.privacy, self.guide, self.table, self.bar, self.panel,
                                         self.bidding, self.hand, self.reviewing, self.turn), self)
        self.apply_settings()

    # --- menus ----------------------------------------------------------------------------------

    def set_animation_speed(self, key: str, remember: bool = False) -> None:
        self.table.animation_ms = ANIMATION_SPEEDS[key]
        self.menus.speed[key].setChecked(True)
        if remember:
            self.settings.animation_speed = key

    def set_pace(self, millis: int, remember: bool = False) -> None:
        self.pace_ms = millis
        if millis in self.menus.pace:
            self.menus.pace[millis].setChecked(True)
        if self.controller is not None:
            self.controller.pace_ms = millis
        if remember:
            self.settings.pace = millis

    def apply_settings(self) -> None:
        """Put the remembered preferences into effect."""
        settings = self.settings
        self.set_animation_speed(settings.animation_speed)
        self.set_pace(settings.pace)
        self.table.card_scale = CARD_SIZES[settings.card_size]
        self.table.text_scale = TEXT_SIZES[settings.text_size]
        self.table.gather_on_click = settings.gather_tricks == "click" and not self.demo
        self.default_level = settings.level
        themes.apply_theme(self.looks, settings)  # felt, card backs, four colours, French pattern, high contrast
        self.coach.follow_setting()
        if show_indices(self.renderer.indices()) and self.controller is not None and self.review is None:
            self.rebuild_log()  # its cards as the deck now shows them
        self.refresh()

    def show_rules(self) -> None:
        from .rules_window import RulesWindow

        RulesWindow(self.window).show()

    def set_guide(self, on: bool) -> None:
        self.settings.guide = on
        if not on:
            self.guide.hide()

    def _explain(self, key: str, number: int | None = None) -> None:
        """The first time a phase comes up, the guide says what it is about."""
        if not self.settings.guide or key in self.settings.guide_seen or self.demo:
            return
        self.settings.saw(key)
        self.guide.explain(key, number)
        self._place_guide()

    def _place_guide(self) -> None:
        """The guide's note on the felt, over no pile and no button of the panels (once they are placed)."""
        if self.guide.isVisible():
            self.guide.place(self.table, (self.panel, self.bidding))
            QTimer.singleShot(0, self.guide, lambda: self.guide.place(self.table, (self.panel, self.bidding)))

    def set_language(self, code: str) -> None:
        """Speak another language from now on: kept in the settings, and the screen is rebuilt in it."""
        from .. import i18n

        self.settings.language = code
        i18n.install(code)
        QTimer.singleShot(0, lambda: getattr(self.window, "rebuild")())  # the MainWindow builds a new screen

    def ask_settings(self) -> None:
        from .settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self.window)
        if dialog.exec():
            language = self.settings.language
            dialog.store()
            self.apply_settings()
            if self.settings.language != language:
                self.set_language(self.settings.language)

    def about(self) -> None:
        QMessageBox.about(self.window, tr("About Piquet"), tr(
            "<h3>Piquet %1</h3><p>The classic card game for two, with the club rules of Rubicon piquet.</p>"
            "<p>Card art: David Bellot's SVG deck (svg-cards 4.0.2), under the GNU LGPL 2.1.</p>")
            .replace("%1", __version__) + tr(
            "<p>The French-pattern deck (R, D, V): svg-cards 2.0.1 by David Bellot, changed by Tony 52 and "
            "Vincent Bermel for GNOME's card games, under the GNU LGPL 2 or later.</p>"))

    # --- starting a game ----------------------------------------------------------------------------

    def ask_new_game(self) -> None:
        from .new_game_dialog import CutDialog, NewGameDialog

        if self.in_progress() and not self.quiet \
                and not self.ask(tr("New game"), tr("Abandon the partie in progress?")):
            return
        dialog = NewGameDialog(self.window, settings=self.settings)
        if not dialog.exec():
            return
        config = dialog.config()
        dialog.remember(self.settings)  # the next game offers the same set-up and rules
        if dialog.cut_winner is not None:
            people = [seat for seat, setup in enumerate(config.seats) if setup.human]
            cut = CutDialog(tuple(seat.name for seat in config.seats), dialog.cuts, dialog.cut_winner,
                            config.seats[dialog.cut_winner].human, self.renderer, self.window,
                            you=people[0] if len(people) == 1 else None,
                            lowest_deals=find_game(config.game).lowest_cut_deals)
            cut.exec()
            config = dataclasses.replace(config, first_dealer=cut.first_dealer)
        self.new_game(config)

    def new_game(self, config: GameConfig) -> None:
        from .welcome import dismiss

        partie = config.partie()
        dismiss(self.window)
        self.begin(partie, config.seats, config.seed or 0)

    def resume(self, saved: SavedGame, announce: bool = True) -> None:
        """Take up a saved partie exactly where it was (``announce``: say so in the log)."""
        from .welcome import dismiss

        dismiss(self.window)
        self.begin(saved.partie, saved.seats, saved.seed)
        window = self.controller
        if window is not None and window.deal_number and announce:
            self.log.addItem(tr("Resumed in deal %1.").replace("%1", str(window.deal_number)))

    def begin(self, partie: Any, seats: Seats, seed: int) -> None:
        """Play ``partie`` (the engine's, from the new-game dialog, a save or a record: this local table holds
        it in its controller, the seat window the screen follows) with ``seats``."""
        controller: GameController[Any] = GameController(partie, seats, self.pace_ms, seed=seed,  # refuses wrong
                                                         parent=self)                            # seats
        keeper = PartieKeeper(controller, seed, self.settings, self.autosave_path, self.statistics_path,
                              saving=self.autosave_enabled, counting=not self.demo)
        self._abandon_replaced(keeper)
        self.keeper = keeper
        if self.controller is not None:
            self.controller.stop()
            self.controller.deleteLater()
        controller.eventHappened.connect(self._event)
        self.sound.follow(controller)
        controller.stateChanged.connect(self._position_changed)
        controller.stateChanged.connect(self.refresh)
        controller.stateChanged.connect(self._autosave)
        controller.humanToAct.connect(self._human_to_act)
        controller.computerThinking.connect(self._computer_thinking)
        controller.dealEnded.connect(self._deal_ended)
        controller.partieEnded.connect(self._partie_ended)
        self.controller = controller
        self.finished.forget()
        self.seats, self.seed = seats, seed
        self.names = names_of(seats)
        humans = controller.people
        self.viewer = humans[0] if humans else 0
        self.hot_seat.reset()
        self.log.you = humans[0] if len(humans) == 1 else None
        self.rebuild_log()
        self.panel.reset()
        self.hand.forget()
        controller.start()
        self.hot_seat.begin(humans, controller.to_act())
        self.refresh()
        # Back from the dialogs, the keys are the table's.
        self.window.activateWindow()
        self.table.setFocus(Qt.FocusReason.OtherFocusReason)

    def _abandon_replaced(self, new: PartieKeeper) -> None:
        """The partie ``new`` keeps takes the place of (on the table, or left in the autosave and offered on the
        welcome) is abandoned: its deals count in the statistics, and it counts apart."""
        if self.demo or not self.autosave_enabled:
            return
        if self.keeper is not None:
            self.kept().abandon_for(new.key)
        else:
            abandon_saved(new.key, self.autosave_path, self.statistics_path)

    def kept(self) -> PartieKeeper:
        """The keeper of the partie at the table, as the screen's paths and switches now say."""
        keeper = self.keeper
        assert keeper is not None
        keeper.autosave_path, keeper.statistics_path = self.autosave_path, self.statistics_path
        keeper.saving, keeper.counting = self.autosave_enabled, not self.demo
        return keeper

    # --- saying things ---------------------------------------------------------------------------------

    def ask(self, title: str, question: str) -> bool:
        """A yes-or-no question in the game's language; *No* is the default, so that Enter never throws a
        partie away."""
        box = QMessageBox(QMessageBox.Icon.Question, title, question, parent=self.window)
        yes = box.addButton(tr("Yes"), QMessageBox.ButtonRole.YesRole)
        no = box.addButton(tr("No"), QMessageBox.ButtonRole.NoRole)
        box.setDefaultButton(no)
        box.exec()
        return box.clickedButton() is yes

    def warn(self, text: str) -> None:
        self.last_warning = text
        self.window.statusBar().showMessage(text, 10000)
        if not self.quiet:
            QMessageBox.warning(self.window, tr("Piquet"), text)

    def flash(self, text: str) -> None:
        """A message about the position on the table (a hint, why a card cannot be played): it stays
        until the position changes, and never into the other player's turn."""
        self._flashed = text
        self.window.statusBar().showMessage(text)

    def _position_changed(self) -> None:
        """Whatever was said about the last position no longer holds."""
        self.hand.pending_lead = None
        self.unflash()

    def unflash(self) -> None:
        """What :meth:`flash` said no longer holds (the position moved, a review opened or closed): off the
        status line, if it is still there."""
        if self._flashed and self.window.statusBar().currentMessage() == self._flashed:
            self.window.statusBar().clearMessage()
        self._flashed = ""

    def handing_over(self) -> bool:
        """Two players: the table is hidden while it passes to the other."""
        return self.hot_seat.waiting_for is not None

    @property
    def review(self) -> Review | None:
        """The partie being reviewed (``review_mode``), or None while the table shows the game."""
        return self.reviewing.review

    # --- undo and hints -------------------------------------------------------------------------------

    def undo(self, whole_trick: bool) -> bool:
        """Take back the last move (or trick).  Against the computer if allowed; with two players only
        when both agree."""
        controller = self.controller
        if controller is None or self.review is not None:
            return False
        if len(controller.people) > 1:
            people = len(controller.people)
            question = tr("Do both players agree to take back the last move?") if people == 2 \
                else tr("Do all %1 players agree to take back the last move?").replace("%1", str(people))
            if not self.quiet and not self.ask(tr("Undo"), question):
                return False
        elif not self.menus.allow_undo.isChecked():
            self.flash(tr("Undo is turned off for this game."))
            return False
        if not controller.undo(whole_trick):
            self.flash(tr("There is nothing to take back."))
            return False
        self.hand.forget()
        self.finished.forget()  # (a finished deal may have been taken back into)
        in_deal = not controller.needs_deal() and not controller.is_over()
        self.panel.reset(deals_of(controller.events(self.viewer))[-1] if in_deal else ())
        self.refresh()  # the panel as it was at that point (the controller's redraw came before)
        self.rebuild_log()
        self.log.addItem(tr("Taken back."))
        self.kept().mark_assisted()  # counted apart in the statistics
        return True

    def show_hint(self) -> None:
        controller = self.controller
        if controller is None or not self.my_turn():
            return
        view = self.my_view()
        action = controller.hint(self.viewer)
        if action is None or view is None:
            return
        self.last_hint = action
        self.kept().mark_assisted()  # counted apart in the statistics
        if isinstance(action, Discard):
            self.hand.selected = set(action.cards)
        elif isinstance(action, Play):
            self.hand.focus_card = action.card
        self.flash(tr("Hint: %1").replace("%1", hint_words(action, view)))
        self.refresh()

    def _autosave(self) -> None:
        """Keep the partie in progress on disk after every action (the keeper's); say what went wrong."""
        if self.keeper is None:
            return
        problem = self.kept().autosave()
        if problem is None:
            return
        if problem.set_aside is not None:
            line = fill(tr("%1 was not a file: it was kept as %2, and the partie in progress is saved in "
                           "its place again."), str(problem.path), str(problem.set_aside))
            self.log.addItem(line)
            self.window.statusBar().showMessage(line, 10000)
            return
        self.window.statusBar().showMessage(tr("The game could not be saved: %1").replace("%1", problem.error), 8000)

    # --- following the controller ----------------------------------------------------------------------

    def _event(self, event: Event) -> None:
        self.log.add(event, self.names)
        self.panel.note(event)
        if isinstance(event, PartieEnded):
            self.gameOver.emit(event)

    def _human_to_act(self, seat: int) -> None:
        controller = self.controller
        assert controller is not None
        view = controller.view(seat)
        key = guide_key(view, self.settings.guide_seen) if view is not None else None
        if key:
            QTimer.singleShot(0, lambda: self._explain(key))
        self.hot_seat.turn(len(controller.people) > 1, seat)
        self.hand.selected.clear()
        self.refresh()

    def _computer_thinking(self, seat: int, thinking: bool) -> None:
        self.thinking = thinking
        self.refresh()

    def _deal_ended(self, number: int) -> None:
        self.panel.reset()
        self.coach.deal_ended()
        if self.controller is not None and self.controller.people:
            self._explain(*deal_end_note(self.controller.score_sheet()))
        self.refresh()
        if self.auto_next_deal and self.controller is not None and not self.controller.is_over():
            QTimer.singleShot(max(self.pace_ms, 50) * 2, self.next_deal)

    def _partie_ended(self, result: object) -> None:
        # The statistics kept (a hint or an undo marked the partie as assisted), then the save forgotten.
        if self.keeper is not None and not self.kept().partie_ended():
            self.window.statusBar().showMessage(
                tr("Statistics are unavailable (the database is locked or damaged); the game goes on."), 10000)
        self.refresh()

    def show_statistics(self) -> None:
        from .statistics_window import StatisticsWindow

        StatisticsWindow(self.window, self.statistics_path).exec()

    def next_deal(self) -> None:
        if self.controller is not None and self.controller.needs_deal():
            self.show_last_trick = False
            self.menus.last_trick.setChecked(False)
            self.controller.next_deal()

    # --- the human's choices ------------------------------------------------------------------------

    def seat_window(self) -> SeatWindow | None:
        """The window on the partie at the table (the local controller); None without one."""
        return self.controller

    @property
    def you(self) -> int | None:
        """The one person at the table, addressed as "you" (None with several people, or none)."""
        return self.log.you

    def in_progress(self) -> bool:
        """A partie is at the table and not over."""
        return self.controller is not None and not self.controller.is_over()

    def my_view(self) -> SeatView | None:
        return self.controller.view(self.viewer) if self.controller else None

    def my_turn(self) -> bool:
        controller = self.controller
        return (controller is not None and controller.to_act() == self.viewer and self.viewer in controller.people
                and not self.handing_over())

    def turn(self) -> Turn | None:
        """The person at the table to act now (the window, the seat, what it sees); None when no one is."""
        window, view = self.controller, self.my_view()
        if window is None or view is None or not self.my_turn():
            return None
        return Turn(window, self.viewer, view)

    def choose(self, action: Action) -> None:
        """The person at the table chose ``action`` (a click, a key, a panel's button): to the window."""
        if not self.my_turn() or self.controller is None:
            return
        try:
            self.controller.act(self.viewer, action)
        except Exception as error:  # noqa: BLE001 - the engine's reason, shown to the player
            self.flash(str(error))

    def _handed_over(self, seat: int) -> None:
        """The table passes to ``seat``: nothing of the last person's stays on screen."""
        self.viewer = seat
        self.hand.forget()
        self.window.statusBar().clearMessage()
        self.guide.hide()

    def _took_table(self, seat: int) -> None:
        self.viewer = seat

    def rebuild_log(self) -> None:
        """The log of the partie at the table anew, from what the person's seat may know of it."""
        if self.controller is not None:
            self.log.follow(self.controller, self.viewer, self.log.you)

    # --- what the menus, the files, the review and the coach ask for ------------------------------------

    def ask_save(self) -> None:
        self.files.ask_save()

    def ask_open(self) -> None:
        self.files.ask_open()

    def review_finished(self) -> None:
        self.reviewing.finished()

    def ask_coach(self) -> None:
        self.coach.ask()

    def seated_record(self) -> dict[str, Any] | None:
        """The partie at the table as a game record, with who sits where (for Save as); None without one."""
        return self.keeper.record() if self.keeper is not None else None

    def say(self, text: str, millis: int) -> None:
        self.window.statusBar().showMessage(text, millis)

    def review_record(self, record: OpenedRecord) -> None:
        self.reviewing.start(record.partie)

    def play_record(self, record: OpenedRecord, seats: Seats) -> None:
        self.reviewing.stop()
        self.begin(record.partie, seats, 0)

    def pause_game(self) -> None:
        if self.controller is not None:
            self.controller.stop()

    def resume_game(self) -> None:
        self.names = names_of(self.seats)
        if self.controller is not None:
            self.rebuild_log()
            self.controller.start()

    def back_to_welcome(self) -> None:
        from . import welcome

        welcome.show(self)

    def toggle_discard(self) -> None:
        self.show_discard = not self.show_discard
        self.menus.discard.setChecked(self.show_discard)
        self.refresh()

    def toggle_last_trick(self) -> None:
        if self.table.gather_trick():  # a finished trick lying in the middle: L gathers it
            self.menus.last_trick.setChecked(self.show_last_trick)
            return
        self.show_last_trick = not self.show_last_trick
        self.menus.last_trick.setChecked(self.show_last_trick)
        self.refresh()

    # --- keyboard ------------------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and watched is self.table.viewport():
            themes.apply_text_size(self.looks, self.settings)  # the text grows with the window, as the table's
            self._place_overlays()
        return super().eventFilter(watched, event)

    # --- drawing -------------------------------------------------------------------------------------

    def refresh(self) -> None:
        controller = self.controller
        self.menus.follow_game(controller is not None and self.review is None,
                               controller is not None and controller.needs_deal())
        if self.review is not None:
            self.reviewing.refresh()
            return
        if controller is None:
            self.score_sheet.clear()  # no game yet, or a record reviewed before any
            return
        view = self.my_view()
        so_far = self.finished.so_far(view)
        self.score_sheet.refresh(so_far, self.names, self.log.you, so_far.sheet)
        if view is None:
            return
        waiting = self.hot_seat.waiting_words()
        if waiting is not None:  # while the table passes: nothing on it, and the bar says who is awaited
            self.panel.hide()
            self.table.clear()
            self.bar.set(waiting, [])
            return
        my_turn = self.my_turn()
        playable: frozenset[Card] = frozenset()
        dimmed: frozenset[Card] = frozenset()
        selectable: frozenset[Card] = frozenset()
        if my_turn and view.phase is Phase.PLAY and view.legal_actions and isinstance(view.legal_actions[0], Play):
            playable = frozenset(a.card for a in view.legal_actions if isinstance(a, Play))
            dimmed = frozenset(c for c in view.hand if c not in playable)
        if my_turn and view.phase is Phase.EXCHANGE:
            selectable = frozenset(view.hand)
        focus = self.hand.focused()
        totals = controller.totals()
        hand = self.hand
        raised = hand.selected | ({hand.pending_lead} if hand.pending_lead is not None else set())
        state = TableState(view, self.names, totals, selectable, frozenset(raised & set(view.hand)),
                           playable, dimmed, focus, self.show_discard, self.show_last_trick,
                           thinking=self.thinking, deal_number=controller.deal_number, gather_tricks=True,
                           person=self.viewer in controller.people)
        self.table.gather_ms = gather_pause(self.pace_ms)
        self.table.show_state(state)
        # The computer's next lead waits while the finished trick lies on the table.
        controller.hold() if self.table.holding_trick() else controller.release()
        self._update_panel(view, my_turn)
        show_position(self.bar, Position(controller, view, my_turn, self.names, self.log.you, self.thinking,
                                         frozenset(self.hand.selected), self.auto_next_deal), self._bar_actions)

    def _update_panel(self, view: SeatView, my_turn: bool) -> None:
        # The panels follow the text size and colours the calling panel was given (themes).
        self.bidding.set_points(self.panel.points)
        self.bidding.set_high_contrast(self.panel.high_contrast)
        if view.phase is Phase.AUCTION:
            self.panel.hide()
            self.bidding.show_view(view, self.names, my_turn)
            self.bidding.show()
            self._place_overlays()
            return
        self.bidding.hide()
        # The calls stay readable until the first trick is played, whoever said them and however fast.
        first_trick = view.phase is Phase.PLAY and not view.tricks
        if view.phase is Phase.DECLARATION or first_trick:
            self.panel.show_view(view, self.names, my_turn)
            self.panel.show()
            self._place_overlays()
        else:
            self.panel.hide()

    def _place_overlays(self) -> None:
        """The calling panel over the opponent's hand, clear of the table's labels; the hand-over screen
        over everything; the guide's note."""
        self.panel.place(self.table)
        if self.bidding.isVisible():
            self.bidding.place(self.table)
            QTimer.singleShot(0, self.bidding, lambda: self.bidding.place(self.table))
        QTimer.singleShot(0, self.panel, lambda: self.panel.place(self.table))  # once the table has placed its
        central = self.window.centralWidget()                                    # labels for this size
        if central is not None:
            self.privacy.setGeometry(central.rect())
        self._place_guide()

    def close_event(self) -> None:
        if self.controller is not None:
            self.controller.stop()
        self.coach.stop_all()

