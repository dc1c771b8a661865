"""*Game → Host a table…*: a table served by this program, for players who join from other computers.

The new-game dialog (each seat a person here, the computer, or *a player who joins*) sets the table up;
:class:`Hosting` then serves it in this program (``network.host.Host``, listening on every interface at the
settings' port, or any free one if that is taken; the data folder's ``hosted/`` keeps the partie), and seats
this program's person through a ``RemoteTable`` over loopback, so that the host's table is driven exactly as a
joiner's; several people here (hot-seat rules) have one each, and one controller speaks for them all.  The lobby (:class:`Lobby`) shows the address to give (each of this computer's network addresses with
the port, and the table's code where there is one), who has joined and the seats still free; the partie starts
when every seat is filled (the host starts it), and the lobby gives way to the table.

During the partie a seat whose player is away may be given to the computer (``Host.seat_computer``).

A table hosted here and left unfinished (the program killed, the computer off) is offered back when *Host a
table…* is chosen again (:func:`offered_table`): taken up, it is served again from ``hosted/table.json`` with its
code, on the port it had if that is free, and this program's person takes back their seat with the token kept
in ``hosted/tables.json`` (under :data:`OWN_SEAT`); the others' programs rejoin by themselves.  Declined, the
file is kept aside and a new table is set up.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QMainWindow, QVBoxLayout, QWidget

from ..game_setup import GameConfig
from ..game_setup import SeatSetup
from ..network import discovery, joined_file, table_file
from ..network.addresses import reachable
from ..network.host import Host
from ..network.seat_specs import SeatSpec
from ..network.remote import RemoteTable
from ..settings import Settings
from ..storage.files import data_dir
from .game_words import game_name
from .join_dialog import seated
from .seat_rows import JOINS
from .words import display_name, fill, tr, translate_buttons


OWN_SEAT = "this computer"
"""The entry of ``hosted/tables.json`` that keeps this program's person's seat at the table hosted here."""


def close_host(host: Host) -> None:
    """Close ``host`` and its connections now (the others are told by their connections closing)."""
    host.close()


class Hosting(QObject):
    began = Signal()
    """The partie has begun: the host's own seat (:attr:`table`) is there to play."""
    changed = Signal()
    """Someone joined or left."""
    failed = Signal(str)
    """A seat of this program's could not be taken (one line, in English)."""

    def __init__(self, config: GameConfig, settings: Settings, folder: Path | None = None,
                 parent: QObject | None = None, saved: table_file.SavedTable | None = None) -> None:
        super().__init__(parent)
        self.level = next((seat.level for seat in config.seats if not seat.human and seat.level != JOINS),
                          settings.level)
        """The strength the computer plays a seat at in place of a player away."""
        specs = [SeatSpec(True) if seat.human or seat.level == JOINS else SeatSpec(False, seat.level)
                 for seat in config.seats]
        people = [s for s, seat in enumerate(config.seats) if seat.human]
        if not people:
            raise ValueError("one person plays at the host's computer")
        self.seat = people[0]
        self.people = tuple(people)
        """The seats of the people at this computer (the first one's is :attr:`seat`)."""
        self.name = config.seats[self.seat].name
        self._names_here = {seat: config.seats[seat].name for seat in people}
        self.game = config.game
        self.folder = folder or data_dir() / "hosted"
        self.host = Host(config.game, dict(config.options), specs, self.folder, parent=self,
                         code=None if saved is None else saved.code)
        self.listening = settings.host_address
        self.port = self._listen([*self._port_kept(saved), settings.host_port])
        self.announcer: discovery.Announcer | None = discovery.Announcer(
            self.code, config.game, self.port, len(self.free_seats()), config.seats[self.seat].name,
            loopback_only=self.listening.startswith("127."))
        self.controller: Any = None
        """The table the screen follows for this program's person, once the partie has begun."""
        self.tables = [RemoteTable(config.seats[seat].name, parent=self, seat=seat,
                                   token=None if saved is None else saved.seats[seat].token) for seat in people]
        """One table a person here plays through (a second person here, hot-seat rules: his own seat and token)."""
        self.table = self.tables[0]
        self.table.welcomed.connect(self._keep_seat)
        for table in self.tables:
            table.stateChanged.connect(self._maybe_began)
            table.failed.connect(self.failed)
        self._began = False
        self._seen: object = None
        self.host.joined.connect(self._look)
        self.host.left.connect(self._look)
        if saved is not None:
            self.host.resume(saved)
        for table in self.tables:
            table.open("127.0.0.1" if ":" not in self.listening else "::1", self.port)

    @property
    def code(self) -> str:
        return self.host.code

    def addresses(self) -> list[str]:
        return reachable(self.port, self.listening)

    def seats(self) -> list[tuple[int, str, str]]:
        """Each seat: (seat, who: "you", "joined", "free", "away" or "computer", the name)."""
        host, found = self.host, []
        waiting = self.waiting()
        for seat, spec in enumerate(host.specs):
            here = seat in self.people
            name = host.names[seat] or self._names_here.get(seat, "")
            if here:
                kind = "you"
            elif not spec.joins:
                kind = "computer"
            elif seat in host.seated:
                kind = "joined"
            elif seat in waiting or host.tokens[seat] is not None:
                kind = "away"
            else:
                kind = "free"
            found.append((seat, kind, name))
        return found

    def free_seats(self) -> list[int]:
        return [seat for seat, kind, _ in self.seats() if kind == "free"]

    def waiting(self) -> tuple[int, ...]:
        return self.host.waiting()

    def can_seat_computer(self) -> bool:
        return True

    def seat_computer(self, seat: int) -> None:
        """The computer plays ``seat`` while its player is away (the player takes it back on rejoining)."""
        if seat in self.host.waiting():
            self.host.seat_computer(seat, self.level)
            self._look()

    def owns(self, controller: object) -> bool:
        return controller is self.controller and controller is not None

    def close(self) -> None:
        if self.announcer is not None:
            self.announcer.close()
            self.announcer = None
        for table in self.tables:
            table.close()
        close_host(self.host)

    def _look(self, _seat: int = -1) -> None:
        now = (tuple(self.host.names), tuple(sorted(self.host.seated)), self.waiting())
        if now != self._seen:
            self._seen = now
            if self.announcer is not None:
                self.announcer.update(len(self.free_seats()))
            self.changed.emit()

    def _port_kept(self, saved: table_file.SavedTable | None) -> list[int]:
        """A table taken up again listens where its players look for it: the port it had."""
        kept = joined_file.port_for(self.folder, OWN_SEAT) if saved is not None else None
        return [] if kept is None else [kept]

    def _listen(self, ports: list[int]) -> int:
        """Listen on the first of ``ports`` that is free, else on any free one."""
        for port in ports:
            try:
                return self.host.listen(self.listening, port)
            except OSError:
                continue
        return self.host.listen(self.listening, 0)

    def _keep_seat(self, seat: int) -> None:
        """This program's person's seat and token, kept for taking the table up again."""
        if self.table.token is not None:
            try:
                joined_file.keep(self.folder, OWN_SEAT, seat, self.table.token, self.name, self.code, self.port)
            except OSError:
                pass  # the table goes on; it just cannot be taken up again after a crash

    def _maybe_began(self) -> None:
        if not self._began and all(seated(table) for table in self.tables):
            self._began = True
            for table in self.tables:
                table.stateChanged.disconnect(self._maybe_began)
            self._look()  # the lobby names the last to join before it gives way
            self.began.emit()


class Lobby(QDialog):
    """Who has joined the table this program hosts, and the address to give the others (module's docstring)."""

    def __init__(self, hosting: Hosting, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.hosting = hosting
        self.setWindowTitle(tr("Host a table"))
        self.where = QLabel()
        self.where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.where.setWordWrap(True)
        self.who = QLabel()
        self.who.setObjectName("lobbySeats")
        self.who.setWordWrap(True)
        note = QLabel(tr("The partie begins when every seat is taken."))
        note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        translate_buttons(buttons)
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(tr("Close the table"))
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.where)
        layout.addWidget(self.who)
        layout.addWidget(note)
        layout.addStretch(1)
        layout.addWidget(buttons)
        hosting.changed.connect(self.show_seats)
        hosting.began.connect(self.accept)
        self.show_seats()
        self.resize(max(self.sizeHint().width(), 440), self.sizeHint().height())

    def show_seats(self) -> None:
        hosting = self.hosting
        lines = [tr("Give the other players this address:")]
        lines += [f"<b>{address}</b>" for address in hosting.addresses()]
        if hosting.code:
            lines.append(fill(tr("or the table's code: %1"), f"<b>{hosting.code}</b>"))
        self.where.setText("<br>".join(lines))
        words = {"you": tr("%1 (you)"), "joined": tr("%1 has joined"), "away": tr("%1 is away"),
                 "computer": tr("%1 (the computer)")}
        rows = []
        for seat, kind, name in hosting.seats():
            if kind == "free":
                rows.append(fill(tr("Seat %1: free, waiting for a player"), seat + 1))
            else:
                rows.append(fill(tr("Seat %1: %2"), seat + 1, fill(words[kind], display_name(name))))
        self.who.setText("<br>".join(rows))

    def seats_text(self) -> str:
        """The seats as the lobby shows them, as plain text (for tests)."""
        return self.who.text().replace("<br>", "\n")


class HostingScreen(Protocol):
    """What hosting needs of the game screen."""

    window: QMainWindow
    settings: Settings
    hosting: Hosting | None

    def ask(self, title: str, question: str) -> bool: ...
    def join_table(self, controller: Any) -> None: ...
    def table_note(self) -> None: ...
    def warn(self, text: str) -> None: ...


def host_table(screen: HostingScreen, config: GameConfig, folder: Path | None = None,
               saved: table_file.SavedTable | None = None) -> Lobby | None:
    """Serve ``config``'s table (``saved``: the unfinished one taken up again) and open the lobby (not modal:
    the window stays); the table replaces the one on the screen once the partie begins.  None (and said) if it
    cannot be served."""
    from ..remote_controller import RemoteController

    try:
        hosting = Hosting(config, screen.settings, folder, parent=screen.window, saved=saved)
    except ValueError:
        screen.warn(tr("At a table you host, at least one person plays at this computer; the others join from theirs."))
        return None
    except OSError as error:
        screen.warn(fill(tr("The table could not be opened: %1"), str(error)))
        return None
    if screen.hosting is not None:
        screen.hosting.close()
    screen.hosting = hosting
    lobby = Lobby(hosting, screen.window)

    def began() -> None:
        controller = RemoteController(hosting.tables, ("127.0.0.1", hosting.port))
        hosting.controller = controller
        screen.join_table(controller)

    def closed() -> None:
        if screen.hosting is hosting and hosting.controller is None:
            hosting.close()
            screen.hosting = None

    hosting.began.connect(began)
    hosting.changed.connect(screen.table_note)
    hosting.failed.connect(lambda line: lobby.who.setText(fill(tr("The table could not be opened: %1"), line)))
    lobby.rejected.connect(closed)
    lobby.show()
    return lobby


def own_seat(folder: Path, saved: table_file.SavedTable) -> int | None:
    """This program's person's seat at the table saved in ``folder`` (its token kept here), or None."""
    for seat, kept in enumerate(saved.seats):
        if kept.token is not None and joined_file.token_for(folder, OWN_SEAT, kept.name) == kept.token:
            return seat
    return None


def resumed_config(saved: table_file.SavedTable, seat: int) -> GameConfig:
    """The set-up of the saved table, ``seat`` this program's person's, the others joining or the computer's."""
    seats = tuple(SeatSetup(kept.name, True) if number == seat else SeatSetup(kept.name, False, JOINS)
                  if kept.joins else SeatSetup(kept.name, False, kept.level)
                  for number, kept in enumerate(saved.seats))
    return GameConfig(seats, game=saved.game, options=dict(saved.options))


def offered_table(screen: HostingScreen, folder: Path | None = None
                  ) -> tuple[GameConfig, table_file.SavedTable] | None:
    """The unfinished table hosted from here, if the player takes it up (asked, *No* the default): its set-up
    and what was saved.  Declined (or not this program's), ``table.json`` is kept aside for a new table."""
    folder = folder or data_dir() / "hosted"
    saved = table_file.read_table(folder, lambda line: None)  # (a finished or broken file is kept aside)
    if saved is None:
        return None
    seat = own_seat(folder, saved)
    if seat is not None:
        names = [display_name(kept.name) for number, kept in enumerate(saved.seats) if number != seat and kept.name]
        question = fill(tr("Take up the table you were hosting (%1, with %2)?"), game_name(saved.game),
                        ", ".join(names)) if names else \
            fill(tr("Take up the table you were hosting (%1)?"), game_name(saved.game))
        if screen.ask(tr("Host a table"), question):
            return resumed_config(saved, seat), saved
    table_file.set_aside(folder)
    return None
