"""Partnership piquet declared: its record name, four seats in two sides (partners opposite), its options, how a
partie starts."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..any_partie import AnyPartie
from ..game_info import GameInfo
from .partie import NAME, OPTIONS, PartnershipOptions, PartnershipPartie


def start(name: str, options: Mapping[str, Any], players: Sequence[str], first_dealer: int,
          seed: int | None) -> AnyPartie:
    return PartnershipPartie(PartnershipOptions.from_options(options), tuple(players), first_dealer, seed)


GAME = GameInfo(NAME, (0, 1, 0, 1), OPTIONS, start, lowest_cut_deals=True, records="partnership.record")
