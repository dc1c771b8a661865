"""A statistics file the game cannot keep its figures in: a database whose tables are not the ones its version
promises (another program's, or changed by hand) is never migrated nor written, and at start-up it is moved
aside whole, byte for byte, while the game begins a fresh file; so is a folder in the file's place."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from piquet_gui.storage import statistics
from tests.helpers import random_partie


def a_foreign_base(where: Path, version: int) -> bytes:
    """A database that says it is of ``version`` but whose ``parties`` table is somebody else's."""
    with sqlite3.connect(where) as connection:
        connection.executescript("CREATE TABLE parties (id INTEGER PRIMARY KEY, name TEXT);"
                                 "INSERT INTO parties (name) VALUES ('bridge club, Tuesday');")
        connection.execute(f"PRAGMA user_version = {version}")
    connection.close()
    return where.read_bytes()


VERSIONS = range(len(statistics.MIGRATIONS) + 1)


@pytest.mark.parametrize("version", VERSIONS)
def test_a_base_of_another_layout_is_neither_migrated_nor_written(tmp_path, version) -> None:
    where = tmp_path / "statistics.sqlite3"
    before = a_foreign_base(where, version)
    assert statistics.record(random_partie(1, ("You", "Computer")), [True, False], "club", where) is False
    assert statistics.reset(where) is False
    with pytest.raises(statistics.ForeignLayout):
        statistics.summary(where)
    assert where.read_bytes() == before, "byte for byte as it was"


@pytest.mark.parametrize("version", VERSIONS)
def test_at_start_it_is_moved_aside_whole_and_a_fresh_file_is_used(tmp_path, version) -> None:
    where = tmp_path / "statistics.sqlite3"
    before = a_foreign_base(where, version)
    found = statistics.set_aside_foreign(where)
    assert found is not None
    kept, why = found
    assert why == "foreign" and kept.parent == tmp_path and kept.read_bytes() == before
    assert not where.exists()
    partie = random_partie(1, ("You", "Computer"))
    assert statistics.record(partie, [True, False], "club", where) is True
    assert statistics.summary(where).parties == 1
    assert kept.read_bytes() == before and statistics.set_aside_foreign(where) is None


@pytest.mark.parametrize("version", VERSIONS)
def test_the_games_own_base_at_any_version_is_kept_and_brought_up_to_date(tmp_path, version) -> None:
    where = tmp_path / "statistics.sqlite3"
    with sqlite3.connect(where) as connection:
        for migration in statistics.MIGRATIONS[:version]:
            connection.executescript(migration)
        connection.execute(f"PRAGMA user_version = {version}")
    connection.close()
    assert statistics.set_aside_foreign(where) is None
    assert statistics.record(random_partie(1, ("You", "Computer")), [True, False], "club", where) is True
    with sqlite3.connect(where) as connection:
        assert connection.execute("PRAGMA user_version").fetchone()[0] == len(statistics.MIGRATIONS)
    connection.close()


def test_a_folder_in_the_place_of_the_statistics_is_moved_aside(tmp_path) -> None:
    where = tmp_path / "statistics.sqlite3"
    where.mkdir()
    (where / "mine.txt").write_text("keep me")
    found = statistics.set_aside_foreign(where)
    assert found is not None and found[1] == "not a file"
    assert (found[0] / "mine.txt").read_text() == "keep me"
    assert statistics.record(random_partie(1, ("You", "Computer")), [True, False], "club", where) is True


def test_a_damaged_or_newer_base_is_left_where_it_is(tmp_path) -> None:
    damaged = tmp_path / "damaged.sqlite3"
    damaged.write_bytes(b"this is not a database" * 100)
    assert statistics.set_aside_foreign(damaged) is None and damaged.exists()
    newer = tmp_path / "newer.sqlite3"
    with sqlite3.connect(newer) as connection:
        connection.execute(f"PRAGMA user_version = {len(statistics.MIGRATIONS) + 1}")
    connection.close()
    assert statistics.set_aside_foreign(newer) is None and newer.exists()
