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

Seed 1, 4 minutes a game, this machine (2 cores shared with other work), ``nice -n 19``, the shipped collection
(``--minutes 4 --write``)::

    game         deals  found  /hour  easy medium hard  per phase (an hour)
    rubicon         95    430   6441   397     25    8  calls 4254, exchange 449, play 1738
    au-cent        110    481   7180   453     22    6  calls 5120, exchange 418, play 1642
    auction         67    469   6903   309    157    3  auction 2532, calls 2473, exchange 132, play 1766
    normand         29    127   1897   118      7    2  calls 986, carte blanche 15, exchange 30, play 866
    partnership     21    102   1466    92      8    2  calls 532, carte blanche 14, play 920

    wrote 60 problems: 27 easy, 20 medium, 13 hard; 30 play, 15 exchange, 10 calls, 3 auction, 2 carte blanche

So about 6,500 to 7,200 problems an hour in two hands and 1,500 to 1,900 in three and four hands (about 4.5 a
deal in every game, a deal of three or four hands three to five times slower to play and judge); the "medium"
and "hard" ones, the collection's interest, come at about 400 to 500 an hour in two hands, 130 to 150 in three
and four, and 2,400 in auction piquet (its bids make most of them: only Club and above bid by the estimate the
coach's valuation shares).

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
from .coach import first_deal_played


def mixed_deal(game: str, seed: int) -> tuple[Any, tuple[str, ...]]:
    """A deal of ``game`` played by computer players whose levels are drawn (seeded) from every level."""
    rng = random.Random(f"problems:{game}:{seed}")
    seats = find_game(game).seats
    levels = tuple(rng.choice(LEVELS) for _ in range(seats))
    players = [make_player(level, seed * 8 + seat, game) for seat, level in enumerate(levels)]
    partie = new_game(game, seed=seed)
    partie.start_deal()
    return first_deal_played(partie, players), levels


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
    print(f"{'game':<12} {'deals':>5} {'found':>6} {'/hour':>6} {'easy':>5} {'medium':>6} {'hard':>4}  "
          "per phase (an hour)")
    every: list[Problem] = []
    for game in args.games:
        found, deals, seconds = collect(game, args.minutes * 60, args.seed)
        every += found
        hours = seconds / 3600
        phases = collections.Counter(problem.phase for problem in found)
        per_phase = ", ".join(f"{phase} {count / hours:.0f}" for phase, count in sorted(phases.items()))
        mix = collections.Counter(problem.difficulty for problem in found)
        print(f"{game:<12} {deals:>5} {len(found):>6} {len(found) / hours:>6.0f} {mix['easy']:>5} {mix['medium']:>6} "
              f"{mix['hard']:>4}  {per_phase or '-'}", flush=True)
    if args.write or args.out:
        chosen = selection(every, args.per_game)
        target = args.out or Path(__file__).resolve().parent.parent.parent / "resources" / FILE
        save(chosen, target)
        kinds = collections.Counter((problem.game, problem.difficulty) for problem in chosen)
        print(f"wrote {len(chosen)} problems to {target}: "
              + ", ".join(f"{game} {difficulty} {count}" for (game, difficulty), count in sorted(kinds.items())))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
