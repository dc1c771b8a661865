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
* ``name``: the game's record name (``games.find_game`` finds its declaration); ``deals``, ``actions()``,
  ``events()``, ``prefix(n)`` and
  ``replayed(deals, actions)``: its history, kept the same way in every game (``model.history``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol, Self, runtime_checkable

from .actions import Action
from .errors import IllegalActionError
from .events import Event

if TYPE_CHECKING:
    from .score_sheet import ScoreSheet
    from .view import GameRules, SeatView


@runtime_checkable
class AnyPartie(Protocol):
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

    def events_for(self, seat: int) -> list[Event]:
        """The events as ``seat`` may know them (``events.seen_by``): what a table following that seat is told."""
        ...

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


