"""Auction piquet (VARIANTS.md section 2): its rule set over the shared two-handed deal (an auction before the
exchange, ``bidding``; a trick a point, pique and repique judged against the contract) with a Rubicon partie
whose line is 150 (:func:`build`).

>>> rules, game = build(checked_options(OPTIONS, {}))
>>> rules.auction, rules.trick_points, game.line
(True, 1, 150)
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .formats import PartieFormat, Rubicon
from .rule_set import RuleSet, starts
from .rules import OptionInfo, Rules, checked_options, differing_options, kept_rules, options_named

NAME = "auction"
"""The game's name in a record."""


# --- the game: its options and its rules ----------------------------------------------------------

OPTIONS = (
    *options_named("younger_leftover", "elder_sees_leftover", "deal_by", "carte_rouge"),
    OptionInfo("minus_outranks_plus", (False, True),
               "At an equal number of tricks a minus bid outranks a plus bid.", "our choice"),
    OptionInfo("auction_exchange", ("after", "none"),
               "The exchange after the auction, or none at all.", "laws / seed"),
    OptionInfo("auction_cards", (True, False),
               "The 10 for the cards and the 40 for capot score as usual.", "our choice"),
    OptionInfo("contract_base", ("bid", "six"),
               "A made contract scores 10 a trick beyond the bid, or beyond six.", "seed"),
)
"""Auction piquet's options, each default first."""


def build(values: dict[str, Any]) -> tuple[Rules, PartieFormat]:
    """Auction piquet's rules and partie format for ``values``, every option of :data:`OPTIONS` (checked)."""
    cards = bool(values["auction_cards"])
    rules = Rules(**kept_rules(values), younger_must_exchange=False, elder_min_exchange=0,
                  exchange=values["auction_exchange"] == "after", lead_points=0, win_points=0, trick_points=1,
                  last_trick_bonus=0, cards_points=10 if cards else 0, capot_points=40 if cards else 0,
                  pique_in_hand=True, auction=True, minus_outranks_plus=bool(values["minus_outranks_plus"]),
                  contract_base=str(values["contract_base"]))
    return rules, Rubicon(line=150, record_name=NAME, options=differing_options(OPTIONS, values))


def rule_set(name: str, options: Mapping[str, Any]) -> tuple[Rules, PartieFormat]:
    """Its rules and partie format for a record's ``options`` (checked: ValueError if wrong)."""
    return build(checked_options(OPTIONS, options))


GAME = RuleSet(NAME, (0, 1), OPTIONS, starts(rule_set), lowest_cut_deals=False, rule_set=rule_set)
