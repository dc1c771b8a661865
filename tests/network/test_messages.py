"""What a joining program may send (PROTOCOL.md) is checked before anything is done with it: a message that is
malformed, oversized, of an unknown type, of another version, or with a field of the wrong kind is refused in
one line, and never raises anything else."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from piquet_gui.model.actions import Discard, Play
from piquet_gui.model.cards import Card, mask_of
from piquet_gui.network.codec import encode
from piquet_gui.network.messages import (MAX_FROM_PLAYER, VERSION, Act, Ask, Bye, Contribute, Hello, ProtocolError,
                                         host_message, read_from_player)


def message(kind: str, **fields: object) -> str:
    return json.dumps({"v": VERSION, "type": kind, **fields})


def test_each_message_a_joining_program_may_send_is_read() -> None:
    assert read_from_player(message("hello", name=" Anne ", seat=2)) == Hello("Anne", None, None, 2)
    assert read_from_player(message("hello", name="Ben", token="t0k", password="pw")) == Hello("Ben", "t0k", "pw")
    play = Play(Card.parse("QH"))
    assert read_from_player(message("act", seq=7, action=encode(play))) == Act(7, play)
    discard = Discard(mask_of([Card.parse("7C"), Card.parse("8C")]))
    assert read_from_player(message("act", seq=8, action=encode(discard))) == Act(8, discard)
    assert read_from_player(message("ask", seq=9, request="undo")) == Ask(9, "undo")
    assert read_from_player(message("contribute", deal=3, randomness="ab" * 16)) == Contribute(3, b"\xab" * 16)
    assert read_from_player(message("bye")) == Bye()


@pytest.mark.parametrize("text, says", [
    ("{", "not a JSON message"),
    ("[1, 2]", "a message is a JSON object"),
    (json.dumps({"type": "hello", "name": "A"}), "has no version"),
    (json.dumps({"v": 2, "type": "hello", "name": "A"}), "version 2 is not spoken here"),
    (message("shout", text="hi"), "unknown message type 'shout'"),
    (message("hello"), "hello: name is missing"),
    (message("hello", name="A", colour="red"), "hello: unknown field 'colour'"),
    (message("hello", name=""), "a name has 1 to 100 characters"),
    (message("hello", name="x" * 101), "a name has 1 to 100 characters"),
    (message("hello", name="A", seat=9), "there is no seat 9"),
    (message("hello", name="A", seat=True), "hello: seat cannot be True"),
    (message("act", seq="1", action={}), "act: seq cannot be '1'"),
    (message("act", seq=1, action={"$": "Pickle", "data": "x"}), "act: "),
    (message("act", seq=-1, action=encode(Play(Card.parse("QH")))), "seq -1 is out of range"),
    (message("ask", seq=1, request="deal me aces"), "unknown request"),
    (message("contribute", deal=1, randomness="zz"), "16 bytes in hexadecimal"),
    (message("contribute", deal=1, randomness="ab"), "16 bytes in hexadecimal"),
    ("x" * (MAX_FROM_PLAYER + 1), "too long"),
    ("[" * 100_000 + "]" * 100_000, "too long"),
])
def test_a_message_that_breaks_the_protocol_is_refused_in_one_line(text: str, says: str) -> None:
    with pytest.raises(ProtocolError) as refused:
        read_from_player(text)
    line = str(refused.value)
    assert says in line and "\n" not in line and len(line) <= 240


def test_another_version_is_told_the_version_it_needs() -> None:
    with pytest.raises(ProtocolError) as refused:
        read_from_player(json.dumps({"v": 0, "type": "hello", "name": "A"}))
    assert refused.value.needs_version == VERSION


@settings(max_examples=300, deadline=None)
@given(st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                    max_leaves=30),
       st.sampled_from(["hello", "act", "ask", "consent", "contribute", "bye", "other"]))
def test_any_json_at_all_is_read_or_refused_never_anything_else(value: object, kind: str) -> None:
    for text in (json.dumps(value), json.dumps({"v": VERSION, "type": kind, "name": value, "seq": value,
                                                "action": value, "request": value, "yes": value, "deal": value,
                                                "randomness": value})):
        try:
            read_from_player(text)
        except ProtocolError:
            pass


def test_the_hosts_messages_are_the_same_bytes_for_the_same_values() -> None:
    one = host_message("done", seq=3, events=[{"b": 1, "a": 2}])
    assert one == host_message("done", events=[{"a": 2, "b": 1}], seq=3)
    assert json.loads(one) == {"v": VERSION, "type": "done", "seq": 3, "events": [{"a": 2, "b": 1}]}
