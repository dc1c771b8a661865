"""The new-game dialog and the cut, playing by drag and by keyboard, the discard and the last trick."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from piquet_gui.controller import GameConfig, SeatSetup
from piquet_gui.model import FOUR_DEALS, Phase, Play, Target
from piquet_gui.views.card_renderer import CardRenderer
from piquet_gui.views.main_window import MainWindow
from piquet_gui.views.new_game_dialog import CutDialog, NewGameDialog
from tests.helpers import CEILING_MS


@pytest.fixture
def playing(make_window) -> MainWindow:
    """Anne against the computer, at the first card she has to play."""
    win = make_window(1024, 640)
    win.new_game(GameConfig((SeatSetup("Anne", True), SeatSetup("Ben", False)), first_dealer=1, seed=8))
    return win


def test_new_game_dialog_sets_rules_format_and_seats(qtbot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    rows = dialog.seat_rows.rows
    rows[1].who.setCurrentIndex(rows[1].who.findData("person"))
    rows[0].name.setText("Anne")
    rows[1].name.setText("Ben")
    dialog.format.setCurrentIndex(1)  # the second format offered
    box = dialog.options["low_lead_scores"]
    box.setCurrentIndex(box.findData(False))
    dialog.first.setCurrentIndex(dialog.first.findData(1))
    config = dialog.config(random.Random(1))
    assert [s.name for s in config.seats] == ["Anne", "Ben"] and all(s.human for s in config.seats)
    assert config.game == "four-deals" and config.first_dealer == 1
    assert config.options == {"low_lead_scores": False}
    partie = config.partie()
    assert partie.format == FOUR_DEALS and partie.rules.low_lead_scores is False
    # The defaults: against the computer, six deals, the club laws.
    fresh = NewGameDialog()
    qtbot.addWidget(fresh)
    plain = fresh.config(random.Random(2))
    assert not plain.seats[1].human and plain.options == {} and fresh.cut_winner is not None
    assert plain.first_dealer == fresh.cut_winner
    fresh.format.setCurrentIndex(next(i for i in range(fresh.format.count())
                                      if fresh.format.itemText(i) == "150 points, best of three"))
    assert fresh.config().partie().format == Target(150, "ligada")


def test_each_strength_says_what_it_does(qtbot) -> None:
    """Choosing a strength shows what it does under the seats (and as the item's tooltip); the words follow
    the choice and grey out when nobody plays the computer."""
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    who = dialog.seat_rows.rows[1].who
    seen = set()
    for index in range(1, who.count()):
        who.setCurrentIndex(index)
        text = dialog.level_help.text()
        assert len(text) > 40 and text not in seen
        seen.add(text)
        tooltip = who.itemData(index, Qt.ItemDataRole.ToolTipRole)
        assert tooltip and tooltip in text
    assert "score" in dialog.level_help.text()  # master, the last in the list
    who.setCurrentIndex(who.findData("person"))
    assert not dialog.level_help.isEnabled()
    config = dialog.config(random.Random(1))
    assert config.seats[1].human


def test_the_cut_winner_chooses_who_deals(qtbot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.config(random.Random(5))
    cuts, winner = dialog.cuts, dialog.cut_winner
    first, second = cuts[-1]
    assert (first.rank > second.rank) == (winner == 0)
    cut = CutDialog(("Anne", "Ben"), cuts, winner, True, CardRenderer())
    qtbot.addWidget(cut)
    other = [b for b in cut.findChildren(type(dialog.play_button)) if b.text().startswith(("Anne", "Ben"))]
    assert len(other) == 2
    next(b for b in other if not b.text().startswith(("Anne", "Ben")[winner])).click()
    assert cut.first_dealer == 1 - winner


def until_my_card_play(qtbot, win: MainWindow) -> None:
    controller = win.controller
    deal = controller.partie.deals[-1]
    while True:
        qtbot.waitUntil(lambda: controller.to_act() == 0 or deal.is_over(), timeout=CEILING_MS)
        view = controller.view(0)
        if deal.phase is Phase.PLAY and isinstance(view.legal_actions[0], Play):
            return
        win.choose(view.legal_actions[0])


def send_mouse(widget, kind: QEvent.Type, pos: QPoint, buttons) -> None:
    button = Qt.MouseButton.LeftButton if kind != QEvent.Type.MouseMove else Qt.MouseButton.NoButton
    event = QMouseEvent(kind, QPointF(pos), QPointF(widget.mapToGlobal(pos)), button, buttons,
                        Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(widget, event)


def test_drag_a_card_to_the_middle_plays_it(qtbot, playing: MainWindow) -> None:
    win = playing
    until_my_card_play(qtbot, win)
    deal = win.controller.partie.deals[-1]
    card = win.controller.view(0).legal_actions[0].card
    item = win.table.card_item(card)
    start = win.table.mapFromScene(item.mapToScene(item.boundingRect().topLeft())) + QPoint(8, 30)
    middle = QPoint(win.table.viewport().width() // 2, win.table.viewport().height() // 2)
    viewport = win.table.viewport()
    held = Qt.MouseButton.LeftButton
    send_mouse(viewport, QEvent.Type.MouseButtonPress, start, held)
    for step in range(1, 6):
        send_mouse(viewport, QEvent.Type.MouseMove, start + (middle - start) * step / 5, held)
    send_mouse(viewport, QEvent.Type.MouseButtonRelease, middle, Qt.MouseButton.NoButton)
    assert card not in deal.hand(0), "the dragged card was played"


def test_a_card_dropped_elsewhere_goes_back(qtbot, playing: MainWindow) -> None:
    win = playing
    until_my_card_play(qtbot, win)
    deal = win.controller.partie.deals[-1]
    card = win.controller.view(0).legal_actions[0].card
    item = win.table.card_item(card)
    home = item.pos()
    start = win.table.mapFromScene(item.mapToScene(item.boundingRect().topLeft())) + QPoint(8, 30)
    held = Qt.MouseButton.LeftButton
    send_mouse(win.table.viewport(), QEvent.Type.MouseButtonPress, start, held)
    send_mouse(win.table.viewport(), QEvent.Type.MouseMove, start + QPoint(0, -20), held)
    send_mouse(win.table.viewport(), QEvent.Type.MouseMove, start + QPoint(40, -25), held)
    send_mouse(win.table.viewport(), QEvent.Type.MouseButtonRelease, start + QPoint(40, -25),
               Qt.MouseButton.NoButton)
    assert card in deal.hand(0) and win.table.card_item(card).pos() == home


def test_keyboard_arrows_and_enter_play_a_card(qtbot, playing: MainWindow) -> None:
    win = playing
    until_my_card_play(qtbot, win)
    deal = win.controller.partie.deals[-1]
    view = win.controller.view(0)
    hand = list(view.hand)
    legal = {a.card for a in view.legal_actions}
    target = next(i for i, c in enumerate(hand) if c in legal)
    for _ in range(target):
        QTest.keyClick(win, Qt.Key.Key_Right)
    assert win.table.card_item(hand[target]).focused
    QTest.keyClick(win, Qt.Key.Key_Return)
    assert hand[target] not in deal.hand(0)


def test_own_discard_and_last_trick_can_be_looked_at(qtbot, playing: MainWindow) -> None:
    win = playing
    until_my_card_play(qtbot, win)
    deal = win.controller.partie.deals[-1]
    discard = win.controller.view(0).discard
    assert all(win.table.card_item(c) is None for c in discard), "the discard lies face down"
    QTest.keyClick(win, Qt.Key.Key_D)
    assert all(win.table.card_item(c) is not None and win.table.card_item(c).face_up for c in discard)
    QTest.keyClick(win, Qt.Key.Key_D)
    # Play two tricks, then ask for the last trick while the next one is under way.
    for _ in range(2):
        until_my_card_play(qtbot, win)
        win.choose(win.controller.view(0).legal_actions[0])
    qtbot.waitUntil(lambda: len(deal.tricks) >= 2 and (bool(deal.trick) or deal.to_act == 0), timeout=CEILING_MS)
    QTest.keyClick(win, Qt.Key.Key_L)
    leader, (first, second), _ = win.controller.view(0).tricks[-1]
    assert win.table.card_item(first).face_up and win.table.card_item(second).face_up


def test_number_keys_answer_in_the_calling_panel(qtbot, playing: MainWindow) -> None:
    win = playing
    controller = win.controller
    deal = controller.partie.deals[-1]
    qtbot.waitUntil(lambda: controller.to_act() == 0, timeout=CEILING_MS)
    win.choose(controller.view(0).legal_actions[0])
    qtbot.waitUntil(lambda: deal.phase is Phase.DECLARATION and controller.to_act() == 0, timeout=CEILING_MS)
    best = controller.view(0).legal_actions[0]
    QTest.keyClick(win, Qt.Key.Key_1)
    assert deal.calls[0][0] == best.combos, "key 1 says the first (best) call"


def test_about_box_names_the_version_and_the_card_art_licence(make_window, monkeypatch) -> None:
    from piquet_gui import __version__
    from piquet_gui.views import preferences

    shown = []
    monkeypatch.setattr(preferences.QMessageBox, "about", lambda parent, title, text: shown.append(text))
    win = make_window()
    win.prefs.about()
    assert shown and __version__ in shown[0] and "LGPL" in shown[0] and "David Bellot" in shown[0]
    assert "Vincent Bermel" in shown[0], "the French-pattern deck is credited too"


@pytest.mark.parametrize("code", ["en", "fr", "es"])
def test_the_new_game_dialog_fits_a_small_screen(qtbot, code) -> None:
    """On an 800×600 screen (the offscreen platform's) the dialog, its players and its Start button fit;
    the rules scroll."""
    from PySide6.QtGui import QGuiApplication

    from piquet_gui import i18n

    try:
        i18n.install(code)
        dialog = NewGameDialog()
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        room = QGuiApplication.primaryScreen().availableGeometry()
        assert room.width() <= 1024, "the test needs a small screen"
        for game in range(dialog.game.count()):
            dialog.game.setCurrentIndex(game)
            QApplication.processEvents()
            assert dialog.width() <= room.width() and dialog.height() <= room.height()
            start = dialog.play_button
            corner = start.mapTo(dialog, start.rect().bottomRight())
            assert start.isVisible() and dialog.rect().contains(corner), "Start playing is on screen"
    finally:
        i18n.install("en")


def cut_choices(dialog) -> list[str]:  # type: ignore[no-untyped-def]
    """Every choice of every list in ``dialog`` that its box does not show whole (each chosen in turn), and every
    label whose text does not fit it."""
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QComboBox, QLabel, QStyle, QStyleOptionComboBox

    cut = []
    for box in dialog.findChildren(QComboBox):
        if not box.isVisibleTo(dialog):
            continue
        chosen = box.currentIndex()
        for index in range(box.count()):
            box.setCurrentIndex(index)
            QApplication.processEvents()  # the layout gives it the height it asks for
            option = QStyleOptionComboBox()
            box.initStyleOption(option)
            field = box.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                               QStyle.SubControl.SC_ComboBoxEditField, box)
            flags = Qt.TextFlag.TextWordWrap if getattr(box, "wraps", False) else 0
            need = box.fontMetrics().boundingRect(QRect(0, 0, field.width(), 1 << 20), flags, box.itemText(index))
            if need.width() > field.width() or need.height() > field.height():
                cut.append(f"{box.itemText(index)!r} needs {need.size()}, has {field.size()}")
        box.setCurrentIndex(chosen)
    for label in dialog.findChildren(QLabel):
        if label.isVisibleTo(dialog) and label.text() and label.pixmap().isNull():
            need = label.heightForWidth(label.width()) if label.wordWrap() else label.sizeHint().height()
            wide = not label.wordWrap() and label.sizeHint().width() > label.width() + 1
            if need > label.height() + 1 or wide:
                cut.append(f"{label.text()!r} is cut: {label.size()}")
    return cut


@pytest.mark.parametrize("code", ["en", "fr", "es"])
def test_no_choice_of_the_new_game_dialog_is_cut_on_a_small_screen_in_the_largest_text(qtbot, make_window, tmp_path,
                                                                                      monkeypatch, code) -> None:
    """A rule's answer once read "Younger may look after elder's lead;…": each answer, each question, whole (the
    long ones on two lines), in the dialog the game opens, on a screen 800 wide with the largest text."""
    from PySide6.QtCore import QTimer

    from piquet_gui import i18n
    from piquet_gui.settings import Settings

    monkeypatch.setenv("PIQUET_SETTINGS_FILE", str(tmp_path / "largest.ini"))
    Settings().text_size = "extra_large"
    assert i18n.install(code) == code
    try:
        win = make_window(800, 600)
        found: list[str] = []

        def look() -> None:
            dialog = QApplication.activeModalWidget()
            assert isinstance(dialog, NewGameDialog)
            try:
                assert dialog.font().pointSizeF() > 12, "the largest text"
                room = dialog.screen().availableGeometry()  # the offscreen platform's: 800 wide
                for game in range(dialog.game.count()):  # every game's seats and rules
                    dialog.game.setCurrentIndex(game)
                    QApplication.processEvents()
                    assert room.width() <= 800 and dialog.width() <= room.width()
                    assert dialog.height() <= room.height()
                    found.extend(cut_choices(dialog))
                found.append("looked")
            finally:
                dialog.reject()

        QTimer.singleShot(50, look)
        win.ask_new_game()
        assert found == ["looked"], found
    finally:
        i18n.install("en")
