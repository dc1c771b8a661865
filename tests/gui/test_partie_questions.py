"""Questions that would lose a partie: *No* is the default button, so that Enter (pressed on the real box, as a
player in a hurry would) keeps the partie in progress."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from piquet_gui.controller import GameConfig, SeatSetup
from piquet_gui.game_setup import record_seats
from piquet_gui.model.two_handed.record import dumps
from piquet_gui.views.new_game_dialog import NewGameDialog
from tests.helpers import CEILING_MS, random_partie


def press_enter_on_the_box(asked: list[str], tries: int = 100) -> None:
    """Soon: Enter on the question box that opens (its text noted in ``asked``)."""

    def look(left: int) -> None:
        boxes = [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]
        if boxes:
            asked.append(boxes[0].text())
            QTest.keyClick(boxes[0], Qt.Key.Key_Return)
        elif left:
            QTimer.singleShot(20, lambda: look(left - 1))

    QTimer.singleShot(0, lambda: look(tries))


def a_partie_in_progress(qtbot, make_window, monkeypatch, tmp_path):
    monkeypatch.setenv("PIQUET_DATA_DIR", str(tmp_path))
    win = make_window()
    win.new_game(GameConfig((SeatSetup("Anne", True), SeatSetup("Ben", False)), first_dealer=1, seed=3))
    qtbot.waitUntil(lambda: win.controller.to_act() == 0, timeout=CEILING_MS)
    return win


def test_enter_on_abandon_for_a_new_game_keeps_the_partie(qtbot, make_window, monkeypatch, tmp_path) -> None:
    win = a_partie_in_progress(qtbot, make_window, monkeypatch, tmp_path)
    controller, partie = win.controller, win.controller.partie
    opened: list[object] = []
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: opened.append(self) or 0)
    asked: list[str] = []
    press_enter_on_the_box(asked)
    win.ask_new_game()
    assert asked == ["Abandon the partie in progress?"]
    assert not opened, "Enter said No: no new game is set up"
    assert win.controller is controller and win.controller.partie is partie


def test_enter_on_abandon_for_opening_a_partie_keeps_the_partie(qtbot, make_window, monkeypatch, tmp_path) -> None:
    win = a_partie_in_progress(qtbot, make_window, monkeypatch, tmp_path)
    controller = win.controller
    other = random_partie(7, ("Cleo", "Dan"), actions=40)
    target = tmp_path / "other.json"
    target.write_text(dumps(other, record_seats((SeatSetup("Cleo", True), SeatSetup("Dan", False, "club")))))
    asked: list[str] = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: (str(target), ""))
    press_enter_on_the_box(asked)
    win.files.ask_open()
    assert asked == ["Abandon the partie in progress?"]
    assert win.controller is controller
    saved = json.loads((tmp_path / "autosave.json").read_text())
    assert saved["record"]["players"] == list(controller.partie.players), "the autosave is still this partie's"
