"""Younger answers on fewer cards than he holds (Law 46, RULES.md section 5, revised).

Younger may ask "Making?" when he holds *at least* as many cards in a suit as elder called, and is then
held to that many: he compares that many cards of his suit, his best choice of them.  Likewise he may
answer "How high?" on a sequence shorter than the one he holds (a quart out of his quint) and is held to
it.  The winner still scores his further combinations (Law 49).

The two records (``tests/records/younger_sinks_point_reply.json`` and
``younger_quart_of_quint_equal.json``) replay through ``python -m piquet_gui replay`` in
``tests/test_replay_cli.py``; their expected outputs were counted by hand, trick by trick, below.
Notation as in ``test_worked_examples``: E elder, Y younger; each deal as the cards dealt to elder and to
younger, the talon top first, and each side's discard.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from piquet_gui.model import Call, Category, Deal, IllegalActionError, Phase, Reply, ReplyKind, ScoreItem, Step
from piquet_gui.model.combinations import point_strength
from piquet_gui.model.two_handed.record import load
from tests.model.test_worked_examples import call, cards, exchange, make, play, reply, scored, sheet, words

P, S, T = Category.POINT, Category.SEQUENCES, Category.SETS
RECORDS = Path(__file__).resolve().parent.parent / "records"


def expected_sheets(name: str) -> list[dict[str, int]]:
    """The non-zero items (and total) of each seat in a record's expected replay output."""
    data = json.loads((RECORDS / "expected" / f"{name}.json").read_text())
    (deal,) = data["deals"]
    return [{k: v for k, v in s.items() if v} for s in deal["scores"]]


# --- the point: five of six spades -------------------------------------------------------------------

# Seat 1 deals: seat 0 (Anne) is elder.  E puts out JC and takes 8S; Y puts out 7H and takes 7S.
#   E: AH KH QH 9H 8H (point of five making 48; tierce to the ace), TS 8S, QD JD 8D, TC 9C
#   Y: AS KS QS JS 9S 7S (six spades: 57; his best five, AS KS QS JS 9S, make 50; quart to the ace),
#      AD KD TD 9D, 8C 7C
# The talon's last six (JH TH 7D AC KC QC) stay unseen.
POINT_DEAL = dict(dealer=1, elder="AH KH QH 9H 8H TS QD JD 8D TC 9C JC",
                  younger="AS KS QS JS 9S AD KD TD 9D 8C 7C 7H", talon="8S 7S JH TH 7D AC KC QC")
POINT_TRICKS = ["AH 7C", "KH 8C", "QH 9D", "9H TD", "8H 7S", "TC 9S", "9C KD", "QD AD", "AS 8S", "KS TS",
                "QS JD", "JS 8D"]


def point_deal() -> Deal:
    deal = make(**POINT_DEAL)
    exchange(deal, "JC", "7H")
    return deal


def test_making_with_six_cards_compares_five_and_scores_five() -> None:
    deal = point_deal()
    assert words(deal.apply(call(P, "AH KH QH 9H 8H"))) == ["Point of five"]
    # Six spades beat a point of five ("Not good"), and he may also ask, holding at least five.
    offered = deal.legal_actions()
    assert offered[0] == reply(P, ReplyKind.NOT_GOOD, "AS KS QS JS 9S 7S")
    assert Reply(P, ReplyKind.ASK) in offered and offered[-1] == Reply(P, ReplyKind.GOOD)
    assert words(deal.apply(Reply(P, ReplyKind.ASK))) == ["Making?"]
    assert words(deal.apply(Reply(P, ReplyKind.TELL))) == ["Making 48"]
    # Held to five cards: his best five (50) first; "Equal" with five that make 48 (AS KS QS JS 7S: he may
    # allow the point equal), and "Good".  The six are barred (Law 46).
    assert deal.legal_actions() == [reply(P, ReplyKind.NOT_GOOD, "AS KS QS JS 9S"),
                                    reply(P, ReplyKind.EQUAL, "AS KS QS JS 7S"), Reply(P, ReplyKind.GOOD)]
    with pytest.raises(IllegalActionError, match="same size"):
        deal.apply(reply(P, ReplyKind.NOT_GOOD, "AS KS QS JS 9S 7S"))
    assert words(deal.apply(reply(P, ReplyKind.NOT_GOOD, "AS KS QS JS 9S"))) == ["Not good: 50"]
    assert deal.winners[0] == 1
    events = deal.apply(deal.legal_actions()[0])  # elder's tierce
    events += deal.apply(deal.legal_actions()[0])  # younger's quart: not good
    events += deal.apply(Call(T, ()))
    events += deal.apply(Reply(T, ReplyKind.GOOD))
    assert words(events) == ["Tierce", "Not good", "No set", "No set"]
    events = play(deal, POINT_TRICKS[:1])
    # Younger reckons after elder's lead: five for the point, not six; four for the quart.
    assert scored(events, 1) == [(1, ScoreItem.POINT, 5), (1, ScoreItem.SEQUENCES, 4)]


def test_the_point_record_replays_to_the_score_counted_by_hand() -> None:
    """``younger_sinks_point_reply.json``: younger's CALLS name five of his six spades for the point.

    Calls: E "Point of five" — Y "Making?" — E "Making 48" — Y "Not good: 50": Y 5 (five cards, not six).
    E "Tierce" (AH KH QH) — Y "Not good" (quart AS KS QS JS): Y 4.  E no set, Y none.
    Play: E leads AH KH QH 9H 8H TC 9C QD (8 leads: 8) and wins tricks 1 to 7 (Y throws 7C 8C 9D TD 7S 9S
    KD); Y takes QD with AD (1), leads AS KS QS JS (4) and wins the last (1): 6.  Tricks 7-5: E the cards, 10.
    E: play 8 + cards 10 = 18.  Y: point 5 + sequences 4 + play 6 = 15.  No pique: Y reckons 9 before E's
    lead can reach 30.
    """
    partie = load(str(RECORDS / "younger_sinks_point_reply.json"))
    deal = partie.deals[0]
    assert [s.words() for s in deal.said][:4] == ["Point of five", "Making?", "Making 48", "Not good: 50"]
    assert deal.calls[1][0] == (sum(c.bit for c in cards("AS KS QS JS 9S")),)
    assert sheet(deal, 0) == {"play": 8, "cards": 10}
    assert sheet(deal, 1) == {"point": 5, "sequences": 4, "play": 6}
    assert deal.tricks_won == [7, 5]
    assert expected_sheets("younger_sinks_point_reply") == [{"play": 8, "cards": 10, "total": 18},
                                                            {"point": 5, "sequences": 4, "play": 6, "total": 15}]


def test_equal_with_a_lesser_choice_of_cards() -> None:
    """Younger's best five beat elder's pips, but another five of his six equal them: he may allow the point
    equal (sinking) — "Equal" is offered with that choice."""
    deal = make(dealer=1, elder="AH KH QH 9H 8H TS QD JD 8D TC 9C JC",
                younger="AS KS QS JS 9S 8S AD KD TD 9D 8C 7C", talon="7H 7D JH TH 7S AC KC QC")
    exchange(deal, "JC", "7C")
    # E: AH KH QH 9H 8H = 48.  Y: AS KS QS JS 9S 8S; best five AS KS QS JS 9S = 50; AS KS QS JS 8S = 49;
    # KS QS JS 9S 8S = 47; and three choices make 48 (the ace, the nine, the eight and two of K Q J).
    deal.apply(call(P, "AH KH QH 9H 8H"))
    deal.apply(Reply(P, ReplyKind.ASK))
    deal.apply(Reply(P, ReplyKind.TELL))
    offered = deal.legal_actions()
    assert offered[0] == reply(P, ReplyKind.NOT_GOOD, "AS KS QS JS 9S")
    equal = [a for a in offered if isinstance(a, Reply) and a.kind is ReplyKind.EQUAL]
    spades = sum(c.bit for c in cards("AS KS QS JS 9S 8S"))
    assert len(equal) == 1 and len(equal[0].combos) == 1
    choice = equal[0].combos[0]
    assert choice & ~spades == 0 and choice.bit_count() == 5 and point_strength(choice) == (5, 48)
    assert words(deal.apply(equal[0])) == ["Equal"]
    assert deal.winners[0] is None and deal.scores[0].point == 0


# --- sequences: a quart out of a quint -------------------------------------------------------------

# Seat 1 deals: seat 0 is elder.  E puts out QC and takes 7C; Y puts out 8D and takes 7D.
#   E: KS QS JS TS (quart to the king), AH KH QH (tierce), AC KC 9C 8C 7C (point of five making 45; a tierce)
#   Y: KD QD JD TD 9D 7D (six diamonds making 56; a quint to the king), AS, JH TH 8H, 9S 8S
QUINT_DEAL = dict(dealer=1, elder="KS QS JS TS AH KH QH AC KC 9C 8C QC",
                  younger="KD QD JD TD 9D 8D AS JH TH 8H 9S 8S", talon="7C 7D 7S 9H 7H AD JC TC")
QUINT_TRICKS = ["AH 8H", "KH TH", "QH JH", "AC 8S", "KC 9S", "9C 7D", "8C 9D", "7C TD", "KS AS", "KD TS",
                "QD JS", "JD QS"]


def quint_deal() -> Deal:
    deal = make(**QUINT_DEAL)
    exchange(deal, "QC", "8D")
    deal.apply(call(P, "AC KC 9C 8C 7C"))
    deal.apply(deal.legal_actions()[0])  # six diamonds: not good
    return deal


def test_how_high_on_a_quart_out_of_a_quint_and_equal() -> None:
    deal = quint_deal()
    assert words(deal.apply(call(S, "KS QS JS TS", "AH KH QH", "9C 8C 7C"))) == ["Quart"]
    assert Reply(S, ReplyKind.ASK) in deal.legal_actions(), "a quint may answer on a quart"
    deal.apply(Reply(S, ReplyKind.ASK))
    assert words(deal.apply(Reply(S, ReplyKind.TELL))) == ["To the king"]
    # His best quart (KD QD JD TD) reaches the king too: "Equal", or "Good"; never the quint.
    assert deal.legal_actions() == [reply(S, ReplyKind.EQUAL, "KD QD JD TD"), Reply(S, ReplyKind.GOOD)]
    with pytest.raises(IllegalActionError, match="same size"):
        deal.apply(reply(S, ReplyKind.NOT_GOOD, "KD QD JD TD 9D"))
    assert words(deal.apply(reply(S, ReplyKind.EQUAL, "KD QD JD TD"))) == ["Equal"]
    # A tie scores for nobody: not elder's tierces either (Law 49 is for the winner).
    assert deal.winners[1] is None and deal.scores[0].sequences == 0 and deal.step is Step.CALL


def test_the_quint_record_replays_to_the_score_counted_by_hand() -> None:
    """``younger_quart_of_quint_equal.json``: younger's CALLS name KD QD JD TD for sequences.

    Calls: E "Point of five" (clubs, 45) — Y "Not good" (six diamonds): Y 6.  E "Quart" — Y "How high?" —
    E "To the king" — Y "Equal": nobody scores a sequence, so E's two tierces score nothing either.
    E "Three kings" (KS KH KC) — Y "Good": E 3.
    Play: E leads AH KH QH AC KC 9C 8C 7C KS (9 leads: 9) and wins the first eight tricks; Y takes KS with
    AS (1), leads KD QD JD (3) and wins the last (1): 5.  Tricks 8-4: E the cards, 10.
    E: sets 3 + play 9 + cards 10 = 22.  Y: point 6 + play 5 = 11.
    """
    partie = load(str(RECORDS / "younger_quart_of_quint_equal.json"))
    deal = partie.deals[0]
    said = [s.words() for s in deal.said]
    assert said[2:6] == ["Quart", "How high?", "To the king", "Equal"]
    assert deal.winners == [1, None, 0]
    assert sheet(deal, 0) == {"sets": 3, "play": 9, "cards": 10}
    assert sheet(deal, 1) == {"point": 6, "play": 5}
    assert expected_sheets("younger_quart_of_quint_equal") == [{"sets": 3, "play": 9, "cards": 10, "total": 22},
                                                               {"point": 6, "play": 5, "total": 11}]
    assert deal.phase is Phase.OVER


def test_the_winner_of_a_held_reply_scores_his_further_sequences() -> None:
    """Law 49: younger, held to a quart by asking, wins with the quart to the ace out of his quint and also
    scores his tierce; the quint itself is barred."""
    deal = make(dealer=1, elder="KS QS JS TS AH KH 9H AC KC 8C 7C QC",
                younger="AD KD QD JD TD 7D 9S 8S 7S JH TH 8H", talon="9C 8D 7H 9D AS JC TC QH")
    exchange(deal, "QC", "7D")
    # E: KS QS JS TS, AH KH 9H, AC KC 9C 8C 7C (took 9C).  Y: AD KD QD JD TD 8D (took 8D), 9S 8S 7S, JH TH 8H.
    deal.apply(call(P, "AC KC 9C 8C 7C"))
    deal.apply(deal.legal_actions()[0])  # six diamonds: not good
    deal.apply(call(S, "KS QS JS TS"))
    deal.apply(Reply(S, ReplyKind.ASK))
    deal.apply(Reply(S, ReplyKind.TELL))
    offered = deal.legal_actions()
    assert offered[0] == reply(S, ReplyKind.NOT_GOOD, "AD KD QD JD", "9S 8S 7S")
    assert reply(S, ReplyKind.NOT_GOOD, "AD KD QD JD") in offered
    assert reply(S, ReplyKind.EQUAL, "KD QD JD TD") in offered
    with pytest.raises(IllegalActionError, match="same size"):
        deal.apply(reply(S, ReplyKind.NOT_GOOD, "AD KD QD JD TD", "9S 8S 7S"))
    assert words(deal.apply(offered[0])) == ["Not good: to the ace"]
    assert deal.winners[1] == 1
    deal.apply(Call(T, ()))
    deal.apply(Reply(T, ReplyKind.GOOD))
    events = play(deal, ["AC 8S"])
    assert scored(events, 1) == [(1, ScoreItem.POINT, 6), (1, ScoreItem.SEQUENCES, 4 + 3)]


def test_a_hand_with_fewer_still_cannot_ask() -> None:
    deal = make(dealer=1, elder="AS KS QS JS TS 9S 8H 7H AD 7D 8C 7C",
                younger="AH KH QH JH 9H KD QD JD AC KC QC 9C", talon="8S 7S TH TD 9D 8D JC TC")
    exchange(deal, "7C", "9C")
    # E: seven spades AS to 8S (a septieme).  Y: AH KH QH JH 9H (five), KD QD JD, AC KC QC, 7S.
    deal.apply(call(P, "AS KS QS JS TS 9S 8S"))
    assert deal.legal_actions() == [Reply(P, ReplyKind.GOOD)]
    with pytest.raises(IllegalActionError, match="no suit of 7 cards or more"):
        deal.apply(Reply(P, ReplyKind.ASK))
    deal.apply(Reply(P, ReplyKind.GOOD))
    deal.apply(call(S, "AS KS QS JS TS 9S 8S"))
    with pytest.raises(IllegalActionError, match="no sequence of 7 cards or more"):
        deal.apply(Reply(S, ReplyKind.ASK))
