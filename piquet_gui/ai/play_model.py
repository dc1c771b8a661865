"""A fitted model of the Master's card, two-handed: how likely each legal card is, from the hand that plays it.

:mod:`play_inference` weighs a sampled deal by how likely the opponent's cards so far are in it.  Its first
model was the simple play's single choice (a card it would play counts 1, any other ``miss``), a poor
likeness of how a searching player plays.  This one gives every legal card a probability, a softmax over a
few features of the card within the hand that holds it (is it master in its suit, how many cards of its
suit are above and below it, in the hand and still out, does it win the trick, is it the cheapest card
that does), one set of weights for each of leading, following and throwing off a void suit, in the play
for points and in a minus contract.  The weights (:data:`WEIGHTS`) are a conditional logit fitted to the
Master's own non-forced cards in self-play (``python -m piquet_gui.bench.play_model --fit``); what they
bring is in :class:`piquet_gui.ai.levels.Master`'s docstring.

Pure functions of masks and card indices.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ..model.cards import CARD_VALUES, SUIT_MASKS

FEATURES = ("master", "above out", "below out", "above in hand", "below in hand", "suit length", "suit out",
            "lowest", "highest", "wins", "cheapest winner", "value", "sure tricks")
"""The features of a card, in the order of each row of :data:`WEIGHTS`."""

CONTEXTS = ("lead", "follow", "throw", "lead minus", "follow minus", "throw minus",
            "lead four", "follow four", "follow four, partner ahead", "throw four", "throw four, partner ahead")
"""The rows of :data:`WEIGHTS`: where the card is played, two-handed in the play for points or in a minus
contract, and four-handed, with the partner's card the best of the trick so far or not."""


def _count(mask: int) -> int:
    return mask.bit_count()


def context_of(hand: int, trick: Sequence[int], minus: bool, seats: int = 2) -> int:
    """The row of :data:`WEIGHTS` for a card played from ``hand`` to ``trick`` (card indices so far) in a game
    of ``seats`` hands."""
    follows = bool(trick) and bool(hand & SUIT_MASKS[trick[0] >> 3])
    if seats == 4:
        if not trick:
            return 6
        led = trick[0] >> 3
        best = max(range(len(trick)), key=lambda k: trick[k] if trick[k] >> 3 == led else -1)
        ahead = len(trick) >= 2 and best == len(trick) - 2
        return (7 if follows else 9) + ahead
    row = 0 if not trick else 1 if follows else 2
    return row + 3 * minus


def features(hand: int, out: int, trick: Sequence[int], index: int) -> tuple[float, ...]:
    """:data:`FEATURES` of card ``index`` played from ``hand`` (a mask) to ``trick``, ``out`` the cards the
    player cannot see (a mask)."""
    suit = index >> 3
    suit_mask = SUIT_MASKS[suit]
    bit = 1 << index
    above = suit_mask & ~((bit << 1) - 1)
    below = suit_mask & (bit - 1)
    mine = hand & suit_mask
    theirs = out & suit_mask
    above_out = _count(theirs & above)
    sure = 0
    for rank in range(7, -1, -1):  # the tricks the suit makes from the top: the run above any card out
        card = 1 << (8 * suit + rank)
        if mine & card:
            sure += 1
        elif theirs & card:
            break
    wins = cheapest = 0.0
    if trick:
        led = trick[0] >> 3
        best = max(c for c in trick if c >> 3 == led)
        if suit == led and index > best:
            wins = 1.0
            cheaper = mine & ~((1 << (best + 1)) - 1) & (bit - 1)
            cheapest = 0.0 if cheaper else 1.0
    return (float(above_out == 0), float(above_out), float(_count(theirs & below)), float(_count(mine & above)),
            float(_count(mine & below)), float(_count(mine)), float(_count(theirs)), float(not mine & below),
            float(not mine & above), wins, cheapest, CARD_VALUES[index] / 10, float(sure))


def probabilities(hand: int, out: int, trick: Sequence[int], legal: Sequence[int], minus: bool, seats: int = 2,
                  weights: Sequence[Sequence[float]] | None = None) -> list[float]:
    """The model's probability of each card of ``legal`` (indices), played from ``hand`` to ``trick``."""
    row = (weights or WEIGHTS)[context_of(hand, trick, minus, seats)]
    scores = [sum(w * f for w, f in zip(row, features(hand, out, trick, i))) for i in legal]
    top = max(scores)
    exps = [math.exp(s - top) for s in scores]
    total = sum(exps)
    return [e / total for e in exps]


WEIGHTS: tuple[tuple[float, ...], ...] = (
    (1.464, -0.789, 0.242, 0.116, -0.024, 0.084, -0.622, 1.433, -1.192, 0.000, 0.000, -1.951, -0.246),
    (0.136, 0.180, -0.180, 0.468, -0.468, 0.000, 0.000, 1.459, -0.632, 2.511, 2.312, 0.115, 0.000),
    (-0.400, 0.226, -0.199, 1.033, -1.287, -0.567, -0.128, 1.473, -0.400, 0.000, 0.000, -0.791, 0.074),
    (-0.269, -0.152, 0.449, 0.395, -0.413, -0.407, 0.147, 1.009, -0.066, 0.000, 0.000, -0.610, 0.008),
    (-0.257, -0.603, 0.603, 0.463, -0.463, -0.000, -0.000, 0.622, -0.371, -0.801, 1.403, 1.096, 0.000),
    (0.689, -0.003, 0.202, 0.774, -0.765, -0.169, 0.194, 0.633, 0.120, 0.000, 0.000, -0.410, -0.495),
    (2.402, -0.137, -0.022, 0.098, -0.037, -0.006, -0.133, 1.313, -0.382, 0.000, 0.000, -0.108, -0.483),
    (0.791, -0.027, 0.027, 0.295, -0.295, 0.000, 0.000, 1.056, -0.731, 2.132, 0.566, -0.737, 0.000),
    (0.719, -0.111, 0.111, 0.180, -0.180, 0.000, 0.000, 1.520, -0.824, 1.567, -0.239, -0.381, 0.000),
    (-1.102, 0.052, -0.067, 0.752, -0.785, -0.778, -0.191, 0.906, -0.034, 0.000, 0.000, 0.288, 0.093),
    (-1.181, 0.072, -0.092, 0.821, -0.984, -0.949, -0.272, 1.220, 0.286, 0.000, 0.000, 0.457, -0.263),
)
"""The fitted weights, a row per :data:`CONTEXTS`, a column per :data:`FEATURES`."""
