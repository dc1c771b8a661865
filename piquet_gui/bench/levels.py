"""The level table (issue 30): ``python -m piquet_gui.bench.levels [--deals N] [--games G ...] [--levels L ...]
[--seed S] [--write]``.

For every game and every level, ``--deals`` deals (100 by default) played by that level in seat 0 against
Club in every other seat (``bench.coach.one_deal``), seat 0's decisions judged by the coach with its default
samples (``coach.analysis``).  It prints, per game and level: the deals, the decisions judged per phase
(exchange, calls, play, auction, carte blanche), the **error rate** per phase (the mean cost of a judged
decision, in points of the deal), the overall rate (every judged decision together) and the share of judged
decisions marked "?!" or worse.  ``--write`` puts each row in ``coach/levels.py``'s ``LEVEL_TABLE`` as soon
as it is measured, keeping the rows of the games and levels not measured by this run.

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
    auction      beginner    100     9.28    85     0.00   119     3.62   477        -     0        -     0     3.70   32.2%     66
    auction      master      100     5.28    79     0.00   137     0.28   514        -     0        -     0     0.77    7.8%     68
    auction      club        100     1.26    79     0.00   141     7.71   463        -     0        -     0     5.37   30.9%     90
    auction      casual      100     4.20    85     0.00   145     2.69   470        -     0        -     0     2.32   25.3%     40
    auction      expert      100     0.44    79     0.00   150     1.25   535        -     0        -     0     0.92   10.3%     75
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

Master's overall rate is the lowest and Beginner's the highest in every game but the auction, where Club's
play costs most (7.71 a card: what it bids and then plays; not looked into here) and Beginner's is still above
Master's.  The computer levels always declare in full, so their calls cost nothing; carte blanche did not
come to seat 0 in these deals; the auction's bids are not judged yet.  Three-handed, every level above
Beginner exchanges the simple player's way (the same 1.20).  Au cent's first deal is Rubicon's with its own
options, hence near-equal rows.  The auction's exchange costs Master 5.28: the coach values an exchange
without the contract the auction made (``ai.exchange.discard_values``), so there the exchange's figure is
rough.
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
