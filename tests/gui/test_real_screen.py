"""The real application on a real X server: Xvfb, Qt's xcb platform plugin, the main window mapped.

Every other GUI test runs offscreen, which needs none of the X libraries the xcb plugin loads; this one
would have caught a game that aborts on a fresh machine.  CI sets PIQUET_REQUIRE_REAL_SCREEN=1 so that a
missing Xvfb fails it instead of skipping it.
"""

from __future__ import annotations

import os
import re
import select
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from tests.helpers import CEILING_S

ROOT = Path(__file__).resolve().parent.parent.parent


def need(command: str, package: str) -> str:
    path = shutil.which(command)
    if path is None:
        message = f"{command} is not installed (Debian package {package}; `python3 dev.py test` as root installs it)"
        if os.environ.get("PIQUET_REQUIRE_REAL_SCREEN") == "1":
            pytest.fail(message + "; PIQUET_REQUIRE_REAL_SCREEN=1 forbids skipping this test")
        pytest.skip(message)
    return path


@pytest.fixture
def x_display(tmp_path: Path) -> Iterator[str]:
    """A private Xvfb of 1280×800."""
    with xvfb(tmp_path, "1280x800") as display:
        yield display


@contextmanager
def xvfb(tmp_path: Path, size: str) -> Iterator[str]:
    """A private Xvfb with a screen of ``size`` ("800x600"); -displayfd makes it pick a free display number and
    write it once it is ready."""
    program = need("Xvfb", "xvfb")
    read, write = os.pipe()
    with open(tmp_path / "xvfb.log", "w") as log:
        server = subprocess.Popen([program, "-displayfd", str(write), "-screen", "0", f"{size}x24", "-nolisten", "tcp"],
                                  pass_fds=(write,), stdout=log, stderr=log)
    os.close(write)
    try:
        number = b""
        deadline = time.monotonic() + CEILING_S
        while not number.endswith(b"\n") and time.monotonic() < deadline:
            if select.select([read], [], [], 0.5)[0]:
                chunk = os.read(read, 16)
                if not chunk:
                    break  # Xvfb exited
                number += chunk
        assert number.strip().isdigit(), f"Xvfb did not start: {(tmp_path / 'xvfb.log').read_text()[-2000:]}"
        yield f":{number.decode().strip()}"
    finally:
        os.close(read)
        server.terminate()
        server.wait(timeout=CEILING_S)


def main_window(xwininfo: str, display: str) -> str | None:
    """The id of a mapped, viewable top-level window titled "Piquet" on this display, if there is one."""
    env = dict(os.environ, DISPLAY=display)
    tree = subprocess.run([xwininfo, "-root", "-tree"], env=env, capture_output=True, text=True).stdout
    for window in re.findall(r'^\s*(0x[0-9a-f]+) "Piquet":', tree, re.MULTILINE):
        info = subprocess.run([xwininfo, "-id", window], env=env, capture_output=True, text=True).stdout
        if "Map State: IsViewable" in info:
            return str(window)
    return None


def test_the_game_opens_its_main_window_on_an_x_server(x_display: str, tmp_path: Path) -> None:
    xwininfo = need("xwininfo", "x11-utils")
    # Its own environment: the suite's QT_QPA_PLATFORM=offscreen must not reach the game.
    env = {key: value for key, value in os.environ.items()
           if not key.startswith(("QT_", "WAYLAND_", "XDG_SESSION"))}
    env.update(QT_QPA_PLATFORM="xcb", DISPLAY=x_display, PIQUET_SETTINGS_FILE=str(tmp_path / "settings.ini"))
    log = tmp_path / "game.log"
    started = time.monotonic()
    with open(log, "w") as output:
        game = subprocess.Popen([sys.executable, "-m", "piquet_gui", "--data-dir", str(tmp_path / "data")],
                                cwd=ROOT, env=env, stdout=output, stderr=subprocess.STDOUT)
    try:
        window = None
        while window is None and game.poll() is None and time.monotonic() - started < CEILING_S:
            time.sleep(0.2)
            window = main_window(xwininfo, x_display)
        assert window is not None, f"no Piquet window (exit status {game.poll()}):\n{log.read_text()[-3000:]}"
        size = subprocess.run([xwininfo, "-id", window], env=env, capture_output=True, text=True).stdout
        width = int(re.search(r"Width: (\d+)", size).group(1))  # type: ignore[union-attr]
        assert width >= 400, size
    finally:
        game.terminate()
        game.wait(timeout=CEILING_S)
    assert "Traceback" not in log.read_text(), log.read_text()
