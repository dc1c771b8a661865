"""The level table (issue 30): ``python -m piquet_gui.bench.levels [--deals N] [--games G ...] [--levels L ...]
[--seed S] [--write]``.

For every game and every level, ``--deals`` deals (100 by default) played by that level in seat 0 against
Club in every other seat (``bench.coach.one_deal``), seat 0's decisions judged by the coach with its default
samples (``coach.analysis``).  It prints, per game and level: the deals, the decisions judged per phase
(exchange, calls, play, auction, carte blanche), the **error rate** per phase (the mean cost of a judged
decision, in points of the deal), the overall rate (every judged decision together) and the share of judged
decisions marked "?!" or worse.  ``--write`` puts each row in the table ``coach.levels`` reads
(``resources/level_table.json``) as soon as it is measured, keeping the rows of the games and levels not
measured by this run.

Measured on this machine (2 cores shared with other work), ``--deals 100 --seed 1 --write``, every game and
level, 2026-11-28 (``s``: the seconds the 100 deals took, played and judged; ``n``: the decisions judged)::

    game         level     deals exchange     n    calls     n     play     n  auction     n carte bl     n  overall  marked      s
    rubicon      beginner    100     9.52   100     0.00   143     1.16   593        -     0        -     0     1.96   23.3%     29
    rubicon      master      100     0.21   100     0.00   193     0.10   622        -     0        -     0     0.09    2.1%     56
    rubicon      club        100     1.16   100     0.00   178     0.72   600        -     0        -     0     0.62   12.5%     35
    rubicon      casual      100     4.46   100     0.00   178     0.68   600        -     0        -     0     0.97   16.2%     50
    rubicon      expert      100     0.26   100     0.00   181     0.34   586        -     0        -     0     0.26    5.2%     52
    au-cent      beginner    100     9.52   100     0.00   141     1.17   582        -     0        -     0     1.99   23.4%     70
    au-cent      master      100     0.21   100     0.00   191     0.10   613        -     0        -     0     0.09    2.1%     87
    au-cent      club        100     1.16   100     0.00   178     0.73   583        -     0        -     0     0.63   12.4%     52
    au-cent      casual      100     4.46   100     0.00   176     0.68   592        -     0        -     0     0.98   16.2%     56
    au-cent      expert      100     0.26   100     0.00   181     0.35   578        -     0        -     0     0.26    5.2%     84
    auction      beginner    100    12.75    85     0.00   119     3.62   477    16.16   109        -     0     5.79   39.1%     64
    auction      casual      100     7.41    85     0.00   145     2.69   470    16.16   109        -     0     4.52   33.8%     54
    auction      club        100    16.14    79     0.00   141     7.71   463     0.69   171        -     0     5.81   27.8%     95
    auction      expert      100    15.63    79     0.00   150     1.25   535     0.69   171        -     0     2.16   12.8%     99
    auction      master      100     1.00    79     0.00   137     0.28   514     0.69   171        -     0     0.38    5.1%     94
    normand      beginner    100     6.06   100     0.00   123     2.52   474        -     0        -     0     2.58   37.2%    319
    normand      master      100     1.20   100     0.00   138     0.57   541        -     0        -     0     0.55   14.2%    253
    normand      club        100     1.20   100     0.00   138     0.91   524        -     0        -     0     0.78   19.2%    229
    normand      casual      100     1.20   100     0.00   138     1.86   473        -     0        -     0     1.41   26.0%    235
    normand      expert      100     1.20   100     0.00   138     0.76   545        -     0        -     0     0.69   17.1%    179
    partnership  beginner    100        -     0     0.00    32     1.46   335        -     0        -     0     1.34   21.8%    214
    partnership  master      100        -     0     0.00    32     0.81   353        -     0        -     0     0.74   14.8%    221
    partnership  club        100        -     0     0.00    32     1.23   340        -     0        -     0     1.12   18.8%    202
    partnership  casual      100        -     0     0.00    32     1.09   322        -     0        -     0     0.99   18.4%    205
    partnership  expert      100        -     0     0.00    32     0.97   344        -     0        -     0     0.88   18.6%    204

The auction's rows were measured again once the coach judged its bids and valued an exchange in a minus
contract by the contract (``--games auction``, the same deals).  Master's overall rate is the lowest in every
game and Beginner's the highest but in the auction, where Club's equals it: Club's play costs 7.71 a card
there (not looked into here), and Club's and Expert's exchanges cost about 16 a deal, for they exchange a
minus contract as a plain deal (only the Master weighs the contract: ``ai.exchange_contract``).  Beginner and
Casual bid by the rule of thumb (16 points a bid), Club and above by the estimate the coach's valuation shares
(0.69).  The computer levels always declare in full, so their calls cost nothing; carte blanche did not come
to seat 0 in these deals.  Three-handed, every level above Beginner exchanges the simple player's way (the
same 1.20).  Au cent's first deal is Rubicon's with its own options, hence near-equal rows.
"""

from __future__ import annotations

import argparse
import datetime
import json
import time
from collections.abc import Iterable, Sequence
from typing import Any

from ..ai.player import LEVELS
from ..coach import levels as table
from ..coach.analysis import analyse
from ..coach.levels import PHASES, error_rates, overall
from ..model.games import GAMES
from .coach import one_deal



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
    """Rewrite the measured table (``resources/level_table.json``, read by ``coach.levels``), every game's levels
    in order, with the command that measured it."""
    from ..resources import resource_path

    ordered = {game: {level: {**found[game][level], "phases": {phase: list(value) for phase, value in
                                                                 found[game][level]["phases"].items()}}
                      for level in LEVELS if level in found[game]} for game in GAMES if game in found}
    when = datetime.date.today().isoformat()
    data = {"format": "piquet-level-table", "version": 1, "measured": f"{command} (last written {when})",
            "games": ordered}
    resource_path(table.TABLE_FILE).write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n",
                                               encoding="utf-8")


def main(argv: Iterable[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m piquet_gui.bench.levels", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--deals", type=int, default=100)
    p.add_argument("--games", nargs="+", default=list(GAMES), choices=GAMES)
    p.add_argument("--levels", nargs="+", default=list(LEVELS), choices=LEVELS)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--write", action="store_true", help="put each measured row in the level table")
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
    """The table's lines as ``coach.levels`` holds it (for the docstring and the closing note)."""
    return [line(game, level, row, 0.0) for game in games for level, row in table.LEVEL_TABLE.get(game, {}).items()]


if __name__ == "__main__":
    raise SystemExit(main())
