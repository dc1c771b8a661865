"""Benchmark of the rules engine: ``python -m piquet_gui.bench.engine``.

Plays random legal complete deals (carte blanche, exchange, the calling
protocol, twelve tricks, scoring) through ``legal_actions()``/``apply()`` and
prints deals per second on one core, then the time to replay a six-deal
record; then deals per second for each variant of VARIANTS.md the engine
plays (``--games`` to choose).  ``--against DIR`` runs the same benchmark on another checkout (a
folder holding ``piquet_gui``) in the same run, round by round in turn with this one (each round a fresh
process), so two versions compare on equal terms even on a busy machine:

    python -m piquet_gui.bench.engine --against /tmp/old-checkout
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from typing import Any


def random_deals(count: int, seed: int, game: str = "") -> float:
    """Seconds to play ``count`` random complete deals (of the variant ``game``, else two-handed)."""
    from piquet_gui.model.two_handed.deal import Deal
    from piquet_gui.model.normand.deal import ThreeHandDeal
    from piquet_gui.model.partnership.deal import PartnershipDeal
    from piquet_gui.model.two_handed.rules import Rules
    from piquet_gui.model.games import rule_set_of

    rng = random.Random(seed)
    start = time.perf_counter()
    seated: type[ThreeHandDeal] | type[PartnershipDeal] | None = \
        {"normand": ThreeHandDeal, "partnership": PartnershipDeal}.get(game)
    if seated is not None:  # one deal of three or four hands (normand's two-handed end is the deal below)
        for number in range(count):
            table = seated.shuffled(number % seated.seats, rng)
            while not table.is_over():
                table.apply(rng.choice(table.legal_actions()))
        return time.perf_counter() - start
    rules = rule_set_of(game, {})[0] if game else Rules()
    for number in range(count):
        deal = Deal.shuffled(number % 2, rng, rules)
        while not deal.is_over():
            deal.apply(rng.choice(deal.legal_actions()))
    return time.perf_counter() - start


def six_deal_record(seed: int) -> str:
    from piquet_gui.model.two_handed.partie import Partie
    from piquet_gui.model.two_handed.record import dumps

    rng = random.Random(seed)
    partie = Partie(seed=seed)
    while not partie.is_over() and len(partie.deals) <= 6:
        if partie.needs_deal():
            partie.start_deal()
        partie.apply(rng.choice(partie.legal_actions()))
    return dumps(partie)


def replay_seconds(text: str, repeats: int) -> list[float]:
    from piquet_gui.model.two_handed.record import loads

    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        loads(text)
        times.append(time.perf_counter() - start)
    return times


def measure(deals: int, rounds: int, seed: int) -> dict[str, float]:
    random_deals(200, seed)  # warm up
    rates = [deals / random_deals(deals, seed + r) for r in range(rounds)]
    text = six_deal_record(seed)
    replays = replay_seconds(text, 50)
    return {
        "deals_per_second": statistics.median(rates),
        "deals_per_second_min": min(rates),
        "replay_six_deals_ms": statistics.median(replays) * 1000,
        "replay_six_deals_ms_max": max(replays) * 1000,
    }


def measure_variants(games: list[str], deals: int, rounds: int, seed: int) -> dict[str, float]:
    """Median random complete deals per second for each variant named."""
    out = {}
    for game in games:
        random_deals(200, seed, game)
        out[game] = statistics.median(deals / random_deals(deals, seed + r, game) for r in range(rounds))
    return out


def report(label: str, figures: dict[str, Any]) -> None:
    print(f"{label}:")
    print(f"  random complete deals: {figures['deals_per_second']:,.0f} per second "
          f"(slowest round {figures['deals_per_second_min']:,.0f})")
    print(f"  replay of a six-deal record: {figures['replay_six_deals_ms']:.2f} ms median "
          f"({figures['replay_six_deals_ms_max']:.2f} ms slowest of 50)")
    for game, rate in figures.get("games", {}).items():
        print(f"  {game}: random complete deals: {rate:,.0f} per second")


def ratio_of(rate: float, before: float) -> str:
    """A game's deals per second here against another checkout's.

    >>> ratio_of(3000, 2000)
    '3,000 against 2,000 per second: 1.50x'
    """
    return f"{rate:,.0f} against {before:,.0f} per second: {rate / before:.2f}x"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m piquet_gui.bench.engine", description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=3000, help="deals per round (default 3000)")
    parser.add_argument("--rounds", type=int, default=5, help="rounds; the median is reported (default 5)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--against", metavar="DIR", help="also measure the checkout in DIR, for comparison")
    parser.add_argument("--games", default=None,
                        help="variants to measure too, comma-separated (default: all; \"\" for none)")
    args = parser.parse_args(argv)

    from piquet_gui.model.games import GAMES

    known = [game for game in GAMES if game != "rubicon"]  # Rubicon is measured above
    games = known if args.games is None else [g for g in args.games.split(",") if g]
    unknown = [g for g in games if g not in known]
    if unknown:
        parser.error(f"unknown game {unknown[0]!r} (known: {', '.join(known)})")
    if args.against:
        return compare(os.path.abspath(args.against), games, args.deals, args.rounds, args.seed)
    figures: dict[str, Any] = measure(args.deals, args.rounds, args.seed)
    figures["games"] = measure_variants(games, args.deals, args.rounds, args.seed)
    if args.json:
        print(json.dumps(figures))
        return 0
    report("this checkout", figures)
    return 0


def one_round(where: str, games: list[str], deals: int, seed: int) -> dict[str, Any]:
    """One round of the benchmark, run by the checkout in ``where`` in a process of its own."""
    # (a checkout from before the benchmarks had a place of their own has this one in model/)
    moved = os.path.exists(os.path.join(where, "piquet_gui", "bench", "engine.py"))
    module = "piquet_gui.bench.engine" if moved else "piquet_gui.model.bench"
    out = subprocess.run([sys.executable, "-m", module, "--json", "--deals", str(deals), "--rounds", "1",
                          "--seed", str(seed), "--games", ",".join(games)],
                         env=dict(os.environ, PYTHONPATH=where), capture_output=True, text=True, cwd=where)
    if out.returncode != 0:
        raise RuntimeError(f"the checkout in {where} failed: {out.stderr.strip().splitlines()[-1:]}")
    figures: dict[str, Any] = json.loads(out.stdout)
    return figures


def compare(other: str, games: list[str], deals: int, rounds: int, seed: int) -> int:
    """This checkout against ``other``, round by round in turn (each round in a fresh process, the first of
    each pair alternating), so that the machine's load falls on both alike; medians of the rounds."""
    here = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    runs: dict[str, list[dict[str, Any]]] = {here: [], other: []}
    try:
        for number in range(rounds):
            for where in (here, other) if number % 2 == 0 else (other, here):
                runs[where].append(one_round(where, games, deals, seed + number))
    except RuntimeError as error:
        print(error, file=sys.stderr)
        return 1

    def median(where: str, key: str, game: str | None = None) -> float:
        values = [float(run["games"].get(game, 0.0) if game else run[key]) for run in runs[where]]
        return statistics.median(values)

    print(f"{rounds} rounds in turn, {deals:,} deals each; medians (this checkout against {other}):")
    print(f"  rubicon: {ratio_of(median(here, 'deals_per_second'), median(other, 'deals_per_second'))}")
    for game in games:
        before = median(other, "", game)
        if before:  # an older checkout may not measure it
            print(f"  {game}: {ratio_of(median(here, '', game), before)}")
    print(f"  replay of a six-deal record: {median(here, 'replay_six_deals_ms'):.2f} ms against "
          f"{median(other, 'replay_six_deals_ms'):.2f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
