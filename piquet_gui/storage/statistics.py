"""Every finished partie of every game, kept in SQLite for the statistics window.

Any game is kept through the one contract (``model.any_partie``): its name, its seats and sides, its record, and
its score sheet (``model.score_sheet``), whose settlement says who won and by how much and whose rows give
each deal's points, multiplied.  A partie of three or four is kept like one of two; "won" is the person's
side (partners share one).

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
from typing import Any, cast

from ..model import game_records
from ..model.cards import Card, mask_of
from ..model.events import DealEnded
from ..model.any_partie import AnyPartie
from ..model.games import GAMES
from ..model.score_sheet import Row, RubiconSettlement, ScoreSheet, Settlement, StakesSettlement
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
        players TEXT NOT NULL,           -- JSON: the names, by seat
        human INTEGER,                   -- the person's seat against the computer
        totals TEXT NOT NULL,            -- JSON: the final totals, by side
        winner INTEGER,                  -- side, or NULL for a drawn partie
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
        scores TEXT NOT NULL,            -- JSON: each side's points in the deal, multiplied (null: out of it)
        tallies TEXT NOT NULL,           -- JSON: pique, repique, capot, carte blanche per side, as in parties
        PRIMARY KEY (partie, number)
    );
    CREATE TABLE abandoned (
        partie TEXT PRIMARY KEY,         -- partie_key
        abandoned_at TEXT NOT NULL,
        mode TEXT NOT NULL,
        level TEXT,
        players TEXT NOT NULL,           -- JSON: the names, by seat
        human INTEGER                    -- the person's seat against the computer
    );
    """,
    # 5: every game, not only two-handed Rubicon piquet.  Each partie's game (its record name) and its sides (a
    # seat's side, partners sharing one); its outcome by side (a column of its score sheet): the sides that won,
    # what each gains (+) or pays (-), the points each made in the deals it played and how many it played, and
    # whether those gains are points or stakes.  ``totals`` and ``tallies`` are by side from now on (a side was
    # a seat before), and ``mode`` is "players" for a partie among people ("two players" before).  The rows kept
    # before, all two-handed, are filled in from their own columns, so that their figures do not change
    # (COALESCE: a value of junk stays junk, and is skipped when read, as before).
    """
    ALTER TABLE parties ADD COLUMN name TEXT NOT NULL DEFAULT 'rubicon';
    ALTER TABLE parties ADD COLUMN sides TEXT NOT NULL DEFAULT '[0, 1]';
    ALTER TABLE parties ADD COLUMN winners TEXT NOT NULL DEFAULT '[]';
    ALTER TABLE parties ADD COLUMN payments TEXT NOT NULL DEFAULT '[0, 0]';
    ALTER TABLE parties ADD COLUMN scored TEXT NOT NULL DEFAULT '[0, 0]';
    ALTER TABLE parties ADD COLUMN played TEXT NOT NULL DEFAULT '[0, 0]';
    ALTER TABLE parties ADD COLUMN unit TEXT NOT NULL DEFAULT 'points';
    UPDATE parties SET
        name = CASE WHEN game LIKE '%"au-cent"%' THEN 'au-cent' WHEN game LIKE '%"auction"%' THEN 'auction'
                    ELSE 'rubicon' END,
        winners = COALESCE('[' || winner || ']', '[]'),
        payments = COALESCE(CASE winner WHEN 0 THEN '[' || points || ', ' || (0 - points) || ']'
                                        WHEN 1 THEN '[' || (0 - points) || ', ' || points || ']'
                                        ELSE '[0, 0]' END, ''),
        scored = COALESCE(totals, ''),
        played = COALESCE('[' || deals || ', ' || deals || ']', '');
    ALTER TABLE abandoned ADD COLUMN name TEXT NOT NULL DEFAULT 'rubicon';
    ALTER TABLE abandoned ADD COLUMN sides TEXT NOT NULL DEFAULT '[0, 1]';
    """,
    # 6: the coach's judgement of the person's parties (``storage.training``): each partie looked through, with
    # the person's error rate by phase, and the marked decisions (his mistakes) to set again in *Train on my
    # mistakes*, until answered well; and his tries at the collection's problems.
    """
    CREATE TABLE judged (
        partie INTEGER PRIMARY KEY,      -- parties.id
        judged_at TEXT NOT NULL,
        seat INTEGER NOT NULL,           -- the person's seat, whose decisions were judged
        rates TEXT NOT NULL              -- JSON: by phase, {"decisions": n, "cost": points}
    );
    CREATE TABLE mistakes (
        id INTEGER PRIMARY KEY,
        partie INTEGER NOT NULL,         -- parties.id
        step INTEGER NOT NULL,           -- the partie's actions taken before it
        seat INTEGER NOT NULL,
        deal INTEGER NOT NULL,
        phase TEXT NOT NULL,
        cost REAL NOT NULL,              -- points of the deal given up, as judged first
        chance REAL,                     -- the drop in the chance of winning the partie, where worked out
        tries INTEGER NOT NULL DEFAULT 0,
        solved INTEGER NOT NULL DEFAULT 0,
        UNIQUE (partie, step)
    );
    CREATE TABLE problems (
        id TEXT PRIMARY KEY,             -- the problem's id in the collection (``coach.problems``)
        tries INTEGER NOT NULL DEFAULT 0,
        solved INTEGER NOT NULL DEFAULT 0
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


TALLIES = ("pique", "repique", "capot", "carte_blanche")
"""What is counted deal by deal for each side, in every game: the deals with a pique, a repique, a capot, a
carte blanche."""


def _record(partie: AnyPartie) -> dict[str, Any]:
    """The partie's game record, whatever its game (``model.game_records``)."""
    return game_records.to_record(cast(Any, partie))


def partie_key(partie: AnyPartie) -> str:
    """Which partie this is, from its players and its first deal's cards: the same all through the partie
    (and after a save and a resume), and different from one partie to the next.  A two-handed partie's key
    is the one kept before version 5 (two hands as card masks, the talon as card indices)."""
    if not partie.deals:
        return ""
    return _key(_record(partie))


def _key(data: dict[str, Any]) -> str:
    first = data["deals"][0]
    hands = [str(mask_of(Card.parse(card) for card in hand)) for hand in first["hands"]]
    talon = str(tuple(Card.parse(card).index for card in first["talon"]))
    return json.dumps([list(data["players"]), first["dealer"], *hands, talon])


def _deals_ended(partie: AnyPartie) -> list[DealEnded]:
    return [event for event in partie.events() if isinstance(event, DealEnded)]


def deal_tallies(partie: AnyPartie) -> list[dict[str, list[int]]]:
    """For each deal played to the end (passed-out deals too), in order: whether each side had a pique, a
    repique, a capot, a carte blanche (1 or 0 per side)."""
    return [{key: [int(bool(getattr(score, key))) for score in ended.scores] for key in TALLIES}
            for ended in _deals_ended(partie)]


def tallies(partie: AnyPartie) -> dict[str, list[int]]:
    """Pique, repique, capot and carte blanche counts per side over the partie's deals played to the end."""
    out = {key: [0] * len(partie.score_sheet().columns) for key in TALLIES}
    for deal in deal_tallies(partie):
        for key, counts in deal.items():
            out[key] = [mine + more for mine, more in zip(out[key], counts)]
    return out


def _ended_rows(sheet: ScoreSheet) -> list[tuple[int, Row]]:
    """The sheet's deals played to the end, passed-out deals too: (number from 1 in the order dealt, row)."""
    return [(number, row) for number, row in enumerate(sheet.rows, 1) if not row.in_progress]


def _made(row: Row) -> list[int | None]:
    """What each side made in a deal, multiplied; None for a side out of it (three-handed piquet)."""
    return [None if points is None else row.made(column) for column, points in enumerate(row.points)]


def _winners(settlement: Settlement) -> list[int]:
    """The sides that won: the settlement's winner; in three-handed piquet each side the last pays."""
    if isinstance(settlement, StakesSettlement):
        return [column for column in range(len(settlement.payments)) if column != settlement.loser]
    return [] if settlement.winner is None else [settlement.winner]


def _person(humans: Sequence[bool]) -> int | None:
    """The person's seat against the computer: the only seat a person holds (None for several, or none)."""
    return humans.index(True) if humans.count(True) == 1 else None


def _mode(human: int | None) -> str:
    return "computer" if human is not None else "players"


def abandon(partie: AnyPartie, humans: Sequence[bool], level: str | None, where: Path | None = None) -> bool:
    """A partie in progress given up for another (its save overwritten): the deals it played to the end count
    in the statistics, and the partie counts apart, as abandoned, never in the win rates.  Once: a partie
    already kept (abandoned, or finished) is left as it is; a finished partie is not abandoned.  Any game,
    of two, three or four.  False if the database is locked or damaged (the game goes on).

    A partie left for later (autosaved, and offered at the next start) is not abandoned: nothing of it counts
    until it ends, or until another partie takes its place.
    """
    key = partie_key(partie)
    if partie.is_over() or not key:
        return True
    human = _person(humans)
    rows = _ended_rows(partie.score_sheet())
    counts = deal_tallies(partie)
    try:
        connection = connect(where)
        try:
            with connection:
                if connection.execute("SELECT 1 FROM parties WHERE partie = ? UNION SELECT 1 FROM abandoned "
                                      "WHERE partie = ? LIMIT 1", (key, key)).fetchone():
                    return True
                for (number, row), tally in zip(rows, counts):
                    if row.passed_out:
                        continue
                    connection.execute(
                        "INSERT OR REPLACE INTO deals (partie, number, scores, tallies) VALUES (?,?,?,?)",
                        (key, number, json.dumps(_made(row)), json.dumps(tally)))
                connection.execute(
                    "INSERT INTO abandoned (partie, abandoned_at, mode, level, players, human, name, sides)"
                    " VALUES (?,?,?,?,?,?,?,?)",
                    (key, time.strftime("%Y-%m-%d %H:%M:%S"), _mode(human), level if human is not None else None,
                     json.dumps(list(partie.players)), human, partie.name, json.dumps(list(partie.sides))))
        finally:
            connection.close()
    except sqlite3.Error:
        return False
    return True


def record(partie: AnyPartie, humans: Sequence[bool], level: str | None, where: Path | None = None,
           assisted: bool = False) -> bool:
    """Keep a finished partie of any game; False if the database is locked or damaged (the game goes on).
    ``humans``: whether a person holds each seat; ``assisted``: played with hints or undo, counted apart.
    A partie not over has nothing to keep yet (True).

    A partie already kept (the same record) is not kept twice, so that a start-up which finds the
    save of a finished partie may keep it without counting it again.
    """
    sheet = partie.score_sheet()
    settlement = sheet.settlement
    if settlement is None:
        return True
    human = _person(humans)
    data = _record(partie)
    text = json.dumps(data)
    columns = range(len(sheet.columns))
    made = [_made(row) for _, row in _ended_rows(sheet) if not row.passed_out]
    played = [[points for points in (deal[column] for deal in made) if points is not None] for column in columns]
    rubiconed = isinstance(settlement, RubiconSettlement) and settlement.rubiconed
    try:
        connection = connect(where)
        try:
            with connection:
                if connection.execute("SELECT 1 FROM parties WHERE record = ? LIMIT 1", (text,)).fetchone():
                    return True
                connection.execute(
                    "INSERT INTO parties (finished_at, mode, level, options, game, players, human, totals, winner,"
                    " rubicon, points, deals, record, tallies, assisted, partie, name, sides, winners, payments,"
                    " scored, played, unit) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                    (time.strftime("%Y-%m-%d %H:%M:%S"), _mode(human), level if human is not None else None,
                     json.dumps(data.get("options", {})),
                     json.dumps({key: data[key] for key in ("game", "target", "match") if key in data}),
                     json.dumps(list(partie.players)), human, json.dumps(list(sheet.totals)), settlement.winner,
                     int(rubiconed), settlement.points, len(sheet.rows), text, json.dumps(tallies(partie)),
                     int(assisted), _key(data), partie.name, json.dumps(list(partie.sides)),
                     json.dumps(_winners(settlement)), json.dumps(list(settlement.payments)),
                     json.dumps([sum(points) for points in played]), json.dumps([len(points) for points in played]),
                     "stakes" if isinstance(settlement, StakesSettlement) else "points"))
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
                for table in ("parties", "deals", "abandoned", "judged", "mistakes", "problems"):
                    connection.execute(f"DELETE FROM {table}")
        finally:
            connection.close()
    except sqlite3.Error:
        return False
    return True


@dataclasses.dataclass
class LevelSummary:
    level: str
    parties: int
    won: int
    points: int
    """The person's net points (or stakes) against this level."""

    @property
    def win_rate(self) -> float:
        return self.won / self.parties if self.parties else 0.0


@dataclasses.dataclass
class GameSummary:
    """The person's figures against the computer in one game."""

    game: str
    """The game's record name (one of ``model.games.GAMES``)."""
    levels: list[LevelSummary]
    """Per strength, the parties played without hints or undo."""
    parties: int
    deals: int
    """The deals the person played to the end (a three-handed player's deals once out are not his)."""
    points_per_deal: float
    """The person's (his side's) average score per deal, multiplied."""
    tallies: dict[str, tuple[int, int]]
    """For the person (his side) and for the opponents: piques, repiques, capots, cartes blanches."""
    best: list[dict[str, Any]]
    """The three best parties: ``date``, ``level``, ``opponents`` and ``partners`` (names), ``points`` (the
    person's gain, signed) and ``totals`` (the final totals, the person's side first)."""
    worst: list[dict[str, Any]]
    timeline: list[tuple[str, int]]
    """(date, the person's signed points) for each partie, oldest first."""
    assisted: list[LevelSummary] = dataclasses.field(default_factory=list)
    """Per strength, the parties played with hints or undo, apart from ``levels``."""
    abandoned: int = 0
    """Parties left unfinished for another: apart from ``parties`` and the win rates, their deals counted in
    ``deals``, the points per deal and the tallies."""
    unit: str = "points"
    """What the net results count: ``points``, or ``stakes`` (three-handed piquet: the last pays each winner)."""
    partners: bool = False
    """The person played with a partner: the points and the tallies are his side's."""


@dataclasses.dataclass
class Summary:
    games: list[GameSummary]
    """Each game with a partie kept (finished or abandoned), in the order of ``model.games.GAMES``."""
    damaged: int = 0
    """Rows whose values make no sense (edited, or written by something else): skipped."""

    def game(self, name: str) -> GameSummary | None:
        return next((figures for figures in self.games if figures.game == name), None)

    @property
    def parties(self) -> int:
        """Finished parties against the computer, every game."""
        return sum(figures.parties for figures in self.games)

    @property
    def abandoned(self) -> int:
        return sum(figures.abandoned for figures in self.games)

    @property
    def deals(self) -> int:
        return sum(figures.deals for figures in self.games)


@dataclasses.dataclass
class _Side:
    """Who the person is in a partie, its values checked: his seat and his side among the sides."""

    human: int
    column: int
    columns: int
    sides: list[int]

    def first(self, values: list[int]) -> tuple[int, ...]:
        """Values by side, the person's first."""
        return (values[self.column], *(value for c, value in enumerate(values) if c != self.column))

    def tally(self, counts: Any) -> dict[str, tuple[int, int]] | None:
        """Piques, repiques, capots … as kept (every side's counts): the person's side's and the others' together;
        None if any is not a whole number per side."""
        if not isinstance(counts, dict):
            return None
        tally: dict[str, tuple[int, int]] = {}
        for key, each in counts.items():
            if not _numbers(each, self.columns):
                return None
            tally[key] = (each[self.column], sum(each) - each[self.column])
        return tally


@dataclasses.dataclass
class _Row:
    """One partie against the computer, its values checked."""

    game: str
    finished: str
    level: str | None
    opponents: list[str]
    partners: list[str]
    totals: tuple[int, ...]
    won: bool
    points: int
    scored: int
    deals: int
    tallies: dict[str, tuple[int, int]]
    assisted: bool
    unit: str


def _whole(value: Any) -> bool:
    return type(value) is int


def _numbers(value: Any, count: int) -> bool:
    return isinstance(value, list) and len(value) == count and all(_whole(v) for v in value)


def _loads(*texts: Any) -> list[Any] | None:
    try:
        return [json.loads(text) for text in texts]
    except (TypeError, ValueError, RecursionError):
        return None


def _side(human: Any, sides: Any, players: int) -> _Side | None:
    """The person's side, or None if the seat or the sides are not what the schema says."""
    if not (_numbers(sides, players) and _whole(human) and 0 <= human < players):
        return None
    columns = max(sides) + 1
    if set(sides) != set(range(columns)) or columns < 2:
        return None
    return _Side(human, sides[human], columns, sides)


def _row(values: Sequence[Any]) -> _Row | None:
    """A row's values, or None if any of them is not what the schema says."""
    (finished, level, game, players, sides, human, totals, winners, payments, scored, played, unit, counts,
     assisted) = values
    loaded = _loads(players, sides, totals, winners, payments, scored, played, counts)
    if loaded is None:
        return None
    players, sides, totals, winners, payments, scored, played, counts = loaded
    if not (isinstance(players, list) and 2 <= len(players) <= 4 and all(isinstance(p, str) for p in players)):
        return None
    side = _side(human, sides, len(players))
    if side is None:
        return None
    n = side.columns
    if not (isinstance(finished, str) and (level is None or isinstance(level, str)) and game in GAMES
            and _numbers(totals, n) and _numbers(payments, n) and _numbers(scored, n) and _numbers(played, n)
            and all(p >= 0 for p in played) and isinstance(winners, list)
            and all(_whole(w) and 0 <= w < n for w in winners) and unit in ("points", "stakes")
            and assisted in (0, 1)):
        return None
    tally = side.tally(counts)
    if tally is None:
        return None
    mine = side.column
    return _Row(game, finished, level, [p for s, p in zip(sides, players) if s != mine],
                [p for seat, (s, p) in enumerate(zip(sides, players)) if s == mine and seat != side.human],
                side.first(totals), mine in winners, payments[mine], scored[mine], played[mine], tally,
                bool(assisted), unit)


class _Figures:
    """One game's figures, added up row by row."""

    def __init__(self, game: str) -> None:
        self.game = game
        self.levels: dict[str, LevelSummary] = {}
        self.helped: dict[str, LevelSummary] = {}
        self.tally = {key: [0, 0] for key in TALLIES}
        self.parties: list[dict[str, Any]] = []
        self.deals = self.scored = self.abandoned = 0
        self.unit = "points"
        self.partners = False

    def count(self, tally: dict[str, tuple[int, int]]) -> None:
        for key, (mine, theirs) in tally.items():
            if key in self.tally:
                self.tally[key][0] += mine
                self.tally[key][1] += theirs

    def add(self, row: _Row) -> None:
        kind = self.helped if row.assisted else self.levels
        entry = kind.setdefault(row.level or "?", LevelSummary(row.level or "?", 0, 0, 0))
        entry.parties += 1
        entry.won += int(row.won)
        entry.points += row.points
        self.deals += row.deals
        self.scored += row.scored
        self.count(row.tallies)
        self.unit = row.unit
        self.partners = self.partners or bool(row.partners)
        self.parties.append({"date": row.finished, "level": row.level, "opponents": row.opponents,
                             "partners": row.partners, "points": row.points, "totals": row.totals})

    def summary(self) -> GameSummary:
        ranked = sorted(self.parties, key=lambda g: g["points"])
        return GameSummary(self.game, sorted(self.levels.values(), key=lambda s: s.level), len(self.parties),
                           self.deals, self.scored / self.deals if self.deals else 0.0,
                           {k: (v[0], v[1]) for k, v in self.tally.items()}, list(reversed(ranked[-3:])),
                           ranked[:3], [(g["date"], g["points"]) for g in self.parties],
                           sorted(self.helped.values(), key=lambda s: s.level), self.abandoned, self.unit,
                           self.partners)


def summary(where: Path | None = None) -> Summary:
    """The figures of the statistics window, per game; sqlite3.Error if they cannot be read."""
    connection = connect(where)
    try:
        rows = connection.execute(
            "SELECT finished_at, level, name, players, sides, human, totals, winners, payments, scored, played, unit,"
            " tallies, assisted FROM parties WHERE human IS NOT NULL ORDER BY id").fetchall()
        # The abandoned parties (never one that was finished after all), and their deals.
        unfinished = ("FROM abandoned WHERE human IS NOT NULL AND partie NOT IN (SELECT partie FROM parties)")
        abandoned = connection.execute(f"SELECT partie, human, name, players, sides {unfinished}").fetchall()
        left = connection.execute(f"SELECT d.partie, d.scores, d.tallies FROM deals d WHERE d.partie IN "
                                  f"(SELECT partie {unfinished})").fetchall()
    finally:
        connection.close()
    games: dict[str, _Figures] = {}
    damaged = 0
    for values in rows:
        row = _row(values)
        if row is None:
            damaged += 1
            continue
        games.setdefault(row.game, _Figures(row.game)).add(row)
    seats: dict[str, tuple[_Side, _Figures]] = {}
    for key, human, game, players, sides in abandoned:
        loaded = _loads(players, sides)
        side = _side(human, loaded[1], len(loaded[0])) if loaded and isinstance(loaded[0], list) else None
        if side is None or game not in GAMES:
            damaged += 1
            continue
        figures = games.setdefault(game, _Figures(game))
        figures.abandoned += 1
        figures.partners = figures.partners or side.sides.count(side.column) > 1
        seats[key] = (side, figures)
    for key, scores, counts in left:
        found = seats.get(key)
        deal = None if found is None else _deal(found[0], scores, counts)
        if found is None or deal is None:
            damaged += 1
            continue
        points, tally = deal
        found[1].count(tally)
        if points is not None:  # else a deal the person was out of (three-handed piquet): not his
            found[1].deals += 1
            found[1].scored += points
    return Summary([games[name].summary() for name in GAMES if name in games], damaged)


def _deal(side: _Side, scores: Any, counts: Any) -> tuple[int | None, dict[str, tuple[int, int]]] | None:
    """One deal of an abandoned partie: the person's side's points (None: out of it) and the tallies (his
    side's, the others'), or None if its values are not what the schema says."""
    loaded = _loads(scores, counts)
    if loaded is None:
        return None
    scores, counts = loaded
    if not (isinstance(scores, list) and len(scores) == side.columns
            and all(s is None or _whole(s) for s in scores)):
        return None
    tally = side.tally(counts)
    return None if tally is None else (scores[side.column], tally)
