"""The perfect-information player of three and four hands: it sees the deal the bench hands it, plays legally,
and is deterministic; the bench plays it in both round games."""

from __future__ import annotations

import random

import pytest

from piquet_gui.bench.players import benchmark
from piquet_gui.bench.round_perfect import RoundPerfectPlayer
from piquet_gui.model.normand.deal import ThreeHandDeal
from piquet_gui.model.partnership.deal import PartnershipDeal
from piquet_gui.model.round_deal import RoundDeal


def fresh(game: str, seed: int) -> RoundDeal:
    if game == "normand":
        return ThreeHandDeal.shuffled(seed % 3, random.Random(seed))
    return PartnershipDeal.shuffled(seed % 4, random.Random(seed))


def played(game: str, seed: int) -> list[int]:
    deal = fresh(game, seed)
    players = [RoundPerfectPlayer(seed, "casual", game, solve_at=4) for _ in range(deal.seats)]
    for player in players:
        player.attach(deal)
    while not deal.is_over():
        seat = deal.to_act
        assert seat is not None
        view = deal.view(seat)
        action = players[seat].choose(view)
        assert action in view.legal_actions
        deal.apply(action)
    return [sheet.total for sheet in deal.scores]


@pytest.mark.parametrize("game", ["normand", "partnership"])
def test_the_perfect_player_plays_whole_deals_legally_and_the_same_for_a_seed(game: str) -> None:
    for seed in range(2):
        assert played(game, seed) == played(game, seed)


def test_it_needs_the_deal() -> None:
    deal = fresh("partnership", 1)
    player = RoundPerfectPlayer(1, "casual", "partnership")
    while deal.phase.value != "play":
        seat = deal.to_act
        assert seat is not None
        deal.apply(player.choose(deal.view(seat)))  # outside the play it is the base level
    seat = deal.to_act
    assert seat is not None
    with pytest.raises(RuntimeError):
        player.choose(deal.view(seat))


@pytest.mark.parametrize("game", ["normand", "partnership"])
def test_the_bench_plays_it_in_the_round_games(game: str) -> None:
    report = benchmark("perfect", "casual", 1, seed=2, game=game)
    assert report["pair"]["n"] == 1 and report["decisions"]["perfect"] > 0
    with pytest.raises(ValueError):
        benchmark("perfect", "casual", 1, seed=2, parties=1, game=game)
