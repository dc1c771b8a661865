"""The luck of the cards in a two-handed deal, apart from the skill: what the deal and the talon gave a seat.

Luck is judged the way backgammon's analysers judge the dice: by what the cards were worth to a fixed,
plain way of playing them, so that it is the same for both seats (one's luck is the other's bad luck) and
no decision of either player enters it.  The plain way: elder takes all the talon cards he may, younger
the rest, each putting out his least useful cards (``ai.heuristics``), and the deal is then valued by the
exchange's estimate (``ai.exchange.deal_value``: the calls exactly, pique, the play by an estimate
fitted to the exact solver).  In points of the deal, the seat's points minus the opponent's:

* ``average``: what a seat in its place (elder or younger) makes of an average deal (``AVERAGE_DEALS``
  random deals of the same rules);
* ``dealt``: what the two hands as dealt were worth to it, the talon's order unknown (``ORDERS`` orders of
  its cards), less that average;
* ``talon``: what the talon's actual order changed;
* ``decisions``: what its own judged decisions cost it (negative) and the opponent's gave it (positive),
  by the coach's analysis, where it was run;
* ``rest``: the result less all of these: the opponent's decisions where they were not judged (the review's
  coach judges one seat at a time: ``opponent_judged``), choices not judged (the talon looked at, the play
  where no world was sampled), how the unseen cards fell for the decisions judged (each is judged by its odds
  over the deals the seat could not tell apart; as the cards lay it may have cost more or less), and how far
  the estimate is from the play itself.

So a seat reads "you lost 22: the cards cost you 15, your decisions 7".
"""

from __future__ import annotations

import dataclasses
import functools
import random
from collections.abc import Sequence
from typing import Any

from ..model.cards import CARDS
from ..model.two_handed.deal import Deal
from ..model.two_handed.rules import Rules
from .analysis import Judged

ORDERS = 120
AVERAGE_DEALS = 400


@dataclasses.dataclass(frozen=True)
class Luck:
    seat: int
    result: float
    """The seat's points minus the opponent's in the deal (three hands: minus the mean of the other two's; four
    hands: its side's minus the other side's)."""
    average: float
    dealt: float
    talon: float
    decisions: float
    rest: float
    own: float = 0.0
    """What the seat's own judged decisions cost it (0 or less)."""
    opponent: float = 0.0
    """What the opponent's judged decisions gave the seat (0 or more)."""
    opponent_judged: bool = False
    """The opponent's decisions of the deal were judged (else they are in ``rest``; three and four hands: some
    other seat's, where the partner's count with ``own``)."""
    hands: int = 2
    """The deal's hands: 2, 3 (the others' decisions count half: ``coach.round_luck``) or 4 (by side)."""

    @property
    def cards(self) -> float:
        """What the cards gave the seat: the deal and the talon."""
        return self.dealt + self.talon


def deal_luck(partie: Any, deal: int, seat: int, judged: Sequence[Judged] = ()) -> Luck | None:
    """The luck of ``seat`` (the partie's seat) in deal ``deal`` (1-based, over); None for a deal not over, or
    one played to a contract (auction piquet: the estimate knows nothing of the contract, so it does not
    guess).  Three- and four-handed deals: ``coach.round_luck``; the two-handed deal two players of a
    three-handed partie play on is told as the two-handed deal it is."""
    from ..model.round_deal import RoundDeal

    record = partie.deals[deal - 1]
    if not record.is_over():
        return None
    if isinstance(record, RoundDeal):
        from .round_luck import round_luck

        return round_luck(record, deal, seat, judged)
    if not isinstance(record, Deal) or record.contract is not None or record.passed_out:
        return None
    seats = tuple(partie.seat_maps[deal - 1]) if partie.seats != 2 else (0, 1)
    if seat not in seats:
        return None
    luck = _two_handed(record, deal, seats.index(seat), [j for j in judged if j.seat in seats], seats)
    return dataclasses.replace(luck, seat=seat)


def _two_handed(record: Deal, deal: int, seat: int, judged: Sequence[Judged], seats: tuple[int, ...]) -> Luck:
    """:func:`deal_luck` of a two-handed deal, ``seat`` the deal's own (0 or 1), ``seats`` the partie's seat of
    each (the judged decisions are the partie's)."""
    rules = record.rules
    elder_sign = 1 if seat == record.elder else -1
    hands = record.dealt[record.elder], record.dealt[record.younger]
    talon = tuple(record.talon)
    start = (record.scores[record.elder].carte_blanche, record.scores[record.younger].carte_blanche)
    rng = random.Random(f"luck:{deal}:{sorted(talon)}")
    orders = [rng.sample(talon, len(talon)) for _ in range(ORDERS)]
    dealt_worth = sum(plain_value(hands[0], hands[1], order, rules, start) for order in orders) / ORDERS
    actual = plain_value(hands[0], hands[1], talon, rules, start)
    average = average_value(rules)
    result = record.scores[seat].total - record.scores[1 - seat].total
    me = seats[seat]
    mine = sum(j.cost for j in judged if j.deal == deal and j.seat == me and j.cost is not None)
    theirs = sum(j.cost for j in judged if j.deal == deal and j.seat != me and j.cost is not None)
    decisions = theirs - mine
    dealt = elder_sign * (dealt_worth - average)
    luck_talon = elder_sign * (actual - dealt_worth)
    rest = result - elder_sign * average - dealt - luck_talon - decisions
    opponent_judged = any(j.deal == deal and j.seat != me for j in judged)
    return Luck(seat, result, elder_sign * average, dealt, luck_talon, decisions, rest, -mine, theirs, opponent_judged)


def with_opponent(luck: Luck, opponent: Sequence[Judged]) -> Luck:
    """``luck`` (its seat's decisions judged alone) with the opponent's judged decisions of the deal taken out
    of the rest: what they gave the seat is counted apart."""
    if luck.hands != 2:
        from .round_luck import with_others

        return with_others(luck, opponent)
    if luck.opponent_judged:
        return luck
    theirs = sum(j.cost for j in opponent if j.seat != luck.seat and j.cost is not None)
    return dataclasses.replace(luck, decisions=luck.decisions + theirs, rest=luck.rest - theirs, opponent=theirs,
                               opponent_judged=bool(opponent))


def plain_value(elder: int, younger: int, talon: Sequence[int], rules: Rules,
                start: tuple[int, int] = (0, 0)) -> float:
    """Elder's points minus younger's when both exchange the plain way from these hands and this talon
    (card indices, top first)."""
    from ..ai.exchange import deal_value, worst_cards

    elder_takes = min(rules.elder_talon, len(talon))
    younger_takes = len(talon) - elder_takes
    elder_final = (elder & ~worst_cards(elder, elder_takes, True)) | _mask(talon[:elder_takes])
    younger_final = (younger & ~worst_cards(younger, younger_takes, False)) | _mask(talon[elder_takes:])
    return deal_value(elder_final, younger_final, rules, start)


def _mask(indices: Sequence[int]) -> int:
    out = 0
    for i in indices:
        out |= 1 << i
    return out


@functools.lru_cache(maxsize=8)
def average_value(rules: Rules) -> float:
    """What elder makes of an average deal under ``rules`` by :func:`plain_value` (younger: its opposite)."""
    rng = random.Random("average deal")
    total = 0.0
    size = rules.hand_size
    for _ in range(AVERAGE_DEALS):
        pack = [c.index for c in CARDS]
        rng.shuffle(pack)
        total += plain_value(_mask(pack[:size]), _mask(pack[size:2 * size]), pack[2 * size:], rules)
    return total / AVERAGE_DEALS
