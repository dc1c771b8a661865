"""Why a seat may not take an action now, worked out from what the seat sees (its ``SeatView``).

A table says in its own words why a click is refused; it never reads the engine's English.  Most of the
answer is in the seat's view alone, in this order: it is not this seat's turn; the action is not of this
moment (a card in the calls, a call in the play); it names a card the seat does not hold; a card of another
suit while the seat holds the suit led.  What is left (a discard of too many cards, a call the rules forbid)
is the engine's to say: :func:`refusal` asks ``reason``, a function the table passes in (the local table:
:func:`engine_reason` over its partie; a table over the network: the host's answer), and gives its English
with the kind ``NOT_ALLOWED``.

>>> from .two_handed.deal import Deal
>>> from .actions import Discard, Play
>>> import random
>>> deal = Deal.shuffled(0, random.Random(4))
>>> view = deal.view(deal.elder)
>>> refusal(view, Play(view.hand[0])).kind.value, refusal(deal.view(deal.younger), Discard(0)).kind.value
('not now', 'not your turn')
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .actions import Action, Call, CarteBlanche, Discard, Play, Reply
from .cards import mask_of
from .discards import DiscardChoices
from .errors import IllegalActionError
from .seat_window import Refusal, RefusalKind

if TYPE_CHECKING:
    from .any_partie import AnyPartie
    from .view import SeatView

Reason = Callable[[Action], "str | None"]
"""The engine's reason for refusing an action (None: the engine takes it)."""


def refusal(view: SeatView[Any] | None, action: Action, reason: Reason | None = None) -> Refusal | None:
    """Why the seat whose view this is may not do ``action`` now, or None if it may (see the module's
    docstring).  ``view`` None (before the first deal, or a seat out of the deal): not its turn.  Without a
    ``reason``, an action the view does not offer and cannot explain is refused without words."""
    if view is None or view.to_act != view.seat:
        return Refusal(RefusalKind.NOT_YOUR_TURN)
    legal = view.legal_actions
    if type(action) not in _kinds(legal):
        return Refusal(RefusalKind.NOT_NOW)
    if _cards(action) & ~mask_of(view.hand):
        return Refusal(RefusalKind.NOT_HELD)
    if isinstance(action, Play) and view.trick:
        led = view.trick[0].suit
        if action.card.suit != led and any(card.suit == led for card in view.hand):
            return Refusal(RefusalKind.MUST_FOLLOW, suit=led)
    if action in legal:
        return None
    if reason is None:
        return Refusal(RefusalKind.NOT_ALLOWED)
    words = reason(action)
    return None if words is None else Refusal(RefusalKind.NOT_ALLOWED, words=words)


def engine_reason(game: AnyPartie, seat: int, action: Action) -> str | None:
    """The engine's reason for refusing ``seat``'s ``action`` now (in English), or None if it takes it: the
    action tried on a copy of the partie.  While another seat weighs a carte blanche that ``seat`` may not
    know of, it is tried where that carte blanche has been kept quiet (which leaves no trace: the seat's
    view is that one), so that the words tell nothing of it."""
    trial = game.copy()
    quiet = CarteBlanche(False)
    while trial.to_act is not None and trial.to_act != seat and quiet in trial.legal_actions():
        trial.apply(quiet)
    if trial.to_act != seat:
        return f"it is not seat {seat}'s turn"
    try:
        trial.apply(action)
    except IllegalActionError as error:
        return str(error)
    return None


def _kinds(legal: Any) -> set[type]:
    """The kinds of action offered now (a lazy sequence of discards is not walked through)."""
    if isinstance(legal, DiscardChoices):
        return {Discard}
    return {type(action) for action in legal}


def _cards(action: Action) -> int:
    """The cards an action names, as a mask (none for a bid, a decision or a call of nothing)."""
    if isinstance(action, Play):
        return action.card.bit
    if isinstance(action, Discard):
        return action.mask
    if isinstance(action, (Call, Reply)):
        mask = 0
        for combo in action.combos:
            mask |= combo
        return mask
    return 0
