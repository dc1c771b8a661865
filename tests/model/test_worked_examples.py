"""The worked examples of RULES.md, played through the engine with chosen cards.

Every expected number here was worked out by hand from RULES.md (the
reasoning is in the docstrings and comments), not copied from the engine.
The same deals appear as game records under ``tests/records`` and are
checked through ``python -m piquet_gui replay`` by ``tests/test_replay_cli.py``.

Notation: ``E`` is elder, ``Y`` younger; a deal is given as the cards dealt
to elder and to younger, the talon top first, and each side's discard.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from piquet_gui.model import (FOUR_DEALS, Call, Card, CardPlayed, CarteBlanche, CarteBlancheAnnounced,
                              CarteBlancheShown, Category, Deal, DealEnded, Discard, Exchanged,
                              IllegalActionError, LookAtTalon, Partie, PartieEnded, Phase, Play, Reply,
                              ReplyKind, Rubicon, Rules, Said, Scored, ScoreItem, Speech, Target, TrickWon)
from piquet_gui.model.two_handed.formats import DealSummary

P, S, T = Category.POINT, Category.SEQUENCES, Category.SETS
CATEGORIES = (P, S, T)
ITEMS = ("carte_blanche", "point", "sequences", "sets", "carte_rouge", "repique", "pique", "play", "cards",
         "capot")


# --- helpers ----------------------------------------------------------------------------------------

def cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def card_set(text: str) -> set[Card]:
    return set(cards(text))


def make(dealer: int, elder: str, younger: str, talon: str, rules: Rules | None = None) -> Deal:
    hands: list[list[Card]] = [[], []]
    hands[1 - dealer] = cards(elder)
    hands[dealer] = cards(younger)
    return Deal(dealer, hands, cards(talon), rules)


def exchange(deal: Deal, elder_out: str, younger_out: str) -> list:
    events = deal.apply(Discard.of(cards(elder_out)))
    events += deal.apply(Discard.of(cards(younger_out)))
    assert deal.phase is Phase.DECLARATION
    return events


def call(category: Category, *combos: str) -> Call:
    return Call.of(category, [cards(c) for c in combos])


def reply(category: Category, kind: ReplyKind, *combos: str) -> Reply:
    return Reply.of(category, kind, [cards(c) for c in combos])


def nothing(deal: Deal, category: Category) -> list:
    """Elder calls nothing in ``category`` and younger calls nothing either."""
    return deal.apply(Call(category, ())) + deal.apply(Reply(category, ReplyKind.GOOD))


def sink_all(deal: Deal) -> list:
    events = []
    for category in CATEGORIES:
        events += nothing(deal, category)
    assert deal.phase is Phase.PLAY
    return events


def play(deal: Deal, tricks: Sequence[str], look: bool = False) -> list:
    """Play tricks given as "LEAD FOLLOW"; answers Law 36's question with ``look`` when it is asked."""
    events = []
    for trick in tricks:
        first, second = trick.split()
        events += deal.apply(Play(Card.parse(first)))
        if any(isinstance(a, LookAtTalon) for a in deal.legal_actions()):
            events += deal.apply(LookAtTalon(look))
        events += deal.apply(Play(Card.parse(second)))
    return events


def sheet(deal: Deal, seat: int) -> dict[str, int]:
    out = deal.scores[seat].as_dict()
    del out["total"]
    return {k: v for k, v in out.items() if v}


def scored(events: list, seat: int | None = None) -> list[tuple[int, ScoreItem, int]]:
    return [(e.seat, e.item, e.points) for e in events
            if isinstance(e, Scored) and (seat is None or e.seat == seat)]


def words(events: list) -> list[str]:
    return [e.words() for e in events if isinstance(e, Said)]


# --- 1. settlements (RULES.md section 8 and 9) -----------------------------------------------------

def six_deals(a: int, b: int) -> list[DealSummary]:
    """Six deals in which seat 0 makes ``a`` and seat 1 makes ``b`` (the split does not matter)."""
    points = [(a, 0), (0, b), (0, 0), (0, 0), (0, 0), (0, 0)]
    return [DealSummary(n % 2, p) for n, p in enumerate(points)]


@pytest.mark.parametrize(("a", "b", "winner", "points", "rubicon"), [
    (105, 101, 0, 104, False),   # 105 - 101 + 100
    (97, 89, 0, 286, True),      # 97 + 89 + 100: the loser is under 100
    (118, 102, 0, 116, False),   # 118 - 102 + 100
    (118, 72, 0, 290, True),     # 118 + 72 + 100
    (75, 60, 0, 235, True),      # 75 + 60 + 100 although the winner did not reach 100
    (101, 105, 1, 104, False),
    (60, 75, 1, 235, True),
    (100, 99, 0, 299, True),     # 99 is under the rubicon
    (101, 100, 1 - 1, 101, False),  # 100 is not: 101 - 100 + 100
])
def test_rubicon_settlement_worked_examples(a: int, b: int, winner: int, points: int, rubicon: bool) -> None:
    standings = Rubicon().settle(six_deals(a, b))
    assert standings.totals == (a, b)
    result = standings.result
    assert result.finished and not result.drawn
    assert (result.winner, result.points, result.rubicon) == (winner, points, rubicon)


def test_target_150_settlement_175_v_125_gives_225() -> None:
    # Two deals (dealt once each, so no vuelta): 100 + 75 = 175 against 60 + 65 = 125.
    standings = Target(150).settle([DealSummary(0, (100, 60)), DealSummary(1, (75, 65))])
    result = standings.result
    assert result.finished and result.winner == 0 and not result.drawn
    assert result.points == 225  # 175 + (175 - 125)
    assert [(g.winner, g.totals, g.points, g.deals) for g in standings.games] == [(0, (175, 125), 225, 2)]


def test_target_150_not_over_below_the_target() -> None:
    standings = Target(150).settle([DealSummary(0, (100, 60)), DealSummary(1, (45, 65))])
    assert not standings.finished
    assert standings.totals == (145, 125)


# --- 2. the repique example of RULES.md section 7 ---------------------------------------------------

# Seat 1 deals, so seat 0 is elder.  After the exchange (E: QS out, 7D in; Y: TS out, 8S in):
#   E: AS AH AD AC  KS JS 9S 7S  KD JD 9D 7D  -- a quatorze of aces; two five-card suits (47 pips), no sequence
#   Y: KH QH JH TH 9H 7H  KC QC JC TC 9C  8S  -- a point of six and two quints to the king
# The literal example (a point of 7 *and* two quints, 37) cannot be dealt against a quatorze of aces: seven
# cards of a suit without its ace are K Q J T 9 8 7, a septieme.  A point of six keeps its shape: younger's
# II and III come to 6 + 15 + 15 = 36 before elder's quatorze (IV) is reckoned, so younger has the repique.
REPIQUE = dict(dealer=1, elder="AS AH AD AC KS JS 9S 7S KD JD 9D QS", younger="KH QH JH TH 9H 7H KC QC JC TC 9C TS",
               talon="7D 8S 8H QD TD 8D 8C 7C")
REPIQUE_TRICKS = ["AS 8S", "AH 7H", "AD 9H", "AC 9C", "KS TH", "JS JH", "9S QH", "7S KH", "KD TC", "JD JC",
                  "9D QC", "7D KC"]


def repique_deal() -> Deal:
    deal = make(**REPIQUE)
    exchange(deal, "QS", "TS")
    return deal


def test_repique_example_younger_wins_repique_though_he_reckons_after_the_lead() -> None:
    deal = repique_deal()
    declared = []
    declared += deal.apply(call(P, "AS KS JS 9S 7S"))
    declared += deal.apply(reply(P, ReplyKind.NOT_GOOD, "KH QH JH TH 9H 7H"))
    declared += deal.apply(Call(S, ()))
    declared += deal.apply(reply(S, ReplyKind.NOT_GOOD, "KH QH JH TH 9H", "KC QC JC TC 9C"))
    declared += deal.apply(call(T, "AS AH AD AC"))
    declared += deal.apply(Reply(T, ReplyKind.GOOD))
    # Elder reckons his quatorze at once; younger reckons nothing until elder has led.
    assert scored(declared) == [(0, ScoreItem.SETS, 14)]
    assert words(declared) == ["Point of five", "Not good", "No sequence", "Quint", "Fourteen aces", "Good"]
    assert deal.scores[1].total == 0

    lead = deal.apply(Play(Card.parse("AS")))
    assert isinstance(lead[0], CardPlayed) and lead[0].seat == 0
    younger_items = [(item, points) for seat, item, points in scored(lead) if seat == 1]
    assert younger_items == [(ScoreItem.POINT, 6), (ScoreItem.SEQUENCES, 30), (ScoreItem.REPIQUE, 60)]
    shown = [e for e in lead if isinstance(e, Scored) and e.seat == 1]
    assert set(shown[0].cards[0]) == card_set("KH QH JH TH 9H 7H")
    assert {frozenset(c) for c in shown[1].cards} == {frozenset(cards("KH QH JH TH 9H")),
                                                       frozenset(cards("KC QC JC TC 9C"))}
    assert shown[-1].total == 96
    assert (0, ScoreItem.PLAY, 1) in scored(lead)
    assert (0, ScoreItem.PIQUE, 30) not in scored(lead)

    # Younger took one card of the seven left to him: Law 36 asks him now whether he looks at the rest.
    assert set(deal.legal_actions()) == {LookAtTalon(True), LookAtTalon(False)}
    deal.apply(LookAtTalon(False))
    deal.apply(Play(Card.parse("8S")))
    play(deal, REPIQUE_TRICKS[1:])
    assert deal.is_over()
    # Elder takes all twelve tricks: 12 leads + 1 for the last trick, and capot 40 (not 10 more).
    assert sheet(deal, 0) == {"sets": 14, "play": 13, "capot": 40}
    assert sheet(deal, 1) == {"point": 6, "sequences": 30, "repique": 60}
    assert (deal.scores[0].total, deal.scores[1].total) == (67, 96)
    assert deal.tricks_won == [12, 0]


def test_no_repique_for_younger_once_elder_has_reckoned_the_point() -> None:
    """Had elder won the point (II), younger's 30 in sequences (III) would come too late for a repique."""
    deal = repique_deal()
    deal.apply(call(P, "AS KS JS 9S 7S"))
    deal.apply(Reply(P, ReplyKind.GOOD))  # younger sinks his six
    deal.apply(Call(S, ()))
    deal.apply(reply(S, ReplyKind.NOT_GOOD, "KH QH JH TH 9H", "KC QC JC TC 9C"))
    deal.apply(call(T, "AS AH AD AC"))
    deal.apply(Reply(T, ReplyKind.GOOD))
    deal.apply(Play(Card.parse("AS")))
    assert deal.scores[0].point == 5 and deal.scores[1].sequences == 30
    assert deal.scores[1].repique == 0 and deal.scores[0].repique == 0


# A tie in point blocks nobody: elder's sequences and sets alone make the repique.
# Seat 1 deals.  After the exchange (E: 7C out, KH in; Y: 8C out, TC in):
#   E: AS KS QS JS 9S (point 5 = 50, quart)  KD QD JD TD 9D (quint)  KC KH: fourteen kings
#   Y: AH QH JH TH 9H (point 5 = 50, quart to the queen)  8S 7S 8D 7D  QC JC TC (tierce)
TIE_REPIQUE = dict(dealer=1, elder="AS KS QS JS 9S KD QD JD TD 9D KC 7C",
                   younger="AH QH JH TH 9H 8S 7S 8D 7D QC JC 8C", talon="KH TC TS 8H 7H AD AC 9C")


def test_repique_despite_an_equal_point() -> None:
    deal = make(**TIE_REPIQUE)
    exchange(deal, "7C", "8C")
    events = deal.apply(call(P, "AS KS QS JS 9S"))
    events += deal.apply(Reply(P, ReplyKind.ASK))
    events += deal.apply(Reply(P, ReplyKind.TELL))
    events += deal.apply(reply(P, ReplyKind.EQUAL, "AH QH JH TH 9H"))
    assert words(events) == ["Point of five", "Making?", "Making 50", "Equal"]
    deal.apply(call(S, "KD QD JD TD 9D", "AS KS QS JS"))
    deal.apply(Reply(S, ReplyKind.GOOD))
    events = deal.apply(call(T, "KS KH KD KC"))
    events += deal.apply(Reply(T, ReplyKind.GOOD))
    # 15 + 4 + 14 = 33 with younger at nothing: repique.
    assert scored(events) == [(0, ScoreItem.SETS, 14), (0, ScoreItem.REPIQUE, 60)]
    assert sheet(deal, 0) == {"sequences": 19, "sets": 14, "repique": 60}
    assert deal.scores[0].point == 0 and deal.scores[1].point == 0


# --- 3. pique -----------------------------------------------------------------------------------

# Seat 0 deals, so seat 1 is elder.  After the exchange (E: 8C out, QC in; Y: 7C out, 9C in):
#   E: AS KS QS JS 9S (point 5 = 50, quart)  KD QD JD TD 9D (quint)  KC QC: three kings, three queens
#   Y: AH KH QH TH 9H (point 5 = 50)  8S 7S  8D 7D  JC TC 9C
# Point: equal, nobody scores.  Elder: 15 + 4 + 3 + 3 = 25, then five winning leads make 30: pique.
PIQUE = dict(dealer=0, elder="AS KS QS JS 9S KD QD JD TD 9D KC 8C", younger="AH KH QH TH 9H 8S 7S 8D 7D JC TC 7C",
             talon="QC 9C TS JH 8H 7H AD AC")
PIQUE_TRICKS = ["AS 7S", "KS 8S", "QS 7D", "JS 8D", "KD 9H", "QD TH", "JD QH", "TD KH", "9D AH", "KC 9C",
                "QC TC", "9S JC"]


def pique_deal() -> Deal:
    deal = make(**PIQUE)
    exchange(deal, "8C", "7C")
    deal.apply(call(P, "AS KS QS JS 9S"))
    deal.apply(Reply(P, ReplyKind.ASK))
    deal.apply(Reply(P, ReplyKind.TELL))
    deal.apply(reply(P, ReplyKind.EQUAL, "AH KH QH TH 9H"))
    deal.apply(call(S, "KD QD JD TD 9D", "AS KS QS JS"))
    deal.apply(Reply(S, ReplyKind.GOOD))
    deal.apply(call(T, "KS KD KC", "QS QD QC"))
    deal.apply(Reply(T, ReplyKind.GOOD))
    return deal


def test_pique_after_an_equal_point() -> None:
    deal = pique_deal()
    elder = 1
    assert deal.scores[elder].total == 25 and deal.scores[0].total == 0
    events = play(deal, PIQUE_TRICKS[:4])
    assert ScoreItem.PIQUE not in [item for _, item, _ in scored(events)]
    assert deal.scores[elder].total == 29
    fifth = deal.apply(Play(Card.parse("KD")))
    assert scored(fifth) == [(elder, ScoreItem.PLAY, 1), (elder, ScoreItem.PIQUE, 30)]
    deal.apply(Play(Card.parse("9H")))
    play(deal, PIQUE_TRICKS[5:])
    assert deal.is_over() and deal.tricks_won == [0, 12]
    assert sheet(deal, elder) == {"sequences": 19, "sets": 6, "pique": 30, "play": 13, "capot": 40}
    assert deal.scores[elder].total == 108 and deal.scores[0].total == 0


def test_no_pique_once_younger_has_scored_anything() -> None:
    """Same cards, but elder sinks his point: younger's point of five stands (II, before elder's sequences),
    so elder's 25 in hand and his leads make no pique, and no repique either."""
    deal = make(**PIQUE)
    exchange(deal, "8C", "7C")
    deal.apply(Call(P, ()))
    deal.apply(reply(P, ReplyKind.NOT_GOOD, "AH KH QH TH 9H"))
    deal.apply(call(S, "KD QD JD TD 9D", "AS KS QS JS"))
    deal.apply(Reply(S, ReplyKind.GOOD))
    deal.apply(call(T, "KS KD KC", "QS QD QC"))
    deal.apply(Reply(T, ReplyKind.GOOD))
    play(deal, PIQUE_TRICKS)
    assert deal.scores[0].point == 5
    assert deal.scores[1].pique == 0 and deal.scores[1].repique == 0
    assert deal.scores[1].total == 19 + 6 + 13 + 40


# --- 4. carte blanche ---------------------------------------------------------------------------

# Seat 1 deals, so seat 0 is elder and seat 1 (younger) holds carte blanche: no K, Q or J.
# After the exchange (E: QH out, JH in; Y: 7H out, QD in):
#   E: AS KS QS JS TS 9S 8S 7S  KH KD KC JH  -- point 8, huitieme 18, fourteen kings 14: 40 in hand
#   Y: AH TH 9H 8H  AD QD TD 9D 8D 7D  AC TC
# Without carte blanche elder's 40 would be a repique; younger's 10 (reckoned first) saves him.
CB = dict(dealer=1, elder="AS KS QS JS TS 9S 8S 7S KH KD KC QH", younger="AH TH 9H 8H 7H AD TD 9D 8D 7D AC TC",
          talon="JH QD JD QC JC 9C 8C 7C")
CB_TRICKS = ["AS 7D", "KS 8D", "QS 9D", "JS TD", "TS 8H", "9S 9H", "8S TH", "7S TC", "KH AH", "AD KD", "AC KC",
             "QD JH"]


def declare_in_full(deal: Deal) -> list:
    """Elder calls his best in each category; younger concedes (he holds nothing better in these deals)."""
    events = []
    for category in CATEGORIES:
        events += deal.apply(deal.legal_actions()[0])  # the best call comes first
        events += deal.apply(Reply(category, ReplyKind.GOOD))
    return events


def test_carte_blanche_is_announced_before_the_exchange_and_saves_a_repique() -> None:
    deal = make(**CB)
    assert deal.phase is Phase.CARTE_BLANCHE and deal.to_act == 1
    assert set(deal.legal_actions()) == {CarteBlanche(True), CarteBlanche(False)}
    with pytest.raises(IllegalActionError):
        deal.apply(Discard.of(cards("QH")))  # elder may not discard before younger has spoken
    events = deal.apply(CarteBlanche(True))
    assert events[0] == CarteBlancheAnnounced(1)
    assert scored(events) == [(1, ScoreItem.CARTE_BLANCHE, 10)]
    assert deal.phase is Phase.EXCHANGE and deal.to_act == 0

    events = deal.apply(Discard.of(cards("QH")))
    # Shown once the opponent (elder) has discarded: the twelve cards dealt.
    assert events[0] == Exchanged(0, 1)
    shown = [e for e in events if isinstance(e, CarteBlancheShown)]
    assert len(shown) == 1 and shown[0].seat == 1 and set(shown[0].cards) == set(cards(CB["younger"]))
    events = deal.apply(Discard.of(cards("7H")))
    assert not any(isinstance(e, CarteBlancheShown) for e in events)

    events = declare_in_full(deal)
    assert scored(events) == [(0, ScoreItem.POINT, 8), (0, ScoreItem.SEQUENCES, 18), (0, ScoreItem.SETS, 14)]
    play(deal, CB_TRICKS)
    # Elder: 8 leads in spades and the KH lead = 9, 8 tricks = 10 for the cards.  Younger wins KH with AH (1),
    # then leads AD, AC, QD (3) and takes the last trick (1).  No pique either: younger reckoned first.
    assert sheet(deal, 0) == {"point": 8, "sequences": 18, "sets": 14, "play": 9, "cards": 10}
    assert sheet(deal, 1) == {"carte_blanche": 10, "play": 5}
    assert deal.tricks_won == [8, 4]


def test_carte_blanche_kept_quiet_leaves_the_repique() -> None:
    deal = make(**CB)
    events = deal.apply(CarteBlanche(False))
    assert scored(events) == []
    assert not any(isinstance(e, CarteBlancheShown) for e in exchange(deal, "QH", "7H"))
    events = declare_in_full(deal)
    assert scored(events)[-1] == (0, ScoreItem.REPIQUE, 60)
    play(deal, CB_TRICKS)
    assert sheet(deal, 0) == {"point": 8, "sequences": 18, "sets": 14, "repique": 60, "play": 9, "cards": 10}
    assert sheet(deal, 1) == {"play": 5}


# Elder (seat 0; seat 1 deals) holds carte blanche: AS TS 9S 8S 7S AH TH 9H AD TD AC 9C.  He puts out the three
# hearts and takes KS QS JS: AS KS QS JS TS 9S 8S 7S AD TD AC 9C -- point 8, huitieme 18, three aces 3.
# Younger (7H out, QC in): KH QH JH 8H KD QD JD 9D 8D 7D KC QC -- nothing that beats elder.
ELDER_CB = dict(dealer=1, elder="AS TS 9S 8S 7S AH TH 9H AD TD AC 9C", younger="KH QH JH 8H 7H KD QD JD 9D 8D 7D KC",
                talon="KS QS JS QC JC TC 8C 7C")


def test_elder_carte_blanche_counts_toward_repique_and_is_shown_after_younger_discards() -> None:
    deal = make(**ELDER_CB)
    assert deal.to_act == 0 and deal.phase is Phase.CARTE_BLANCHE
    deal.apply(CarteBlanche(True))
    events = deal.apply(Discard.of(cards("AH TH 9H")))
    assert not any(isinstance(e, CarteBlancheShown) for e in events)
    events = deal.apply(Discard.of(cards("7H")))
    assert [e.seat for e in events if isinstance(e, CarteBlancheShown)] == [0]
    events = declare_in_full(deal)
    # I: 10, II: 8 -> 18, III: 18 -> 36: repique as the sequence is reckoned.
    assert scored(events) == [(0, ScoreItem.POINT, 8), (0, ScoreItem.SEQUENCES, 18), (0, ScoreItem.REPIQUE, 60),
                              (0, ScoreItem.SETS, 3)]
    assert deal.scores[0].total == 10 + 8 + 18 + 60 + 3


def test_without_carte_blanche_the_same_hand_only_piques() -> None:
    deal = make(**ELDER_CB)
    deal.apply(CarteBlanche(False))
    exchange(deal, "AH TH 9H", "7H")
    declare_in_full(deal)
    assert deal.scores[0].total == 29 and deal.scores[0].repique == 0
    events = deal.apply(Play(Card.parse("AS")))  # the lead makes 30 before younger has anything
    assert scored(events, 0) == [(0, ScoreItem.PLAY, 1), (0, ScoreItem.PIQUE, 30)]


# --- 5. ties ------------------------------------------------------------------------------------

# Seat 0 deals, so seat 1 is elder.  After the exchange (E: 7H out, 8H in; Y: 8S out, 9S in):
#   E: AS KS QS JS TS (quint, point 5 = 51)  AD 9D 7D  AC 9C 7C  8H  -- three aces
#   Y: AH KH QH JH TH (quint, point 5 = 51)  KD QD 8D  KC QC 8C  9S  -- three kings, three queens
TIES = dict(dealer=0, elder="AS KS QS JS TS AD 9D 7D AC 9C 7C 7H", younger="AH KH QH JH TH KD QD 8D KC QC 8C 8S",
            talon="8H 9S 7S 9H JD TD JC TC")
TIES_TRICKS = ["AS 9S", "KS 8C", "QS 8D", "JS TH", "TS JH", "AD QD", "AC QC", "9D KD", "AH 8H", "KH 7D", "QH 9C",
               "KC 7C"]


def test_equal_point_and_equal_sequence_score_for_nobody() -> None:
    deal = make(**TIES)
    exchange(deal, "7H", "8S")
    events = deal.apply(call(P, "AS KS QS JS TS"))
    assert {a.kind for a in deal.legal_actions()} >= {ReplyKind.ASK}
    events += deal.apply(Reply(P, ReplyKind.ASK))
    events += deal.apply(Reply(P, ReplyKind.TELL))
    events += deal.apply(reply(P, ReplyKind.EQUAL, "AH KH QH JH TH"))
    events += deal.apply(call(S, "AS KS QS JS TS"))
    events += deal.apply(Reply(S, ReplyKind.ASK))
    events += deal.apply(Reply(S, ReplyKind.TELL))
    events += deal.apply(reply(S, ReplyKind.EQUAL, "AH KH QH JH TH"))
    assert words(events) == ["Point of five", "Making?", "Making 51", "Equal",
                             "Quint", "How high?", "To the ace", "Equal"]
    assert [(e.speech, e.seat) for e in events if isinstance(e, Said)] == [
        (Speech.CALL, 1), (Speech.ASK, 0), (Speech.TELL, 1), (Speech.EQUAL, 0)] * 2
    assert scored(events) == []
    assert deal.winners[:2] == [None, None]
    events = deal.apply(call(T, "AS AD AC"))
    events += deal.apply(Reply(T, ReplyKind.GOOD))  # three aces beat three kings and three queens
    assert scored(events) == [(1, ScoreItem.SETS, 3)]
    events = play(deal, TIES_TRICKS)
    assert scored(events[:3], 0) == []  # nothing for younger to reckon at the lead
    # Elder leads tricks 1-8 (8, the 9D lead included), wins 7 tricks: 10 for the cards.
    # Younger wins trick 8 with the KD (1), leads 9-12 (4) and takes the last trick (1).
    assert sheet(deal, 1) == {"sets": 3, "play": 8, "cards": 10}
    assert sheet(deal, 0) == {"play": 6}
    assert deal.tricks_won == [5, 7]


def test_equal_first_level_then_not_good_on_pips() -> None:
    """Same number of cards, more pips: "Making?" / "Making 50" / "Not good: 51" and younger scores."""
    deal = make(**PIQUE)  # elder's best point is AS KS QS JS 9S = 50
    exchange(deal, "8C", "7C")
    events = deal.apply(call(P, "KD QD JD TD 9D"))  # elder calls his diamonds: 49
    events += deal.apply(Reply(P, ReplyKind.ASK))
    events += deal.apply(Reply(P, ReplyKind.TELL))
    with pytest.raises(IllegalActionError):
        deal.apply(reply(P, ReplyKind.EQUAL, "AH KH QH TH 9H"))  # 50 is not equal to 49
    events += deal.apply(reply(P, ReplyKind.NOT_GOOD, "AH KH QH TH 9H"))
    assert words(events) == ["Point of five", "Making?", "Making 49", "Not good: 50"]
    assert deal.winners[0] == 0


def test_after_making_only_a_better_count_is_not_good() -> None:
    deal = make(**PIQUE)  # elder AS KS QS JS 9S = 50, younger AH KH QH TH 9H = 50
    exchange(deal, "8C", "7C")
    deal.apply(call(P, "AS KS QS JS 9S"))
    with pytest.raises(IllegalActionError):
        deal.apply(reply(P, ReplyKind.NOT_GOOD, "AH KH QH TH 9H"))  # five do not beat five: ask first
    with pytest.raises(IllegalActionError):
        deal.apply(reply(P, ReplyKind.EQUAL, "AH KH QH TH 9H"))  # not before "Making?"
    deal.apply(Reply(P, ReplyKind.ASK))
    with pytest.raises(IllegalActionError):
        deal.apply(Reply(P, ReplyKind.GOOD))  # elder must tell first
    deal.apply(Reply(P, ReplyKind.TELL))
    with pytest.raises(IllegalActionError):
        deal.apply(reply(P, ReplyKind.NOT_GOOD, "AH KH QH TH 9H"))  # 50 does not beat 50
    with pytest.raises(IllegalActionError):
        deal.apply(reply(P, ReplyKind.EQUAL, "AH KH QH TH"))  # four cards after a point of five
    deal.apply(reply(P, ReplyKind.EQUAL, "AH KH QH TH 9H"))
    assert deal.winners[0] is None and deal.scores[0].point == deal.scores[1].point == 0


def test_making_holds_younger_to_the_count_called() -> None:
    """Law 46 (RULES.md 5, revised): younger's six diamonds are simply not good against a point of five; he
    may still ask "Making?" (he holds at least five), and the inquiry bars him from counting more: he then
    compares five of them, his best five (AD QD TD 9D 8D) making 48 against elder's 50, so only "Good" is
    left to him and elder scores the point."""
    deal = sinking_deal()
    deal.apply(call(P, "AH KH QH JH 9H"))
    in_full = deal.copy()
    in_full.apply(reply(P, ReplyKind.NOT_GOOD, "AD QD TD 9D 8D 7D"))
    assert in_full.winners[0] == 0
    assert Reply(P, ReplyKind.ASK) in deal.legal_actions()
    deal.apply(Reply(P, ReplyKind.ASK))
    assert words(deal.apply(Reply(P, ReplyKind.TELL))) == ["Making 50"]
    assert deal.legal_actions() == [Reply(P, ReplyKind.GOOD)]
    with pytest.raises(IllegalActionError, match="same size"):
        deal.apply(reply(P, ReplyKind.NOT_GOOD, "AD QD TD 9D 8D 7D"))
    with pytest.raises(IllegalActionError, match="does not beat"):
        deal.apply(reply(P, ReplyKind.NOT_GOOD, "AD QD TD 9D 8D"))
    deal.apply(Reply(P, ReplyKind.GOOD))
    assert deal.winners[0] == 1 and deal.scores[1].point == 5


def test_sets_cannot_be_asked_about() -> None:
    deal = make(**TIES)
    exchange(deal, "7H", "8S")
    for category in (P, S):
        nothing(deal, category)
    deal.apply(call(T, "AS AD AC"))
    with pytest.raises(IllegalActionError):
        deal.apply(Reply(T, ReplyKind.ASK))


# --- 6. play: capot, the cards, the last trick, rule options ----------------------------------------

# "A": elder holds the eight spades and AH KH QH JH; younger TH 9H 8H 7H and the diamonds; the clubs are the talon.
A_ELDER, A_YOUNGER = "AS KS QS JS TS 9S 8S 7S AH KH QH JH", "TH 9H 8H 7H AD KD QD JD TD 9D 8D 7D"
A_TALON = "AC KC QC JC TC 9C 8C 7C"
A_TRICKS = ["AS AD", "KS KD", "QS QD", "JS JD", "TS TD", "9S 9D", "8S 8D", "7S 7H", "AH TH", "KH 9H", "QH 8H", "AC KC"]
C_TALON = "KC AC QC JC TC 9C 8C 7C"
C_TRICKS = A_TRICKS[:-1] + ["KC AC"]
Y_ELDER, Y_YOUNGER = "AD KD QD JD TD 9D 8D 7D TH 9H 8H 7H", "AS KS QS JS TS 9S 8S 7S AH KH QH JH"
Y_TRICKS = ["TH AH", "AS AC", "KS AD", "QS KD", "JS QD", "TS JD", "9S TD", "8S 9D", "7S 8D", "KH 9H", "QH 8H",
            "KC 7H"]


def template(kind: str, dealer: int) -> tuple[list[list[Card]], list[Card], str, str, list[str]]:
    """Hands by seat, talon, elder's and younger's discard, tricks -- for the partie tests."""
    elder, younger, talon, e_out, y_out, tricks = {
        "A": (A_ELDER, A_YOUNGER, A_TALON, "JH", "7D", A_TRICKS),
        "C": (A_ELDER, A_YOUNGER, C_TALON, "JH", "7D", C_TRICKS),
        "Y": (Y_ELDER, Y_YOUNGER, A_TALON, "7D", "JH", Y_TRICKS),
    }[kind]
    hands: list[list[Card]] = [[], []]
    hands[1 - dealer], hands[dealer] = cards(elder), cards(younger)
    return hands, cards(talon), e_out, y_out, tricks


def play_template(deal: Deal, kind: str) -> list:
    _, _, e_out, y_out, tricks = template(kind, deal.dealer)
    events = exchange(deal, e_out, y_out)
    events += sink_all(deal)
    events += play(deal, tricks)
    return events


def test_capot_scores_40_and_not_the_10_for_the_cards() -> None:
    deal = make(0, A_ELDER, A_YOUNGER, A_TALON)
    events = play_template(deal, "A")
    elder = 1
    assert deal.tricks_won[elder] == 12
    # 12 leads, the last trick's extra point, capot.  No pique: 13 < 30, and capot does not count.
    assert sheet(deal, elder) == {"play": 13, "capot": 40}
    assert sheet(deal, 0) == {}
    assert ScoreItem.CARDS not in [item for _, item, _ in scored(events)]
    last = [e for e in events if isinstance(e, Scored)][-2:]
    assert [(e.item, e.points) for e in last] == [(ScoreItem.PLAY, 1), (ScoreItem.CAPOT, 40)]


def test_last_trick_counts_two_for_the_leader_who_wins_it() -> None:
    deal = make(0, A_ELDER, A_YOUNGER, A_TALON)
    _, _, e_out, y_out, tricks = template("A", 0)
    exchange(deal, e_out, y_out)
    sink_all(deal)
    play(deal, tricks[:11])
    before = deal.scores[1].play
    events = play(deal, tricks[11:])
    assert deal.scores[1].play - before == 2  # 1 for leading, 1 for the last trick
    assert [(e.item, e.points) for e in events if isinstance(e, Scored)][:2] == [(ScoreItem.PLAY, 1),
                                                                                (ScoreItem.PLAY, 1)]


def test_eleven_tricks_score_the_cards_and_the_last_trick_won_second_counts_two() -> None:
    deal = make(1, A_ELDER, A_YOUNGER, C_TALON)
    play_template(deal, "C")
    # Elder (seat 0) leads all 12 tricks (12) and wins 11: 10 for the cards.  Younger wins the last trick with
    # his second card: 1 for that and 1 for the last trick.
    assert sheet(deal, 0) == {"play": 12, "cards": 10}
    assert sheet(deal, 1) == {"play": 2}
    assert deal.tricks_won == [11, 1]


def test_younger_can_take_every_trick() -> None:
    deal = make(1, Y_ELDER, Y_YOUNGER, A_TALON)
    play_template(deal, "Y")
    # Elder's one lead (TH, lost to AH).  Younger: 1 for winning it, 11 leads, 1 for the last trick, capot.
    assert sheet(deal, 0) == {"play": 1}
    assert sheet(deal, 1) == {"play": 13, "capot": 40}
    assert deal.scores[0].pique == 0 and deal.scores[1].pique == 0


# Seat 1 deals, so seat 0 is elder.  After the exchange (E: TD out, 9D in; Y: 8C out, 9C in):
#   E: AS KS QS JS TS 9S  9H 8H 7H  9D 8D 7D
#   Y: AH KH QH  AD KD QD  AC KC QC JC TC 9C
SIX = dict(dealer=1, elder="AS KS QS JS TS 9S 7H 8H 9H 7D 8D TD", younger="AH KH QH AD KD QD AC KC QC JC TC 8C",
           talon="9D 9C 8S 7S JH TH JD 7C")
SIX_TRICKS = ["AS AC", "KS KC", "QS QC", "JS JC", "TS TC", "9S 9C", "9H AH", "KH 8H", "QH 7H", "AD 9D", "KD 8D",
              "QD 7D"]


def six_six(rules: Rules | None = None) -> Deal:
    deal = make(**SIX, rules=rules)
    exchange(deal, "TD", "8C")
    sink_all(deal)
    play(deal, SIX_TRICKS)
    return deal


def test_six_tricks_each_score_nothing_for_the_cards() -> None:
    deal = six_six()
    assert deal.tricks_won == [6, 6]
    # Elder leads tricks 1-7 (7).  Younger wins the 7th with AH (1), leads 8-12 (5) and wins the last (1).
    assert sheet(deal, 0) == {"play": 7}
    assert sheet(deal, 1) == {"play": 7}


def test_option_low_lead_scores_nothing() -> None:
    deal = six_six(Rules(low_lead_scores=False))
    # Elder's leads of 9S and 9H now score nothing: AS KS QS JS TS = 5.  Younger's leads are all high: 7.
    assert sheet(deal, 0) == {"play": 5}
    assert sheet(deal, 1) == {"play": 7}


# Seat 0 deals, so seat 1 is elder.  After the exchange (E: 7D out, KH in; Y: KC out, 8D in):
#   E: the eight spades, AH KH AD AC -- calls only his fourteen aces (sinks point and sequence)
#   Y: QH JH TH 9H 8H 7H  KD QD JD TD 9D 8D -- calls nothing
# Elder wins every trick by leading: 14 + 13 = 27 from I-V, no pique by default; capot is not counted.
Q14 = dict(dealer=0, elder="AS KS QS JS TS 9S 8S 7S AH AD AC 7D", younger="QH JH TH 9H 8H 7H KD QD JD TD 9D KC",
           talon="KH 8D QC JC TC 9C 8C 7C")
Q14_TRICKS = ["AS 8D", "KS 9D", "QS TD", "JS JD", "TS QD", "9S 7H", "8S 8H", "7S 9H", "AH TH", "KH JH", "AD KD",
              "AC QH"]


def quatorze_only(rules: Rules | None = None) -> tuple[Deal, list]:
    deal = make(**Q14, rules=rules)
    exchange(deal, "7D", "KC")
    nothing(deal, P)
    nothing(deal, S)
    deal.apply(call(T, "AS AH AD AC"))
    deal.apply(Reply(T, ReplyKind.GOOD))
    return deal, play(deal, Q14_TRICKS)


def test_cards_do_not_count_toward_pique_by_default() -> None:
    deal, _ = quatorze_only()
    assert sheet(deal, 1) == {"sets": 14, "play": 13, "capot": 40}
    assert deal.scores[1].pique == 0


def test_option_cards_count_toward_pique_from_the_seventh_trick() -> None:
    deal, events = quatorze_only(Rules(cards_count_toward_pique=True))
    # After the 7th trick: 14 + 7 leads + 10 for the cards = 31: pique, there and not before.
    pique = [i for i, e in enumerate(events) if isinstance(e, Scored) and e.item is ScoreItem.PIQUE]
    assert len(pique) == 1
    seventh = next(i for i, e in enumerate(events) if isinstance(e, TrickWon) and e.trick == 7)
    sixth = next(i for i, e in enumerate(events) if isinstance(e, TrickWon) and e.trick == 6)
    eighth_lead = next(i for i, e in enumerate(events) if isinstance(e, CardPlayed) and e.trick == 8)
    assert sixth < seventh < pique[0] < eighth_lead
    # The cards are then scored once (capot here), not twice.
    assert sheet(deal, 1) == {"sets": 14, "pique": 30, "play": 13, "capot": 40}


# Seat 1 deals, so seat 0 is elder.  After the exchange (E: 7D out, KD in; Y: KC out, 8D in):
#   E: AS KS QS JS TS 9S 8S (point 7, septieme)  AH AD AC (fourteen aces)  KH KD (three kings)
#   Y: 7S  QH JH TH 9H 8H 7H  QD JD TD 9D 8D
# All twelve of elder's cards are in good calls: 7 + 17 + 14 + 3 = 41 (repique) and, with carte rouge, 20.
ROUGE = dict(dealer=1, elder="AS KS QS JS TS 9S 8S AH AD AC KH 7D", younger="7S QH JH TH 9H 8H 7H QD JD TD 9D KC",
             talon="KD 8D QC JC TC 9C 8C 7C")
ROUGE_TRICKS = ["AS 7S", "KS 8D", "QS 9D", "JS TD", "TS 7H", "9S 8H", "8S 9H", "AH TH", "KH JH", "AD JD", "KD QD",
                "AC QH"]


def rouge(rules: Rules | None, sets: tuple[str, ...] = ("AS AH AD AC", "KS KH KD")) -> Deal:
    deal = make(**ROUGE, rules=rules)
    exchange(deal, "7D", "KC")
    deal.apply(call(P, "AS KS QS JS TS 9S 8S"))
    deal.apply(Reply(P, ReplyKind.GOOD))
    deal.apply(call(S, "AS KS QS JS TS 9S 8S"))
    deal.apply(Reply(S, ReplyKind.GOOD))
    deal.apply(call(T, *sets))
    deal.apply(Reply(T, ReplyKind.GOOD))
    play(deal, ROUGE_TRICKS)
    return deal


def test_carte_rouge_when_all_twelve_cards_are_in_good_calls() -> None:
    deal = rouge(Rules(carte_rouge=True))
    assert sheet(deal, 0) == {"point": 7, "sequences": 17, "sets": 17, "carte_rouge": 20, "repique": 60, "play": 13,
                              "capot": 40}
    assert deal.scores[0].total == 174


def test_no_carte_rouge_by_default() -> None:
    deal = rouge(None)
    assert deal.scores[0].carte_rouge == 0
    assert deal.scores[0].total == 154


def test_no_carte_rouge_when_a_card_is_left_out_of_the_calls() -> None:
    deal = rouge(Rules(carte_rouge=True), sets=("AS AH AD AC",))  # KH and KD are not in a good call
    assert deal.scores[0].carte_rouge == 0
    assert deal.scores[0].sets == 14


def test_rubicon_reckons_a_category_as_one_score() -> None:
    """Issue 17 splits a category into its combinations only where a target can stop the deal (au cent, the
    normand play-on); in Rubicon piquet no score can come between them, so it stays one score, one event.
    E (elder) puts out 9D 8D 7D for AC KC QC, Y puts out 7S for JC.  E: point of six (60) 6; sixieme and two
    tierces to the ace, 16 + 3 + 3 = 22 (28); three aces, kings and queens 9 (37), Y nothing: repique 60."""
    deal = make(1, "AS KS QS JS TS 9S AH KH QH 9D 8D 7D", "JH TH 9H 8H 7H AD KD QD JD TD 8S 7S",
                "AC KC QC JC TC 9C 8C 7C")
    events = exchange(deal, "9D 8D 7D", "7S")
    for category, combos in ((P, ["AS KS QS JS TS 9S"]), (S, ["AS KS QS JS TS 9S", "AH KH QH", "AC KC QC"]),
                             (T, ["AS AH AC", "KS KH KC", "QS QH QC"])):
        events += deal.apply(call(category, *combos))
        events += deal.apply(Reply(category, ReplyKind.GOOD))
    assert [(e.seat, e.item, e.points, len(e.cards)) for e in events if isinstance(e, Scored)] == [
        (0, ScoreItem.POINT, 6, 1), (0, ScoreItem.SEQUENCES, 22, 3), (0, ScoreItem.SETS, 9, 3),
        (0, ScoreItem.REPIQUE, 60, 0)]
    assert deal.scores[0].total == 97 and deal.phase is Phase.PLAY


# --- 7. sinking --------------------------------------------------------------------------------

# Seat 0 deals, so seat 1 is elder.  After the exchange (E: 7C out, 9C in; Y: TC out, 8C in):
#   E: AH KH QH JH 9H (point 5 = 50, quart to the ace)  KS QS 9S 7S  KC QC 9C  -- three kings, three queens
#   Y: AD QD TD 9D 8D 7D (six diamonds, quart to the ten)  AS AC (three aces with AD)  JS TS 8S  8C
# Younger calls only five of his diamonds (QD TD 9D 8D 7D): sinking on both sides.
SINK = dict(dealer=0, elder="AH KH QH JH 9H KS KC QS 9S 7S QC 7C", younger="QD TD 9D 8D 7D AS AD AC JS TS 8S TC",
            talon="9C 8C TH 8H 7H KD JD JC")
SINK_TRICKS = ["AH 8C", "KH 8S", "QH 7D", "JH 8D", "9H 9D", "KC AC", "AS 7S", "AD 9C", "JS QS", "KS TS", "9S TD",
               "QC QD"]


def sinking_deal() -> Deal:
    deal = make(**SINK)
    exchange(deal, "7C", "TC")
    return deal


def test_sinking_what_is_not_called_cannot_score() -> None:
    deal = sinking_deal()
    elder, younger = 1, 0
    # Elder calls a point of four from his five: younger's five (of six) is then "not good" for elder.
    events = deal.apply(call(P, "AH KH QH JH"))
    assert words(events) == ["Point of four"]
    events += deal.apply(reply(P, ReplyKind.NOT_GOOD, "QD TD 9D 8D 7D"))
    # Elder calls no sequence although he holds a quart to the ace: younger's quart to the ten stands.
    events += deal.apply(Call(S, ()))
    events += deal.apply(reply(S, ReplyKind.NOT_GOOD, "TD 9D 8D 7D"))
    # Younger says "Good" to three kings although he holds three aces: elder scores his two trios.
    events += deal.apply(call(T, "KH KS KC", "QH QS QC"))
    events += deal.apply(Reply(T, ReplyKind.GOOD))
    assert words(events) == ["Point of four", "Not good", "No sequence", "Quart", "Three kings", "Good"]
    assert deal.winners == [younger, younger, elder]
    assert scored(events) == [(elder, ScoreItem.SETS, 6)]
    events = play(deal, SINK_TRICKS)
    assert scored(events[:4], younger) == [(younger, ScoreItem.POINT, 5), (younger, ScoreItem.SEQUENCES, 4)]
    # Elder leads 1-6 (6), wins the 9th with QS (1), leads 10-12 (3), last trick (1): 11; 9 tricks: 10.
    # Younger wins the 6th with AC (1) and leads 7, 8, 9 (3): 4.
    assert sheet(deal, elder) == {"sets": 6, "play": 11, "cards": 10}
    assert sheet(deal, younger) == {"point": 5, "sequences": 4, "play": 4}
    assert deal.tricks_won == [3, 9]


def test_a_point_called_short_scores_only_the_cards_called() -> None:
    deal = sinking_deal()
    deal.apply(call(P, "AH KH QH JH"))
    deal.apply(Reply(P, ReplyKind.GOOD))  # younger sinks his five as well
    assert deal.scores[1].point == 4  # four called, four scored (he holds five hearts)


def test_calls_must_be_true() -> None:
    deal = sinking_deal()
    with pytest.raises(IllegalActionError):
        deal.apply(call(P, "AH KH QH JH TH"))  # TH is not held
    with pytest.raises(IllegalActionError):
        deal.apply(call(P, "AH KS"))  # not one suit
    deal.apply(call(P, "AH KH QH JH 9H"))
    with pytest.raises(IllegalActionError):
        deal.apply(reply(P, ReplyKind.NOT_GOOD, "QD TD 9D 8D 7D"))  # five cards do not beat five cards
    with pytest.raises(IllegalActionError):
        deal.apply(reply(P, ReplyKind.NOT_GOOD, "AS AD AC"))  # not one suit
    deal.apply(Reply(P, ReplyKind.GOOD))
    with pytest.raises(IllegalActionError):
        deal.apply(call(S, "AH KH QH JH 9H"))  # not a sequence
    with pytest.raises(IllegalActionError):
        deal.apply(call(S, "KH QH JH TH"))  # TH not held
    deal.apply(call(S, "AH KH QH JH"))
    deal.apply(Reply(S, ReplyKind.GOOD))
    with pytest.raises(IllegalActionError):
        deal.apply(call(T, "9H 9S 9C"))  # nines never make a set
    with pytest.raises(IllegalActionError):
        deal.apply(call(T, "AH AS AD"))  # AS and AD are younger's


def test_a_revoke_and_a_card_not_held_are_refused() -> None:
    deal = make(**SIX)
    exchange(deal, "TD", "8C")
    sink_all(deal)
    with pytest.raises(IllegalActionError, match="does not hold"):
        deal.apply(Play(Card.parse("AH")))  # elder does not hold AH
    play(deal, SIX_TRICKS[:6])
    deal.apply(Play(Card.parse("9H")))
    with pytest.raises(IllegalActionError, match="but holds hearts"):
        deal.apply(Play(Card.parse("AD")))  # younger holds AH KH QH
    deal.apply(Play(Card.parse("AH")))
    assert deal.tricks_won == [6, 1]


# --- 8. partie level ----------------------------------------------------------------------------

def run_partie(game, kinds: str, first_dealer: int = 0) -> tuple[Partie, list]:
    partie = Partie(format=game, first_dealer=first_dealer)
    events: list = []
    for kind in kinds:
        assert partie.needs_deal(), f"the partie should go on before a deal of kind {kind}"
        hands, talon, _, _, _ = template(kind, partie.next_dealer)
        deal = partie.start_deal(hands, talon)
        _, _, e_out, y_out, tricks = template(kind, deal.dealer)
        events += partie.apply(Discard.of(cards(e_out)))
        events += partie.apply(Discard.of(cards(y_out)))
        for category in CATEGORIES:
            events += partie.apply(Call(category, ()))
            events += partie.apply(Reply(category, ReplyKind.GOOD))
        for trick in tricks:
            first, second = trick.split()
            events += partie.apply(Play(Card.parse(first)))
            if any(isinstance(a, LookAtTalon) for a in partie.legal_actions()):
                events += partie.apply(LookAtTalon(False))
            events += partie.apply(Play(Card.parse(second)))
    return partie, events


# Per deal (hand-counted above): A = elder 53, younger 0; C = elder 22, younger 2; Y = elder 1, younger 53.
# Seat 0 deals first, so seat 1 is elder in deals 1, 3, 5, 7 and seat 0 in deals 2, 4, 6, 8.

def test_rubicon_six_deals_with_a_rubicon() -> None:
    partie, events = run_partie(Rubicon(), "AACACA")
    result = partie.standings().result
    # Seat 0: 53 + 2 + 53 + 2 + 53 = 163; seat 1: 53 + 22 + 22 = 97, under 100: 163 + 97 + 100.
    assert partie.standings().totals == (163, 97)
    assert (result.finished, result.winner, result.rubicon, result.points) == (True, 0, True, 360)
    assert [e for e in events if isinstance(e, PartieEnded)] == [PartieEnded(0, 360, True)]
    assert not partie.needs_deal()


def test_rubicon_tie_after_six_two_more_deals_then_drawn() -> None:
    partie, _ = run_partie(Rubicon(), "AAAAAA")
    assert partie.standings().totals == (159, 159)
    assert not partie.is_over() and partie.needs_deal()
    partie, _ = run_partie(Rubicon(), "AAAAAAA")
    assert partie.standings().totals == (159, 212)
    assert not partie.is_over()  # the two extra deals are both played
    partie, events = run_partie(Rubicon(), "AAAAAAAA")
    result = partie.standings().result
    assert partie.standings().totals == (212, 212)
    assert (result.finished, result.drawn, result.winner, result.points) == (True, True, None, 0)
    assert isinstance(events[-1], PartieEnded) and events[-1].winner is None


def test_rubicon_tie_after_six_decided_in_the_extra_deals() -> None:
    partie, _ = run_partie(Rubicon(), "AAAAAAAC")
    result = partie.standings().result
    # 159 + 22 = 181 against 159 + 53 + 2 = 214: 214 - 181 + 100.
    assert partie.standings().totals == (181, 214)
    assert (result.winner, result.points, result.rubicon) == (1, 133, False)


def test_rubicon_settle_counts_the_extra_deals() -> None:
    tied = [DealSummary(n % 2, (10, 10)) for n in range(6)]
    assert not Rubicon().settle(tied).finished
    assert not Rubicon().settle(tied + [DealSummary(0, (5, 0))]).finished
    assert Rubicon().settle(tied + [DealSummary(0, (5, 0)), DealSummary(1, (0, 1))]).result.winner == 0
    drawn = Rubicon().settle(tied + [DealSummary(0, (5, 0)), DealSummary(1, (0, 5))]).result
    assert drawn.finished and drawn.drawn and drawn.points == 0


def test_four_deals_first_and_last_count_double() -> None:
    partie, events = run_partie(FOUR_DEALS, "AACA")
    standings = partie.standings()
    assert standings.multipliers == (2, 1, 1, 2)
    assert [(e.number, e.multiplier) for e in events if isinstance(e, DealEnded)] == [(1, 2), (2, 1), (3, 1), (4, 2)]
    # Seat 1: 2 x 53 + 22 = 128; seat 0: 53 + 2 + 2 x 53 = 161: 161 - 128 + 100.
    assert standings.totals == (161, 128)
    assert (standings.result.winner, standings.result.points, standings.result.rubicon) == (0, 133, False)
    # The deal's own score sheet is not multiplied; the partie's totals are.
    assert partie.deals[0].scores[1].total == 53


def test_four_deals_tie_is_broken_by_single_extra_deals() -> None:
    partie, _ = run_partie(FOUR_DEALS, "AAAA")
    assert partie.standings().totals == (159, 159) and not partie.is_over()
    assert partie.multiplier(4) == 1
    partie, _ = run_partie(FOUR_DEALS, "AAAAAC")
    standings = partie.standings()
    assert standings.multipliers == (2, 1, 1, 2, 1, 1)
    assert standings.totals == (181, 214)
    assert (standings.result.winner, standings.result.points) == (1, 133)


def test_target_vuelta_when_the_player_who_would_not_lead_reaches_it_on_an_odd_deal() -> None:
    partie, _ = run_partie(Target(100), "AAA")
    # Seat 1 (elder in deal 3) has 106 against 53 after three deals; seat 0 would lead deal 4: one more deal.
    assert partie.standings().totals == (53, 106)
    assert not partie.is_over() and partie.next_dealer == 1
    partie, _ = run_partie(Target(100), "AAAC")
    result = partie.standings().result
    # 53 + 22 = 75 against 106 + 2 = 108: 108 + 33.
    assert (result.finished, result.winner, result.points, result.rubicon) == (True, 1, 141, False)
    assert [(g.winner, g.totals, g.points, g.deals) for g in partie.standings().games] == [(1, (75, 108), 141, 4)]


def test_target_no_vuelta_when_the_winner_would_lead_the_next_deal() -> None:
    partie, _ = run_partie(Target(100), "YCY")
    # Seat 0 (younger in deals 1 and 3): 53 + 22 + 53 = 128 against 1 + 2 + 1 = 4 after deal 3; seat 0 would
    # be elder in deal 4, so the game ends: 128 + 124.
    result = partie.standings().result
    assert (result.finished, result.winner, result.points) == (True, 0, 252)
    assert [(g.winner, g.totals, g.deals) for g in partie.standings().games] == [(0, (128, 4), 3)]


def test_target_reached_on_an_even_deal_ends_the_game() -> None:
    standings = Target(100).settle([DealSummary(0, (0, 53)), DealSummary(1, (53, 0)), DealSummary(0, (0, 53)),
                                    DealSummary(1, (60, 0))])
    assert standings.result.finished and standings.result.winner == 0
    assert standings.result.points == 113 + (113 - 106)


def test_target_vuelta_in_the_formats() -> None:
    # Seat 0 deals deal 1 and seat 1 reaches 100: seat 0 would lead deal 2 -> vuelta.
    one = [DealSummary(0, (0, 100))]
    assert not Target(100).settle(one).finished
    # Seat 1 deals deal 1 and seat 1 reaches 100: seat 1 would lead deal 2 -> no vuelta.
    assert Target(100).settle([DealSummary(1, (0, 100))]).result.winner == 1
    # After the vuelta the higher total wins, whoever it is.
    assert Target(100).settle(one + [DealSummary(1, (150, 0))]).result.winner == 0


def test_target_ligada_first_to_two_games() -> None:
    partie, _ = run_partie(Target(100, "ligada"), "YA")
    assert not partie.is_over()
    assert [(g.winner, g.totals, g.points) for g in partie.standings().games] == [(0, (106, 1), 211)]
    partie, _ = run_partie(Target(100, "ligada"), "YAAY")
    assert not partie.is_over()  # one game each
    assert [g.winner for g in partie.standings().games] == [0, 1]
    partie, _ = run_partie(Target(100, "ligada"), "YAAYACA")
    assert not partie.is_over()  # game 3 reached by seat 1 on its third deal; seat 0 leads next: vuelta
    partie, _ = run_partie(Target(100, "ligada"), "YAAYACAA")
    standings = partie.standings()
    assert standings.result.finished and standings.result.winner == 1
    assert [(g.winner, g.totals, g.points, g.deals) for g in standings.games] == [
        (0, (106, 1), 211, 2), (1, (1, 106), 211, 2), (1, (75, 108), 141, 4)]
