"""Taking back moves never changes the cards: ``Partie.prefix`` (undo) and ``Partie.replayed`` (review) deal
every deal as it was dealt, and the deals dealt after the point taken back to come again, even through a
game record (autosave, Save and Open)."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from piquet_gui.model import FOUR_DEALS, Partie, Target
from piquet_gui.model.errors import RecordError
from piquet_gui.model.games import GAMES, new_game
from piquet_gui.model.two_handed.record import replay, to_record

games = st.sampled_from(["rubicon", "four-deals", "target", "au-cent", "auction"])


def new_partie(name: str, seed: int) -> Partie:
    """A two-handed partie of any format or rule set: Rubicon's formats, au cent, auction piquet."""
    if name in ("au-cent", "auction", "rubicon"):
        partie = new_game(name, seed=seed)
        assert isinstance(partie, Partie)
        return partie
    return Partie(format=FOUR_DEALS if name == "four-deals" else Target(100, "seca"), seed=seed)
SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def dealt(partie: Partie) -> list[tuple[int, list[int], tuple[int, ...]]]:
    return [(deal.dealer, deal.dealt[:], deal.talon) for deal in partie.deals]


def play(partie: Partie, rng: random.Random, actions: int) -> None:
    for _ in range(actions):
        if partie.is_over():
            return
        if partie.needs_deal():
            partie.start_deal()
        partie.apply(rng.choice(partie.legal_actions()))


@SETTINGS
@given(seed=st.integers(0, 10_000), game=games, length=st.integers(1, 160), data=st.data())
def test_a_take_back_deals_the_same_cards_now_and_later(seed: int, game, length: int, data) -> None:
    rng = random.Random(seed)
    partie = new_partie(game, seed)
    play(partie, rng, length)
    total = partie.action_count()
    point = data.draw(st.integers(0, total), label="taken back to")
    back = partie.prefix(point)
    assert back.action_count() == point
    assert dealt(back) == dealt(partie)[:len(back.deals)], "the deals kept are dealt the same cards"
    if partie.deals and point == sum(len(d.history) for d in partie.deals[:-1]):
        assert len(back.deals) == len(partie.deals), "a deal taken back to its start is still dealt"
    # Play on another way: every deal the first partie dealt comes again with the same cards (while the
    # dealers agree: a passed-out or re-cut deal may change who deals).
    play(back, random.Random(seed + 1), 400)
    for original, again in zip(dealt(partie), dealt(back)):
        if original[0] != again[0]:
            break
        assert again == original


@SETTINGS
@given(seed=st.integers(0, 10_000), length=st.integers(30, 200), data=st.data())
def test_taking_back_again_and_again_never_changes_a_card(seed: int, length: int, data) -> None:
    """A player fishing for a better hand: take back, play on, take back again."""
    partie = Partie(seed=seed)
    play(partie, random.Random(seed), length)
    first = dealt(partie)
    for attempt in range(4):
        partie = partie.prefix(data.draw(st.integers(0, partie.action_count()), label=f"point {attempt}"))
        play(partie, random.Random(seed * 7 + attempt), data.draw(st.integers(0, 60), label=f"on {attempt}"))
        for original, again in zip(first, dealt(partie)):
            assert again == original
        first = first + dealt(partie)[len(first):]


def test_the_deals_after_the_point_travel_with_the_record() -> None:
    """Autosave and Save keep the deals already dealt, so quitting and resuming cannot reshuffle them."""
    partie = Partie(seed=11)
    play(partie, random.Random(11), 120)
    assert len(partie.deals) >= 3
    start_of_last = sum(len(d.history) for d in partie.deals[:-1])
    back = partie.prefix(start_of_last - 1)  # into the deal before the last
    assert len(back.dealt_ahead) == 1
    resumed = replay(to_record(back))
    assert resumed.dealt_ahead == back.dealt_ahead
    play(resumed, random.Random(5), 200)
    assert dealt(resumed)[len(back.deals)] == dealt(partie)[len(back.deals)]


def test_a_record_with_a_broken_dealt_ahead_is_refused_in_words() -> None:
    partie = Partie(seed=2)
    play(partie, random.Random(2), 60)
    record = to_record(partie.prefix(3))
    record["dealt_ahead"][0]["talon"] = record["dealt_ahead"][0]["talon"][:-1]
    with pytest.raises(RecordError, match="dealt_ahead 1, talon must hold 8 cards"):
        replay(record)


def test_review_shows_a_deal_from_its_start_to_its_end() -> None:
    partie = Partie(seed=9)
    play(partie, random.Random(9), 90)
    first = partie.deals[0]
    ended = partie.replayed(1)
    assert ended.deals[-1].is_over() and len(ended.deals) == 1
    started = partie.replayed(2, 0)
    assert started.deals[-1].dealt == partie.deals[1].dealt and not started.deals[-1].history
    assert ended.deals[0].history == first.history


def every_dealt(game) -> list:
    return [game._dealt(index) for index in range(len(game.deals))]


def play_any(game, rng: random.Random, actions: int) -> list:
    """Random legal actions in any game; returns the events ``apply`` gave."""
    events: list = []
    for _ in range(actions):
        if game.is_over():
            break
        if game.needs_deal():
            game.start_deal()
        events.extend(game.apply(rng.choice(game.legal_actions())))
    return events


@SETTINGS
@given(name=st.sampled_from(GAMES), seed=st.integers(0, 10_000), length=st.integers(1, 300), data=st.data())
def test_every_game_takes_back_to_the_same_cards_and_keeps_its_events(name: str, seed: int, length: int,
                                                                     data) -> None:
    game = new_game(name, seed=seed)
    events = play_any(game, random.Random(seed), length)
    assert game.events() == events, "the partie keeps the events apply gave, in order"
    assert [a for _, _, a in game.actions()] == [a for d in game.deals for a in d.history]
    assert all(seat in range(game.seats) for _, seat, _ in game.actions())
    point = data.draw(st.integers(0, game.action_count()), label="taken back to")
    back = game.prefix(point)
    assert back.action_count() == point
    assert every_dealt(back) == every_dealt(game)[:len(back.deals)]
    assert back.events() == [e for d in game.deal_events[:len(back.deals) - 1] for e in d] + \
        (play_events(game, back) if back.deals else []), "the events up to the point, as they were"
    play_any(back, random.Random(seed + 1), 500)
    for original, again in zip(every_dealt(game), every_dealt(back)):
        playing = [[hand is not None for hand in dealt.hands] for dealt in (original, again)]
        if original.dealer != again.dealer or playing[0] != playing[1]:
            break  # the partie went another way (another dealer, or another player out)
        assert again == original, "every deal already dealt comes again with the same cards"


def play_events(game, back) -> list:
    """The events of ``back``'s last deal: those of the same deal in ``game``, as far as ``back`` has gone."""
    index = len(back.deals) - 1
    return back.deal_events[index] if game.deal_events[index][:len(back.deal_events[index])] == \
        back.deal_events[index] else ["differs"]


@pytest.mark.parametrize("name", GAMES)
def test_every_game_keeps_the_deals_after_the_point_in_its_record(name: str) -> None:
    """Save and autosave of any game, after a take-back into an earlier deal: the record keeps the deals
    already dealt, and the partie read back deals them again (the same cards), never afresh."""
    from piquet_gui.model.game_records import replay as replay_any, to_record as record_of

    game = new_game(name, seed=4)
    play(game, random.Random(4), 150)
    assert len(game.deals) >= 3
    back = game.prefix(sum(len(d.history) for d in game.deals[:-2]) + 1)  # early in the deal before the last
    assert len(back.dealt_ahead) >= 1
    resumed = replay_any(json.loads(json.dumps(record_of(back))))
    assert resumed.dealt_ahead == back.dealt_ahead
    kept = len(back.deals) + len(back.dealt_ahead)  # the deals already dealt (later ones are shuffled anew)
    for partie in (back, resumed):  # the same moves on both from here: the same cards in the deals kept
        play(partie, random.Random(9), 400)
    assert len(resumed.deals) >= kept
    assert [resumed._dealt(i) for i in range(kept)] == [back._dealt(i) for i in range(kept)]


@pytest.mark.parametrize("name,broken,words", [
    ("normand", lambda ahead: ahead["hands"].__setitem__(0, ahead["hands"][0][:-1]), "hand of seat 0 must hold"),
    ("partnership", lambda ahead: ahead.__setitem__("dealer", 7), "dealer must be one of the seats"),
])
def test_a_broken_dealt_ahead_of_three_or_four_is_refused_in_words(name: str, broken, words: str) -> None:
    from piquet_gui.model.game_records import replay as replay_any, to_record as record_of

    game = new_game(name, seed=4)
    play(game, random.Random(4), 150)
    record = record_of(game.prefix(3))
    broken(record["dealt_ahead"][0])
    with pytest.raises(RecordError, match=words):
        replay_any(record)
