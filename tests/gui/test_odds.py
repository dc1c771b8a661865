"""The aid *Show the odds* (issue 29) at the main window, in every game: off by default; turned on in *Settings →
Aids*, the person's chances in words under the score pad, with a chart, updated after each deal; turned off,
gone.  At a shared screen each person sees his own side's."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from piquet_gui.ai.odds import odds, standings
from piquet_gui.controller import GameConfig, SeatSetup
from piquet_gui.views.odds_view import odds_lines
from piquet_gui.views.settings_dialog import SettingsDialog
from tests.helpers import CEILING_MS

GAMES = {"rubicon": ({}, 2), "four-deals": ({}, 2), "target": ({"target": 100, "match": "seca"}, 2),
         "au-cent": ({}, 2), "auction": ({}, 2), "normand": ({}, 3), "partnership": ({}, 4)}
NAMES = ("Anne", "Ben", "Claire", "Dan")


@pytest.fixture(autouse=True)
def own_settings(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("PIQUET_SETTINGS_FILE", str(tmp_path / "settings.ini"))


def set_in_the_dialog(monkeypatch, screen, on: bool) -> None:
    """*Settings → Aids → Show the odds* ticked (or not), then OK."""
    def exec_(dialog: SettingsDialog) -> int:
        assert dialog.show_odds.isChecked() == screen.settings.show_odds
        dialog.show_odds.setChecked(on)
        return 1

    monkeypatch.setattr(SettingsDialog, "exec", exec_)
    screen.prefs.ask_settings()


def start(make_window, game: str, humans: int = 1):
    options, count = GAMES[game]
    win = make_window(1100, 720)
    screen = win.ensure_built()
    screen.quiet = True
    screen.settings.guide = False
    screen.settings.pace, screen.settings.animation_speed = 0, "instant"  # as the window is (the dialog applies them)
    seats = tuple(SeatSetup(name, n < humans, None if n < humans else "beginner")
                  for n, name in enumerate(NAMES[:count]))
    win.new_game(GameConfig(seats, first_dealer=count - 1, game=game, options=options, seed=4))
    return win, screen


def play_a_deal(qtbot, win) -> None:
    """The deal in progress to its end: each person his first choice (the table handed over when asked)."""
    controller = win.controller
    deal = controller.partie.deals[-1]
    while not deal.is_over():
        qtbot.waitUntil(lambda: deal.is_over() or win.handing_over() or (win.my_turn() and not win.thinking),
                        timeout=CEILING_MS)
        if deal.is_over():
            break
        if win.handing_over():
            qtbot.keyClick(win.hot_seat.privacy.button, Qt.Key.Key_Return)
            continue
        win.choose(controller.legal_actions(win.viewer)[0])


def expected(win, column: int) -> list[str]:
    """What the readout should say for ``column`` from the sheet as it stands (the deals over)."""
    every = standings(win.controller.partie.score_sheet())
    return odds_lines(every[-1], odds(every[-1], column))


@pytest.mark.parametrize("game", GAMES)
def test_the_odds_shown_by_the_setting_and_updated_after_a_deal(qtbot, make_window, monkeypatch, game: str) -> None:
    win, screen = start(make_window, game)
    readout = screen.odds.readout
    assert not screen.settings.show_odds and not screen.odds.isVisible(), "off by default"
    set_in_the_dialog(monkeypatch, screen, True)
    assert screen.settings.show_odds
    qtbot.waitUntil(screen.odds.isVisible, timeout=CEILING_MS)
    assert screen.odds.title.text() == "Your odds"
    lines = [""] + readout.text().split("\n")
    assert lines[1:] == expected(win, 0)
    first = "Not being last" if game == "normand" else "Winning the partie"
    assert lines[1] == f"{first}: about {'2 in 3' if game == 'normand' else '1 in 2'}", "an even start"
    if game in ("rubicon", "four-deals", "auction"):
        assert lines[2].startswith("Escaping the rubicon: ")
    if game in ("au-cent", "partnership", "target"):
        assert lines[2] == "Reaching 100 first: about 1 in 2"
    result = odds(standings(win.controller.partie.score_sheet())[-1], 0)
    assert f"continuations of the partie sampled ({result.samples})" in readout.toolTip() or game == "normand"
    assert f"deals sampled in all: {result.sampled_deals}." in screen.odds.chart.toolTip() or game == "normand"
    assert len(screen.odds.chart.chances) == 1
    play_a_deal(qtbot, win)
    qtbot.waitUntil(lambda: len(screen.odds.chart.chances) == 2, timeout=CEILING_MS)
    assert readout.text().split("\n") == expected(win, 0), "the readout follows the deal just over"
    assert screen.odds.chart.chances[0] == pytest.approx(0.5 if game != "normand" else 2 / 3)
    set_in_the_dialog(monkeypatch, screen, False)
    assert not screen.odds.isVisible(), "turned off, gone"


@pytest.mark.parametrize("game", ["rubicon", "partnership"])
def test_each_person_at_a_shared_screen_sees_his_own_sides_odds(qtbot, make_window, game: str) -> None:
    win, screen = start(make_window, game, humans=2)
    screen.settings.show_odds = True
    screen.refresh()
    controller = win.controller
    seen: dict[int, str] = {}
    for _ in range(3):
        play_a_deal(qtbot, win)
        qtbot.waitUntil(lambda: not win.thinking, timeout=CEILING_MS)
        viewer = win.viewer
        sheet = controller.partie.score_sheet()
        column = next(c for c, col in enumerate(sheet.columns) if viewer in col.seats)
        title = screen.odds.title.text()
        lines = [title] + screen.odds.readout.text().split("\n")
        assert title.startswith("The odds of ") and NAMES[viewer] in title
        assert lines[1:] == expected(win, column), f"{NAMES[viewer]} sees his own side's"
        seen[column] = lines[1]
        if len(seen) == 2:
            break
        if not controller.partie.is_over():
            win.next_deal()
    assert len(seen) == 2, "both persons saw the odds"


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_odds_words_take_their_room_in_a_small_window(qtbot, make_window, monkeypatch, language: str) -> None:
    """An 800×600 window, its narrow score pad: each wrapped line of the odds is whole, under the standing and over
    the chart, nothing drawn over anything (the log under the pad gives way)."""
    from piquet_gui import i18n

    i18n.install(language)
    try:
        win, screen = start(make_window, "rubicon")
        win.resize(800, 600)
        set_in_the_dialog(monkeypatch, screen, True)
        pad, view = screen.score_sheet, screen.odds
        qtbot.waitUntil(lambda: view.isVisible() and view.readout.text() != "", timeout=CEILING_MS)
        qtbot.waitUntil(lambda: pad.height() >= pad.minimumSizeHint().height(), timeout=CEILING_MS)

        def box(widget):
            return widget.geometry().translated(widget.parentWidget().mapTo(pad, widget.parentWidget().rect().topLeft()))

        readout, chart = box(view.readout), box(view.chart)
        assert box(pad.standing).bottom() < box(view.title).top() < readout.top() < chart.top()
        assert view.readout.height() >= view.readout.heightForWidth(view.readout.width()), \
            "the readout has the height its wrapped lines need"
        assert readout.bottom() < chart.top() and chart.bottom() <= pad.height()
    finally:
        i18n.install("en")
