"""The problem generator: ``python -m piquet_gui.bench.problems [--games G ...] [--minutes M] [--seed S] [--write]``.

For ``--minutes`` of this machine per game, deals of each game are played by computer players of mixed levels
(each seat's level drawn, seeded, from every level), every decision of every seat judged by the coach and the
positions that qualify kept as problems (``coach.problems``: the best beats the second by 3 points or more,
more than two standard errors, and stays best re-judged with twice the samples).  The report gives, per game,
the deals played, the problems found and the **yield per hour** (problems found per hour of this machine,
play and judgement together), per phase, and the mix of difficulties.  ``--write`` writes a collection to
``resources/problems.json`` (``resources.resource_path``; the PyInstaller spec ships the whole folder): at
most ``--per-game`` problems a game, taken in turn from each (phase, difficulty) the game gave, the hardest
first, so that the many easy calls (calling one's whole point) do not crowd out the rest.

Seed 1, 3 minutes a game, this machine (2 cores shared with other work), ``nice -n 19``::

    YIELD

Every two-handed deal gives problems: its calls (an evident call, a sunk point that loses the pique) are
found by every level, hence "easy"; the exchange and some leads need Club or better.  Three- and four-handed
deals take far longer to judge (each call and card played out over sampled deals) and give fewer.
"""

from __future__ import annotations

import argparse
import collections
import random
import time
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from ..ai.player import LEVELS, make_player
from ..coach.problems import DIFFICULTIES, FILE, Problem, find_problems, save
from ..model.games import GAMES, find_game, new_game


def mixed_deal(game: str, seed: int) -> tuple[Any, tuple[str, ...]]:
    """A deal of ``game`` played by computer players whose levels are drawn (seeded) from every level."""
    rng = random.Random(f"problems:{game}:{seed}")
    seats = find_game(game).seats
    levels = tuple(rng.choice(LEVELS) for _ in range(seats))
    players = [make_player(level, seed * 8 + seat, game) for seat, level in enumerate(levels)]
    partie = new_game(game, seed=seed)
    partie.start_deal()
    while not partie.deals[0].is_over():
        seat = partie.to_act
        assert seat is not None
        view = partie.view(seat)
        assert view is not None
        partie.apply(players[seat].choose(view))
    return partie, levels


def collect(game: str, seconds: float, seed: int) -> tuple[list[Problem], int, float]:
    """(problems found, deals played, seconds taken) in about ``seconds`` of ``game``."""
    found: list[Problem] = []
    start = time.perf_counter()
    deals = 0
    while time.perf_counter() - start < seconds:
        partie, _ = mixed_deal(game, seed * 100_000 + GAMES.index(game) * 10_000 + deals)  # each game its own deals
        found += find_problems(partie, seed=deals)
        deals += 1
    return found, deals, time.perf_counter() - start


def selection(problems: Sequence[Problem], per_game: int) -> list[Problem]:
    """At most ``per_game`` problems a game, in turn from each (phase, difficulty) it gave, the hardest first."""
    chosen: list[Problem] = []
    for game in dict.fromkeys(p.game for p in problems):
        groups: dict[tuple[int, str], collections.deque[Problem]] = {}
        for problem in problems:
            if problem.game == game:
                key = (-DIFFICULTIES.index(problem.difficulty), problem.phase)
                groups.setdefault(key, collections.deque()).append(problem)
        taken = 0
        while taken < per_game and any(groups.values()):
            for key in sorted(groups):
                if groups[key] and taken < per_game:
                    chosen.append(groups[key].popleft())
                    taken += 1
    return chosen


def main(argv: Iterable[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m piquet_gui.bench.problems", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--games", nargs="+", default=list(GAMES), choices=list(GAMES))
    p.add_argument("--minutes", type=float, default=3.0, help="minutes of this machine per game")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--write", action="store_true", help="write the collection to resources/problems.json")
    p.add_argument("--out", type=Path, default=None, help="write the collection here instead")
    p.add_argument("--per-game", type=int, default=12)
    args = p.parse_args(None if argv is None else list(argv))
    print(f"problems: {args.minutes:g} minutes a game, mixed levels, seed {args.seed}")
    print(f"{'game':<12} {'deals':>6} {'problems':>9} {'per hour':>9}  per phase (per hour)   difficulty")
    every: list[Problem] = []
    for game in args.games:
        found, deals, seconds = collect(game, args.minutes * 60, args.seed)
        every += found
        hours = seconds / 3600
        phases = collections.Counter(problem.phase for problem in found)
        per_phase = ", ".join(f"{phase} {count / hours:.0f}" for phase, count in sorted(phases.items()))
        mix = collections.Counter(problem.difficulty for problem in found)
        difficulty = " ".join(f"{d} {mix[d]}" for d in DIFFICULTIES)
        print(f"{game:<12} {deals:>6} {len(found):>9} {len(found) / hours:>9.0f}  {per_phase or '-'}   {difficulty}",
              flush=True)
    if args.write or args.out:
        chosen = selection(every, args.per_game)
        target = args.out or Path(__file__).resolve().parent.parent.parent / "resources" / FILE
        save(chosen, target)
        mix = collections.Counter((problem.game, problem.difficulty) for problem in chosen)
        print(f"wrote {len(chosen)} problems to {target}: "
              + ", ".join(f"{game} {difficulty} {count}" for (game, difficulty), count in sorted(mix.items())))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
