"""What a player finds wrong playing each game at the table (issue 18's QA): the guide's words, the end of the
partie, the score pad's marks, through the real window."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from piquet_gui.controller import GameConfig, SeatSetup
from piquet_gui.model.deal import Phase
from piquet_gui.views.main_window import MainWindow
from tests.gui.test_every_game_start import own_files  # noqa: F401 - fixture

NAMES = ("Anne", "Ben", "Claire", "Dan")


def start(make_window: Callable[..., MainWindow], game: str, options: dict[str, object] | None = None,
          seed: int = 3, guide: bool = False) -> MainWindow:
    """Anne (seat 0) against computers at ``game``."""
    from piquet_gui.model.game import seat_count

    win = make_window()
    win.settings.guide = guide
    seats = tuple(SeatSetup(name, i == 0, None if i == 0 else "beginner")
                  for i, name in enumerate(NAMES[:seat_count(game)]))
    win.new_game(GameConfig(seats, 1, game, options or {}, seed=seed))
    return win


def play_until(qtbot, win: MainWindow, done: Callable[[], bool], seed: int = 1, limit: int = 3000) -> None:
    """Anne plays at random (the computers as they do) until ``done()``; each deal is started on."""
    controller = win.controller
    rng = random.Random(seed)
    for _ in range(limit):
        if done():
            return
        if controller.partie.is_over():
            break
        if controller.partie.needs_deal():
            controller.next_deal()
            continue
        qtbot.waitUntil(lambda: done() or controller.to_act() == 0 or controller.partie.needs_deal()
                        or controller.partie.is_over(), timeout=20000)
        if not done() and controller.to_act() == 0 and not controller.partie.needs_deal():
            win._human_chose(rng.choice(list(controller.view(0).legal_actions)))
    assert done(), "never came"


def test_the_guide_says_how_auction_tricks_score_and_its_150(qtbot, make_window) -> None:
    """The two-handed play note ("a point for each card you lead … the last trick") and the end-of-deal note
    ("a player under 100 is rubiconed") were shown at auction piquet, whose tricks score one each, whoever led,
    and whose line is 150."""
    win = start(make_window, "auction", guide=True)
    play_until(qtbot, win, lambda: win.guide.isVisible() and win.guide.key == "play_auction")
    assert "nothing for the lead" in win.guide.text.text()
    play_until(qtbot, win, lambda: win.guide.isVisible() and win.guide.title.text() == "The end of a deal")
    assert "150" in win.guide.text.text() and "100" not in win.guide.text.text()


@pytest.mark.parametrize(("game", "options", "words"), [
    ("normand", {}, "is out"), ("partnership", {}, "first side"), ("au-cent", {}, "first to reach the target"),
    ("four-deals", {}, "After four deals")])
def test_the_end_of_a_deal_note_tells_each_game_s_way_to_win(qtbot, make_window, game, options, words) -> None:
    """'After six deals, a player under 100 is rubiconed' was said at the end of a deal of every game."""
    win = start(make_window, game, options, guide=True)
    play_until(qtbot, win, lambda: win.guide.isVisible() and win.guide.title.text() == "The end of a deal")
    assert words in win.guide.text.text() and "six deals" not in win.guide.text.text()


def test_the_end_of_a_three_handed_partie_names_both_winners(qtbot, make_window) -> None:
    """Piquet normand's two players out both win (the last pays each of them); the banner said only "Claire wins
    the partie" over "You pay Claire and Ben one stake each"."""
    win = start(make_window, "normand", {"target": 50}, seed=3)
    play_until(qtbot, win, win.controller.partie.is_over)
    win.refresh()
    headline = win.table.banner_text().split("\n")[0]
    settlement = win.controller.partie
    from piquet_gui.model.score_sheet import score_sheet

    stakes = score_sheet(settlement).settlement
    first, second = (NAMES[out] for out in stakes.out if out != stakes.loser)
    if stakes.loser == 0:
        assert headline == f"{first} and {second} win the partie"
    else:
        other = first if second == "Anne" else second
        assert headline == f"You and {other} win the partie"
