"""The events as a seat may know them (``History.events_for``, through ``events.seen_by``) tell it nothing of the
cards it cannot see, as its view tells it nothing (test_hidden_carte_blanche, test_round_hidden): in every game,
two parties whose deals differ only in cards the seat cannot see give it the same events after the same
actions; and a carte blanche kept quiet leaves no trace in them either."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from piquet_gui.model import CARDS, CarteBlanche
from piquet_gui.model.games import GAMES, new_game
from tests.model.seat_twins import played, seen, twin_positions
from tests.model.test_hidden_carte_blanche import twins as blanche_twins


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(name=st.sampled_from(GAMES), seed=st.integers(0, 2**32), observer=st.integers(0, 3),
       choices=st.lists(st.integers(0, 2**16), max_size=60))
def test_twin_deals_give_a_seat_the_same_events(name: str, seed: int, observer: int, choices: list[int]) -> None:
    for first, second, seat in twin_positions(name, seed, observer, choices):
        assert first.events_for(seat) == second.events_for(seat)
        assert seen(first.view(seat)) == seen(second.view(seat))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(observer=st.integers(0, 1), dealer=st.integers(0, 1), seed=st.integers(0, 2**32), swap=st.integers(0, 95),
       choices=st.lists(st.integers(0, 2**16), max_size=40))
def test_a_carte_blanche_kept_quiet_leaves_no_trace_in_the_events(observer: int, dealer: int, seed: int, swap: int,
                                                                 choices: list[int]) -> None:
    """The other seat holds carte blanche in the first partie, nobody in the second (a card of his changed
    places with a court card of the talon): once he keeps it quiet, the two are played the same way and the
    observer is told the same events, as long as it has seen neither card."""
    deals = blanche_twins(observer, dealer, random.Random(seed), swap)
    parties = []
    for deal in deals:
        game = new_game("rubicon", first_dealer=dealer, seed=seed)
        game.start_deal(hands=[deal.hand(0), deal.hand(1)], talon=[CARDS[i] for i in deal.talon], dealer=dealer)
        parties.append(game)
    with_blanche, without = parties
    hidden = set(deals[0].hand(1 - observer)) ^ set(deals[1].hand(1 - observer))
    assert with_blanche.events_for(observer) == without.events_for(observer)
    with_blanche.apply(CarteBlanche(False))
    for _ in played(with_blanche, without, hidden, observer, choices):
        assert with_blanche.events_for(observer) == without.events_for(observer)
        assert seen(with_blanche.view(observer)) == seen(without.view(observer))
