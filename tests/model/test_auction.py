"""Auction piquet (VARIANTS.md section 2): worked examples B1-B3 through the engine.

Every expected number is worked out by hand from VARIANTS.md (the comments
give the arithmetic).  B1 and B2 are also replayed from records under
``tests/records/variants`` by ``tests/test_replay_variants.py``.
"""

from __future__ import annotations

import pytest

from piquet_gui.model import (Card, CarteBlanche, CarteBlancheShown, Category, Deal, Discard,
                              IllegalActionError, LookAtTalon, Partie, Phase, Play, ScoreItem, Scored)
from piquet_gui.model import combinations as combos
from piquet_gui.model.actions import Bid, Call, Reply, ReplyKind
from piquet_gui.model.two_handed.bidding import Contract, legal_calls, state
from piquet_gui.model.events import Bidden, ContractScored
from piquet_gui.model.two_handed.formats import DealSummary, Rubicon
from piquet_gui.model.games import rule_set_of


def cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def auction_deal(elder: str, younger: str, talon: str, **options: object) -> Deal:
    """A deal dealt by seat 1, so seat 0 (E) is elder and seat 1 (Y) younger."""
    rules, _ = rule_set_of("auction", options)
    return Deal(1, [cards(elder), cards(younger)], cards(talon), rules)


def bid(deal: Deal, *calls: str) -> list:
    events = []
    for call in calls:
        events += deal.apply(Bid(call))
    return events


def declare_best(deal: Deal) -> None:
    """Both call their best in full, elder first, younger answering as the record reader does."""
    for category in (Category.POINT, Category.SEQUENCES, Category.SETS):
        lowest = deal.rules.lowest_set_rank
        elder_call = combos.best_call(category, deal.hands[deal.elder], lowest)
        deal.apply(Call(category, elder_call))
        mine = combos.best_call(category, deal.hands[deal.younger], lowest)
        if combos.call_strength(category, mine) > combos.call_strength(category, elder_call):
            deal.apply(Reply(category, ReplyKind.NOT_GOOD, mine))
        else:
            deal.apply(Reply(category, ReplyKind.GOOD))


def play(deal: Deal, tricks: str) -> list:
    events = []
    for trick in tricks.split("|"):
        for card in trick.split():
            events += deal.apply(Play(Card.parse(card)))
            if any(isinstance(a, LookAtTalon) for a in deal.legal_actions()):
                events += deal.apply(LookAtTalon(False))  # younger leaves the talon unseen (Law 36)
    return events


# B1: E holds a point of six in spades with a quint to the ace; Y nothing better, no sets anywhere.
B1 = ("AS KS QS JS TS 8S AH 9H 7H 9D 8D 7C", "AD AC KH KD QH QC JD JC TH TC 9S 7S",
      "QD TD 7D 8H JH KC 9C 8C")
B1_TRICKS = "AS 7S | KS 9S | QS AD | JS KD | TS JD | 8S QC | 9D TC | 8D JC | 7C AC | TH AH | 7H KH | QH 9H"


def b1(**options: object) -> tuple[Deal, list]:
    deal = auction_deal(*B1, **options)
    events = bid(deal, "7+", "8-", "X", "XX", "P")
    assert deal.contract == Contract(8, True, 1, 4) and deal.phase is Phase.EXCHANGE
    deal.apply(Discard(0))   # elder may take none after an auction
    deal.apply(Discard(0))
    declare_best(deal)
    events += play(deal, B1_TRICKS)
    assert deal.is_over()
    return deal, events


def test_b1_minus_contract_redoubled() -> None:
    """7+, 8-, X, XX, P: Y plays 8- redoubled.  E: point of six (6) and quint (15) = 21, the minus
    contract's repique: +60 = 81; 9 tricks (1 each): 90; the cards 10: 100.  Y loses 9 tricks, one more
    than 8: 10 x 1 x 4 = 40, and 3 tricks: 43."""
    deal, events = b1()
    assert [e.call for e in events if isinstance(e, Bidden)] == ["7+", "8-", "X", "XX", "P"]
    assert deal.tricks_won == [9, 3]
    e, y = deal.scores
    assert (e.point, e.sequences, e.repique, e.play, e.cards, e.contract, e.total) == (6, 15, 60, 9, 10, 0, 100)
    assert (y.play, y.contract, y.total) == (3, 40, 43)
    contract = [ev for ev in events if isinstance(ev, ContractScored)]
    assert [(c.seat, c.bid, c.declarer, c.doubled, c.points) for c in contract] == [(1, "8-", 1, 4, 40)]


def test_b1_contract_base_six() -> None:
    """contract_base=six: 9 lost, 3 beyond six: 10 x 3 x 4 = 120, + 3 tricks."""
    deal, _ = b1(contract_base="six")
    assert deal.scores[1].contract == 120 and deal.scores[1].total == 123


# B2: E a point of six and sixième in hearts (K-8) and three kings; Y a quint to the queen (beaten), three
# queens (beaten), five spades.
B2 = ("KH QH JH TH 9H 8H KS KD AS 7S 7D 7C", "QS JS TS 9S 8S AD QD JD 9D AC KC QC",
      "AH 7H TD 8D JC TC 9C 8C")
B2_TRICKS = "KH 8S | QH 9S | JH 9D | TH JD | 9H TS | 8H JS | AS QS | KD AD | QD 7D | AC 7C | KC 7S | QC KS"


def test_b2_plus_contract_doubled_and_a_pique() -> None:
    """9+, X, P.  E in hand 6 + 16 + 3 = 25; the first four tricks make 29, the plus contract's pique:
    59; 7 tricks: 62; the cards: 72.  E is two short of 9: Y scores 10 x 2 x 2 = 40, + 5 tricks = 45."""
    deal = auction_deal(*B2)
    bid(deal, "9+", "X", "P")
    assert deal.contract == Contract(9, False, 0, 2)
    assert deal.thresholds() == (29, 30)
    deal.apply(Discard(0))
    deal.apply(Discard(0))
    declare_best(deal)
    assert deal.scores[0].total == 25 and deal.scores[1].total == 0
    events = play(deal, "KH 8S | QH 9S | JH 9D")
    assert deal.scores[0].pique == 0
    events = play(deal, "TH JD")
    assert [(e.item, e.points) for e in events if isinstance(e, Scored)] == [(ScoreItem.PLAY, 1), (ScoreItem.PIQUE, 30)]
    assert deal.scores[0].total == 59
    play(deal, "9H TS | 8H JS | AS QS | KD AD | QD 7D | AC 7C | KC 7S | QC KS")
    e, y = deal.scores
    assert deal.tricks_won == [7, 5]
    assert (e.play, e.pique, e.cards, e.total) == (7, 30, 10, 72)
    assert (y.play, y.contract, y.total) == (5, 40, 45)


def test_a_hand_reaching_the_threshold_is_a_pique_at_once() -> None:
    """In a plus contract a hand of 29 with the opponent at nothing piques before a card is played:
    E's point of seven (7), sixième (16), three aces and three kings (6) = 29 -> 59."""
    deal = auction_deal("AH KH QH JH TH 9H 7H AS AD KS KD 8C", "QS JS 9S 7S QD JD 9D 7D QC JC 9C 7C",
                        "TS 8S 8H TD 8D AC KC TC")
    bid(deal, "7+", "P")
    deal.apply(Discard(0))
    deal.apply(Discard(0))
    declare_best(deal)
    assert deal.phase is Phase.PLAY and deal.scores[1].total == 0
    e = deal.scores[0]
    assert (e.point, e.sequences, e.sets, e.repique, e.pique, e.total) == (7, 16, 6, 0, 30, 59)


def test_b3_both_pass_the_same_dealer_deals_again() -> None:
    """P, P: the deal is passed out; the same dealer deals again and the deal does not count."""
    rules, game = rule_set_of("auction", {})
    partie = Partie(rules, game, first_dealer=1, seed=0)  # (a shuffle where nobody holds carte blanche)
    assert partie.start_deal().phase is Phase.AUCTION
    partie.apply(Bid("P"))
    partie.apply(Bid("P"))
    assert partie.deals[0].passed_out and partie.needs_deal()
    assert partie.dealer_choices() == (1,) and partie.summaries() == []
    deal = partie.start_deal()
    assert deal.dealer == 1 and deal.phase is Phase.AUCTION
    partie.apply(Bid("P"))
    partie.apply(Bid("7-"))
    partie.apply(Bid("P"))
    assert deal.contract == Contract(7, True, 1, 1)  # P, 7-, P: Y plays 7-
    with pytest.raises(IllegalActionError):
        partie.start_deal()


def test_b3_bids_must_name_more_tricks() -> None:
    """7+ then 7- is illegal unless minus_outranks_plus."""
    assert "7-" not in legal_calls(["7+"], 0, minus_outranks_plus=False)
    assert "7-" in legal_calls(["7+"], 0, minus_outranks_plus=True)
    assert "7+" not in legal_calls(["7-"], 0, minus_outranks_plus=True)
    deal = auction_deal(*B1)
    deal.apply(Bid("7+"))
    with pytest.raises(IllegalActionError, match="does not outrank 7\\+"):
        deal.apply(Bid("7-"))
    ranked = auction_deal(*B1, minus_outranks_plus=True)
    bid(ranked, "7+", "7-", "P")
    assert ranked.contract == Contract(7, True, 1, 1)


def test_doubles_and_redoubles_only_where_allowed() -> None:
    assert legal_calls([], 0, False)[0] == "P" and "X" not in legal_calls([], 0, False)
    assert "X" in legal_calls(["8+"], 0, False) and "XX" not in legal_calls(["8+"], 0, False)
    assert "XX" in legal_calls(["8+", "X"], 0, False) and "X" not in legal_calls(["8+", "X"], 0, False)
    assert "X" not in legal_calls(["8+", "X", "XX"], 0, False)
    # A bid over one's own doubled bid cancels the double.
    assert state(["8+", "X", "9+", "P"], 0) == (Contract(9, False, 0, 1), True)
    assert state(["P", "P"], 0) == (None, True)
    assert state(["12-"], 0) == (Contract(12, True, 0, 1), False)
    assert legal_calls(["12-"], 0, True) == ["P", "X"]


def test_b3_rubicon_and_bonus_150() -> None:
    """170-160: the loser is over 150, 170 - 160 + 150 = 160; 170-120: 170 + 120 + 150 = 440."""
    _, game = rule_set_of("auction", {})
    for loser, points, rubicon in ((160, 160, False), (120, 440, True)):
        deals = [DealSummary(n % 2, (170 if n == 0 else 0, loser if n == 1 else 0)) for n in range(6)]
        result = game.settle(deals).result
        assert (result.finished, result.winner, result.points, result.rubicon) == (True, 0, points, rubicon)
    assert isinstance(game, Rubicon) and game.deals == 6


def test_no_exchange_option() -> None:
    deal = auction_deal(*B1, auction_exchange="none")
    bid(deal, "7+", "P")
    assert deal.phase is Phase.DECLARATION


def test_no_cards_option() -> None:
    deal, _ = b1(auction_cards=False)
    assert deal.scores[0].cards == 0 and deal.scores[0].total == 90


def test_a_carte_blanche_announced_before_a_passed_out_deal_counts_nothing() -> None:
    """E's carte blanche (10) is announced before the auction; both pass: the deal counts nothing."""
    elder = "AS TS 9S 8S 7S AH TH 9H 8H AD TD 9D"   # no king, queen or knave
    younger = "KS QS JS KH QH JH KD QD JD KC QC JC"
    deal = auction_deal(elder, younger, "7H 8D 7D AC TC 9C 8C 7C")
    assert deal.phase is Phase.CARTE_BLANCHE
    deal.apply(CarteBlanche(True))
    assert deal.scores[0].carte_blanche == 10 and deal.phase is Phase.AUCTION
    bid(deal, "P", "P")
    assert deal.passed_out and deal.scores[0].total == 0


def test_without_an_exchange_the_carte_blanche_is_shown_after_the_auction() -> None:
    elder = "AS TS 9S 8S 7S AH TH 9H 8H AD TD 9D"
    younger = "KS QS JS KH QH JH KD QD JD KC QC JC"
    deal = auction_deal(elder, younger, "7H 8D 7D AC TC 9C 8C 7C", auction_exchange="none")
    deal.apply(CarteBlanche(True))
    assert deal.view(1).opponent_carte_blanche == ()
    events = bid(deal, "7+", "P")
    assert any(isinstance(e, CarteBlancheShown) for e in events)
    assert set(deal.view(1).opponent_carte_blanche) == set(cards(elder))


def test_the_views_of_a_passed_out_first_deal() -> None:
    """Both pass in the partie's first deal: each seat's view is the deal as it ended, nothing counted (the
    totals before it were asked of a deal before the first, an IndexError)."""
    rules, game = rule_set_of("auction", {})
    partie = Partie(rules, game, first_dealer=1)
    partie.start_deal([cards(B1[1]), cards(B1[0])], cards(B1[2]))
    partie.apply(Bid("P"))
    partie.apply(Bid("P"))
    for seat in (0, 1):
        view = partie.view(seat)
        assert view is not None and view.phase is Phase.OVER and view.bids == ("P", "P")
        assert view.partie is not None and view.partie.totals == (0, 0) and view.partie.multiplier == 1
        assert view.partie.deals_left == 5  # the deal dealt again is still the first of six
