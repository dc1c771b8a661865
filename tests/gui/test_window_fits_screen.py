"""On a real X server, the game's windows fit the screen: the main window's whole frame, its action bar and the
bar's buttons within the screen's available area, on a laptop's 1366×768 and on 800×600, at the first start and
when the settings keep a window left on a larger monitor; so do the windows the menus open."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.gui.test_real_screen import ROOT, xvfb
from tests.helpers import CEILING_S


def inside(rect: list[int], area: list[int]) -> bool:
    x, y, width, height = rect
    left, top, room_width, room_height = area
    return left <= x and top <= y and x + width <= left + room_width and y + height <= top + room_height


def measured(tmp_path: Path, size: str, *options: str) -> dict:
    with xvfb(tmp_path, size) as display:
        env = {key: value for key, value in os.environ.items()
               if not key.startswith(("QT_", "WAYLAND_", "XDG_SESSION"))}
        env.update(DISPLAY=display, PIQUET_DATA_DIR=str(tmp_path / "data"),
                   PIQUET_SETTINGS_FILE=str(tmp_path / "settings.ini"))
        done = subprocess.run([sys.executable, "-m", "tests.gui.probes.window_fit", *options], cwd=ROOT, env=env,
                              capture_output=True, text=True, timeout=CEILING_S)
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    assert lines, (done.stdout[-2000:], done.stderr[-2000:])
    found: dict = json.loads(lines[-1])
    return found


@pytest.mark.parametrize("size", ["1366x768", "800x600"])
@pytest.mark.parametrize("start", ["first", "restored"])
def test_the_whole_window_and_its_action_bar_lie_on_the_screen(tmp_path: Path, size: str, start: str) -> None:
    found = measured(tmp_path, size, *(["restored"] if start == "restored" else []))
    area = found["available"]
    assert [area[2], area[3]] == [int(side) for side in size.split("x")]
    assert inside(found["window"], area), found
    assert inside(found["bar"], area), found
    assert found["buttons"] and all(inside(button, area) for button in found["buttons"]), found  # Discard
    if start == "first":
        # As large as the screen allows, up to 1280×800: not a small window in a corner.
        assert found["window"][2] >= min(1280, area[2]) - 20 and found["window"][3] >= min(800, area[3]) - 50


def test_the_windows_the_menus_open_fit_a_screen_of_800_by_600(tmp_path: Path) -> None:
    found = measured(tmp_path, "800x600")
    assert set(found["dialogs"]) == {"new game", "settings", "statistics", "rules"}
    for name, frame in found["dialogs"].items():
        assert inside(frame, found["available"]), (name, frame)
