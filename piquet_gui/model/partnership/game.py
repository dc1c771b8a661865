"""Partnership piquet declared: its record name, four seats in two sides (partners opposite), its options, how a
partie starts."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..any_partie import AnyPartie
from ..game_info import GameInfo
from ..two_handed.rules import OptionInfo

NAME = "partnership"

OPTIONS = (
    OptionInfo("deal_323", (False, True), "Deal by three, two and three instead of by twos.", "adpoker.fr"),
    OptionInfo("equal_calls_cancel", (False, True),
               "An opponent may call equal to the best so far, and equal calls of the two sides cancel "
               "(off: a player speaks only to beat it).", "two-handed rule / choice"),
    OptionInfo("partie", ("one_game", "best_of_five"),
               "A partie is one game to 100, or the first side to win 3 games (a double counting 2).", "our choice"),
)
"""Its options, each default first (``PartnershipOptions`` holds them)."""


def start(name: str, options: Mapping[str, Any], players: Sequence[str], first_dealer: int,
          seed: int | None) -> AnyPartie:
    from .partie import PartnershipOptions, PartnershipPartie

    return PartnershipPartie(PartnershipOptions.from_options(options), tuple(players), first_dealer, seed)


GAME = GameInfo(NAME, (0, 1, 0, 1), OPTIONS, start, lowest_cut_deals=True, records="partnership.record")
