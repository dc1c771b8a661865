"""Timing of the double-dummy solver: ``python -m piquet_gui.bench.solver [positions] [seed]``.

Positions come from real deals played at random through the engine (random
exchange and declarations, then random cards) until 12, 9, 6 or 3 tricks are
left to play, stopping at the start of a trick or in its middle.  Each solve
starts from an empty cache (cold), as the first solve of a deal would; the
per-suit move tables, built as they are needed and kept for the process, are
warmed up first (that warm-up is timed on its own line).
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from ..model.actions import LookAtTalon
from ..model.deal import Deal, Phase
from ..model.rules import Rules
from ..ai.solver import clear_cache, last_node_count, solve

LEFTS = (12, 9, 6, 3)


def position(rng: random.Random, left: int, rules: Rules) -> Deal:
    """A deal in its play with ``left`` tricks still to play (the current one included)."""
    while True:
        deal = Deal.shuffled(dealer=rng.randrange(2), rng=rng, rules=rules)
        mid = rng.random() < 0.5
        while not deal.is_over():
            if deal.phase is Phase.PLAY and 12 - len(deal.tricks) == left and bool(deal.trick) == mid:
                actions = deal.legal_actions()
                if not isinstance(actions[0], LookAtTalon):
                    return deal
            if deal.phase is Phase.PLAY and 12 - len(deal.tricks) < left:
                break
            actions = deal.legal_actions()
            deal.apply(actions[rng.randrange(len(actions))])


def main(argv: list[str] | None = None) -> None:
    args = sys.argv[1:] if argv is None else argv
    count = int(args[0]) if args else 30
    seed = int(args[1]) if len(args) > 1 else 1
    rng = random.Random(seed)
    print(f"solver: {count} random positions per row, cold cache, seed {seed}")
    start = time.perf_counter()
    for i in range(6):
        clear_cache()
        solve(position(rng, 12, Rules(low_lead_scores=i % 2 == 0)))
    print(f"warm-up (6 solves at 12 tricks, building the move tables): "
          f"{(time.perf_counter() - start) * 1000:.0f} ms")
    print(f"{'tricks left':>11} {'median ms':>10} {'max ms':>9} {'median nodes':>13} {'max nodes':>10}")
    for left in LEFTS:
        times, nodes = [], []
        for i in range(count):
            rules = Rules(low_lead_scores=i % 2 == 0, cards_count_toward_pique=i % 3 == 0)
            deal = position(rng, left, rules)
            clear_cache()
            start = time.perf_counter()
            solve(deal)
            times.append(time.perf_counter() - start)
            nodes.append(last_node_count())
        print(f"{left:>11} {statistics.median(times) * 1000:>10.2f} {max(times) * 1000:>9.2f} "
              f"{statistics.median(nodes):>13.0f} {max(nodes):>10}")
    clear_cache()


if __name__ == "__main__":
    main()
