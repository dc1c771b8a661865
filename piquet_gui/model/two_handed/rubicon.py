"""Rubicon piquet (RULES.md): the club laws' six deals and the rubicon at 100, with its options and its other
partie formats, four deals and a points target (``formats``), each its own record name.

>>> rules, partie_format = rule_set("target", {"target": 150, "match": "ligada", "carte_rouge": True})
>>> rules.carte_rouge, partie_format.record_fields()
(True, {'game': 'target', 'target': 150, 'match': 'ligada'})
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .formats import RUBICON_NAME, PartieFormat, format_from_record
from .rule_set import RuleSet, starts
from .rules import OPTIONS, Rules

NAME = RUBICON_NAME
FORMATS = ("four-deals", "target")
"""Its other partie formats by their record names: four deals, or points (with ``target`` and ``match``)."""


def rule_set(name: str, options: Mapping[str, Any]) -> tuple[Rules, PartieFormat]:
    """The rules (RULES.md's options) and the partie format ``name`` names, the format's own fields (``target``,
    ``match``) among the ``options``."""
    fields: dict[str, Any] = {key: options[key] for key in ("target", "match") if key in options}
    rules = Rules.from_options({key: value for key, value in options.items() if key not in fields})
    return rules, format_from_record({"game": name, **fields})


OFFERED: tuple[dict[str, Any], ...] = (
    {"game": NAME}, {"game": "four-deals"},
    *({"game": "target", "target": target, "match": match} for target in (100, 150, 221) for match in ("seca", "ligada")))
"""The partie formats a player chooses among: six deals, four, or a target of 100, 150 or 221 points in one game
(seca) or the best of three (ligada)."""

GAME = RuleSet(NAME, (0, 1), OPTIONS, starts(rule_set), lowest_cut_deals=False, aliases=FORMATS, formats=OFFERED,
               rule_set=rule_set)
