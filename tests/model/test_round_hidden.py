"""No seat of a three- or four-handed deal learns what it cannot see: while a seat weighs its carte blanche,
every other seat sees the deal's start (the exchange, or eldest to call), exactly as in a deal where nobody
holds one; and nothing else in its view depends on the cards it cannot see.

Twin deals: the same cards for the observer; in the first another seat holds carte blanche; in the second
one of that seat's cards has changed places with a court card from a hand or talon the observer cannot see,
so that nobody holds it.
"""

from __future__ import annotations

import dataclasses
import random

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from piquet_gui.model import CARDS, Card, CarteBlanche, Phase, Rank
from piquet_gui.model.deal import has_carte_blanche
from piquet_gui.model.normand import ThreeHandDeal
from piquet_gui.model.partnership import PartnershipDeal
from piquet_gui.model.round_deal import RoundDeal, RoundView
from piquet_gui.model.cards import mask_of

COURTS = [c for c in CARDS if c.rank in (Rank.KING, Rank.QUEEN, Rank.JACK)]
PLAIN = [c for c in CARDS if c not in COURTS]


def seen(view: RoundView) -> RoundView:
    return dataclasses.replace(view, legal_actions=tuple(view.legal_actions))


def twins(game: str, observer: int, holder: int, dealer: int, rng: random.Random) -> tuple[RoundDeal, RoundDeal]:
    seats, size = (3, 10) if game == "normand" else (4, 8)
    plain = PLAIN[:]
    rng.shuffle(plain)
    blanche, rest = plain[:size], plain[size:] + COURTS
    rng.shuffle(rest)
    hands: list[list[Card]] = [[] for _ in range(seats)]
    hands[holder] = blanche
    for seat in range(seats):
        if seat != holder:
            hands[seat], rest = rest[:size], rest[size:]
    talon = rest
    # A court card the observer cannot see: another seat's (not the holder's), or the talon's.
    hidden = [(seat, i) for seat in range(seats) if seat not in (observer, holder)
              for i, c in enumerate(hands[seat]) if c in COURTS] + [(-1, i) for i, c in enumerate(talon) if c in COURTS]
    assume(hidden)
    where, index = hidden[rng.randrange(len(hidden))]
    other = [h[:] for h in hands]
    other_talon = talon[:]
    mine = rng.randrange(size)
    if where < 0:
        other[holder][mine], other_talon[index] = talon[index], blanche[mine]
    else:
        other[holder][mine], other[where][index] = hands[where][index], blanche[mine]

    def deal(cards: list[list[Card]], talon_cards: list[Card]) -> RoundDeal:
        return ThreeHandDeal(dealer, cards, talon_cards) if game == "normand" else PartnershipDeal(dealer, cards)

    first, second = deal(hands, talon), deal(other, other_talon)
    # Nothing else differs in who holds carte blanche, and the observer holds none.
    assume(set(first.cb_holders) - {holder} == set(second.cb_holders) and holder not in second.cb_holders)
    assume(not has_carte_blanche(mask_of(hands[observer])))
    return first, second


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(game=st.sampled_from(["normand", "partnership"]), seed=st.integers(0, 2**32), data=st.data())
def test_nobody_else_can_tell_a_carte_blanche_is_being_weighed(game: str, seed: int, data: st.DataObject) -> None:
    seats = 3 if game == "normand" else 4
    dealer = data.draw(st.integers(0, seats - 1))
    holder = data.draw(st.integers(0, seats - 1))
    observer = data.draw(st.sampled_from([s for s in range(seats) if s != holder]))
    with_blanche, without = twins(game, observer, holder, dealer, random.Random(seed))
    assume(without.phase is not Phase.CARTE_BLANCHE)  # nobody else weighing one in the second deal
    assert with_blanche.phase is Phase.CARTE_BLANCHE and with_blanche.to_act == holder
    assert seen(with_blanche.view(observer)) == seen(without.view(observer))
    with_blanche.apply(CarteBlanche(False))  # kept quiet, it leaves no trace
    assert seen(with_blanche.view(observer)) == seen(without.view(observer))
