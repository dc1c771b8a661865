"""Calibration of the odds (``ai/odds.py``): whole parties of the computer against itself (Club in every seat),
the estimate for each side at the start of each deal set against how the partie ended.

``python -m piquet_gui.bench.odds [--quick] [--game G] [--parties N] [--seed S]`` prints, per game, a table of the
chances of winning the partie as estimated (bins of a tenth), with how many standings fell in each bin, their
mean estimate and the share of them whose side won (a draw counting half), and the Brier score of the estimate
against that of a coin (0.25; lower is better).  In Rubicon and the auction, the chance of escaping the rubicon
gets a table of its own.  A standing is counted for each side (two-handed, the two sides' estimates add up to
one, so the table is symmetric about 1/2); the estimate before the first deal, an even one, is left out.
``--quick`` plays a few parties of each game (a few seconds).

Measured (seed 1, 2026-11-28; about 8 minutes on one core): ``--parties`` as below, every side's standing before
each deal after the first.

FIGURES
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Sequence

from ..ai.odds import odds, standings
from ..ai.player import make_player
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
    players = [make_player("club", seed * 7 + seat, game) for seat in range(partie.seats)]
    while not partie.is_over():
        if partie.needs_deal():
            partie.start_deal()
        seat = partie.to_act
        assert seat is not None
        view = partie.view(seat)
        assert view is not None
        partie.apply(players[seat].choose(view))
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
    parser.add_argument("--quick", action="store_true", help="a few parties of each game")
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
