"""A two-handed game is a rule set over the two-handed deal: its declaration, and how its partie starts.

A two-handed game is not a copy of the engine: it is a :class:`Rules` value (the numbers and switches the
deal reads: who exchanges, what a trick scores, the thresholds, the auction) and a partie format (how long
the partie lasts, the moment rule, the settlement), built from a record's ``game`` and ``options`` by the
game's own module (``rubicon``, ``au_cent``, ``auction``), which declares it as a :class:`RuleSet`.

>>> rules, partie_format = setup("au-cent", {"point_four_less": True})
>>> rules.younger_must_exchange, rules.point_four_less, partie_format.target
(False, True, 100)
>>> setup("auction", {})[1].line
150
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ..errors import quoted
from ..any_partie import AnyPartie
from ..game_info import GameInfo
from .formats import AuCent, PartieFormat, Rubicon
from .rules import Rules


@dataclasses.dataclass(frozen=True)
class RuleSet(GameInfo):
    """A two-handed game: ``rule_set(name, options)`` is its rules and partie format for a record's ``game``
    (one of its record names) and ``options`` (ValueError if wrong); its partie starts from them."""

    rule_set: Callable[[str, Mapping[str, Any]], tuple[Rules, PartieFormat]] = dataclasses.field(kw_only=True)


def start_two_handed(name: str, options: Mapping[str, Any], players: Sequence[str], first_dealer: int,
                     seed: int | None) -> AnyPartie:
    """A new partie of the two-handed game ``name`` (a :class:`RuleSet`'s start)."""
    from ..games import find_game
    from .partie import Partie

    game = find_game(name)
    assert isinstance(game, RuleSet)
    rules, partie_format = game.rule_set(name, options)
    return Partie(rules, partie_format, tuple(players), first_dealer, seed)


def setup(name: str, options: Mapping[str, Any]) -> tuple[Rules, PartieFormat]:
    """The rules and partie format of the two-handed game ``name`` with ``options``; ValueError if either is
    wrong."""
    from ..games import find_game

    game = find_game(name)
    if not isinstance(game, RuleSet):
        raise ValueError(f"game {quoted(name)} is not a two-handed game")
    return game.rule_set(name, options)


def record_options(partie_format: PartieFormat, rules: Rules) -> dict[str, Any]:
    """The ``options`` a record names: a variant's own, else the options of RULES.md that differ."""
    if isinstance(partie_format, AuCent) or (isinstance(partie_format, Rubicon) and partie_format.record_name):
        return dict(partie_format.options)
    return rules.options()
