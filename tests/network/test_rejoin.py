"""Nothing lost to a dropped line (issue 28), with real programs over loopback (127.0.0.1 only): a joining
program killed mid-deal rejoins with the token it kept; a host killed mid-deal takes its partie up again and the
joining program comes back by itself; the seeded partie ends with the same record as one never interrupted.
Meanwhile the seat waits ("waiting"), a stranger cannot take it, and a stand-in computer may play it.  Each wait
is for a line a process prints (select, with a ceiling), never a guessed time."""

from __future__ import annotations

import json
import os
import re
import select
import signal
import subprocess
import time
from pathlib import Path
from typing import Any

import pytest

from piquet_gui.model import game_records
from tests.helpers import CEILING_S
from tests.network.test_serve_join import ROOT, _command, _seeded_partie, start_serve

SEEDED = ("--game", "four-deals", "--seats", "join,computer:club", "--seed", "11")
"""The seeded table of ``_seeded_partie``: Anne joins (the computer at club plays for her, contributions from
seed 5), the computer at club sits in seat 1."""


class Lines:
    """What a process writes on one of its pipes, line by line as it comes."""

    def __init__(self, stream: Any) -> None:
        self.fd = stream.fileno()
        self.lines: list[str] = []
        self._rest = b""
        self.closed = False

    def _read(self, timeout: float) -> None:
        ready, _, _ = select.select([self.fd], [], [], timeout)
        if not ready:
            return
        data = os.read(self.fd, 65536)
        if not data:
            self.closed = True
        *whole, self._rest = (self._rest + data).split(b"\n")
        self.lines.extend(line.decode() for line in whole)

    def wait_for(self, pattern: str) -> str:
        """The first line (seen before or coming) that matches ``pattern``; AssertionError after the ceiling."""
        deadline = time.monotonic() + CEILING_S
        while True:
            found = next((line for line in self.lines if re.search(pattern, line)), None)
            if found is not None:
                return found
            if self.closed or time.monotonic() > deadline:
                raise AssertionError(f"no line matches {pattern!r}; lines: {self.lines}")
            self._read(max(0.0, deadline - time.monotonic()))

    def to_end(self) -> list[str]:
        deadline = time.monotonic() + CEILING_S
        while not self.closed and time.monotonic() < deadline:
            self._read(max(0.0, deadline - time.monotonic()))
        return self.lines


def _join(port: int, name: str, data_dir: Path, *more: str) -> subprocess.Popen[bytes]:
    return subprocess.Popen(_command("join", f"127.0.0.1:{port}", "--name", name, "--data-dir", str(data_dir),
                                     "--quit-when-done", *more), cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)


def _anne(port: int, data_dir: Path) -> subprocess.Popen[bytes]:
    return _join(port, "Anne", data_dir, "--auto", "club", "--seed", "5")


def _ends(process: subprocess.Popen[Any], out: Lines | None = None) -> tuple[int, list[str]]:
    """The exit status and every stdout line of a process that ends by itself (killed after the ceiling)."""
    lines = (out or Lines(process.stdout)).to_end()
    try:
        process.wait(timeout=CEILING_S)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
        raise AssertionError(f"still running after {CEILING_S} s; output: {lines}") from None
    return process.returncode, lines


def _record(data_dir: Path) -> dict[str, Any]:
    record: dict[str, Any] = json.loads((data_dir / "table.json").read_text())["record"]
    return record


def _deal_lines(lines: list[str]) -> tuple[list[int], list[int], list[str]]:
    """The deals said checked, said not checked, and every other line about a deal (a problem found)."""
    checked = [int(m.group(1)) for line in lines if (m := re.fullmatch(r"Deal (\d+) checked", line))]
    unchecked = [int(m.group(1)) for line in lines if (m := re.match(r"Deal (\d+) not checked: ", line))]
    problems = [line for line in lines if line.startswith("Deal ") and not re.match(r"Deal \d+ (not )?checked", line)]
    return checked, unchecked, problems


@pytest.fixture(scope="module")
def uninterrupted(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """The seeded partie played without a break."""
    return _seeded_partie(tmp_path_factory.mktemp("uninterrupted"))


def test_a_joining_program_killed_mid_deal_rejoins_and_the_partie_ends_as_if_never_interrupted(
        tmp_path: Path, uninterrupted: dict[str, Any]) -> None:
    host, port = start_serve(tmp_path / "host", *SEEDED)
    log = Lines(host.stderr)
    first = _anne(port, tmp_path / "anne")
    first_out = Lines(first.stdout)
    log.wait_for(r"^deal 2 dealt$")
    first.send_signal(signal.SIGKILL)
    first_lines = _ends(first, first_out)[1]
    log.wait_for(r"^seat 0 \(Anne\) left")
    kept = json.loads((tmp_path / "anne" / "tables.json").read_text())
    assert kept[f"127.0.0.1:{port}"]["seat"] == 0 and kept[f"127.0.0.1:{port}"]["name"] == "Anne"

    # a stranger cannot take the waiting seat: not without a token, not with a guessed one
    stranger = subprocess.run(_command("join", f"127.0.0.1:{port}", "--name", "Anne", "--data-dir",
                                       str(tmp_path / "eve")), cwd=ROOT, capture_output=True, text=True,
                              timeout=CEILING_S)
    assert (stranger.returncode, stranger.stderr.strip()) == (5, "join: the host refused this program: hello: "
                                                                 "every seat is taken")
    (tmp_path / "guess").mkdir()
    (tmp_path / "guess" / "tables.json").write_text(json.dumps(
        {f"127.0.0.1:{port}": {"seat": 0, "token": "guessed-" + "x" * 24, "name": "Anne"}}))
    guessed = subprocess.run(_command("join", f"127.0.0.1:{port}", "--name", "Anne", "--data-dir",
                                      str(tmp_path / "guess")), cwd=ROOT, capture_output=True, text=True,
                             timeout=CEILING_S)
    assert (guessed.returncode, guessed.stderr.strip()) == (5, "join: the host refused this program: hello: "
                                                               "this token takes no seat at this table")

    again = _anne(port, tmp_path / "anne")
    code, lines = _ends(again)
    assert code == 0 and lines[0] == "Seated at seat 0 of four-deals" and "The partie is over" in lines
    assert _ends(host, log)[0] == 0
    assert _record(tmp_path / "host")["deals"] == uninterrupted["deals"]
    checked, unchecked, problems = _deal_lines(first_lines + lines)
    assert not problems
    assert len(unchecked) <= 1 and sorted(checked + unchecked) == [1, 2, 3, 4], first_lines + lines
    assert f"127.0.0.1:{port}" not in json.loads((tmp_path / "anne" / "tables.json").read_text())


def test_a_host_killed_mid_deal_takes_its_partie_up_again_and_the_joining_program_comes_back_by_itself(
        tmp_path: Path, uninterrupted: dict[str, Any]) -> None:
    host, port = start_serve(tmp_path / "host", *SEEDED)
    assert host.stdout is not None
    code_line = host.stdout.readline()
    assert code_line.startswith("Table code: ")
    log = Lines(host.stderr)
    anne = _anne(port, tmp_path / "anne")
    out = Lines(anne.stdout)
    log.wait_for(r"^deal 2 dealt$")
    host.send_signal(signal.SIGKILL)
    host.wait()
    out.wait_for(r"; trying again in [\d.]+ s$")
    resumed, again = start_serve(tmp_path / "host", "--port", str(port), "--seed", "11")  # no --game: taken up
    assert again == port
    assert resumed.stdout is not None and resumed.stdout.readline() == code_line, "friends find it by the same code"
    resumed_log = Lines(resumed.stderr)
    resumed_log.wait_for(r"^the partie of four-deals is taken up again$")
    resumed_log.wait_for(r"^seat 0: Anne is back$")
    code, lines = _ends(anne, out)
    assert code == 0 and "The partie is over" in lines
    assert _ends(resumed, resumed_log)[0] == 0
    assert _record(tmp_path / "host")["deals"] == uninterrupted["deals"]
    checked, unchecked, problems = _deal_lines(lines)
    assert (checked, unchecked, problems) == ([1, 2, 3, 4], [], []), lines  # the same program saw every deal


def test_the_others_are_told_a_seat_waits_and_a_stand_in_computer_finishes_the_partie(tmp_path: Path) -> None:
    host, port = start_serve(tmp_path / "host", "--game", "four-deals", "--seats", "join,join", "--seed", "3",
                             "--stand-in", "club", "--stand-in-after", "1")
    log = Lines(host.stderr)
    anne = _join(port, "Anne", tmp_path / "anne", "--auto", "club")
    ben = _join(port, "Ben", tmp_path / "ben", "--auto", "club")
    ben_out = Lines(ben.stdout)
    log.wait_for(r"^deal 2 dealt$")
    anne.send_signal(signal.SIGKILL)
    _ends(anne)
    ben_out.wait_for(r"^Waiting for Anne…$")
    log.wait_for(r"^seat \d: the computer \(club\) plays for Anne until they come back$")
    code, lines = _ends(ben, ben_out)
    assert code == 0 and "The partie is over" in lines
    assert lines.index("Waiting for Anne…") < lines.index("Nobody is waited for") < lines.index("The partie is over")
    assert _ends(host, log)[0] == 0
    partie = game_records.replay(_record(tmp_path / "host"))
    assert partie.is_over() and len(partie.deals) == 4


def _unfinished_table(folder: Path) -> None:
    from piquet_gui.network import table_file

    seats = [table_file.SavedSeat(True, "", "Anne", "token-a"), table_file.SavedSeat(False, "club", "Computer", None)]
    table_file.save(folder, table_file.document("four-deals", {}, seats, None, None, None))


def test_a_broken_table_is_set_aside_in_one_line_and_a_finished_one_kept_and_a_new_partie_begins(
        tmp_path: Path) -> None:
    tmp_path.joinpath("table.json").write_text("{not json")
    host, _ = start_serve(tmp_path, "--game", "four-deals", "--seats", "computer:beginner,computer:beginner")
    status, lines = _ends(host, Lines(host.stderr))
    assert status == 0
    said = [line for line in lines if "table.json" in line]
    assert len(said) == 1 and re.fullmatch(
        rf"serve: {re.escape(str(tmp_path / 'table.json'))} cannot be resumed \(.+\); it is kept as "
        r"table\.damaged-\d{8}-\d{6}\.json and a new partie begins", said[0]), said
    assert [path.read_text() for path in tmp_path.glob("table.damaged-*.json")] == ["{not json"]
    assert game_records.replay(_record(tmp_path)).is_over()

    finished = _record(tmp_path)
    host, _ = start_serve(tmp_path, "--game", "four-deals", "--seats", "computer:beginner,computer:beginner")
    status, lines = _ends(host, Lines(host.stderr))
    assert status == 0 and sum("is over; it is kept as table-" in line for line in lines) == 1, lines
    kept = list(tmp_path.glob("table-*.json"))
    assert len(kept) == 1 and re.fullmatch(r"table-\d{8}-\d{6}\.json", kept[0].name)
    assert json.loads(kept[0].read_text())["record"] == finished


def test_serve_on_an_unfinished_table_with_another_game_says_so_in_one_line(tmp_path: Path) -> None:
    _unfinished_table(tmp_path)
    done = subprocess.run(_command("serve", "--port", "0", "--data-dir", str(tmp_path), "--game", "au-cent"),
                          cwd=ROOT, capture_output=True, text=True, timeout=CEILING_S)
    assert done.returncode == 2 and len(done.stderr.strip().splitlines()) == 1, done.stderr
    assert "holds an unfinished partie of four-deals" in done.stderr and "another --data-dir" in done.stderr
    assert json.loads((tmp_path / "table.json").read_text())["seats"][0]["token"] == "token-a"  # left as it was
