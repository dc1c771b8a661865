"""The demo mode drives the whole application (the score pad's own tests are in ``test_score_pad.py``)."""

from __future__ import annotations

import os
import subprocess
import sys


def test_demo_plays_a_whole_partie_and_exits_zero() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-m", "piquet_gui", "--demo", "--quit-when-done", "--pace", "0",
                           "--speed", "instant", "--seed", "4"], env=env, capture_output=True, text=True,
                          timeout=240)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "Traceback" not in done.stderr
