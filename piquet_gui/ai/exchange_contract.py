"""The exchange in a minus contract of auction piquet (VARIANTS.md section 2): discards valued by the contract.

Master's exchange (``exchange.py``) values a discard by the deal's points (calls, pique, the play as in a
plus game), which in a minus contract rewards keeping the high cards the declarer must not hold.  Here each
world's two final hands are played out as the auction's estimate plays them (:func:`auction_estimate.play_out`:
the calling with pique and repique at 21, both sides ducking by rule of thumb, a point a trick, the cards,
capot) and the contract scored on the tricks (:meth:`Contract.score`, doubled or not): a discard is worth
the mean over the worlds of this seat's points minus the opponent's, the contract's included.

The candidates are the plus exchange's and, for a minus contract, the dangerous cards put out: of each
allowed size ``k``, every ``k`` of the ``k + 1`` cards most likely to win a trick (high, with few lower
cards of their suit to duck with).  What is approximate: the play by rules of thumb; the opponent's
exchange (a plain player's, as in the estimate).  Only the seat's :class:`SeatView` is read.

Measured (Master with it against Master exchanging for the points, ``python -m piquet_gui.bench.players
--game auction --a master --b piquet_gui.bench.endgame:PointsExchangeMaster --pairs 400 --seed 22``):
+11.15 points a mirrored pair, 95% interval [+4.26, +18.05] (+5.58 a deal, [+2.13, +9.03]); 151 pairs won,
129 lost, 120 drawn; Master's decisions p95 154 ms, max 912 ms.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from ..model.actions import Discard
from ..model.cards import CARDS, iter_bits, mask_of
from ..model.view import SeatView
from .auction_estimate import play_out
from .exchange import Judge

CONTRACT_SEARCH = (4, 48)
"""The plain exchange's best discards weighed besides the minus ones, and the worlds: a play-out costs more
than the points' estimate (about 1.4 s p95 with the plain 12 over 200 worlds; this keeps a decision near
0.25 s)."""


def contract_judge(view: SeatView[Any]) -> Judge | None:
    """In a minus contract, what a world's final hands (elder's, younger's) are worth to this seat: its points
    minus the opponent's with the contract's (see the module); else None."""
    contract = view.contract
    if contract is None or not contract.minus or len(view.seats) != 2:
        return None
    rules = view.rules
    me, other = view.seat, 1 - view.seat
    elder = view.elder
    start = (view.scores[0].carte_blanche, view.scores[1].carte_blanche)
    base_six = rules.contract_base == "six"

    def judge(elder_hand: int, younger_hand: int) -> float:
        final = (elder_hand, younger_hand) if elder == 0 else (younger_hand, elder_hand)
        won0, won1, p0, p1 = play_out(final, elder, True, rules, start)
        points = (p0, p1)
        seat, scored = contract.score((won0, won1), base_six)
        return points[me] - points[other] + (scored if seat == me else -scored)

    return judge


def danger(index: int, hand: int) -> tuple[int, int]:
    """How likely a card is to be forced to win a trick when ducking: its rank less the cards of its suit
    held below it (each can be played under a lead instead), then its rank."""
    rank = index & 7
    below = hand & (((1 << index) - 1) & (0xFF << (index & ~7)))
    return 2 * rank - below.bit_count(), rank


def by_danger(hand: int) -> list[int]:
    """The cards of ``hand`` (indices), the most dangerous (:func:`danger`) first."""
    return sorted(iter_bits(hand), key=lambda i: danger(i, hand), reverse=True)


def minus_candidates(view: SeatView[Any]) -> tuple[int, ...]:
    """Discards that put out the cards most likely to win tricks: of each allowed size ``k``, every ``k`` of
    the ``k + 1`` most dangerous cards."""
    hand = mask_of(view.hand)
    sizes = sorted({a.mask.bit_count() for a in view.legal_actions if isinstance(a, Discard)})
    if not sizes:
        return ()
    ranked = by_danger(hand)
    out: list[int] = []
    for size in range(sizes[0], sizes[-1] + 1):
        for chosen in combinations(ranked[:size + 1], size):
            mask = mask_of(CARDS[i] for i in chosen)
            if mask not in out:
                out.append(mask)
    return tuple(out)
