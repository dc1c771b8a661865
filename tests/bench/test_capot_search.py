"""The four-handed capot search: whether a side can take every trick left, against every line through the engine
itself, and the line it gives scoring the capot when the engine plays it."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from piquet_gui.bench.capot_search import capot_forced, capot_line, capot_open
from piquet_gui.bench.round_solver import played_position, with_capot_chance
from piquet_gui.model.cards import CARDS
from piquet_gui.model.partnership.deal import PartnershipDeal
from piquet_gui.model.partnership.partie import PartnershipOptions
from piquet_gui.model.round_deal import RoundDeal
from piquet_gui.model.tricks import Phase


def four(rng: random.Random) -> RoundDeal:
    return PartnershipDeal.shuffled(rng.randrange(4), rng, PartnershipOptions().rules())


def engine_capot(deal: RoundDeal, side: int) -> bool:
    """Every line through the engine: ``side``'s seats choosing, the others answering any way they like."""
    if deal.phase is Phase.OVER:
        return deal.scores[side].capot > 0
    if not capot_open(deal, side):
        return False
    seat = deal.to_act
    assert seat is not None
    outcomes = []
    for action in deal.legal_actions():
        child = deal.copy()
        child.apply(action)
        outcomes.append(engine_capot(child, side))
    return any(outcomes) if deal.side_of(seat) == side else all(outcomes)


def position(rng: random.Random, left: int, mid: bool) -> RoundDeal:
    deal = played_position(rng, four, left, mid)
    return with_capot_chance(deal, rng) if rng.random() < 0.8 else deal


def test_the_search_agrees_with_every_line_through_the_engine() -> None:
    rng = random.Random("capot")
    forced = refused = 0
    for i in range(60):
        deal = position(rng, 2 + i % 2, i % 4 >= 2)
        for side in (0, 1):
            expected = engine_capot(deal, side)
            assert capot_forced(deal, side) == expected, (i, side)
            forced += expected
            refused += not expected
    assert forced >= 10 and refused >= 10  # both answers were put to the test


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2 ** 32), st.sampled_from([2, 3]), st.booleans())
def test_any_small_position_agrees(seed: int, left: int, mid: bool) -> None:
    rng = random.Random(seed)
    deal = position(rng, left, mid)
    for side in (0, 1):
        assert capot_forced(deal, side) == engine_capot(deal, side)


def test_the_line_makes_the_capot_in_the_engine_and_exists_only_when_forced() -> None:
    rng = random.Random("line")
    lines = 0
    for i in range(80):
        deal = position(rng, 4 + i % 4, i % 2 == 1)
        for side in (0, 1):
            line = capot_line(deal, side)
            assert (line is not None) == capot_forced(deal, side)
            if line is None:
                continue
            lines += 1
            played = deal.copy()
            for index in line:
                assert any(a.card.index == index for a in played.legal_actions())
                played._play(CARDS[index], [])
            assert played.phase is Phase.OVER
            assert played.scores[side].capot == deal.rules.capot_points
            assert played.scores[1 - side].capot == 0
    assert lines >= 10


def test_a_side_that_lost_a_trick_has_no_capot() -> None:
    rng = random.Random("lost")
    deal = played_position(rng, four, 5, False)
    losers = [side for side in (0, 1) if not capot_open(deal, side)]
    assert losers  # three tricks played: at most one side can have won them all
    for side in losers:
        assert not capot_forced(deal, side) and capot_line(deal, side) is None


def test_the_searchs_capot_check_values_a_card_by_the_capot_it_lets_a_side_force() -> None:
    """In a world where a card lets a side force the capot, the check moves that card's value to what the capot's
    line scores (the seat's side's total less the other's); other cards keep their rollout values; and a
    decision given no nodes changes nothing."""
    from piquet_gui.ai.round_search import seat_score
    from piquet_gui.bench.capot_search import CapotCheck
    from piquet_gui.model.actions import Play

    rng = random.Random("check")
    checked = 0
    while checked < 6:
        deal = position(rng, 6 + checked % 3, checked % 2 == 1)
        seat = deal.to_act
        assert seat is not None
        plays = [a for a in deal.legal_actions() if isinstance(a, Play)]
        afters = []
        for play in plays:
            after = deal.copy()
            after.apply(play)
            afters.append(after)
        lines = [[capot_line(after, side) for side in (0, 1)] for after in afters]
        if all(line is None for pair in lines for line in pair):
            continue
        checked += 1
        rolled = [float(k) for k in range(len(plays))]
        check = CapotCheck(deal.view(seat), 10 ** 6, len(plays))
        check.correct(deal, 1.0, plays, rolled)
        for k, (after, pair) in enumerate(zip(afters, lines)):
            line = next((line for line in pair if line is not None), None)
            if line is None:
                assert check.shifts()[k] == 0.0
                continue
            for index in line:
                after._play(CARDS[index], [])
            assert check.shifts()[k] == seat_score(after, seat) - rolled[k]
        idle = CapotCheck(deal.view(seat), 0, len(plays))
        idle.correct(deal, 1.0, plays, rolled)
        assert idle.shifts() == [0.0] * len(plays)
