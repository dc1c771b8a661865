"""No seat learns what it cannot see: a carte blanche is the holder's secret until he announces it.

While the holder decides whether to announce (Laws 19-20), the other seat's view is exactly the start of
any deal: the exchange, elder to discard, elder's discards offered to elder.  Nothing in it (phase, whose
turn, the choices offered, anything) may tell that seat that the opponent holds no king, queen or knave.
"""

from __future__ import annotations

import dataclasses
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from piquet_gui.model import CARDS, Card, CarteBlanche, Deal, Discard, Partie, Phase, Rank, SeatView
from piquet_gui.model.deal import has_carte_blanche

COURTS = [c for c in CARDS if c.rank in (Rank.KING, Rank.QUEEN, Rank.JACK)]
PLAIN = [c for c in CARDS if c not in COURTS]


def seen(view: SeatView) -> SeatView:
    """The view with its choices as a plain tuple, so that two views compare field by field."""
    return dataclasses.replace(view, legal_actions=tuple(view.legal_actions))


def twins(observer: int, dealer: int, rng: random.Random, swap: int) -> tuple[Deal, Deal]:
    """Two deals that differ only in cards ``observer`` cannot see at the start: in the first his opponent
    holds carte blanche; in the second one of the opponent's cards has changed places with a court card of
    the talon, so that nobody holds it."""
    plain = PLAIN[:]
    rng.shuffle(plain)
    blanche, rest = plain[:12], plain[12:] + COURTS
    rng.shuffle(rest)
    mine, talon = rest[:12], rest[12:]
    if not any(c in COURTS for c in talon):  # the talon needs a court card to swap (mine hold 4 or more)
        court = next(c for c in mine if c in COURTS)
        mine[mine.index(court)], talon[0] = talon[0], court
    courts_in_talon = [i for i, c in enumerate(talon) if c in COURTS]
    position = courts_in_talon[swap % len(courts_in_talon)]
    index = swap % 12
    other_hand, other_talon = blanche[:], talon[:]
    other_hand[index], other_talon[position] = talon[position], blanche[index]
    hands: list[list[Card]] = [[], []]
    hands[observer] = mine
    hands[1 - observer] = blanche
    with_blanche = Deal(dealer, hands, talon)
    hands[1 - observer] = other_hand
    without = Deal(dealer, hands, other_talon)
    assert with_blanche.cb_holder == 1 - observer and without.cb_holder is None
    return with_blanche, without


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(observer=st.integers(0, 1), dealer=st.integers(0, 1), seed=st.integers(0, 2**32), swap=st.integers(0, 95))
def test_the_other_seat_cannot_tell_a_carte_blanche_is_being_weighed(observer: int, dealer: int, seed: int,
                                                                     swap: int) -> None:
    with_blanche, without = twins(observer, dealer, random.Random(seed), swap)
    assert with_blanche.phase is Phase.CARTE_BLANCHE and without.phase is Phase.EXCHANGE
    assert seen(with_blanche.view(observer)) == seen(without.view(observer))
    # Kept quiet, the carte blanche leaves no trace either.
    with_blanche.apply(CarteBlanche(False))
    assert seen(with_blanche.view(observer)) == seen(without.view(observer))


def test_elder_sees_the_start_of_a_deal_while_younger_weighs_his_carte_blanche() -> None:
    """The case of the issue: in the first deal of this partie younger (seat 0, the dealer) holds carte
    blanche; elder's view used to say that nobody was to act."""
    partie = Partie(seed=1829)
    deal = partie.start_deal()
    assert deal.cb_holder == 0 and deal.elder == 1 and has_carte_blanche(deal.dealt[0])
    assert deal.phase is Phase.CARTE_BLANCHE and partie.to_act == 0
    view = partie.view(1)
    assert view is not None
    assert view.phase is Phase.EXCHANGE and view.to_act == 1 and view.carte_blanche is None
    assert list(view.legal_actions) == list(deal.discard_choices(1))
    assert len(view.legal_actions) == sum(1 for _ in view.legal_actions) > 0
    # Elder's discard, chosen from his view, is taken as soon as younger has decided.
    choice = view.legal_actions[0]
    partie.apply(CarteBlanche(True))
    assert partie.to_act == 1 and choice in partie.legal_actions()
    partie.apply(choice)
    assert partie.to_act == 0


def test_elder_holder_deciding_shows_younger_the_usual_start() -> None:
    """Elder acts first anyway: younger's view has elder to act and nothing to choose, as always."""
    rng = random.Random(5)
    with_blanche, without = twins(observer=1, dealer=1, rng=rng, swap=3)
    view = with_blanche.view(1)
    assert view.phase is Phase.EXCHANGE and view.to_act == with_blanche.elder == 0 and not view.legal_actions
    assert seen(view) == seen(without.view(1))
    assert isinstance(with_blanche.view(0).legal_actions[0], CarteBlanche)
    assert Discard in {type(a) for a in without.view(0).legal_actions}
