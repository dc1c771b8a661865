"""The computer in a seat of a table over the network: a player made afresh for each decision.

Its seed is drawn from the seat and the moment (the deal's number and how many events the seat has seen), not
from a generator that runs on through the partie, so a program started again in the middle of a partie (a
joining program that rejoins, a host that resumes) chooses exactly as the one it replaces would have.
"""

from __future__ import annotations

import hashlib
from typing import Any

from ..ai.player import make_player
from ..model.actions import Action


def decision_seed(seat: int, deal: int, seen: int) -> int:
    """The seed of the decision of ``seat`` in deal ``deal`` after ``seen`` events it may know."""
    digest = hashlib.sha256(f"piquet seat decision\x00{seat}\x00{deal}\x00{seen}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def choose(level: str, game: str, seat: int, view: Any, deal: int, seen: int) -> Action:
    """What the computer at ``level`` does in ``seat`` with ``view`` at that moment (always the same)."""
    action: Action = make_player(level, decision_seed(seat, deal, seen), game).choose(view)
    return action
