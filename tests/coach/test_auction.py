"""The auction judged (issue 30): a bid, a pass, a double of auction piquet valued from the bidder's view alone,
the same for twin deals and for a seed, a clearly bad call costing points and marked, and ``analyse`` printing
the auction's judgements of a recorded partie."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

from piquet_gui.ai.player import make_player
from piquet_gui.coach.analysis import Skip, analyse, judge, mark_of
from piquet_gui.coach.auction import VALUED, VALUED_UNIFORM
from piquet_gui.model.actions import Bid
from piquet_gui.model.cards import Card
from piquet_gui.model.games import new_game
from piquet_gui.model.two_handed.auction import OPTIONS, build
from piquet_gui.model.two_handed.deal import Deal
from piquet_gui.model.two_handed.partie import Partie
from piquet_gui.model.two_handed.rules import checked_options

RECORD = Path(__file__).parent.parent / "records" / "variants" / "auction_b2_plus_doubled_pique.json"
RULES, _ = build(checked_options(OPTIONS, {}))
PACK = [Card.parse(f"{r}{s}") for r in "AKQJT987" for s in "SHDC"]
STRONG = [Card.parse(c) for c in "AS KS QS JS TS 9S AH KH QH AD KD AC".split()]
"""Elder's hand that takes nearly every trick: seven spades from the ace, three hearts, two diamonds, an ace."""


def _deal_with(elder_hand: list[Card], seed: int) -> Deal:
    rest = [c for c in PACK if c not in elder_hand]
    random.Random(seed).shuffle(rest)
    return Deal(1, [elder_hand, rest[:12]], rest[12:], RULES)  # dealer 1: seat 0 is elder


def _auction_deal(seed: int) -> Partie:
    partie = new_game("auction", seed=seed)
    assert isinstance(partie, Partie)
    partie.start_deal()
    players = [make_player("club", seed * 10 + s, "auction") for s in (0, 1)]
    while len(partie.deals) == 1 and not partie.deals[0].is_over():
        seat = partie.to_act
        assert seat is not None
        partie.apply(players[seat].choose(partie.view(seat)))
    return partie


def test_a_pass_with_a_hand_that_takes_every_trick_costs_points_and_is_marked() -> None:
    deal = _deal_with(STRONG, 1)
    assert deal.to_act == deal.elder == 0
    judged = judge(deal.view(0), Bid("P"), 1, 0, random.Random(1))
    assert judged.phase == "auction" and judged.skipped is None and judged.worlds >= 100
    assert judged.best is not None and judged.best != Bid("P")
    assert judged.cost is not None and judged.cost >= 3 and judged.mark == mark_of(judged.cost) and judged.mark
    assert judged.valued == VALUED  # no bid of the opponent said yet: every hand of his agrees
    best = judge(deal.view(0), judged.best, 1, 0, random.Random(1))
    assert best.cost == 0 and not best.mark


def test_doubling_a_contract_that_cannot_be_beaten_costs_points_and_is_marked() -> None:
    deal = _deal_with(STRONG, 2)
    deal.apply(Bid("7+"))  # elder's seven tricks, with a hand that takes them all
    assert deal.to_act == 1 and Bid("X") in deal.legal_actions()
    judged = judge(deal.view(1), Bid("X"), 1, 1, random.Random(1))
    assert judged.skipped is None and judged.best != Bid("X")
    assert judged.cost is not None and judged.cost >= 8 and judged.mark == "??"
    assert judged.spread is not None and judged.cost > 3 * judged.spread
    assert judged.valued in (VALUED, VALUED_UNIFORM)


def test_twin_deals_give_the_same_judgement_and_a_seed_the_same_analysis() -> None:
    """Deals that differ only in the cards the bidder cannot see (the opponent's and the talon) are judged
    alike, at the first call and after a bid."""
    compared = 0
    for seed in range(6):
        deal = Deal.shuffled(dealer=seed % 2, rng=random.Random(seed), rules=RULES)
        elder = deal.elder
        mine = deal.hand(elder)
        rest = [c for c in PACK if c not in mine]
        random.Random(100 + seed).shuffle(rest)
        hands = [mine, rest[:12]] if elder == 0 else [rest[:12], mine]
        twin = Deal(deal.dealer, hands, rest[12:], RULES)
        for call in ("P", "7+"):
            first = judge(deal.view(elder), Bid(call), 1, 0, random.Random(5))
            again = judge(twin.view(elder), Bid(call), 1, 0, random.Random(5))
            assert first == again and first.skipped is None
            compared += 1
        # Younger after elder's bid: his twin holds the same cards, elder's are placed anew.
        deal.apply(Bid("7+"))
        twin.apply(Bid("7+"))
        younger = 1 - elder
        hands = [deal.hand(0), deal.hand(1)]
        others = [c for c in PACK if c not in hands[younger]]
        random.Random(200 + seed).shuffle(others)
        hands[elder] = others[:12]
        cousin = Deal(deal.dealer, hands, others[12:], RULES)
        cousin.apply(Bid("7+"))
        assert judge(deal.view(younger), Bid("P"), 1, 1, random.Random(6)) == \
            judge(cousin.view(younger), Bid("P"), 1, 1, random.Random(6))
    assert compared >= 6
    partie = _auction_deal(3)
    judged = analyse(partie, seed=2)
    assert judged == analyse(partie, seed=2)
    bids = [j for j in judged if j.phase == "auction"]
    assert bids and all(j.skip is not Skip.NOT_YET for j in bids)
    assert all((j.skipped is None and j.worlds > 0) or j.skip is Skip.FORCED for j in bids)


def test_the_command_prints_the_auctions_judgements(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "piquet_gui", "analyse", str(RECORD), "--json"],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    auction = [d for d in report["decisions"] if d["phase"] == "auction"]
    assert auction and all(d["skipped"] is None and d["cost"] is not None for d in auction)
    assert all(d["valued"] in (VALUED, VALUED_UNIFORM) for d in auction)
    text = subprocess.run([sys.executable, "-m", "piquet_gui", "analyse", str(RECORD), "--deal", "1"],
                          capture_output=True, text=True, timeout=300)
    assert text.returncode == 0, text.stderr
    lines = [line for line in text.stdout.splitlines() if "auction" in line]
    assert lines and not any("not judged" in line for line in lines), text.stdout


def test_an_exchange_in_a_minus_contract_is_valued_by_the_contract() -> None:
    """The Master exchanges a minus contract by what it scores (``ai.exchange_contract``): the coach values it the
    same way, so its discards cost little (judged by the plain points of the deal they cost about 9 a deal)."""
    from piquet_gui.bench.coach import one_deal
    from piquet_gui.coach.analysis import analyse_iter

    costs = []
    for index in range(40):
        partie = one_deal("master", 100_000 + index, "auction")
        contract = partie.deals[0].contract
        if contract is None or not contract.minus:
            continue
        costs += [j.cost for j in analyse_iter(partie, seat=0, seed=index) if j.phase == "exchange" and j.cost is not None]
        if len(costs) == 5:
            break
    assert len(costs) == 5
    assert sum(costs) / len(costs) < 3.0
