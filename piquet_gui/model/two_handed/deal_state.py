"""The two-handed deal's state (Rubicon, au cent, auction): its fields, and what it says of itself.

:class:`DealState` holds every field of a deal of two hands and the questions the parts of the deal ask of
it (the thresholds, the cards left in the talon, what the seat to act must do now).  The rules that change
the state are in the parts beside it, each a mixin over this state: ``deal_reckoning`` (the order of
reckoning, repique and pique, the moment rule), ``deal_exchange`` (carte blanche, the auction, the
exchange), ``deal_calling`` (the calling protocol), ``deal_play`` (the tricks); ``deal.Deal`` puts them
together and is the one to use.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence

from . import bidding
from ..actions import Action
from ..cards import CARDS, Card
from ..combinations import CATEGORY_ORDER
from ..events import Said
from .rules import LEFTOVER_LAW_36, Rules
from ..scoring import DealScore, ScoreItem
from ..tricks import ActionLog, Phase


class Step(enum.Enum):
    """Where the calling protocol stands within a category."""

    CALL = "call"        # elder calls
    REPLY = "reply"      # younger: Good / Not good / Making? (How high?)
    TELL = "tell"        # elder: Making 48 / To the king
    FINAL = "final"      # younger: Good / Not good: 49 / Equal


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


class DealState(ActionLog):
    """The fields of one deal of two hands.  Seats are 0 and 1; the dealer is younger hand."""

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

    # --- questions the rules ask ------------------------------------------------------------

    def thresholds(self) -> tuple[int, int]:
        """(pique, repique): the rules' numbers, or those of auction piquet's contract."""
        contract = self.contract
        if contract is not None:
            return contract.thresholds
        return self.rules.pique_threshold, self.rules.repique_threshold

    def leftover(self) -> list[Card]:
        """Talon cards nobody took (known to the engine; see ``view`` for who may see them)."""
        used = sum(t or 0 for t in self.taken)
        return [CARDS[i] for i in self.talon[used:]]

    def _look_pending(self) -> bool:
        return (self.leftover_look is None and self.rules.younger_leftover == LEFTOVER_LAW_36
                and len(self.tricks) == 0 and len(self.trick) == 1 and bool(self.leftover()))

    def _declaration_wanted(self) -> str:
        category = CATEGORY_ORDER[self.category].value
        return {Step.CALL: f"call {category}", Step.REPLY: f"reply to the {category} call",
                Step.TELL: f"answer the {category} question", Step.FINAL: f"reply on {category}"}[self.step]

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
