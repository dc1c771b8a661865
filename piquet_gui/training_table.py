"""The table of *Train on my mistakes*: a position of a past partie set again, where the person's choice is judged,
not played.

It is the local table (``controller.GameController``) over the partie rebuilt to the moment of the mistake, the
person in the seat that decided there: the screen shows that seat's view and offers its choices as in the game
itself (the same hand, the same panels and keys).  What differs: :meth:`TrainingTable.act` checks the choice and
sends it out (``answered``) instead of applying it, so the position stays for another try; nothing is taken back,
hinted, claimed, declared or played for the person (each would give the answer away); and its keeper keeps
nothing (``followed_table.KeepsNothing``: no autosave, no statistics, nothing to save), so the partie left at the
table before training, and its save, stay as they were.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from .controller import GameController
from .game_setup import Seats
from .model.actions import Action
from .model.errors import IllegalActionError


class TrainingTable(GameController[Any]):
    answered = Signal(object)
    """The person's choice (an ``Action`` the rules allow there), not played."""

    def __init__(self, partie: Any, seats: Seats, pace_ms: int = 700, parent: QObject | None = None) -> None:
        super().__init__(partie, seats, pace_ms, parent=parent)
        self.play_forced_card = False
        self.declare_for_me = "off"
        self.offer_claims = False

    def act(self, seat: int, action: Action) -> None:
        if self.partie.to_act != seat or not self.is_human(seat):
            raise IllegalActionError(f"it is not seat {seat}'s turn")
        if action not in self.partie.legal_actions():
            self.partie.copy().apply(action)  # the engine's reason, on a copy (the position stays as it is)
            raise IllegalActionError("not a choice of this moment")
        self.answered.emit(action)
        self.stateChanged.emit()  # (the screen forgets the cards chosen: the same position, to try again)

    def undo_point(self, whole_trick: bool = False) -> int | None:
        return None

    def hint(self, seat: int, level: str = "master") -> Action | None:
        return None
