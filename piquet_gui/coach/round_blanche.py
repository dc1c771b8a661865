"""Carte blanche in three and four hands (issue 30): announcing it or not, judged from the holder's view alone.

Carte blanche is decided before anything else of the deal, so the holder knows his own cards and which
seats before him announced one (shown at once in four hands; in three, not before the exchange, so such a
seat's hand is drawn among the unseen cards without a king, queen or knave).  Over ``worlds`` deals of the
unseen cards agreeing with that (a seat before him holding a carte blanche it did not announce is not drawn:
the computer players always announce), the deal is rebuilt through the engine at the decision, each choice
made, the later holders announcing (as the computer players do), the three-handed dealer exchanging as the
computer does (``ai.normand_player.exchange``), the calling made in full and the deal played out
(``coach.round_calls.finished_value``: the simple play, the last tricks exactly), in points of the deal
for the seat (three hands its points less the mean of the others', four hands its side's less the other
side's).  **Not valued**: what announcing tells the others (the hand shown).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..ai.normand_player import exchange
from ..model.actions import Action, CarteBlanche
from ..model.cards import CARDS, COURT_CARDS, FULL_PACK, cards_of, iter_bits, mask_of
from ..model.errors import IllegalActionError
from ..model.normand.deal import ThreeHandDeal
from ..model.partnership.deal import PartnershipDeal
from ..model.round_deal import RoundDeal
from ..model.tricks import Phase
from ..model.view import SeatView
from .round_calls import finished_value, sampled_rows

WORLDS = 24
"""Sampled deals carte blanche is judged over (each played out: as many as a call's)."""

VALUED = ("the carte blanche's points and what they do to the calling, repique and pique, the deal then played "
          "out (the simple play, the last tricks exactly); what showing the hand tells is not valued")
"""What carte blanche's values count in three and four hands (the judgement's ``valued``)."""


def blanche_rows(view: SeatView[Any], actions: Sequence[Action], rng: random.Random,
                 worlds: int = WORLDS) -> list[list[float]]:
    """Announcing or not: per alternative (in the order of ``actions``), its value in each sampled deal (the
    same for all; fewer than ``worlds`` where too few agree, none: no deal agrees)."""
    return sampled_rows(actions, worlds, lambda: _at_decision(view, rng),
                        lambda deal, action: _value(deal, action, view.seat))


def _at_decision(view: SeatView[Any], rng: random.Random) -> RoundDeal | None:
    """A deal agreeing with the view, rebuilt at the seat's carte blanche (None: it does not agree)."""
    n = len(view.seats)
    me = view.seat
    size = view.rules.hand_size
    hands = [0] * n
    hands[me] = mask_of(view.dealt or view.hand)
    unknown = FULL_PACK & ~hands[me]
    announced = tuple(view.carte_blanche)
    for seat in announced:
        shown = mask_of(view.carte_blanche_shown[seat])
        if not shown:  # announced, not shown yet: a hand without a court card
            plain = sorted(iter_bits(unknown & ~COURT_CARDS))
            if len(plain) < size:
                return None
            shown = sum(1 << i for i in rng.sample(plain, size))
        hands[seat] = shown
        unknown &= ~shown
    rest = sorted(iter_bits(unknown))
    rng.shuffle(rest)
    for seat in range(n):
        if seat != me and seat not in announced:
            hands[seat] = sum(1 << i for i in rest[:size])
            rest = rest[size:]
    try:
        if n == 4:
            deal: RoundDeal = PartnershipDeal(view.dealer, [cards_of(m) for m in hands], view.rules)
        else:
            deal = ThreeHandDeal(view.dealer, [cards_of(m) for m in hands], [CARDS[i] for i in rest], view.rules)
        while deal.phase is Phase.CARTE_BLANCHE and deal.to_act != me:
            deal.apply(CarteBlanche(deal.to_act in announced))
    except (IllegalActionError, ValueError):
        return None
    if deal.phase is not Phase.CARTE_BLANCHE or deal.to_act != me or tuple(deal.cb_announced) != announced:
        return None
    before = deal.cb_holders[:deal.cb_holders.index(me)]
    return deal if set(before) == set(announced) else None


def _value(deal: RoundDeal, action: Action, seat: int) -> float:
    """``action`` made, the later holders announcing, the dealer's exchange, then the calling and the play."""
    trial = deal.copy()
    trial.apply(action)
    while trial.phase is Phase.CARTE_BLANCHE:
        trial.apply(CarteBlanche(True))
    while trial.phase is Phase.EXCHANGE:
        to_act = trial.to_act
        assert to_act is not None
        trial.apply(exchange(trial.view(to_act)))
    return finished_value(trial, seat)
