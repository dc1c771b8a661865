"""The table at any window size: cards fit, text follows them, nothing overlaps or leaves the felt; and the
calling panel, the action bar and the dock around it, at the largest text size, neither overlap nor cut their
text."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from piquet_gui import i18n
from piquet_gui.controller import GameConfig, SeatSetup
from piquet_gui.model import Phase, Play
from piquet_gui.settings import Settings
from piquet_gui.views.main_window import MainWindow
from piquet_gui.views.settings_dialog import SettingsDialog
from piquet_gui.views.table_geometry import fit
from tests.helpers import CEILING_MS, CEILING_S

SIZES = [(800, 600), (1280, 800), (1920, 1080), (2560, 1440)]


def drive(qtbot, win: MainWindow, until, timeout: float = CEILING_S) -> None:
    """Play the viewer's turns (the first choice offered; in the play the lowest card) until ``until()``."""
    controller = win.controller
    deadline = time.monotonic() + timeout
    while not until():
        assert time.monotonic() < deadline, "the game did not get there"
        if win.my_turn():
            view = controller.view(win.viewer)
            plays = [a for a in view.legal_actions if isinstance(a, Play)]
            win.choose(min(plays, key=lambda a: a.card.rank) if plays else view.legal_actions[0])
        qtbot.wait(5)


def start(win: MainWindow, seed: int = 4) -> None:
    win.new_game(GameConfig((SeatSetup("Anne", True), SeatSetup("Ben", False)), first_dealer=1, seed=seed))


def check_layout(win: MainWindow) -> None:
    """No text over other text or over a card, and every text and card inside the felt."""
    table = win.table
    area = QRectF(table.viewport().rect())
    texts = {key: label.sceneBoundingRect() for key, label in table._labels.items()
             if label.isVisible() and label.text()}
    if table._banner_box.isVisible():
        texts["banner"] = table._banner_box.sceneBoundingRect()
    cards = {key: item.sceneBoundingRect().adjusted(2, 2, -2, -2) for key, item in table._items.items()}
    for key, rect in list(texts.items()) + list(cards.items()):
        assert area.contains(rect), f"{key} {rect} leaves the felt {area}"
    names = sorted(texts)
    for i, one in enumerate(names):
        for other in names[i + 1:]:
            assert not texts[one].intersects(texts[other]), f"{one} overlaps {other}"
        for key, rect in cards.items():
            assert not texts[one].intersects(rect), f"{one} {texts[one]} overlaps the card {key} {rect}"


@pytest.mark.parametrize("size", SIZES)
def test_nothing_overlaps_or_leaves_the_felt_at_any_size(qtbot, make_window, size) -> None:
    win = make_window(*size)
    start(win)
    controller = win.controller
    drive(qtbot, win, lambda: win.my_turn())
    view = controller.view(0)
    assert len(view.hand) == 12 and win.table.label("talon") == "Talon"
    check_layout(win)
    # The play, with both discards, tricks won on both sides, the discard and the last trick shown.
    drive(qtbot, win, lambda: len(controller.view(0).tricks) >= 5 and min(controller.view(0).tricks_won) > 0
          or controller.partie.needs_deal())
    screen = win.ensure_built()
    screen.toggle_discard()
    screen.toggle_last_trick()
    check_layout(win)
    texts = {key: win.table.label(key) for key in ("discard_me", "discard_other", "won_me", "won_other", "peek_trick")}
    assert texts["discard_other"] == "Ben's discard" and texts["peek_trick"] == "Last trick"
    assert any(text.startswith("Tricks won: ") for text in texts.values())
    # The end of the deal: the banner over the empty hands, the last trick still in view.
    drive(qtbot, win, lambda: controller.partie.needs_deal())
    assert win.table.banner_text()
    check_layout(win)


def test_the_hand_fills_a_large_screen_and_fits_a_small_one(qtbot, make_window) -> None:
    shares = {}
    for size in (SIZES[0], SIZES[-1]):
        win = make_window(*size)
        start(win)
        drive(qtbot, win, lambda: win.my_turn())
        table = win.table
        hand = [table.card_item(c).sceneBoundingRect() for c in win.controller.view(0).hand]
        span = hand[-1].right() - hand[0].left()
        assert len(hand) == 12 and span <= table.viewport().width()
        shares[size] = span / table.viewport().width(), table.card_width
        check_layout(win)
    assert shares[SIZES[-1]][0] > 0.55, "at 2560x1440 the hand fills more than half the felt"
    assert shares[SIZES[-1]][1] > 1.6 * shares[SIZES[0]][1], "cards grow with the window"


def test_cards_are_as_large_as_fit_and_the_settings_scale_them() -> None:
    for width, height in ((640, 420), (1000, 700), (2300, 1300), (3000, 900)):
        sizes = {}
        for scale in (0.78, 0.9, 1.0):
            geometry = fit(width, height, scale)
            need_width, need_height = geometry.needs()
            assert need_width <= width + 0.5 and need_height <= height + 0.5
            sizes[scale] = geometry.card
        assert sizes[0.78] < sizes[0.9] < sizes[1.0]
        # The largest fills one of the two directions.
        need_width, need_height = fit(width, height, 1.0).needs()
        assert need_width > width * 0.97 or need_height > height * 0.97
    assert fit(2300, 1300, 1.0, 1.45).points > fit(2300, 1300, 1.0, 1.0).points > fit(900, 500, 1.0, 1.0).points


def test_text_size_and_card_size_settings_take_effect_and_persist(qtbot, make_window, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("PIQUET_SETTINGS_FILE", str(tmp_path / "text.ini"))
    win = make_window(1280, 800)
    screen = win.ensure_built()
    start(win)
    drive(qtbot, win, lambda: win.my_turn())
    normal_font = win.table._labels["me"].font().pointSizeF()
    normal_card = win.table.card_width
    dialog = SettingsDialog(screen.settings)
    qtbot.addWidget(dialog)
    dialog.text_size.setCurrentIndex(dialog.text_size.findData("extra_large"))
    dialog.card_size.setCurrentIndex(dialog.card_size.findData("large"))
    dialog.gather_tricks.setCurrentIndex(dialog.gather_tricks.findData("click"))
    dialog.store()
    screen.apply_settings()
    screen.set_animation_speed("instant")  # (the stored speed is the default's)
    win.refresh()
    assert win.table._labels["me"].font().pointSizeF() > normal_font * 1.2
    assert win.table.card_width > normal_card * 1.05
    check_layout(win)
    again = Settings()
    assert (again.text_size, again.card_size, again.gather_tricks) == ("extra_large", "large", "click")
    other = make_window(800, 600)
    other.ensure_built().apply_settings()
    assert other.table.text_scale == 1.45 and other.table.gather_on_click and other.table.card_scale == 1.0


def test_extra_large_text_fits_the_smallest_window(qtbot, make_window, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("PIQUET_SETTINGS_FILE", str(tmp_path / "xl.ini"))
    settings = Settings()
    settings.text_size, settings.card_size = "extra_large", "large"
    win = make_window(800, 600)
    start(win, seed=9)
    controller = win.controller
    drive(qtbot, win, lambda: win.my_turn())
    check_layout(win)
    drive(qtbot, win, lambda: len(controller.view(0).tricks) >= 4 or controller.partie.needs_deal())
    win.ensure_built().toggle_discard()
    check_layout(win)


def visible_rect(widget: QWidget, within: QWidget) -> QRect:
    return QRect(widget.mapTo(within, widget.rect().topLeft()), widget.size())


def check_not_cut(widget: QWidget) -> None:
    """Every visible button in ``widget`` as wide as its text needs, every wrapped label as tall."""
    for button in widget.findChildren(QPushButton):
        if button.isVisibleTo(widget) and button.text():
            assert button.sizeHint().width() <= button.width() + 1, f"{button.text()!r} is cut: {button.width()}"
            assert button.sizeHint().height() <= button.height() + 1, f"{button.text()!r} is cut"
    for label in widget.findChildren(QLabel):
        if label.isVisibleTo(widget) and label.text() and label.pixmap().isNull():
            need = label.heightForWidth(label.width()) if label.wordWrap() else label.sizeHint().height()
            assert need <= label.height() + 1, f"{label.text()!r} needs {need} pixels, has {label.height()}"
            if not label.wordWrap() and label.sizeHint().width() > label.width() + 1:
                raise AssertionError(f"{label.text()!r} is cut: {label.width()} < {label.sizeHint().width()}")


def check_around_the_table(win: MainWindow, size: tuple[int, int]) -> None:
    """The window keeps its size; the calling panel inside the felt, over no label of the table and none of the
    player's cards, its text whole; the action bar's text whole; the pad's columns in the dock's width."""
    assert (win.width(), win.height()) == size, "the text made the window grow"
    table, panel = win.table, win.panel
    if panel.isVisible():
        area = table.viewport().rect()
        rect = panel.geometry()
        assert area.contains(rect), f"the panel {rect} leaves the felt {area}"
        for key, label in table._labels.items():
            if label.isVisible() and label.text():
                where = table.mapFromScene(label.sceneBoundingRect()).boundingRect()
                assert not rect.intersects(where), f"the panel {rect} overlaps {key} {where}"
        for card in win.controller.view(win.viewer).hand:
            where = table.mapFromScene(table.card_item(card).sceneBoundingRect()).boundingRect()
            assert not rect.intersects(where.adjusted(2, 2, -2, -2)), f"the panel {rect} covers {card}"
        layout = panel.layout()
        need = layout.heightForWidth(rect.width()) if layout.hasHeightForWidth() else panel.sizeHint().height()
        assert need <= rect.height() + 1, "the panel is cut"
        check_not_cut(panel)
    check_not_cut(win.bar)
    pad = win.score_sheet
    assert pad._width(False) <= pad.width() + 1, "the pad's columns are wider than the dock"
    dock = win.dock
    title = QFontMetrics(dock.font()).horizontalAdvance(dock.windowTitle())
    assert title <= dock.width() - 30 or dock.font().pointSizeF() <= 7, "the dock's title is cut"
    check_not_cut(pad)


@pytest.mark.parametrize("size,language", [((800, 600), "en"), ((800, 600), "fr"), ((800, 600), "es"),
                                           ((2560, 1440), "en"), ((2560, 1440), "fr")])
def test_panel_bar_and_dock_fit_at_the_largest_text(qtbot, make_window, tmp_path, monkeypatch, size,
                                                       language) -> None:
    monkeypatch.setenv("PIQUET_SETTINGS_FILE", str(tmp_path / "largest.ini"))
    settings = Settings()
    settings.text_size = "extra_large"
    assert i18n.install(language) == language
    try:
        win = make_window(*size)
        start(win, seed=4)
        controller = win.controller
        drive(qtbot, win, lambda: win.my_turn())
        assert controller.view(0).phase is Phase.EXCHANGE
        qtbot.wait(20)
        check_around_the_table(win, size)
        # The calls, with the panel's buttons offered.
        drive(qtbot, win, lambda: controller.view(0).phase is Phase.DECLARATION and win.my_turn())
        qtbot.waitUntil(lambda: win.panel.isVisible() and bool(win.panel.buttons), timeout=CEILING_MS)
        qtbot.wait(20)  # the panel is placed again once the table has placed its labels
        assert win.panel.buttons[0].font().pointSizeF() >= 9
        check_around_the_table(win, size)
        check_layout(win)
        # The first trick, the panel saying what younger reckoned.
        drive(qtbot, win, lambda: controller.view(0).phase is Phase.PLAY)
        qtbot.wait(20)
        check_around_the_table(win, size)
    finally:
        i18n.install("en")
