"""Benchmark of playing to the game's end in three- and four-handed piquet:
``python -m piquet_gui.bench.endgame --game normand`` (or ``--game partnership``).

Positions
    Position ``i`` is a game played by ``--lead-in`` players (default ``club``) from ``--seed`` and ``i``
    until a side has :data:`NEAR_END` points or more and a deal is to be dealt (three-handed, nobody out yet;
    a game that ends or puts a seat out first is replaced by the next one from the same position number).

Rotations
    From there the game is played to its end with the same cards deal after deal, three-handed once with A
    in each seat (B in the other two), four-handed once with A's side in seats 0 and 2 and once in 1 and 3.
    The player in a seat keeps the seat's seed in every rotation, so two players who choose alike play the
    same game each time, and the position scores exactly 0: three-handed, a position's score is A's stakes
    summed over its three rotations (+1 out, -2 last; the three seats' stakes sum to 0); four-handed, what
    the game paid A's side summed over the two (its winner gains the difference of the totals, twice over
    in a double game).  A position whose score is not 0 is one where the players' choices changed the
    result.

The default compares ``--a`` (by default :class:`NormandTargetMaster` / :class:`PartnershipTargetMaster`,
Master playing to the target near the end, ``ai/round_target.py``) with :class:`NormandPointsMaster` /
:class:`PartnershipPointsMaster`, Master playing for the deal's points to the end (the level as it is).
Three-handed, both play the two-handed end as the two-handed Master, for the points.  ``--game normand-end``
begins when the first seat is out and compares :class:`NormandRaceMaster`, the two-handed end played as the
race it is, with :class:`NormandPointsMaster`.
"""

from __future__ import annotations

import dataclasses
import random
import time
from typing import Any

from ..model.games import find_game
from ..ai.player import play_out
from ..ai.round_levels import round_player
from ..ai.round_search import RoundSearchPlayer
from ..model.normand.partie import NormandPartie
from ..model.partnership.partie import PartnershipPartie
from ..model.view import SeatView
from ..model.actions import Action
from .chunks import run_chunks, spans
from .players import TimedPlayer, derive, partnership_player, summarize, time_figures, trio_player

NEAR_END = 55
"""The positions begin once a side has this many points (the target play starts at 55 of 100)."""

ROUND_GAMES = ("normand", "partnership", "normand-end")
"""``normand-end``: the two-handed end of the three-handed game, from the moment the first seat is out."""


class _PointsMaster:
    """The game's Master without the target play: the same seed's choices, valued by the deal's points."""

    game = ""
    target_play = False
    race = False

    def __init__(self, rng: random.Random) -> None:
        player = round_player("master", 0, find_game(self.game).seats)
        assert isinstance(player, RoundSearchPlayer)
        player.rng.setstate(rng.getstate())  # (the Master of the same seed: one rng for all its parts)
        player.target_play = self.target_play
        if hasattr(player.base, "race"):
            player.base.race = self.race
        self.player = player
        self.name = "Master (to the target)" if self.target_play else "Master (points only)"

    def choose(self, view: SeatView[Any]) -> Action:
        return self.player.choose(view)


class NormandPointsMaster(_PointsMaster):
    """Three-handed Master playing for the points to the end of the game: the yardstick."""

    seats = 3
    game = "normand"


class NormandRaceMaster(NormandPointsMaster):
    """Three-handed Master playing the two-handed end as the race it is (``round_target.two_handed_end``),
    the default A of ``--game normand-end``."""

    race = True


class PartnershipPointsMaster(_PointsMaster):
    """Four-handed Master playing for the points to the end of the game: the yardstick."""

    game = "partnership"


class NormandTargetMaster(NormandPointsMaster):
    """Three-handed Master playing to the game's end near the target."""

    target_play = True


class PartnershipTargetMaster(PartnershipPointsMaster):
    """Four-handed Master playing to the game's end near the target."""

    target_play = True


TARGET_MASTERS = {"normand": "piquet_gui.bench.round_endgame:NormandTargetMaster",
                  "normand-end": "piquet_gui.bench.round_endgame:NormandRaceMaster",
                  "partnership": "piquet_gui.bench.round_endgame:PartnershipTargetMaster"}

POINTS_MASTERS = {"normand": "piquet_gui.bench.round_endgame:NormandPointsMaster",
                  "normand-end": "piquet_gui.bench.round_endgame:NormandPointsMaster",
                  "partnership": "piquet_gui.bench.round_endgame:PartnershipPointsMaster"}

Partie = NormandPartie | PartnershipPartie


def make(level: str, seed: int, game: str, times: list[float]) -> TimedPlayer:
    player = partnership_player(level, seed) if game == "partnership" else trio_player(level, seed)
    return TimedPlayer(player, times)


def position(game: str, seed: int, index: int, lead_in: str) -> Partie:
    """Position ``index``: a game of ``game`` with a side at :data:`NEAR_END` or more, a deal to be dealt."""
    attempt = 0
    times: list[float] = []
    while True:
        partie_seed = derive(seed, "round-end", game, index, attempt)
        partie: Partie
        if game != "partnership":
            partie = NormandPartie(first_dealer=index % 3, seed=partie_seed)
        else:
            partie = PartnershipPartie(first_dealer=index % 4, seed=partie_seed)
        seats = [make(lead_in, derive(seed, "lead", index, s), game, times) for s in range(partie.seats)]
        if isinstance(partie, NormandPartie) and game == "normand-end":
            play_out(partie, seats, lambda p: p.needs_deal() and bool(p.out))
            if not partie.is_over():
                return partie
        else:
            play_out(partie, seats, lambda p: p.needs_deal() and max(p.totals()) >= NEAR_END)
            if not partie.is_over() and not (isinstance(partie, NormandPartie) and partie.out):
                return partie
        attempt += 1


def a_paid(partie: Partie, a_seats: tuple[int, ...], games_before: int, race: bool = False) -> int:
    """What the game's end paid A: three-handed A's stakes, four-handed what the game paid A's side; in the
    two-handed end (A one of the two left), +1 when A wins the race, -1 when A is last."""
    if race and isinstance(partie, NormandPartie):
        return -1 if partie.loser == a_seats[0] else 1
    if isinstance(partie, NormandPartie):
        return -2 if partie.loser == a_seats[0] else 1
    game = partie.standings().games[games_before]
    return game.points if game.winner == a_seats[0] % 2 else -game.points


@dataclasses.dataclass(frozen=True)
class Task:
    game: str
    level_a: str
    level_b: str
    lead_in: str
    seed: int
    start: int
    stop: int


def run_task(task: Task) -> tuple[list[tuple[int, ...]], dict[str, list[float]]]:
    times: dict[str, list[float]] = {task.level_a: [], task.level_b: []}
    outcomes: list[tuple[int, ...]] = []
    for index in range(task.start, task.stop):
        start = position(task.game, task.seed, index, task.lead_in)
        games = len(start.standings().games) if isinstance(start, PartnershipPartie) else 0
        seats = start.seats
        end = task.game == "normand-end"
        rotations: list[tuple[int, ...]]
        if end:
            assert isinstance(start, NormandPartie)
            rotations = [(r,) for r in range(3) if r not in start.out]
        else:
            rotations = [(r,) for r in range(3)] if seats == 3 else [(0, 2), (1, 3)]
        paid = []
        for a_seats in rotations:
            partie = start.copy()
            players = [make(task.level_a if s in a_seats else task.level_b, derive(task.seed, "end", index, s),
                            task.game, times[task.level_a if s in a_seats else task.level_b]) for s in range(seats)]
            if isinstance(partie, NormandPartie):
                play_out(partie, players)
            else:
                play_out(partie, players, lambda p: len(p.standings().games) > games)
            paid.append(a_paid(partie, a_seats, games, race=end))
        outcomes.append(tuple(paid))
    return outcomes, times


def benchmark(game: str, level_a: str, level_b: str, positions: int, seed: int = 1, lead_in: str = "club",
              jobs: int = 1) -> dict[str, Any]:
    started = time.perf_counter()
    tasks = [Task(game, level_a, level_b, lead_in, seed, start, end) for start, end in spans(positions, jobs)]
    outcomes, times = run_chunks(tasks, run_task, jobs, (level_a, level_b))
    diffs = [sum(o) for o in outcomes]
    rotations = len(outcomes[0]) if outcomes else 0
    per_rotation = [[o[r] for o in outcomes] for r in range(rotations)]
    return {"a": level_a, "b": level_b, "game": game, "lead_in": lead_in, "seed": seed, "positions": positions,
            "pair": summarize(diffs), "pairs_that_differ": sum(1 for d in diffs if d),
            "rotations": [sum(r) / len(r) for r in per_rotation],
            "decisions": {level: time_figures(values) for level, values in times.items()},
            "elapsed_s": time.perf_counter() - started}


def render(report: dict[str, Any]) -> str:
    pair = report["pair"]
    three = report["game"] == "normand"
    end = report["game"] == "normand-end"
    what = "three-handed games (A's stakes over the three seats)" if three \
        else "two-handed ends of three-handed games (A's races won less lost, both seats)" if end \
        else "partnership games (what the game paid A's side, both sides)"
    start = "the first seat out" if end else f"{NEAR_END} points"
    lines = [f"A = {report['a']}, B = {report['b']}: the end of {report['positions']} {what} from {start} "
             f"({report['lead_in']} before), seed {report['seed']}"]
    if pair["mean"] is not None:
        low, high = pair["ci95"]
        unit = "stakes" if three else "races" if end else "points"
        lines.append(f"mean per position (A's {unit}): {pair['mean']:+.3f}, 95% CI [{low:+.3f}, {high:+.3f}], "
                     f"sd {pair['sd']:.2f}")
    lines.append(f"positions won / drawn / lost by A: {pair['won']} / {pair['drawn']} / {pair['lost']}; "
                 f"{report['pairs_that_differ']} positions where the choices changed the result")
    seats = "side in seats" if report["game"] == "partnership" else "rotation" if end else "seat"
    names = ["0 and 2", "1 and 3"] if report["game"] == "partnership" else ["1", "2"] if end else ["0", "1", "2"]
    lines.append("A's mean by rotation: " + ", ".join(f"{seats} {n}: {v:+.3f}"
                                                       for n, v in zip(names, report["rotations"])))
    for level, figures in report["decisions"].items():
        if figures["decisions"]:
            lines.append(f"  {level}: {figures['decisions']} decisions, median {figures['median_ms']:.2f} ms, "
                         f"p95 {figures['p95_ms']:.1f} ms, max {figures['max_ms']:.1f} ms")
    lines.append(f"elapsed: {report['elapsed_s']:.1f} s")
    return "\n".join(lines)
