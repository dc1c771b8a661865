"""*Problems* through the main window: the problem of the day from the welcome's button, set at the table as its
seat saw it; a wrong card is told what it gives up (the best shown after a second wrong try), the best solves it
and it does not come back; Ctrl+Shift+T sets the collection's easiest problem first."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest

from piquet_gui.coach import problems
from piquet_gui.model.actions import Play
from piquet_gui.storage import training as kept
from piquet_gui.views import welcome
from tests.gui.test_trainer import click_card, focused_window
from tests.helpers import CEILING_MS


def a_play_problem() -> problems.Problem:
    return next(p for p in problems.load() if p.phase == "play" and p.game == "rubicon")


def answered(qtbot, win, card) -> None:
    trainer = win.trainer
    before = len(trainer.answers)
    click_card(win, card)
    qtbot.waitUntil(lambda: len(trainer.answers) > before, timeout=CEILING_MS)


def test_the_problem_of_the_day_is_solved_from_the_welcome(qtbot, make_window, tmp_path, monkeypatch) -> None:
    problem = a_play_problem()
    monkeypatch.setattr(problems, "load", lambda path=None: [problem])
    where = tmp_path / "statistics.sqlite3"
    win = focused_window(qtbot, make_window, where)
    greeting = welcome.show(win.ensure_built())
    assert greeting.problem_button is not None and greeting.problem_button.isVisible()
    QTest.mouseClick(greeting.problem_button, Qt.MouseButton.LeftButton)
    trainer = win.trainer
    qtbot.waitUntil(lambda: trainer.current is not None and win.my_turn(), timeout=CEILING_MS)
    assert trainer.current.key == problem.id and "Problem of the day" in trainer.panel.task.text()
    assert win.my_view() == problems.replay_problem(problem).view(problem.seat)
    best = problem.action
    assert isinstance(best, Play)
    wrong = next(a for a in win.controller.legal_actions(problem.seat) if a != best)
    answered(qtbot, win, wrong.card)
    assert "not the best" in trainer.panel.verdict.text() and "Try again" in trainer.panel.verdict.text()
    answered(qtbot, win, wrong.card)
    assert "The best:" in trainer.panel.verdict.text()  # shown after a second wrong try
    assert kept.problem_tries(where) == {problem.id: (2, False)}
    answered(qtbot, win, best.card)
    assert trainer.panel.verdict.text().startswith("Right")
    assert kept.problem_tries(where) == {problem.id: (3, True)}
    assert win.controller.partie.action_count() == problem.step  # nothing played
    QTest.mouseClick(trainer.panel.next, Qt.MouseButton.LeftButton)  # solved, and the only one: none left
    qtbot.waitUntil(lambda: "solved" in trainer.panel.task.text(), timeout=CEILING_MS)


def test_ctrl_shift_t_sets_the_easiest_problem_first(qtbot, make_window, tmp_path) -> None:
    win = focused_window(qtbot, make_window, tmp_path / "statistics.sqlite3")
    QTest.keyClick(QGuiApplication.focusWindow(), Qt.Key.Key_T,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    trainer = win.trainer
    qtbot.waitUntil(lambda: trainer.current is not None and win.my_turn(), timeout=CEILING_MS)
    first = next(p for p in problems.load() if p.id == trainer.current.key)
    assert first.difficulty == "easy" and "easy" in trainer.panel.task.text()
    assert win.viewer == first.seat and win.controller.partie.action_count() == first.step
