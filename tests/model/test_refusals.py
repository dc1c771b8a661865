"""Why an action is refused, worked out from the seat's view (``model.refusals``), in every game: not this
seat's turn, not an action of this moment, a card not held, the suit that must be followed, or else the
engine's reason; a legal action is not refused; and two deals that differ only in cards the seat cannot see
refuse the same actions for the same reasons."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from piquet_gui.model import CARDS, Phase
from piquet_gui.model.actions import Action, Discard, Play
from piquet_gui.model.any_partie import AnyPartie
from piquet_gui.model.games import GAMES, new_game
from piquet_gui.model.refusals import engine_reason, refusal
from piquet_gui.model.seat_window import Refusal, RefusalKind
from tests.model.seat_twins import candidates, played, seen, twins


def refused(game: AnyPartie, seat: int, action: Action) -> Refusal | None:
    return refusal(game.view(seat), action, lambda tried: engine_reason(game, seat, tried))


def positions(name: str, seed: int) -> Any:
    """Every position of a partie of ``name`` played at random, its first two deals."""
    rng = random.Random(seed)
    game = new_game(name, seed=seed)
    while len(game.deals) < 3 and not game.is_over():
        if game.needs_deal():
            game.start_deal()
            continue
        yield game
        game.apply(rng.choice(list(game.legal_actions())))


@pytest.mark.parametrize("name", GAMES)
def test_a_card_of_another_suit_while_holding_the_suit_led_must_follow(name: str) -> None:
    checked = 0
    for game in positions(name, 11):
        seat = game.to_act
        view = game.view(seat)
        if view is None or view.phase is not Phase.PLAY or not view.trick or view.to_act != seat \
                or not isinstance(view.legal_actions[0], Play):  # (not when younger decides on the talon)
            continue
        led = view.trick[0].suit
        others = [card for card in view.hand if card.suit != led]
        if not others or all(card.suit != led for card in view.hand):
            continue
        for card in others:
            assert refused(game, seat, Play(card)) == Refusal(RefusalKind.MUST_FOLLOW, suit=led)
        checked += 1
    assert checked > 0


@pytest.mark.parametrize("name", GAMES)
def test_a_card_not_held_a_legal_action_another_seat_and_another_moment(name: str) -> None:
    kinds: set[RefusalKind] = set()
    for game in positions(name, 5):
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        assert view is not None
        legal = list(view.legal_actions[:40]) if view.to_act == seat else []
        for action in legal:
            assert refused(game, seat, action) is None, action
        for other in range(game.seats):
            if other != seat and game.view(other) is not None and game.view(other).to_act != other:
                assert refused(game, other, legal[0] if legal else Play(CARDS[0])) == \
                    Refusal(RefusalKind.NOT_YOUR_TURN)
        if view.to_act != seat:
            continue
        unheld = [card for card in CARDS if card not in view.hand]
        if view.phase is Phase.PLAY and isinstance(legal[0], Play):
            assert refused(game, seat, Play(unheld[0])) == Refusal(RefusalKind.NOT_HELD)
            assert refused(game, seat, Discard.of(view.hand[:1])) == Refusal(RefusalKind.NOT_NOW)
        elif view.phase is Phase.EXCHANGE:
            assert refused(game, seat, Discard.of(unheld[:1])) == Refusal(RefusalKind.NOT_HELD)
            assert refused(game, seat, Play(view.hand[0])) == Refusal(RefusalKind.NOT_NOW)
            too_many = refused(game, seat, Discard.of(view.hand[:7]))
            assert too_many is not None and too_many.kind is RefusalKind.NOT_ALLOWED and "7" in too_many.words
        elif view.phase is Phase.DECLARATION:
            assert refused(game, seat, Play(view.hand[0])) == Refusal(RefusalKind.NOT_NOW)
        kinds.update(r.kind for r in [refused(game, seat, Play(unheld[0]))] if r is not None)
    assert RefusalKind.NOT_HELD in kinds and RefusalKind.NOT_NOW in kinds


def test_without_the_engine_an_action_the_view_cannot_explain_is_refused_without_words() -> None:
    game = new_game("rubicon", seed=2)
    game.start_deal()
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    assert view is not None and view.phase is Phase.EXCHANGE
    assert refusal(view, Discard.of(view.hand[:7])) == Refusal(RefusalKind.NOT_ALLOWED)
    assert refusal(view, Discard.of(view.hand[:2])) is None


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(name=st.sampled_from(GAMES), seed=st.integers(0, 2**32), observer=st.integers(0, 3),
       choices=st.lists(st.integers(0, 2**16), max_size=60))
def test_a_refusal_is_the_same_for_twin_deals(name: str, seed: int, observer: int, choices: list[int]) -> None:
    made = twins(name, seed % 1000, observer % new_game(name).seats, random.Random(seed))
    if made is None:
        return
    first, second, hidden = made
    seat = observer % first.seats
    for _ in played(first, second, hidden, seat, choices):
        assert seen(first.view(seat)) == seen(second.view(seat))
        for action in candidates(first.view(seat)):
            assert refused(first, seat, action) == refused(second, seat, action), action


@pytest.mark.parametrize("swap", [0, 7, 30])
def test_while_the_other_weighs_a_carte_blanche_a_refusal_tells_nothing_of_it(swap: int) -> None:
    """Elder's view shows him to discard while younger decides whether to announce carte blanche: a discard of
    too many cards is refused in the same words as in the twin deal where nobody holds one."""
    from piquet_gui.model import CARDS as ALL
    from tests.model.test_hidden_carte_blanche import twins as blanche_twins

    observer = 1
    parties = []
    for deal in blanche_twins(observer, 0, random.Random(swap), swap):
        game = new_game("rubicon")
        game.start_deal(hands=[deal.hand(0), deal.hand(1)], talon=[ALL[i] for i in deal.talon], dealer=0)
        parties.append(game)
    with_blanche, without = parties
    assert with_blanche.to_act == 1 - observer and without.to_act == observer
    view = with_blanche.view(observer)
    assert view is not None
    for action in [Discard.of(view.hand[:7]), Discard.of(view.hand[:3]), Play(view.hand[0])]:
        assert refused(with_blanche, observer, action) == refused(without, observer, action)
    assert refused(with_blanche, observer, Discard.of(view.hand[:7])).kind is RefusalKind.NOT_ALLOWED
