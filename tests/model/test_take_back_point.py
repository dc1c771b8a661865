"""Undo's rules belong to the engine's history (``History.take_back_point``), the same in every game: a
take-back returns to just before the people's last real choice, never into another seat's choice nor onto a
step that says itself; taking back a whole trick returns to before its first card, never into the middle of
a trick."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from piquet_gui.model.actions import LookAtTalon, Play, Reply, ReplyKind, says_itself
from piquet_gui.model import Category
from piquet_gui.model.any_partie import AnyPartie
from piquet_gui.model.games import GAMES, new_game


def played(name: str, seed: int, length: int) -> AnyPartie:
    rng = random.Random(seed)
    game = new_game(name, seed=seed)
    for _ in range(length):
        if game.is_over():
            break
        if game.needs_deal():
            game.start_deal()
            continue
        game.apply(rng.choice(list(game.legal_actions())))
    return game


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(name=st.sampled_from(GAMES), seed=st.integers(0, 10_000), length=st.integers(0, 140), data=st.data())
def test_a_take_back_returns_to_the_peoples_last_real_choice(name: str, seed: int, length: int,
                                                              data: st.DataObject) -> None:
    game = played(name, seed, length)
    people = data.draw(st.sets(st.integers(0, game.seats - 1), min_size=1), label="people")
    actions = game.actions()
    point = game.take_back_point(people)  # type: ignore[attr-defined]
    real = [i for i, (_, seat, _) in enumerate(actions)
            if seat in people and not says_itself(game.prefix(i).legal_actions())]
    if point is None:
        assert not real, "nothing to take back only when the people made no real choice"
        return
    assert point == real[-1], "just before the people's last real choice"
    assert actions[point][1] in people, "never into another seat's choice"
    assert game.prefix(point).to_act in people and not says_itself(game.prefix(point).legal_actions())

    whole = game.take_back_point(people, whole_trick=True)  # type: ignore[attr-defined]
    assert whole is not None and whole <= point
    if not isinstance(actions[point][2], Play):
        assert whole == point
        return
    back = game.prefix(whole)
    assert not back.current.trick or isinstance(actions[whole][2], LookAtTalon), "never in the middle of a trick"
    between = [action for _, _, action in actions[whole:point + 1]]
    assert all(isinstance(action, (Play, LookAtTalon)) for action in between)
    assert sum(isinstance(action, Play) for action in between) <= len(back.current.dealt), "the same trick"


def test_a_call_that_says_itself_is_gone_past() -> None:
    """Elder's "Making 48" is his only answer: taking back returns to his choice before it."""
    assert says_itself([Reply(Category.POINT, ReplyKind.TELL)])
    for seed in range(200):
        game = played("rubicon", seed, 0)
        game.start_deal()
        rng = random.Random(seed)
        while game.current is not None and game.current.phase.name != "PLAY":
            seat = game.to_act
            if says_itself(game.legal_actions()):
                point = game.take_back_point({seat})  # type: ignore[attr-defined]
                game.apply(game.legal_actions()[0])
                assert game.take_back_point({seat}) == point, "the forced step is not a point to return to"
                return
            game.apply(rng.choice(list(game.legal_actions())))
    raise AssertionError("no step said itself in 200 deals")
