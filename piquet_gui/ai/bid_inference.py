"""Auction piquet: the play's sampled hands weighed by what the opponent bid.

The bids were made on the twelve cards dealt, before the exchange; in the play the searching player samples
the opponent's hand as it is *now* (:mod:`knowledge`), which no bid speaks of directly.  So each sampled
hand is taken back to a dealt hand a few times at random (the cards he took in put back into the talon, as
many of the unplaced cards put back into his hand as his discard) and the hand is weighed by the share of
those dealt hands with which the rule of thumb's bidding (:func:`auction_estimate.agrees_with_calls`, the
same model the stronger levels' bidding reads his calls by) would have made his calls, never below
``FLOOR`` (he may bid otherwise).
"""

from __future__ import annotations

import random

from ..model.view import SeatView
from .auction_estimate import agrees_with_calls
from .knowledge import Knowledge

FLOOR = 0.1
DRAWS = 4


def bids_weight(view: SeatView, knowledge: Knowledge, hand: int, rng: random.Random,
                draws: int = DRAWS, floor: float = FLOOR) -> float:
    """How likely the opponent's calls of the auction are if he holds ``hand`` now (a mask)."""
    other = 1 - view.seat
    if not any((view.elder if i % 2 == 0 else 1 - view.elder) == other for i in range(len(view.bids))):
        return 1.0  # he has said nothing yet
    now = hand | knowledge.opponent_played
    took = view.taken[other] or 0
    mine = [i for i in range(32) if now >> i & 1]
    elsewhere = [i for i in range(32) if knowledge.unknown >> i & 1 and not hand >> i & 1]
    if took > len(elsewhere):
        return 1.0
    agree = 0
    for _ in range(draws):
        dealt = now
        for i in rng.sample(mine, took):
            dealt &= ~(1 << i)
        for i in rng.sample(elsewhere, took):
            dealt |= 1 << i
        agree += agrees_with_calls(dealt, other == view.elder, view.bids, view.elder, view.seat,
                                   view.rules.minus_outranks_plus)
    return floor + (1 - floor) * agree / draws
