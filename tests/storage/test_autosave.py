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

from piquet_gui.game_setup import SeatSetup
from piquet_gui.model import Partie
from piquet_gui.model.record import summary
from piquet_gui.storage import autosave
from tests.helpers import random_partie

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
    assert saved is None and message and "could not be resumed" in message and "\n" not in message
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
    assert saved is None and "another version" in message
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
        process.wait(timeout=30)
        if save.exists():
            saved = autosave.read(save)  # raises if the file were damaged
            assert saved.partie.deals
            checked += 1
    assert checked >= 7, "the demo saved as it played"
