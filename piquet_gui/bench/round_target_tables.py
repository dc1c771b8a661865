"""Measures again the tables of ``ai/round_target_tables.py``: what a deal gives each seat in the three- and
four-handed games, 400 deals of the simple players each (about 15 s).

``python -m piquet_gui.bench.round_target_tables`` prints ``FOUR_HANDED = (...)`` and ``THREE_HANDED = (...)``
on standard output, the mean and spread of each on standard error.
"""

from __future__ import annotations

import random
import statistics
import sys

from ..ai.normand_player import NormandPlayer
from ..ai.partnership_player import PartnershipPlayer
from ..ai.player_interface import Player
from ..model.normand.deal import ThreeHandDeal
from ..model.partnership.deal import PartnershipDeal
from ..model.round_deal import RoundDeal


def spread(points: list[tuple[int, ...]], count: int) -> list[tuple[int, ...]]:
    """``count`` of ``points`` evenly spread over them, sorted by the first seat's lead over the others."""
    ordered = sorted(points, key=lambda p: (2 * p[0] - sum(p), p))
    return [ordered[i * len(ordered) // count + len(ordered) // (2 * count)] for i in range(count)]


def totals(deals: int, seats: int) -> list[list[int]]:
    """Each seat's (or side's) total in ``deals`` deals of the simple players, three- or four-handed."""
    out: list[list[int]] = []
    for i in range(deals):
        deal: RoundDeal
        players: list[Player]
        if seats == 4:
            deal = PartnershipDeal.shuffled(i % 4, random.Random(i))
            players = [PartnershipPlayer(random.Random(4 * i + s)) for s in range(4)]
        else:
            deal = ThreeHandDeal.shuffled(i % 3, random.Random(i))
            players = [NormandPlayer(random.Random(3 * i + s)) for s in range(3)]
        while not deal.is_over():
            seat = deal.to_act
            assert seat is not None
            deal.apply(players[seat].choose(deal.view(seat)))
        out.append([score.total for score in deal.scores])
    return out


def measure_four(deals: int) -> list[tuple[int, ...]]:
    """Each partnership deal from both sides: (a side, the other)."""
    return [pair for a, b in totals(deals, 4) for pair in ((a, b), (b, a))]


def measure_three(deals: int) -> list[tuple[int, ...]]:
    """Each three-handed deal from its three seats, each followed by the next two round the table."""
    return [(t[k], t[(k + 1) % 3], t[(k + 2) % 3]) for t in totals(deals, 3) for k in range(3)]


def main() -> None:
    for name, measure, count in (("FOUR_HANDED", measure_four, 40), ("THREE_HANDED", measure_three, 30)):
        points = measure(400)
        every = [p[0] for p in points]
        print(f"{name}: 400 deals, {statistics.mean(every):.1f} points a seat or side, "
              f"spread {statistics.pstdev(every):.1f}", file=sys.stderr)
        print(name, "=", tuple(spread(points, count)))


if __name__ == "__main__":
    main()
