"""The game log: what was said, shown and scored, in order.

The log is worded from the engine's events, which are all public (see ``model.events``): the
opponent's discard and the talon cards nobody turned up never appear in them.  It can always be
rebuilt from the partie itself (:meth:`GameLog.rebuild`), so a change of language, a resumed game
or a review leaves the same lines, in the language now in use.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtWidgets import QListWidget, QWidget

from ..model.cards import CARDS, cards_of
from ..model.events import Event, Exchanged
from ..model.game import Game
from ..model.score_sheet import LineKind
from .log_words import event_line
from .words import addressed, cards_text, fill, named, tr


def partie_events(partie: Game) -> list[tuple[Any, Event]]:
    """Every event of the partie so far, in order, as ``apply`` gave them, with the deal it came from (every
    game keeps them, ``model.history``)."""
    kept: list[list[Event]] = getattr(partie, "deal_events")
    return [(deal, event) for deal, events in zip(partie.deals, kept) for event in events]


def in_turn(deal: Any) -> bool:
    """Whether the deal's calls go round the table (three or four playing it), by the seats of its view."""
    return len(deal.view(0).seats) > 2


def target_of(partie: Game) -> int | None:
    """The score that puts a player out or wins a game, where the partie has one (its score sheet's line)."""
    return next((line.points for line in partie.score_sheet().lines if line.kind is LineKind.TARGET), None)


def exchange_line(deal: Any, seat: int, names: Sequence[str], you: int | None) -> str | None:
    """What a seat put out and took in, card by card: for the review of a finished deal, where nothing is
    hidden any more (None where the deal's view does not say)."""
    view = deal.view(seat)
    if not view.discard and not view.drawn:
        return None
    took, put_out = view.drawn, cards_text(view.discard)
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
        self._partie: Game | None = None
        self._turns: tuple[int, bool] = (-1, False)
        """The deal (by its number) whose calls were last asked about, and whether they go in turn."""

    def _context(self) -> tuple[tuple[int, ...] | None, bool, int | None]:
        """The sides, whether the last deal's calls go in turn, and the target, of the partie last rebuilt."""
        partie = self._partie
        if partie is None or not partie.deals:
            return None, False, None
        number = len(partie.deals)
        if self._turns[0] != number:
            self._turns = (number, in_turn(partie.deals[-1]))
        return partie.sides, self._turns[1], target_of(partie)

    def add(self, event: Event, names: Sequence[str]) -> None:
        sides, turns, target = self._context()
        line = event_line(event, names, self.you, sides, turns, target)
        if line:
            self.addItem(line)
            self.scrollToBottom()

    def rebuild(self, partie: Game, you: int | None, every_card: bool = False) -> None:
        """Word the whole partie anew, in the current language: each event the engine kept (its history,
        ``deal_events``) makes its line, exactly as :meth:`add` made them while it was played.  ``you``: see :attr:`you`.
        ``every_card`` (the review of finished deals): each exchange also says which cards went and came."""
        self.you = you
        self._partie, self._turns = partie, (-1, False)
        self.clear()
        names = partie.players
        lines = []
        target = target_of(partie)
        turns: dict[int, bool] = {}
        for deal, event in partie_events(partie):
            calls_in_turn = turns.setdefault(id(deal), in_turn(deal))
            line = event_line(event, names, you, partie.sides, calls_in_turn, target)
            if line:
                lines.append(line)
            # (A two-handed deal of three-handed piquet numbers its seats its own way: its exchange is left out.)
            if every_card and isinstance(event, Exchanged) and deal.is_over() \
                    and len(deal.view(0).seats) == partie.seats:
                exchange = exchange_line(deal, event.seat, names, you)
                if exchange:
                    lines.append(exchange)
        self.addItems(lines)
        self.scrollToBottom()

    def lines(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]
