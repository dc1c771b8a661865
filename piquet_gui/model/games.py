"""Every game we offer, declared once in its own folder and found here by name (as python-chess's
``find_variant`` and kpat's dealer list): the one place that lists them.

A game's declaration (:class:`~piquet_gui.model.game_info.GameInfo`) gives its record name and aliases, its seats
and sides, its options with their defaults, how its partie starts, its cut rule, the computer's strengths
that play it and the key of its words.  The dialog, ``--game``, the computer players, the statistics and
``replay`` all read it; adding a game is adding its folder and one line below.

>>> [game.name for game in ALL_GAMES]
['rubicon', 'au-cent', 'auction', 'normand', 'partnership']
>>> find_game("four-deals").name, find_game("normand").seats, find_game("partnership").partners
('rubicon', 3, True)
>>> [new_game(name).seats for name in GAMES]
[2, 2, 2, 3, 4]
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .errors import quoted
from .any_partie import AnyPartie
from .game_info import GameInfo
from .normand import game as normand
from .partnership import game as partnership
from .two_handed import au_cent, auction, rubicon
from .two_handed.formats import PartieFormat
from .two_handed.rule_set import RuleSet
from .two_handed.rules import Rules

ALL_GAMES: tuple[GameInfo, ...] = (rubicon.GAME, au_cent.GAME, auction.GAME, normand.GAME, partnership.GAME)
"""Every game, in the order the new-game dialog offers them."""

GAMES: tuple[str, ...] = tuple(game.name for game in ALL_GAMES)
"""Their record names."""

_BY_NAME: dict[str, GameInfo] = {name: game for game in ALL_GAMES for name in game.record_names}


def find_game(name: str) -> GameInfo:
    """The game a record name (its own or an alias) names; ValueError if none does."""
    game = _BY_NAME.get(name) if isinstance(name, str) else None
    if game is None:
        known = ", ".join(n for g in ALL_GAMES for n in g.record_names)
        raise ValueError(f"game {quoted(name)} is not known (known: {known})")
    return game


def rule_set_of(name: str, options: Mapping[str, Any]) -> tuple[Rules, PartieFormat]:
    """The rules and partie format of the two-handed game a record name names, with ``options``; ValueError if
    either is wrong or the game is not two-handed.

    >>> rules, partie_format = rule_set_of("au-cent", {"point_four_less": True})
    >>> rules.younger_must_exchange, rules.point_four_less, partie_format.target
    (False, True, 100)
    >>> rule_set_of("auction", {})[1].line
    150
    """
    game = find_game(name)
    if not isinstance(game, RuleSet):
        raise ValueError(f"game {quoted(name)} is not a two-handed game")
    return game.rule_set(name, options)


def new_game(name: str, options: dict[str, Any] | None = None, players: Sequence[str] | None = None,
             first_dealer: int = 0, seed: int | None = None) -> AnyPartie:
    """A new partie of the game a record name names, with its ``options`` (as a record names them; for
    Rubicon's ``target``, the record's ``target`` and ``match`` too); ValueError if either is wrong.

    >>> new_game("target", {"target": 150, "match": "ligada", "carte_rouge": True}).format.record_fields()
    {'game': 'target', 'target': 150, 'match': 'ligada'}
    """
    game = find_game(name)
    names = tuple(players) if players else tuple(f"Player {n}" for n in range(1, game.seats + 1))
    if len(names) != game.seats:
        raise ValueError(f"{name} is played by {game.seats}, not {len(names)}")
    return game.start(name, options or {}, names, first_dealer, seed)
