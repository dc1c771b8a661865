"""A headless host: one partie served over WebSockets (PROTOCOL.md), with no window.

The host's engine is the only authority.  Each seat is a player who joins (``join``) or the computer at a level
(``computer:LEVEL``); a joining program says ``hello`` and gets its seat and a token; the partie starts when
every joining seat is taken.  After every change each joined seat is sent an ``update`` made from its own
window on the partie alone (its view, the events it may know, its legal actions, the score sheet), never
another seat's.  An ``act`` is applied if it is that seat's turn and legal, else answered ``refused`` with the
seat window's :class:`~piquet_gui.model.seat_window.Refusal`, the partie unchanged.  Every deal is dealt by
the fair deal (``network/fair_deal.py``): commit, the joined programs' contributions (waited for a few
seconds at most), the cards, and the seed revealed once the deal is over.  The partie is saved after every
move in the data folder (``table.json``, ``network/table_file.py``: the record, the seats and their tokens, the
deal being drawn), and a host started again on it resumes (:meth:`Host.resume`).

A seated person whose connection drops leaves the seat waiting for them (``waiting`` in every state and update):
the partie waits when it is their turn, and no deal is drawn without them; their token takes the seat back.
:meth:`Host.seat_computer` (or ``stand_in``: after so many seconds) has the computer play a waiting seat until
the person comes back.

A person may claim the remaining tricks (``ask {request: "claim"}``): the host proves it from that seat's own view,
asks the other people (``host_requests``), and plays the rest out itself (:attr:`Host.claimed`, ``host_claims``).
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QHostAddress
from PySide6.QtWebSockets import QWebSocket, QWebSocketServer

from ..ai.claim import ClaimInPlay
from ..ai.player import make_player
from ..model import game_records, refusals
from ..model.any_partie import AnyPartie
from ..model.errors import IllegalActionError
from ..model.events import seen_by
from ..model.games import new_game
from ..model.seat_window import Refusal, RefusalKind
from . import fair_deal, host_claims, seat_player, table_file
from .codec import encode
from .discovery import new_code
from .host_requests import ASKABLE, FloodGate, Requests
from .seat_specs import SeatSpec
from .messages import (MAX_MESSAGE, Act, Ask, Bye, Consent, Contribute, Hello, ProtocolError, host_message,
                       read_from_player)

CONTRIBUTION_WAIT_MS = 5000
"""How long a deal waits for the joined programs' contributions before it is dealt without those missing."""
REFUSALS_IN_A_ROW = 20
"""A joining program refused more often in a row than this is cut off (PROTOCOL.md)."""
SAVE_FORMAT = table_file.SAVE_FORMAT


class _Client:
    """One connection: its socket, the seat it took (None before ``hello``), its refusals in a row."""

    def __init__(self, socket: QWebSocket) -> None:
        self.socket = socket
        self.seat: int | None = None
        self.refused_in_a_row = 0
        self.gate = FloodGate()
        self.cut = False
        """Cut off (a flood, too many refusals): whatever it still sends is ignored."""


class Host(QObject):
    """One partie served (see the module's docstring); ``ended`` once the partie is over and its record sent."""

    ended = Signal()
    joined = Signal(int)
    """A seat was taken, or taken back with its token."""
    left = Signal(int)
    """A seated person's connection dropped: the seat waits for them."""

    def __init__(self, game: str, options: dict[str, Any], seats: Sequence[SeatSpec], data_dir: Path,
                 contribution_wait_ms: int = CONTRIBUTION_WAIT_MS, log: Callable[[str], None] | None = None,
                 seed: int | None = None, parent: QObject | None = None,
                 stand_in: tuple[str, float] | None = None, code: str | None = None,
                 password: str | None = None) -> None:
        super().__init__(parent)
        new_game(game, options)  # ValueError now for a wrong game or options
        self.game, self.options = game, dict(options)
        self.code = code or new_code()
        """The table's code (``discovery``): sent in ``welcome``, announced, typed by a friend to join."""
        self.specs = list(seats)
        self.names: list[str] = [f"Computer ({spec.level})" if not spec.joins else "" for spec in self.specs]
        self.tokens: list[str | None] = [None] * len(self.specs)
        self.clients: list[_Client] = []
        self.seated: dict[int, _Client] = {}
        self.partie: AnyPartie | None = None
        self.data_dir = data_dir
        self.contribution_wait_ms = contribution_wait_ms
        self.seed = seed
        """With a seed (tests, benchmarks) each deal's secret comes from it: the same deals for the same
        contributions."""
        self.log = log or (lambda line: None)
        self.password = password
        """A person taking a seat (not rejoining it with its token) must say it in ``hello``."""
        self.requests = Requests(self)
        """The asks (undo by consent, the finished deals' record) and the consents."""
        self.claimed: ClaimInPlay | None = None
        """The claim being played out by the host, once every other person agreed (``host_claims``)."""
        self._sent_events: dict[int, int] = {}
        self._drawing: table_file.Drawing | None = None
        """The deal being drawn: number, seed, commitment, contributions so far, dealer, seats playing."""
        self._last_reveal: dict[str, Any] | None = None
        self.stand_ins: dict[int, str] = {}
        """The waiting seats the computer plays for now, at a level, until their people come back."""
        if stand_in is not None:
            make_player(stand_in[0], 0, game)  # ValueError for a level the game does not know
        self.stand_in = stand_in
        """(level, seconds): the computer takes a seat that has waited that long."""
        self._stand_in_timers: dict[int, QTimer] = {}
        self._computer_due = False
        self._closing = False
        self._told_waiting: list[int] = []
        self._commit_sent: set[int] = set()
        """The seated programs sent the commitment of the deal being drawn (on this connection)."""
        self._wait = QTimer(self)
        self._wait.setSingleShot(True)
        self._wait.timeout.connect(self._deal)
        self.server = QWebSocketServer("piquet", QWebSocketServer.SslMode.NonSecureMode, self)
        self.server.newConnection.connect(self._connected)

    # --- listening --------------------------------------------------------------------------------------------

    def listen(self, address: str, port: int) -> int:
        """Listen on ``address``:``port`` (0: any free port); the port listened on; OSError if it cannot."""
        if not self.server.listen(QHostAddress(address), port):
            raise OSError(f"cannot listen on {address}:{port} ({self.server.errorString()})")
        return int(self.server.serverPort())

    def close(self) -> None:
        """Close every connection and stop listening; nothing more is dealt, played or sent (a deal waiting for
        contributions, a computer's move due)."""
        self._closing = True
        self._wait.stop()
        for client in list(self.clients):
            client.socket.close()
        self.server.close()

    def _connected(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            socket.setMaxAllowedIncomingMessageSize(MAX_MESSAGE)
            client = _Client(socket)
            self.clients.append(client)
            socket.textMessageReceived.connect(lambda text, c=client: self._received(c, text))
            socket.binaryMessageReceived.connect(lambda data, c=client: self._received(c, bytes(data)))
            socket.disconnected.connect(lambda c=client: self._gone(c))

    def _gone(self, client: _Client) -> None:
        if client in self.clients:
            self.clients.remove(client)
        seat = client.seat
        if seat is not None and self.seated.get(seat) is client and not self._closing:
            del self.seated[seat]
            self._commit_sent.discard(seat)
            self.requests.dropped(seat)
            if self.partie is not None and self.partie.is_over():
                self.log(f"seat {seat} ({self.names[seat]}) left")
            else:
                self.log(f"seat {seat} ({self.names[seat]}) left; the seat waits for its token")
                self.left.emit(seat)
                self._wait_for(seat)
                self._tell_waiting()
        try:
            client.socket.deleteLater()
        except RuntimeError:  # destroyed already, with the server (the program ending)
            pass

    # --- seats waiting for their people ---------------------------------------------------------------------

    def waiting(self) -> tuple[int, ...]:
        """The seats whose person was seated and is away now, with no computer playing for them."""
        return tuple(seat for seat, spec in enumerate(self.specs)
                     if spec.joins and self.tokens[seat] is not None and seat not in self.seated
                     and seat not in self.stand_ins)

    def seat_computer(self, seat: int, level: str) -> None:
        """The computer at ``level`` plays ``seat``, waiting for its person, until the person's token takes
        it back; ValueError if the seat is not waiting or the level unknown."""
        if seat not in self.waiting():
            raise ValueError(f"seat {seat} is not waiting for its person")
        make_player(level, seat, self.game)
        self.stand_ins[seat] = level
        self.log(f"seat {seat}: the computer ({level}) plays for {self.names[seat]} until they come back")
        self._tell_waiting()
        self.go_on()

    def _wait_for(self, seat: int) -> None:
        """With ``stand_in``, the computer takes ``seat`` if it is still waiting after that many seconds."""
        if self.stand_in is None or seat in self._stand_in_timers:
            return
        level, seconds = self.stand_in
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.timeout.connect(lambda: self._stand_in_due(seat, level))
        self._stand_in_timers[seat] = timer
        timer.start(int(seconds * 1000))

    def _stand_in_due(self, seat: int, level: str) -> None:
        self._stand_in_timers.pop(seat, None)
        if seat in self.waiting():
            self.seat_computer(seat, level)

    def _tell_waiting(self) -> None:
        """Every seated program is told who is waited for now (a lone update), if that changed."""
        waiting = list(self.waiting())
        if waiting == self._told_waiting:
            return
        self._told_waiting = waiting
        for client in self.seated.values():
            self._send(client, "update", waiting=waiting, names=self.names)

    # --- what a joining program sends ----------------------------------------------------------------------

    def _send(self, client: _Client, kind: str, **fields: Any) -> None:
        client.socket.sendTextMessage(host_message(kind, **fields))

    def _refuse(self, client: _Client, reason: str, seq: int | None = None, refusal: Refusal | None = None,
                needs_version: int | None = None, by: int | None = None) -> None:
        fields: dict[str, Any] = {"reason": reason}
        if by is not None:
            fields["by"] = by  # the person who refused a request asked of them
        if seq is not None:
            fields["seq"] = seq
        if refusal is not None:
            fields["refusal"] = encode(refusal)
        if needs_version is not None:
            fields["needs_version"] = needs_version
        self._send(client, "refused", **fields)
        client.refused_in_a_row += 1
        if client.refused_in_a_row > REFUSALS_IN_A_ROW and not client.cut:
            self.log(f"a program refused {client.refused_in_a_row} times in a row is cut off")
            client.cut = True
            client.socket.close()

    def _received(self, client: _Client, text: str | bytes) -> None:
        if client.cut:
            return
        if not client.gate.allow():
            self._refuse(client, f"more than {client.gate.limit} messages a second: cut off")
            self.log(f"a program that sent more than {client.gate.limit} messages a second is cut off")
            client.cut = True
            client.socket.close()
            return
        if isinstance(text, bytes):
            self._refuse(client, "a message is one text frame (JSON in UTF-8)")
            return
        try:
            message = read_from_player(text)
        except ProtocolError as error:
            self._refuse(client, str(error), needs_version=error.needs_version)
            return
        if isinstance(message, Hello):
            self._hello(client, message)
        elif client.seat is None:
            self._refuse(client, "hello first: this program has no seat")
        elif isinstance(message, Act):
            self._act(client, client.seat, message)
        elif isinstance(message, Contribute):
            self._contribute(client, client.seat, message)
        elif isinstance(message, Ask):
            self.requests.ask(client, client.seat, message)
        elif isinstance(message, Consent):
            self.requests.consent(client, client.seat, message)
        elif isinstance(message, Bye):
            client.socket.close()

    def _hello(self, client: _Client, hello: Hello) -> None:
        if client.seat is not None:
            self._refuse(client, "hello: this program is seated already")
            return
        seat: int | None = None
        if hello.token is not None:
            seat = next((s for s, token in enumerate(self.tokens)
                         if token is not None and secrets.compare_digest(token, hello.token)), None)
            if seat is None:
                self._refuse(client, "hello: this token takes no seat at this table")
                return
            older = self.seated.pop(seat, None)
            self._commit_sent.discard(seat)
            if older is not None:  # the same program again, on a new connection before the old one was seen to drop
                older.seat = None
                older.socket.close()
            self.stand_ins.pop(seat, None)
            timer = self._stand_in_timers.pop(seat, None)
            if timer is not None:
                timer.stop()
        else:
            if not self._password_matches(client, hello):
                return
            free = [s for s, spec in enumerate(self.specs)
                    if spec.joins and s not in self.seated and self.tokens[s] is None]  # never a waiting seat
            if hello.seat is not None:
                seat = hello.seat if hello.seat in free else None
                if seat is None:
                    self._refuse(client, f"hello: seat {hello.seat} is not free")
                    return
            elif free:
                seat = free[0]
            else:
                self._refuse(client, "hello: every seat is taken")
                return
            self.tokens[seat] = secrets.token_urlsafe(24)
            self.names[seat] = hello.name
        client.seat = seat
        client.refused_in_a_row = 0
        self.seated[seat] = client
        token = self.tokens[seat]
        self.log(f"seat {seat}: {self.names[seat]} {'joined' if hello.token is None else 'is back'}")
        self._send(client, "welcome", seat=seat, token=token,
                   table={"game": self.game, "options": self.options, "names": self.names,
                          "seats": len(self.specs), "code": self.code, "requests": list(ASKABLE)})
        self.joined.emit(seat)
        self._tell_waiting()
        if self.partie is None:
            if all(s in self.seated for s, spec in enumerate(self.specs) if spec.joins):
                self.start()
            else:
                self._send_state(seat, "state")
        else:
            self._sent_events[seat] = 0
            self._send_state(seat, "state")
            if self._last_reveal is not None:  # a deal revealed while this program was away
                self._send(client, "reveal", **self._last_reveal)
            self.go_on()

    def free_seats(self) -> int:
        """The seats a newcomer may still take (joining seats never given a token)."""
        return sum(1 for s, spec in enumerate(self.specs) if spec.joins and self.tokens[s] is None)

    def _password_matches(self, client: _Client, hello: Hello) -> bool:
        """Whether ``hello`` says the table's password (if it has one); refused in one line if not."""
        if self.password is None:
            return True
        if hello.password is None:
            self._refuse(client, "hello: this table has a password")
            return False
        if not secrets.compare_digest(hello.password.encode("utf-8"), self.password.encode("utf-8")):
            self._refuse(client, "hello: wrong password")
            return False
        return True

    # --- the partie ------------------------------------------------------------------------------------------

    def start(self) -> None:
        self.partie = new_game(self.game, self.options, players=self.names)
        self.log(f"the partie of {self.game} begins")
        self._save()
        self._next()

    def resume(self, saved: table_file.SavedTable) -> None:
        """Take up the unfinished partie of a ``table.json`` (its game, options and seats are this host's):
        the same names and tokens, the record replayed, the deal being drawn; the people rejoin with their
        tokens, each seat waiting for its person meanwhile."""
        self.names = [seat.name for seat in saved.seats]
        self.tokens = [seat.token for seat in saved.seats]
        self.partie, self._drawing, self._last_reveal = saved.partie, saved.drawing, saved.reveal
        self.log(f"the partie of {self.game} is taken up again" if self.partie is not None
                 else f"the table of {self.game} is open again")
        for seat in self.waiting():
            self._wait_for(seat)
        self._told_waiting = list(self.waiting())
        partie = self.partie
        drawing = self._drawing
        if partie is not None and drawing is not None and drawing.number == len(partie.deals) \
                and partie.current is None:
            self._reveal()  # the deal was over, its seed not yet revealed
        self.go_on()

    def go_on(self) -> None:
        """Go on with the partie if it waits for nothing: a computer's turn, a deal to draw, the end."""
        if self.partie is not None:
            self._next()
        elif self.specs and not any(spec.joins for spec in self.specs):
            self.start()

    def _plays(self, seat: int) -> str | None:
        """The level of the computer that plays ``seat`` now (its own, or a stand-in's), None for a person."""
        spec = self.specs[seat]
        return spec.level if not spec.joins else self.stand_ins.get(seat)

    def _next(self) -> None:
        """Whatever comes next: a deal to draw (once nobody is waited for), a computer to play, the end;
        people's turns wait for them."""
        partie = self.partie
        assert partie is not None
        if partie.is_over():
            self._end()
            return
        if partie.needs_deal():
            if not self.waiting():
                self._commit()
            return
        seat = partie.to_act
        if seat is not None and (self._plays(seat) is not None or self.claimed is not None) \
                and not self._computer_due:
            self._computer_due = True
            QTimer.singleShot(0, self._computer)

    def _computer(self) -> None:
        self._computer_due = False
        partie = self.partie
        if self._closing or partie is None or partie.is_over() or partie.needs_deal():
            return
        seat = partie.to_act
        level = None if seat is None else self._plays(seat)
        if seat is None:
            return
        if level is None:
            if self.claimed is not None:  # a claim played out: the claimer's card, or a person's who agreed
                self._apply(host_claims.claimed_move(partie, self.claimed, seat))
            return
        view = partie.view(seat)
        assert view is not None
        seen = len(seen_by(partie.events(), seat))
        self._apply(seat_player.choose(level, self.game, seat, view, len(partie.deals), seen))

    def _apply(self, action: Any) -> None:
        partie = self.partie
        assert partie is not None
        partie.apply(action)
        if self.claimed is not None and not host_claims.still_playing(partie, self.claimed):
            self.log(f"seat {self.claimed.seat}'s claim is played out")
            self.claimed = None
        self.requests.moved()
        self._save()
        self._broadcast()
        if partie.current is None:
            self._reveal()
        self._next()

    def _act(self, client: _Client, seat: int, act: Act) -> None:
        partie = self.partie
        if partie is None or partie.current is None or partie.to_act != seat:
            self._refuse(client, "act: not this seat's turn", act.seq, Refusal(RefusalKind.NOT_YOUR_TURN))
            return
        if self.claimed is not None:
            self._refuse(client, "act: the claimed tricks are being played out", act.seq,
                         Refusal(RefusalKind.NOT_YOUR_TURN))
            return
        refusal = refusals.refusal(partie.view(seat), act.action,
                                   lambda tried: refusals.engine_reason(partie, seat, tried))
        if refusal is not None:
            self._refuse(client, f"act: {refusal.kind.value}", act.seq, refusal)
            return
        before = partie.action_count()
        try:
            self._check_applies(act.action)
        except IllegalActionError as error:
            self._refuse(client, f"act: {error}", act.seq, Refusal(RefusalKind.NOT_ALLOWED, None, str(error)))
            return
        assert partie.action_count() == before
        client.refused_in_a_row = 0
        self._send(client, "done", seq=act.seq)
        self._apply(act.action)

    def _check_applies(self, action: Any) -> None:
        """IllegalActionError if the engine would refuse ``action``, found on a copy (the partie unchanged)."""
        assert self.partie is not None
        if action not in self.partie.legal_actions():
            self.partie.copy().apply(action)  # raises with the engine's reason, or applies to the copy

    # --- the fair deal ---------------------------------------------------------------------------------------

    def _commit(self) -> None:
        """Commit to the next deal, or, if it is committed to already (a program back, a host resumed), send
        the commitment to each seated program that has not contributed; deal once each has."""
        partie = self.partie
        assert partie is not None
        number = len(partie.deals) + 1
        drawing = self._drawing
        if drawing is None or drawing.number != number:
            dealer = int(getattr(partie, "next_dealer"))
            remaining = getattr(partie, "remaining", None)
            playing = list(remaining()) if callable(remaining) else list(range(partie.seats))
            secret = fair_deal.new_secret() if self.seed is None else fair_deal.seeded_secret(self.seed, number)
            drawing = self._drawing = table_file.Drawing(number, secret, fair_deal.commitment(secret), {}, dealer,
                                                         playing)
            self._commit_sent = set()
            self._save()
        missing = [seat for seat in sorted(self.seated) if seat not in drawing.contributions]
        for seat in missing:
            if seat not in self._commit_sent:
                self._commit_sent.add(seat)
                self._send(self.seated[seat], "commit", deal=number, commitment=drawing.commitment,
                           dealer=drawing.dealer, playing=drawing.playing)
        if not missing:
            self._wait.stop()
            self._deal()
        elif not self._wait.isActive():
            self._wait.start(self.contribution_wait_ms)

    def _contribute(self, client: _Client, seat: int, contribute: Contribute) -> None:
        drawing = self._drawing
        if drawing is None or contribute.deal != drawing.number or seat in drawing.contributions \
                or self.partie is None or len(self.partie.deals) >= drawing.number:
            self._refuse(client, f"contribute: deal {contribute.deal} is not being drawn")
            return
        client.refused_in_a_row = 0
        drawing.contributions[seat] = contribute.randomness
        self._save()
        if all(s in drawing.contributions for s in self.seated):
            self._wait.stop()
            self._deal()

    def _deal(self) -> None:
        drawing, partie = self._drawing, self.partie
        if self._closing or drawing is None or partie is None or len(partie.deals) >= drawing.number:
            return
        number, dealer = drawing.number, drawing.dealer
        hands, talon = self._cards(number, drawing.secret, drawing.contributions, dealer, drawing.playing)
        partie.start_deal(hands, talon, dealer=dealer)  # type: ignore[call-arg]
        self._save()
        self._broadcast()
        self.log(f"deal {number} dealt")
        self._next()

    def _cards(self, number: int, secret: bytes, contributions: dict[int, bytes], dealer: int,
               playing: list[int]) -> tuple[Any, Any]:
        """The hands and talon of deal ``number``: what the committed seed and the contributions deal."""
        return fair_deal.deal_cards(secret, contributions, self.game, self.options, dealer, number, playing)

    def _reveal(self) -> None:
        drawing = self._drawing
        if drawing is None:
            return
        self._drawing = None
        self._last_reveal = {"deal": drawing.number, "seed": drawing.secret.hex(),
                             "contributions": drawing.to_json()["contributions"]}
        self._save()
        for client in self.seated.values():
            self._send(client, "reveal", **self._last_reveal)

    # --- what each seat is sent ------------------------------------------------------------------------------

    def _broadcast(self) -> None:
        for seat in sorted(self.seated):
            self._send_state(seat, "update")

    def _send_state(self, seat: int, kind: str) -> None:
        """``kind`` ("update": the events since the last; "state": all of them) for ``seat``, from its own
        window on the partie alone."""
        partie = self.partie
        client = self.seated.get(seat)
        if client is None:
            return
        if partie is None:
            self._send(client, kind, waiting=list(self.waiting()), names=self.names)  # not begun yet
            return
        events = seen_by(partie.events(), seat)
        start = 0 if kind == "state" else self._sent_events.get(seat, 0)
        self._sent_events[seat] = len(events)
        view = partie.view(seat)
        claimer = None if self.claimed is None else self.claimed.seat
        legal = list(view.legal_actions) if view is not None and view.to_act == seat and claimer is None else []
        self._send(client, kind, view=encode(view), events=encode(events[start:]), legal=encode(legal),
                   sheet=encode(partie.score_sheet()), totals=list(partie.totals()), deal=len(partie.deals),
                   to_act=partie.to_act, needs_deal=partie.needs_deal(), over=partie.is_over(),
                   waiting=list(self.waiting()), can_undo=self.requests.can_undo(seat), claiming=claimer)

    def _end(self) -> None:
        partie = self.partie
        assert partie is not None
        record = game_records.to_record(partie)
        for client in self.seated.values():
            self._send(client, "over", record=record)
        self.log("the partie is over")
        self.ended.emit()

    def _save(self) -> None:
        """The partie, its seats and their tokens, the deal being drawn, written atomically (as the
        autosave: ``network/table_file.py``)."""
        seats = [table_file.SavedSeat(spec.joins, spec.level, self.names[s], self.tokens[s])
                 for s, spec in enumerate(self.specs)]
        table_file.save(self.data_dir, table_file.document(self.game, self.options, seats, self.partie,
                                                           self._drawing, self._last_reveal, self.code))
