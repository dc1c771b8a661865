"""A game record says who sits where (RECORD.md, "Who sits where"): written, read back, checked."""

from __future__ import annotations

import json

import pytest

from piquet_gui.ai.player import LEVELS
from piquet_gui.cli import replay_command
from piquet_gui.game_setup import SeatSetup, record_seats
from piquet_gui.model.two_handed import record
from piquet_gui.model.errors import RecordError
from piquet_gui.model.two_handed.record import dumps, load_seated, loads, loads_seated, summary
from tests.helpers import random_partie


def test_seats_are_written_and_read_back() -> None:
    partie = random_partie(3, actions=40)
    seats = record_seats((SeatSetup("Anne", True), SeatSetup("Ben", False, "expert")))
    text = dumps(partie, seats)
    assert json.loads(text)["seats"] == [{"kind": "human"}, {"kind": "computer", "level": "expert"}]
    again, read = loads_seated(text)
    assert read == (None, "expert") and summary(again) == summary(partie)
    assert SeatSetup.from_record("Ben", read[1]) == SeatSetup("Ben", False, "expert")
    assert SeatSetup.from_record("Anne", read[0]).human
    assert loads_seated(dumps(partie))[1] is None, "a record without seats says nothing of them"


def test_the_record_knows_the_computer_levels() -> None:
    assert record.LEVELS == LEVELS


@pytest.mark.parametrize("seats, words", [
    ([{"kind": "computer", "level": "grandmaster"}, {"kind": "human"}], 'seats, seat 0: "grandmaster" is not a computer level'),
    ([{"kind": "human"}], "seats must be a list of 2 entries"),
    ({"0": "human"}, "seats must be a list of 2 entries"),
    ([{"kind": "robot"}, {"kind": "human"}], 'seats, seat 0: kind must be "human" or "computer", not "robot"'),
    ([{"kind": "human"}, {"kind": "computer"}], "seats, seat 1: null is not a computer level"),
    ([{"kind": "human"}, {"kind": "computer", "level": 3}], "seats, seat 1: a number is not a computer level"),
    ([{"kind": "human"}, "human"], "seats, seat 1 must be an object"),
])
def test_bad_seats_are_refused_in_one_line(tmp_path, capsys, seats, words) -> None:
    data = json.loads(dumps(random_partie(3, actions=40)))
    data["seats"] = seats
    text = json.dumps(data)
    with pytest.raises(RecordError) as refused:
        loads(text)
    assert str(refused.value).startswith(words) and "\n" not in str(refused.value)
    path = tmp_path / "bad.json"
    path.write_text(text)
    assert replay_command(str(path)) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and words in err and "Traceback" not in err


def test_replay_accepts_a_record_with_seats(tmp_path, capsys) -> None:
    partie = random_partie(5)
    path = tmp_path / "done.json"
    path.write_text(dumps(partie, (None, "master")))
    assert replay_command(str(path)) == 0
    assert json.loads(capsys.readouterr().out) == summary(partie)
    assert load_seated(str(path))[1] == (None, "master")
