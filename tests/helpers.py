"""Small builders the tests share."""

from __future__ import annotations

import random

from piquet_gui.model import Partie


def random_partie(seed: int, players: tuple[str, str] = ("Anne", "Ben"), actions: int | None = None) -> Partie:
    """A partie of random legal moves: finished, or stopped after ``actions`` moves."""
    partie = Partie(players=players, seed=seed)
    rng = random.Random(seed)
    done = 0
    while not partie.is_over() and (actions is None or done < actions):
        if partie.needs_deal():
            partie.start_deal()
        partie.apply(rng.choice(partie.legal_actions()))
        done += 1
    return partie
