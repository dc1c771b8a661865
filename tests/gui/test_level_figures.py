"""*Your level* in the statistics window: the coach judges the person's new parties at a click, and each game's tab
then shows his points given up a decision by phase, partie by partie, and the computer level closest to it."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from piquet_gui.ai.player import LEVELS
from piquet_gui.coach.levels import closest_level
from piquet_gui.model.games import new_game
from piquet_gui.storage import statistics
from piquet_gui.storage import training as kept
from piquet_gui.views.level_figures import rates_of
from piquet_gui.views.statistics_window import StatisticsWindow
from piquet_gui.views.words import level_name
from tests.helpers import CEILING_MS, played_on


def test_the_new_parties_are_judged_at_a_click_and_the_level_shown(qtbot, tmp_path) -> None:
    where = tmp_path / "statistics.sqlite3"
    for seed in (1, 2):
        partie = played_on(new_game("rubicon", players=("You", "Ben"), seed=seed), random.Random(seed))
        assert statistics.record(partie, [True, False], "club", where)
    window = StatisticsWindow(None, where)
    qtbot.addWidget(window)
    window.show()
    section = window.sections["rubicon"]
    assert section.level.table is None and "not judged" in section.level.summary.text()
    assert window.judge_button.isEnabled()
    QTest.mouseClick(window.judge_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.searching is None, timeout=CEILING_MS)
    section = window.sections["rubicon"]
    judged = kept.judged_parties(where)
    assert len(judged) == 2 and not window.judge_button.isEnabled()  # nothing new left to judge
    table = section.level.table
    assert table is not None and table.rowCount() == 2
    expected = closest_level("rubicon", rates_of(judged))
    assert expected in LEVELS  # random play: plenty of decisions, a level found
    assert level_name(expected) in section.level.summary.text()
    assert table.item(0, table.columnCount() - 1).text() in {level_name(level) for level in LEVELS} | {"—"}


def test_closing_the_window_while_judging_stops_the_coach(qtbot, tmp_path) -> None:
    where = tmp_path / "statistics.sqlite3"
    for seed in (3, 4, 5):
        partie = played_on(new_game("normand", players=("You", "Ben", "Claire"), seed=seed), random.Random(seed))
        assert statistics.record(partie, [True, False, False], "club", where)
    window = StatisticsWindow(None, where)
    qtbot.addWidget(window)
    window.show()
    QTest.mouseClick(window.judge_button, Qt.MouseButton.LeftButton)
    search = window.searching
    assert search is not None and search.isRunning()
    window.reject()
    assert window.searching is None and not search.isRunning()
    assert len(kept.judged_parties(where)) < 3  # stopped before the end (the rest judged another time)
