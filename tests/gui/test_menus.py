"""The menus a new player meets: *Next deal* only when a deal may be started, *About* with the game's icon."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from piquet_gui.views.menus import application_icon
from piquet_gui.controller import GameConfig, SeatSetup

from .test_table_layout import drive
from tests.helpers import CEILING_MS


def test_next_deal_is_offered_only_between_deals(qtbot, make_window) -> None:
    """In the middle of a deal *Next deal* (N) is greyed out and does nothing; once the deal is over it deals."""
    win = make_window()
    win.new_game(GameConfig((SeatSetup("Anne", True), SeatSetup("Ben", False)), first_dealer=1, seed=4))
    controller = win.controller
    next_deal = win.menus.next_deal
    drive(qtbot, win, lambda: win.my_turn())
    assert controller.partie.current is not None and not controller.partie.needs_deal()
    assert not next_deal.isEnabled(), "Next deal is offered in the middle of a deal"
    QTest.keyClick(win, Qt.Key.Key_N)
    assert len(controller.partie.deals) == 1
    drive(qtbot, win, lambda: controller.partie.needs_deal())
    assert next_deal.isEnabled()
    QTest.keyClick(win, Qt.Key.Key_N)
    qtbot.waitUntil(lambda: len(controller.partie.deals) == 2, timeout=CEILING_MS)
    assert not next_deal.isEnabled()


def test_about_has_the_games_icon_not_qts(make_window) -> None:
    win = make_window()
    help_menu = win.menuBar().actions()[-1].menu()
    about = next(action for action in help_menu.actions() if action.text() == "&About Piquet")
    ours = application_icon().pixmap(32).toImage()
    assert about.icon().pixmap(32).toImage() == ours
