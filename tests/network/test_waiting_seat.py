"""A seat whose person's connection drops, in one process over loopback (127.0.0.1 only): the others are told it
waits, the computer may play it, and the person's token takes it back (then the person plays again); a joining
program whose connection drops comes back by itself."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from piquet_gui.network import seat_player
from piquet_gui.network.host import Host
from piquet_gui.network.seat_specs import SeatSpec
from piquet_gui.network.remote import RemoteTable
from tests.helpers import CEILING_MS

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


class Auto:
    """A joining program whose seat the computer plays (as ``join --auto club``), which can be held still."""

    def __init__(self, table: RemoteTable) -> None:
        self.table = table
        self.held = False
        self.done = 0
        self.welcomes = 0
        table.stateChanged.connect(self.play)
        table.answered.connect(lambda _seq, refusal: setattr(self, "done", self.done + (refusal is None)))
        table.welcomed.connect(lambda _seat: setattr(self, "welcomes", self.welcomes + 1))

    def play(self) -> None:
        seat, table = self.table.seat, self.table
        if self.held or seat is None:
            return
        view = table.view(seat)
        if table.legal_actions(seat) and view is not None:
            table.act(seat, seat_player.choose("club", "four-deals", seat, view, table.deal_number,
                                               len(table.events(seat))))


def _table(tmp_path: Path, qtbot: Any) -> tuple[Host, int, list[int], list[int]]:
    host = Host("four-deals", {}, [SeatSpec(True), SeatSpec(True)], tmp_path, seed=3)
    port = host.listen("127.0.0.1", 0)
    joined: list[int] = []
    left: list[int] = []
    host.joined.connect(joined.append)
    host.left.connect(left.append)
    return host, port, joined, left


def test_a_waiting_seat_is_told_to_the_others_played_by_a_stand_in_and_taken_back_by_its_token(
        tmp_path: Path, qtbot: Any) -> None:
    host, port, joined, left = _table(tmp_path, qtbot)
    anne = Auto(RemoteTable("Anne", seed=1, retry_pauses=()))
    ben = Auto(RemoteTable("Ben", seed=2))
    anne.table.open("127.0.0.1", port)
    qtbot.waitUntil(lambda: anne.table.seat is not None, timeout=CEILING_MS)
    ben.table.open("127.0.0.1", port)
    qtbot.waitUntil(lambda: host.partie is not None and len(host.partie.deals) == 2, timeout=CEILING_MS)
    seat = anne.table.seat
    assert seat is not None and sorted(joined) == [0, 1]

    anne.table.socket.abort()  # the line drops
    qtbot.waitUntil(lambda: ben.table.waiting == (seat,), timeout=CEILING_MS)
    assert host.waiting() == (seat,) and left == [seat]
    assert ben.table.names[seat] == "Anne"

    ben.held = True  # Ben waits, so that the computer's turns and Anne's coming back are seen in order
    host.seat_computer(seat, "club")
    qtbot.waitUntil(lambda: ben.table.waiting == (), timeout=CEILING_MS)
    assert host.waiting() == () and host.stand_ins == {seat: "club"}
    partie = host.partie
    assert partie is not None
    qtbot.waitUntil(lambda: partie.to_act == 1 - seat or partie.needs_deal(), timeout=CEILING_MS)

    back = Auto(RemoteTable("Anne", token=anne.table.token, seed=1))
    back.table.open("127.0.0.1", port)
    qtbot.waitUntil(lambda: back.table.seat == seat, timeout=CEILING_MS)
    assert host.stand_ins == {} and joined[-1] == seat and host.waiting() == ()
    ben.held = False
    ben.play()
    qtbot.waitUntil(lambda: back.table.is_over() and ben.table.is_over(), timeout=CEILING_MS)
    assert back.done > 0  # the person plays again from the moment they came back
    assert partie.is_over()
    host.close()


def test_a_joining_program_whose_connection_drops_comes_back_by_itself(tmp_path: Path, qtbot: Any) -> None:
    host, port, joined, left = _table(tmp_path, qtbot)
    anne = Auto(RemoteTable("Anne", seed=1, retry_pauses=(0.1, 0.2)))
    ben = Auto(RemoteTable("Ben", seed=2))
    said: list[str] = []
    anne.table.said.connect(said.append)
    anne.table.open("127.0.0.1", port)
    qtbot.waitUntil(lambda: anne.table.seat is not None, timeout=CEILING_MS)
    ben.table.open("127.0.0.1", port)
    qtbot.waitUntil(lambda: host.partie is not None and len(host.partie.deals) == 2, timeout=CEILING_MS)
    seat = anne.table.seat
    assert seat is not None
    host.seated[seat].socket.abort()  # the host's side of the line drops
    qtbot.waitUntil(lambda: anne.welcomes == 2, timeout=CEILING_MS)
    assert any(line.endswith("; trying again in 0.1 s") for line in said), said
    qtbot.waitUntil(lambda: anne.table.is_over() and ben.table.is_over(), timeout=CEILING_MS)
    assert host.waiting() == () and left == [seat] and joined.count(seat) == 2
    assert [check.checked for check in anne.table.checks] == [True] * 4  # the same program saw every deal
    host.close()


def test_a_joining_program_that_cannot_find_its_host_again_gives_up_after_its_tries(qtbot: Any) -> None:
    from PySide6.QtNetwork import QHostAddress, QTcpServer

    closed = QTcpServer()
    assert closed.listen(QHostAddress("127.0.0.1"), 0)
    port = int(closed.serverPort())
    closed.close()  # a port where nothing listens now
    table = RemoteTable("Anne", token="kept", retry_pauses=(0.05, 0.1))
    said: list[str] = []
    failed: list[str] = []
    table.said.connect(said.append)
    table.failed.connect(failed.append)
    table.open("127.0.0.1", port)
    qtbot.waitUntil(lambda: bool(failed), timeout=CEILING_MS)
    assert [line.rsplit("; ", 1)[1] for line in said] == ["trying again in 0.05 s", "trying again in 0.1 s"]
    assert len(failed) == 1
