"""Piquet au cent (VARIANTS.md section 1): the two-handed game to 100, as a rule set over the shared deal.

Au cent is not a copy of the engine: it is a :class:`~piquet_gui.model.two_handed.rules.Rules` value (younger need
not exchange, his carte blanche is announced after elder's exchange, every score is reckoned the moment it
is made, by agreement a point ending in 4 scores one less or a 9, 8 or 7 nothing) and a partie format,
:class:`~piquet_gui.model.two_handed.formats.AuCent` (games to 100, the moment rule, the best of five), declared as
:data:`GAME`.

>>> rules, game = build(checked_options(OPTIONS, {"point_four_less": True}))
>>> rules.younger_must_exchange, rules.point_four_less, rules.reckon_at_once, game.target
(False, True, True, 100)
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .formats import AuCent, PartieFormat
from .rule_set import RuleSet, starts
from .rules import OptionInfo, Rules, checked_options, differing_options, kept_rules, options_named

NAME = "au-cent"
"""The game's name in a record."""

OPTIONS = (
    OptionInfo("younger_must_exchange", (False, True),
               "Younger hand must exchange at least one card (au cent: he may take none).", "au cent laws"),
    *options_named("younger_leftover", "elder_sees_leftover", "deal_by", "cards_count_toward_pique", "carte_rouge"),
    OptionInfo("point_four_less", (False, True),
               "A point whose pips end in 4 (24, 34, 44 ...) scores one less than its cards.",
               "Cavendish, by agreement"),
    OptionInfo("small_cards_count", (True, False),
               "A 9, 8 or 7 scores when it leads or wins a trick (off: it scores nothing; the last trick "
               "still scores its extra point).", "Cavendish, by agreement"),
    OptionInfo("target", (100, 101), "The score that wins a game.", "Cavendish / Hoyle"),
    OptionInfo("target_at_deal_end", (False, True),
               "Judge the target only when the deal is over, not the moment it is reached.", "our choice"),
    OptionInfo("deal_carries_on", (False, True),
               "Deals keep alternating from game to game instead of cutting for each game.", "Hoyle / choice"),
    OptionInfo("partie", ("best_of_five", "one_game"),
               "A partie is the first to win 3 games (a double counting 2), or one game.", "the laws"),
)
"""Au cent's options, each default first."""


def build(values: dict[str, Any]) -> tuple[Rules, PartieFormat]:
    """Au cent's rules and partie format for ``values``, every option of :data:`OPTIONS` (checked)."""
    small = bool(values["small_cards_count"])
    rules = Rules(**kept_rules(values), low_lead_scores=small, low_win_scores=small,
                  point_four_less=bool(values["point_four_less"]), reckon_at_once=True,
                  younger_carte_blanche_late=True)
    game = AuCent(target=int(values["target"]), at_deal_end=bool(values["target_at_deal_end"]),
                  games_to_win=1 if values["partie"] == "one_game" else 3,
                  deal_carries_on=bool(values["deal_carries_on"]),
                  options=differing_options(OPTIONS, values))
    return rules, game


def rule_set(name: str, options: Mapping[str, Any]) -> tuple[Rules, PartieFormat]:
    """Its rules and partie format for a record's ``options`` (checked: ValueError if wrong)."""
    return build(checked_options(OPTIONS, options))


GAME = RuleSet(NAME, (0, 1), OPTIONS, starts(rule_set), lowest_cut_deals=True, rule_set=rule_set)
