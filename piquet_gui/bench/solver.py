"""The double-dummy solver's speed, and its agreement with an exhaustive search through the engine.

``python -m piquet_gui.bench.solver [positions] [seed]`` times it;
``python -m piquet_gui.bench.solver --agree [positions] [seed]`` counts, for every two-handed game and
option that changes what the play scores, the positions where it disagrees with :func:`exhaustive_values`.

Timing

Positions come from real deals played at random through the engine (random
exchange and declarations, then random cards) until 12, 9, 6 or 3 tricks are
left to play, stopping at the start of a trick or in its middle.  Each solve
starts from an empty cache (cold), as the first solve of a deal would; the
per-suit move tables, built as they are needed and kept for the process, are
warmed up first (that warm-up is timed on its own line).
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from collections.abc import Callable
from typing import Any

from ..model.actions import Bid, LookAtTalon, Play
from ..model.two_handed.bidding import Contract
from ..model.two_handed.deal import Deal, Phase
from ..model.two_handed.rules import Rules
from ..model.games import rule_set_of
from ..ai.solver import best_card, clear_cache, last_node_count, solve

LEFTS = (12, 9, 6, 3)


def position(rng: random.Random, left: int, rules: Rules) -> Deal:
    """A deal in its play with ``left`` tricks still to play (the current one included)."""
    while True:
        deal = Deal.shuffled(dealer=rng.randrange(2), rng=rng, rules=rules)
        mid = rng.random() < 0.5
        while not deal.is_over():
            if deal.phase is Phase.PLAY and 12 - len(deal.tricks) == left and bool(deal.trick) == mid:
                actions = deal.legal_actions()
                if not isinstance(actions[0], LookAtTalon):
                    return deal
            if deal.phase is Phase.PLAY and 12 - len(deal.tricks) < left:
                break
            actions = deal.legal_actions()
            deal.apply(actions[rng.randrange(len(actions))])


# --- the reference: every line of play through the engine itself ------------------------------------

def _net(deal: Deal, seat: int) -> int:
    """Seat's deal total minus the opponent's, contract included (``DealScore.total``)."""
    return deal.scores[seat].total - deal.scores[1 - seat].total


def _key(deal: Deal) -> tuple[Any, ...]:
    return (tuple(deal.hands), tuple(deal.trick), deal.to_act, tuple(deal.tricks_won),
            tuple(deal.play_scored), tuple(deal.hand_points), deal.bonus_done, deal.cards_early,
            len(deal.tricks), deal.leftover_look, deal.scores[0].total, deal.scores[1].total)


def _minimax(deal: Deal, seat: int, memo: dict[tuple[Any, ...], int]) -> int:
    """What the rest of the deal adds to ``seat``'s net score (:func:`_net`) when both play their best."""
    if deal.is_over():
        return 0
    key = _key(deal)
    value = memo.get(key)
    if value is not None:
        return value
    actions = deal.legal_actions()
    if isinstance(actions[0], LookAtTalon):
        actions = [LookAtTalon(False)]  # looking changes no score
    before = _net(deal, seat)
    values = []
    for action in actions:
        child = deal.copy()
        child.apply(action)
        values.append(_net(child, seat) - before + _minimax(child, seat, memo))
    value = max(values) if deal.to_act == seat else min(values)
    memo[key] = value
    return value


def exhaustive_values(deal: Deal) -> dict[int, int]:
    """Card index -> what playing it now is worth to the seat to act, by trying every line of play.

    The value is the engine's own: the seat to act's deal total (``DealScore.total``: lead and trick
    points, the last trick, pique, the cards or capot and, in auction piquet, the contract) minus the
    opponent's, at the end of the deal less now, with both playing their best from here.  Younger's
    declarations, which the engine reckons at elder's first lead whatever is played, are left out.  A
    deal with a moment-rule stop (``stop_at``) ends where the engine stops it.
    """
    if deal.phase is not Phase.PLAY:
        raise ValueError("the deal is not in its play")
    seat = deal.to_act
    assert seat is not None
    base = deal
    if isinstance(deal.legal_actions()[0], LookAtTalon):
        base = deal.copy()
        base.apply(LookAtTalon(False))
    pending = sum(points for _, points, _ in deal.pending) if not deal.tricks and not deal.trick else 0
    pending = pending if seat == deal.elder else -pending  # younger's, not made by the play
    memo: dict[tuple[Any, ...], int] = {}
    out = {}
    for action in base.legal_actions():
        assert isinstance(action, Play)
        child = base.copy()
        child.apply(action)
        out[action.card.index] = (_net(child, seat) - _net(deal, seat) + pending
                                  + _minimax(child, seat, memo))
    return out


def contract_calls(contract: Contract, elder: int) -> list[str]:
    """An auction that ends in ``contract``: the declarer's bid, the double and redouble, a pass."""
    calls = [] if contract.declarer == elder else ["P"]
    calls.append(contract.bid)
    calls += {1: [], 2: ["X"], 4: ["X", "XX"]}[contract.doubled]
    return calls + ["P"]


def played_position(rng: random.Random, rules: Rules, left: int, contract: Contract | None = None) -> Deal:
    """A deal played at random through the engine until ``left`` tricks are to play (the start of a trick or
    its middle); in auction piquet the auction makes ``contract`` (its declarer 0 is elder, 1 younger)."""
    while True:
        deal = Deal.shuffled(dealer=rng.randrange(2), rng=rng, rules=rules)
        mid = rng.random() < 0.5
        calls: list[str] = []
        if contract is not None:
            declarer = deal.elder if contract.declarer == 0 else deal.younger
            calls = contract_calls(Contract(contract.tricks, contract.minus, declarer, contract.doubled), deal.elder)
        while not deal.is_over():
            if deal.phase is Phase.AUCTION and calls:
                deal.apply(Bid(calls.pop(0)))
                continue
            if deal.phase is Phase.PLAY and 12 - len(deal.tricks) == left and bool(deal.trick) == mid:
                if not isinstance(deal.legal_actions()[0], LookAtTalon):
                    return deal
            if deal.phase is Phase.PLAY and 12 - len(deal.tricks) < left:
                break
            actions = deal.legal_actions()
            deal.apply(actions[rng.randrange(len(actions))])


def with_pique_chance(deal: Deal, rng: random.Random) -> Deal:
    """The deal with pique still open to one seat (the other has reckoned nothing), a few points short."""
    seat = deal.elder if rng.random() < 0.7 else deal.younger
    left = 12 - len(deal.tricks)
    rules = deal.rules
    deal.bonus_done = False
    deal.hand_points[1 - seat] = deal.play_scored[1 - seat] = 0
    deal.cards_early = rules.cards_count_toward_pique and max(deal.tricks_won) >= 7
    early = deal.cards_early and deal.tricks_won[seat] >= 7
    count = max(0, deal.thresholds()[0] - rng.randint(1, left + 3) - (rules.cards_points if early else 0))
    deal.hand_points[seat] = rng.randint(0, count)
    deal.play_scored[seat] = count - deal.hand_points[seat]
    return deal


def with_stop_in_reach(deal: Deal, rng: random.Random) -> Deal:
    """The deal under the moment rule (au cent), each seat's target a few points beyond its total."""
    left = 12 - len(deal.tricks)
    deal.stop_at = (deal.scores[0].total + rng.randint(1, 2 * left + 4),
                    deal.scores[1].total + rng.randint(1, 2 * left + 4))
    return deal


GameCase = tuple[str, Rules, Callable[[random.Random], "Contract | None"]]


def _no_contract(rng: random.Random) -> Contract | None:
    return None


def _contract(minus: bool | None, doubled: int | None) -> Callable[[random.Random], Contract | None]:
    def make(rng: random.Random) -> Contract:
        sign = rng.random() < 0.5 if minus is None else minus
        return Contract(rng.randint(7, 12), sign, rng.randrange(2), doubled or rng.choice((1, 2, 4)))
    return make


def game_cases() -> list[GameCase]:
    """Every two-handed game and option that changes what the play scores, with the contracts to play."""
    auction = rule_set_of("auction", {})[0]
    return [
        ("rubicon", Rules(), _no_contract),
        ("rubicon low_lead_scores=false", Rules(low_lead_scores=False), _no_contract),
        ("rubicon cards_count_toward_pique", Rules(cards_count_toward_pique=True), _no_contract),
        ("au-cent", rule_set_of("au-cent", {})[0], _no_contract),
        ("au-cent small_cards_count=false", rule_set_of("au-cent", {"small_cards_count": False})[0], _no_contract),
        ("au-cent small_cards_count=false cards_count_toward_pique",
         rule_set_of("au-cent", {"small_cards_count": False, "cards_count_toward_pique": True})[0], _no_contract),
        ("auction plus", auction, _contract(False, 1)),
        ("auction minus", auction, _contract(True, 1)),
        ("auction doubled", auction, _contract(None, 2)),
        ("auction redoubled", auction, _contract(None, 4)),
        ("auction contract_base=six", rule_set_of("auction", {"contract_base": "six"})[0], _contract(None, None)),
        ("auction auction_cards=false", rule_set_of("auction", {"auction_cards": False})[0], _contract(None, None)),
        ("auction auction_exchange=none", rule_set_of("auction", {"auction_exchange": "none"})[0],
         _contract(None, None)),
    ]


def agreement(count: int, seed: int, lefts: tuple[int, ...] = (3, 4, 5)) -> list[tuple[str, int, int, int]]:
    """(case, positions, disagreements, wrong best cards) for each of :func:`game_cases`: random played
    positions with ``lefts`` tricks to play, every other one with pique left open to a seat
    (:func:`with_pique_chance`), the solver's values against :func:`exhaustive_values`.  A disagreement is
    a position where any card's value differs; a wrong best card, one where ``best_card``'s card is not
    among the best."""
    out = []
    cases = [(name, rules, contract, False) for name, rules, contract in game_cases()]
    cases += [(f"{name}, the moment rule's stop in reach", rules, contract, True)
              for name, rules, contract in game_cases() if name.startswith("au-cent")]
    for name, rules, contract, stop in cases:
        rng = random.Random(f"{seed}:{name}")
        wrong = wrong_best = 0
        for i in range(count):
            deal = played_position(rng, rules, lefts[i % len(lefts)], contract(rng))
            if i % 2:
                deal = with_pique_chance(deal, rng)
            if stop:
                deal = with_stop_in_reach(deal, rng)
            clear_cache()
            values, exact = solve(deal), exhaustive_values(deal)
            wrong += values != exact
            wrong_best += exact[best_card(deal)] != max(exact.values())
        out.append((name, count, wrong, wrong_best))
    clear_cache()
    return out


def main(argv: list[str] | None = None) -> None:
    args = sys.argv[1:] if argv is None else argv
    if args and args[0] == "--agree":
        count = int(args[1]) if len(args) > 1 else 100
        seed = int(args[2]) if len(args) > 2 else 1
        print(f"solver against exhaustive search: {count} played positions per case, 3-5 tricks left, seed {seed}")
        for name, positions, wrong, wrong_best in agreement(count, seed):
            print(f"{name:<90} {wrong:>4} of {positions} disagree, {wrong_best:>4} with a wrong best card")
        return
    count = int(args[0]) if args else 30
    seed = int(args[1]) if len(args) > 1 else 1
    rng = random.Random(seed)
    print(f"solver: {count} random positions per row, cold cache, seed {seed}")
    start = time.perf_counter()
    for i in range(6):
        clear_cache()
        solve(position(rng, 12, Rules(low_lead_scores=i % 2 == 0)))
    print(f"warm-up (6 solves at 12 tricks, building the move tables): "
          f"{(time.perf_counter() - start) * 1000:.0f} ms")
    print(f"{'tricks left':>11} {'median ms':>10} {'max ms':>9} {'median nodes':>13} {'max nodes':>10}")
    for left in LEFTS:
        times, nodes = [], []
        for i in range(count):
            rules = Rules(low_lead_scores=i % 2 == 0, cards_count_toward_pique=i % 3 == 0)
            deal = position(rng, left, rules)
            clear_cache()
            start = time.perf_counter()
            solve(deal)
            times.append(time.perf_counter() - start)
            nodes.append(last_node_count())
        print(f"{left:>11} {statistics.median(times) * 1000:>10.2f} {max(times) * 1000:>9.2f} "
              f"{statistics.median(nodes):>13.0f} {max(nodes):>10}")
    clear_cache()


if __name__ == "__main__":
    main()
