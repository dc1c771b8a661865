"""Four-handed partnership piquet (VARIANTS.md section 4): the worked examples D1 and D2 and the rules
around them, played through the engine.

D2 gives only the scores; its hands here are ours, built to hold exactly what it names: P0 a good point
of five (AH KH QH 9H 7H, 47) with a tierce and three aces, P2 a good quint to the knave (44 pips), B three
kings and nothing that beats A.  Its pique deal gives P2 four queens and P0 the aces and kings he leads
(his sets sunk, so that the queens are A's only score, as D2 says); nobody holds a point of 30.
"""

from __future__ import annotations

import pytest

from piquet_gui.model.actions import Call, CarteBlanche, Play
from piquet_gui.model.cards import Card
from piquet_gui.model.combinations import Category
from piquet_gui.model.errors import IllegalActionError
from piquet_gui.model.events import DealEnded, PartieEnded, Said, Scored, Speech, TargetReached
from piquet_gui.model.partnership.deal import PartnershipDeal, PartnershipRules
from piquet_gui.model.partnership.partie import PartnershipOptions, PartnershipPartie
from piquet_gui.model.scoring import ScoreItem
from piquet_gui.model.tricks import Phase

D1 = ["KH QH JH 9H AS AD AC 9C", "KD TD 9D 8D 7D KS KC 7H", "JS TS 9S 8S AH TH 8H QD", "QC JC TC 8C 7C QS 7S JD"]
D1_TRICKS = ("AS KS 8S 7S | AC KC 8H 7C | 9C 7H QD QC | JC 9H 7D 9S | JD AD 8D TS | KH 9D AH TC | JS QS JH TD | "
             "8C QH KD TH")
D2 = ["AH KH QH 9H 7H AS AD 7C", "KS QS KD KC AC JH TH 8H", "JS TS 9S 8S 7S QD 9D QC", "JD TD 8D 7D JC TC 9C 8C"]
D2_CARTE_BLANCHE = ["AH KH QH 9H 7H AS AD 7C", "TH 8H TD 8D 7D AC TC 9C", "JS TS 9S 8S 7S QD 9D QC",
                    "KS QS JH KD JD KC JC 8C"]
D2_PIQUE = ["AS KS AH KH AD KD 7C 8C", "JS 9S JH 9H JD 9D AC JC", "QS 7S QH 7H QD 7D QC 9C", "TS 8S TH 8H TD 8D KC TC"]


def cards(text: str) -> list[Card]:
    return [Card.parse(c) for c in text.split()]


def dealt(hands: list[str], dealer: int = 3, rules: PartnershipRules | None = None) -> PartnershipDeal:
    return PartnershipDeal(dealer, [cards(h) for h in hands], rules)


def declare(deal: PartnershipDeal, sink: dict[tuple[int, Category], bool] | None = None) -> list[object]:
    """Every seat declares in full (or sinks where ``sink`` says), carte blanche announced."""
    events: list[object] = []
    while deal.phase in (Phase.CARTE_BLANCHE, Phase.DECLARATION):
        action = deal.legal_actions()[0]
        if isinstance(action, Call) and (sink or {}).get((deal.to_act or 0, action.category)):
            action = Call(action.category, ())
        events += deal.apply(action)
    return events


def play(deal: PartnershipDeal, tricks: str) -> list[object]:
    events: list[object] = []
    for card in tricks.replace("|", " ").split():
        events += deal.apply(Play(Card.parse(card)))
    return events


def test_d1() -> None:
    deal = dealt(D1)
    assert deal.eldest == 0
    events = declare(deal)
    said = [(e.seat, e.category.value, e.speech, e.value) for e in events if isinstance(e, Said)]
    # The point: P0 39 (four), P1 44 beats it, P2's 37 is silent, P3's 45 beats 44: B 5.
    assert said[:4] == [(0, "point", Speech.CALL, 4), (1, "point", Speech.CALL, 5),
                        (2, "point", Speech.NO_CALL, 0), (3, "point", Speech.CALL, 5)]
    # Sequences: tierce, quart to the ten, quart to the knave beats it, P3 silent: A counts 4 + 3.
    assert [s[2] for s in said[4:8]] == [Speech.CALL, Speech.CALL, Speech.CALL, Speech.NO_CALL]
    scored = [(e.seat, e.item, e.points) for e in events if isinstance(e, Scored)]
    assert scored == [(3, ScoreItem.POINT, 5), (2, ScoreItem.SEQUENCES, 4), (0, ScoreItem.SEQUENCES, 3),
                      (0, ScoreItem.SETS, 3)]
    play(deal, D1_TRICKS)
    assert deal.is_over()
    assert (deal.scores[0].play, deal.scores[1].play) == (6, 6)
    assert deal.side_tricks() == (4, 4) and deal.scores[0].cards == deal.scores[1].cards == 0
    assert (deal.scores[0].total, deal.scores[1].total) == (16, 11)


def test_d2_repique() -> None:
    deal = dealt(D2)
    events = declare(deal)
    # II: P0's point of five 5; III: P2's quint 20, before B counts anything: 90; P0's tierce 93; IV: 96.
    running = [(e.seat, e.item, e.total) for e in events if isinstance(e, Scored)]
    assert running == [(0, ScoreItem.POINT, 5), (2, ScoreItem.SEQUENCES, 20), (2, ScoreItem.REPIQUE, 90),
                       (0, ScoreItem.SEQUENCES, 93), (0, ScoreItem.SETS, 96)]
    assert deal.scores[1].total == 0 and deal.phase is Phase.PLAY


def test_d2_carte_blanche_prevents_the_repique() -> None:
    deal = dealt(D2_CARTE_BLANCHE)
    assert deal.cb_holders == (1,)
    declare(deal)
    assert (deal.scores[0].total, deal.scores[0].repique) == (26, 0)
    assert deal.scores[1].total == deal.scores[1].carte_blanche == 10


def test_d2_pique() -> None:
    deal = dealt(D2_PIQUE)
    declare(deal, {(0, Category.SETS): True})
    assert deal.scores[0].total == deal.scores[0].sets == 14 and deal.scores[1].total == 0
    play(deal, "AS 9S 7S 8S | KS JS QS TS | AH 9H 7H 8H | KH JH QH TH | AD 9D 7D 8D")
    assert deal.scores[0].total == 19 and deal.scores[0].pique == 0
    events = play(deal, "KD JD QD TD")
    assert [(e.item, e.total) for e in events if isinstance(e, Scored)] == [(ScoreItem.PLAY, 20),
                                                                            (ScoreItem.PIQUE, 60)]


def test_partners_never_call_equal_and_an_equal_opponent_is_silent() -> None:
    # Four tierces to the ace, one in each hand.
    hands = ["AS KS QS 8S 7H 8H 7D 8D", "AH KH QH 9H 9D TD 9C TC", "AD KD QD 8C 7C 9S 7S JC",
             "AC KC QC JS TS TH JH JD"]
    deal = dealt(hands)
    declare(deal)
    # Point: P0 AS KS QS 8S (39), P1 AH KH QH 9H (40) beats, P2 (31) silent, P3 (31) silent.
    assert deal.winners[0] == 1 and deal.scores[1].point == 4
    # Sequences: P0's tierce to the ace; P1's equal tierce to the ace is silent: A counts its tierces.
    assert deal.winners[1] == 0 and deal.scores[0].sequences == 3 + 3
    cancel = dealt(hands, rules=PartnershipRules(equal_calls_cancel=True))
    events = declare(cancel)
    assert cancel.winners[1] is None and cancel.scores[0].sequences == 0
    equal = [e for e in events if isinstance(e, Said) and e.speech is Speech.EQUAL]
    assert [(e.seat, e.category) for e in equal] == [(1, Category.SEQUENCES)]


def test_a_seat_that_cannot_beat_is_offered_a_pass_alone_said_and_recorded_as_one() -> None:
    """What is offered, said and recorded is one thing (issue 26): a seat whose best cannot beat the best call
    so far is offered one choice, said as a pass; its point is recorded as nothing, its sequences kept to count
    if its partner's call proves best."""
    hands = ["AS KS QS 8S 7H 8H 7D 8D", "AH KH QH 9H 9D TD 9C TC", "AD KD QD 8C 7C 9S 7S JC",
             "AC KC QC JS TS TH JH JD"]
    deal = dealt(hands)
    unspoken = []
    while deal.phase in (Phase.CARTE_BLANCHE, Phase.DECLARATION):
        seat, legal = deal.to_act, deal.legal_actions()
        view = deal.view(seat)
        assert view.unspoken == deal.unspoken(seat)
        if view.unspoken:
            assert len(legal) == 1
            unspoken.append((seat, view.category))
        events = deal.apply(legal[0])
        said = [e for e in events if isinstance(e, Said) and e.seat == seat]
        if view.unspoken:
            assert said and said[0].speech is Speech.NO_CALL, "an unspoken call is said as a pass"
    # P1's 40 beats P0's 39: P2 and P3 (31 each) cannot beat it; the other tierces to the ace cannot beat P0's.
    assert unspoken == [(2, Category.POINT), (3, Category.POINT), (1, Category.SEQUENCES), (2, Category.SEQUENCES),
                        (3, Category.SEQUENCES)]
    assert deal.calls[2][0] == () and deal.calls[3][0] == (), "a point that cannot beat is recorded as a pass"
    assert deal.calls[2][1], "sequences that cannot beat are kept for the side"
    assert deal.winners[1] == 0 and deal.scores[0].sequences == 3 + 3, "P2's tierce counts with P0's"


def test_no_point_under_thirty() -> None:
    deal = dealt(D2_PIQUE)
    assert deal.legal_actions() == [Call(Category.POINT, ())]
    with pytest.raises(IllegalActionError, match="never called under 30"):
        deal.apply(Call.of(Category.POINT, [cards("AS KS")]))


def test_capot_and_the_cards() -> None:
    # A holds the four top cards of every suit and P0 leads them all (B's cartes blanches and four tens score).
    hands = ["AS KS QS JS AH KH QH JH", "TS 9S TH 9H TD 9D TC 9C", "AD KD QD JD AC KC QC JC",
             "8S 7S 8H 7H 8D 7D 8C 7C"]
    deal = dealt(hands)
    declare(deal)
    play(deal, "AS TS AD 8S | KS 9S KD 7S | QS TH QD 8H | JS 9H JD 7H | AH TD AC 8D | KH 9D KC 7D | "
               "QH TC QC 8C | JH 9C JC 7C")
    assert deal.side_tricks() == (8, 0)
    assert (deal.scores[0].capot, deal.scores[0].cards, deal.scores[1].play) == (40, 0, 0)


def test_five_tricks_score_the_cards() -> None:
    deal = dealt(D2_PIQUE)
    declare(deal, {(0, Category.SETS): True})
    play(deal, "AS 9S 7S 8S | KS JS QS TS | AH 9H 7H 8H | KH JH QH TH | AD 9D 7D 8D | KD JD QD TD | "
               "7C AC 9C TC | JC QC KC 8C")
    assert deal.side_tricks() == (6, 2) and deal.scores[0].cards == 10 and deal.scores[0].capot == 0


def test_carte_blanche_may_be_kept_quiet() -> None:
    deal = dealt(D2_CARTE_BLANCHE)
    deal.apply(CarteBlanche(False))
    assert deal.scores[1].total == 0 and deal.phase is Phase.DECLARATION


def test_the_view_hides_the_partner_s_hand() -> None:
    deal = dealt(D1)
    view = deal.view(0)
    assert set(view.hand) == set(cards(D1[0]))
    assert view.shown[2] == () and view.shown[1] == ()
    declare(deal)
    view = deal.view(0)
    # The sequences A scored are shown, P2's included; P2's other cards stay hidden.
    assert set(view.shown[2]) == set(cards("JS TS 9S 8S"))
    assert set(view.shown[3]) == set(cards("QC JC TC 8C 7C"))


def test_a_side_reaching_100_ends_the_game_at_once() -> None:
    """B at 0 holds D2's hands turned one seat: 96 in hand, then its leads; the fourth reaches 100."""
    partie = PartnershipPartie(first_dealer=0)
    deal = partie.start_deal([cards(h) for h in D2[3:] + D2[:3]])
    while deal.phase is not Phase.PLAY:
        partie.apply(partie.legal_actions()[0])
    assert partie.totals() == (0, 96)
    for card in "AH JH 7S JD KH TH 8S TD QH 8H 9S 8D".split():
        partie.apply(Play(Card.parse(card)))
    events = partie.apply(Play(Card.parse("9H")))
    reached = [e for e in events if isinstance(e, TargetReached)]
    assert len(reached) == 1 and reached[0].seat == 1
    assert events[-2:] == [DealEnded(1, events[-2].scores, 1, (0, 100)), PartieEnded(1, 200, False)], \
        "then the deal and the game end"
    assert partie.is_over() and partie.totals() == (0, 100)
    assert partie.result() == {"finished": True, "winner": 1, "double": True, "points": 200}
    with pytest.raises(IllegalActionError, match="game is over"):
        partie.start_deal()


def test_options() -> None:
    game = PartnershipOptions.from_options({"partie": "best_of_five", "deal_323": True})
    assert game.options() == {"deal_323": True, "partie": "best_of_five"} and game.format().games_to_win == 3
    with pytest.raises(ValueError, match="unknown option"):
        PartnershipOptions.from_options({"capot": 20})
    with pytest.raises(ValueError, match="cannot be"):
        PartnershipOptions.from_options({"partie": "three"})
