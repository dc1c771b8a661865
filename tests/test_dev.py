"""dev.py and dev_system.py: what a fresh machine lacks is found, installed or named; pip runs only when needed."""

from __future__ import annotations

import importlib.util
import json
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent


def load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, ROOT / f"{name}.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


system = load("dev_system")
dev = load("dev")

# What ldd said about Qt's xcb plugin on a fresh Debian 12 where the game aborted.
FRESH_DEBIAN_LDD = """\
\tlinux-vdso.so.1 (0x00007ffd6b5f2000)
\tlibQt6XcbQpa.so.6 => /x/PySide6/Qt/plugins/platforms/../../lib/libQt6XcbQpa.so.6 (0x00007f0c1c9a0000)
\tlibxcb-cursor.so.0 => /lib/x86_64-linux-gnu/libxcb-cursor.so.0 (0x00007f0c1c990000)
\tlibxcb-icccm.so.4 => not found
\tlibxcb-keysyms.so.1 => not found
\tlibxcb-randr.so.0 => /lib/x86_64-linux-gnu/libxcb-randr.so.0 (0x00007f0c1c97d000)
\tlibxcb-icccm.so.4 => not found
\t/lib64/ld-linux-x86-64.so.2 (0x00007f0c1cc34000)
"""


def test_ldd_output_names_the_missing_libraries_and_their_packages() -> None:
    missing = system.parse_ldd(FRESH_DEBIAN_LDD)
    assert missing == ["libxcb-icccm.so.4", "libxcb-keysyms.so.1"]
    message = system.explain(system.libraries_as_missing(missing), "Qt's xcb platform needs these libraries")
    assert "libxcb-icccm.so.4" in message and "libxcb-keysyms.so.1" in message
    assert "apt-get install libxcb-icccm4 libxcb-keysyms1" in message


def test_an_unknown_library_is_still_named() -> None:
    message = system.explain(system.libraries_as_missing(["libfoo.so.3"]), "Qt needs these")
    assert "libfoo.so.3" in message and "no package known" in message and "apt-get" not in message


def test_the_qt_x11_list_covers_every_library_in_the_table_it_needs() -> None:
    x11 = [s for s in system.DEBIAN_PACKAGE_OF if s.startswith(("libxcb", "libX", "libxkbcommon-x11"))]
    wanted = set(system.QT_X11_PACKAGES) | set(system.QT_COMMON_PACKAGES)
    assert {system.DEBIAN_PACKAGE_OF[s] for s in x11} - wanted <= {"libxcb-render0", "libxcb-xinput0", "libxau6",
                                                                    "libxdmcp6"}


@pytest.mark.skipif(not sys.platform.startswith("linux") or shutil.which("ldd") is None, reason="needs Linux's ldd")
def test_the_check_reaches_the_installed_xcb_plugin() -> None:
    """If PySide6 moved its plugin, the check would pass on nothing at all: make sure it looks at the real file."""
    import PySide6

    pyside = Path(PySide6.__file__).parent
    files = system.qt_files(pyside, "xcb")
    assert any(f.name == "libqxcb.so" and f.exists() for f in files)
    assert any(f.name.startswith("QtWidgets.") for f in files)
    assert system.missing_libraries(files) is not None


def test_the_platforms_follow_the_environment() -> None:
    assert system.screen_platforms({"DISPLAY": ":0"}) == ["xcb"]
    assert system.screen_platforms({"WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0"}) == ["wayland", "xcb"]
    assert system.screen_platforms({"QT_QPA_PLATFORM": "offscreen", "DISPLAY": ":0"}) == ["offscreen"]
    assert system.screen_platforms({"QT_QPA_PLATFORM": "wayland;xcb"}) == ["wayland", "xcb"]
    assert system.screen_platforms({}) == []


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="libpython matters to PyInstaller on Linux")
def test_a_missing_libpython_names_its_debian_package(tmp_path: Path) -> None:
    debian = {"VERSION": "3.11", "INSTSONAME": "libpython3.11.so.1.0", "LDLIBRARY": "libpython3.11.so",
              "LIBDIR": str(tmp_path), "Py_ENABLE_SHARED": "1", "base_prefix": "/usr"}
    assert system.python_library_missing(debian) == system.Missing("libpython3.11.so.1.0", "libpython3.11")
    (tmp_path / "libpython3.11.so.1.0").write_bytes(b"")
    assert system.python_library_missing(debian) is None
    static = dict(debian, Py_ENABLE_SHARED="0", INSTSONAME="libpython3.11.a", base_prefix=str(tmp_path / "py"))
    missing = system.python_library_missing(static)
    assert missing is not None and missing.package is None and "--enable-shared" in missing.hint
    assert system.python_library_missing(system.python_config()) is None, "this very Python can be frozen"


def test_apt_refreshes_its_lists_when_an_install_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[list[str]] = []

    def fake_run(command: list[str], **_: Any) -> subprocess.CompletedProcess[str]:
        calls.append(command)
        failed = command[1] == "install" and len(calls) == 1  # a fresh container has no package lists
        return subprocess.CompletedProcess(command, 100 if failed else 0, "", "")

    monkeypatch.setattr(system.subprocess, "run", fake_run)
    assert system.apt_install(["libxcb-icccm4"])
    assert [c[1] for c in calls] == ["install", "update", "install"]
    assert "-y" in calls[0] and calls[0][-1] == "libxcb-icccm4"


def test_without_root_the_game_is_not_started_and_the_packages_are_named(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    monkeypatch.setattr(dev.system, "can_install", lambda: False)
    monkeypatch.setattr(dev.system, "missing_libraries", lambda files: system.parse_ldd(FRESH_DEBIAN_LDD))
    with pytest.raises(SystemExit) as stop:
        dev.ensure_qt(tmp_path, ["xcb"], {})
    assert "sudo apt-get install libxcb-icccm4 libxcb-keysyms1" in str(stop.value.code)


def test_without_pulseaudio_the_game_still_starts_and_a_note_says_it_will_be_silent(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    (tmp_path / "QtMultimedia.abi3.so").touch()
    monkeypatch.setattr(dev.system, "can_install", lambda: False)
    monkeypatch.setattr(dev.system, "missing_libraries",
                        lambda files: ["libpulse.so.0"] if any("QtMultimedia" in str(f) for f in files) else [])
    dev.ensure_qt(tmp_path, ["xcb"], None)  # no SystemExit: the window needs nothing more
    note = capsys.readouterr().err
    assert "will be silent" in note and "libpulse.so.0" in note and "sudo apt-get install libpulse0" in note


def test_as_root_the_whole_x11_list_is_installed(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    installed: list[str] = []
    probes: list[list[str]] = []

    def apt_install(packages: list[str]) -> bool:
        installed.extend(packages)
        return True

    def run(command: list[str], **_: Any) -> subprocess.CompletedProcess[str]:
        probes.append(command)
        return subprocess.CompletedProcess(command, 0, "", "")

    monkeypatch.setattr(dev.system, "can_install", lambda: True)
    monkeypatch.setattr(dev.system, "apt_install", apt_install)
    monkeypatch.setattr(dev.system, "missing_libraries",
                        lambda files: [] if installed else system.parse_ldd(FRESH_DEBIAN_LDD))
    monkeypatch.setattr(dev.subprocess, "run", run)
    dev.ensure_qt(tmp_path, ["xcb"], {})
    assert {"libxcb-icccm4", "libxcb-keysyms1", "libxcb-cursor0", "libxkbcommon-x11-0", "libegl1"} <= set(installed)
    assert len(probes) == 1, "after installing, Qt is started once for real"


class FakeVenv:
    """dev.py's setup against a .venv in a temporary folder, pip replaced by a counter."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
        self.pip_runs: list[str] = []
        self.missing: list[str] = []
        root, venv = tmp_path / "checkout", tmp_path / "checkout" / ".venv"
        venv.mkdir(parents=True)
        (venv / "pyvenv.cfg").write_text("version = 3.11.2\n")
        (root / "pyproject.toml").write_text("[project]\nname = 'piquet-gui'\n")
        python = venv / "python"
        python.write_text("")
        self.root = root
        monkeypatch.setattr(dev, "ROOT", root)
        monkeypatch.setattr(dev, "VENV", venv)
        monkeypatch.setattr(dev, "STAMP", venv / "piquet-dev-stamp.json")
        monkeypatch.setattr(dev, "venv_python", lambda: python)
        monkeypatch.setattr(dev, "venv_report", lambda extras: {"missing": self.missing, "pyside": "", "python": {}})
        monkeypatch.setattr(dev, "run", self.pip)

    def pip(self, *command: object, env: object = None) -> int:
        self.pip_runs.append(str(command[-1]))
        self.missing = []
        return 0

    def setup(self, extras: str) -> bool:
        return bool(dev.setup(extras)[1])


def test_pip_runs_only_when_the_requirements_change(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    venv = FakeVenv(monkeypatch, tmp_path)
    assert venv.setup("") is True
    assert venv.setup("") is False, "the second start does not call pip"
    assert venv.pip_runs == ["."]
    assert venv.setup("[test]") is True and venv.setup("[test]") is False
    assert venv.setup("") is False, "the test requirements include the game's"
    assert json.loads(dev.STAMP.read_text())["extras"] == ["", "[test]"]
    (venv.root / "pyproject.toml").write_text("[project]\nname = 'piquet-gui'\ndependencies = ['x']\n")
    assert venv.setup("") is True, "a changed pyproject.toml is installed again"
    assert venv.setup("[test]") is True, "... for the tests too"
    venv.missing = ["PySide6"]
    assert venv.setup("") is True, "a damaged .venv is repaired even when the stamp matches"
    assert venv.pip_runs == [".", ".[test]", ".", ".[test]", "."]
