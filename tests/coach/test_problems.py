"""Problems (issue 30, *Practise*): the shipped collection's positions, each answer's stability, the problem of the
day and a damaged collection file."""

from __future__ import annotations

import dataclasses
import datetime
import json
import random
from pathlib import Path

import pytest

from piquet_gui.coach import problems
from piquet_gui.coach.analysis import Judged
from piquet_gui.coach.problems import (MARGIN, Problem, answer, answer_values, check, find_problems, load,
                                       of_the_day, rejudge, replay_problem, save)
from piquet_gui.model.actions import Action, Discard
from piquet_gui.model.errors import RecordError
from piquet_gui.model.games import GAMES

SHIPPED = load()


def _second(problem: Problem) -> Action:
    """The second best's action, found among the legal choices by its text."""
    view = replay_problem(problem).view(problem.seat)
    second: Action = next(a for a in view.legal_actions if str(a) == problem.values[1][0])
    return second


def test_the_collection_covers_every_game_several_phases_and_difficulties() -> None:
    assert len(SHIPPED) >= 40
    assert {p.game for p in SHIPPED} == set(GAMES)
    assert len({p.phase for p in SHIPPED}) >= 3
    assert len({p.difficulty for p in SHIPPED}) == 3
    assert len({p.id for p in SHIPPED}) == len(SHIPPED)


def test_every_shipped_problem_replays_to_its_seat_with_the_best_legal() -> None:
    for problem in SHIPPED:
        position = replay_problem(problem)
        assert position.to_act == problem.seat, problem.id
        view = position.view(problem.seat)
        assert problem.action in view.legal_actions, problem.id
        assert str(problem.action) == problem.best == problem.values[0][0]
        assert problem.margin >= MARGIN and problem.margin > 2 * problem.spread, problem.id
        assert problem.values[0][1] - problem.values[1][1] == pytest.approx(problem.margin, abs=0.011)


def test_a_shipped_problem_stays_best_rejudged_with_twice_the_samples() -> None:
    """The issue's "a problem's answer is checked to stay best when re-judged with twice the samples", under
    seeds the generator did not use, for a few problems of the two-handed games and of three and four hands,
    drawn with a seed."""
    two_handed = [p for p in SHIPPED if p.game in ("rubicon", "au-cent", "auction")]
    round_games = [p for p in SHIPPED if p.game in ("normand", "partnership")]
    for problem in random.Random(30).sample(two_handed, 4) + random.Random(30).sample(round_games, 2):
        pooled = rejudge(problem, "test")
        assert pooled[0][0] == problem.action, problem.id


def test_a_position_with_two_equal_choices_is_not_a_problem(monkeypatch: pytest.MonkeyPatch) -> None:
    from piquet_gui.bench.coach import one_deal

    partie = one_deal("club", 7)

    def judged_as(first: float, second: float, spread: float):  # type: ignore[no-untyped-def]
        def judge(view, action, deal, step, rng, *rest):  # type: ignore[no-untyped-def]
            legal = view.legal_actions
            base = Judged(deal, view.seat, "play", step, 0, action)
            if len(legal) < 2 or isinstance(action, Discard):
                return dataclasses.replace(base, skipped="forced")
            return dataclasses.replace(base, best=legal[0], cost=0.0, spread=spread, worlds=24,
                                       values=((legal[0], first), (legal[1], second)))
        return judge

    monkeypatch.setattr(problems, "judge", judged_as(5.0, 5.0, 0.0))
    assert list(find_problems(partie, levels=("beginner",))) == []
    monkeypatch.setattr(problems, "judge", judged_as(5.0, 5.0 - MARGIN + 0.5, 0.0))  # under the margin
    assert list(find_problems(partie, levels=("beginner",))) == []
    monkeypatch.setattr(problems, "judge", judged_as(5.0, 5.0 - MARGIN, 2.0))  # within two standard errors
    assert list(find_problems(partie, levels=("beginner",))) == []
    monkeypatch.setattr(problems, "judge", judged_as(5.0, 5.0 - MARGIN, 0.5))  # clear: problems
    assert list(find_problems(partie, levels=("beginner",)))


def test_the_problem_of_the_day_is_the_same_all_day_and_changes_day_to_day() -> None:
    day = datetime.date(2026, 11, 28)
    assert of_the_day(SHIPPED, day) == of_the_day(list(SHIPPED), day)
    assert of_the_day(SHIPPED, day + datetime.timedelta(days=1)) != of_the_day(SHIPPED, day)
    seen = {of_the_day(SHIPPED, day + datetime.timedelta(days=n)).id for n in range(len(SHIPPED))}
    assert len(seen) == len(SHIPPED)  # every one in turn


@pytest.mark.parametrize("text", ["", "{not json", "[1, 2]", '{"format": "piquet-problems", "problems": [1]}',
                                  "\u00ff\u00fe\x00"])
def test_a_damaged_problems_file_gives_a_one_line_error(tmp_path: Path, text: str) -> None:
    path = tmp_path / "problems.json"
    path.write_text(text, encoding="latin-1")
    with pytest.raises(RecordError) as caught:
        load(path)
    assert "\n" not in str(caught.value) and "problems.json" in str(caught.value)


def test_a_damaged_problem_names_the_problem_and_the_field(tmp_path: Path) -> None:
    path = tmp_path / "problems.json"
    save(SHIPPED[:3], path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["problems"][1]["margin"] = "lots"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(RecordError, match="problem 2: margin is 'lots'"):
        load(path)
    data["problems"][1]["margin"] = 4.0
    data["problems"][2]["best_data"] = {"kind": "play", "card": 99}
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(RecordError, match="problem 3: not an action"):
        load(path)
    with pytest.raises(RecordError, match="cannot be read"):
        load(tmp_path / "missing.json")


def test_a_collection_saved_loads_the_same(tmp_path: Path) -> None:
    path = tmp_path / "problems.json"
    save(SHIPPED, path)
    assert load(path) == SHIPPED


def test_check_accepts_the_best_and_refuses_the_second() -> None:
    for problem in SHIPPED[:: max(1, len(SHIPPED) // 8)]:
        second = _second(problem)
        assert check(problem, problem.action) and check(problem, problem.best)
        assert not check(problem, second) and not check(problem, str(second))
        assert answer_values(problem)[0] == (problem.best, problem.values[0][1])


def test_an_answer_is_judged_with_the_problems_sampled_deals() -> None:
    problem = next(p for p in SHIPPED if p.game == "rubicon")
    best = answer(problem, problem.action)
    assert best.best_choice and best.best == problem.action
    worse = answer(problem, _second(problem))
    assert worse.cost == pytest.approx(problem.margin, abs=0.011) and not worse.well


def test_the_generator_writes_a_mix_the_hardest_first() -> None:
    from piquet_gui.bench.problems import selection

    chosen = selection(SHIPPED, 2)
    assert len(chosen) == 2 * len(GAMES)
    for game in GAMES:
        first = next(p for p in chosen if p.game == game)
        assert first.difficulty == "hard"
