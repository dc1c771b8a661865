"""The luck of the cards (issue 20): the same for both seats, made of the cards alone, and telling."""

from __future__ import annotations

import statistics
from pathlib import Path

import pytest

from piquet_gui.bench.coach import one_deal
from piquet_gui.coach.analysis import analyse
from piquet_gui.coach.luck import deal_luck
from piquet_gui.model.games import new_game


def test_one_seats_luck_is_the_others_bad_luck_and_the_parts_make_the_result() -> None:
    partie = one_deal("club", 41)
    judged = analyse(partie, worlds=8)
    mine, theirs = deal_luck(partie, 1, 0, judged), deal_luck(partie, 1, 1, judged)
    assert mine is not None and theirs is not None
    for field in ("result", "average", "dealt", "talon", "decisions", "rest"):
        assert getattr(mine, field) == pytest.approx(-getattr(theirs, field))
    assert mine.result == pytest.approx(mine.average + mine.dealt + mine.talon + mine.decisions + mine.rest)
    assert mine.decisions != 0


def test_luck_comes_from_the_cards_not_from_how_they_were_played() -> None:
    """The same cards played by a Master and by a Beginner: the same luck of the deal and of the talon."""
    first, second = one_deal("master", 7), one_deal("beginner", 7)
    assert first.deals[0].dealt == second.deals[0].dealt and first.deals[0].talon == second.deals[0].talon
    a, b = deal_luck(first, 1, 0), deal_luck(second, 1, 0)
    assert a is not None and b is not None
    assert (a.dealt, a.talon, a.average) == (b.dealt, b.talon, b.average)


def test_the_cards_luck_goes_with_the_result() -> None:
    results, cards = [], []
    for index in range(40):
        luck = deal_luck(one_deal("casual", 300 + index), 1, 0)
        assert luck is not None
        results.append(luck.result - luck.average)
        cards.append(luck.cards)
    assert statistics.correlation(results, cards) > 0.5


def test_a_deal_not_over_has_no_luck_figures_yet() -> None:
    partie = new_game("normand", seed=1)
    partie.start_deal()
    assert deal_luck(partie, 1, 0) is None  # (three and four hands: tests/coach/test_round_luck.py)


def test_a_deal_played_to_a_contract_has_no_luck_figures_rather_than_a_guess() -> None:
    from piquet_gui.model.game_records import read, replay

    partie = replay(read(str(Path(__file__).parent.parent / "records" / "variants"
                             / "auction_b2_plus_doubled_pique.json")))
    assert deal_luck(partie, 1, 0) is None
