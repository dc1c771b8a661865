"""One deal of three-handed piquet (Piquet normand, VARIANTS.md section 3), as a state machine.

The same shape as the two-handed :class:`~piquet_gui.model.deal.Deal` (``legal_actions()``,
``apply(action)`` returning events, ``view(seat)``, ``copy()``) over the shared parts: cards,
combinations, the actions and events, the score sheet.  What differs is here: ten cards each and a
talon of two; only the dealer exchanges (0 to 2); each category is called in turn from eldest, a call
at least equal to the best so far or a pass (``Call`` with no combination), the single best call
scoring with its holder's lesser ones and a tie for best scoring nothing; repique and pique at 20
(the score becomes 90, or 60); ten tricks of three cards, 10 for the most tricks (a tie: nobody) and
20 for capot; and the moment rule, the deal stopping when a total reaches the target.

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

from . import combinations as combos
from .actions import PLAYS, Action, CarteBlanche, Call, Discard, Play
from .cards import CARDS, FULL_PACK, SUIT_MASKS, Card, cards_of, mask_of
from .combinations import CATEGORY_ORDER
from .deal import has_carte_blanche
from .discards import DiscardChoices
from .errors import IllegalActionError
from .events import (CardPlayed, CarteBlancheAnnounced, CarteBlancheShown, Event, Exchanged, Said, Scored,
                     Speech)
from .scoring import DealScore, ScoreItem
from .tricks import ActionLog, Phase, TargetReachedStop, follow_problem, winning_position

_ITEMS = (ScoreItem.POINT, ScoreItem.SEQUENCES, ScoreItem.SETS)


@dataclasses.dataclass(frozen=True, slots=True)
class NormandRules:
    """The numbers and options of the three-handed deal (defaults as VARIANTS.md section 3)."""

    dealer_must_exchange: bool = False
    capot_points: int = 20
    most_tricks_points: int = 10
    carte_blanche_points: int = 10
    threshold: int = 20
    """Repique (I-IV) and pique (I-V) are judged at this score."""
    repique_bonus: int = 70
    pique_bonus: int = 40
    hand_size: int = 10
    lowest_set_rank: int = 3


@dataclasses.dataclass(frozen=True)
class TrioView:
    """What one seat of a three-handed deal may know: its own cards, and what has been shown or said."""

    seat: int
    dealer: int
    eldest: int
    phase: Phase
    to_act: int | None
    hand: tuple[Card, ...]
    dealt: tuple[Card, ...]
    discard: tuple[Card, ...]
    """The dealer's own discard (empty for the others)."""
    drawn: tuple[Card, ...]
    """The talon cards the dealer took (empty for the others: untaken cards stay unseen)."""
    shown: tuple[tuple[Card, ...], ...]
    """Per seat, its cards shown in good calls and in an announced carte blanche (its own hand for itself)."""
    said: tuple[Said, ...]
    tricks: tuple[tuple[int, tuple[Card, ...]], ...]
    """Tricks played: (leader, the cards in the order played)."""
    trick: tuple[Card, ...]
    tricks_won: tuple[int, ...]
    scores: tuple[DealScore, ...]
    legal_actions: Sequence[Action]


class ThreeHandDeal(ActionLog):
    """A deal of three hands.  Seats are 0, 1, 2 in the order of play; eldest is the seat after the dealer."""

    seats = 3

    def __init__(self, dealer: int, hands: Sequence[Iterable[Card]], talon: Sequence[Card],
                 rules: NormandRules | None = None) -> None:
        self.rules = rules = rules or NormandRules()
        if dealer not in (0, 1, 2):
            raise ValueError(f"dealer must be seat 0, 1 or 2, not {dealer!r}")
        masks = [mask_of(h) for h in hands]
        if len(masks) != 3 or any(m.bit_count() != rules.hand_size for m in masks):
            raise ValueError(f"each of three seats must be dealt {rules.hand_size} different cards")
        talon_list = list(talon)
        if len(talon_list) != 32 - 3 * rules.hand_size or masks[0] | masks[1] | masks[2] | mask_of(talon_list) \
                != FULL_PACK or sum(m.bit_count() for m in masks) + len(talon_list) != 32:
            raise ValueError("the hands and the talon must hold the 32 cards, each once")
        self.dealer = dealer
        self.order = tuple((dealer + k) % 3 for k in (1, 2, 3))
        self.eldest = self.order[0]
        self.dealt = masks[:]
        self.hands = masks[:]
        self.talon = tuple(c.index for c in talon_list)
        self.discard = 0
        self.taken: int | None = None
        self.cb_holders = tuple(s for s in self.order if has_carte_blanche(masks[s]))
        self.cb_announced: tuple[int, ...] = ()
        self.category = 0
        self.speaker = 0
        """Index in ``order`` of the seat to speak in the current category."""
        self.calls: list[list[tuple[int, ...] | None]] = [[None] * 3 for _ in range(3)]
        self.winners: list[int | None] = []
        self.scores = [DealScore(), DealScore(), DealScore()]
        self.hand_points = [0, 0, 0]
        self.play_scored = [0, 0, 0]
        self.bonus_done = False
        self.shown = [0, 0, 0]
        self.said: list[Said] = []
        self.trick: list[int] = []
        self.leader = self.eldest
        self.tricks: list[tuple[int, tuple[int, ...]]] = []
        self.tricks_won = [0, 0, 0]
        self.history: list[Action] = []
        self.actors: list[int] = []
        self.stop_at: tuple[int, ...] | None = None
        self.stopped: int | None = None
        self.phase = Phase.CARTE_BLANCHE
        self.to_act: int | None = None
        self._next_carte_blanche(0)

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

    def copy(self) -> ThreeHandDeal:
        new = ThreeHandDeal.__new__(ThreeHandDeal)
        new.__dict__.update(self.__dict__)
        new.dealt, new.hands, new.calls = self.dealt[:], self.hands[:], [c[:] for c in self.calls]
        new.winners, new.scores = self.winners[:], [s.copy() for s in self.scores]
        new.hand_points, new.play_scored, new.shown = self.hand_points[:], self.play_scored[:], self.shown[:]
        new.said, new.trick, new.tricks = self.said[:], self.trick[:], self.tricks[:]
        new.tricks_won, new.history, new.actors = self.tricks_won[:], self.history[:], self.actors[:]
        return new

    # --- questions ------------------------------------------------------------------------

    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def hand(self, seat: int) -> list[Card]:
        return cards_of(self.hands[seat])

    def legal_actions(self) -> Sequence[Action]:
        """What the seat to act may do; calls are listed as a pass and the best call that may be made."""
        phase = self.phase
        if phase is Phase.PLAY:
            assert self.to_act is not None
            hand = self.hands[self.to_act]
            if self.trick:
                hand = hand & SUIT_MASKS[self.trick[0] >> 3] or hand
            return [PLAYS[c.index] for c in cards_of(hand)]
        if phase is Phase.DECLARATION:
            category = CATEGORY_ORDER[self.category]
            assert self.to_act is not None
            best = combos.best_call(category, self.hands[self.to_act], self.rules.lowest_set_rank)
            out: list[Action] = [Call(category, ())]
            if best and combos.call_strength(category, best) >= self._best_so_far()[0]:
                out.insert(0, Call(category, best))
            return out
        if phase is Phase.EXCHANGE:
            return DiscardChoices(self.hands[self.dealer], 1 if self.rules.dealer_must_exchange else 0, 2)
        if phase is Phase.CARTE_BLANCHE:
            return [CarteBlanche(True), CarteBlanche(False)]
        return []

    def view(self, seat: int) -> TrioView:
        dealer_seat = seat == self.dealer
        drawn: tuple[Card, ...] = ()
        if dealer_seat and self.taken:
            drawn = tuple(CARDS[i] for i in self.talon[:self.taken])
        shown = []
        for other in range(3):
            if other == seat:
                shown.append(tuple(cards_of(self.hands[seat])))
                continue
            mask = self.shown[other]
            if other in self.cb_announced and self.taken is not None:
                mask |= self.dealt[other]
            shown.append(tuple(cards_of(mask)))
        return TrioView(
            seat=seat, dealer=self.dealer, eldest=self.eldest, phase=self.phase, to_act=self.to_act,
            hand=tuple(cards_of(self.hands[seat])), dealt=tuple(cards_of(self.dealt[seat])),
            discard=tuple(cards_of(self.discard)) if dealer_seat else (), drawn=drawn, shown=tuple(shown),
            said=tuple(self.said), tricks=tuple((lead, tuple(CARDS[i] for i in cards)) for lead, cards in self.tricks),
            trick=tuple(CARDS[i] for i in self.trick), tricks_won=tuple(self.tricks_won),
            scores=tuple(s.copy() for s in self.scores),
            legal_actions=self.legal_actions() if self.to_act == seat else ())

    # --- the one place where the state changes ---------------------------------------------

    def _apply(self, action: Action, events: list[Event]) -> None:
        phase = self.phase
        if phase is Phase.PLAY and type(action) is Play:
            self._play(action.card, events)
        elif phase is Phase.DECLARATION and type(action) is Call:
            self._call(action, events)
        elif phase is Phase.EXCHANGE and type(action) is Discard:
            self._exchange(action.mask, events)
        elif phase is Phase.CARTE_BLANCHE and type(action) is CarteBlanche:
            self._carte_blanche(action.announce, events)
        elif phase is Phase.OVER:
            why = f"seat {self.stopped} reached the target" if self.stopped is not None else "all tricks are played"
            raise IllegalActionError(f"the deal is over ({why}), not {action}")
        else:
            raise IllegalActionError(f"seat {self.to_act} must {phase.value} now, not {action}")

    # --- carte blanche and the exchange ------------------------------------------------------

    def _next_carte_blanche(self, start: int) -> None:
        waiting = [s for s in self.cb_holders[start:]]
        if waiting:
            self.phase, self.to_act = Phase.CARTE_BLANCHE, waiting[0]
        else:
            self.phase, self.to_act = Phase.EXCHANGE, self.dealer

    def _carte_blanche(self, announce: bool, events: list[Event]) -> None:
        seat = self.to_act
        assert seat is not None
        if announce:
            self.cb_announced += (seat,)
            events.append(CarteBlancheAnnounced(seat))
            self._reckon_hand(seat, ScoreItem.CARTE_BLANCHE, self.rules.carte_blanche_points, (), events)
        self._next_carte_blanche(self.cb_holders.index(seat) + 1)

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
        self.phase, self.category, self.speaker, self.to_act = Phase.DECLARATION, 0, 0, self.eldest

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

    def _call(self, action: Call, events: list[Event]) -> None:
        seat = self.to_act
        assert seat is not None
        category = CATEGORY_ORDER[self.category]
        if action.category is not category:
            raise IllegalActionError(f"seat {seat} must call {category.value} now, not {action.category.value}")
        call = action.combos
        if call:
            problem = combos.call_problem(category, call, self.hands[seat], self.rules.lowest_set_rank)
            if problem:
                raise IllegalActionError(f"seat {seat} calls {category.value} {problem}")
            if combos.call_strength(category, call) < self._best_so_far()[0]:
                raise IllegalActionError(f"seat {seat} calls {category.value} below the best call so far; "
                                         "a call must at least equal it")
        self.calls[seat][self.category] = call
        said = self._words(seat, category, call)
        self.said.append(said)
        events.append(said)
        self.speaker += 1
        if self.speaker < 3:
            self.to_act = self.order[self.speaker]
            return
        best, holders = self._best_so_far()
        winner = holders[0] if len(holders) == 1 else None  # a tie for best: nobody
        self.winners.append(winner)
        if winner is not None:
            won = self.calls[winner][self.category]
            assert won is not None
            self._reckon_hand(winner, _ITEMS[self.category], combos.call_score(category, won), won, events)
        if self.category < 2:
            self.category, self.speaker, self.to_act = self.category + 1, 0, self.eldest
        else:
            self.phase, self.to_act, self.leader = Phase.PLAY, self.eldest, self.eldest

    @staticmethod
    def _words(seat: int, category: combos.Category, call: tuple[int, ...]) -> Said:
        if not call:
            return Said(seat, category, Speech.NO_CALL)
        first, _ = combos.call_strength(category, call)
        if category is combos.Category.SETS:
            return Said(seat, category, Speech.CALL, first // 8, CARDS[first % 8].rank)
        return Said(seat, category, Speech.CALL, first)

    # --- scoring ------------------------------------------------------------------------------

    def _others_scored(self, seat: int) -> bool:
        return any(self.scores[s].total for s in range(3) if s != seat)

    def _reckon_hand(self, seat: int, item: ScoreItem, points: int, call: tuple[int, ...],
                     events: list[Event]) -> None:
        """A hand score (I-IV), reckoned in the order of reckoning; repique is judged here."""
        self.hand_points[seat] += points
        self._score(seat, item, points, call, events)
        if not self.bonus_done and not self._others_scored(seat) and self.hand_points[seat] >= self.rules.threshold:
            self.bonus_done = True
            self._score(seat, ScoreItem.REPIQUE, self.rules.repique_bonus, (), events)
        self._halt()

    def _score_play(self, seat: int, points: int, events: list[Event]) -> None:
        self.play_scored[seat] += points
        self._score(seat, ScoreItem.PLAY, points, (), events)
        if not self.bonus_done and not self._others_scored(seat) \
                and self.hand_points[seat] + self.play_scored[seat] >= self.rules.threshold:
            self.bonus_done = True
            self._score(seat, ScoreItem.PIQUE, self.rules.pique_bonus, (), events)
        self._halt()

    def _score(self, seat: int, item: ScoreItem, points: int, call: tuple[int, ...], events: list[Event]) -> None:
        sheet = self.scores[seat]
        sheet.add(item, points)
        for mask in call:
            self.shown[seat] |= mask
        events.append(Scored(seat, item, points, tuple(tuple(cards_of(m)) for m in call), sheet.total))
        if self.stop_at is not None and self.stopped is None and sheet.total >= self.stop_at[seat]:
            self.stopped = seat

    def _halt(self) -> None:
        if self.stopped is not None:
            raise TargetReachedStop()

    # --- play ---------------------------------------------------------------------------------

    def _play(self, card: Card, events: list[Event]) -> None:
        seat = self.to_act
        assert seat is not None
        hand = self.hands[seat]
        problem = follow_problem(seat, card, hand, self.trick[0] if self.trick else None)
        if problem:
            raise IllegalActionError(problem)
        self.hands[seat] = hand & ~card.bit
        self.trick.append(card.index)
        number = len(self.tricks) + 1
        events.append(CardPlayed(seat, card, number))
        self.to_act = (seat + 1) % 3
        if len(self.trick) == 1:
            self._score_play(seat, 1, events)
            return
        if len(self.trick) < 3:
            return
        winner = (self.leader + winning_position(self.trick)) % 3
        self.tricks.append((self.leader, tuple(self.trick)))
        self.trick = []
        self.tricks_won[winner] += 1
        last = number == self.rules.hand_size
        points = (1 if winner != self.leader else 0) + (1 if last else 0)
        self.leader = self.to_act = winner
        if points:
            self._score_play(winner, points, events)
        if last:
            self._finish(events)

    def _finish(self, events: list[Event]) -> None:
        most = max(self.tricks_won)
        leaders = [s for s in range(3) if self.tricks_won[s] == most]
        if len(leaders) == 1:
            seat = leaders[0]
            if most == self.rules.hand_size:
                self._score(seat, ScoreItem.CAPOT, self.rules.capot_points, (), events)
            else:
                self._score(seat, ScoreItem.CARDS, self.rules.most_tricks_points, (), events)
            self._halt()
        self.phase, self.to_act = Phase.OVER, None
