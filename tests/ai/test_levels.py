"""Every level plays whole parties legally and reproducibly; Master's search runs end to end; hints."""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest

from piquet_gui.model.games import find_game, rule_set_of
from piquet_gui.ai import LEVELS, hint, levels, make_player, solver
from piquet_gui.model import Partie
from piquet_gui.model.actions import Bid
from piquet_gui.model.tricks import Phase
from piquet_gui.model.two_handed.deal import Deal
from piquet_gui.model.two_handed.record import dumps


def play(levels: tuple[str, str], seed: int) -> Partie:
    partie = Partie(seed=seed)
    players = [make_player(levels[0], seed), make_player(levels[1], seed + 1)]
    while not partie.is_over():
        if partie.needs_deal():
            partie.start_deal()
        seat = partie.to_act
        view = partie.view(seat)
        action = players[seat].choose(view)
        assert action in view.legal_actions, (levels[seat], action)
        partie.apply(action)
    return partie


@pytest.mark.parametrize("level", LEVELS)
def test_each_level_plays_a_partie_legally_and_the_same_way_twice(level: str) -> None:
    first = play((level, "club"), seed=3)
    assert first.is_over()
    assert dumps(play((level, "club"), seed=3)) == dumps(first)


def test_a_hint_is_a_legal_choice_for_the_seat() -> None:
    partie = Partie(seed=5)
    partie.start_deal()
    for _ in range(40):
        seat = partie.to_act
        view = partie.view(seat)
        suggestion = hint(view, "master")
        assert suggestion in view.legal_actions
        partie.apply(suggestion)
        if partie.current is None:
            break


def test_smoke_benchmark_master_against_club() -> None:
    """The short fixed-seed benchmark CI runs (the 400-pair figures are in the closing note)."""
    done = subprocess.run([sys.executable, "-m", "piquet_gui.bench.players", "--a", "master", "--b", "club",
                           "--pairs", "12", "--seed", "3", "--json"], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    report = json.loads(done.stdout)
    pair = report["pair"]
    assert pair["n"] == 12 and pair["won"] + pair["drawn"] + pair["lost"] == 12
    assert report["decisions"]["master"] > 100 and report["decisions"]["club"] > 100
    assert pair["mean"] > 0, "even twelve pairs should show Master ahead on this seed"


def test_master_plays_to_the_settlement_in_the_last_deal_only() -> None:
    from piquet_gui.ai.levels import score_utility, settlement
    from piquet_gui.model import Play as PlayAction
    from piquet_gui.model.two_handed.formats import rubicon_points

    assert settlement(120, 95) == rubicon_points(120, 95) and settlement(95, 120) == -rubicon_points(120, 95)
    partie = Partie(seed=8)
    while True:
        if partie.needs_deal():
            partie.start_deal()
        view = partie.view(partie.to_act)
        if isinstance(view.legal_actions[0], PlayAction):
            break
        partie.apply(view.legal_actions[0])
    assert view.partie is not None and view.partie.deals_left == 5
    assert score_utility(view) is None, "early in the partie the points themselves count"
    import dataclasses
    me = view.seat
    behind = (60, 150) if me == 0 else (150, 60)
    last = dataclasses.replace(view, partie=dataclasses.replace(view.partie, deals_left=0, totals=behind))
    utility = score_utility(last)
    assert utility is not None
    # Behind and under the rubicon, my own points add to what I pay until I reach 100; reaching it
    # saves far more than any point: that jump is what Master plays for in the last deal.
    worth = [utility(mine, 20) for mine in range(0, 61)]
    jumps = {mine + 1: b - a for mine, (a, b) in enumerate(zip(worth, worth[1:]))}
    reach = 100 - 60  # my scores in this deal, added to the 60 I had before it
    assert jumps[reach] > 100 and all(abs(j) <= 2 for m, j in jumps.items() if m != reach)


def test_one_table_of_levels_serves_the_two_handed_games_and_the_three_handed_end() -> None:
    from piquet_gui.ai.levels import TWO_HANDED
    from piquet_gui.ai.normand_player import NormandPlayer
    from piquet_gui.ai.round_levels import round_player
    from piquet_gui.ai.round_search import RoundSearchPlayer

    assert tuple(TWO_HANDED) == LEVELS
    for level in LEVELS:
        assert type(make_player(level, 1)) is TWO_HANDED[level]
        player = round_player(level, 1, find_game("normand").seats)
        if isinstance(player, RoundSearchPlayer):
            player = player.base
        two_handed = player.two_handed  # type: ignore[attr-defined]
        assert type(two_handed) is TWO_HANDED[level], level
    assert isinstance(round_player("casual", 1, find_game("normand").seats), NormandPlayer)


def test_the_masters_slowest_card_stays_within_its_solver_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    """The first card of an auction's minus contract is the costliest the Master decides (it searches from the
    first trick, the contract scored by the solver): over all its sampled hands it spends at most its
    ``node_budget`` of solver nodes, the hands left then unsearched, so that no card keeps a player waiting."""
    spent: list[int] = []
    real_solve = solver.solve

    def counted(deal: Deal, budget_nodes: int | None = None) -> dict[int, int]:
        try:
            return real_solve(deal, budget_nodes)
        finally:
            spent.append(solver.last_node_count())

    monkeypatch.setattr(solver, "solve", counted)
    rules, _ = rule_set_of("auction", {})
    stopped = 0
    for seed in range(4):
        deal = Deal.shuffled(seed % 2, random.Random(seed), rules)
        deal.apply(Bid("7-"))
        deal.apply(Bid("P"))
        club = make_player("club", seed)
        while deal.phase is not Phase.PLAY:
            seat = deal.to_act
            assert seat is not None
            deal.apply(club.choose(deal.view(seat)))
        master = make_player("master", seed)
        seat = deal.to_act
        assert seat is not None
        spent.clear()
        view = deal.view(seat)
        assert master.choose(view) in view.legal_actions
        assert spent, "the card is searched"
        assert sum(spent) <= levels.Master.node_budget + 1, (seed, sum(spent))
        stopped += len(spent) < levels.Master.worlds // 2
    assert stopped, "the budget, not the count of hands, ends some of these searches"
