"""Benchmark of the wire codec (``network.codec``): ``python -m piquet_gui.bench.codec``.

For each game, plays a partie of random legal moves and takes the view of the seat to act (or of seat 0
between deals) at every move; prints the median and 95th percentile time to ``dumps`` and ``loads`` one view
(both ways, in microseconds, on one core), the median size of its text, and the same for the seat's events
of the whole partie and for the score sheet at its end.  ``--views N`` views a game (default 400).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Sequence
from typing import Any

from ..model.games import GAMES, new_game
from ..network.codec import dumps, loads


def timed(values: Sequence[Any], rounds: int = 3) -> tuple[float, float, int]:
    """(median µs, 95th percentile µs, median bytes) to ``dumps`` then ``loads`` each value (its best of
    ``rounds``)."""
    times, sizes = [], []
    for value in values:
        best = float("inf")
        for _ in range(rounds):
            start = time.perf_counter()
            text = dumps(value)
            loads(text)
            best = min(best, time.perf_counter() - start)
        times.append(best * 1e6)
        sizes.append(len(text))
    times.sort()
    return statistics.median(times), times[min(len(times) - 1, int(0.95 * len(times)))], int(statistics.median(sizes))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--views", type=int, default=400, help="views a game (default 400)")
    args = parser.parse_args(argv)
    print(f"{'game':12} {'what':8} {'n':>5} {'median µs':>10} {'p95 µs':>8} {'bytes':>7}")
    for name in GAMES:
        rng = random.Random(1)
        game = new_game(name, seed=1)
        views: list[Any] = []
        while len(views) < args.views:
            if game.is_over():
                game = new_game(name, seed=len(views))
            if game.needs_deal():
                game.start_deal()
            views.append(game.view(game.to_act if game.to_act is not None else 0))
            game.apply(rng.choice(list(game.legal_actions())))
        events = [game.events_for(seat) for seat in range(game.seats)]
        for what, values in (("view", views), ("events", events), ("sheet", [game.score_sheet()])):
            median, p95, size = timed(values)
            print(f"{name:12} {what:8} {len(values):5} {median:10.0f} {p95:8.0f} {size:7}")


if __name__ == "__main__":
    main()
