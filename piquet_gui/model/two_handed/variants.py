"""The two-handed variants of VARIANTS.md, by record name: each a rule set in a file of its own.

A variant is not a copy of the engine: it is a :class:`Rules` value (the numbers and switches the deal
reads: who exchanges, what a trick scores, the thresholds, the auction) and a partie format (how long the
partie lasts, the moment rule, the settlement), built from a record's ``game`` and ``options`` by the
game's own module (``au_cent``, ``auction``); this table finds it by name.  The three- and four-handed
games are packages of their own (``normand``, ``partnership``).

>>> rules, game = setup("au-cent", {"point_four_less": True})
>>> rules.younger_must_exchange, rules.point_four_less, game.target
(False, True, 100)
>>> setup("auction", {})[1].line
150
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from typing import Any

from . import au_cent
from . import auction
from ..errors import quoted
from .formats import AuCent, PartieFormat, Rubicon
from .rules import OptionInfo, Rules, checked_options

AU_CENT = au_cent.NAME
AUCTION = auction.NAME


@dataclasses.dataclass(frozen=True, slots=True)
class Variant:
    """One game of VARIANTS.md: its record name, seats, options (defaults first) and how to build it."""

    name: str
    seats: int
    options: tuple[OptionInfo, ...]
    build: Callable[[dict[str, Any]], tuple[Rules, PartieFormat]]

    def option(self, name: str) -> OptionInfo:
        return next(info for info in self.options if info.name == name)


VARIANTS: dict[str, Variant] = {
    AU_CENT: Variant(AU_CENT, 2, au_cent.OPTIONS, au_cent.build),
    AUCTION: Variant(AUCTION, 2, auction.OPTIONS, auction.build),
}
"""The variants the engine plays, by their record name."""


def setup(game: str, options: Mapping[str, Any]) -> tuple[Rules, PartieFormat]:
    """The rules and partie format of the variant ``game`` with ``options``; ValueError if either is wrong."""
    variant = VARIANTS.get(game)
    if variant is None:
        raise ValueError(f"game {quoted(game)} is not known (rubicon, four-deals, target, {', '.join(VARIANTS)})")
    return variant.build(checked_options(variant.options, options))


def record_options(game: PartieFormat, rules: Rules) -> dict[str, Any]:
    """The ``options`` a record names: a variant's own, else the options of RULES.md that differ."""
    if isinstance(game, AuCent) or (isinstance(game, Rubicon) and game.game):
        return dict(game.options)
    return rules.options()

