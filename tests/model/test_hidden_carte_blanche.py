"""No seat learns what it cannot see: a carte blanche is the holder's secret until he announces it.

While the holder decides whether to announce (Laws 19-20), the other seat's view is exactly the start of
any deal: the exchange, elder to discard, elder's discards offered to elder.  Nothing in it (phase, whose
turn, the choices offered, anything) may tell that seat that the opponent holds no king, queen or knave.
"""

from __future__ import annotations

import dataclasses
import random

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from piquet_gui.model import CARDS, Card, CarteBlanche, Deal, Discard, Partie, Phase, Rank, SeatView
from piquet_gui.model.events import seen_by
from piquet_gui.model.two_handed.deal import has_carte_blanche
from piquet_gui.model.games import rule_set_of

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
    # Kept quiet, the carte blanche leaves no trace either: nothing the observer is told, nothing in its view.
    assert seen_by(with_blanche.apply(CarteBlanche(False)), observer) == []
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
    assert view.phase is Phase.EXCHANGE and view.to_act == 1 and view.carte_blanche == ()
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


# --- the same words, the same view: au cent and auction piquet ------------------------------------------

def _hidden_twins(game: str, observer: int, dealer: int, rng: random.Random) -> tuple[Deal, Deal]:
    """Two deals of ``game`` in which the observer's opponent holds carte blanche, that differ only in one of
    the holder's cards, changed places with a plain card of the talon that the observer never takes or sees
    (au cent: the talon's last card for elder, who sees the first five; its first for younger, as elder takes
    one or more; auction piquet without an exchange: any)."""
    rules, _ = rule_set_of(game, {"auction_exchange": "none"} if game == "auction" else {})
    plain = PLAIN[:]
    rng.shuffle(plain)
    blanche, rest = plain[:12], plain[12:] + COURTS
    rng.shuffle(rest)
    mine, talon = rest[:12], rest[12:]
    unseen = 7 if game == "au-cent" and observer == 1 - dealer else 0 if game == "au-cent" else rng.randrange(8)
    if talon[unseen] in COURTS:  # the place needs a plain card (the observer holds four or more of them)
        spare = next(i for i, c in enumerate(mine) if c not in COURTS)
        mine[spare], talon[unseen] = talon[unseen], mine[spare]
    hands: list[list[Card]] = [[], []]
    hands[observer], hands[1 - observer] = mine, blanche
    first = Deal(dealer, hands, talon, rules)
    index = rng.randrange(12)
    other, other_talon = blanche[:], talon[:]
    other[index], other_talon[unseen] = talon[unseen], blanche[index]
    hands[1 - observer] = other
    second = Deal(dealer, hands, other_talon, rules)
    assert first.cb_holder == second.cb_holder == 1 - observer
    return first, second


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game=st.sampled_from(["au-cent", "auction"]), observer=st.integers(0, 1), dealer=st.integers(0, 1),
       seed=st.integers(0, 2**32), stop=st.integers(1, 40), choices=st.lists(st.integers(0, 2**16), max_size=60))
@example(game="au-cent", observer=1, dealer=0, seed=0, stop=10, choices=[0, 0])  # younger's late carte blanche
@example(game="auction", observer=0, dealer=0, seed=0, stop=40, choices=[0, 0, 0])  # announced, P, P
def test_the_same_events_the_same_view(game: str, observer: int, dealer: int, seed: int, stop: int,
                                       choices: list[int]) -> None:
    """Twin deals that differ only in cards the observer never sees, played the same way: as long as every
    event so far is the same in both, so is everything in the observer's view.  (A younger whose late carte
    blanche reached au cent's target had his cards in elder's view with no event showing them; a carte
    blanche announced before a passed-out auction without an exchange was in the other's view.)"""
    first, second = _hidden_twins(game, observer, dealer, random.Random(seed))
    first.stop_at = second.stop_at = (stop, stop) if game == "au-cent" else None
    said: tuple[list[object], list[object]] = ([], [])
    for choice in [*choices, *([0] * 80)]:
        assert seen(first.view(observer)) == seen(second.view(observer))
        if first.is_over() or second.is_over():
            break
        for deal, events in zip((first, second), said):
            actions = deal.legal_actions()
            events.extend(deal.apply(actions[choice % len(actions)]))
        if said[0] != said[1]:
            break
    else:
        assert seen(first.view(observer)) == seen(second.view(observer))
