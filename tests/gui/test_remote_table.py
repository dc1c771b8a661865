"""A person plays through the real window at a table hosted elsewhere: joined through *Join a table…* at a real
``serve`` process (127.0.0.1 only), and hosted through *Host a table…* with a real ``join --auto`` process;
what goes wrong in the join dialog is one line and the dialog stays open."""

from __future__ import annotations

import socket
import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from piquet_gui.model import Phase, Play
from piquet_gui.model.actions import Discard
from piquet_gui.model.events import DealEnded, TrickWon
from piquet_gui.network.host import Host
from piquet_gui.network.seat_specs import SeatSpec
from piquet_gui.network.remote import RemoteTable
from piquet_gui.views.main_window import MainWindow
from piquet_gui.views.seat_rows import JOINS
from tests.helpers import CEILING_MS
from tests.network.test_serve_join import ROOT, _command, finished, start_serve

Step = Callable[[], bool]


def scripted(steps: Iterator[Step | None]) -> QTimer:
    """Drive a modal dialog from outside its event loop: each step is a condition waited for (None: go on at
    once); the script's code between yields acts on the dialog."""
    timer = QTimer()
    waiting: list[Step | None] = [None]

    def tick() -> None:
        while True:
            condition = waiting[0]
            if condition is not None and not condition():
                return
            try:
                waiting[0] = next(steps)
            except StopIteration:
                timer.stop()
                return

    timer.timeout.connect(tick)
    timer.start(20)
    return timer


def click_card(win: MainWindow, card) -> None:
    item = win.table.card_item(card)
    assert item is not None, f"{card} is not on the table"
    point: QPoint = win.table.mapFromScene(item.mapToScene(item.boundingRect().topLeft()))
    QTest.mouseClick(win.table.viewport(), Qt.MouseButton.LeftButton, pos=point + QPoint(8, 30))


def my_move_due(win: MainWindow) -> bool:
    table = win.controller
    return table.is_over() or (win.my_turn() and bool(table.legal_actions(win.viewer)))


def one_move(qtbot, win: MainWindow) -> None:
    """The person's move through the window: cards clicked for the exchange and the bar's button, a card
    clicked in the play, a call by its key (1: the first offered), the bar's first button otherwise."""
    table, me = win.controller, win.viewer
    view = table.view(me)
    before = len(table.events(me))
    actions = table.legal_actions(me)
    if view.phase is Phase.EXCHANGE and isinstance(actions[0], Discard):
        low = min(a.mask.bit_count() for a in actions)
        chosen = set(sorted(view.hand, key=lambda c: c.index)[:low])
        for card in view.hand:
            if (card in chosen) != (card in win.hand.selected):  # (a hint may have raised some already)
                click_card(win, card)
        qtbot.waitUntil(lambda: win.bar.buttons and win.bar.buttons[0].isEnabled(), timeout=CEILING_MS)
        qtbot.mouseClick(win.bar.buttons[0], Qt.MouseButton.LeftButton)
    elif view.phase is Phase.PLAY and isinstance(actions[0], Play):
        click_card(win, sorted((a.card for a in actions), key=lambda c: c.index)[0])
    elif view.phase is Phase.DECLARATION and win.panel.isVisible() and win.panel.buttons:
        qtbot.mouseClick(win.panel.buttons[0], Qt.MouseButton.LeftButton)
    else:
        qtbot.waitUntil(lambda: any(b.isVisible() and b.isEnabled() for b in win.bar.buttons), timeout=CEILING_MS)
        qtbot.mouseClick(win.bar.buttons[0], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(table.events(me)) > before or table.is_over(), timeout=CEILING_MS)


def quiet_window(make_window) -> MainWindow:
    win = make_window(1100, 720)
    screen = win.ensure_built()
    screen.quiet = True
    screen.settings.guide = False
    return win


def join_through_dialog(win: MainWindow, address: str, name: str) -> None:
    """*Game → Join a table…*: the address and the name typed, *Join* clicked; back once the table is there."""
    refused: list[str] = []

    def steps() -> Iterator[Step | None]:
        yield lambda: win.join_dialog is not None and win.join_dialog.isVisible()
        dialog = win.join_dialog
        dialog.where.setText(address)
        dialog.name.setText(name)
        QTest.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
        yield lambda: not dialog.isVisible() or dialog.join_button.isEnabled()  # joined, or refused (one line)
        if dialog.isVisible():
            refused.append(dialog.status.text())
            dialog.reject()

    driver = scripted(steps())
    win.menus.join.trigger()
    driver.stop()
    assert not refused, f"the join dialog said: {refused[0]}"


def host_through_dialog(win: MainWindow, other: str | None = None, offered: list[object] | None = None) -> None:
    """*Game → Host a table…*: rubicon (four deals where offered), Hélène here, a player who joins (or the
    computer at the level ``other``)."""

    def steps() -> Iterator[Step | None]:
        yield lambda: win.host_dialog is not None and win.host_dialog.isVisible()
        dialog = win.host_dialog
        dialog.game.setCurrentIndex(dialog.game.findData("rubicon"))
        fours = dialog.format.findData({"game": "four-deals"})
        if fours >= 0:
            dialog.format.setCurrentIndex(fours)
        rows = dialog.seat_rows.shown()
        rows[0].name.setText("Hélène")
        if offered is not None:
            offered.append(rows[1].who.currentData())
        if other is not None:
            rows[1].who.setCurrentIndex(rows[1].who.findData(other))
        dialog.play_button.click()

    driver = scripted(steps())
    win.menus.host.trigger()
    driver.stop()


def test_a_whole_partie_at_a_served_table_played_through_the_window(qtbot, make_window, tmp_path: Path) -> None:
    host, port = start_serve(tmp_path, "--game", "four-deals", "--seats", "join,computer:beginner", "--seed", "7")
    try:
        win = quiet_window(make_window)
        join_through_dialog(win, f"127.0.0.1:{port}", "Anne")
        table = win.controller
        assert table is not None and table.people == (0,) and win.viewer == 0
        assert win.names[0] == "Anne" and "Computer" in win.names[1]
        ended: list[object] = []
        table.partieEnded.connect(ended.append)
        heard: list[object] = []
        table.eventHappened.connect(heard.append)
        moves = 0
        while not table.is_over():
            qtbot.waitUntil(lambda: my_move_due(win), timeout=CEILING_MS)
            if table.is_over():
                break
            one_move(qtbot, win)
            moves += 1
            assert moves < 400
        qtbot.waitUntil(lambda: bool(ended), timeout=CEILING_MS)
        events = table.events(0)
        assert heard == events[len(events) - len(heard):], "each event passed on once, in order"
        assert sum(isinstance(e, DealEnded) for e in events) == 4
        assert sum(isinstance(e, TrickWon) for e in events) == 48
        assert "The partie is over" in win.bar.prompt.text()
        assert any("checked" in line for line in win.log.lines()), "each deal's check said in the log"
        record = win.seated_record()
        assert record is not None and len(record["deals"]) == 4, "the whole partie's record, for Save"
        assert win.menus.review.isEnabled()
        win.review_finished()
        assert win.review is not None, "the record reviewed at the end"
        status, _, err = finished(host)
        assert status == 0, err
    finally:
        if host.poll() is None:
            host.kill()


def test_a_table_hosted_through_the_dialog_is_joined_by_another_program(qtbot, make_window, tmp_path: Path,
                                                                        monkeypatch) -> None:
    monkeypatch.setenv("PIQUET_HOST_ADDRESS", "127.0.0.1")
    monkeypatch.setenv("PIQUET_DATA_DIR", str(tmp_path))
    win = quiet_window(make_window)
    seen: list[str] = []
    offered: list[object] = []
    host_through_dialog(win, offered=offered)
    assert offered == [JOINS], "a player who joins, offered by default"
    lobby = win.lobby
    assert lobby is not None and lobby.isVisible()
    hosting = win.hosting
    assert hosting is not None and hosting.addresses() == [f"127.0.0.1:{hosting.port}"]
    assert f"127.0.0.1:{hosting.port}" in lobby.where.text()
    assert "free" in lobby.seats_text() and "Hélène (you)" in lobby.seats_text()
    hosting.changed.connect(lambda: seen.append(lobby.seats_text()))
    joiner = subprocess.Popen(_command("join", f"127.0.0.1:{hosting.port}", "--name", "Zoé", "--auto", "beginner",
                                       "--quit-when-done"), cwd=ROOT, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True)
    try:
        qtbot.waitUntil(lambda: win.controller is not None and hosting.owns(win.controller), timeout=CEILING_MS)
        assert any("Zoé has joined" in text for text in seen), seen
        assert not lobby.isVisible(), "the lobby gives way to the table"
        table = win.controller
        assert win.names == ("Hélène", "Zoé") and win.viewer == 0
        assert (tmp_path / "hosted" / "table.json").is_file(), "the hosted partie kept in the data folder"
        tricks = 0
        while tricks < 3:
            qtbot.waitUntil(lambda: my_move_due(win), timeout=CEILING_MS)
            one_move(qtbot, win)
            tricks = sum(isinstance(e, TrickWon) for e in table.events(0))
        # Zoé's program is killed: the table says whom it waits for and offers the computer in her place.
        joiner.kill()
        joiner.communicate()
        qtbot.waitUntil(lambda: win.note.label.text() == "Waiting for Zoé…", timeout=CEILING_MS)
        qtbot.waitUntil(lambda: win.note.button.isVisible(), timeout=CEILING_MS)
        qtbot.mouseClick(win.note.button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not win.note.label.text(), timeout=CEILING_MS)
        assert hosting.host.stand_ins == {1: hosting.level}, "the computer plays for Zoé until she comes back"
        while tricks < 6:
            qtbot.waitUntil(lambda: my_move_due(win), timeout=CEILING_MS)
            one_move(qtbot, win)
            tricks = sum(isinstance(e, TrickWon) for e in table.events(0))
        # Closing the window while hosting asks first (the other player would lose the table).
        screen = win.ensure_built()
        asked: list[str] = []
        monkeypatch.setattr(screen, "quiet", False)
        monkeypatch.setattr(screen, "ask", lambda title, text: asked.append(text) or False)
        win.close()
        assert asked == ["You host this table: the other players would lose the partie. Leave it?"]
        assert win.isVisible() and win.hosting is hosting, "No: the window and the table stay"
    finally:
        joiner.kill()
        joiner.communicate()
        if win.hosting is not None:
            win.hosting.close()


def close_host(host: Host) -> None:
    """An in-process host closed with its connections, before the test's objects go."""
    from piquet_gui.views.hosting import close_host as close

    close(host)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_join_errors_are_one_line_and_the_dialog_stays(qtbot, make_window, tmp_path: Path) -> None:
    win = quiet_window(make_window)
    host = Host("four-deals", {}, [SeatSpec(True), SeatSpec(False, "beginner")], tmp_path)
    port = host.listen("127.0.0.1", 0)
    first = RemoteTable("Anne")
    first.open("127.0.0.1", port)
    qtbot.waitUntil(lambda: first.seat is not None, timeout=CEILING_MS)
    said: dict[str, str] = {}
    closed = free_port()

    def steps() -> Iterator[Step | None]:
        yield lambda: win.join_dialog is not None and win.join_dialog.isVisible()
        dialog = win.join_dialog
        status = dialog.status
        dialog.name.setText("Ben")
        dialog.where.setText("not an address")
        dialog.join_button.click()
        said["typed"] = status.text()
        dialog.where.setText(f"127.0.0.1:{closed}")
        dialog.join_button.click()
        said["connecting"] = status.text()
        yield lambda: status.text() != said["connecting"]
        said["unreachable"] = status.text()
        dialog.where.setText(f"127.0.0.1:{port}")
        dialog.join_button.click()
        yield lambda: status.text() not in (said["unreachable"], said["connecting"])
        said["taken"] = status.text()
        said["open"] = str(dialog.isVisible())
        dialog.reject()

    driver = scripted(steps())
    win.menus.join.trigger()
    driver.stop()
    try:
        assert "host:port" in said["typed"]
        assert said["connecting"] == "Connecting…"
        assert said["unreachable"] == f"The table at 127.0.0.1:{closed} cannot be reached."
        assert said["taken"] == "Every seat at this table is taken."
        assert said["open"] == "True", "the dialog stays open after each error"
        assert all("\n" not in line for line in said.values())
        assert win.controller is None, "nothing joined"
    finally:
        first.close()
        close_host(host)


@pytest.fixture(autouse=True)
def no_modal_left(qapp):
    yield
    modal = QApplication.activeModalWidget()
    if modal is not None:
        modal.close()


def test_a_lost_connection_is_one_line_and_the_table_stays(qtbot, make_window, tmp_path: Path, monkeypatch) -> None:
    from piquet_gui.network import remote

    monkeypatch.setattr(remote, "RETRY_PAUSES", (0.05, 0.05, 0.05))
    host, port = start_serve(tmp_path, "--game", "four-deals", "--seats", "join,computer:beginner", "--seed", "7")
    try:
        win = quiet_window(make_window)
        join_through_dialog(win, f"127.0.0.1:{port}", "Anne")
        table = win.controller
        qtbot.waitUntil(lambda: my_move_due(win), timeout=CEILING_MS)
        host.kill()
        host.communicate()
        qtbot.waitUntil(lambda: "trying again" in win.note.label.text(), timeout=CEILING_MS)
        assert win.note.label.text() == "The connection to the table was lost; trying again…"
        qtbot.waitUntil(lambda: "gave up" in win.note.label.text(), timeout=CEILING_MS)
        assert win.controller is table and win.table.isVisible(), "the table stays"
        win.refresh()
        one_move_tried = table.legal_actions(0)
        assert one_move_tried is not None
    finally:
        if host.poll() is None:
            host.kill()


def test_a_dropped_connection_is_taken_up_again_with_the_seat_and_play_goes_on(qtbot, make_window, tmp_path: Path,
                                                                                monkeypatch) -> None:
    from piquet_gui.network import remote

    monkeypatch.setattr(remote, "RETRY_PAUSES", (0.05, 0.05, 0.05, 0.05, 0.05))
    host = Host("four-deals", {}, [SeatSpec(True), SeatSpec(False, "beginner")], tmp_path, seed=3)
    port = host.listen("127.0.0.1", 0)
    try:
        win = quiet_window(make_window)
        join_through_dialog(win, f"127.0.0.1:{port}", "Anne")
        table = win.controller
        qtbot.waitUntil(lambda: my_move_due(win), timeout=CEILING_MS)
        one_move(qtbot, win)
        seen = len(table.events(0))
        host.seated[0].socket.abort()  # the line drops
        qtbot.waitUntil(lambda: "trying again" in win.note.label.text(), timeout=CEILING_MS)
        assert not table.legal_actions(0), "nothing to send while the line is down"
        qtbot.waitUntil(lambda: not win.note.label.text() and my_move_due(win), timeout=CEILING_MS)
        logged = list(win.log.lines())
        one_move(qtbot, win)
        assert len(win.log.lines()) > len(logged), "the game goes on, its log too"
        assert host.partie is not None and host.partie.action_count() > 1
    finally:
        close_host(host)


def test_a_take_back_a_consent_question_and_a_hint_at_a_remote_table(qtbot, make_window, tmp_path: Path,
                                                                     monkeypatch) -> None:
    from PySide6.QtCore import Signal

    from piquet_gui.remote_controller import RemoteController

    class AskingTable(RemoteTable):
        """A remote table offering the consent question (as the protocol's take-back does)."""

        consentAsked = Signal(str, int)

        def __init__(self, *args, **kwargs) -> None:
            super().__init__(*args, **kwargs)
            self.answers: list[tuple[str, bool]] = []

        def consent(self, request: str, yes: bool) -> None:
            self.answers.append((request, yes))

    host = Host("four-deals", {}, [SeatSpec(True), SeatSpec(False, "beginner")], tmp_path, seed=3)
    port = host.listen("127.0.0.1", 0)
    try:
        win = quiet_window(make_window)
        table = AskingTable("Anne", seed=1)
        table.open("127.0.0.1", port)
        qtbot.waitUntil(lambda: table.seat is not None and bool(table.legal_actions(table.seat)), timeout=CEILING_MS)
        win.join_table(RemoteController(table, ("127.0.0.1", port)))
        qtbot.waitUntil(lambda: my_move_due(win), timeout=CEILING_MS)
        # A hint, from the seat's own view.
        win.show_hint()
        assert win.last_hint in table.legal_actions(0)
        assert win.statusBar().currentMessage().startswith("Hint: ")
        # Another person asks to take back: the question, and the answer sent.
        questions: list[str] = []
        monkeypatch.setattr(win.ensure_built(), "ask", lambda title, text: questions.append(text) or True)
        table.consentAsked.emit("undo", 1)
        assert questions == [f"{win.names[1]} asks to take back the last move. Do you agree?"]
        assert table.answers == [("undo", True)]
        table.consentAsked.emit("claim", 1)  # (another person claims the rest: the host asks the others)
        assert questions[1:] == [f"{win.names[1]} claims the remaining tricks. Do you agree?"]
        assert table.answers[1:] == [("claim", True)]
        # The host takes moves back (as it does once everyone agreed): the table as it was, said in the log.
        one_move(qtbot, win)
        before = len(table.events(0))
        host.partie = host.partie.prefix(1)
        host._send_state(0, "state")
        qtbot.waitUntil(lambda: len(table.events(0)) < before, timeout=CEILING_MS)
        assert win.log.lines()[-1] == "Taken back."
        qtbot.waitUntil(lambda: my_move_due(win), timeout=CEILING_MS)
    finally:
        close_host(host)


def test_a_program_closed_mid_partie_takes_its_seat_again_when_the_player_joins_again(qtbot, make_window,
                                                                                      tmp_path: Path) -> None:
    """The seat joined from the window is kept in the data folder: a new program (after a crash, a restart) that
    joins the same table under the same name is given the same seat, with the partie as it stands."""
    host = Host("four-deals", {}, [SeatSpec(True), SeatSpec(True)], tmp_path / "host", seed=5)
    port = host.listen("127.0.0.1", 0)
    ben = RemoteTable("Ben")
    ben.open("127.0.0.1", port)
    try:
        first = quiet_window(make_window)
        join_through_dialog(first, f"127.0.0.1:{port}", "Anne")
        seat = first.viewer
        qtbot.waitUntil(lambda: host.partie is not None and host.partie.current is not None, timeout=CEILING_MS)
        seen = len(first.controller.events(seat))
        token = host.tokens[seat]
        first.controller.table.socket.abort()  # the program is gone without a word
        first.controller.table.close()
        qtbot.waitUntil(lambda: host.waiting() == (seat,), timeout=CEILING_MS)
        second = quiet_window(make_window)
        join_through_dialog(second, f"127.0.0.1:{port}", "Anne")
        assert second.viewer == seat and host.tokens[seat] == token, "the same seat, by its kept token"
        assert host.waiting() == () and len(second.controller.events(seat)) >= seen
        assert second.names[seat] == "Anne"
    finally:
        ben.close()
        close_host(host)


def test_what_a_remote_table_says_reaches_the_log_in_the_games_words(qapp) -> None:
    """The lines the connection says (a deal's check, a connection tried again, a take-back) are the game's
    sentences, translated, with their numbers and names; a line it does not know goes as it came."""
    from piquet_gui.network import fair_deal
    from piquet_gui.views.table_follower import table_line

    assert table_line(str(fair_deal.Check(3, ()))) == "Deal 3 checked: its cards are the ones the shuffle promised."
    cheated = table_line(str(fair_deal.Check(2, (fair_deal.WRONG_CARDS,))))
    assert cheated.startswith("Deal 2 NOT checked: its cards are not the ones the shuffle promised (")
    assert table_line("the connection to the host was lost; trying again in 0.5 s") == \
        "The connection to the table was lost; trying again in 0.5 s…"
    assert table_line("Anne's undo was refused") == "Anne's take-back was refused."
    assert table_line("refused: act: not your turn") == "refused: act: not your turn"
    assert table_line("Ben refused the claim") == "Ben refused the claim: play goes on."
    assert table_line("Anne's claim was made") == "Anne's claim was agreed: the remaining tricks are played out."
    assert table_line("Anne's claim was refused") == "Anne's claim was refused: play goes on."
