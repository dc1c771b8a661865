"""Damaged files never stop the game (found by fault injection): each is built, then the real application
(``piquet_gui.cli.main``, its ``run()`` and ``start()``) starts on it.

A broken save or database is refused or set aside with one line that says where and what, never a
traceback, never a hang; the user's other data stays intact; the game goes on.
"""

from __future__ import annotations

import json
import os
import sqlite3
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from piquet_gui.controller import SeatSetup
from piquet_gui.storage import autosave, statistics
from piquet_gui.views.main_window import MainWindow
from piquet_gui.views.new_game_dialog import NewGameDialog
from tests.helpers import CEILING_S, random_partie

SEATS = (SeatSetup("Anne", True), SeatSetup("Ben", False, "club"))


class Run:
    """What a run of the application left: its exit status, its window, what it wrote on stderr."""

    def __init__(self, status: int, window: MainWindow | None, stderr: str, asked: list[object]) -> None:
        self.status, self.window, self.stderr, self.asked = status, window, stderr, asked

    @property
    def screen(self):
        assert self.window is not None and self.window.screen_ is not None, "the game screen was never built"
        return self.window.screen_

    def message(self) -> str:
        return self.screen.window.statusBar().currentMessage()

    def log(self) -> list[str]:
        log = self.screen.log
        return [log.item(i).text() for i in range(log.count())]


@pytest.fixture
def run_app(qapp, monkeypatch, capfd):
    """Start the application as ``python -m piquet_gui ARGS`` would, in this process; leave it once
    ``until(window)`` holds or after ``seconds``.  Boxes and the new-game dialog are answered at once
    (and counted) rather than waiting for a person."""
    windows: list[MainWindow] = []
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # run() sets its own
    monkeypatch.setenv("PIQUET_DATA_DIR", os.environ.get("PIQUET_DATA_DIR", ""))  # and --data-dir this
    asked: list[object] = []
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: asked.append(self) or 0)
    monkeypatch.setattr(QMessageBox, "exec", lambda self: asked.append(self) or 0)

    def run(argv: list[str], until: Callable[[MainWindow], bool], seconds: float = CEILING_S) -> Run:
        from piquet_gui.cli import main

        before = set(QApplication.topLevelWidgets())
        deadline = time.monotonic() + seconds
        found: list[MainWindow] = []

        def look() -> None:
            new = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w not in before]
            if new and not found:
                found.append(new[0])
            try:
                done = bool(found) and until(found[0])
            except Exception:  # noqa: BLE001 - not there yet
                done = False
            if done or time.monotonic() > deadline:
                QApplication.instance().exit(0)
            else:
                QTimer.singleShot(50, look)

        QTimer.singleShot(50, look)
        capfd.readouterr()
        status = main(argv)
        stderr = capfd.readouterr().err
        windows.extend(found)
        return Run(status, found[0] if found else None, stderr, list(asked))

    yield run
    for window in windows:
        if window.screen_ is not None and window.screen_.controller is not None:
            window.screen_.controller.stop()
        window.close()
        window.deleteLater()


def welcome_shown(window: MainWindow) -> bool:
    from piquet_gui.views import welcome

    return welcome.current(window) is not None


def a_save(folder: Path, **changes: object) -> Path:
    where = folder / "autosave.json"
    autosave.save(random_partie(5, actions=60), SEATS, 3, where)
    data = json.loads(where.read_text())
    for key, value in changes.items():
        data[key] = value
    where.write_text(json.dumps(data).replace('"__1e400__"', "1e400"))
    return where


def set_aside(folder: Path) -> list[Path]:
    return [p for p in folder.iterdir() if p.name.startswith("autosave.damaged-")]


def test_a_save_naming_an_unknown_level_is_set_aside_not_offered(run_app, tmp_path) -> None:
    seats = [dict(name="Anne", human=True, level="beginner"), dict(name="Ben", human=False, level="grandmaster")]
    kept = a_save(tmp_path, seats=seats).read_text()
    run = run_app(["--data-dir", str(tmp_path)], welcome_shown)
    assert run.status == 0 and "Traceback" not in run.stderr
    assert not run.asked or not isinstance(run.asked[0], QMessageBox), "not offered back"
    assert "grandmaster" in run.message() and "\n" not in run.message()
    assert any("grandmaster" in line for line in run.log())
    aside = set_aside(tmp_path)
    assert len(aside) == 1 and aside[0].read_text() == kept and str(aside[0]) in run.message()
    from piquet_gui.views import welcome

    assert welcome.current(run.window).resume_button is None
    # The next start: nothing offered, nothing said.
    again = run_app(["--data-dir", str(tmp_path)], welcome_shown)
    assert again.status == 0 and welcome.current(again.window).resume_button is None
    assert "could not be resumed" not in again.message() and len(set_aside(tmp_path)) == 1


def test_a_save_whose_seed_is_too_large_for_a_number_is_set_aside(run_app, tmp_path) -> None:
    a_save(tmp_path, seed="__1e400__")
    run = run_app(["--data-dir", str(tmp_path)], welcome_shown)
    assert run.status == 0 and "Traceback" not in run.stderr
    assert "seed" in run.message() and "\n" not in run.message()
    assert len(set_aside(tmp_path)) == 1 and not (tmp_path / "autosave.json").exists()


@pytest.mark.parametrize("where", ["a file", "under a file"])
def test_a_data_folder_that_cannot_be_made_plays_on_without_saving(run_app, tmp_path, where) -> None:
    blocker = tmp_path / "blocker"
    blocker.write_text("a file of the user's")
    folder = blocker if where == "a file" else blocker / "Piquet"
    # The demo: it plays (and would exit 0 when done), saying once that nothing is kept.
    run = run_app(["--demo", "--pace", "0", "--speed", "instant", "--seed", "3", "--data-dir", str(folder)],
                  lambda w: w.screen_.controller is not None and len(w.screen_.controller.partie.deals) >= 2)
    assert run.status == 0 and "Traceback" not in run.stderr
    assert len(run.screen.controller.partie.deals) >= 2, "the demo plays on"
    said = [line for line in run.log() if "without autosave and statistics" in line]
    assert len(said) == 1 and str(folder) in said[0]
    assert run.stderr.count("without autosave and statistics") == 1
    assert blocker.read_text() == "a file of the user's"
    # A person: the welcome says it too, and a game starts and plays.
    person = run_app(["--data-dir", str(folder)], welcome_shown)
    assert person.status == 0 and "without autosave and statistics" in person.message()
    from piquet_gui.views import welcome

    assert "without autosave and statistics" in welcome.current(person.window).note.text()
    assert not person.screen.autosave_enabled


STATISTICS = "statistics.sqlite3"


def junk_statistics(folder: Path) -> None:
    where = folder / STATISTICS
    for seed in range(3):
        assert statistics.record(random_partie(seed, ("You", "Computer")), [True, False], "club", where)
    with sqlite3.connect(where) as connection:
        connection.execute("UPDATE parties SET totals = 'not json' WHERE id = 1")
        connection.execute("UPDATE parties SET human = 7 WHERE id = 2")


def test_statistics_with_junk_rows_show_the_rest_and_count_them(run_app, tmp_path) -> None:
    from piquet_gui.views.statistics_window import StatisticsWindow

    junk_statistics(tmp_path)
    before = (tmp_path / STATISTICS).read_bytes()
    run = run_app(["--data-dir", str(tmp_path)], welcome_shown)
    assert run.status == 0
    shown = StatisticsWindow(run.window)  # what Game → Statistics… opens
    assert shown.available and shown.figures.parties == 1
    assert shown.damaged.text().startswith("2 damaged row")
    shown.deleteLater()
    assert (tmp_path / STATISTICS).read_bytes() == before, "the database is left as it was"


def test_a_finished_partie_left_in_the_save_keeps_its_statistics(run_app, tmp_path) -> None:
    """Killed after the last card, before the statistics were written: the next start writes them."""
    where = tmp_path / "autosave.json"
    autosave.save(random_partie(8), SEATS, 3, where)
    run = run_app(["--data-dir", str(tmp_path)], welcome_shown)
    assert run.status == 0
    assert statistics.summary(tmp_path / STATISTICS).parties == 1
    assert not where.exists()


def test_the_demo_stopped_in_the_middle_leaves_no_save(run_app, tmp_path) -> None:
    run = run_app(["--demo", "--pace", "0", "--speed", "instant", "--seed", "4", "--data-dir", str(tmp_path)],
                  lambda w: (tmp_path / "autosave-demo.json").exists() and len(w.screen_.controller.partie.deals) >= 2)
    assert run.status == 0 and not run.screen.controller.partie.is_over()
    assert not (tmp_path / "autosave-demo.json").exists()
    assert not list(tmp_path.iterdir())


def test_the_demo_cleans_up_its_own_save_and_stale_temporaries(tmp_path) -> None:
    """The whole demo, in a process of its own (``--quit-when-done`` quits the application, which a
    test process should not do to its own)."""
    import subprocess

    old = tmp_path / ".autosave.json.abcd1234.tmp"
    young = tmp_path / ".autosave.json.wxyz5678.tmp"  # another copy of the game may be writing it now
    mine = tmp_path / "notes.tmp"
    for path in (old, young, mine):
        path.write_text("{")
    an_hour_ago = time.time() - 3600
    os.utime(old, (an_hour_ago, an_hour_ago))
    os.utime(mine, (an_hour_ago, an_hour_ago))
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-m", "piquet_gui", "--demo", "--quit-when-done", "--pace", "0",
                           "--speed", "instant", "--seed", "4", "--data-dir", str(tmp_path)], env=env,
                          capture_output=True, text=True, timeout=240)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr[-2000:]
    assert not (tmp_path / "autosave-demo.json").exists()
    assert not old.exists() and young.exists() and mine.exists()
