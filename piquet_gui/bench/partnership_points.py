"""Where one four-handed side gains on another: ``python -m piquet_gui.bench.partnership_points --a A --b B``.

The mirrored pairs of ``bench.players --game partnership`` (the same cards and seeds, so the same deals and
the same total), with A's lead over B each pair split by the score sheet's lines: the calls (carte blanche,
point, sequences, sets), repique and pique, the play's points (a lead, a trick won on the other side's lead,
the last trick), the ten for the cards and the capot.  The lines sum to the pair's difference.  It also
counts the deals that went capot with A's side or B's holding the cards that made it, against the same cards
in the other's hands.

What it found (``--a perfect --b master --pairs 120 --seed 22``, the perfect player seeing every card in the
play and calling like Master, against the four-handed Master of November 2026): of the perfect side's +6.42 a
pair, the calls 0, the capot +3.00, the ten for the cards +1.58, the play's points with repique and pique
+1.84.  The perfect side made capot on ten deals where Master's, holding the same cards, did not; Master's
on one where the perfect side did not.  Nearly half the distance is the capot (40 points), made or saved.
"""

from __future__ import annotations

import argparse
import statistics
from collections.abc import Iterable

from ..ai.player import LEVELS
from ..model.partnership.deal import PartnershipDeal
from ..model.scoring import DealScore
from . import players as bench

LINES: dict[str, tuple[str, ...]] = {
    "calls": ("carte_blanche", "point", "sequences", "sets", "carte_rouge"),
    "repique and pique": ("repique", "pique"),
    "the play's points": ("play",),
    "the cards (ten)": ("cards",),
    "capot": ("capot",),
}
"""The score sheet's lines, grouped as the report shows them."""


def line_points(score: DealScore, fields: tuple[str, ...]) -> int:
    return sum(int(getattr(score, name)) for name in fields)


def split(level_a: str, level_b: str, pairs: int, seed: int,
          perfect_base: str = "master") -> tuple[dict[str, list[int]], dict[str, int]]:
    """Per group of lines, A's lead each pair in it; and the capots: ``"A"`` the deals A's side made capot
    where B's did not on the same cards, ``"B"`` the other way."""
    def factory(level: str) -> bench.PlayerFactory:
        return lambda s: bench.TimedPlayer(bench.partnership_player(level, s, perfect_base), [])

    gains: dict[str, list[int]] = {name: [] for name in LINES}
    capots = {"A": 0, "B": 0}
    for index in range(pairs):
        deals = bench.play_partnership_deals(factory(level_a), factory(level_b), seed, index)
        for name, fields in LINES.items():  # deal k: A's side is side k
            gains[name].append(sum(line_points(deal.scores[k], fields) - line_points(deal.scores[1 - k], fields)
                                   for k, deal in enumerate(deals)))
        for side in (0, 1):  # side's cards held by A (in deal ``side``) and by B (in the other)
            with_a, with_b = capot_of(deals[side], side), capot_of(deals[1 - side], side)
            capots["A"] += with_a and not with_b
            capots["B"] += with_b and not with_a
    return gains, capots


def capot_of(deal: PartnershipDeal, side: int) -> bool:
    return deal.scores[side].capot > 0


def render(gains: dict[str, list[int]], capots: dict[str, int], pairs: int) -> str:
    total = [sum(values) for values in zip(*gains.values())]
    lines = [f"A's lead a pair over {pairs} pairs: {statistics.fmean(total):+.2f}" if total else "no pairs"]
    for name, values in gains.items():
        if values:
            lines.append(f"  {name:<20} {statistics.fmean(values):+.2f}")
    lines.append(f"capot made by the side holding the cards, not by the other on them: A {capots['A']}, "
                 f"B {capots['B']}")
    return "\n".join(lines)


def main(argv: Iterable[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m piquet_gui.bench.partnership_points",
                                description=__doc__.split("\n")[0])
    p.add_argument("--a", required=True, type=bench.level_spec, metavar="LEVEL")
    p.add_argument("--b", required=True, type=bench.level_spec, metavar="LEVEL")
    p.add_argument("--pairs", type=int, default=120)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--perfect-base", default="master", choices=LEVELS, metavar="LEVEL")
    args = p.parse_args(None if argv is None else list(argv))
    print(f"partnership: A = {args.a}, B = {args.b}: {args.pairs} mirrored pairs, seed {args.seed}")
    print(render(*split(args.a, args.b, args.pairs, args.seed, args.perfect_base), args.pairs))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
