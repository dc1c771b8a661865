"""The window saves after every action and takes a saved partie up where it was."""

from __future__ import annotations

from piquet_gui.controller import GameConfig, SeatSetup
from piquet_gui.model import Phase
from piquet_gui.model.record import summary
from piquet_gui.storage import autosave


def test_every_action_is_saved_and_resumes_in_a_new_window(qtbot, make_window, tmp_path) -> None:
    win = make_window()
    screen = win.ensure_built()
    screen.autosave_path = tmp_path / "autosave.json"
    win.new_game(GameConfig((SeatSetup("Anne", True), SeatSetup("Ben", False, "club")), first_dealer=1, seed=4))
    controller = win.controller
    qtbot.waitUntil(lambda: controller.to_act() == 0, timeout=5000)
    win._human_chose(controller.view(0).legal_actions[0])
    qtbot.waitUntil(lambda: controller.partie.deals[-1].phase is Phase.DECLARATION, timeout=5000)
    saved = autosave.read(screen.autosave_path)
    assert summary(saved.partie) == summary(controller.partie)
    assert saved.seats == controller.seats
    # A new window (as at the next start) resumes it.
    other = make_window()
    other.ensure_built().autosave_path = tmp_path / "other.json"
    other.resume(saved)
    deal = other.controller.partie.deals[-1]
    assert deal.hands == controller.partie.deals[-1].hands and deal.phase is Phase.DECLARATION
    assert other.viewer == 0 and not other.privacy.isVisible()


def test_two_players_resume_behind_the_privacy_screen(qtbot, make_window, tmp_path) -> None:
    win = make_window()
    win.ensure_built().autosave_path = tmp_path / "autosave.json"
    win.new_game(GameConfig((SeatSetup("Anne", True), SeatSetup("Ben", True)), first_dealer=1, seed=4))
    controller = win.controller
    qtbot.waitUntil(lambda: controller.to_act() == 0, timeout=5000)
    win.privacy.button.click()  # Anne is ready
    win._human_chose(controller.view(0).legal_actions[0])
    saved = autosave.read(tmp_path / "autosave.json")
    other = make_window()
    other.ensure_built().autosave_path = tmp_path / "other.json"
    other.resume(saved)
    assert other.privacy.isVisible() and "Ben" in other.privacy.message.text()


def test_at_start_the_game_in_progress_is_offered_back(qtbot, make_window, tmp_path, monkeypatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    from piquet_gui.app import offer_to_resume
    from tests.helpers import random_partie

    monkeypatch.setenv("PIQUET_DATA_DIR", str(tmp_path))
    partie = random_partie(5, actions=60)
    autosave.save(partie, (SeatSetup("Anne", True), SeatSetup("Ben", False, "club")), 3)
    asked = []
    monkeypatch.setattr(QMessageBox, "exec", lambda self: asked.append(self.text()) or 0)
    monkeypatch.setattr(QMessageBox, "clickedButton", lambda self: self.buttons()[0])  # "Resume"
    win = make_window()
    assert offer_to_resume(win.ensure_built())
    assert asked and "Resume the partie in progress?" in asked[0]
    assert summary(win.controller.partie) == summary(partie)


def test_at_start_a_damaged_save_is_set_aside_and_the_game_starts(qtbot, make_window, tmp_path,
                                                                  monkeypatch) -> None:
    from piquet_gui.app import offer_to_resume

    monkeypatch.setenv("PIQUET_DATA_DIR", str(tmp_path))
    autosave.path().write_text('{"format": "piquet-autosave", "version": 1, "record": {"deals": 3}')
    win = make_window()
    assert not offer_to_resume(win.ensure_built())
    assert "could not be resumed" in win.statusBar().currentMessage()
    assert any("damaged" in p.name for p in tmp_path.iterdir()) and not autosave.path().exists()
