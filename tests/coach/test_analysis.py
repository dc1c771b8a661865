"""The coach's analysis (issue 20): every decision judged or skipped with its reason, from the seat's view
alone, deterministic, and a weak player's decisions costing more than the Master's."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from piquet_gui.ai.player import make_player
from piquet_gui.coach.analysis import MARKS, Skip, analyse, judge, mark_of
from piquet_gui.model.actions import Discard, Play
from piquet_gui.model.cards import Card
from piquet_gui.model.two_handed.deal import Deal
from piquet_gui.model.games import new_game
from piquet_gui.model.two_handed.partie import Partie

RECORDS = Path(__file__).parent.parent / "records"


def played_deal(levels: tuple[str, str], seed: int, game: str = "rubicon") -> Partie:
    """A partie of one deal played by the two levels."""
    partie = new_game(game, seed=seed)
    assert isinstance(partie, Partie)
    partie.start_deal()
    players = [make_player(levels[s], seed * 10 + s, game) for s in (0, 1)]
    while len(partie.deals) == 1 and not partie.deals[0].is_over():
        seat = partie.to_act
        assert seat is not None
        view = partie.view(seat)
        assert view is not None
        partie.apply(players[seat].choose(view))
    return partie


def test_every_decision_is_judged_or_skipped_for_a_stated_reason() -> None:
    partie = played_deal(("club", "beginner"), 3)
    judged = analyse(partie)
    assert len(judged) == partie.action_count()
    for item in judged:
        if item.skipped is None:
            assert item.cost is not None and item.cost >= -1e-9 and item.best is not None
            assert item.mark == mark_of(item.cost) and item.worlds > 0
            assert item.values and item.values[0][1] >= item.values[-1][1]
            assert any(action == item.choice for action, _ in item.values)
        else:
            assert item.skipped and item.cost is None
        assert (item.skip is None) == (item.skipped is None)
    phases = {item.phase for item in judged if item.skipped is None}
    assert {"play", "exchange"} <= phases
    forced = [item for item in judged if item.skipped and item.skipped.startswith("forced")]
    assert all(item.skip is Skip.FORCED for item in forced)
    assert forced  # the last trick's card, at least
    assert all(item.phase for item in judged)


def test_forced_decisions_are_skipped_and_the_best_choice_costs_nothing() -> None:
    partie = played_deal(("master", "master"), 5)
    for item in analyse(partie, seat=0):
        if isinstance(item.choice, Play) and item.skipped is None:
            best_value = item.values[0][1]
            chosen_value = next(v for a, v in item.values if a == item.choice)
            assert item.cost == pytest.approx(best_value - chosen_value)


def test_the_analysis_is_the_same_for_a_seed_and_depends_on_the_view_alone() -> None:
    """Twin deals that differ only in the cards the seat cannot see give the same judgement."""
    rng = random.Random(8)
    compared = 0
    for seed in range(10):
        deal = Deal.shuffled(dealer=seed % 2, rng=rng)
        seat = deal.elder
        if deal.to_act != seat or not isinstance(deal.legal_actions()[0], Discard):
            continue
        mine = deal.hand(seat)
        rest = [c for c in (Card.parse(f"{r}{s}") for r in "AKQJT987" for s in "SHDC") if c not in mine]
        rng.shuffle(rest)
        hands = [mine, rest[:12]] if seat == 0 else [rest[:12], mine]
        twin = Deal(deal.dealer, hands, rest[12:], deal.rules)
        if twin.to_act != seat:
            continue
        action = make_player("club", seed).choose(deal.view(seat))
        first = judge(deal.view(seat), action, 1, 0, random.Random(1))
        again = judge(twin.view(seat), action, 1, 0, random.Random(1))
        assert first == again and first.skipped is None
        compared += 1
    assert compared >= 3
    partie = played_deal(("club", "club"), 4)
    assert analyse(partie, seed=2) == analyse(partie, seed=2)


def test_a_beginners_decisions_cost_more_than_the_masters() -> None:
    costs: dict[str, list[float]] = {"beginner": [], "master": []}
    for seed in range(4):
        for level, other in (("beginner", "master"), ("master", "beginner")):
            partie = played_deal((level, other), 20 + seed)
            costs[level] += [j.cost for j in analyse(partie, seat=0, worlds=12) if j.cost is not None]
    mean = {level: sum(values) / len(values) for level, values in costs.items()}
    assert mean["beginner"] > mean["master"] + 0.3, mean


def test_marks_go_by_the_cost() -> None:
    assert [threshold for threshold, _ in MARKS] == sorted((t for t, _ in MARKS), reverse=True)
    assert mark_of(0.4) == "" and mark_of(1) == "?!" and mark_of(3.5) == "?" and mark_of(12) == "??"


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "piquet_gui", "analyse", *args], capture_output=True, text=True,
                          timeout=300)


def test_the_command_prints_each_decision_and_refuses_a_bad_record_in_one_line(tmp_path: Path) -> None:
    done = run_cli(str(RECORDS / "capot.json"), "--seat", "0", "--json")
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["decisions"] and all(d["seat"] == 0 for d in report["decisions"])
    for entry in report["decisions"]:
        assert {"deal", "seat", "phase", "choice", "best", "cost", "mark", "skipped"} <= set(entry)
    assert report["deals"][0]["seats"]["0"]
    assert report["partie"]["0"]["play"]["decisions"] >= report["deals"][0]["seats"]["0"]["play"]["decisions"]
    luck = report["deals"][0]["luck"]["0"]
    assert luck["result"] == pytest.approx(luck["average"] + luck["cards"] + luck["decisions"] + luck["rest"], abs=0.05)
    text = run_cli(str(RECORDS / "capot.json"), "--deal", "1")
    assert text.returncode == 0 and "Deal 1" in text.stdout and "cost" in text.stdout
    bad = run_cli(str(RECORDS / "bad" / "card_not_held.json"))
    assert bad.returncode == 2 and len(bad.stderr.strip().splitlines()) == 1 and not bad.stdout
    missing = run_cli(str(tmp_path / "nothing.json"))
    assert missing.returncode == 2 and len(missing.stderr.strip().splitlines()) == 1
    no_deal = run_cli(str(RECORDS / "capot.json"), "--deal", "9")
    assert no_deal.returncode == 2 and "no deal 9" in no_deal.stderr


def test_each_judgement_finds_its_place_in_the_review_and_the_count_is_known_first() -> None:
    from piquet_gui.coach.analysis import analyse_iter, decision_count

    partie = played_deal(("club", "club"), 6)
    judged = list(analyse_iter(partie, seat=1))
    assert len(judged) == decision_count(partie, seat=1) > 0
    deal = partie.deals[0]
    for item in judged:
        assert deal.history[item.taken] == item.choice and deal.actors[item.taken] == 1
