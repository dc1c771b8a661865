"""The person's parties judged by the coach, and his mistakes to set again, in the statistics' database.

The parties are those the statistics keep (``storage.statistics``) that a person played against the computer (its
``human`` seat); the coach looks through them newest first (``coach.training.search``) and keeps, for each, the
person's error rate by phase (the table ``judged``: his level over time) and his marked decisions (``mistakes``:
where each stands in the partie, never its cards). A mistake answered well is ``solved`` and does not come back.
His tries at the collection's problems are kept too (``problems``).

As for the statistics, nothing here may stop a game: a locked, damaged or foreign database makes every function
give nothing (or False), and is left as it is.
"""

from __future__ import annotations

import dataclasses
import json
import sqlite3
import time
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from ..coach.analysis import Judged, totals
from ..coach.training import Mistake, mistakes
from .statistics import connect


@dataclasses.dataclass(frozen=True)
class KeptPartie:
    """A partie of the statistics a person played against the computer."""

    id: int
    name: str
    """Its game's record name."""
    finished_at: str
    seat: int
    """The person's seat."""
    record: Any
    """Its game record (parsed JSON)."""


@dataclasses.dataclass(frozen=True)
class KeptMistake:
    """A mistake kept, with the partie it was made in."""

    id: int
    partie: KeptPartie
    mistake: Mistake
    tries: int


@dataclasses.dataclass(frozen=True)
class JudgedPartie:
    """A partie looked through: when it was played, and the person's judged decisions by phase."""

    partie: int
    name: str
    finished_at: str
    rates: dict[str, dict[str, float]]
    """By phase: {"decisions": n, "cost": points} (``coach.analysis.totals``)."""


def _rows(where: Path | None, query: str, parameters: Sequence[Any] = ()) -> list[Any]:
    """The rows of a query; none if the database cannot be read."""
    try:
        connection = connect(where)
        try:
            return connection.execute(query, parameters).fetchall()
        finally:
            connection.close()
    except sqlite3.Error:
        return []


def _change(where: Path | None, *statements: tuple[str, Sequence[Any]]) -> bool:
    """Run ``statements`` together (each a query and its rows of parameters, several rows for an
    ``executemany``: a list of tuples), or none of them; False if the database cannot be written."""
    try:
        connection = connect(where)
        try:
            with connection:
                for query, parameters in statements:
                    if isinstance(parameters, list):
                        connection.executemany(query, parameters)
                    else:
                        connection.execute(query, parameters)
        finally:
            connection.close()
    except sqlite3.Error:
        return False
    return True


def _kept(row: Sequence[Any]) -> KeptPartie | None:
    try:
        return KeptPartie(int(row[0]), str(row[1]), str(row[2]), int(row[3]), json.loads(row[4]))
    except (TypeError, ValueError):
        return None  # a row of junk: skipped, as the statistics skip it


def unjudged(where: Path | None = None, limit: int | None = None, game: str | None = None) -> list[KeptPartie]:
    """The person's parties against the computer not yet looked through, newest first."""
    query = ("SELECT id, name, finished_at, human, record FROM parties WHERE human IS NOT NULL AND mode = 'computer'"
             " AND id NOT IN (SELECT partie FROM judged)" + (" AND name = ?" if game else "") + " ORDER BY id DESC")
    rows = _rows(where, query + (f" LIMIT {int(limit)}" if limit else ""), (game,) if game else ())
    return [kept for kept in map(_kept, rows) if kept is not None]


def keep_judged(partie: KeptPartie, judged: Iterable[Judged], where: Path | None = None) -> bool:
    """Keep what the coach found in a partie: the person's rates by phase and his mistakes; False if the database
    cannot be written (nothing is kept then)."""
    judged = [j for j in judged if j.seat == partie.seat]
    rates = {phase: {"decisions": int(f["decisions"]), "cost": round(f["cost"], 3)}
             for phase, f in totals(judged).items()}
    return _change(where, ("INSERT OR REPLACE INTO judged (partie, judged_at, seat, rates) VALUES (?,?,?,?)",
                           (partie.id, time.strftime("%Y-%m-%d %H:%M:%S"), partie.seat, json.dumps(rates))),
                   _mistakes_kept(partie, judged))


def _mistakes_kept(partie: KeptPartie, judged: Iterable[Judged]) -> tuple[str, list[tuple[Any, ...]]]:
    return ("INSERT OR IGNORE INTO mistakes (partie, step, seat, deal, phase, cost, chance) VALUES (?,?,?,?,?,?,?)",
            [(partie.id, m.step, m.seat, m.deal, m.phase, m.cost, m.chance)
             for m in mistakes(j for j in judged if j.seat == partie.seat)])


def keep_mistakes(partie: KeptPartie, judged: Iterable[Judged], where: Path | None = None) -> bool:
    """Keep the person's mistakes found so far in a partie still being looked through (it is not judged until
    :func:`keep_judged`); False if the database cannot be written."""
    return _change(where, _mistakes_kept(partie, judged))


def due(where: Path | None = None, game: str | None = None) -> list[KeptMistake]:
    """The mistakes not yet answered well, the costliest first (those tried least first among equals)."""
    query = ("SELECT m.id, p.id, p.name, p.finished_at, p.human, p.record, m.step, m.seat, m.deal, m.phase, m.cost,"
             " m.chance, m.tries FROM mistakes m JOIN parties p ON p.id = m.partie WHERE m.solved = 0"
             + (" AND p.name = ?" if game else "") + " ORDER BY m.tries, m.cost DESC, m.id")
    out = []
    for row in _rows(where, query, (game,) if game else ()):
        partie = _kept(row[1:6])
        try:
            mistake = Mistake(int(row[6]), int(row[7]), int(row[8]), str(row[9]), float(row[10]),
                              None if row[11] is None else float(row[11]))
            tries = int(row[12])
        except (TypeError, ValueError):
            continue
        if partie is not None:
            out.append(KeptMistake(int(row[0]), partie, mistake, tries))
    return out


def answered(mistake: int, well: bool, where: Path | None = None) -> bool:
    """A try at a mistake: answered well, it is solved and does not come back.  False if it cannot be kept."""
    return _change(where, ("UPDATE mistakes SET tries = tries + 1, solved = MAX(solved, ?) WHERE id = ?",
                           (int(well), mistake)))


def problem_tries(where: Path | None = None) -> dict[str, tuple[int, bool]]:
    """The problems tried: their tries, and whether each was solved."""
    out = {}
    for key, tries, solved in _rows(where, "SELECT id, tries, solved FROM problems"):
        try:
            out[str(key)] = (int(tries), bool(solved))
        except (TypeError, ValueError):
            continue
    return out


def problem_answered(problem: str, well: bool, where: Path | None = None) -> bool:
    """A try at a problem (solved once answered well); False if it cannot be kept."""
    return _change(where, ("INSERT OR IGNORE INTO problems (id) VALUES (?)", (problem,)),
                   ("UPDATE problems SET tries = tries + 1, solved = MAX(solved, ?) WHERE id = ?", (int(well), problem)))


def judged_parties(where: Path | None = None) -> list[JudgedPartie]:
    """Every partie looked through, oldest first (the person's level over time)."""
    out = []
    for partie, name, finished_at, rates in _rows(where, "SELECT j.partie, p.name, p.finished_at, j.rates FROM "
                                                         "judged j JOIN parties p ON p.id = j.partie ORDER BY p.id"):
        try:
            parsed = json.loads(rates)
            figures = {str(phase): {"decisions": float(f["decisions"]), "cost": float(f["cost"])}
                       for phase, f in parsed.items()}
        except (TypeError, ValueError, KeyError, AttributeError):
            continue
        out.append(JudgedPartie(int(partie), str(name), str(finished_at), figures))
    return out
