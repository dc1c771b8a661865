"""Carte blanche in three and four hands judged (issue 30): announcing it or not valued from the holder's view
alone, the deal rebuilt, both choices made and played out; twin deals judged alike; a recorded partie's carte
blanche judged by ``analyse``."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from piquet_gui.coach.analysis import Skip, analyse, judge
from piquet_gui.coach.round_blanche import VALUED
from piquet_gui.model.actions import CarteBlanche
from piquet_gui.model.cards import CARDS, COURT_CARDS, Card
from piquet_gui.model.game_records import read, replay
from piquet_gui.model.normand.deal import ThreeHandDeal
from piquet_gui.model.partnership.deal import PartnershipDeal
from piquet_gui.model.round_deal import RoundDeal

RECORD = Path(__file__).parent.parent / "records" / "variants" / "partnership_d2_carte_blanche.json"


def _deal(seats: int, mine: list[Card], seed: int, seat: int = 1) -> RoundDeal:
    """A deal where ``seat`` holds ``mine``, the other cards placed by ``seed``, at ``seat``'s carte blanche."""
    size = len(mine)
    rest = [c for c in CARDS if c not in mine]
    random.Random(seed).shuffle(rest)
    hands = []
    for s in range(seats):
        hands.append(mine if s == seat else rest[:size])
        if s != seat:
            rest = rest[size:]
    deal: RoundDeal = ThreeHandDeal(0, hands, rest) if seats == 3 else PartnershipDeal(0, hands)
    while deal.to_act != seat:
        deal.apply(CarteBlanche(True))
    return deal


def _blanche(seats: int, seed: int) -> list[Card]:
    plain = [c for c in CARDS if not COURT_CARDS >> c.index & 1]
    return random.Random(seed).sample(plain, 10 if seats == 3 else 8)


@pytest.mark.parametrize("seats", [3, 4])
def test_keeping_a_carte_blanche_quiet_costs_its_points_and_is_marked(seats: int) -> None:
    deal = _deal(seats, _blanche(seats, 1), 1)
    view = deal.view(1)
    quiet = judge(view, CarteBlanche(False), 1, 0, random.Random(1))
    assert quiet.phase == "carte blanche" and quiet.skipped is None and quiet.skip is not Skip.ROUND_GAME
    assert quiet.best == CarteBlanche(True) and quiet.valued == VALUED and quiet.worlds >= 12
    assert quiet.cost is not None and quiet.cost >= 8 and quiet.mark == "??"
    announced = judge(view, CarteBlanche(True), 1, 0, random.Random(1))
    assert announced.cost == 0 and not announced.mark


@pytest.mark.parametrize("seats", [3, 4])
def test_twin_deals_give_the_same_carte_blanche_judgement(seats: int) -> None:
    for seed in range(3):
        mine = _blanche(seats, 10 + seed)
        first = judge(_deal(seats, mine, seed).view(1), CarteBlanche(False), 1, 0, random.Random(4))
        again = judge(_deal(seats, mine, 50 + seed).view(1), CarteBlanche(False), 1, 0, random.Random(4))
        assert first == again and first.skipped is None


def test_a_recorded_partnership_carte_blanche_is_judged() -> None:
    partie = replay(read(str(RECORD)))
    judged = [j for j in analyse(partie, deal=1) if j.phase == "carte blanche"]
    assert judged and all(j.skip is not Skip.ROUND_GAME for j in judged)
    assert all(j.skipped is None and j.cost is not None and j.worlds > 0 for j in judged)
