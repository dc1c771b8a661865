"""What a seated program asks besides acting, between real programs on 127.0.0.1: undo by every other person's
consent (never across a deal's start, never new cards), the finished deals' record, the hint; a table's
password; and a program that floods the host is cut off."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from PySide6.QtCore import QUrl
from PySide6.QtWebSockets import QWebSocket

from piquet_gui.model import game_records
from tests.helpers import CEILING_MS
from tests.network.people import Person, join_process, saved_record
from tests.network.test_serve_join import finished, start_serve


def dealt(person: Person) -> tuple[Any, ...]:
    view = person.table.view(person.seat)
    assert view is not None
    return tuple(view.dealt)


def test_undo_with_two_people_needs_the_others_consent_and_never_deals_new_cards(
        tmp_path: Path, qtbot: Any) -> None:
    host, port = start_serve(tmp_path, "--game", "four-deals", "--seats", "join,join", "--seed", "3")
    anne, ben = Person(port, "Anne"), Person(port, "Ben")
    qtbot.waitUntil(lambda: anne.table.seat is not None and ben.table.seat is not None, timeout=CEILING_MS)

    def anne_can_take_back() -> bool:  # Anne has moved in this deal, and Ben is to act
        return anne.table.can_undo() and ben.my_turn()

    anne.playing = ben.playing = lambda: not anne_can_take_back()
    qtbot.waitUntil(anne_can_take_back, timeout=CEILING_MS)
    before = saved_record(tmp_path)
    cards = (dealt(anne), dealt(ben))
    ben_view = ben.table.view(ben.seat)

    anne.playing = ben.playing = lambda: False  # each move made by hand from here
    ben.answer = True
    assert anne.table.undo()
    qtbot.waitUntil(lambda: anne.undone == [True], timeout=CEILING_MS)
    assert ben.asked == [("undo", anne.seat)]
    # (Ben's own connection hears the take-back on its own time: a busy machine may hand it over after Anne's)
    qtbot.waitUntil(lambda: anne.my_turn() and not ben.my_turn(), timeout=CEILING_MS)
    assert not anne.table.can_undo()
    after = saved_record(tmp_path)
    assert after["deals"][:-1] == before["deals"][:-1]
    assert len(game_records.replay(after).actions()) < len(game_records.replay(before).actions())
    assert (dealt(anne), dealt(ben)) == cards  # the same cards: taken back, never dealt again
    assert after["deals"][-1]["hands"] == before["deals"][-1]["hands"]
    assert after["deals"][-1]["talon"] == before["deals"][-1]["talon"]

    anne.table.act(anne.seat, anne.table.legal_actions(anne.seat)[0])  # the same move again
    qtbot.waitUntil(anne_can_take_back, timeout=CEILING_MS)
    assert saved_record(tmp_path) == before and ben.table.view(ben.seat) == ben_view
    ben.answer = False
    assert anne.table.undo()
    qtbot.waitUntil(lambda: anne.undone == [True, False], timeout=CEILING_MS)
    assert any("Ben said no" in line for line in anne.lines), anne.lines
    assert saved_record(tmp_path) == before and ben.my_turn()  # nothing changed

    # a new deal: nothing of Anne's in it yet, and nothing is taken back across its start
    anne.playing = ben.playing = lambda: not (anne.table.deal_number == 2 and anne.my_turn()
                                              and not anne.table.can_undo())
    ben.move()
    qtbot.waitUntil(lambda: anne.table.deal_number == 2 and anne.my_turn() and not anne.table.can_undo(),
                    timeout=CEILING_MS)
    assert not anne.table.undo()
    between = saved_record(tmp_path)
    anne.table._ask("undo")  # asked anyway, as a program that does not check first would
    qtbot.waitUntil(lambda: len(anne.undone) == 3, timeout=CEILING_MS)
    assert anne.undone[-1] is False and saved_record(tmp_path) == between
    assert any("nothing of this seat's to take back in this deal" in line for line in anne.lines)

    # the finished deals' record: deal 1 whole, the deal in progress not in it
    qtbot.waitUntil(lambda: len(anne.table.finished_record().get("deals", [])) == 1, timeout=CEILING_MS)
    assert anne.table.finished_record()["deals"][0] == between["deals"][0]
    anne.playing = ben.playing = lambda: True
    anne.move()
    ben.move()
    qtbot.waitUntil(lambda: anne.table.is_over() and ben.table.is_over(), timeout=CEILING_MS)
    assert anne.table.finished_record() == saved_record(tmp_path)
    assert finished(host)[0] == 0


def test_undo_against_the_computer_is_made_at_once_and_the_hint_is_the_masters(tmp_path: Path, qtbot: Any) -> None:
    host, port = start_serve(tmp_path, "--game", "four-deals", "--seats", "join,computer:beginner")
    anne = Person(port, "Anne")
    anne.playing = lambda: not anne.table.can_undo()
    qtbot.waitUntil(lambda: anne.table.can_undo() and anne.my_turn(), timeout=CEILING_MS)
    hint = anne.table.hint(anne.seat)
    assert hint is not None and hint in anne.table.legal_actions(anne.seat)
    assert anne.table.hint(1 - anne.seat) is None
    played = len(game_records.replay(saved_record(tmp_path)).actions())
    anne.playing = lambda: False
    assert anne.table.undo()
    qtbot.waitUntil(lambda: anne.undone == [True], timeout=CEILING_MS)  # the computer does not vote
    assert len(game_records.replay(saved_record(tmp_path)).actions()) < played
    host.kill()
    host.communicate()


def test_a_table_with_a_password(tmp_path: Path, qtbot: Any) -> None:
    (tmp_path / "password").write_text("open sesame\n")
    (tmp_path / "wrong").write_text("open sesame!\n")
    host, port = start_serve(tmp_path / "table", "--game", "four-deals", "--seats", "join,computer:beginner",
                             "--password-file", str(tmp_path / "password"))
    for args, says in ((), "hello: this table has a password"),\
                      (("--password", "sesame"), "hello: wrong password"),\
                      (("--password-file", str(tmp_path / "wrong")), "hello: wrong password"):
        code, out, err = finished(join_process(port, "--name", "Eve", *args))
        assert code == 5 and err.strip() == f"join: the host refused this program: {says}", err
    anne = Person(port, "Anne", password="open sesame")
    anne.playing = lambda: anne.table.deal_number < 2
    qtbot.waitUntil(lambda: anne.table.deal_number == 2, timeout=CEILING_MS)
    token = anne.table.token
    assert token is not None
    anne.table.close()
    again = Person(port, "Anne", token=token)  # her seat's token: no password needed
    qtbot.waitUntil(lambda: again.table.is_over(), timeout=CEILING_MS)
    assert again.seat == anne.seat and not again.failed
    assert finished(host)[0] == 0


def test_a_program_that_floods_the_host_is_cut_off_and_its_seat_waits(tmp_path: Path, qtbot: Any) -> None:
    host, port = start_serve(tmp_path, "--game", "four-deals", "--seats", "join,computer:beginner")
    socket = QWebSocket()
    received: list[dict[str, Any]] = []
    closed: list[bool] = []
    socket.textMessageReceived.connect(lambda text: received.append(json.loads(text)))
    socket.disconnected.connect(lambda: closed.append(True))
    socket.connected.connect(lambda: socket.sendTextMessage(json.dumps({"v": 1, "type": "hello", "name": "Fl"})))
    socket.open(QUrl(f"ws://127.0.0.1:{port}"))
    qtbot.waitUntil(lambda: any(m["type"] == "update" for m in received), timeout=CEILING_MS)
    token = next(m["token"] for m in received if m["type"] == "welcome")
    for seq in range(200):  # valid requests, each alone answered: only their number is too many
        socket.sendTextMessage(json.dumps({"v": 1, "type": "ask", "seq": seq, "request": "finished"}))
    qtbot.waitUntil(lambda: bool(closed), timeout=CEILING_MS)
    refused = [m for m in received if m["type"] == "refused"]
    assert len(refused) == 1 and refused[0]["reason"] == "more than 50 messages a second: cut off"
    answered = [m for m in received if m["type"] == "answer"]
    assert 45 <= len(answered) <= 60  # the bucket's 50, and what it refilled while they were read
    assert received[-1] == refused[0]
    back = Person(port, "Fl", token=token)  # the seat waited for its token, as after a lost connection
    qtbot.waitUntil(lambda: back.table.is_over(), timeout=CEILING_MS)
    assert not back.failed
    assert finished(host)[0] == 0


def test_a_host_that_deals_other_cards_than_it_committed_to_is_caught(tmp_path: Path) -> None:
    """The joining program's log says each deal is NOT checked, and what does not match."""
    import subprocess
    import sys

    from tests.network.people import ROOT

    cheat = subprocess.Popen([sys.executable, str(ROOT / "tests" / "network" / "cheating_host.py"), "--port", "0",
                              "--host", "127.0.0.1", "--data-dir", str(tmp_path), "--game", "four-deals",
                              "--seats", "join,computer:beginner"], cwd=ROOT, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True)
    assert cheat.stdout is not None
    line = cheat.stdout.readline()
    assert line.startswith("Table at 127.0.0.1:"), line
    port = int(line.rsplit(":", 1)[1])
    code, out, err = finished(join_process(port, "--name", "Anne", "--auto", "beginner", "--quit-when-done"))
    assert code == 0, err
    checks = [line for line in out.splitlines() if line.startswith("Deal ")]
    assert len(checks) == 4 and "checked" not in " ".join(checks).replace("NOT checked", ""), out
    assert all(line.startswith(f"Deal {n} NOT checked: the cards dealt are not those the committed seed deals "
                               "(seat 0's hand)") for n, line in enumerate(checks, 1)), out
    assert finished(cheat)[0] == 0
