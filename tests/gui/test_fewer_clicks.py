"""Fewer clicks (issue 29), through the main window with real keys and clicks: a trick the person closed himself is
gathered at once (*Settings → Aids*), one the computer closed still waits to be seen; the key E makes the hint's
discard at once, and only with its aid on."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt

from piquet_gui.model import Discard, Phase, Play
from tests.gui.settings_page import set_in_settings
from tests.gui.test_play_every_game import one_move_by_keys, press, start
from tests.helpers import CEILING_MS


@pytest.fixture(autouse=True)
def own_settings(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("PIQUET_SETTINGS_FILE", str(tmp_path / "settings.ini"))


def closer(view) -> int:
    trick = view.tricks[-1]
    start_at = view.seats.index(trick.leader)
    return view.seats[(start_at + len(trick.cards) - 1) % len(view.seats)]


@pytest.mark.parametrize("aid", [True, False], ids=["gather at once", "aid off"])
def test_a_trick_the_person_closed_is_gathered_at_once_and_one_the_computer_closed_waits(qtbot, make_window,
                                                                                      aid: bool) -> None:
    win = start(qtbot, make_window, "rubicon", ("Anne", "Ben"), seed=4)
    screen = win.ensure_built()
    screen.settings.gather_tricks = "click"
    set_in_settings(qtbot, win, gather_seen=aid)
    controller = win.controller
    deal = controller.partie.deals[-1]
    closed_by: dict[int, list[bool]] = {0: [], 1: []}
    """For each seat, whether each trick it closed was left lying in the middle."""
    while not deal.is_over():
        qtbot.waitUntil(lambda: deal.is_over() or win.table.holding_trick()
                        or (win.my_turn() and not win.thinking), timeout=CEILING_MS)
        view = controller.view(0)
        if win.table.holding_trick():
            closed_by[closer(view)].append(True)
            viewport = win.table.viewport()
            qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=QPoint(viewport.width() // 2,
                                                                              viewport.height() // 2))
            assert not win.table.holding_trick(), "a click on the felt gathers the trick"
            continue
        if deal.is_over():
            break
        tricks = len(view.tricks)
        one_move_by_keys(qtbot, win)
        after = controller.view(0)
        if view.phase is Phase.PLAY and len(after.tricks) > tricks and closer(after) == 0 \
                and not win.table.holding_trick():
            closed_by[0].append(False)
    assert closed_by[1] and all(closed_by[1]), "a trick the computer closed waits for the click, aid or not"
    assert closed_by[0], "Anne closed some tricks"
    if aid:
        assert not any(closed_by[0]), "each trick Anne closed went to its winner at once"
    else:
        assert all(closed_by[0]), "without the aid, Anne's tricks wait for the click as well"


@pytest.mark.parametrize("aid", [True, False], ids=["key E on", "aid off"])
def test_the_key_e_makes_the_hints_discard(qtbot, make_window, aid: bool) -> None:
    win = start(qtbot, make_window, "rubicon", ("Anne", "Ben"), seed=7)
    set_in_settings(qtbot, win, quick_discard=aid)
    controller = win.controller
    qtbot.waitUntil(lambda: win.my_turn() and not win.thinking, timeout=CEILING_MS)
    view = controller.view(0)
    assert view.phase is Phase.EXCHANGE and isinstance(view.legal_actions[0], Discard)
    hint = controller.hint(0)
    before = controller.partie.action_count()
    press(Qt.Key.Key_E)
    if not aid:
        assert controller.partie.action_count() == before and not win.hand.selected, "E does nothing without the aid"
        assert not win.ensure_built().kept().assisted
        return
    qtbot.waitUntil(lambda: controller.partie.action_count() > before, timeout=CEILING_MS)
    made = [action for _deal, seat, _view, action in controller.partie.decisions() if seat == 0]
    assert made == [hint], "Anne's discard is the hint's, made by one key"
    assert win.ensure_built().kept().assisted, "the partie counts as helped, as with the hint"


def test_e_outside_the_exchange_does_nothing(qtbot, make_window) -> None:
    win = start(qtbot, make_window, "rubicon", ("Anne", "Ben"), seed=7)
    set_in_settings(qtbot, win, quick_discard=True)
    controller = win.controller
    while True:
        qtbot.waitUntil(lambda: win.my_turn() and not win.thinking, timeout=CEILING_MS)
        if controller.phase() is Phase.PLAY and isinstance(controller.view(0).legal_actions[0], Play):
            break
        one_move_by_keys(qtbot, win)
    before = controller.partie.action_count()
    press(Qt.Key.Key_E)
    assert controller.partie.action_count() == before, "in the play, E neither plays nor discards"



@pytest.mark.parametrize("key, look", [(Qt.Key.Key_1, True), (Qt.Key.Key_2, False)])
def test_the_talon_question_is_answered_by_the_numbers_it_is_said_with(qtbot, make_window, key, look) -> None:
    """Younger who left cards in the talon is asked, after elder's lead, whether to look at them: the voice says
    "1: Look at the talon; 2: Leave the talon unseen", and the keys 1 and 2 answer it."""
    from PySide6.QtGui import QGuiApplication

    from piquet_gui.controller import GameConfig, SeatSetup
    from piquet_gui.model.actions import LookAtTalon

    win = make_window(1100, 720)
    screen = win.ensure_built()
    screen.quiet = True
    screen.settings.guide = False
    win.new_game(GameConfig((SeatSetup("Anne", True), SeatSetup("Ben", False, "club")), first_dealer=0, seed=5))
    win.activateWindow()
    qtbot.waitUntil(lambda: QGuiApplication.focusWindow() is win.windowHandle(), timeout=CEILING_MS)
    controller = win.controller
    while True:
        qtbot.waitUntil(lambda: win.my_turn() and not win.thinking, timeout=CEILING_MS)
        actions = controller.legal_actions(0)
        if isinstance(actions[0], LookAtTalon):
            break
        if isinstance(actions[0], Discard):  # younger takes one card only: two are left in the talon
            win.choose(min(actions, key=lambda a: a.mask.bit_count()))
        else:
            win.choose(actions[0])
    before = controller.partie.action_count()
    press(key)
    qtbot.waitUntil(lambda: controller.partie.action_count() > before, timeout=CEILING_MS)
    made = [action for _deal, seat, _view, action in controller.partie.decisions() if seat == 0]
    assert made[-1] == LookAtTalon(look)
