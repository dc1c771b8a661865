"""Two people at the host's computer, at a table hosted for others (issue 28, "Any mix"): each plays his own seat
through the window, hot-seat rules apply between them (the privacy screen as the table passes), and a player
who joins from another program plays his."""

from __future__ import annotations

import subprocess
from collections.abc import Iterator
from pathlib import Path

from PySide6.QtCore import Qt

from piquet_gui.model.events import CardPlayed, TrickWon
from piquet_gui.views.seat_rows import JOINS, PERSON
from tests.gui.test_remote_table import Step, my_move_due, one_move, quiet_window, scripted
from tests.helpers import CEILING_MS
from tests.network.test_serve_join import ROOT, _command


def test_two_people_here_play_their_seats_with_the_hand_over_and_a_joiner_plays_his(qtbot, make_window,
                                                                                     tmp_path: Path,
                                                                                     monkeypatch) -> None:
    monkeypatch.setenv("PIQUET_HOST_ADDRESS", "127.0.0.1")
    monkeypatch.setenv("PIQUET_DATA_DIR", str(tmp_path))
    win = quiet_window(make_window)

    def steps() -> Iterator[Step | None]:
        yield lambda: win.host_dialog is not None and win.host_dialog.isVisible()
        dialog = win.host_dialog
        dialog.game.setCurrentIndex(dialog.game.findData("partnership"))
        rows = dialog.seat_rows.shown()
        assert len(rows) == 4
        for row, name, who in zip(rows, ("Anne", "", "Claire", "Dan"), (PERSON, JOINS, PERSON, "beginner")):
            row.who.setCurrentIndex(row.who.findData(who))
            row.name.setText(name)
        dialog.play_button.click()

    driver = scripted(steps())
    win.menus.host.trigger()
    driver.stop()
    hosting, lobby = win.hosting, win.lobby
    assert hosting is not None and lobby is not None and lobby.isVisible(), "the table is hosted, not refused"
    assert "Anne (you)" in lobby.seats_text() and "Claire (you)" in lobby.seats_text()
    joiner = subprocess.Popen(_command("join", f"127.0.0.1:{hosting.port}", "--name", "Zoé", "--auto", "beginner",
                                       "--quit-when-done"), cwd=ROOT, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True)
    try:
        qtbot.waitUntil(lambda: win.controller is not None and hosting.owns(win.controller), timeout=CEILING_MS)
        table = win.controller
        assert table.people == (0, 2), "both people here play at this table"
        assert win.names[:3] == ("Anne", "Zoé", "Claire")
        heard: list[object] = []
        table.eventHappened.connect(heard.append)
        handed: list[int] = []
        acted: list[int] = []
        while sum(isinstance(e, TrickWon) for e in table.events(0)) < 3:
            qtbot.waitUntil(lambda: win.handing_over() or my_move_due(win), timeout=CEILING_MS)
            if win.handing_over():
                person = win.hot_seat.waiting_for
                assert win.privacy.isVisible()
                assert win.privacy.message.text() == f"Pass to {win.names[person]} — press when ready"
                assert not win.hand.selected, "nothing of the last person's stays on the screen"
                handed.append(person)
                qtbot.keyClick(win.privacy.button, Qt.Key.Key_Return)  # "I am ready"
                continue
            seat = win.viewer
            assert seat in (0, 2) and table.to_act() == seat
            assert win.my_view().seat == seat, "the table shows the seat of the person to act"
            one_move(qtbot, win)
            acted.append(seat)
            assert len(acted) < 200
        assert {0, 2} <= set(handed), f"the table passed between the two people here: {handed}"
        assert {0, 2} <= set(acted), f"each played his own seat: {acted}"
        played = [e.seat for e in table.events(0) if isinstance(e, CardPlayed)]
        assert played.count(1) >= 3 and played.count(3) >= 3, "the joiner and the computer played theirs"
        events = table.events(0)
        assert heard == events[len(events) - len(heard):], "each event passed on once, in order"
        # Claire to act just after Zoé, who played after Anne: Anne's move is asked back.  The host asks the
        # others: Claire here (named, a person here among two) and Zoé's program, which agrees.
        while not (my_move_due(win) and win.viewer == 2 and acted[-1] == 0):
            qtbot.waitUntil(lambda: win.handing_over() or my_move_due(win), timeout=CEILING_MS)
            if win.handing_over():
                qtbot.keyClick(win.privacy.button, Qt.Key.Key_Return)
            elif not (win.viewer == 2 and acted[-1] == 0):
                acted.append(win.viewer)
                one_move(qtbot, win)
            assert len(acted) < 200
        questions: list[str] = []
        monkeypatch.setattr(win.ensure_built(), "ask", lambda title, text: questions.append(text) or True)
        taken: list[bool] = []
        table.takenBack.connect(lambda: taken.append(True))
        assert table.can_undo()
        win.undo(False)
        qtbot.waitUntil(lambda: bool(taken), timeout=CEILING_MS)
        assert questions == ["Claire, Anne asks to take back the last move. Do you agree?"], questions
        qtbot.waitUntil(lambda: win.handing_over(), timeout=CEILING_MS)
        assert win.hot_seat.waiting_for == 0 and table.to_act() == 0, "the table passes back to Anne"
        assert joiner.poll() is None, "the joiner is still at the table"
    finally:
        joiner.kill()
        joiner.communicate()
        if win.hosting is not None:
            win.hosting.close()
