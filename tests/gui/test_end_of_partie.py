"""The end of a partie stays on screen until the player chooses to leave it: Enter, pressed out of habit after the
last card, neither opens *New game* nor starts a partie; the button (a click, or the arrows then Enter or Space)
and Ctrl+N still do."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from piquet_gui.views.new_game_dialog import NewGameDialog
from tests.gui.test_small_things import last_card_position
from tests.helpers import CEILING_MS


def finished(qtbot, make_window, tmp_path):
    """A window whose partie has just ended by the player's last card."""
    win = make_window()
    screen = win.ensure_built()
    screen.statistics_path = tmp_path / "stats.sqlite3"
    screen.autosave_path = tmp_path / "autosave.json"
    win.resume(last_card_position(0, 5))
    controller = win.controller
    qtbot.waitUntil(lambda: controller.to_act() == 0 and win.my_turn(), timeout=CEILING_MS)
    win.choose(controller.view(0).legal_actions[0])  # the last card
    qtbot.waitUntil(lambda: controller.partie.is_over() and win.bar.prompt.text().startswith("The partie is over"),
                    timeout=CEILING_MS)
    qtbot.waitUntil(lambda: win.bar.buttons[0].isVisible(), timeout=CEILING_MS)
    if win.guide.isVisible():  # the guide's note on the last deal, read ("Got it")
        qtbot.mouseClick(win.guide.ok, Qt.MouseButton.LeftButton)
    return win


def test_enter_twice_at_the_end_of_the_partie_leaves_the_final_screen_in_place(qtbot, make_window, tmp_path,
                                                                              monkeypatch) -> None:
    win = finished(qtbot, make_window, tmp_path)
    opened = []
    monkeypatch.setattr(NewGameDialog, "exec", lambda dialog: opened.append(dialog) or QDialog.DialogCode.Rejected)
    partie, said, banner = win.controller.partie, win.bar.prompt.text(), win.table.banner_text()
    assert "partie" in banner
    for _ in range(2):
        qtbot.keyClick(win, Qt.Key.Key_Return)
        qtbot.keyClick(win.table, Qt.Key.Key_Enter)
    assert opened == [], "Enter opened New game"
    assert win.controller.partie is partie and partie.is_over(), "no new partie began"
    assert win.bar.prompt.text() == said and win.table.banner_text() == banner
    new_game = win.bar.buttons[0]
    assert new_game.text() == "New game…" and not new_game.isDefault(), "no button drawn as the one Enter presses"
    # The player's deliberate choice still leaves it: the button clicked.
    qtbot.mouseClick(win.bar.buttons[0], Qt.MouseButton.LeftButton)
    assert len(opened) == 1


def test_the_arrows_then_enter_or_ctrl_n_open_new_game_at_the_end(qtbot, make_window, tmp_path, monkeypatch) -> None:
    win = finished(qtbot, make_window, tmp_path)
    opened = []
    monkeypatch.setattr(NewGameDialog, "exec", lambda dialog: opened.append(dialog) or QDialog.DialogCode.Rejected)
    qtbot.keyClick(win, Qt.Key.Key_Right)  # the button chosen with the arrows, as the bar's buttons are
    assert win.bar.buttons[0].hasFocus()
    qtbot.keyClick(win, Qt.Key.Key_Return)
    assert len(opened) == 1
    win.menus.new.trigger()  # Ctrl+N
    assert len(opened) == 2
    assert win.controller.partie.is_over()
