"""A host closed while a deal waits for a joined program's randomness (over 127.0.0.1): nothing is dealt or sent
after, and nothing fails (a closed host once dealt on its timer to sockets already gone, the error surfacing in
whatever ran next)."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import QUrl
from PySide6.QtWebSockets import QWebSocket

from piquet_gui.network.host import Host
from piquet_gui.network.seat_specs import SeatSpec
from tests.helpers import CEILING_MS
from tests.network.people import Person

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def test_a_host_closed_while_a_deal_waits_deals_nothing_after(tmp_path: Path, qtbot: Any) -> None:
    host = Host("four-deals", {}, [SeatSpec(True), SeatSpec(True)], tmp_path, seed=3, contribution_wait_ms=60000)
    port = host.listen("127.0.0.1", 0)
    anne = Person(port, "Anne")
    silent = QWebSocket()  # a program that takes its seat and never sends its randomness
    silent.connected.connect(lambda: silent.sendTextMessage(json.dumps({"v": 1, "type": "hello", "name": "Ben"})))
    silent.open(QUrl(f"ws://127.0.0.1:{port}"))
    qtbot.waitUntil(lambda: host.partie is not None and host._drawing is not None
                    and 0 in host._drawing.contributions, timeout=CEILING_MS)
    assert host.partie.current is None, "the deal waits for Ben's randomness"
    host.close()
    host._wait.timeout.emit()  # (the wait running out, as it would have)
    assert host.partie.current is None and len(host.partie.deals) == 0, "a closed host deals nothing"
    anne.table.close()
    silent.close()
