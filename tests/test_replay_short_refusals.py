"""A refusal quotes at most a few dozen characters of what it found in the file (issue 26): a megabyte of game
name, player name, card, option name or value gives one short line on standard error, never the input again.
"""

from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from piquet_gui.model.errors import QUOTE_LIMIT, RecordError, quoted
from piquet_gui.model.two_handed.record import NAME_LIMIT
from tests.helpers import CEILING_S

ROOT = Path(__file__).resolve().parent.parent
RECORDS = ROOT / "tests" / "records"
VARIANTS = RECORDS / "variants"
HUGE = 1_000_000

GOOD = {
    "rubicon": RECORDS / "rubicon_six_deals.json",
    "au-cent": VARIANTS / "au_cent_a2_partie.json",
    "auction": VARIANTS / "auction_complete_partie.json",
    "normand": VARIANTS / "normand_random_game_to_60.json",
    "partnership": VARIANTS / "partnership_random_game.json",
}
OPTION = {"rubicon": "carte_rouge", "au-cent": "carte_rouge", "auction": "contract_base", "normand": "capot",
          "partnership": "partie"}
"""An option of each game, to be given a wrong value."""


def refusal(tmp_path: Path, record: dict[str, Any]) -> str:
    """The one line ``replay r.json`` refuses ``record`` with (it must be short)."""
    (tmp_path / "r.json").write_text(json.dumps(record))
    done = subprocess.run([sys.executable, "-m", "piquet_gui", "replay", "r.json"], capture_output=True, text=True,
                          timeout=CEILING_S, cwd=tmp_path, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 2 and done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in done.stderr
    assert len(lines[0]) < 300, lines[0][:400]
    return lines[0]


def game_name(record: dict[str, Any]) -> None:
    record["game"] = "w" * HUGE


def player_name(record: dict[str, Any]) -> None:
    record["players"][-1] = "Anne" * (HUGE // 4)


def card(record: dict[str, Any]) -> None:
    record["deals"][0]["hands"][1][3] = "Q" * HUGE


def option_name(record: dict[str, Any]) -> None:
    record["options"] = {**record.get("options", {}), "k" * HUGE: True}


def option_value(record: dict[str, Any]) -> None:
    record["options"] = {**record.get("options", {}), OPTION[record.get("game", "rubicon")]: "v" * HUGE}


def option_list(record: dict[str, Any]) -> None:
    record["options"] = {**record.get("options", {}), OPTION[record.get("game", "rubicon")]: [[7] * 9] * (HUGE // 20)}


def seat_level(record: dict[str, Any]) -> None:
    record["seats"] = [{"kind": "computer", "level": "L" * HUGE}] * len(record["players"])


def steps(record: dict[str, Any]) -> None:
    record["deals"][-1]["steps"] = 10 ** 300


CHANGES: list[Callable[[dict[str, Any]], None]] = [game_name, player_name, card, option_name, option_value,
                                                  option_list, seat_level, steps]


@pytest.mark.parametrize("change", CHANGES, ids=[c.__name__ for c in CHANGES])
@pytest.mark.parametrize("game", GOOD)
def test_a_huge_value_is_quoted_in_a_few_dozen_characters(tmp_path: Path, game: str,
                                                          change: Callable[[dict[str, Any]], None]) -> None:
    record = copy.deepcopy(json.loads(GOOD[game].read_text()))
    change(record)
    line = refusal(tmp_path, record)
    assert "…" in line or change in (player_name, steps, seat_level), line
    if change is player_name:
        assert f"at most {NAME_LIMIT}" in line


def test_a_huge_auction_call_is_quoted_in_a_few_dozen_characters(tmp_path: Path) -> None:
    record = json.loads(GOOD["auction"].read_text())
    record["deals"][0]["auction"] = ["8" * HUGE]
    assert "deal 1, auction: '8888" in refusal(tmp_path, record)


def test_quoting_keeps_a_few_dozen_characters_and_a_record_error_one_line() -> None:
    assert quoted("QH") == "'QH'"
    assert len(quoted("x" * HUGE)) <= QUOTE_LIMIT + 2 and quoted("x" * HUGE).endswith("…'")
    assert len(quoted(list(range(HUGE)))) <= QUOTE_LIMIT
    assert str(RecordError("a\nb")) == "a b"
    assert len(str(RecordError("y" * HUGE))) < 300
