"""One deal of three-handed piquet (VARIANTS.md section 3): worked examples C1-C3 through the engine.

Seats: E (eldest) 0, M (middle) 1, D (dealer) 2.  The numbers are worked out by hand from VARIANTS.md.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from piquet_gui.model import Call, Card, Category, Discard, IllegalActionError, Phase, Play, ScoreItem, Scored
from piquet_gui.model import combinations as combos
from piquet_gui.model.cards import FULL_PACK, cards_of
from piquet_gui.model.events import TargetReached
from piquet_gui.model.normand.deal import NormandRules, ThreeHandDeal

P, S, T = Category.POINT, Category.SEQUENCES, Category.SETS

C1 = ("AS KS QS JS TS AH KH QH AD 7C", "JH TH 9H 8H 7H KD QD JD AC KC", "9S 8S 7S TD 9D 8D 7D QC JC TC",
      "9C 8C")
C1_TRICKS = "AS 7H 7S | KS 8H 7D | QS 9H 8D | JS TH 8C | TS JH 9D | AH JD 9C | KH QD TD | QH KD TC | AD KC JC | 7C AC QC"


def cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def c1_deal(stop_at: tuple[int, int, int] | None = None) -> ThreeHandDeal:
    deal = ThreeHandDeal(2, [cards(h) for h in C1[:3]], cards(C1[3]))
    deal.stop_at = stop_at
    deal.apply(Discard.of(cards("9S 8S")))  # D takes 9C 8C
    return deal


def call_best(deal: ThreeHandDeal) -> list:
    """Every seat calls its best when it may (at least the best so far), else passes."""
    events = []
    while deal.phase is Phase.DECLARATION:
        events += deal.apply(deal.legal_actions()[0])
    return events


def play(deal: ThreeHandDeal, tricks: str) -> list:
    events = []
    for trick in tricks.split("|"):
        for card in trick.split():
            if deal.is_over():
                return events
            events += deal.apply(Play(Card.parse(card)))
    return events


def test_c1_eldest_repiques_and_goes_out_on_his_fourth_lead() -> None:
    """Point: E 51, M 44, D 47 (all five cards) -> E 5.  E's quint to the ace beats M's (to the knave) and
    D's (to the queen): 20, repique, 90; his tierce 93; three aces 96.  Leads AS 97, KS 98, QS 99, JS
    100: E is out and the deal stops."""
    deal = c1_deal(stop_at=(100, 100, 100))
    events = call_best(deal)
    assert [(e.seat, e.item, e.points) for e in events if isinstance(e, Scored)] == [
        (0, ScoreItem.POINT, 5), (0, ScoreItem.SEQUENCES, 15), (0, ScoreItem.REPIQUE, 70),
        (0, ScoreItem.SEQUENCES, 3), (0, ScoreItem.SETS, 3)]
    assert deal.scores[0].total == 96
    events = play(deal, C1_TRICKS)
    assert deal.is_over() and deal.stopped == 0 and isinstance(events[-1], TargetReached)
    assert [s.total for s in deal.scores] == [100, 0, 0]
    assert len(deal.tricks) == 3 and len(deal.trick) == 1  # stopped on the lead of the fourth trick
    with pytest.raises(IllegalActionError, match="reached the target"):
        deal.apply(Play(Card.parse("7C")))


def test_the_combinations_of_a_call_count_one_by_one_and_the_target_can_come_between() -> None:
    """C1's hands with E at 75 of 100: point 5 (80), quint 15 (95), repique 70 (165): E is out and the deal
    stops there; his tierce, reckoned after the quint, never counts (VARIANTS.md C1: "20 -> 90; tierce 93")."""
    deal = c1_deal(stop_at=(25, 100, 100))
    events = call_best(deal)
    assert [(e.item, e.points) for e in events if isinstance(e, Scored)] == [
        (ScoreItem.POINT, 5), (ScoreItem.SEQUENCES, 15), (ScoreItem.REPIQUE, 70)]
    assert deal.is_over() and deal.stopped == 0 and isinstance(events[-1], TargetReached)
    assert deal.scores[0].total == 90 and deal.scores[0].sequences == 15


def test_c1_played_out_with_a_target_of_150() -> None:
    """E 96 + 9 leads = 105, + the lead of 7C = 106, + most tricks 10 = 116; M wins E's last lead with
    AC: 1, and the last trick 1: 2; D 0."""
    deal = c1_deal(stop_at=(150, 150, 150))
    call_best(deal)
    play(deal, C1_TRICKS)
    assert deal.is_over() and deal.stopped is None
    assert deal.tricks_won == [9, 1, 0]
    assert [s.total for s in deal.scores] == [116, 2, 0]
    assert deal.scores[0].cards == 10


def test_c2_pique_at_20() -> None:
    """E's only scores are four queens and three knaves (17); the point ties E and M (three cards of 31
    each: nobody); no sequence is called.  E leads AC 18, KC 19, QC 20: pique, 60."""
    e = "QS QH QD QC JS JH JD AC KC 7S"
    m = "AH KH TH AD KD TD AS 9S 8S 7C"
    d = "KS TS 9H 8H 7H 9D 8D 7D 9C 8C"
    deal = ThreeHandDeal(2, [cards(e), cards(m), cards(d)], cards("JC TC"))
    deal.apply(Discard(0))
    deal.apply(Call.of(P, [cards("AC KC QC")]))
    deal.apply(Call.of(P, [cards("AH KH TH")]))   # equal: a call must at least equal the best so far
    deal.apply(Call(P, ()))
    for _ in range(3):
        deal.apply(Call(S, ()))
    call_best(deal)
    assert deal.winners == [None, None, 0]
    assert [s.total for s in deal.scores] == [17, 0, 0]
    play(deal, "AC 7C 8C | KC 9S 9C")
    assert deal.scores[0].total == 19 and deal.scores[0].pique == 0
    events = play(deal, "QC")
    assert [(e.item, e.points) for e in events if isinstance(e, Scored)] == [(ScoreItem.PLAY, 1),
                                                                           (ScoreItem.PIQUE, 40)]
    assert deal.scores[0].total == 60


def test_a_call_below_the_best_so_far_is_refused() -> None:
    deal = c1_deal()
    deal.apply(Call.of(P, [cards("AS KS QS JS TS")]))
    with pytest.raises(IllegalActionError, match="at least equal"):
        deal.apply(Call.of(P, [cards("JH TH 9H 8H")]))


@pytest.mark.parametrize(("won", "points"), [((4, 4, 2), [0, 0, 0]), ((5, 3, 2), [10, 0, 0]),
                                             ((10, 0, 0), [20, 0, 0])])
def test_c2_most_tricks(won: tuple[int, int, int], points: list[int]) -> None:
    """4-4-2: nobody scores for the most tricks; 5-3-2: 10; all ten (capot): 20."""
    deal = c1_deal()
    deal.tricks_won = list(won)
    events: list = []
    deal._finish(0, events)
    assert [s.cards + s.capot for s in deal.scores] == points


def test_c3_the_deal_stops_when_eldest_goes_out() -> None:
    """Target 100; E 88, M 99, D 30.  II: D's point of five, 35.  III: E's quint, 103: E is out and the
    deal stops; M's three tens (IV) never count."""
    e = "KH QH JH TH 9H AD 7D 8C 7C 8S"
    m = "TS 7S KD QD JD TD AC KC QC TC"
    d = "AS KS QS JS 9S AH 8H 7H 9D 8D"
    deal = ThreeHandDeal(2, [cards(e), cards(m), cards(d)], cards("JC 9C"))
    deal.stop_at = (100 - 88, 100 - 99, 100 - 30)
    deal.apply(Discard(0))
    events = call_best(deal)
    assert [(e.seat, e.item, e.points) for e in events if isinstance(e, Scored)] == [
        (2, ScoreItem.POINT, 5), (0, ScoreItem.SEQUENCES, 15)]
    assert deal.is_over() and deal.stopped == 0 and deal.scores[1].total == 0


def conserved(deal: ThreeHandDeal) -> None:
    places = deal.hands + [deal.discard] + [1 << i for i in deal.talon[deal.taken or 0:]]
    places += [1 << i for _, trick in deal.tricks for i in trick] + [1 << i for i in deal.trick]
    union = 0
    for mask in places:
        assert union & mask == 0
        union |= mask
    assert union == FULL_PACK


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), must=st.booleans(), target=st.sampled_from([None, 20, 50, 100]))
def test_random_three_hand_deals(seed: int, must: bool, target: int | None) -> None:
    """32 cards conserved, what is reckoned adds up, a deal always finishes, views hide the other hands."""
    rng = random.Random(seed)
    deal = ThreeHandDeal.shuffled(seed % 3, rng, NormandRules(dealer_must_exchange=must))
    if target is not None:
        deal.stop_at = (target, target, target)
    sums = [0, 0, 0]
    for _ in range(200):
        if deal.is_over():
            break
        for event in deal.apply(rng.choice(deal.legal_actions())):
            if isinstance(event, Scored):
                assert event.points > 0
                sums[event.seat] += event.points
                assert event.total == sums[event.seat]
        conserved(deal)
        for seat in range(3):
            view = deal.view(seat)
            for other in range(3):
                if other != seat:
                    hidden = set(cards_of(deal.hands[other])) - set(view.shown[other]) \
                        - set(view.carte_blanche_shown[other])
                    assert not hidden & (set(view.hand) | set(view.shown[seat]) | set(view.drawn))
    assert deal.is_over()
    if deal.stopped is None:
        assert sum(deal.tricks_won) == 10
    else:
        assert deal.scores[deal.stopped].total >= deal.stop_at[deal.stopped]  # type: ignore[index]
    assert sum(1 for s in deal.scores if s.pique or s.repique) <= 1
    copy = deal.copy()
    assert [s.total for s in copy.scores] == [s.total for s in deal.scores]


def test_a_carte_blanche_that_reaches_the_target_is_shown_at_once() -> None:
    """Announced before the exchange, a three-handed carte blanche is shown once the dealer has exchanged;
    but one that takes its holder to the target stops the deal there, and is shown then to everyone."""
    from piquet_gui.model import CarteBlanche
    from piquet_gui.model.events import CarteBlancheShown

    blanche = "AS TS 9S 8S AH TH 9H AD TD AC"  # eldest (seat 0): no king, queen or knave
    m = "KS QS JS KH QH JH 8H 7H KD QD"
    d = "JD 9D 8D 7D KC QC JC TC 9C 8C"
    deal = ThreeHandDeal(2, [cards(blanche), cards(m), cards(d)], cards("7S 7C"))
    deal.stop_at = (5, 100, 100)  # eldest needs 5 more
    assert deal.phase is Phase.CARTE_BLANCHE and deal.to_act == 0
    events = deal.apply(CarteBlanche(True))
    assert deal.is_over() and deal.stopped == 0 and isinstance(events[-1], TargetReached)
    assert [e.cards for e in events if isinstance(e, CarteBlancheShown)] == [tuple(cards(blanche))]
    for seat in (1, 2):
        assert set(deal.view(seat).carte_blanche_shown[0]) == set(cards(blanche))
