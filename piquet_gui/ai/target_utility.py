"""Playing a two-handed deal to the score of a game to a target: :func:`target_utility` values the ends of a
deal for the Master's search (``levels.search_play``) once the game's end is near, as
:func:`~piquet_gui.ai.target_value.game_value` judges the standing (au cent), or as the race of three-handed
piquet's two-handed end (:func:`~piquet_gui.ai.round_target.race_utility`).
"""

from __future__ import annotations

from typing import Any

from ..model.view import SeatView
from .round_target import race_utility
from .target_value import NEAR, game_value


def target_utility(view: SeatView[Any]) -> Any:
    """For a two-handed deal of a game to a target, near its end: the value of finishing the deal with given
    scores (mine, the opponent's), as :func:`game_value` judges the game's standing then; else None."""
    context = view.partie
    if context is None or context.target is None or len(view.seats) != 2:
        return None
    if context.race:  # the race of three-handed piquet's two-handed end
        return race_utility(view)
    me, other = view.seat, 1 - view.seat
    before = context.totals[me], context.totals[other]
    target = context.target
    if min(target - before[0], target - before[1]) > NEAR:
        return None

    def utility(mine: int, theirs: int) -> float:
        return game_value(before[0] + mine, before[1] + theirs, target)

    return utility
