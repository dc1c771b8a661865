"""Calling that reveals no more than needed: Club and above hold back only what could not score."""

from __future__ import annotations

import random

from piquet_gui.ai.calling import discreet_declaration
from piquet_gui.ai.player import make_player
from piquet_gui.model import Deal
from piquet_gui.model.actions import Call, Discard, Reply, ReplyKind
from piquet_gui.model.cards import Card
from piquet_gui.model.combinations import Category
from piquet_gui.model.two_handed.deal import Phase


def cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def exchanged(dealer: int, elder: str, younger: str, talon: str, elder_out: str, younger_out: str) -> Deal:
    """A deal after both discards (elder is seat ``1 - dealer``)."""
    hands = [cards(younger), cards(younger)]
    hands[1 - dealer] = cards(elder)
    deal = Deal(dealer, hands, cards(talon))
    deal.apply(Discard.of(cards(elder_out)))
    deal.apply(Discard.of(cards(younger_out)))
    assert deal.phase is Phase.DECLARATION
    return deal


def test_younger_does_not_ask_making_when_elder_point_must_be_better() -> None:
    # Younger keeps 7-8-9-10-J of clubs (44).  He holds or put out four spades, four diamonds and two
    # hearts, so elder's only possible five-card point is five of 9-10-J-Q-K-A of hearts: 49 at least.
    deal = exchanged(0, elder="JH QH KH AH KC AC QS 9H KS AS KD AD",
                     younger="7C 8C 9C TC JC 7H 7S 8S 7D TS 9D TD",
                     talon="TH QC JS JD QD 9S 8D 8H",
                     elder_out="9H KS AS KD AD", younger_out="TS 9D TD")
    deal.apply(deal.legal_actions()[0])  # elder: point of five
    view = deal.view(deal.younger)
    assert Reply(Category.POINT, ReplyKind.ASK) in view.legal_actions
    assert view.legal_actions[0] == Reply(Category.POINT, ReplyKind.ASK)  # the engine's strongest answer
    assert discreet_declaration(view, random.Random(1)) == Reply(Category.POINT, ReplyKind.GOOD)
    # The Casual level still asks: the discretion is Club's.
    assert make_player("casual").choose(view) == Reply(Category.POINT, ReplyKind.ASK)


def test_elder_does_not_call_a_sequence_that_cannot_be_good() -> None:
    # Elder's point of six in spades is not good: younger has seven cards, and only hearts can give
    # him seven, so he has at least a quart there.  Elder's tierce minor in clubs cannot be good.
    deal = exchanged(0, elder="7S 8S TS JS 7C 8C 9D TC JC 7D 8D 9S",
                     younger="7H 8H TH JH QH KH QC KC JD 9H TD QS",
                     talon="KS AS AD KD 9C AH AC QD",
                     elder_out="TC JC 7D 8D 9S", younger_out="9H TD QS")
    elder = deal.elder
    view = deal.view(elder)
    point = discreet_declaration(view, random.Random(1))
    assert isinstance(point, Call) and point.combos  # a point of six may be good: called in full
    deal.apply(point)
    deal.apply(deal.legal_actions()[0])  # younger: not good (seven hearts)
    view = deal.view(elder)
    assert view.category is Category.SEQUENCES
    assert view.legal_actions[0] != Call(Category.SEQUENCES, ())  # he holds a tierce...
    assert discreet_declaration(view, random.Random(1)) == Call(Category.SEQUENCES, ())  # ...and keeps it quiet
    deal.apply(Call(Category.SEQUENCES, ()))
    deal.apply(deal.legal_actions()[0])
    assert deal.winners[1] == deal.younger  # it would not have scored


def test_holding_back_never_costs_a_point() -> None:
    """Over many deals, every call or answer Club holds back scores exactly what the full one would
    have (the opponent answering in full), and it does hold back for both elder and younger."""
    held = {"elder": 0, "younger": 0}
    for index in range(80):
        deal = Deal.shuffled(index % 2, random.Random(index))
        players = [make_player("club", 1), make_player("club", 2)]
        rng = random.Random(index)
        while not deal.is_over():
            seat = deal.to_act
            assert seat is not None
            view = deal.view(seat)
            strongest = view.legal_actions[0]
            if isinstance(strongest, Call | Reply):
                choice = discreet_declaration(view, rng)
                assert choice in view.legal_actions
                if choice != strongest:
                    held["elder" if seat == deal.elder else "younger"] += 1
                    full, discreet = deal.copy(), deal.copy()
                    full.apply(strongest)
                    discreet.apply(choice)
                    for branch in (full, discreet):
                        while branch.phase is Phase.DECLARATION and branch.category == deal.category:
                            branch.apply(branch.legal_actions()[0])
                    assert [s.total for s in full.scores] == [s.total for s in discreet.scores]
            deal.apply(players[seat].choose(view))
    assert held["elder"] >= 5 and held["younger"] >= 5, held


def test_younger_good_calls_are_counted_from_his_words_before_he_reckons_them() -> None:
    """Elder, about to lead in the last deal, plays to the score: younger's good calls are not on the
    sheet yet (he reckons them at elder's lead), so they are estimated from what he said."""
    from piquet_gui.ai.levels import younger_pending

    deal = exchanged(0, elder="7S 8S TS JS 7C 8C 9D TC JC 7D 8D 9S",
                     younger="7H 8H TH JH QH KH QC KC JD 9H TD QS",
                     talon="KS AS AD KD 9C AH AC QD",
                     elder_out="TC JC 7D 8D 9S", younger_out="9H TD QS")
    players = [make_player("club", 1), make_player("club", 2)]
    while deal.phase is Phase.DECLARATION:
        seat = deal.to_act
        assert seat is not None
        deal.apply(players[seat].choose(deal.view(seat)))
    view = deal.view(deal.elder)
    assert deal.scores[deal.younger].total == 0
    estimate = younger_pending(view)
    assert estimate == 7 + 15 + 3  # "not good" to a point of six, "a quint", "three queens"
    deal.apply(view.legal_actions[0])  # elder leads; younger reckons, with a tierce he never had to name
    assert deal.scores[deal.younger].total == estimate + 3
    assert younger_pending(deal.view(deal.younger)) == 0


def test_younger_holding_more_still_answers_in_full() -> None:
    """Law 46 lets younger ask "Making?" on five of his six spades (and be held to five); the computer does
    not sink so: at every strength it says "Not good" with the six."""
    deal = exchanged(1, elder="AH KH QH 9H 8H TS QD JD 8D TC 9C JC",
                     younger="AS KS QS JS 9S AD KD TD 9D 8C 7C 7H",
                     talon="8S 7S JH TH 7D AC KC QC", elder_out="JC", younger_out="7H")
    deal.apply(Call.of(Category.POINT, [cards("AH KH QH 9H 8H")]))
    view = deal.view(deal.younger)
    assert Reply(Category.POINT, ReplyKind.ASK) in view.legal_actions
    for level in ("beginner", "casual", "club", "expert", "master"):
        assert make_player(level, 3).choose(view) == Reply.of(Category.POINT, ReplyKind.NOT_GOOD,
                                                              [cards("AS KS QS JS 9S 7S")]), level
    assert discreet_declaration(view, random.Random(1)) == view.legal_actions[0]
