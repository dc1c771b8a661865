"""The games of VARIANTS.md as rule sets: each a table of options and what they set.

A variant is not a copy of the engine: it is a :class:`Rules` value (the
numbers and switches the deal reads: who exchanges, what a trick scores, the
thresholds, the auction) and a partie format (how long the partie lasts, the
moment rule, the settlement).  :func:`setup` builds both from a record's
``game`` and ``options``:

>>> rules, game = setup("au-cent", {"point_four_less": True})
>>> rules.younger_must_exchange, rules.point_four_less, game.target
(False, True, 100)
>>> setup("auction", {})[1].line
150
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from typing import Any

from .formats import AuCent, PartieFormat, Rubicon
from .rules import OPTION_BY_NAME, OptionInfo, Rules

AU_CENT = "au-cent"
AUCTION = "auction"


@dataclasses.dataclass(frozen=True, slots=True)
class Variant:
    """One game of VARIANTS.md: its record name, seats, options (defaults first) and how to build it."""

    name: str
    seats: int
    options: tuple[OptionInfo, ...]
    build: Callable[[dict[str, Any]], tuple[Rules, PartieFormat]]

    def option(self, name: str) -> OptionInfo:
        return next(info for info in self.options if info.name == name)


def _shared(*names: str) -> tuple[OptionInfo, ...]:
    """Options of RULES.md section 10 that a variant keeps as they are."""
    return tuple(OPTION_BY_NAME[name] for name in names)


_AU_CENT_OPTIONS = (
    OptionInfo("younger_must_exchange", (False, True),
               "Younger hand must exchange at least one card (au cent: he may take none).", "au cent laws"),
    *_shared("younger_leftover", "elder_sees_leftover", "deal_by", "cards_count_toward_pique", "carte_rouge"),
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

_AUCTION_OPTIONS = (
    *_shared("younger_leftover", "elder_sees_leftover", "deal_by", "carte_rouge"),
    OptionInfo("minus_outranks_plus", (False, True),
               "At an equal number of tricks a minus bid outranks a plus bid.", "our choice"),
    OptionInfo("auction_exchange", ("after", "none"),
               "The exchange after the auction, or none at all.", "laws / seed"),
    OptionInfo("auction_cards", (True, False),
               "The 10 for the cards and the 40 for capot score as usual.", "our choice"),
    OptionInfo("contract_base", ("bid", "six"),
               "A made contract scores 10 a trick beyond the bid, or beyond six.", "seed"),
)


def _checked(variant_options: tuple[OptionInfo, ...], options: Mapping[str, Any]) -> dict[str, Any]:
    """Every option of the variant with its value (the default where not given); ValueError if wrong."""
    if not isinstance(options, Mapping):
        raise ValueError("options must be an object of option names")
    known = {info.name: info for info in variant_options}
    for name in options:
        if name not in known:
            raise ValueError(f"unknown option {name!r} (known: {', '.join(known)})")
    out: dict[str, Any] = {}
    for info in variant_options:
        value = options.get(info.name, info.values[0])
        if value not in info.values or type(value) is not type(info.values[0]):
            allowed = ", ".join(repr(v) for v in info.values)
            raise ValueError(f"option {info.name} cannot be {value!r} (allowed: {allowed})")
        out[info.name] = value
    return out


def _differing(variant_options: tuple[OptionInfo, ...], values: Mapping[str, Any]) -> tuple[tuple[str, Any], ...]:
    return tuple((info.name, values[info.name]) for info in variant_options if values[info.name] != info.values[0])


def _shared_rules(values: Mapping[str, Any]) -> dict[str, Any]:
    return {name: values[name] for name in ("younger_leftover", "elder_sees_leftover", "deal_by", "carte_rouge",
                                           "cards_count_toward_pique", "younger_must_exchange")
            if name in values}


def _au_cent(values: dict[str, Any]) -> tuple[Rules, PartieFormat]:
    small = bool(values["small_cards_count"])
    rules = Rules(**_shared_rules(values), low_lead_scores=small, low_win_scores=small,
                  point_four_less=bool(values["point_four_less"]), reckon_at_once=True,
                  younger_carte_blanche_late=True)
    game = AuCent(target=int(values["target"]), at_deal_end=bool(values["target_at_deal_end"]),
                  games_to_win=1 if values["partie"] == "one_game" else 3,
                  deal_carries_on=bool(values["deal_carries_on"]),
                  options=_differing(_AU_CENT_OPTIONS, values))
    return rules, game


def _auction(values: dict[str, Any]) -> tuple[Rules, PartieFormat]:
    cards = bool(values["auction_cards"])
    rules = Rules(**_shared_rules(values), younger_must_exchange=False, elder_min_exchange=0,
                  exchange=values["auction_exchange"] == "after", lead_points=0, win_points=0, trick_points=1,
                  last_trick_bonus=0, cards_points=10 if cards else 0, capot_points=40 if cards else 0,
                  pique_in_hand=True, auction=True, minus_outranks_plus=bool(values["minus_outranks_plus"]),
                  contract_base=str(values["contract_base"]))
    return rules, Rubicon(line=150, game=AUCTION, options=_differing(_AUCTION_OPTIONS, values))


VARIANTS: dict[str, Variant] = {
    AU_CENT: Variant(AU_CENT, 2, _AU_CENT_OPTIONS, _au_cent),
    AUCTION: Variant(AUCTION, 2, _AUCTION_OPTIONS, _auction),
}
"""The variants the engine plays, by their record name."""


def setup(game: str, options: Mapping[str, Any]) -> tuple[Rules, PartieFormat]:
    """The rules and partie format of the variant ``game`` with ``options``; ValueError if either is wrong."""
    variant = VARIANTS.get(game)
    if variant is None:
        raise ValueError(f"game {game!r} is not known (rubicon, four-deals, target, {', '.join(VARIANTS)})")
    return variant.build(_checked(variant.options, options))


def record_options(game: PartieFormat, rules: Rules) -> dict[str, Any]:
    """The ``options`` a record names: a variant's own, else the options of RULES.md that differ."""
    if isinstance(game, AuCent) or (isinstance(game, Rubicon) and game.game):
        return dict(game.options)
    return rules.options()

