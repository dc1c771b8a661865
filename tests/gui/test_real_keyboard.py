"""A person's keyboard on a real X server: the game on Qt's xcb platform under Xvfb, keys typed with xdotool.

Offscreen tests cannot see which widget X and Qt really give the focus to; here the keys go where a
keyboard's go.  What they did is read back from the game's own autosave (the partie's record).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

from piquet_gui.model.actions import Discard
from piquet_gui.storage import autosave
from tests.gui.test_real_screen import ROOT, main_window, need, x_display  # noqa: F401 - x_display is a fixture
from tests.helpers import CEILING_S


def saved_discard(data: Path, seat: int) -> list[str] | None:
    try:
        record = json.loads((data / "autosave.json").read_text())["record"]
        discards = record["deals"][0]["discards"][seat]
    except (OSError, ValueError, KeyError, IndexError):
        return None
    return discards or None


def guide_seen(settings: Path) -> str:
    """The guide's notes seen, as the game's settings file keeps them ("" while there is none)."""
    try:
        lines = settings.read_text().splitlines()
    except OSError:
        return ""
    return next((line.partition("=")[2] for line in lines if line.startswith("guide_seen=")), "")


def test_arrows_space_and_enter_exchange_on_a_real_screen(x_display: str, tmp_path: Path) -> None:
    xwininfo = need("xwininfo", "x11-utils")
    xdotool = need("xdotool", "xdotool")
    env = {key: value for key, value in os.environ.items() if not key.startswith(("QT_", "WAYLAND_"))}
    env.update(QT_QPA_PLATFORM="xcb", DISPLAY=x_display, PIQUET_SETTINGS_FILE=str(tmp_path / "settings.ini"))
    data = tmp_path / "data"
    log = tmp_path / "game.log"
    with open(log, "w") as output:
        game = subprocess.Popen([sys.executable, "-m", "piquet_gui", "--data-dir", str(data), "--seed", "5",
                                 "--pace", "0", "--speed", "instant"],
                                cwd=ROOT, env=env, stdout=output, stderr=subprocess.STDOUT)

    def keys(*names: str) -> None:
        for name in names:
            subprocess.run([xdotool, "key", "--delay", "60", name], env=env, check=True)
            time.sleep(0.15)

    try:
        deadline = time.monotonic() + CEILING_S
        window = None
        while window is None and game.poll() is None and time.monotonic() < deadline:
            time.sleep(0.2)
            window = main_window(xwininfo, x_display)
        assert window is not None, log.read_text()[-3000:]
        subprocess.run([xdotool, "windowfocus", "--sync", window], env=env, check=True)
        # Seed 5: the computer is elder and exchanges first; then the guide explains the exchange.
        # The guide's note on the exchange is up once the settings keep it as seen (``Preferences.explain``).
        while "exchange" not in guide_seen(tmp_path / "settings.ini") and game.poll() is None \
                and time.monotonic() < deadline:
            time.sleep(0.2)
        keys("Return")  # "Got it"
        keys("Right", "space", "Right", "space", "Return")  # the second and third cards out
        while saved_discard(data, 0) is None and game.poll() is None and time.monotonic() < deadline:
            time.sleep(0.2)
        put_out = saved_discard(data, 0)
    finally:
        game.terminate()
        game.wait(timeout=CEILING_S)
    assert put_out is not None, f"the keys discarded nothing:\n{log.read_text()[-3000:]}"
    saved = autosave.read(data / "autosave.json")
    before = saved.partie.prefix(1)  # only the computer's exchange: the hand as the player saw it
    hand = list(before.view(0).hand)
    assert sorted(put_out) == sorted(str(c) for c in hand[1:3])
    assert Discard in {type(a) for a in before.legal_actions()}
