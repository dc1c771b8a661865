"""Small builders the tests share."""

from __future__ import annotations

import random
from typing import TypeVar

from piquet_gui.model import Partie
from piquet_gui.model.any_partie import AnyPartie

G = TypeVar("G", bound=AnyPartie)


def random_partie(seed: int, players: tuple[str, str] = ("Anne", "Ben"), actions: int | None = None) -> Partie:
    """A partie of random legal moves: finished, or stopped after ``actions`` moves."""
    return played_on(Partie(players=players, seed=seed), random.Random(seed), actions)


def played_on(game: G, rng: random.Random, actions: int | None = None) -> G:
    """``game`` played on by random legal moves of ``rng`` (dealing when a deal is due): to its end, or for
    ``actions`` moves."""
    done = 0
    while not game.is_over() and (actions is None or done < actions):
        if game.needs_deal():
            game.start_deal()
        game.apply(rng.choice(list(game.legal_actions())))
        done += 1
    return game


CEILING_MS = 120_000
"""How long a test waits, at most, for what the computer, the coach, a thread or another process computes: a
ceiling, not a guess at the time it takes.  A test waits for the signal or the state it needs; this only ends a
wait that will never come, generous enough for a busy machine with both cores taken."""
CEILING_S = CEILING_MS / 1000
