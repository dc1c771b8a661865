"""A decision's cost in the partie's terms (``coach.partie_terms``): the drop in the chance of winning the partie
its points would have made, from the standing after its deal; none for no cost, never less for more; exact at the
partie's end (the points that would have turned the result cost all of it); the mark the severer of the two."""

from __future__ import annotations

import dataclasses
import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from piquet_gui.ai.odds import standings
from piquet_gui.coach.analysis import analyse
from piquet_gui.coach.partie_terms import chance_drop, chance_mark, in_partie_terms, severer
from piquet_gui.coach.report import analysis_record
from piquet_gui.model.games import new_game
from tests.helpers import played_on

_RUBICON = played_on(new_game("rubicon", seed=3), random.Random(3))
EVERY = standings(_RUBICON.score_sheet())


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=1, max_value=len(EVERY) - 2), st.integers(0, 1), st.floats(0, 40), st.floats(0, 40))
def test_no_cost_no_drop_and_more_points_never_a_smaller_drop(index: int, side: int, small: float,
                                                             more: float) -> None:
    after = EVERY[index]
    assert chance_drop(after, side, 0) == 0.0
    low, high = chance_drop(after, side, small), chance_drop(after, side, small + more)
    assert low is not None and high is not None
    assert 0.0 <= low <= high + 1e-9 <= 1.0 + 1e-9


def test_at_the_partie_s_end_the_points_that_would_have_turned_it_cost_all_of_it() -> None:
    final = EVERY[-1]
    assert final.outcome is not None
    loser = min(range(2), key=lambda side: final.outcome[side])
    winner = 1 - loser
    margin = final.totals[winner] - final.totals[loser]
    assert chance_drop(final, loser, margin + 1) == 1.0, "a point more than the margin would have won the partie"
    assert chance_drop(final, loser, margin) == 0.5, "the margin exactly: a tie, two deals more"
    assert chance_drop(final, loser, max(0, margin - 1)) == 0.0 if margin > 1 else True
    assert chance_drop(final, winner, 30) == 0.0, "the winner's points cost him nothing of a partie won"
    # Earlier in the partie the same points are worth a part of it only.
    assert 0.0 < chance_drop(EVERY[1], loser, margin + 1) < 1.0


def test_marks_go_by_the_severer_of_the_points_and_the_chance() -> None:
    assert [chance_mark(d) for d in (0.02, 0.06, 0.11, 0.2)] == ["", "?!", "?", "??"]
    assert severer("?!", chance_mark(0.2)) == "??" and severer("??", chance_mark(0.0)) == "??"


def test_the_last_deal_s_decisions_in_the_partie_s_terms_and_in_analyse_s_record() -> None:
    partie = _RUBICON
    last = len(partie.deals)
    judged = analyse(partie, None, last, seed=1, worlds=4, exchange_worlds=16)
    terms = in_partie_terms(partie, judged, seed=1)
    assert [dataclasses.replace(t, chance=None, mark="") for t in terms] == \
        [dataclasses.replace(j, mark="") for j in judged], "nothing else changes"
    costed = [t for t in terms if t.cost is not None and t.skipped is None]
    assert costed and all(t.chance is not None and 0.0 <= t.chance <= 1.0 for t in costed)
    final = EVERY[-1]
    for before, after in zip(judged, terms):
        assert severer(before.mark, after.mark) == after.mark, "a mark never lighter than the points'"
        if after.chance is not None and after.cost:
            side = after.seat
            assert after.chance == round(chance_drop(final, side, after.cost, 1), 4)
    record = json.loads(json.dumps(analysis_record(terms)))
    assert "chance" in record["decisions"][0] and record["chance_marks"] == {"??": 0.15, "?": 0.1, "?!": 0.05}
