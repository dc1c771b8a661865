"""At start-up (the real application: ``piquet_gui.cli.main``, its ``run()`` and ``start()``): something other
than a file where the game keeps its autosave, statistics or preferences, or statistics of another layout, is
set aside whole with one line saying where, and the game keeps its files as usual; ``--seed`` over a partie in
progress offers that partie first instead of overwriting its save."""

from __future__ import annotations

import sqlite3

from PySide6.QtWidgets import QMessageBox

from piquet_gui.settings import Settings
from piquet_gui.storage import autosave, statistics
from tests.gui.test_damaged_files import SEATS, a_save, run_app, welcome_shown  # noqa: F401 - run_app: a fixture
from tests.helpers import CEILING_MS, random_partie


def playing(window) -> bool:
    return window.screen_.controller is not None


def test_a_folder_in_the_place_of_the_autosave_is_set_aside_and_the_partie_is_saved(run_app, tmp_path) -> None:
    place = tmp_path / "autosave.json"
    place.mkdir()
    (place / "notes.txt").write_text("mine")
    run = run_app(["--seed", "5", "--data-dir", str(tmp_path)], lambda w: playing(w) and place.is_file(), seconds=8)
    assert run.status == 0 and "Traceback" not in run.stderr
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("autosave.damaged-")]
    assert len(kept) == 1 and (kept[0] / "notes.txt").read_text() == "mine", "renamed whole, never deleted"
    said = [line for line in run.log() if str(place) in line]
    assert len(said) == 1 and str(kept[0]) in said[0]
    assert place.is_file() and autosave.read(place).partie.deals, "the partie in progress is saved as usual"
    assert "could not be saved" not in run.message()


def test_a_folder_in_the_place_of_the_preferences_is_set_aside(run_app, tmp_path, monkeypatch) -> None:
    place = tmp_path / "settings.ini"
    place.mkdir()
    monkeypatch.setenv("PIQUET_SETTINGS_FILE", str(place))
    data = tmp_path / "data"
    run = run_app(["--seed", "5", "--data-dir", str(data)], playing, seconds=8)
    assert run.status == 0
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("settings.damaged-")]
    assert len(kept) == 1 and kept[0].is_dir()
    assert len([line for line in run.log() if str(place) in line]) == 1
    Settings().pace = 250
    assert place.is_file() and Settings().pace == 250, "the preferences are kept again"


def test_statistics_of_another_layout_are_kept_byte_for_byte_and_a_fresh_file_used(run_app, tmp_path) -> None:
    place = tmp_path / statistics.FILE_NAME
    with sqlite3.connect(place) as connection:  # our version number, somebody else's table
        connection.executescript("CREATE TABLE parties (id INTEGER PRIMARY KEY, name TEXT);"
                                 "INSERT INTO parties (name) VALUES ('bridge club');")
        connection.execute("PRAGMA user_version = 2")
    connection.close()
    before = place.read_bytes()
    run = run_app(["--seed", "5", "--data-dir", str(tmp_path)], playing, seconds=8)
    assert run.status == 0 and "Traceback" not in run.stderr
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("statistics.damaged-")]
    assert len(kept) == 1 and kept[0].read_bytes() == before
    said = [line for line in run.log() if str(place) in line]
    assert len(said) == 1 and str(kept[0]) in said[0] and "\n" not in said[0]
    assert statistics.record(random_partie(1, ("You", "Computer")), [True, False], "club", place)
    assert statistics.summary(place).parties == 1 and kept[0].read_bytes() == before


def test_seed_over_a_partie_in_progress_offers_it_first(run_app, tmp_path) -> None:
    where = a_save(tmp_path)
    before = where.read_bytes()
    run = run_app(["--seed", "5", "--data-dir", str(tmp_path)], welcome_shown, seconds=5)
    assert run.status == 0
    from piquet_gui.views import welcome

    shown = welcome.current(run.window)
    assert shown is not None and shown.resume_button is not None, "the partie in progress is offered"
    assert run.screen.controller is None and where.read_bytes() == before, "nothing dealt, the save untouched"
    # Asked whether to abandon it (answered at once here: no button, as Escape; the default is No).
    assert len(run.asked) == 1 and isinstance(run.asked[0], QMessageBox)
    assert "Abandon it for a new game of Rubicon piquet?" in run.asked[0].text()
    shown.new_button.click()
    assert run.screen.controller is not None
    assert run.screen.controller.partie.deals and run.screen.seed == 5


def test_a_folder_put_in_the_place_of_the_autosave_while_playing_is_set_aside_and_the_partie_saved(
        qtbot, make_window, tmp_path) -> None:
    from piquet_gui.controller import GameConfig, SeatSetup

    win = make_window()
    screen = win.ensure_built()
    screen.quiet = True
    screen.autosave_path = tmp_path / "autosave.json"
    win.new_game(GameConfig((SeatSetup("Anne", True), SeatSetup("Ben", False)), first_dealer=1, seed=4))
    qtbot.waitUntil(lambda: win.controller.to_act() == 0, timeout=CEILING_MS)
    screen.autosave_path.unlink(missing_ok=True)
    screen.autosave_path.mkdir()
    (screen.autosave_path / "mine.txt").write_text("mine")
    win.choose(win.controller.view(0).legal_actions[0])
    qtbot.waitUntil(lambda: screen.autosave_path.is_file(), timeout=CEILING_MS)
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("autosave.damaged-")]
    assert len(kept) == 1 and (kept[0] / "mine.txt").read_text() == "mine", "renamed whole, never deleted"
    assert autosave.read(screen.autosave_path).partie.action_count() >= 1, "the partie is saved again"
    said = [line for line in screen.log.lines() if str(kept[0]) in line]
    assert len(said) == 1 and "could not be saved" not in win.statusBar().currentMessage()


def test_a_damaged_save_is_said_in_the_players_language(qtbot, tmp_path, monkeypatch) -> None:
    from piquet_gui import i18n
    from piquet_gui.app import autosave_offer

    monkeypatch.setenv("PIQUET_DATA_DIR", str(tmp_path))
    autosave.path().write_text('{"format": "piquet-autosave", "version": 1, "seats": ')  # cut short
    i18n.install("fr")
    try:
        saved, message = autosave_offer()
    finally:
        i18n.install("en")
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("autosave.damaged-")]
    assert saved is None and message is not None and len(kept) == 1
    assert message.startswith("La partie sauvegardée n'a pas pu être reprise") and str(kept[0]) in message
    assert "\n" not in message
