"""A table hosted through the window whose program was killed is offered back by *Host a table…* in a new
window on the same data folder: taken up, the same partie goes on with the same code, the joining program
(a real ``join --auto`` process, 127.0.0.1 only) back in its seat by itself; declined, the saved table is
kept aside and a new table is hosted."""

from __future__ import annotations

import subprocess
from collections.abc import Iterator
from pathlib import Path

from piquet_gui.model import game_records
from piquet_gui.model.events import TrickWon
from piquet_gui.views.hosting import Hosting
from piquet_gui.views.main_window import MainWindow
from tests.gui.test_remote_table import Step, host_through_dialog, my_move_due, one_move, quiet_window, scripted
from tests.helpers import CEILING_MS
from tests.network.test_serve_join import ROOT, _command


def host_taken_up(win: MainWindow) -> None:
    """*Game → Host a table…* answered by the offer: a new-game dialog, if one opens instead, is closed."""

    def steps() -> Iterator[Step | None]:
        yield lambda: win.host_dialog is not None and win.host_dialog.isVisible()
        win.host_dialog.reject()

    driver = scripted(steps())
    win.menus.host.trigger()
    driver.stop()


def killed(hosting: Hosting) -> None:
    """The hosting program killed: its connections and its listening gone without a word, nothing more saved."""
    host, table = hosting.host, hosting.table
    host._closing = True
    table._ending = True
    table._retry.stop()
    table.socket.abort()
    for client in list(host.clients):
        client.socket.abort()
    host.server.close()
    if hosting.announcer is not None:
        hosting.announcer.close()
        hosting.announcer = None


def asked_with(win: MainWindow, monkeypatch, answer: bool) -> list[str]:
    asked: list[str] = []
    screen = win.ensure_built()
    monkeypatch.setattr(screen, "ask", lambda title, text: asked.append(text) or answer)
    return asked


def tricks_seen(win: MainWindow) -> int:
    return sum(isinstance(e, TrickWon) for e in win.controller.events(win.viewer))


def test_a_host_killed_mid_partie_offers_its_table_back_and_the_joiner_comes_back(qtbot, make_window,
                                                                                tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("PIQUET_HOST_ADDRESS", "127.0.0.1")
    monkeypatch.setenv("PIQUET_DATA_DIR", str(tmp_path))
    first = quiet_window(make_window)
    host_through_dialog(first)
    hosting = first.hosting
    assert hosting is not None
    joiner = subprocess.Popen(_command("join", f"127.0.0.1:{hosting.port}", "--name", "Zoé", "--auto", "beginner",
                                       "--quit-when-done"), cwd=ROOT, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True)
    later: Hosting | None = None
    try:
        qtbot.waitUntil(lambda: first.controller is not None and hosting.owns(first.controller), timeout=CEILING_MS)
        while tricks_seen(first) < 3:
            qtbot.waitUntil(lambda: my_move_due(first), timeout=CEILING_MS)
            one_move(qtbot, first)
        before = game_records.to_record(hosting.host.partie)
        code, port = hosting.code, hosting.port
        killed(hosting)
        first.close()

        second = quiet_window(make_window)
        asked = asked_with(second, monkeypatch, True)
        host_taken_up(second)
        assert len(asked) == 1 and asked[0].startswith("Take up the table you were hosting (") \
            and "Zoé" in asked[0], asked
        later = second.hosting
        assert later is not None and later is not hosting
        assert game_records.to_record(later.host.partie) == before, "the same partie, as it was"
        assert later.code == code and later.port == port, "the same table, where the others look for it"
        qtbot.waitUntil(lambda: second.controller is not None and later.owns(second.controller),
                        timeout=CEILING_MS)
        assert second.viewer == hosting.seat and second.names == ("Hélène", "Zoé")
        qtbot.waitUntil(lambda: 1 in later.host.seated, timeout=CEILING_MS)  # Zoé's program, by itself
        assert joiner.poll() is None
        at_resume = tricks_seen(second)
        assert at_resume >= 3
        while tricks_seen(second) < at_resume + 3 and not second.controller.is_over():
            qtbot.waitUntil(lambda: my_move_due(second), timeout=CEILING_MS)
            one_move(qtbot, second)
        deals = game_records.to_record(later.host.partie)["deals"]
        assert deals[:len(before["deals"]) - 1] == before["deals"][:-1], "the deals before go on unchanged"
    finally:
        joiner.kill()
        joiner.communicate()
        if later is not None:
            later.close()


def test_declining_the_table_left_hosted_keeps_it_aside_and_hosts_a_new_one(qtbot, make_window, tmp_path: Path,
                                                                             monkeypatch) -> None:
    monkeypatch.setenv("PIQUET_HOST_ADDRESS", "127.0.0.1")
    monkeypatch.setenv("PIQUET_DATA_DIR", str(tmp_path))
    first = quiet_window(make_window)
    host_through_dialog(first, "beginner")  # the computer plays the other seat: the partie begins at once
    hosting = first.hosting
    assert hosting is not None
    hosted = tmp_path / "hosted"
    qtbot.waitUntil(lambda: (hosted / "tables.json").is_file() and (hosted / "table.json").is_file(),
                    timeout=CEILING_MS)
    code = hosting.code
    killed(hosting)
    first.close()

    second = quiet_window(make_window)
    asked = asked_with(second, monkeypatch, False)
    host_through_dialog(second)
    try:
        assert len(asked) == 1, asked
        assert [path.name.startswith("table-") for path in hosted.glob("table-*.json")] == [True], \
            "the table not taken up is kept aside"
        assert second.hosting is not None and second.hosting.code != code, "a new table"
        assert second.lobby is not None and second.lobby.isVisible()
    finally:
        if second.hosting is not None:
            second.hosting.close()
