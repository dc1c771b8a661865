"""Every game kept and taken up again (issue 18): Save (Ctrl+S) and Open (Ctrl+O) through the real menus and a
temporary file, and the autosave offered back at the next start, each keep the partie where it was and who sits
in each seat (persons, and the computer at its strength); au cent played through a whole deal at the table.

The tables of three and four are another piece of work: their drawing is recorded, not done (``drawn``, see
``test_every_game_start``)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog

from piquet_gui.app import start
from piquet_gui.controller import GameConfig, SeatSetup
from piquet_gui.model.games import GAMES, find_game
from piquet_gui.storage import autosave
from piquet_gui.views import welcome
from piquet_gui.views.main_window import MainWindow
from tests.gui.test_every_game_start import arguments, drawn, own_files  # noqa: F401 - fixtures
from tests.helpers import CEILING_MS

SEATS = {
    "rubicon": (None, None), "au-cent": (None, "expert"), "auction": (None, "master"),
    "normand": (None, "casual", "master"), "partnership": (None, "club", None, "beginner"),
}
"""Each game's seats for these tests: None a person, else the computer's level."""


def seats_of(game: str) -> tuple[SeatSetup, ...]:
    return tuple(SeatSetup("You" if n == 0 else f"Seat {n}", level is None, level or "beginner")
                 for n, level in enumerate(SEATS[game]))


def mid_partie(qtbot, win: MainWindow, game: str, actions: int = 40) -> None:
    """The people play legal actions at random (each behind the privacy screen first, as they would) until the
    partie has gone ``actions`` actions; two-handed, into its second deal (three- and four-handed, within the
    first: the words at a deal's end for them are another piece of work)."""
    rng = random.Random(1)
    controller = win.controller
    deals = 2 if find_game(game).seats == 2 else 1
    while controller.partie.action_count() < actions or len(controller.partie.deals) < deals:
        qtbot.waitUntil(lambda: win.my_turn() or controller.partie.needs_deal() or win.handing_over()
                        or controller.partie.is_over(), timeout=CEILING_MS)
        if controller.partie.is_over():
            break
        if controller.partie.needs_deal():
            win.next_deal()
        elif win.handing_over():
            win.privacy.button.click()
        else:
            view = controller.view(win.viewer)
            win.choose(rng.choice(list(view.legal_actions)))
    assert not controller.partie.is_over()


def position(win: MainWindow) -> tuple[object, ...]:
    controller = win.controller
    partie = controller.partie
    return (partie.name, partie.players, partie.action_count(), len(partie.deals), partie.to_act,
            [(s.name, s.human, s.human or s.level) for s in win.seats], partie.totals())


@pytest.mark.parametrize("game", GAMES)
def test_save_and_open_keep_each_game_with_its_seats(qtbot, make_window, drawn, tmp_path, monkeypatch,
                                                     game: str) -> None:
    win = make_window()
    win.ensure_built().quiet = True
    win.new_game(GameConfig(seats_of(game), 1, game, {}, seed=11))
    mid_partie(qtbot, win, game, actions=20)
    kept = position(win)
    where = tmp_path / "kept.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(where), ""))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: (str(where), ""))
    qtbot.keyClick(win, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)  # Game → Save
    assert where.is_file()
    win.controller.stop()
    win.close()

    other = make_window()
    other.ensure_built().quiet = True
    other.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is other, timeout=CEILING_MS)
    qtbot.keyClick(other, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)  # Game → Open
    assert other.controller is not None, other.last_warning
    assert position(other) == kept
    # The same cards in the same hands: every person's view as it was.
    people = [seat for seat, setup in enumerate(other.seats) if setup.human]
    assert [other.controller.view(s).hand for s in people] == [win.controller.view(s).hand for s in people]
    assert other.controller.humans == people
    if len(people) > 1:
        assert other.privacy.isVisible(), "several people: an opened partie starts behind the screen"


@pytest.mark.parametrize("game", GAMES)
def test_the_autosave_of_each_game_is_offered_and_resumed_with_its_seats(qtbot, make_window, drawn, game: str) -> None:
    win = make_window()
    win.new_game(GameConfig(seats_of(game), 0, game, {}, seed=5))
    mid_partie(qtbot, win, game, actions=15)
    qtbot.waitUntil(lambda: win.my_turn() or win.handing_over(), timeout=CEILING_MS)
    kept = position(win)
    win.controller.stop()
    saved = autosave.read(autosave.path())
    assert saved.partie.name == win.controller.partie.name and saved.seats == win.seats

    again = make_window()
    start(again.ensure_built(), arguments(), QApplication.instance())
    offered = welcome.current(again)
    assert offered is not None and offered.resume_button is not None
    offered.resume_button.click()
    assert position(again) == kept


def test_au_cent_is_played_through_a_deal_at_the_table(qtbot, make_window) -> None:
    """You against the computer at piquet au cent, from the deal to its end: younger may take no card, every
    score counts as it is made, the score pad has the deal's row."""
    win = make_window()
    win.new_game(GameConfig((SeatSetup("You", True), SeatSetup("Computer", False, "club")), 1, "au-cent", {},
                            seed=7))
    controller = win.controller
    deal = controller.partie.deals[-1]
    while not deal.is_over():
        qtbot.waitUntil(lambda: win.my_turn() or deal.is_over(), timeout=CEILING_MS)
        if deal.is_over():
            break
        view = controller.view(0)
        win.choose(view.legal_actions[-1] if len(deal.history) < 3 else view.legal_actions[0])
    assert controller.partie.name == "au-cent" and len(controller.partie.deals) == 1
    assert sum(controller.partie.totals()) > 0
    assert win.score_sheet.isVisible()
    qtbot.keyClick(win, Qt.Key.Key_N)  # the next deal
    qtbot.waitUntil(lambda: len(controller.partie.deals) == 2, timeout=CEILING_MS)
