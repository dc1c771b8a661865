"""The coach in the review (issue 20): a deal played through the real window, the coach run in the background,
its marks stepped with the keys and shown on the table; Cancel; the setting; three hands; no thread left."""

from __future__ import annotations

import random

import pytest

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from piquet_gui.controller import GameConfig, SeatSetup
from piquet_gui.model.games import new_game
from piquet_gui.views.coach_words import cards_of, is_better
from tests.helpers import CEILING_MS, played_on, random_partie


def _window(make_window, qtbot, coach: str = "on_request"):
    win = make_window(1280, 800)
    screen = win.ensure_built()
    screen.quiet = True
    screen.autosave_enabled = False
    screen.settings.coach = coach
    screen.settings.guide = False  # (its note would take Escape)
    screen.apply_settings()
    return win


def _play_a_deal(win, qtbot) -> None:
    """Anne (the person) against the Beginner, seed 4: Anne always takes the first legal choice."""
    seats = (SeatSetup("Anne", True), SeatSetup("Ben", False, "beginner"))
    win.new_game(GameConfig(seats, first_dealer=1, seed=4))
    controller = win.controller

    def turn_or_end() -> bool:
        return controller.partie.needs_deal() or controller.to_act() == 0

    while True:
        qtbot.waitUntil(turn_or_end, timeout=CEILING_MS)
        if controller.partie.needs_deal():
            return
        win.ensure_built().choose(controller.view(0).legal_actions[0])


def _key(qtbot, win, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    target = QApplication.focusWidget() or win.table
    qtbot.keyClick(target, key, modifier)


def _wait_for_the_coach(qtbot, coach) -> None:
    qtbot.waitUntil(lambda: not coach.running() and coach.analysis is None, timeout=CEILING_MS)


def test_the_coach_judges_a_deal_and_the_keys_step_to_its_marks_on_the_table(qtbot, make_window) -> None:
    win = _window(make_window, qtbot)
    _play_a_deal(win, qtbot)
    win.menus.review.trigger()
    screen = win.ensure_built()
    coach, review = screen.coach, screen.review
    assert review is not None and coach.panel.isVisible() and coach.panel.start.isVisible()
    assert coach.seat == 0
    qtbot.mouseClick(coach.panel.start, Qt.MouseButton.LeftButton)
    assert coach.panel.progress.isVisible() and coach.panel.cancel.isVisible()
    qtbot.waitUntil(lambda: len(coach.panel.rows()) > 0, timeout=CEILING_MS)  # the first marks, before the end
    _wait_for_the_coach(qtbot, coach)
    rows = coach.panel.rows()
    assert rows and all(j.seat == 0 and j.deal == 1 for j in rows)
    marked = [j for j in rows if j.mark]
    assert marked, [(j.phase, j.cost) for j in rows]
    assert "marked decision" in coach.panel.summary.text()
    review.go(0)
    screen.refresh()
    ahead = [j for j in marked if (j.deal, j.taken) >= review.stops[0]]  # (a mark at the first step counts)
    assert ahead
    _key(qtbot, win, Qt.Key.Key_M)
    first = ahead[0]
    assert review.stops[review.position] == (first.deal, first.taken)
    assert is_better(first)
    for card in cards_of(first.best):
        item = screen.table.card_item(card)
        assert item is not None and item.better, card
    for card in cards_of(first.choice):
        item = screen.table.card_item(card)
        assert item is not None and item.chosen, card
    assert coach.panel.list.currentItem() is not None and first.mark in coach.panel.list.currentItem().text()
    assert "cost about" in coach.panel.detail.text() and "points of the deal" in coach.panel.detail.text()
    review.go(review.end)
    screen.refresh()
    _key(qtbot, win, Qt.Key.Key_M, Qt.KeyboardModifier.ShiftModifier)
    assert review.stops[review.position] == (marked[-1].deal, marked[-1].taken)
    if len(marked) > 1:
        _key(qtbot, win, Qt.Key.Key_M, Qt.KeyboardModifier.ShiftModifier)
        assert review.stops[review.position] == (marked[-2].deal, marked[-2].taken)
        _key(qtbot, win, Qt.Key.Key_M)
        assert review.stops[review.position] == (marked[-1].deal, marked[-1].taken)
    # Elsewhere nothing is framed.
    _key(qtbot, win, Qt.Key.Key_Right)
    if screen.coach.at_position() is None:
        assert not any(item.better or item.chosen for item in screen.table._items.values())
    # A click on a decision in the list goes there too.
    last = rows[-1]
    index = next(i for i in range(coach.panel.list.count())
                 if coach.panel.list.item(i).data(Qt.ItemDataRole.UserRole) == coach.panel._rows.index(last))
    coach.panel.list.setCurrentRow(index)
    assert review.stops[review.position] == (last.deal, last.taken)
    # Closed and opened again: kept, not judged again.
    _key(qtbot, win, Qt.Key.Key_Escape)
    assert screen.review is None and not coach.panel.isVisible()
    win.menus.review.trigger()
    assert [j.step for j in coach.panel.rows()] == [j.step for j in rows]
    assert not coach.panel.start.isVisible() and coach.analysis is None


def _reviewing(make_window, qtbot):
    """The review of the first two deals of a partie of random moves, opened as a record is."""
    win = _window(make_window, qtbot)
    screen = win.ensure_built()
    screen.reviewing.start(random_partie(5, actions=200).replayed(2))
    return win, screen


def test_cancel_stops_the_coach_and_leaving_the_review_too(qtbot, make_window) -> None:
    win, screen = _reviewing(make_window, qtbot)
    coach = screen.coach
    coach.start()
    thread = coach.analysis
    assert thread is not None
    qtbot.mouseClick(coach.panel.cancel, Qt.MouseButton.LeftButton)
    assert coach.analysis is None and coach.panel.start.isVisible() and not coach.panel.progress.isVisible()
    qtbot.waitUntil(thread.isFinished, timeout=CEILING_MS)
    coach.start()
    thread = coach.analysis
    assert thread is not None
    screen.reviewing.stop()
    assert not coach.panel.isVisible() and coach.analysis is None
    qtbot.waitUntil(thread.isFinished, timeout=CEILING_MS)
    assert not coach.running()


def test_closing_the_window_leaves_no_analysis_running(qtbot, make_window) -> None:
    win, screen = _reviewing(make_window, qtbot)
    assert screen.coach.seat == 0 and screen.coach.panel.seat.count() == 2  # (a record: a seat chooser)
    win.menus.coach.trigger()  # the coach started
    thread = screen.coach.analysis
    assert screen.review is not None and thread is not None and thread.isRunning()
    win.close()
    assert thread.isFinished() and not screen.coach.running()


def test_the_setting_off_shows_nothing_of_the_coach(qtbot, make_window) -> None:
    win = _window(make_window, qtbot, coach="off")
    _play_a_deal(win, qtbot)
    screen = win.ensure_built()
    assert not win.menus.coach.isVisible()
    assert not any("Coach" in b.text() for b in screen.bar.buttons)
    win.menus.review.trigger()
    review = screen.review
    assert review is not None and not screen.coach.panel.isVisible()
    position = review.position
    _key(qtbot, win, Qt.Key.Key_M)
    assert review.position == position and screen.coach.analysis is None


def test_after_each_deal_the_bar_offers_the_coach(qtbot, make_window) -> None:
    win = _window(make_window, qtbot, coach="after_deal")
    _play_a_deal(win, qtbot)
    screen = win.ensure_built()
    qtbot.waitUntil(lambda: any("marked decision" in b.text() for b in screen.bar.buttons), timeout=CEILING_MS)
    assert screen.bar.buttons[0].text() == "Next deal"  # (still the one Enter presses)
    offer = next(b for b in screen.bar.buttons if "marked decision" in b.text())
    qtbot.mouseClick(offer, Qt.MouseButton.LeftButton)
    review = screen.review
    assert review is not None and screen.coach.panel.isVisible() and screen.coach.analysis is None  # (kept)
    shown = screen.coach.at_position()
    assert shown is not None and shown.mark and review.stops[review.position] == (shown.deal, shown.taken)


@pytest.mark.parametrize(("game", "options", "players", "note"), [
    ("normand", {"target": 50}, ["Anne", "Ben", "Claire"], "the mean of the other two"),
    ("partnership", {}, ["Anne", "Ben", "Claire", "David"], "the other side's")])
def test_a_three_and_a_four_handed_deal_are_judged_in_the_review(qtbot, make_window, game, options, players,
                                                                 note) -> None:
    win = _window(make_window, qtbot)
    partie = new_game(game, options, players, seed=3)
    rng = random.Random(3)
    while len(partie.deals) < 2:
        played_on(partie, rng, 1)
    screen = win.ensure_built()
    screen.reviewing.start(partie.replayed(1))
    coach, review = screen.coach, screen.review
    assert coach.panel.isVisible() and coach.panel.start.isVisible() and coach.seat == 0
    win.menus.coach.trigger()  # (the menu's Coach: the coach asked)
    assert coach.analysis is not None
    qtbot.waitUntil(lambda: len(coach.panel.rows()) > 0, timeout=CEILING_MS)
    _wait_for_the_coach(qtbot, coach)
    rows = coach.panel.rows()
    assert rows and all(j.seat == 0 and j.deal == 1 for j in rows)
    cards = [j for j in rows if j.phase == "play" and j.skipped is None]
    assert cards and [j for j in rows if j.mark], [(j.phase, j.cost) for j in rows]
    review.go(0)
    screen.refresh()
    _key(qtbot, win, Qt.Key.Key_M)
    shown = coach.at_position()
    assert shown is not None and shown.mark and review.stops[review.position] == (shown.deal, shown.taken)
    assert "cost about" in coach.panel.detail.text() and note in coach.panel.detail.text()
    # The deal's luck and skill, in the same measure: the seat's against the others, four hands the side's.
    text = coach.panel.detail.text()
    assert "place at the table" in text and "cards as dealt" in text and "judged decisions" in text, text
    assert ("side's place at the table" in text) == (game == "partnership"), text
    if is_better(shown):
        for card in cards_of(shown.best):
            item = screen.table.card_item(card)
            assert item is not None and item.better, card
    # A call or a pass judged says what its values count.
    call = next((j for j in rows if j.phase == "calls" and j.skipped is None), None)
    if call is not None:
        coach.go_to(call)
        assert "the play that follows" in coach.panel.detail.text()


def test_a_whole_partie_is_judged_the_deal_on_the_table_first_then_listed_in_order(qtbot, make_window) -> None:
    win = _window(make_window, qtbot)
    screen = win.ensure_built()
    partie = random_partie(6)
    screen.reviewing.start(partie)  # (a finished partie opens at its end: the last deal)
    coach, review = screen.coach, screen.review
    arrived: list[int] = []  # the deals of the judgements in the order they come (the list is kept sorted)
    shown = coach._judged

    def spy(judged) -> None:
        arrived.append(judged.deal)
        shown(judged)

    coach._judged = spy  # (connected by start)
    coach.start()
    last = len(partie.deals)
    qtbot.waitUntil(lambda: bool(coach.panel.rows()), timeout=CEILING_MS)
    assert arrived[0] == last
    _wait_for_the_coach(qtbot, coach)
    assert arrived[:arrived.count(last)] == [last] * arrived.count(last)  # the whole deal on the table first
    rows = coach.panel.rows()
    assert [(j.deal, j.step) for j in rows] == sorted((j.deal, j.step) for j in rows)
    assert {j.deal for j in rows} == set(range(1, last + 1))
    review.go(0)
    screen.refresh()
    _key(qtbot, win, Qt.Key.Key_M)
    first = next(j for j in rows if j.mark and (j.deal, j.taken) >= review.stops[0])
    assert review.stops[review.position] == (first.deal, first.taken)


def test_a_decision_is_also_judged_in_the_partie_s_terms(qtbot, make_window) -> None:
    """The review of a Rubicon partie: the coach's decisions carry the drop in the chance of winning the partie
    their points would have made (at the partie's end worked out exactly: Anne lost the last deal's partie by 21,
    and more than that given up turns it), the panel says it in a sentence, and a decision's mark is never lighter
    than its points' or its chance's."""
    from piquet_gui.coach.partie_terms import chance_mark, severer

    win = _window(make_window, qtbot)
    screen = win.ensure_built()
    partie = random_partie(10)
    screen.reviewing.start(partie)  # (a finished partie opens at its end: the last deal)
    coach = screen.coach
    win.menus.coach.trigger()
    qtbot.waitUntil(lambda: len(coach.panel.rows()) > 0, timeout=CEILING_MS)
    _wait_for_the_coach(qtbot, coach)
    rows = [j for j in coach.panel.rows() if j.skipped is None and j.cost]
    assert rows and all(j.chance is not None for j in rows), "every costly decision in the partie's terms"
    for judged in rows:
        assert severer(judged.mark, chance_mark(judged.chance)) == judged.mark
    telling = [j for j in rows if j.chance >= 0.005 and is_better(j)]
    assert telling, "some decision cost a part of the partie: choose another seed"
    last = [j for j in telling if j.deal == len(partie.deals)]
    assert all(j.chance in (0.5, 1.0) for j in last), "at the partie's end: a tie, or the partie turned"
    coach.go_to(telling[0])
    assert f"In the partie: about {telling[0].chance * 100:.0f}% less chance of winning it." in \
        coach.panel.detail.text()
