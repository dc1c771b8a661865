"""One deal of four-handed partnership piquet (VARIANTS.md section 4), as a state machine.

The same shape as the other deals (``legal_actions()``, ``apply(action)`` returning events,
``view(seat)``, ``copy()``) over the shared parts: cards, combinations, actions and events, the score
sheet, following suit and the moment rule's stop (``tricks``).  What differs is here: four seats, seats
0 and 2 side A, 1 and 3 side B, scores kept by side; eight cards each, no talon, no exchange; in each
category a seat speaks, in turn from eldest, only to beat the best call so far (option
``equal_calls_cancel``: an opponent's equal call cancels); the point never under 30 pips and scoring
only the best call; sequences and sets counted for the best call's side from both partners'
declarations; repique and pique when a side reaches 20 before the other side scores; eight tricks of
four cards, 10 for five or more and 40 for capot.

A seat's ``Call`` is what it would show (its declaration): a call that does not beat the best so far
is not spoken, but its combinations still count if its partner's call proves best.

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

from . import combinations as combos
from .actions import PLAYS, Action, CarteBlanche, Call, Play
from .cards import CARDS, FULL_PACK, SUIT_MASKS, Card, cards_of, iter_bits, mask_of, pips
from .combinations import CATEGORY_ORDER, Category
from .deal import has_carte_blanche
from .errors import IllegalActionError
from .events import CardPlayed, CarteBlancheAnnounced, CarteBlancheShown, Event, Said, Scored, Speech
from .normand import ThreeHandDeal
from .scoring import DealScore, ScoreItem
from .tricks import ActionLog, Phase, TargetReachedStop, follow_problem, winning_position

_ITEMS = {Category.POINT: ScoreItem.POINT, Category.SEQUENCES: ScoreItem.SEQUENCES, Category.SETS: ScoreItem.SETS}
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


@dataclasses.dataclass(frozen=True)
class PartnerView:
    """What one seat may know: its own cards (not its partner's), and what has been shown or said."""

    seat: int
    dealer: int
    eldest: int
    phase: Phase
    to_act: int | None
    hand: tuple[Card, ...]
    shown: tuple[tuple[Card, ...], ...]
    """Per seat, its cards shown in scoring declarations and an announced carte blanche (its own hand for itself)."""
    said: tuple[Said, ...]
    tricks: tuple[tuple[int, tuple[Card, ...]], ...]
    """Tricks played: (leader, the cards in the order played)."""
    trick: tuple[Card, ...]
    tricks_won: tuple[int, ...]
    """Per seat."""
    scores: tuple[DealScore, DealScore]
    """Per side: A (seats 0 and 2), B (seats 1 and 3)."""
    legal_actions: Sequence[Action]


class PartnershipDeal(ActionLog):
    """A deal of four hands; seats 0-3 in the order of play, eldest the seat after the dealer.

    ``stopped`` (the moment rule) and ``stop_at`` are by side.
    """

    seats = 4

    def __init__(self, dealer: int, hands: Sequence[Iterable[Card]], rules: PartnershipRules | None = None) -> None:
        self.rules = rules = rules or PartnershipRules()
        if dealer not in (0, 1, 2, 3):
            raise ValueError(f"dealer must be seat 0, 1, 2 or 3, not {dealer!r}")
        masks = [mask_of(h) for h in hands]
        if len(masks) != 4 or any(m.bit_count() != rules.hand_size for m in masks):
            raise ValueError(f"each of four seats must be dealt {rules.hand_size} different cards")
        if masks[0] | masks[1] | masks[2] | masks[3] != FULL_PACK:
            raise ValueError("the four hands must hold the 32 cards, each once")
        self.dealer = dealer
        self.order = tuple((dealer + k) % 4 for k in (1, 2, 3, 4))
        self.eldest = self.order[0]
        self.dealt = tuple(masks)
        self.hands = masks[:]
        self.cb_holders = tuple(s for s in self.order if has_carte_blanche(masks[s]))
        self.cb_announced: tuple[int, ...] = ()
        self.category = 0
        self.speaker = 0
        """Index in ``order`` of the seat to speak in the current category."""
        self.calls: list[list[tuple[int, ...] | None]] = [[None] * 3 for _ in range(4)]
        self.best: list[int] = []
        """The seats whose spoken call is the best so far in the current category (two: equal calls)."""
        self.winners: list[int | None] = []
        """Per category decided, the side that scored it (None: nobody)."""
        self.scores = [DealScore(), DealScore()]
        self.hand_points = [0, 0]
        self.bonus_done = False
        self.shown = [0, 0, 0, 0]
        self.said: list[Said] = []
        self.trick: list[int] = []
        self.leader = self.eldest
        self.tricks: list[tuple[int, tuple[int, ...]]] = []
        self.tricks_won = [0, 0, 0, 0]
        self.history: list[Action] = []
        self.actors: list[int] = []
        self.stop_at: tuple[int, int] | None = None
        self.stopped: int | None = None
        self.phase = Phase.CARTE_BLANCHE
        self.to_act: int | None = None
        self._next_carte_blanche(0)

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
        new = PartnershipDeal.__new__(PartnershipDeal)
        new.__dict__.update(self.__dict__)
        new.hands, new.calls, new.best = self.hands[:], [c[:] for c in self.calls], self.best[:]
        new.winners, new.scores = self.winners[:], [s.copy() for s in self.scores]
        new.hand_points, new.shown, new.said = self.hand_points[:], self.shown[:], self.said[:]
        new.trick, new.tricks, new.tricks_won = self.trick[:], self.tricks[:], self.tricks_won[:]
        new.history, new.actors = self.history[:], self.actors[:]
        return new

    # --- questions ------------------------------------------------------------------------

    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def hand(self, seat: int) -> list[Card]:
        return cards_of(self.hands[seat])

    def side_tricks(self) -> tuple[int, int]:
        return self.tricks_won[0] + self.tricks_won[2], self.tricks_won[1] + self.tricks_won[3]

    def declaration(self, category: Category, seat: int) -> tuple[int, ...]:
        """The seat's call in full (best point if it may be called, every sequence, every set)."""
        hand = self.hands[seat]
        if category is Category.POINT:  # the longest suit, the most pips first: no smaller point is the best
            point = max((hand & suit for suit in SUIT_MASKS), key=combos.point_strength)
            return (point,) if pips(point) >= self.rules.lowest_point else ()
        return combos.best_call(category, hand, self.rules.lowest_set_rank)

    def legal_actions(self) -> Sequence[Action]:
        """What the seat to act may do; a declaration is listed in full, and as nothing (sinking it)."""
        phase = self.phase
        if phase is Phase.PLAY:
            assert self.to_act is not None
            hand = self.hands[self.to_act]
            if self.trick:
                hand = hand & SUIT_MASKS[self.trick[0] >> 3] or hand
            return [PLAYS[i] for i in iter_bits(hand)]
        if phase is Phase.DECLARATION:
            assert self.to_act is not None
            category = CATEGORY_ORDER[self.category]
            full = self.declaration(category, self.to_act)
            return [Call(category, full), Call(category, ())] if full else [Call(category, ())]
        if phase is Phase.CARTE_BLANCHE:
            return [CarteBlanche(True), CarteBlanche(False)]
        return []

    def view(self, seat: int) -> PartnerView:
        shown = []
        for other in range(4):
            mask = self.shown[other] | (self.dealt[other] if other in self.cb_announced else 0)
            shown.append(tuple(cards_of(self.hands[seat] if other == seat else mask)))
        return PartnerView(
            seat=seat, dealer=self.dealer, eldest=self.eldest, phase=self.phase, to_act=self.to_act,
            hand=tuple(cards_of(self.hands[seat])), shown=tuple(shown), said=tuple(self.said),
            tricks=tuple((lead, tuple(CARDS[i] for i in cards)) for lead, cards in self.tricks),
            trick=tuple(CARDS[i] for i in self.trick), tricks_won=tuple(self.tricks_won),
            scores=(self.scores[0].copy(), self.scores[1].copy()),
            legal_actions=self.legal_actions() if self.to_act == seat else ())

    # --- the one place where the state changes ---------------------------------------------

    def _apply(self, action: Action, events: list[Event]) -> None:
        phase = self.phase
        if phase is Phase.PLAY and type(action) is Play:
            self._play(action.card, events)
        elif phase is Phase.DECLARATION and type(action) is Call:
            self._call(action, events)
        elif phase is Phase.CARTE_BLANCHE and type(action) is CarteBlanche:
            self._carte_blanche(action.announce, events)
        elif phase is Phase.OVER:
            why = f"side {SIDES[self.stopped]} reached the target" if self.stopped is not None \
                else "all tricks are played"
            raise IllegalActionError(f"the deal is over ({why}), not {action}")
        else:
            raise IllegalActionError(f"seat {self.to_act} must {phase.value} now, not {action}")

    def _next_carte_blanche(self, start: int) -> None:
        if start < len(self.cb_holders):
            self.phase, self.to_act = Phase.CARTE_BLANCHE, self.cb_holders[start]
        else:
            self.phase, self.category, self.speaker, self.to_act = Phase.DECLARATION, 0, 0, self.eldest

    def _carte_blanche(self, announce: bool, events: list[Event]) -> None:
        seat = self.to_act
        assert seat is not None
        if announce:  # no exchange to wait for: the hand is shown at once
            self.cb_announced += (seat,)
            events.append(CarteBlancheAnnounced(seat))
            events.append(CarteBlancheShown(seat, tuple(cards_of(self.dealt[seat]))))
            self._reckon_hand(seat, ScoreItem.CARTE_BLANCHE, self.rules.carte_blanche_points, (), events)
        self._next_carte_blanche(self.cb_holders.index(seat) + 1)

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

    def _call(self, action: Call, events: list[Event]) -> None:
        seat = self.to_act
        assert seat is not None
        category = CATEGORY_ORDER[self.category]
        if action.category is not category:
            raise IllegalActionError(f"seat {seat} must call {category.value} now, not {action.category.value}")
        call = action.combos
        if call:
            problem = combos.call_problem(category, call, self.hands[seat], self.rules.lowest_set_rank)
            if problem is None and category is Category.POINT and pips(call[0]) < self.rules.lowest_point:
                problem = f"of {pips(call[0])}: a point is never called under {self.rules.lowest_point}"
            if problem:
                raise IllegalActionError(f"seat {seat} calls {category.value} {problem}")
        self.calls[seat][self.category] = call
        speaks = self._speaks(seat, combos.call_strength(category, call)) if call else False
        if speaks:
            self.best = [seat]
        elif speaks is None:
            self.best.append(seat)
        said = ThreeHandDeal._words(seat, category, call if speaks is not False else ())  # the same words
        if speaks is None:
            said = Said(seat, category, Speech.EQUAL, said.value, said.rank)
        self.said.append(said)
        events.append(said)
        self.speaker += 1
        if self.speaker < 4:
            self.to_act = self.order[self.speaker]
            return
        winner = side_of(self.best[0]) if len(self.best) == 1 else None  # equal calls of both sides: nobody
        self.winners.append(winner)
        if winner is not None:
            self._score_category(category, self.best[0], events)
        if self.category < 2:
            self.category, self.speaker, self.to_act, self.best = self.category + 1, 0, self.eldest, []
        else:
            self.phase, self.to_act, self.leader = Phase.PLAY, self.eldest, self.eldest

    def _score_category(self, category: Category, holder: int, events: list[Event]) -> None:
        """The point: the best call alone; sequences and sets: every one both partners declared, strongest first."""
        won = self.calls[holder][self.category] or ()
        if category is Category.POINT:
            self._reckon_hand(holder, ScoreItem.POINT, combos.call_score(category, won), won, events)
            return
        held = [(mask, seat) for seat in (holder, (holder + 2) % 4) for mask in self.calls[seat][self.category] or ()]
        held.sort(key=lambda item: combos.strength(category, item[0]), reverse=True)
        for mask, seat in held:
            self._reckon_hand(seat, _ITEMS[category], combos.score(category, mask), (mask,), events)

    # --- scoring ------------------------------------------------------------------------------

    def _reckon_hand(self, seat: int, item: ScoreItem, points: int, call: tuple[int, ...],
                     events: list[Event]) -> None:
        """A hand score (I-IV) for the seat's side, in the order of reckoning; repique is judged here."""
        side = side_of(seat)
        self.hand_points[side] += points
        self._score(seat, item, points, call, events)
        self._bonus(seat, self.hand_points[side], ScoreItem.REPIQUE, self.rules.repique_bonus, events)

    def _score_play(self, seat: int, points: int, events: list[Event]) -> None:
        self._score(seat, ScoreItem.PLAY, points, (), events)
        side = side_of(seat)
        self._bonus(seat, self.hand_points[side] + self.scores[side].play, ScoreItem.PIQUE, self.rules.pique_bonus,
                    events)

    def _bonus(self, seat: int, reached: int, item: ScoreItem, points: int, events: list[Event]) -> None:
        """Repique or pique: the side reached the threshold before the other side scored (one a deal)."""
        if not self.bonus_done and reached >= self.rules.threshold and not self.scores[1 - side_of(seat)].total:
            self.bonus_done = True
            self._score(seat, item, points, (), events)
        if self.stopped is not None:
            raise TargetReachedStop()

    def _score(self, seat: int, item: ScoreItem, points: int, call: tuple[int, ...], events: list[Event]) -> None:
        """``seat`` reckons for its side; the event's total is the side's."""
        side = side_of(seat)
        sheet = self.scores[side]
        sheet.add(item, points)
        for mask in call:
            self.shown[seat] |= mask
        events.append(Scored(seat, item, points, tuple(tuple(cards_of(m)) for m in call), sheet.total))
        if self.stop_at is not None and self.stopped is None and sheet.total >= self.stop_at[side]:
            self.stopped = side

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
        self.to_act = (seat + 1) % 4
        if len(self.trick) == 1:
            self._score_play(seat, 1, events)  # the lead scores for the leader's side
            return
        if len(self.trick) < 4:
            return
        winner = (self.leader + winning_position(self.trick)) % 4
        self.tricks.append((self.leader, tuple(self.trick)))
        self.trick = []
        self.tricks_won[winner] += 1
        last = number == self.rules.hand_size
        points = (1 if side_of(winner) != side_of(self.leader) else 0) + (1 if last else 0)
        self.leader = self.to_act = winner
        if points:
            self._score_play(winner, points, events)
        if last:
            self._finish(winner, events)

    def _finish(self, last: int, events: list[Event]) -> None:
        won = self.side_tricks()
        side = 0 if won[0] > won[1] else 1
        if won[side] > self.rules.hand_size // 2:
            seat = last if side_of(last) == side else (last + 1) % 4
            capot = won[side] == self.rules.hand_size
            self._score(seat, ScoreItem.CAPOT if capot else ScoreItem.CARDS,
                        self.rules.capot_points if capot else self.rules.cards_points, (), events)
            if self.stopped is not None:
                raise TargetReachedStop()
        self.phase, self.to_act = Phase.OVER, None
