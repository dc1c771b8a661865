"""The demo mode drives the whole application (the score pad's own tests are in ``test_score_pad.py``)."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest


def test_demo_plays_a_whole_partie_and_exits_zero() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-m", "piquet_gui", "--demo", "--quit-when-done", "--pace", "0",
                           "--speed", "instant", "--seed", "4"], env=env, capture_output=True, text=True,
                          timeout=240)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize("game", ["au-cent", "auction", "normand", "partnership"])
def test_the_demo_plays_a_whole_partie_of_every_game_and_exits_zero(game: str, tmp_path) -> None:
    """``--demo --game GAME --quit-when-done``: the computer plays a whole partie of the game through the real
    window, and the program exits 0 at its end."""
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
               PIQUET_DATA_DIR=str(tmp_path), PIQUET_SETTINGS_FILE=str(tmp_path / "settings.ini"))
    done = subprocess.run([sys.executable, "-m", "piquet_gui", "--demo", "--game", game, "--quit-when-done",
                           "--pace", "0", "--speed", "instant", "--seed", "4"], env=env, capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "Traceback" not in done.stderr
