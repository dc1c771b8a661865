"""The one interface of every player: given what a seat may know, choose one of the legal actions.

A computer player receives only its seat's view (never the deal itself), a :class:`SeatView` in every game.
So it cannot see another hand, a discard or talon cards it has not seen.
"""

from __future__ import annotations

from typing import Any, Protocol

from ..model.actions import Action
from ..model.view import SeatView


class Player(Protocol):
    name: str

    def choose(self, view: SeatView[Any]) -> Action:
        """One of ``view.legal_actions``; ``view`` is the seat's view in the player's game."""
        ...
