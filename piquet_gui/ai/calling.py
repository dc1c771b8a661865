"""Calling that reveals no more than needed (Cavendish, *Laws of Piquet*, the chapter on calling).

The computer normally makes the strongest true call: every point it can
score, it scores.  Two of the classic rules let it say less *without giving
up a single point*:

* **Elder does not call what cannot be good or equal.**  "Your best sequence
  is a quart to a queen ... You should not call the quart, as it cannot be
  good or equal, and by calling it you only expose your hand."  When every
  hand the opponent can hold (given what he has said and shown) beats this
  call, calling it scores nothing and only tells him where the cards are.
* **Younger does not ask when elder's call must be better.**  "When you are
  younger hand, and the elder calls a number of cards for point, equal to
  yours, you should not declare the equality if his point must be good."
  Asking "Making?" (or "How high?") would only show that he holds as many.

Younger may also answer on fewer cards than he holds ("Making?" on five of
six spades, held to five: Law 46); the computer never does so: holding more
than elder called, it says "Not good" with all of them.

Near the end of a game to a target (au cent's moment rule) the strongest true call stays the best: a
call only ever adds to its caller's total (never to the opponent's), a call sunk or made smaller only lets
the opponent's lesser combination score or costs the caller his own, the order in which the scores reckon
(Law 67) does not depend on what is called, and what the game is worth never falls as one's own total
rises or the opponent's falls (``target_value.game_value``, tested).  So no call that says less can
bring the target sooner or keep the opponent under half of it; what calling less can gain, the
information kept back, is what this module already weighs, at no cost in points.

"Every hand the opponent can hold" is judged on hands drawn to agree with
the seat's view (:class:`~piquet_gui.ai.knowledge.Knowledge`): all of them
must agree before the computer holds back.
"""

from __future__ import annotations

import random

from ..model import combinations as combos
from ..model.actions import Action, Call, Reply, ReplyKind
from ..model.cards import mask_of
from ..model.combinations import Category
from ..model.two_handed.deal import Step
from ..model.events import Speech
from ..model.view import SeatView
from .knowledge import Knowledge

SAMPLES = 40
"""Opponent hands drawn to judge a call; each of them must agree before anything is held back."""

ENOUGH = 20
"""Fewer agreeing hands than this and the computer does not trust the judgement: it calls in full."""


def discreet_declaration(view: SeatView, rng: random.Random, samples: int = SAMPLES) -> Action:
    """The strongest true call or answer, except where a weaker one costs no point and reveals less."""
    actions = view.legal_actions
    strongest = actions[0]
    category = view.category
    if category is None or not isinstance(strongest, Call | Reply):
        return strongest
    lowest = view.rules.lowest_set_rank
    if view.step is Step.CALL and isinstance(strongest, Call) and strongest.combos:
        mine = combos.call_strength(category, strongest.combos)
        theirs = _opponent_strengths(view, category, rng, samples)
        if len(theirs) >= ENOUGH and all(t > mine for t in theirs):
            return Call(category, ())
        return strongest
    if view.step is Step.REPLY:
        ask = next((a for a in actions if isinstance(a, Reply) and a.kind is ReplyKind.ASK), None)
        beats = any(isinstance(a, Reply) and a.kind is ReplyKind.NOT_GOOD for a in actions)
        if ask is None or beats:
            return strongest
        called = _elder_first_level(view, category)
        hand = mask_of(view.hand)
        as_many = max((combos.call_strength(category, c) for c in combos.calls(category, hand, lowest)
                       if combos.call_strength(category, c)[0] == called), default=None)
        if called is None or as_many is None:
            return strongest
        theirs = [t for t in _opponent_strengths(view, category, rng, samples) if t[0] == called]
        if len(theirs) >= ENOUGH and all(t > as_many for t in theirs):
            return Reply(category, ReplyKind.GOOD)
    return strongest


def _opponent_strengths(view: SeatView, category: Category, rng: random.Random,
                        samples: int) -> list[tuple[int, int]]:
    """The opponent's best call in ``category`` in each of his hands drawn to agree with the view."""
    lowest = view.rules.lowest_set_rank
    out = []
    for hand in Knowledge.from_view(view).sample(rng, samples):
        out.append(combos.call_strength(category, combos.best_call(category, hand, lowest)))
    return out


def _elder_first_level(view: SeatView, category: Category) -> int | None:
    """The first level of elder's call in ``category`` ("five cards", "a quart")."""
    for said in reversed(view.said):
        if said.category is category and said.seat == view.elder and said.speech is Speech.CALL:
            return said.value
    return None
