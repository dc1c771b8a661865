"""The game screen: the table, the action bar under it, the declarations, the score sheet and the log.

It is built into the main window (``main_window.MainWindow``) once that
window is on screen, so that the window appears at once.  The screen seats a
partie (a local table and its keeper) and builds the pieces, each of one idea,
given what it needs, never the screen: the preferences the menus set
(``preferences``), the following of the table's signals (``table_follower``),
the drawing of the position (``table_drawing``), Undo and Hint (``assists``),
the status line (``speaking``), the person's hand, the hand-over between people,
the review, the coach, Save and Open.  After a change of language the screen
hands its table to the one built in its place (:meth:`GameScreen.hand_over`).
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QMainWindow

from ..controller import GameConfig, GameController
from ..followed_table import FollowedTable, KeepsNothing, TableKeeper
from ..keeper import PartieKeeper
from ..game_setup import OpenedRecord, Seats, SeatSetup
from ..model.actions import Action
from ..model.cards import Card
from ..model.view import SeatView
from ..settings import Settings
from ..storage import autosave
from ..storage.autosave import SavedGame
from . import looks
from .card_renderer import CardRenderer
from .coach import Coach
from .action_bar import ActionBar, BarActions
from .assists import Assists
from .bidding_panel import BiddingPanel
from .declaration_panel import DeclarationPanel
from .game_log import GameLog
from .guide import GuideNote
from .hand_choice import HandChoice, Turn
from .keyboard import KeyTargets, TableKeys
from .menus import GameMenus
from .preferences import Preferences
from .hot_seat import HotSeat
from ..review_steps import Review
from .record_files import PartieFiles
from .review_mode import ReviewMode
from .finished_deals import FinishedDeals
from .odds_view import OddsView
from .score_pad import ScorePad
from .screen_layout import lay_out_middle, side_dock
from .sound import Sounds
from .speaking import Speaking
from .table import TableView
from .table_drawing import Drawn, TableDrawing
from .table_follower import TableFollower
from .table_note import TableNote
from .spoken_game import SpokenGame
from .trainer import Trainer
from ..training_table import TrainingTable
from .words import fill, names_of, show_indices, tr


@dataclasses.dataclass(frozen=True)
class SeatedTable:
    """A partie at the table, handed from a screen taken down to the one built in its place (a change of
    language): the local table (``window``: the controller, which owns the partie and the computer players),
    its keeper, who sits where, the computer's seed, and whose eyes the table was for (``hot_seat.carry_on``)."""

    window: FollowedTable
    keeper: TableKeeper
    seats: Seats
    seed: int
    viewer: int
    waiting_for: int | None


class GameScreen(QObject):
    gameOver = Signal(object)
    menus: GameMenus

    def __init__(self, window: QMainWindow, renderer: CardRenderer | None = None, demo: bool = False) -> None:
        super().__init__(window)
        self.window = window
        self.renderer = renderer or CardRenderer()
        self.demo = demo
        self.controller: FollowedTable | None = None
        """The table the screen and its pieces follow: the local table (the engine's partie stays in it), or a
        table hosted elsewhere (``remote_controller``)."""
        self.keeper: TableKeeper | None = None
        """The duties of the partie's keeper (a local table's: autosave, statistics, the assisted mark, Save as's
        record)."""
        self.hosting: Any = None
        """The table this program hosts (``hosting.Hosting``), if any."""
        self.lobby: Any = None
        self.join_dialog: Any = None
        self.host_dialog: Any = None
        """The lobby, the join dialog and the hosting dialog while they are open (for tests)."""
        self.names: tuple[str, ...] = ("", "")
        self.viewer = 0
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
        self.speaking = Speaking(window, lambda: self.quiet)
        self.settings = Settings()
        self.sound = Sounds(self.settings, self)
        self.default_level = self.settings.level
        self.finished = FinishedDeals(lambda: self.controller)
        """The deals over at the table, replayed for the score pad and the summaries."""
        self.hand = HandChoice(self.turn, self.settings, self)
        self.hand.chosen.connect(self.choose)
        self.hand.changed.connect(self.refresh)
        self.hand.said.connect(self.speaking.flash)
        self.hand.noted.connect(lambda text: self.speaking.say(text, 5000))

        self.table = TableView(self.renderer)
        self.table.cardClicked.connect(self.hand.clicked)
        self.table.handArranged.connect(self._arranged)
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
        self.trainer = Trainer(self, self)
        """*Train on my mistakes* (its strip over the table)."""
        central = lay_out_middle(self.window, self.table, bar, self.trainer.panel)
        self.hot_seat = HotSeat(central, lambda: self.names,
                                lambda: len(self.controller.people) if self.controller is not None else 0,
                                lambda: self.viewer, self)
        self.hot_seat.handedOver.connect(self._handed_over)
        self.hot_seat.tookTable.connect(self._took_table)
        self.hot_seat.changed.connect(self.refresh)
        self.privacy = self.hot_seat.privacy

        self.score_sheet = ScorePad()
        self.odds = OddsView()
        """The aid *Show the odds*, under the score pad."""
        self.score_sheet.add_under(self.odds)
        self.log = GameLog()
        self.coach: Coach = Coach(self, self.reviewing, self)
        self.dock = dock = side_dock(self.window, self.score_sheet, self.coach.panel, self.log)
        self.looks = looks.Themed(self.window, self.table, self.renderer, self.privacy, self.panel, self.bar, dock,
                                   self.score_sheet, self.log)
        self.prefs = Preferences(self.window, self.settings, self.table, self.looks, self.guide,
                                 (self.panel, self.bidding), lambda: self.menus, self._paced, self.apply_settings,
                                 lambda: self.statistics_path, demo)
        self.menus = GameMenus(self, self.prefs)
        self.coach.entry = self.menus.coach
        self.follower = TableFollower(self.window, self.log, self.panel, self.hand, self.hot_seat, self.coach,
                                      self.prefs, self, self)
        self.follower.gameOver.connect(self.gameOver)
        self.assists = Assists(self.hand, self.panel, self.log, self.finished, lambda: self.menus.allow_undo, self)
        self._bar_actions = BarActions(self.choose, self.hand.discard_selected, self.next_deal, self.ask_new_game,
                                       self.coach.offer, self.table.set_banner,
                                       lambda: self.finished.deal_summary(self.names, self.log.you),
                                       lambda: self.finished.partie_summary(self.names, self.log.you),
                                       lambda: self.claim_rest())
        self.drawing = TableDrawing(Drawn(self.window, self.table, self.panel, self.bidding, bar, self.score_sheet,
                                          self.privacy, self.odds), self.hand, self.hot_seat, self.finished,
                                    self.reviewing, self.prefs, lambda: self.menus, self._bar_actions, self, self)
        self.window.statusBar()
        self.note = TableNote(self.window.statusBar(), lambda seat: self.hosting.seat_computer(seat), self)
        self.spoken = SpokenGame(self, self)
        self.voice = self.spoken.voice
        self.keys = TableKeys(KeyTargets(self.window, self.privacy, self.guide, self.table, self.bar, self.panel,
                                         self.bidding, self.hand, self.reviewing, self.turn,
                                         self._quick_discard), self)
        self.apply_settings()

    # --- the preferences (the menus' and the Settings dialog's: ``preferences.Preferences``) -----------------------

    def set_animation_speed(self, key: str, remember: bool = False) -> None:
        self.prefs.set_animation_speed(key, remember)

    def set_pace(self, millis: int, remember: bool = False) -> None:
        self.prefs.set_pace(millis, remember)

    @property
    def pace_ms(self) -> int:
        return self.prefs.pace_ms

    def _paced(self, millis: int) -> None:
        if self.controller is not None:
            self.controller.pace_ms = millis

    def apply_settings(self) -> None:
        """Put the remembered preferences into effect."""
        self.prefs.apply()
        self.default_level = self.settings.level
        self.coach.follow_setting()
        if not self.settings.speech:
            self.voice.quiet()
        if show_indices(self.renderer.indices()) and self.controller is not None and self.review is None:
            self.rebuild_log()  # its cards as the deck now shows them
        self.refresh()

    # --- starting a game ----------------------------------------------------------------------------

    def leave_question(self, title: str) -> bool:
        """Whether the partie in progress may be left for another (asked; a hosted table: the others lose it)."""
        if self.quiet:
            return True
        if self.hosting is not None and (self.in_progress() or not self.hosting.owns(self.controller)):
            return self.ask(title, tr("You host this table: the other players would lose the partie. "
                                      "Leave it?"))
        if not self.in_progress():
            return True
        return self.ask(title, tr("Abandon the partie in progress?"))

    def ask_new_game(self) -> None:
        from .new_game_dialog import ask_game

        if not self.leave_question(tr("New game")):
            return
        config = ask_game(self.window, self.settings, self.renderer)
        if config is not None:
            self.new_game(config)

    def ask_join(self) -> None:
        """*Join a table…*: the dialog; the table joined takes the place of the one on the screen."""
        from ..remote_controller import RemoteController
        from .join_dialog import JoinDialog

        if not self.leave_question(tr("Join a table")):
            return
        dialog = JoinDialog(self.settings, self.window)
        self.join_dialog = dialog
        if dialog.exec() and dialog.table is not None and dialog.address is not None:
            self.join_table(RemoteController(dialog.table, dialog.address))
        self.join_dialog = None

    def ask_host(self) -> None:
        """*Host a table…*: the new-game dialog where a seat may be a player who joins, then the lobby."""
        from .hosting import host_table, offered_table
        from .new_game_dialog import NewGameDialog

        if not self.leave_question(tr("Host a table")):
            return
        offer = offered_table(self)  # a table hosted here and left unfinished, taken up again
        if offer is not None:
            self.lobby = host_table(self, offer[0], saved=offer[1])
            return
        dialog = NewGameDialog(self.window, settings=self.settings, hosting=True)
        self.host_dialog = dialog
        accepted = dialog.exec()
        self.host_dialog = None
        if accepted:
            self.lobby = host_table(self, dialog.config())

    def seat_computer_for_away(self) -> None:
        """The computer plays the seats of the players away from the table this program hosts."""
        if self.hosting is not None and self.controller is not None:
            for seat in self.controller.waiting:
                self.hosting.seat_computer(seat)

    def new_game(self, config: GameConfig) -> None:
        self.begin(config.partie(), config.seats, config.seed or 0)

    def resume(self, saved: SavedGame, announce: bool = True) -> None:
        """Take up a saved partie exactly where it was (``announce``: say so in the log)."""
        self.begin(saved.partie, saved.seats, saved.seed)
        window = self.controller
        if window is not None and window.deal_number and announce:
            self.log.addItem(tr("Resumed in deal %1.").replace("%1", str(window.deal_number)))

    def begin(self, partie: Any, seats: Seats, seed: int) -> None:
        """Play ``partie`` (the engine's, from the new-game dialog, a save or a record: this local table holds
        it in its controller, the seat window the screen follows) with ``seats``."""
        self.trainer.stop()  # (the partie set aside for training back first: the new one takes its place)
        controller: GameController[Any] = GameController(partie, seats, self.pace_ms, seed=seed,  # refuses wrong
                                                         parent=self)                            # seats
        keeper = PartieKeeper(controller, seed, self.settings, self.autosave_path, self.statistics_path,
                              saving=self.autosave_enabled, counting=not self.demo)
        keeper.take_place_of(self.keeping())  # the partie given up for this one counts apart
        self._seat(controller, keeper, seats, seed)

    def join_table(self, controller: Any) -> None:
        """Play the seat given at a table hosted elsewhere (a ``remote_controller.RemoteController``, joined):
        the same table, panels, score pad, sounds and keys as a local partie."""
        from ..remote_controller import RemoteKeeper

        self.trainer.stop()
        controller.setParent(self)
        seats = tuple(SeatSetup(name, seat in controller.people) for seat, name in enumerate(controller.names))
        self._seat(controller, RemoteKeeper(controller), seats, 0)

    def hand_over(self) -> SeatedTable | None:
        """Let the partie at the table go, for the screen built in this one's place to take it up where it is
        (:meth:`take_over`): the computer stops, the table's signals no longer come here, and the table is no
        longer this screen's to delete.  None without a partie."""
        controller = self.controller
        if controller is None or self.keeper is None:
            return None
        handed = SeatedTable(controller, self.kept(), self.seats, self.seed, self.viewer, self.hot_seat.waiting_for)
        controller.stop()
        self.follower.let_go(controller)
        controller.setParent(None)
        self.controller = self.keeper = None
        return handed

    def take_over(self, handed: SeatedTable) -> None:
        """Go on with the partie another screen handed over (:meth:`hand_over`): the same table, the same keeper
        (where it saves and counts), and the table whose eyes it was for."""
        keeper = handed.keeper
        self.autosave_path, self.statistics_path, self.autosave_enabled = \
            keeper.autosave_path, keeper.statistics_path, keeper.saving
        handed.window.setParent(self)
        handed.window.pace_ms = self.pace_ms
        self._seat(handed.window, keeper, handed.seats, handed.seed)
        self.hot_seat.carry_on(handed.viewer, handed.waiting_for)

    def seat_training(self, controller: TrainingTable, seats: Seats) -> None:
        """Follow a position set again by the trainer (nothing of it kept: ``training_table``)."""
        controller.setParent(self)
        self._seat(controller, KeepsNothing(self.autosave_path, self.statistics_path), seats, 0)

    def let_table_go(self) -> None:
        """No partie at the table any more: the empty table and the welcome (the trainer's table gone)."""
        controller = self.controller
        if controller is not None:
            self.follower.let_go(controller)
            controller.leave()
            controller.deleteLater()
        self.controller = self.keeper = None
        self.finished.forget()
        self.hand.forget()
        self.log.clear()
        self.panel.hide()
        self.table.clear()
        self.refresh()
        self.back_to_welcome()

    def close_review(self) -> None:
        self.reviewing.stop()

    def ask_training(self) -> None:
        self.trainer.start()

    def ask_problems(self, today: bool = False) -> None:
        """The collection's problems at the table (``today``: the problem of the day first)."""
        from ..coach import problems
        from ..model.errors import RecordError
        from .problem_positions import Problems, of_today

        try:
            collection = problems.load()
        except RecordError as error:
            self.warn(fill(tr("The problems cannot be set: %1."), str(error)))
            return
        day = of_today(collection) if today else None
        self.trainer.start(Problems(collection, self.statistics_path, day.id if day is not None else None))

    def problem_of_the_day(self) -> None:
        self.ask_problems(today=True)

    def _seat(self, controller: FollowedTable, keeper: TableKeeper, seats: Seats, seed: int) -> None:
        """Follow the table ``controller`` (kept by ``keeper``) with ``seats`` from now on, in place of any other
        (and of the welcome)."""
        from .welcome import dismiss

        dismiss(self.window)
        self.keeper = keeper
        if self.controller is not None:
            self.controller.leave()
            self.controller.deleteLater()
        if self.hosting is not None and not self.hosting.owns(controller):
            self.hosting.close()
            self.hosting = None
        self.follower.follow(controller)
        self.sound.follow(controller)
        self.spoken.follow(controller)
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
        self.table_note()
        self.refresh()
        # Back from the dialogs, the keys are the table's.
        self.window.activateWindow()
        self.table.setFocus(Qt.FocusReason.OtherFocusReason)

    @property
    def thinking(self) -> bool:
        """The computer is thinking (the bar says so: ``table_follower``)."""
        return self.follower.thinking

    def keeping(self) -> TableKeeper | None:
        """The keeper of the partie at the table (as :meth:`kept`), or None without one."""
        return self.kept() if self.keeper is not None else None

    def kept(self) -> TableKeeper:
        """The keeper of the partie at the table, as the screen's paths and switches now say."""
        keeper = self.keeper
        assert keeper is not None
        keeper.autosave_path, keeper.statistics_path = self.autosave_path, self.statistics_path
        keeper.saving, keeper.counting = self.autosave_enabled, not self.demo
        return keeper

    # --- saying things (``speaking.Speaking``) ---------------------------------------------------------------

    def ask(self, title: str, question: str) -> bool:
        return self.speaking.ask(title, question)

    def warn(self, text: str) -> None:
        self.speaking.warn(text)

    def say(self, text: str, millis: int) -> None:
        self.speaking.say(text, millis)

    def flash(self, text: str) -> None:
        self.speaking.flash(text)

    def unflash(self) -> None:
        self.speaking.unflash()

    @property
    def last_warning(self) -> str:
        return self.speaking.last_warning

    # --- speaking (``spoken_game.SpokenGame``) -------------------------------------------------------------------

    def say_score(self) -> None:
        """*Say the score*: in the status line, and aloud when the game speaks."""
        self.spoken.say_score()

    def say_again(self) -> None:
        """*Say again*: the last line said aloud."""
        self.voice.say_again()

    def handing_over(self) -> bool:
        """Two players: the table is hidden while it passes to the other."""
        return self.hot_seat.waiting_for is not None

    @property
    def review(self) -> Review | None:
        """The partie being reviewed (``review_mode``), or None while the table shows the game."""
        return self.reviewing.review

    # --- undo and hints (``assists.Assists``) ----------------------------------------------------------------

    def undo(self, whole_trick: bool) -> bool:
        return self.assists.undo(whole_trick)

    def show_hint(self) -> None:
        self.assists.show_hint()

    def claim_rest(self) -> bool:
        """The person at the table claims the remaining tricks (``assists.Assists.claim``)."""
        return self.assists.claim()

    @property
    def last_hint(self) -> Action | None:
        return self.assists.last_hint

    def taken_back(self) -> None:
        """Moves were taken back at the table: it shows them as they were at that point."""
        self.assists.taken_back()

    def table_note(self) -> None:
        """Say which seats are away and how the connection stands (``table_note``)."""
        self.menus.seat_computer.setVisible(self.note.show_table(self.controller, self.names, self.hosting))

    def next_deal(self) -> None:
        if self.controller is not None and self.controller.needs_deal():
            self.drawing.forget_last_trick()
            self.controller.next_deal()

    # --- the human's choices ------------------------------------------------------------------------

    def seat_window(self) -> FollowedTable | None:
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
        view: Any = self.controller.view(self.viewer) if self.controller else None  # (any game's)
        return view  # type: ignore[no-any-return]

    def my_turn(self) -> bool:
        controller = self.controller
        return (controller is not None and controller.to_act() == self.viewer and self.viewer in controller.people
                and not self.handing_over() and not controller.speaks_for(self.viewer))

    def turn(self) -> Turn | None:
        """The person at the table to act now (the window, the seat, what it sees); None when no one is."""
        window, view = self.controller, self.my_view()
        if window is None or view is None or not self.my_turn():
            return None
        return Turn(window, self.viewer, view)

    def shown_hand(self, view: SeatView[Any]) -> tuple[Card, ...]:
        return self.hand.shown(view)

    def _arranged(self, order: tuple[Card, ...]) -> None:
        """The person dragged a card to another place in his hand."""
        view = self.my_view()
        if view is not None and self.review is None:
            self.hand.arrange(view, order)

    def _quick_discard(self) -> bool:
        """The key E in the exchange: the hint's discard at once, where the aid is on."""
        return self.prefs.settings.quick_discard and self.assists.discard_as_hint()

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

    # --- drawing (``table_drawing.TableDrawing``) ------------------------------------------------------------

    def refresh(self) -> None:
        self.drawing.refresh()

    def toggle_discard(self) -> None:
        self.drawing.toggle_discard()

    def toggle_last_trick(self) -> None:
        self.drawing.toggle_last_trick()

    def close_event(self) -> None:
        if self.controller is not None:
            self.controller.leave()
        if self.hosting is not None:
            self.hosting.close()
        self.coach.stop_all()
        self.trainer.halt()

