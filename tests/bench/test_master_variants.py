"""The Masters' variants kept for the bench (``bench.master_variants``): each plays, and the tool that removes
the bidding's and the exchange's noise does what it says."""

from __future__ import annotations

import random

import pytest

from piquet_gui.ai.player import make_player
from piquet_gui.bench import master_variants
from piquet_gui.bench.players import TimedPlayer, game_setup, pair_deal, play_deal, play_partnership_pair
from piquet_gui.model.actions import Play


def test_two_masters_the_same_outside_the_play_bid_exchange_and_call_alike_on_the_same_cards() -> None:
    """Today's Master, the one before and the perfect player (which sees every card in the play), with other
    seeds: the same bids, exchanges and calls."""
    rules, _ = game_setup("auction")
    for index in range(3):
        deal = pair_deal(5, index, rules)
        first, second, third = deal.copy(), deal.copy(), deal.copy()
        logs: list[list[object]] = [[], [], []]
        runs = ((first, logs[0], (1, 2), master_variants.SameOutsidePlay),
                (second, logs[1], (3, 4), master_variants.BeforeSameOutsidePlay),
                (third, logs[2], (5, 6), master_variants.PerfectSameOutsidePlay))
        for played, log, seeds, cls in runs:
            players = [cls(random.Random(s)) for s in seeds]
            for player in players:
                if hasattr(player, "attach"):
                    player.attach(played)
            while not played.is_over():
                seat = played.to_act
                assert seat is not None
                action = players[seat].choose(played.view(seat))
                if isinstance(action, Play):
                    break
                log.append(action)
                played.apply(action)
        assert logs[0] == logs[1] == logs[2], "other seeds, the same bids, exchanges and calls"
        assert logs[0]


def test_every_variant_plays_a_deal_of_its_game() -> None:
    for cls, game in ((master_variants.MoreWorlds, "rubicon"), (master_variants.PlaysWeighed, "au-cent"),
                       (master_variants.KeptHands, "auction")):
        rules, _ = game_setup(game)
        deal = pair_deal(2, 0, rules)
        play_deal(deal, [TimedPlayer(cls(random.Random(s)), []) for s in (1, 2)])
        assert deal.is_over()


@pytest.mark.parametrize("variant", ("PartnersRolledOut", "PartnersResampled", "PartnersResampledMore",
                                     "PartnersResampledByPartner"))
def test_each_four_handed_variant_plays_a_pair_of_deals_against_todays_master(variant: str) -> None:
    def before(seed: int) -> TimedPlayer:
        return TimedPlayer(getattr(master_variants, variant)(random.Random(seed)), [])

    def today(seed: int) -> TimedPlayer:
        return TimedPlayer(make_player("master", seed, "partnership"), [])

    outcome = play_partnership_pair(before, today, 3, 0)
    assert all(points >= 0 for points in outcome.a_points + outcome.b_points)
    assert sum(outcome.a_points + outcome.b_points) > 0
