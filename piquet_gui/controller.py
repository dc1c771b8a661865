"""The local table: the one thin layer between the engine and the Qt views.

``GameController`` owns the partie and the players, and is the local implementation of the seat window
(``model.seat_window.SeatWindow``): views read what a seat may know through :meth:`view` and :meth:`events`,
learn what it may do through :meth:`legal_actions` and :meth:`refusal`, send a person's choice through
:meth:`act`, and listen to the signals; they never touch the engine or each other.  Computer players think
in a worker thread, so the window never freezes, and their moves come at a visible pace.

``controller.partie`` (the engine object), ``seating`` (who sits where, with the computer's levels) and
``players`` are the local table's own, not part of the window: a table joined over the network has none.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal, Slot

from .ai.claim import Claim, ClaimInPlay, prove
from .ai.player import Player, make_player
from .followed_table import Connection
from .game_setup import GameConfig, Seats, SeatSetup
from .model.actions import Action, CarteBlanche, Play, says_itself
from .model.declaring import is_declaration, strongest_true
from .model.two_handed.deal import Phase
from .model.errors import IllegalActionError
from .model.events import PartieEnded, seen_by
from .model.any_partie import AnyPartie
from .model.history import take_back_point
from .settings import declare_mode
from .model import refusals
from .model.seat_window import Refusal, SeatWindow

if TYPE_CHECKING:
    from .followed_table import FollowedTable
    from .model.events import Event
    from .model.score_sheet import ScoreSheet

__all__ = ["GameConfig", "GameController", "SeatSetup"]  # the game's set-up is offered from here too


class _Signals(QObject):
    done = Signal(int, object)  # generation, action


class _Think(QRunnable):
    """A computer player's decision, computed off the GUI thread."""

    def __init__(self, player: Player, view: Any, generation: int, signals: _Signals) -> None:
        super().__init__()
        self.player, self.view, self.generation, self.signals = player, view, generation, signals

    def run(self) -> None:
        action = self.player.choose(self.view)
        self.signals.done.emit(self.generation, action)


G = TypeVar("G", bound=AnyPartie)


class GameController(QObject, Generic[G]):
    """The local table (see the module's docstring): a ``SeatWindow`` over the partie it owns."""

    eventHappened = Signal(object)
    """Each engine event as the table may know it (``events.seen_by`` its first person's seat), in order (for
    the log and the animations)."""
    stateChanged = Signal()
    """Anything changed: views redraw from :meth:`view`."""
    humanToAct = Signal(int)
    """A person in this seat must choose."""
    computerThinking = Signal(int, bool)
    dealEnded = Signal(int)
    partieEnded = Signal(object)
    refused = Signal(object)
    """Never at a local table: an action is refused at once (``act`` raises)."""
    said = Signal(str)
    """Never at a local table (a remote table's lines for the log)."""
    consentAsked = Signal(str, int)
    takenBack = Signal()
    """Moves were taken back (:meth:`undo`)."""
    connectionChanged = Signal()
    """Never: a local table has no connection."""
    """Never at a local table: the people at it share the screen and answer the screen's own question."""

    def __init__(self, partie: G, seats: Seats, pace_ms: int = 700,
                 seed: int = 0, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.partie = partie
        """The engine's partie: the local table's own (not part of the seat window; the views still read it
        until they follow the window alone)."""
        self.seating = seats
        """Who sits where: a person, or the computer at its level (the local table's own)."""
        self.pace_ms = pace_ms
        if len(seats) != partie.seats:
            raise ValueError(f"this game is played by {partie.seats}, not {len(seats)}")
        self.players: list[Player | None] = [
            None if setup.human else make_player(setup.level, seed + seat, partie.name)
            for seat, setup in enumerate(seats)]
        self._generation = 0
        self._signals = _Signals()
        self._signals.done.connect(self._computer_chose)
        self._declared = _Signals()
        self._declared.done.connect(self._declared_for)
        self._pool = QThreadPool.globalInstance()
        self.decision_seconds: list[float] = []
        self._started_at = 0.0
        self._held = False
        self._held_back: int | None = None
        """The generation whose computer move waits for :meth:`release`."""
        self.play_forced_card: bool | None = None
        """A person's only legal card is played by itself; None: as the settings say."""
        self.declare_for_me: str | None = None
        """The aid *Declare for me* ("off", "strongest" or "master", ``settings.DECLARE_MODES``); None: as the
        settings say."""
        self._taken_back = False
        self._aid_moment: tuple[int, int] | None = None
        """The seat and generation whose move an aid is about to make (*Declare for me*'s pause)."""
        self.offer_claims: bool | None = None
        """The aid *Claim the rest*; None: as the settings say."""
        self._claimed: ClaimInPlay | None = None
        """The claim being played out."""
        self._proof: tuple[int, int, Claim | None] | None = None
        """The last proof worked out: (generation, seat, claim)."""

    # --- the seat window: who plays ----------------------------------------------------------

    @property
    def seats(self) -> int:
        """How many play."""
        return len(self.seating)

    @property
    def sides(self) -> tuple[int, ...]:
        return tuple(self.partie.sides)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(setup.name for setup in self.seating)

    @property
    def people(self) -> tuple[int, ...]:
        """The seats played by people at this table, in seat order."""
        return tuple(s for s, setup in enumerate(self.seating) if setup.human)

    def is_human(self, seat: int) -> bool:
        return self.seating[seat].human

    @property
    def humans(self) -> list[int]:
        return list(self.people)

    # --- the seat window: what a seat sees ------------------------------------------------------

    def view(self, seat: int) -> Any:  # SeatView[GameRules] | None, as the window says; Any while views read it
        """What ``seat`` may know now (None before the first deal, or for a seat out of the deal)."""
        return self.partie.view(seat)

    def events(self, seat: int) -> list[Event]:
        """What happened in the partie so far, as ``seat`` may know it, in order (``events.seen_by``)."""
        return self.partie.events_for(seat)

    def score_sheet(self) -> ScoreSheet:
        return self.partie.score_sheet()

    def totals(self) -> tuple[int, ...]:
        return self.partie.totals()

    @property
    def deal_number(self) -> int:
        """How many deals have begun (the one in progress counted)."""
        return len(self.partie.deals)

    def to_act(self) -> int | None:
        return self.partie.to_act

    def needs_deal(self) -> bool:
        return self.partie.needs_deal()

    def is_over(self) -> bool:
        return self.partie.is_over()

    # --- the seat window: what a seat may do -----------------------------------------------------

    def legal_actions(self, seat: int) -> Sequence[Action]:
        """What ``seat`` may do now, as its view offers it (nothing when it is not its turn)."""
        view = self.partie.view(seat)
        return view.legal_actions if view is not None and view.to_act == seat else ()

    def refusal(self, seat: int, action: Action) -> Refusal | None:
        """Why ``seat`` may not do ``action`` now, or None if it may: from its view, and where the view cannot
        tell, in the engine's words (``model.refusals``)."""
        partie = self.partie
        return refusals.refusal(partie.view(seat), action, lambda tried: refusals.engine_reason(partie, seat, tried))

    def finished_record(self) -> dict[str, Any]:
        """The game record (RECORD.md) of the deals that are over: the whole partie once it is over; never
        the cards of the deal in progress (nor of deals dealt ahead of it before a take-back)."""
        from .model.game_records import to_record

        partie = self.partie
        finished = partie.replayed(len(partie.deals) - (partie.current is not None))
        # (History's deals dealt ahead: the deal in progress, and any dealt before a take-back, stay unseen)
        finished.dealt_ahead = []  # type: ignore[attr-defined]
        return to_record(finished)

    # --- what the views ask for ---------------------------------------------------------------

    def start(self) -> None:
        """Deal if needed and let whoever is to act act."""
        if self.partie.needs_deal():
            self.partie.start_deal()
            self.stateChanged.emit()
        self._advance()

    def next_deal(self) -> None:
        if self.partie.needs_deal():
            self.start()

    def act(self, seat: int, action: Action) -> None:
        """A person's choice; IllegalActionError (with the reason) if the rules forbid it."""
        if self.partie.to_act != seat or not self.is_human(seat):
            raise IllegalActionError(f"it is not seat {seat}'s turn")
        if self._claimed is not None:
            raise IllegalActionError("the claimed tricks are being played out")
        self._apply(action)

    def stop(self) -> None:
        """Forget any decision still being computed (a new game, closing the window)."""
        self._generation += 1

    def hold(self) -> None:
        """The table shows what the computer must not play over (a finished trick, until it is gathered):
        the computer's next move waits for :meth:`release`.  A person may still act."""
        self._held = True

    def release(self) -> None:
        """The computer may move again (at once, if it was waiting)."""
        self._held = False
        if self._held_back == self._generation:
            self._held_back = None
            self._advance()

    # --- what only a table hosted elsewhere has (``followed_table.FollowedTable``) ---------------------------------

    @property
    def waiting(self) -> tuple[int, ...]:
        """Nobody is ever away from a local table."""
        return ()

    @property
    def connection(self) -> Connection:
        return Connection.OPEN

    def consent(self, request: str, yes: bool) -> None:
        """Nothing is ever asked of a local table's person by another program."""

    def consent_seat(self) -> int | None:
        return None

    asks_consent = False
    """The people at a local table agree to a take-back at the screen (``assists``)."""

    def leave(self) -> None:
        self.stop()

    # --- taking back ------------------------------------------------------------------------------------

    def undo_point(self, whole_trick: bool = False) -> int | None:
        """Where taking back would return to (a count of actions), or None if there is nothing to take back: the
        engine history's rule (``history.take_back_point``) for the people at this table."""
        return take_back_point(self.partie, self.people, whole_trick)

    def can_undo(self, whole_trick: bool = False) -> bool:
        """Whether there is a move (or trick) of the people at the table to take back."""
        return self.undo_point(whole_trick) is not None

    def undo(self, whole_trick: bool = False) -> bool:
        """Take back the last move (or trick) of the person at the table; False if there is none."""
        point = self.undo_point(whole_trick)
        if point is None:
            return False
        self._generation += 1
        self.partie = self.partie.prefix(point)
        self._claimed = None
        self._taken_back = True  # a forced card taken back waits for the player instead of playing again
        self.stateChanged.emit()
        self.start()
        self.takenBack.emit()
        return True

    def hint(self, seat: int, level: str = "master") -> Action | None:
        """What the computer would do in this person's seat."""
        view = self.partie.view(seat)
        if view is None or self.partie.to_act != seat:
            return None
        return make_player(level, len(self.partie.deals), self.partie.name).choose(view)

    # --- claim the rest ---------------------------------------------------------------------------------

    def _offers_claims(self) -> bool:
        if self.offer_claims is not None:
            return self.offer_claims
        from .settings import Settings

        return Settings().offer_claims

    def _proven(self, seat: int) -> Claim | None:
        """The claim ``seat`` may make now (worked out once a position)."""
        if self._claimed is not None or self.partie.to_act != seat or not self.is_human(seat):
            return None
        if self._proof is not None and self._proof[:2] == (self._generation, seat):
            return self._proof[2]
        view = self.partie.view(seat)
        # (The last trick alone is no claim: the card is simply played.)
        claim = prove(view) if view is not None and view.phase is Phase.PLAY and len(view.hand) > 1 else None
        self._proof = (self._generation, seat, claim)
        return claim

    def can_claim(self, seat: int) -> bool:
        return self._offers_claims() and self._proven(seat) is not None

    def claim(self, seat: int) -> bool:
        if not self.can_claim(seat):
            return False
        claim = self._proven(seat)
        view = self.partie.view(seat)
        assert claim is not None and view is not None
        self._claimed = ClaimInPlay(seat, claim, len(view.tricks), len(view.trick))
        self.stateChanged.emit()  # the table says the claim is being played out
        self._advance()
        return True

    @property
    def claiming(self) -> int | None:
        """The seat whose claim is being played out, or None."""
        return self._claimed.seat if self._claimed is not None else None

    def _claim_move(self, seat: int) -> bool:
        """During a claim, the next card is played here (the claimer's by the proven line, a person's who agreed
        as the first legal card, a computer's by its own choice): False when no claim is being played out."""
        claimed = self._claimed
        if claimed is None:
            return False
        view = self.partie.view(seat)
        if self.partie.current is None or view is None or view.phase is not Phase.PLAY:
            self._claimed = None  # the deal is over: the claim is played out
            return False
        generation = self._generation
        if self._held:  # a finished trick on show: the next card waits for it to be gathered
            self._held_back = generation
            return True
        pace = min(self.pace_ms, 250)
        if seat == claimed.seat:
            own = self.partie.view(claimed.seat)
            assert own is not None
            action: Action = Play(claimed.claim.card_for(own, claimed.tricks, claimed.trick))
        elif self.players[seat] is None:
            action = view.legal_actions[0]
        else:
            self.computerThinking.emit(seat, True)
            QTimer.singleShot(pace, lambda: self._think(seat, generation))
            return True

        def play_it() -> None:
            if generation == self._generation:
                self._apply_if_current(seat, action)

        QTimer.singleShot(pace, play_it)
        return True

    # --- the flow --------------------------------------------------------------------------

    def _apply(self, action: Action) -> None:
        events = self.partie.apply(action)
        self._generation += 1
        self._taken_back = False
        people = self.people
        for event in seen_by(events, people[0] if people else 0):
            self.eventHappened.emit(event)
        self.stateChanged.emit()
        if self.partie.current is None:  # the deal is over
            self._claimed = None
            self.dealEnded.emit(len(self.partie.deals))
            if self.partie.is_over():
                self.partieEnded.emit(next((e for e in events if isinstance(e, PartieEnded)), None))
            return
        self._advance()

    def _advance(self) -> None:
        seat = self.partie.to_act
        if seat is None:
            return
        if self._claim_move(seat):
            return
        actions = self.partie.legal_actions()
        mode = declare_mode(self.declare_for_me) if self.is_human(seat) and not self._taken_back else "off"
        if isinstance(actions[0], CarteBlanche) and (not self.is_human(seat) or len(self.humans) > 1
                                                     or mode != "off"):
            # Decided at once and without a pause, so that nobody can tell a carte blanche was held unless
            # it is announced; where people share the screen it is announced for the holder (no hand-over
            # betrays it), and so it is where *Declare for me* makes the person's calls (the Master may not).
            player = self.players[seat]
            if player is None and mode == "master":
                player = make_player("master", len(self.partie.deals), self.partie.name)
            view = self.partie.view(seat)
            assert view is not None
            action = player.choose(view) if player is not None else CarteBlanche(True)
            QTimer.singleShot(0, lambda: self._apply_if_current(seat, action))
            return
        if self.is_human(seat):
            if says_itself(actions):
                QTimer.singleShot(0, lambda: self._apply_if_current(seat, actions[0]))
                return
            if len(actions) == 1 and isinstance(actions[0], Play) and not self._taken_back \
                    and self._plays_forced_card():
                # A moment later, for the player to see that it is his card that goes.
                generation = self._generation

                def play_it() -> None:
                    if generation == self._generation:
                        self._apply_if_current(seat, actions[0])

                QTimer.singleShot(min(self.pace_ms, 400), play_it)
                return
            if not self._taken_back and self._declares_for(seat, actions):
                return
            self.humanToAct.emit(seat)
            return
        generation = self._generation
        if self._held:
            self._held_back = generation
            return
        self.computerThinking.emit(seat, True)
        QTimer.singleShot(self.pace_ms, lambda: self._think(seat, generation))

    def speaks_for(self, seat: int) -> bool:
        """An aid is about to make ``seat``'s move (*Declare for me*): the screen offers no choice meanwhile."""
        return self._aid_moment == (seat, self._generation)

    def _plays_forced_card(self) -> bool:
        if self.play_forced_card is not None:
            return self.play_forced_card
        from .settings import Settings

        return Settings().play_forced_card


    def _declares_for(self, seat: int, actions: Sequence[Action]) -> bool:
        """The aid *Declare for me*: a person's call or reply made for them, after the computer's pause (to read
        what was said before), as the strongest true call or as the Master would; False if the aid is off or
        this is no moment of the calling.  Not after a take-back: the moment taken back is the person's own
        (Undo goes on further back from it, and the aid takes over again at the next call)."""
        mode = declare_mode(self.declare_for_me)
        if mode == "off" or self.phase() is not Phase.DECLARATION or not is_declaration(actions):
            return False
        generation = self._generation
        self._aid_moment = (seat, generation)

        def declare() -> None:
            if generation != self._generation or self.partie.to_act != seat:
                return
            if mode == "master":
                view = self.partie.view(seat)
                assert view is not None
                master = make_player("master", len(self.partie.deals), self.partie.name)
                self._pool.start(_Think(master, view, generation, self._declared))
            else:
                self._apply_if_current(seat, strongest_true(actions))

        QTimer.singleShot(self.pace_ms, declare)
        self.stateChanged.emit()  # (the screen offers no call meanwhile)
        return True

    @Slot(int, object)
    def _declared_for(self, generation: int, action: Action) -> None:
        """The Master's call or reply for a person (the aid *Declare for me*)."""
        seat = self.partie.to_act
        if generation == self._generation and seat is not None:
            self._apply_if_current(seat, action)

    def _apply_if_current(self, seat: int, action: Action) -> None:
        if self.partie.to_act == seat and action in self.partie.legal_actions():
            self._apply(action)

    def _think(self, seat: int, generation: int) -> None:
        if generation != self._generation or self.partie.to_act != seat:
            return
        view = self.partie.view(seat)
        player = self.players[seat]
        assert view is not None and player is not None
        self._started_at = time.perf_counter()
        self._pool.start(_Think(player, view, generation, self._signals))

    @Slot(int, object)
    def _computer_chose(self, generation: int, action: Action) -> None:
        if generation != self._generation:
            return
        self.decision_seconds.append(time.perf_counter() - self._started_at)
        seat = self.partie.to_act
        assert seat is not None
        self.computerThinking.emit(seat, False)
        self._apply(action)

    def phase(self) -> Phase | None:
        deal = self.partie.current
        return deal.phase if deal is not None else None


if TYPE_CHECKING:
    def _as_seat_window(controller: GameController[AnyPartie]) -> SeatWindow:
        """The local table is a seat window (mypy --strict checks it here)."""
        window: SeatWindow = controller
        return window

    def _as_followed(controller: GameController[AnyPartie]) -> FollowedTable:
        """The local table is a table the screen follows."""
        table: FollowedTable = controller
        return table
