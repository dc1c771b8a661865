"""Parts every game's deal shares: laying a card (following suit), the winner of a trick, the moment rule's stop.

>>> from .cards import Card
>>> follow_problem(1, Card.parse("KC"), Card.parse("AH").bit | Card.parse("KC").bit, Card.parse("7H").index)
'seat 1 played KC but holds hearts, and hearts were led'
>>> winning_position([Card.parse(c).index for c in ("9S", "AH", "TS")])
2
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from typing import TYPE_CHECKING

from .cards import SUIT_MASKS, Card
from .errors import IllegalActionError
from .events import CardPlayed, Event, TargetReached

if TYPE_CHECKING:
    from .actions import Action

SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")


class Phase(enum.Enum):
    """Where a deal stands; each game uses the phases it needs."""

    CARTE_BLANCHE = "carte blanche"
    AUCTION = "auction"
    EXCHANGE = "exchange"
    DECLARATION = "declarations"
    PLAY = "play"
    OVER = "over"


class TargetReachedStop(Exception):
    """Raised inside a deal's ``apply`` when a total reaches the game's target: the deal stops at once."""


class ActionLog:
    """What every deal's ``apply`` does around its own rules (``_apply``): the stop and the history.

    It has no ``__slots__``, so a deal's instances have a ``__dict__`` for state a variant adds (with
    class defaults, so that a deal built field by field, as the computer players do, needs none).
    """

    phase: Phase
    to_act: int | None
    stopped: int | None
    history: list[Action]
    actors: list[int]
    """Who took each action of ``history``."""

    def _apply(self, action: Action, events: list[Event]) -> None:
        raise NotImplementedError

    def apply(self, action: Action) -> list[Event]:
        """Carry out ``action`` for the seat to act and return what happened."""
        actor = self.to_act
        events: list[Event] = []
        try:
            self._apply(action, events)
        except TargetReachedStop:  # the moment rule: the deal ends here
            self.phase, self.to_act = Phase.OVER, None
            assert self.stopped is not None
            events.append(TargetReached(self.stopped))
        self.history.append(action)
        self.actors.append(actor if actor is not None else -1)
        return events


def follow_problem(seat: int, card: Card, hand: int, led: int | None) -> str | None:
    """Why ``seat`` may not play ``card`` from ``hand`` to a trick whose first card is ``led`` (None: leads)."""
    if not hand & card.bit:
        return f"seat {seat} played {card}, which it does not hold"
    if led is not None:
        suit = led >> 3
        if card.suit != suit and hand & SUIT_MASKS[suit]:
            name = SUIT_NAMES[suit]
            return f"seat {seat} played {card} but holds {name}, and {name} were led"
    return None


def winning_position(trick: Sequence[int]) -> int:
    """The position in ``trick`` (card indices, the leader's first) of the highest card of the suit led."""
    best = trick[0]
    led, at = best >> 3, 0
    for position in range(1, len(trick)):
        index = trick[position]
        if index >> 3 == led and index > best:  # of one suit, the higher index is the higher rank
            best, at = index, position
    return at


def lay_card(hands: list[int], seat: int, card: Card, trick: list[int], number: int, events: list[Event]) -> None:
    """``seat`` plays ``card`` from its hand (``hands[seat]``) to ``trick``, the deal's ``number``-th: following
    suit checked (IllegalActionError), the card taken from the hand and added to the trick, ``CardPlayed`` said."""
    hand = hands[seat]
    if not hand & card.bit or (trick and card.suit != trick[0] >> 3):
        problem = follow_problem(seat, card, hand, trick[0] if trick else None)
        if problem:
            raise IllegalActionError(problem)
    hands[seat] = hand & ~card.bit
    trick.append(card.index)
    events.append(CardPlayed(seat, card, number))

