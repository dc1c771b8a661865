"""What was said stays on the table until the first trick is played, however fast the forced replies went,
and the settings say which forced moves go by themselves."""

from __future__ import annotations

from piquet_gui.controller import GameConfig, SeatSetup
from piquet_gui.model import Phase
from piquet_gui.model.combinations import CATEGORY_ORDER
from piquet_gui.settings import Settings
from piquet_gui.views.settings_dialog import SettingsDialog
from tests.helpers import CEILING_MS


def panel_text(win) -> str:
    return " ".join(win.panel._lines[c].text() for c in CATEGORY_ORDER) + " " + win.panel._prompt.text()


def test_the_computers_calls_stay_readable_until_the_first_trick_is_played(qtbot, make_window) -> None:
    win = make_window()
    win.ensure_built().quiet = True
    # Anne deals the first deal: she is younger, the computer calls first and leads.
    win.new_game(GameConfig((SeatSetup("Anne", True), SeatSetup("Ben", False, "club")), first_dealer=0, seed=21))
    win.set_pace(800)  # time to see the table before the computer leads, even on a loaded machine
    controller = win.controller
    deal = controller.partie.deals[-1]
    while deal.phase is not Phase.PLAY:
        qtbot.waitUntil(lambda: controller.to_act() == 0 or deal.phase is Phase.PLAY, timeout=CEILING_MS)
        if deal.phase is not Phase.PLAY:
            win.choose(controller.view(0).legal_actions[0])
    said_by_ben = [s for s in deal.said if s.seat == 1]
    assert said_by_ben, "the computer, elder, called"
    # Before the computer's lead, and while the first trick is played, the calls are on the table.
    assert not deal.trick and not deal.tricks
    assert win.panel.isVisible(), "the calls stay on the table until the play begins"
    assert "Ben:" in panel_text(win) and "Ben to lead." in panel_text(win)
    qtbot.waitUntil(lambda: bool(deal.trick), timeout=CEILING_MS)
    assert win.panel.isVisible() and "Ben:" in panel_text(win)
    # Once the first trick is played the table is the players'.
    while not deal.tricks:
        qtbot.waitUntil(lambda: controller.to_act() == 0 or bool(deal.tricks), timeout=CEILING_MS)
        if not deal.tricks:
            win.choose(controller.view(0).legal_actions[0])
    win.refresh()
    assert not win.panel.isVisible(), "after the first trick the panel leaves the table to the play"


def test_the_settings_say_that_forced_calls_are_said_for_the_player(qtbot) -> None:
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    note = dialog.forced_calls.text()
    assert "only one true answer" in note and "always said for you" in note
    assert "forced card" in dialog.play_forced_card.text()
