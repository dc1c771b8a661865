"""Playing to the score of au cent's game: what a standing is worth, and when the Master plays for it."""

from __future__ import annotations

import random

import pytest

from piquet_gui.ai.levels import Master
from piquet_gui.ai.target_utility import target_utility
from piquet_gui.ai.target_value import game_value, settle
from piquet_gui.model.games import new_game
from piquet_gui.model.two_handed.partie import Partie


def test_a_finished_game_pays_the_difference_twice_over_when_the_loser_is_under_half() -> None:
    assert game_value(104, 62, 100) == 42
    assert game_value(101, 49, 100) == 2 * 52
    assert game_value(30, 100, 100) == -2 * 70
    assert settle(100, 50, 100) == 50  # 50 is half: not a double game


@pytest.mark.parametrize("mine,theirs", [(0, 0), (50, 50), (90, 40), (60, 95), (99, 10), (45, 55)])
def test_a_standing_is_worth_to_one_seat_what_it_costs_the_other(mine: int, theirs: int) -> None:
    assert game_value(mine, theirs, 100) == pytest.approx(-game_value(theirs, mine, 100))


def test_near_the_end_points_are_not_worth_points() -> None:
    # Ahead near 100 with the opponent under 50: the double game is likely, worth more than the lead.
    assert game_value(90, 40, 100) > 50 + 10
    # Keeping the opponent under 50 is worth more than a point elsewhere.
    assert game_value(95, 48, 100) - game_value(95, 50, 100) > 4
    # More points are never worse.
    for theirs in range(0, 100, 7):
        values = [game_value(mine, theirs, 100) for mine in range(0, 100)]
        assert all(b >= a - 1e-9 for a, b in zip(values, values[1:]))


def _au_cent_view_at(totals: tuple[int, int]) -> tuple[Partie, int]:
    partie = new_game("au-cent", seed=4)
    assert isinstance(partie, Partie)
    partie._standings = partie.format.settle([])  # a new game, then set its totals
    partie._standings = type(partie._standings)(totals, (), 1, partie._standings.result, (), 0)
    partie.start_deal()
    seat = partie.to_act
    assert seat is not None
    return partie, seat


def test_the_view_of_au_cent_tells_the_target_and_the_master_plays_for_it_near_the_end() -> None:
    partie, seat = _au_cent_view_at((20, 30))
    view = partie.view(seat)
    assert view is not None and view.partie is not None
    assert view.partie.target == 100
    assert target_utility(view) is None  # far from 100: the points count
    near, seat = _au_cent_view_at((70, 40))
    view = near.view(seat)
    assert view is not None and view.partie is not None
    utility = target_utility(view)
    assert utility is not None and Master(random.Random(1)).utility(view) is not None
    me, other = view.partie.totals[seat], view.partie.totals[1 - seat]
    if me < other:
        me, other = other, me
        utility = target_utility(near.view(1 - seat))  # type: ignore[arg-type]
        assert utility is not None
    # Reaching 100 now, the opponent under 50, wins a double game; a point short, he may yet pass 50.
    assert utility(100 - me, 0) > utility(99 - me, 0) + 5  # the last point is worth more than 5


def test_rubicon_has_no_target() -> None:
    partie = new_game("rubicon", seed=4)
    assert isinstance(partie, Partie)
    partie.start_deal()
    seat = partie.to_act
    assert seat is not None
    view = partie.view(seat)
    assert view is not None and view.partie is not None and view.partie.target is None
    assert target_utility(view) is None
