"""Your level (issue 30): a person's error rate per phase, and the computer level it is closest to.

The **error rate** of a phase is the mean cost of a judged decision of it, in points of the deal (the coach's
measure, ``coach.analysis``: the best alternative's value less the choice's, from what the seat knew); a
decision skipped (forced, equivalent, not judged) does not count.  The phases: the exchange, the calls, the
play, the auction (where the coach judges it) and carte blanche.

:data:`LEVEL_TABLE` is the same measure taken on each computer level's own play: for every registered game
(``model.games``) and every level, ``deals`` deals played by that level in seat 0 against Club in every
other seat, seat 0's decisions judged by the coach with its default samples (``bench/levels.py``, which
rewrites the table; the command, the deals and the seed are in :data:`MEASURED`).

:func:`closest_level` compares a person's rates with each level's.  The distance to a level is the mean,
over the person's judged decisions, of the squared difference between the person's rate and the level's in
the decision's phase::

    distance(level) = sum_p n_p * (rate_p - level_p) ** 2 / sum_p n_p

(``n_p``: the person's judged decisions in phase ``p``; a phase the level's row has no decisions in is left
out).  Weighting by the person's decisions is what makes it fair to the person: a phase they decided often
tells most about them, and a rate measured over ``n`` decisions has a variance about ``1/n`` of one
decision's, so the weight is the inverse of the variance of the person's rate (a chi-square with equal
variance per decision).  The squared difference, not the absolute one, lets a large gap in one phase
outweigh small ones elsewhere.  With fewer than :data:`FEWEST` judged decisions there is no level (None):
a rate over so few decisions says too little.  Even above it, a level from a partie or two is a rough
indication: the exchange, the phase that tells the levels apart most, comes once a deal, and seat 0 of
Beginner's bench deals (seeds 900 on, Rubicon) came out Casual over one deal, Club over three, Beginner
from five (``tests/coach/test_levels.py``); over many parties it settles.

A game without measured rows of its own (none at present: every registered game was measured) takes those
of the nearest measured game with the same seats: the first of its seat count in the registry's order.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterable, Mapping
from typing import Any

from .analysis import Judged, totals

PHASES = ("exchange", "calls", "play", "auction", "carte blanche")
"""The phases a rate is given for, in the deal's order (``Judged.phase``)."""

FEWEST = 10
"""The fewest judged decisions a closest level is said for."""


@dataclasses.dataclass(frozen=True)
class Rate:
    """A phase's judged decisions, their summed cost and the mean cost a decision (the error rate)."""

    decisions: int
    cost: float
    mean: float


TABLE_FILE = "level_table.json"
"""The measured table, a resource written by ``python -m piquet_gui.bench.levels --write`` (not by hand)."""


def _read_table() -> tuple[str, dict[str, dict[str, dict[str, Any]]]]:
    """The command that measured the table, and the table (per game, per level): empty where the file cannot be
    read (no level is said then)."""
    from ..resources import resource_path

    try:
        data = json.loads(resource_path(TABLE_FILE).read_text(encoding="utf-8"))
        games = data["games"]
        table = {str(game): {str(level): {**row, "phases": {str(phase): (int(n), float(mean))
                                                              for phase, (n, mean) in row["phases"].items()}}
                             for level, row in levels.items()} for game, levels in games.items()}
        return str(data["measured"]), table
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return "", {}


MEASURED, LEVEL_TABLE = _read_table()
# LEVEL_TABLE: per game, per level, ``deals`` (the deals measured), ``marked`` (the share of judged decisions
# marked "?!" or worse) and ``phases``: per phase ``(decisions judged, mean cost)``.


def error_rates(judged: Iterable[Judged], seats: int | Iterable[int] | None = None) -> dict[str, Rate]:
    """The error rate per phase of the decisions of ``seats`` (a seat, a side's seats, or every seat if None)
    among ``judged``; a phase with no judged decision is left out."""
    wanted = None if seats is None else {seats} if isinstance(seats, int) else set(seats)
    figures = totals(j for j in judged if wanted is None or j.seat in wanted)
    return {phase: Rate(int(f["decisions"]), f["cost"], f["mean"]) for phase, f in figures.items()}


def overall(rates: Mapping[str, Rate]) -> float:
    """The mean cost of a judged decision, every phase together (0 with none)."""
    decisions = sum(r.decisions for r in rates.values())
    return sum(r.cost for r in rates.values()) / decisions if decisions else 0.0


def table_of(game: str) -> dict[str, dict[str, Any]]:
    """The measured rows of ``game`` (a record name or alias), or those of the first measured game with the
    same seats; empty if there are none."""
    from ..model.games import ALL_GAMES, find_game

    found = find_game(game)
    if found.name in LEVEL_TABLE:
        return LEVEL_TABLE[found.name]
    for other in ALL_GAMES:
        if other.seats == found.seats and other.name in LEVEL_TABLE:
            return LEVEL_TABLE[other.name]
    return {}


def level_rates(game: str, level: str) -> dict[str, Rate]:
    """A level's measured rates in ``game``, as :func:`error_rates` gives a person's."""
    row = table_of(game).get(level, {})
    return {phase: Rate(int(n), mean * n, mean) for phase, (n, mean) in row.get("phases", {}).items()}


def distance(rates: Mapping[str, Rate], row: Mapping[str, Any]) -> float | None:
    """The distance from a person's rates to a level's row (the module's docstring); None if no phase is shared."""
    phases = row.get("phases", {})
    shared = [p for p, r in rates.items() if r.decisions and phases.get(p, (0, 0.0))[0]]
    weight = sum(rates[p].decisions for p in shared)
    if not weight:
        return None
    return float(sum(rates[p].decisions * (rates[p].mean - float(phases[p][1])) ** 2 for p in shared)) / weight


def closest_level(game: str, rates: Mapping[str, Rate]) -> str | None:
    """The computer level whose measured rates in ``game`` are nearest to ``rates`` (weakest first on a tie);
    None with fewer than :data:`FEWEST` judged decisions or no measured level."""
    if sum(r.decisions for r in rates.values()) < FEWEST:
        return None
    best: tuple[float, str] | None = None
    for level, row in table_of(game).items():
        found = distance(rates, row)
        if found is not None and (best is None or found < best[0]):
            best = (found, level)
    return None if best is None else best[1]
