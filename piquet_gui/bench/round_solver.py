"""The three- and four-handed solver's speed, and its agreement with an exhaustive search through the engine.

``python -m piquet_gui.bench.round_solver [positions] [seed]`` prints the timing table (cold cache, by
tricks left); ``python -m piquet_gui.bench.round_solver --value [positions] [seed]`` compares, four-handed
at a trick's start (the rollouts' exact end), what the whole position is worth (``position_value``: one
alpha-beta search) with every lead's value (``solve``), cold cache; ``--agree [positions] [seed]`` counts, for
both games and every option that changes what their play scores, the positions where
:func:`piquet_gui.ai.round_solver.solve` disagrees with :func:`exhaustive_round_values`.

Positions come from real deals played at random through the engine (carte blanche, the exchange, the calls,
then the cards) until a given number of tricks is left, at the start of a trick or in its middle; some are
then changed so that pique is still open to one side (the others' totals nothing, that side a few points
short of the threshold, or nobody has scored yet at a trick's start), and some so that one side has won
every trick so far (capot still possible).
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

from ..ai.round_solver import best_card, clear_cache, last_node_count, position_value, solve
from ..model.actions import Play
from ..model.normand.deal import ThreeHandDeal
from ..model.normand.partie import NormandOptions
from ..model.partnership.deal import PartnershipDeal
from ..model.partnership.partie import PartnershipOptions
from ..model.round_deal import RoundDeal
from ..model.scoring import DealScore
from ..model.tricks import Phase

# --- the reference: every line of play through the engine itself ---------------------------------------


def _totals(deal: RoundDeal) -> tuple[int, ...]:
    return tuple(sheet.total for sheet in deal.scores)


def _key(deal: RoundDeal) -> tuple[Any, ...]:
    return (tuple(deal.hands), tuple(deal.trick), deal.to_act, deal.leader, tuple(deal.tricks_won), len(deal.tricks),
            deal.bonus_done, _totals(deal), tuple(s.play for s in deal.scores), tuple(deal.hand_points))


def _liked(deal: RoundDeal, seat: int, points: tuple[int, ...]) -> tuple[float, ...]:
    """How the seat to act ranks a line's points from now (sides): four hands, its side's minus the other's;
    three hands, its own minus the mean of the others', then its own, then the fewest for the next seat."""
    if deal.seats == 4:
        side = deal.side_of(seat)
        return (points[side] - points[1 - side],)
    own = points[seat]
    return (own - (sum(points) - own) / 2, own, -points[(seat + 1) % 3])


def _line(deal: RoundDeal, memo: dict[tuple[Any, ...], tuple[int, ...]]) -> tuple[int, ...]:
    """Per side, the points the rest of the deal adds with every seat playing its best."""
    if deal.is_over():
        return (0,) * deal.side_count
    key = _key(deal)
    found = memo.get(key)
    if found is not None:
        return found
    seat = deal.to_act
    assert seat is not None
    best: tuple[int, ...] | None = None
    for action in deal.legal_actions():
        points = _after(deal, action, memo)
        if best is None or _liked(deal, seat, points) > _liked(deal, seat, best):
            best = points
    assert best is not None
    memo[key] = best
    return best


def _after(deal: RoundDeal, action: Any, memo: dict[tuple[Any, ...], tuple[int, ...]]) -> tuple[int, ...]:
    """Per side, what playing ``action`` now and the best play after it add."""
    child = deal.copy()
    child.apply(action)
    rest = _line(child, memo)
    return tuple(a - b + r for a, b, r in zip(_totals(child), _totals(deal), rest))


def exhaustive_round_values(deal: RoundDeal) -> dict[int, float]:
    """Card index -> what playing it now is worth to the seat to act, by trying every line through the engine.

    Four hands: the seat's side's points from now (``DealScore.total`` at the end less now) minus the other
    side's, both sides playing their best.  Three hands: the seat's points from now minus the mean of the
    other two's, every seat taking the line it likes best (its points minus the mean of the others', then
    its own points, then the fewest for the seat after it): the solver's definitions.  The moment rule's
    stop is left out: a copy of the deal without its target is played to the end (the solver ignores it).
    """
    if deal.phase is not Phase.PLAY:
        raise ValueError("the deal is not in its play")
    seat = deal.to_act
    assert seat is not None
    base = deal.copy()
    base.stop_at, base.stopped = None, None
    memo: dict[tuple[Any, ...], tuple[int, ...]] = {}
    out: dict[int, float] = {}
    for action in base.legal_actions():
        assert isinstance(action, Play)
        out[action.card.index] = float(_liked(base, seat, _after(base, action, memo))[0])
    return out


# --- positions -------------------------------------------------------------------------------------------

Make = Callable[[random.Random], RoundDeal]


def played_position(rng: random.Random, make: Make, left: int, mid: bool | None = None) -> RoundDeal:
    """A deal played at random through the engine until ``left`` tricks are to play (the one in play
    included), at a trick's start or in its middle (``mid``; None: either)."""
    while True:
        deal = make(rng)
        size = deal.rules.hand_size
        in_middle = rng.random() < 0.5 if mid is None else mid
        while not deal.is_over():
            if deal.phase is Phase.PLAY and size - len(deal.tricks) == left and bool(deal.trick) == in_middle:
                return deal
            if deal.phase is Phase.PLAY and size - len(deal.tricks) < left:
                break
            actions = deal.legal_actions()
            deal.apply(actions[rng.randrange(len(actions))])


def with_pique_chance(deal: RoundDeal, rng: random.Random) -> RoundDeal:
    """The deal with pique still open to one side (every other side's total nothing), a few points short; at
    a trick's start, now and then nobody has scored at all yet (the leader's side scores first)."""
    left = deal.rules.hand_size - len(deal.tricks)
    deal.bonus_done = False
    if not deal.trick and rng.random() < 0.25:
        deal.scores = [DealScore() for _ in deal.scores]
        deal.hand_points = [0] * deal.side_count
        side = deal.side_of(deal.leader)
        deal.hand_points[side] = deal.rules.threshold - rng.randint(1, left + 1)
        return deal
    side = deal.side_of(deal.leader) if deal.trick or rng.random() < 0.6 else rng.randrange(deal.side_count)
    for other in range(deal.side_count):
        if other != side:
            deal.scores[other] = DealScore()
            deal.hand_points[other] = 0
    count = max(1, deal.rules.threshold - rng.randint(1, left + 1))
    play = rng.randint(1 if deal.trick else 0, min(count, 12))
    deal.scores[side] = DealScore(play=play, point=count - play)
    deal.hand_points[side] = count - play
    return deal


def with_capot_chance(deal: RoundDeal, rng: random.Random) -> RoundDeal:
    """The deal with every trick played so far won by one side (capot still open to it)."""
    side = deal.side_of(deal.leader) if rng.random() < 0.7 else rng.randrange(deal.side_count)
    seats = [s for s in range(deal.seats) if deal.side_of(s) == side]
    won = [0] * deal.seats
    for _ in range(len(deal.tricks)):
        won[rng.choice(seats)] += 1
    deal.tricks_won = won
    return deal


def _three(game: NormandOptions) -> Make:
    return lambda rng: ThreeHandDeal.shuffled(rng.randrange(3), rng, game.rules())


def _four(game: PartnershipOptions) -> Make:
    return lambda rng: PartnershipDeal.shuffled(rng.randrange(4), rng, game.rules())


def game_cases() -> list[tuple[str, Make]]:
    """Both games and every option that changes what their play scores (three hands: capot's score; no
    partnership option does: ``equal_calls_cancel`` and ``deal_323`` change the calls and the dealing)."""
    return [
        ("normand", _three(NormandOptions())),
        ("normand capot=40", _three(NormandOptions(capot=40))),
        ("partnership", _four(PartnershipOptions())),
        ("partnership equal_calls_cancel deal_323", _four(PartnershipOptions(equal_calls_cancel=True, deal_323=True))),
    ]


def agreement_position(rng: random.Random, make: Make, i: int, lefts: tuple[int, ...]) -> RoundDeal:
    """The ``i``-th position of a case: every third with pique open, every third with capot open."""
    deal = played_position(rng, make, lefts[i % len(lefts)])
    if i % 3 == 1:
        deal = with_pique_chance(deal, rng)
    elif i % 3 == 2:
        deal = with_capot_chance(deal, rng)
    return deal


def agreement(count: int, seed: int, lefts: tuple[int, ...] = (2, 3, 4)) -> list[tuple[str, int, int, int]]:
    """(case, positions, disagreements, wrong best cards) per case of :func:`game_cases`."""
    out = []
    for name, make in game_cases():
        rng = random.Random(f"{seed}:{name}")
        wrong = wrong_best = 0
        for i in range(count):
            deal = agreement_position(rng, make, i, lefts)
            clear_cache()
            values, exact = solve(deal), exhaustive_round_values(deal)
            wrong += values != exact
            wrong_best += exact[best_card(deal)] != max(exact.values())
        out.append((name, count, wrong, wrong_best))
    clear_cache()
    return out


def timing(count: int, seed: int) -> list[tuple[str, int, float, float, float, int]]:
    """(game, tricks left, median ms, p95 ms, max ms, max nodes): cold-cache solves of played positions."""
    rows = []
    rng = random.Random(seed)
    for name, make, lefts in (("normand", _three(NormandOptions()), range(2, 8)),
                              ("partnership", _four(PartnershipOptions()), range(2, 9))):
        for left in lefts:
            times, nodes = [], []
            for _ in range(count):
                deal = played_position(rng, make, left)
                clear_cache()
                start = time.perf_counter()
                solve(deal)
                times.append(time.perf_counter() - start)
                nodes.append(last_node_count())
            ordered = sorted(times)
            p95 = ordered[max(0, -(-95 * len(ordered) // 100) - 1)]
            rows.append((name, left, statistics.median(times) * 1000, p95 * 1000, ordered[-1] * 1000, max(nodes)))
    clear_cache()
    return rows


def value_timing(count: int, seed: int) -> list[tuple[int, float, float, float, float]]:
    """(tricks left, median ms of every lead's value, median ms of the position's value, mean nodes of each):
    the same four-handed positions at a trick's start, cold cache, solved both ways."""
    rows = []
    rng = random.Random(seed)
    make = _four(PartnershipOptions())
    for left in range(3, 7):
        deals = [played_position(rng, make, left, mid=False) for _ in range(count)]
        figures: list[tuple[float, float]] = []
        for way in (solve, lambda d: position_value(d, 0)):
            times, nodes = [], []
            for deal in deals:
                clear_cache()
                start = time.perf_counter()
                way(deal)
                times.append(time.perf_counter() - start)
                nodes.append(last_node_count())
            figures.append((statistics.median(times) * 1000, statistics.mean(nodes)))
        rows.append((left, figures[0][0], figures[1][0], figures[0][1], figures[1][1]))
    clear_cache()
    return rows


def main(argv: list[str] | None = None) -> None:
    args = sys.argv[1:] if argv is None else argv
    if args and args[0] == "--agree":
        count = int(args[1]) if len(args) > 1 else 100
        seed = int(args[2]) if len(args) > 2 else 1
        print(f"round solver against exhaustive search: {count} played positions per case, 2-4 tricks left, "
              f"seed {seed}")
        for name, positions, wrong, wrong_best in agreement(count, seed):
            print(f"{name:<44} {wrong:>4} of {positions} disagree, {wrong_best:>4} with a wrong best card")
        return
    if args and args[0] == "--value":
        count = int(args[1]) if len(args) > 1 else 30
        seed = int(args[2]) if len(args) > 2 else 1
        print(f"four-handed, a trick's start: every lead's value against the position's, {count} positions per "
              f"row, cold cache, seed {seed}")
        print(f"{'tricks left':>11} {'every lead ms':>14} {'position ms':>12} {'every lead nodes':>17} "
              f"{'position nodes':>15}")
        for left, each_ms, whole_ms, each_nodes, whole_nodes in value_timing(count, seed):
            print(f"{left:>11} {each_ms:>14.2f} {whole_ms:>12.2f} {each_nodes:>17.0f} {whole_nodes:>15.0f}")
        return
    count = int(args[0]) if args else 30
    seed = int(args[1]) if len(args) > 1 else 1
    print(f"round solver: {count} played positions per row, cold cache, seed {seed}")
    print(f"{'game':<12} {'tricks left':>11} {'median ms':>10} {'p95 ms':>9} {'max ms':>9} {'max nodes':>10}")
    for name, left, median, p95, most, nodes in timing(count, seed):
        print(f"{name:<12} {left:>11} {median:>10.2f} {p95:>9.2f} {most:>9.2f} {nodes:>10}")


if __name__ == "__main__":
    main()
