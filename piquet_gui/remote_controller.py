"""The thin controller of a table hosted elsewhere: what the game screen follows for a seat joined over the network.

:class:`RemoteController` is a ``followed_table.FollowedTable`` over a ``network.remote.RemoteTable`` (the seat
window over the connection): the screen plays it exactly as it plays the local table.  It turns the host's updates
into the same signals: each new event once, in order (``eventHappened``), ``stateChanged``, ``humanToAct`` when
its seat's legal actions arrive, ``dealEnded`` at each deal's end, ``partieEnded`` with the partie's record.  A
moment that says itself ("Good" with nothing to show) and a forced card go by themselves, as at a local table.
``act`` sends the person's choice; a refusal from the host comes back as ``refused``.  ``next_deal`` does
nothing: the host deals.

A lost connection is tried again with the seat's token by the ``RemoteTable`` itself, which keeps the last state
meanwhile (``connection`` says how it stands); when the host's state comes back, only the events not yet passed
on are passed on.

:class:`RemoteKeeper` keeps what the screen asks of a keeper at a remote table: no autosave and no statistics
(the host's), the record at the end for Save and the review.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from .followed_table import Connection
from .model.actions import Action, Play, says_itself
from .model.errors import IllegalActionError
from .model.events import DealEnded, Event
from .model.seat_window import Refusal
from .network.remote import RemoteError, RemoteTable

if TYPE_CHECKING:
    from .followed_table import FollowedTable, TableKeeper
    from .model.score_sheet import ScoreSheet
    from .model.view import GameRules, SeatView

class RemoteController(QObject):
    """A seat at a table hosted elsewhere, followed by the screen as a local table is (module's docstring)."""

    eventHappened = Signal(object)
    stateChanged = Signal()
    humanToAct = Signal(int)
    computerThinking = Signal(int, bool)
    """Never: the computer seats are played by the host (the bar says whose turn it is)."""
    dealEnded = Signal(int)
    partieEnded = Signal(object)
    refused = Signal(object)
    said = Signal(str)
    consentAsked = Signal(str, int)
    takenBack = Signal()
    connectionChanged = Signal()

    def __init__(self, table: RemoteTable, address: tuple[str, int], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.address = address
        self.pace_ms = 0
        self.play_forced_card: bool | None = None
        """A person's only legal card is played by itself; None: as the settings say."""
        self._gave_up = False
        self._emitted = 0
        self._asked: tuple[int, int, int] | None = None
        """The moment (deal, events, legal actions) the person was last asked to act in."""
        self._generation = 0
        self._left = False
        self.table = table
        table.setParent(self)
        table.stateChanged.connect(self._changed)
        table.partieEnded.connect(self._ended)
        table.answered.connect(self._answered)
        table.said.connect(self.said)
        table.failed.connect(self._failed)
        table.connectionChanged.connect(self.connectionChanged)
        table.consentAsked.connect(self.consentAsked)
        table.undoAnswered.connect(self._undo_answered)
        seat = table.seat
        self._emitted = len(table.events(seat)) if seat is not None else 0

    # --- the seat window: the connection's --------------------------------------------------------------------

    @property
    def seat(self) -> int | None:
        return self.table.seat

    @property
    def seats(self) -> int:
        return self.table.seats

    @property
    def sides(self) -> tuple[int, ...]:
        return self.table.sides

    @property
    def names(self) -> tuple[str, ...]:
        """The players' names: as the host's welcome gave them, and where a seat was still free then, as the
        score sheet names it."""
        names = list(self.table.names) or [""] * self.seats
        if all(names):
            return tuple(names)
        try:
            sheet = self.table.score_sheet()
        except RemoteError:
            return tuple(names)
        for column in sheet.columns:
            for seat, name in zip(column.seats, column.players):
                if 0 <= seat < len(names) and not names[seat]:
                    names[seat] = name
        return tuple(names)

    @property
    def people(self) -> tuple[int, ...]:
        return self.table.people

    def view(self, seat: int) -> SeatView[GameRules] | None:
        return self.table.view(seat)

    def events(self, seat: int) -> list[Event]:
        return self.table.events(seat)

    def score_sheet(self) -> ScoreSheet:
        return self.table.score_sheet()

    def totals(self) -> tuple[int, ...]:
        return self.table.totals()

    @property
    def deal_number(self) -> int:
        return self.table.deal_number

    def to_act(self) -> int | None:
        return self.table.to_act()

    def needs_deal(self) -> bool:
        return self.table.needs_deal()

    def is_over(self) -> bool:
        return self.table.is_over()

    def legal_actions(self, seat: int) -> Sequence[Action]:
        """What the seat may do now (nothing while the connection is down: nothing could be sent)."""
        if self.connection is not Connection.OPEN:
            return ()
        return self.table.legal_actions(seat)

    def refusal(self, seat: int, action: Action) -> Refusal | None:
        return self.table.refusal(seat, action)

    def act(self, seat: int, action: Action) -> None:
        """Send the person's choice (IllegalActionError if it is plainly refused already, or cannot be sent: the
        connection is down)."""
        if self.connection is not Connection.OPEN:
            raise IllegalActionError(QCoreApplication.translate(
                "Piquet", "The connection to the table was lost; trying again…"))
        self._generation += 1
        self.table.act(seat, action)

    def next_deal(self) -> None:
        """The host deals by itself."""

    def can_undo(self, whole_trick: bool = False) -> bool:
        return bool(self.table.can_undo(whole_trick))

    def undo(self, whole_trick: bool = False) -> bool:
        """Ask the host to take back this seat's last move (the others consent first); False if there is none.
        The take-back, if granted, comes as a new state (``takenBack``)."""
        if not self.table.can_undo(whole_trick):
            return False
        return bool(self.table.undo(whole_trick))

    def hint(self, seat: int) -> Action | None:
        """What the Master would do in this seat, from the seat's own view (worked out here)."""
        return self.table.hint(seat)

    def finished_record(self) -> dict[str, Any]:
        """The record of the deals that are over as the host sent it (the whole partie at the end); before the
        host has sent one, the partie's record with no deal yet."""
        record = self.table.finished_record()
        if record.get("deals"):
            return record
        table = self.table.table
        return {"format": "piquet-record", "version": 1, "game": table.get("game"),
                "options": dict(table.get("options") or {}), "players": list(self.names), "first_dealer": 0,
                "deals": []}

    # --- what only a remote table has ---------------------------------------------------------------------------

    @property
    def waiting(self) -> tuple[int, ...]:
        return self.table.waiting

    @property
    def connection(self) -> Connection:
        if self._gave_up:
            return Connection.GAVE_UP
        return Connection.RETRYING if self.table.lost else Connection.OPEN

    def consent(self, request: str, yes: bool) -> None:
        self.table.consent(request, yes)

    # --- the screen's requests ------------------------------------------------------------------------------

    def start(self) -> None:
        """The person acts if it is his turn (the host deals and plays the computer seats)."""
        self._asked = None
        self._ask_if_due()

    def stop(self) -> None:
        self._generation += 1

    def hold(self) -> None:
        """The host's pace is the host's: nothing waits here."""

    def release(self) -> None:
        pass

    def leave(self) -> None:
        """Say goodbye to the host and close the connection."""
        self._left = True
        self._generation += 1
        self.table.close()

    # --- the host's updates ------------------------------------------------------------------------------------

    def _changed(self) -> None:
        seat = self.table.seat
        events = self.table.events(seat) if seat is not None else []
        if len(events) < self._emitted:  # moves were taken back: the host sent the state as it is now
            self._emitted = len(events)
            self._generation += 1
            self._asked = None
            self.stateChanged.emit()
            self.takenBack.emit()
            self._ask_if_due()
            return
        new = events[self._emitted:]
        self._emitted = len(events)
        for event in new:
            self.eventHappened.emit(event)
        self.stateChanged.emit()
        for event in new:
            if isinstance(event, DealEnded):
                self.dealEnded.emit(event.number)
        self._ask_if_due()

    def _ask_if_due(self) -> None:
        seat = self.table.seat
        if seat is None:
            return
        actions = list(self.legal_actions(seat))
        if not actions:
            return
        moment = (self.deal_number, len(self.table.events(seat)), len(actions))
        if moment == self._asked:
            return
        self._asked = moment
        generation = self._generation

        def play(action: Action) -> None:
            if generation == self._generation and action in self.legal_actions(seat):
                self.act(seat, action)

        if says_itself(actions):
            QTimer.singleShot(0, lambda: play(actions[0]))
            return
        if len(actions) == 1 and isinstance(actions[0], Play) and self._plays_forced_card():
            QTimer.singleShot(400, lambda: play(actions[0]))  # for the player to see that it is his card that goes
            return
        self.humanToAct.emit(seat)

    def _plays_forced_card(self) -> bool:
        if self.play_forced_card is not None:
            return self.play_forced_card
        from .settings import Settings

        return Settings().play_forced_card

    def _answered(self, _seq: int, refusal: object) -> None:
        if isinstance(refusal, Refusal):
            self._asked = None
            self.refused.emit(refusal)
            self._ask_if_due()

    def _undo_answered(self, taken_back: bool) -> None:
        """The host's answer to this person's take-back: made (the new state comes as ``takenBack``) or refused."""
        if not taken_back:
            self.said.emit(QCoreApplication.translate("Piquet", "Your take-back was refused: every other player must "
                                                                "agree to it."))

    def _ended(self, record: object) -> None:
        self.stateChanged.emit()
        self.partieEnded.emit(record)

    # --- the connection -----------------------------------------------------------------------------------------

    def _failed(self, _line: str) -> None:
        """The connection is lost for good (the table tried again and gave up): the table stays as it was."""
        if self._left or self.table.is_over():
            return
        self._gave_up = True
        self.connectionChanged.emit()


class RemoteKeeper:
    """The keeper at a remote table (module's docstring): no autosave, no statistics, the record for Save."""

    def __init__(self, controller: RemoteController) -> None:
        self.controller = controller
        self.autosave_path = Path()
        self.statistics_path: Path | None = None
        self.saving = False
        self.counting = False

    def autosave(self) -> None:
        """The host saves the partie after every move."""

    def partie_ended(self) -> bool:
        return True

    def mark_assisted(self) -> None:
        """The statistics are the host's."""

    def take_place_of(self, old: TableKeeper | None) -> None:
        """A partie joined counts in no statistics here: the one it replaces is left as it is."""

    def abandon_for(self, new_key: str) -> bool:
        return True

    def record(self) -> dict[str, Any] | None:
        """The partie's record as the host sent it (the whole partie at the end), with the seats' kinds as far as
        this program knows them; None before any deal is over."""
        record = dict(self.controller.finished_record())
        if not record.get("deals"):
            return None
        return record


if TYPE_CHECKING:
    def _as_followed(controller: RemoteController) -> FollowedTable:
        """A remote table is a table the screen follows (mypy --strict checks it here)."""
        table: FollowedTable = controller
        return table

    def _as_keeper(keeper: RemoteKeeper) -> TableKeeper:
        kept: TableKeeper = keeper
        return kept
