"""A table served and joined by real programs over loopback (127.0.0.1 only): ``serve`` and ``join --auto``,
each game played to its end, every deal checked by every joining program; bad input on the command line; a
program refused too often in a row is cut off (the hostile client is in ``test_hostile.py``)."""

from __future__ import annotations

import json
import os
import re
import select
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from piquet_gui.model import game_records
from tests.helpers import CEILING_MS, CEILING_S

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parent.parent.parent


def _command(*args: str) -> list[str]:
    return [sys.executable, "-m", "piquet_gui", *args]


def start_serve(data_dir: Path, *args: str) -> tuple[subprocess.Popen[str], int]:
    """A ``serve`` process on 127.0.0.1 and any free port, and the port it printed."""
    process = subprocess.Popen(_command("serve", "--port", "0", "--host", "127.0.0.1", "--data-dir", str(data_dir),
                                        *args), cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert process.stdout is not None
    ready, _, _ = select.select([process.stdout], [], [], CEILING_S)
    line = process.stdout.readline() if ready else ""
    found = re.fullmatch(r"Table at 127\.0\.0\.1:(\d+)\n", line)
    if found is None:
        process.kill()
        raise AssertionError(f"serve printed {line!r}; stderr: {process.stderr.read() if process.stderr else ''}")
    return process, int(found.group(1))


def finished(process: subprocess.Popen[str]) -> tuple[int, str, str]:
    try:
        out, err = process.communicate(timeout=CEILING_S)
    except subprocess.TimeoutExpired:
        process.kill()
        out, err = process.communicate()
        raise AssertionError(f"still running after {CEILING_S} s; stderr: {err}") from None
    return process.returncode, out, err


SHORT_PARTIES = [("four-deals", {}, 2), ("au-cent", {"partie": "one_game"}, 2), ("auction", {}, 2),
                 ("normand", {"target": 50}, 3), ("partnership", {"partie": "one_game"}, 4)]


@pytest.mark.parametrize(("game", "options", "people"), SHORT_PARTIES)
def test_a_whole_partie_between_programs_ends_with_a_record_and_every_deal_checked(
        tmp_path: Path, game: str, options: dict[str, Any], people: int) -> None:
    host, port = start_serve(tmp_path, "--game", game, "--options", json.dumps(options),
                             "--seats", ",".join(["join"] * people))
    joiners = [subprocess.Popen(_command("join", f"127.0.0.1:{port}", "--name", f"Player {n}", "--auto", "beginner",
                                         "--quit-when-done"), cwd=ROOT, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True) for n in range(people)]
    outputs = [finished(joiner) for joiner in joiners]
    status, _, host_err = finished(host)
    for code, out, err in outputs:
        assert code == 0, err
        assert "The partie is over" in out
    assert status == 0, host_err
    saved = json.loads((tmp_path / "table.json").read_text())
    partie = game_records.replay(saved["record"])
    assert partie.is_over()
    assert all(seat["token"] for seat in saved["seats"])
    for _, out, _ in outputs:
        checked = re.findall(r"^Deal (\d+) checked$", out, re.MULTILINE)
        assert checked == [str(n) for n in range(1, len(partie.deals) + 1)], out


def _seeded_partie(data_dir: Path) -> dict[str, Any]:
    host, port = start_serve(data_dir, "--game", "four-deals", "--seats", "join,computer:club", "--seed", "11")
    joiner = subprocess.Popen(_command("join", f"127.0.0.1:{port}", "--name", "Anne", "--auto", "club",
                                       "--quit-when-done", "--seed", "5"), cwd=ROOT, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True)
    assert finished(joiner)[0] == 0 and finished(host)[0] == 0
    record: dict[str, Any] = json.loads((data_dir / "table.json").read_text())["record"]
    return record


def test_a_seeded_table_deals_and_plays_the_same_partie_again(tmp_path: Path) -> None:
    """With --seed on both sides the cards and the computers' choices are the same each time (what the tests of
    rejoining and of the hostile client compare against); the deals still check."""
    first, second = _seeded_partie(tmp_path / "a"), _seeded_partie(tmp_path / "b")
    assert first["deals"] == second["deals"] and len(first["deals"]) == 4


@pytest.mark.parametrize("args", [["join", "nowhere", "--name", "Anne"], ["join", "127.0.0.1:1", "--name", "Anne"],
                                  ["serve", "--game", "chess"], ["serve", "--game", "rubicon", "--seats", "join"],
                                  ["serve", "--game", "rubicon", "--options", "[1]"]])
def test_bad_input_is_one_line_and_a_status_never_a_traceback(args: list[str]) -> None:
    done = subprocess.run(_command(*args), cwd=ROOT, capture_output=True, text=True, timeout=CEILING_S)
    assert done.returncode not in (0, 1, 3)
    assert len(done.stderr.strip().splitlines()) == 1 and "Traceback" not in done.stderr, done.stderr


def test_a_hello_refused_is_one_line_and_a_status(tmp_path: Path) -> None:
    host, port = start_serve(tmp_path, "--game", "four-deals", "--seats", "join,computer:beginner")
    first = subprocess.Popen(_command("join", f"127.0.0.1:{port}", "--name", "Anne", "--auto", "beginner",
                                      "--quit-when-done"), cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             text=True)
    assert first.stdout is not None
    select.select([first.stdout], [], [], CEILING_S)  # seated (its first line)
    assert first.stdout.readline().startswith("Seated at seat 0")
    second = subprocess.run(_command("join", f"127.0.0.1:{port}", "--name", "Ben"), cwd=ROOT, capture_output=True,
                            text=True, timeout=CEILING_S)
    assert second.returncode == 5
    assert second.stderr.strip() == "join: the host refused this program: hello: every seat is taken"
    assert finished(first)[0] == 0 and finished(host)[0] == 0


# --- a program that is refused again and again (the hostile client: test_hostile.py) ---------------------


def test_a_client_refused_more_than_twenty_times_in_a_row_is_cut_off(tmp_path: Path, qtbot: Any) -> None:
    from PySide6.QtCore import QUrl
    from PySide6.QtWebSockets import QWebSocket

    host, port = start_serve(tmp_path, "--game", "four-deals", "--seats", "join,join")
    socket = QWebSocket()
    refused: list[str] = []
    closed: list[bool] = []
    socket.textMessageReceived.connect(refused.append)
    socket.disconnected.connect(lambda: closed.append(True))
    socket.connected.connect(lambda: [socket.sendTextMessage("{flood") for _ in range(30)])
    socket.open(QUrl(f"ws://127.0.0.1:{port}"))
    qtbot.waitUntil(lambda: bool(closed), timeout=CEILING_MS)
    assert len(refused) == 21
    host.kill()
    host.communicate()


def test_serve_listens_for_the_other_computers_and_says_where_by_default(tmp_path: Path) -> None:
    """Without --host a headless host is reached from the other computers of the network: it prints this computer's
    own address (not the loopback, where it has another) and the table's code; nothing is sent anywhere."""
    from piquet_gui.network.addresses import reachable

    process = subprocess.Popen(_command("serve", "--game", "rubicon", "--port", "0", "--data-dir", str(tmp_path),
                                        "--no-announce"), cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True)
    try:
        assert process.stdout is not None
        ready, _, _ = select.select([process.stdout], [], [], CEILING_S)
        first = process.stdout.readline() if ready else ""
        found = re.fullmatch(r"Table at (.+):(\d+)\n", first)
        assert found is not None, first
        assert f"{found.group(1)}:{found.group(2)}" == reachable(int(found.group(2)), "0.0.0.0")[0]
        assert re.fullmatch(r"Table code: [2-9A-HJ-NP-Z]{6}\n", process.stdout.readline())
    finally:
        process.kill()
        process.communicate()
