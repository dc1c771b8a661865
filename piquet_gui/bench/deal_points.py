"""Measures again ``ai/target_value.DEAL_POINTS``: what a deal of au cent gives each player, 400 deals of
Club against Club, both seats, the 40 deals spread evenly over the differences.

``python -m piquet_gui.bench.deal_points`` prints the mean and spread of a seat's points, then the table.
"""

from __future__ import annotations

import random
import statistics

from ..ai.player import make_player
from ..model.two_handed.deal import Deal
from ..model.games import rule_set_of


def main() -> None:
    rules = rule_set_of("au-cent", {})[0]
    points: list[tuple[int, int]] = []
    for i in range(400):
        deal = Deal.shuffled(dealer=i % 2, rng=random.Random(i), rules=rules)
        players = [make_player("club", 2 * i), make_player("club", 2 * i + 1)]
        while not deal.is_over():
            seat = deal.to_act
            assert seat is not None
            deal.apply(players[seat].choose(deal.view(seat)))
        points += [(deal.scores[0].total, deal.scores[1].total), (deal.scores[1].total, deal.scores[0].total)]
    every = [p for pair in points for p in pair]
    print(f"{len(points) // 2} deals: {statistics.mean(every):.1f} points a seat, spread {statistics.pstdev(every):.1f}")
    random.Random(1).shuffle(points)
    points.sort(key=lambda p: (p[0] - p[1], p[0]))
    print([points[i * len(points) // 40 + len(points) // 80] for i in range(40)])


if __name__ == "__main__":
    main()
