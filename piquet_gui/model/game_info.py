"""A game's declaration: what the registry (``games``) knows of each game we offer."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .any_partie import AnyPartie
    from .two_handed.rules import OptionInfo


LEVELS = ("beginner", "casual", "club", "expert", "master")
"""The computer's strengths, weakest first, as a record's ``seats`` names them."""


@dataclasses.dataclass(frozen=True, eq=False)
class GameInfo:
    """One game we offer, declared once in its own folder and found by name (``games.find_game``).

    ``name`` is its record name; ``aliases`` the other record names that start it and ``formats`` the partie formats offered (Rubicon's);
    ``sides`` the side of each seat (its length, how many play); ``options`` its options, each default first
    (the new-game dialog offers them, a record names those that differ); ``start(name, options, players,
    first_dealer, seed)`` makes a new partie of it; ``lowest_cut_deals``: the lowest card cut deals first
    (au cent, three- and four-handed: VARIANTS.md), rather than the higher cut choosing who deals (Rubicon
    and the auction, RULES.md Law 4); ``levels`` the computer's strengths that play it; ``words`` the key of
    its words (its names, what it is in a line, its options' labels) in the views; ``records`` the module that
    reads and writes its records."""

    name: str
    sides: tuple[int, ...]
    options: tuple[OptionInfo, ...]
    start: Callable[[str, Mapping[str, Any], Sequence[str], int, int | None], AnyPartie]
    lowest_cut_deals: bool
    aliases: tuple[str, ...] = ()
    formats: tuple[Mapping[str, Any], ...] = ()
    """The partie formats a player chooses among, as a record names each (its ``game`` and that format's own
    fields); none where the game has one format."""
    levels: tuple[str, ...] = LEVELS
    words: str = ""
    records: str = "two_handed.record"
    """The module (under ``model``) that reads and writes its records (``game_records`` finds it)."""

    def __post_init__(self) -> None:
        if not self.words:
            object.__setattr__(self, "words", self.name)

    @property
    def seats(self) -> int:
        """How many play: two, three or four."""
        return len(self.sides)

    @property
    def partners(self) -> bool:
        """Whether seats play in sides of two (partners)."""
        return len(set(self.sides)) < len(self.sides)

    @property
    def record_names(self) -> tuple[str, ...]:
        """Every record name that starts this game: its own, then its aliases."""
        return (self.name, *self.aliases)
