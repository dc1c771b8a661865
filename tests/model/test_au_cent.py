"""Piquet au cent (VARIANTS.md section 1): worked examples A1-A3 through the engine.

Every expected number is worked out by hand from VARIANTS.md (the comments
give the arithmetic).  The same examples are replayed from records under
``tests/records/variants`` by ``tests/test_replay_variants.py``.
"""

from __future__ import annotations

import pytest

from piquet_gui.model import (Call, Card, CarteBlanche, CarteBlancheShown, Category, Deal, Discard, IllegalActionError,
                              LookAtTalon, Partie, Phase, Play, Reply, ReplyKind, ScoreItem, Scored)
from piquet_gui.model.events import TargetReached
from piquet_gui.model.two_handed.formats import AuCent, DealSummary
from piquet_gui.model.games import rule_set_of

P, S, T = Category.POINT, Category.SEQUENCES, Category.SETS


def cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def au_cent_deal(elder: str, younger: str, talon: str, **options: object) -> Deal:
    """A deal dealt by seat 1, so seat 0 is elder."""
    rules, _ = rule_set_of("au-cent", options)
    return Deal(1, [cards(elder), cards(younger)], cards(talon), rules)


# A1's cards.  A (seat 0, elder): a point of five in clubs (AC QC TC 8C 7C, 46) with no sequence, and four
# aces.  B (seat 1, younger): a tierce to the king in diamonds, no suit of five, four kings.
A1_ELDER = "AS AH AD AC QC TC 8C 7C JS 9S JH 9H"
A1_YOUNGER = "KD QD JD 8D KS QS TS 8S KH QH 7H KC"
A1_TALON = "7S TH 8H TD 9D 7D JC 9C"


def a1_hand_calls(deal: Deal) -> list:
    """A puts out JS (takes 7S), B takes nothing (au cent allows it), then the calls as far as they go."""
    events = deal.apply(Discard.of(cards("JS")))
    events += deal.apply(Discard(0))  # younger need not exchange in au cent
    assert deal.phase is Phase.DECLARATION
    events += deal.apply(Call.of(P, [cards("AC QC TC 8C 7C")]))
    events += deal.apply(Reply(P, ReplyKind.GOOD))          # B's best suit has four cards
    events += deal.apply(Call(S, ()))                        # A has no sequence
    events += deal.apply(Reply.of(S, ReplyKind.NOT_GOOD, [cards("KD QD JD")]))
    return events


def test_a1_order_of_reckoning_younger_wins_before_elder_leads() -> None:
    """A1: A 94, B 97.  II: A's point of five, 99.  III: B's tierce, 100: B wins at once, though in
    the two-handed game he would reckon it only after A's first lead; A's quatorze is never scored."""
    deal = au_cent_deal(A1_ELDER, A1_YOUNGER, A1_TALON)
    deal.stop_at = (100 - 94, 100 - 97)
    events = a1_hand_calls(deal)
    assert deal.is_over() and deal.stopped == 1
    assert [(e.seat, e.item, e.points) for e in events if isinstance(e, Scored)] == [
        (0, ScoreItem.POINT, 5), (1, ScoreItem.SEQUENCES, 3)]
    assert isinstance(events[-1], TargetReached) and events[-1].seat == 1
    assert deal.scores[0].sets == 0 and deal.scores[0].total == 5 and deal.scores[1].total == 3
    assert deal.legal_actions() == []
    with pytest.raises(IllegalActionError, match="reached the target"):
        deal.apply(Call(T, ()))
    # The game: 94 + 5 = 99 against 97 + 3 = 100; 99 is not under 50, so a single game worth 100 - 99.
    standings = AuCent(games_to_win=1).settle([DealSummary(1, (94, 97)), DealSummary(1, (5, 3))])
    game = standings.games[0]
    assert (game.winner, game.totals, game.double, game.points) == (1, (99, 100), False, 1)
    assert standings.result.finished and standings.result.winner == 1 and standings.result.points == 1


def test_a1_without_a_target_the_deal_goes_on() -> None:
    """The same calls with nobody near the target: the deal goes on to the sets and the play."""
    deal = au_cent_deal(A1_ELDER, A1_YOUNGER, A1_TALON)
    a1_hand_calls(deal)
    assert not deal.is_over() and deal.phase is Phase.DECLARATION
    deal.apply(Call.of(T, [cards("AS AH AD AC")]))
    deal.apply(Reply(T, ReplyKind.GOOD))
    assert deal.scores[0].sets == 14 and deal.phase is Phase.PLAY


def test_a1_the_score_that_reaches_the_target_counts_whole() -> None:
    """A needing 2 scores his point of five: he ends 3 over the target, and the deal stops there."""
    deal = au_cent_deal(A1_ELDER, A1_YOUNGER, A1_TALON)
    deal.stop_at = (2, 50)
    deal.apply(Discard.of(cards("JS")))
    deal.apply(Discard(0))
    events = deal.apply(Call.of(P, [cards("AC QC TC 8C 7C")]))
    assert not deal.is_over()  # younger has still to answer
    events = deal.apply(Reply(P, ReplyKind.GOOD))
    assert deal.is_over() and deal.stopped == 0 and deal.scores[0].total == 5 and deal.scores[1].total == 0
    assert isinstance(events[-1], TargetReached)


def test_a2_best_of_five_double_counts_two() -> None:
    """A2: game 1 A 104-47 (47 < 50: double, 2 games, (104 - 47) x 2 = 114); game 2 B 101-88 (+13);
    game 3 A 100-63 (+37): A has 3 games, the partie, net 114 - 13 + 37 = 138."""
    game = AuCent()
    deals = [DealSummary(1, (60, 30)), DealSummary(0, (44, 17)),   # game 1: 104-47
             DealSummary(0, (88, 101)),                           # game 2
             DealSummary(1, (50, 63)), DealSummary(0, (50, 0))]   # game 3: 100-63
    standings = game.settle(deals[:2])
    assert [(g.winner, g.totals, g.double, g.points) for g in standings.games] == [(0, (104, 47), True, 114)]
    assert not standings.finished and standings.totals == (0, 0) and standings.game_start == 2
    standings = game.settle(deals[:3])
    assert [(g.winner, g.points) for g in standings.games] == [(0, 114), (1, 13)]
    standings = game.settle(deals)
    assert [(g.winner, g.totals, g.double, g.points) for g in standings.games][-1] == (0, (100, 63), False, 37)
    result = standings.result
    assert (result.finished, result.winner, result.games_won, result.points) == (True, 0, (3, 1), 138)
    assert result.as_dict() == {"finished": True, "winner": 0, "games_won": [3, 1], "points": 138}
    assert standings.totals == (100, 63)  # the last game's, once the partie is over


@pytest.mark.parametrize(("target", "loser", "double"), [
    (100, 49, True), (100, 50, False), (101, 50, True), (101, 51, False)])
def test_double_game_is_under_half_the_target(target: int, loser: int, double: bool) -> None:
    """Under 50 in a game of 100; 50 or less with target=101."""
    standings = AuCent(target=target).settle([DealSummary(0, (target, loser))])
    assert standings.games[0].double is double


def test_target_at_deal_end_judges_the_totals_when_the_deal_is_over() -> None:
    """With target_at_deal_end nothing stops a deal; the game goes to the higher total once one is over."""
    rules, game = rule_set_of("au-cent", {"target_at_deal_end": True})
    assert game.deal_stop(game.settle([])) is None
    standings = game.settle([DealSummary(0, (90, 95)), DealSummary(1, (20, 10))])
    assert standings.games[0].winner == 0 and standings.games[0].totals == (110, 105)


def test_each_game_is_cut_for_unless_deal_carries_on() -> None:
    rules, game = rule_set_of("au-cent", {})
    partie = Partie(rules, game, first_dealer=1)
    assert partie.dealer_choices() == (1,)
    _, carries = rule_set_of("au-cent", {"deal_carries_on": True})
    standings = game.settle([DealSummary(1, (100, 20))])
    assert game.recut(standings, 1) and not carries.recut(carries.settle([DealSummary(1, (100, 20))]), 1)


# --- A3: the options ---------------------------------------------------------------------------

def test_a3_point_four_less() -> None:
    """A good point of TS 9S 8S 7S (34) scores 3, of JS TS 9S 8S 7S (44) 4, with point_four_less."""
    elder = "TS 9S 8S 7S KH 9H AD 9D 7D AC 9C 7C"   # four spades, 34; no other suit of four
    younger = "AS KS QS AH QH JH KD QD JD KC QC JC"  # three of each suit
    talon = "JS TH 8H 7H TD 8D TC 8C"
    for four_less, expected in ((True, 3), (False, 4)):
        deal = au_cent_deal(elder, younger, talon, point_four_less=four_less)
        deal.apply(Discard.of(cards("7C")))  # takes JS: now JS TS 9S 8S 7S, 44
        deal.apply(Discard(0))
        deal.apply(Call.of(P, [cards("TS 9S 8S 7S")]))  # calls four of them (sinking the fifth): 34
        deal.apply(Reply(P, ReplyKind.GOOD))
        assert deal.scores[0].point == expected
        deal = au_cent_deal(elder, younger, talon, point_four_less=four_less)
        deal.apply(Discard.of(cards("7C")))
        deal.apply(Discard(0))
        deal.apply(Call.of(P, [cards("JS TS 9S 8S 7S")]))  # 44
        deal.apply(Reply(P, ReplyKind.GOOD))
        assert deal.scores[0].point == (4 if four_less else 5)


def trick(deal: Deal, lead: str, follow: str) -> None:
    """Play one trick; younger declines to look at the talon he left (Law 36) when asked."""
    deal.apply(Play(Card.parse(lead)))
    if any(isinstance(a, LookAtTalon) for a in deal.legal_actions()):
        deal.apply(LookAtTalon(False))
    deal.apply(Play(Card.parse(follow)))


def small_cards_deal(**options: object) -> Deal:
    # Elder holds 9H, 7C and 7D; younger AH, 8C and 8D.  Everything else is sunk.
    elder = "9H 7C 7D KS QS JS TS 9S 8S 7S AS KH"
    younger = "AH 8C 8D QH JH TH 7H AD KD QD JD TD"
    talon = "8H 9D AC KC QC JC TC 9C"
    deal = au_cent_deal(elder, younger, talon, **options)
    deal.apply(Discard.of(cards("KH")))   # takes 8H
    deal.apply(Discard(0))
    for category in (P, S, T):
        deal.apply(Call(category, ()))
        deal.apply(Reply(category, ReplyKind.GOOD))
    return deal


def test_a3_small_cards_score_nothing() -> None:
    """small_cards_count=false: elder leads 9H, younger wins with AH: 0 and 1; elder leads 7C, younger
    wins with 8C: 0 and 0."""
    deal = small_cards_deal(small_cards_count=False)
    trick(deal, "9H", "AH")
    assert (deal.scores[0].play, deal.scores[1].play) == (0, 1)
    deal.apply(Play(Card.parse("8C")))  # younger leads now: an 8 scores nothing either
    deal.apply(Play(Card.parse("7C")))
    assert (deal.scores[0].play, deal.scores[1].play) == (0, 1)
    default = small_cards_deal()
    trick(default, "9H", "AH")
    assert (default.scores[0].play, default.scores[1].play) == (1, 1)


def test_a3_small_cards_elder_leads_7c_younger_wins_with_8c() -> None:
    deal = small_cards_deal(small_cards_count=False)
    trick(deal, "7C", "8C")
    assert (deal.scores[0].play, deal.scores[1].play) == (0, 0)


def last_trick(younger_last: str) -> tuple[Deal, list[int]]:
    """Elder leads seven spades and four hearts, younger following or throwing clubs; the last trick is
    elder's 7D against younger's ``younger_last`` (AC: elder wins it; 8D: younger does)."""
    elder = "AS KS QS JS TS 9S 8S 7S AH KH QH 7D"
    if younger_last == "AC":
        younger, talon = "AC KC QC JC TC 9C 8C 7C TH 9H 8H 7H", "JH AD KD QD JD TD 9D 8D"
    else:
        younger, talon = "AC KC QC JC TC 9C 8C 7C TH 9H 8H 8D", "JH AD KD QD JD TD 9D 7H"
    deal = au_cent_deal(elder, younger, talon, small_cards_count=False)
    deal.apply(Discard.of(cards("7S")))   # takes JH
    deal.apply(Discard(0))
    for category in (P, S, T):
        deal.apply(Call(category, ()))
        deal.apply(Reply(category, ReplyKind.GOOD))
    follows = "7C 8C 9C TC JC QC KC TH 9H 8H".split() + (["7H"] if younger_last == "AC" else ["AC"])
    for lead, follow in zip("AS KS QS JS TS 9S 8S AH KH QH JH".split(), follows):
        trick(deal, lead, follow)
    before = [deal.scores[0].play, deal.scores[1].play]
    trick(deal, "7D", younger_last)
    assert deal.is_over()
    return deal, [deal.scores[0].play - before[0], deal.scores[1].play - before[1]]


def test_a3_last_trick_scores_its_extra_point_with_small_cards() -> None:
    """Last trick: elder leads 7D and wins: 1 (nothing for the lead, 1 for the last trick); younger's
    8D wins it: younger 1."""
    assert last_trick("AC")[1] == [1, 0]
    assert last_trick("8D")[1] == [0, 1]


def test_younger_announces_carte_blanche_after_elders_exchange() -> None:
    """Au cent's laws: younger need not announce carte blanche until elder has discarded and drawn; the
    hand is then shown at once (elder has exchanged), and elder's view never hinted at it before."""
    younger = "AS TS 9S 8S 7S AH TH 9H 8H AD TD 9D"   # no king, queen or knave
    elder = "KS QS JS KH QH JH KD QD JD KC QC JC"
    talon = "7H 8D 7D AC TC 9C 8C 7C"
    deal = au_cent_deal(elder, younger, talon)
    assert deal.cb_holder == 1 and deal.phase is Phase.EXCHANGE and deal.to_act == 0
    deal.apply(Discard.of(cards("KS QS JS KH QH")))
    assert deal.phase is Phase.CARTE_BLANCHE and deal.to_act == 1
    elder_view = deal.view(0)
    assert elder_view.phase is Phase.EXCHANGE and elder_view.to_act == 1 and elder_view.carte_blanche == ()
    events = deal.apply(CarteBlanche(True))
    assert [type(e).__name__ for e in events] == ["CarteBlancheAnnounced", "Scored", "CarteBlancheShown"]
    assert deal.scores[1].carte_blanche == 10 and deal.phase is Phase.EXCHANGE and deal.to_act == 1
    assert set(deal.view(0).opponent_carte_blanche) == set(cards(younger))
    deal.apply(Discard(0))
    assert deal.phase is Phase.DECLARATION


def test_a_late_carte_blanche_that_reaches_the_target_is_shown() -> None:
    """Younger's late carte blanche makes his 100: the deal stops on it, and the hand in elder's view is the
    one the events showed (it used to be in the view with no event showing it)."""
    younger = "AS TS 9S 8S 7S AH TH 9H 8H AD TD 9D"   # no king, queen or knave
    elder = "KS QS JS KH QH JH KD QD JD KC QC JC"
    deal = au_cent_deal(elder, younger, "7H 8D 7D AC TC 9C 8C 7C")
    deal.stop_at = (100, 10)  # younger has 90 of 100
    deal.apply(Discard.of(cards("KS QS JS KH QH")))
    events = deal.apply(CarteBlanche(True))
    assert [type(e).__name__ for e in events] == ["CarteBlancheAnnounced", "Scored", "CarteBlancheShown",
                                                  "TargetReached"]
    assert deal.is_over() and deal.stopped == 1
    shown = events[2]
    assert isinstance(shown, CarteBlancheShown) and set(shown.cards) == set(cards(younger))
    assert set(deal.view(0).opponent_carte_blanche) == set(shown.cards)


# --- Issue 17: carte rouge reckons with the hand scores, before elder's first lead, for both players ---------
# (VARIANTS.md section 1, the moment rule: "... IV sets, then carte rouge where it is played (whoever holds
# them: younger's calls and his carte rouge count before elder's first lead point)").

# Y (younger, seat 1) holds the quatorzes of aces, kings and queens: his twelve cards are all in his sets.
# E (elder, seat 0) holds knaves to sevens; he puts out 9D and takes 8C.  II: E's five spades (JS-7S, 36)
# against Y's three-card suits: E 5.  III: E's quint to the knave (15) and quart to the knave (4) beat Y's
# tierces: E 19, 24 in all.  IV: E's three knaves and three tens lose to Y's fourteen aces: Y 14 + 14 + 14 = 42.
# Then carte rouge: all Y's cards are in a good call, 20: Y 62 before E leads.  No repique: E counted first.
ROUGE_ELDER = "JS TS 9S 8S 7S JH TH 9H 8H JD TD 9D"
ROUGE_YOUNGER = "AS KS QS AH KH QH AD KD QD AC KC QC"
ROUGE_TALON = "8C 7H 8D 7D JC TC 9C 7C"


def rouge_calls(deal: Deal) -> list:
    """E puts out 9D (takes 8C), Y takes nothing; the calls of the comment above, as far as they go."""
    events = deal.apply(Discard.of(cards("9D")))
    events += deal.apply(Discard(0))
    events += deal.apply(Call.of(P, [cards("JS TS 9S 8S 7S")]))
    events += deal.apply(Reply(P, ReplyKind.GOOD))
    events += deal.apply(Call.of(S, [cards("JS TS 9S 8S 7S"), cards("JH TH 9H 8H")]))
    events += deal.apply(Reply(S, ReplyKind.GOOD))
    events += deal.apply(Call.of(T, [cards("JS JH JD"), cards("TS TH TD")]))
    events += deal.apply(Reply.of(T, ReplyKind.NOT_GOOD,
                                  [cards("AS AH AD AC"), cards("KS KH KD KC"), cards("QS QH QD QC")]))
    return events


def test_younger_carte_rouge_counts_with_his_calls_before_elder_leads() -> None:
    deal = au_cent_deal(ROUGE_ELDER, ROUGE_YOUNGER, ROUGE_TALON, carte_rouge=True)
    events = rouge_calls(deal)
    assert deal.phase is Phase.PLAY and not deal.tricks and not deal.trick
    assert (deal.scores[1].sets, deal.scores[1].carte_rouge, deal.scores[1].total) == (42, 20, 62)
    assert (deal.scores[0].total, deal.scores[0].repique, deal.scores[1].repique) == (24, 0, 0)
    last = [e for e in events if isinstance(e, Scored)][-1]
    assert (last.seat, last.item, last.points, last.total) == (1, ScoreItem.CARTE_ROUGE, 20, 62)
    assert deal.pending == []  # nothing left for elder's first lead


def test_younger_reaching_100_with_his_carte_rouge_stops_the_deal_before_elder_leads() -> None:
    """Y at 53 (E at 0): his sets take him to 95, his carte rouge to 115: the game is his there, before E's
    first lead.  The game: 115 against E's 24, under 50: a double, (115 - 24) x 2 = 182."""
    deal = au_cent_deal(ROUGE_ELDER, ROUGE_YOUNGER, ROUGE_TALON, carte_rouge=True)
    deal.stop_at = (100, 100 - 53)
    events = rouge_calls(deal)
    assert deal.is_over() and deal.stopped == 1 and isinstance(events[-1], TargetReached)
    assert (deal.scores[0].total, deal.scores[1].total, deal.scores[1].carte_rouge) == (24, 62, 20)
    assert deal.legal_actions() == []
    standings = AuCent(games_to_win=1).settle([DealSummary(0, (0, 53)), DealSummary(1, (24, 62))])
    game = standings.games[0]
    assert (game.winner, game.totals, game.double, game.points) == (1, (24, 115), True, 182)


def test_elder_reaching_100_on_his_first_lead_is_settled_against_younger_carte_rouge() -> None:
    """E at 75, Y at 1.  E's calls: 80, 95, 99; Y's sets and carte rouge: 15, 29, 43, 63 (all before E's lead);
    E leads JS: 100, E wins.  63 is not under 50: a single game, 100 - 63 = 37 (without Y's carte rouge it
    would have been a double, (100 - 43) x 2 = 114)."""
    deal = au_cent_deal(ROUGE_ELDER, ROUGE_YOUNGER, ROUGE_TALON, carte_rouge=True)
    deal.stop_at = (100 - 75, 100 - 1)
    rouge_calls(deal)
    assert deal.phase is Phase.PLAY and deal.scores[0].total == 24 and deal.scores[1].total == 62
    events = deal.apply(Play(Card.parse("JS")))
    assert deal.is_over() and deal.stopped == 0 and isinstance(events[-1], TargetReached)
    assert (deal.scores[0].total, deal.scores[1].total, deal.scores[1].carte_rouge) == (25, 62, 20)
    standings = AuCent(games_to_win=1).settle([DealSummary(0, (75, 1)), DealSummary(1, (25, 62))])
    game = standings.games[0]
    assert (game.winner, game.totals, game.double, game.points) == (0, (100, 63), False, 37)


def test_carte_rouge_counts_after_the_sets_in_the_order_of_reckoning() -> None:
    """E (elder) holds three quarts to the ace: his point (4) and his sequences (4 + 4 + 4) cover his twelve
    cards once III is reckoned, but carte rouge comes after IV: Y's fourteen tens (14) count first, so E's 16
    in hand and his carte rouge (36) never make a repique, Y having counted.  E 36, Y 14."""
    elder = "AS KS QS JS AH KH QH JH AD KD QD 7S"  # puts out 7S, takes JD
    younger = "TS TH TD TC 9S 8S 9H 8H 9D 8D JC 7C"  # JC: no carte blanche
    deal = au_cent_deal(elder, younger, "JD 7H 7D AC KC QC 9C 8C", carte_rouge=True)
    deal.apply(Discard.of(cards("7S")))
    deal.apply(Discard(0))
    events = deal.apply(Call.of(P, [cards("AS KS QS JS")]))
    events += deal.apply(Reply(P, ReplyKind.GOOD))
    events += deal.apply(Call.of(S, [cards("AS KS QS JS"), cards("AH KH QH JH"), cards("AD KD QD JD")]))
    events += deal.apply(Reply(S, ReplyKind.GOOD))
    events += deal.apply(Call.of(T, [cards("AS AH AD"), cards("KS KH KD"), cards("QS QH QD"), cards("JS JH JD")]))
    events += deal.apply(Reply.of(T, ReplyKind.NOT_GOOD, [cards("TS TH TD TC")]))
    assert deal.phase is Phase.PLAY
    order = [(e.seat, e.item) for e in events if isinstance(e, Scored)]
    order = [x for i, x in enumerate(order) if i == 0 or order[i - 1] != x]  # a category's combinations as one
    assert order == [(0, ScoreItem.POINT), (0, ScoreItem.SEQUENCES), (1, ScoreItem.SETS), (0, ScoreItem.CARTE_ROUGE)]
    assert (deal.scores[0].carte_rouge, deal.scores[0].repique, deal.scores[0].total) == (20, 0, 36)
    assert deal.scores[1].total == 14


# --- Issue 17: each combination is reckoned one by one, the better first (VARIANTS.md section 1) ------------

# E (elder, seat 0) puts out 9D 8D 7D and takes AC KC QC: AS-9S (six spades, 60; a sixieme to the ace), tierces
# to the ace in hearts and clubs, three aces, kings and queens.  Y (younger) keeps JH-7H AD-TD 8S 7S: two
# quints (to the knave and to the ace) and five diamonds (51): below E's six cards in both.
SIX_ELDER = "AS KS QS JS TS 9S AH KH QH 9D 8D 7D"
SIX_YOUNGER = "JH TH 9H 8H 7H AD KD QD JD TD 8S 7S"
SIX_TALON = "AC KC QC JC TC 9C 8C 7C"


def sixieme_calls(deal: Deal) -> list:
    events = deal.apply(Discard.of(cards("9D 8D 7D")))
    events += deal.apply(Discard(0))
    events += deal.apply(Call.of(P, [cards("AS KS QS JS TS 9S")]))
    events += deal.apply(Reply(P, ReplyKind.GOOD))
    events += deal.apply(Call.of(S, [cards("AH KH QH"), cards("AS KS QS JS TS 9S"), cards("AC KC QC")]))
    if not deal.is_over():
        events += deal.apply(Reply(S, ReplyKind.GOOD))
    return events


def test_a_sixieme_and_two_tierces_are_three_scores() -> None:
    """With nobody near the target: the point 6, then the sixieme 16 and each tierce 3, the better first
    whatever the order E names them in: 6, 22, 25, 28."""
    deal = au_cent_deal(SIX_ELDER, SIX_YOUNGER, SIX_TALON)
    events = sixieme_calls(deal)
    assert [(e.seat, e.item, e.points, e.total) for e in events if isinstance(e, Scored)] == [
        (0, ScoreItem.POINT, 6, 6), (0, ScoreItem.SEQUENCES, 16, 22), (0, ScoreItem.SEQUENCES, 3, 25),
        (0, ScoreItem.SEQUENCES, 3, 28)]
    assert deal.scores[0].sequences == 22 and deal.phase is Phase.DECLARATION


def test_the_target_can_fall_between_a_sixieme_and_a_tierce() -> None:
    """E at 75 (needs 25): point 6 -> 81, sixieme 16 -> 97, a tierce 3 -> 100: E wins there, and his other
    tierce is never reckoned (the sequences as one score, 22, made 103)."""
    deal = au_cent_deal(SIX_ELDER, SIX_YOUNGER, SIX_TALON)
    deal.stop_at = (100 - 75, 100 - 1)
    events = sixieme_calls(deal)
    assert deal.is_over() and deal.stopped == 0 and isinstance(events[-1], TargetReached)
    assert [(e.item, e.points) for e in events if isinstance(e, Scored)] == [
        (ScoreItem.POINT, 6), (ScoreItem.SEQUENCES, 16), (ScoreItem.SEQUENCES, 3)]
    assert (deal.scores[0].sequences, deal.scores[0].total) == (19, 25)
    shown = [e.cards for e in events if isinstance(e, Scored)][-1]
    assert len(shown) == 1 and len(shown[0]) == 3  # one tierce shown, the other never
