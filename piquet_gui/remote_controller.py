"""The thin controller of a table hosted elsewhere: what the game screen follows for a seat joined over the network.

:class:`RemoteController` is a ``followed_table.FollowedTable`` over a ``network.remote.RemoteTable`` (the seat
window over the connection): the screen plays it exactly as it plays the local table.  It turns the host's updates
into the same signals: each new event once, in order (``eventHappened``), ``stateChanged``, ``humanToAct`` when
its seat's legal actions arrive, ``dealEnded`` at each deal's end, ``partieEnded`` with the partie's record.  A
moment that says itself ("Good" with nothing to show) and a forced card go by themselves, as at a local table.
``act`` sends the person's choice; a refusal from the host comes back as ``refused``.  ``next_deal`` does
nothing: the host deals.

Several people at this computer (the host's, hot-seat rules): one ``RemoteTable`` each, each with its own seat and
token, and the controller speaks for all of them: ``people`` are their seats; a seat's view, events, legal actions,
hint and acts go to its own table; ``humanToAct`` comes when that seat's legal actions arrive; the events passed on
are the first person's, as a local table of several people passes them on; the state common to all (whose turn,
the score) is the first table's.  A consent asked of one of them is answered through his own table, in turn.
*Claim the rest* is proven here from the person's own view (and again by the host); the host asks every other
person, those here too, and plays the claimed tricks out (``claiming``).

A lost connection is tried again with the seat's token by the ``RemoteTable`` itself, which keeps the last state
meanwhile (``connection`` says how it stands); when the host's state comes back, only the events not yet passed
on are passed on.

:class:`RemoteKeeper` keeps what the screen asks of a keeper at a remote table: no autosave and no statistics
(the host's), the record at the end for Save and the review.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from .followed_table import Connection, KeepsNothing
from .model.actions import Action, Play, says_itself
from .model.declaring import is_declaration, strongest_true
from .model.errors import IllegalActionError
from .model.events import DealEnded, Event
from .model.seat_window import Refusal
from .model.tricks import Phase
from .network.remote import RemoteError, RemoteTable
from .settings import declare_mode

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

    def __init__(self, table: RemoteTable | Sequence[RemoteTable], address: tuple[str, int],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.address = address
        self.pace_ms = 0
        self.asks_consent = True
        """The host asks every other person, the other people here too (each through his own table)."""
        self.play_forced_card: bool | None = None
        """A person's only legal card is played by itself; None: as the settings say."""
        self.offer_claims: bool | None = None
        """The aid *Claim the rest*; None: as the settings say."""
        self.declare_for_me: str | None = None
        """The aid *Declare for me* (one of ``settings.DECLARE_MODES``); None: as the settings say."""
        self._aid_moment: tuple[int, tuple[int, int, int]] | None = None
        """The seat and moment whose move an aid is about to make (*Declare for me*'s pause)."""
        self._taken_back = False
        """Moves were just taken back: the moment is the person's own (the aid takes over at the next one)."""
        self._gave_up = False
        self._emitted = 0
        self._asked: dict[int, tuple[int, int, int]] = {}
        """The moment (deal, events, legal actions) each person was last asked to act in."""
        self._generation = 0
        self._left = False
        self._last_actor: int | None = None
        """The seat of this computer's person who acted last (whose move a take-back asks for)."""
        self._consents: list[tuple[str, int, RemoteTable]] = []
        """The consents asked of this computer's people and not yet answered, in order: (request, by whom, whose
        table); the first is the one asked now (``consentAsked``), the next one once it is answered."""
        self.tables = [table] if isinstance(table, RemoteTable) else list(table)
        self.table = self.tables[0]
        """The first person's table: the events passed on and the state common to all are its."""
        for each in self.tables:
            each.setParent(self)
            each.stateChanged.connect(self._changed)
            each.answered.connect(self._answered)
            each.failed.connect(self._failed)
            each.connectionChanged.connect(self.connectionChanged)
            each.consentAsked.connect(lambda request, by, each=each: self._consent_asked(each, request, by))
            each.undoAnswered.connect(self._undo_answered)
            each.claimAnswered.connect(self._claim_answered)
            each.consentEnded.connect(self._consent_ended)
            each.said.connect(self.said if each is self.table else self._said_too)
        self.table.partieEnded.connect(self._ended)
        seat = self.table.seat
        self._emitted = len(self.table.events(seat)) if seat is not None else 0

    def _of(self, seat: int) -> RemoteTable:
        """The table of ``seat``'s person at this computer (the first one's for any other seat)."""
        return next((table for table in self.tables if table.seat == seat), self.table)

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
        return tuple(sorted(seat for table in self.tables for seat in table.people))

    def view(self, seat: int) -> SeatView[GameRules] | None:
        return self._of(seat).view(seat)

    def events(self, seat: int) -> list[Event]:
        return self._of(seat).events(seat)

    def score_sheet(self) -> ScoreSheet:
        return self.table.score_sheet()

    def totals(self) -> tuple[int, ...]:
        return self.table.totals()

    @property
    def deal_number(self) -> int:
        return self.table.deal_number

    def to_act(self) -> int | None:
        """Whose turn it is: a person here whose legal actions have come (his table may have heard first), else
        as the first table says."""
        for table in self.tables:
            if table.seat is not None and table.legal_actions(table.seat):
                return table.seat
        return self.table.to_act()

    def needs_deal(self) -> bool:
        return self.table.needs_deal()

    def is_over(self) -> bool:
        return self.table.is_over()

    def legal_actions(self, seat: int) -> Sequence[Action]:
        """What the seat may do now (nothing while the connection is down: nothing could be sent)."""
        if self.connection is not Connection.OPEN:
            return ()
        return self._of(seat).legal_actions(seat)

    def refusal(self, seat: int, action: Action) -> Refusal | None:
        return self._of(seat).refusal(seat, action)

    def act(self, seat: int, action: Action) -> None:
        """Send the person's choice (IllegalActionError if it is plainly refused already, or cannot be sent: the
        connection is down)."""
        if self.connection is not Connection.OPEN:
            raise IllegalActionError(QCoreApplication.translate(
                "Piquet", "The connection to the table was lost; trying again…"))
        self._generation += 1
        self._taken_back = False
        self._of(seat).act(seat, action)
        self._last_actor = seat

    def speaks_for(self, seat: int) -> bool:
        """An aid is about to make ``seat``'s move (*Declare for me*): the screen offers no choice meanwhile."""
        return self._aid_moment is not None and self._aid_moment[0] == seat \
            and self._asked.get(seat) == self._aid_moment[1]

    def next_deal(self) -> None:
        """The host deals by itself."""

    def can_undo(self, whole_trick: bool = False) -> bool:
        return self._undoing(whole_trick) is not None

    def undo(self, whole_trick: bool = False) -> bool:
        """Ask the host to take back this seat's last move (the others consent first); False if there is none.
        With several people here, the move of the one who acted last, else of any who has one.  The take-back,
        if granted, comes as a new state (``takenBack``)."""
        table = self._undoing(whole_trick)
        if table is None:
            return False
        return bool(table.undo(whole_trick))

    def _undoing(self, whole_trick: bool) -> RemoteTable | None:
        """The table whose person's move a take-back would ask for (None: nobody here has one)."""
        tables = sorted(self.tables, key=lambda table: table.seat != self._last_actor)
        return next((table for table in tables if table.can_undo(whole_trick)), None)

    def can_claim(self, seat: int) -> bool:
        """Whether the aid offers ``seat``'s person here a claim now: the aid on, the connection open, and the
        seat's own view proves every remaining trick its own (the host offering claims)."""
        return self._offers_claims() and self.connection is Connection.OPEN and self._of(seat).can_claim(seat)

    def claim(self, seat: int) -> bool:
        """Claim the remaining tricks for ``seat``'s person: the host proves it again and asks every other person
        (the people here too, each through his own table); agreed, it plays the rest out (``claiming``)."""
        if not self.can_claim(seat):
            return False
        self._generation += 1
        claimed = self._of(seat).claim(seat)
        self.stateChanged.emit()  # the button goes while the others are asked
        return claimed

    @property
    def claiming(self) -> int | None:
        """The seat whose claim the host is playing out, or None."""
        return self.table.claiming

    def _offers_claims(self) -> bool:
        if self.offer_claims is not None:
            return self.offer_claims
        from .settings import Settings

        return Settings().offer_claims

    def hint(self, seat: int) -> Action | None:
        """What the Master would do in this seat, from the seat's own view (worked out here)."""
        return self._of(seat).hint(seat)

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
        return Connection.RETRYING if any(table.lost for table in self.tables) else Connection.OPEN

    def consent_seat(self) -> int | None:
        """The seat of the person here whose consent is asked now; None with one person here."""
        if len(self.tables) < 2 or not self._consents:
            return None
        return self._consents[0][2].seat

    def consent(self, request: str, yes: bool) -> None:
        """The answer of the person asked now, through his own table; then the next person here is asked."""
        if not self._consents or self._consents[0][0] != request:
            self.table.consent(request, yes)
            return
        _request, _by, table = self._consents.pop(0)
        table.consent(request, yes)
        if self._consents:
            self.consentAsked.emit(self._consents[0][0], self._consents[0][1])

    def _consent_asked(self, table: RemoteTable, request: str, by_seat: int) -> None:
        """A person here is asked: now, or after the one asked before him has answered (one question at a time)."""
        self._consents.append((request, by_seat, table))
        if len(self._consents) == 1:
            self.consentAsked.emit(request, by_seat)

    def _consent_ended(self, request: str, by_seat: int, _taken_back: bool) -> None:
        """A request was decided (someone said no, or the partie went on): those here not yet asked are not."""
        self._consents[1:] = [each for each in self._consents[1:] if each[:2] != (request, by_seat)]

    # --- the screen's requests ------------------------------------------------------------------------------

    def start(self) -> None:
        """The person acts if it is his turn (the host deals and plays the computer seats)."""
        self._asked = {}
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
        for table in self.tables:
            table.close()

    # --- the host's updates ------------------------------------------------------------------------------------

    def _changed(self) -> None:
        seat = self.table.seat
        events = self.table.events(seat) if seat is not None else []
        if len(events) < self._emitted:  # moves were taken back: the host sent the state as it is now
            self._emitted = len(events)
            self._generation += 1
            self._asked = {}
            self._taken_back = True
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
        for table in self.tables:
            if table.seat is not None:
                self._ask_seat(table.seat)

    def _ask_seat(self, seat: int) -> None:
        actions = list(self.legal_actions(seat))
        if not actions or any(table.to_act() != seat for table in self.tables):
            return  # (one person's connection has not heard the last move yet: asked once all have)
        moment = (self.deal_number, len(self.events(seat)), len(actions))
        if moment == self._asked.get(seat):
            return
        self._asked[seat] = moment
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
        mode = declare_mode(self.declare_for_me)
        view = self._of(seat).view(seat)
        if mode != "off" and not self._taken_back and view is not None and view.phase is Phase.DECLARATION \
                and is_declaration(actions):
            self._aid_moment = (seat, moment)

            def declare() -> None:
                if generation == self._generation and self._asked.get(seat) == moment:
                    action = self._of(seat).hint(seat) if mode == "master" else strongest_true(actions)
                    if action is not None:
                        play(action)

            QTimer.singleShot(self.pace_ms, declare)  # (the pause to read what was said before)
            self.stateChanged.emit()
            return
        self.humanToAct.emit(seat)

    def _plays_forced_card(self) -> bool:
        if self.play_forced_card is not None:
            return self.play_forced_card
        from .settings import Settings

        return Settings().play_forced_card

    def _answered(self, _seq: int, refusal: object) -> None:
        if isinstance(refusal, Refusal):
            self._asked = {}
            self.refused.emit(refusal)
            self._ask_if_due()

    def _undo_answered(self, taken_back: bool) -> None:
        """The host's answer to this person's take-back: made (the new state comes as ``takenBack``) or refused."""
        if not taken_back:
            self.said.emit(QCoreApplication.translate("Piquet", "Your take-back was refused: every other player must "
                                                                "agree to it."))

    def _claim_answered(self, claimed: bool, _refused_by: int) -> None:
        """The host's answer to a claim of a person here: played out (the host's updates show it) or refused (the
        table said who refused): the person plays on."""
        self._asked = {}
        self.stateChanged.emit()
        self._ask_if_due()

    def _said_too(self, line: str) -> None:
        """A line from another person's table here: said unless the first table says it too (each deal checked,
        a connection tried again, another's take-back); a deal that does not check, or a refusal, is said."""
        if re.fullmatch(r"Deal \d+ (checked|not checked: .*)|.*; trying again in [\d.]+ s|.*'s (undo|claim) was (made|refused)",
                        line) is None:
            self.said.emit(line)

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


class RemoteKeeper(KeepsNothing):
    """The keeper at a remote table (module's docstring): no autosave (the host saves the partie after every move),
    no statistics (the host's), the record for Save."""

    def __init__(self, controller: RemoteController) -> None:
        super().__init__()
        self.controller = controller

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
