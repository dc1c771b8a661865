"""A headless host: one partie served over WebSockets (PROTOCOL.md), with no window.

The host's engine is the only authority.  Each seat is a player who joins (``join``) or the computer at a level
(``computer:LEVEL``); a joining program says ``hello`` and gets its seat and a token; the partie starts when
every joining seat is taken.  After every change each joined seat is sent an ``update`` made from its own
window on the partie alone (its view, the events it may know, its legal actions, the score sheet), never
another seat's.  An ``act`` is applied if it is that seat's turn and legal, else answered ``refused`` with the
seat window's :class:`~piquet_gui.model.seat_window.Refusal`, the partie unchanged.  Every deal is dealt by
the fair deal (``network/fair_deal.py``): commit, the joined programs' contributions (waited for a few
seconds at most), the cards, and the seed revealed once the deal is over.  The partie is saved after every
move in the data folder (``table.json``: the record, the seats and their tokens).
"""

from __future__ import annotations

import dataclasses
import json
import secrets
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QHostAddress
from PySide6.QtWebSockets import QWebSocket, QWebSocketServer

from ..ai.player import make_player
from ..model import game_records, refusals
from ..model.any_partie import AnyPartie
from ..model.errors import IllegalActionError
from ..model.events import seen_by
from ..model.games import find_game, new_game
from ..model.seat_window import Refusal, RefusalKind
from ..storage.files import write_atomic
from . import fair_deal
from .codec import encode
from . import seat_player
from .host_requests import FloodGate, Requests
from .messages import (MAX_MESSAGE, Act, Ask, Bye, Consent, Contribute, Hello, ProtocolError, host_message,
                       read_from_player)

CONTRIBUTION_WAIT_MS = 5000
"""How long a deal waits for the joined programs' contributions before it is dealt without those missing."""
REFUSALS_IN_A_ROW = 20
"""A joining program refused more often in a row than this is cut off (PROTOCOL.md)."""
SAVE_FORMAT = "piquet-table"


@dataclasses.dataclass
class SeatSpec:
    """Who plays a seat: a person who joins, or the computer at ``level``."""

    joins: bool
    level: str = ""

    @staticmethod
    def parse(text: str, game: str) -> SeatSpec:
        """``join`` or ``computer:LEVEL``; ValueError with one line otherwise."""
        if text == "join":
            return SeatSpec(True)
        kind, _, level = text.partition(":")
        if kind == "computer" and level:
            make_player(level, 0, game)  # ValueError for a level the game does not know
            return SeatSpec(False, level)
        raise ValueError(f"a seat is 'join' or 'computer:LEVEL', not {text!r}")


def parse_seats(text: str | None, game: str) -> list[SeatSpec]:
    """The seats of ``--seats`` ("join,computer:club"), every seat joining if None; ValueError if wrong."""
    count = find_game(game).seats
    if text is None:
        return [SeatSpec(True) for _ in range(count)]
    specs = [SeatSpec.parse(part.strip(), game) for part in text.split(",")]
    if len(specs) != count:
        raise ValueError(f"{game} is played by {count} seats, not {len(specs)}")
    return specs


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

    def __init__(self, game: str, options: dict[str, Any], seats: Sequence[SeatSpec], data_dir: Path,
                 contribution_wait_ms: int = CONTRIBUTION_WAIT_MS, log: Callable[[str], None] | None = None,
                 seed: int | None = None, password: str | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        new_game(game, options)  # ValueError now for a wrong game or options
        self.game, self.options = game, dict(options)
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
        self._sent_events: dict[int, int] = {}
        self._drawing: tuple[int, bytes, str, dict[int, bytes], int, list[int]] | None = None
        """The deal being drawn: number, seed, commitment, contributions so far, dealer, seats playing."""
        self._revealed_up_to = 0
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
        if client.seat is not None and self.seated.get(client.seat) is client:
            del self.seated[client.seat]
            self.log(f"seat {client.seat} ({self.names[client.seat]}) left")
            self.requests.dropped(client.seat)
        client.socket.deleteLater()

    # --- what a joining program sends ----------------------------------------------------------------------

    def _send(self, client: _Client, kind: str, **fields: Any) -> None:
        client.socket.sendTextMessage(host_message(kind, **fields))

    def _refuse(self, client: _Client, reason: str, seq: int | None = None, refusal: Refusal | None = None,
                needs_version: int | None = None) -> None:
        fields: dict[str, Any] = {"reason": reason}
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
            if seat is None or seat in self.seated:
                self._refuse(client, "hello: this token takes no free seat")
                return
        else:
            if not self._password_matches(client, hello):
                return
            free = [s for s, spec in enumerate(self.specs)
                    if spec.joins and s not in self.seated and self.tokens[s] is None]
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
        self.log(f"seat {seat}: {self.names[seat]} joined")
        self._send(client, "welcome", seat=seat, token=token,
                   table={"game": self.game, "options": self.options, "names": self.names,
                          "seats": len(self.specs)})
        if self.partie is None:
            if all(s in self.seated for s, spec in enumerate(self.specs) if spec.joins):
                self.start()
        else:
            self._sent_events[seat] = 0
            self._send_state(seat, "state")

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

    def _next(self) -> None:
        """Whatever comes next: a deal to draw, a computer to play, the end; people's turns wait for them."""
        partie = self.partie
        assert partie is not None
        if partie.is_over():
            self._end()
            return
        if partie.needs_deal():
            self._commit()
            return
        seat = partie.to_act
        if seat is not None and not self.specs[seat].joins:
            QTimer.singleShot(0, self._computer)

    def _computer(self) -> None:
        partie = self.partie
        if partie is None or partie.is_over() or partie.needs_deal():
            return
        seat = partie.to_act
        if seat is None or self.specs[seat].joins:
            return
        view = partie.view(seat)
        assert view is not None
        seen = len(seen_by(partie.events(), seat))
        self._apply(seat_player.choose(self.specs[seat].level, self.game, seat, view, len(partie.deals), seen))

    def _apply(self, action: Any) -> None:
        partie = self.partie
        assert partie is not None
        partie.apply(action)
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
        partie = self.partie
        assert partie is not None
        number = len(partie.deals) + 1
        dealer = int(getattr(partie, "next_dealer"))
        remaining = getattr(partie, "remaining", None)
        playing = list(remaining()) if callable(remaining) else list(range(partie.seats))
        secret = fair_deal.new_secret() if self.seed is None else fair_deal.seeded_secret(self.seed, number)
        committed = fair_deal.commitment(secret)
        self._drawing = (number, secret, committed, {}, dealer, playing)
        for client in self.seated.values():
            self._send(client, "commit", deal=number, commitment=committed, dealer=dealer, playing=playing)
        if self.seated:
            self._wait.start(self.contribution_wait_ms)
        else:
            self._deal()

    def _contribute(self, client: _Client, seat: int, contribute: Contribute) -> None:
        drawing = self._drawing
        if drawing is None or contribute.deal != drawing[0] or seat in drawing[3]:
            self._refuse(client, f"contribute: deal {contribute.deal} is not being drawn")
            return
        client.refused_in_a_row = 0
        drawing[3][seat] = contribute.randomness
        if all(s in drawing[3] for s in self.seated):
            self._wait.stop()
            self._deal()

    def _deal(self) -> None:
        drawing, partie = self._drawing, self.partie
        if drawing is None or partie is None:
            return
        number, secret, _, contributions, dealer, playing = drawing
        hands, talon = self._cards(number, secret, contributions, dealer, playing)
        partie.start_deal(hands, talon, dealer=dealer)  # type: ignore[call-arg]
        self.log(f"deal {number} dealt")
        self._save()
        self._broadcast()
        self._next()

    def _cards(self, number: int, secret: bytes, contributions: dict[int, bytes], dealer: int,
               playing: list[int]) -> tuple[Any, Any]:
        """The hands and talon of deal ``number``: what the committed seed and the contributions deal."""
        return fair_deal.deal_cards(secret, contributions, self.game, self.options, dealer, number, playing)

    def _reveal(self) -> None:
        drawing = self._drawing
        if drawing is None:
            return
        number, secret, _, contributions, _, _ = drawing
        self._drawing = None
        for client in self.seated.values():
            self._send(client, "reveal", deal=number, seed=secret.hex(),
                       contributions={str(seat): data.hex() for seat, data in sorted(contributions.items())})

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
            self._send(client, kind, waiting=True)
            return
        events = seen_by(partie.events(), seat)
        start = 0 if kind == "state" else self._sent_events.get(seat, 0)
        self._sent_events[seat] = len(events)
        view = partie.view(seat)
        legal = list(view.legal_actions) if view is not None and view.to_act == seat else []
        self._send(client, kind, view=encode(view), events=encode(events[start:]), legal=encode(legal),
                   sheet=encode(partie.score_sheet()), totals=list(partie.totals()), deal=len(partie.deals),
                   to_act=partie.to_act, needs_deal=partie.needs_deal(), over=partie.is_over(),
                   can_undo=self.requests.can_undo(seat))

    def _end(self) -> None:
        partie = self.partie
        assert partie is not None
        record = game_records.to_record(partie)
        for client in self.seated.values():
            self._send(client, "over", record=record)
        self.log("the partie is over")
        self.ended.emit()

    def _save(self) -> None:
        """The partie, its seats and their tokens, written atomically (as the autosave)."""
        partie = self.partie
        document = {"format": SAVE_FORMAT, "version": 1, "game": self.game, "options": self.options,
                    "saved": time.time(),
                    "seats": [{"joins": spec.joins, "level": spec.level, "name": self.names[s],
                               "token": self.tokens[s]} for s, spec in enumerate(self.specs)],
                    "record": None if partie is None else game_records.to_record(partie)}
        self.data_dir.mkdir(parents=True, exist_ok=True)
        write_atomic(self.data_dir / "table.json", json.dumps(document))
