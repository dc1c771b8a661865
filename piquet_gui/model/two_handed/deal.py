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

import random
from collections.abc import Iterable, Sequence

from . import bidding
from ..actions import Action, Bid, CarteBlanche, Call, Discard, LookAtTalon, Play, Reply
from ..cards import CARDS, FULL_PACK, Card, cards_of, mask_of
from ..cards import COURT_CARDS as COURT_CARDS  # where they have always been imported from
from ..cards import has_carte_blanche as has_carte_blanche
from .deal_calling import Calling
from .deal_exchange import Exchanging
from .deal_play import Playing
from .deal_state import DealState
from .deal_state import Step as Step
from .deal_state import deal_pack as deal_pack
from ..errors import IllegalActionError
from ..events import Event
from .rules import Rules
from ..scoring import DealScore
from ..tricks import Phase as Phase
from ..view import SeatView


class Deal(Exchanging, Calling, Playing):
    """One deal of two hands (Rubicon, au cent, auction piquet).  Seats are 0 and 1; the dealer is younger hand.

    Its fields are :class:`~piquet_gui.model.two_handed.deal_state.DealState`'s; its rules are the parts it is made of
    (the exchange, the calls, the play, each in a module of its own).
    """

    __slots__ = ()

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


_STATE = DealState.__slots__
