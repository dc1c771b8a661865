"""The odds (``ai/odds.py``): a chance in [0, 1], rising with a side's total, 0 or 1 once the partie is decided,
the two sides' chances of a two-handed partie adding up to one; the same for a seed, and quick."""

from __future__ import annotations

import dataclasses
import random
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from piquet_gui.ai.odds import Kind, Odds, Standing, odds, simple_fraction, standings
from piquet_gui.model.games import new_game

from ..helpers import played_on

TWO_HANDED = {
    "rubicon": Standing(Kind.RUBICON, "rubicon", (0, 0), 100, 0, (1, 1, 1, 1, 1, 1)),
    "four-deals": Standing(Kind.RUBICON, "rubicon", (0, 0), 100, 0, (2, 1, 1, 2)),
    "auction": Standing(Kind.RUBICON, "auction", (0, 0), 150, 0, (1, 1, 1, 1, 1, 1)),
    "au-cent": Standing(Kind.GAMES, "au-cent", (0, 0), 100, 0, games_to_win=3),
    "partnership": Standing(Kind.GAMES, "partnership", (0, 0), 100, 0, games_to_win=3, partners=True),
    "target": Standing(Kind.TARGET, "rubicon", (0, 0), 150, 0, games_to_win=2),
}


def at(game: str, mine: int, theirs: int, played: int, won: tuple[int, int] = (0, 0)) -> Standing:
    """A standing of ``game`` with side 0 at ``mine``, side 1 at ``theirs``, ``played`` deals played (Rubicon),
    ``won`` games won (a match of games)."""
    base = TWO_HANDED[game]
    return dataclasses.replace(base, totals=(mine, theirs), deals=played, to_come=base.to_come[played:],
                               games_won=won)


def chances(result: Odds) -> list[float]:
    return [c for c in (result.win, result.escape, result.first) if c is not None]


two_handed = st.sampled_from(sorted(TWO_HANDED))


@settings(max_examples=60, deadline=None)
@given(game=two_handed, mine=st.integers(0, 99), theirs=st.integers(0, 99), played=st.integers(0, 5),
       won=st.tuples(st.integers(0, 2), st.integers(0, 2)), side=st.integers(0, 1))
def test_a_chance_lies_between_none_and_certain(game: str, mine: int, theirs: int, played: int,
                                                won: tuple[int, int], side: int) -> None:
    played = min(played, len(TWO_HANDED[game].to_come) - 1) if TWO_HANDED[game].to_come else played
    result = odds(at(game, mine, theirs, played, won), side)
    assert all(0.0 <= c <= 1.0 for c in chances(result))
    assert not result.decided


@settings(max_examples=60, deadline=None)
@given(game=two_handed, mine=st.integers(0, 95), more=st.integers(1, 60), theirs=st.integers(0, 99),
       played=st.integers(0, 3), side=st.integers(0, 1))
def test_more_points_never_lower_the_chances(game: str, mine: int, more: int, theirs: int, played: int,
                                             side: int) -> None:
    def mine_at(total: int, tie_deals: bool = True) -> Odds:
        totals = (total, theirs) if side == 0 else (theirs, total)
        return odds(dataclasses.replace(at(game, *totals, played), tie_deals=tie_deals), side)

    higher_total = min(99, mine + more) if game != "auction" else mine + more
    lower, higher = mine_at(mine), mine_at(higher_total)
    assert higher.win >= lower.win
    assert lower.first is None or higher.first is not None and higher.first >= lower.first
    # Escaping the rubicon is not always helped by a point more where a tie plays two deals more (below); without
    # them it is.
    lower, higher = mine_at(mine, tie_deals=False), mine_at(higher_total, tie_deals=False)
    assert lower.escape is None or higher.escape is not None and higher.escape >= lower.escape


def test_a_tie_that_plays_on_can_make_a_point_more_a_worse_chance_to_escape() -> None:
    """The exception above, as the rules have it: at 2-0 before four deals' last, side 0 escapes at 100 by
    taking 49 (doubled) or by a tie (its opponent 1 more) and two deals more; at 3-0 no tie can come."""
    two, three = odds(at("four-deals", 2, 0, 3), 0), odds(at("four-deals", 3, 0, 3), 0)
    assert two.escape is not None and three.escape is not None
    assert three.win >= two.win and three.escape < two.escape


@settings(max_examples=60, deadline=None)
@given(game=two_handed, mine=st.integers(0, 99), theirs=st.integers(0, 99), played=st.integers(0, 3),
       won=st.tuples(st.integers(0, 2), st.integers(0, 2)))
def test_the_two_sides_chances_of_winning_add_up_to_one(game: str, mine: int, theirs: int, played: int,
                                                        won: tuple[int, int]) -> None:
    standing = at(game, mine, theirs, played, won)
    mine_odds, theirs_odds = odds(standing, 0), odds(standing, 1)
    assert mine_odds.win + theirs_odds.win == pytest.approx(1.0)
    if mine_odds.first is not None:
        assert mine_odds.first + theirs_odds.first == pytest.approx(1.0)  # type: ignore[operator]


def test_three_handed_chances_of_not_being_last_add_up_to_two() -> None:
    standing = Standing(Kind.THREE, "normand", (60, 30, 85), 100, 4)
    assert sum(odds(standing, seat).win for seat in range(3)) == pytest.approx(2.0)
    assert odds(standing, 2).win > odds(standing, 0).win > odds(standing, 1).win
    out = dataclasses.replace(standing, totals=(60, 30, 104), out=(2,))
    assert odds(out, 2).win == 1.0 and odds(out, 2).decided
    assert odds(out, 0).win + odds(out, 1).win == pytest.approx(1.0)
    assert odds(out, 0).win > 0.5


@pytest.mark.parametrize("name", ["rubicon", "four-deals", "auction", "au-cent", "normand", "partnership",
                                  "target"])
def test_once_the_partie_is_over_the_chances_are_its_outcome(name: str) -> None:
    options = {"partie": "best_of_five"} if name == "partnership" else \
        {"target": 100, "match": "ligada"} if name == "target" else {}
    game = played_on(new_game(name, options, seed=3), random.Random(3))
    sheet = game.score_sheet()
    assert sheet.settlement is not None
    every = standings(sheet)
    assert len(every) == len(sheet.rows) + 1
    for side in range(len(sheet.columns)):
        result = odds(every[-1], side)
        assert result.decided and result.win in (0.0, 0.5, 1.0)
        settlement = sheet.settlement
        won = getattr(settlement, "loser", None) != side if name == "normand" else settlement.winner == side
        assert result.win == (1.0 if won else 0.0) or settlement.winner is None
        if result.escape is not None:
            assert result.escape == float(sheet.totals[side] >= sheet.lines[0].points)
    for standing in every[:-1]:
        assert not odds(standing, 0).decided or name == "normand"


def test_a_rubicon_partie_read_from_its_sheet() -> None:
    """Before deal 1 the six deals are to come; after each deal, one fewer; the totals are the sheet's."""
    game = played_on(new_game("rubicon", seed=5), random.Random(5))
    sheet = game.score_sheet()
    every = standings(sheet)
    assert every[0].to_come == (1,) * 6 and every[0].totals == (0, 0)
    assert every[3].to_come == (1,) * 3 and every[3].totals == sheet.rows[2].totals
    four = standings(played_on(new_game("four-deals", seed=5), random.Random(5)).score_sheet())
    assert four[0].to_come == (2, 1, 1, 2) and four[3].to_come == (2,)


def test_the_same_seed_gives_the_same_odds_quickly() -> None:
    for standing in TWO_HANDED.values():
        odds(standing, 0)  # the pool of continuations drawn once
    for game in TWO_HANDED:
        standing = at(game, 47, 62, 2)
        start = time.perf_counter()
        first = odds(standing, 0)
        elapsed = time.perf_counter() - start
        assert odds(standing, 0) == first
        assert elapsed < 0.05, (game, elapsed)
        assert odds(standing, 0, seed=1).win == pytest.approx(first.win, abs=0.05)
        assert first.samples == 2000 and first.sampled_deals > first.samples and first.measured == 40


def test_a_rubicon_standing_reads_as_it_should() -> None:
    """Far ahead with one deal to go: almost certain to win; far under the rubicon: little chance to escape it."""
    standing = at("rubicon", 150, 40, 5)
    mine, theirs = odds(standing, 0), odds(standing, 1)
    assert mine.win > 0.95 and mine.escape == 1.0
    assert theirs.escape is not None and theirs.escape < 0.3


def test_a_chance_in_words() -> None:
    assert simple_fraction(0.8) == (4, 5)
    assert simple_fraction(0.26) == (1, 4)
    assert simple_fraction(0.62) == (3, 5)
    assert simple_fraction(0.5) == (1, 2)
    assert simple_fraction(0.02) == "almost none"
    assert simple_fraction(0.99) == "almost certain"
    assert simple_fraction(1.0) == "almost certain"  # sampled, not decided
    assert simple_fraction(1.0, decided=True) == "certain"
    assert simple_fraction(0.0, decided=True) == "none"


def test_an_auction_passed_out_is_not_a_deal_of_the_odds() -> None:
    """It is dealt again: the six deals are still to come around it."""
    sheet = played_on(new_game("auction", seed=22), random.Random(22)).score_sheet()
    assert [row.passed_out for row in sheet.rows].count(True) == 1 and len(sheet.rows) == 7
    every = standings(sheet)
    assert len(every) == 7 and [len(s.to_come) for s in every[:6]] == [6, 5, 4, 3, 2, 1]
    assert every[-1].outcome is not None


def test_the_four_handed_game_is_sampled_from_its_own_deals() -> None:
    """The sides of four-handed piquet are partners, and their deals come from the four-handed game's table (its
    points are those of two partners together), not from au cent's."""
    from piquet_gui.ai.odds import points_of
    from piquet_gui.ai.round_target_tables import FOUR_HANDED
    from piquet_gui.ai.target_value import DEAL_POINTS

    four = standings(played_on(new_game("partnership", seed=5), random.Random(5), actions=200).score_sheet())
    assert all(standing.partners for standing in four)
    assert points_of(four[-1].game, four[-1].kind, four[-1].partners) == FOUR_HANDED != DEAL_POINTS
    two = standings(played_on(new_game("au-cent", seed=5), random.Random(5), actions=200).score_sheet())
    assert not any(standing.partners for standing in two)
