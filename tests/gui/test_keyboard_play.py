"""Playing by the keyboard alone, the way a person's keys arrive: at the window that has the focus, and from
there to whichever widget Qt gave the focus, never straight to the widget that handles them.

The game starts the way a new player starts it: the new-game dialog and the cut answered with Enter, the
first-game guide's notes closed with Enter, then a whole deal against the computer by keys.
"""

from __future__ import annotations

import dataclasses
import random

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from piquet_gui.controller import GameConfig, SeatSetup
from piquet_gui.model import Phase, Play
from piquet_gui.model.actions import Discard
from piquet_gui.views import new_game_dialog
from piquet_gui.views.main_window import MainWindow
from piquet_gui.views.words import card_words
from tests.helpers import CEILING_MS


def press(key: Qt.Key) -> None:
    """One key, as the keyboard sends it: to the window with the focus."""
    window = QGuiApplication.focusWindow()
    assert window is not None, "no window has the keyboard focus"
    QTest.keyClick(window, key)


def activate(qtbot, win: MainWindow) -> None:
    win.activateWindow()
    qtbot.waitUntil(lambda: QGuiApplication.focusWindow() is win.windowHandle(), timeout=CEILING_MS)


def answer_dialogs_with_enter(count: int) -> QTimer:
    """Press Enter in each of the next ``count`` modal dialogs as soon as it is up."""
    timer = QTimer()
    left = [count]

    def tick() -> None:
        modal = QApplication.activeModalWidget()
        if modal is not None and QGuiApplication.focusWindow() is modal.windowHandle():
            press(Qt.Key.Key_Return)
            left[0] -= 1
            if not left[0]:
                timer.stop()

    timer.timeout.connect(tick)
    timer.start(50)
    return timer


@pytest.fixture
def fixed_cards(monkeypatch):
    """The new-game dialog's cut and shuffle made repeatable."""
    original = new_game_dialog.NewGameDialog.config

    def config(self, rng=None):
        return dataclasses.replace(original(self, random.Random(3)), seed=11)

    monkeypatch.setattr(new_game_dialog.NewGameDialog, "config", config)


def my_turn(win: MainWindow) -> bool:
    deal = win.controller.partie.deals[-1]
    return deal.is_over() or (win.my_turn() and not win.thinking)


def test_a_whole_deal_by_keys_alone_from_the_first_dialog(qtbot, make_window, fixed_cards, monkeypatch,
                                                           tmp_path) -> None:
    monkeypatch.setenv("PIQUET_SETTINGS_FILE", str(tmp_path / "settings.ini"))  # a first start: the guide is on
    win = make_window(1024, 700)
    activate(qtbot, win)
    dialogs = answer_dialogs_with_enter(2)  # the new-game dialog, then the cut
    win.ask_new_game()
    assert not dialogs.isActive(), "both dialogs were answered by Enter"
    controller = win.controller
    deal = controller.partie.deals[-1]
    me = win.viewer
    keys = 0
    played_by_keys = 0
    while not deal.is_over():
        qtbot.waitUntil(lambda: my_turn(win), timeout=CEILING_MS)
        if deal.is_over():
            break
        qtbot.wait(10)  # the guide's note comes up on the next turn of the event loop
        if not my_turn(win):  # a forced answer ("Good" with nothing to show) went by itself meanwhile
            continue
        if win.guide.isVisible():
            press(Qt.Key.Key_Return)
            assert not win.guide.isVisible(), "Enter closes the guide's note"
            continue
        assert QGuiApplication.focusWindow() is win.windowHandle()
        view = controller.view(me)
        before = len(deal.history)
        if view.phase is Phase.EXCHANGE:
            low = min(a.mask.bit_count() for a in view.legal_actions if isinstance(a, Discard))
            hand = list(view.hand)
            # Put out the cards at positions 1, 3, … (moving with →, choosing with Space).
            chosen = []
            for index in range(low):
                press(Qt.Key.Key_Right)
                press(Qt.Key.Key_Space)
                chosen.append(hand[2 * index + 1])
                press(Qt.Key.Key_Right)
                keys += 3
            assert set(win.hand.selected) == set(chosen), "Space put out the card the arrows chose"
            press(Qt.Key.Key_Return)
            assert set(controller.view(me).discard) == set(chosen), "Enter discarded the chosen cards"
        elif view.phase is Phase.PLAY and isinstance(view.legal_actions[0], Play):
            playable = [a.card for a in view.legal_actions]
            press(Qt.Key.Key_Right)
            keys += 1
            focused = [c for c in view.hand if win.table.card_item(c).focused]
            assert len(focused) == 1 and focused[0] in playable, "one playable card carries the focus mark"
            press(Qt.Key.Key_Return)
            keys += 1
            played_by_keys += 1
            assert focused[0] not in deal.hand(me), "Enter played the card with the focus mark"
        else:  # the calling, carte blanche, the talon's leftover cards: Enter says the first answer
            press(Qt.Key.Key_Return)
            keys += 1
        assert len(deal.history) > before or deal.is_over(), f"a key did nothing in {view.phase}"
    assert deal.is_over() and played_by_keys >= 6 and keys > 12
    qtbot.waitUntil(win.guide.isVisible, timeout=CEILING_MS)  # the guide explains the end of a deal
    press(Qt.Key.Key_Return)
    assert not win.guide.isVisible() and len(controller.partie.deals) == 1
    # Then Enter starts the next deal.
    press(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(controller.partie.deals) == 2, timeout=CEILING_MS)


def test_keys_reach_the_table_whatever_widget_has_the_focus(qtbot, make_window) -> None:
    """The score sheet, the log or a button may hold the focus: ← and → still move among the cards."""
    win = make_window(1024, 700)
    win.new_game(GameConfig((SeatSetup("Anne", True), SeatSetup("Ben", False)), first_dealer=1, seed=8))
    activate(qtbot, win)
    qtbot.waitUntil(lambda: win.my_turn() and win.controller.view(0).phase is Phase.EXCHANGE, timeout=CEILING_MS)
    hand = list(win.controller.view(0).hand)
    for holder in (win.score_sheet, win.log, win.table):
        holder.setFocus()
        qtbot.waitUntil(holder.hasFocus, timeout=CEILING_MS)
        start = win.hand.focused()
        press(Qt.Key.Key_Right)
        assert win.hand.focused() == hand[(hand.index(start) + 1) % len(hand)], holder
        assert win.table.card_item(win.hand.focused()).focused


def test_enter_on_the_hand_over_screen_and_no_hint_left_for_the_other_player(qtbot, make_window) -> None:
    win = make_window(1024, 700)
    screen = win.ensure_built()
    screen.quiet = True
    win.new_game(GameConfig((SeatSetup("Anne", True), SeatSetup("Ben", True)), first_dealer=1, seed=8))
    activate(qtbot, win)
    qtbot.waitUntil(win.privacy.isVisible, timeout=CEILING_MS)
    press(Qt.Key.Key_Return)
    assert not win.privacy.isVisible(), "Enter says 'I am ready'"
    seat = win.viewer
    win.show_hint()
    assert win.statusBar().currentMessage().startswith("Hint")
    hinted = set(win.hand.selected)
    assert hinted
    win.hand.discard_selected()
    qtbot.waitUntil(win.privacy.isVisible, timeout=CEILING_MS)
    assert win.viewer != seat
    assert win.statusBar().currentMessage() == "", "the hint went with the move"
    assert not win.hand.selected
    deal = win.controller.partie.deals[-1]
    assert all(win.table.card_item(c) is None for c in deal.hand(0) + deal.hand(1)), \
        "no card of either hand stays drawn behind the screen"


def test_review_shows_only_finished_deals(qtbot, make_window) -> None:
    """R in the middle of the first deal shows nothing; in a later deal it reviews the deals before."""
    win = make_window(1024, 700)
    screen = win.ensure_built()
    win.new_game(GameConfig((SeatSetup("Anne", True), SeatSetup("Ben", False)), first_dealer=1, seed=8))
    activate(qtbot, win)
    qtbot.waitUntil(lambda: win.my_turn(), timeout=CEILING_MS)
    press(Qt.Key.Key_R)
    assert screen.review is None and "Nothing to review" in win.statusBar().currentMessage()
    # Finish the deal by the engine's first choices, start the next, then ask again.
    controller = win.controller
    while not controller.partie.deals[-1].is_over():
        qtbot.waitUntil(lambda: win.my_turn() or controller.partie.deals[-1].is_over(), timeout=CEILING_MS)
        if not controller.partie.deals[-1].is_over():
            win.choose(controller.view(0).legal_actions[0])
    win.next_deal()
    qtbot.waitUntil(lambda: win.my_turn(), timeout=CEILING_MS)
    press(Qt.Key.Key_R)
    review = screen.review
    assert review is not None and len(review.whole.deals) == 1 and review.whole.deals[0].is_over()
    hidden = set(controller.partie.deals[-1].hand(1))
    for position in range(review.end + 1):
        review.go(position)
        assert len(review.partie().deals) == 1, "the review never reaches the deal in progress"
    win.refresh()
    face_up = {c for c in hidden if win.table.card_item(c) is not None and win.table.card_item(c).face_up}
    assert face_up != hidden


def test_review_is_stepped_by_keys(qtbot, make_window, tmp_path) -> None:
    from piquet_gui.model.two_handed.record import dumps
    from tests.helpers import random_partie

    win = make_window(1024, 700)
    win.ensure_built().quiet = True
    path = tmp_path / "done.json"
    path.write_text(dumps(random_partie(5)))
    assert win.files.open_path(path)
    activate(qtbot, win)
    review = win.review
    assert review.position == review.end
    press(Qt.Key.Key_Left)
    assert review.position == review.end - 1
    press(Qt.Key.Key_PageUp)
    start_of_last_deal = review.position
    assert review.partie().deals[-1].history == [] or start_of_last_deal < review.end - 1
    press(Qt.Key.Key_Down)
    assert review.position > start_of_last_deal
    press(Qt.Key.Key_Escape)
    assert win.review is None


def test_a_card_key_gives_the_table_the_focus_for_screen_readers(qtbot, make_window) -> None:
    win = make_window(1024, 700)
    win.new_game(GameConfig((SeatSetup("Anne", True), SeatSetup("Ben", False)), first_dealer=1, seed=8))
    activate(qtbot, win)
    qtbot.waitUntil(lambda: win.my_turn() and win.controller.view(0).phase is Phase.EXCHANGE, timeout=CEILING_MS)
    win.log.setFocus()
    qtbot.waitUntil(win.log.hasFocus, timeout=CEILING_MS)
    press(Qt.Key.Key_Right)
    assert win.table.hasFocus()
    assert win.table.accessibleDescription().startswith(card_words(win.hand.focused()))


FIRST_CARD_SEED = 14
"""Deals Anne the first deal's last card again in the second deal, and not first."""


def playable(view) -> list:  # type: ignore[no-untyped-def]
    """The cards of the hand that may be played now, in the hand's order."""
    cards = {action.card for action in view.legal_actions if isinstance(action, Play)}
    return [card for card in view.hand if card in cards]


def test_each_turn_starts_on_the_first_card_that_may_be_chosen(qtbot, make_window, tmp_path, monkeypatch) -> None:
    """The keys' frame once started the second deal on the eighth card, where the first deal's keys had left it:
    each new phase where cards are chosen (the exchange, the play) and each new deal starts on the first card
    that may be chosen."""
    from piquet_gui.settings import Settings

    from .test_table_layout import drive

    monkeypatch.setenv("PIQUET_SETTINGS_FILE", str(tmp_path / "keys.ini"))
    Settings().guide = False  # Enter for the game, not for the guide's notes
    win = make_window(1024, 700)
    win.new_game(GameConfig((SeatSetup("Anne", True), SeatSetup("Ben", False)), first_dealer=1, seed=FIRST_CARD_SEED))
    activate(qtbot, win)
    controller = win.controller
    qtbot.waitUntil(lambda: win.my_turn() and controller.view(0).phase is Phase.EXCHANGE, timeout=CEILING_MS)
    hand = controller.view(0).hand
    assert win.hand.focused() == hand[0]
    for _ in range(4):
        press(Qt.Key.Key_Right)
    press(Qt.Key.Key_Space)  # the fifth card out
    press(Qt.Key.Key_Left)  # the frame on the fourth, kept
    assert win.hand.focused() == hand[3] and win.hand.selected == {hand[4]}
    press(Qt.Key.Key_Return)
    # The play: Anne (elder) leads, any card.
    drive(qtbot, win, lambda: controller.view(0).phase is Phase.PLAY and win.my_turn())
    view = controller.view(0)
    assert hand[3] in view.hand and len(playable(view)) == 12
    assert win.hand.focused() == playable(view)[0], "the play starts where the exchange's keys left the frame"
    # Every lead and answer of the first deal by keys: the second card that may be played, where there are two.
    while not controller.partie.needs_deal():
        qtbot.waitUntil(lambda: my_turn(win), timeout=CEILING_MS)
        view = controller.view(0)
        if controller.partie.needs_deal():
            break
        if view.phase is not Phase.PLAY or not isinstance(view.legal_actions[0], Play):
            win.choose(view.legal_actions[0])
            continue
        if len(playable(view)) > 1:
            press(Qt.Key.Key_Right)
        last = win.hand.focused()
        press(Qt.Key.Key_Return)
    win.next_deal()
    qtbot.waitUntil(lambda: win.my_turn() and controller.view(0).phase is Phase.EXCHANGE, timeout=CEILING_MS)
    hand = controller.view(0).hand
    assert last in hand[1:], "(the seed deals the first deal's last card again, not first in the hand)"
    assert win.hand.focused() == hand[0], "the second deal starts where the first deal's keys left the frame"
