"""The game with no network at all (no interface up, not even loopback): it starts and plays as ever; only
``serve`` cannot listen, and says so in one line."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers import CEILING_S

ROOT = Path(__file__).resolve().parent.parent.parent


def offline(command: list[str]) -> list[str]:
    """``command`` run in a network namespace of its own, with no interface up (skip where that cannot be had)."""
    if shutil.which("unshare") is None:
        pytest.skip("unshare is not installed")
    probe = subprocess.run(["unshare", "-rn", "true"], capture_output=True)
    if probe.returncode != 0:
        pytest.skip("this machine cannot make a network namespace without a network")
    return ["unshare", "-rn", *command]


def test_the_game_starts_and_plays_a_partie_with_no_network() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(offline([sys.executable, "-m", "piquet_gui", "--demo", "--quit-when-done", "--pace", "0",
                                   "--speed", "instant", "--seed", "3"]), cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=CEILING_S)
    assert done.returncode == 0, done.stderr[-3000:]
    assert "Traceback" not in done.stderr


def test_join_with_no_network_says_so_in_one_line() -> None:
    done = subprocess.run(offline([sys.executable, "-m", "piquet_gui", "join", "127.0.0.1:47500", "--name", "Anne"]),
                          cwd=ROOT, capture_output=True, text=True, timeout=CEILING_S)
    assert done.returncode == 4, done.stderr
    assert len(done.stderr.strip().splitlines()) == 1 and "Traceback" not in done.stderr, done.stderr
