"""A three-handed variant for the bench: a call that would only *equal* the best so far is not made.

Three-handed (VARIANTS §3) a call must at least equal the best so far, and a tie for best scores nothing:
a seat whose best only equals the best call may call it, to cancel it, or pass and let it score.  The
simple player (``normand_player.py``) always calls its best, so it always cancels.  This variant passes
instead, to measure whether cancelling is right against two opponents::

    python -m piquet_gui.bench.players --game normand --a simple \\
        --b piquet_gui.bench.normand_no_cancel:NoCancel --pairs 6000 --seed 3 --jobs 1

Measured: cancelling is right.  6000 deals in three rotations: the simple player +0.10 a deal against two
of this variant, 95% interval [+0.09, +0.12] (787 deals decided, 99.6% of them by the simple player);
1500 parties in three rotations (``--parties 1500``): +0.01 stakes a partie [-0.01, +0.03].  Passing on an
equal leaves the best caller his points and ends one's own chance of pique and repique, and a rival who
scores is one step further from being last, whether he is behind or ahead in the game.
"""

from __future__ import annotations

import random
from typing import Any

from ..ai.normand_player import NormandPlayer
from ..model import combinations as combos
from ..model.actions import Action, Call
from ..model.combinations import Category
from ..model.events import Said, Speech
from ..model.view import SeatView


def said_strength(said: Said) -> combos.Strength:
    """The strength a three-handed call's words say (they say all it is judged on)."""
    rank = int(said.rank) if said.rank is not None else 0
    if said.category is Category.POINT:
        return said.value, said.pips
    if said.category is Category.SEQUENCES:
        return said.value, rank
    return said.value * 8 + rank, 0


class NoCancel(NormandPlayer):
    """The simple three-handed player, except that it passes where its best only equals the best call."""

    seats = 3
    name = "Normand (no cancelling)"

    def __init__(self, rng: random.Random | None = None) -> None:
        super().__init__(rng)

    def choose(self, view: SeatView[Any]) -> Action:
        action = super().choose(view)
        if len(view.seats) == 3 and isinstance(action, Call) and action.combos and view.category is not None:
            best = max((said_strength(s) for s in view.said if s.category is view.category
                        and s.speech is Speech.CALL), default=combos.NO_STRENGTH)
            if combos.call_strength(view.category, action.combos) == best:
                return Call(view.category, ())
        return action
