"""Finished parties are kept in SQLite; the figures add up; a locked or damaged base never stops play."""

from __future__ import annotations

import sqlite3

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from piquet_gui.model import Partie
from piquet_gui.storage import statistics
from tests.helpers import random_partie


def finished(seed: int) -> Partie:
    return random_partie(seed, ("You", "Computer"))


def test_parties_are_recorded_and_summed(tmp_path) -> None:
    where = tmp_path / "stats.sqlite3"
    parties = [finished(seed) for seed in range(6)]
    for index, partie in enumerate(parties):
        assert statistics.record(partie, [True, False], "club" if index % 2 else "master", where)
    figures = statistics.summary(where)
    assert figures.parties == 6 and figures.deals == sum(len(p.deals) for p in parties)
    rubicon = figures.game("rubicon")
    assert rubicon is not None and [game.game for game in figures.games] == ["rubicon"]
    won = sum(1 for p in parties if p.standings().result.winner == 0)
    assert sum(level.won for level in rubicon.levels) == won
    assert {level.level for level in rubicon.levels} == {"club", "master"}
    signed = [p.standings().result.points * (1 if p.standings().result.winner == 0 else -1) for p in parties]
    assert [points for _, points in rubicon.timeline] == signed
    assert rubicon.best[0]["points"] == max(signed) and rubicon.worst[0]["points"] == min(signed)
    piques = sum(1 for p in parties for d in p.deals if d.scores[0].pique)
    assert rubicon.tallies["pique"][0] == piques
    # The record itself is kept and replays.
    with sqlite3.connect(where) as connection:
        text = connection.execute("SELECT record FROM parties LIMIT 1").fetchone()[0]
    from piquet_gui.model.two_handed.record import loads
    assert loads(text).is_over()


def test_the_schema_is_versioned_and_migrated(tmp_path) -> None:
    where = tmp_path / "old.sqlite3"
    with sqlite3.connect(where) as connection:  # a base made by the first version of the schema
        connection.executescript(statistics.MIGRATIONS[0])
        connection.execute("PRAGMA user_version = 1")
        connection.execute("INSERT INTO parties (finished_at, mode, level, options, game, players, human, totals,"
                           " winner, rubicon, points, deals, record) VALUES ('2026-01-01', 'computer', 'club',"
                           " '{}', '{}', '[\"You\", \"Computer\"]', 0, '[120, 90]', 0, 1, 310, 6, '{}')")
    figures = statistics.summary(where)
    rubicon = figures.game("rubicon")
    assert figures.parties == 1 and rubicon is not None and rubicon.levels[0].won == 1
    with sqlite3.connect(where) as connection:
        assert connection.execute("PRAGMA user_version").fetchone()[0] == len(statistics.MIGRATIONS)


def test_a_damaged_or_locked_base_never_stops_play(tmp_path) -> None:
    damaged = tmp_path / "damaged.sqlite3"
    damaged.write_bytes(b"this is not a database" * 100)
    assert statistics.record(finished(1), [True, False], "club", damaged) is False
    assert damaged.read_bytes().startswith(b"this is not"), "the file is left as it was"
    locked = tmp_path / "locked.sqlite3"
    statistics.connect(locked).close()
    holder = sqlite3.connect(locked)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        assert statistics.record(finished(2), [True, False], "club", locked) is False
    finally:
        holder.rollback()
        holder.close()
    assert statistics.record(finished(2), [True, False], "club", locked) is True


def test_rows_of_junk_are_skipped_and_counted(tmp_path) -> None:
    """A database of the right layout whose values make no sense: the good rows still count."""
    where = tmp_path / "stats.sqlite3"
    for seed in range(3):
        assert statistics.record(finished(seed), [True, False], "club", where)
    with sqlite3.connect(where) as connection:
        connection.execute("UPDATE parties SET totals = 'not json' WHERE id = 1")
        connection.execute("UPDATE parties SET human = 7 WHERE id = 2")
    figures = statistics.summary(where)
    assert figures.damaged == 2 and figures.parties == 1
    assert figures.deals == len(finished(2).deals)


JUNK = st.one_of(st.none(), st.integers(-10, 10), st.floats(allow_nan=True), st.text(max_size=20),
                 st.binary(max_size=8), st.sampled_from(["[1]", "[1, 2, 3]", '["a", "b"]', "{}", '{"pique": [1]}',
                                                         '{"pique": ["x", 1]}', "[[]]", "null", '[1e400, 0]']))
COLUMNS = ("finished_at", "level", "name", "players", "sides", "human", "totals", "winners", "payments", "scored",
           "played", "unit", "tallies", "assisted")


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(changes=st.lists(st.tuples(st.sampled_from(COLUMNS), JUNK), min_size=1, max_size=3))
def test_the_summary_never_fails_on_junk_values(tmp_path, changes) -> None:
    where = tmp_path / f"fuzz-{len(list(tmp_path.iterdir()))}.sqlite3"
    assert statistics.record(finished(1), [True, False], "club", where)
    with sqlite3.connect(where) as connection:
        # A foreign database of the same layout, without the NOT NULL constraints.
        connection.execute("CREATE TABLE junk AS SELECT * FROM parties")
        connection.execute("DROP TABLE parties")
        connection.execute("ALTER TABLE junk RENAME TO parties")
        for column, value in changes:
            connection.execute(f"UPDATE parties SET {column} = ?", (value,))
    figures = statistics.summary(where)
    assert figures.parties + figures.damaged <= 1  # a row with no person in it is not counted at all


def test_a_partie_already_kept_is_not_kept_twice(tmp_path) -> None:
    where = tmp_path / "stats.sqlite3"
    partie = finished(3)
    assert statistics.record(partie, [True, False], "club", where)
    assert statistics.record(partie, [True, False], "club", where)
    assert statistics.summary(where).parties == 1
