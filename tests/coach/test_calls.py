"""The coach's judgement of the calling (issue 20): each call and reply valued from the seat's view alone, by the
points the calling scores (and pique where the calls decide it)."""

from __future__ import annotations

import random
import time

import pytest

from piquet_gui.coach.analysis import Judged, analyse, judge
from piquet_gui.coach.calls import VALUED
from piquet_gui.model.actions import Call, Discard, Reply, ReplyKind
from piquet_gui.model.cards import CARDS, Card
from piquet_gui.model.combinations import Category
from piquet_gui.model.two_handed.deal import Deal, Phase

from .test_analysis import played_deal


def cards(text: str) -> list[Card]:
    return [Card.parse(c) for c in text.split()]


def deal_of(dealer: int, elder: str, younger: str, talon: str) -> Deal:
    hands = [cards(younger), cards(younger)]
    hands[1 - dealer] = cards(elder)
    return Deal(dealer, hands, cards(talon))


def exchanged(deal: Deal, elder_out: str, younger_out: str) -> Deal:
    deal.apply(Discard.of(cards(elder_out)))
    deal.apply(Discard.of(cards(younger_out)))
    assert deal.phase is Phase.DECLARATION
    return deal


def elder_with_six_hearts() -> Deal:
    """Elder (seat 0) ends with six hearts (AH KH JH TH 8H 7H, 56) and nothing else that scores; what he cannot
    see is at most five cards of a suit (the rest he holds or put out), so his point of six is good in every
    deal he can imagine, and so is his point of five of them (49 against 48 at most)."""
    deal = deal_of(1, elder="7H AS 9S 7S KD 9D QC AD QD JD 8C 9C",
                   younger="KS QS JS TS 8S TD 8D AC KC JC TC 7C",
                   talon="AH KH JH TH 8H QH 9H 7D")
    return exchanged(deal, "AD QD JD 8C 9C", "TD 8D 8S")


def younger_with_six_hearts() -> Deal:
    """Younger (seat 0) ends with the same six hearts; elder calls a point of five."""
    deal = deal_of(0, elder="AC KC JC KS QS JS TS QH 9H TD 8C 7C",
                   younger="AH KH JH TH AS 9S 7S KD 9D AD QD JD",
                   talon="8S 8D 7D 9C TC 8H 7H QC")
    deal = exchanged(deal, "QH 9H TD 8C 7C", "AD QD JD")
    call = deal.legal_actions()[0]
    assert isinstance(call, Call) and [len(c) for c in call.cards] == [5]
    deal.apply(call)
    return deal


def judged(deal: Deal, action: Call | Reply, seed: int = 1, worlds: int = 48) -> Judged:
    assert deal.to_act is not None
    return judge(deal.view(deal.to_act), action, 1, deal.steps, random.Random(seed), call_worlds=worlds)


def point(text: str) -> Call:
    return Call.of(Category.POINT, [cards(text)] if text else [])


def test_the_strongest_call_that_cannot_be_beaten_costs_nothing_and_sinking_costs_what_it_gives_away() -> None:
    deal = elder_with_six_hearts()
    full = judged(deal, point("AH KH JH TH 8H 7H"))
    assert full.skipped is None and full.phase == "calls" and full.valued == VALUED
    assert full.cost == 0 and full.best == full.choice and full.mark == ""
    # (The values are the rest of the calling too: younger's sequences and sets, the same after every call.)
    # Five of the six: still good in every world (49 beats any five he cannot see), one point given away.
    five = judged(deal, point("AH KH JH TH 8H"))
    assert five.cost == pytest.approx(1.0) and five.spread == 0 and five.mark == "?!"
    assert five.best == full.choice
    # Sunk: the six points lost, and younger's point of four or five scores instead.
    sunk = judged(deal, point(""))
    assert sunk.cost is not None and 10 <= sunk.cost <= 11 and sunk.mark == "??"
    assert sunk.worlds == full.worlds > 0


def test_replies_are_judged_and_allowing_a_call_good_while_holding_better_costs_both_points() -> None:
    deal = younger_with_six_hearts()
    view = deal.view(deal.younger)
    good = Reply(Category.POINT, ReplyKind.GOOD)
    assert good in view.legal_actions and Reply(Category.POINT, ReplyKind.ASK) in view.legal_actions
    strongest = view.legal_actions[0]
    assert isinstance(strongest, Reply) and strongest.kind is ReplyKind.NOT_GOOD
    best = judged(deal, strongest)
    assert best.skipped is None and best.cost == 0 and best.best == strongest
    sunk = judged(deal, good)
    # His six scores 6 and elder's five 5 instead; more where the points he gives up leave elder a pique.
    assert sunk.cost is not None and sunk.cost >= 11 - 1e-9 and sunk.mark == "??"
    assert sunk.best == strongest and sunk.spread is not None


def test_the_judgement_is_the_same_for_twin_deals_and_for_a_seed() -> None:
    """Deals that differ only in the cards elder cannot see (younger's hand, the talon's cards he does not draw)
    give identical judgements of elder's calls, whenever elder's view is the same."""
    rng = random.Random(5)
    compared = 0
    for _ in range(6):
        first = Deal.shuffled(dealer=1, rng=rng)
        elder_cards = first.hand(0)
        top = [CARDS[i] for i in first.talon[:5]]
        rest = [c for c in CARDS if c not in elder_cards and c not in top]
        rng.shuffle(rest)
        twin = Deal(1, [elder_cards, rest[:12]], top + rest[12:])
        for deal in (first, twin):
            elder_out = Discard.of(sorted(deal.hand(0), key=lambda c: c.rank)[:5])
            deal.apply(elder_out)
            deal.apply(Discard.of(sorted(deal.hand(1), key=lambda c: c.rank)[:3]))
        while first.phase is Phase.DECLARATION and twin.phase is Phase.DECLARATION:
            if first.to_act == 0 and first.view(0) == twin.view(0) and len(first.legal_actions()) > 1:
                for action in first.legal_actions()[:3]:
                    assert isinstance(action, Call | Reply)
                    one, two = judged(first, action, 7, 12), judged(twin, action, 7, 12)
                    assert one == two and one == judged(first, action, 7, 12)
                    compared += one.skipped is None
            if first.legal_actions()[0] != twin.legal_actions()[0]:
                break
            action = first.legal_actions()[0]
            first.apply(action)
            twin.apply(action)
    assert compared >= 6


def test_every_call_of_a_played_deal_is_judged_or_skipped_and_fast() -> None:
    for seed, levels in ((3, ("club", "beginner")), (9, ("beginner", "master"))):
        partie = played_deal(levels, seed)
        start = time.process_time()  # the time it computes, however busy the machine (not the wall clock)
        calls = [j for j in analyse(partie, worlds=2, exchange_worlds=2) if j.phase == "calls"]
        assert calls and time.process_time() - start < 20
        for item in calls:
            if item.skipped is None:
                assert item.cost is not None and item.cost >= -1e-9 and item.best is not None and item.worlds > 0
                assert item.valued == VALUED and any(a == item.choice for a, _ in item.values)
            else:
                assert item.skipped.startswith(("forced", "equivalent")), item.skipped
        # The computer calls its strongest (or holds back only what cannot score): it gives nothing away.
        assert all((item.cost or 0) < 1 for item in calls)


def test_carte_blanche_unannounced_costs_its_ten_points_at_least() -> None:
    from piquet_gui.model.actions import CarteBlanche

    deal = deal_of(1, elder="AS TS 9S 8S AH TH 9H 8H AD TD 9D 7C",
                   younger="KS QS JS 7S KH QH JH 7H KD QD JD KC",
                   talon="QC JC AC TC 9C 8C 8D 7D")
    assert deal.phase is Phase.CARTE_BLANCHE and deal.to_act == 0
    view = deal.view(0)
    announced = judge(view, CarteBlanche(True), 1, 0, random.Random(2))
    assert announced.skipped is None and announced.cost == 0 and announced.phase == "carte blanche"
    kept = judge(view, CarteBlanche(False), 1, 0, random.Random(2))
    assert kept.cost is not None and kept.cost >= 10 - 1e-9 and kept.mark == "??"
    assert kept.best == CarteBlanche(True) and "not valued" in kept.valued
