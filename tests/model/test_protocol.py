"""The calling protocol as a state machine: each step an action, only true calls possible."""

from __future__ import annotations

import pytest

from piquet_gui.model import (Call, Card, Category, Deal, Discard, IllegalActionError, Phase, Play, Rank, Reply,
                              ReplyKind, Said, Scored, ScoreItem, Speech, Step)

P, S, T = Category.POINT, Category.SEQUENCES, Category.SETS


def cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


ELDER = "AS KS QS JS 9S AH KH QH AD 7D 8C 7C"
YOUNGER = "KD QD JD TD 9D JH TH 9H 8H KC QC JC"
TALON = "7H 7S 8D TS 8S AC TC 9C"


def fresh() -> Deal:
    """Seat 1 deals, so seat 0 is elder.  After the exchange below:
    elder  AS KS QS JS 9S (point 5 = 50), AH KH QH 7H, AD 7D 8C; quart and tierce; three aces.
    younger KD QD JD TD 9D (point 5 = 49, quint), JH TH 9H 8H (quart), QC JC 7S; three knaves.
    """
    deal = Deal(1, [cards(ELDER), cards(YOUNGER)], cards(TALON))
    deal.apply(Discard.of(cards("7C")))
    deal.apply(Discard.of(cards("KC")))
    assert deal.phase is Phase.DECLARATION
    return deal


def words(events) -> list[str]:
    return [e.words() for e in events if isinstance(e, Said)]


def kinds(deal: Deal) -> set[ReplyKind]:
    return {a.kind for a in deal.legal_actions() if isinstance(a, Reply)}


def test_point_making_question_then_good() -> None:
    deal = fresh()
    assert words(deal.apply(Call.of(P, [cards("AS KS QS JS 9S")]))) == ["Point of five"]
    # Younger holds five too: he may ask or concede, but cannot claim better.
    assert kinds(deal) == {ReplyKind.ASK, ReplyKind.GOOD}
    assert words(deal.apply(Reply(P, ReplyKind.ASK))) == ["Making?"]
    assert deal.to_act == 0 and deal.step is Step.TELL
    assert deal.legal_actions() == [Reply(P, ReplyKind.TELL)]
    assert words(deal.apply(Reply(P, ReplyKind.TELL))) == ["Making 50"]
    # 49 against 50: only "Good" is true.
    assert kinds(deal) == {ReplyKind.GOOD}
    with pytest.raises(IllegalActionError, match="does not beat"):
        deal.apply(Reply.of(P, ReplyKind.NOT_GOOD, [cards("KD QD JD TD 9D")]))
    with pytest.raises(IllegalActionError, match="not equal"):
        deal.apply(Reply.of(P, ReplyKind.EQUAL, [cards("KD QD JD TD 9D")]))
    events = deal.apply(Reply(P, ReplyKind.GOOD))
    assert words(events) == ["Good"]
    # Elder scores his good point at once and shows it.
    scored = [e for e in events if isinstance(e, Scored)]
    assert [(e.seat, e.item, e.points) for e in scored] == [(0, ScoreItem.POINT, 5)]
    assert scored[0].cards == (tuple(cards("AS KS QS JS 9S")),)


def test_sequence_not_good_is_reckoned_only_after_elders_lead() -> None:
    deal = fresh()
    deal.apply(Call.of(P, [cards("AS KS QS JS 9S")]))
    deal.apply(Reply(P, ReplyKind.GOOD))
    assert words(deal.apply(Call.of(S, [cards("AS KS QS JS"), cards("AH KH QH")]))) == ["Quart"]
    assert kinds(deal) == {ReplyKind.NOT_GOOD, ReplyKind.ASK, ReplyKind.GOOD}
    events = deal.apply(Reply.of(S, ReplyKind.NOT_GOOD, [cards("KD QD JD TD 9D"), cards("JH TH 9H 8H")]))
    assert words(events) == ["Not good"]
    assert not [e for e in events if isinstance(e, Scored)], "younger scores nothing before elder leads"
    assert deal.scores[1].sequences == 0
    assert words(deal.apply(Call.of(T, [cards("AS AH AD")]))) == ["Three aces"]
    assert kinds(deal) == {ReplyKind.GOOD}, "three knaves cannot beat three aces"
    deal.apply(Reply(T, ReplyKind.GOOD))
    assert deal.phase is Phase.PLAY and deal.to_act == 0
    assert deal.scores[0].total == 5 + 3
    events = deal.apply(Play(Card.parse("AS")))
    younger_scores = [(e.item, e.points) for e in events if isinstance(e, Scored) and e.seat == 1]
    assert younger_scores == [(ScoreItem.SEQUENCES, 15 + 4)], "quint and quart both score"
    assert deal.scores[1].sequences == 19


def test_how_high_and_to_the_king() -> None:
    deal = fresh()
    deal.apply(Call.of(P, [cards("AS KS QS JS 9S")]))
    deal.apply(Reply(P, ReplyKind.GOOD))
    deal.apply(Call.of(S, [cards("AS KS QS JS")]))
    # Younger sinks his quint to a quart to ask "How high?".
    assert words(deal.apply(Reply(S, ReplyKind.ASK))) == ["How high?"]
    assert words(deal.apply(Reply(S, ReplyKind.TELL))) == ["To the ace"]
    assert kinds(deal) == {ReplyKind.GOOD}, "no quart of younger's reaches the ace"
    deal.apply(Reply(S, ReplyKind.GOOD))
    assert deal.scores[0].sequences == 4, "only what elder called scores: the quart, not the tierce"


def test_sinking_elder_calls_less_or_nothing() -> None:
    deal = fresh()
    assert words(deal.apply(Call.of(P, [cards("AS KS QS JS")]))) == ["Point of four"]
    # Younger's five beats a called four, but he may still say good (and sink his point).
    assert ReplyKind.NOT_GOOD in kinds(deal)
    deal.apply(Reply(P, ReplyKind.GOOD))
    assert deal.scores[0].point == 4
    assert words(deal.apply(Call(S, ()))) == ["No sequence"]
    # With nothing called against him younger's call stands as his own.
    events = deal.apply(Reply.of(S, ReplyKind.NOT_GOOD, [cards("JH TH 9H 8H")]))
    assert words(events) == ["Quart"]
    assert deal.winners[1] == 1


def test_false_calls_are_impossible() -> None:
    deal = fresh()
    with pytest.raises(IllegalActionError, match="not held"):
        deal.apply(Call.of(P, [cards("AS KS QS JS TS")]))
    with pytest.raises(IllegalActionError, match="not of one suit"):
        deal.apply(Call.of(P, [cards("AS AH")]))
    with pytest.raises(IllegalActionError, match="sequences"):
        deal.apply(Call.of(S, [cards("AS KS QS")]))  # the point comes first
    for action in deal.legal_actions():
        assert isinstance(action, Call) and action.category is P
    deal.apply(Call.of(P, [cards("AS KS QS JS 9S")]))
    deal.apply(Reply(P, ReplyKind.GOOD))
    with pytest.raises(IllegalActionError, match="not a sequence"):
        deal.apply(Call.of(S, [cards("AS QS JS")]))
    with pytest.raises(IllegalActionError, match="named twice"):
        deal.apply(Call.of(S, [cards("AS KS QS JS"), cards("KS QS JS")]))
    deal.apply(Call.of(S, [cards("AS KS QS")]))
    # Younger cannot ask "How high?" with the wrong words, nor claim a sequence he lacks.
    with pytest.raises(IllegalActionError):
        deal.apply(Reply(S, ReplyKind.TELL))
    with pytest.raises(IllegalActionError, match="not held"):
        deal.apply(Reply.of(S, ReplyKind.NOT_GOOD, [cards("AC KC QC JC")]))
    deal.apply(Reply(S, ReplyKind.GOOD))
    with pytest.raises(IllegalActionError, match="not a set"):
        deal.apply(Call.of(T, [cards("KS KH")]))


def test_making_is_refused_without_an_equal_count() -> None:
    deal = fresh()
    deal.apply(Call.of(P, [cards("AS KS QS JS 9S")]))
    deal.apply(Reply(P, ReplyKind.GOOD))
    deal.apply(Call.of(S, [cards("AS KS QS JS")]))
    deal.apply(Reply(S, ReplyKind.GOOD))
    deal.apply(Call.of(T, [cards("AS AH AD")]))
    with pytest.raises(IllegalActionError, match="cannot ask"):
        deal.apply(Reply(T, ReplyKind.ASK))


def test_offered_calls_put_the_best_first_and_end_with_nothing() -> None:
    deal = fresh()
    calls = deal.legal_actions()
    assert calls[0] == Call.of(P, [cards("AS KS QS JS 9S")])
    assert calls[-1] == Call(P, ())
    assert all(deal.is_legal(c) for c in calls)


def test_said_words_read_as_a_player_speaks() -> None:
    assert Said(0, T, Speech.CALL, 4, Rank.KING).words() == "Fourteen kings"
    assert Said(0, S, Speech.CALL, 6).words() == "Sixième"
    assert Said(1, P, Speech.NOT_GOOD, 49).words() == "Not good: 49"
    assert Said(1, S, Speech.NOT_GOOD, 0, Rank.ACE).words() == "Not good: to the ace"
    assert Said(1, T, Speech.NO_CALL).words() == "No set"
