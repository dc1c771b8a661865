"""View → Language ticks the language the game speaks: one checkable entry per language in an exclusive group,
the current one checked and drawn with the style's tick, at start and after a change."""

from __future__ import annotations

import pytest

from piquet_gui import i18n
from piquet_gui.settings import Settings
from tests.helpers import CEILING_MS


@pytest.fixture
def own_language(tmp_path, monkeypatch):
    """Settings of the test's own: the language chosen stays there."""
    monkeypatch.setenv("PIQUET_SETTINGS_FILE", str(tmp_path / "language.ini"))
    yield
    i18n.install("en")


def ticked(win) -> list[str]:
    entries = win.menus.language
    for action in entries.values():
        assert action.isCheckable() and action.actionGroup() is not None and action.actionGroup().isExclusive()
        # Qt's styles draw an entry's icon in place of its tick: a ticked entry has none.
        assert action.icon().isNull(), action.text()
        assert action.isVisible() and action in action.actionGroup().actions()
    return [code for code, action in entries.items() if action.isChecked()]


@pytest.mark.parametrize("language", ["", "fr"])
def test_the_language_menu_ticks_the_language_spoken_at_start(qtbot, make_window, own_language, language) -> None:
    Settings().language = language
    i18n.install(language)
    win = make_window()
    assert ticked(win) == [language]
    submenu = next(a.menu() for a in win.menuBar().actions()[1].menu().actions() if a.menu() is not None)
    assert all(action in submenu.actions() for action in win.menus.language.values())


def test_the_language_menu_ticks_the_language_chosen(qtbot, make_window, own_language) -> None:
    win = make_window()
    assert ticked(win) == [""]
    old = win.screen_
    win.menus.language["es"].trigger()
    qtbot.waitUntil(lambda: win.screen_ is not old, timeout=CEILING_MS)
    assert ticked(win) == ["es"] and Settings().language == "es"
    old = win.screen_
    win.menus.language["en"].trigger()
    qtbot.waitUntil(lambda: win.screen_ is not old, timeout=CEILING_MS)
    assert ticked(win) == ["en"]
