"""The luck of the cards in a three- or four-handed deal, apart from the skill (``coach.luck`` for two hands).

As in two hands, luck is what the cards were worth to one fixed, plain way of playing them, the same for every
seat, so that no decision of any player enters it.  The plain way (:func:`plain_scores`): the deal as dealt,
rebuilt from its start through the engine; each holder announces carte blanche; the three-handed dealer takes
both talon cards, putting out his least useful ones (``ai.normand_player.exchange``: the talon's order then
changes nothing, so there is no talon luck in three hands); every seat calls in full (the engine lists the full
call first); the cards are played by the computer's simple play (``ai.round_search.rollout``: ``table_play``,
``partner_table_play`` in four hands) to the last trick.  It is deterministic and takes a millisecond or two.

The measure is the one the round coach judges decisions in (``coach.round_play``): three hands the seat's
points less the mean of the other two's, four hands its side's points less the other side's.  So:

* ``average``: what a seat in its place (dealer, eldest, …) makes of an average deal under the plain play
  (:data:`AVERAGE_DEALS` random deals of the same rules, cached per rules);
* ``dealt``: what the cards as dealt were worth to it under the plain play, less that average;
* ``decisions``: its own judged decisions' costs (negative; four hands its partner's too: the side's), and what
  the others' judged decisions gave it: four hands an opponent's cost is the side's gain in full; three hands
  a seat's loss is the other two's gain, counted half to each (a point lost to "the others" goes to one or the
  other, and the measure's three values add up to nothing);
* ``rest``: the result less all of these (decisions not judged, how the unseen cards lay for those judged, and
  how far the plain play is from the play itself).

Three hands, the seats' figures add up to nothing over the three seats; four hands, partners share one luck
and the two sides' figures are opposite.
"""

from __future__ import annotations

import dataclasses
import functools
import random
from collections.abc import Sequence
from typing import Any

from ..ai.normand_player import exchange
from ..ai.round_search import rollout, seat_score
from ..ai.partnership_player import partner_table_play
from ..ai.table_play import table_play
from ..model.actions import CarteBlanche, Discard, Play
from ..model.cards import CARDS, FULL_PACK, cards_of
from ..model.normand.deal import ThreeHandDeal
from ..model.partnership.deal import PartnershipDeal
from ..model.round_deal import RoundDeal
from ..model.tricks import Phase
from .analysis import Judged
from .luck import Luck

AVERAGE_DEALS = 2000
"""Random deals a place's average is measured over: a deal's plain play takes 0.5 to 1.7 ms on this machine
(idle to loaded), so 1 to 3.5 s once per rules and number of hands, in the coach's thread after the first deal's
decisions are judged (its marks are shown already)."""


def weight(seat: int, other: int, hands: int) -> float:
    """What a judged cost of ``other``'s decision means to ``seat``: -1 its own (or its partner's, four hands),
    +1 an opponent's in two or four hands, +1/2 one of the two others' in three hands."""
    if other == seat or (hands == 4 and other % 2 == seat % 2):
        return -1.0
    return 0.5 if hands == 3 else 1.0


def round_luck(record: RoundDeal, deal: int, seat: int, judged: Sequence[Judged] = ()) -> Luck:
    """The luck of ``seat`` in the three- or four-handed deal ``record`` (deal number ``deal``, over)."""
    hands = record.seats
    place = (seat - record.dealer) % hands
    average = average_values(record.rules, hands)[place]
    worth = plain_scores(fresh(record))[seat]
    result = seat_score(record, seat)
    own = sum(j.cost for j in judged if j.deal == deal and j.cost is not None and weight(seat, j.seat, hands) < 0)
    gifts = sum(weight(seat, j.seat, hands) * j.cost for j in judged
                if j.deal == deal and j.cost is not None and weight(seat, j.seat, hands) > 0)
    decisions = gifts - own
    dealt = worth - average
    rest = result - average - dealt - decisions
    others = any(j.deal == deal and weight(seat, j.seat, hands) > 0 for j in judged)
    return Luck(seat, result, average, dealt, 0.0, decisions, rest, -own, gifts, others, hands)


def with_others(luck: Luck, others: Sequence[Judged]) -> Luck:
    """``luck`` (its seat's decisions judged alone) with the other seats' judged decisions of the deal (``others``:
    those kept for the review) counted apart from the rest: the partner's with the seat's own, the opponents'
    as what they gave."""
    own = sum(j.cost for j in others if j.seat != luck.seat and j.cost is not None
              and weight(luck.seat, j.seat, luck.hands) < 0)
    gifts = sum(weight(luck.seat, j.seat, luck.hands) * j.cost for j in others
                if j.seat != luck.seat and j.cost is not None and weight(luck.seat, j.seat, luck.hands) > 0)
    judged = any(j.seat != luck.seat and weight(luck.seat, j.seat, luck.hands) > 0 for j in others)
    return dataclasses.replace(luck, decisions=luck.decisions + gifts - own, rest=luck.rest - gifts + own,
                               own=luck.own - own, opponent=luck.opponent + gifts,
                               opponent_judged=luck.opponent_judged or judged)


def fresh(record: RoundDeal) -> RoundDeal:
    """The deal as dealt, at its start (no moment rule: the plain play is of the deal alone)."""
    hands = [cards_of(mask) for mask in record.dealt]
    if isinstance(record, ThreeHandDeal):
        return ThreeHandDeal(record.dealer, hands, [CARDS[i] for i in record.talon], record.rules)
    assert isinstance(record, PartnershipDeal)
    return PartnershipDeal(record.dealer, hands, record.rules)


def plain_scores(deal: RoundDeal) -> list[float]:
    """Each seat's value (``seat_score``) of ``deal`` (at its start) played out the plain way."""
    while deal.phase is Phase.CARTE_BLANCHE:
        deal.apply(CarteBlanche(True))
    if deal.phase is Phase.EXCHANGE:
        action = exchange(deal.view(deal.dealer))
        assert isinstance(action, Discard)
        deal.apply(action)
    while deal.phase is Phase.DECLARATION:
        deal.apply(deal.legal_actions()[0])
    if deal.phase is Phase.PLAY:
        to_act = deal.to_act
        assert to_act is not None
        plays = [a for a in deal.legal_actions() if isinstance(a, Play)]
        hand = deal.hands[to_act]
        held = cards_of(hand)
        first = (partner_table_play(to_act, held, FULL_PACK & ~hand, [], plays) if deal.seats == 4
                 else table_play(held, FULL_PACK & ~hand, [], plays, 3)).card
        ends: list[RoundDeal] = []

        def keep(end: RoundDeal) -> float:
            ends.append(end)
            return 0.0

        rollout(deal, first, 0, value=keep)
        deal = ends[0]
    return [seat_score(deal, seat) for seat in range(deal.seats)]


@functools.lru_cache(maxsize=8)
def average_values(rules: Any, hands: int) -> tuple[float, ...]:
    """Per place (0 the dealer, 1 eldest, … round the table), what a seat makes of an average deal under
    ``rules`` by :func:`plain_scores`."""
    rng = random.Random(f"average round deal {hands}")
    totals = [0.0] * hands
    for _ in range(AVERAGE_DEALS):
        deal: RoundDeal = (ThreeHandDeal.shuffled(0, rng, rules) if hands == 3
                           else PartnershipDeal.shuffled(0, rng, rules))
        for place, value in enumerate(plain_scores(deal)):
            totals[place] += value
    return tuple(total / AVERAGE_DEALS for total in totals)
