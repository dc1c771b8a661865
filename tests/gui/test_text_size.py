"""The text size setting reaches the calling panel, the score pad and the action bar as it reaches the table's
labels, at once when the setting changes, and again after a restart."""

from __future__ import annotations

from PySide6.QtCore import Qt

from piquet_gui.model import Phase
from piquet_gui.settings import Settings
from piquet_gui.views import themes
from piquet_gui.views.settings_dialog import SettingsDialog

from .test_table_layout import drive, start
from tests.helpers import CEILING_MS


def sizes(screen) -> dict[str, float]:  # type: ignore[no-untyped-def]
    """The point sizes now drawn: the bar's first button and its prompt, the pad's cells and its row height,
    the panel's first button (if it shows one) and the log."""
    found = {"bar": screen.bar.buttons[0].font().pointSizeF() if screen.bar.buttons else 0.0,
             "prompt": screen.bar.prompt.font().pointSizeF(),
             "pad": screen.score_sheet.table.font().pointSizeF(),
             "row": float(screen.score_sheet.table.rowHeight(0)),
             "log": screen.log.font().pointSizeF()}
    if screen.panel.isVisible() and screen.panel.buttons:
        found["panel"] = screen.panel.buttons[0].font().pointSizeF()
    return found


def choose_text_size(qtbot, screen, key: str) -> None:  # type: ignore[no-untyped-def]
    dialog = SettingsDialog(screen.settings)
    qtbot.addWidget(dialog)
    dialog.text_size.setCurrentIndex(dialog.text_size.findData(key))
    dialog.store()
    screen.apply_settings()


def test_the_text_size_reaches_the_panel_the_pad_and_the_bar_at_once_and_after_a_restart(qtbot, make_window,
                                                                                        tmp_path,
                                                                                        monkeypatch) -> None:
    monkeypatch.setenv("PIQUET_SETTINGS_FILE", str(tmp_path / "text.ini"))
    win = make_window(1280, 800)
    screen = win.ensure_built()
    start(win)
    controller = win.controller
    drive(qtbot, win, lambda: win.my_turn())
    assert controller.view(0).phase is Phase.EXCHANGE and screen.bar.buttons  # "Discard"
    normal = sizes(screen)
    choose_text_size(qtbot, screen, "extra_large")
    large = sizes(screen)
    for key in ("bar", "prompt", "pad", "log"):
        assert large[key] > normal[key] * 1.3, key
    assert large["row"] > normal["row"] * 1.2  # the pad's rows as tall as the text
    # The calls: the panel's buttons in the large text; back to normal, and they shrink at once.
    drive(qtbot, win, lambda: controller.view(0).phase is Phase.DECLARATION and win.my_turn())
    qtbot.waitUntil(lambda: screen.panel.isVisible() and bool(screen.panel.buttons), timeout=CEILING_MS)
    big_panel = sizes(screen)["panel"]
    assert big_panel > themes.desktop_points() * 1.3
    choose_text_size(qtbot, screen, "normal")
    assert sizes(screen)["panel"] < big_panel / 1.3
    assert sizes(screen)["pad"] < large["pad"] / 1.3
    choose_text_size(qtbot, screen, "large")
    assert normal["pad"] < sizes(screen)["pad"] < large["pad"]
    # Kept: a new window (the game started again) draws in the large text from the start.
    assert Settings().text_size == "large"
    again = make_window(1280, 800)
    screen_again = again.ensure_built()
    start(again)
    drive(qtbot, again, lambda: again.my_turn())
    assert sizes(screen_again)["bar"] == sizes(screen)["prompt"] > normal["bar"]
    assert sizes(screen_again)["pad"] == sizes(screen)["pad"]


def test_the_text_grows_with_the_window_as_the_tables_does(qtbot, make_window, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("PIQUET_SETTINGS_FILE", str(tmp_path / "window.ini"))
    win = make_window(1280, 800)
    screen = win.ensure_built()
    start(win)
    drive(qtbot, win, lambda: win.my_turn())
    small = sizes(screen)
    table_small = win.table._labels["me"].font().pointSizeF()
    win.resize(2560, 1440)
    qtbot.waitUntil(lambda: sizes(screen)["bar"] > small["bar"] * 1.3, timeout=CEILING_MS)
    assert win.table._labels["me"].font().pointSizeF() > table_small * 1.3
    assert sizes(screen)["pad"] > small["pad"]
    win.resize(1280, 800)
    qtbot.waitUntil(lambda: sizes(screen)["bar"] == small["bar"], timeout=CEILING_MS)


def test_in_a_large_window_the_dock_widens_for_the_pad_at_its_full_text_size(qtbot, make_window, tmp_path,
                                                                           monkeypatch) -> None:
    """The dock is as wide as the pad needs at the dock's text size (names whole), so the pad is not drawn
    smaller than the log beside it; it widens, never narrows, and not past a quarter of the window."""
    monkeypatch.setenv("PIQUET_SETTINGS_FILE", str(tmp_path / "wide.ini"))
    win = make_window(1280, 800)
    screen = win.ensure_built()
    start(win)
    choose_text_size(qtbot, screen, "extra_large")
    win.resize(2560, 1440)
    qtbot.waitUntil(lambda: screen.dock.width() >= screen.score_sheet.width_for(screen.score_sheet.points), timeout=CEILING_MS)
    pad = screen.score_sheet
    assert pad.table.font().pointSizeF() == pad.points == screen.log.font().pointSizeF()
    assert screen.dock.width() <= 2560 // 4 + 1
    win.resizeDocks([screen.dock], [screen.dock.width() + 60], Qt.Orientation.Horizontal)  # the player's choice
    win.layout().activate()
    wider = screen.dock.width()
    choose_text_size(qtbot, screen, "small")
    assert screen.dock.width() == wider  # stays


def test_menus_the_status_bar_and_dialogs_follow_the_text_size_and_come_back(qtbot, make_window, tmp_path,
                                                                           monkeypatch) -> None:
    """A player who asks for large text gets it in the menus, the status bar and the dialogs too (the desktop's
    font, scaled); the panel's size is not scaled twice; back to normal, the desktop's own font returns."""
    from PySide6.QtWidgets import QApplication

    monkeypatch.setenv("PIQUET_SETTINGS_FILE", str(tmp_path / "menus.ini"))
    win = make_window(1280, 800)
    screen = win.ensure_built()
    desktop = themes.desktop_points()
    menu = win.menuBar().actions()[0].menu()
    choose_text_size(qtbot, screen, "extra_large")
    assert QApplication.font().pointSizeF() == desktop * 1.45
    qtbot.waitUntil(lambda: menu.font().pointSizeF() == desktop * 1.45, timeout=CEILING_MS)  # posted to each window
    assert win.menuBar().font().pointSizeF() == desktop * 1.45
    assert win.statusBar().font().pointSizeF() == desktop * 1.45
    dialog = SettingsDialog(screen.settings)
    qtbot.addWidget(dialog)
    assert dialog.font().pointSizeF() == desktop * 1.45
    assert themes.desktop_points() == desktop  # what the panel and the dock are sized from
    choose_text_size(qtbot, screen, "normal")
    assert QApplication.font().pointSizeF() == desktop
    qtbot.waitUntil(lambda: menu.font().pointSizeF() == desktop, timeout=CEILING_MS)


def test_the_privacy_screen_speaks_in_the_text_size(qtbot, make_window, tmp_path, monkeypatch) -> None:
    """Two players on one computer: the screen that hides the table grows with the text size, its button too."""
    from piquet_gui.controller import GameConfig, SeatSetup

    monkeypatch.setenv("PIQUET_SETTINGS_FILE", str(tmp_path / "privacy.ini"))
    win = make_window(1280, 800)
    screen = win.ensure_built()
    win.new_game(GameConfig((SeatSetup("Anne", True), SeatSetup("Ben", True)), first_dealer=1, seed=3))
    privacy = win.privacy
    qtbot.waitUntil(privacy.isVisible, timeout=CEILING_MS)
    normal = (privacy.button.font().pointSizeF(), privacy.message.font().pointSizeF())
    choose_text_size(qtbot, screen, "extra_large")
    large = (privacy.button.font().pointSizeF(), privacy.message.font().pointSizeF())
    assert large[0] > normal[0] * 1.3 and large[1] > normal[1] * 1.3
    assert privacy.message.font().bold() and large[1] > large[0] * 1.5, "the message stands out"
    message = privacy.message
    assert message.heightForWidth(message.width()) <= message.height() + 1, "the words fit the screen"
