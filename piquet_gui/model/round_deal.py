"""What a deal of three or four hands shares, whoever plays it: seats in turn round the table, sides.

Piquet normand (three players, each a side of its own) and partnership piquet (four players, two sides)
differ only in the dealing, the exchange and how a category's calls are decided; this base holds the
rest, once: carte blanche announced in turn, the categories called one after the other from eldest, the
hand and play scores of a side with repique and pique at the threshold, following suit, tricks of one
card a seat, the most tricks and capot, the moment rule's stop, the seat's view and the fast copy.

A subclass sets ``seats``, ``side_of`` and ``side_count``, says what a seat may call (``_call_choices``)
and decides a category's calls (``_call``), and says what comes after carte blanche
(``_after_carte_blanche``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from . import combinations as combos
from .actions import Action, CarteBlanche, Call, Discard, Play, legal_plays
from .cards import CARDS, FULL_PACK, Card, cards_of
from .combinations import CATEGORY_ORDER, Category
from .cards import has_carte_blanche
from .errors import IllegalActionError
from .events import CarteBlancheAnnounced, CarteBlancheShown, Event, Said, Scored, Speech, TrickWon
from .scoring import DealScore, ScoreItem
from .tricks import ActionLog, Phase, TargetReachedStop, lay_card, winning_position
from .view import SeatView, Trick

ITEMS = {Category.POINT: ScoreItem.POINT, Category.SEQUENCES: ScoreItem.SEQUENCES, Category.SETS: ScoreItem.SETS}


class RoundDeal(ActionLog):
    """A deal of ``seats`` hands, seats numbered in the order of play, eldest the seat after the dealer."""

    seats: ClassVar[int]
    side_count: ClassVar[int]
    shows_carte_blanche_at_once: ClassVar[bool] = True
    """Whether an announced carte blanche is shown at once (else once the exchange is made)."""
    _copied: ClassVar[tuple[str, ...]] = (
        "hands", "winners", "hand_points", "shown", "said", "trick", "tricks", "tricks_won", "history", "actors")

    rules: Any
    """The game's numbers: ``hand_size``, ``lowest_set_rank``, ``carte_blanche_points``, ``threshold``,
    ``repique_bonus``, ``pique_bonus``, ``cards_points``, ``capot_points``."""

    def side_of(self, seat: int) -> int:
        raise NotImplementedError

    def _deal(self, dealer: int, masks: list[int], talon: int, rules: Any) -> None:
        """Check the cards and set up the state every such deal starts from."""
        seats = self.seats
        if dealer not in range(seats):
            raise ValueError(f"dealer must be seat 0 to {seats - 1}, not {dealer!r}")
        if len(masks) != seats or any(m.bit_count() != rules.hand_size for m in masks):
            raise ValueError(f"each of {seats} seats must be dealt {rules.hand_size} different cards")
        union = talon
        for mask in masks:
            union |= mask
        if union != FULL_PACK or sum(m.bit_count() for m in masks) + talon.bit_count() != 32:
            raise ValueError("the hands and the talon must hold the 32 cards, each once")
        self.rules = rules
        self.dealer = dealer
        self.order = tuple((dealer + k) % seats for k in range(1, seats + 1))
        self.eldest = self.order[0]
        self.dealt = tuple(masks)
        self.hands = masks[:]
        self.cb_holders = tuple(s for s in self.order if has_carte_blanche(masks[s]))
        self.cb_announced: tuple[int, ...] = ()
        self.category = 0
        self.speaker = 0
        """Index in ``order`` of the seat to speak in the current category."""
        self.calls: list[list[tuple[int, ...] | None]] = [[None] * 3 for _ in range(seats)]
        self.winners: list[int | None] = []
        """Per category decided, the side that scored it (None: nobody)."""
        self.scores = [DealScore() for _ in range(self.side_count)]
        self.hand_points = [0] * self.side_count
        self.bonus_done = False
        self.shown = [0] * seats
        self.said: list[Said] = []
        self.trick: list[int] = []
        self.leader = self.eldest
        self.tricks: list[tuple[int, tuple[int, ...]]] = []
        self.tricks_won = [0] * seats
        self.history: list[Action] = []
        self.actors: list[int] = []
        self.stop_at: tuple[int, ...] | None = None
        """Per side, the score at which the deal stops (the moment rule); ``stopped`` is that side."""
        self.stopped: int | None = None
        self.phase = Phase.CARTE_BLANCHE
        self.to_act: int | None = None
        self._next_carte_blanche(0)

    def copy(self) -> Any:
        new = type(self).__new__(type(self))
        new.__dict__.update(self.__dict__)
        for name in self._copied:
            setattr(new, name, getattr(self, name)[:])
        new.calls = [c[:] for c in self.calls]
        new.scores = [s.copy() for s in self.scores]
        return new

    # --- questions ------------------------------------------------------------------------

    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def hand(self, seat: int) -> list[Card]:
        return cards_of(self.hands[seat])

    def side_tricks(self) -> tuple[int, ...]:
        won = [0] * self.side_count
        for seat, count in enumerate(self.tricks_won):
            won[self.side_of(seat)] += count
        return tuple(won)

    def legal_actions(self) -> Sequence[Action]:
        """What the seat to act may do."""
        phase = self.phase
        if phase is Phase.PLAY:
            assert self.to_act is not None
            return legal_plays(self.hands[self.to_act], self.trick)
        if phase is Phase.DECLARATION:
            assert self.to_act is not None
            return self._call_choices(self.to_act)
        if phase is Phase.EXCHANGE:
            return self._discard_choices()
        if phase is Phase.CARTE_BLANCHE:
            return [CarteBlanche(True), CarteBlanche(False)]
        return []

    def _call_choices(self, seat: int) -> Sequence[Action]:
        raise NotImplementedError

    def _public_start(self) -> tuple[Phase, int, Sequence[Action]]:
        """Where the deal stands for every seat but the one deciding on its carte blanche (which nobody may
        learn it holds): the calls about to begin, eldest to call (and eldest's calls, for eldest)."""
        return Phase.DECLARATION, self.eldest, self._call_choices(self.eldest)

    def _discard_choices(self) -> Sequence[Action]:
        return []

    def _carte_blanche_seen(self) -> bool:
        return True

    def _exchange_seen(self, seat: int) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
        """The seat's own discard and the talon cards it took (none in a game without an exchange)."""
        return (), ()

    def _talon_seen(self, seat: int) -> tuple[tuple[Card | None, ...], tuple[int | None, ...]]:
        """The talon as ``seat`` has seen it (top first, None for a card unseen) and how many cards each seat
        took in (None where it has not exchanged): no talon in a game without one."""
        return (), (None,) * self.seats

    def view(self, seat: int) -> SeatView[Any]:
        blanche_seen = self._carte_blanche_seen()
        discard, drawn = self._exchange_seen(seat)
        talon, taken = self._talon_seen(seat)
        phase, to_act = self.phase, self.to_act
        legal = self.legal_actions() if to_act == seat else ()
        if phase is Phase.CARTE_BLANCHE and to_act != seat:
            phase, to_act, choices = self._public_start()
            legal = choices if to_act == seat else ()
        seats = tuple(range(self.seats))
        return SeatView(
            seat=seat, seats=seats, sides=tuple(self.side_of(s) for s in seats), rules=self.rules,
            dealer=self.dealer, eldest=self.eldest, phase=phase, to_act=to_act,
            hand=tuple(cards_of(self.hands[seat])), dealt=tuple(cards_of(self.dealt[seat])), discard=discard,
            drawn=drawn, talon=talon, taken=taken, shown=tuple(tuple(cards_of(mask)) for mask in self.shown),
            carte_blanche=self.cb_announced,
            carte_blanche_shown=tuple(tuple(cards_of(self.dealt[s])) if s in self.cb_announced and blanche_seen
                                      else () for s in seats),
            category=CATEGORY_ORDER[self.category] if phase is Phase.DECLARATION else None,
            said=tuple(self.said), winners=tuple(self.winners),
            tricks=tuple(Trick.of(lead, cards, seats) for lead, cards in self.tricks),
            trick=tuple(CARDS[i] for i in self.trick), tricks_won=tuple(self.tricks_won),
            scores=tuple(s.copy() for s in self.scores), legal_actions=legal,
            unspoken=bool(legal) and self.unspoken(seat))

    def unspoken(self, seat: int) -> bool:
        """True if what the seat may call now would not be spoken (it cannot beat the best so far): a pass."""
        return False

    # --- the one place where the state changes ---------------------------------------------

    def _apply(self, action: Action, events: list[Event]) -> None:
        phase = self.phase
        if phase is Phase.PLAY and type(action) is Play:
            self._play(action.card, events)
        elif phase is Phase.DECLARATION and type(action) is Call:
            self._call(self._checked_call(action), events)
        elif phase is Phase.EXCHANGE and type(action) is Discard:
            self._exchange(action.mask, events)
        elif phase is Phase.CARTE_BLANCHE and type(action) is CarteBlanche:
            self._carte_blanche(action.announce, events)
        elif phase is Phase.OVER:
            why = f"{self._side_name(self.stopped)} reached the target" if self.stopped is not None \
                else "all tricks are played"
            raise IllegalActionError(f"the deal is over ({why}), not {action}")
        else:
            raise IllegalActionError(f"seat {self.to_act} must {phase.value} now, not {action}")

    def _side_name(self, side: int) -> str:
        return f"seat {side}"

    def _exchange(self, mask: int, events: list[Event]) -> None:
        raise IllegalActionError("there is no exchange in this game")

    # --- carte blanche ----------------------------------------------------------------------

    def _next_carte_blanche(self, start: int) -> None:
        if start < len(self.cb_holders):
            self.phase, self.to_act = Phase.CARTE_BLANCHE, self.cb_holders[start]
        else:
            self._after_carte_blanche()

    def _after_carte_blanche(self) -> None:
        self._start_calls()

    def _carte_blanche(self, announce: bool, events: list[Event]) -> None:
        seat = self.to_act
        assert seat is not None
        if announce:
            self.cb_announced += (seat,)
            events.append(CarteBlancheAnnounced(seat))
            points, side = self.rules.carte_blanche_points, self.side_of(seat)
            if self.shows_carte_blanche_at_once:
                events.append(CarteBlancheShown(seat, tuple(cards_of(self.dealt[seat]))))
            elif self.stop_at is not None and self.scores[side].total + points >= self.stop_at[side]:
                # The deal stops on it, before the exchange: the hands announced are shown now.
                events.extend(CarteBlancheShown(h, tuple(cards_of(self.dealt[h]))) for h in self.cb_announced)
            self._reckon_hand(seat, ScoreItem.CARTE_BLANCHE, points, (), events)
        self._next_carte_blanche(self.cb_holders.index(seat) + 1)

    # --- declarations -----------------------------------------------------------------------

    def _start_calls(self) -> None:
        self.phase, self.category, self.speaker, self.to_act = Phase.DECLARATION, 0, 0, self.eldest

    def _checked_call(self, action: Call) -> tuple[int, ...]:
        """The call, if the seat to act may make it in the current category; else IllegalActionError."""
        seat = self.to_act
        category = CATEGORY_ORDER[self.category]
        if action.category is not category:
            raise IllegalActionError(f"seat {seat} must call {category.value} now, not {action.category.value}")
        call = action.combos
        if call:
            assert seat is not None
            problem = combos.call_problem(category, call, self.hands[seat], self.rules.lowest_set_rank) \
                or self._call_problem(category, call)
            if problem:
                raise IllegalActionError(f"seat {seat} calls {category.value} {problem}")
        return call

    def _call_problem(self, category: Category, call: tuple[int, ...]) -> str | None:
        return None

    def _call(self, call: tuple[int, ...], events: list[Event]) -> None:
        raise NotImplementedError

    def _said(self, said: Said, events: list[Event]) -> bool:
        """Record the words and pass the turn; True when every seat has spoken in this category."""
        self.said.append(said)
        events.append(said)
        self.speaker += 1
        if self.speaker < self.seats:
            self.to_act = self.order[self.speaker]
            return False
        return True

    def _reckon_calls(self, category: Category, held: Sequence[tuple[int, int]], events: list[Event]) -> None:
        """The combinations (mask, seat) that score in a category, one by one and strongest first, so that
        repique and the target are judged after each (C1: the quint makes 90, then the tierce 93)."""
        for mask, seat in sorted(held, key=lambda item: combos.strength(category, item[0]), reverse=True):
            points = combos.call_score(category, (mask,)) if category is Category.POINT \
                else combos.score(category, mask)
            self._reckon_hand(seat, ITEMS[category], points, (mask,), events)

    def _next_category(self) -> None:
        if self.category < 2:
            self.category, self.speaker, self.to_act = self.category + 1, 0, self.eldest
        else:
            self.phase, self.to_act, self.leader = Phase.PLAY, self.eldest, self.eldest

    # --- scoring ------------------------------------------------------------------------------

    def _reckon_hand(self, seat: int, item: ScoreItem, points: int, call: tuple[int, ...],
                     events: list[Event]) -> None:
        """A hand score (I-IV) for the seat's side, in the order of reckoning; repique is judged here."""
        side = self.side_of(seat)
        self.hand_points[side] += points
        self._score(seat, item, points, call, events)
        self._bonus(seat, self.hand_points[side], ScoreItem.REPIQUE, self.rules.repique_bonus, events)

    def _score_play(self, seat: int, points: int, events: list[Event]) -> None:
        self._score(seat, ScoreItem.PLAY, points, (), events)
        if self.bonus_done:  # (most plays: the one bonus of the deal is gone, only the target is left to judge)
            self._halt()
            return
        side = self.side_of(seat)
        self._bonus(seat, self.hand_points[side] + self.scores[side].play, ScoreItem.PIQUE, self.rules.pique_bonus,
                    events)

    def _bonus(self, seat: int, reached: int, item: ScoreItem, points: int, events: list[Event]) -> None:
        """Repique or pique: a side reached the threshold before any other side scored (one a deal)."""
        side = self.side_of(seat)
        if not self.bonus_done and reached >= self.rules.threshold \
                and not any(sheet.total for other, sheet in enumerate(self.scores) if other != side):
            self.bonus_done = True
            self._score(seat, item, points, (), events)
        self._halt()

    def _score(self, seat: int, item: ScoreItem, points: int, call: tuple[int, ...], events: list[Event]) -> None:
        """``seat`` reckons for its side; the event's total is the side's."""
        side = self.side_of(seat)
        sheet = self.scores[side]
        sheet.add(item, points)
        for mask in call:
            self.shown[seat] |= mask
        events.append(Scored(seat, item, points, tuple([tuple(cards_of(m)) for m in call]) if call else (),
                             sheet.total))
        if self.stop_at is not None and self.stopped is None and sheet.total >= self.stop_at[side]:
            self.stopped = side

    def _halt(self) -> None:
        if self.stopped is not None:
            raise TargetReachedStop()

    # --- play ---------------------------------------------------------------------------------

    def _play(self, card: Card, events: list[Event]) -> None:
        seat = self.to_act
        assert seat is not None
        trick = self.trick
        number = len(self.tricks) + 1
        lay_card(self.hands, seat, card, trick, number, events)
        seats = self.seats
        self.to_act = (seat + 1) % seats
        played = len(trick)
        if played == 1:
            self._score_play(seat, 1, events)  # the lead scores for the leader's side
            return
        if played < seats:
            return
        leader = self.leader
        winner = (leader + winning_position(trick)) % seats
        self.tricks.append((leader, tuple(trick)))
        events.append(TrickWon(winner, number, tuple([CARDS[i] for i in trick])))
        self.trick = []
        self.tricks_won[winner] += 1
        last = number == self.rules.hand_size
        points = (1 if self.side_of(winner) != self.side_of(leader) else 0) + (1 if last else 0)
        self.leader = self.to_act = winner
        if points:
            self._score_play(winner, points, events)
        if last:
            self._finish(winner, events)

    def _finish(self, last: int, events: list[Event]) -> None:
        """The most tricks (a side alone with the most; a tie scores nothing) or capot, then the deal is over."""
        won = self.side_tricks()
        most = max(won)
        if won.count(most) == 1:
            side = won.index(most)
            seat = next(s for s in (((last + k) % self.seats) for k in range(self.seats)) if self.side_of(s) == side)
            capot = most == self.rules.hand_size
            self._score(seat, ScoreItem.CAPOT if capot else ScoreItem.CARDS,
                        self.rules.capot_points if capot else self.rules.cards_points, (), events)
            self._halt()
        self.phase, self.to_act = Phase.OVER, None
