"""The rule options of RULES.md section 10 and the numbers a variant may change.

``Rules`` is one immutable value.  Its *options* are what a player picks in the
new-game dialog and what a game record names (only those that differ from the
default); its *structure* (seats, hand size, thresholds and bonuses) is data so
that the variants of VARIANTS.md arrive as other ``Rules`` values, not as
edits scattered through the engine.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from ..errors import quoted

LEFTOVER_LAW_36 = "law36"
LEFTOVER_FACE_UP = "face_up"
LEFTOVER_HIDDEN = "hidden"


@dataclasses.dataclass(frozen=True, slots=True)
class OptionInfo:
    name: str
    values: tuple[Any, ...]
    """Allowed values, the default first."""
    summary: str
    source: str


OPTIONS: tuple[OptionInfo, ...] = (
    OptionInfo("younger_must_exchange", (True, False),
               "Younger hand must exchange at least one card.", "Law 22 / au cent laws"),
    OptionInfo("younger_leftover", (LEFTOVER_LAW_36, LEFTOVER_FACE_UP, LEFTOVER_HIDDEN),
               "Cards younger leaves in the talon: younger may look after elder's lead and then elder "
               "sees them too (law36), both see them (face_up), or nobody does (hidden).",
               "Law 36 / house rules"),
    OptionInfo("elder_sees_leftover", (True, False),
               "Elder may look at the cards he leaves of his five.", "Law 33"),
    OptionInfo("deal_by", ("twos", "threes"),
               "The dealer gives the cards two or three at a time.", "Law 9"),
    OptionInfo("low_lead_scores", (True, False),
               "Leading a 9, 8 or 7 scores a point.", "Law 65 / au cent and Hoyle"),
    OptionInfo("cards_count_toward_pique", (False, True),
               "The 10 for the cards counts toward pique as soon as the seventh trick is won.",
               "Law 69 / seed 003"),
    OptionInfo("carte_rouge", (False, True),
               "Carte rouge: all twelve cards in good calls scores 20.", "seed 003 (French custom)"),
)
OPTION_BY_NAME = {info.name: info for info in OPTIONS}


@dataclasses.dataclass(frozen=True, slots=True)
class Rules:
    """Every rule option (defaults as RULES.md) and the structural numbers of the game."""

    younger_must_exchange: bool = True
    younger_leftover: str = LEFTOVER_LAW_36
    elder_sees_leftover: bool = True
    deal_by: str = "twos"
    low_lead_scores: bool = True
    cards_count_toward_pique: bool = False
    carte_rouge: bool = False

    # Structure: Rubicon Piquet's numbers.  Variants change these, not the engine.
    seats: int = 2
    hand_size: int = 12
    elder_talon: int = 5
    carte_blanche_points: int = 10
    carte_rouge_points: int = 20
    pique_threshold: int = 30
    pique_bonus: int = 30
    repique_threshold: int = 30
    repique_bonus: int = 60
    cards_points: int = 10
    capot_points: int = 40
    last_trick_bonus: int = 1
    lowest_set_rank: int = 3  # Rank.TEN: 9s, 8s and 7s never make a set.

    # How the variants of VARIANTS.md differ; the defaults are Rubicon Piquet's, so the two-handed game
    # never sees them.
    elder_min_exchange: int = 1
    exchange: bool = True
    """False: nobody exchanges (auction piquet's ``auction_exchange=none``)."""
    lead_points: int = 1
    win_points: int = 1
    """For winning a trick with the second card (the opponent's lead)."""
    trick_points: int = 0
    """For every trick won, whoever led (auction piquet)."""
    low_win_scores: bool = True
    """Winning with a 9, 8 or 7 scores (au cent's ``small_cards_count=false`` turns it off)."""
    point_four_less: bool = False
    reckon_at_once: bool = False
    """The moment rule's order (VARIANTS.md section 1): younger's good calls reckon when won, not after elder's
    first lead, and carte rouge, whoever holds it, after the sets."""
    younger_carte_blanche_late: bool = False
    """Younger announces carte blanche only once elder has exchanged (au cent's laws)."""
    pique_in_hand: bool = False
    """A hand alone reaching the pique threshold is a pique at once (auction piquet)."""
    auction: bool = False
    minus_outranks_plus: bool = False
    contract_base: str = "bid"
    """A made contract scores 10 per trick beyond the bid (``bid``) or beyond six (``six``)."""

    def __post_init__(self) -> None:
        for info in OPTIONS:
            value = getattr(self, info.name)
            if value not in info.values or type(value) is not type(info.values[0]):
                allowed = ", ".join(repr(v) for v in info.values)
                raise ValueError(f"option {info.name} cannot be {quoted(value)} (allowed: {allowed})")

    def options(self) -> dict[str, Any]:
        """The options that differ from the defaults, as a game record names them."""
        return {info.name: getattr(self, info.name) for info in OPTIONS
                if getattr(self, info.name) != info.values[0]}

    @classmethod
    def from_options(cls, options: Mapping[str, Any]) -> Rules:
        """Rules with the named options; ValueError naming an unknown option or a bad value."""
        if not isinstance(options, Mapping):
            raise ValueError("options must be an object of option names")
        for name in options:
            if name not in OPTION_BY_NAME:
                known = ", ".join(OPTION_BY_NAME)
                raise ValueError(f"unknown option {quoted(name)} (known: {known})")
        return cls(**dict(options))


# --- a game's options: shared by every game that has options of its own ------------------------------

def options_named(*names: str) -> tuple[OptionInfo, ...]:
    """Options of RULES.md section 10 that a variant keeps as they are."""
    return tuple(OPTION_BY_NAME[name] for name in names)


def checked_options(game_options: tuple[OptionInfo, ...], options: Mapping[str, Any]) -> dict[str, Any]:
    """Every option of a game with its value (the default where not given); ValueError if wrong.

    >>> checked_options(options_named("deal_by"), {})
    {'deal_by': 'twos'}
    """
    if not isinstance(options, Mapping):
        raise ValueError("options must be an object of option names")
    known = {info.name: info for info in game_options}
    for name in options:
        if name not in known:
            raise ValueError(f"unknown option {quoted(name)} (known: {', '.join(known)})")
    out: dict[str, Any] = {}
    for info in game_options:
        value = options.get(info.name, info.values[0])
        if value not in info.values or type(value) is not type(info.values[0]):
            allowed = ", ".join(repr(v) for v in info.values)
            raise ValueError(f"option {info.name} cannot be {quoted(value)} (allowed: {allowed})")
        out[info.name] = value
    return out


def differing_options(game_options: tuple[OptionInfo, ...], values: Mapping[str, Any]) -> tuple[tuple[str, Any], ...]:
    """The (name, value) of each option whose value is not its default, in the game's order."""
    return tuple((info.name, values[info.name]) for info in game_options if values[info.name] != info.values[0])


def kept_rules(values: Mapping[str, Any]) -> dict[str, Any]:
    """The options of RULES.md among a variant's values, as :class:`Rules` keywords."""
    return {name: values[name] for name in ("younger_leftover", "elder_sees_leftover", "deal_by", "carte_rouge",
                                           "cards_count_toward_pique", "younger_must_exchange")
            if name in values}
