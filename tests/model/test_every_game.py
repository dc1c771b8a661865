"""Every game through the one shape (model/game.py): what the controller, the players and the table rely on.

Each game is driven here by seat count, sides and views alone: random legal play from the view of the
seat to act, to the end of the partie, never asking which game it is.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from piquet_gui.model.any_partie import AnyPartie
from piquet_gui.model.games import GAMES, new_game
from piquet_gui.model.tricks import Phase
from tests.helpers import played_on


@settings(max_examples=8, deadline=None)
@given(name=st.sampled_from(GAMES), seed=st.integers(0, 10_000))
def test_any_game_plays_to_its_end_through_the_one_shape(name: str, seed: int) -> None:
    game = new_game(name, seed=seed, first_dealer=seed % {"normand": 3, "partnership": 4}.get(name, 2))
    assert isinstance(game, AnyPartie)
    assert len(game.sides) == game.seats == len(game.players)
    sides = len(set(game.sides))
    assert 2 <= sides <= game.seats
    rng = random.Random(seed)
    steps = 0
    while not game.is_over():
        if game.needs_deal():
            game.start_deal()
            continue
        seat = game.to_act
        assert seat is not None and 0 <= seat < game.seats
        view = game.view(seat)
        assert list(view.legal_actions) == list(game.legal_actions())  # the seat to act sees its choices
        for other in range(game.seats):
            seen = game.view(other)
            if other != seat and seen is not None and seen.legal_actions:
                # Nobody else may act, but while a seat weighs its carte blanche the others see the deal's
                # start, its first choices offered (nobody may learn that seat holds no court card).
                assert view.phase is Phase.CARTE_BLANCHE and seen.phase is not Phase.CARTE_BLANCHE
        assert len(game.totals()) == sides
        game.apply(rng.choice(list(view.legal_actions)))
        steps += 1
        assert steps < 20_000, "a random partie must end"
    assert game.to_act is None and not game.legal_actions() and not game.needs_deal()


def test_an_unknown_game_or_a_wrong_number_of_players_is_refused_in_words() -> None:
    with pytest.raises(ValueError, match="'whist' is not known"):
        new_game("whist")
    with pytest.raises(ValueError, match="normand is played by 3, not 2"):
        new_game("normand", players=("Anne", "Ben"))
    with pytest.raises(ValueError, match="unknown option"):
        new_game("partnership", {"deal_by_fives": True})


def played_out(name: str, seed: int) -> AnyPartie:
    """A partie of ``name`` played to its end by random legal actions."""
    return played_on(new_game(name, seed=seed), random.Random(seed))


@settings(max_examples=20, deadline=None)
@given(name=st.sampled_from(GAMES), seed=st.integers(0, 10_000))
def test_every_trick_of_every_game_is_won_by_an_event_naming_its_winner(name: str, seed: int) -> None:
    """Trick won, with its winner (the partie's seat, who leads next) and every card in the order played."""
    from piquet_gui.model.events import CardPlayed, TrickWon

    game = played_out(name, seed)
    for events in game.deal_events:
        played = [e for e in events if isinstance(e, CardPlayed)]
        won = [e for e in events if isinstance(e, TrickWon)]
        per_trick = {e.trick: [p.card for p in played if p.trick == e.trick] for e in won}
        assert all(tuple(per_trick[e.trick]) == e.cards for e in won), "every card of the trick, in order"
        assert [e.trick for e in won] == list(range(1, len(won) + 1))
        for first, second in zip(won, won[1:]):
            leads = next(p for p in played if p.trick == second.trick)
            assert leads.seat == first.seat, "the winner of a trick leads the next"
        assert len(won) >= len({p.trick for p in played}) - 1, "every trick finished is won"


@settings(max_examples=20, deadline=None)
@given(name=st.sampled_from(GAMES), seed=st.integers(0, 10_000))
def test_every_game_says_when_a_deal_and_the_partie_end(name: str, seed: int) -> None:
    """Deal ended (its scores and the totals after it, by side) after each deal, partie ended once, last."""
    from piquet_gui.model.events import DealEnded, PartieEnded

    game = played_out(name, seed)
    sides = len(set(game.sides))
    for number, events in enumerate(game.deal_events, 1):
        ended = [e for e in events if isinstance(e, DealEnded)]
        assert len(ended) == 1 and events[-1 if number < len(game.deal_events) else -2] is ended[0]
        assert len(ended[0].scores) == len(ended[0].totals) == sides
    last = game.deal_events[-1]
    assert isinstance(last[-1], PartieEnded) and sum(isinstance(e, PartieEnded) for e in game.events()) == 1
    final = [e for e in last if isinstance(e, DealEnded)][0]
    assert final.totals == tuple(game.totals()), "the last deal's totals are the partie's"


@settings(max_examples=15, deadline=None)
@given(name=st.sampled_from(GAMES), seed=st.integers(0, 10_000))
def test_every_seat_of_every_game_has_the_one_view(name: str, seed: int) -> None:
    """One view type with the same fields for every seat of every game, in the partie's seat numbers:
    the sides are the partie's, per-seat fields have an entry per seat, scores one per side, and each trick in
    the view has the leader and winner the events named (TrickWon)."""
    from piquet_gui.model.events import CardPlayed, TrickWon
    from piquet_gui.model.view import SeatView

    game = new_game(name, seed=seed, first_dealer=seed % game_seats(name))
    rng = random.Random(seed)
    tricks: list[tuple[int, tuple[object, ...], int]] = []
    leader: int | None = None
    while not game.is_over():
        if game.needs_deal():
            game.start_deal()
            tricks, leader = [], None
            continue
        for seat in range(game.seats):
            view = game.view(seat)
            assert view is not None and type(view) is SeatView and view.seat == seat
            assert seat in view.seats or (seat in view.out and not view.hand)  # out: he watches the two left
            assert view.sides == game.sides
            assert len(view.shown) == len(view.carte_blanche_shown) == len(view.taken) == len(view.tricks_won) \
                == game.seats
            assert len(view.scores) == len(set(game.sides))
            assert [(t.leader, t.cards, t.winner) for t in view.tricks] == tricks
            assert view.partie is not None and len(view.partie.totals) == len(set(game.sides))
        for event in game.apply(rng.choice(list(game.legal_actions()))):
            if isinstance(event, CardPlayed) and leader is None:
                leader = event.seat
            if isinstance(event, TrickWon):
                assert leader is not None
                tricks.append((leader, event.cards, event.seat))
                leader = None


def game_seats(name: str) -> int:
    return {"normand": 3, "partnership": 4}.get(name, 2)


@settings(max_examples=10, deadline=None)
@given(name=st.sampled_from(GAMES), seed=st.integers(0, 10_000), at=st.integers(0, 400))
def test_a_copy_of_any_game_plays_on_apart(name: str, seed: int, at: int) -> None:
    """The fast copy for search: played on, it changes nothing of the original; the same actions on both give
    the same events, views, totals and score sheet, the next deals dealt the same cards."""
    game = played_on(new_game(name, seed=seed), random.Random(seed), at)
    before = (game.action_count(), game.events(), game.totals(), game.score_sheet())
    copy = played_on(game.copy(), random.Random(seed + 1), 300)
    assert (game.action_count(), game.events(), game.totals(), game.score_sheet()) == before
    played_on(game, random.Random(seed + 1), 300)
    assert game.events() == copy.events() and game.totals() == copy.totals()
    assert game.score_sheet() == copy.score_sheet()
    assert all(game.view(seat) == copy.view(seat) for seat in range(game.seats))
