"""The auction judged (issue 30): a bid, a pass, a double or a redouble of auction piquet, from the bidder's view.

The auction comes before the exchange, so the bidder has seen his twelve cards and the calls said.  Over
``worlds`` placements of the cards he cannot see (the opponent's twelve and the talon,
``ai.auction_estimate.worlds``: drawn to agree with the opponent's bids so far by the computer's rule of
thumb where enough of them do, else partly at random, and the judgement's ``valued`` says which), each
placement is played out fast as a plus and as a minus contract (both exchanges as the computer makes them,
the calling, pique and repique at the contract's thresholds, the tricks by the rules of thumb).  Each legal
call is then made in every placement and the auction finished by the computer's rule of thumb for both seats
(``ai.auction_bidding.rule_of_thumb``), and the deal valued for the bidder: his points less the opponent's,
the contract's score (doubled or redoubled) included; a deal passed out is worth nothing.  The same
placements serve every call.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..ai.auction_bidding import Strength, rule_of_thumb, strength
from ..ai.auction_estimate import World, agrees_with_calls, value, worlds
from ..model.actions import Bid
from ..model.cards import CARDS
from ..model.two_handed.bidding import legal_calls, state
from ..model.view import SeatView

WORLDS = 200
"""Placements of the unseen cards a call is judged over (each played out fast: a deal's auction in well under a
second)."""

VALUED = ("the deal's points for the bidder less the opponent's, the contract's score included: the auction "
          "finished by the computer's rule of thumb for both seats and the deal played out fast; the opponent's "
          "hands drawn to agree with his bids")
"""What an auction call's values count (the judgement's ``valued``), the opponent's hands agreeing with his bids."""

VALUED_UNIFORM = ("the deal's points for the bidder less the opponent's, the contract's score included: the "
                  "auction finished by the computer's rule of thumb for both seats and the deal played out fast; "
                  "the opponent's hands drawn at random (too few agreed with his bids)")
"""The same where too few placements agree with the opponent's bids and some are drawn at random."""


def auction_rows(view: SeatView, calls: Sequence[Bid], rng: random.Random,
                 count: int = WORLDS) -> tuple[list[list[float]], str]:
    """Each call's value in each sampled placement (``rows[k][w]``), the same placements for all, and what the
    values count (:data:`VALUED` or :data:`VALUED_UNIFORM`)."""
    me, elder = view.seat, view.elder
    rules = view.rules
    mop, base_six = rules.minus_outranks_plus, rules.contract_base == "six"
    said = tuple(view.bids)
    sample = worlds(view, rng, count)
    mine = strength(view.dealt or view.hand, me == elder)
    rows: list[list[float]] = [[] for _ in calls]
    agreeing = 0
    for world in sample:
        cards = [CARDS[i] for i in range(32) if world.opponent >> i & 1]
        his = strength(cards, me != elder)
        agreeing += agrees_with_calls(world.opponent, me != elder, said, elder, me, mop)
        for k, call in enumerate(calls):
            rows[k].append(_finished_value(world, said + (call.call,), me, elder, mine, his, mop, base_six))
    return rows, VALUED if agreeing == len(sample) else VALUED_UNIFORM


def _finished_value(world: World, calls: tuple[str, ...], me: int, elder: int, mine: Strength, his: Strength,
                    mop: bool, base_six: bool) -> float:
    """The deal's worth to ``me`` in ``world`` once the auction after ``calls`` is finished by the rule of
    thumb."""
    contract, over = state(calls, elder)
    while not over:
        seat = elder if len(calls) % 2 == 0 else 1 - elder
        call = rule_of_thumb(mine if seat == me else his, seat, elder, calls,
                             legal_calls(calls, elder, mop))
        calls += (call,)
        contract, over = state(calls, elder)
    return 0.0 if contract is None else value(world, contract, me, base_six)

