"""The players' benchmark: mirrored pairs, determinism across processes, and a sanity result."""

from __future__ import annotations

import json
from typing import Any

import pytest

from piquet_gui.bench.players import (ALL_LEVELS, TimedPlayer, bench_player, benchmark, main, pair_deal, play_deal,
                                 play_pair, summarize)
from piquet_gui.bench.perfect import PerfectPlayer
from piquet_gui.model import Deal, SeatView
from piquet_gui.model.actions import Action


class Recorder:
    """Wraps a player and notes the seat and the dealt cards of every view it decides from."""

    def __init__(self, label: str, level: str, seed: int, log: list[tuple[str, int, tuple[str, ...]]]) -> None:
        self.label, self.log = label, log
        self.player = bench_player(level, seed)
        self.name = self.player.name

    def choose(self, view: SeatView) -> Action:
        self.log.append((self.label, view.seat, tuple(str(c) for c in view.dealt)))
        return self.player.choose(view)


def test_a_pair_plays_the_same_cards_with_the_seats_swapped() -> None:
    for index in range(6):
        log: list[tuple[str, int, tuple[str, ...]]] = []
        outcome, (first, second) = play_pair(
            lambda seed: TimedPlayer(Recorder("A", "beginner", seed, log), []),
            lambda seed: TimedPlayer(Recorder("B", "random", seed, log), []),
            seed=5, index=index)
        # The same cards, talon and dealer both times, and the deal the seed and index name.
        template = pair_deal(5, index)
        assert first.dealt == second.dealt == template.dealt
        assert first.talon == second.talon == template.talon
        assert first.dealer == second.dealer == template.dealer == index % 2
        assert first.is_over() and second.is_over()
        # A sat in seat 0 in the first deal, in seat 1 in the second; B the other way round.
        half = next(i for i, (label, seat, _) in enumerate(log) if (label, seat) in (("A", 1), ("B", 0)))
        in_first, in_second = log[:half], log[half:]
        assert {(label, seat) for label, seat, _ in in_first} == {("A", 0), ("B", 1)}
        assert {(label, seat) for label, seat, _ in in_second} == {("A", 1), ("B", 0)}
        # So each player held each hand once.
        dealt = {(label, seat): cards for label, seat, cards in log}
        assert dealt["A", 0] == dealt["B", 0] and dealt["A", 1] == dealt["B", 1]
        assert dealt["A", 0] != dealt["A", 1]
        # The pair's score is A's margin over both deals.
        assert outcome.a_points == (first.scores[0].total, second.scores[1].total)
        assert outcome.b_points == (first.scores[1].total, second.scores[0].total)
        assert outcome.diff == (first.scores[0].total - first.scores[1].total
                                + second.scores[1].total - second.scores[0].total)
    assert pair_deal(5, 0).dealt != pair_deal(5, 2).dealt != pair_deal(6, 2).dealt


def run_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict:  # type: ignore[type-arg]
    assert main([*args, "--json"]) == 0
    return json.loads(capsys.readouterr().out)  # type: ignore[no-any-return]


def test_the_results_do_not_depend_on_the_number_of_processes(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("--a", "beginner", "--b", "random", "--pairs", "6", "--parties", "1", "--seed", "3")
    one = run_json(capsys, *args, "--jobs", "1")
    two = run_json(capsys, *args, "--jobs", "2")
    assert one["run"]["jobs"] == 1 and two["run"]["jobs"] == 2
    assert one["run"]["decision_times"]["beginner"]["decisions"] == one["decisions"]["beginner"] > 0
    del one["run"], two["run"]
    assert one == two
    assert one["pairs"] == 6 and one["pair"]["n"] == 6
    assert one["parties"]["played"] == 2 and one["parties"]["deals"] >= 12


def test_beginner_beats_random() -> None:
    report = benchmark("beginner", "random", pairs=40, seed=1)
    pair = report["pair"]
    assert pair["ci95"][0] > 0
    assert pair["decisive_share"] >= 0.8
    assert pair["mean"] > 15
    assert report["mean_per_deal"]["a"] > report["mean_per_deal"]["b"]


def test_the_text_report_and_the_checks(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--a", "beginner", "--b", "random", "--pairs", "20", "--memory", "--check",
                 "--min-mean", "10", "--max-ms", "2000"]) == 0
    text = capsys.readouterr().out
    for words in ("mean per pair (A - B)", "95% CI", "pairs won / drawn / lost by A", "decision times",
                  "peak memory"):
        assert words in text
    assert main(["--a", "random", "--b", "beginner", "--pairs", "20", "--check"]) == 1
    assert "A does not beat B" in capsys.readouterr().err


def test_levels_and_statistics() -> None:
    assert {"beginner", "random", "perfect"} <= set(ALL_LEVELS)
    with pytest.raises(ValueError):
        benchmark("nobody", "random", pairs=1)
    figures = summarize([4, -2, 0, 6])
    assert (figures["won"], figures["drawn"], figures["lost"]) == (2, 1, 1)
    assert figures["mean"] == 2 and figures["decisive_share"] == 2 / 3
    low, high = figures["ci95"]
    assert low < 2 < high and high - 2 == pytest.approx(2 - low)


@pytest.mark.parametrize("use_solver", [False, None])
def test_the_perfect_player_sees_the_deal_and_plays_legally(use_solver: bool | None) -> None:
    for index in range(2):
        deal: Deal = pair_deal(9, index)
        perfect = TimedPlayer(PerfectPlayer(seed=index, use_solver=use_solver), [])
        other = TimedPlayer(bench_player("beginner", index), [])
        play_deal(deal, (perfect, other) if index else (other, perfect))
        assert deal.is_over() and perfect.times
    with pytest.raises(RuntimeError):
        PerfectPlayer().choose(pair_deal(9, 0).view(1))  # never handed a deal


def test_two_versions_of_a_player_compare_by_class_name(tmp_path, capsys: pytest.CaptureFixture[str]) -> None:
    """``FILE.py:CLASS`` and ``MODULE:CLASS`` name players outside the levels, so that a change can be
    measured against the code it replaces in one run; a name that does not load is one clear line."""
    trial = tmp_path / "trial.py"
    trial.write_text("from piquet_gui.ai.beginner import Beginner\n\n"
                     "class Careless(Beginner):\n    name = 'Careless'\n\n"
                     "    def choose(self, view):\n        return self.rng.choice(view.legal_actions)\n")
    assert main(["--a", "piquet_gui.ai.beginner:Beginner", "--b", f"{trial}:Careless", "--pairs", "30",
                 "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["pair"]["ci95"][0] > 0  # any legal action at random is worse than the beginner's sense
    for bad in (f"{trial}:Missing", str(tmp_path / "absent.py") + ":X", "nonsense"):
        with pytest.raises(SystemExit):
            main(["--a", bad, "--b", "club", "--pairs", "1"])
        error = capsys.readouterr().err.strip().splitlines()[-1]
        assert error.startswith("python -m piquet_gui.bench.players: error: argument --a:")


# --- the variants (issue 11): --game ---------------------------------------------------------------

@pytest.mark.parametrize("game", ["au-cent", "auction", "normand", "partnership"])
def test_the_bench_runs_a_tiny_configuration_of_each_game_and_prints_its_figures(
        game: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--game", game, "--a", "club", "--b", "random", "--pairs", "2", "--parties", "1"]) == 0
    out = capsys.readouterr().out
    assert "mean per deal (A - " in out and "95% CI" in out
    assert "per partie" in out
    assert "decision times (ms)" in out and "club" in out
    if game != "normand":
        assert out.startswith(f"{game}: A = club, B = random: 2 mirrored pairs (4 deals)")
    else:
        assert out.startswith("three-handed piquet, A = club against two of B = random: 2 deals")


def test_the_default_game_is_todays_two_handed_one() -> None:
    report = benchmark("beginner", "random", pairs=2, seed=3)
    assert report["game"] == "rubicon" and report["rules"] == {}
    assert report["deal"]["mean"] == pytest.approx(report["pair"]["mean"] / 2)


@pytest.mark.parametrize("game", ["au-cent", "auction", "normand", "partnership"])
def test_a_game_benchmark_is_the_same_for_a_seed_and_any_number_of_processes(game: str) -> None:
    one = benchmark("casual", "beginner", pairs=3, seed=2, parties=1, jobs=1, game=game)
    two = benchmark("casual", "beginner", pairs=3, seed=2, parties=1, jobs=2, game=game)
    del one["run"], two["run"]
    assert one == two
    assert one["game"] == game and one["parties"]["played"] == (3 if game == "normand" else 2)


def test_a_three_handed_deal_is_played_with_a_in_each_seat_of_the_same_cards() -> None:
    from piquet_gui.bench.players import play_trio, trio_deal

    seen: list[tuple[str, int, tuple[str, ...]]] = []

    class Spy:
        def __init__(self, label: str, seed: int) -> None:
            from piquet_gui.ai.normand_player import NormandPlayer
            import random as _random
            self.label, self.player, self.name = label, NormandPlayer(_random.Random(seed)), "Spy"

        def choose(self, view: Any) -> Action:
            seen.append((self.label, view.seat, tuple(str(c) for c in view.dealt)))
            action: Action = self.player.choose(view)
            return action

    outcome = play_trio(lambda s: TimedPlayer(Spy("A", s), []), lambda s: TimedPlayer(Spy("B", s), []), 4, 1)
    template = trio_deal(4, 1)
    a_seats = [seat for label, seat, _ in seen if label == "A"]
    assert set(a_seats) == {0, 1, 2}
    for label, seat, dealt in seen:
        assert dealt == tuple(str(c) for c in template.view(seat).dealt)
    assert len(outcome.a_points) == 3 and outcome.diff == sum(outcome.a_points) - sum(outcome.b_points)
