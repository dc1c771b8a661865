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
from ..model.deal import Deal
from ..model.events import Event, Exchanged
from ..model.partie import Partie
from .words import addressed, cards_text, event_line, fill, named, tr


def partie_events(partie: Partie) -> list[tuple[Deal, Event]]:
    """Every event of the partie so far, in order, as ``apply`` gave them, with the deal it came from."""
    return [(deal, event) for deal, events in zip(partie.deals, partie.deal_events) for event in events]


def exchange_line(deal: Deal, seat: int, names: Sequence[str], you: int | None) -> str:
    """What a seat put out and took in, card by card: for the review of a finished deal, where nothing is
    hidden any more."""
    took = [CARDS[deal.talon[position]] for position in deal.drawn(seat)]
    put_out = cards_text(cards_of(deal.discards[seat]))
    if addressed(seat, names, you):
        return fill(tr("You put out %1 and take %2"), put_out, cards_text(took))
    return fill(tr("%1 puts out %2 and takes %3"), named(names[seat]), put_out, cards_text(took))


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

    def rebuild(self, partie: Partie, you: int | None, every_card: bool = False) -> None:
        """Word the whole partie anew, in the current language: each event the engine kept (its history,
        ``deal_events``) makes its line, exactly as :meth:`add` made them while it was played.  ``you``: see :attr:`you`.
        ``every_card`` (the review of finished deals): each exchange also says which cards went and came."""
        self.you = you
        self.clear()
        names = partie.players
        lines = []
        for deal, event in partie_events(partie):
            line = event_line(event, names, you)
            if line:
                lines.append(line)
            if every_card and isinstance(event, Exchanged) and deal.is_over():
                lines.append(exchange_line(deal, event.seat, names, you))
        self.addItems(lines)
        self.scrollToBottom()

    def lines(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]
