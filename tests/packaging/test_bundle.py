"""The double-click application: icons, the Linux desktop entry, and a frozen build that plays a partie."""

from __future__ import annotations

import importlib.util
import os
import shutil
import struct
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parent.parent.parent
ICONS = ROOT / "resources" / "icons"
SIZE_LIMIT_MB = 120  # 106 MB before the sounds; QtMultimedia with Qt6Network, which it links to, added 6 MB;
# play over the network (QtWebSockets, zeroconf and the asyncio it runs on) 3 MB more


def test_icons_come_in_the_usual_sizes() -> None:
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        image = QImage(str(ICONS / f"piquet-{size}.png"))
        assert (image.width(), image.height()) == (size, size)
        assert image.pixelColor(size // 2, size // 2).alpha() == 255
    data = (ICONS / "piquet.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1) and count >= 6, "a Windows icon with several sizes"
    assert (ICONS / "piquet.svg").read_text().startswith("<?xml")


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils is not installed")
def test_desktop_entry_validates() -> None:
    done = subprocess.run(["desktop-file-validate", str(ROOT / "packaging" / "linux" / "piquet.desktop")],
                          capture_output=True, text=True)
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr


def bundle_size_mb(folder: Path) -> float:
    return sum(f.lstat().st_size for f in folder.rglob("*") if f.is_file() and not f.is_symlink()) / 1e6


@pytest.mark.skipif(importlib.util.find_spec("PyInstaller") is None, reason="PyInstaller is not installed")
def test_frozen_application_plays_a_whole_partie(tmp_path: Path) -> None:
    build = subprocess.run([sys.executable, str(ROOT / "packaging" / "build.py"), "--here", "--dist",
                            str(tmp_path)], capture_output=True, text=True, timeout=900)
    assert build.returncode == 0, build.stdout[-2000:] + build.stderr[-3000:]
    folder = tmp_path / "Piquet"
    executable = folder / ("piquet.exe" if os.name == "nt" else "piquet")
    assert executable.exists()
    assert bundle_size_mb(folder) <= SIZE_LIMIT_MB, f"the bundle grew to {bundle_size_mb(folder):.1f} MB"
    assert (folder / "_internal" / "resources" / "cards" / "svg-cards.svgz").exists()
    assert (folder / "_internal" / "resources" / "cards" / "LICENSE").exists()
    assert (folder / "_internal" / "resources" / "sounds" / "card.wav").exists()
    assert list((folder / "_internal" / "PySide6").glob("QtMultimedia.*"))
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    demo = subprocess.run([str(executable), "--demo", "--quit-when-done", "--pace", "0", "--speed", "instant",
                           "--seed", "3"], env=env, capture_output=True, text=True, timeout=180)
    assert demo.returncode == 0, demo.stderr[-3000:]
    assert "Traceback" not in demo.stderr
    assert list((folder / "_internal" / "PySide6").glob("QtWebSockets.*"))
    served_partie_between_frozen_programs(executable, tmp_path / "served")
    if shutil.which("unshare") and subprocess.run(["unshare", "-rn", "true"], capture_output=True).returncode == 0:
        offline = subprocess.run(["unshare", "-rn", str(executable), "--demo", "--quit-when-done", "--pace", "0",
                                  "--speed", "instant", "--seed", "4"], env=env, capture_output=True, text=True,
                                 timeout=180)
        assert offline.returncode == 0 and "Traceback" not in offline.stderr, offline.stderr[-3000:]


def served_partie_between_frozen_programs(executable: Path, data_dir: Path) -> None:
    """The frozen ``serve`` and ``join`` play a short partie over 127.0.0.1 (the bundle carries QtWebSockets)."""
    import re
    import select

    host = subprocess.Popen([str(executable), "serve", "--game", "four-deals", "--port", "0", "--host", "127.0.0.1",
                             "--seats", "join,computer:beginner", "--data-dir", str(data_dir), "--no-announce"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert host.stdout is not None
    ready, _, _ = select.select([host.stdout], [], [], 120)
    line = host.stdout.readline() if ready else ""
    found = re.fullmatch(r"Table at 127\.0\.0\.1:(\d+)\n", line)
    if found is None:
        host.kill()
        raise AssertionError(f"the frozen serve printed {line!r}")
    joined = subprocess.run([str(executable), "join", f"127.0.0.1:{found.group(1)}", "--name", "Anne", "--auto",
                             "beginner", "--quit-when-done"], capture_output=True, text=True, timeout=180)
    assert joined.returncode == 0, joined.stderr[-2000:]
    assert "The partie is over" in joined.stdout and "Deal 4 checked" in joined.stdout
    assert host.wait(timeout=60) == 0
