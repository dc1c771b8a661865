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
from ..model.events import DealEnded, Event, Exchanged
from ..model.score_sheet import LineKind, ScoreSheet
from ..model.seat_window import SeatWindow
from ..review_steps import FinishedPartie
from .log_words import event_line
from .words import addressed, aloud, cards_text, fill, named, tr


def partie_events(partie: FinishedPartie) -> list[tuple[Any, Event]]:
    """Every event of the partie so far, in order, as ``apply`` gave them, with the deal it came from (every
    game keeps them, ``model.history``)."""
    kept: list[list[Event]] = getattr(partie, "deal_events")
    return [(deal, event) for deal, events in zip(partie.deals, kept) for event in events]


def in_turn(deal: Any) -> bool:
    """Whether the deal's calls go round the table (three or four playing it), by the seats of its view."""
    return len(deal.view(0).seats) > 2


def target_of(sheet: ScoreSheet) -> int | None:
    """The score that puts a player out or wins a game, where the partie has one (its score sheet's line)."""
    return next((line.points for line in sheet.lines if line.kind is LineKind.TARGET), None)


def deals_of(events: Sequence[Event]) -> list[list[Event]]:
    """A partie's events cut into its deals (each ends with its ``DealEnded``; what follows the last, the end of
    the partie or the deal in progress, makes the last part)."""
    parts: list[list[Event]] = [[]]
    for event in events:
        parts[-1].append(event)
        if isinstance(event, DealEnded):
            parts.append([])
    if not parts[-1] and len(parts) > 1:
        parts.pop()
    return parts


def acting_seats(events: Sequence[Event]) -> int:
    """How many seats act in these events of one deal (calls go in turn where more than two play it)."""
    return len({seat for seat in (getattr(event, "seat", None) for event in events) if isinstance(seat, int)})


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
        self._partie: FinishedPartie | None = None
        """The partie reviewed (its log rebuilt from it), if any."""
        self._window: SeatWindow | None = None
        self._seat = 0
        """The window on the partie at the table, and the seat it is followed from (the game's log)."""
        self._turns: tuple[int, bool] = (-1, False)
        """The deal (by its number) whose calls were last asked about, and whether they go in turn."""

    def _context(self) -> tuple[tuple[int, ...] | None, bool, int | None]:
        """The sides, whether the last deal's calls go in turn, and the target, of the partie last rebuilt."""
        window, partie = self._window, self._partie
        if window is not None:
            view = window.view(self._seat)
            turns = view is not None and len(view.seats) > 2
            return tuple(window.sides), turns, target_of(window.score_sheet())
        if partie is None or not partie.deals:
            return None, False, None
        number = len(partie.deals)
        if self._turns[0] != number:
            self._turns = (number, in_turn(partie.deals[-1]))
        return partie.sides, self._turns[1], target_of(partie.score_sheet())

    def spoken_line(self, event: Event, names: Sequence[str]) -> str | None:
        """The line :meth:`add` makes of ``event``, worded for the ear (the cards in words: ``words.aloud``)."""
        sides, turns, target = self._context()
        with aloud():
            return event_line(event, names, self.you, sides, turns, target)

    def add(self, event: Event, names: Sequence[str]) -> None:
        sides, turns, target = self._context()
        line = event_line(event, names, self.you, sides, turns, target)
        if line:
            self.addItem(line)
            self.scrollToBottom()

    def follow(self, window: SeatWindow, seat: int, you: int | None) -> None:
        """Word the partie at the table anew, in the current language, from what ``seat`` may know of it (the
        window's events), exactly as :meth:`add` made the lines while it was played; then follow it."""
        self.you = you
        self._window, self._seat, self._partie, self._turns = window, seat, None, (-1, False)
        self.clear()
        names, sides = window.names, tuple(window.sides)
        target = target_of(window.score_sheet())
        parts = deals_of(window.events(seat))
        in_progress = not window.needs_deal() and not window.is_over()
        view = window.view(seat)
        lines = []
        for number, events in enumerate(parts):
            last = number == len(parts) - 1
            calls_in_turn = (view is not None and len(view.seats) > 2) if last and in_progress \
                else acting_seats(events) > 2
            for event in events:
                line = event_line(event, names, you, sides, calls_in_turn, target)
                if line:
                    lines.append(line)
        self.addItems(lines)
        self.scrollToBottom()

    def rebuild(self, partie: FinishedPartie, you: int | None, every_card: bool = False) -> None:
        """Word the whole partie anew, in the current language: each event the engine kept (its history,
        ``deal_events``) makes its line, exactly as :meth:`add` made them while it was played.  ``you``: see :attr:`you`.
        ``every_card`` (the review of finished deals): each exchange also says which cards went and came."""
        self.you = you
        self._partie, self._window, self._turns = partie, None, (-1, False)
        self.clear()
        names = partie.players
        lines = []
        target = target_of(partie.score_sheet())
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
