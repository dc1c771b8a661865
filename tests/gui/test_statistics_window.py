"""The statistics window has a tab for each game played against the computer, Rubicon piquet first, and only those:
a three-handed partie's figures in stakes, a four-handed one's by side, with the partner named."""

from __future__ import annotations

from piquet_gui.storage import statistics
from piquet_gui.views.statistics_window import StatisticsWindow
from tests.storage.test_statistics import finished
from tests.storage.test_statistics_every_game import played, person_at


def test_a_tab_per_game_played_rubicon_first(qtbot, tmp_path) -> None:
    where = tmp_path / "s.sqlite3"
    partnership, normand = played("partnership", 3), played("normand", 4)
    assert statistics.record(partnership, person_at(2, 4), "club", where)  # Claire, seat 2: her partner's side
    assert statistics.record(normand, person_at(1, 3), "expert", where)  # Ben, second out: a stake won
    assert statistics.record(finished(1), [True, False], "master", where)
    window = StatisticsWindow(where=where)
    qtbot.addWidget(window)
    assert list(window.sections) == ["rubicon", "normand", "partnership"], "au cent and auction not played"
    assert [window.tabs.tabText(i) for i in range(window.tabs.count())] == \
        ["Rubicon piquet", "Piquet normand", "Partnership piquet"]
    three = window.sections["normand"]
    assert three.levels.horizontalHeaderItem(3).text() == "Net stakes"
    assert [three.levels.item(0, c).text() for c in range(4)] == ["Expert", "1", "1 (100%)", "+1"]
    assert three.extremes[0].text().endswith("against You and Claire: +1 (100–90–109)")
    four = window.sections["partnership"]
    assert four.levels.horizontalHeaderItem(3).text() == "Net points"
    assert [four.levels.item(0, c).text() for c in range(4)] == ["Club", "1", "1 (100%)", "+156"]
    assert "your side — the other side" in four.tallies.title()
    assert four.extremes[0].text().endswith("with You against Ben and Dan: +156 (100–22)")
    rubicon = window.sections["rubicon"]
    assert "you — your opponents" in rubicon.tallies.title() and "you — your opponents" in three.tallies.title()
    window.tabs.setCurrentIndex(2)
    window.resize(800, 600)
    window.show()
    qtbot.waitExposed(window)
    assert not window.grab().toImage().isNull()
