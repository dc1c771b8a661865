"""Stepping through a finished or loaded partie: action by action, trick by trick, deal by deal."""

from __future__ import annotations

from ..model.actions import Play
from ..model.deal import Phase
from ..model.partie import Partie


class Review:
    """A position in a partie's history; ``partie()`` is the partie as it stood there."""

    def __init__(self, whole: Partie) -> None:
        self.whole = whole
        self.actions = whole.actions()
        self.position = 0
        self._cache: dict[int, Partie] = {}

    @property
    def end(self) -> int:
        return len(self.actions)

    def partie(self) -> Partie:
        partie = self._cache.get(self.position)
        if partie is None:
            partie = self.whole.prefix(self.position)
            self._cache = {self.position: partie}
        return partie

    def go(self, position: int) -> None:
        self.position = max(0, min(self.end, position))

    def step(self, delta: int) -> None:
        self.go(self.position + delta)

    def _marks(self, kind: str) -> list[int]:
        """Positions where a trick (or a deal) begins, and the end."""
        marks = [0]
        plays_in_deal = 0
        for index, (deal_index, _, action) in enumerate(self.actions):
            if index and deal_index != self.actions[index - 1][0]:
                plays_in_deal = 0
                marks.append(index)
                continue
            if kind == "trick" and isinstance(action, Play):
                if plays_in_deal % 2 == 0:
                    marks.append(index)
                plays_in_deal += 1
        marks.append(self.end)
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
