"""Small things players expect (issue 12), clicked and typed through the real widgets: a forced card played by
itself, the new-game dialog's memory and its question, where Save and Open look, "Not good: 51", the calling
panel clear of the scores, assisted parties and the statistics' reset, menu icons and tooltips, the window's
layout kept — and every one of these settings read back by a new window."""

from __future__ import annotations

import datetime
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt, QTimer
from PySide6.QtWidgets import (QApplication, QCheckBox, QDialog, QDockWidget, QFileDialog, QLineEdit, QMenu,
                               QMessageBox, QPushButton, QWidget)

from piquet_gui.controller import GameConfig, SeatSetup
from piquet_gui.model import Card, Discard, Phase, Play
from piquet_gui.settings import Settings
from piquet_gui.storage import statistics
from piquet_gui.storage.autosave import SavedGame
from piquet_gui.views import screen_fit
from piquet_gui.views.main_window import WANTED, MainWindow
from piquet_gui.views.new_game_dialog import NewGameDialog
from piquet_gui.views.record_files import record_name
from tests.helpers import CEILING_MS, random_partie


@pytest.fixture(autouse=True)
def own_settings(tmp_path, monkeypatch) -> Path:
    path = tmp_path / "settings.ini"
    monkeypatch.setenv("PIQUET_SETTINGS_FILE", str(path))
    return path


class Modals:
    """Answers the modal windows as they come up, one step each, in order (a step may open another)."""

    def __init__(self, *steps: Callable[[QWidget], None]) -> None:
        self.steps = list(steps)
        self.seen: list[QWidget] = []
        self.failure: BaseException | None = None
        self.timer = QTimer()
        self.timer.timeout.connect(self._poll)
        self.timer.start(30)

    def _poll(self) -> None:
        widget = QApplication.activeModalWidget()
        if widget is None or widget in self.seen or not self.steps:
            return
        self.seen.append(widget)
        step = self.steps.pop(0)
        # Run outside this timer's call, so that a step opening another modal window is answered too.
        QTimer.singleShot(0, lambda: self._run(step, widget))

    def _run(self, step: Callable[[QWidget], None], widget: QWidget) -> None:
        try:
            step(widget)
        except BaseException as error:  # noqa: BLE001 - reported by done()
            self.failure = error
            if isinstance(widget, QDialog):
                widget.reject()
            widget.close()

    def done(self) -> None:
        self.timer.stop()
        QApplication.processEvents()
        if self.failure is not None:
            raise self.failure
        assert not self.steps, f"{len(self.steps)} window(s) never came up"


def button(widget: QWidget, text: str) -> QPushButton:
    return next(b for b in widget.findChildren(QPushButton) if b.text().replace("&", "") == text)


def click(qtbot, widget: QWidget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def human_turn(win: MainWindow) -> bool:
    controller = win.controller
    partie = controller.partie
    return partie.is_over() or partie.needs_deal() or (win.my_turn() and not win.thinking)


# --- a forced card ----------------------------------------------------------------------------------------


def last_card_position(seat: int, seed: int) -> SavedGame:
    """A finished partie taken back to its very last card, which ``seat`` plays; the other is the computer."""
    finished = random_partie(seed, ("Anne", "Ben"))
    actions = finished.actions()
    human = actions[-1][1]
    seats = [SeatSetup("Anne", False, "beginner"), SeatSetup("Ben", False, "beginner")]
    seats[human] = SeatSetup(seats[human].name, True)
    return SavedGame(finished.prefix(len(actions) - 1), (seats[0], seats[1]), 0)


def test_a_forced_card_is_played_by_itself_once_the_setting_is_ticked(qtbot, make_window, tmp_path) -> None:
    win = make_window()
    screen = win.ensure_built()
    screen.statistics_path = tmp_path / "stats.sqlite3"
    saved = last_card_position(0, 5)
    win.resume(saved)
    qtbot.waitUntil(lambda: human_turn(win), timeout=CEILING_MS)
    assert not win.controller.partie.is_over(), "off by default: the last card waits for the player"

    def tick(dialog: QWidget) -> None:
        box = next(b for b in dialog.findChildren(QCheckBox) if "forced card" in b.text())
        assert not box.isChecked()
        click(qtbot, box)
        click(qtbot, button(dialog, "OK"))

    modals = Modals(tick)
    screen.menus.settings.trigger()
    modals.done()
    from piquet_gui.views.settings_dialog import SettingsDialog

    again = SettingsDialog(make_window().ensure_built().settings)  # the settings persist: a new window reads them
    qtbot.addWidget(again)
    assert again.play_forced_card.isChecked()
    win.resume(last_card_position(0, 6))
    qtbot.waitUntil(lambda: win.controller.partie.is_over(), timeout=CEILING_MS)


def test_a_forced_card_taken_back_waits_for_the_player(qtbot, make_window) -> None:
    Settings().play_forced_card = True
    win = make_window()
    win.new_game(GameConfig((SeatSetup("Anne", True), SeatSetup("Ben", False, "beginner")), first_dealer=1,
                            seed=4))
    controller = win.controller
    deal = controller.partie.deals[-1]
    def choice_to_make() -> bool:
        """The player's turn, and not a single playable card (which goes by itself a moment later: a forced card
        that waited for the player would keep this false, and the wait below fail)."""
        return human_turn(win) and len([a for a in controller.view(0).legal_actions if isinstance(a, Play)]) != 1

    while not deal.is_over():
        qtbot.waitUntil(lambda: deal.is_over() or choice_to_make(), timeout=CEILING_MS)
        if deal.is_over():
            break
        win.choose(controller.view(0).legal_actions[0])
    assert deal.is_over() and sum(1 for seat in deal.actors if seat == 0) > 12
    # The last card (always forced) went by itself; taken back, it waits.
    assert win.undo(False)
    qtbot.wait(50)
    view = controller.view(0)
    assert controller.to_act() == 0 and len(view.legal_actions) == 1, "taken back, the forced card waits"


# --- the new-game dialog ----------------------------------------------------------------------------------


def fill_new_game(qtbot) -> Callable[[QWidget], None]:
    def fill(dialog: QWidget) -> None:
        assert isinstance(dialog, NewGameDialog)
        rows = dialog.seat_rows.rows
        rows[1].who.setCurrentIndex(rows[1].who.findData("person"))
        for field, name in ((rows[0].name, "Anne"), (rows[1].name, "Ben/Bo")):
            field.selectAll()
            qtbot.keyClicks(field, name)
        dialog.format.setCurrentIndex(dialog.format.findText("150 points, best of three"))
        dialog.first.setCurrentIndex(dialog.first.findData(1))
        dialog.options["carte_rouge"].setCurrentIndex(dialog.options["carte_rouge"].findData(True))
        click(qtbot, dialog.play_button)
    return fill


def test_the_new_game_dialog_remembers_and_asks_before_abandoning(qtbot, make_window) -> None:
    win = make_window()
    screen = win.ensure_built()
    modals = Modals(fill_new_game(qtbot))
    screen.menus.new.trigger()
    modals.done()
    partie = win.controller.partie
    assert partie.players == ("Anne", "Ben/Bo") and win.controller.humans == [0, 1]
    assert partie.rules.carte_rouge and partie.first_dealer == 1 and partie.format.record_fields()["target"] == 150

    # A partie in progress: "No" keeps it.
    def answer(text: str) -> Callable[[QWidget], None]:
        def say(box: QWidget) -> None:
            assert isinstance(box, QMessageBox) and box.text() == "Abandon the partie in progress?"
            click(qtbot, button(box, text))
        return say

    modals = Modals(answer("No"))
    screen.menus.new.trigger()
    modals.done()
    assert win.controller.partie is partie

    # "Yes": the dialog offers the last set-up; Cancel changes nothing.
    def check(dialog: QWidget) -> None:
        assert isinstance(dialog, NewGameDialog)
        rows = dialog.seat_rows.rows
        assert rows[1].human and (rows[0].name.text(), rows[1].name.text()) == ("Anne", "Ben/Bo")
        assert dialog.format.currentText() == "150 points, best of three" and dialog.first.currentData() == 1
        assert dialog.options["carte_rouge"].currentData() is True
        click(qtbot, button(dialog, "Cancel"))

    modals = Modals(answer("Yes"), check)
    screen.menus.new.trigger()
    modals.done()
    assert win.controller.partie is partie

    # The settings persist: a new window's dialog offers the same.
    other = make_window()
    dialog = NewGameDialog(other, settings=other.ensure_built().settings)
    qtbot.addWidget(dialog)
    assert dialog.seat_rows.rows[1].human and dialog.seat_rows.rows[1].name.text() == "Ben/Bo"
    assert dialog.config().options["carte_rouge"]


def test_no_question_once_the_partie_is_over(qtbot, make_window, tmp_path) -> None:
    win = make_window()
    screen = win.ensure_built()
    screen.statistics_path = tmp_path / "s.sqlite3"
    win.resume(last_card_position(0, 7))
    qtbot.waitUntil(lambda: human_turn(win), timeout=CEILING_MS)
    win.hand.play_focused()
    qtbot.waitUntil(lambda: win.controller.partie.is_over(), timeout=CEILING_MS)

    def cancel(dialog: QWidget) -> None:
        assert isinstance(dialog, NewGameDialog), "straight to the dialog"
        click(qtbot, button(dialog, "Cancel"))

    modals = Modals(cancel)
    win.bar.buttons[0].click()  # "New game…" in the bar
    modals.done()


# --- Save and Open ---------------------------------------------------------------------------------------


def test_save_proposes_a_dated_name_in_the_documents_and_open_remembers(qtbot, make_window, tmp_path,
                                                                         monkeypatch) -> None:
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    win = make_window()
    screen = win.ensure_built()
    win.new_game(GameConfig((SeatSetup("Anne", True), SeatSetup('Ben: "B"', False)), seed=2))
    qtbot.waitUntil(lambda: human_turn(win), timeout=CEILING_MS)
    today = datetime.date.today().isoformat()
    elsewhere = tmp_path / "kept"
    elsewhere.mkdir()

    def save(dialog: QWidget) -> None:
        assert isinstance(dialog, QFileDialog)
        assert Path(dialog.directory().absolutePath()) == home / "Documents" / "Piquet"
        field = dialog.findChild(QLineEdit)
        assert field.text() == f"Piquet {today} Anne–Ben B.json"
        field.selectAll()
        qtbot.keyClicks(field, str(elsewhere / "mine.json"))
        qtbot.keyClick(field, Qt.Key.Key_Return)

    modals = Modals(save)
    screen.menus.save.trigger()
    modals.done()
    assert (home / "Documents" / "Piquet").is_dir(), "the folder is made when needed"
    assert (elsewhere / "mine.json").is_file()

    def open_(dialog: QWidget) -> None:
        assert isinstance(dialog, QFileDialog)
        assert Path(dialog.directory().absolutePath()) == elsewhere, "Open starts in the last folder used"
        click(qtbot, button(dialog, "Cancel"))

    modals = Modals(open_)
    screen.menus.open.trigger()
    modals.done()
    # The settings persist.
    other = make_window()
    assert other.ensure_built().settings.last_folder == str(elsewhere)


def test_record_names_leave_out_what_a_file_name_cannot_hold() -> None:
    day = datetime.date(2026, 11, 22)
    assert record_name(("Anne", "Ben"), day) == "Piquet 2026-11-22 Anne–Ben.json"
    assert record_name(("<Tú>", "a\\b|c?*"), day) == "Piquet 2026-11-22 Tú–abc.json"
    assert record_name(("...", "Ben"), day) == "Piquet 2026-11-22 Ben.json"


# --- the calling panel -------------------------------------------------------------------------------------


def cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def test_not_good_says_the_pips_that_beat(qtbot, make_window) -> None:
    """Anne (younger) holds a point of 51 in hearts against Ben's 50 in spades."""
    win = make_window()
    win.new_game(GameConfig((SeatSetup("Anne", True), SeatSetup("Ben", False)), first_dealer=0, seed=1))
    controller = win.controller
    partie = controller.partie
    controller.stop()
    partie.deals.clear()
    partie.start_deal([cards("AH KH QH JH TH 9D JD AD 9C JC KC AC"),
                       cards("AS KS QS JS 9S 7D 8D TD 7C 8C TC QC")],
                      cards("QD KD 9H 8H 7H TS 8S 7S"))
    partie.apply(Discard.of(cards("7D 8D TD 7C 8C")))
    controller.start()
    deal = partie.deals[-1]
    qtbot.waitUntil(lambda: controller.to_act() == 0, timeout=CEILING_MS)
    win.hand.clicked(Card.parse("9D"))
    win.bar.buttons[0].click()
    qtbot.waitUntil(lambda: controller.to_act() == 0 and deal.phase is Phase.DECLARATION, timeout=CEILING_MS)
    assert [s.words() for s in deal.said] == ["Point of five"]
    click(qtbot, next(b for b in win.panel.buttons if "Making?" in b.text()))
    qtbot.waitUntil(lambda: controller.to_act() == 0 and deal.said[-1].words() == "Making 50", timeout=CEILING_MS)
    beats = win.panel.buttons[0]
    assert beats.text().startswith("&1  Not good: 51  (")
    click(qtbot, beats)
    qtbot.waitUntil(lambda: deal.winners[0] == 0, timeout=CEILING_MS)


def test_not_good_on_a_sequence_says_its_height() -> None:
    from piquet_gui.model.actions import Reply, ReplyKind
    from piquet_gui.views.words import action_words
    from tests.model.test_sinking_replies import P, S, call, exchange, make

    deal = make(dealer=1, elder="KS QS JS TS AH KH 9H AC KC 8C 7C QC",
                younger="AD KD QD JD TD 7D 9S 8S 7S JH TH 8H", talon="9C 8D 7H 9D AS JC TC QH")
    exchange(deal, "QC", "7D")
    deal.apply(call(P, "AC KC 9C 8C 7C"))
    deal.apply(deal.legal_actions()[0])
    deal.apply(call(S, "KS QS JS TS"))
    view = deal.view(1)
    assert action_words(view.legal_actions[0], view).startswith("Not good: Quint"), "more cards: the count"
    deal.apply(Reply(S, ReplyKind.ASK))
    deal.apply(Reply(S, ReplyKind.TELL))
    view = deal.view(1)
    assert action_words(view.legal_actions[0], view).startswith("Not good: to the ace  (")


def label_rects(win: MainWindow) -> list[QRect]:
    table = win.table
    return [table.mapFromScene(label.sceneBoundingRect()).boundingRect()
            for key, label in table._labels.items() if key in ("me", "other") and label.text()]


@pytest.mark.parametrize("size", [(1100, 720), (820, 600), (1280, 800)])
def test_the_calling_panel_never_covers_the_scores(qtbot, make_window, size) -> None:
    win = make_window(*size)
    win.new_game(GameConfig((SeatSetup("Anne", True), SeatSetup("Ben", False)), first_dealer=1, seed=11))
    deal = win.controller.partie.deals[-1]
    qtbot.waitUntil(lambda: human_turn(win), timeout=CEILING_MS)
    win.choose(win.controller.view(0).legal_actions[0])
    qtbot.waitUntil(lambda: win.panel.isVisible() and deal.phase is Phase.DECLARATION, timeout=CEILING_MS)
    for width, height in (size, (size[0] - 120, size[1] - 80), size):
        win.resize(width, height)
        qtbot.wait(30)
        rects = label_rects(win)
        assert len(rects) == 2
        panel = win.panel.geometry()
        assert not any(panel.intersects(rect) for rect in rects), (panel, rects)
        assert win.table.viewport().rect().contains(panel)


# --- the statistics ----------------------------------------------------------------------------------------


def test_assisted_parties_are_counted_apart_and_the_statistics_reset(qtbot, make_window, tmp_path) -> None:
    win = make_window()
    screen = win.ensure_built()
    screen.statistics_path = tmp_path / "stats.sqlite3"
    for seed, helped in ((5, True), (6, False)):
        win.resume(last_card_position(0, seed))
        qtbot.waitUntil(lambda: human_turn(win), timeout=CEILING_MS)
        if helped:
            screen.menus.hint.trigger()
            assert screen.last_hint is not None
            # A restart before the end: the next window still counts the partie as helped.
            win = make_window()
            screen = win.ensure_built()
            screen.statistics_path = tmp_path / "stats.sqlite3"
            win.resume(last_card_position(0, seed))
            qtbot.waitUntil(lambda: human_turn(win), timeout=CEILING_MS)
        win.hand.play_focused()
        qtbot.waitUntil(lambda: win.controller.partie.is_over(), timeout=CEILING_MS)
    figures = statistics.summary(screen.statistics_path).game("rubicon")
    assert figures is not None and [level.parties for level in figures.levels] == [1]
    assert [level.parties for level in figures.assisted] == [1]

    def look_and_reset(window: QWidget) -> None:
        assert window.windowTitle() == "Statistics"
        rubicon = window.sections["rubicon"]
        assert rubicon.levels.rowCount() == 1 and rubicon.assisted.rowCount() == 1
        assert rubicon.assisted_label.text().startswith("With hints or undo: 1 partie")
        click(qtbot, window.reset_button)
        assert window.figures.parties == 0 and window.sections == {} and not window.tabs.isVisibleTo(window)
        assert window.message.text() == "No partie against the computer has been kept yet."
        assert not window.reset_button.isEnabled()
        click(qtbot, button(window, "Close"))

    def no(box: QWidget) -> None:
        assert isinstance(box, QMessageBox) and "cannot be undone" in box.text()
        click(qtbot, button(box, "No"))

    def yes(box: QWidget) -> None:
        click(qtbot, button(box, "Yes"))

    def keep(window: QWidget) -> None:
        click(qtbot, window.reset_button)
        assert window.figures.parties == 2, "No keeps them"
        click(qtbot, button(window, "Close"))

    modals = Modals(keep, no)
    screen.menus.statistics.trigger()
    modals.done()
    modals = Modals(look_and_reset, yes)
    screen.menus.statistics.trigger()
    modals.done()
    assert statistics.summary(screen.statistics_path).parties == 0


# --- menus and the window ------------------------------------------------------------------------------------


def test_every_menu_entry_has_an_icon_and_a_tooltip(qtbot, make_window) -> None:
    win = make_window()
    win.ensure_built()
    entries = []

    def walk(menu: QMenu) -> None:
        for action in menu.actions():
            if action.isSeparator():
                continue
            entries.append(action)
            if action.menu() is not None:
                walk(action.menu())

    for top in win.menuBar().actions():
        walk(top.menu())
    assert len(entries) > 30
    for action in entries:
        text = action.text().replace("&", "")
        group = action.actionGroup()
        # (a submenu's choices show the style's tick instead, which an icon would replace)
        assert not action.icon().isNull() or (group is not None and group.isExclusive()), text
        if action.menu() is None:
            assert action.toolTip() and action.toolTip() != text, text


def test_the_window_keeps_its_size_place_and_docks(qtbot, own_settings) -> None:
    first = MainWindow()
    qtbot.addWidget(first)
    first.show()
    qtbot.waitExposed(first)
    first.resize(794, 560)  # within the offscreen platform's 800x600 screen, which a restore keeps to
    first.move(3, 20)
    where = first.geometry()
    dock = first.findChild(QDockWidget, "scores")
    first.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, dock)
    qtbot.wait(20)
    first.close()
    second = MainWindow()
    qtbot.addWidget(second)
    second.show()
    qtbot.waitExposed(second)
    assert second.size() == where.size()
    assert (second.geometry().topLeft() - where.topLeft()).manhattanLength() <= 4
    dock = second.findChild(QDockWidget, "scores")
    qtbot.waitUntil(lambda: second.dockWidgetArea(dock) == Qt.DockWidgetArea.LeftDockWidgetArea, timeout=CEILING_MS)
    second.close()
    # A damaged value is ignored.
    text = own_settings.read_text()
    own_settings.write_text("[General]\nwindow_geometry=rubbish\nwindow_state=@ByteArray(junk)\n")
    third = MainWindow()
    qtbot.addWidget(third)
    third.show()
    qtbot.waitExposed(third)
    # (the first window's size, as the screen has room for it)
    qtbot.waitUntil(lambda: third.size() == WANTED.boundedTo(screen_fit.largest(third)), timeout=CEILING_MS)
    qtbot.wait(20)
    assert third.dockWidgetArea(third.findChild(QDockWidget, "scores")) == Qt.DockWidgetArea.RightDockWidgetArea
    assert "window_geometry" in text
