"""A two-handed game is a rule set over the two-handed deal: its declaration, and how its partie starts.

A two-handed game is not a copy of the engine: it is a :class:`Rules` value (the numbers and switches the
deal reads: who exchanges, what a trick scores, the thresholds, the auction) and a partie format (how long
the partie lasts, the moment rule, the settlement), built from a record's ``game`` and ``options`` by the
game's own module (``rubicon``, ``au_cent``, ``auction``), which declares it as a :class:`RuleSet`.

``model.games.rule_set_of`` finds a two-handed game's rule set by its record name.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ..any_partie import AnyPartie
from ..game_info import GameInfo
from .formats import AuCent, PartieFormat, Rubicon
from .partie import Partie
from .rules import Rules


@dataclasses.dataclass(frozen=True)
class RuleSet(GameInfo):
    """A two-handed game: ``rule_set(name, options)`` is its rules and partie format for a record's ``game``
    (one of its record names) and ``options`` (ValueError if wrong); its partie starts from them."""

    rule_set: Callable[[str, Mapping[str, Any]], tuple[Rules, PartieFormat]] = dataclasses.field(kw_only=True)


def starts(rule_set: Callable[[str, Mapping[str, Any]], tuple[Rules, PartieFormat]]) -> Callable[
        [str, Mapping[str, Any], Sequence[str], int, int | None], AnyPartie]:
    """How a partie of the two-handed game of ``rule_set`` starts: a :class:`Partie` under the rules and format
    that ``rule_set`` gives for the record name and options."""

    def start(name: str, options: Mapping[str, Any], players: Sequence[str], first_dealer: int,
              seed: int | None) -> AnyPartie:
        rules, partie_format = rule_set(name, options)
        return Partie(rules, partie_format, tuple(players), first_dealer, seed)

    return start


def record_options(partie_format: PartieFormat, rules: Rules) -> dict[str, Any]:
    """The ``options`` a record names: a variant's own, else the options of RULES.md that differ."""
    if isinstance(partie_format, AuCent) or (isinstance(partie_format, Rubicon) and partie_format.record_name):
        return dict(partie_format.options)
    return rules.options()
