"""Two players at one computer: whose eyes the table is for, and the screen that hides it while it passes.

When the turn goes to the other person, the table is emptied and covered ("Pass to Ben — press when
ready"), and nothing of the first player's stays on screen: no hint in the status bar, no cards chosen,
no guide's note.  A new, resumed or opened two-player partie starts behind the screen too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from .privacy_screen import PrivacyScreen
from .words import fill, named, tr

if TYPE_CHECKING:
    from .game_screen import GameScreen


class HotSeat:
    def __init__(self, screen: GameScreen, central: QWidget) -> None:
        self.screen = screen
        self.privacy = PrivacyScreen(central)
        self.privacy.ready.connect(self._ready)
        self.privacy.hide()
        self.waiting_for: int | None = None
        """The seat the table is passing to, until that player says he is ready."""

    def reset(self) -> None:
        """A partie is about to begin: the table is nobody's yet."""
        self.waiting_for = None

    def begin(self, two_players: bool, first: int | None) -> None:
        """A partie has begun (new, resumed or opened): with two players, behind the screen."""
        if two_players and self.waiting_for is None and first is not None:
            self.hand_over(first)

    def turn(self, two_players: bool, seat: int) -> None:
        """A person is to act: with two players, the table passes to him if it is not his already."""
        if two_players and seat != self.screen.viewer:
            self.hand_over(seat)

    def hand_over(self, seat: int) -> None:
        screen = self.screen
        screen.viewer = seat
        self.waiting_for = seat
        screen.hand.forget()
        screen.window.statusBar().clearMessage()
        screen.guide.hide()
        self.privacy.ask(screen.names[seat])

    def draw_waiting(self) -> bool:
        """While the table passes: nothing on it, and the bar says who is awaited.  True if so."""
        if self.waiting_for is None:
            return False
        screen = self.screen
        screen.panel.hide()
        screen.table.clear()
        screen.bar.set(fill(tr("Waiting for %1."), named(screen.names[self.waiting_for])), [])
        return True

    def _ready(self) -> None:
        self.waiting_for = None
        self.screen.refresh()
