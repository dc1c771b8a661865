"""Benchmark of the computer players: ``python -m piquet_gui.bench.players --a LEVEL --b LEVEL``.

Mirrored deals
    Pair ``i`` is one deal shuffled from ``--seed`` and ``i`` (so the same
    seed always gives the same cards), played twice with the same dealer
    seat: first A in seat 0 and B in seat 1, then the same cards and talon
    with A in seat 1 and B in seat 0.  Each player therefore holds each hand
    and plays each role once, and the luck of the cards cancels.  The dealer
    seat alternates from pair to pair.  A pair's score is A's points minus
    B's points, summed over its two deals.

    The report gives the mean per pair with its 95% confidence interval
    (Student's t), the pairs A won, drew and lost, the share of the decisive
    pairs A won, and each player's mean score per deal.

Mirrored parties (``--parties N``)
    Also N whole six-deal Rubicon parties, each played twice from the same
    seed (the same cards deal after deal) with the seats swapped; reported
    as parties won / drawn / lost by A and A's mean settlement per party
    (points gained, negative when lost, Laws 72-73) and per mirrored pair.

Games (``--game``)
    ``rubicon`` (the default: Rubicon piquet, as above), ``au-cent`` and
    ``auction`` (the two-handed variants: the same mirrored deals and
    parties under their rules; an auction passed out scores nothing, and
    a partie is the variant's own, its settlement what it pays), and
    ``normand`` (three-handed piquet): deal ``i`` is played three times,
    A in each seat in turn and two players of B in the other two, the
    cards the same; a deal's score is A's points minus the mean of the two
    B's, and the report gives its mean per deal with a 95% interval over
    the deals.  Its parties (``--parties N``) are played the same way, in
    all three rotations from one seed: A gains one stake when out (the
    last pays each of the others one stake) and pays two when last.
    ``partnership`` (four-handed piquet): deal ``i`` is played twice,
    A's side in seats 0 and 2, then in seats 1 and 3, the cards the same;
    its parties likewise (the settlement: what the winning side gains).
    In these two games ``simple`` is the simple player of each
    (``normand_player.py``, ``partnership_player.py``), the baseline; Expert
    and Master play the cards by rollout search (``round_search.py``), the
    other levels as the simple player (three-handed, a level also plays the
    two-handed deals at the end of the game).
    Every report also gives the mean per deal (A - B) with its interval.

Decision times
    Every ``choose`` call is timed; per level the report gives the number of
    decisions and the median, 95th percentile and maximum in milliseconds.
    ``--memory`` adds the peak resident memory of the processes that played.

Levels
    Those of ``piquet_gui.ai.player.LEVELS``, plus ``random`` (a uniformly
    random legal action: the floor) and ``perfect`` (see ``bench.perfect``, and
    ``bench.round_perfect`` in the three- and four-handed games, single deals only: it
    sees every card, the one player that is handed the deal instead of a
    seat's view; it exists only here, to show how far each level is from the
    ceiling).  Every other player decides from ``deal.view(seat)`` only.

    A level may also name a class, ``MODULE:CLASS`` or ``FILE.py:CLASS``,
    built from a ``random.Random``: two versions of a player compare in one
    run, e.g. ``--a /tmp/try.py:NewMaster --b piquet_gui.ai.levels:Master``.
    The perfect player sees everything only in the play of the cards; before
    it (exchange, declarations) it chooses like ``--perfect-base LEVEL``
    (default ``beginner``), so ``--a perfect --perfect-base master --b master``
    measures how far Master's card play is from perfect play.

Options
    ``--pairs N`` (default 400), ``--parties N`` (default 0), ``--seed S``
    (default 1), ``--jobs N`` (processes; default 1), ``--json`` (one JSON
    object), ``--memory``, ``--perfect-base LEVEL``.  Results do not depend on ``--jobs``: everything
    except what the JSON keeps under ``"run"`` (times, memory, elapsed time,
    jobs) is identical for any number of processes.

Checks (for CI; the exit status is 1 when one fails)
    ``--check`` requires A to beat B: the lower end of the 95% interval above
    zero.  ``--min-mean P``, ``--min-decisive-share F`` (0 to 1),
    ``--max-p95-ms MS`` and ``--max-ms MS`` (A's decision times) and
    ``--max-rss-mb MB`` (implies ``--memory``) add the issue's other bars,
    e.g. Master against Club::

        python -m piquet_gui.bench.players --a master --b club --pairs 400 --seed 1 --jobs 2 \\
            --check --min-mean 8 --min-decisive-share 0.8 --max-p95-ms 500 --max-ms 2000 --max-rss-mb 300
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import importlib
import importlib.util
import json
import math
import multiprocessing
import random
import resource
import statistics
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from ..model.actions import Action
from ..model.two_handed.deal import Deal
from ..model.two_handed.formats import PartieFormat, Rubicon
from ..model.normand.deal import ThreeHandDeal
from ..model.normand.partie import NormandPartie
from ..model.partnership.deal import PartnershipDeal
from ..model.partnership.partie import PartnershipPartie
from ..model.two_handed.partie import Partie
from ..model.two_handed.rules import Rules
from ..model.games import find_game
from ..model.games import rule_set_of
from ..model.view import SeatView
from ..ai.normand_player import NormandPlayer
from .perfect import PerfectPlayer
from .round_perfect import RoundPerfectPlayer
from ..ai.player import GAMES as PLAYER_GAMES
from ..ai.player import LEVELS, Player, make_player, play_out

GAMES = PLAYER_GAMES
"""The games the benchmark plays: every game ``make_player`` plays."""

EXTRA_LEVELS = ("random", "perfect", "simple")
"""Beyond the levels: the random floor, the perfect-information player and the simple
three- and four-handed player (the baseline of those games; ``make_player``'s ``"simple"``)."""
ALL_LEVELS = (*LEVELS, *EXTRA_LEVELS)


# --- players ---------------------------------------------------------------------------

class RandomPlayer:
    """A uniformly random legal action: the floor every level must beat."""

    name = "Random"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, view: SeatView[Any]) -> Action:
        return self.rng.choice(view.legal_actions)


def load_class(spec: str) -> type:
    """The class named by ``MODULE:CLASS`` or ``FILE.py:CLASS`` (a version of a player to compare)."""
    where, _, name = spec.rpartition(":")
    if where.endswith(".py"):
        module_name = "bench_" + hashlib.sha256(where.encode()).hexdigest()[:12]
        module = sys.modules.get(module_name)
        if module is None:
            found = importlib.util.spec_from_file_location(module_name, where)
            if found is None or found.loader is None:
                raise ValueError(f"cannot load {where}")
            module = importlib.util.module_from_spec(found)
            sys.modules[module_name] = module
            found.loader.exec_module(module)
    else:
        module = importlib.import_module(where)
    cls = getattr(module, name, None)
    if not isinstance(cls, type):
        raise ValueError(f"{where} has no class {name}")
    return cls


def level_spec(text: str) -> str:
    """Argument check: a known level, or ``MODULE:CLASS`` / ``FILE.py:CLASS`` that loads."""
    if text in ALL_LEVELS:
        return text
    if ":" not in text:
        raise argparse.ArgumentTypeError(f"unknown level {text!r} (known: {', '.join(ALL_LEVELS)}, "
                                         "or MODULE:CLASS, or FILE.py:CLASS)")
    try:
        load_class(text)
    except (ImportError, OSError, ValueError, SyntaxError) as error:
        raise argparse.ArgumentTypeError(f"{text}: {error}") from None
    return text


def bench_player(level: str, seed: int, perfect_base: str = "beginner") -> Player:
    """A player of ``level`` (any of :data:`ALL_LEVELS`, or a class named ``MODULE:CLASS`` or
    ``FILE.py:CLASS`` and built from a ``random.Random``), deterministic for ``seed``.

    ``perfect_base``: the level whose choices the perfect player uses outside the play.
    """
    if ":" in level:
        player: Player = load_class(level)(random.Random(seed))
        return player
    if level == "random":
        return RandomPlayer(random.Random(seed))
    if level == "perfect":
        return PerfectPlayer(seed=seed, base=perfect_base)
    return make_player(level, seed)


def trio_player(level: str, seed: int, perfect_base: str = "beginner") -> Any:
    """A three-handed player: the random floor, ``make_player``'s three-handed player of the level (the
    simple one with ``"simple"``), or a class named ``MODULE:CLASS``: a three-handed player itself when
    the class says ``seats = 3``, else a two-handed one that the simple player hands the end of the game."""
    if level == "random":
        return RandomPlayer(random.Random(seed))
    if level == "perfect":
        return RoundPerfectPlayer(seed, perfect_base, "normand")
    if ":" in level:
        cls = load_class(level)
        if getattr(cls, "seats", None) == 3:  # a three-handed player of its own
            return cls(random.Random(seed))
        return NormandPlayer(random.Random(seed), bench_player(level, seed))
    return make_player(level, seed, "normand")


def partnership_player(level: str, seed: int, perfect_base: str = "beginner") -> Any:
    """A four-handed player: the random floor, a class named ``MODULE:CLASS`` or ``FILE.py:CLASS``, or
    ``make_player``'s four-handed player of the level."""
    if level == "random":
        return RandomPlayer(random.Random(seed))
    if level == "perfect":
        return RoundPerfectPlayer(seed, perfect_base, "partnership")
    if ":" in level:
        return load_class(level)(random.Random(seed))
    return make_player(level, seed, "partnership")


class TimedPlayer:
    """Times every ``choose`` of the player it wraps, into ``times`` (seconds)."""

    def __init__(self, player: Any, times: list[float]) -> None:
        self.player = player
        self.times = times
        self.name = player.name

    def attach(self, deal: Any) -> None:
        """Hand the live deal to a player that sees everything (the perfect player); others never get it."""
        attach = getattr(self.player, "attach", None)
        if attach is not None:
            attach(deal)

    def choose(self, view: SeatView[Any]) -> Action:
        start = time.perf_counter()
        action: Action = self.player.choose(view)
        self.times.append(time.perf_counter() - start)
        return action


PlayerFactory = Callable[[int], TimedPlayer]
"""Makes a (timed) player from a seed."""


def derive(seed: int, *parts: object) -> int:
    """A 64-bit seed from ``seed`` and labels: the same in every process and on every run."""
    text = ":".join(str(p) for p in (seed, *parts))
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")


# --- one mirrored pair of deals -------------------------------------------------------------

@dataclasses.dataclass(frozen=True)
class PairOutcome:
    index: int
    dealer: int
    a_points: tuple[int, int]
    """A's score in the first deal (A in seat 0) and in the second (A in seat 1)."""
    b_points: tuple[int, int]

    @property
    def diff(self) -> int:
        return sum(self.a_points) - sum(self.b_points)


def pair_deal(seed: int, index: int, rules: Rules | None = None) -> Deal:
    """The deal of pair ``index``, before any action (dealer: ``index % 2``)."""
    return Deal.shuffled(index % 2, random.Random(derive(seed, "deal", index)), rules)


def play_deal(deal: Deal, seats: Sequence[TimedPlayer]) -> None:
    """Play ``deal`` to its end, ``seats[s]`` deciding for seat ``s`` from its view."""
    for player in seats:
        player.attach(deal)
    while not deal.is_over():
        seat = deal.to_act
        assert seat is not None
        deal.apply(seats[seat].choose(deal.view(seat)))


def play_pair(make_a: PlayerFactory, make_b: PlayerFactory, seed: int, index: int,
              rules: Rules | None = None) -> tuple[PairOutcome, tuple[Deal, Deal]]:
    """Pair ``index``: the same deal with A in seat 0, then in seat 1.  Returns the outcome and both deals."""
    template = pair_deal(seed, index, rules)
    seed_a, seed_b = derive(seed, "a", index), derive(seed, "b", index)
    first, second = template.copy(), template.copy()
    play_deal(first, (make_a(seed_a), make_b(seed_b)))
    play_deal(second, (make_b(seed_b), make_a(seed_a)))
    a_points = (first.scores[0].total, second.scores[1].total)
    b_points = (first.scores[1].total, second.scores[0].total)
    return PairOutcome(index, template.dealer, a_points, b_points), (first, second)


# --- one mirrored pair of parties -----------------------------------------------------------

@dataclasses.dataclass(frozen=True)
class PartyOutcome:
    index: int
    a_settlement: tuple[int, ...]
    """What A gained in each partie (A in seat 0, then in seat 1, ...): + won, - lost, 0 drawn."""
    deals: tuple[int, ...]

    @property
    def diff(self) -> int:
        return sum(self.a_settlement)


def play_partie(partie: Partie, seats: Sequence[TimedPlayer],
                until: Callable[[Partie], bool] | None = None) -> Partie:
    """Play ``partie`` to its end (or until ``until(partie)`` holds), ``seats[s]`` deciding for seat ``s``."""
    while not partie.is_over() and not (until and until(partie)):
        if partie.needs_deal():
            deal = partie.start_deal()
            for player in seats:
                player.attach(deal)
        seat = partie.to_act
        assert seat is not None
        view = partie.view(seat)
        assert view is not None
        partie.apply(seats[seat].choose(view))
    return partie


def settlement_for(partie: Partie, seat: int) -> int:
    """What the finished ``partie`` paid ``seat``: + won, - lost, 0 drawn."""
    result = partie.standings().result
    if result.drawn or result.winner is None:
        return 0
    return result.points if result.winner == seat else -result.points


def game_setup(game: str) -> tuple[Rules, PartieFormat]:
    """The rules and partie format of a two-handed game with its default options (RULES.md's for the others, which
    do not read them)."""
    return rule_set_of(game, {}) if find_game(game).seats == 2 else (Rules(), Rubicon())


def play_party_pair(make_a: PlayerFactory, make_b: PlayerFactory, seed: int, index: int,
                    rules: Rules | None = None, game: str = "rubicon") -> PartyOutcome:
    partie_seed = derive(seed, "partie", index)
    seed_a, seed_b = derive(seed, "partie-a", index), derive(seed, "partie-b", index)
    settlements: list[int] = []
    deals: list[int] = []
    for a_seat in (0, 1):
        partie = Partie(rules=rules, format=game_setup(game)[1], first_dealer=index % 2, seed=partie_seed)
        seats = [make_a(seed_a), make_b(seed_b)] if a_seat == 0 else [make_b(seed_b), make_a(seed_a)]
        settlements.append(settlement_for(play_partie(partie, seats), a_seat))
        deals.append(len(partie.deals))
    return PartyOutcome(index, (settlements[0], settlements[1]), (deals[0], deals[1]))


# --- three-handed piquet: A against two of B, in the three rotations of the same cards -----------

@dataclasses.dataclass(frozen=True)
class TrioOutcome:
    index: int
    a_points: tuple[int, int, int]
    """A's score with A in seat 0, 1 and 2."""
    b_points: tuple[float, float, float]
    """The mean score of the two B's in the same three deals."""

    @property
    def diff(self) -> float:
        return sum(self.a_points) - sum(self.b_points)


def trio_deal(seed: int, index: int) -> ThreeHandDeal:
    """The three-handed deal ``index``, before any action (dealer: ``index % 3``)."""
    return ThreeHandDeal.shuffled(index % 3, random.Random(derive(seed, "trio", index)))


def trio_seats(make_a: PlayerFactory, make_b: PlayerFactory, seed: int, index: int, a_seat: int,
               kind: str) -> list[TimedPlayer]:
    """A in ``a_seat``, B in the other two (each B its own seed, the same in every rotation)."""
    return [make_a(derive(seed, kind + "-a", index)) if s == a_seat else make_b(derive(seed, kind + "-b", index, s))
            for s in range(3)]


def play_trio(make_a: PlayerFactory, make_b: PlayerFactory, seed: int, index: int) -> TrioOutcome:
    """Deal ``index`` three times, A in each seat in turn."""
    template = trio_deal(seed, index)
    a_points: list[int] = []
    b_points: list[float] = []
    for a_seat in range(3):
        deal = template.copy()
        seats = trio_seats(make_a, make_b, seed, index, a_seat, "trio")
        for player in seats:
            player.attach(deal)
        while not deal.is_over():
            seat = deal.to_act
            assert seat is not None
            deal.apply(seats[seat].choose(deal.view(seat)))
        a_points.append(deal.scores[a_seat].total)
        b_points.append(sum(deal.scores[s].total for s in range(3) if s != a_seat) / 2)
    return TrioOutcome(index, (a_points[0], a_points[1], a_points[2]), (b_points[0], b_points[1], b_points[2]))


def trio_stake(partie: NormandPartie, seat: int) -> int:
    """What a finished three-handed partie paid ``seat``: the last pays each of the others one stake."""
    return -2 if partie.loser == seat else 1


def play_trio_partie(make_a: PlayerFactory, make_b: PlayerFactory, seed: int, index: int) -> PartyOutcome:
    """One three-handed partie from one seed, A in each seat in turn; A's stakes won (+1) or paid (-2)."""
    partie_seed = derive(seed, "partie", index)
    stakes: list[int] = []
    deals: list[int] = []
    for a_seat in range(3):
        partie = NormandPartie(first_dealer=index % 3, seed=partie_seed)
        play_out(partie, trio_seats(make_a, make_b, seed, index, a_seat, "partie"))
        stakes.append(trio_stake(partie, a_seat))
        deals.append(len(partie.deals))
    return PartyOutcome(index, tuple(stakes), tuple(deals))


# --- partnership piquet: A's side against B's, then the sides swapped, the same cards ---------------

def play_partnership_deals(make_a: PlayerFactory, make_b: PlayerFactory, seed: int,
                           index: int) -> tuple[PartnershipDeal, PartnershipDeal]:
    """Deal ``index`` played with A's side in seats 0 and 2, then in seats 1 and 3: both deals, over."""
    template = PartnershipDeal.shuffled(index % 4, random.Random(derive(seed, "four", index)))
    deals: list[PartnershipDeal] = []
    for a_side in (0, 1):
        deal = template.copy()
        seats = [make_a(derive(seed, "four-a", index, s % 2)) if s % 2 == a_side
                 else make_b(derive(seed, "four-b", index, s % 2)) for s in range(4)]
        for player in seats:
            player.attach(deal)
        while not deal.is_over():
            seat = deal.to_act
            assert seat is not None
            deal.apply(seats[seat].choose(deal.view(seat)))
        deals.append(deal)
    return deals[0], deals[1]


def play_partnership_pair(make_a: PlayerFactory, make_b: PlayerFactory, seed: int, index: int) -> PairOutcome:
    """Deal ``index`` with A's side in seats 0 and 2, then in seats 1 and 3."""
    first, second = play_partnership_deals(make_a, make_b, seed, index)
    return PairOutcome(index, first.dealer, (first.scores[0].total, second.scores[1].total),
                       (first.scores[1].total, second.scores[0].total))


def play_partnership_parties(make_a: PlayerFactory, make_b: PlayerFactory, seed: int, index: int) -> PartyOutcome:
    """One partie from one seed, A's side in seats 0 and 2, then in 1 and 3: what A's side gained."""
    partie_seed = derive(seed, "partie", index)
    settlements: list[int] = []
    deals: list[int] = []
    for a_side in (0, 1):
        partie = PartnershipPartie(first_dealer=index % 4, seed=partie_seed)
        seats = [make_a(derive(seed, "partie-a", index, s % 2)) if s % 2 == a_side
                 else make_b(derive(seed, "partie-b", index, s % 2)) for s in range(4)]
        play_out(partie, seats)
        result = partie.standings().result
        won = 0 if result.drawn or result.winner is None else result.points
        settlements.append(won if result.winner == a_side else -won)
        deals.append(len(partie.deals))
    return PartyOutcome(index, tuple(settlements), tuple(deals))


# --- work split across processes -------------------------------------------------------------

@dataclasses.dataclass(frozen=True)
class Task:
    level_a: str
    level_b: str
    seed: int
    kind: str  # "pairs" or "parties"
    start: int
    stop: int
    rules: Rules = dataclasses.field(default_factory=Rules)
    perfect_base: str = "beginner"
    game: str = "rubicon"


@dataclasses.dataclass
class ChunkResult:
    pairs: list[PairOutcome | TrioOutcome]
    parties: list[PartyOutcome]
    times: dict[str, list[float]]
    peak_rss_kb: int


def peak_rss_kb() -> int:
    """This process's peak resident memory so far, in KiB."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak // 1024 if sys.platform == "darwin" else peak  # bytes on macOS


def run_task(task: Task) -> ChunkResult:
    times: dict[str, list[float]] = {task.level_a: [], task.level_b: []}

    def factory(level: str) -> PlayerFactory:
        if task.game == "normand":
            return lambda seed: TimedPlayer(trio_player(level, seed, task.perfect_base), times[level])
        if task.game == "partnership":
            return lambda seed: TimedPlayer(partnership_player(level, seed, task.perfect_base), times[level])
        return lambda seed: TimedPlayer(bench_player(level, seed, task.perfect_base), times[level])

    make_a, make_b = factory(task.level_a), factory(task.level_b)
    pairs: list[PairOutcome | TrioOutcome] = []
    parties: list[PartyOutcome] = []
    for index in range(task.start, task.stop):
        if task.game == "normand":
            if task.kind == "pairs":
                pairs.append(play_trio(make_a, make_b, task.seed, index))
            else:
                parties.append(play_trio_partie(make_a, make_b, task.seed, index))
        elif task.game == "partnership":
            if task.kind == "pairs":
                pairs.append(play_partnership_pair(make_a, make_b, task.seed, index))
            else:
                parties.append(play_partnership_parties(make_a, make_b, task.seed, index))
        elif task.kind == "pairs":
            pairs.append(play_pair(make_a, make_b, task.seed, index, task.rules)[0])
        else:
            parties.append(play_party_pair(make_a, make_b, task.seed, index, task.rules, task.game))
    return ChunkResult(pairs, parties, times, peak_rss_kb())


def split(kind: str, count: int, jobs: int, level_a: str, level_b: str, seed: int, rules: Rules,
          perfect_base: str = "beginner", game: str = "rubicon") -> list[Task]:
    """Contiguous chunks, several per process so that the processes finish together."""
    if count <= 0:
        return []
    size = max(1, math.ceil(count / (jobs * 8))) if jobs > 1 else count
    return [Task(level_a, level_b, seed, kind, start, min(start + size, count), rules, perfect_base, game)
            for start in range(0, count, size)]


def run_all(tasks: list[Task], jobs: int) -> list[ChunkResult]:
    """Every task's result, in task order whatever the number of processes."""
    if jobs <= 1 or len(tasks) <= 1:
        return [run_task(t) for t in tasks]
    with multiprocessing.get_context().Pool(min(jobs, len(tasks))) as pool:
        return list(pool.imap(run_task, tasks))


# --- statistics ------------------------------------------------------------------------------

# Two-sided 95% critical values of Student's t for 1 to 30 degrees of freedom.
_T95 = (12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.160, 2.145,
        2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048,
        2.045, 2.042)


def t95(df: int) -> float:
    """The two-sided 95% critical value of Student's t (Cornish-Fisher expansion beyond 30 df)."""
    if df <= 30:
        return _T95[max(df, 1) - 1]
    z = 1.959964
    return z + (z ** 3 + z) / (4 * df) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df ** 2)


def summarize(diffs: Sequence[float]) -> dict[str, Any]:
    """Mean, 95% interval and won / drawn / lost of per-pair differences (A's point of view)."""
    n = len(diffs)
    won = sum(1 for d in diffs if d > 0)
    lost = sum(1 for d in diffs if d < 0)
    out: dict[str, Any] = {"n": n, "won": won, "drawn": n - won - lost, "lost": lost,
                           "decisive_share": won / (won + lost) if won + lost else None}
    if n == 0:
        return {**out, "mean": None, "sd": None, "ci95": None}
    mean = sum(diffs) / n
    sd = statistics.stdev(diffs) if n > 1 else 0.0
    half = t95(n - 1) * sd / math.sqrt(n) if n > 1 else math.inf
    return {**out, "mean": mean, "sd": sd, "ci95": [mean - half, mean + half]}


def time_figures(times: Sequence[float]) -> dict[str, Any]:
    """Median, 95th percentile (nearest rank) and maximum, in milliseconds."""
    if not times:
        return {"decisions": 0, "median_ms": None, "p95_ms": None, "max_ms": None}
    ordered = sorted(times)
    p95 = ordered[max(0, math.ceil(0.95 * len(ordered)) - 1)]
    return {"decisions": len(ordered), "median_ms": statistics.median(ordered) * 1000,
            "p95_ms": p95 * 1000, "max_ms": ordered[-1] * 1000}


# --- the whole benchmark ---------------------------------------------------------------------

def benchmark(level_a: str, level_b: str, pairs: int, seed: int = 1, parties: int = 0, jobs: int = 1,
              rules: Rules | None = None, perfect_base: str = "beginner", game: str = "rubicon") -> dict[str, Any]:
    """Every figure of the report, as the JSON output holds them (for ``normand``, ``pairs`` counts the
    deals, each played in three rotations)."""
    if game not in GAMES:
        raise ValueError(f"unknown game {game!r} (known: {', '.join(GAMES)})")
    if game in ("normand", "partnership") and "perfect" in (level_a, level_b) and parties:
        raise ValueError("in the three- and four-handed games the perfect player plays single deals, not parties")
    if game not in ("normand", "partnership") and "simple" in (level_a, level_b):
        raise ValueError("the simple player plays only the three- and four-handed games")
    for level in (level_a, level_b):
        if level not in ALL_LEVELS and ":" not in level:
            raise ValueError(f"unknown level {level!r} (known: {', '.join(ALL_LEVELS)})")
    if perfect_base not in LEVELS:
        raise ValueError(f"unknown level {perfect_base!r} for the perfect player (known: {', '.join(LEVELS)})")
    with_perfect = "perfect" in (level_a, level_b)
    rules = rules or game_setup(game)[0]
    started = time.perf_counter()
    tasks = split("pairs", pairs, jobs, level_a, level_b, seed, rules, perfect_base, game) + \
        split("parties", parties, jobs, level_a, level_b, seed, rules, perfect_base, game)
    results = run_all(tasks, jobs)
    elapsed = time.perf_counter() - started

    pair_outcomes = [p for r in results for p in r.pairs]
    party_outcomes = [p for r in results for p in r.parties]
    times: dict[str, list[float]] = {level_a: [], level_b: []}
    for r in results:
        for level, values in r.times.items():
            times[level].extend(values)
    rotations = 3 if game == "normand" else 2
    deals = rotations * len(pair_outcomes)
    report: dict[str, Any] = {
        "a": level_a, "b": level_b, "seed": seed, "game": game, "pairs": len(pair_outcomes),
        "rules": {} if game in ("normand", "partnership") else rules.options(),
        "perfect_base": perfect_base if with_perfect else None,
        "pair": summarize([p.diff for p in pair_outcomes]),
        "deal": summarize([p.diff / rotations for p in pair_outcomes]),
        "mean_per_deal": {
            "a": sum(sum(p.a_points) for p in pair_outcomes) / deals if deals else None,
            "b": sum(sum(p.b_points) for p in pair_outcomes) / deals if deals else None,
        },
        "decisions": {level: len(values) for level, values in times.items()},
    }
    if party_outcomes:
        settlements = [s for p in party_outcomes for s in p.a_settlement]
        report["parties"] = {
            "played": len(settlements),
            "won": sum(1 for s in settlements if s > 0),
            "drawn": sum(1 for s in settlements if s == 0),
            "lost": sum(1 for s in settlements if s < 0),
            "mean_settlement": sum(settlements) / len(settlements),
            "pair": summarize([p.diff for p in party_outcomes]),
            "partie": summarize([p.diff / rotations for p in party_outcomes]),
            "deals": sum(sum(p.deals) for p in party_outcomes),
        }
    peak_kb = max([peak_rss_kb(), *(r.peak_rss_kb for r in results)])
    report["run"] = {
        "jobs": jobs, "elapsed_s": elapsed,
        "decision_times": {level: time_figures(values) for level, values in times.items()},
        "peak_rss_mb": peak_kb / 1024,
        "perfect_uses_solver": PerfectPlayer(use_solver=None).uses_solver if with_perfect else None,
    }
    return report


def _signed(x: float | None, digits: int = 2) -> str:
    return "n/a" if x is None else f"{x:+.{digits}f}"


def render(report: dict[str, Any], memory: bool = False) -> str:
    a, b = report["a"], report["b"]
    pair = report["pair"]
    run = report["run"]
    game = report.get("game", "rubicon")
    trio = game == "normand"
    jobs = f"seed {report['seed']}, {run['jobs']} job{'s' if run['jobs'] != 1 else ''}"
    if trio:
        lines = [f"three-handed piquet, A = {a} against two of B = {b}: {report['pairs']} deals, each in three "
                 f"rotations ({3 * report['pairs']} deals), {jobs}"]
    else:
        lines = [f"{'' if game == 'rubicon' else game + ': '}A = {a}, B = {b}: {report['pairs']} mirrored pairs "
                 f"({2 * report['pairs']} deals), {jobs}"]
    if run.get("perfect_uses_solver") is not None:
        how = "solver" if run["perfect_uses_solver"] else "greedy look-ahead (no ai.solver yet)"
        lines.append(f"perfect: sees every card; plays the cards with the {how}, "
                     f"chooses like {report['perfect_base']} before the play")
    deal = report.get("deal")
    if deal and deal["n"]:
        low, high = deal["ci95"]
        versus = "the mean of the two B" if trio else "B"
        lines.append(f"mean per deal (A - {versus}): {_signed(deal['mean'])} points, 95% CI "
                     f"[{_signed(low)}, {_signed(high)}]")
    if trio:
        if pair["n"]:
            share = pair["decisive_share"]
            lines.append(f"deals (three rotations together) won / drawn / lost by A: {pair['won']} / "
                         f"{pair['drawn']} / {pair['lost']} (A won {'n/a' if share is None else f'{share:.1%}'} "
                         f"of the decisive ones)")
        pair = {"n": 0}
        per_deal = report["mean_per_deal"]
        if per_deal["a"] is not None:
            lines.append(f"mean score per deal: A {per_deal['a']:.2f}, each B {per_deal['b']:.2f}")
    if pair["n"]:
        low, high = pair["ci95"]
        verdict = ("A is stronger" if low > 0 else "B is stronger" if high < 0
                   else "no significant difference")
        lines.append(f"mean per pair (A - B): {_signed(pair['mean'])} points, 95% CI "
                     f"[{_signed(low)}, {_signed(high)}], sd {pair['sd']:.2f}: {verdict}")
        share = pair["decisive_share"]
        lines.append(f"pairs won / drawn / lost by A: {pair['won']} / {pair['drawn']} / {pair['lost']}"
                     f" (A won {'n/a' if share is None else f'{share:.1%}'} of decisive pairs)")
        per_deal = report["mean_per_deal"]
        lines.append(f"mean score per deal: A {per_deal['a']:.2f}, B {per_deal['b']:.2f}")
    parties = report.get("parties")
    if parties and trio:
        low, high = parties["partie"]["ci95"]
        lines.append(f"parties ({parties['played']}, {parties['deals']} deals): A out (paid a stake) / last "
                     f"(paid two): {parties['won']} / {parties['lost']}; mean stakes for A "
                     f"{_signed(parties['mean_settlement'])} per partie (95% CI [{_signed(low)}, {_signed(high)}])")
    elif parties:
        low, high = parties["partie"]["ci95"]
        lines.append(f"mean settlement per partie (A): {_signed(parties['partie']['mean'], 1)}, "
                     f"95% CI [{_signed(low, 1)}, {_signed(high, 1)}]")
        low, high = parties["pair"]["ci95"]
        lines.append(f"parties ({parties['played']}, {parties['deals']} deals): won / drawn / lost by A: "
                     f"{parties['won']} / {parties['drawn']} / {parties['lost']}; mean settlement for A "
                     f"{_signed(parties['mean_settlement'], 1)} per partie, "
                     f"{_signed(parties['pair']['mean'], 1)} per mirrored pair "
                     f"(95% CI [{_signed(low, 1)}, {_signed(high, 1)}])")
    lines.append("decision times (ms):    decisions    median       p95       max")
    for level, figures in run["decision_times"].items():
        if figures["decisions"]:
            lines.append(f"  {level:<20} {figures['decisions']:>10} {figures['median_ms']:>9.3f} "
                         f"{figures['p95_ms']:>9.3f} {figures['max_ms']:>9.3f}")
    if memory:
        lines.append(f"peak memory (RSS, largest process): {run['peak_rss_mb']:.1f} MB")
    lines.append(f"elapsed: {run['elapsed_s']:.1f} s")
    return "\n".join(lines)


def failures(report: dict[str, Any], args: argparse.Namespace) -> list[str]:
    """The bars of ``--check`` and the ``--min-*`` / ``--max-*`` options that the report misses."""
    out: list[str] = []
    pair = report["pair"]
    a_times = report["run"]["decision_times"][report["a"]]
    if args.check and not (pair["ci95"] and pair["ci95"][0] > 0):
        out.append(f"A does not beat B: the 95% interval is {pair['ci95']}")
    if args.min_mean is not None and not (pair["mean"] is not None and pair["mean"] >= args.min_mean):
        out.append(f"mean per pair {pair['mean']} is below {args.min_mean}")
    if args.min_decisive_share is not None and not (
            pair["decisive_share"] is not None and pair["decisive_share"] >= args.min_decisive_share):
        out.append(f"A won {pair['decisive_share']} of decisive pairs, below {args.min_decisive_share}")
    if args.max_p95_ms is not None and (a_times["p95_ms"] or 0) > args.max_p95_ms:
        out.append(f"{report['a']}: 95th percentile {a_times['p95_ms']:.1f} ms is above {args.max_p95_ms} ms")
    if args.max_ms is not None and (a_times["max_ms"] or 0) > args.max_ms:
        out.append(f"{report['a']}: slowest decision {a_times['max_ms']:.1f} ms is above {args.max_ms} ms")
    if args.max_rss_mb is not None and report["run"]["peak_rss_mb"] > args.max_rss_mb:
        out.append(f"peak memory {report['run']['peak_rss_mb']:.1f} MB is above {args.max_rss_mb} MB")
    return out


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m piquet_gui.bench.players",
                                description="Benchmark of the computer players on mirrored deals.",
                                epilog="Levels: " + ", ".join(ALL_LEVELS) + ".  See the module's docstring.")
    p.add_argument("--a", required=True, type=level_spec, metavar="LEVEL", help="player A")
    p.add_argument("--b", required=True, type=level_spec, metavar="LEVEL", help="player B")
    p.add_argument("--perfect-base", default="beginner", choices=LEVELS, metavar="LEVEL",
                   help="the level the perfect player follows outside the play (default beginner)")
    p.add_argument("--game", default="rubicon", choices=GAMES,
                   help="the game: rubicon (default), au-cent, auction, normand (three-handed) or partnership "
                        "(four-handed)")
    p.add_argument("--pairs", type=int, default=400,
                   help="mirrored pairs of deals; for normand, deals played in three rotations (default 400)")
    p.add_argument("--parties", type=int, default=0, help="also this many mirrored pairs of parties (default 0)")
    p.add_argument("--seed", type=int, default=1, help="seed of the deals (default 1)")
    p.add_argument("--jobs", type=int, default=1, help="processes (default 1); the results do not depend on it")
    p.add_argument("--json", action="store_true", help="print one JSON object with every figure")
    p.add_argument("--memory", action="store_true", help="report peak resident memory")
    p.add_argument("--check", action="store_true", help="fail unless A beats B (95%% interval above zero)")
    p.add_argument("--min-mean", type=float, help="fail unless A's mean per pair is at least this")
    p.add_argument("--min-decisive-share", type=float, help="fail unless A wins this share of decisive pairs")
    p.add_argument("--max-p95-ms", type=float, help="fail if A's 95th percentile decision time is above this")
    p.add_argument("--max-ms", type=float, help="fail if A's slowest decision is above this")
    p.add_argument("--max-rss-mb", type=float, help="fail if peak memory is above this (MB)")
    return p


def main(argv: Iterable[str] | None = None) -> int:
    args = parser().parse_args(None if argv is None else list(argv))
    if args.pairs < 0 or args.parties < 0 or args.jobs < 1:
        parser().error("--pairs and --parties must be at least 0, --jobs at least 1")
    if args.game in ("normand", "partnership") and "perfect" in (args.a, args.b) and args.parties:
        parser().error("in the three- and four-handed games the perfect player plays single deals, not parties")
    report = benchmark(args.a, args.b, args.pairs, args.seed, args.parties, args.jobs,
                       perfect_base=args.perfect_base, game=args.game)
    memory = args.memory or args.max_rss_mb is not None
    if args.json:
        if not memory:
            del report["run"]["peak_rss_mb"]
        print(json.dumps(report, indent=None, sort_keys=False))
    else:
        print(render(report, memory))
    problems = failures(report, args)
    for problem in problems:
        print(f"check failed: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
