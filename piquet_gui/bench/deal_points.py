"""Measures again what a two-handed deal gives each player: ``ai/target_value.DEAL_POINTS`` (au cent) and the
odds' tables ``ai/odds_tables.RUBICON_POINTS`` and ``AUCTION_POINTS``: 400 deals of Club against Club, both seats,
the 40 deals spread evenly over the differences (a passed-out deal of the auction, dealt again, is not one).

``python -m piquet_gui.bench.deal_points [--game au-cent|rubicon|auction] [--deals N]`` prints the mean and spread
of a seat's points, then the table (au cent's 400 deals take about 10 s, the auction's about two minutes).
"""

from __future__ import annotations

import argparse
import random
import statistics

from ..ai.player import make_player
from ..model.two_handed.deal import Deal
from ..model.games import rule_set_of


def measure(game: str, deals: int) -> list[tuple[int, int]]:
    """Each deal's points from both seats (a seat's, the other's), ``deals`` deals of Club against Club."""
    rules = rule_set_of(game, {})[0]
    points: list[tuple[int, int]] = []
    for i in range(deals):
        deal = Deal.shuffled(dealer=i % 2, rng=random.Random(i), rules=rules)
        players = [make_player("club", 2 * i), make_player("club", 2 * i + 1)]
        while not deal.is_over():
            seat = deal.to_act
            assert seat is not None
            deal.apply(players[seat].choose(deal.view(seat)))
        if deal.passed_out:
            continue
        points += [(deal.scores[0].total, deal.scores[1].total), (deal.scores[1].total, deal.scores[0].total)]
    return points


def spread_evenly(points: list[tuple[int, int]], count: int = 40) -> list[tuple[int, int]]:
    """``count`` of the deals, evenly over their differences (the same order every time)."""
    points = list(points)
    random.Random(1).shuffle(points)
    points.sort(key=lambda p: (p[0] - p[1], p[0]))
    return [points[i * len(points) // count + len(points) // (2 * count)] for i in range(count)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="au-cent", choices=("au-cent", "rubicon", "auction"))
    parser.add_argument("--deals", type=int, default=400)
    args = parser.parse_args()
    points = measure(args.game, args.deals)
    every = [p for pair in points for p in pair]
    mean, spread = statistics.mean(every), statistics.pstdev(every)
    print(f"{len(points) // 2} deals: {mean:.1f} points a seat, spread {spread:.1f}")
    print(spread_evenly(points))


if __name__ == "__main__":
    main()
