#!/usr/bin/env python3
"""Set up and run, on a fresh machine with only Python 3.11+:

    python3 dev.py play     # set everything up, then start the game
    python3 dev.py test     # set everything up, then run the whole test suite

It makes a virtual environment in .venv and installs the project into it (again only when
pyproject.toml changed).  On Linux it checks the system libraries Qt needs to open a window (and, for
the tests, Xvfb and PyInstaller's tools); on Debian or Ubuntu as root it installs what is missing,
elsewhere it names the packages and stops.  Extra arguments after ``play`` go to the game, after
``test`` to pytest.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import subprocess
import sys
import venv
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
STAMP = VENV / "piquet-dev-stamp.json"
# Modules whose presence shows the install is whole (the stamp alone would trust a damaged .venv).
GAME_MODULES = ["piquet_gui", "PySide6", "platformdirs", "zeroconf"]
MODULES = {"": GAME_MODULES, "[test]": GAME_MODULES + ["pytest", "pytestqt", "hypothesis", "mypy", "PyInstaller"]}

sys.path.insert(0, str(ROOT))
import dev_system as system  # noqa: E402  (next to this file, whatever the current directory)


def venv_python() -> Path:
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def run(*command: str | Path, env: dict[str, str] | None = None) -> int:
    return subprocess.call([str(c) for c in command], cwd=ROOT, env=env)


def create_venv() -> None:
    # Debian's python3 has venv but not ensurepip (it is in python3.X-venv): venv would leave a .venv
    # without pip behind, which every later run would trip over.
    if importlib.util.find_spec("ensurepip") is None:
        package = f"python{sys.version_info.major}.{sys.version_info.minor}-venv"
        if not (system.can_install() and system.apt_install([package])):
            sys.exit(system.explain([system.Missing("ensurepip", package)], "Making .venv needs Python's ensurepip"))
    print("Creating .venv ...", flush=True)
    venv.create(VENV, with_pip=True)


def stamp_key() -> str:
    """What decides whether pip has work to do: the project's requirements and the .venv's Python."""
    pyvenv = (VENV / "pyvenv.cfg").read_text() if (VENV / "pyvenv.cfg").exists() else ""
    version = [line for line in pyvenv.splitlines() if line.startswith("version")]
    return hashlib.sha256((ROOT / "pyproject.toml").read_bytes() + repr(version).encode()).hexdigest()


def installed_extras() -> list[str]:
    try:
        stamp = json.loads(STAMP.read_text())
    except (OSError, ValueError):
        return []
    return list(stamp["extras"]) if isinstance(stamp, dict) and stamp.get("key") == stamp_key() else []


def write_stamp(extras: str) -> None:
    done = set(installed_extras()) | {extras, ""}  # "[test]" brings the game's own requirements too
    STAMP.write_text(json.dumps({"key": stamp_key(), "extras": sorted(done)}))


def venv_report(extras: str) -> dict[str, Any] | None:
    """Ask .venv's Python which modules are missing, where PySide6 is, and about its libpython."""
    code = ("import importlib.util as u, json, sys; sys.path.insert(0, sys.argv[1]); import dev_system as s; "
            "p = u.find_spec('PySide6'); print(json.dumps({'missing': [m for m in sys.argv[2:] if u.find_spec(m) "
            "is None], 'pyside': p and p.submodule_search_locations[0], 'python': s.python_config()}))")
    done = subprocess.run([str(venv_python()), "-c", code, str(ROOT), *MODULES[extras]],
                          capture_output=True, text=True)
    return json.loads(done.stdout) if done.returncode == 0 else None


def setup(extras: str) -> tuple[dict[str, Any], bool]:
    """Make .venv and install the project, unless already done for these requirements; then say
    whether pip ran (a fresh install is worth a real start of Qt, see ensure_qt)."""
    if not venv_python().exists():
        create_venv()
    report = venv_report(extras)
    if report and not report["missing"] and extras in installed_extras():
        return report, False
    print(f"Installing piquet-gui{extras} into .venv ...", flush=True)
    if run(venv_python(), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "-e", f".{extras}"):
        sys.exit("pip could not install the project; see the messages above")
    report = venv_report(extras)
    if not report or report["missing"]:
        sys.exit(f"after pip, .venv still lacks {report and report['missing']}; delete .venv and try again")
    write_stamp(extras)
    return report, True


def ensure_qt(pyside: Path, platforms: list[str], env: dict[str, str] | None, probe: bool = False) -> None:
    """Make sure Qt can start on one of `platforms`, or stop with one message naming what is missing.
    ldd cannot see everything (nor is it everywhere), so after a fresh install, or with `probe`, a
    QApplication is also started for real in `env` (not at all without one)."""
    def check() -> dict[str, list[system.Missing] | None]:
        return {p: system.missing_for_platform(pyside, p) for p in platforms}

    missing = check()
    if any(missing.values()) and system.can_install():
        # The whole list for each platform short of something: ldd cannot see past a missing library.
        system.apt_install(system.unique(
            [m.package for found in missing.values() for m in found or []]
            + [pkg for p, found in missing.items() if found for pkg in system.packages_for_platform(p)]))
        missing, probe = check(), True
    if missing and all(missing.values()):  # Qt falls back from one platform to the next: one is enough
        platform, found = next(iter(missing.items()))
        sys.exit(system.explain(found or [], f"Qt's {platform} platform, which the game needs to open its "
                                             "window, needs these libraries"))
    ensure_sound(pyside)
    if env is not None and (probe or None in missing.values()):  # None: there was no ldd to ask
        code = "from PySide6.QtWidgets import QApplication; QApplication([])"
        done = subprocess.run([str(venv_python()), "-c", code], env=env, capture_output=True, text=True)
        if done.returncode != 0:
            sys.exit(f"Qt could not start on {' or '.join(platforms)}:\n{done.stderr.strip()[-2000:]}")


def ensure_sound(pyside: Path) -> None:
    """The sounds want PulseAudio's client library: installed as root, else named in a note; the game
    itself starts without it, in silence."""
    missing = system.missing_for_sound(pyside)
    if missing and system.can_install():
        system.apt_install(system.unique([*(m.package for m in missing), *system.QT_SOUND_PACKAGES]))
        missing = system.missing_for_sound(pyside)
    if missing:
        print("note: " + system.explain(missing, "The game will be silent: its sounds (Qt Multimedia) need "
                                                 "these"), file=sys.stderr, flush=True)


def play(argv: list[str]) -> int:
    report, fresh = setup("")
    env = dict(os.environ)
    if system.is_linux():
        platforms = system.screen_platforms(env)
        if not platforms:  # still set up what X needs, then say why no window can open
            ensure_qt(Path(report["pyside"]), ["xcb"], None)
            sys.exit("There is no screen to open the game on: neither DISPLAY nor WAYLAND_DISPLAY is set.\n"
                     "Run this in a desktop session (over ssh: ssh -X), or choose a Qt platform with "
                     "QT_QPA_PLATFORM.")
        # After a fresh install, start Qt once for real; afterwards ldd (50 ms) is enough.
        ensure_qt(Path(report["pyside"]), platforms, env, probe=fresh)
    return run(venv_python(), "-m", "piquet_gui", *argv, env=env)


def test(argv: list[str]) -> int:
    report, fresh = setup("[test]")
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    if system.is_linux():
        ensure_qt(Path(report["pyside"]), system.screen_platforms(env), env, probe=fresh)
        ensure_test_tools(Path(report["pyside"]), report["python"])
    return run(venv_python(), "-m", "pytest", *argv, env=env)


def ensure_test_tools(pyside: Path, python: dict[str, str]) -> None:
    """What some tests need beyond the test platform: the real-screen test runs the game under Xvfb on
    the xcb platform; the bundle test runs PyInstaller.  Installed as root, or named (those tests then
    skip or fail saying why, and the others still run)."""
    def check() -> tuple[list[system.Missing], list[system.Missing]]:
        library = system.python_library_missing(python)
        tools = system.missing_tools(system.TEST_TOOLS) + ([library] if library else [])
        return tools, system.missing_for_platform(pyside, "xcb") or []

    tools, xcb = check()
    if (tools or xcb) and system.can_install():
        whole_list = system.packages_for_platform("xcb") if xcb else []
        system.apt_install(system.unique([*(m.package for m in tools + xcb), *whole_list]))
        tools, xcb = check()
    if tools or xcb:
        print("note: " + system.explain(tools + xcb, "Some tests (the real screen, the bundle, the desktop "
                                                     "entry) need these"), file=sys.stderr, flush=True)


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in ("play", "test"):
        print(__doc__)
        return 2
    return play(argv[1:]) if argv[0] == "play" else test(argv[1:])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
