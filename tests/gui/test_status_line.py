"""An instruction is said once, in the action bar under the table; the window's status line is for other, passing
messages.  Enter in the exchange with the wrong number of cards says why in the status line, not the bar's words
again."""

from __future__ import annotations

from PySide6.QtCore import Qt

from piquet_gui.controller import GameConfig, SeatSetup
from piquet_gui.model import Phase
from piquet_gui.settings import Settings
from tests.gui.test_keyboard_play import activate, press
from tests.helpers import CEILING_MS


def said_once(win) -> None:
    """The bar's words are not in the status line too."""
    prompt, line = win.bar.prompt.text(), win.statusBar().currentMessage()
    assert prompt and line != prompt and prompt not in line and (not line or line not in prompt), (prompt, line)


def test_enter_with_the_wrong_cards_in_the_exchange_says_why_not_the_bars_words(qtbot, make_window, tmp_path,
                                                                                monkeypatch) -> None:
    monkeypatch.setenv("PIQUET_SETTINGS_FILE", str(tmp_path / "status.ini"))
    Settings().guide = False  # Enter for the game, not for the guide's notes
    win = make_window()
    win.ensure_built().autosave_path = tmp_path / "autosave.json"
    win.new_game(GameConfig((SeatSetup("Anne", True), SeatSetup("Ben", False, "beginner")), first_dealer=1, seed=8))
    activate(qtbot, win)
    controller = win.controller
    qtbot.waitUntil(lambda: win.my_turn() and controller.view(0).phase is Phase.EXCHANGE, timeout=CEILING_MS)
    instruction = win.bar.prompt.text()
    assert instruction.startswith("Select the cards to put out")
    press(Qt.Key.Key_Return)  # nothing chosen
    assert win.statusBar().currentMessage() == "No card is chosen yet."
    said_once(win)
    for _ in range(6):  # elder may put out five at most
        press(Qt.Key.Key_Space)
        press(Qt.Key.Key_Right)
    assert len(win.hand.selected) == 6
    press(Qt.Key.Key_Return)
    assert win.statusBar().currentMessage() == "Too many cards are chosen."
    said_once(win)
    assert controller.view(0).phase is Phase.EXCHANGE and win.bar.prompt.text().startswith(instruction)
    press(Qt.Key.Key_Left)
    press(Qt.Key.Key_Space)  # the sixth back: five, which Enter discards
    assert len(win.hand.selected) == 5
    press(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: controller.view(0).phase is not Phase.EXCHANGE or not win.my_turn(), timeout=CEILING_MS)
