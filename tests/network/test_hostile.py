"""A hostile client at a seeded table (``serve --seed``): thousands of messages that are malformed, oversized, of
another version, of no type, out of turn, illegal, for another seat, or from programs that hold no seat, sent
while the partie is played.  Each gets exactly one refusal, none is a flood (each connection waits for the
answer to its last before the next, and sends fewer than 50 a second), and the partie's record at the end is
the one played without them (``join --seed`` with the same seeds)."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QTimer, QUrl
from PySide6.QtNetwork import QAbstractSocket
from PySide6.QtWebSockets import QWebSocket

from piquet_gui.model import Card, Play
from piquet_gui.model.actions import Discard
from piquet_gui.model.cards import CARDS
from piquet_gui.network import seat_player
from piquet_gui.network.codec import encode
from piquet_gui.network.remote import RemoteTable
from tests.helpers import CEILING_MS
from tests.network.people import saved_record
from tests.network.test_serve_join import _seeded_partie, finished, start_serve

SPACING_S = 0.03
"""The least time between two messages of one hostile connection (fewer than 50 a second)."""
STRANGERS = 6
"""Connections that never hold a seat, sending at the same time."""
PER_MOVE = 40
"""The seated client makes its next move only once this many more bad messages have been sent in all."""


class Connection:
    """One hostile socket: sends its next bad message only when the last was refused (or a good one answered)."""

    def __init__(self, socket: QWebSocket) -> None:
        self.socket = socket
        self.bad = 0
        self.refused = 0
        self.good = 0
        self.answered = 0
        self.last = 0.0
        self.closed = False
        socket.textMessageReceived.connect(self.received)

    def received(self, text: str) -> None:
        message = json.loads(text)
        if message["type"] == "refused":
            self.refused += 1
        elif message["type"] == "answer" and message.get("seq", 0) >= 10 ** 6:
            self.answered += 1

    def ready(self) -> bool:
        return (self.refused == self.bad and self.answered == self.good and not self.closed
                and time.monotonic() - self.last >= SPACING_S)

    def send(self, message: dict[str, Any] | str | bytes, good: bool = False) -> None:
        if isinstance(message, bytes):
            self.socket.sendBinaryMessage(QByteArray(message))
        else:
            self.socket.sendTextMessage(message if isinstance(message, str) else json.dumps({"v": 1, **message}))
        self.last = time.monotonic()
        if good:
            self.good += 1
        else:
            self.bad += 1


class Hostile:
    """The seated client: plays its seat exactly as ``join --auto club --seed 5`` does (the joining program's
    own :class:`RemoteTable`), and around its moves sends, on the same connection, every kind of bad message;
    with :data:`STRANGERS` unseated connections sending theirs at the same time."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.table = RemoteTable("Anne", seed=5)
        self.me = Connection(self.table.socket)
        self.strangers: list[Connection] = []
        self.done: list[Connection] = []
        self.kind = 0
        self.moves = 0
        self.in_flight = False
        self.table.stateChanged.connect(lambda: setattr(self, "in_flight", False))
        self.welcomes = 0
        self.table.welcomed.connect(self.welcomed)
        self.ticker = QTimer()
        self.ticker.timeout.connect(self.tick)
        self.ticker.start(5)
        self.table.open("127.0.0.1", port)

    def welcomed(self, _seat: int) -> None:
        """Seated: the strangers start; seated again after the connection dropped (a very busy machine), the bad
        message that went with the old connection has no refusal to wait for."""
        self.welcomes += 1
        if self.welcomes == 1:
            for _ in range(STRANGERS):
                self.stranger()
        else:
            self.me.refused = self.me.bad

    def total(self) -> int:
        return sum(c.bad for c in (self.me, *self.strangers, *self.done))

    def stranger(self) -> None:
        socket = QWebSocket()
        connection = Connection(socket)
        connection.last = float("inf")  # until connected
        socket.connected.connect(lambda: setattr(connection, "last", 0.0))
        socket.open(QUrl(f"ws://127.0.0.1:{self.port}"))
        self.strangers.append(connection)

    def tick(self) -> None:
        if self.table.is_over():
            return
        seat = self.table.seat
        if seat is not None and self.table.legal_actions(seat) and not self.in_flight \
                and self.total() >= PER_MOVE * (self.moves + 1):
            self.move(seat)
        if seat is not None and self.me.ready():
            self.seated_bad(seat)
        for connection in list(self.strangers):
            if connection.ready():
                self.unseated_bad(connection)

    def move(self, seat: int) -> None:
        """As ``join --auto club`` chooses (``commands.join_command``)."""
        view = self.table.view(seat)
        self.table.act(seat, seat_player.choose("club", str(self.table.table["game"]), seat, view,
                                                self.table.deal_number, len(self.table.events(seat))))
        self.moves += 1
        self.in_flight = True

    def seated_bad(self, seat: int) -> None:
        """The next kind of bad message from the seated client; every tenth, a good request (the host cuts off
        a program refused more than 20 times in a row)."""
        self.kind += 1
        if self.kind % 10 == 0:
            self.me.send({"type": "ask", "seq": 10 ** 6 + self.kind, "request": "finished"}, good=True)
            return
        view = self.table.view(seat)
        not_held = [card for card in CARDS if view is None or card not in view.hand]
        kind = self.kind % 13
        if kind in (0, 1) and (self.in_flight or not not_held):
            kind = 2  # its own move on the way: its hand may change under a card it does not hold
        messages: list[dict[str, Any] | str | bytes] = [
            {"type": "act", "seq": self.kind, "action": encode(Play(Card.parse(str(not_held[0] if not_held
                                                                                 else CARDS[0]))))},
            {"type": "act", "seq": self.kind, "action": encode(Discard.of(not_held[:2]))},
            "{not json",
            {"type": "ask", "seq": self.kind, "request": "x" * 9000},  # oversized
            {"v": 2, "type": "act", "seq": self.kind, "action": {}},  # another version
            {"type": "shout", "text": "hi"},
            b"\x00binary\xff",
            {"type": "act", "seq": self.kind, "action": {"$": "Nuke"}},
            {"type": "act", "seq": self.kind, "seat": 1 - seat, "action": encode(Play(CARDS[0]))},  # other seat
            {"type": "hello", "name": "Mallory", "seat": 1 - seat},
            {"type": "contribute", "deal": self.table.deal_number + 9, "randomness": "ab" * 16},
            {"type": "consent", "request": "undo", "yes": True},  # nothing was asked
            {"type": "ask", "seq": self.kind, "request": "hint"},  # the program's own business
        ]
        self.me.send(messages[kind])

    def unseated_bad(self, connection: Connection) -> None:
        """A program with no seat: acts, contributes, asks, claims a seat; each refused (at most 19 each)."""
        if connection.bad == 19:
            connection.closed = True
            connection.socket.close()
            self.strangers.remove(connection)
            self.done.append(connection)
            self.stranger()
            return
        n = connection.bad
        messages: list[dict[str, Any]] = [
            {"type": "act", "seq": n, "action": encode(Play(CARDS[n % 32]))},
            {"type": "contribute", "deal": 1, "randomness": "00" * 16},
            {"type": "hello", "name": "Eve", "seat": n % 2},
            {"type": "hello", "name": "Eve", "token": "guessed"},
            {"type": "hello", "name": "Eve"},
            {"type": "ask", "seq": n, "request": "undo"},
            {"type": "consent", "request": "undo", "yes": False},
        ]
        connection.send(messages[n % len(messages)])


def test_a_hostile_client_gets_one_refusal_for_each_bad_message_and_changes_nothing(
        tmp_path: Path, qtbot: Any) -> None:
    played_alone = _seeded_partie(tmp_path / "alone")
    host, port = start_serve(tmp_path / "hostile", "--game", "four-deals", "--seats", "join,computer:club",
                             "--seed", "11")
    hostile = Hostile(port)
    qtbot.waitUntil(lambda: hostile.table.is_over(), timeout=CEILING_MS)
    hostile.ticker.stop()
    connections = [hostile.me, *hostile.strangers, *hostile.done]
    unconnected = QAbstractSocket.SocketState.UnconnectedState
    # each message has its refusal, but for one sent as the host closed at the end (a busy machine)
    qtbot.waitUntil(lambda: all(c.refused == c.bad or c.socket.state() == unconnected for c in connections),
                    timeout=CEILING_MS)
    status, _, err = finished(host)
    assert status == 0, err
    assert "cut off" not in err, err
    assert hostile.total() >= 2000 and hostile.me.bad >= 200, \
        (hostile.total(), hostile.me.bad, hostile.me.refused, hostile.welcomes, hostile.moves)
    assert all(c.refused == c.bad or (c.refused == c.bad - 1 and c.socket.state() == unconnected)
               for c in connections)
    assert sum(c.bad - c.refused for c in connections) <= STRANGERS + 1
    assert saved_record(tmp_path / "hostile") == played_alone
    assert hostile.table.record == played_alone
    assert [str(check) for check in hostile.table.checks] == [f"Deal {n} checked" for n in range(1, 5)]
    for connection in connections:
        connection.socket.close()
