"""Why a decision cost what it did, where the cause is simple and certain (issue 30: words a player can use).

:func:`why` looks at a judged decision (its choice and the best alternative the coach found) and the seat's view,
and names the cause only where it can be proved from them, never guessed; None otherwise:

* **a discard that broke a combination** (the two-handed exchange, the three-handed dealer's): the hand the best
  discard keeps holds a stronger point, sequence or set than the hand the choice keeps (the talon's cards, which
  the seat cannot know, left out), and that category alone: in the other two, the choice keeps as strong a
  combination as the best.  The point and sequences compare by their first level (the number of cards: a point of
  five kept against a point of four), sets by their strength (three kings against none).
* **a call sunk that was certain to score**: the choice sinks a combination (two hands: elder calls nothing, or
  younger answers "Good" while he holds better; three and four hands: silence instead of the declaration) and the
  best is to declare it, and it was certain to win the category: younger's reply beats the call elder made (and
  elder then scores his: :attr:`WhyKind.SUNK_GIVEN`), or no hand the others could hold (every card the seat does
  not hold or has not put out) could beat or tie it (:attr:`WhyKind.SUNK_LOST`).

* **a card whose cost is the pique** (two-handed play): only one seat can still make pique, and over
  :data:`PIQUE_WORLDS` deals of the unseen cards agreeing with the view (drawn from the view and the decision's
  place alone), the play solved exactly with pique and without it: without it the best card is nowhere better
  than the choice, with it the best is better on the whole: the cost is the pique's alone, the seat's own
  (:attr:`WhyKind.PIQUE_LOST`) or the opponent's (:attr:`WhyKind.PIQUE_GIVEN`).  Worked out only where pique is
  still open (the play solved twice more in each of those deals); repique (decided in the calls) and capot are
  not told.

Only decisions the coach found a better choice for (:func:`worth_saying`) get a why.  A function of the view and
the judgement alone: twin deals, judged alike, get the same why.
"""

from __future__ import annotations

import dataclasses
import enum
import random
from typing import TYPE_CHECKING, Any

from ..model import combinations as combos
from ..model.actions import Call, Discard, Play, Reply, ReplyKind
from ..model.cards import FULL_PACK, mask_of, text
from ..model.combinations import CATEGORY_ORDER, Category, Strength
from ..model.events import Speech
from ..model.view import SeatView

if TYPE_CHECKING:
    from .analysis import Judged


class WhyKind(enum.Enum):
    BROKE = "broke"
    """The discard put out a card of a combination the best discard kept (``cards``: that combination,
    ``thrown``: its cards put out)."""
    SUNK_GIVEN = "sunk given"
    """Younger allowed elder's call good while holding one that beat it (``cards``): elder scored his instead."""
    PIQUE_LOST = "pique lost"
    """A card that cost the seat its pique: the cost is the pique's alone (``card``: the card played)."""
    PIQUE_GIVEN = "pique given"
    """A card that gave the opponent his pique: the cost is the pique's alone."""
    SUNK_LOST = "sunk lost"
    """A combination (``cards``) sunk that was sure to win, declared (nothing the others could hold beats or ties
    it, or younger's against elder's silence): its points thrown away."""


@dataclasses.dataclass(frozen=True)
class Why:
    """The cause of a decision's cost, in the few facts its words need."""

    kind: WhyKind
    category: Category | None
    """The combination's category (None for a card's pique)."""
    cards: int
    """The combination (a mask of cards): the one broken, or the one sunk; the card played (the pique's)."""
    thrown: int = 0
    """Its cards the discard put out (:attr:`WhyKind.BROKE`)."""
    worlds: int = 0
    """The sampled deals it was proved over (the pique's kinds)."""

    @property
    def size(self) -> int:
        """The combination's cards: a point of five, a quint, three kings (three)."""
        return self.cards.bit_count()

    def record(self) -> dict[str, Any]:
        """As analyse's JSON gives it."""
        if self.kind in PIQUE_KINDS:
            return {"kind": self.kind.value, "card": text(self.cards), "worlds": self.worlds}
        assert self.category is not None
        return {"kind": self.kind.value, "category": self.category.value, "cards": text(self.cards),
                "size": self.size, "thrown": text(self.thrown) if self.thrown else None}

    def line(self) -> str:
        """In analyse's lines (English)."""
        if self.kind is WhyKind.PIQUE_LOST:
            return f"the card lost the pique: the cost is the pique alone ({self.worlds} deals)"
        if self.kind is WhyKind.PIQUE_GIVEN:
            return f"the card gave the opponent his pique: the cost is the pique alone ({self.worlds} deals)"
        assert self.category is not None
        name = f"{self.category.value} {text(self.cards)}"
        if self.kind is WhyKind.BROKE:
            return f"the discard broke the {name} (put out {text(self.thrown)}); the best kept it"
        if self.kind is WhyKind.SUNK_GIVEN:
            return f"sinking the {name} gave the category to the opponent"
        return f"sinking the {name} threw it away: declared, it could not have lost"


PIQUE_KINDS = (WhyKind.PIQUE_LOST, WhyKind.PIQUE_GIVEN)

PIQUE_WORLDS = 24
"""Deals of the unseen cards a card's pique is proved over (as many as a card is judged over)."""


def worth_saying(judged: Judged) -> bool:
    """The coach found a better choice (by a twentieth of a point at least) than the one made."""
    return judged.skipped is None and judged.best is not None and judged.best != judged.choice \
        and (judged.cost or 0.0) >= 0.05


def why(view: SeatView[Any], judged: Judged) -> Why | None:
    """The simple and certain cause of the judged decision's cost (see the module), or None."""
    if not worth_saying(judged):
        return None
    choice, best = judged.choice, judged.best
    if isinstance(choice, Discard) and isinstance(best, Discard):
        return _broken(view, choice, best)
    if isinstance(choice, Call | Reply) and isinstance(best, Call | Reply):
        return _sunk(view, choice, best)
    if isinstance(choice, Play) and isinstance(best, Play) and len(view.seats) == 2:
        return _pique(view if view.seats == (0, 1) else view.as_dealt(), choice, best, judged)
    return None


# --- the play ---------------------------------------------------------------------------------------

def _pique(view: SeatView[Any], choice: Play, best: Play, judged: Judged) -> Why | None:
    """A two-handed card whose cost is the pique's alone: only one seat can still make pique, and over
    :data:`PIQUE_WORLDS` deals of the unseen cards (drawn as the coach draws them, from the view and the
    decision's place alone), with pique left out of the play the best card is nowhere better than the choice,
    while with it the best is better on the whole.  (Checked only where pique is still open: the play solved
    twice more in each deal.)"""
    from ..ai.knowledge import Knowledge
    from ..ai.solver import solve
    from ..ai.world import play_world

    if any(s.pique or s.repique for s in view.scores):
        return None
    hands = Knowledge.from_view(view).sample(random.Random(f"why:{judged.deal}:{judged.step}"), PIQUE_WORLDS)
    if not hands:
        return None
    worlds = [play_world(view, hand) for hand in hands]
    needs = _pique_needs(worlds[0])  # (the points scored so far: the same in every deal)
    if needs is None:
        return None
    mine, theirs = (needs[0], needs[1]) if view.seat == view.elder else (needs[1], needs[0])
    if (mine is None) == (theirs is None):
        return None  # both seats or neither: not one simple cause
    gained = 0
    for world in worlds:
        opened = solve(world)
        closed = world.copy()
        closed.bonus_done = True
        plain = solve(closed)
        if plain[best.card.index] > plain[choice.card.index]:
            return None  # the plain play favours the best somewhere: not the pique alone
        gained += opened[best.card.index] - opened[choice.card.index]
    if gained <= 0:
        return None
    kind = WhyKind.PIQUE_LOST if mine is not None else WhyKind.PIQUE_GIVEN
    return Why(kind, None, choice.card.bit, worlds=len(worlds))


def _pique_needs(deal: Any) -> tuple[int | None, int | None] | None:
    """The points elder and younger each still need for pique (None for a seat that can no longer make it), or
    None when neither can: what ``Deal._check_pique`` judges (as the play solver reads it)."""
    if deal.bonus_done:
        return None
    threshold = deal.thresholds()[0]

    def need(seat: int) -> int | None:
        if deal.hand_points[1 - seat] or deal.play_scored[1 - seat]:
            return None
        count: int = deal.hand_points[seat] + deal.play_scored[seat]
        if deal.cards_early and deal.tricks_won[seat] >= 7:
            count += deal.rules.cards_points
        return int(threshold) - count

    elder, younger = need(deal.elder), need(deal.younger)
    return None if elder is None and younger is None else (elder, younger)


# --- the exchange -----------------------------------------------------------------------------------

def _strongest(category: Category, hand: int, lowest: int) -> int:
    """The hand's strongest combination of the category (a mask; 0 for none)."""
    call = combos.best_call(category, hand, lowest)
    if not call:
        return 0
    return max(call, key=lambda mask: combos.strength(category, mask))


def _measure(category: Category, mask: int) -> Strength:
    return combos.strength(category, mask) if mask else combos.NO_STRENGTH


def _broken(view: SeatView[Any], choice: Discard, best: Discard) -> Why | None:
    hand = mask_of(view.hand)
    lowest = view.rules.lowest_set_rank
    kept_choice, kept_best = hand & ~choice.mask, hand & ~best.mask
    better: list[tuple[Category, int]] = []
    for category in CATEGORY_ORDER:
        mine = _strongest(category, kept_choice, lowest)
        theirs = _strongest(category, kept_best, lowest)
        if _measure(category, mine) > _measure(category, theirs):
            return None  # the choice kept something stronger: a trade, not a simple cause
        if _measure(category, theirs) > _measure(category, mine):
            better.append((category, theirs))
    if len(better) != 1:
        return None
    category, kept = better[0]
    mine = _strongest(category, kept_choice, lowest)
    if category is not Category.SETS and _measure(category, kept)[0] <= _measure(category, mine)[0]:
        return None  # the same number of cards kept, weaker: not broken
    thrown = kept & choice.mask
    return Why(WhyKind.BROKE, category, kept, thrown) if thrown else None


# --- the calls --------------------------------------------------------------------------------------

def _sunk(view: SeatView[Any], choice: Call | Reply, best: Call | Reply) -> Why | None:
    category = choice.category
    if best.category is not category or choice.combos or not best.combos:
        return None
    combination = max(best.combos, key=lambda mask: combos.strength(category, mask))
    if isinstance(choice, Reply):
        if choice.kind is not ReplyKind.GOOD or not isinstance(best, Reply) or best.kind is not ReplyKind.NOT_GOOD:
            return None
        theirs = [s.speech for s in view.said if s.category is category and s.seat != view.seat]
        if Speech.CALL in theirs:
            # His call stood against a reply that beat it (the engine offers "Not good" only then): he scored it.
            return Why(WhyKind.SUNK_GIVEN, category, combination)
        if Speech.NO_CALL in theirs:
            return Why(WhyKind.SUNK_LOST, category, combination)  # nothing called against it: it stood alone
        return None
    elif not isinstance(best, Call):
        return None
    if _unbeatable(view, category, combination):
        return Why(WhyKind.SUNK_LOST, category, combination)
    return None


def _unbeatable(view: SeatView[Any], category: Category, combination: int) -> bool:
    """No hand the others could hold (every card not in the seat's hand or discard) makes a combination of the
    category as strong as ``combination``."""
    possible = FULL_PACK & ~(mask_of(view.hand) | mask_of(view.discard))
    lowest = view.rules.lowest_set_rank
    if category is Category.SEQUENCES:
        strongest = max((combos.strength(category, run) for run in combos.runs(possible)), default=combos.NO_STRENGTH)
    else:
        strongest = _measure(category, _strongest(category, possible, lowest))
    return combos.strength(category, combination) > strongest
