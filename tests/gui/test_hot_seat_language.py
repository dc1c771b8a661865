"""Hot-seat: a change of language rebuilds the screen, and the table stays whose it was.  A person who has said
"I am ready" keeps the table (the privacy screen covers it only when the turn passes to another person); a table
covered for someone stays covered for the same person."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from piquet_gui import i18n
from piquet_gui.controller import GameConfig, SeatSetup
from tests.helpers import CEILING_MS

PEOPLE = (SeatSetup("Anne", True), SeatSetup("Ben", True))


@pytest.fixture
def two_people(qtbot, make_window, tmp_path, monkeypatch):
    """A window with a partie of two people, in settings of its own (the language chosen stays there)."""
    monkeypatch.setenv("PIQUET_SETTINGS_FILE", str(tmp_path / "language.ini"))
    win = make_window()
    win.ensure_built().autosave_path = tmp_path / "autosave.json"
    win.new_game(GameConfig(PEOPLE, first_dealer=1, seed=8))
    qtbot.waitUntil(win.handing_over, timeout=CEILING_MS)
    yield win
    i18n.install("en")


def speak(qtbot, win, code: str, menu: str) -> None:
    """Choose the language in View → Language, and wait for the screen rebuilt in it (its first menu ``menu``)."""
    old = win.screen_
    win.menus.language[code].trigger()
    qtbot.waitUntil(lambda: win.screen_ is not old and win.menuBar().actions()[0].text() == menu
                    and win.centralWidget().isVisible(), timeout=CEILING_MS)  # (the new table on screen)


def test_a_person_who_is_ready_keeps_the_table_when_the_language_changes(qtbot, two_people) -> None:
    win = two_people
    person = win.hot_seat.waiting_for
    qtbot.mouseClick(win.privacy.button, Qt.MouseButton.LeftButton)  # "I am ready"
    assert not win.privacy.isVisible() and win.my_turn()
    hand = win.controller.view(person).hand
    speak(qtbot, win, "fr", "&Jeu")
    assert not win.privacy.isVisible() and not win.handing_over(), "the screen came back for the same person"
    assert win.viewer == person and win.my_turn()
    assert win.controller.view(win.viewer).hand == hand
    assert win.table.isVisible() and "On attend" not in win.bar.prompt.text()  # ("Waiting for …")
    speak(qtbot, win, "es", "&Juego")
    assert not win.privacy.isVisible() and win.viewer == person and win.my_turn()


def test_a_table_covered_for_a_person_stays_covered_for_that_person(qtbot, two_people) -> None:
    win = two_people
    person = win.hot_seat.waiting_for
    speak(qtbot, win, "fr", "&Jeu")
    assert win.privacy.isVisible() and win.hot_seat.waiting_for == person
    assert PEOPLE[person].name in win.privacy.message.text()
    assert not win.my_turn(), "nothing of the person's is shown before he is ready"
