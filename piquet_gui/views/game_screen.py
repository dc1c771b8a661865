"""The game screen: the table, the action bar under it, the declarations, the score sheet and the log.

It is built into the main window (``main_window.MainWindow``) once that
window is on screen, so that the window appears at once.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import (QDockWidget, QFrame, QHBoxLayout, QLabel, QMainWindow, QMessageBox,
                               QPushButton,
                               QSplitter, QVBoxLayout, QWidget)

from .. import __version__
from ..controller import GameConfig, GameController
from ..game_setup import Seats, SeatSetup
from ..model.actions import Action, Discard, LookAtTalon, Play
from ..model.cards import Card, mask_of
from ..model.deal import Phase
from ..model.events import Event, PartieEnded
from ..model.formats import Target
from ..model.partie import Partie
from ..model.view import SeatView
from ..settings import CARD_SIZES, TEXT_SIZES, Settings, gather_pause
from ..storage import autosave, statistics
from ..storage.autosave import SavedGame
from . import themes
from .card_renderer import CardRenderer
from .declaration_panel import DeclarationPanel
from .game_log import GameLog
from .guide import GuideNote
from .keyboard import TableKeys
from .menus import GameMenus
from .hot_seat import HotSeat
from .review import Review
from .record_files import PartieFiles
from .review_mode import ReviewMode
from .score_pad import ScorePad
from .sound import Sounds
from .table import TableState, TableView
from .words import action_words, card_text, display_name, hint_words, settlement_words, tr

ANIMATION_SPEEDS = {"slow": 450, "normal": 250, "fast": 120, "instant": 0}


class GameScreen(QObject):
    gameOver = Signal(object)
    menus: GameMenus

    def __init__(self, window: QMainWindow, renderer: CardRenderer | None = None, demo: bool = False) -> None:
        super().__init__(window)
        self.window = window
        self.renderer = renderer or CardRenderer()
        self.demo = demo
        self.controller: GameController | None = None
        self.names: tuple[str, ...] = ("", "")
        self.viewer = 0
        self.selected: set[Card] = set()
        self.focus_card: Card | None = None
        self.show_discard = False
        self.show_last_trick = False
        self.pace_ms = 700
        self.auto_next_deal = demo
        self.autosave_enabled = True
        self.autosave_path = autosave.path().with_name("autosave-demo.json") if demo else autosave.path()
        self.seats: Seats = (SeatSetup("", True), SeatSetup("", False))
        self.seed = 0
        self.reviewing = ReviewMode(self)
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
        self.pending_lead: Card | None = None
        self._flashed = ""
        self._thinking = False

        self.table = TableView(self.renderer)
        self.table.cardClicked.connect(self._card_clicked)
        self.table.discardClicked.connect(self.toggle_discard)
        self.table.lastTrickClicked.connect(self.toggle_last_trick)
        self.table.trickGathered.connect(self.refresh)  # and the computer, held meanwhile, goes on
        self.panel = DeclarationPanel(self.renderer, self.table.viewport())
        self.panel.chosen.connect(self._human_chose)
        self.panel.hide()
        self.guide = GuideNote(self.table.viewport())
        self.guide.turnedOff.connect(lambda: self.menus.guide.setChecked(False))
        self.prompt = QLabel("")
        self.prompt.setWordWrap(True)
        self.bar_buttons = QHBoxLayout()
        bar = self.bar = QFrame()
        bar.setObjectName("actionbar")  # its colours and text size: themes.apply_theme
        bar_layout = QHBoxLayout(bar)
        bar_layout.setContentsMargins(10, 6, 10, 6)
        bar_layout.addWidget(self.prompt, 1)
        bar_layout.addLayout(self.bar_buttons)
        self.buttons: list[QPushButton] = []
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.table, 1)
        layout.addWidget(bar)
        self.window.setCentralWidget(central)
        self.hot_seat = HotSeat(self, central)
        self.privacy = self.hot_seat.privacy

        self.score_sheet = ScorePad()
        self.log = GameLog()
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.score_sheet)
        splitter.addWidget(self.log)
        splitter.setSizes([380, 220])
        dock = QDockWidget(tr("Score sheet and log"), self.window)
        dock.setObjectName("scores")
        dock.setWidget(splitter)
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                         | QDockWidget.DockWidgetFeature.DockWidgetFloatable)
        self.window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        self.dock: QDockWidget = dock
        self.menus = GameMenus(self)
        self.window.statusBar()
        self.table.viewport().installEventFilter(self)
        self.keys = TableKeys(self)
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
        themes.apply_theme(self)  # felt, card backs, four colours, French pattern, high contrast
        self.refresh()

    def show_rules(self) -> None:
        from .rules_window import RulesWindow

        RulesWindow(self.window).show()

    def set_guide(self, on: bool) -> None:
        self.settings.guide = on
        if not on:
            self.guide.hide()

    def _explain(self, key: str) -> None:
        """The first time a phase comes up, the guide says what it is about."""
        if not self.settings.guide or key in self.settings.guide_seen or self.demo:
            return
        self.settings.saw(key)
        self.guide.explain(key)
        self._place_guide()

    def _place_guide(self) -> None:
        """The guide's note at the right of the felt, inside it whatever the window's size."""
        area = self.table.viewport().rect()
        self.guide.move(max(0, area.width() - self.guide.width() - 12),
                        max(0, area.height() // 2 - self.guide.height() // 2))

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
            "<h3>Piquet %1</h3><p>The classic card game for two, with the club rules of Rubicon Piquet.</p>"
            "<p>Card art: David Bellot's SVG deck (svg-cards 4.0.2), under the GNU LGPL 2.1.</p>")
            .replace("%1", __version__) + tr(
            "<p>The French-pattern deck (R, D, V): svg-cards 2.0.1 by David Bellot, changed by Tony 52 and "
            "Vincent Bermel for GNOME's card games, under the GNU LGPL 2 or later.</p>"))

    # --- starting a game ----------------------------------------------------------------------------

    def ask_new_game(self) -> None:
        from .new_game_dialog import CutDialog, NewGameDialog

        controller = self.controller
        if controller is not None and not controller.partie.is_over() and not self.quiet \
                and not self.ask(tr("New game"), tr("Abandon the partie in progress?")):
            return
        dialog = NewGameDialog(self.window, settings=self.settings)
        if not dialog.exec():
            return
        config = dialog.config()
        dialog.remember(self.settings)  # the next game offers the same set-up and rules
        if dialog.cut_winner is not None:
            names = (config.seats[0].name, config.seats[1].name)
            cut = CutDialog(names, dialog.cuts, dialog.cut_winner, config.seats[dialog.cut_winner].human,
                            self.renderer, self.window)
            cut.exec()
            config = dataclasses.replace(config, first_dealer=cut.first_dealer)
        self.new_game(config)

    def new_game(self, config: GameConfig) -> None:
        from .welcome import dismiss

        partie = Partie(config.rules, config.game, [s.name for s in config.seats], config.first_dealer,
                        seed=config.seed)
        dismiss(self.window)
        self.begin(partie, config.seats, config.seed or 0)

    def resume(self, saved: SavedGame, announce: bool = True) -> None:
        """Take up a saved partie exactly where it was (``announce``: say so in the log)."""
        from .welcome import dismiss

        dismiss(self.window)
        self.begin(saved.partie, saved.seats, saved.seed)
        deal = saved.partie.deals[-1] if saved.partie.deals else None
        if deal is not None and announce:
            self.log.addItem(tr("Resumed in deal %1.").replace("%1", str(len(saved.partie.deals))))

    def begin(self, partie: Partie, seats: Seats, seed: int) -> None:
        if self.controller is not None:
            self.controller.stop()
            self.controller.deleteLater()
        controller = GameController(partie, seats, self.pace_ms, seed=seed, parent=self)
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
        self.seats, self.seed = seats, seed
        self.names = tuple(display_name(seat.name) for seat in seats)
        humans = controller.humans
        self.viewer = humans[0] if humans else 0
        self.hot_seat.reset()
        self.log.rebuild(partie, humans[0] if len(humans) == 1 else None)
        self.panel.reset()
        self.selected.clear()
        controller.start()
        self.hot_seat.begin(len(humans) == 2, controller.to_act())
        self.refresh()
        # Back from the dialogs, the keys are the table's.
        self.window.activateWindow()
        self.table.setFocus(Qt.FocusReason.OtherFocusReason)

    # --- saying things ---------------------------------------------------------------------------------

    def ask(self, title: str, question: str) -> bool:
        """A yes-or-no question in the game's language."""
        box = QMessageBox(QMessageBox.Icon.Question, title, question, parent=self.window)
        yes = box.addButton(tr("Yes"), QMessageBox.ButtonRole.YesRole)
        box.addButton(tr("No"), QMessageBox.ButtonRole.NoRole)
        box.setDefaultButton(yes)
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
        self.pending_lead = None
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
        if len(controller.humans) == 2:
            if not self.quiet and not self.ask(tr("Undo"), tr("Do both players agree to take back the last move?")):
                return False
        elif not self.menus.allow_undo.isChecked():
            self.flash(tr("Undo is turned off for this game."))
            return False
        if not controller.undo(whole_trick):
            self.flash(tr("There is nothing to take back."))
            return False
        self.selected.clear()
        self.panel.reset()
        self.log.rebuild(controller.partie, self.log.you)
        self.log.addItem(tr("Taken back."))
        self.settings.assisted_partie = statistics.partie_key(controller.partie)  # counted apart in the statistics
        return True

    def show_hint(self) -> None:
        controller = self.controller
        if controller is None or not self.my_turn():
            return
        view = controller.view(self.viewer)
        action = controller.hint(self.viewer)
        if action is None or view is None:
            return
        self.last_hint = action
        self.settings.assisted_partie = statistics.partie_key(controller.partie)  # counted apart in the statistics
        if isinstance(action, Discard):
            self.selected = set(action.cards)
        elif isinstance(action, Play):
            self.focus_card = action.card
        self.flash(tr("Hint: %1").replace("%1", hint_words(action, view)))
        self.refresh()

    def _autosave(self) -> None:
        """Keep the partie in progress on disk after every action (see ``storage.autosave``)."""
        if not self.autosave_enabled or self.controller is None:
            return
        partie = self.controller.partie
        try:
            # A finished partie too: the save is forgotten only once its statistics are kept
            # (``_partie_ended``); if the program stops in between, the next start keeps them.
            autosave.save(partie, self.seats, self.seed, self.autosave_path)
        except OSError as error:
            self.window.statusBar().showMessage(
                tr("The game could not be saved: %1").replace("%1", error.strerror or str(error)), 8000)

    # --- following the controller ----------------------------------------------------------------------

    def _event(self, event: Event) -> None:
        self.log.add(event, self.names)
        self.panel.note(event)
        if isinstance(event, PartieEnded):
            self.gameOver.emit(event)

    def _human_to_act(self, seat: int) -> None:
        controller = self.controller
        assert controller is not None
        phase = controller.partie.current.phase if controller.partie.current else None
        key = {Phase.EXCHANGE: "exchange", Phase.DECLARATION: "declarations", Phase.PLAY: "play"}.get(phase)  # type: ignore[arg-type]
        if key:
            QTimer.singleShot(0, lambda: self._explain(key))
        self.hot_seat.turn(len(controller.humans) == 2, seat)
        self.selected.clear()
        self.refresh()

    def _computer_thinking(self, seat: int, thinking: bool) -> None:
        self._thinking = thinking
        self.refresh()

    def _deal_ended(self, number: int) -> None:
        self.panel.reset()
        if self.controller is not None and self.controller.humans:
            self._explain("deal_end")
        self.refresh()
        if self.auto_next_deal and self.controller is not None and not self.controller.partie.is_over():
            QTimer.singleShot(max(self.pace_ms, 50) * 2, self.next_deal)

    def _partie_ended(self, result: object) -> None:
        from ..storage.files import data_dir_problem

        controller = self.controller
        if controller is not None and not self.demo:
            humans = [controller.is_human(s) for s in (0, 1)]
            level = next((s.level for s in controller.seats if not s.human), None)
            # A hint or an undo taken in this partie (before a restart too) marks it as assisted.
            assisted = self.settings.assisted_partie == statistics.partie_key(controller.partie)
            if not statistics.record(controller.partie, humans, level, self.statistics_path, assisted) \
                    and (self.statistics_path is not None or data_dir_problem() is None):
                # (A data folder that cannot be used was said once, at start.)
                self.window.statusBar().showMessage(
                    tr("Statistics are unavailable (the database is locked or damaged); the game goes on."), 10000)
        if controller is not None and self.autosave_enabled:
            # Only now, the statistics kept: nothing is left to resume.
            autosave.forget(self.autosave_path)
        self.refresh()

    def show_statistics(self) -> None:
        from .statistics_window import StatisticsWindow

        StatisticsWindow(self.window, self.statistics_path).exec()

    def next_deal(self) -> None:
        if self.controller is not None and self.controller.partie.needs_deal():
            self.show_last_trick = False
            self.menus.last_trick.setChecked(False)
            self.controller.next_deal()

    # --- the human's choices ------------------------------------------------------------------------

    def my_view(self) -> SeatView | None:
        return self.controller.view(self.viewer) if self.controller else None

    def my_turn(self) -> bool:
        controller = self.controller
        return (controller is not None and controller.to_act() == self.viewer and controller.is_human(self.viewer)
                and not self.handing_over())

    def _human_chose(self, action: Action) -> None:
        if not self.my_turn() or self.controller is None:
            return
        try:
            self.controller.act(self.viewer, action)
        except Exception as error:  # noqa: BLE001 - the engine's reason, shown to the player
            self.flash(str(error))

    def _card_clicked(self, card: Card | None) -> None:
        view = self.my_view()
        if card is None or view is None or not self.my_turn():
            return
        if view.phase is Phase.EXCHANGE:
            self.selected.symmetric_difference_update({card})
            self.refresh()
        elif view.phase is Phase.PLAY:
            self._play(card)

    def _play(self, card: Card) -> None:
        view = self.my_view()
        assert view is not None and self.controller is not None
        action = Play(card)
        if self.settings.confirm_lead and not view.trick and action in view.legal_actions \
                and self.pending_lead != card:
            # A lead takes a second click on the same card.
            self.pending_lead = card
            self.flash(tr("Click %1 again to lead it.").replace("%1", card_text(card)))
            self.refresh()
            return
        self.pending_lead = None
        if action not in view.legal_actions:
            deal = self.controller.partie.current
            reason = deal.why_illegal(action) if deal else None
            self.flash(self._reason(reason or tr("You cannot play that card now.")))
            return
        self._human_chose(action)

    def _reason(self, engine_text: str) -> str:
        if "but holds" in engine_text:
            return tr("You must follow suit.")
        return engine_text

    def _discard_selected(self) -> None:
        self._human_chose(Discard(mask_of(self.selected)))
        self.selected.clear()

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
            themes.apply_text_size(self)  # the text grows with the window, as the table's
            self._place_overlays()
        return super().eventFilter(watched, event)

    def focused_card(self) -> Card | None:
        """The card the keys act on: the one last chosen if still in hand (and playable, in the play),
        else the first that may be."""
        view = self.my_view()
        if view is None or not self.my_turn() or view.phase not in (Phase.EXCHANGE, Phase.PLAY):
            return None
        choices = self._key_choices(view)
        if not choices:
            return None
        return self.focus_card if self.focus_card in choices else choices[0]

    @staticmethod
    def _key_choices(view: SeatView) -> list[Card]:
        if view.phase is Phase.PLAY:
            playable = {a.card for a in view.legal_actions if isinstance(a, Play)}
            return [c for c in view.hand if c in playable]
        return list(view.hand)

    def move_focus(self, step: int) -> None:
        view = self.my_view()
        focused = self.focused_card()
        if view is None or focused is None:
            return
        choices = self._key_choices(view)
        self.focus_card = choices[(choices.index(focused) + step) % len(choices)]
        self.refresh()

    def toggle_focused(self) -> None:
        card = self.focused_card()
        if card is not None:
            self.focus_card = card
            self._card_clicked(card)

    def play_focused(self) -> None:
        card = self.focused_card()
        if card is not None:
            self.focus_card = card
            self._play(card)

    def say_why_not_discard(self) -> None:
        """Enter with the wrong number of cards chosen: say so rather than do nothing."""
        self.flash(self.prompt.text())

    # --- drawing -------------------------------------------------------------------------------------

    def refresh(self) -> None:
        self.menus.follow_game(self.controller is not None and self.review is None)
        if self.review is not None:
            self.reviewing.refresh()
            return
        controller = self.controller
        if controller is None:
            return
        view = self.my_view()
        partie = controller.partie
        self.score_sheet.refresh(partie, self.names, self.log.you)
        if view is None:
            return
        if self.hot_seat.draw_waiting():
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
        focus = self.focused_card()
        totals = partie.running_totals()
        raised = self.selected | ({self.pending_lead} if self.pending_lead is not None else set())
        state = TableState(view, self.names, totals, selectable, frozenset(raised & set(view.hand)),
                           playable, dimmed, focus, self.show_discard, self.show_last_trick,
                           thinking=self._thinking, deal_number=len(partie.deals), gather_tricks=True)
        self.table.gather_ms = gather_pause(self.pace_ms)
        self.table.show_state(state)
        # The computer's next lead waits while the finished trick lies on the table.
        controller.hold() if self.table.holding_trick() else controller.release()
        self._update_panel(view, my_turn)
        self._update_bar(view, my_turn)

    def _update_panel(self, view: SeatView, my_turn: bool) -> None:
        first_trick = view.phase is Phase.PLAY and not view.tricks and bool(view.trick)
        if view.phase is Phase.DECLARATION or first_trick:
            self.panel.show_view(view, self.names, my_turn)
            self.panel.show()
            self._place_overlays()
        else:
            self.panel.hide()

    def _place_overlays(self) -> None:
        """The calling panel sits over the opponent's hand, leaving the player's own hand in view, and never
        over the players' names and scores: above the table's labels, or between them."""
        area = self.table.viewport().rect()
        # As wide as 620 pixels of the desktop's text, in step with the text size; never over two thirds of the felt.
        width = min(int(620 * self.panel.points / themes.desktop_points()), int(area.width() * 0.66))
        self.panel.setFixedWidth(width)
        layout = self.panel.layout()
        assert layout is not None
        layout.activate()
        left = (area.width() - width) // 2

        def clear_of_labels() -> None:
            # Where the table drew its labels (it lays them out anew for each size, so asked each time).
            table = self.table
            taken = sorted((rect for rect in (table.mapFromScene(label.sceneBoundingRect()).boundingRect()
                                              for label in table._labels.values() if label.text())
                            if rect.right() >= left and rect.left() <= left + width), key=lambda r: r.top())
            tops = [8] + [rect.bottom() + 6 for rect in taken]
            # Without the cards if that is what it takes to fit, then in smaller text.
            for compact, shrink in ((False, 1.0), (True, 1.0), (True, 0.9), (True, 0.8), (True, 0.7)):
                self.panel.set_compact(compact)
                self.panel.shrink(shrink)
                wanted = self.panel.height_for(width)
                best, room = 8, -1
                for top in tops:  # the highest place it fits, else the roomiest
                    ends = [rect.top() - 6 for rect in taken if rect.bottom() + 6 > top] + [area.height() - 4]
                    free = min(ends) - top
                    if free > room:
                        best, room = top, free
                    if free >= wanted:
                        best, room = top, free
                        break
                if room >= wanted:
                    break
            # A table too small for it: the panel keeps its size, over as little as can be.
            self.panel.resize(width, wanted)
            self.panel.move(left, best if room >= wanted else max(8, min(best, area.height() - 4 - wanted)))

        clear_of_labels()
        QTimer.singleShot(0, self.panel, clear_of_labels)  # once the table has placed its labels for this size
        central = self.window.centralWidget()
        if central is not None:
            self.privacy.setGeometry(central.rect())
        self._place_guide()

    def set_bar(self, text: str, buttons: Sequence[tuple[str, Callable[[], object]]]) -> None:
        self.prompt.setText(text)
        for button in self.buttons:
            self.bar_buttons.removeWidget(button)
            button.deleteLater()
        self.buttons = []
        for label, callback in buttons:
            button = QPushButton(label)
            button.clicked.connect(callback)
            self.bar_buttons.addWidget(button)
            button.ensurePolished()  # in the bar's text size (its style sheet) from the start
            self.buttons.append(button)
        if self.buttons and self.review is None:
            self.buttons[0].setDefault(True)  # drawn as the one Enter presses

    def _update_bar(self, view: SeatView, my_turn: bool) -> None:
        controller = self.controller
        assert controller is not None
        partie = controller.partie
        if partie.is_over():
            result = partie.standings().result
            standings = partie.standings()
            totals = standings.games[-1].totals if standings.games else standings.totals
            text = settlement_words(totals, self.names, result.winner, result.points, result.rubicon,
                                    isinstance(partie.game, Target), you=self.log.you)
            from .deal_summary import partie_summary

            # Who won, the settlement with its arithmetic, and the last deal's items (the pad stays in view).
            self.table.set_banner(partie_summary(partie, self.names, self.log.you))
            self.set_bar(tr("The partie is over. %1").replace("%1", text), [(tr("New game…"), self.ask_new_game)])
            return
        if partie.needs_deal():
            deal = partie.deals[-1]
            number = len(partie.deals)
            multiplier = partie.multiplier(number - 1)
            scores = ", ".join(f"{self.names[s]} {deal.scores[s].total * multiplier}" for s in (0, 1))
            from .deal_summary import deal_summary

            # What each scored and why, the deal's totals and the running totals against the rubicon.
            self.table.set_banner(deal_summary(deal, partie, self.names, self.log.you))
            self.set_bar(tr("Deal %1 is over: %2.").replace("%1", str(number)).replace("%2", scores),
                          [] if self.auto_next_deal else [(tr("Next deal"), self.next_deal)])
            return
        self.table.set_banner("")
        seat = controller.to_act()
        if not my_turn:
            who = self.names[seat] if seat is not None else ""
            self.set_bar(tr("%1 is thinking…").replace("%1", who) if self._thinking else
                          tr("%1 to play.").replace("%1", who), [])
            return
        actions = view.legal_actions
        if view.phase is Phase.CARTE_BLANCHE:
            self.set_bar(tr("You hold carte blanche: no king, queen or knave. Announce it for 10?"),
                          [(action_words(a, view), self._choosing(a)) for a in actions])
        elif view.phase is Phase.EXCHANGE:
            self._exchange_bar(view)
        elif view.phase is Phase.PLAY and actions and isinstance(actions[0], LookAtTalon):
            left = len(view.talon) - sum(t or 0 for t in view.taken)
            self.set_bar(tr("You left %n card(s) in the talon. Look at them? (Elder will see them too.)", left),
                          [(action_words(a, view), self._choosing(a)) for a in actions])
        elif view.phase is Phase.PLAY:
            text = tr("Your lead: click a card.") if not view.trick else tr("Your turn: click a card to play.")
            self.set_bar(text, [])
        else:
            self.set_bar(tr("Your turn in the declarations."), [])

    def _choosing(self, action: Action) -> Callable[[], None]:
        """A bar button's call: choose this action."""
        return lambda: self._human_chose(action)

    def _exchange_bar(self, view: SeatView) -> None:
        actions = view.legal_actions
        sizes = sorted({actions[0].mask.bit_count(), actions[-1].mask.bit_count()})  # type: ignore[union-attr]
        low, high = sizes[0], sizes[-1]
        chosen = len(self.selected & set(view.hand))
        elder = view.seat == view.elder
        who = tr("elder") if elder else tr("younger")
        text = tr("Select the cards to put out: as %1 you may exchange %2 to %3, and you take as many from the "
                  "talon.").replace("%1", who).replace("%2", str(low)).replace("%3", str(high))
        if chosen > high:
            text += " " + tr("That is too many.")
        if view.carte_blanche is not None and view.carte_blanche != view.seat:
            text += " " + tr("%1 has announced carte blanche.").replace("%1", self.names[view.carte_blanche])
        ok = low <= chosen <= high
        label = tr("Discard %n card(s)", chosen) if chosen else tr("Discard")
        self.set_bar(text, [(label, self._discard_selected)])
        self.buttons[0].setEnabled(ok)

    def close_event(self) -> None:
        if self.controller is not None:
            self.controller.stop()

