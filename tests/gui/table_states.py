"""Parties of every seat count played to a point by seeded random legal moves, and the table's state for one
seat, as the window would build it: for the table's tests and its screenshots."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from piquet_gui.model import Phase, Play
from piquet_gui.model.any_partie import AnyPartie
from piquet_gui.model.games import new_game
from piquet_gui.views.table import TableState

PLAYERS = {2: ("Anne", "Ben"), 3: ("Anne", "Ben", "Claire"), 4: ("Anne", "Ben", "Claire", "Dan")}
GAME_OF = {2: "rubicon", 3: "normand", 4: "partnership"}


def played_until(seats: int, seed: int, until: Callable[[AnyPartie], bool], limit: int = 3000) -> AnyPartie:
    """A partie for ``seats`` played by random legal moves (seeded) until ``until(partie)``."""
    partie = new_game(GAME_OF[seats], players=PLAYERS[seats], seed=seed)
    rng = random.Random(seed)
    for _ in range(limit):
        if until(partie):
            return partie
        if partie.is_over():
            break
        if partie.needs_deal():
            partie.start_deal()
            continue
        partie.apply(rng.choice(list(partie.legal_actions())))
    raise AssertionError(f"seed {seed}: the partie never got there")


def state_for(partie: AnyPartie, seat: int, **extra: Any) -> TableState:
    """The table's state for ``seat`` as the window builds it: its playable cards when it is to play, its
    hand selectable when it is to exchange."""
    view = partie.view(seat)
    assert view is not None
    to_play = view.to_act == seat and view.phase is Phase.PLAY
    playable = frozenset(a.card for a in view.legal_actions if isinstance(a, Play)) if to_play else frozenset()
    dimmed = frozenset(c for c in view.hand if c not in playable) if playable else frozenset()
    selectable = frozenset(view.hand) if view.to_act == seat and view.phase is Phase.EXCHANGE else frozenset()
    return TableState(view, partie.players, partie.totals(), selectable=selectable, playable=playable,
                      dimmed=dimmed, deal_number=len(partie.deals), gather_tricks=False, **extra)


def mid_trick(seats: int, seed: int = 3, cards: int = 2, tricks: int = 2) -> Callable[[AnyPartie], bool]:
    """At the point where ``tricks`` tricks are played and ``cards`` cards of the next lie in the middle."""
    def there(partie: AnyPartie) -> bool:
        view = partie.view(0) if partie.deals else None
        return view is not None and len(view.tricks) == tricks and len(view.trick) == cards
    return there


def exchanging(partie: AnyPartie) -> bool:
    """The viewer (seat 0) is to exchange."""
    view = partie.view(0) if partie.deals else None
    return view is not None and view.phase is Phase.EXCHANGE and view.to_act == 0


def someone_out(partie: AnyPartie) -> bool:
    """A seat other than the viewer is out, and the two others play a trick."""
    view = partie.view(0) if partie.deals and partie.current is not None else None
    return (view is not None and bool(view.out) and len(view.seats) == 2 and len(view.trick) == 1
            and view.to_act == 0)


def out_partie(seeds: range = range(40)) -> AnyPartie:
    """The first seeded three-handed partie where a seat other than the viewer goes out, at a trick after."""
    for seed in seeds:
        try:
            return played_until(3, seed, someone_out)
        except AssertionError:
            continue
    raise AssertionError("no seed where a player goes out and the viewer plays on")
