"""Several people at one computer (issue 18): up to four, any mix with computers.  Whenever the turn passes to a
person other than the one who last saw the table, the privacy screen hides it ("Pass to Claire — press when
ready"); nothing of one person's — cards, hint, message — is drawn while another is to act.

The tables of three and four are another piece of work: what the window would draw is recorded (``drawn``, see
``test_every_game_start``) and checked seat by seat."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from piquet_gui.controller import GameConfig, SeatSetup
from tests.gui.test_every_game_start import drawn, own_files  # noqa: F401 - fixtures
from tests.helpers import CEILING_MS

GAMES = {
    "normand": (SeatSetup("Anne", True), SeatSetup("Ben", True), SeatSetup("Claire", True)),
    "partnership": (SeatSetup("Anne", True), SeatSetup("East", False, "beginner"), SeatSetup("Claire", True),
                    SeatSetup("Dan", True)),
}


@pytest.mark.parametrize("game", GAMES)
def test_the_table_is_hidden_between_persons(qtbot, make_window, drawn, game: str) -> None:
    seats = GAMES[game]
    people = [seat for seat, setup in enumerate(seats) if setup.human]
    win = make_window()
    win.new_game(GameConfig(seats, 1, game, {}, seed=3))
    controller = win.controller
    rng = random.Random(2)
    handed, acted = [], 0
    while acted < 15 and controller.partie.current is not None:  # (within the first deal)
        qtbot.waitUntil(lambda: win.handing_over() or win.my_turn() or controller.partie.current is None,
                        timeout=CEILING_MS)
        if controller.partie.current is None:
            break
        if win.handing_over():
            person = win.hot_seat.waiting_for
            assert person in people and win.privacy.isVisible()
            assert win.privacy.message.text() == f"Pass to {seats[person].name} — press when ready"
            assert win.privacy.note.text() == "The other players should look away."
            assert win.statusBar().currentMessage() == "" and not win.hand.selected
            before = len(drawn)
            qtbot.wait(30)  # computers may play on behind the screen: nothing of anyone's is drawn
            assert len(drawn) == before and not win.panel.isVisible()
            handed.append(person)
            qtbot.keyClick(win.privacy.button, Qt.Key.Key_Return)  # "I am ready"
            assert not win.privacy.isVisible()
            continue
        seat = controller.to_act()
        assert seat == win.viewer and drawn[-1].view.seat == seat, "the table is the person's to act"
        if acted == 3:
            qtbot.keyClick(win.table, Qt.Key.Key_H)  # a hint, from the game's own player: this person's alone
            assert win.statusBar().currentMessage().startswith("Hint: "), win.statusBar().currentMessage()
        win.choose(rng.choice(list(controller.view(seat).legal_actions)))
        acted += 1
    assert len(set(handed)) >= 2 and handed[0] in people, handed
