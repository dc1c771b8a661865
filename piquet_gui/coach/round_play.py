"""The cards of a three-handed (normand) or four-handed (partnership) deal, valued from the seat's view alone.

Each of ``worlds`` deals of the cards the seat cannot see is dealt to agree with everything it has seen and
heard (``ai.round_search.sample_world``: the cards shown in the calls and with carte blanche stay with their
holder, a seat that did not follow a suit holds none of it, and every seat's hand agrees with what it said
in the calls, ``ai.round_inference``).  The same deals serve every legal card.  In each, a card is valued in
points of the deal to its end:

* **four hands**: the seat's side's points minus the other side's (the partners' points are one score);
* **three hands**: the seat's points minus the *mean* of the other two's.  Each of the three plays for
  himself, so a point won from either opponent is worth the same to him, and the three values of a deal add
  up to nothing, as "my points minus the opponent's" does in two hands: one seat's gain is the others' loss,
  on the same scale as the two-handed coach's.  It is also what the round solver and the computer players of
  three hands play for (``ai.round_solver``: the max-n value), so the coach asks of a card what Master asks.

How the rest of the deal is played out in a sampled deal: where at most :data:`EXACT_TRICKS` tricks are left
(the trick in play included), exactly, every seat playing its best by the round solver
(``ai.round_solver.solve``); earlier, the exact solver would take seconds a deal (a three-handed deal's first
card: about 7 s for one sampled deal on this machine), so every seat plays the simple player's cards
(``ai.table_play``, the computer players' rollouts) until :data:`EXACT_TRICKS` are left, and the solver counts
the rest exactly (``ai.round_search.rollout``).  So the early cards are valued against reasonable play rather
than perfect play, and say so (``VALUED_EARLY``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..ai.round_search import rollout, sample_world, seat_score
from ..ai.round_solver import solve
from ..model.actions import Play
from ..model.view import SeatView

EXACT_TRICKS = 6
"""From this many tricks left, a card is valued by the exact solver alone (measured: 24 sampled deals of a
three-handed deal solved with 6 tricks left in well under a second; with 8 left, 3 to 10 s)."""

VALUED_EARLY = "the play to the last tricks by the computer's rollouts, then exactly"


def exact(view: SeatView[Any]) -> bool:
    """The play from this view is valued exactly to the deal's end (few tricks left)."""
    left: int = view.rules.hand_size - len(view.tricks)
    return left <= EXACT_TRICKS


def round_play_rows(view: SeatView[Any], plays: Sequence[Play], rng: random.Random,
                    worlds: int) -> list[list[float]]:
    """Per legal card (in the order of ``plays``), its value in each of ``worlds`` sampled deals (the same
    deals for every card), in points of the deal (see the module's docstring)."""
    seat = view.seat
    rows: list[list[float]] = [[] for _ in plays]
    whole = exact(view)
    for _ in range(worlds):
        world = sample_world(view, rng, True)
        if whole:
            now = seat_score(world, seat)
            values = solve(world)
            for row, play in zip(rows, plays):
                row.append(now + values[play.card.index])
        else:
            for row, play in zip(rows, plays):
                row.append(rollout(world, play.card, seat, exact_at=EXACT_TRICKS))
    return rows
