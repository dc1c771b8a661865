"""Playing to the game's end in three- and four-handed piquet (issue 19: "the exit at the target", the
partnership's 100): the race model, and positions where the target changes the card Master plays."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from piquet_gui.model.games import find_game
from piquet_gui.ai.normand_player import NormandPlayer
from piquet_gui.ai.partnership_player import PartnershipPlayer
from piquet_gui.ai.round_levels import round_player
from piquet_gui.ai.round_search import RoundSearchPlayer
from piquet_gui.ai.round_target import NEAR, last_chances, race_two, round_target
from piquet_gui.ai.round_target_tables import FOUR_HANDED
from piquet_gui.ai.target_value import game_value
from piquet_gui.model.actions import Play
from piquet_gui.model.cards import Card
from piquet_gui.model.normand.deal import ThreeHandDeal
from piquet_gui.model.normand.partie import NormandOptions, NormandPartie
from piquet_gui.model.partnership.deal import PartnershipDeal
from piquet_gui.model.partnership.partie import PartnershipPartie
from piquet_gui.model.round_deal import RoundDeal
from piquet_gui.model.tricks import Phase
from piquet_gui.model.view import PartieContext, SeatView


def position(game: str, index: int, tricks_left: int) -> RoundDeal:
    """Deal ``index`` played by the simple players until ``tricks_left`` tricks are left and a seat has a
    choice of cards."""
    rng = random.Random(index)
    deal: RoundDeal
    if game == "normand":
        deal = ThreeHandDeal.shuffled(index % 3, rng)
        players: list[Any] = [NormandPlayer(random.Random(s)) for s in range(3)]
    else:
        deal = PartnershipDeal.shuffled(index % 4, rng)
        players = [PartnershipPlayer(random.Random(s)) for s in range(4)]
    size = deal.rules.hand_size
    while not (deal.phase is Phase.PLAY and size - len(deal.tricks) == tricks_left and len(deal.legal_actions()) > 1):
        seat = deal.to_act
        assert seat is not None
        deal.apply(players[seat].choose(deal.view(seat)))
    return deal


def at_needs(deal: RoundDeal, needs: tuple[int, ...], target: int = 100) -> SeatView[Any]:
    """The view of the seat to act, the game's totals before the deal such that each side needs ``needs``
    more in this deal."""
    seat = deal.to_act
    assert seat is not None
    totals = tuple(target - need - score.total for need, score in zip(needs, deal.scores))
    return dataclasses.replace(deal.view(seat), partie=PartieContext(totals, 1, None, target))


def master(game: str, seed: int, target_play: bool = True) -> RoundSearchPlayer:
    player = round_player("master", seed, find_game(game).seats)
    assert isinstance(player, RoundSearchPlayer)
    player.target_play = target_play
    return player


def card(view: SeatView[Any], player: RoundSearchPlayer) -> Card:
    action = player.choose(view)
    assert isinstance(action, Play)
    return action.card


# --- the race model -----------------------------------------------------------------------------------

def test_the_two_handed_race_favours_the_one_nearer_and_is_fair_when_level() -> None:
    assert race_two(20, 20) == 0.5 and race_two(1, 1) == 0.5
    assert race_two(5, 50) > race_two(20, 50) > race_two(45, 50) > 0.5
    assert race_two(30, 60) == pytest.approx(1 - race_two(60, 30))
    assert race_two(0, 10) == 1.0 and race_two(10, 0) == 0.0


def test_the_three_handed_race_says_who_is_last() -> None:
    for needs in ((10, 60, 60), (5, 5, 90), (30, 40, 50), (1, 2, 100)):
        chances = last_chances(*needs)
        assert sum(chances) == pytest.approx(1.0)
    assert last_chances(40, 40, 40) == pytest.approx((1 / 3, 1 / 3, 1 / 3))
    low, mid, high = last_chances(20, 40, 70)
    assert low < mid < high
    assert last_chances(5, 5, 90)[2] > 0.9


def test_the_partnership_game_is_settled_as_au_cent_with_its_own_deals() -> None:
    assert game_value(100, 40, 100, points=FOUR_HANDED) == 120  # a double game
    assert game_value(100, 60, 100, points=FOUR_HANDED) == 40
    assert game_value(95, 60, 100, points=FOUR_HANDED) > game_value(90, 60, 100, points=FOUR_HANDED) > 0
    assert game_value(70, 70, 100, points=FOUR_HANDED) == pytest.approx(0.0, abs=1e-9)


def test_the_target_is_played_for_only_near_the_end() -> None:
    deal = position("normand", 6, 3)
    assert round_target(at_needs(deal, (3, 1, 2))) is not None
    far = [NEAR + 1 + s.total for s in deal.scores]
    assert round_target(at_needs(deal, tuple(far))) is None
    assert round_target(deal.view(0)) is None  # no game around the deal


# --- positions where the target changes the card -----------------------------------------------------

def test_three_handed_master_keeps_the_lead_to_go_out() -> None:
    """Seat 0 leads with QS KC JD, three tricks left, and needs 3: QS and KC are masters, so leading them
    keeps the lead and its third lead takes it out.  Seat 1 needs 1; seat 0's points-best JD (a point more
    in the deal, measured on the real cards) lets seat 1's QD win the trick and take seat 1 out first."""
    deal = position("normand", 6, 3)
    assert deal.to_act == 0 and {str(c) for c in deal.hand(0)} == {"QS", "KC", "JD"}
    view = at_needs(deal, (3, 1, 2))
    for seed in range(3):
        assert str(card(view, master("normand", seed))) in ("QS", "KC")
        assert str(card(view, master("normand", seed, target_play=False))) == "JD"
    far = at_needs(deal, (60, 50, 55))
    assert str(card(far, master("normand", 0))) == "JD"  # far from the end, the points as before


def test_four_handed_master_keeps_the_lead_from_the_side_that_needs_three() -> None:
    """Seat 0 (side 0, needing 4) leads with QD AC QC, three tricks left; side 1 needs 3.  The master AC
    keeps the lead; Master for the points plays otherwise."""
    deal = position("partnership", 13, 3)
    assert deal.to_act == 0 and {str(c) for c in deal.hand(0)} == {"QD", "AC", "QC"}
    view = at_needs(deal, (4, 3))
    for seed in range(3):
        assert str(card(view, master("partnership", seed))) == "AC"
        assert str(card(view, master("partnership", seed, target_play=False))) != "AC"


@pytest.mark.parametrize("game, index, left, needs", [("normand", 2, 4, (2, 6, 1)), ("normand", 3, 4, (4, 1, 2)),
                                                      ("partnership", 13, 3, (4, 3)), ("partnership", 4, 3, (5, 3))])
def test_twin_deals_give_the_same_card_and_a_seed_gives_the_same_card(game: str, index: int, left: int,
                                                                      needs: tuple[int, ...]) -> None:
    """Two deals differing only in cards the seat cannot see (two unshown cards of two other hands swapped)
    give the same view and the same choice; the same seed, the same choice (positions near the end where
    the target play changes Master's card)."""
    deal = position(game, index, left)
    seat = deal.to_act
    assert seat is not None
    x, y = [s for s in range(deal.seats) if s != seat][:2]
    a = next(b for b in range(32) if (deal.hands[x] & ~deal.shown[x]) >> b & 1)
    b = next(b for b in range(32) if (deal.hands[y] & ~deal.shown[y]) >> b & 1)
    twin = deal.copy()
    twin.hands[x] = twin.hands[x] & ~(1 << a) | 1 << b
    twin.hands[y] = twin.hands[y] & ~(1 << b) | 1 << a
    view, twin_view = at_needs(deal, needs), at_needs(twin, needs)
    assert twin_view == view
    for seed in (0, 5):
        assert card(view, master(game, seed)) == card(twin_view, master(game, seed)) == card(view, master(game, seed))


def test_the_round_parties_tell_the_target() -> None:
    normand = NormandPartie(NormandOptions(target=150), seed=1)
    normand.start_deal()
    seat = normand.to_act
    assert seat is not None
    view = normand.view(seat)
    assert view is not None and view.partie is not None and view.partie.target == 150
    four = PartnershipPartie(seed=1)
    four.start_deal()
    seat = four.to_act
    assert seat is not None
    view = four.view(seat)
    assert view is not None and view.partie is not None and view.partie.target == 100
