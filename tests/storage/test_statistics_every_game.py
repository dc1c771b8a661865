"""Every game is kept in the statistics through the one contract: a partie of two, three or four is recorded and
summed per game, won or lost as its score sheet's settlement says for the person's side (partners share it), its
points per deal from the sheet's rows; an abandoned partie of three or four keeps its deals."""

from __future__ import annotations

import random

import pytest

from piquet_gui.model.any_partie import AnyPartie
from piquet_gui.model.games import GAMES, find_game, new_game
from piquet_gui.model.score_sheet import StakesSettlement
from piquet_gui.storage import statistics
from tests.helpers import played_on

NAMES = ("You", "Ben", "Claire", "Dan")


def played(name: str, seed: int, actions: int | None = None) -> AnyPartie:
    """A partie of ``name`` played with random legal actions (seeded) to its end, or for ``actions`` actions."""
    return played_on(new_game(name, players=NAMES[:find_game(name).seats], seed=seed), random.Random(seed), actions)


def person_at(seat: int, seats: int) -> list[bool]:
    return [s == seat for s in range(seats)]


# (game, seed, the person's seat, won, the person's gain) — worked out by hand from each partie's sheet:
CASES = [
    # 108 v 90, under the rubicon: 108 + 90 + 100.
    ("rubicon", 3, 0, True, 298),
    # Ben wins the match, three games to one (or more): the person pays the net of every game.
    ("au-cent", 2, 0, False, -151),
    # 369 v 356 for the person's opponent (seat 0), not rubiconed at 150: 369 - 356 + 150.
    ("auction", 1, 1, False, -163),
    # Claire out first, then Ben: the person (seat 0) is last and pays each of them a stake.
    ("normand", 4, 0, False, -2),
    # Ben out second: he receives a stake from the last, and has won.
    ("normand", 4, 1, True, 1),
    # Side A (seats 0 and 2) wins its first game 100 v 22, a double game: (100 - 22) x 2; the person sits at 2.
    ("partnership", 3, 2, True, 156),
]


@pytest.mark.parametrize("name, seed, seat, won, points", CASES)
def test_a_finished_partie_of_every_game_is_kept_and_summed(tmp_path, name, seed, seat, won, points) -> None:
    where = tmp_path / "stats.sqlite3"
    partie = played(name, seed)
    sheet = partie.score_sheet()
    settlement = sheet.settlement
    assert settlement is not None and partie.is_over()
    side = partie.sides[seat]
    assert settlement.payments[side] == points, "the hand-worked gain is the sheet's"
    assert statistics.record(partie, person_at(seat, partie.seats), "club", where)
    figures = statistics.summary(where)
    assert [game.game for game in figures.games] == [name] and figures.parties == 1 and figures.damaged == 0
    game = figures.game(name)
    assert game is not None
    assert [(level.level, level.parties, level.won, level.points) for level in game.levels] == \
        [("club", 1, int(won), points)]
    assert game.timeline[0][1] == points and game.best[0]["points"] == points
    assert game.best[0]["totals"][0] == sheet.totals[side]
    assert set(game.best[0]["opponents"]) == {NAMES[s] for s in range(partie.seats) if partie.sides[s] != side}
    # The deals the person played to the end, and what his side made in them, multiplied.
    mine = [row for row in sheet.rows if not row.passed_out and row.points[side] is not None]
    assert game.deals == len(mine)
    assert game.points_per_deal == pytest.approx(sum(row.made(side) for row in mine) / len(mine))
    counts = statistics.tallies(partie)
    assert game.tallies == {key: (each[side], sum(each) - each[side]) for key, each in counts.items()}
    assert game.unit == ("stakes" if isinstance(settlement, StakesSettlement) else "points")
    assert game.partners == (partie.sides.count(side) > 1)


def test_every_game_has_its_own_figures_rubicon_first(tmp_path) -> None:
    where = tmp_path / "stats.sqlite3"
    for name in reversed(GAMES):
        partie = played(name, 3)
        assert statistics.record(partie, person_at(0, partie.seats), "club", where)
    figures = statistics.summary(where)
    assert [game.game for game in figures.games] == list(GAMES)
    assert all(game.parties == 1 for game in figures.games) and figures.parties == len(GAMES)


def test_a_partie_of_four_counts_the_person_and_his_partner_as_one_side(tmp_path) -> None:
    """Side A wins: the person wins whether he is seat 0 or his partner is (he at seat 2), and loses at seat 1."""
    partie = played("partnership", 3)
    settlement = partie.score_sheet().settlement
    assert settlement is not None and settlement.winner == 0 and partie.sides == (0, 1, 0, 1)
    for seat, won in ((0, True), (2, True), (1, False), (3, False)):
        where = tmp_path / f"seat{seat}.sqlite3"
        assert statistics.record(partie, person_at(seat, 4), "club", where)
        game = statistics.summary(where).game("partnership")
        assert game is not None and game.levels[0].won == int(won), seat
        assert game.levels[0].points == (156 if won else -156)
        assert game.partners and game.best[0]["partners"] == [NAMES[(seat + 2) % 4]]


def test_a_partie_of_three_or_four_between_people_is_kept_but_not_in_the_figures(tmp_path) -> None:
    where = tmp_path / "stats.sqlite3"
    partie = played("normand", 4)
    assert statistics.record(partie, [True, True, False], None, where)
    assert statistics.record(partie, [True, True, False], None, where), "once"
    import sqlite3
    with sqlite3.connect(where) as connection:
        rows = connection.execute("SELECT name, players, sides, winners, payments FROM parties").fetchall()
    connection.close()
    assert rows == [("normand", '["You", "Ben", "Claire"]', "[0, 1, 2]", "[1, 2]", "[-2, 1, 1]")]
    assert statistics.summary(where).parties == 0


def test_a_partie_not_over_is_not_recorded(tmp_path) -> None:
    where = tmp_path / "stats.sqlite3"
    assert statistics.record(played("normand", 4, actions=30), person_at(0, 3), "club", where)
    assert statistics.summary(where).games == []


@pytest.mark.parametrize("name, seed, seat", [("normand", 4, 2), ("partnership", 5, 1)])
def test_an_abandoned_partie_of_three_or_four_keeps_its_deals(tmp_path, name, seed, seat) -> None:
    """Normand: Claire (seat 2) is out first, and the deals the two others play on are not hers."""
    where = tmp_path / "stats.sqlite3"
    whole = played(name, seed)
    partie = whole.prefix(whole.action_count() - 20)
    sheet = partie.score_sheet()
    side = partie.sides[seat]
    assert not partie.is_over() and len(sheet.rows) >= 3
    mine = [row for row in sheet.rows if not row.in_progress and not row.passed_out and row.points[side] is not None]
    if name == "normand":
        assert sheet.out[:1] == (2,) and len(mine) < len([row for row in sheet.rows if not row.in_progress])
    assert statistics.abandon(partie, person_at(seat, partie.seats), "club", where)
    assert statistics.abandon(partie, person_at(seat, partie.seats), "club", where), "once"
    figures = statistics.summary(where)
    game = figures.game(name)
    assert game is not None and game.abandoned == 1 and game.parties == 0 and game.levels == []
    assert game.deals == len(mine) > 0
    assert game.points_per_deal == pytest.approx(sum(row.made(side) for row in mine) / len(mine))
    counts = statistics.tallies(partie)
    assert game.tallies == {key: (each[side], sum(each) - each[side]) for key, each in counts.items()}
    # Finished later after all: it counts once, as finished.
    assert statistics.record(whole, person_at(seat, whole.seats), "club", where)
    game = statistics.summary(where).game(name)
    assert game is not None and (game.parties, game.abandoned) == (1, 0)
