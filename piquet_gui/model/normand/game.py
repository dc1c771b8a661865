"""Three-handed piquet declared: its record name, three seats each a side, its options, how a partie starts."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..any_partie import AnyPartie
from ..game_info import GameInfo
from ..two_handed.rules import OptionInfo
from .partie import NAME, NormandOptions, NormandPartie

OPTIONS = (
    OptionInfo("target", (100, 150, 200, 50), "The score that takes a player out of the game, a winner.",
               "normand seed"),
    OptionInfo("capot", (20, 40), "Taking all ten tricks scores 20 (or 40) instead of 10 for the most.",
               "normand seed"),
    OptionInfo("dealer_must_exchange", (False, True), "The dealer must exchange at least one card.",
               "our choice"),
)
"""Its options as the new-game dialog offers them (``NormandOptions`` holds them): the target is a whole number
from 50 to 1000, of which the dialog offers four."""


def start(name: str, options: Mapping[str, Any], players: Sequence[str], first_dealer: int,
          seed: int | None) -> AnyPartie:
    return NormandPartie(NormandOptions.from_options(dict(options)), tuple(players), first_dealer, seed)


GAME = GameInfo(NAME, (0, 1, 2), OPTIONS, start, lowest_cut_deals=True, records="normand.record")
