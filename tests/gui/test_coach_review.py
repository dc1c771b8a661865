"""The coach and the review points of issue 26: M before anything is judged, what M said staying on, the mark at
the review's first step, the luck line and "the rest" in words, the review's label, the game in progress hidden
during the review, and the right-hand column's width given back."""

from __future__ import annotations

import copy

import pytest
from PySide6.QtCore import Qt

from piquet_gui import i18n
from piquet_gui.coach.luck import with_opponent
from piquet_gui.controller import GameConfig, SeatSetup
from piquet_gui.views.coach_worker import CoachCache
from tests.gui.test_coach import _key, _play_a_deal, _window
from tests.helpers import random_partie
from tests.helpers import CEILING_MS

COACH = 120000
"""The coach judges in the background: a generous ceiling on a busy machine."""

_kept: dict[str, CoachCache] = {}
"""What the coach judged of the seed-4 deal, kept between the tests (the same deal: judged once)."""


def _status(win) -> str:
    return win.statusBar().currentMessage()


def _judged_review(make_window, qtbot, width: int = 1280, height: int = 800):
    """Anne's deal of seed 4 played, the review open on it, her decisions judged (its first step is a marked
    exchange)."""
    win = _window(make_window, qtbot)
    win.resize(width, height)
    _play_a_deal(win, qtbot)
    screen = win.ensure_built()
    coach = screen.coach
    if "anne" in _kept:
        coach.cache = copy.deepcopy(_kept["anne"])  # (a test may judge Ben's decisions too: in its own copy)
    win.menus.review.trigger()
    if coach.panel.rows() == []:
        coach.start()
        qtbot.waitUntil(lambda: not coach.running() and coach.analysis is None, timeout=COACH)
        _kept["anne"] = copy.deepcopy(coach.cache)
    assert coach.panel.rows()
    return win, screen


def _marked(screen):
    return sorted(((j.deal, j.taken) for j in screen.coach.panel.rows() if j.mark))


def test_m_before_anything_is_judged_says_so_and_starts_the_coach(qtbot, make_window) -> None:
    win = _window(make_window, qtbot)
    _play_a_deal(win, qtbot)
    win.menus.review.trigger()
    screen = win.ensure_built()
    coach = screen.coach
    assert coach.panel.isVisible() and not coach.panel.rows() and coach.analysis is None
    _key(qtbot, win, Qt.Key.Key_M)
    assert "No marked decision further on" not in _status(win)
    assert "Nothing is judged yet" in _status(win)
    assert coach.analysis is not None and coach.panel.progress.isVisible()  # M asked: the coach judges
    qtbot.waitUntil(lambda: not coach.running() and coach.analysis is None, timeout=COACH)
    _kept.setdefault("anne", copy.deepcopy(coach.cache))
    review = screen.review
    review.go(0)
    screen.refresh()
    _key(qtbot, win, Qt.Key.Key_M)  # now judged: M goes to the first marked decision
    assert review.stops[review.position] == _marked(screen)[0]


def test_what_m_said_goes_when_the_review_moves_and_when_it_closes(qtbot, make_window) -> None:
    win, screen = _judged_review(make_window, qtbot)
    review = screen.review
    marked = _marked(screen)
    review.go(review.end)
    screen.refresh()
    _key(qtbot, win, Qt.Key.Key_M)
    assert _status(win) == "No marked decision further on."
    _key(qtbot, win, Qt.Key.Key_M, Qt.KeyboardModifier.ShiftModifier)  # a jump back: no longer true
    assert review.stops[review.position] == marked[-1]
    assert _status(win) == ""
    _key(qtbot, win, Qt.Key.Key_M)
    assert _status(win) == "No marked decision further on."
    _key(qtbot, win, Qt.Key.Key_Left)  # a step: no longer true either
    assert _status(win) == ""
    review.go(review.end)
    screen.refresh()
    _key(qtbot, win, Qt.Key.Key_M)
    assert _status(win) == "No marked decision further on."
    _key(qtbot, win, Qt.Key.Key_Escape)
    assert screen.review is None and _status(win) == ""


def test_what_m_said_goes_when_the_review_of_a_record_closes(qtbot, make_window) -> None:
    win = _window(make_window, qtbot)
    screen = win.ensure_built()
    screen.reviewing.start(random_partie(5, actions=200).replayed(2))  # (a record: no game behind it)
    coach = screen.coach
    _key(qtbot, win, Qt.Key.Key_M)
    assert _status(win)
    coach.cancel()
    _key(qtbot, win, Qt.Key.Key_Escape)
    assert screen.review is None and _status(win) == ""


def test_m_from_the_start_of_the_review_goes_to_a_mark_at_its_first_step(qtbot, make_window) -> None:
    win, screen = _judged_review(make_window, qtbot)
    review = screen.review
    marked = _marked(screen)
    assert marked[0] == review.stops[0]  # (Anne's exchange, the deal's first decision, is marked)
    review.go(0)
    screen.refresh()
    _key(qtbot, win, Qt.Key.Key_M)
    assert review.stops[review.position] == marked[0]
    assert screen.coach.panel.list.currentItem() is not None
    _key(qtbot, win, Qt.Key.Key_M)
    assert review.stops[review.position] == marked[1]
    _key(qtbot, win, Qt.Key.Key_M, Qt.KeyboardModifier.ShiftModifier)
    assert review.stops[review.position] == marked[0]


@pytest.mark.parametrize("size", [(800, 600), (1366, 768)])
def test_the_luck_line_and_its_explanation_are_shown_whole(qtbot, make_window, size) -> None:
    win, screen = _judged_review(make_window, qtbot, *size)
    review = screen.review
    review.go(0)
    screen.refresh()
    _key(qtbot, win, Qt.Key.Key_M)
    panel = screen.coach.panel
    text = panel.detail.text()
    assert "You won 19 points in this deal" in text and text.rstrip().endswith("terms.</i>")
    bar = panel._scroll.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() == 0 and panel.detail.height() >= panel.detail.heightForWidth(
        panel.detail.width()), timeout=CEILING_MS)  # all of it in view: nothing to scroll to
    assert panel._scroll.viewport().height() >= panel.detail.heightForWidth(panel.detail.width())
    assert panel.list.height() >= panel.list.fontMetrics().lineSpacing() * 3  # (the list keeps a few rows)


def test_the_rest_is_said_in_words_and_the_opponents_judged_decisions_are_taken_out_of_it(qtbot, make_window) -> None:
    win, screen = _judged_review(make_window, qtbot)
    review, coach = screen.review, screen.coach
    review.go(0)
    screen.refresh()
    _key(qtbot, win, Qt.Key.Key_M)
    text = coach.panel.detail.text()
    assert "the rest +52,8" not in text and "the rest +52.8" in text
    assert "The rest: mostly Ben's play, not judged here (choose Ben above to judge it)" in text
    # Ben's decisions judged too: what they gave Anne is counted apart, and the rest is what is left.
    coach.panel.seatChosen.emit(1)
    coach.start()
    qtbot.waitUntil(lambda: not coach.running() and coach.analysis is None, timeout=COACH)
    ben = coach.cache.get(review.whole, 1, 1)
    anne = coach.cache.get(review.whole, 1, 0)
    assert ben is not None and anne is not None and anne.luck is not None
    luck = with_opponent(anne.luck, ben.judged)
    assert luck.opponent > 20 and abs(luck.rest) < abs(anne.luck.rest) - 20  # Ben's mistakes were most of it
    coach.panel.seatChosen.emit(0)
    review.go(0)
    screen.refresh()
    _key(qtbot, win, Qt.Key.Key_M)
    text = coach.panel.detail.text()
    assert f"your judged decisions −{abs(luck.own):.1f}, Ben's judged decisions +{luck.opponent:.1f}" in text
    assert f"the rest {'+' if luck.rest >= -0.05 else '−'}{abs(luck.rest):.1f}." in text
    assert "mostly Ben's play" not in text and "The rest: how the cards you could not see lay" in text


def _review_label_lines(screen) -> int:
    prompt = screen.bar.prompt
    return round(prompt.heightForWidth(prompt.width()) / prompt.fontMetrics().lineSpacing())


@pytest.mark.parametrize("language", ["en", "fr", "es"])
@pytest.mark.parametrize("size", [(800, 600), (1366, 768)])
def test_the_review_label_fits_one_line(qtbot, make_window, language, size) -> None:
    assert i18n.install(language) == language
    try:
        win = _window(make_window, qtbot)
        win.resize(*size)
        screen = win.ensure_built()
        screen.reviewing.start(random_partie(5, actions=200).replayed(2))
        review = screen.review
        for position in (0, review.end):  # (the widest numbers: a trick of two figures, the last step)
            review.go(position)
            screen.refresh()
            qtbot.waitUntil(lambda: _review_label_lines(screen) == 1, timeout=CEILING_MS)
            assert screen.bar.prompt.text()
            assert str(review.where()[0]) in screen.bar.prompt.text()
            assert str(review.end) in screen.bar.prompt.toolTip()  # the whole sentence, where room is short
        screen.coach.cancel()
    finally:
        i18n.install("en")


def _auction_deal_two(make_window, qtbot):
    """Auction piquet, seed 4: Anne's first deal played, the second's auction waiting for her bid."""
    win = _window(make_window, qtbot)
    seats = (SeatSetup("Anne", True), SeatSetup("Ben", False, "beginner"))
    win.new_game(GameConfig(seats, first_dealer=1, game="auction", seed=4))
    controller = win.controller
    screen = win.ensure_built()
    while True:
        qtbot.waitUntil(lambda: controller.partie.needs_deal() or controller.to_act() == 0, timeout=CEILING_MS)
        if controller.partie.needs_deal():
            break
        screen.choose(controller.view(0).legal_actions[0])
    screen.next_deal()
    qtbot.waitUntil(lambda: controller.to_act() == 0, timeout=CEILING_MS)
    return win, screen


def test_the_game_in_progress_is_out_of_sight_during_the_review_and_back_after(qtbot, make_window) -> None:
    win, screen = _auction_deal_two(make_window, qtbot)
    assert screen.bidding.isVisible()  # "Your bid:" and its buttons
    live = screen.bar.prompt.text()
    screen.flash("Hint: pass")  # (what the status line said of the game's position)
    _key(qtbot, win, Qt.Key.Key_R)
    assert screen.review is not None
    assert not screen.bidding.isVisible() and not screen.bar.contract.isVisible()
    assert screen.bar.prompt.text() != live and _status(win) == ""
    _key(qtbot, win, Qt.Key.Key_Escape)
    assert screen.review is None and screen.bidding.isVisible() and screen.bar.prompt.text() == live


def test_closing_the_review_gives_the_right_hand_column_its_width_back(qtbot, make_window) -> None:
    win = _window(make_window, qtbot)
    win.resize(1366, 768)
    _play_a_deal(win, qtbot)
    screen = win.ensure_built()
    qtbot.waitUntil(lambda: screen.dock.width() > 0, timeout=CEILING_MS)
    before = screen.dock.width()
    win.menus.review.trigger()
    qtbot.waitUntil(lambda: screen.dock.width() > before, timeout=CEILING_MS)  # room for the coach
    _key(qtbot, win, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: abs(screen.dock.width() - before) <= 2, timeout=CEILING_MS)
    assert screen.review is None
