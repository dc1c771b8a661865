"""Every good record under tests/records replays through the real command to the expected JSON.

The expected files (tests/records/expected/<name>.json) were written from scores counted by hand from
RULES.md; tests/model/test_worked_examples.py plays the same deals through the engine and explains each
number.  Run as a subprocess so that the command line, its exit status and its output are what is tested.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from tests.helpers import CEILING_S

RECORDS = Path(__file__).parent / "records"
EXPECTED = RECORDS / "expected"
FIXTURES = sorted(RECORDS.glob("*.json"))
ROOT = Path(__file__).resolve().parent.parent


def replay(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "piquet_gui", "replay", str(path)], capture_output=True,
                          text=True, timeout=CEILING_S, cwd=ROOT)


def test_every_record_has_an_expected_output() -> None:
    assert FIXTURES, "no record fixtures found"
    assert sorted(p.name for p in EXPECTED.glob("*.json")) == [p.name for p in FIXTURES]


@pytest.mark.parametrize("record", FIXTURES, ids=[p.stem for p in FIXTURES])
def test_replay_prints_the_expected_scores(record: Path) -> None:
    done = replay(record)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    got = json.loads(done.stdout)
    expected = json.loads((EXPECTED / record.name).read_text())
    assert got["deals"] == expected["deals"]
    assert got["result"] == expected["result"]
    assert got["totals"] == expected["totals"]
    assert got == expected


@pytest.mark.parametrize("record", FIXTURES, ids=[p.stem for p in FIXTURES])
def test_expected_outputs_are_consistent(record: Path) -> None:
    """A check on the fixtures themselves: each total is the sum of its items times the multiplier, and
    the printed totals are the sums of the deals' totals (RECORD.md)."""
    expected = json.loads((EXPECTED / record.name).read_text())
    sums = [0, 0]
    for deal in expected["deals"]:
        for seat, sheet in enumerate(deal["scores"]):
            items = sum(v for k, v in sheet.items() if k != "total")
            assert sheet["total"] == items * deal["multiplier"]
            sums[seat] += sheet["total"]
        assert sum(deal["tricks_won"]) == 12
        assert deal["elder"] == 1 - deal["dealer"]
    assert expected["totals"] == sums
