"""Tables found nearby (``network/discovery.py``): the table code, ``serve`` announcing its table, ``join CODE``
finding it, a Browser following its free seats, and a missing network that only costs a line in the log.

Discovery here is bound to the loopback interface alone (``PIQUET_DISCOVERY=loopback``, set in tests/conftest.py
for this process and every program it starts): nothing is sent to any other address."""

from __future__ import annotations

import logging
import os
import re
import subprocess
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QThread

from piquet_gui.network import discovery
from piquet_gui.network.discovery import ALPHABET, Announcer, Browser, FoundTable, new_code, normal_code, resolve
from tests.helpers import CEILING_MS, CEILING_S
from tests.network.test_serve_join import ROOT, _command, finished, start_serve


def test_discovery_stays_on_the_loopback_in_the_tests() -> None:
    assert os.environ["PIQUET_DISCOVERY"] == "loopback"
    assert Browser().loopback_only  # even when not asked


def test_a_table_code_is_six_characters_none_read_for_another() -> None:
    codes = {new_code() for _ in range(200)}
    assert len(codes) == 200
    for code in codes:
        assert len(code) == 6 and all(c in ALPHABET for c in code)
        assert not set(code) & set("0O1I")
        assert normal_code(f"  {code.lower()} ") == code
    assert normal_code("ABCDE0") is None and normal_code("ABCDEFG") is None and normal_code("127.0.0.1:4") is None


def _table_line(process: subprocess.Popen[str]) -> str:
    """The code from serve's second line, "Table code: CODE"."""
    assert process.stdout is not None
    line = process.stdout.readline()
    found = re.fullmatch(r"Table code: ([A-Z0-9]{6})\n", line)
    assert found is not None, line
    return found.group(1)


def test_serve_announces_its_table_join_code_plays_it_and_a_browser_follows_its_seats(
        tmp_path: Path, qtbot: Any) -> None:
    """serve announces its table; a Browser here sees it with two free seats, then one, then none as two
    ``join CODE --auto`` programs take them; they play the partie to its end; the Browser forgets the table
    when the host ends."""
    browser = Browser(loopback_only=True)
    heard: list[list[FoundTable]] = []
    threads: list[bool] = []
    browser.changed.connect(lambda tables: (heard.append(list(tables)),
                                            threads.append(QThread.currentThread() is browser.thread())))
    browser.start()
    host, port = start_serve(tmp_path, "--game", "four-deals", "--seats", "join,join")
    code = _table_line(host)

    def mine() -> FoundTable | None:
        return next((table for table in browser.tables() if table.code == code), None)

    qtbot.waitUntil(lambda: mine() is not None, timeout=CEILING_MS)
    assert mine() == FoundTable(code, "four-deals", "127.0.0.1", port, 2, mine().name)  # type: ignore[union-attr]
    joiners = []
    for n, free in ((0, 1), (1, 0)):
        joiners.append(subprocess.Popen(_command("join", code.lower(), "--name", f"Player {n}", "--auto",
                                                 "beginner", "--quit-when-done"), cwd=ROOT,
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True))
        qtbot.waitUntil(lambda free=free: mine() is not None and mine().free_seats == free,  # type: ignore
                        timeout=CEILING_MS)
    for joiner in joiners:
        status, out, err = finished(joiner)
        assert status == 0, err
        assert out.startswith("Seated at seat ") and "The partie is over" in out
    assert finished(host)[0] == 0
    qtbot.waitUntil(lambda: mine() is None, timeout=CEILING_MS)
    assert all(threads), "changed is emitted on the Browser's own thread, never zeroconf's"
    assert [table.free_seats for tables in heard for table in tables if table.code == code][:3] == [2, 1, 0]
    browser.stop()


def test_serve_no_announce_is_not_found_and_join_of_an_unknown_code_is_one_line(tmp_path: Path) -> None:
    host, port = start_serve(tmp_path, "--game", "four-deals", "--seats", "join,computer:beginner",
                             "--no-announce")
    code = _table_line(host)
    done = subprocess.run(_command("join", code, "--name", "Anne"), cwd=ROOT, capture_output=True, text=True,
                          timeout=CEILING_S)
    assert done.returncode == 4
    assert done.stderr.strip() == f"join: no table with code {code} was found nearby"
    bad = subprocess.run(_command("join", "not-a-code", "--name", "Anne"), cwd=ROOT, capture_output=True,
                         text=True, timeout=CEILING_S)
    assert bad.returncode == 2 and len(bad.stderr.strip().splitlines()) == 1
    host.kill()
    host.communicate()


def test_a_host_sends_its_code_in_welcome(tmp_path: Path, qtbot: Any) -> None:
    from piquet_gui.network.host import Host
    from piquet_gui.network.seat_specs import SeatSpec
    from piquet_gui.network.remote import RemoteTable

    host = Host("four-deals", {}, [SeatSpec(True), SeatSpec(False, "beginner")], tmp_path, code="K7QF3X")
    port = host.listen("127.0.0.1", 0)
    assert Host("four-deals", {}, [SeatSpec(True), SeatSpec(True)], tmp_path).code  # a fresh code by default
    table = RemoteTable("Anne")
    table.open("127.0.0.1", port)
    qtbot.waitUntil(lambda: table.seat is not None, timeout=CEILING_MS)
    assert table.table["code"] == "K7QF3X"
    assert host.free_seats() == 0
    table.close()
    host.close()


def test_resolve_finds_an_announced_code_and_forgets_it_after_the_goodbye() -> None:
    code = new_code()
    announcer = Announcer(code, "rubicon", 45123, 1, "Anne's table", loopback_only=True)
    try:
        assert resolve(code, timeout_s=10, loopback_only=True) == ("127.0.0.1", 45123)
    finally:
        announcer.close()
    assert resolve(code, timeout_s=1, loopback_only=True) is None


@pytest.fixture
def no_network(monkeypatch: pytest.MonkeyPatch) -> None:
    import zeroconf

    def broken(*_args: object, **_kwargs: object) -> None:
        raise OSError("[Errno 19] No such device")

    monkeypatch.setattr(zeroconf, "Zeroconf", broken)


def test_a_missing_network_is_one_line_in_the_log_and_nothing_is_found(
        no_network: None, qtbot: Any, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING, logger=discovery.__name__)
    browser = Browser(loopback_only=True)
    with qtbot.assertNotEmitted(browser.changed, wait=300):
        browser.start()
    assert browser.tables() == []
    assert [record.getMessage() for record in caplog.records] == [
        "discovery: no tables can be announced or found ([Errno 19] No such device)"]
    caplog.clear()
    announcer = Announcer("K7QF3X", "rubicon", 45123, 1, "Anne", loopback_only=True)
    announcer.update(0)
    announcer.close()
    assert len(caplog.records) == 1
    caplog.clear()
    assert resolve("K7QF3X", timeout_s=1, loopback_only=True) is None
    assert len(caplog.records) == 1
    browser.stop()
