"""*Train on my mistakes* through the main window, in every game: Ctrl+T sets the person's costliest mistake again at
the table (his seat's view, his turn), a card clicked there is judged, not played; the best one answered well does
not come back, the old mistake again is said to cost what it cost and stays; the partie that was at the table
comes back exactly as it was, its save untouched; nothing of the answer can be fished for (no hint, no undo)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest

from piquet_gui.coach.analysis import analyse
from piquet_gui.controller import GameConfig, SeatSetup
from piquet_gui.model import game_records
from piquet_gui.model.actions import Play
from piquet_gui.model.games import GAMES, find_game, new_game
from piquet_gui.storage import statistics
from piquet_gui.storage import training as kept
from tests.helpers import CEILING_MS, played_on

NAMES = ("You", "Ben", "Claire", "Dan")


def mistakes_kept(where, game: str, seed: int) -> list[kept.KeptMistake]:
    """A partie of ``game`` played at random to its end, kept as the person's (seat 0) against the computer, and the
    coach's judgement of his cards in its first deal kept: his play mistakes."""
    seats = find_game(game).seats
    partie = played_on(new_game(game, players=NAMES[:seats], seed=seed), random.Random(seed))
    assert statistics.record(partie, [s == 0 for s in range(seats)], "club", where)
    [found] = kept.unjudged(where)
    replayed = game_records.replay(found.record)
    judged = [j for j in analyse(replayed, 0, 1) if j.phase == "play"]
    assert kept.keep_judged(found, judged, where)
    due = kept.due(where)
    assert due, "random play makes mistakes"
    return due


def kept_cost(where, key) -> float:
    return next(d.mistake.cost for d in kept.due(where) if d.id == key)


def focused_window(qtbot, make_window, where):
    win = make_window(1100, 720)
    screen = win.ensure_built()
    screen.quiet = True
    screen.settings.guide = False
    screen.statistics_path = where
    win.activateWindow()
    qtbot.waitUntil(lambda: QGuiApplication.focusWindow() is win.windowHandle(), timeout=CEILING_MS)
    return win


def ctrl_t() -> None:
    window = QGuiApplication.focusWindow()
    assert window is not None, "no window has the keyboard focus"
    QTest.keyClick(window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)


def click_card(win, card) -> None:
    item = win.table.card_item(card)
    assert item is not None, f"{card} is not on the table"
    point: QPoint = win.table.mapFromScene(item.mapToScene(item.boundingRect().topLeft()))
    QTest.mouseClick(win.table.viewport(), Qt.MouseButton.LeftButton, pos=point + QPoint(8, 30))


def set_at_table(qtbot, win) -> None:
    trainer = win.trainer
    qtbot.waitUntil(lambda: trainer.current is not None and win.my_turn(), timeout=CEILING_MS)


def training(qtbot, make_window, where):
    """The main window, training (Ctrl+T) at its first position."""
    win = focused_window(qtbot, make_window, where)
    ctrl_t()
    set_at_table(qtbot, win)
    return win


def answer_by_click(qtbot, win, card) -> None:
    trainer = win.trainer
    before = len(trainer.answers)
    click_card(win, card)
    qtbot.waitUntil(lambda: len(trainer.answers) > before, timeout=CEILING_MS)


@pytest.mark.parametrize("game", GAMES)
def test_a_mistake_is_set_again_at_the_table_and_answered_by_a_click(qtbot, make_window, tmp_path, game) -> None:
    where = tmp_path / "statistics.sqlite3"
    due = mistakes_kept(where, game, seed=4)
    win = training(qtbot, make_window, where)
    trainer = win.trainer
    first = trainer.current
    assert first.key == due[0].id  # the costliest first
    partie = game_records.replay(first.record)
    step, seat = first.step, first.seat
    assert win.viewer == seat and win.controller.partie.action_count() == step
    assert win.my_view() == partie.prefix(step).view(seat)  # exactly what his seat saw then
    assert trainer.panel.isVisible() and trainer.panel.task.text()
    _, _, chosen = partie.actions()[step]
    assert isinstance(chosen, Play)

    answer_by_click(qtbot, win, chosen.card)  # the old mistake again
    answer = trainer.answers[-1]
    assert answer.cost == pytest.approx(due[0].mistake.cost) and not answer.well
    assert trainer.panel.verdict.isVisible() and "come back" in trainer.panel.verdict.text()
    assert win.controller.partie.action_count() == step  # judged, not played: the same position to try again
    best = answer.best
    assert isinstance(best, Play)
    answer_by_click(qtbot, win, best.card)
    assert trainer.answers[-1].best_choice and trainer.answers[-1].well
    assert "will not come back" in trainer.panel.verdict.text()
    again = {d.id: d for d in kept.due(where)}
    assert first.key not in again  # answered well: it does not come back

    QTest.mouseClick(trainer.panel.stop, Qt.MouseButton.LeftButton)
    assert not trainer.active and not trainer.panel.isVisible()
    assert win.controller is None  # nothing was at the table before: the welcome again


def test_the_partie_at_the_table_comes_back_as_it_was_and_its_save_untouched(qtbot, make_window, tmp_path) -> None:
    where = tmp_path / "statistics.sqlite3"
    mistakes_kept(where, "rubicon", seed=6)
    win = focused_window(qtbot, make_window, where)
    screen = win.ensure_built()
    screen.autosave_path = tmp_path / "autosave.json"
    win.new_game(GameConfig((SeatSetup("Anne", True), SeatSetup("Ben", False, "club")), first_dealer=1, seed=5))
    qtbot.waitUntil(lambda: win.my_turn() and not win.thinking, timeout=CEILING_MS)
    table, view = win.controller, win.my_view()
    saved = screen.autosave_path.read_bytes()
    win.activateWindow()
    qtbot.waitUntil(lambda: QGuiApplication.focusWindow() is win.windowHandle(), timeout=CEILING_MS)
    ctrl_t()
    set_at_table(qtbot, win)
    trainer = win.trainer
    assert win.controller is not table
    # Nothing gives the answer away: no hint, no take-back, no claim.
    assert win.controller.hint(win.viewer) is None and not win.controller.can_undo()
    assert not win.menus.undo.isEnabled() or not win.controller.can_undo()
    _, _, chosen = game_records.replay(trainer.current.record).actions()[trainer.current.step]
    answer_by_click(qtbot, win, chosen.card)
    assert screen.autosave_path.read_bytes() == saved  # the training keeps nothing
    QTest.mouseClick(trainer.panel.next, Qt.MouseButton.LeftButton)  # the next (or the same again: one left)
    set_at_table(qtbot, win)
    QTest.mouseClick(trainer.panel.stop, Qt.MouseButton.LeftButton)
    assert win.controller is table and win.my_view() == view  # the partie where it was
    assert screen.autosave_path.read_bytes() == saved


def test_a_new_game_during_training_puts_the_partie_aside_back_first(qtbot, make_window, tmp_path) -> None:
    where = tmp_path / "statistics.sqlite3"
    mistakes_kept(where, "rubicon", seed=6)
    win = focused_window(qtbot, make_window, where)
    win.new_game(GameConfig((SeatSetup("Anne", True), SeatSetup("Ben", False, "club")), first_dealer=1, seed=5))
    qtbot.waitUntil(lambda: win.my_turn() and not win.thinking, timeout=CEILING_MS)
    win.activateWindow()
    qtbot.waitUntil(lambda: QGuiApplication.focusWindow() is win.windowHandle(), timeout=CEILING_MS)
    ctrl_t()
    set_at_table(qtbot, win)
    win.new_game(GameConfig((SeatSetup("Anne", True), SeatSetup("Ben", False, "club")), first_dealer=0, seed=9))
    assert not win.trainer.active and not win.trainer.panel.isVisible()
    assert win.trainer.handed is None and win.controller.partie.name == "rubicon"
    assert win.controller.partie.action_count() == 0


def test_with_no_parties_the_trainer_says_how_mistakes_come(qtbot, make_window, tmp_path) -> None:
    win = focused_window(qtbot, make_window, tmp_path / "statistics.sqlite3")
    ctrl_t()
    trainer = win.trainer
    qtbot.waitUntil(lambda: trainer.searching is None or not trainer.searching.isRunning(), timeout=CEILING_MS)
    qtbot.waitUntil(lambda: "play against the computer" in trainer.panel.task.text(), timeout=CEILING_MS)
    assert trainer.active and not trainer.panel.next.isEnabled() and win.controller is None


def mistakes_of_phase(where, game: str, phase: str, seeds=range(1, 12)) -> list[kept.KeptMistake]:
    """The person's (seat 0) mistakes of ``phase`` from the first random partie of ``game`` that has one."""
    seats = find_game(game).seats
    for seed in seeds:
        partie = played_on(new_game(game, players=NAMES[:seats], seed=seed), random.Random(seed))
        assert statistics.record(partie, [s == 0 for s in range(seats)], "club", where)
        [found] = kept.unjudged(where)
        judged = [j for j in analyse(game_records.replay(found.record), 0, 1) if j.phase == phase]
        assert kept.keep_judged(found, judged, where)
        if kept.due(where):
            return kept.due(where)
    raise AssertionError(f"no {phase} mistake in {game}")


def test_an_exchange_is_answered_by_choosing_the_cards_and_the_bar_s_button(qtbot, make_window, tmp_path) -> None:
    where = tmp_path / "statistics.sqlite3"
    mistakes_of_phase(where, "rubicon", "exchange")
    win = training(qtbot, make_window, where)
    trainer = win.trainer
    partie = game_records.replay(trainer.current.record)
    _, _, chosen = partie.actions()[trainer.current.step]
    for card in chosen.cards:
        click_card(win, card)
    button = win.bar.buttons[0]
    qtbot.waitUntil(button.isEnabled, timeout=CEILING_MS)
    before = len(trainer.answers)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(trainer.answers) > before, timeout=CEILING_MS)
    assert trainer.answers[-1].cost == pytest.approx(kept_cost(where, trainer.current.key))
    assert win.controller.partie.action_count() == trainer.current.step  # not played
    assert trainer.current.key in {d.id for d in kept.due(where)}  # it comes back


def test_a_call_is_answered_by_the_calling_panel(qtbot, make_window, tmp_path) -> None:
    where = tmp_path / "statistics.sqlite3"
    mistakes_of_phase(where, "normand", "calls")
    win = training(qtbot, make_window, where)
    trainer = win.trainer
    qtbot.waitUntil(win.panel.isVisible, timeout=CEILING_MS)
    before = len(trainer.answers)
    win.activateWindow()
    qtbot.waitUntil(lambda: QGuiApplication.focusWindow() is win.windowHandle(), timeout=CEILING_MS)
    QTest.keyClick(QGuiApplication.focusWindow(), Qt.Key.Key_1)  # the panel's first call, by its number
    qtbot.waitUntil(lambda: len(trainer.answers) > before, timeout=CEILING_MS)
    assert trainer.panel.verdict.text() and win.controller.partie.action_count() == trainer.current.step
