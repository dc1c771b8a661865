"""Benchmark of playing to the score: ``python -m piquet_gui.bench.endgame``.

In the last deal of a Rubicon partie the points no longer count as such:
what counts is what the partie then pays (the winner's margin plus 100, or
both totals plus 100 when the loser is rubiconed, Laws 72-73).  Master plays
that deal to the settlement; this benchmark measures what that is worth.

Positions
    Position ``i`` is a partie from ``--seed`` and ``i`` whose first five
    deals are played by ``--lead-in`` players (default ``club`` against
    ``club``), which gives last deals with every kind of score: close, far
    apart, one side near the rubicon.

Mirrored last deals
    The sixth deal of each position is played twice with the same cards:
    A in seat 0 and B in seat 1, then B in seat 0 and A in seat 1.  The seat
    in a given place keeps its seed, so two players who choose alike play
    identical deals and the pair scores exactly 0: only the decisions where
    A and B differ move the figure.  A pair's score is A's settlement (what
    the partie paid A, negative when A paid) summed over its two parties.

    The default compares Master with :class:`PointsMaster`, Master playing
    the last deal for the points (as in every earlier deal).  Levels are
    named as for ``bench.players``, including ``MODULE:CLASS`` and ``FILE.py:CLASS``.

Au cent (``--game au-cent``)
    Position ``i`` is a partie of piquet au cent played by the lead-in
    players until a side of the game in progress has 55 or more and a deal
    is to be dealt; from there the game is played to its end (the moment a
    side reaches 100) twice, the seats swapped, with the same cards deal
    after deal.  A pair's score is what that game paid A (its winner gains
    the difference, twice over in a double game), summed over the two.

Three- and four-handed (``--game normand``, ``--game partnership``)
    The end of those games, from a side at 55 points, in every rotation of the same cards: see
    ``bench/round_endgame.py``; A defaults to that game's Master playing to the target, B to its Master
    playing for the points (the level as it is).

Options
    ``--a``, ``--b`` (default ``master`` and ``piquet_gui.bench.endgame:PointsMaster``),
    ``--game`` (``rubicon``, ``au-cent``, ``normand`` or ``partnership``), ``--positions N`` (default 300),
    ``--seed S`` (default 1),
    ``--lead-in LEVEL``, ``--jobs N``, ``--json``.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
import time
from collections.abc import Iterable
from typing import Any

from . import round_endgame
from .chunks import run_chunks, spans
from ..model.two_handed.formats import Rubicon
from ..model.two_handed.partie import Partie
from ..model.view import SeatView
from .players import (TimedPlayer, bench_player, derive, game_setup, level_spec, play_partie, settlement_for,
                      summarize, time_figures)
from ..ai.exchange import Judge
from ..ai.levels import Master, Utility

POINTS_MASTER = "piquet_gui.bench.endgame:PointsMaster"


class PointsMaster(Master):
    """Master playing the last deal of a partie for the points, like every other deal: the yardstick."""

    name = "Master (points only)"

    def utility(self, view: SeatView) -> Utility | None:
        return None


class PointsExchangeMaster(Master):
    """Master exchanging for the deal's points always (as before the exchange read au cent's standing and
    the auction's minus contract): the yardstick for those."""

    name = "Master (exchange for the points)"

    def exchange_judge(self, view: SeatView) -> tuple[Judge | None, tuple[int, ...], tuple[int, int] | None]:
        return None, (), None


@dataclasses.dataclass(frozen=True)
class Task:
    level_a: str
    level_b: str
    lead_in: str
    seed: int
    start: int
    stop: int
    game: str = "rubicon"


@dataclasses.dataclass
class Outcome:
    index: int
    a_settlement: tuple[int, int]
    """What the partie paid A with A in seat 0, then in seat 1."""

    @property
    def diff(self) -> int:
        return sum(self.a_settlement)


def last_deal_position(seed: int, index: int, lead_in: str) -> Partie:
    """Position ``index``: a Rubicon partie with five deals played, the sixth not yet dealt."""
    partie = Partie(format=Rubicon(), first_dealer=index % 2, seed=derive(seed, "endgame", index))
    times: list[float] = []
    seats = [TimedPlayer(bench_player(lead_in, derive(seed, "lead", index, s)), times) for s in (0, 1)]
    game = partie.format
    assert isinstance(game, Rubicon)
    return play_partie(partie, seats, until=lambda p: len(p.deals) == game.deals - 1 and p.needs_deal())


NEAR_END = 55
"""Au cent: the positions begin once a side of the game in progress has this many points."""


def near_game_end_position(seed: int, index: int, lead_in: str) -> Partie:
    """Position ``index``: a partie of au cent, a side of the game in progress at ``NEAR_END`` or more."""
    rules, game = game_setup("au-cent")
    attempt = 0
    while True:  # a partie may end before a game stands there: the next one
        partie = Partie(format=game, rules=rules, first_dealer=index % 2,
                        seed=derive(seed, "au-cent", index, attempt))
        times: list[float] = []
        seats = [TimedPlayer(bench_player(lead_in, derive(seed, "lead", index, s)), times) for s in (0, 1)]
        play_partie(partie, seats, until=lambda p: p.needs_deal() and max(p.standings().totals) >= NEAR_END)
        if not partie.is_over():
            return partie
        attempt += 1


def game_paid(partie: Partie, games_before: int, seat: int) -> int:
    """What the first game finished after ``games_before`` games paid ``seat``."""
    game = partie.standings().games[games_before]
    return game.points if game.winner == seat else -game.points


def run_task(task: Task) -> tuple[list[Outcome], dict[str, list[float]]]:
    times: dict[str, list[float]] = {task.level_a: [], task.level_b: []}
    outcomes = []
    for index in range(task.start, task.stop):
        au_cent = task.game == "au-cent"
        position = near_game_end_position(task.seed, index, task.lead_in) if au_cent \
            else last_deal_position(task.seed, index, task.lead_in)
        games = len(position.standings().games)
        seeds = (derive(task.seed, "last", index, 0), derive(task.seed, "last", index, 1))
        paid = []
        for a_seat in (0, 1):
            partie = position.copy()
            levels = [task.level_a, task.level_b] if a_seat == 0 else [task.level_b, task.level_a]
            seats = [TimedPlayer(bench_player(levels[s], seeds[s]), times[levels[s]]) for s in (0, 1)]
            if au_cent:
                play_partie(partie, seats, until=lambda p: len(p.standings().games) > games)
                paid.append(game_paid(partie, games, a_seat))
            else:
                paid.append(settlement_for(play_partie(partie, seats), a_seat))
        outcomes.append(Outcome(index, (paid[0], paid[1])))
    return outcomes, times


def benchmark(level_a: str, level_b: str, positions: int, seed: int = 1, lead_in: str = "club",
              jobs: int = 1, game: str = "rubicon") -> dict[str, Any]:
    started = time.perf_counter()
    tasks = [Task(level_a, level_b, lead_in, seed, start, end, game) for start, end in spans(positions, jobs)]
    outcomes, times = run_chunks(tasks, run_task, jobs, (level_a, level_b))
    diffs = [o.diff for o in outcomes]
    differing = [d for d in diffs if d]
    return {"a": level_a, "b": level_b, "game": game, "lead_in": lead_in, "seed": seed, "positions": positions,
            "pair": summarize(diffs), "pairs_that_differ": len(differing),
            "decisions": {level: time_figures(values) for level, values in times.items()},
            "elapsed_s": time.perf_counter() - started}


def render(report: dict[str, Any]) -> str:
    pair = report["pair"]
    if report["game"] == "au-cent":
        lines = [f"A = {report['a']}, B = {report['b']}: the end of {report['positions']} games of au cent from "
                 f"{NEAR_END} points ({report['lead_in']} v {report['lead_in']} before), seed {report['seed']}"]
    else:
        lines = [f"A = {report['a']}, B = {report['b']}: the last deal of {report['positions']} Rubicon parties "
                 f"(five deals {report['lead_in']} v {report['lead_in']}), seed {report['seed']}"]
    if pair["mean"] is not None:
        low, high = pair["ci95"]
        lines.append(f"mean settlement per mirrored pair (A - B): {pair['mean']:+.2f}, "
                     f"95% CI [{low:+.2f}, {high:+.2f}], sd {pair['sd']:.1f}")
    lines.append(f"pairs won / drawn / lost by A: {pair['won']} / {pair['drawn']} / {pair['lost']}; "
                 f"{report['pairs_that_differ']} pairs where the two players' choices changed the result")
    for level, figures in report["decisions"].items():
        if figures["decisions"]:
            lines.append(f"  {level}: {figures['decisions']} decisions, median {figures['median_ms']:.2f} ms, "
                         f"p95 {figures['p95_ms']:.1f} ms, max {figures['max_ms']:.1f} ms")
    lines.append(f"elapsed: {report['elapsed_s']:.1f} s")
    return "\n".join(lines)


def main(argv: Iterable[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m piquet_gui.bench.endgame",
                                description="Playing to the score: the last deal of Rubicon parties, mirrored.")
    p.add_argument("--a", type=level_spec, default=None, metavar="LEVEL",
                   help="player A (default master; three- and four-handed, Master playing to the target)")
    p.add_argument("--b", type=level_spec, default=None, metavar="LEVEL",
                   help="player B (default Master playing for the points)")
    p.add_argument("--game", choices=("rubicon", "au-cent", "normand", "partnership", "normand-end"), default="rubicon",
                   help="the last deal of Rubicon parties, or the end of the games of au cent, three-handed or "
                        "partnership piquet")
    p.add_argument("--positions", type=int, default=300, help="parties (default 300)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--lead-in", type=level_spec, default="club", metavar="LEVEL",
                   help="who plays the first five deals (default club)")
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--json", action="store_true")
    args = p.parse_args(None if argv is None else list(argv))
    if args.positions < 1 or args.jobs < 1:
        p.error("--positions and --jobs must be at least 1")
    if args.game in round_endgame.ROUND_GAMES:
        a = args.a or round_endgame.TARGET_MASTERS[args.game]
        b = args.b or round_endgame.POINTS_MASTERS[args.game]
        report = round_endgame.benchmark(args.game, a, b, args.positions, args.seed, args.lead_in, args.jobs)
        print(json.dumps(report) if args.json else round_endgame.render(report))
        return 0
    report = benchmark(args.a or "master", args.b or POINTS_MASTER, args.positions, args.seed, args.lead_in, args.jobs,
                       args.game)
    print(json.dumps(report) if args.json else render(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
