"""The wire codec (``network.codec``): every value a seat window hands out comes back from the wire exactly
(tuples as tuples, lists as lists, None as None), in every game and at any point of a partie; what a seat is
sent is the same bytes for two deals that differ only in cards it cannot see; and bad input of any sort
raises one CodecError with one short line, never anything else."""

from __future__ import annotations

import dataclasses
import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from piquet_gui.model import CARDS, Card, Play, Rank, Suit
from piquet_gui.model.discards import DiscardChoices
from piquet_gui.model.games import GAMES, new_game
from piquet_gui.model.refusals import engine_reason, refusal
from piquet_gui.model.seat_window import Refusal, RefusalKind
from piquet_gui.network.codec import CODEC_VERSION, MAX_TEXT, WHITELIST, CodecError, decode, dumps, encode, loads
from tests.helpers import played_on
from tests.model.seat_twins import candidates, twin_positions


def back(value: Any) -> Any:
    """``value`` through the wire; its text and its data must come back the same way."""
    text = dumps(value)
    assert json.loads(text)["v"] == CODEC_VERSION
    assert decode(json.loads(json.dumps(encode(value)))) == value
    return loads(text)


def same(value: Any) -> None:
    came = back(value)
    assert came == value
    assert type(came) is type(value)
    if hasattr(value, "legal_actions"):
        assert type(came.legal_actions) is type(value.legal_actions)


def partie_at(name: str, seed: int, moves: int) -> Any:
    game = new_game(name, seed=seed)
    return played_on(game, random.Random(seed), moves)


# --- round trips ------------------------------------------------------------------------------------------

@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(name=st.sampled_from(GAMES), seed=st.integers(0, 2**32), moves=st.integers(0, 400))
def test_every_value_a_seat_window_hands_out_comes_back_exactly(name: str, seed: int, moves: int) -> None:
    game = partie_at(name, seed, moves)
    for seat in range(game.seats):
        view = game.view(seat)
        same(view)
        same(game.events_for(seat))
        legal = view.legal_actions if view is not None and view.to_act == seat else ()
        same(legal)
        if view is not None:
            for action in candidates(view)[::7]:
                same(action)
                same(refusal(view, action, lambda tried: engine_reason(game, seat, tried)))
    same(game.score_sheet())
    same(game.totals())
    same(game.to_act)
    same(game.needs_deal())
    same(tuple(game.players))


@pytest.mark.parametrize("name", GAMES)
def test_a_whole_partie_of_each_game_comes_back_exactly(name: str) -> None:
    """Every view of every seat through a whole partie, its events and its settled score sheet."""
    rng = random.Random(7)
    game = new_game(name, seed=7)
    lazy = 0
    while not game.is_over():
        if game.needs_deal():
            game.start_deal()
        for seat in range(game.seats):
            view = game.view(seat)
            same(view)
            lazy += view is not None and type(view.legal_actions) is DiscardChoices
        game.apply(rng.choice(list(game.legal_actions())))
    for seat in range(game.seats):
        same(game.view(seat))
        same(game.events_for(seat))
    sheet = game.score_sheet()
    assert sheet.settlement is not None
    same(sheet)
    if name != "partnership":  # no talon: no exchange
        assert lazy


@pytest.mark.parametrize("kind", list(RefusalKind))
def test_every_refusal_comes_back_exactly(kind: RefusalKind) -> None:
    for refused in (Refusal(kind), Refusal(kind, Suit.CLUBS), Refusal(kind, None, "a discard of 6 cards")):
        same(refused)


def test_tuples_lists_none_and_entries_keep_their_shape() -> None:
    play = Play(Card.parse("QH"))
    for value in ([play], (play,), [], (), None, [None, (1, "a"), [True]], {"a": [(play,)], "b": None},
                  Card.parse("7D"), ((), [()])):
        same(value)
    assert dumps([play]) == '{"v":1,"value":[{"$":"Play","card":"QH"}]}'


def test_the_lazy_discards_are_written_as_what_defines_them() -> None:
    hand = sum(card.bit for card in CARDS[:12])
    choices = DiscardChoices(hand, 1, 5)
    assert len(choices) > 1500
    text = dumps(choices)
    assert len(text) < 200
    came = loads(text)
    assert type(came) is DiscardChoices and list(came) == list(choices)


def test_equal_values_give_identical_text() -> None:
    one, two = partie_at("auction", 3, 40), partie_at("auction", 3, 40)
    assert one is not two
    for seat in range(2):
        assert dumps(one.view(seat)) == dumps(two.view(seat))
        assert dumps(one.events_for(seat)) == dumps(two.events_for(seat))


def test_the_whitelist_names_every_field_of_its_classes() -> None:
    """A field added to a model class must be added to the codec (else the value would not come back)."""
    for record in WHITELIST:
        cls = record.cls
        names = (set(cls._fields) if hasattr(cls, "_fields")  # Trick, a named tuple
                 else {"hand", "low", "high"} if cls is DiscardChoices
                 else {field.name for field in dataclasses.fields(cls)})
        assert set(record.fields) == names, record.tag
    assert len({record.tag for record in WHITELIST}) == len(WHITELIST)


# --- the twin-deal property over the wire ----------------------------------------------------------------

@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(name=st.sampled_from(GAMES), seed=st.integers(0, 2**32), observer=st.integers(0, 3),
       choices=st.lists(st.integers(0, 2**16), max_size=60))
def test_twin_deals_send_a_seat_the_same_bytes(name: str, seed: int, observer: int, choices: list[int]) -> None:
    for first, second, seat in twin_positions(name, seed, observer, choices):
        assert dumps(first.view(seat)) == dumps(second.view(seat))
        assert dumps(first.events_for(seat)) == dumps(second.events_for(seat))


# --- bad input ----------------------------------------------------------------------------------------------

def a_view() -> dict[str, Any]:
    game = partie_at("rubicon", 5, 3)
    data = encode(game.view(game.to_act))
    assert isinstance(data, dict)
    return data


def wrapped(value: Any) -> str:
    return json.dumps({"v": CODEC_VERSION, "value": value})


def changed(**fields: Any) -> str:
    data = a_view()
    data.update(fields)
    return wrapped(data)


def without(field: str) -> str:
    data = a_view()
    del data[field]
    return wrapped(data)


HOSTILE: list[tuple[Any, str]] = [
    ("", "not JSON"),
    ("{", "not JSON"),
    (b"\xff\xfe{", "not JSON"),
    ("[1, 2", "not JSON"),
    ('{"v": 1, "value": NaN}', "not JSON"),
    ('{"v": 1, "value": 1.5}', "not an integer"),
    ('{"v": 1, "value": 1' + "0" * 5000 + "}", "not JSON"),
    ('{"v": 1, "v": 1, "value": 1}', "a key twice"),
    ("[" * 100_000 + "]" * 100_000, "text"),
    (" " * (MAX_TEXT + 1), "longer than"),
    (b" " * (MAX_TEXT + 1), "longer than"),
    ("null", "not a message"),
    ('{"value": 1}', "not a message"),
    ('{"v": 2, "value": 1}', "version 2"),
    ('{"v": "1", "value": 1}', "version '1'"),
    ('{"v": true, "value": 1}', "version True"),
    (wrapped({"$": "Pickle", "data": "x"}), "unknown tag"),
    (wrapped({"$": "os.system", "command": "rm"}), "unknown tag"),
    (wrapped({"card": "QH"}), "unknown tag"),
    (wrapped({"$": "Play", "card": "ZZ"}), "value.card: not a card: 'ZZ'"),
    (wrapped({"$": "Play", "card": 3}), "value.card: not a card: 3"),
    (wrapped({"$": "Play"}), "missing card"),
    (wrapped({"$": "Play", "card": "QH", "seat": 1}), "unknown seat"),
    (wrapped({"$": "Discard", "mask": ["QH", "QH"]}), "a card twice"),
    (wrapped({"$": "Discard", "mask": 12}), "not an array"),
    (wrapped({"$": "Bid", "call": "13+"}), "not one of the known words"),
    (wrapped({"$": "Rules", "seats": 2}), "Rules fields: missing"),
    (wrapped({"$": "tuple", "items": 3}), "not an array"),
    (wrapped({"$": "tuple", "items": [], "x": 1}), "only items"),
    (wrapped({"$": "dict", "items": []}), "unknown tag or fields"),
    (wrapped([[[[[[[[[[[[1]]]]]]]]]]]]), "nested more than"),
    (wrapped("x" * 5000), "not a string"),
    (changed(hand=["QH", "ZZ"]), "view.hand[1]: not a card: 'ZZ'"),
    (changed(hand="QH"), "view.hand: not an array"),
    (changed(seat=4), "view.seat: not an integer from 0 to 3: 4"),
    (changed(seat=-1), "view.seat: not an integer"),
    (changed(seat=True), "view.seat: not an integer"),
    (changed(to_act=3), "seat 3 beyond the 2 seats"),
    (changed(phase="lunch"), "view.phase: not a Phase: 'lunch'"),
    (changed(hand=["QH"] * 40), "more than 32 items"),
    (changed(rules={"$": "NormandRules"}), "NormandRules fields: missing"),
    (changed(rules={"$": "SeatView"}), "view.rules: not a rules object"),
    (changed(legal_actions=[{"$": "DealEnded"}]), "view.legal_actions[0]: not an action"),
    (changed(legal_actions={"$": "DiscardChoices", "hand": [], "low": 99, "high": 1}), "legal_actions.low"),
    (changed(legal_actions=7), "view.legal_actions: not an object"),
    (changed(scores=[{"$": "DealScore"}]), "view.scores[0]: DealScore fields: missing"),
    (changed(said=[{"$": "Said", "seat": 0, "category": "point", "speech": "shout", "value": 0, "rank": None,
                    "pips": 0}]), "view.said[0].speech: not a Speech"),
    (without("hand"), "view: SeatView fields: missing hand"),
    (changed(extra=1), "view: SeatView fields: unknown extra"),
]


@pytest.mark.parametrize(("text", "says"), HOSTILE, ids=[str(i) for i in range(len(HOSTILE))])
def test_hostile_input_raises_one_short_line(text: Any, says: str) -> None:
    with pytest.raises(CodecError) as raised:
        loads(text)
    message = str(raised.value)
    assert says in message
    assert "\n" not in message and len(message) <= 240
    assert isinstance(raised.value, ValueError)


def test_a_value_off_the_whitelist_is_not_encoded() -> None:
    for value in (object(), 1.5, {1: 2}, {"a", "b"}, Rank.ACE, b"x", print):
        with pytest.raises(CodecError):
            encode(value)
    view = partie_at("rubicon", 1, 2).view(0)
    with pytest.raises(CodecError):
        encode(dataclasses.replace(view, hand=list(view.hand)))


JSON = st.recursive(st.none() | st.booleans() | st.integers(-2**40, 2**40) | st.text(max_size=12)
                    | st.sampled_from(["QH", "$", "tuple", "dict", "Play", "SeatView", "card", "items"]),
                    lambda inner: st.lists(inner, max_size=5)
                    | st.dictionaries(st.sampled_from(["$", "items", "card", "seat", "hand", "v", "value", "x"]),
                                      inner, max_size=5),
                    max_leaves=30)


def only_codec_errors(text: Any) -> None:
    try:
        loads(text)
    except CodecError as error:
        assert "\n" not in str(error) and len(str(error)) <= 240


@settings(max_examples=300, deadline=2000)
@given(value=JSON, wrap=st.booleans())
def test_random_json_raises_nothing_but_codec_errors(value: Any, wrap: bool) -> None:
    only_codec_errors(json.dumps({"v": 1, "value": value} if wrap else value))


def mutations(data: Any, rng: random.Random) -> Any:
    """``data`` with one value somewhere in it replaced, removed or added to."""
    if isinstance(data, dict) and data and rng.random() < 0.8:
        key = rng.choice(sorted(data))
        return {**data, key: mutations(data[key], rng)}
    if isinstance(data, list) and data and rng.random() < 0.8:
        i = rng.randrange(len(data))
        return data[:i] + [mutations(data[i], rng)] + data[i + 1:]
    return rng.choice([None, True, 0, -1, 5, 99, 2**70, "ZZ", "QH", "", [], {}, ["QH"], {"$": "Play"},
                       {"$": "tuple", "items": []}, [data], {"$": "SeatView"}])


@settings(max_examples=300, deadline=2000)
@given(seed=st.integers(0, 2**32), name=st.sampled_from(GAMES), moves=st.integers(0, 150), count=st.integers(1, 4))
def test_mutations_of_a_real_view_raise_nothing_but_codec_errors(seed: int, name: str, moves: int,
                                                                 count: int) -> None:
    game = partie_at(name, seed % 50, moves)
    rng = random.Random(seed)
    data = {"v": 1, "value": encode(game.view(game.to_act or 0))}
    for _ in range(count):
        data = mutations(data, rng)
    only_codec_errors(json.dumps(data))
    text = json.dumps(data)
    cut = rng.randrange(len(text) + 1)
    only_codec_errors(text[:cut] + rng.choice(["", "}", "]", ",", '"', "\\"]) + text[cut + 1:])

