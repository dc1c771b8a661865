"""A seat's view holds what that seat may know (Laws 33, 36, 19-20, 45), and nothing else."""

from __future__ import annotations

import random

from hypothesis import example, given, settings
from hypothesis import strategies as st

from piquet_gui.model import (Card, CarteBlanche, CarteBlancheShown, Deal, Discard, LookAtTalon, Phase, Play,
                              Rules, TalonShown)
from piquet_gui.model.cards import cards_of

ELDER = "AS KS QS JS 9S AH KH QH AD 7D 8C 7C"
YOUNGER = "KD QD JD TD 9D JH TH 9H 8H KC QC JC"
TALON = "7H 7S 8D TS 8S AC TC 9C"


def cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def deal(**options) -> Deal:
    return Deal(1, [cards(ELDER), cards(YOUNGER)], cards(TALON), Rules(**options))


def known(view) -> list[str | None]:
    return [str(c) if c else None for c in view.talon]


def play_declarations(d: Deal) -> None:
    while d.phase is Phase.DECLARATION:
        d.apply(d.legal_actions()[0])


def test_elder_sees_the_cards_he_leaves_of_his_five() -> None:
    d = deal()
    d.apply(Discard.of(cards("8C 7C")))
    assert known(d.view(0)) == ["7H", "7S", "8D", "TS", "8S", None, None, None]
    assert known(d.view(1)) == [None] * 8
    d.apply(Discard.of(cards("KC")))
    # Younger knows only the card he drew; elder still knows the three he saw.
    assert known(d.view(1)) == [None, None, "8D", None, None, None, None, None]
    assert known(d.view(0))[:5] == ["7H", "7S", "8D", "TS", "8S"]


def test_law_33_off_elder_sees_only_what_he_takes() -> None:
    d = deal(elder_sees_leftover=False)
    d.apply(Discard.of(cards("8C 7C")))
    assert known(d.view(0)) == ["7H", "7S", None, None, None, None, None, None]


def test_law_36_younger_looks_after_elders_lead_and_then_both_see() -> None:
    d = deal()
    d.apply(Discard.of(cards("7C")))
    d.apply(Discard.of(cards("KC")))  # younger takes one of seven: six are left
    play_declarations(d)
    assert known(d.view(1))[2:] == [None] * 6
    d.apply(Play(Card.parse("AS")))
    assert d.to_act == 1 and d.legal_actions() == [LookAtTalon(True), LookAtTalon(False)]
    events = d.apply(LookAtTalon(True))
    shown = [e for e in events if isinstance(e, TalonShown)]
    assert shown and [str(c) for c in shown[0].cards] == ["8D", "TS", "8S", "AC", "TC", "9C"]
    for seat in (0, 1):
        assert known(d.view(seat))[2:] == ["8D", "TS", "8S", "AC", "TC", "9C"]


def test_law_36_if_younger_does_not_look_nobody_sees() -> None:
    d = deal()
    d.apply(Discard.of(cards("7C")))
    d.apply(Discard.of(cards("KC")))
    play_declarations(d)
    d.apply(Play(Card.parse("AS")))
    d.apply(LookAtTalon(False))
    assert known(d.view(1))[2:] == [None] * 6
    # Elder saw the four of his five he left (Law 33), nothing beyond.
    assert known(d.view(0))[5:] == [None] * 3
    assert all(type(a) is Play for a in d.legal_actions())


def test_house_rules_face_up_and_hidden() -> None:
    d = deal(younger_leftover="face_up")
    d.apply(Discard.of(cards("7C")))
    events = d.apply(Discard.of(cards("KC")))
    assert any(isinstance(e, TalonShown) for e in events)
    assert known(d.view(1))[2:] == ["8D", "TS", "8S", "AC", "TC", "9C"]
    d = deal(younger_leftover="hidden", elder_sees_leftover=False)
    d.apply(Discard.of(cards("7C")))
    d.apply(Discard.of(cards("KC")))
    play_declarations(d)
    d.apply(Play(Card.parse("AS")))
    assert all(type(a) is Play for a in d.legal_actions()), "no Law 36 choice under the house rule"
    assert known(d.view(1))[2:] == [None] * 6 and known(d.view(0))[1:] == [None] * 7


def test_carte_blanche_is_shown_once_the_opponent_has_discarded() -> None:
    blanche = "AS TS 9S 8S AH TH 9H AD TD 9D 8D 7D"
    other = "KS QS JS 7S KH QH JH 8H KD QD JD KC"
    talon = "7H AC QC JC TC 9C 8C 7C"
    d = Deal(0, [cards(other), cards(blanche)], cards(talon))  # seat 1 elder, holds carte blanche
    assert d.phase is Phase.CARTE_BLANCHE and d.to_act == 1
    d.apply(CarteBlanche(True))
    assert d.scores[1].carte_blanche == 10
    assert d.view(0).carte_blanche == (1,) and d.view(0).opponent_carte_blanche == ()
    d.apply(Discard.of(cards("7D")))
    assert d.view(0).opponent_carte_blanche == ()
    events = d.apply(Discard.of(cards("KC")))
    assert [e for e in events if isinstance(e, CarteBlancheShown)][0].cards == tuple(
        sorted(cards(blanche), key=lambda c: (c.suit, -c.rank)))
    assert set(d.view(0).opponent_carte_blanche) == set(cards(blanche))


@settings(max_examples=200, deadline=None)
@given(seed=st.integers(0, 2**32), steps=st.integers(0, 45), seat=st.integers(0, 1))
@example(seed=1829, steps=0, seat=0)  # younger (seat 1) deciding on his carte blanche
def test_a_view_never_holds_the_opponents_hidden_cards(seed: int, steps: int, seat: int) -> None:
    rng = random.Random(seed)
    d = Deal.shuffled(seed % 2, rng)
    for _ in range(steps):
        if d.is_over():
            break
        d.apply(rng.choice(d.legal_actions()))
    view = d.view(seat)
    other = 1 - seat
    hidden = d.hands[other] | d.discards[other]
    hidden &= ~d.shown[other]
    if d.cb_announced and d.cb_holder == other and d.taken[seat] is not None:
        hidden &= ~d.dealt[other]
    if seat == d.elder and d.taken[seat] is not None and d.rules.elder_sees_leftover:
        hidden &= ~sum(1 << i for i in d.talon[d.taken[seat]:5])  # Law 33: he saw these
    if d.leftover_seen:
        hidden &= ~sum(1 << i for i in d.talon[sum(t or 0 for t in d.taken):])
    visible = set(view.hand) | set(view.dealt) | set(view.discard) | {c for c in view.talon if c}
    visible |= set(view.opponent_shown) | set(view.opponent_carte_blanche)
    assert visible.isdisjoint(cards_of(hidden))
    assert set(view.hand) == set(cards_of(d.hands[seat]))
    if d.to_act != seat:
        # Only while the opponent weighs a carte blanche does a view offer choices out of turn: elder's
        # discards, as at the start of any deal (the secret is the holder's; see test_hidden_carte_blanche).
        hidden_decision = d.phase is Phase.CARTE_BLANCHE and seat == d.elder and view.to_act == seat
        assert len(view.legal_actions) == 0 or hidden_decision
