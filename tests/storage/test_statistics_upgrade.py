"""Statistics kept by version 4 (two-handed parties only, a side a seat) are brought to version 5 (every game) with
every row kept, and the figures they gave before: the same parties, wins, points, deals, tallies and extremes."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from piquet_gui.storage import statistics
from tests.helpers import random_partie

TALLY = '{{"pique": [{}, {}], "repique": [{}, {}], "capot": [{}, {}], "carte_blanche": [{}, {}]}}'
PARTIE_FOUR = random_partie(4, ("You", "Computer"))
KEY_FOUR = '[["You", "Computer"], 0, "1125928003", "1013129632", "(2, 4, 31, 12, 23, 3, 9, 15)"]'
"""The key version 4 kept for ``PARTIE_FOUR`` (its players and first deal's cards)."""


def a_v4_base(where: Path, with_au_cent: bool = True) -> None:
    """A base as version 4 wrote it: four Rubicon parties against the computer (six deals won, four deals lost at
    seat 1, a drawn partie at master, a points game with hints), one between two people, one partie abandoned
    with two deals, and the start of ``PARTIE_FOUR`` abandoned."""
    with sqlite3.connect(where) as connection:
        for migration in statistics.MIGRATIONS[:4]:
            connection.executescript(migration)
        connection.execute("PRAGMA user_version = 4")
        parties = [
            ("2026-01-01", "computer", "club", '{"game": "rubicon"}', '["You", "Computer"]', 0, "[120, 90]", 0, 1,
             310, 6, TALLY.format(1, 0, 0, 1, 0, 0, 0, 0), 0, "kA"),
            ("2026-01-02", "computer", "club", '{"game": "four-deals"}', '["Computer", "You"]', 1, "[130, 70]", 0, 1,
             300, 4, TALLY.format(0, 2, 0, 0, 1, 0, 0, 1), 0, "kB"),
            ("2026-01-03", "computer", "master", '{"game": "rubicon"}', '["You", "Computer"]', 0, "[100, 100]", None,
             0, 0, 8, "{}", 0, "kC"),
            ("2026-01-04", "computer", "club", '{"game": "target", "target": 150, "match": "seca"}',
             '["You", "Computer"]', 0, "[160, 120]", 0, 0, 200, 5, TALLY.format(0, 0, 0, 0, 0, 0, 0, 0), 1, "kD"),
            ("2026-01-05", "two players", None, '{"game": "rubicon"}', '["Anne", "Ben"]', None, "[90, 110]", 1, 1,
             300, 6, "{}", 0, "kE"),
        ]
        if with_au_cent:
            parties.append(("2026-01-06", "computer", "club", '{"game": "au-cent"}', '["You", "Computer"]', 0,
                            "[60, 104]", 1, 0, 80, 9, TALLY.format(0, 0, 0, 0, 2, 1, 0, 0), 0, "kG"))
        for index, row in enumerate(parties):
            connection.execute("INSERT INTO parties (finished_at, mode, level, options, game, players, human, totals,"
                               " winner, rubicon, points, deals, tallies, assisted, partie, record)"
                               " VALUES (?,?,?,'{}',?,?,?,?,?,?,?,?,?,?,?,?)", (*row, f"record {index}"))
        for key in ("kF", "kA", KEY_FOUR):  # kA was abandoned, then finished after all
            connection.execute("INSERT INTO abandoned (partie, abandoned_at, mode, level, players, human) VALUES"
                               " (?, '2026-01-07', 'computer', 'club', '[\"You\", \"Computer\"]', 0)", (key,))
        for number, scores, tally in ((1, "[30, 5]", TALLY.format(1, 0, 0, 0, 0, 0, 0, 0)),
                                      (2, "[0, 12]", TALLY.format(0, 0, 0, 0, 0, 0, 0, 0))):
            connection.execute("INSERT INTO deals (partie, number, scores, tallies) VALUES ('kF', ?, ?, ?)",
                               (number, scores, tally))
        connection.execute("INSERT INTO deals (partie, number, scores, tallies) VALUES (?, 1, '[7, 40]', ?)",
                           (KEY_FOUR, TALLY.format(0, 0, 0, 0, 0, 0, 0, 0)))
    connection.close()


def test_a_version_4_base_keeps_every_row_and_its_figures(tmp_path) -> None:
    where = tmp_path / "statistics.sqlite3"
    a_v4_base(where)
    figures = statistics.summary(where)
    with sqlite3.connect(where) as connection:
        assert connection.execute("PRAGMA user_version").fetchone()[0] == len(statistics.MIGRATIONS) >= 5
        assert connection.execute("SELECT COUNT(*) FROM parties").fetchone()[0] == 6
        assert connection.execute("SELECT COUNT(*) FROM abandoned").fetchone()[0] == 3
        assert connection.execute("SELECT COUNT(*) FROM deals").fetchone()[0] == 3
        assert [row[0] for row in connection.execute("SELECT name FROM parties ORDER BY id")] == \
            ["rubicon"] * 5 + ["au-cent"]
    connection.close()
    assert figures.damaged == 0 and [game.game for game in figures.games] == ["rubicon", "au-cent"]
    rubicon = figures.game("rubicon")
    assert rubicon is not None
    # What version 4 showed for the same rows (worked out by hand, and by version 4's own summary).
    assert [(s.level, s.parties, s.won, s.points) for s in rubicon.levels] == [("club", 2, 1, 10), ("master", 1, 0, 0)]
    assert [(s.level, s.parties, s.won, s.points) for s in rubicon.assisted] == [("club", 1, 1, 200)]
    assert (rubicon.parties, rubicon.abandoned, rubicon.deals) == (4, 2, 6 + 4 + 8 + 5 + 2 + 1)
    assert rubicon.points_per_deal == pytest.approx((120 + 70 + 100 + 160 + 30 + 0 + 7) / 26)
    assert rubicon.tallies == {"pique": (4, 0), "repique": (0, 1), "capot": (0, 1), "carte_blanche": (1, 0)}
    assert [points for _, points in rubicon.timeline] == [310, -300, 0, 200]
    assert [g["points"] for g in rubicon.best] == [310, 200, 0] and [g["points"] for g in rubicon.worst] == [-300, 0, 200]
    assert rubicon.worst[0]["totals"] == (70, 130) and rubicon.worst[0]["opponents"] == ["Computer"]
    assert rubicon.unit == "points" and not rubicon.partners
    au_cent = figures.game("au-cent")
    assert au_cent is not None and [(s.parties, s.won, s.points) for s in au_cent.levels] == [(1, 0, -80)]
    assert au_cent.tallies["capot"] == (2, 1)


def test_a_partie_abandoned_under_version_4_and_finished_after_counts_once(tmp_path) -> None:
    """The key of a partie is the one version 4 kept: finished now, it is no longer counted as abandoned."""
    assert statistics.partie_key(PARTIE_FOUR) == KEY_FOUR
    where = tmp_path / "statistics.sqlite3"
    a_v4_base(where)
    assert statistics.record(PARTIE_FOUR, [True, False], "club", where)
    rubicon = statistics.summary(where).game("rubicon")
    assert rubicon is not None and (rubicon.parties, rubicon.abandoned) == (5, 1)
    assert rubicon.deals == 6 + 4 + 8 + 5 + 2 + len(PARTIE_FOUR.deals)


@pytest.mark.parametrize("column, value", [("winner", "x"), ("points", 1.5), ("deals", -1), ("totals", "[1]"),
                                           ("points", "lots")])
def test_a_junk_value_kept_by_version_4_is_still_a_damaged_row(tmp_path, column, value) -> None:
    where = tmp_path / "statistics.sqlite3"
    a_v4_base(where)
    with sqlite3.connect(where) as connection:
        connection.execute(f"UPDATE parties SET {column} = ? WHERE partie = 'kA'", (value,))
    connection.close()
    figures = statistics.summary(where)
    rubicon = figures.game("rubicon")
    assert figures.damaged == 1 and rubicon is not None and rubicon.parties == 3
