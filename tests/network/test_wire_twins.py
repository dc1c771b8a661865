"""The twin-deal property over the wire: two hosts whose deals differ only in two cards one seat cannot see, played
alike, send that seat's socket the same bytes (the host runs in the test's Qt event loop, each seat a raw
QWebSocket on 127.0.0.1; only the seat's token, a random secret, differs)."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtWebSockets import QWebSocket

from piquet_gui.model.games import find_game
from piquet_gui.network.codec import encode
from piquet_gui.network.host import Host
from piquet_gui.network.seat_specs import SeatSpec
from tests.helpers import CEILING_MS
from tests.model.seat_twins import played, twins, visible

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


class DealtHost(Host):
    """A host whose first deal is the cards given (the twins'), whatever the seed and contributions."""

    def __init__(self, dealt: Any, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.dealt = dealt

    def _cards(self, number: int, secret: bytes, contributions: dict[int, bytes], dealer: int,
               playing: list[int]) -> tuple[Any, Any]:
        return self.dealt.hands, self.dealt.talon


def what_the_seat_receives(qtbot: Any, data_dir: Path, name: str, dealt: Any, observer: int,
                           actions: list[tuple[int, Any]]) -> list[str]:
    """Every message the observer's socket received while ``actions`` (seat, action) were played at a table
    dealt ``dealt``, the token in its welcome blanked."""
    seats = find_game(name).seats
    host = DealtHost(dealt, name, {}, [SeatSpec(True)] * seats, data_dir, seed=1, code="TWINS2")
    port = host.listen("127.0.0.1", 0)
    sockets = [QWebSocket() for _ in range(seats)]
    received: list[list[str]] = [[] for _ in range(seats)]

    def arrived(seat: int, text: str) -> None:
        received[seat].append(text)
        message = json.loads(text)
        if message["type"] == "commit":
            sockets[seat].sendTextMessage(json.dumps({"v": 1, "type": "contribute", "deal": message["deal"],
                                                      "randomness": "00" * 16}))

    for seat, socket in enumerate(sockets):
        socket.textMessageReceived.connect(lambda text, seat=seat: arrived(seat, text))
        socket.connected.connect(lambda seat=seat: sockets[seat].sendTextMessage(
            json.dumps({"v": 1, "type": "hello", "name": f"Player {seat + 1}", "seat": seat})))
        socket.open(QUrl(f"ws://127.0.0.1:{port}"))
        qtbot.waitUntil(lambda seat=seat: bool(received[seat]), timeout=CEILING_MS)  # seated in order

    def updates(seat: int) -> int:
        return sum(json.loads(text)["type"] == "update" for text in received[seat])

    qtbot.waitUntil(lambda: all(updates(seat) >= 1 for seat in range(seats)), timeout=CEILING_MS)  # dealt
    for number, (seat, action) in enumerate(actions, 1):
        before = [updates(s) for s in range(seats)]
        sockets[seat].sendTextMessage(json.dumps({"v": 1, "type": "act", "seq": number, "action": encode(action)}))
        qtbot.waitUntil(lambda: all(updates(s) == before[s] + 1 for s in range(seats)), timeout=CEILING_MS)
    for socket in sockets:
        socket.close()
    host.close()
    out = []
    for text in received[observer]:
        message = json.loads(text)
        if message["type"] == "welcome":
            assert message["token"]
            text = text.replace(message["token"], "TOKEN")
        out.append(text)
    return out


@pytest.mark.parametrize(("name", "seed", "observer"), [("four-deals", 3, 0), ("four-deals", 8, 1),
                                                        ("partnership", 5, 2), ("normand", 4, 1)])
def test_twin_deals_send_a_seats_socket_the_same_bytes(tmp_path: Path, qtbot: Any, name: str, seed: int,
                                                       observer: int) -> None:
    made = twins(name, seed, observer, random.Random(seed))
    assert made is not None
    first, second, hidden = made
    dealt = (first._dealt(0), second._dealt(0))  # type: ignore[attr-defined]
    assert dealt[0].hands[observer] == dealt[1].hands[observer] and dealt[0] != dealt[1]
    for _ in played(first, second, hidden, observer, []):
        pass
    actions = [(seat, action) for _, seat, action in first.actions()]
    if hidden & (visible(first.view(observer)) | visible(second.view(observer))):
        actions.pop()  # the last move showed the observer a card that differs
    assert len(actions) >= 5
    one = what_the_seat_receives(qtbot, tmp_path / "one", name, dealt[0], observer, actions)
    two = what_the_seat_receives(qtbot, tmp_path / "two", name, dealt[1], observer, actions)
    assert len(one) >= len(actions) + 3
    assert one == two
