"""The partie in progress survives anything: a save after every action, atomic, resumed exactly."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from piquet_gui.game_setup import SeatSetup
from piquet_gui.model import Partie
from piquet_gui.model.errors import RecordError
from piquet_gui.model.two_handed.record import summary
from piquet_gui.storage import autosave
from tests.helpers import CEILING_S, random_partie

SEATS = (SeatSetup("Anne", True), SeatSetup("Ben", False, "club"))


def partie_after(actions: int, seed: int = 2) -> Partie:
    return random_partie(seed, actions=actions)


def test_a_saved_partie_resumes_exactly_where_it_was(tmp_path: Path) -> None:
    where = tmp_path / "autosave.json"
    partie = partie_after(70)
    autosave.save(partie, SEATS, 9, where)
    saved, message = autosave.resumable(where)
    assert message is None and saved is not None
    assert saved.seats == SEATS and saved.seed == 9
    assert summary(saved.partie) == summary(partie)
    a, b = partie.deals[-1], saved.partie.deals[-1]
    assert (a.hands, a.phase, a.to_act, a.trick, a.said) == (b.hands, b.phase, b.to_act, b.trick, b.said)


def test_a_damaged_save_is_moved_aside_never_deleted(tmp_path: Path) -> None:
    where = tmp_path / "autosave.json"
    autosave.save(partie_after(40), SEATS, 1, where)
    text = where.read_text()
    where.write_text(text[: len(text) // 2])  # cut short
    saved, message = autosave.resumable(where)
    assert saved is None and message is not None and message.kept is not None
    assert "could not be resumed" in str(message) and "\n" not in str(message)
    kept = [p for p in tmp_path.iterdir() if "damaged" in p.name]
    assert len(kept) == 1 and kept[0].read_text() == text[: len(text) // 2]
    assert not where.exists()


def test_a_save_from_an_unknown_version_is_kept_and_skipped(tmp_path: Path) -> None:
    where = tmp_path / "autosave.json"
    autosave.save(partie_after(10), SEATS, 1, where)
    data = json.loads(where.read_text())
    data["version"] = 99
    where.write_text(json.dumps(data))
    saved, message = autosave.resumable(where)
    assert saved is None and "another version" in str(message)
    assert any("damaged" in p.name for p in tmp_path.iterdir())


def test_a_finished_partie_is_not_offered(tmp_path: Path) -> None:
    where = tmp_path / "autosave.json"
    partie = partie_after(10_000)
    assert partie.is_over()
    autosave.save(partie, SEATS, 1, where)
    assert autosave.resumable(where) == (None, None)


def test_kill_minus_nine_never_leaves_a_damaged_save(tmp_path: Path) -> None:
    """The real application, killed at random instants while it plays and saves."""
    rng = random.Random(12)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    save = tmp_path / "autosave-demo.json"
    checked = 0
    for round_ in range(10):
        process = subprocess.Popen([sys.executable, "-m", "piquet_gui", "--demo", "--pace", "0", "--speed", "instant",
                                    "--seed", str(round_), "--data-dir", str(tmp_path)], env=env,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(rng.uniform(0.8, 3.0))
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=CEILING_S)
        if save.exists():
            saved = autosave.read(save)  # raises if the file were damaged
            assert saved.partie.deals
            checked += 1
    assert checked >= 7, "the demo saved as it played"


# --- whatever the file holds: a SavedGame or one sentence -------------------------------------------------

def saved_document(tmp_path: Path) -> dict:
    where = tmp_path / "autosave.json"
    autosave.save(partie_after(30), SEATS, 5, where)
    return json.loads(where.read_text())


def test_an_unknown_computer_level_is_refused_and_set_aside(tmp_path: Path) -> None:
    where = tmp_path / "autosave.json"
    data = saved_document(tmp_path)
    data["seats"][1]["level"] = "grandmaster"
    where.write_text(json.dumps(data))
    try:
        autosave.read(where)
    except RecordError as error:
        assert "grandmaster" in str(error) and "level" in str(error)
    else:
        raise AssertionError("a save naming an unknown level was accepted")
    saved, message = autosave.resumable(where)
    assert saved is None and message and "grandmaster" in str(message) and "\n" not in str(message)
    assert not where.exists() and any("damaged" in p.name for p in tmp_path.iterdir())
    assert autosave.resumable(where) == (None, None), "offered once, then never again"


def test_a_save_naming_more_players_than_its_game_has_is_refused_in_one_sentence(tmp_path: Path) -> None:
    where = tmp_path / "autosave.json"
    data = saved_document(tmp_path)
    data["seats"].append({"name": "Claire", "human": False, "level": "club"})
    where.write_text(json.dumps(data))
    saved, message = autosave.resumable(where)
    assert saved is None and message and "3 players for a game of 2" in str(message) and "\n" not in str(message)


def test_a_seed_too_large_for_a_number_is_refused_and_set_aside(tmp_path: Path) -> None:
    where = tmp_path / "autosave.json"
    text = json.dumps(saved_document(tmp_path)).replace('"seed": 5', '"seed": 1e400')
    assert "1e400" in text
    where.write_text(text)
    saved, message = autosave.resumable(where)
    assert saved is None and message and "seed" in str(message) and "\n" not in str(message)
    assert not where.exists() and any("damaged" in p.name for p in tmp_path.iterdir())


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12),
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner,
                                                                                 max_size=3), max_leaves=8)
NUMBERS = st.sampled_from(["1e400", "-1e400", "NaN", "Infinity", "1.5", "true", "null", "-0", "9" * 30, "[]",
                           "{}", '"7"'])


def paths(document: object, prefix: tuple = ()) -> list[tuple]:
    """Every place in a JSON document: the keys and indexes that lead to it."""
    out = [prefix]
    if isinstance(document, dict):
        for key, value in document.items():
            out += paths(value, prefix + (key,))
    elif isinstance(document, list):
        for index, value in enumerate(document):
            out += paths(value, prefix + (index,))
    return out


def put(document: object, where: tuple, value: object) -> object:
    if not where:
        return value
    document[where[0]] = put(document[where[0]], where[1:], value)  # type: ignore[index]
    return document


FUZZED = partie_after(30)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_reading_a_save_gives_a_game_or_one_sentence_whatever_it_holds(tmp_path: Path, data) -> None:
    where = tmp_path / "fuzzed.json"
    autosave.save(FUZZED, SEATS, 5, where)
    document = json.loads(where.read_text())
    places = [p for p in paths(document) if len(p) <= 4]  # the header, the seats, a deal's fields
    for _ in range(data.draw(st.integers(1, 3))):
        place = data.draw(st.sampled_from(places))
        if data.draw(st.booleans()):
            document = put(document, place, data.draw(JSON))
        elif place:
            document = put(document, place, "__NUMBER__")
        places = [p for p in paths(document) if len(p) <= 4]
    text = json.dumps(document).replace('"__NUMBER__"', data.draw(NUMBERS))
    where.write_text(text)
    try:
        saved = autosave.read(where)
    except RecordError as error:
        assert str(error) and "\n" not in str(error)
    else:
        assert isinstance(saved, autosave.SavedGame)


def test_a_finished_partie_left_in_the_save_has_its_statistics_kept_once(tmp_path: Path) -> None:
    """The program stopped between the last card and the statistics: the next start keeps them."""
    from piquet_gui.storage import statistics

    where = tmp_path / "autosave.json"
    partie = partie_after(10_000)
    autosave.save(partie, SEATS, 1, where)
    assert autosave.resumable(where) == (None, None)
    assert not where.exists()
    assert statistics.summary(tmp_path / "statistics.sqlite3").parties == 1
    # Kept already (the program stopped after the statistics, before forgetting the save): not twice.
    autosave.save(partie, SEATS, 1, where)
    autosave.resumable(where)
    assert statistics.summary(tmp_path / "statistics.sqlite3").parties == 1
