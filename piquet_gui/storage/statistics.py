"""Every finished partie, kept in SQLite for the statistics window.

The schema carries its version in ``PRAGMA user_version`` and grows by the
migrations below, in order.  Nothing here may stop a game: a locked or
damaged database makes ``record`` return False and the window say that
statistics are unavailable; a row of junk values is skipped and counted
(``Summary.damaged``); the file is never deleted.
"""

from __future__ import annotations

import dataclasses
import json
import os
import sqlite3
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ..model.deal import Deal
from ..model.formats import Target
from ..model.partie import Partie
from ..model.record import to_record
from .files import data_dir, move_aside, set_aside_if_not_file

MIGRATIONS: Sequence[str] = (
    # 1: one row per finished partie.
    """
    CREATE TABLE parties (
        id INTEGER PRIMARY KEY,
        finished_at TEXT NOT NULL,
        mode TEXT NOT NULL,              -- "computer" or "two players"
        level TEXT,                      -- the computer's strength, if any
        options TEXT NOT NULL,           -- JSON: the rule options that differ from the defaults
        game TEXT NOT NULL,              -- JSON: the partie format
        players TEXT NOT NULL,           -- JSON: the two names
        human INTEGER,                   -- the person's seat against the computer
        totals TEXT NOT NULL,            -- JSON: both totals
        winner INTEGER,                  -- seat, or NULL for a drawn partie
        rubicon INTEGER NOT NULL,
        points INTEGER NOT NULL,
        deals INTEGER NOT NULL,
        record TEXT NOT NULL             -- the game record
    );
    """,
    # 2: the tallies per partie, for the person's seat (or seat 0) and the other.
    """
    ALTER TABLE parties ADD COLUMN tallies TEXT NOT NULL DEFAULT '{}';
    """,
    # 3: whether the person took a hint or an undo in the partie (the parties kept before: not).
    """
    ALTER TABLE parties ADD COLUMN assisted INTEGER NOT NULL DEFAULT 0;
    """,
    # 4: parties left unfinished: which partie each finished one is (its ``partie_key``), the deals played in
    # a partie abandoned for another, and the abandoned parties.
    """
    ALTER TABLE parties ADD COLUMN partie TEXT NOT NULL DEFAULT '';
    CREATE TABLE deals (
        partie TEXT NOT NULL,            -- partie_key
        number INTEGER NOT NULL,         -- 1 for the partie's first deal
        scores TEXT NOT NULL,            -- JSON: both seats' points in the deal (doubled if it counts double)
        tallies TEXT NOT NULL,           -- JSON: pique, repique, capot, carte blanche per seat, as in parties
        PRIMARY KEY (partie, number)
    );
    CREATE TABLE abandoned (
        partie TEXT PRIMARY KEY,         -- partie_key
        abandoned_at TEXT NOT NULL,
        mode TEXT NOT NULL,
        level TEXT,
        players TEXT NOT NULL,           -- JSON: the two names
        human INTEGER                    -- the person's seat against the computer
    );
    """,
)


FILE_NAME = "statistics.sqlite3"


def path() -> Path:
    return data_dir() / FILE_NAME


class ForeignLayout(sqlite3.DatabaseError):
    """A database whose tables are not the ones its version promises (another program's, or changed by
    hand): the game neither migrates nor writes it."""


Layout = dict[str, tuple[str, ...]]
"""Each table's name and its columns' names, in order."""
_LAYOUTS: dict[int, Layout] = {}


def layout_of(connection: sqlite3.Connection) -> Layout:
    """The tables of a database (SQLite's own ``sqlite_*`` left out) and their columns."""
    names = [row[0] for row in connection.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'")]
    return {name: tuple(str(column[1]) for column in
                        connection.execute('PRAGMA table_info("{}")'.format(name.replace('"', '""'))))
            for name in names}


def promised_layout(version: int) -> Layout:
    """The tables the schema has at ``version`` (none at 0): the migrations up to it, run in memory."""
    if version not in _LAYOUTS:
        memory = sqlite3.connect(":memory:")
        try:
            for migration in MIGRATIONS[:version]:
                memory.executescript(migration)
            _LAYOUTS[version] = layout_of(memory)
        finally:
            memory.close()
    return _LAYOUTS[version]


def connect(where: Path | None = None) -> sqlite3.Connection:
    """Open (and bring up to date) the database; sqlite3.Error if it cannot be used (ForeignLayout if its
    tables are not those its version promises: such a file is left exactly as it is)."""
    connection = sqlite3.connect(str(where or path()), timeout=0.5)
    try:
        # A text value that is not UTF-8 is damage in one row, not a reason to refuse them all.
        connection.text_factory = lambda raw: raw.decode("utf-8", "replace")
        version = connection.execute("PRAGMA user_version").fetchone()[0]
        if version > len(MIGRATIONS):
            raise sqlite3.DatabaseError(f"the statistics come from a newer version ({version})")
        if layout_of(connection) != promised_layout(version):
            raise ForeignLayout(f"its tables are not those of the statistics' version {version}")
        for number in range(version, len(MIGRATIONS)):
            # The migration and its version number together, or neither (a half-migrated file would be foreign).
            connection.executescript(f"BEGIN; {MIGRATIONS[number]}; PRAGMA user_version = {number + 1}; COMMIT;")
    except BaseException:
        connection.close()
        raise
    return connection


def set_aside_foreign(where: Path | None = None) -> tuple[Path, str] | None:
    """At start-up: a statistics file the game cannot keep its figures in — a folder, or a database whose
    tables are not the ones its version promises — is moved aside whole (never changed, never deleted), and
    the next partie kept begins a fresh file in its place.  Returns (where it was kept, ``"not a file"`` or
    ``"foreign"``), or None if the file is the game's own (or not there, or unreadable: left as it is).
    OSError if it cannot be moved."""
    where = where or path()
    kept = set_aside_if_not_file(where)
    if kept is not None:
        return kept, "not a file"
    if not where.is_file():
        return None
    try:
        connection = sqlite3.connect(f"{where.resolve().as_uri()}?mode=ro", uri=True, timeout=0.5)
        try:
            version = connection.execute("PRAGMA user_version").fetchone()[0]
            foreign = version <= len(MIGRATIONS) and layout_of(connection) != promised_layout(version)
        finally:
            connection.close()
    except sqlite3.Error:
        return None  # damaged, locked or newer: refused when used, and left as it is
    if not foreign:
        return None
    kept = move_aside(where)
    for companion in ("-journal", "-wal"):  # a journal goes with its database, under the same new name
        beside = where.with_name(where.name + companion)
        if beside.is_file():
            os.replace(beside, kept.with_name(kept.name + companion))
    return kept, "foreign"


def partie_key(partie: Partie) -> str:
    """Which partie this is, from its players and its first deal's cards: the same all through the partie
    (and after a save and a resume), and different from one partie to the next."""
    if not partie.deals:
        return ""
    deal = partie.deals[0]
    return json.dumps([list(partie.players), deal.dealer, str(deal.dealt[0]), str(deal.dealt[1]), str(deal.talon)])


def tallies(partie: Partie, deals: Sequence[Deal] | None = None) -> dict[str, list[int]]:
    """Pique, repique, capot and carte blanche counts per seat over the partie (or over ``deals``)."""
    out = {"pique": [0, 0], "repique": [0, 0], "capot": [0, 0], "carte_blanche": [0, 0]}
    for deal in partie.deals if deals is None else deals:
        for seat in (0, 1):
            for key in out:
                if getattr(deal.scores[seat], key):
                    out[key][seat] += 1
    return out


def played_deals(partie: Partie) -> list[tuple[int, Deal, int]]:
    """The deals of a partie that were played to the end and count: (number, deal, multiplier)."""
    out, counted = [], 0
    for number, deal in enumerate(partie.deals, 1):
        if deal.is_over() and not deal.passed_out:
            out.append((number, deal, partie.multiplier(counted)))
            counted += 1
    return out


def abandon(partie: Partie, humans: Sequence[bool], level: str | None, where: Path | None = None) -> bool:
    """A partie in progress given up for another (its save overwritten): the deals it played to the end count
    in the statistics, and the partie counts apart, as abandoned, never in the win rates.  Once: a partie
    already kept (abandoned, or finished) is left as it is; a finished partie, or a partie of more than two,
    is not abandoned.  False if the database is locked or damaged (the game goes on).

    A partie left for later (autosaved, and offered at the next start) is not abandoned: nothing of it counts
    until it ends, or until another partie takes its place.
    """
    key = partie_key(partie)
    if partie.is_over() or partie.seats != 2 or not key:
        return True
    human = humans.index(True) if humans.count(True) == 1 else None
    try:
        connection = connect(where)
        try:
            with connection:
                if connection.execute("SELECT 1 FROM parties WHERE partie = ? UNION SELECT 1 FROM abandoned "
                                      "WHERE partie = ? LIMIT 1", (key, key)).fetchone():
                    return True
                for number, deal, multiplier in played_deals(partie):
                    connection.execute(
                        "INSERT OR REPLACE INTO deals (partie, number, scores, tallies) VALUES (?,?,?,?)",
                        (key, number, json.dumps([deal.scores[0].total * multiplier,
                                                  deal.scores[1].total * multiplier]),
                         json.dumps(tallies(partie, [deal]))))
                connection.execute(
                    "INSERT INTO abandoned (partie, abandoned_at, mode, level, players, human) VALUES (?,?,?,?,?,?)",
                    (key, time.strftime("%Y-%m-%d %H:%M:%S"), "computer" if human is not None else "two players",
                     level if human is not None else None, json.dumps(list(partie.players)), human))
        finally:
            connection.close()
    except sqlite3.Error:
        return False
    return True


def record(partie: Partie, humans: Sequence[bool], level: str | None, where: Path | None = None,
           assisted: bool = False) -> bool:
    """Keep a finished partie; False if the database is locked or damaged (the game goes on).
    ``assisted``: played with hints or undo, counted apart.

    A partie already kept (the same record) is not kept twice, so that a start-up which finds the
    save of a finished partie may keep it without counting it again.
    """
    standings = partie.standings()
    result = standings.result
    human = humans.index(True) if humans.count(True) == 1 else None
    text = json.dumps(to_record(partie))
    try:
        connection = connect(where)
        try:
            with connection:
                if connection.execute("SELECT 1 FROM parties WHERE record = ? LIMIT 1", (text,)).fetchone():
                    return True
                connection.execute(
                    "INSERT INTO parties (finished_at, mode, level, options, game, players, human, totals, winner,"
                    " rubicon, points, deals, record, tallies, assisted, partie)"
                    " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                    (time.strftime("%Y-%m-%d %H:%M:%S"), "computer" if human is not None else "two players",
                     level if human is not None else None, json.dumps(partie.rules.options()),
                     json.dumps(partie.game.record_fields()), json.dumps(list(partie.players)), human,
                     json.dumps(list(_final_totals(partie))), result.winner, int(result.rubicon), result.points,
                     len(partie.deals), text, json.dumps(tallies(partie)), int(assisted), partie_key(partie)))
        finally:
            connection.close()
    except sqlite3.Error:
        return False
    return True


def reset(where: Path | None = None) -> bool:
    """Forget every partie kept; False if the database is locked or damaged."""
    try:
        connection = connect(where)
        try:
            with connection:
                for table in ("parties", "deals", "abandoned"):
                    connection.execute(f"DELETE FROM {table}")
        finally:
            connection.close()
    except sqlite3.Error:
        return False
    return True


def _final_totals(partie: Partie) -> tuple[int, int]:
    standings = partie.standings()
    if isinstance(partie.game, Target) and standings.games:
        return standings.games[-1].totals
    return standings.totals


@dataclasses.dataclass
class LevelSummary:
    level: str
    parties: int
    won: int
    points: int
    """The person's net points against this level."""

    @property
    def win_rate(self) -> float:
        return self.won / self.parties if self.parties else 0.0


@dataclasses.dataclass
class Summary:
    levels: list[LevelSummary]
    """Per strength, the parties played without hints or undo."""
    parties: int
    deals: int
    points_per_deal: float
    """The person's average score per deal, against the computer."""
    tallies: dict[str, tuple[int, int]]
    """For the person and for the opponents: piques, repiques, capots, cartes blanches."""
    best: list[dict[str, Any]]
    worst: list[dict[str, Any]]
    timeline: list[tuple[str, int]]
    """(date, the person's signed points) for each partie, oldest first."""
    damaged: int = 0
    """Rows whose values make no sense (edited, or written by something else): skipped."""
    assisted: list[LevelSummary] = dataclasses.field(default_factory=list)
    """Per strength, the parties played with hints or undo, apart from ``levels``."""
    abandoned: int = 0
    """Parties against the computer left unfinished for another: apart from ``parties`` and the win rates,
    their deals counted in ``deals``, the points per deal and the tallies."""


@dataclasses.dataclass
class _Row:
    """One partie against the computer, its values checked."""

    finished: str
    level: str | None
    opponent: str
    human: int
    totals: tuple[int, int]
    winner: int | None
    points: int
    deals: int
    tallies: dict[str, tuple[int, int]]
    assisted: bool = False


def _whole(value: Any) -> bool:
    return type(value) is int


def _row(values: Sequence[Any]) -> _Row | None:
    """A row's values, or None if any of them is not what the schema says."""
    finished, level, players, human, totals, winner, points, deals, counts, assisted = values
    try:
        players, totals, counts = json.loads(players), json.loads(totals), json.loads(counts)
    except (TypeError, ValueError, RecursionError):
        return None
    pair = (isinstance(totals, list) and len(totals) == 2 and all(_whole(t) for t in totals))
    if not (isinstance(finished, str) and (level is None or isinstance(level, str)) and human in (0, 1)
            and _whole(human) and isinstance(players, list) and len(players) == 2
            and all(isinstance(p, str) for p in players) and pair
            and (winner is None or (_whole(winner) and winner in (0, 1))) and _whole(points) and _whole(deals)
            and deals >= 0 and isinstance(counts, dict) and assisted in (0, 1)):
        return None
    tally = _tally(counts, human)
    if tally is None:
        return None
    return _Row(finished, level, players[1 - human], human, (totals[human], totals[1 - human]), winner, points,
                deals, tally, bool(assisted))


def summary(where: Path | None = None) -> Summary:
    """The figures of the statistics window; sqlite3.Error if they cannot be read."""
    connection = connect(where)
    try:
        rows = connection.execute(
            "SELECT finished_at, level, players, human, totals, winner, points, deals, tallies, assisted FROM parties "
            "WHERE human IS NOT NULL ORDER BY id").fetchall()
        # The abandoned parties (never one that was finished after all), and their deals.
        unfinished = ("FROM abandoned WHERE human IS NOT NULL AND partie NOT IN (SELECT partie FROM parties)")
        abandoned = connection.execute(f"SELECT partie, human {unfinished}").fetchall()
        left = connection.execute(f"SELECT d.partie, d.scores, d.tallies FROM deals d WHERE d.partie IN "
                                  f"(SELECT partie {unfinished})").fetchall()
    finally:
        connection.close()
    levels: dict[str, LevelSummary] = {}
    helped: dict[str, LevelSummary] = {}
    tally = {"pique": [0, 0], "repique": [0, 0], "capot": [0, 0], "carte_blanche": [0, 0]}
    games: list[dict[str, Any]] = []
    deals, scored, damaged = 0, 0, 0
    for values in rows:
        row = _row(values)
        if row is None:
            damaged += 1
            continue
        signed = row.points if row.winner == row.human else (-row.points if row.winner is not None else 0)
        kind = helped if row.assisted else levels
        entry = kind.setdefault(row.level or "?", LevelSummary(row.level or "?", 0, 0, 0))
        entry.parties += 1
        entry.won += int(row.winner == row.human)
        entry.points += signed
        deals += row.deals
        scored += row.totals[0]
        for key, (mine, theirs) in row.tallies.items():
            if key in tally:
                tally[key][0] += mine
                tally[key][1] += theirs
        games.append({"date": row.finished, "level": row.level, "opponent": row.opponent,
                      "points": signed, "totals": row.totals})
    seats = {key: human for key, human in abandoned if human in (0, 1) and _whole(human)}
    damaged += len(abandoned) - len(seats)
    for key, scores, counts in left:
        deal = _deal(seats.get(key), scores, counts)
        if deal is None:
            damaged += 1
            continue
        deals += 1
        scored += deal[0]
        for name, (mine, theirs) in deal[1].items():
            if name in tally:
                tally[name][0] += mine
                tally[name][1] += theirs
    ranked = sorted(games, key=lambda g: g["points"])
    return Summary(sorted(levels.values(), key=lambda s: s.level), len(games), deals,
                   scored / deals if deals else 0.0, {k: (v[0], v[1]) for k, v in tally.items()},
                   list(reversed(ranked[-3:])), ranked[:3], [(g["date"], g["points"]) for g in games], damaged,
                   sorted(helped.values(), key=lambda s: s.level), len(seats))


def _deal(human: int | None, scores: Any, counts: Any) -> tuple[int, dict[str, tuple[int, int]]] | None:
    """One deal of an abandoned partie: the person's points and the tallies (theirs, the opponent's), or None
    if its values are not what the schema says."""
    try:
        scores, counts = json.loads(scores), json.loads(counts)
    except (TypeError, ValueError, RecursionError):
        return None
    if human is None or not (isinstance(scores, list) and len(scores) == 2 and all(_whole(s) for s in scores)
                             and isinstance(counts, dict)):
        return None
    tally = _tally(counts, human)
    return None if tally is None else (scores[human], tally)


def _tally(counts: dict[str, Any], human: int) -> dict[str, tuple[int, int]] | None:
    """Piques, repiques, capots … as kept (both seats' counts), the person's first; None if any is not a pair of
    whole numbers."""
    tally: dict[str, tuple[int, int]] = {}
    for key, both in counts.items():
        if not (isinstance(both, list) and len(both) == 2 and all(_whole(c) for c in both)):
            return None
        tally[key] = (both[human], both[1 - human])
    return tally
