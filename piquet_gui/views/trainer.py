"""Training on the game screen: positions set again at the table — the person's own mistakes (*Train on my
mistakes*: where he lost most in his parties) or the collection's problems (``training_positions``) — he chooses,
the coach says whether it is the best and what it was worth, and a position comes back until answered well.

The partie at the table, if any, is handed aside for the training (the screen's ``hand_over``) and taken up again
where it was when the training stops (``take_over``): nothing of it is lost, its save stays as it was (the training
table keeps nothing: ``training_table``).  For his mistakes, the coach looks through his parties not yet
judged, newest first, in a thread of its own while he trains (``coach_search``); each answer is judged in another,
the table staying responsive.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, QThread, Signal

from ..coach import training
from ..game_setup import Seats, SeatSetup
from ..model.actions import Action, Discard, Play
from ..model.errors import RecordError
from ..training_table import TrainingTable
from .coach_search import PartieSearch
from .trainer_panel import TrainerPanel
from .training_positions import Mistakes, Place, Positions
from .words import action_words, card_text, fill, tr

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow, QWidget

Handed = Any
"""The partie the screen hands aside while training (its ``hand_over``; the trainer only gives it back)."""


STRIP = 110
"""The height the trainer's strip may take from the table's least (four lines of words, at most, wrapped)."""


class TrainerHost(Protocol):
    """What the trainer needs of the game screen (the screen is one)."""

    window: QMainWindow

    @property
    def table(self) -> QWidget: ...
    statistics_path: Path | None
    hosting: Any
    controller: Any

    @property
    def pace_ms(self) -> int: ...

    def hand_over(self) -> Handed | None: ...
    def take_over(self, handed: Handed) -> None: ...
    def seat_training(self, controller: TrainingTable, seats: Seats) -> None: ...
    def let_table_go(self) -> None: ...
    def close_review(self) -> None: ...
    def warn(self, text: str) -> None: ...


class _Judge(QThread):
    """One answer judged by the coach."""

    judged = Signal(object, object)
    """The action answered, its ``training.Answer``."""

    def __init__(self, judge: Callable[[], training.Answer], action: Action, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.judge, self.action = judge, action

    def run(self) -> None:
        self.judged.emit(self.action, self.judge())


class Trainer(QObject):
    def __init__(self, host: TrainerHost, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self.panel = TrainerPanel()
        self.panel.nextAsked.connect(self.next_position)
        self.panel.stopAsked.connect(self.stop)
        self.active = False
        self.positions: Positions | None = None
        """Where the positions come from: the person's mistakes, or the problems."""
        self.handed: Handed | None = None
        """The partie that was at the table, kept aside until the training stops."""
        self.current: Place | None = None
        self.partie: Any = None
        """The current position's whole partie (its record replayed)."""
        self.table: TrainingTable | None = None
        self.searching: PartieSearch | None = None
        self.judging: _Judge | None = None
        self.answers: list[training.Answer] = []
        """The answers to the current position (for tests, and the screen reader)."""
        self._position = 0
        self._table_least = 0

    # --- beginning and ending ------------------------------------------------------------------------------

    def start(self, positions: Positions | None = None) -> None:
        """Begin training on ``positions`` (the person's mistakes by default): the partie at the table aside, the
        first position set (or the search begun)."""
        if self.active:
            self.stop()
        controller = self.host.controller
        if self.host.hosting is not None or (controller is not None and not hasattr(controller, "partie")):
            self.host.warn(tr("Training waits until you leave the table played over the network."))
            return
        self.positions = positions or Mistakes(self.host.statistics_path)
        self.host.close_review()
        self.handed = self.host.hand_over()
        self.active = True
        self._position = 0
        self.panel.show()
        # The strip takes its height from the table's least, so that the window still fits a small screen.
        self._table_least = self.host.table.minimumHeight()
        self.host.table.setMinimumHeight(max(300, self._table_least - STRIP))
        self.searching = self.positions.search(self)
        if self.searching is not None:
            self.searching.partieDone.connect(self._looked_through)
            self.searching.found.connect(self._found)
            self.searching.finished.connect(self._search_over)
            self._say_search(0, len(self.searching.parties))
            self.searching.start()
        self.next_position()

    def stop(self) -> None:
        """Stop training: the partie that was at the table back where it was (else the welcome)."""
        if not self.active:
            return
        self.active = False
        self.halt()
        self.panel.hide()
        self.host.table.setMinimumHeight(self._table_least)
        self.current = self.table = self.partie = None
        handed, self.handed = self.handed, None
        if handed is not None:
            self.host.take_over(handed)
        else:
            self.host.let_table_go()

    def halt(self) -> None:
        """The coach's threads stopped (within a decision): the training stopping, or the window closing."""
        for thread in (self.searching, self.judging):
            if thread is not None:
                thread.requestInterruption()
                thread.wait(30_000)
        self.searching = self.judging = None

    # --- the positions -------------------------------------------------------------------------------------

    def next_position(self) -> None:
        """The next position due (the one shown goes to the back): set at the table."""
        positions = self.positions
        if not self.active or positions is None:
            return
        for place in positions.due(None if self.current is None else self.current.key):
            if self._set(place):
                return
        self.current = self.table = None
        self.host.let_table_go()
        self.panel.show()
        searching = self.searching is not None and self.searching.isRunning()
        self.panel.show_position(positions.heading, positions.empty(searching))
        self.panel.next.setEnabled(False)

    def _set(self, place: Place) -> bool:
        assert self.positions is not None
        try:
            partie, position = training.set_again(place.record, place.step)
        except (RecordError, ValueError, IndexError):
            return False  # a record the engine refuses now: passed over
        if position.to_act != place.seat:
            return False
        self.current, self.partie, self.answers = place, partie, []
        self._position += 1
        seats: Seats = tuple(SeatSetup(name, s == place.seat, "club")
                             for s, name in enumerate(place.names or partie.players))
        table = TrainingTable(position, seats, self.host.pace_ms)
        table.answered.connect(self._answered)
        self.table = table
        self.host.seat_training(table, seats)
        self.panel.show_position(self.positions.title(place, self._position),
                                 self.positions.task(place, partie, self._words))
        self.panel.next.setEnabled(True)
        return True

    def _words(self, action: Action | None) -> str:
        """An action in the words of the position's seat."""
        table, place = self.table, self.current
        view = table.view(place.seat) if table is not None and place is not None else None
        if action is None:
            return ""
        if isinstance(action, Play):
            return card_text(action.card)
        if isinstance(action, Discard):
            return fill(tr("Put out %1"), " ".join(card_text(card) for card in action.cards)) if action.mask \
                else tr("Put out no card")
        return " ".join(action_words(action, view).split()) if view is not None else str(action)

    # --- the answers -----------------------------------------------------------------------------------------

    def _answered(self, action: Action) -> None:
        positions, place = self.positions, self.current
        if positions is None or place is None or self.partie is None \
                or (self.judging is not None and self.judging.isRunning()):
            return
        self.panel.show_verdict(tr("The coach is weighing your choice…"), None)
        self.judging = _Judge(lambda: positions.judge(place, self.partie, action), action, self)
        self.judging.judged.connect(self._verdict)
        self.judging.start()

    def _verdict(self, action: Action, answer: training.Answer) -> None:
        place, positions = self.current, self.positions
        if not self.active or place is None or positions is None or self.table is None:
            return
        self.answers.append(answer)
        verdict = positions.verdict(place, action, answer, len(self.answers), self._words)
        self.panel.show_verdict(verdict.text, verdict.well)

    # --- the search ------------------------------------------------------------------------------------------

    def _looked_through(self, done: int, total: int) -> None:
        self._say_search(done, total)
        self._found()

    def _found(self) -> None:
        if self.active and self.current is None:
            self.next_position()  # the first positions found

    def _say_search(self, done: int, total: int) -> None:
        self.panel.show_search(fill(tr("Your new parties looked through by the coach: %1 of %2"), str(done),
                                    str(total)) if total and done < total else "")

    def _search_over(self) -> None:
        self._say_search(0, 0)
        if self.active and self.current is None:
            self.next_position()
