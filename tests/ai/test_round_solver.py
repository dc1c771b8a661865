"""The three- and four-handed solver against an exhaustive search through the engine itself
(``piquet_gui.bench.round_solver.exhaustive_round_values``), in both games and every option that changes
what their play scores."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from piquet_gui.ai.round_solver import (RoundSolverBudgetExceeded, best_card, clear_cache, position_value, solve,
                                        solve_points)
from piquet_gui.bench.round_solver import (agreement_position, exhaustive_round_values, game_cases,
                                           played_position, with_capot_chance, with_pique_chance)
from piquet_gui.model.actions import Play
from piquet_gui.model.cards import CARDS
from piquet_gui.model.normand.deal import ThreeHandDeal
from piquet_gui.model.partnership.deal import PartnershipDeal
from piquet_gui.model.round_deal import RoundDeal

CASES = game_cases()
NAMES = [name for name, _ in CASES]


def agrees(deal: RoundDeal) -> bool:
    clear_cache()
    return solve(deal) == exhaustive_round_values(deal)


@pytest.mark.parametrize("name,make", CASES, ids=NAMES)
def test_the_solver_agrees_with_exhaustive_search(name: str, make: object) -> None:
    rng = random.Random(f"test:{name}")
    wrong = []
    for i in range(18):
        deal = agreement_position(rng, make, i, (2, 3, 4))  # type: ignore[arg-type]
        if not agrees(deal):
            wrong.append(i)
    assert wrong == []


@pytest.mark.parametrize("name,make", CASES[::2], ids=NAMES[::2])
def test_mid_trick_positions_agree(name: str, make: object) -> None:
    rng = random.Random(f"mid:{name}")
    for i in range(10):
        deal = played_position(rng, make, 2 + i % 3, mid=True)  # type: ignore[arg-type]
        assert deal.trick
        if i % 2:
            deal = with_pique_chance(deal, rng)
        assert agrees(deal), i


@pytest.mark.parametrize("name,make", CASES, ids=NAMES)
def test_positions_with_pique_open_agree(name: str, make: object) -> None:
    rng = random.Random(f"pique:{name}")
    for i in range(16):
        deal = with_pique_chance(played_position(rng, make, 2 + i % 3), rng)  # type: ignore[arg-type]
        assert agrees(deal), i


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 2 ** 32), st.integers(0, len(CASES) - 1), st.sampled_from([2, 3, 4]), st.booleans(),
       st.sampled_from(["plain", "pique", "capot"]))
def test_any_small_position_agrees(seed: int, case: int, left: int, mid: bool, change: str) -> None:
    rng = random.Random(seed)
    deal = played_position(rng, CASES[case][1], left, mid)
    if change == "pique":
        deal = with_pique_chance(deal, rng)
    elif change == "capot":
        deal = with_capot_chance(deal, rng)
    assert agrees(deal)


FOUR = [make for _, make in CASES if make(random.Random(0)).seats == 4]


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2 ** 32), st.sampled_from(FOUR), st.sampled_from([2, 3, 4]), st.booleans(),
       st.sampled_from(["plain", "pique", "capot"]), st.booleans())
def test_a_four_handed_position_is_worth_its_best_card_to_every_seat(seed: int, make: object, left: int,
                                                                      mid: bool, change: str, warm: bool) -> None:
    """What the rest of a deal is worth (the rollouts' exact end) is the best card's value for the seat to act,
    and its opposite for the other side, however the position was reached and whatever the cache holds."""
    rng = random.Random(seed)
    deal = played_position(rng, make, left, mid)  # type: ignore[arg-type]
    if change == "pique":
        deal = with_pique_chance(deal, rng)
    elif change == "capot":
        deal = with_capot_chance(deal, rng)
    clear_cache()
    values = solve(deal) if warm else exhaustive_round_values(deal)
    to_act = deal.to_act
    assert to_act is not None
    best = max(values.values())
    for seat in range(4):
        assert position_value(deal, seat) == (best if seat % 2 == to_act % 2 else -best)


def test_the_best_card_is_legal_and_best_and_a_warm_cache_changes_nothing() -> None:
    for name, make in CASES:
        rng = random.Random(f"best:{name}")
        for i in range(6):
            deal = agreement_position(rng, make, i, (3, 4, 5))
            clear_cache()
            cold = solve(deal)
            warm = solve(deal)
            assert cold == warm
            card = best_card(deal)
            assert Play(CARDS[card]) in deal.legal_actions()
            assert cold[card] == max(cold.values())
            assert sorted(cold) == sorted(p.card.index for p in deal.legal_actions() if isinstance(p, Play))


def test_the_three_handed_value_is_the_seats_points_less_the_mean_of_the_others() -> None:
    rng = random.Random(5)
    make = CASES[0][1]
    deal = played_position(rng, make, 4, mid=False)
    seat = deal.to_act
    assert seat is not None
    values, points = solve(deal), solve_points(deal)
    for card, vector in points.items():
        assert values[card] == vector[seat] - (sum(vector) - vector[seat]) / 2


def test_the_moment_rules_stop_is_ignored_by_both() -> None:
    rng = random.Random(9)
    for make in (CASES[0][1], CASES[2][1]):
        deal = played_position(rng, make, 3)
        free = solve(deal)
        deal.stop_at = tuple(sheet.total + 1 for sheet in deal.scores)  # any score now would stop the deal
        assert solve(deal) == free == exhaustive_round_values(deal)


def test_a_budget_too_small_raises_and_not_in_play_is_refused() -> None:
    rng = random.Random(3)
    deal = played_position(rng, CASES[2][1], 6, mid=False)
    clear_cache()
    with pytest.raises(RoundSolverBudgetExceeded):
        solve(deal, budget_nodes=5)
    clear_cache()
    with pytest.raises(ValueError):
        solve(ThreeHandDeal.shuffled(0, random.Random(1)))
    with pytest.raises(ValueError):
        solve(PartnershipDeal.shuffled(0, random.Random(1)))
