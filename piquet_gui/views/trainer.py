"""*Train on my mistakes* on the game screen: the positions where the person lost most, from his own parties, set
again at the table; he chooses, the coach says whether it is now the best and what it was worth, and a position
comes back until answered well.

The partie at the table, if any, is handed aside for the training (the screen's ``hand_over``) and taken up again
where it was when the training stops (``take_over``): nothing of it is lost, its save stays as it was (the training
table keeps nothing: ``training_table``).  The coach looks through the person's parties not yet judged, newest
first, in a thread of its own while he trains (``coach.training.search``, kept by ``storage.training``); each
answer is judged in another, the table staying responsive.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, QThread, Signal

from ..coach import training
from ..game_setup import Seats, SeatSetup
from ..model import game_records
from ..model.actions import Action, Discard, Play
from ..model.errors import RecordError
from ..storage import training as kept
from ..training_table import TrainingTable
from .coach_search import PartieSearch
from .coach_words import number, phase_name
from .game_words import game_title
from .trainer_panel import TrainerPanel
from .words import action_words, card_text, fill, tr

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow, QWidget

    from .game_screen import SeatedTable


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

    def hand_over(self) -> SeatedTable | None: ...
    def take_over(self, handed: SeatedTable) -> None: ...
    def seat_training(self, controller: TrainingTable, seats: Seats) -> None: ...
    def let_table_go(self) -> None: ...
    def close_review(self) -> None: ...
    def warn(self, text: str) -> None: ...


class _Judge(QThread):
    """One answer judged by the coach."""

    judged = Signal(object, object)
    """The action answered, its ``training.Answer``."""

    def __init__(self, partie: Any, step: int, action: Action, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.partie, self.step, self.action = partie, step, action

    def run(self) -> None:
        self.judged.emit(self.action, training.answer(self.partie, self.step, self.action))


class Trainer(QObject):
    def __init__(self, host: TrainerHost, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self.panel = TrainerPanel()
        self.panel.nextAsked.connect(self.next_position)
        self.panel.stopAsked.connect(self.stop)
        self.active = False
        self.handed: SeatedTable | None = None
        """The partie that was at the table, kept aside until the training stops."""
        self.current: kept.KeptMistake | None = None
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

    def start(self) -> None:
        """Begin training: the partie at the table aside, the first position set (or the search begun)."""
        if self.active:
            return
        controller = self.host.controller
        if self.host.hosting is not None or (controller is not None and not hasattr(controller, "partie")):
            self.host.warn(tr("Training waits until you leave the table played over the network."))
            return
        self.host.close_review()
        self.handed = self.host.hand_over()
        self.active = True
        self._position = 0
        self.panel.show()
        # The strip takes its height from the table's least, so that the window still fits a small screen.
        self._table_least = self.host.table.minimumHeight()
        self.host.table.setMinimumHeight(max(300, self._table_least - STRIP))
        self.searching = PartieSearch(self.host.statistics_path, self)
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
        """The next mistake due (the one shown goes to the back): set at the table."""
        if not self.active:
            return
        due = kept.due(self.host.statistics_path)
        if self.current is not None and len(due) > 1:
            due = [d for d in due if d.id != self.current.id] + [d for d in due if d.id == self.current.id]
        for mistake in due:
            if self._set(mistake):
                return
        self.current = self.table = None
        self.host.let_table_go()
        self.panel.show()
        searching = self.searching is not None and self.searching.isRunning()
        self.panel.show_position(tr("Train on my mistakes"),
                                 tr("The coach is looking through your parties for your mistakes…") if searching
                                 else tr("No mistakes to train on: play against the computer, and the decisions "
                                         "the coach marks in your parties come here."))
        self.panel.next.setEnabled(False)

    def _set(self, mistake: kept.KeptMistake) -> bool:
        try:
            partie = game_records.replay(mistake.partie.record)
            position = training.position(partie, mistake.mistake.step)
        except (RecordError, ValueError, IndexError):
            return False
        seat = mistake.mistake.seat
        if position.to_act != seat:
            return False
        self.current, self.partie, self.answers = mistake, partie, []
        self._position += 1
        seats: Seats = tuple(SeatSetup(name, s == seat, "club") for s, name in enumerate(partie.players))
        table = TrainingTable(position, seats, self.host.pace_ms)
        table.answered.connect(self._answered)
        self.table = table
        self.host.seat_training(table, seats)
        self.panel.show_position(self._title(mistake), self._task(mistake, table))
        self.panel.next.setEnabled(True)
        return True

    def _title(self, mistake: kept.KeptMistake) -> str:
        return fill(tr("Position %1 · %2, your partie of %3, deal %4"), str(self._position),
                    game_title(mistake.partie.name), mistake.partie.finished_at[:10], str(mistake.mistake.deal))

    def _task(self, mistake: kept.KeptMistake, table: TrainingTable) -> str:
        _, seat, chosen = training.decision(self.partie, mistake.mistake.step)
        said = self._words(chosen, table.view(seat))
        return fill(tr("%1. You chose “%2” here: it cost about %3 points. Find a better choice."),
                    phase_name(mistake.mistake.phase), said, number(mistake.mistake.cost))

    @staticmethod
    def _words(action: Action | None, view: Any) -> str:
        if action is None:
            return ""
        if isinstance(action, Play):
            return card_text(action.card)
        if isinstance(action, Discard):
            return fill(tr("Put out %1"), " ".join(card_text(card) for card in action.cards))
        return " ".join(action_words(action, view).split()) if view is not None else str(action)

    # --- the answers -----------------------------------------------------------------------------------------

    def _answered(self, action: Action) -> None:
        if self.partie is None or self.current is None or (self.judging is not None and self.judging.isRunning()):
            return
        self.panel.show_verdict(tr("The coach is weighing your choice…"), None)
        self.judging = _Judge(self.partie, self.current.mistake.step, action, self)
        self.judging.judged.connect(self._verdict)
        self.judging.start()

    def _verdict(self, action: Action, answer: training.Answer) -> None:
        mistake, table = self.current, self.table
        if not self.active or mistake is None or table is None:
            return
        self.answers.append(answer)
        kept.answered(mistake.id, answer.well, self.host.statistics_path)
        view = table.view(mistake.mistake.seat)
        said = self._words(action, view)
        over = tr("over %n deal(s)", answer.worlds)
        if answer.best_choice:
            text = fill(tr("“%1” is the best choice (%2). This position will not come back."), said, over)
        elif answer.well:
            text = fill(tr("“%1” is good: about %2 points less than the best, “%3” (%4). This position will not "
                           "come back."), said, number(answer.cost), self._words(answer.best, view), over)
        else:
            text = fill(tr("“%1” costs about %2 points against the best, “%3” (%4). Try again, or go on: this "
                           "position will come back."), said, number(answer.cost), self._words(answer.best, view),
                        over)
        self.panel.show_verdict(text, answer.well)

    # --- the search ------------------------------------------------------------------------------------------

    def _looked_through(self, done: int, total: int) -> None:
        self._say_search(done, total)
        self._found()

    def _found(self) -> None:
        if self.active and self.current is None:
            self.next_position()  # the first mistakes found

    def _say_search(self, done: int, total: int) -> None:
        self.panel.show_search(fill(tr("Your new parties looked through by the coach: %1 of %2"), str(done),
                                    str(total)) if total and done < total else "")

    def _search_over(self) -> None:
        self._say_search(0, 0)
        if self.active and self.current is None:
            self.next_position()
