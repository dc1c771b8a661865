"""No command of ours ends in a traceback (issue 26): whatever goes wrong in ``replay``, ``analyse`` or the
game's own start, standard error gets one line that says what, and the exit status is not 0.

Each command runs as a subprocess; where nothing in a file can make it fail, a fault is put in by replacing
one function of the program before ``main`` runs (``python -c``).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
RECORDS = ROOT / "tests" / "records"
CAPOT = RECORDS / "capot.json"


def run(*args: str, fault: str = "") -> subprocess.CompletedProcess[str]:
    """``python -m piquet_gui ARGS``; with ``fault``, that statement runs first (it breaks the program)."""
    if not fault:
        command = [sys.executable, "-m", "piquet_gui", *args]
    else:
        code = f"import sys\n{fault}\nfrom piquet_gui.cli import main\nsys.exit(main(sys.argv[1:]))"
        command = [sys.executable, "-c", code, *args]
    return subprocess.run(command, capture_output=True, text=True, timeout=300, cwd=ROOT,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})


def one_line(done: subprocess.CompletedProcess[str]) -> str:
    assert done.returncode != 0
    assert "Traceback" not in done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert len(lines[0]) < 300
    return lines[0]


BOOM = "def boom(*args, **kwargs):\n    raise RuntimeError('something broke')\n"


@pytest.mark.parametrize("where", ["piquet_gui.coach.analysis.analyse", "piquet_gui.coach.report.lucks",
                                   "piquet_gui.coach.report.analysis_lines"])
def test_analyse_says_in_one_line_what_went_wrong_after_the_replay(where: str) -> None:
    module, name = where.rsplit(".", 1)
    done = run("analyse", str(CAPOT), fault=f"{BOOM}import {module}\n{module}.{name} = boom")
    line = one_line(done)
    assert done.returncode == 3 and done.stdout == ""
    assert line.startswith(str(CAPOT)) and "internal error" in line and "something broke" in line


def test_replay_says_in_one_line_what_went_wrong_after_the_replay() -> None:
    fault = f"{BOOM}import piquet_gui.model.game_records as g\ng.summary = boom"
    line = one_line(done := run("replay", str(CAPOT), fault=fault))
    assert done.returncode == 3 and "internal error (RuntimeError: something broke)" in line


def test_the_game_s_start_says_in_one_line_what_went_wrong() -> None:
    line = one_line(done := run("--seed", "3", fault=f"{BOOM}import piquet_gui.app\npiquet_gui.app.run = boom"))
    assert done.returncode == 3 and "something broke" in line


def test_an_interrupted_command_says_so() -> None:
    fault = "def stop(*args, **kwargs):\n    raise KeyboardInterrupt\nimport piquet_gui.coach.analysis as a\na.analyse = stop"
    line = one_line(done := run("analyse", str(CAPOT), fault=fault))
    assert done.returncode == 130 and "interrupted" in line


@pytest.mark.parametrize("args", [["analyse"], ["analyse", str(CAPOT), "--deal", "one"], ["replay", "a", "b"],
                                  ["frobnicate"], ["--speed", "x" * 5000]])
def test_arguments_that_cannot_be_read_are_said_in_one_line(args: list[str]) -> None:
    line = one_line(done := run(*args))
    assert done.returncode == 2 and "--help" in line


def test_a_closed_output_is_not_a_traceback() -> None:
    """``analyse FILE | head -1``: the reader goes away, the command stops quietly."""
    command = f"{sys.executable} -m piquet_gui analyse {CAPOT} | head -1"
    done = subprocess.run(["bash", "-c", command], capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert done.stdout.startswith("Judged in points") and "Traceback" not in done.stderr
    assert "BrokenPipe" not in done.stderr
