"""One deal of three-handed piquet (Piquet normand, VARIANTS.md section 3), as a state machine.

A :class:`~piquet_gui.model.round_deal.RoundDeal`, which holds what three- and four-handed piquet share
(carte blanche in turn, the calls category by category, repique and pique at 20, the tricks, the most
tricks and capot, the moment rule's stop).  What is the three-handed game's own is here: each seat a
side of its own; ten cards each and a talon of two; only the dealer exchanges (0 to 2), and an
announced carte blanche is shown once he has; a call must at least equal the best so far, or pass
(``Call`` with no combination), and its words say all it is judged on; the single best call scores with
its holder's lesser ones, a tie for best scores nothing; the numbers: 10 for the most tricks, 20 for
capot (``NormandRules``).

>>> import random
>>> deal = ThreeHandDeal.shuffled(dealer=2, rng=random.Random(3))
>>> while not deal.is_over():
...     _ = deal.apply(random.Random(1).choice(deal.legal_actions()))
>>> sum(deal.tricks_won)
10
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterable, Sequence

from .. import combinations as combos
from ..actions import Action, Call
from ..cards import CARDS, Card, cards_of, mask_of
from ..combinations import CATEGORY_ORDER
from ..discards import DiscardChoices
from ..errors import IllegalActionError
from ..events import CarteBlancheShown, Event, Exchanged, said_for
from ..round_deal import RoundDeal
from ..tricks import Phase


@dataclasses.dataclass(frozen=True, slots=True)
class NormandRules:
    """The numbers and options of the three-handed deal (defaults as VARIANTS.md section 3)."""

    dealer_must_exchange: bool = False
    capot_points: int = 20
    cards_points: int = 10
    """For the most tricks (a tie for the most: nobody)."""
    carte_blanche_points: int = 10
    threshold: int = 20
    """Repique (I-IV) and pique (I-V) are judged at this score."""
    repique_bonus: int = 70
    pique_bonus: int = 40
    hand_size: int = 10
    lowest_set_rank: int = 3


class ThreeHandDeal(RoundDeal):
    """A deal of three hands.  Seats are 0, 1, 2 in the order of play; eldest is the seat after the dealer.

    Each seat is a side of its own: ``scores``, ``stop_at`` and ``stopped`` are by seat.
    """

    seats = 3
    side_count = 3
    shows_carte_blanche_at_once = False

    def __init__(self, dealer: int, hands: Sequence[Iterable[Card]], talon: Sequence[Card],
                 rules: NormandRules | None = None) -> None:
        rules = rules or NormandRules()
        talon_list = list(talon)
        if len(talon_list) != 32 - 3 * rules.hand_size:
            raise ValueError("the hands and the talon must hold the 32 cards, each once")
        self.talon = tuple(c.index for c in talon_list)
        self.discard = 0
        self.taken: int | None = None
        self._deal(dealer, [mask_of(h) for h in hands], mask_of(talon_list), rules)

    @classmethod
    def shuffled(cls, dealer: int, rng: random.Random, rules: NormandRules | None = None) -> ThreeHandDeal:
        """Ten cards each by twos from a shuffled pack, eldest first; the last two are the talon."""
        pack = list(CARDS)
        rng.shuffle(pack)
        hands: list[list[Card]] = [[], [], []]
        order = [(dealer + k) % 3 for k in (1, 2, 3)]
        for packet in range(15):
            hands[order[packet % 3]].extend(pack[2 * packet:2 * packet + 2])
        return cls(dealer, hands, pack[30:], rules)

    def side_of(self, seat: int) -> int:
        return seat

    # --- questions ------------------------------------------------------------------------

    def _call_choices(self, seat: int) -> Sequence[Action]:
        """A pass, and the best call the seat may make (one at least equal to the best so far)."""
        category = CATEGORY_ORDER[self.category]
        best = combos.best_call(category, self.hands[seat], self.rules.lowest_set_rank)
        out: list[Action] = [Call(category, ())]
        if best and combos.call_strength(category, best) >= self._best_so_far()[0]:
            out.insert(0, Call(category, best))
        return out

    def _discard_choices(self) -> Sequence[Action]:
        return DiscardChoices(self.hands[self.dealer], 1 if self.rules.dealer_must_exchange else 0, 2)

    def _carte_blanche_seen(self) -> bool:
        return self.taken is not None or self.is_over()  # after the exchange, or the deal stopped before it

    def _public_start(self) -> tuple[Phase, int, Sequence[Action]]:
        return Phase.EXCHANGE, self.dealer, self._discard_choices()

    def _exchange_seen(self, seat: int) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
        if seat != self.dealer:
            return (), ()
        drawn = tuple(CARDS[i] for i in self.talon[:self.taken or 0])
        return tuple(cards_of(self.discard)), drawn

    def _talon_seen(self, seat: int) -> tuple[tuple[Card | None, ...], tuple[int | None, ...]]:
        took = self.taken if seat == self.dealer else 0
        talon = tuple(CARDS[i] if position < (took or 0) else None for position, i in enumerate(self.talon))
        return talon, tuple(self.taken if s == self.dealer else None for s in range(self.seats))

    # --- the exchange -------------------------------------------------------------------------

    def _after_carte_blanche(self) -> None:
        self.phase, self.to_act = Phase.EXCHANGE, self.dealer

    def _exchange(self, mask: int, events: list[Event]) -> None:
        seat = self.dealer
        hand = self.hands[seat]
        if mask & ~hand:
            raise IllegalActionError(f"seat {seat} discards cards it does not hold")
        low = 1 if self.rules.dealer_must_exchange else 0
        count = mask.bit_count()
        if not low <= count <= 2:
            raise IllegalActionError(f"seat {seat} (the dealer) may put out {low} to 2 cards, not {count}")
        drawn = sum(1 << i for i in self.talon[:count])
        self.hands[seat] = (hand & ~mask) | drawn
        self.discard, self.taken = mask, count
        events.append(Exchanged(seat, count))
        for holder in self.cb_announced:
            events.append(CarteBlancheShown(holder, tuple(cards_of(self.dealt[holder]))))
        self._start_calls()

    # --- declarations -----------------------------------------------------------------------

    def _best_so_far(self) -> tuple[combos.Strength, list[int]]:
        """The strongest call in the current category so far, and the seats that made it."""
        category = CATEGORY_ORDER[self.category]
        best, holders = combos.NO_STRENGTH, []
        for seat in self.order[:self.speaker]:
            call = self.calls[seat][self.category]
            if not call:
                continue
            strength = combos.call_strength(category, call)
            if strength > best:
                best, holders = strength, [seat]
            elif strength == best:
                holders.append(seat)
        return best, holders

    def _call(self, call: tuple[int, ...], events: list[Event]) -> None:
        """A call must at least equal the best so far; the single best scores with its lesser ones, a tie none."""
        seat = self.to_act
        assert seat is not None
        category = CATEGORY_ORDER[self.category]
        if call and combos.call_strength(category, call) < self._best_so_far()[0]:
            raise IllegalActionError(f"seat {seat} calls {category.value} below the best call so far; "
                                     "a call must at least equal it")
        self.calls[seat][self.category] = call
        # The words say all the call is judged on: the next seat's choices follow from them alone.
        if not self._said(said_for(seat, category, call, in_full=True), events):
            return
        _, holders = self._best_so_far()
        winner = holders[0] if len(holders) == 1 else None  # a tie for best: nobody
        self.winners.append(winner)
        if winner is not None:
            self._reckon_calls(category, [(mask, winner) for mask in self.calls[winner][self.category] or ()], events)
        self._next_category()
