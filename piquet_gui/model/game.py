"""The one shape of every game's partie (two-, three- and four-handed alike).

The controller, the computer players and the table drive any game through this alone, knowing only
its seat count, its sides and the phases its deals use (``view(seat).phase``):

* ``seats``: how many play; ``sides``: the side of each seat (each seat its own side, or partners);
* ``players``: their names, by seat;
* ``to_act``, ``legal_actions()``, ``apply(action)`` (returning events), ``view(seat)`` (exactly what
  that seat may know: None before the first deal or for a seat out of the deal); every seat number in
  them is the partie's, whatever seats a deal is played by;
* ``needs_deal()``, ``start_deal()``, ``is_over()``;
* ``totals()``: each side's score so far, the deal in progress counted as far as it has gone;
* ``score_sheet()``: what its score sheet shows, the same shape in every game (``model.score_sheet``);
* ``name``: the game (one of ``GAMES``); ``deals``, ``actions()``, ``events()``, ``prefix(n)`` and
  ``replayed(deals, actions)``: its history, kept the same way in every game (``model.history``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol, Self, runtime_checkable

from .actions import Action
from .errors import IllegalActionError, quoted
from .events import Event

if TYPE_CHECKING:
    from .score_sheet import ScoreSheet
    from .view import GameRules, SeatView


@runtime_checkable
class Game(Protocol):
    seats: int
    sides: tuple[int, ...]
    players: tuple[str, ...]

    @property
    def name(self) -> str: ...

    @property
    def deals(self) -> Sequence[Any]: ...

    @property
    def current(self) -> Any:
        """The deal in progress, or None between deals."""

    @property
    def to_act(self) -> int | None: ...

    def legal_actions(self) -> Sequence[Action]: ...

    def apply(self, action: Action) -> list[Event]: ...

    def view(self, seat: int) -> SeatView[GameRules] | None:
        """What ``seat`` may know of the last deal (``model.view``), the same shape in every game."""

    def needs_deal(self) -> bool: ...

    def start_deal(self) -> object: ...

    def is_over(self) -> bool: ...

    def totals(self) -> tuple[int, ...]: ...

    def score_sheet(self) -> ScoreSheet:
        """What its score sheet shows (``model.score_sheet``), the deal in progress as far as it has gone."""
        ...

    # its history (``model.history``), the same in every game
    def action_count(self) -> int: ...

    def actions(self) -> list[tuple[int, int, Action]]: ...

    def events(self) -> list[Event]: ...

    def copy(self) -> Self:
        """A copy to play on apart, for search (``model.history``)."""
        ...

    def prefix(self, actions: int) -> Self: ...

    def replayed(self, deals: int, actions: int | None = None) -> Self: ...


class _Dealing(Protocol):
    @property
    def current(self) -> Any: ...

    def is_over(self) -> bool: ...

    def needs_deal(self) -> bool: ...


def may_deal(game: _Dealing, dealer: int | None, choices: Sequence[int], over: str = "the partie is over") -> int:
    """The seat that deals the next deal: ``dealer`` if it is one of ``choices`` (None: the first).

    IllegalActionError when no deal may start now or another seat must deal.
    """
    if not game.needs_deal():
        raise IllegalActionError(over if game.is_over() else "the current deal is not over")
    if dealer is None:
        return choices[0]
    if dealer not in choices:
        raise IllegalActionError(f"seat {dealer} may not deal now (seat {choices[0]} deals)")
    return dealer


def deal_in_progress(game: _Dealing, over: str = "the partie is over") -> Any:
    """The deal being played, where an action is to be applied; IllegalActionError between deals."""
    deal = game.current
    if deal is None:
        raise IllegalActionError(over if game.is_over() else "no deal is in progress")
    return deal


GAMES = ("rubicon", "au-cent", "auction", "normand", "partnership")
"""Every game the engine plays, by its record name (``four-deals`` and ``target`` are Rubicon's formats)."""

RUBICON_FORMATS = ("rubicon", "four-deals", "target")
"""Rubicon piquet's partie formats by their record names: six deals, four deals, or points (``target`` and
``match`` among the options)."""


def lowest_cut_deals(name: str) -> bool:
    """Whether the lowest card cut deals first (au cent, three- and four-handed: VARIANTS.md), rather than the
    higher cut choosing who deals (Rubicon piquet and the auction, RULES.md Law 4).

    >>> [lowest_cut_deals(name) for name in GAMES]
    [False, True, False, True, True]
    """
    return name in ("au-cent", "normand", "partnership")


def seat_count(name: str) -> int:
    """How many play the game ``name``: two, three (normand) or four (partnership)."""
    return {"normand": 3, "partnership": 4}.get(name, 2)


def new_game(name: str, options: dict[str, Any] | None = None, players: Sequence[str] | None = None,
             first_dealer: int = 0, seed: int | None = None) -> Game:
    """A new partie of one of ``GAMES`` (or of Rubicon's ``RUBICON_FORMATS``) with its ``options`` (as a record
    names them; for ``target``, the record's ``target`` and ``match`` too); ValueError if either is wrong.

    >>> [new_game(name).seats for name in GAMES]
    [2, 2, 2, 3, 4]
    >>> new_game("target", {"target": 150, "match": "ligada", "carte_rouge": True}).format.record_fields()
    {'game': 'target', 'target': 150, 'match': 'ligada'}
    """
    from .normand.partie import NormandGame, NormandPartie
    from .two_handed.partie import Partie
    from .partnership.partie import PartnershipGame, PartnershipPartie
    from .two_handed.rules import Rules
    from .two_handed.variants import VARIANTS, setup

    options = options or {}
    seats = seat_count(name)
    names = tuple(players) if players else tuple(f"Player {n}" for n in range(1, seats + 1))
    if len(names) != seats:
        raise ValueError(f"{name} is played by {seats}, not {len(names)}")
    game: Game
    if name == "normand":
        game = NormandPartie(NormandGame.from_options(options), names, first_dealer, seed)
    elif name == "partnership":
        game = PartnershipPartie(PartnershipGame.from_options(options), names, first_dealer, seed)
    elif name in VARIANTS:
        rules, partie_format = setup(name, options)
        game = Partie(rules, partie_format, names, first_dealer, seed)
    elif name in RUBICON_FORMATS:  # the format's own fields (target, match) beside the rule options
        from .two_handed.formats import format_from_record

        fields: dict[str, Any] = {key: options[key] for key in ("target", "match") if key in options}
        rules = Rules.from_options({key: value for key, value in options.items() if key not in fields})
        game = Partie(rules, format_from_record({"game": name, **fields}), names, first_dealer, seed)
    else:
        raise ValueError(f"game {quoted(name)} is not known (known: {', '.join(GAMES)})")
    return game
