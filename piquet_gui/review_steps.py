"""Stepping through a finished or loaded partie: action by action, trick by trick, deal by deal.

No Qt here: the review on the screen (``views.review_mode``) and the coach step with it.  What they step
through is a finished record replayed (:func:`replay_finished`: the seat window's ``finished_record()``, or a
record opened), where nothing is hidden any more.
"""

from __future__ import annotations

from typing import Any

from .model.actions import Play
from .model.cards import CARDS, Card
from .model.any_partie import AnyPartie
from .model.tricks import Phase

FinishedPartie = AnyPartie
"""A partie replayed from the record of its finished deals: every card of it may be shown."""


def replay_finished(record: dict[str, Any]) -> FinishedPartie:
    """The partie a record of finished deals (RECORD.md: the window's ``finished_record()``) replays to."""
    from .model import game_records

    partie: AnyPartie = game_records.replay(record)
    return partie


def seat_cards(partie: AnyPartie) -> tuple[dict[int, tuple[Card, ...]], dict[int, tuple[Card, ...]]]:
    """Each seat's hand and discard in the last deal, from each seat's own view (the seats playing it)."""
    hands: dict[int, tuple[Card, ...]] = {}
    discards: dict[int, tuple[Card, ...]] = {}
    for seat in range(partie.seats):
        view = partie.view(seat)
        if view is not None:
            hands[seat], discards[seat] = view.hand, view.discard
    return hands, discards


def whole_talon(partie: AnyPartie) -> tuple[Card, ...]:
    """The last deal's talon, top first, as its players saw it between them; the cards nobody saw (where no
    one took or looked at them) in the pack's order in the places left.  () without a talon."""
    views = [view for view in (partie.view(seat) for seat in range(partie.seats)) if view is not None]
    if not views or not views[0].talon:
        return ()
    talon = [next((view.talon[p] for view in views if view.talon[p] is not None), None)
             for p in range(len(views[0].talon))]
    held = {card for view in views for card in view.dealt} | {card for card in talon if card is not None}
    unseen = iter(card for card in CARDS if card not in held)
    return tuple(card if card is not None else next(unseen) for card in talon)


class Review:
    """A position in a partie's history; ``partie()`` is the partie as it stood there.

    Each deal is stepped from its start (the cards as dealt, nothing done) to its end (the last trick
    taken), so the start of a deal and the end of the one before are two positions.
    """

    def __init__(self, whole: AnyPartie) -> None:
        self.whole = whole
        self.stops: list[tuple[int, int]] = [
            (number, taken) for number, deal in enumerate(whole.deals, 1) for taken in range(len(deal.history) + 1)
        ] or [(0, 0)]
        """Each position as (deals dealt, actions taken in the last of them)."""
        self.position = 0
        self._cache: dict[int, AnyPartie] = {}
        self._talons: dict[int, tuple[Card, ...]] = {}

    @property
    def end(self) -> int:
        return len(self.stops) - 1

    def partie(self) -> AnyPartie:
        partie = self._cache.get(self.position)
        if partie is None:
            partie = self.whole.replayed(*self.stops[self.position])
            self._cache = {self.position: partie}
        return partie

    def go(self, position: int) -> None:
        self.position = max(0, min(self.end, position))

    def step(self, delta: int) -> None:
        self.go(self.position + delta)

    def _marks(self, kind: str) -> list[int]:
        """Positions where a trick (or a deal) begins, and the end."""
        marks = [0, self.end]
        for position, (number, taken) in enumerate(self.stops):
            if taken == 0:
                marks.append(position)
            elif kind == "trick":
                history = self.whole.deals[number - 1].history
                if taken < len(history) and isinstance(history[taken], Play):
                    plays_before = sum(isinstance(action, Play) for action in history[:taken])
                    players = len(self.whole.deals[number - 1].dealt)  # (each seat playing the deal was dealt)
                    if plays_before % players == 0:
                        marks.append(position)
        return sorted(set(marks))

    def next(self, kind: str) -> None:
        """To the start of the next trick or deal (``kind`` is "trick" or "deal")."""
        self.go(next((m for m in self._marks(kind) if m > self.position), self.end))

    def previous(self, kind: str) -> None:
        self.go(max((m for m in self._marks(kind) if m < self.position), default=0))

    def talon(self) -> tuple[Card, ...]:
        """The talon of the deal at this position, whole (as it was at the end of the deal: every card seen)."""
        number = self.stops[self.position][0]
        if number not in self._talons:
            self._talons[number] = whole_talon(self.whole.replayed(number)) if number else ()
        return self._talons[number]

    def where(self) -> tuple[int, int]:
        """(deal number, trick number) at this position, both from 1."""
        partie = self.partie()
        if not partie.deals:
            return 1, 0
        deal = partie.deals[-1]
        playing = deal.phase is Phase.PLAY
        return len(partie.deals), len(deal.tricks) + (1 if playing else 0)
