#!/usr/bin/env python3
"""Set up and run, on a fresh machine with only Python 3.11+:

    python3 dev.py play     # set everything up, then start the game
    python3 dev.py test     # set everything up, then run the whole test suite

It makes a virtual environment in .venv, installs the project into it and,
on Debian or Ubuntu, the system libraries Qt needs (when run as root).
Extra arguments after ``test`` go to pytest.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
# What a bare Debian lacks for Qt's widgets, offscreen or on a screen.
QT_DEBIAN_PACKAGES = ["libegl1", "libgl1", "libxkbcommon0", "libfontconfig1", "libdbus-1-3", "libglib2.0-0"]


def venv_python() -> Path:
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def run(*command: str | Path, **kwargs: object) -> int:
    return subprocess.call([str(c) for c in command], cwd=ROOT, **kwargs)  # type: ignore[arg-type]


def setup(extras: str) -> None:
    if not venv_python().exists():
        print("Creating .venv ...", flush=True)
        venv.create(VENV, with_pip=True)
    print(f"Installing piquet-gui{extras} into .venv ...", flush=True)
    if run(venv_python(), "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
           "-e", f".{extras}") != 0:
        sys.exit("pip could not install the project; see the messages above")
    ensure_qt_libraries()


def ensure_qt_libraries() -> None:
    check = [str(venv_python()), "-c", "import PySide6.QtWidgets"]
    if subprocess.call(check, stderr=subprocess.DEVNULL) == 0:
        return
    apt = shutil.which("apt-get")
    if apt and hasattr(os, "geteuid") and os.geteuid() == 0:
        print("Installing the system libraries Qt needs ...", flush=True)
        subprocess.call([apt, "update", "-qq"])
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        subprocess.call([apt, "install", "-y", "-qq", *QT_DEBIAN_PACKAGES], env=env)
    if subprocess.call(check) != 0:
        sys.exit("Qt cannot start: install your system's OpenGL/EGL, xkbcommon and fontconfig libraries "
                 f"(on Debian: apt-get install {' '.join(QT_DEBIAN_PACKAGES)})")


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in ("play", "test"):
        print(__doc__)
        return 2
    if argv[0] == "play":
        setup("")
        return run(venv_python(), "-m", "piquet_gui", *argv[1:])
    setup("[test]")
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    return run(venv_python(), "-m", "pytest", *argv[1:], env=env)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
