"""Two people at one computer seated at a hosted table (one connection each, over 127.0.0.1): the host's updates
reach their two connections one after the other, and until both have heard a move nobody is asked to act from an
old state.  (A take-back heard by one connection first once passed the table to the wrong person, who then waited
for ever.)"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from piquet_gui.network import seat_player
from piquet_gui.network.host import Host
from piquet_gui.network.remote import RemoteTable
from piquet_gui.network.seat_specs import SeatSpec
from piquet_gui.remote_controller import RemoteController
from tests.helpers import CEILING_MS

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


class Held:
    """A connection whose incoming messages can be held back, then let through in order."""

    def __init__(self, table: RemoteTable) -> None:
        self.table, self.holding, self.held = table, False, []
        table.socket.textMessageReceived.disconnect()
        table.socket.textMessageReceived.connect(self.received)

    def received(self, text: str) -> None:
        if self.holding:
            self.held.append(text)
        else:
            self.table._received(text)

    def release(self) -> None:
        self.holding = False
        for text in self.held:
            self.table._received(text)
        self.held.clear()


def test_a_take_back_heard_by_one_persons_connection_first_asks_nobody_until_both_have_heard_it(
        tmp_path: Path, qtbot: Any) -> None:
    host = Host("four-deals", {}, [SeatSpec(True), SeatSpec(True)], tmp_path, seed=3)
    port = host.listen("127.0.0.1", 0)
    anne, ben = RemoteTable("Anne", seed=1), RemoteTable("Ben", seed=2)
    held = Held(ben)
    anne.open("127.0.0.1", port)
    qtbot.waitUntil(lambda: anne.seat is not None, timeout=CEILING_MS)
    ben.open("127.0.0.1", port)
    qtbot.waitUntil(lambda: ben.seat is not None and anne.to_act() is not None, timeout=CEILING_MS)
    controller = RemoteController([anne, ben], ("127.0.0.1", port))
    controller.play_forced_card = False
    asked: list[int] = []
    controller.humanToAct.connect(asked.append)
    controller.consentAsked.connect(lambda request, _by: controller.consent(request, True))
    taken: list[bool] = []
    controller.takenBack.connect(lambda: taken.append(True))
    try:
        # Play on until Anne has just moved and Ben is to act (both connections up to date).
        def in_step() -> bool:
            return anne.to_act() == ben.to_act() is not None and len(anne.events(0)) == len(ben.events(1))

        while True:
            qtbot.waitUntil(lambda: in_step() and bool(controller.legal_actions(controller.to_act())),
                            timeout=CEILING_MS)
            seat = controller.to_act()
            if seat == 1 and anne.can_undo():
                break
            view = controller.view(seat)
            moved = len(anne.events(0))
            controller.act(seat, seat_player.choose("club", "four-deals", seat, view, controller.deal_number,
                                                    len(controller.events(seat))))
            qtbot.waitUntil(lambda: len(anne.events(0)) > moved and in_step(), timeout=CEILING_MS)
        asked.clear()
        # Ben consents through his connection, then hears nothing more for a while: Anne's hears the take-back.
        ben.consent = (lambda original: lambda request, yes: (original(request, yes),
                                                              setattr(held, "holding", True)))(ben.consent)
        assert controller.undo()
        qtbot.waitUntil(lambda: bool(taken), timeout=CEILING_MS)
        assert anne.to_act() == 0 and ben.to_act() == 1, "Ben's connection has not heard the take-back yet"
        assert 1 not in asked, f"Ben is not asked to act from the state before the take-back: {asked}"
        held.release()
        qtbot.waitUntil(lambda: in_step(), timeout=CEILING_MS)
        assert asked == [0], f"Anne, whose move was taken back, is asked once, and nobody else: {asked}"
    finally:
        controller.leave()
        from piquet_gui.views.hosting import close_host

        close_host(host)
