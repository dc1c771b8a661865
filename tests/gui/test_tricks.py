"""A finished trick stays on the table until the player clicks, or for a pause; the computer's next lead
waits for it, and the winner's pile is marked when it grows."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from piquet_gui.settings import Settings, gather_pause
from piquet_gui.views.main_window import MainWindow
from tests.gui.test_table_layout import check_layout, drive, start
from tests.helpers import CEILING_MS, CEILING_S


def computer_won_a_trick(win: MainWindow) -> bool:
    """A trick won by the computer (Ben, seat 1) lies in the middle."""
    view = win.controller.view(0)
    if view.trick or not view.tricks or not win.table.holding_trick():
        return False
    leader, (first, second), _ = view.tricks[-1]
    winner = leader if second.suit != first.suit or second.rank < first.rank else 1 - leader
    return winner == 1 and not win.controller.partie.needs_deal()


def middle_cards(win: MainWindow) -> list:
    """The cards of the last trick that lie in the middle, face up and full size."""
    leader, (first, second), _ = win.controller.view(0).tricks[-1]
    items = [win.table.card_item(c) for c in (first, second)]
    return [i for i in items if i.face_up and abs(i.width - win.table.card_width) < 0.5]


def test_on_click_the_trick_waits_for_a_click_on_the_felt(qtbot, make_window, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("PIQUET_SETTINGS_FILE", str(tmp_path / "click.ini"))
    Settings().gather_tricks = "click"
    win = make_window(1280, 800)
    win.ensure_built().apply_settings()
    win.set_animation_speed("instant")  # (apply_settings took the stored speed and pace)
    win.set_pace(0)
    start(win, seed=6)
    controller = win.controller
    drive(qtbot, win, lambda: computer_won_a_trick(win), timeout=CEILING_S)
    played = len(controller.view(0).tricks)
    qtbot.wait(300)  # however long it takes: the computer does not lead over the finished trick
    assert win.table.holding_trick() and not controller.view(0).trick and len(middle_cards(win)) == 2
    assert win.table.label("hint") == "Click the table to gather the trick"
    check_layout(win)
    # A click on the empty felt (right of the trick) gathers it: to Ben's pile, marked; then Ben leads.
    table = win.table
    spot = QPoint(int(table.viewport().width() * 0.85), table.viewport().height() // 2)
    assert table.itemAt(spot) is None
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=spot)
    assert not table.holding_trick() and not middle_cards(win) and table.marked_pile() == 1
    assert table.label("won_other").startswith("Tricks won: ") and not table.label("hint")
    qtbot.waitUntil(lambda: bool(controller.view(0).trick) or len(controller.view(0).tricks) > played
                    or controller.partie.needs_deal(), timeout=CEILING_MS)


def test_l_gathers_a_trick_lying_on_the_table(qtbot, make_window, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("PIQUET_SETTINGS_FILE", str(tmp_path / "key.ini"))
    Settings().gather_tricks = "click"
    win = make_window(1280, 800)
    screen = win.ensure_built()
    screen.apply_settings()
    win.set_animation_speed("instant")
    win.set_pace(0)
    start(win, seed=6)
    drive(qtbot, win, lambda: computer_won_a_trick(win), timeout=CEILING_S)
    screen.menus.last_trick.trigger()
    assert not win.table.holding_trick() and not screen.drawing.show_last_trick
    assert not screen.menus.last_trick.isChecked()
    qtbot.waitUntil(lambda: bool(win.controller.view(0).trick) or win.controller.partie.needs_deal(), timeout=CEILING_MS)


def test_after_a_pause_the_trick_goes_to_its_winner_by_itself(qtbot, make_window, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("PIQUET_SETTINGS_FILE", str(tmp_path / "pause.ini"))
    assert Settings().gather_tricks == "pause", "the default"
    win = make_window(1280, 800)
    win.ensure_built().apply_settings()
    win.set_animation_speed("instant")
    win.set_pace(250)
    assert gather_pause(250) == 1000 and gather_pause(700) == 1500
    start(win, seed=6)
    controller = win.controller
    drive(qtbot, win, lambda: computer_won_a_trick(win), timeout=CEILING_S)
    assert win.table.holding_trick() and not controller.view(0).trick and len(middle_cards(win)) == 2
    assert not win.table.label("hint"), "no click asked for"
    qtbot.waitUntil(lambda: not win.table.holding_trick(), timeout=CEILING_MS)
    assert not middle_cards(win) and win.table.marked_pile() == 1
    qtbot.waitUntil(lambda: bool(controller.view(0).trick) or controller.partie.needs_deal(), timeout=CEILING_MS)


def test_with_the_computer_playing_at_once_there_is_no_pause(qtbot, make_window, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("PIQUET_SETTINGS_FILE", str(tmp_path / "none.ini"))
    win = make_window(1280, 800)
    start(win, seed=6)
    controller = win.controller
    drive(qtbot, win, lambda: len(controller.view(0).tricks) >= 3)
    assert not win.table.holding_trick()
