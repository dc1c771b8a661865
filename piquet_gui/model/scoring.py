"""A deal's score sheet for one seat, item by item, in the order of reckoning (RULES.md 7)."""

from __future__ import annotations

import dataclasses
import enum


class ScoreItem(enum.Enum):
    """The lines of the score sheet; values are the game record's keys."""

    CARTE_BLANCHE = "carte_blanche"
    POINT = "point"
    SEQUENCES = "sequences"
    SETS = "sets"
    CARTE_ROUGE = "carte_rouge"
    REPIQUE = "repique"
    PIQUE = "pique"
    PLAY = "play"
    CARDS = "cards"
    CAPOT = "capot"


@dataclasses.dataclass(slots=True)
class DealScore:
    """Points one seat made in one deal (not multiplied for a doubled deal)."""

    carte_blanche: int = 0
    point: int = 0
    sequences: int = 0
    sets: int = 0
    carte_rouge: int = 0
    repique: int = 0
    pique: int = 0
    play: int = 0
    cards: int = 0
    capot: int = 0
    contract: int = 0
    """Auction piquet's contract (not a :class:`ScoreItem`: no other game has it)."""

    @property
    def total(self) -> int:
        return (self.carte_blanche + self.point + self.sequences + self.sets + self.carte_rouge
                + self.repique + self.pique + self.play + self.cards + self.capot + self.contract)

    def add(self, item: ScoreItem, points: int) -> None:
        name = item._value_  # (the attribute behind ``value``, which is a property: this is hot)
        setattr(self, name, getattr(self, name) + points)

    def get(self, item: ScoreItem) -> int:
        return int(getattr(self, item.value))

    def as_dict(self, multiplier: int = 1, contract: bool = False) -> dict[str, int]:
        """The record's ``scores`` entry: each item (and ``contract`` if asked), the total times ``multiplier``."""
        out = {item.value: self.get(item) for item in ScoreItem}
        if contract:
            out["contract"] = self.contract
        out["total"] = self.total * multiplier
        return out

    def copy(self) -> DealScore:
        return dataclasses.replace(self)
