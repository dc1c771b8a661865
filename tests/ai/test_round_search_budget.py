"""The four-handed search's solver budget (issue 31): a decision's whole-deal solving stays within its trick
nodes however hard the sampled deals are, and a deal too hard for its share is rolled out instead, valued on
the same scale as a solved one."""

from __future__ import annotations

import random
from typing import Any

import pytest

from piquet_gui.ai import round_search
from piquet_gui.ai.partnership_player import PartnershipPlayer
from piquet_gui.ai.round_search import RoundSearchPlayer, rollout, seat_score, tricks_left_in
from piquet_gui.ai.round_solver import RoundSolverBudgetExceeded, last_node_count, solve, tricks_left
from piquet_gui.model.actions import Play
from piquet_gui.model.round_deal import RoundDeal

from .test_round_search import simple_partners


def searcher(seed: int, solve_from: int, solve_nodes: int = round_search.SOLVE_NODES,
             worlds: int = 6) -> RoundSearchPlayer:
    return RoundSearchPlayer(random.Random(seed), PartnershipPlayer(random.Random(seed)), worlds=worlds, min_worlds=4,
                             budget=10**9, exact=4, solve_from=solve_from, solve_nodes=solve_nodes)


def test_a_rolled_out_deal_is_valued_from_now_like_a_solved_one() -> None:
    """The last card of a trick with four left: played out and the rest counted exactly, less the score so
    far, is the solver's value of that card, for every legal card."""
    checked = 0
    for seed in range(30):
        for deal, seat, view in simple_partners(seed):
            plays = [a for a in view.legal_actions if isinstance(a, Play)]
            if tricks_left(deal) == 4 and len(deal.trick) == 3 and len(plays) > 1:
                values = solve(deal)
                now = seat_score(deal, seat)
                for play in plays:
                    assert rollout(deal, play.card, seat, exact_at=4) - now == values[play.card.index]
                checked += 1
    assert checked >= 10


def test_a_search_with_no_solver_nodes_plays_as_its_rollouts() -> None:
    """Each of the first sampled deals too hard for its share of the budget is rolled out (and no deal after
    them is used once the budget is spent): the same card as the search that rolls those deals out."""
    compared = 0
    for seed in range(6):
        for _, _, view in simple_partners(seed):
            plays = [a for a in view.legal_actions if isinstance(a, Play)]
            if len(plays) > 1 and 5 <= tricks_left_in(view) <= 7:
                assert searcher(seed, 7, 1, worlds=6).choose(view) == searcher(seed, 0, worlds=4).choose(view)
                compared += 1
    assert compared >= 20


@pytest.mark.parametrize("solve_nodes", (3000, 20_000))
def test_a_decision_spends_at_most_its_solver_nodes(monkeypatch: pytest.MonkeyPatch, solve_nodes: int) -> None:
    """From seven tricks left, where one deal may cost over ten thousand trick nodes: the nodes of every
    solve of a decision, the ones given up included, add up to at most the budget (one node over for each
    given up, the one that tells); and the card chosen is legal."""
    spent: list[int] = []
    gave_up = 0

    def counted(deal: RoundDeal, budget_nodes: int | None = None) -> dict[int, float]:
        nonlocal gave_up
        assert budget_nodes is not None
        try:
            values = solve(deal, budget_nodes)
        except RoundSolverBudgetExceeded:
            spent.append(budget_nodes + 1)
            gave_up += 1
            raise
        spent.append(last_node_count())
        return values

    monkeypatch.setattr(round_search, "solve", counted)
    decisions = 0
    for seed in range(3):
        for _, _, view in simple_partners(seed):
            plays = [a for a in view.legal_actions if isinstance(a, Play)]
            if len(plays) > 1 and tricks_left_in(view) == 7:
                spent.clear()
                before = gave_up
                chosen: Any = searcher(seed, 7, solve_nodes).choose(view)
                assert chosen in plays
                assert sum(spent) <= solve_nodes + (gave_up - before), spent
                decisions += 1
    assert decisions >= 6
    if solve_nodes == 3000:
        assert gave_up > 0
