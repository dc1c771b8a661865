"""The window saves after every action and takes a saved partie up where it was."""

from __future__ import annotations

from piquet_gui.controller import GameConfig, SeatSetup
from piquet_gui.model import Phase
from piquet_gui.model.two_handed.record import summary
from piquet_gui.storage import autosave
from tests.helpers import CEILING_MS


def test_every_action_is_saved_and_resumes_in_a_new_window(qtbot, make_window, tmp_path) -> None:
    win = make_window()
    screen = win.ensure_built()
    screen.autosave_path = tmp_path / "autosave.json"
    win.new_game(GameConfig((SeatSetup("Anne", True), SeatSetup("Ben", False, "club")), first_dealer=1, seed=4))
    controller = win.controller
    qtbot.waitUntil(lambda: controller.to_act() == 0, timeout=CEILING_MS)
    win.choose(controller.view(0).legal_actions[0])
    qtbot.waitUntil(lambda: controller.partie.deals[-1].phase is Phase.DECLARATION, timeout=CEILING_MS)
    saved = autosave.read(screen.autosave_path)
    assert summary(saved.partie) == summary(controller.partie)
    assert saved.seats == controller.seating
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
    qtbot.waitUntil(lambda: controller.to_act() == 0, timeout=CEILING_MS)
    win.privacy.button.click()  # Anne is ready
    win.choose(controller.view(0).legal_actions[0])
    saved = autosave.read(tmp_path / "autosave.json")
    other = make_window()
    other.ensure_built().autosave_path = tmp_path / "other.json"
    other.resume(saved)
    assert other.privacy.isVisible() and "Ben" in other.privacy.message.text()


def start_app(screen):
    import argparse

    from PySide6.QtWidgets import QApplication

    from piquet_gui.app import add_arguments, start

    parser = argparse.ArgumentParser()
    add_arguments(parser)
    start(screen, parser.parse_args([]), QApplication.instance())


def test_at_start_the_game_in_progress_is_offered_back(qtbot, make_window, tmp_path, monkeypatch) -> None:
    from piquet_gui.views import welcome
    from tests.helpers import random_partie

    monkeypatch.setenv("PIQUET_DATA_DIR", str(tmp_path))
    partie = random_partie(5, actions=60)
    autosave.save(partie, (SeatSetup("Anne", True), SeatSetup("Ben", False, "club")), 3)
    win = make_window()
    start_app(win.ensure_built())
    offer = welcome.current(win)
    assert offer is not None and offer.resume_button is not None
    offer.resume_button.click()
    assert summary(win.controller.partie) == summary(partie)


def test_at_start_a_damaged_save_is_set_aside_and_the_game_starts(qtbot, make_window, tmp_path,
                                                                  monkeypatch) -> None:
    from piquet_gui.views import welcome
    from piquet_gui.views.new_game_dialog import NewGameDialog

    monkeypatch.setenv("PIQUET_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: 0)
    autosave.path().write_text('{"format": "piquet-autosave", "version": 1, "record": {"deals": 3}')
    win = make_window()
    start_app(win.ensure_built())
    assert "could not be resumed" in win.statusBar().currentMessage()
    assert welcome.current(win).resume_button is None
    assert any("damaged" in p.name for p in tmp_path.iterdir()) and not autosave.path().exists()


# --- who sits where, kept in the record -----------------------------------------------------------------

def two_players_saved(qtbot, make_window, tmp_path):
    """A hot-seat partie saved while the second player has a call to make."""
    win = make_window()
    win.ensure_built().autosave_path = tmp_path / "autosave.json"
    win.new_game(GameConfig((SeatSetup("Anne", True), SeatSetup("Ben", True)), first_dealer=1, seed=4))
    controller = win.controller
    qtbot.waitUntil(lambda: controller.to_act() == 0, timeout=CEILING_MS)
    win.privacy.button.click()
    win.choose(controller.view(0).legal_actions[0])
    qtbot.waitUntil(lambda: controller.to_act() == 1, timeout=CEILING_MS)
    target = tmp_path / "hot-seat.json"
    assert win.files.save_to(target)
    return win, target


def no_seats_dialog(monkeypatch):
    from piquet_gui.views.welcome import SeatsDialog

    asked = []
    monkeypatch.setattr(SeatsDialog, "exec", lambda self: asked.append(self) or 0)
    return asked


def test_a_saved_two_player_partie_opens_with_both_players_behind_the_privacy_screen(
        qtbot, make_window, tmp_path, monkeypatch) -> None:
    import json

    saved, target = two_players_saved(qtbot, make_window, tmp_path)
    assert json.loads(target.read_text())["seats"] == [{"kind": "human"}, {"kind": "human"}]
    asked = no_seats_dialog(monkeypatch)
    other = make_window()
    other.ensure_built().autosave_path = tmp_path / "other.json"
    assert other.files.open_path(target)
    assert not asked, "the record says who plays: nobody is asked"
    controller = other.controller
    assert controller.humans == [0, 1] and controller.players == [None, None]
    assert summary(controller.partie) == summary(saved.controller.partie)
    # Ben's call is his to make, behind the privacy screen: nothing of Anne's hand shows.
    assert other.privacy.isVisible() and "Ben" in other.privacy.message.text()
    qtbot.wait(100)
    assert controller.to_act() == 1 and len(controller.partie.deals[-1].history) == \
        len(saved.controller.partie.deals[-1].history), "the computer made no call for Ben"


def test_a_record_with_a_computer_seat_reopens_with_it(qtbot, make_window, tmp_path, monkeypatch) -> None:
    win = make_window()
    win.ensure_built().autosave_path = tmp_path / "autosave.json"
    win.new_game(GameConfig((SeatSetup("Anne", False, "expert"), SeatSetup("Ben", True)), first_dealer=0, seed=4))
    target = tmp_path / "mine.json"
    assert win.files.save_to(target)
    win.controller.stop()
    asked = no_seats_dialog(monkeypatch)
    other = make_window()
    other.ensure_built().autosave_path = tmp_path / "other.json"
    assert other.files.open_path(target) and not asked
    assert other.controller.seating == (SeatSetup("Anne", False, "expert"), SeatSetup("Ben", True))
    assert other.viewer == 1


def test_a_record_that_does_not_say_asks_who_plays(qtbot, make_window, tmp_path, monkeypatch) -> None:
    from piquet_gui.model.two_handed.record import dumps
    from piquet_gui.views.welcome import SeatsDialog
    from tests.helpers import random_partie

    target = tmp_path / "plain.json"
    partie = random_partie(2, actions=50)
    target.write_text(dumps(partie))
    answers = iter([0, 1])

    def answer(self) -> int:
        assert [self.choices[s].currentData() for s in (0, 1)] == ["you", "club"]  # the offer: you, the computer
        self.choose("you", "person")
        return next(answers)

    monkeypatch.setattr(SeatsDialog, "exec", answer)
    win = make_window()
    screen = win.ensure_built()
    screen.autosave_path = tmp_path / "autosave.json"
    screen.default_level = "club"
    assert not win.files.open_path(target), "Cancel: nothing opened"
    assert win.controller is None
    assert win.files.open_path(target)
    assert win.controller.humans == [0, 1] and summary(win.controller.partie) == summary(partie)
    assert win.privacy.isVisible()
    # Tests (and any caller) may say who plays instead.
    assert win.files.open_path(target, (SeatSetup("A", True), SeatSetup("B", False, "master")))
    assert win.controller.seating[1] == SeatSetup("B", False, "master")


def test_an_unknown_level_in_a_record_is_refused_in_one_line(qtbot, make_window, tmp_path) -> None:
    import json

    from piquet_gui.model.two_handed.record import dumps
    from tests.helpers import random_partie

    data = json.loads(dumps(random_partie(2, actions=50), (None, "club")))
    data["seats"][1]["level"] = "grandmaster"
    target = tmp_path / "odd.json"
    target.write_text(json.dumps(data))
    win = make_window()
    win.ensure_built().quiet = True
    assert not win.files.open_path(target)
    assert "grandmaster" in win.last_warning and "\n" not in win.last_warning
    assert win.controller is None


def test_the_statistics_are_kept_before_the_save_is_forgotten(qtbot, make_window, tmp_path, monkeypatch) -> None:
    """A kill between the two must not lose the partie's statistics."""
    from piquet_gui.storage import statistics
    from piquet_gui.storage.autosave import SavedGame
    from tests.helpers import random_partie

    finished = random_partie(7)
    last = len(finished.actions())
    before_end = finished.prefix(last - 1)
    seats = (SeatSetup("Anne", True), SeatSetup("Ben", False, "club"))
    win = make_window()
    screen = win.ensure_built()
    screen.autosave_path = tmp_path / "autosave.json"
    screen.statistics_path = tmp_path / "stats.sqlite3"
    kept = statistics.record
    seen = []

    def record(*args, **kwargs):
        seen.append(screen.autosave_path.exists())
        return kept(*args, **kwargs)

    monkeypatch.setattr(statistics, "record", record)
    win.resume(SavedGame(before_end, seats, 1))
    controller = win.controller
    if controller.to_act() == 0:
        win.choose(finished.actions()[-1][2])
    qtbot.waitUntil(lambda: controller.partie.is_over(), timeout=CEILING_MS)
    assert seen == [True], "the save was still there when the statistics were written"
    assert not screen.autosave_path.exists()
    assert statistics.summary(screen.statistics_path).parties == 1
