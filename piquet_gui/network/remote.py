"""The joining side: a table hosted elsewhere, seen through one seat (PROTOCOL.md).

:class:`RemoteTable` implements the seat window (``model/seat_window.py``) over a WebSocket connection.  It
holds only what the host sent its seat: the seat's view, the events it may know, its legal actions, the score
sheet and the totals.  It answers each ``commit`` with a contribution of its own, and checks each revealed deal
with ``fair_deal.verify`` against the hand its seat was dealt, saying "Deal N checked" (or what does not match)
through :attr:`RemoteTable.said`.

A connection that drops is opened again by itself, after a growing pause (``RETRY_PAUSES``, about 30 s in all),
and the program rejoins its seat with its token: the host sends the whole state again.  A deal this program
did not see committed to (it was started again in the middle of it) is said to be not checked, never checked
nor a cheat.  :attr:`RemoteTable.waiting` names the seats whose people are away.

Its requests: :meth:`RemoteTable.undo` asks the host, which asks every other person's consent
(:attr:`RemoteTable.consentAsked` here, answered by :meth:`RemoteTable.consent`); :meth:`RemoteTable.hint` is
worked out here from the seat's own view; :meth:`RemoteTable.finished_record` is the record of the deals that
are over, asked again after each deal.  :meth:`RemoteTable.claim` claims the remaining tricks when the seat's own
view proves them (``ai.claim``, worked out here, and again by the host), for a host that offers claims: the others
consent as for an undo, and the host plays the rest out (:attr:`RemoteTable.claiming` meanwhile;
:attr:`RemoteTable.claimAnswered` says how it ended).
"""

from __future__ import annotations

import json
import time
from collections import deque
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, QUrl, Signal
from PySide6.QtWebSockets import QWebSocket

from ..model.actions import Action
from ..model.errors import IllegalActionError
from ..model.events import Event
from ..model.seat_window import Refusal, RefusalKind, SeatWindow
from . import fair_deal
from .codec import CodecError, decode, encode
from .messages import MAX_MESSAGE, VERSION

if TYPE_CHECKING:
    from ..model.score_sheet import ScoreSheet
    from ..model.view import GameRules, SeatView


RETRY_PAUSES = (0.5, 1.0, 2.0, 4.0, 8.0, 15.0)
"""The pauses, in seconds, before each new try to reach a host whose connection was lost."""
SEND_SPACING_S = 0.025
"""The least time between two messages this program sends: 40 a second at most, well within the host's flood
limit of 50 (a computer playing a seat acts as fast as the host answers)."""


class RemoteError(Exception):
    """The connection cannot go on: one line saying why."""


def parse_address(text: str) -> tuple[str, int]:
    """``host:port`` as (host, port); ValueError with one line if it is not one."""
    host, colon, port = text.strip().rpartition(":")
    host = host.strip("[]")
    if not colon or not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise ValueError(f"an address is host:port, not {text!r}")
    return host, int(port)


class RemoteTable(QObject):
    """A seat at a table hosted elsewhere (see the module's docstring)."""

    welcomed = Signal(int)
    """The host gave this program its seat."""
    stateChanged = Signal()
    """An update (or the whole state) came: the seat's view, events and legal actions are the host's latest."""
    answered = Signal(int, object)
    """The host's answer to an ``act``: its seq, and None (done) or the :class:`Refusal`."""
    said = Signal(str)
    """A line for the log: each deal's check ("Deal 3 checked"), or what the host refused."""
    partieEnded = Signal(object)
    """The partie is over: its record."""
    failed = Signal(str)
    """The connection cannot go on (refused, lost and not found again, unreachable): one line."""
    consentAsked = Signal(str, int)
    """Another person asks (request, their seat): answer with :meth:`consent`."""
    undoAnswered = Signal(bool)
    """This program's undo was taken back (True) or refused (False: :attr:`said` says why)."""
    consentEnded = Signal(str, int, bool)
    """Another person's request was decided (request, their seat, taken back or not): a question shown for it
    may go."""
    claimAnswered = Signal(bool, int)
    """This program's claim was agreed (True: the host plays the rest out) or refused (False, with the seat of who
    said no, or -1 when it was refused for another reason); :attr:`said` says why."""
    connectionChanged = Signal()
    """The connection dropped and is being tried again (:attr:`lost`), or is back."""

    def __init__(self, name: str, token: str | None = None, seed: int | None = None,
                 parent: QObject | None = None, retry_pauses: Sequence[float] | None = None,
                 seat: int | None = None, password: str | None = None) -> None:
        super().__init__(parent)
        self.name, self.token = name, token
        self.password = password
        """Said in ``hello`` when taking a seat (a table with a password); a token needs none."""
        self.wished_seat = seat
        """The seat asked for in the first ``hello`` (None: the first free one)."""
        self.lost = False
        """The connection dropped and is being tried again (the seat's state is the last the host sent)."""
        self.retry_pauses = tuple(RETRY_PAUSES if retry_pauses is None else retry_pauses)
        self._tries = 0
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self._open_again)
        self._url = QUrl()
        self._seated_now = False
        """Welcomed on the present connection."""
        self._reopening = False
        self._waiting: tuple[int, ...] = ()
        self._first_deal: int | None = None
        """The first deal this program was at the table for (from its first state): deals before it were
        another program's to check."""
        self.seed = seed
        """With a seed (tests, benchmarks) this program's contributions come from it, the same each time."""
        self.seat: int | None = None
        self.table: dict[str, Any] = {}
        self._view: Any = None
        self._events: list[Event] = []
        self._legal: list[Action] = []
        self._sheet: Any = None
        self._totals: tuple[int, ...] = ()
        self._deal = 0
        self._to_act: int | None = None
        self._needs_deal = False
        self._over = False
        self.record: dict[str, Any] | None = None
        """The partie's record once it is over."""
        self.finished: dict[str, Any] = {}
        """The latest record of the deals that are over the host sent (asked after each deal)."""
        self._can_undo = False
        self._claiming: int | None = None
        """Whose claim the host is playing out (its latest state says)."""
        self._proof: tuple[object, bool] | None = None
        """Whether the seat's view (the object itself) proves a claim: worked out once a view."""
        self._asks: dict[int, str] = {}
        """The requests asked and not yet answered, by seq."""
        self._seq = 0
        self._commits: dict[int, tuple[str, int, list[int]]] = {}
        self._dealt: dict[int, tuple[Any, ...]] = {}
        self._mine: dict[int, bytes] = {}
        self.checks: list[fair_deal.Check] = []
        self.unchecked: list[int] = []
        """The deals this program could not check: it joined them after their commitment or their cards."""
        self._ending = False
        self._outbox: deque[str] = deque()
        self._last_sent = float("-inf")
        self._pacer = QTimer(self)
        self._pacer.setSingleShot(True)
        self._pacer.timeout.connect(self._flush)
        self.socket = QWebSocket("", parent=self)
        self.socket.setMaxAllowedIncomingMessageSize(MAX_MESSAGE)
        self.socket.connected.connect(self._hello)
        self.socket.textMessageReceived.connect(self._received)
        self.socket.disconnected.connect(self._lost)
        self.socket.errorOccurred.connect(lambda _error: self._trouble(f"connection: {self.socket.errorString()}"))

    def open(self, host: str, port: int) -> None:
        url = QUrl()
        url.setScheme("ws")
        url.setHost(host)
        url.setPort(port)
        self._url = url
        self.socket.open(url)

    def close(self) -> None:
        self._ending = True
        self._retry.stop()
        self._pacer.stop()
        if self.socket.isValid():
            self._send({"type": "bye"})
            while self._outbox:  # the last few at once: nothing follows them
                self.socket.sendTextMessage(self._outbox.popleft())
        self.socket.close()

    # --- the seat window ---------------------------------------------------------------------------------------

    @property
    def seats(self) -> int:
        return int(self.table.get("seats", 0))

    @property
    def sides(self) -> tuple[int, ...]:
        return tuple(self._view.sides) if self._view is not None else tuple(range(self.seats))

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(self.table.get("names", ()))

    @property
    def people(self) -> tuple[int, ...]:
        return () if self.seat is None else (self.seat,)

    def view(self, seat: int) -> SeatView[GameRules] | None:
        return self._view if seat == self.seat else None

    def events(self, seat: int) -> list[Event]:
        return list(self._events) if seat == self.seat else []

    def score_sheet(self) -> ScoreSheet:
        if self._sheet is None:
            raise RemoteError("no score sheet yet: the partie has not begun")
        sheet: ScoreSheet = self._sheet
        return sheet

    def totals(self) -> tuple[int, ...]:
        return self._totals

    @property
    def deal_number(self) -> int:
        return self._deal

    def to_act(self) -> int | None:
        return self._to_act

    def needs_deal(self) -> bool:
        return self._needs_deal

    def is_over(self) -> bool:
        return self._over

    def legal_actions(self, seat: int) -> Sequence[Action]:
        return list(self._legal) if seat == self.seat else []

    def refusal(self, seat: int, action: Action) -> Refusal | None:
        if seat != self.seat or self._to_act != seat:
            return Refusal(RefusalKind.NOT_YOUR_TURN)
        from ..model import refusals

        return refusals.refusal(self._view, action)

    def act(self, seat: int, action: Action) -> None:
        """Send ``action`` for this program's seat (the host answers, :attr:`answered`); IllegalActionError if
        it is plainly refused here already."""
        refusal = self.refusal(seat, action)
        if refusal is not None:
            raise IllegalActionError(refusal.words or refusal.kind.value)
        self._seq += 1
        self._legal = []  # until the host's next update
        self._send({"type": "act", "seq": self._seq, "action": encode(action)})

    def next_deal(self) -> None:
        """The host deals by itself."""

    def can_undo(self, whole_trick: bool = False) -> bool:
        """Whether this program's person has a move to take back in the deal in progress (the host says so in
        each update) and no undo of theirs is waiting."""
        return self._can_undo and not self._over and not any(
            request.startswith("undo") for request in self._asks.values())

    def undo(self, whole_trick: bool = False) -> bool:
        """Ask the host to take back this person's last move (or trick): every other person must agree
        (:attr:`undoAnswered` says how it ended).  True if asked, False if there is nothing to take back."""
        if not self.can_undo(whole_trick):
            return False
        self._ask("undo_trick" if whole_trick else "undo")
        return True

    def consent(self, request: str, yes: bool) -> None:
        """Answer another person's request (:attr:`consentAsked`)."""
        self._send({"type": "consent", "request": request, "yes": bool(yes)})

    @property
    def waiting(self) -> tuple[int, ...]:
        """The seats whose people are away (their connection dropped), with no computer playing for them."""
        return self._waiting

    def can_claim(self, seat: int) -> bool:
        """Whether this seat may claim the remaining tricks now: the host offers claims, it is the seat's turn in
        the play, no claim is asked or played out, and its own view proves every remaining trick its own."""
        view = self._view
        if seat != self.seat or view is None or self._over or self._claiming is not None \
                or "claim" not in self.table.get("requests", ()) or "claim" in self._asks.values():
            return False
        if self._proof is None or self._proof[0] is not view:
            from ..ai.claim import prove
            from ..model.actions import Play
            from ..model.tricks import Phase

            proven = (self._to_act == seat and bool(self._legal) and isinstance(self._legal[0], Play)
                      and view.phase is Phase.PLAY and len(view.hand) > 1 and prove(view) is not None)
            self._proof = (view, proven)
        return self._proof[1] and bool(self._legal)

    def claim(self, seat: int) -> bool:
        """Claim the remaining tricks: the host proves the claim again and asks every other person
        (:attr:`claimAnswered` says how it ended).  True if asked, False if no claim may be made now."""
        if not self.can_claim(seat):
            return False
        self._ask("claim")
        return True

    @property
    def claiming(self) -> int | None:
        """The seat whose claim the host is playing out, or None."""
        return self._claiming

    def hint(self, seat: int) -> Action | None:
        """What the Master would do in this seat now, from its own view alone (nothing asked of the host)."""
        if seat != self.seat or not self._legal or self._view is None:
            return None
        from ..ai.player import make_player

        action: Action = make_player("master", self._deal, str(self.table.get("game"))).choose(self._view)
        return action

    def finished_record(self) -> dict[str, Any]:
        """The record of the deals that are over: the whole partie once it is over."""
        return dict(self.record or self.finished)

    def _ask(self, request: str) -> None:
        self._seq += 1
        self._asks[self._seq] = request
        self._send({"type": "ask", "seq": self._seq, "request": request})

    # --- the connection ------------------------------------------------------------------------------------------

    def _send(self, message: dict[str, Any]) -> None:
        """Send ``message`` now, or as soon as the spacing allows (:data:`SEND_SPACING_S`), in order."""
        self._outbox.append(json.dumps({"v": VERSION, **message}, separators=(",", ":"), sort_keys=True))
        if not self._pacer.isActive():
            self._flush()

    def _flush(self) -> None:
        if not self._outbox:
            return
        wait = self._last_sent + SEND_SPACING_S - time.monotonic()
        if wait > 0 and not self._ending:
            self._pacer.start(max(1, int(wait * 1000 + 0.999)))
            return
        self._last_sent = time.monotonic()
        self.socket.sendTextMessage(self._outbox.popleft())
        if self._outbox:
            self._pacer.start(max(1, int(SEND_SPACING_S * 1000)))

    def _hello(self) -> None:
        hello: dict[str, Any] = {"type": "hello", "name": self.name}
        if self.token is not None:
            hello["token"] = self.token
        elif self.wished_seat is not None:
            hello["seat"] = self.wished_seat
        if self.password is not None:
            hello["password"] = self.password
        self._send(hello)

    def _fail(self, line: str) -> None:
        if not self._ending:
            self._ending = True
            self.failed.emit(line)

    def _lost(self) -> None:
        self._trouble("the connection to the host was lost")

    def _trouble(self, line: str) -> None:
        """The connection failed or dropped: try again after a pause if this program has a seat's token and
        tries left, else give up (:attr:`failed`)."""
        self._seated_now = False
        if self._ending or self._over or self._retry.isActive() or self._reopening:
            return
        if self.token is None or self._tries >= len(self.retry_pauses):
            self._fail(line)
            return
        pause = self.retry_pauses[self._tries]
        self._tries += 1
        if not self.lost:
            self.lost = True
            self.connectionChanged.emit()
        self.said.emit(f"{line}; trying again in {pause:g} s")
        self._retry.start(int(pause * 1000))

    def _open_again(self) -> None:
        if not self._ending:
            self._reopening = True  # what aborting the old connection signals is no new trouble
            self._outbox.clear()  # what the old connection did not send goes with it: hello comes first
            self._pacer.stop()
            self.socket.abort()
            self._reopening = False
            self.socket.open(self._url)

    def _received(self, text: str) -> None:
        try:
            message = json.loads(text)
            kind = message.get("type")
            if message.get("v") != VERSION:
                raise RemoteError(f"the host speaks version {message.get('v')}, this program {VERSION}")
            if kind == "welcome":
                self.seat, self.token, self.table = message["seat"], message["token"], message["table"]
                self._seated_now, self._tries = True, 0
                self.welcomed.emit(self.seat)
                if self.lost:
                    self.lost = False
                    self.connectionChanged.emit()
            elif kind in ("state", "update"):
                self._state(message, whole=kind == "state")
            elif kind == "done":
                self.answered.emit(message["seq"], None)
            elif kind == "refused":
                self._refused(message)
            elif kind == "commit":
                self._commit(message)
            elif kind == "reveal":
                self._reveal(message)
                self._ask("finished")  # the deal is over: its cards may be known
            elif kind == "answer":
                self._answer(message)
            elif kind == "consent?":
                self.consentAsked.emit(str(message["request"]), int(message["by"]))
            elif kind == "over":
                self.record = message["record"]
                self._over = True
                self.partieEnded.emit(self.record)
        except (KeyError, TypeError, ValueError, AttributeError, CodecError, RemoteError) as error:
            self._fail(f"the host sent a message this program cannot read ({error})")

    def _state(self, message: dict[str, Any], whole: bool) -> None:
        waiting = tuple(int(seat) for seat in message.get("waiting", ()))
        changed = waiting != self._waiting
        self._waiting = waiting
        if "view" not in message:  # the partie has not begun, or only who is waited for changed
            if isinstance(message.get("names"), list):
                self.table["names"] = [str(name) for name in message["names"]]
            if changed:
                self.stateChanged.emit()
            return
        self._view = decode(message["view"])
        events = decode(message["events"])
        self._events = list(events) if whole else self._events + list(events)
        self._legal = list(decode(message["legal"]))
        self._sheet = decode(message["sheet"])
        self._totals = tuple(message["totals"])
        self._deal, self._to_act = message["deal"], message["to_act"]
        self._needs_deal, self._over = message["needs_deal"], message["over"]
        if self._first_deal is None:
            self._first_deal = self._deal + 1 if self._needs_deal or self._view is None else self._deal
        self._can_undo = bool(message.get("can_undo", False))
        claiming = message.get("claiming")
        self._claiming = int(claiming) if claiming is not None else None
        if self._deal in self._commits and self._deal not in self._dealt:
            # the first update of a deal: the hand this seat was dealt (None: out of the deal)
            self._dealt[self._deal] = tuple(self._view.dealt) if self._view is not None else ()
        self.stateChanged.emit()

    def _refused(self, message: dict[str, Any]) -> None:
        if not self._seated_now:
            needs = message.get("needs_version")
            extra = f" (the host needs version {needs})" if needs is not None else ""
            self._fail(f"the host refused this program: {message.get('reason')}{extra}")
            return
        request = self._asks.pop(message["seq"], None) if "seq" in message else None
        by = message.get("by")
        if request == "claim" and isinstance(by, int):  # "claim: Zoé refused the claim"
            self.said.emit(str(message.get("reason")).removeprefix("claim: "))
        else:
            self.said.emit(f"refused: {message.get('reason')}")
        if request is not None:
            if request.startswith("undo"):
                self.undoAnswered.emit(False)
            elif request == "claim":
                self.claimAnswered.emit(False, by if isinstance(by, int) else -1)
        elif "seq" in message:
            refusal = decode(message["refusal"]) if "refusal" in message else Refusal(RefusalKind.NOT_ALLOWED)
            self.answered.emit(message["seq"], refusal)

    def _answer(self, message: dict[str, Any]) -> None:
        if "seq" not in message:  # another person's request, decided
            asked, by = str(message["request"]), int(message["by"])
            name = self.names[by] if 0 <= by < len(self.names) else f"seat {by}"
            done = bool(message["claimed"] if asked == "claim" else message["taken_back"])
            what = "claim" if asked == "claim" else "undo"
            self.said.emit(f"{name}'s {what} {'was made' if done else 'was refused'}")
            self.consentEnded.emit(asked, by, done)
            return
        request = self._asks.pop(int(message["seq"]), None)
        if request == "finished":
            record = message["record"]
            if not isinstance(record, dict):
                raise RemoteError("a record is a JSON object")
            self.finished = record
        elif request is not None and request.startswith("undo"):
            self.undoAnswered.emit(bool(message["taken_back"]))
        elif request == "claim":
            self.claimAnswered.emit(bool(message["claimed"]), -1)

    def _commit(self, message: dict[str, Any]) -> None:
        number = int(message["deal"])
        committed = (str(message["commitment"]), int(message["dealer"]), [int(seat) for seat in message["playing"]])
        if number in self._mine and self._commits.get(number) == committed:
            # the same commitment again (this program came back before the deal): the same contribution
            self._send({"type": "contribute", "deal": number, "randomness": self._mine[number].hex()})
            return
        self._commits[number] = committed
        if self.seed is None or self.seat is None:
            mine = fair_deal.contribution()  # the host learns it only now, after its commitment
        else:
            mine = fair_deal.seeded_contribution(self.seed, number, self.seat)
        self._mine[number] = mine
        self._send({"type": "contribute", "deal": number, "randomness": mine.hex()})

    def _reveal(self, message: dict[str, Any]) -> None:
        number = int(message["deal"])
        if any(check.number == number for check in self.checks) or number in self.unchecked:
            return  # sent again to a program that came back
        committed = self._commits.get(number)
        seen = self._dealt.get(number)
        if (committed is None or seen is None) and self._first_deal is not None and number <= self._first_deal:
            if number == self._first_deal or committed is not None:
                # this program came in the middle of it: it says so, and checks the deals after
                self.unchecked.append(number)
                self.said.emit(f"Deal {number} not checked: this program joined it after its commitment or its"
                               " cards")
            return
        if committed is None or seen is None:
            check = fair_deal.Check(number, ("it was never committed to, or never dealt",))
        else:
            commitment, dealer, playing = committed
            contributions = {int(seat): bytes.fromhex(data) for seat, data in message["contributions"].items()}
            cards = fair_deal.Seen.hand(self.seat, seen) if seen and self.seat is not None else fair_deal.Seen({})
            check = fair_deal.verify(commitment, bytes.fromhex(message["seed"]), contributions,
                                     str(self.table["game"]), dict(self.table.get("options") or {}), dealer,
                                     number, cards, playing)
            if self.seat is not None and contributions.get(self.seat) != self._mine.get(number):
                check = fair_deal.Check(number, (*check.problems, "this program's contribution was left out"))
        self.checks.append(check)
        self.said.emit(str(check))


if TYPE_CHECKING:
    def _as_seat_window(table: RemoteTable) -> SeatWindow:
        """A remote table is a seat window (mypy --strict checks it here)."""
        window: SeatWindow = table
        return window
