"""Younger's pique where a led 9, 8 or 7 scores nothing (RULES.md section 7, revised; Foster).

Under the default elder's first lead always scores before younger's first trick point, so only elder can
pique (Law 69).  With ``low_lead_scores=False`` a led 9, 8 or 7 scores nothing: when elder has reckoned
nothing in hand and his leads have scored nothing, younger reaching 30 in hand and play wins the pique.
``tests/records/younger_pique_low_leads.json`` is the deal below, replayed through
``python -m piquet_gui replay`` in ``tests/test_replay_cli.py``.
"""

from __future__ import annotations

import json
from pathlib import Path

from piquet_gui.model import Call, Card, Category, Deal, Play, Reply, ReplyKind, Rules, Scored, ScoreItem, TrickWon
from piquet_gui.model.two_handed.record import load
from tests.model.test_worked_examples import exchange, make, play, scored, sheet

P, S, T = Category.POINT, Category.SEQUENCES, Category.SETS
RECORDS = Path(__file__).resolve().parent.parent / "records"
LOW = Rules(low_lead_scores=False)

# Seat 1 deals: seat 0 (Anne) is elder.  E puts out TC and takes 7C; Y puts out 8H and takes 7D.
#   E: AS KS QS JS TS (point of five, 51; quint), KD QD JD (tierce), KC 9C 8C 7C (tierce); three kings
#   Y: AH KH QH JH TH 9H (point of six, 60; sixieme), AD 8D 7D, AC, 8S 7S; three aces
# Younger wins every category: point 6, sixieme 16, three aces 3 = 25 in hand; elder reckons nothing.
DEAL = dict(dealer=1, elder="AS KS QS JS TS KD QD JD KC 9C 8C TC", younger="AH KH QH JH TH 9H AD AC 7S 8S 8D 8H",
            talon="7C 7D 9S 7H TD 9D QC JC")
TRICKS = ["7C AC", "AH 8C", "KH 9C", "QH KC", "JH JD", "TH QD", "9H KD", "AD TS", "8D JS", "7D QS", "7S AS", "KS 8S"]


def called(rules: Rules) -> Deal:
    """The deal with both sides calling in full (the best call or answer, listed first)."""
    deal = make(**DEAL, rules=rules)
    exchange(deal, "TC", "8H")
    while deal.phase.value == "declarations":
        deal.apply(deal.legal_actions()[0])
    return deal


def test_younger_piques_when_elders_low_lead_scores_nothing() -> None:
    deal = called(LOW)
    assert deal.winners == [1, 1, 1] and deal.scores[0].total == 0
    events = play(deal, TRICKS[:4])
    # Elder's 7C leads for nothing; younger reckons 25 and takes it with AC (26), then leads AH, KH, QH (29).
    assert deal.scores[1].total == 29 and deal.scores[0].total == 0
    assert not [e for e in events if isinstance(e, Scored) and e.item is ScoreItem.PIQUE]
    events = deal.apply(Play(Card.parse("JH")))
    assert scored(events) == [(1, ScoreItem.PLAY, 1), (1, ScoreItem.PIQUE, 30)], "30 with the lead of JH"
    deal.apply(Play(Card.parse("JD")))
    play(deal, TRICKS[5:])
    assert sheet(deal, 1) == {"point": 6, "sequences": 16, "sets": 3, "pique": 30, "play": 7, "cards": 10}
    assert sheet(deal, 0) == {"play": 3}


def test_the_record_replays_to_the_score_counted_by_hand() -> None:
    """``younger_pique_low_leads.json`` (option ``low_lead_scores: false``), counted by hand:

    Y in hand: point 6 + sixieme 16 + three aces 3 = 25 (no repique: under 30).  E reckons nothing.
    Trick 1: E leads 7C (nothing); Y wins with AC (1): 26.  Y leads AH, KH, QH (29) and JH: 30 before E
    has reckoned anything, pique 30.  Y leads TH and AD (1 each) and 9H, 8D, 7D, 7S (nothing): play
    1 + 6 = 7.  E takes 7S with AS (1) and leads KS (1) to win the last trick (1): 3.  Y wins ten tricks:
    the cards, 10.  Y: 6 + 16 + 3 + 30 + 7 + 10 = 72.  E: 3.
    """
    deal = load(str(RECORDS / "younger_pique_low_leads.json")).deals[0]
    assert sheet(deal, 1) == {"point": 6, "sequences": 16, "sets": 3, "pique": 30, "play": 7, "cards": 10}
    assert sheet(deal, 0) == {"play": 3}
    assert deal.tricks_won == [2, 10]
    data = json.loads((RECORDS / "expected" / "younger_pique_low_leads.json").read_text())
    assert [s["total"] for s in data["deals"][0]["scores"]] == [3, 72] and data["totals"] == [3, 72]
    assert data["deals"][0]["scores"][1]["pique"] == 30


def test_under_the_default_elders_first_lead_saves_him() -> None:
    """The same cards and play under Law 65: the 7C led scores elder 1 before younger's first trick point."""
    deal = called(Rules())
    play(deal, TRICKS)
    assert deal.scores[1].pique == 0 and deal.scores[0].play == 4


def test_an_elder_lead_that_scores_saves_him() -> None:
    """Elder leads KC (it scores 1 even under the option): younger can no longer pique."""
    deal = called(LOW)
    play(deal, ["KC AC", "AH 7C", "KH 8C", "QH 9C", "JH JD", "TH QD", "9H KD", "AD TS", "8D JS", "7D QS",
                "7S AS", "KS 8S"])
    assert deal.scores[0].play >= 1 and deal.scores[1].pique == 0


def test_the_cards_count_toward_younger_pique_from_his_seventh_trick() -> None:
    """Both options: younger sinks his point (elder calls none either), so he reckons 19 in hand.  After
    trick 6 he has 19 + 1 (AC) + 5 (leads AH to TH) = 25; his lead of 9H scores nothing, but winning his
    seventh trick counts the 10 for the cards: 35, pique."""
    rules = Rules(low_lead_scores=False, cards_count_toward_pique=True)
    for option in (rules, LOW):
        deal = make(**DEAL, rules=option)
        exchange(deal, "TC", "8H")
        deal.apply(Call(P, ()))
        deal.apply(Reply(P, ReplyKind.GOOD))
        for category in (S, T):
            deal.apply(deal.legal_actions()[0])
            deal.apply(deal.legal_actions()[0])
        events = play(deal, TRICKS[:7])
        seventh = next(i for i, e in enumerate(events) if isinstance(e, TrickWon) and e.trick == 7)
        piques = [e for e in events[seventh:] if isinstance(e, Scored) and e.item is ScoreItem.PIQUE]
        if option is rules:
            assert [(e.seat, e.points) for e in piques] == [(1, 30)]
        else:
            assert not piques
            play(deal, TRICKS[7:])
            assert deal.scores[1].pique == 0 and deal.scores[1].total == 19 + 7 + 10
