"""The opponent's hand in the play as his exchange made it: kept cards, not any cards.

:meth:`Knowledge.sample` draws the opponent's hand uniformly among the cards this seat cannot place, then
keeps the draws that agree with what he showed and said.  But his hand is not any twelve of them: it is
the twelve he *kept* from those dealt to him, his least useful cards put out, plus those he took in.  Here
each draw follows that story: a dealt hand (the cards he surely holds or played, and others at random), the
plain exchange's worst cards of it put out (:func:`exchange.worst_cards`, never a card he surely kept; in
auction piquet's minus contract the cards likeliest to win a trick), as many unplaced cards taken in; the draws that agree with the view are kept as before.  Only the seat's view
(through its :class:`Knowledge`) is read.
"""

from __future__ import annotations

import random

from ..model.cards import iter_bits
from ..model.view import SeatView
from .exchange import worst_cards
from .exchange_contract import by_danger
from .knowledge import Knowledge

TRIES = 60
"""Draws per hand wanted; when too few agree, the uniform draws of :meth:`Knowledge.sample` fill in."""


def most_dangerous(hand: int, count: int, elder: bool) -> int:
    """Auction piquet's minus contract: the ``count`` cards of ``hand`` most likely to win a trick
    (:func:`exchange_contract.by_danger`), which a player ducking puts out (``elder`` unused: the same
    call as :func:`exchange.worst_cards`)."""
    return sum(1 << i for i in by_danger(hand)[:count])


def sample_kept(view: SeatView, knowledge: Knowledge, rng: random.Random, count: int) -> list[int]:
    """Up to ``count`` hands of the opponent now (masks) drawn as his exchange would have made them."""
    other = 1 - view.seat
    took = view.taken[other] or 0
    forced = knowledge.opponent_known | knowledge.opponent_played
    free = [i for i in iter_bits(knowledge.unknown & ~knowledge.voids) if not forced >> i & 1]
    # The voids hold for the hand he plays from, not for the cards he put out: the pool of his discards
    # and the talon's unseen cards is every unplaced card.
    spare = [i for i in iter_bits(knowledge.unknown) if not forced >> i & 1]
    size = knowledge.opponent_size + knowledge.opponent_played.bit_count()  # his hand in the calling
    need = size - forced.bit_count()
    if need < 0 or need > len(free) or took + need > len(spare):
        return []
    out: list[int] = []
    elder = other == view.elder
    minus = view.contract is not None and view.contract.minus
    for _ in range(TRIES * count):
        if len(out) >= count:
            break
        kept = forced
        for i in rng.sample(free, need):
            kept |= 1 << i
        # Before the exchange he held ``took`` other cards instead of as many of those he kept: put back the
        # cards he took in (any of the random ones) and let the plain exchange choose what he put out.
        if took:
            taken_in = rng.sample([i for i in iter_bits(kept & ~forced)], min(took, need))
            dealt = kept
            for i in taken_in:
                dealt &= ~(1 << i)
            others = [i for i in spare if not kept >> i & 1]
            for i in rng.sample(others, len(taken_in)):
                dealt |= 1 << i
            put_out = (most_dangerous if minus else worst_cards)(dealt & ~forced, len(taken_in), elder)
            if put_out & ~(dealt & ~kept):
                continue  # the plain exchange would have put out a card he kept: not his story
        hand = kept & ~knowledge.opponent_played
        if knowledge.consistent(hand, True):
            out.append(hand)
    return out
