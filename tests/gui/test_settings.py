"""Preferences are kept between runs and take effect: speed, pace, card size, strength, rules, lead."""

from __future__ import annotations

import random

import pytest

from piquet_gui.controller import GameConfig, SeatSetup
from piquet_gui.model import Phase, Play, Rules
from piquet_gui.settings import Settings
from piquet_gui.views.new_game_dialog import NewGameDialog
from piquet_gui.views.settings_dialog import SettingsDialog
from tests.helpers import CEILING_MS


def test_settings_survive_a_restart(tmp_path) -> None:
    path = str(tmp_path / "s.ini")
    first = Settings(path)
    first.animation_speed, first.card_size, first.pace = "fast", "large", 250
    first.level, first.language, first.confirm_lead = "master", "fr", True
    first.rules = Rules(low_lead_scores=False, deal_by="threes")
    again = Settings(path)
    assert (again.animation_speed, again.card_size, again.pace, again.level, again.language, again.confirm_lead) \
        == ("fast", "large", 250, "master", "fr", True)
    assert again.rules == Rules(low_lead_scores=False, deal_by="threes")


def test_a_damaged_settings_value_falls_back_to_the_default(tmp_path) -> None:
    path = tmp_path / "s.ini"
    path.write_text("[General]\nanimation_speed=warp\npace=soon\nrules=not json\n")
    settings = Settings(str(path))
    assert settings.animation_speed == "normal" and settings.pace == 700 and settings.rules == Rules()


def test_menu_choices_are_remembered_by_the_next_window(qtbot, make_window, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("PIQUET_SETTINGS_FILE", str(tmp_path / "menu.ini"))
    win = make_window()
    win.ensure_built().menus.speed["slow"].trigger()
    win.ensure_built().menus.pace[1200].trigger()
    other = make_window()
    other.ensure_built().apply_settings()
    assert other.table.animation_ms == 450 and other.pace_ms == 1200


def test_the_settings_dialog_changes_card_size_and_strength(qtbot, make_window, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("PIQUET_SETTINGS_FILE", str(tmp_path / "dialog.ini"))
    win = make_window(1100, 720)
    screen = win.ensure_built()
    win.new_game(GameConfig((SeatSetup("Anne", True), SeatSetup("Ben", False)), seed=2))
    normal = win.table.card_width
    dialog = SettingsDialog(screen.settings)
    qtbot.addWidget(dialog)
    dialog.card_size.setCurrentIndex(dialog.card_size.findData("small"))
    dialog.level.setCurrentIndex(dialog.level.findData("expert"))
    dialog.store()
    screen.apply_settings()
    win.table.resize(win.table.size())
    win.refresh()
    assert win.table.card_width < normal
    new_game = NewGameDialog(settings=screen.settings)
    qtbot.addWidget(new_game)
    assert new_game.seat_rows.rows[1].who.currentData() == "expert", "the computer's seat at that strength"


def test_the_new_game_dialog_offers_the_last_rules(qtbot, tmp_path) -> None:
    settings = Settings(str(tmp_path / "rules.ini"))
    settings.rules = Rules(carte_rouge=True)
    dialog = NewGameDialog(settings=settings)
    qtbot.addWidget(dialog)
    assert dialog.config(random.Random(1)).partie().rules == Rules(carte_rouge=True)


def test_confirm_before_leading_takes_a_second_click(qtbot, make_window, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("PIQUET_SETTINGS_FILE", str(tmp_path / "lead.ini"))
    Settings().confirm_lead = True
    win = make_window()
    win.new_game(GameConfig((SeatSetup("Anne", True), SeatSetup("Ben", False)), first_dealer=1, seed=8))
    controller = win.controller
    deal = controller.partie.deals[-1]
    while True:
        qtbot.waitUntil(lambda: controller.to_act() == 0, timeout=CEILING_MS)
        view = controller.view(0)
        if deal.phase is Phase.PLAY and isinstance(view.legal_actions[0], Play) and not view.trick:
            break
        win.choose(view.legal_actions[0])
    card = view.legal_actions[0].card
    win.hand.clicked(card)
    assert card in deal.hand(0) and win.table.card_item(card).selected_, "the first click only raises it"
    win.hand.clicked(card)
    assert card not in deal.hand(0), "the second click leads it"


def test_statistics_window_shows_levels_tallies_and_a_chart(qtbot, tmp_path) -> None:
    from piquet_gui.storage import statistics
    from piquet_gui.views.statistics_window import StatisticsWindow
    from tests.storage.test_statistics import finished

    where = tmp_path / "s.sqlite3"
    for seed in range(4):
        statistics.record(finished(seed), [True, False], "master" if seed % 2 else "club", where)
    window = StatisticsWindow(where=where)
    qtbot.addWidget(window)
    rubicon = window.sections["rubicon"]
    assert window.available and list(window.sections) == ["rubicon"] and window.tabs.tabText(0) == "Rubicon piquet"
    assert rubicon.levels.rowCount() == 2
    assert rubicon.levels.item(0, 0).text() == "Club" and rubicon.levels.item(0, 1).text() == "2"
    assert "Parties against the computer: 4;" in rubicon.message.text()
    assert len(rubicon.chart.running()) == 5
    rubicon.chart.resize(400, 200)
    assert not rubicon.chart.grab().toImage().isNull()
    damaged = tmp_path / "bad.sqlite3"
    damaged.write_bytes(b"not a database" * 50)
    broken = StatisticsWindow(where=damaged)
    qtbot.addWidget(broken)
    assert not broken.available and "unavailable" in broken.message.text()


def test_a_finished_partie_against_the_computer_is_recorded(qtbot, make_window, tmp_path) -> None:
    win = make_window()
    screen = win.ensure_built()
    screen.statistics_path = tmp_path / "played.sqlite3"
    win.new_game(GameConfig((SeatSetup("Anne", False, "beginner"), SeatSetup("Ben", False, "casual")), seed=3))
    screen.auto_next_deal = True
    qtbot.waitUntil(lambda: win.controller.partie.is_over(), timeout=CEILING_MS)
    qtbot.wait(50)
    # Two computer players: kept as a game between computers (no person's seat), still recorded.
    import sqlite3
    with sqlite3.connect(screen.statistics_path) as connection:
        assert connection.execute("SELECT COUNT(*) FROM parties").fetchone()[0] == 1


@pytest.mark.parametrize("language", ["en", "fr", "es"])
def test_the_settings_show_every_line_of_their_notes_and_fit_a_small_screen(qtbot, language: str) -> None:
    """A wrapped note (which calls are said for you) shows all its lines, and the dialog, with a title bar,
    fits an 800×600 screen in every language."""
    from piquet_gui import i18n
    from piquet_gui.settings import Settings
    from piquet_gui.views.settings_dialog import SettingsDialog

    assert i18n.install(language) == language
    try:
        dialog = SettingsDialog(Settings())
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        assert dialog.height() + 32 <= 600
        dialog.tabs.setCurrentIndex(dialog.tabs.indexOf(dialog.forced_calls.parentWidget()))  # the Aids page
        note = dialog.forced_calls
        qtbot.waitUntil(lambda: note.isVisible() and note.height() >= note.heightForWidth(note.width()), timeout=5000)
        assert dialog.height() + 32 <= 600
    finally:
        i18n.install("en")
