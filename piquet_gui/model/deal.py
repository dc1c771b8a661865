"""One deal of piquet as a state machine: ``legal_actions()`` and ``apply(action)``.

A deal runs through its phases (carte blanche, exchange, declarations, play)
one action at a time; the engine knows whose turn it is and refuses anything
the rules do not allow with an :class:`IllegalActionError` that says why.

>>> import random
>>> deal = Deal.shuffled(dealer=1, rng=random.Random(7))
>>> while not deal.is_over():
...     _ = deal.apply(random.Random(1).choice(deal.legal_actions()))
>>> sum(deal.tricks_won)
12
"""

from __future__ import annotations

import enum
import random
from collections.abc import Iterable, Sequence

from . import auction as bidding
from . import combinations as combos
from .actions import (SUIT_PLAYS, Action, Bid, CarteBlanche, Call, Discard, LookAtTalon, Play, Reply, ReplyKind,
                      plays_of)
from .cards import CARDS, FULL_PACK, Card, Rank, cards_of, mask_of, text
from .combinations import CATEGORY_ORDER, Category
from .discards import DiscardChoices
from .errors import IllegalActionError
from .events import (Bidden, CardPlayed, CarteBlancheAnnounced, CarteBlancheShown, ContractScored, Event,
                     Exchanged, Said, Scored, Speech, TalonDecision, TalonShown, TrickWon)
from .rules import LEFTOVER_FACE_UP, LEFTOVER_LAW_36, Rules
from .scoring import DealScore, ScoreItem
from .tricks import ActionLog, TargetReachedStop, follow_problem
from .tricks import Phase as Phase  # where it has always been imported from
from .view import SeatView

COURT_CARDS = mask_of(c for c in CARDS if c.rank in (Rank.KING, Rank.QUEEN, Rank.JACK))
LOW_RANKS = (Rank.SEVEN, Rank.EIGHT, Rank.NINE)

_ITEM_OF = {Category.POINT: ScoreItem.POINT, Category.SEQUENCES: ScoreItem.SEQUENCES,
            Category.SETS: ScoreItem.SETS}


class Step(enum.Enum):
    """Where the calling protocol stands within a category."""

    CALL = "call"        # elder calls
    REPLY = "reply"      # younger: Good / Not good / Making? (How high?)
    TELL = "tell"        # elder: Making 48 / To the king
    FINAL = "final"      # younger: Good / Not good: 49 / Equal


def has_carte_blanche(hand: int) -> bool:
    return hand & COURT_CARDS == 0


def deal_pack(pack: Sequence[Card], rules: Rules) -> tuple[list[Card], list[Card], list[Card]]:
    """Deal a pack top first, elder first, by twos or threes (Law 9): elder, younger, talon."""
    packet = 3 if rules.deal_by == "threes" else 2
    hands: list[list[Card]] = [[], []]
    position = 0
    while len(hands[1]) < rules.hand_size:
        for hand in hands:
            hand.extend(pack[position:position + packet])
            position += packet
    return hands[0], hands[1], list(pack[position:])


class Deal(ActionLog):
    """The state of one deal.  Seats are 0 and 1; the dealer is younger hand."""

    __slots__ = (
        "rules", "dealer", "elder", "younger", "dealt", "hands", "talon", "discards", "taken",
        "phase", "to_act", "cb_holder", "cb_announced", "category", "step", "calls", "asked",
        "winners", "scores", "hand_points", "bonus_done", "pending", "shown", "said",
        "trick", "leader", "tricks", "tricks_won", "leftover_look", "leftover_seen", "history",
        "play_scored", "cards_early", "actors",
    )

    rules: Rules
    dealer: int
    elder: int
    younger: int
    dealt: list[int]
    hands: list[int]
    talon: tuple[int, ...]
    discards: list[int]
    taken: list[int | None]
    phase: Phase
    to_act: int | None
    cb_holder: int | None
    cb_announced: bool
    category: int
    step: Step
    calls: list[list[tuple[int, ...] | None]]
    asked: list[bool]
    winners: list[int | None]
    scores: list[DealScore]
    hand_points: list[int]
    bonus_done: bool
    pending: list[tuple[ScoreItem, int, tuple[int, ...]]]
    shown: list[int]
    said: list[Said]
    trick: list[int]
    leader: int
    tricks: list[tuple[int, int, int]]
    tricks_won: list[int]
    leftover_look: bool | None
    leftover_seen: bool
    history: list[Action]
    actors: list[int]
    """Who took each action of ``history``."""
    play_scored: list[int]
    cards_early: bool
    # The variants' state (immutable values, defaults here: the two-handed game never sets them).
    stop_at: tuple[int, int] | None = None
    """The moment rule: the deal stops the instant seat ``s`` has scored ``stop_at[s]`` in it."""
    stopped: int | None = None
    """The seat whose total reached the target, once the deal has stopped for it."""
    bids: tuple[str, ...] = ()
    """Auction piquet: the calls so far, elder's first."""
    contract: bidding.Contract | None = None
    """Auction piquet: the contract, once the auction is over."""

    def __init__(self, dealer: int, hands: Sequence[Iterable[Card]], talon: Sequence[Card],
                 rules: Rules | None = None) -> None:
        """A deal of the given cards: ``hands[s]`` to seat ``s``, ``talon`` top first."""
        rules = rules or Rules()
        if dealer not in (0, 1):
            raise ValueError(f"dealer must be seat 0 or 1, not {dealer!r}")
        masks = [mask_of(h) for h in hands]
        hand_lists = [list(h) for h in hands]
        talon_list = list(talon)
        for seat, cards in enumerate(hand_lists):
            if len(cards) != rules.hand_size or masks[seat].bit_count() != rules.hand_size:
                raise ValueError(f"seat {seat} must be dealt {rules.hand_size} different cards")
        talon_size = 32 - rules.seats * rules.hand_size
        if len(talon_list) != talon_size or mask_of(talon_list).bit_count() != talon_size:
            raise ValueError(f"the talon must hold {talon_size} different cards")
        if masks[0] | masks[1] | mask_of(talon_list) != FULL_PACK:
            raise ValueError("the hands and the talon must hold the 32 cards, each once")
        self._setup(rules, dealer, masks, tuple(c.index for c in talon_list))

    @classmethod
    def shuffled(cls, dealer: int, rng: random.Random, rules: Rules | None = None) -> Deal:
        """A deal from a pack shuffled with ``rng``, dealt by twos or threes as the rules say."""
        rules = rules or Rules()
        pack = list(CARDS)
        rng.shuffle(pack)
        elder_cards, younger_cards, talon = deal_pack(pack, rules)
        hands = [younger_cards, younger_cards]
        hands[1 - dealer] = elder_cards
        return cls(dealer, hands, talon, rules)

    def _setup(self, rules: Rules, dealer: int, hands: list[int], talon: tuple[int, ...]) -> None:
        self.rules = rules
        self.dealer = dealer
        self.elder = 1 - dealer
        self.younger = dealer
        self.dealt = list(hands)
        self.hands = list(hands)
        self.talon = talon
        self.discards = [0, 0]
        self.taken = [None, None]
        self.cb_holder = next((s for s in (self.elder, self.younger) if has_carte_blanche(hands[s])), None)
        self.cb_announced = False
        self.category = 0
        self.step = Step.CALL
        self.calls = [[None, None, None], [None, None, None]]
        self.asked = [False, False, False]
        self.winners = [None, None, None]
        self.scores = [DealScore(), DealScore()]
        self.hand_points = [0, 0]
        self.bonus_done = False
        self.pending = []
        self.shown = [0, 0]
        self.said = []
        self.trick = []
        self.leader = self.elder
        self.tricks = []
        self.tricks_won = [0, 0]
        self.leftover_look = None
        self.leftover_seen = False
        self.history = []
        self.actors = []
        self.play_scored = [0, 0]
        self.cards_early = False
        if self.cb_holder is not None and not self._carte_blanche_late():
            self.phase, self.to_act = Phase.CARTE_BLANCHE, self.cb_holder
        else:
            self._after_carte_blanche()

    def _carte_blanche_late(self) -> bool:
        """True where younger decides on his carte blanche only after elder's exchange (au cent)."""
        return self.cb_holder == self.younger and self.rules.younger_carte_blanche_late

    def _after_carte_blanche(self) -> None:
        if self.rules.auction:
            self.phase, self.to_act = Phase.AUCTION, self.elder
        else:
            self._to_exchange()

    def _to_exchange(self, events: list[Event] | None = None) -> None:
        if self.rules.exchange:
            self.phase, self.to_act = Phase.EXCHANGE, self.elder
            return
        self.phase, self.to_act = Phase.DECLARATION, self.elder
        self.category, self.step = 0, Step.CALL
        if self.cb_announced and self.cb_holder is not None and events is not None:
            # Nobody exchanges: the carte blanche is shown when the exchange would have ended.
            events.append(CarteBlancheShown(self.cb_holder, tuple(cards_of(self.dealt[self.cb_holder]))))

    def copy(self) -> Deal:
        """An independent copy, cheap enough for search."""
        new = Deal.__new__(Deal)
        for name in _STATE:
            setattr(new, name, getattr(self, name))
        new.__dict__.update(self.__dict__)
        new.dealt, new.hands, new.discards = self.dealt[:], self.hands[:], self.discards[:]
        new.taken, new.asked, new.winners = self.taken[:], self.asked[:], self.winners[:]
        new.calls = [self.calls[0][:], self.calls[1][:]]
        new.scores = [self.scores[0].copy(), self.scores[1].copy()]
        new.hand_points, new.pending, new.shown = self.hand_points[:], self.pending[:], self.shown[:]
        new.said, new.trick, new.tricks = self.said[:], self.trick[:], self.tricks[:]
        new.tricks_won, new.history, new.play_scored = self.tricks_won[:], self.history[:], self.play_scored[:]
        new.actors = self.actors[:]
        return new

    # --- questions --------------------------------------------------------------------

    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def thresholds(self) -> tuple[int, int]:
        """(pique, repique): the rules' numbers, or those of auction piquet's contract."""
        contract = self.contract
        if contract is not None:
            return contract.thresholds
        return self.rules.pique_threshold, self.rules.repique_threshold

    @property
    def passed_out(self) -> bool:
        """Auction piquet: both passed; the deal does not count and the same dealer deals again."""
        return self.phase is Phase.OVER and self.rules.auction and self.contract is None

    @property
    def steps(self) -> int:
        """How many actions this deal has taken."""
        return len(self.history)

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know now, and nothing else."""
        return SeatView.of(self, seat)

    def hand(self, seat: int) -> list[Card]:
        return cards_of(self.hands[seat])

    def drawn(self, seat: int) -> range:
        """The talon's positions (top first) that ``seat`` took in its exchange: elder's from the top, younger's
        after them (none before its exchange)."""
        start = 0 if seat == self.elder else self.taken[self.elder] or 0
        return range(start, start + (self.taken[seat] or 0))

    def leftover(self) -> list[Card]:
        """Talon cards nobody took (known to the engine; see ``view`` for who may see them)."""
        used = sum(t or 0 for t in self.taken)
        return [CARDS[i] for i in self.talon[used:]]

    def legal_actions(self) -> Sequence[Action]:
        """Everything the player to act may do now; empty when the deal is over.

        Calls and replies are listed once per distinct strength (for each suit
        and size, the strongest cards), the best first; :meth:`apply` also
        accepts any other true call, as a game record may name one.
        """
        phase = self.phase
        if phase is Phase.PLAY:
            return self._legal_plays()
        if phase is Phase.DECLARATION:
            return self._legal_declarations()
        if phase is Phase.EXCHANGE:
            assert self.to_act is not None
            return self.discard_choices(self.to_act)
        if phase is Phase.CARTE_BLANCHE:
            return [CarteBlanche(True), CarteBlanche(False)]
        if phase is Phase.AUCTION:
            return [Bid(c) for c in bidding.legal_calls(self.bids, self.elder, self.rules.minus_outranks_plus)]
        return []

    def is_legal(self, action: Action) -> bool:
        return self.why_illegal(action) is None

    def why_illegal(self, action: Action) -> str | None:
        """The reason ``action`` is not allowed now, or None."""
        try:
            self.copy().apply(action)
        except IllegalActionError as error:
            return str(error)
        return None

    # --- the one place where the state changes -------------------------------------------

    def _apply(self, action: Action, events: list[Event]) -> None:
        phase = self.phase
        if phase is Phase.PLAY:
            if type(action) is Play:
                self._play(action.card, events)
            elif type(action) is LookAtTalon:
                self._look(action, events)
            else:
                raise IllegalActionError(self._wrong_kind(action))
        elif phase is Phase.DECLARATION:
            if type(action) is Call:
                self._call(action, events)
            elif type(action) is Reply:
                self._reply(action, events)
            else:
                raise IllegalActionError(self._wrong_kind(action))
        elif phase is Phase.EXCHANGE and type(action) is Discard:
            self._discard(action.mask, events)
        elif phase is Phase.CARTE_BLANCHE and type(action) is CarteBlanche:
            self._carte_blanche(action.announce, events)
        elif phase is Phase.AUCTION and type(action) is Bid:
            self._bid(action.call, events)
        else:
            raise IllegalActionError(self._wrong_kind(action))

    def _wrong_kind(self, action: object) -> str:
        if self.phase is Phase.OVER:
            if self.stopped is not None:
                return f"the deal is over: seat {self.stopped} reached the target, so nothing more is played"
            return "the deal is over"
        wanted = {
            Phase.CARTE_BLANCHE: "announce carte blanche or not",
            Phase.AUCTION: "bid, double, redouble or pass",
            Phase.EXCHANGE: "discard",
            Phase.DECLARATION: self._declaration_wanted(),
            Phase.PLAY: "decide whether to look at the talon" if self._look_pending() else "play a card",
        }[self.phase]
        return f"seat {self.to_act} must {wanted} now, not {action}"

    # --- carte blanche and the exchange ----------------------------------------------------

    def _carte_blanche(self, announce: bool, events: list[Event]) -> None:
        seat = self.cb_holder
        assert seat is not None
        if announce:
            self.cb_announced = True
            events.append(CarteBlancheAnnounced(seat))
            try:
                self._reckon_hand(seat, ScoreItem.CARTE_BLANCHE, self.rules.carte_blanche_points, (), events,
                                  emit=True)
            finally:  # shown even where its 10 reaches the target and stops the deal
                if self.taken[1 - seat] is not None:  # the opponent has exchanged already: shown at once
                    events.append(CarteBlancheShown(seat, tuple(cards_of(self.dealt[seat]))))
        if self.taken[self.elder] is not None:
            self.phase, self.to_act = Phase.EXCHANGE, self.younger
        else:
            self._after_carte_blanche()

    # --- the auction (auction piquet) ----------------------------------------------------

    def _bid(self, call: str, events: list[Event]) -> None:
        seat = self.to_act
        assert seat is not None
        problem = bidding.why_illegal(self.bids, self.elder, call, self.rules.minus_outranks_plus)
        if problem:
            raise IllegalActionError(problem)
        self.bids = self.bids + (call,)
        events.append(Bidden(seat, call))
        contract, over = bidding.state(self.bids, self.elder)
        if not over:
            self.to_act = 1 - seat
            return
        if contract is None:  # both passed: dealt again by the same dealer, and nothing in it counts
            self.phase, self.to_act = Phase.OVER, None
            self.scores = [DealScore(), DealScore()]
            return
        self.contract = contract
        self._to_exchange(events)

    def discard_choices(self, seat: int) -> DiscardChoices:
        """The discards ``seat`` may make in its exchange."""
        return DiscardChoices(self.hands[seat], *self._discard_limits(seat))

    def _discard_limits(self, seat: int) -> tuple[int, int]:
        if seat == self.elder:
            return self.rules.elder_min_exchange, self.rules.elder_talon
        remaining = len(self.talon) - (self.taken[self.elder] or 0)
        return (1 if self.rules.younger_must_exchange else 0), remaining

    def _discard(self, mask: int, events: list[Event]) -> None:
        seat = self.to_act
        assert seat is not None
        hand = self.hands[seat]
        if mask & ~hand:
            raise IllegalActionError(f"seat {seat} discards {text(mask & ~hand)}, which it does not hold")
        low, high = self._discard_limits(seat)
        count = mask.bit_count()
        if not low <= count <= high:
            who = "elder" if seat == self.elder else "younger"
            raise IllegalActionError(
                f"seat {seat} discards {count} card{'s' if count != 1 else ''} ({who} may put out {low} to {high})")
        start = (self.taken[self.elder] or 0) if seat == self.younger else 0
        drawn = 0
        for i in self.talon[start:start + count]:
            drawn |= 1 << i
        self.hands[seat] = (hand & ~mask) | drawn
        self.discards[seat] = mask
        self.taken[seat] = count
        events.append(Exchanged(seat, count))
        other = 1 - seat
        if self.cb_announced and self.cb_holder == other:
            # The holder shows his carte blanche once the opponent has discarded (Laws 19-20).
            shown = self.dealt[other]
            events.append(CarteBlancheShown(other, tuple(cards_of(shown))))
        if seat == self.elder:
            if self.cb_holder is not None and self._carte_blanche_late():
                self.phase = Phase.CARTE_BLANCHE
            self.to_act = self.younger
            return
        if self.rules.younger_leftover == LEFTOVER_FACE_UP and self.leftover():
            self.leftover_seen = True
            events.append(TalonShown(tuple(self.leftover())))
        self.phase, self.to_act = Phase.DECLARATION, self.elder
        self.category, self.step = 0, Step.CALL

    # --- declarations ------------------------------------------------------------------

    def _declaration_wanted(self) -> str:
        category = CATEGORY_ORDER[self.category].value
        return {Step.CALL: f"call {category}", Step.REPLY: f"reply to the {category} call",
                Step.TELL: f"answer the {category} question", Step.FINAL: f"reply on {category}"}[self.step]

    def _legal_declarations(self) -> list[Action]:
        category = CATEGORY_ORDER[self.category]
        lowest = self.rules.lowest_set_rank
        step = self.step
        if step is Step.CALL:
            options = combos.calls(category, self.hands[self.elder], lowest)
            calls: list[Action] = [Call(category, c) for c in options]
            calls.append(Call(category, ()))
            return calls
        if step is Step.TELL:
            return [Reply(category, ReplyKind.TELL)]
        hand = self.hands[self.younger]
        elder_call = self.calls[self.elder][self.category]
        assert elder_call is not None
        target = combos.call_strength(category, elder_call)
        out: list[Action] = []
        if step is Step.REPLY:
            for call in combos.calls(category, hand, lowest):
                if self._beats_at_first_step(category, combos.call_strength(category, call), target, elder_call):
                    out.append(Reply(category, ReplyKind.NOT_GOOD, call))
            if elder_call and category.has_second_level and combos.ask_possible(category, hand, target[0], lowest):
                out.append(Reply(category, ReplyKind.ASK))
        else:  # after "Making?": held to as many cards as elder called (Law 46)
            for call in combos.held_calls(category, hand, target[0], lowest):
                if combos.call_strength(category, call)[1] > target[1]:
                    out.append(Reply(category, ReplyKind.NOT_GOOD, call))
            equal = combos.equal_call(category, hand, target, lowest)
            if equal is not None:
                out.append(Reply(category, ReplyKind.EQUAL, equal))
        out.append(Reply(category, ReplyKind.GOOD))
        return out

    @staticmethod
    def _beats_at_first_step(category: Category, mine: tuple[int, int], target: tuple[int, int],
                             elder_call: tuple[int, ...]) -> bool:
        if not elder_call:
            return mine[0] > 0
        if category.has_second_level:
            return mine[0] > target[0]
        return mine > target

    def _check_call(self, seat: int, category: Category, call: tuple[int, ...]) -> None:
        problem = combos.call_problem(category, call, self.hands[seat], self.rules.lowest_set_rank)
        if problem:
            raise IllegalActionError(f"seat {seat} calls {category.value} {problem}")

    def _check_category(self, category: Category) -> None:
        expected = CATEGORY_ORDER[self.category]
        if category is not expected:
            raise IllegalActionError(f"seat {self.to_act} must {self._declaration_wanted()} now, not {category.value}")

    def _call(self, action: Call, events: list[Event]) -> None:
        if self.step is not Step.CALL:
            raise IllegalActionError(self._wrong_kind(action))
        category = action.category
        self._check_category(category)
        self._check_call(self.elder, category, action.combos)
        self.calls[self.elder][self.category] = action.combos
        events.append(self._speech(self.elder, category, action.combos, Speech.CALL))
        self.step, self.to_act = Step.REPLY, self.younger

    def _speech(self, seat: int, category: Category, call: tuple[int, ...], speech: Speech) -> Said:
        """The words for announcing ``call``'s first level (or "No point" if empty)."""
        if not call:
            said = Said(seat, category, Speech.NO_CALL)
        else:
            first, _ = combos.call_strength(category, call)
            if category is Category.SETS:
                said = Said(seat, category, speech, first // 8, Rank(first % 8))
            else:
                said = Said(seat, category, speech, first)
        self.said.append(said)
        return said

    def _say(self, said: Said, events: list[Event]) -> None:
        self.said.append(said)
        events.append(said)

    def _reply(self, action: Reply, events: list[Event]) -> None:
        category, kind, step = action.category, action.kind, self.step
        if step is Step.CALL:
            raise IllegalActionError(self._wrong_kind(action))
        self._check_category(category)
        elder_call = self.calls[self.elder][self.category]
        assert elder_call is not None
        target = combos.call_strength(category, elder_call)
        younger = self.younger
        if step is Step.TELL:
            if kind is not ReplyKind.TELL:
                raise IllegalActionError(f"seat {self.elder} must answer the {category.value} question now")
            second = target[1]
            if category is Category.POINT:
                self._say(Said(self.elder, category, Speech.TELL, second), events)
            else:
                self._say(Said(self.elder, category, Speech.TELL, 0, Rank(second)), events)
            self.step, self.to_act = Step.FINAL, younger
            return
        if kind is ReplyKind.TELL:
            raise IllegalActionError(f"seat {younger} must reply on {category.value}; only elder tells")
        if kind is ReplyKind.GOOD:
            self._say(Said(younger, category, Speech.GOOD if elder_call else Speech.NO_CALL), events)
            self._resolve(self.elder if elder_call else None, (), events)
            return
        if kind is ReplyKind.ASK:
            if step is not Step.REPLY or not elder_call or not category.has_second_level:
                raise IllegalActionError(f"seat {younger} cannot ask here")
            lowest = self.rules.lowest_set_rank
            if not combos.ask_possible(category, self.hands[younger], target[0], lowest):
                what = "suit of" if category is Category.POINT else "sequence of"
                raise IllegalActionError(f"seat {younger} cannot ask: it holds no {what} {target[0]} cards "
                                         "or more (Law 46)")
            self.asked[self.category] = True
            self._say(Said(younger, category, Speech.ASK), events)
            self.step, self.to_act = Step.TELL, self.elder
            return
        call = action.combos
        self._check_call(younger, category, call)
        mine = combos.call_strength(category, call)
        if step is Step.REPLY:
            if kind is not ReplyKind.NOT_GOOD:
                raise IllegalActionError(f"seat {younger} must ask before calling {category.value} equal")
            if not self._beats_at_first_step(category, mine, target, elder_call):
                raise IllegalActionError(f"seat {younger} says not good on {category.value} but its call "
                                         f"does not beat {self._first_words(category, target)}")
            if elder_call:
                self._say(Said(younger, category, Speech.NOT_GOOD), events)
            else:
                events.append(self._speech(younger, category, call, Speech.CALL))
            self._resolve(younger, call, events)
            return
        if mine[0] != target[0]:
            raise IllegalActionError(f"seat {younger} must call {category.value} of the same size after asking")
        if kind is ReplyKind.NOT_GOOD:
            if mine[1] <= target[1]:
                raise IllegalActionError(f"seat {younger} says not good on {category.value} but its call "
                                         f"does not beat elder's")
            if category is Category.POINT:
                self._say(Said(younger, category, Speech.NOT_GOOD, mine[1]), events)
            else:
                self._say(Said(younger, category, Speech.NOT_GOOD, 0, Rank(mine[1])), events)
            self._resolve(younger, call, events)
        else:  # EQUAL
            if mine != target:
                raise IllegalActionError(f"seat {younger} says equal on {category.value} but its call is not equal")
            self._say(Said(younger, category, Speech.EQUAL), events)
            self._resolve(None, call, events)

    @staticmethod
    def _first_words(category: Category, strength: tuple[int, int]) -> str:
        if category is Category.POINT:
            return f"a point of {strength[0]}"
        if category is Category.SEQUENCES:
            return f"a sequence of {strength[0]}"
        return f"a set of {strength[0] // 8} {Rank(strength[0] % 8).name.lower()}s"

    def _resolve(self, winner: int | None, younger_call: tuple[int, ...], events: list[Event]) -> None:
        index = self.category
        category = CATEGORY_ORDER[index]
        self.calls[self.younger][index] = younger_call
        self.winners[index] = winner
        if winner is not None:
            call = self.calls[winner][index]
            assert call is not None
            if self.rules.reckon_at_once and len(call) > 1:
                self._reckon_one_by_one(winner, category, call, events)
            else:
                points = combos.call_score(category, call)
                if self.rules.point_four_less and category is Category.POINT \
                        and combos.call_strength(category, call)[1] % 10 == 4:
                    points -= 1  # by agreement (au cent): a point of 24, 34, 44 … scores one less
                self._reckon_hand(winner, _ITEM_OF[category], points, call, events,
                                  emit=winner == self.elder or self.rules.reckon_at_once)
            if self.rules.carte_rouge and not self.rules.reckon_at_once:
                self._check_carte_rouge(winner, events)
        if index + 1 < len(CATEGORY_ORDER):
            self.category, self.step, self.to_act = index + 1, Step.CALL, self.elder
            return
        if self.rules.carte_rouge and self.rules.reckon_at_once:
            # The moment rule's order (VARIANTS.md section 1): carte rouge after the sets, for either player,
            # with the hand scores and so before elder's first lead.
            for seat in (self.elder, self.younger):
                self._check_carte_rouge(seat, events)
        self.phase, self.to_act, self.leader = Phase.PLAY, self.elder, self.elder

    def _reckon_one_by_one(self, seat: int, category: Category, call: tuple[int, ...], events: list[Event]) -> None:
        """The moment rule's order: each combination of a call a score of its own, the better first, so that a
        target can fall between a quint and a tierce (VARIANTS.md section 1).  Rubicon and auction piquet, where
        no target can stop a deal, keep a call as one score: the totals would be the same, and their events (the
        table's words and sounds) stay as they were."""
        for mask in sorted(call, key=lambda m: combos.strength(category, m), reverse=True):
            self._reckon_hand(seat, _ITEM_OF[category], combos.score(category, mask), (mask,), events, emit=True)

    def _check_carte_rouge(self, seat: int, events: list[Event]) -> None:
        covered = 0
        for index, winner in enumerate(self.winners):
            call = self.calls[seat][index]
            if winner == seat and call:
                covered |= combos.covers(call)
        if covered == self.hands[seat] and self.scores[seat].carte_rouge == 0 and \
                all(item is not ScoreItem.CARTE_ROUGE for item, _, _ in self.pending):
            self._reckon_hand(seat, ScoreItem.CARTE_ROUGE, self.rules.carte_rouge_points, (), events,
                              emit=seat == self.elder or self.rules.reckon_at_once)

    def _reckon_hand(self, seat: int, item: ScoreItem, points: int, call: tuple[int, ...],
                     events: list[Event], emit: bool) -> None:
        """Score a hand item (I to IV) in the order of reckoning; repique is judged here."""
        self.hand_points[seat] += points
        bonus = (not self.bonus_done and self.hand_points[1 - seat] == 0
                 and self.hand_points[seat] >= self.thresholds()[1])
        if bonus:
            self.bonus_done = True
        entries = [(item, points, call)]
        if bonus:
            entries.append((ScoreItem.REPIQUE, self.rules.repique_bonus, ()))
        elif (self.rules.pique_in_hand and not self.bonus_done and self.hand_points[1 - seat] == 0
              and self.play_scored[1 - seat] == 0 and self.hand_points[seat] >= self.thresholds()[0]):
            self.bonus_done = True
            entries.append((ScoreItem.PIQUE, self.rules.pique_bonus, ()))
        if emit:
            for entry in entries:
                self._score(seat, *entry, events=events)
            self._halt_if_reached()
        else:
            # Younger reckons his calls after elder's first lead (Law 55).
            self.pending.extend(entries)

    def _score(self, seat: int, item: ScoreItem, points: int, call: tuple[int, ...] = (),
               events: list[Event] | None = None) -> None:
        sheet = self.scores[seat]
        sheet.add(item, points)
        for mask in call:
            self.shown[seat] |= mask
        if events is not None:
            shown = tuple([tuple(cards_of(m)) for m in call]) if call else ()
            events.append(Scored(seat, item, points, shown, sheet.total))
        if self.stop_at is not None and self.stopped is None and sheet.total >= self.stop_at[seat]:
            self.stopped = seat

    def _halt_if_reached(self) -> None:
        """The moment rule: once a score (with any bonus it earned) reaches the target, stop the deal."""
        if self.stopped is not None:
            raise TargetReachedStop()

    # --- play ----------------------------------------------------------------------------

    def _look_pending(self) -> bool:
        return (self.leftover_look is None and self.rules.younger_leftover == LEFTOVER_LAW_36
                and len(self.tricks) == 0 and len(self.trick) == 1 and bool(self.leftover()))

    def _legal_plays(self) -> list[Action]:
        if self.trick and self.leftover_look is None and self._look_pending():
            return [LookAtTalon(True), LookAtTalon(False)]
        seat = self.to_act
        assert seat is not None
        hand = self.hands[seat]
        if self.trick:
            suit = self.trick[0] >> 3
            suited = SUIT_PLAYS[suit][hand >> 8 * suit & 0xFF]
            if suited:
                return list(suited)
        return plays_of(hand)

    def _look(self, action: LookAtTalon, events: list[Event]) -> None:
        if not self._look_pending():
            raise IllegalActionError(f"seat {self.to_act} has no talon to look at now")
        self.leftover_look = action.look
        events.append(TalonDecision(action.look))
        if action.look:
            self.leftover_seen = True
            events.append(TalonShown(tuple(self.leftover())))

    def _play(self, card: Card, events: list[Event]) -> None:
        seat = self.to_act
        assert seat is not None
        trick = self.trick
        if len(trick) == 1 and not self.tricks and self._look_pending():
            raise IllegalActionError(f"seat {seat} must decide whether to look at the talon first")
        hand = self.hands[seat]
        rules = self.rules
        if not hand & card.bit or (trick and card.suit != trick[0] >> 3):
            problem = follow_problem(seat, card, hand, trick[0] if trick else None)
            if problem:
                raise IllegalActionError(problem)
        self.hands[seat] = hand & ~card.bit
        trick.append(card.index)
        number = len(self.tricks) + 1
        events.append(CardPlayed(seat, card, number))
        other = 1 - seat
        if len(trick) == 1:
            if rules.lead_points and (rules.low_lead_scores or card.rank not in LOW_RANKS):
                self._score_play(seat, ScoreItem.PLAY, rules.lead_points, events)
            if number == 1 and seat == self.elder:
                self._younger_reckons(events)
            self.to_act = other
            return
        first = CARDS[trick[0]]
        winner = seat if card.suit == first.suit and card.rank > first.rank else other
        points = rules.trick_points + (rules.last_trick_bonus if number == 12 else 0)
        if winner == seat and (rules.low_win_scores or card.rank not in LOW_RANKS):
            points += rules.win_points
        self.tricks.append((other, trick[0], trick[1]))
        self.trick = []
        self.tricks_won[winner] += 1
        events.append(TrickWon(winner, number, (first, card)))
        if points:
            self._score_play(winner, ScoreItem.PLAY, points, events)
        if rules.cards_count_toward_pique and self.tricks_won[winner] == 7 and not self.cards_early:
            self.cards_early = True
            self._check_pique(winner, events)
            self._halt_if_reached()
        if number == 12:
            self._finish(events)
        else:
            self.leader = self.to_act = winner

    def _younger_reckons(self, events: list[Event]) -> None:
        younger = self.younger
        for item, points, call in self.pending:
            self._score(younger, item, points, call, events)
        self.pending = []

    def _score_play(self, seat: int, item: ScoreItem, points: int, events: list[Event]) -> None:
        self._score(seat, item, points, (), events)
        self.play_scored[seat] += points
        self._check_pique(seat, events)
        self._halt_if_reached()

    def _check_pique(self, seat: int, events: list[Event]) -> None:
        """Pique: a player reaches 30 in hand and play before the opponent reckons anything (Laws 68-69).

        Elder's first lead scores before younger's first trick point, so younger can pique only where a
        led 9, 8 or 7 scores nothing and elder's leads have scored nothing (Foster; RULES.md section 7).
        """
        other = 1 - seat
        if self.bonus_done or self.hand_points[other] or self.play_scored[other]:
            return
        count = self.hand_points[seat] + self.play_scored[seat]
        if self.cards_early and self.tricks_won[seat] >= 7:  # the option: the 10 for the cards, from trick 7
            count += self.rules.cards_points
        if count >= self.thresholds()[0]:
            self.bonus_done = True
            self._score(seat, ScoreItem.PIQUE, self.rules.pique_bonus, (), events)

    def _finish(self, events: list[Event]) -> None:
        rules = self.rules
        for seat in (0, 1):
            won = self.tricks_won[seat]
            if won == 12:
                if rules.capot_points:
                    self._score(seat, ScoreItem.CAPOT, rules.capot_points, (), events)
            elif won > 6 and rules.cards_points:
                self._score(seat, ScoreItem.CARDS, rules.cards_points, (), events)
        self._halt_if_reached()
        contract = self.contract
        if contract is not None:
            seat, points = contract.score(self.tricks_won, rules.contract_base == "six")
            sheet = self.scores[seat]
            sheet.contract += points
            events.append(ContractScored(seat, contract.bid, contract.declarer, contract.doubled, points,
                                         sheet.total))
        self.phase, self.to_act = Phase.OVER, None


_STATE = Deal.__slots__
