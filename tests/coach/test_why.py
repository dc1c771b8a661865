"""Why a decision cost what it did, where the cause is simple and certain (issue 30: words a player can use): a
discard that broke the point, a call sunk that was sure to score; never where the cost has another cause."""

from __future__ import annotations

import json
import random

from piquet_gui.coach.analysis import Judged, judge
from piquet_gui.coach.report import analysis_lines, analysis_record
from piquet_gui.coach.why import Why, WhyKind, why
from piquet_gui.model.actions import Call, CarteBlanche, Discard, Play, Reply, ReplyKind
from piquet_gui.model.cards import Card, mask_of
from piquet_gui.model.combinations import Category
from piquet_gui.model.normand.deal import ThreeHandDeal
from piquet_gui.model.two_handed.deal import Deal, Phase
from piquet_gui.views.coach_words import decision_text

from .test_calls import cards, deal_of, elder_with_six_hearts, judged, point, younger_with_six_hearts

ELDER = "AH KH QH JH 9H 7S 8S 7D 8D 7C 8C AS"
"""Elder's twelve: a point of five hearts (A K Q J 9), a quart in them, and small cards."""


def five_hearts(younger: str = "KS QS JS TS 9S TD 9D AC KC QC JC TC",
                talon: str = "AD KD QD JD 8H 7H TH 9C") -> Deal:
    return deal_of(1, elder=ELDER, younger=younger, talon=talon)


def discarded(deal: Deal, out: str, seed: int = 1) -> Judged:
    return judge(deal.view(0), Discard.of(cards(out)), 1, 0, random.Random(seed))


def test_a_discard_that_threw_a_card_of_the_point_the_best_kept_says_it_broke_the_point() -> None:
    found = discarded(five_hearts(), "9H 7S 8S 7D 8D")
    assert found.cost is not None and found.cost >= 3 and isinstance(found.best, Discard)
    assert not found.best.mask & mask_of(cards("AH KH QH JH 9H"))  # (the best kept the five hearts)
    assert found.why == Why(WhyKind.BROKE, Category.POINT, mask_of(cards("AH KH QH JH 9H")), mask_of(cards("9H")))
    assert "broke the point AH KH QH JH 9H (put out 9H)" in found.why.line()


def test_a_costly_discard_with_another_cause_gets_no_why() -> None:
    deal = five_hearts()
    # Putting out the ace of spades keeps every combination the best keeps: the cost is the ace's trick.
    ace = discarded(deal, "AS 7S 8S 7D 8D")
    assert ace.cost is not None and ace.cost >= 3 and ace.why is None
    # The best choice has nothing to say.
    best = discarded(deal, "7S 8S 7D 8D 7C")
    assert best.cost == 0 and best.why is None


def test_twin_deals_give_the_same_why() -> None:
    """Elder's exchange in two deals that differ only in what he cannot see (younger's hand, the talon)."""
    one = discarded(five_hearts(), "9H 7S 8S 7D 8D", seed=3)
    two = discarded(five_hearts(younger="AD KD QD JD TD 9D KS QS JS TS 9S 9C",
                                talon="AC KC QC JC TC 8H 7H TH"), "9H 7S 8S 7D 8D", seed=3)
    assert one == two and one.why is not None and one.why.kind is WhyKind.BROKE


def test_sinking_a_point_nothing_could_beat_says_it_threw_its_points_away() -> None:
    sunk = judged(elder_with_six_hearts(), point(""))
    assert sunk.cost is not None and sunk.cost >= 10
    assert sunk.why == Why(WhyKind.SUNK_LOST, Category.POINT, mask_of(cards("AH KH JH TH 8H 7H")))


def test_allowing_a_call_good_while_holding_better_says_it_gave_the_point_away() -> None:
    sunk = judged(younger_with_six_hearts(), Reply(Category.POINT, ReplyKind.GOOD))
    assert sunk.cost is not None and sunk.cost >= 11 - 1e-9
    assert sunk.why == Why(WhyKind.SUNK_GIVEN, Category.POINT, mask_of(cards("AH KH JH TH 8H 7H")))
    # Calling the best costs nothing and says nothing.
    best = judged(younger_with_six_hearts(), younger_with_six_hearts().legal_actions()[0])
    assert best.cost == 0 and best.why is None


def test_a_sunk_point_that_could_have_been_beaten_gets_no_why() -> None:
    """The same judgement, but the best a point of four of the hearts: five clubs the opponent could hold beat
    it, so the cause is not certain and nothing is said."""
    sunk = judged(elder_with_six_hearts(), point(""))
    four = Call.of(Category.POINT, [cards("AH KH JH TH")])
    deal = elder_with_six_hearts()
    view = deal.view(0)
    weaker = why(view, Judged(1, 0, "calls", 0, 0, point(""), best=four, cost=5.0))
    assert weaker is None
    assert why(view, Judged(1, 0, "calls", 0, 0, point(""), best=sunk.best, cost=5.0)) is not None


def test_the_three_handed_dealer_breaking_his_point_is_told_too() -> None:
    e = "AS KS QS AD KD QD JD AC KC QC"
    m = "JS TS 9S TD 9D 8D JC TC 9C 8C"
    d = "AH KH QH JH 7H 7S 8S 7D 7C 8H"
    deal = ThreeHandDeal(2, [cards(e), cards(m), cards(d)], cards("9H TH"))
    assert deal.to_act == 2
    view = deal.view(2)
    found = judge(view, Discard.of(cards("7H 7S")), 1, 0, random.Random(2))
    assert found.cost is not None and found.cost > 0 and isinstance(found.best, Discard)
    assert found.why is not None and found.why.kind is WhyKind.BROKE and found.why.category is Category.POINT
    assert found.why.thrown == mask_of(cards("7H"))


def test_analyse_gives_the_why_in_its_lines_and_json() -> None:
    found = discarded(five_hearts(), "9H 7S 8S 7D 8D")
    plain = discarded(five_hearts(), "7S 8S 7D 8D 7C")
    record = json.loads(json.dumps(analysis_record([found, plain])))
    assert record["decisions"][0]["why"] == {"kind": "broke", "category": "point", "cards": "AH KH QH JH 9H",
                                             "size": 5, "thrown": "9H"}
    assert record["decisions"][1]["why"] is None
    lines = analysis_lines([found, plain])
    assert any(line.strip().startswith("why: the discard broke the point") for line in lines)


def test_a_three_handed_call_sunk_that_could_not_lose_is_told() -> None:
    """Eldest holds seven spades (68) and an ace of each other suit: the others' longest suit is seven of 64 at
    most, so his point could not lose; he sinks it."""
    e = "AS KS QS JS TS 9S 8S AH AD AC"
    m = "KH QH JH KD QD JD KC QC JC 7S"
    d = "TH 9H 8H 7H TD 9D 8D 7D TC 9C"
    deal = ThreeHandDeal(2, [cards(e), cards(m), cards(d)], cards("8C 7C"))
    while isinstance(deal.legal_actions()[0], CarteBlanche):
        deal.apply(CarteBlanche(False))
    deal.apply(Discard(0))
    assert deal.to_act == 0
    sunk = judge(deal.view(0), Call(Category.POINT, ()), 1, 1, random.Random(1))
    assert sunk.cost is not None and sunk.cost >= 7
    assert sunk.why == Why(WhyKind.SUNK_LOST, Category.POINT, mask_of(cards("AS KS QS JS TS 9S 8S")))


def test_the_review_words_say_each_cause() -> None:
    broke = discarded(five_hearts(), "9H 7S 8S 7D 8D")
    assert "Your discard broke your point of five (A♥ K♥ Q♥ J♥ 9♥): the best discard kept it." \
        in decision_text(broke)
    given = judged(younger_with_six_hearts(), Reply(Category.POINT, ReplyKind.GOOD))
    assert "Sinking your point of six (A♥ K♥ J♥ 10♥ 8♥ 7♥) gave the point to your opponent." \
        in decision_text(given, lambda action: str(action))
    lost = judged(elder_with_six_hearts(), point(""))
    assert "Sinking your point of six (A♥ K♥ J♥ 10♥ 8♥ 7♥) threw its points away: declared, it could not have " \
        "lost." in decision_text(lost, lambda action: str(action))
    plain = discarded(five_hearts(), "AS 7S 8S 7D 8D")
    assert "broke" not in decision_text(plain) and "Sinking" not in decision_text(plain)


def elder_near_pique() -> Deal:
    """Elder (seat 1) has reckoned 26 (a point of five, a quart, fourteen tens and three aces) to younger's
    nothing, and holds A Q J T 9 of hearts: younger may hold the king (he does), so a small heart led lets him
    score first, where the ace first keeps the pique in reach."""
    deal = Deal.shuffled(dealer=0, rng=random.Random(32))
    deal.apply(Discard.of(cards("9D 8D 9C")))
    deal.apply(Discard.of(cards("9S 8S 7S 8C 7C")))
    while deal.phase is not Phase.PLAY:
        deal.apply(deal.legal_actions()[0])
    assert deal.to_act == 1 and deal.scores[1].total == 26 and deal.scores[0].total == 0
    assert sorted(map(str, deal.hand(1))) == sorted("AS TS AH QH JH TH 9H AD KD TD JC TC".split())
    return deal


def test_a_card_whose_cost_is_the_pique_alone_says_it_lost_the_pique() -> None:
    deal = elder_near_pique()
    view = deal.view(1)
    led = judge(view, Play(Card.parse("9H")), 1, deal.steps, random.Random(1))
    assert led.best == Play(Card.parse("AH")) and led.cost is not None and led.cost >= 8
    assert led.why is not None and led.why.kind is WhyKind.PIQUE_LOST and led.why.cards == Card.parse("9H").bit
    assert led == judge(view, Play(Card.parse("9H")), 1, deal.steps, random.Random(1))  # (deterministic)
    assert "Your card lost you the pique" in decision_text(led)
    assert analysis_record([led])["decisions"][0]["why"] == {"kind": "pique lost", "card": "9H", "worlds": 24}
    # A ten led loses more than the pique (its trick, and the plain play's points): no why.
    ten = judge(view, Play(Card.parse("TC")), 1, deal.steps, random.Random(1))
    assert ten.cost is not None and ten.cost >= 8 and ten.why is None
