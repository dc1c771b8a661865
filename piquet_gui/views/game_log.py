"""The game log: what was said, shown and scored, in order.

The log is worded from the engine's events, which are all public (see ``model.events``): the
opponent's discard and the talon cards nobody turned up never appear in them.  It can always be
rebuilt from the partie itself (:meth:`GameLog.rebuild`), so a change of language, a resumed game
or a review leaves the same lines, in the language now in use.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QListWidget, QWidget

from ..model.cards import CARDS, cards_of
from ..model.events import Event
from ..model.partie import Partie
from .words import event_line


def partie_events(partie: Partie) -> list[Event]:
    """Every event of the partie so far, in order, as ``apply`` gave them: its actions replayed on a fresh
    partie dealt the same cards."""
    replay = Partie(partie.rules, partie.game, partie.players, partie.first_dealer)
    events: list[Event] = []
    for deal in partie.deals:
        replay.start_deal([cards_of(deal.dealt[0]), cards_of(deal.dealt[1])], [CARDS[i] for i in deal.talon])
        for action in deal.history:
            events.extend(replay.apply(action))
    return events


class GameLog(QListWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)
        self.you: int | None = None
        """The seat of the one person playing the computer, whom the lines address as "you"; None when two
        people share the table, or in a demo (see ``words.event_line``).  Set by :meth:`rebuild`."""

    def add(self, event: Event, names: Sequence[str]) -> None:
        line = event_line(event, names, self.you)
        if line:
            self.addItem(line)
            self.scrollToBottom()

    def rebuild(self, partie: Partie, you: int | None) -> None:
        """Word the whole partie anew, in the current language: its actions are replayed and each event
        makes its line, exactly as :meth:`add` made them while it was played.  ``you``: see :attr:`you`."""
        self.you = you
        self.clear()
        names = partie.players
        self.addItems([line for event in partie_events(partie) if (line := event_line(event, names, you))])
        self.scrollToBottom()

    def lines(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]
