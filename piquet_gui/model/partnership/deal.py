"""One deal of four-handed partnership piquet (VARIANTS.md section 4), as a state machine.

A :class:`~piquet_gui.model.round_deal.RoundDeal`, which holds what three- and four-handed piquet share
(carte blanche in turn, the calls category by category, repique and pique when a side reaches 20 before
the other scores, the tricks, the most tricks and capot, the moment rule's stop).  What is the
partnership's own is here: seats 0 and 2 side A, 1 and 3 side B, scores kept by side; eight cards
each, no talon, no exchange; in each category a seat speaks only to beat the best call so far (option
``equal_calls_cancel``: an opponent's equal call cancels); the point never under 30 pips and scoring
only the best call; sequences and sets counted for the best call's side from both partners'
declarations; the numbers: 10 for five tricks or more, 40 for capot (``PartnershipRules``).

A seat's ``Call`` is what it would show (its declaration): a call that does not beat the best so far
is not spoken, but its combinations still count if its partner's call proves best.  Such a seat is offered
a pass alone, and its view says why (``SeatView.unspoken``): a point as nothing, sequences and sets as the
declaration that may still count.  What is offered, said and recorded is one thing.

>>> import random
>>> deal = PartnershipDeal.shuffled(dealer=3, rng=random.Random(3))
>>> while not deal.is_over():
...     _ = deal.apply(random.Random(1).choice(deal.legal_actions()))
>>> sum(deal.tricks_won), deal.eldest
(8, 0)
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterable, Sequence

from .. import combinations as combos
from ..actions import Action, Call
from ..cards import CARDS, SUIT_MASKS, Card, mask_of, pips
from ..combinations import CATEGORY_ORDER, Category
from ..events import Event, Said, Speech, said_for
from ..round_deal import RoundDeal
from ..tricks import Phase

SIDES = ("A", "B")


def side_of(seat: int) -> int:
    """Seats 0 and 2 are side A (0), seats 1 and 3 side B (1)."""
    return seat % 2


@dataclasses.dataclass(frozen=True, slots=True)
class PartnershipRules:
    """The numbers and options of the four-handed deal (defaults as VARIANTS.md section 4)."""

    equal_calls_cancel: bool = False
    """An opponent may call equal to the best so far, and equal best calls of both sides cancel."""
    deal_323: bool = False
    """Deal by three, two and three instead of by twos (only how a shuffled pack is dealt)."""
    carte_blanche_points: int = 10
    lowest_point: int = 30
    """A point of fewer pips may not be called."""
    threshold: int = 20
    """Repique (I-IV) and pique (I-V) are judged at this side score."""
    repique_bonus: int = 70
    pique_bonus: int = 40
    cards_points: int = 10
    capot_points: int = 40
    hand_size: int = 8
    lowest_set_rank: int = 3


class PartnershipDeal(RoundDeal):
    """A deal of four hands; seats 0-3 in the order of play, eldest the seat after the dealer.

    ``scores``, ``stop_at`` and ``stopped`` (the moment rule) are by side.
    """

    seats = 4
    side_count = 2

    def __init__(self, dealer: int, hands: Sequence[Iterable[Card]], rules: PartnershipRules | None = None) -> None:
        self.best: list[int] = []
        """The seats whose spoken call is the best so far in the current category (two: equal calls)."""
        self._deal(dealer, [mask_of(h) for h in hands], 0, rules or PartnershipRules())

    @classmethod
    def shuffled(cls, dealer: int, rng: random.Random,
                 rules: PartnershipRules | None = None) -> PartnershipDeal:
        """Eight cards each from a shuffled pack, eldest first, by twos (or 3-2-3 with ``deal_323``)."""
        rules = rules or PartnershipRules()
        pack = list(CARDS)
        rng.shuffle(pack)
        hands: list[list[Card]] = [[], [], [], []]
        position = 0
        for packet in (3, 2, 3) if rules.deal_323 else (2, 2, 2, 2):
            for k in (1, 2, 3, 4):
                hands[(dealer + k) % 4].extend(pack[position:position + packet])
                position += packet
        return cls(dealer, hands, rules)

    def copy(self) -> PartnershipDeal:
        new: PartnershipDeal = super().copy()
        new.best = self.best[:]
        return new

    def side_of(self, seat: int) -> int:
        return seat % 2  # as side_of() says (not a call to it: this is asked at every card)

    def _side_name(self, side: int) -> str:
        return f"side {SIDES[side]}"

    # --- questions ------------------------------------------------------------------------

    def declaration(self, category: Category, seat: int) -> tuple[int, ...]:
        """The seat's call in full (best point if it may be called, every sequence, every set)."""
        hand = self.hands[seat]
        if category is Category.POINT:  # the longest suit, the most pips first: no smaller point is the best
            point = max((hand & suit for suit in SUIT_MASKS), key=combos.point_strength)
            return (point,) if pips(point) >= self.rules.lowest_point else ()
        return combos.best_call(category, hand, self.rules.lowest_set_rank)

    def _call_choices(self, seat: int) -> Sequence[Action]:
        """A declaration listed in full, and as nothing (sinking it); where it cannot beat the best so far, a pass
        alone (:meth:`unspoken`): sequences and sets as the declaration, which counts if the partner's call
        proves best, the point as nothing."""
        category = CATEGORY_ORDER[self.category]
        full = self.declaration(category, seat)
        if full and self.unspoken(seat):  # only the best point scores: an unspoken point is nothing at all
            return [Call(category, () if category is Category.POINT else full)]
        return [Call(category, full), Call(category, ())] if full else [Call(category, ())]

    def unspoken(self, seat: int) -> bool:
        """True if the seat, to call now, holds a declaration that cannot beat the best so far: it says nothing."""
        if self.to_act != seat or self.phase is not Phase.DECLARATION:
            return False
        category = CATEGORY_ORDER[self.category]
        full = self.declaration(category, seat)
        return bool(full) and self._speaks(seat, combos.call_strength(category, full)) is False

    # --- declarations -----------------------------------------------------------------------

    def best_strength(self) -> combos.Strength:
        """The strength of the best call spoken so far in the current category."""
        if not self.best:
            return combos.NO_STRENGTH
        call = self.calls[self.best[0]][self.category]
        return combos.call_strength(CATEGORY_ORDER[self.category], call or ())

    def _speaks(self, seat: int, strength: combos.Strength) -> bool | None:
        """True if a call of ``strength`` by ``seat`` beats the best so far, None if it may call equal to it."""
        best = self.best_strength()
        if strength > best:
            return True
        if strength == best and self.rules.equal_calls_cancel and len(self.best) == 1 \
                and side_of(self.best[0]) != side_of(seat):
            return None
        return False

    def _call_problem(self, category: Category, call: tuple[int, ...]) -> str | None:
        if category is Category.POINT and pips(call[0]) < self.rules.lowest_point:
            return f"of {pips(call[0])}: a point is never called under {self.rules.lowest_point}"
        return None

    def _call(self, call: tuple[int, ...], events: list[Event]) -> None:
        """A seat speaks only to beat the best so far; the best call's side scores (both partners' combinations)."""
        seat = self.to_act
        assert seat is not None
        category = CATEGORY_ORDER[self.category]
        speaks = self._speaks(seat, combos.call_strength(category, call)) if call else False
        if category is Category.POINT and speaks is False:
            call = ()  # a point that cannot beat is a pass, and is recorded as one
        self.calls[seat][self.category] = call
        if speaks:
            self.best = [seat]
        elif speaks is None:
            self.best.append(seat)
        said = said_for(seat, category, call if speaks is not False else (), in_full=True)
        if speaks is None:
            said = Said(seat, category, Speech.EQUAL, said.value, said.rank)
        if not self._said(said, events):
            return
        winner = side_of(self.best[0]) if len(self.best) == 1 else None  # equal calls of both sides: nobody
        self.winners.append(winner)
        if winner is not None:
            self._score_category(category, self.best[0], events)
        self.best = []
        self._next_category()

    def _score_category(self, category: Category, holder: int, events: list[Event]) -> None:
        """The point: the best call alone; sequences and sets: every one both partners declared."""
        partners = (holder,) if category is Category.POINT else (holder, (holder + 2) % 4)
        self._reckon_calls(category, [(mask, seat) for seat in partners for mask in self.calls[seat][self.category]
                                      or ()], events)
