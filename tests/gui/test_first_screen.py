"""The first screen: an empty table under a welcome until the player starts a game; nothing dealt before."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from piquet_gui.app import add_arguments, start
from piquet_gui.controller import SeatSetup
from piquet_gui.storage import autosave
from piquet_gui.views.card_item import CardItem
from piquet_gui.views.new_game_dialog import NewGameDialog
from tests.helpers import CEILING_MS, random_partie


def arguments(*argv: str):
    import argparse

    parser = argparse.ArgumentParser()
    add_arguments(parser)
    return parser.parse_args(list(argv))


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("PIQUET_DATA_DIR", str(tmp_path))
    return tmp_path


@pytest.fixture
def dialogs(monkeypatch):
    """The new-game dialog, answered Cancel; each time it is opened is counted."""
    opened: list[NewGameDialog] = []

    def cancel(self) -> int:
        opened.append(self)
        return 0

    monkeypatch.setattr(NewGameDialog, "exec", cancel)
    # No box asks anything at start (a box would be answered at once, and counted, rather than wait).
    monkeypatch.setattr(QMessageBox, "exec", lambda self: opened.append(self) or 0)
    return opened


def welcome_of(win):
    from piquet_gui.views import welcome

    return welcome.current(win)


def test_at_start_nothing_is_dealt_and_cancel_leaves_the_welcome(qtbot, make_window, data_dir, dialogs) -> None:
    win = make_window()
    screen = win.ensure_built()
    start(screen, arguments(), QApplication.instance())
    qtbot.waitUntil(lambda: len(dialogs) == 1, timeout=CEILING_MS)  # the new-game dialog opens by itself, once
    qtbot.wait(50)
    assert win.controller is None, "no game behind the dialog"
    assert not [item for item in win.table.scene().items() if isinstance(item, CardItem) and item.isVisible()]
    shown = welcome_of(win)
    assert shown is not None and shown.isVisible()
    assert not (data_dir / "autosave.json").exists()
    # Its buttons: New game… opens the dialog again; Cancel again leaves the welcome, still no game.
    shown.new_button.click()
    assert len(dialogs) == 2 and win.controller is None and welcome_of(win) is shown


def test_a_game_starts_from_the_welcome_and_takes_it_away(qtbot, make_window, data_dir, dialogs) -> None:
    from piquet_gui.controller import GameConfig

    win = make_window()
    screen = win.ensure_built()
    start(screen, arguments(), QApplication.instance())
    qtbot.waitUntil(lambda: len(dialogs) == 1, timeout=CEILING_MS)
    win.new_game(GameConfig((SeatSetup("Anne", True), SeatSetup("Ben", False)), first_dealer=1, seed=3))
    qtbot.waitUntil(lambda: win.controller.to_act() == 0, timeout=CEILING_MS)
    assert welcome_of(win) is None
    assert len(win.controller.partie.deals) == 1


@pytest.mark.parametrize("argv", [("--seed", "5"), ("--demo", "--seed", "5")])
def test_seed_and_demo_start_at_once(qtbot, make_window, data_dir, dialogs, argv) -> None:
    win = make_window()
    screen = win.ensure_built()
    start(screen, arguments(*argv), QApplication.instance())
    assert win.controller is not None and win.controller.partie.deals
    assert welcome_of(win) is None
    qtbot.wait(50)
    assert not dialogs
    win.controller.stop()


def test_the_partie_in_progress_is_offered_on_the_welcome(qtbot, make_window, data_dir, dialogs) -> None:
    partie = random_partie(5, actions=60)
    autosave.save(partie, (SeatSetup("Anne", True), SeatSetup("Ben", False, "club")), 3)
    win = make_window()
    screen = win.ensure_built()
    start(screen, arguments(), QApplication.instance())
    qtbot.wait(50)
    shown = welcome_of(win)
    assert shown is not None and shown.resume_button is not None
    assert not dialogs, "with a partie to resume, the dialog waits for New game…"
    assert win.controller is None
    texts = " ".join(label.text() for label in shown.findChildren(type(win.bar.prompt)))
    assert f"Deal {len(partie.deals)}: Anne" in texts
    shown.resume_button.click()
    assert welcome_of(win) is None
    from piquet_gui.model.two_handed.record import summary

    assert summary(win.controller.partie) == summary(partie)


def test_the_welcome_survives_a_change_of_language_and_the_game_menus_wait(qtbot, make_window, data_dir,
                                                                            dialogs, tmp_path) -> None:
    from piquet_gui import i18n

    win = make_window()
    screen = win.ensure_built()
    start(screen, arguments(), QApplication.instance())
    qtbot.waitUntil(lambda: len(dialogs) == 1, timeout=CEILING_MS)
    menus = win.ensure_built().menus
    assert not menus.save.isEnabled() and not menus.review.isEnabled() and not menus.hint.isEnabled(), \
        "nothing to save, review or hint before a game"
    try:
        i18n.install("fr")
        win.rebuild()
        shown = welcome_of(win)
        assert shown is not None and shown.new_button.text() == "Nouvelle partie…"
        assert win.controller is None
    finally:
        i18n.install("en")


def test_closing_the_review_of_an_opened_record_goes_back_to_the_welcome(qtbot, make_window, data_dir,
                                                                         dialogs, tmp_path) -> None:
    from piquet_gui.model.two_handed.record import dumps

    win = make_window()
    screen = win.ensure_built()
    screen.quiet = True
    start(screen, arguments(), QApplication.instance())
    qtbot.waitUntil(lambda: len(dialogs) == 1, timeout=CEILING_MS)
    path = tmp_path / "done.json"
    path.write_text(dumps(random_partie(3)))
    assert win.files.open_path(path) and win.review is not None and welcome_of(win) is None
    win.reviewing.stop()
    assert welcome_of(win) is not None and win.controller is None
    assert not [item for item in win.table.scene().items() if isinstance(item, CardItem)]
