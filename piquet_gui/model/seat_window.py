"""One table's window on a partie: the one interface through which a table follows its seats.

A table (the game screen, a test, a program joined over the network) never holds the engine: it reads what
its seats may know, learns what they may do and why an action is refused, and makes requests.  The local
table (``controller.GameController``) implements it over the partie it owns; a connection to a table hosted
elsewhere implements it over what the host sends.  Everything it returns is a value a seat may know:

* who plays: ``seats``, ``sides``, ``names``, and ``people``, the seats played by people at this table;
* what a seat sees now: ``view(seat)`` (its ``SeatView``), ``events(seat)`` (what happened in the partie so
  far, as that seat may know it: identical for two deals that differ only in cards it cannot see, as
  views are), the score sheet and the totals, the deal's number, whose turn it is, whether a deal is to
  be dealt or the partie is over;
* what it may do: ``legal_actions(seat)`` and ``refusal(seat, action)``, why an action is refused (a
  :class:`Refusal`, for the table to say in its own words);
* the requests it may make: ``act``, ``next_deal``, ``undo`` (what a take-back returns to is the engine
  history's rule), ``hint``, and ``finished_record()``, the record of the deals that are over (for the
  review and the coach: a finished deal hides nothing).

The signals a table listens to (a Qt table: the local controller's ``eventHappened``, ``stateChanged``,
``humanToAct``, ``computerThinking``, ``dealEnded``, ``partieEnded``) are the implementation's: this module
knows nothing of Qt.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from .actions import Action
from .cards import Suit
from .events import Event

if TYPE_CHECKING:
    from .score_sheet import ScoreSheet
    from .view import GameRules, SeatView


class RefusalKind(enum.Enum):
    NOT_YOUR_TURN = "not your turn"
    """Another seat is to act, or no deal is in progress."""
    NOT_NOW = "not now"
    """Not an action of this moment of the deal (a card in the calls, a call in the play)."""
    NOT_HELD = "not held"
    """A card, or a combination, the seat does not hold."""
    MUST_FOLLOW = "must follow"
    """A card of another suit while the seat holds the suit led (``suit``)."""
    NOT_ALLOWED = "not allowed"
    """Anything else the rules forbid (``words``: the engine's reason, in English)."""


@dataclasses.dataclass(frozen=True, slots=True)
class Refusal:
    """Why an action is refused: its kind, the suit that must be followed, the engine's reason in English."""

    kind: RefusalKind
    suit: Suit | None = None
    words: str = ""


@runtime_checkable
class SeatWindow(Protocol):
    """A partie as a table sees it through its seats (see the module's docstring)."""

    @property
    def seats(self) -> int: ...

    @property
    def sides(self) -> tuple[int, ...]: ...

    @property
    def names(self) -> tuple[str, ...]: ...

    @property
    def people(self) -> tuple[int, ...]:
        """The seats played by people at this table, in seat order."""
        ...

    # --- what a seat sees ------------------------------------------------------------------------------------

    def view(self, seat: int) -> SeatView[GameRules] | None:
        """What ``seat`` may know of the last deal; None before the first deal, or for a seat out of the deal."""
        ...

    def events(self, seat: int) -> list[Event]:
        """What happened in the partie so far, as ``seat`` may know it, in order."""
        ...

    def score_sheet(self) -> ScoreSheet: ...

    def totals(self) -> tuple[int, ...]: ...

    @property
    def deal_number(self) -> int:
        """How many deals have begun (the one in progress counted)."""
        ...

    def to_act(self) -> int | None: ...

    def needs_deal(self) -> bool: ...

    def is_over(self) -> bool: ...

    # --- what it may do ----------------------------------------------------------------------------------------

    def legal_actions(self, seat: int) -> Sequence[Action]:
        """What ``seat`` may do now (nothing when it is not its turn)."""
        ...

    def refusal(self, seat: int, action: Action) -> Refusal | None:
        """Why ``seat`` may not do ``action`` now, or None if it may."""
        ...

    # --- the requests it may make ------------------------------------------------------------------------------

    def act(self, seat: int, action: Action) -> None:
        """A person's choice; ``IllegalActionError`` (with the reason) if it is refused."""
        ...

    def next_deal(self) -> None: ...

    def can_undo(self, whole_trick: bool = False) -> bool: ...

    def undo(self, whole_trick: bool = False) -> bool:
        """Take back the people's last move (or trick); False if there is nothing to take back."""
        ...

    def hint(self, seat: int) -> Action | None:
        """What the computer would do in ``seat`` now (None when it is not that seat's turn)."""
        ...

    def can_claim(self, seat: int) -> bool:
        """Whether the aid *Claim the rest* offers ``seat`` a claim now: on, its turn in the play, and every
        remaining trick certain to be its own whatever the others hold (``ai.claim``)."""
        ...

    @property
    def claiming(self) -> int | None:
        """The seat whose claim is being played out, or None."""
        ...

    def claim(self, seat: int) -> bool:
        """``seat`` claims the rest (the others agreed): the tricks are played out by the proven line; False if
        no claim may be made now."""
        ...

    def finished_record(self) -> dict[str, Any]:
        """The game record (RECORD.md) of the deals that are over: the whole partie once it is over."""
        ...
