"""Whatever a record holds is checked, its data past a deal's ``steps`` too (issue 26; RECORD.md: "a deal that
names a card its seat does not hold, or more cards than a rule allows, is refused even where the record says
the deal stopped before that point").  ``steps`` says how far a deal in progress went; the deal's data after
that point is still read and refused if it breaks a rule, in every game, while every record the game writes of
a deal in progress still replays.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from piquet_gui.model import game_records
from piquet_gui.model.actions import Bid
from piquet_gui.model.games import GAMES, new_game
from tests.helpers import played_on
from tests.helpers import CEILING_S

ROOT = Path(__file__).resolve().parent.parent


def in_progress(game: str, before: Callable[[Any], None] | None = None) -> dict[str, Any]:
    """The record the game writes of its first deal just dealt (``before``: what is done first)."""
    partie = new_game(game, seed=11)
    partie.start_deal()
    if before is not None:
        before(partie)
    record: dict[str, Any] = game_records.to_record(partie)
    assert "steps" in record["deals"][0]
    return record


def auction_over(partie: Any) -> None:
    """Elder bids seven plus, younger passes: the exchange is next."""
    partie.apply(Bid("7+"))
    partie.apply(Bid("P"))


def discard_of(count: int, seat_of: Callable[[dict[str, Any]], int]) -> Callable[[dict[str, Any]], str]:
    """Seat ``seat_of(deal)`` puts out ``count`` cards of its hand; what the refusal names."""
    def change(deal: dict[str, Any]) -> str:
        seat = seat_of(deal)
        deal["discards"][seat] = deal["hands"][seat][:count]
        return "exchange"
    return change


def elder_of_two(deal: dict[str, Any]) -> int:
    return 1 - deal["dealer"]


def dealer(deal: dict[str, Any]) -> int:
    return int(deal["dealer"])


def foreign_point(deal: dict[str, Any]) -> str:
    """The first seat to speak calls a point of a card its neighbour holds."""
    seat = (deal["dealer"] + 1) % 4
    deal["calls"][seat] = {"point": [deal["hands"][(seat + 1) % 4][0]]}
    return f"point: seat {seat} calls point"


# (game, what is done before saving, the change past steps): a discard larger than the rules allow (the
# issue's au cent deal with "steps": 0 and nine cards put out), or a call of a card not held.
CASES: list[tuple[str, Callable[[Any], None] | None, Callable[[dict[str, Any]], str]]] = [
    ("rubicon", None, discard_of(9, elder_of_two)),
    ("au-cent", None, discard_of(9, elder_of_two)),
    ("auction", auction_over, discard_of(9, elder_of_two)),
    ("normand", None, discard_of(5, dealer)),
    ("partnership", None, foreign_point),
]


def replay(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "piquet_gui", "replay", str(path)], capture_output=True, text=True,
                          timeout=CEILING_S, cwd=ROOT)


@pytest.mark.parametrize("game, before, change", CASES, ids=[c[0] for c in CASES])
def test_data_past_steps_that_breaks_a_rule_is_refused(tmp_path: Path, game: str,
                                                      before: Callable[[Any], None] | None,
                                                      change: Callable[[dict[str, Any]], str]) -> None:
    record = in_progress(game, before)
    good = tmp_path / "good.json"
    good.write_text(json.dumps(record))
    assert replay(good).returncode == 0, "the record as the game wrote it replays"
    deal = record["deals"][0]
    what = change(deal)
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(record))
    done = replay(bad)
    assert done.returncode == 2, f"steps {deal['steps']}: {done.stdout[:200]}"
    assert done.stdout == "" and "Traceback" not in done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and f"deal 1, {what}" in lines[0], lines


@pytest.mark.parametrize("game", GAMES)
def test_every_record_the_game_writes_of_a_deal_in_progress_replays(game: str) -> None:
    """Stopped after each of its first actions, a partie's record replays to the same record."""
    for seed in range(3):
        for actions in range(0, 60, 3):
            partie = new_game(game, seed=seed)
            played_on(partie, random.Random(seed), actions)
            record = game_records.to_record(partie)
            again = game_records.replay(json.loads(json.dumps(record)))
            assert game_records.to_record(again) == record, (seed, actions)
