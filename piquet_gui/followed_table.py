"""What the game screen follows: a table (the seat window and its Qt signals) and the keeper of its partie.

The screen plays a local table (``controller.GameController``, which owns the partie) and a table hosted elsewhere
(``remote_controller.RemoteController``, over a connection) the same way, through :class:`FollowedTable`: it
never asks which one it follows.  What differs lies behind the same words: a local table deals when asked and
its computer players think here; at a remote table the host deals and plays the computer seats, a refusal
may come back later (``refused``), a line may come for the log (``said``: "Deal 3 checked"), some seats may be
away (``waiting``), the connection may be lost (``connection``), and the others may ask for a take-back
(``consentAsked``).  A local table never says those.

:class:`TableKeeper` is what the screen asks of the keeper of the partie (``keeper.PartieKeeper`` for a local
table: the autosave, the statistics, the assisted mark, the record for Save as; at a remote table those are
the host's, and its keeper keeps only the record for Save and the review).
"""

from __future__ import annotations

import enum
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QObject, SignalInstance

from .model.seat_window import SeatWindow


class Connection(enum.Enum):
    """How a table's connection stands (a local table's is always ``OPEN``)."""

    OPEN = "open"
    RETRYING = "retrying"
    """Lost: trying again."""
    GAVE_UP = "gave up"
    """Lost, and no longer trying."""


class FollowedTable(SeatWindow, Protocol):
    """A table the screen follows: the seat window, its signals, and the requests of the screen."""

    pace_ms: int
    """How long the computer waits before each move (milliseconds; the host's own pace at a remote table)."""

    asks_consent: bool
    """A take-back asks every other person's consent by itself (a remote table's host does, of the people here
    too); else the screen asks the people here first."""

    @property
    def eventHappened(self) -> SignalInstance:
        """(event) Each event the table's person may know, once, in order."""
        ...

    @property
    def stateChanged(self) -> SignalInstance:
        """() Anything changed: redraw from the window."""
        ...

    @property
    def humanToAct(self) -> SignalInstance:
        """(seat) A person at this table must choose."""
        ...

    @property
    def computerThinking(self) -> SignalInstance:
        """(seat, thinking) The computer thinks here for ``seat``, or is done."""
        ...

    @property
    def dealEnded(self) -> SignalInstance:
        """(number) A deal is over."""
        ...

    @property
    def partieEnded(self) -> SignalInstance:
        """(object) The partie is over."""
        ...

    @property
    def takenBack(self) -> SignalInstance:
        """() Moves were taken back (asked here, or by another person with this one's consent)."""
        ...

    @property
    def connectionChanged(self) -> SignalInstance:
        """() The connection was lost, is tried again, given up, or is back (:attr:`connection`)."""
        ...

    @property
    def refused(self) -> SignalInstance:
        """(Refusal) An action sent was refused after all (a remote table's host said no)."""
        ...

    @property
    def said(self) -> SignalInstance:
        """(str) A line for the log, in English (a remote table's deal checks)."""
        ...

    @property
    def consentAsked(self) -> SignalInstance:
        """(request, by_seat) Another person asks for ``request`` ("undo"): answer with :meth:`consent`."""
        ...

    @property
    def waiting(self) -> tuple[int, ...]:
        """The seats whose person is away (their connection dropped), in order."""
        ...

    @property
    def connection(self) -> Connection: ...

    def consent(self, request: str, yes: bool) -> None:
        """This table's person's answer to another's ``request``."""
        ...

    def speaks_for(self, seat: int) -> bool:
        """An aid is about to make ``seat``'s move (*Declare for me*'s pause): the screen offers no choice."""
        ...

    def consent_seat(self) -> int | None:
        """With several people here, the seat of the one whose consent is asked now (None: the one person)."""
        ...

    def start(self) -> None:
        """Let whoever is to act act (a local table deals first if it must)."""
        ...

    def stop(self) -> None:
        """Nothing more is done here for now (a review opens, the screen is taken down); :meth:`start` goes on."""
        ...

    def hold(self) -> None:
        """The table shows a finished trick: the next move waits for :meth:`release` where it can."""
        ...

    def release(self) -> None: ...

    def leave(self) -> None:
        """This table is left for good (another partie takes its place, the window closes)."""
        ...

    def setParent(self, parent: QObject | None, /) -> None: ...

    def deleteLater(self) -> None: ...


class TableKeeper(Protocol):
    """What the screen asks of the keeper of the partie at the table (see the module's docstring)."""

    autosave_path: Path
    statistics_path: Path | None
    saving: bool
    counting: bool

    def autosave(self) -> Any:
        """Keep the partie on disk after a change: None, or the ``keeper.SaveProblem`` to say."""
        ...

    def partie_ended(self) -> bool:
        """The partie is over: False if its statistics could not be kept."""
        ...

    def mark_assisted(self) -> None: ...

    def take_place_of(self, old: TableKeeper | None) -> None: ...

    def abandon_for(self, new_key: str) -> bool: ...

    def record(self) -> dict[str, Any] | None:
        """The partie as a game record with who sits where, for Save as (None: nothing to save yet)."""
        ...


class KeepsNothing:
    """A keeper that keeps nothing here (``TableKeeper``): no autosave, no statistics, no record of its own; the
    partie it takes the place of is left as it is.  A table joined over the network (the host keeps its partie)
    and the trainer's table (a position set again) have one."""

    def __init__(self, autosave_path: Path = Path(), statistics_path: Path | None = None) -> None:
        self.autosave_path = autosave_path
        self.statistics_path = statistics_path
        self.saving = False
        self.counting = False

    def autosave(self) -> Any:
        return None

    def partie_ended(self) -> bool:
        return True

    def mark_assisted(self) -> None:
        pass

    def take_place_of(self, old: TableKeeper | None) -> None:
        pass

    def abandon_for(self, new_key: str) -> bool:
        return True

    def record(self) -> dict[str, Any] | None:
        return None

