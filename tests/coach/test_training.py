"""*Train on my mistakes* below the window: the person's parties looked through, his marked decisions kept where
they stand in their partie, set again exactly as his seat saw them, answers judged with the first judgement's
sampled deals, and a mistake answered well not coming back."""

from __future__ import annotations

import random
import sqlite3

import pytest

from piquet_gui.coach import training
from piquet_gui.coach.analysis import analyse
from piquet_gui.model import game_records
from piquet_gui.model.games import find_game, new_game
from piquet_gui.storage import statistics
from piquet_gui.storage import training as kept
from tests.helpers import played_on

NAMES = ("You", "Ben", "Claire", "Dan")


def recorded(where, name: str = "rubicon", seed: int = 3, seat: int = 0):
    """A partie of ``name`` played at random to its end and kept in the statistics, the person at ``seat``."""
    seats = find_game(name).seats
    partie = played_on(new_game(name, players=NAMES[:seats], seed=seed), random.Random(seed))
    assert statistics.record(partie, [s == seat for s in range(seats)], "club", where)
    return partie


def test_the_person_s_parties_are_looked_through_once_and_his_mistakes_kept_costliest_first(tmp_path) -> None:
    where = tmp_path / "statistics.sqlite3"
    partie = recorded(where)
    found = kept.unjudged(where)
    assert [(p.name, p.seat) for p in found] == [("rubicon", 0)]
    judged = list(training.search(game_records.replay(found[0].record), found[0].seat))
    assert judged and all(j.seat == 0 for j in judged)
    assert kept.keep_judged(found[0], judged, where)
    assert kept.unjudged(where) == []  # looked through: not again
    due = kept.due(where)
    marked = [j for j in judged if j.mark and j.skipped is None]
    assert len(due) == len(marked) > 0  # random play makes mistakes
    assert [d.mistake.cost for d in due] == sorted((d.mistake.cost for d in due), reverse=True)
    assert all(d.mistake.cost >= training.WELL for d in due if not d.mistake.chance)
    [rates] = kept.judged_parties(where)
    assert rates.name == "rubicon"
    assert sum(f["decisions"] for f in rates.rates.values()) == sum(1 for j in judged if j.skipped is None)
    assert partie.is_over()


def test_a_mistake_is_set_again_as_the_seat_saw_it_and_judged_with_the_same_deals(tmp_path) -> None:
    where = tmp_path / "statistics.sqlite3"
    recorded(where, seed=5)
    [found] = kept.unjudged(where)
    partie = game_records.replay(found.record)
    judged = {j.step: j for j in training.search(partie, found.seat)}
    assert kept.keep_judged(found, judged.values(), where)
    for item in kept.due(where)[:4]:
        step = item.mistake.step
        views = [view for n, (_, _, view, _) in enumerate(partie.decisions()) if n == step]
        again = training.position(partie, step)
        assert again.to_act == item.mistake.seat
        assert again.view(item.mistake.seat) == views[0]  # exactly what the seat saw, nothing more
        _, _, chosen = training.decision(partie, step)
        same = training.answer(partie, step, chosen)
        assert same.cost == pytest.approx(judged[step].cost)  # the same sampled deals weigh it
        assert not same.well
        best = training.answer(partie, step, judged[step].best)
        assert best.best_choice and best.well


def test_a_mistake_answered_well_does_not_come_back_and_one_answered_badly_does(tmp_path) -> None:
    where = tmp_path / "statistics.sqlite3"
    recorded(where, seed=7)
    [found] = kept.unjudged(where)
    assert kept.keep_judged(found, training.search(game_records.replay(found.record), found.seat), where)
    first, second = kept.due(where)[:2]
    assert kept.answered(first.id, False, where)
    assert kept.answered(second.id, True, where)
    again = {d.id: d for d in kept.due(where)}
    assert second.id not in again
    assert again[first.id].tries == 1
    assert kept.due(where)[-1].id == first.id  # tried once: after those not tried yet
    assert statistics.reset(where)
    assert kept.due(where) == [] and kept.judged_parties(where) == []


def test_only_parties_against_the_computer_are_the_person_s_own(tmp_path) -> None:
    where = tmp_path / "statistics.sqlite3"
    partie = played_on(new_game("rubicon", players=NAMES[:2], seed=2), random.Random(2))
    assert statistics.record(partie, [True, True], None, where)  # two people at one screen: whose mistakes?
    assert kept.unjudged(where) == []


def test_a_damaged_database_gives_nothing_and_keeps_nothing_without_a_traceback(tmp_path) -> None:
    where = tmp_path / "statistics.sqlite3"
    where.write_bytes(b"not a database at all" * 100)
    assert kept.unjudged(where) == [] and kept.due(where) == [] and kept.judged_parties(where) == []
    partie = kept.KeptPartie(1, "rubicon", "2026-11-28", 0, {})
    assert not kept.keep_judged(partie, [], where)
    assert not kept.answered(1, True, where)
    assert where.read_bytes().startswith(b"not a database")  # left as it was


def test_a_row_of_junk_is_skipped(tmp_path) -> None:
    where = tmp_path / "statistics.sqlite3"
    recorded(where, seed=3)
    [found] = kept.unjudged(where)
    assert kept.keep_judged(found, analyse(game_records.replay(found.record), 0, 1), where)
    before = len(kept.due(where))
    assert before > 0
    with sqlite3.connect(where) as connection:
        connection.execute("INSERT INTO judged (partie, judged_at, seat, rates) VALUES (99, 'x', 0, 'junk')")
        connection.execute("UPDATE mistakes SET cost = 'junk' WHERE id = (SELECT MIN(id) FROM mistakes)")
    connection.close()
    assert len(kept.judged_parties(where)) == 1
    assert len(kept.due(where)) == before - 1  # the damaged one left out, the others there


def test_a_partie_without_a_mistake_is_still_judged(tmp_path) -> None:
    where = tmp_path / "statistics.sqlite3"
    recorded(where, seed=3)
    [found] = kept.unjudged(where)
    assert kept.keep_judged(found, [], where)  # nothing judged, nothing marked: looked through all the same
    assert kept.unjudged(where) == [] and kept.due(where) == []
    assert kept.keep_mistakes(found, [], where)
