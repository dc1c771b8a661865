"""What a player finds wrong playing each game at the table (issue 18's QA): the guide's words, the end of the
partie, the score pad's marks, through the real window."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from piquet_gui.controller import GameConfig, SeatSetup
from piquet_gui.model.two_handed.deal import Phase
from piquet_gui.views.main_window import MainWindow
from tests.gui.test_every_game_start import own_files  # noqa: F401 - fixture
from tests.helpers import CEILING_MS

NAMES = ("Anne", "Ben", "Claire", "Dan")


def start(make_window: Callable[..., MainWindow], game: str, options: dict[str, object] | None = None,
          seed: int = 3, guide: bool = False) -> MainWindow:
    """Anne (seat 0) against computers at ``game``."""
    from piquet_gui.model.games import find_game

    win = make_window()
    win.settings.guide = guide
    seats = tuple(SeatSetup(name, i == 0, None if i == 0 else "beginner")
                  for i, name in enumerate(NAMES[:find_game(game).seats]))
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
                        or controller.partie.is_over(), timeout=CEILING_MS)
        if not done() and controller.to_act() == 0 and not controller.partie.needs_deal():
            win.choose(rng.choice(list(controller.view(0).legal_actions)))
    assert done(), "never came"


def test_the_guide_says_how_auction_tricks_score_and_its_150(qtbot, make_window) -> None:
    """The two-handed play note ("a point for each card you lead … the last trick") was shown at auction piquet,
    whose tricks score one each, whoever led; its end-of-deal note says its line of 150."""
    win = start(make_window, "auction", guide=True)
    play_until(qtbot, win, lambda: win.guide.isVisible() and win.guide.key == "play_auction")
    assert "nothing for the lead" in win.guide.text.text()
    play_until(qtbot, win, lambda: win.guide.isVisible() and win.guide.title.text() == "The end of a deal")
    assert "150" in win.guide.text.text() and "100" not in win.guide.text.text()


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


def _sheet(win: MainWindow):  # type: ignore[no-untyped-def]
    from piquet_gui.model.score_sheet import score_sheet

    return score_sheet(win.controller.partie)


def test_the_pad_shows_au_cent_s_games_won_and_double_games(qtbot, make_window) -> None:
    """The pad showed only totals and lines: nothing said how many games each had won toward three, or which
    game was double."""
    win = start(make_window, "au-cent", seed=11)
    play_until(qtbot, win, lambda: any(game.outcome is not None for game in _sheet(win).games))
    win.refresh()
    outcome = next(game.outcome for game in _sheet(win).games if game.outcome is not None)
    standing = win.score_sheet.standing.text()
    assert f"Games won (3 to win): Anne {outcome.games_won[0]}, Ben {outcome.games_won[1]}" in standing
    assert ("game 1 double" in standing) == outcome.double


def test_the_pad_marks_each_auction_deal_s_contract_and_result(qtbot, make_window) -> None:
    """The pad's rows said nothing of the contract: its bid, whether it was made, doubled or not."""
    win = start(make_window, "auction", seed=7)
    play_until(qtbot, win, lambda: any(row.contract is not None and row.contract.made is not None
                                       for row in _sheet(win).rows if not row.passed_out))
    win.refresh()
    row = next(row for row in _sheet(win).rows if not row.passed_out)
    entry = row.contract
    label = win.score_sheet.row_label(0)
    assert label == f"{row.number} {entry.tricks}{'−' if entry.minus else '+'}{'✓' if entry.made else '✗'}"
    tip = win.score_sheet.table.item(0, 0).toolTip()
    assert ("made" if entry.made else "failed") in tip, tip
    pad = win.score_sheet.table
    assert pad.columnWidth(0) >= pad.fontMetrics().horizontalAdvance(label) + 10  # whole, not elided


def test_the_pad_says_who_is_out_of_three_and_in_which_order(qtbot, make_window) -> None:
    win = start(make_window, "normand", {"target": 50}, seed=3)
    play_until(qtbot, win, win.controller.partie.is_over)
    win.refresh()
    first, second = (NAMES[seat] for seat in _sheet(win).out)
    assert win.score_sheet.standing.text().split("\n")[-1] == f"Out: {first}, then {second}"


@pytest.mark.parametrize("game", ["normand", "partnership"])
def test_a_hint_in_the_play_of_three_or_four_says_what_to_play(qtbot, make_window, game: str) -> None:
    """H after the first trick raised 'too many values to unpack' (the hint's words read tricks of two cards)
    and said nothing."""
    from PySide6.QtCore import Qt

    win = start(make_window, game, seed=4)
    controller = win.controller

    def my_play() -> bool:
        view = controller.view(0)
        return (controller.to_act() == 0 and view is not None and view.phase is Phase.PLAY
                and len(view.tricks) >= 1 and 0 in view.seats)

    play_until(qtbot, win, my_play)
    qtbot.keyClick(win, Qt.Key.Key_H)
    message = win.statusBar().currentMessage()
    assert message.startswith("Hint: play ") or message.startswith("Hint: lead "), message
