"""Calibration of the odds (``ai/odds.py``): whole parties of the computer against itself (Club in every seat),
the estimate for each side at the start of each deal set against how the partie ended.

``python -m piquet_gui.bench.odds [--quick] [--game G] [--parties N] [--seed S]`` prints, per game, a table of the
chances of winning the partie as estimated (bins of a tenth), with how many standings fell in each bin, their
mean estimate and the share of them whose side won (a draw counting half), and the Brier score of the estimate
against that of a coin (0.25; lower is better).  In Rubicon and the auction, the chance of escaping the rubicon
gets a table of its own.  A standing is counted for each side (two-handed, the two sides' estimates add up to
one, so the table is symmetric about 1/2); the estimate before the first deal, an even one, is left out.
``--quick`` plays one partie of each game (about five seconds).

Measured (seed 1, 2026-11-28; 7 minutes of one core, 8.5 on a shared machine; ``target`` is Rubicon's points target
of 100 played as a ligada, ``normand``'s chance is of not being last): in each bin of a tenth, the mean estimate →
the share won (the standings in the bin).  The chance of winning is well calibrated in every game; the chance of
escaping the rubicon is a little hopeful between 0.6 and 0.9 (by up to 0.1; not looked into); the auction's sixty
parties are few (its deals are slow), its bins noisy::

    rubicon, winning the partie: 600 parties, 6012 standings, Brier 0.163
        0.04→0.03 (727), 0.15→0.14 (452), 0.25→0.26 (446), 0.35→0.35 (637), 0.45→0.44 (717), 0.55→0.56 (771),
        0.65→0.65 (637), 0.75→0.74 (446), 0.85→0.86 (451), 0.96→0.97 (728)
    rubicon, escaping the rubicon: 600 parties, 6012 standings, Brier 0.089
        0.09→0.06 (32), 0.15→0.06 (31), 0.25→0.23 (90), 0.35→0.29 (72), 0.45→0.41 (71), 0.55→0.52 (128), 0.65→0.55
        (308), 0.76→0.72 (478), 0.85→0.79 (982), 0.98→0.97 (3820)
    four-deals, winning the partie: 600 parties, 3600 standings, Brier 0.178
        0.06→0.07 (421), 0.15→0.21 (306), 0.25→0.29 (352), 0.35→0.35 (328), 0.45→0.42 (377), 0.55→0.57 (409),
        0.65→0.65 (328), 0.75→0.71 (352), 0.85→0.79 (304), 0.94→0.93 (423)
    four-deals, escaping the rubicon: 600 parties, 3600 standings, Brier 0.120
        0.10→0.00 (2), 0.16→0.19 (16), 0.24→0.23 (74), 0.35→0.38 (85), 0.45→0.45 (125), 0.55→0.53 (341), 0.65→0.57
        (450), 0.75→0.74 (309), 0.85→0.81 (423), 0.98→0.97 (1775)
    auction, winning the partie: 60 parties, 600 standings, Brier 0.179
        0.04→0.04 (70), 0.15→0.32 (41), 0.26→0.17 (40), 0.35→0.31 (71), 0.45→0.51 (78), 0.55→0.49 (78), 0.65→0.69
        (70), 0.74→0.83 (41), 0.85→0.68 (41), 0.96→0.96 (70)
    auction, escaping the rubicon: 60 parties, 600 standings, Brier 0.055
        0.30→0.00 (1), 0.36→0.00 (2), 0.44→0.25 (4), 0.57→0.00 (3), 0.65→0.62 (8), 0.77→0.67 (6), 0.86→0.76 (55),
        0.98→0.97 (521)
    au-cent, winning the partie: 150 parties, 3052 standings, Brier 0.208
        0.05→0.04 (69), 0.15→0.20 (144), 0.24→0.21 (299), 0.35→0.34 (454), 0.45→0.49 (507), 0.54→0.51 (613),
        0.65→0.66 (454), 0.76→0.79 (299), 0.85→0.80 (144), 0.95→0.96 (69)
    target, winning the partie: 200 parties, 3644 standings, Brier 0.204
        0.05→0.08 (157), 0.15→0.16 (174), 0.26→0.26 (494), 0.35→0.38 (375), 0.45→0.46 (514), 0.54→0.53 (728),
        0.65→0.61 (376), 0.74→0.74 (495), 0.85→0.84 (174), 0.95→0.92 (157)
    normand, winning the partie: 60 parties, 1233 standings, Brier 0.178
        0.06→0.06 (18), 0.16→0.14 (22), 0.26→0.34 (41), 0.36→0.42 (78), 0.46→0.42 (105), 0.56→0.54 (198), 0.65→0.69
        (209), 0.75→0.73 (188), 0.84→0.80 (153), 0.98→0.98 (221)
    partnership, winning the partie: 40 parties, 1220 standings, Brier 0.193
        0.04→0.08 (37), 0.16→0.08 (91), 0.25→0.24 (95), 0.35→0.35 (203), 0.45→0.43 (178), 0.55→0.57 (190), 0.65→0.65
        (203), 0.75→0.76 (95), 0.84→0.92 (91), 0.96→0.92 (37)
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Sequence

from ..ai.odds import odds, standings
from ..ai.player import make_player, play_out
from ..model.games import new_game

GAMES: dict[str, tuple[str, dict[str, object], int]] = {
    "rubicon": ("rubicon", {}, 600),
    "four-deals": ("four-deals", {}, 600),
    "auction": ("auction", {}, 60),
    "au-cent": ("au-cent", {}, 150),
    "target": ("target", {"target": 100, "match": "ligada"}, 200),
    "normand": ("normand", {}, 60),
    "partnership": ("partnership", {"partie": "best_of_five"}, 40),
}
"""Each game as the bench plays it: its record name, its options and the parties of a full run."""

BINS = 10


def play(game: str, options: dict[str, object], seed: int) -> list[tuple[float, float | None, float, float]]:
    """One partie of Club in every seat: for each side and each deal after the first, (its estimated chance of
    winning, of escaping the rubicon or None, whether it won the partie, whether it escaped)."""
    partie = new_game(game, dict(options), seed=seed)
    play_out(partie, [make_player("club", seed * 7 + seat, game) for seat in range(partie.seats)])
    sheet = partie.score_sheet()
    every = standings(sheet)
    final = every[-1]
    out: list[tuple[float, float | None, float, float]] = []
    for side in range(len(sheet.columns)):
        end = odds(final, side)
        for standing in every[1:-1]:
            estimate = odds(standing, side)
            escaped = end.escape if end.escape is not None else 0.0
            out.append((estimate.win, estimate.escape, end.win, escaped))
    return out


def table(pairs: Sequence[tuple[float, float]], what: str) -> list[str]:
    """The calibration table of (estimate, outcome) pairs."""
    lines = [f"  {what}: {len(pairs)} standings, Brier {brier(pairs):.3f} (a coin 0.250)",
             f"  {'estimated':>11} {'count':>6} {'mean':>6} {'won':>6}"]
    for low in range(BINS):
        inside = [(p, o) for p, o in pairs if low <= p * BINS < low + 1 or (low == BINS - 1 and p == 1.0)]
        if not inside:
            continue
        mean = sum(p for p, _ in inside) / len(inside)
        won = sum(o for _, o in inside) / len(inside)
        lines.append(f"  {low / BINS:>4.1f}-{(low + 1) / BINS:<4.1f}  {len(inside):>6} {mean:>6.2f} {won:>6.2f}")
    return lines


def brier(pairs: Sequence[tuple[float, float]]) -> float:
    return sum((p - o) ** 2 for p, o in pairs) / max(1, len(pairs))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m piquet_gui.bench.odds", description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=sorted(GAMES), action="append")
    parser.add_argument("--parties", type=int, default=None, help="parties of each game (default: as measured)")
    parser.add_argument("--quick", action="store_true", help="one partie of each game")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(None if argv is None else list(argv))
    for name in args.game or list(GAMES):
        game, options, count = GAMES[name]
        count = args.parties or (1 if args.quick else count)
        start = time.perf_counter()
        rows: list[tuple[float, float | None, float, float]] = []
        rng = random.Random(args.seed)
        for _ in range(count):
            rows += play(game, options, rng.randrange(2**31))
        elapsed = time.perf_counter() - start
        print(f"{name}: {count} {'partie' if count == 1 else 'parties'} of Club against Club ({elapsed:.0f} s)")
        print("\n".join(table([(p, o) for p, _, o, _ in rows], "winning the partie")))
        escapes = [(e, x) for _, e, _, x in rows if e is not None]
        if escapes:
            print("\n".join(table(escapes, "escaping the rubicon")))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
