"""Stepping through a finished or loaded partie: action by action, trick by trick, deal by deal."""

from __future__ import annotations

from ..model.actions import Play
from ..model.deal import Phase
from ..model.partie import Partie


class Review:
    """A position in a partie's history; ``partie()`` is the partie as it stood there.

    Each deal is stepped from its start (the cards as dealt, nothing done) to its end (the last trick
    taken), so the start of a deal and the end of the one before are two positions.
    """

    def __init__(self, whole: Partie) -> None:
        self.whole = whole
        self.stops: list[tuple[int, int]] = [
            (number, taken) for number, deal in enumerate(whole.deals, 1) for taken in range(len(deal.history) + 1)
        ] or [(0, 0)]
        """Each position as (deals dealt, actions taken in the last of them)."""
        self.position = 0
        self._cache: dict[int, Partie] = {}

    @property
    def end(self) -> int:
        return len(self.stops) - 1

    def partie(self) -> Partie:
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
                    if plays_before % 2 == 0:
                        marks.append(position)
        return sorted(set(marks))

    def next(self, kind: str) -> None:
        """To the start of the next trick or deal (``kind`` is "trick" or "deal")."""
        self.go(next((m for m in self._marks(kind) if m > self.position), self.end))

    def previous(self, kind: str) -> None:
        self.go(max((m for m in self._marks(kind) if m < self.position), default=0))

    def where(self) -> tuple[int, int]:
        """(deal number, trick number) at this position, both from 1."""
        partie = self.partie()
        if not partie.deals:
            return 1, 0
        deal = partie.deals[-1]
        playing = deal.phase is Phase.PLAY
        return len(partie.deals), len(deal.tricks) + (1 if playing else 0)
