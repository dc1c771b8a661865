"""Several people at one computer (two to four, any mix with computers): whose eyes the table is for, and the
screen that hides it while it passes.

Whenever the turn goes to a person other than the one who last saw the table, the table is emptied and
covered ("Pass to Claire — press when ready"), and nothing of the first person's stays on screen: no hint in
the status bar, no cards chosen, no guide's note.  Computers' turns leave the table to the one who last saw
it.  A new, resumed or opened partie of several people starts behind the screen too, for the first person to
play (or, if a computer plays first, the first person after it).  A change of language, which builds the screen
anew, leaves the table to whom it was (``carry_on``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from .privacy_screen import PrivacyScreen
from .words import fill, named, tr


class HotSeat(QObject):
    """Whose eyes the table is for.  It knows the players' ``names`` and how many ``people`` play (callables: the
    partie changes), and says what changed through its signals: ``handedOver`` (the table passes to a seat:
    nothing of the last person's may stay on screen), ``tookTable`` (the table is that seat's again, after a
    rebuild) and ``changed`` (redraw)."""

    handedOver = Signal(int)
    tookTable = Signal(int)
    changed = Signal()

    def __init__(self, central: QWidget, names: Callable[[], Sequence[str]], people: Callable[[], int],
                 viewer: Callable[[], int], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._names, self._people, self._viewer = names, people, viewer
        self.privacy = PrivacyScreen(central)
        self.privacy.ready.connect(self._ready)
        self.privacy.hide()
        self.waiting_for: int | None = None
        """The seat the table is passing to, until that player says he is ready."""

    def reset(self) -> None:
        """A partie is about to begin: the table is nobody's yet."""
        self.waiting_for = None

    def begin(self, people: Sequence[int], first: int | None) -> None:
        """A partie has begun (new, resumed or opened): with several ``people`` (their seats), behind the screen,
        for the first of them to play from ``first`` (the seat to act) on."""
        if len(people) < 2 or self.waiting_for is not None:
            return
        seats = len(self._names())
        start = first if first is not None else 0
        self.hand_over(next(seat for seat in [(start + step) % seats for step in range(seats)] if seat in people))

    def carry_on(self, viewer: int, waiting_for: int | None) -> None:
        """The screen was built anew (a change of language) over the same partie: the table is whose it was.  The
        person who had said he was ready keeps it; a table covered for someone stays covered for him."""
        if waiting_for is not None:
            if self.waiting_for != waiting_for:
                self.hand_over(waiting_for)
            return
        self.waiting_for = None
        self.privacy.hide()
        self.tookTable.emit(viewer)
        self.changed.emit()

    def turn(self, several: bool, seat: int) -> None:
        """A person is to act: with several people, the table passes to him if it is not his already."""
        if several and seat != self._viewer():
            self.hand_over(seat)

    def hand_over(self, seat: int) -> None:
        self.waiting_for = seat
        self.handedOver.emit(seat)
        self.privacy.ask(self._names()[seat], others=self._people() > 2)

    def waiting_words(self) -> str | None:
        """While the table passes, what the bar says (who is awaited); None when it does not."""
        if self.waiting_for is None:
            return None
        return fill(tr("Waiting for %1."), named(self._names()[self.waiting_for]))

    def _ready(self) -> None:
        self.waiting_for = None
        self.changed.emit()
