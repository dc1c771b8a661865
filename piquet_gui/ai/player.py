"""The computer players by level and game (:func:`make_player`), and a partie played out by them.

Every player has one interface (:class:`~piquet_gui.ai.player_interface.Player`): given what a seat may
know, a :class:`SeatView`, choose one of the legal actions.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, Protocol, TypeVar

from ..model.actions import Action
from ..model.game_info import LEVELS as _LEVELS
from ..model.games import GAMES as ENGINE_GAMES
from ..model.games import find_game
from ..model.any_partie import AnyPartie
from ..model.view import SeatView
from .player_interface import Player

__all__ = ["GAMES", "LEVELS", "SIMPLE", "Player", "hint", "make_player", "play_out"]

LEVELS = _LEVELS
"""Strengths, weakest first (a game's declaration names those that play it)."""

GAMES = ENGINE_GAMES
"""The games the computer plays: every game of the registry (``model.games``), each found there by name and
played by the players of its number of seats: the two-handed deal under its rule sets (every level plays the
auction too), three-handed and four-handed piquet."""

SIMPLE = "simple"
"""The baseline of the three- and four-handed games: today's simple player (``normand_player.py``,
``partnership_player.py``), whatever the level; accepted by :func:`make_player` for those games only."""


def make_player(level: str, seed: int = 0, game: str = ENGINE_GAMES[0]) -> Player:
    """A computer player of the given strength for the game a record name names (``model.games``),
    deterministic for a given seed.

    For a game of three or four seats, the levels of ``round_levels.py``; there ``level="simple"`` is the
    simple player itself, the baseline of the bench.
    """
    try:
        declared = find_game(game)
    except ValueError:
        raise ValueError(f"unknown game {game!r} (known: {', '.join(GAMES)})") from None
    round_table = declared.seats > 2
    known = declared.levels + ((SIMPLE,) if round_table else ())
    if level not in known:
        raise ValueError(f"unknown level {level!r} (known: {', '.join(known)})")
    if round_table:
        from .round_levels import round_player

        return round_player(level, seed, declared.seats, simple=level == SIMPLE)
    from .levels import TWO_HANDED

    return TWO_HANDED[level](random.Random(seed))


G = TypeVar("G", bound=AnyPartie)


class _Chooser(Protocol):
    def choose(self, view: Any) -> Any: ...


def play_out(partie: G, players: Sequence[_Chooser], until: Callable[[G], bool] | None = None) -> None:
    """Play a partie of any game to its end (or until ``until(partie)`` holds), each seat's player choosing
    from that seat's view alone."""
    while not partie.is_over() and not (until and until(partie)):
        if partie.needs_deal():
            partie.start_deal()
        seat = partie.to_act
        assert seat is not None
        view = partie.view(seat)
        assert view is not None
        partie.apply(players[seat].choose(view))


def hint(view: SeatView, level: str = "master", seed: int = 0) -> Action:
    """What the computer at ``level`` would do in this seat: a suggestion for a person."""
    return make_player(level, seed).choose(view)
