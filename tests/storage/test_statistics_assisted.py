"""Parties played with hints or undo are kept as assisted and counted apart; old bases gain the column and keep
their rows; the statistics can be emptied."""

from __future__ import annotations

import sqlite3

from piquet_gui.storage import statistics
from tests.storage.test_statistics import finished


def test_a_base_of_version_two_gains_the_assisted_column_and_keeps_its_rows(tmp_path) -> None:
    where = tmp_path / "v2.sqlite3"
    with sqlite3.connect(where) as connection:
        for script in statistics.MIGRATIONS[:2]:
            connection.executescript(script)
        connection.execute("PRAGMA user_version = 2")
        connection.execute("INSERT INTO parties (finished_at, mode, level, options, game, players, human, totals,"
                           " winner, rubicon, points, deals, record, tallies) VALUES ('2026-01-01', 'computer',"
                           " 'club', '{}', '{}', '[\"You\", \"Computer\"]', 0, '[120, 90]', 0, 1, 310, 6, '{}',"
                           " '{\"pique\": [1, 0]}')")
    figures = statistics.summary(where).game("rubicon")
    assert figures is not None
    assert figures.parties == 1 and [level.parties for level in figures.levels] == [1] and figures.assisted == []
    assert figures.tallies["pique"] == (1, 0)
    with sqlite3.connect(where) as connection:
        assert connection.execute("PRAGMA user_version").fetchone()[0] == len(statistics.MIGRATIONS) >= 3
        assert connection.execute("SELECT assisted FROM parties").fetchall() == [(0,)]


def test_assisted_parties_are_counted_apart(tmp_path) -> None:
    where = tmp_path / "s.sqlite3"
    for seed in range(5):
        assert statistics.record(finished(seed), [True, False], "club", where, assisted=seed < 2)
    figures = statistics.summary(where).game("rubicon")
    assert figures is not None and figures.parties == 5
    assert [(level.level, level.parties) for level in figures.levels] == [("club", 3)]
    assert [(level.level, level.parties) for level in figures.assisted] == [("club", 2)]
    won = sum(1 for seed in range(5) if finished(seed).standings().result.winner == 0)
    assert figures.levels[0].won + figures.assisted[0].won == won


def test_a_junk_assisted_value_is_a_damaged_row(tmp_path) -> None:
    where = tmp_path / "s.sqlite3"
    statistics.record(finished(1), [True, False], "club", where)
    statistics.record(finished(2), [True, False], "club", where)
    with sqlite3.connect(where) as connection:
        connection.execute("UPDATE parties SET assisted = 'maybe' WHERE id = 1")
    figures = statistics.summary(where)
    assert figures.parties == 1 and figures.damaged == 1


def test_reset_empties_the_statistics_and_says_when_it_cannot(tmp_path) -> None:
    where = tmp_path / "s.sqlite3"
    statistics.record(finished(1), [True, False], "club", where, assisted=True)
    assert statistics.reset(where)
    assert statistics.summary(where).parties == 0
    assert statistics.record(finished(1), [True, False], "club", where), "kept again after a reset"
    damaged = tmp_path / "damaged.sqlite3"
    damaged.write_bytes(b"this is not a database" * 100)
    assert statistics.reset(damaged) is False
    assert damaged.read_bytes().startswith(b"this is not"), "the file is left as it was"


def test_a_partie_is_known_by_its_players_and_first_cards_all_through() -> None:
    partie = finished(3)
    assert statistics.partie_key(partie) == statistics.partie_key(partie.prefix(40))
    assert statistics.partie_key(partie) != statistics.partie_key(finished(4))
    assert statistics.partie_key(partie.prefix(0)) in ("", statistics.partie_key(partie))
