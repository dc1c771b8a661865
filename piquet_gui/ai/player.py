"""The one interface of every player: given what a seat may know, choose one of the legal actions.

A computer player receives only :class:`SeatView` (never the deal itself), so
it cannot see the opponent's hand, his discard or talon cards it has not seen.
"""

from __future__ import annotations

import random
from typing import Protocol

from ..model.actions import Action
from ..model.view import SeatView


class Player(Protocol):
    name: str

    def choose(self, view: SeatView) -> Action:
        """One of ``view.legal_actions``."""
        ...


LEVELS = ("beginner", "casual", "club", "expert", "master")
"""Strengths, weakest first."""

GAMES = ("rubicon", "au-cent", "auction", "normand")
"""The games the computer plays: the two-handed deal under its rule sets (Rubicon piquet, au cent,
auction piquet: every level plays them, the auction included), and three-handed piquet."""


def make_player(level: str, seed: int = 0, game: str = "rubicon") -> Player:
    """A computer player of the given strength, deterministic for a given seed.

    For ``game="normand"`` the three-handed player (``normand_player.py``), which hands the two-handed
    deals at the end of that game to the level; it takes a three-handed view as well as a two-handed one.
    """
    from .beginner import Beginner
    from .levels import Casual, Club, Expert, Master

    classes = {"beginner": Beginner, "casual": Casual, "club": Club, "expert": Expert, "master": Master}
    if level not in classes:
        raise ValueError(f"unknown level {level!r} (known: {', '.join(LEVELS)})")
    if game not in GAMES:
        raise ValueError(f"unknown game {game!r} (known: {', '.join(GAMES)})")
    player: Player = classes[level](random.Random(seed))
    if game == "normand":
        from .normand_player import NormandPlayer

        player = NormandPlayer(random.Random(seed), player)
    return player


def hint(view: SeatView, level: str = "master", seed: int = 0) -> Action:
    """What the computer at ``level`` would do in this seat: a suggestion for a person."""
    return make_player(level, seed).choose(view)
