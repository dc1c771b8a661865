"""The level table (issue 30): ``python -m piquet_gui.bench.levels [--deals N] [--games G ...] [--levels L ...]
[--seed S] [--write]``.

For every game and every level, ``--deals`` deals (100 by default) played by that level in seat 0 against
Club in every other seat (``bench.coach.one_deal``), seat 0's decisions judged by the coach with its default
samples (``coach.analysis``).  It prints, per game and level: the deals, the decisions judged per phase
(exchange, calls, play, auction, carte blanche), the **error rate** per phase (the mean cost of a judged
decision, in points of the deal), the overall rate (every judged decision together) and the share of judged
decisions marked "?!" or worse.  ``--write`` puts each row in ``coach/levels.py``'s ``LEVEL_TABLE`` as soon
as it is measured, keeping the rows of the games and levels not measured by this run.

The table as measured (see ``coach/levels.py``'s ``MEASURED``)::

    (to be filled in by the measuring run)
"""

from __future__ import annotations

import argparse
import datetime
import pprint
import time
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from ..ai.player import LEVELS
from ..coach import levels as table
from ..coach.analysis import analyse
from ..coach.levels import PHASES, error_rates, overall
from ..model.games import GAMES
from .coach import one_deal

TABLE_FILE = Path(table.__file__)
BEGIN, END = "# BEGIN LEVEL_TABLE\n", "# END LEVEL_TABLE\n"


def measure(game: str, level: str, deals: int, seed: int) -> dict[str, Any]:
    """A level's row of the table: ``deals`` deals of ``game``, seat 0's judged decisions."""
    judged = []
    for index in range(deals):
        partie = one_deal(level, seed * 100_000 + index, game)
        judged += analyse(partie, seat=0, seed=index)
    rates = error_rates(judged, 0)
    marked = [j for j in judged if j.skipped is None and j.cost is not None]
    return {"deals": deals, "seed": seed,
            "marked": round(sum(1 for j in marked if j.mark) / len(marked), 4) if marked else 0.0,
            "overall": round(overall(rates), 4),
            "phases": {p: (rates[p].decisions, round(rates[p].mean, 4)) for p in PHASES if p in rates}}


def header() -> str:
    phases = "".join(f"{p[:8]:>9} {'n':>5}" for p in PHASES)
    return f"{'game':<12} {'level':<9} {'deals':>5}{phases} {'overall':>8} {'marked':>7} {'s':>6}"


def line(game: str, level: str, row: dict[str, Any], seconds: float) -> str:
    cells = ""
    for phase in PHASES:
        n, mean = row["phases"].get(phase, (0, None))
        cells += f"{'-' if mean is None else f'{mean:.2f}':>9} {n:>5}"
    return (f"{game:<12} {level:<9} {row['deals']:>5}{cells} {row['overall']:>8.2f} {row['marked']:>7.1%} "
            f"{seconds:>6.0f}")


def write(found: dict[str, dict[str, dict[str, Any]]], command: str) -> None:
    """Rewrite ``LEVEL_TABLE`` (and ``MEASURED``) in ``coach/levels.py``, every game's levels in order."""
    ordered = {game: {level: found[game][level] for level in LEVELS if level in found[game]}
               for game in GAMES if game in found}
    text = TABLE_FILE.read_text(encoding="utf-8")
    start, stop = text.index(BEGIN) + len(BEGIN), text.index(END)
    when = datetime.date.today().isoformat()
    body = (f"MEASURED = {command!r} + \" (last written {when})\"\n"
            f"LEVEL_TABLE: dict[str, dict[str, dict[str, Any]]] = "
            f"{pprint.pformat(ordered, width=110, sort_dicts=False)}\n")
    TABLE_FILE.write_text(text[:start] + body + text[stop:], encoding="utf-8")


def main(argv: Iterable[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m piquet_gui.bench.levels", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--deals", type=int, default=100)
    p.add_argument("--games", nargs="+", default=list(GAMES), choices=GAMES)
    p.add_argument("--levels", nargs="+", default=list(LEVELS), choices=LEVELS)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--write", action="store_true", help="put each measured row in coach/levels.py")
    args = p.parse_args(None if argv is None else list(argv))
    command = f"python -m piquet_gui.bench.levels --deals {args.deals} --seed {args.seed} --write"
    found = {game: dict(rows) for game, rows in table.LEVEL_TABLE.items()}
    print(f"the error rate per phase (mean cost of a judged decision, points of the deal) of each level in seat 0 "
          f"against Club, {args.deals} deals each, seed {args.seed}", flush=True)
    print(header(), flush=True)
    for game in args.games:
        for level in args.levels:
            start = time.perf_counter()
            row = measure(game, level, args.deals, args.seed)
            print(line(game, level, row, time.perf_counter() - start), flush=True)
            if args.write:
                found.setdefault(game, {})[level] = row
                write(found, command)
    return 0


def rows_of(games: Sequence[str]) -> list[str]:
    """The table's lines as ``coach/levels.py`` holds it (for the docstring and the closing note)."""
    return [line(game, level, row, 0.0) for game in games for level, row in table.LEVEL_TABLE.get(game, {}).items()]


if __name__ == "__main__":
    raise SystemExit(main())
