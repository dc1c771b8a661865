"""The two-handed end of three-handed piquet is a race (issue 19: "the exit at the target"): the first of the
two left to reach the target is out, the other is last and pays; by how much does not count."""

from __future__ import annotations

import random
from typing import Any

from piquet_gui.ai.levels import Master
from piquet_gui.ai.normand_player import NormandPlayer
from piquet_gui.ai.round_levels import round_player
from piquet_gui.ai.round_target import NEAR, race_utility, two_handed_end
from piquet_gui.ai.target_utility import target_utility
from piquet_gui.model.actions import Action
from piquet_gui.model.normand.partie import NormandPartie
from piquet_gui.model.tricks import Phase
from piquet_gui.model.view import SeatView


def end_position(seed: int) -> NormandPartie:
    """A three-handed partie played by the Club players until the two left are in the play of a deal."""
    partie = NormandPartie(first_dealer=seed % 3, seed=seed)
    players = [round_player("club", seed * 10 + s, 3) for s in range(3)]
    while not partie.is_over():
        if partie.needs_deal():
            partie.start_deal()
        deal = partie.deals[-1]
        if partie.out and deal.phase is Phase.PLAY and len(deal.legal_actions()) > 1:
            return partie
        seat = partie.to_act
        assert seat is not None
        view = partie.view(seat)
        assert view is not None
        partie.apply(players[seat].choose(view))
    raise AssertionError(f"partie {seed} ended before a two-handed deal")


class Recorder:
    name = "Recorder"

    def __init__(self) -> None:
        self.views: list[SeatView[Any]] = []

    def choose(self, view: SeatView[Any]) -> Action:
        self.views.append(view)
        return view.legal_actions[0]


def test_the_two_left_are_told_the_race() -> None:
    partie = end_position(3)
    seat = partie.to_act
    assert seat is not None
    view = partie.view(seat)
    assert view is not None and view.partie is not None
    recorder = Recorder()
    racer = NormandPlayer(random.Random(1), recorder)
    racer.race = True
    racer.choose(view)
    told = recorder.views[-1]
    assert told.seats == (0, 1) and told.partie is not None and told.partie.race
    assert told.partie.totals == tuple(view.partie.totals[s] for s in view.seats)
    assert told.partie.target == view.partie.target == 100
    # and the deal on the table, as dealt, is the same
    assert told.hand == view.hand and told.legal_actions == view.legal_actions

    NormandPlayer(random.Random(1), recorder).choose(view)  # the level as it plays: for the points
    assert recorder.views[-1].partie is None


def test_the_race_is_worth_reaching_first_not_the_margin() -> None:
    partie = end_position(10)  # the two left at 57 and 83
    seat = partie.to_act
    assert seat is not None
    view = partie.view(seat)
    assert view is not None and view.partie is not None
    race = two_handed_end(view)
    assert race.partie is not None
    me, other = race.seat, 1 - race.seat
    needs = [100 - race.partie.totals[me], 100 - race.partie.totals[other]]
    utility = race_utility(race)
    assert min(needs) <= NEAR
    assert utility is not None and target_utility(race) is not None
    assert utility(needs[0], 0) == utility(needs[0], needs[1] - 1) == 1.0  # out: the margin is nothing
    assert utility(0, needs[1]) == 0.0  # the other out: last
    assert utility(needs[0] - 1, 0) < 1.0
    assert utility(10, 0) > utility(0, 0) > utility(0, 10)  # nearer the target than the rival is better


def test_far_from_the_target_the_race_is_not_played() -> None:
    partie = end_position(3)  # the two left at 27 and 9
    seat = partie.to_act
    assert seat is not None
    view = partie.view(seat)
    assert view is not None
    race = two_handed_end(view)
    assert race.partie is not None and race.partie.race
    assert min(100 - t for t in race.partie.totals) > NEAR
    assert race_utility(race) is None and target_utility(race) is None


def test_master_racing_decides_the_end_the_same_for_a_seed() -> None:
    for seed in (4, 10):
        partie = end_position(seed)
        seat = partie.to_act
        assert seat is not None
        view = partie.view(seat)
        assert view is not None
        choices = set()
        for _ in range(2):
            player = NormandPlayer(random.Random(7), Master(random.Random(7)))
            player.race = True
            choices.add(repr(player.choose(view)))
        assert len(choices) == 1
