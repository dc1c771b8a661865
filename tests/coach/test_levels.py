"""Your level (issue 30): the measured table of each computer level's error rate per phase, in every game,
and the computer level a person's decisions are closest to."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from piquet_gui.ai.player import LEVELS
from piquet_gui.bench.coach import one_deal
from piquet_gui.coach import levels
from piquet_gui.coach.analysis import Judged, analyse
from piquet_gui.coach.levels import (FEWEST, LEVEL_TABLE, Rate, closest_level, error_rates, level_rates,
                                     overall, table_of)
from piquet_gui.coach.report import analysis_record
from piquet_gui.model.games import GAMES, find_game

RECORDS = Path(__file__).parent.parent / "records"
WEAK = ("beginner", "casual")


def beginner_decisions(deals: int = 8, game: str = "rubicon") -> list[Judged]:
    """Seat 0's decisions in bench deals played by Beginner against Club (seeds the table was not measured
    on).  Eight deals, about two parties: over three the rates are too noisy to tell Beginner from Club
    (one exchange a deal, the phase that tells them apart most)."""
    judged: list[Judged] = []
    for index in range(deals):
        judged += analyse(one_deal("beginner", 900 + index, game), seat=0, seed=index)
    return judged


def test_the_table_has_every_game_and_level_over_at_least_a_hundred_deals() -> None:
    assert levels.MEASURED.startswith("python -m piquet_gui.bench.levels")
    for game in GAMES:
        assert game in LEVEL_TABLE, f"{game} not measured"
        assert list(LEVEL_TABLE[game]) == list(find_game(game).levels)
        for level, row in LEVEL_TABLE[game].items():
            assert row["deals"] >= 100, (game, level)
            assert sum(n for n, _ in row["phases"].values()) >= row["deals"], (game, level)
            assert set(row["phases"]) <= set(levels.PHASES)


def test_the_master_errs_no_more_than_the_beginner_in_every_game() -> None:
    for game in LEVEL_TABLE:
        master, beginner = overall(level_rates(game, "master")), overall(level_rates(game, "beginner"))
        assert master <= beginner, (game, master, beginner)


def test_each_levels_own_rates_are_closest_to_that_level() -> None:
    for game in LEVEL_TABLE:
        for level in LEVEL_TABLE[game]:
            assert closest_level(game, level_rates(game, level)) == level, (game, level)


def test_a_beginners_decisions_are_closest_to_a_weak_level() -> None:
    judged = beginner_decisions()
    rates = error_rates(judged, 0)
    assert sum(r.decisions for r in rates.values()) >= FEWEST
    assert closest_level("rubicon", rates) in WEAK
    assert error_rates(judged, [1]) == {}  # no decision of seat 1 among them


def test_the_rates_are_the_mean_cost_of_a_judged_decision_by_phase() -> None:
    judged = beginner_decisions(1)
    rates = error_rates(judged, 0)
    for phase, rate in rates.items():
        costs = [j.cost for j in judged if j.phase == phase and j.skipped is None and j.cost is not None]
        assert rate.decisions == len(costs) and rate.mean == pytest.approx(sum(costs) / len(costs))
    assert overall(rates) == pytest.approx(sum(r.cost for r in rates.values())
                                           / sum(r.decisions for r in rates.values()))


def test_no_level_with_too_few_decisions() -> None:
    few = {"play": Rate(FEWEST - 1, 9.0, 1.0)}
    assert closest_level("rubicon", few) is None
    assert closest_level("rubicon", {}) is None
    assert closest_level("rubicon", {"play": Rate(FEWEST, 10.0, 1.0)}) in LEVELS


def test_a_game_without_rows_takes_those_of_a_game_with_its_seats(monkeypatch: pytest.MonkeyPatch) -> None:
    kept = {game: rows for game, rows in LEVEL_TABLE.items() if game != "au-cent"}
    monkeypatch.setattr(levels, "LEVEL_TABLE", kept)
    assert table_of("au-cent") == kept["rubicon"]
    assert closest_level("au-cent", level_rates("rubicon", "master")) == "master"


def test_the_analysis_json_carries_each_seats_level() -> None:
    judged = beginner_decisions()
    record = json.loads(json.dumps(analysis_record(judged, seats=2, game="rubicon")))
    entry = record["level"]["0"]
    assert entry["closest"] in WEAK and entry["seats"] == [0]
    assert set(entry["rates"]) <= set(levels.PHASES) and entry["rates"]["play"]["decisions"] > 0


def test_the_command_gives_the_level_of_each_seat() -> None:
    done = subprocess.run([sys.executable, "-m", "piquet_gui", "analyse", str(RECORDS / "capot.json"), "--json"],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert set(report["level"]) == {str(d["seat"]) for d in report["decisions"]}
    for entry in report["level"].values():
        decisions = sum(r["decisions"] for r in entry["rates"].values())
        assert (entry["closest"] is None) == (decisions < FEWEST)
        assert entry["closest"] is None or entry["closest"] in LEVELS
    text = subprocess.run([sys.executable, "-m", "piquet_gui", "analyse", str(RECORDS / "capot.json")],
                          capture_output=True, text=True, timeout=300)
    assert "closest computer level" in text.stdout


def test_four_hands_tell_each_sides_level() -> None:
    judged = analyse(one_deal("beginner", 901, "partnership"), seed=1, worlds=4)
    record = analysis_record(judged, seats=4, game="partnership")
    assert {tuple(e["seats"]) for e in record["level"].values()} == {(0, 2), (1, 3)}
