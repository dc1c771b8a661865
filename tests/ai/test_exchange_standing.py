"""The exchange near the end of au cent's game valued by the game's standing, not the points
(``exchange_standing.py``; measured no better than the points, so not Master's)."""

from __future__ import annotations

import dataclasses
import random

from piquet_gui.ai.exchange import searched_discard
from piquet_gui.ai.exchange_standing import standing_after, standing_judge
from piquet_gui.ai.target_value import settle
from piquet_gui.model.actions import Action, Discard
from piquet_gui.model.cards import Card, mask_of
from piquet_gui.model.two_handed.deal import Deal
from piquet_gui.model.games import rule_set_of
from piquet_gui.model.view import PartieContext, SeatView

from .twins import twin_view

RULES = rule_set_of("au-cent", {})[0]


def mask(text: str) -> int:
    return mask_of(Card.parse(t) for t in text.split())


ELDER = mask("AS KS QS 9S 8S 7S AD KD QD 9C 8C 7C")
YOUNGER = mask("AH KH QH JH TH 7D JS TS JD TD AC KC")


def test_the_first_score_to_reach_the_target_wins_though_the_other_scores_more() -> None:
    # Elder's point of six is good and reckons before younger's quint and his three jacks and tens.
    assert standing_after(ELDER, YOUNGER, (95, 97), 100, RULES) == settle(101, 97, 100)
    # Six short of 100 after the point, elder loses to the quint that reckons next.
    assert standing_after(ELDER, YOUNGER, (90, 97), 100, RULES) == -settle(112, 96, 100)  # the quint alone


def _exchange_view(seed: int, dealer: int) -> tuple[Deal, SeatView, list[Action]]:
    """A deal of au cent brought to the first exchange by the plain moves (carte blanche, the talon)."""
    deal = Deal.shuffled(dealer=dealer, rng=random.Random(seed), rules=RULES)
    done: list[Action] = []
    while True:
        seat = deal.to_act
        assert seat is not None
        view = deal.view(seat)
        if isinstance(view.legal_actions[0], Discard):
            return deal, view, done
        action = view.legal_actions[0]
        deal.apply(action)
        done.append(action)


def _at(view: SeatView, mine: int, theirs: int) -> SeatView:
    totals = (mine, theirs) if view.seat == 0 else (theirs, mine)
    return dataclasses.replace(view, partie=PartieContext(totals=totals, multiplier=1, deals_left=None, target=100))


def by_standing(view: SeatView) -> Discard:
    """The searched exchange (as Master's) valued by the standing where it applies, taking none weighed."""
    judge = standing_judge(view)
    extra = (0,) if Discard(0) in view.legal_actions else ()
    return searched_discard(view, random.Random(5), judge=judge, extra=extra if judge else ())


def by_points(view: SeatView) -> Discard:
    return searched_discard(view, random.Random(5))


# Elder to exchange in deal 1 (dealer 0): at 92 against 40 (a double game in sight) he keeps other cards
# than for the points (the knave of his point's suit: 8S AS 7D 8D, not 8S AS 7D 8D JD); at 20 against 30 he
# discards exactly as for the points.
SEED, DEALER = 1, 0


def test_near_the_end_the_standing_changes_the_discard_and_far_from_it_does_not() -> None:
    deal, view, _ = _exchange_view(SEED, DEALER)
    assert view.seat == view.elder
    near, far = _at(view, 92, 40), _at(view, 20, 30)
    assert standing_judge(near) is not None and standing_judge(far) is None
    assert by_standing(near) == Discard(mask("8S AS 7D 8D")) != by_points(near)
    assert by_standing(far) == by_points(far)


def test_the_same_view_with_other_unseen_cards_gives_the_same_discard_and_a_seed_repeats() -> None:
    deal, view, done = _exchange_view(SEED, DEALER)
    near = _at(view, 92, 40)
    choice = by_standing(near)
    assert by_standing(near) == choice
    for seed in (1, 2):
        twin = _at(twin_view(deal, view, done, seed, RULES), 92, 40)
        assert mask_of(twin.hand) == mask_of(view.hand) and twin.talon == view.talon
        assert by_standing(twin) == choice


def test_younger_may_keep_all_his_cards_near_the_end() -> None:
    deal, view, _ = _exchange_view(SEED, DEALER)
    deal.apply(by_standing(_at(view, 92, 40)))
    younger = deal.view(deal.younger)
    assert Discard(0) in younger.legal_actions
    assert by_standing(_at(younger, 40, 92)) in younger.legal_actions
