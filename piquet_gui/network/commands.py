"""The command line's network verbs: ``serve`` (a headless host) and ``join`` (a seat, played by the computer
with ``--auto``), each under a ``QCoreApplication`` with no window.

Bad input (a game, options or seats that are wrong, an address that is not one, a refused hello, a lost
connection) is one line on standard error and an exit status, never a traceback:
2 for input that cannot be used, 4 for a connection that cannot be made or is lost, 5 for a refused hello.

``serve`` on a data folder whose ``table.json`` holds an unfinished partie takes it up again (same game,
options, seats, names and tokens); ``--game``, ``--options`` and ``--seats`` may then be left out, and if given
must be the saved ones, else serve says so and exits 2.  ``--stand-in LEVEL`` has the computer play a seat whose
person has been away ``--stand-in-after`` seconds (60 by default) until they come back.  ``join`` keeps its seat's
token in its data folder (``tables.json``) and, started again with the same address and name, rejoins its seat.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

BAD_INPUT = 2
LOST = 4
REFUSED = 5
RESOLVE_S = 4.0
"""How long ``join CODE`` asks the network for the table with that code."""


def _application() -> Any:
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.instance() or QCoreApplication([sys.argv[0]])


def read_password(password: str | None, password_file: str | None) -> str | None:
    """The table's password: ``--password``, or the first line of ``--password-file`` (kept out of the process
    list); ValueError with one line if the file cannot be read or says none."""
    if password_file is None:
        return password
    try:
        with open(password_file, encoding="utf-8") as file:
            line = file.readline().rstrip("\r\n")
    except (OSError, UnicodeDecodeError) as error:
        raise ValueError(f"cannot read the password file {password_file!r} ({error.__class__.__name__})") from None
    if not line:
        raise ValueError(f"the password file {password_file!r} has no password on its first line")
    return line


STAND_IN_AFTER_S = 60.0
"""How long a seat waits for its person before ``--stand-in``'s computer plays it."""


def serve_command(game: str | None, options_text: str | None, port: int, seats_text: str | None, address: str,
                  data_dir: str | None, seed: int | None = None, stand_in: str | None = None,
                  stand_in_after: float | None = None, announce: bool = True, password: str | None = None,
                  password_file: str | None = None) -> int:
    """Serve one partie until it is over (exit 0); one line on stderr and a status if it cannot be served.
    An unfinished partie in the data folder is served again (see the module's docstring).  With ``announce``
    the table is announced nearby (``discovery``) until it ends."""
    from ..model.games import find_game
    from . import table_file
    from .host import Host
    from .seat_specs import SeatSpec, parse_seats

    def say(line: str) -> None:
        print(line, file=sys.stderr, flush=True)

    try:
        options = json.loads(options_text) if options_text else {}
        if not isinstance(options, dict):
            raise ValueError("--options is a JSON object")
        if stand_in_after is not None and (stand_in is None or not 0 <= stand_in_after <= 86400):
            raise ValueError("--stand-in-after is a number of seconds (0 to 86400), with --stand-in LEVEL")
        folder = Path(data_dir) if data_dir else _default_folder()
        saved = table_file.read_table(folder, lambda line: say(f"serve: {line}"))
        if saved is not None:
            saved_seats = ",".join("join" if seat.joins else f"computer:{seat.level}" for seat in saved.seats)
            if (game is not None and game != saved.game) \
                    or (options_text and options != saved.options) \
                    or (seats_text is not None and seats_text.replace(" ", "") != saved_seats):
                raise ValueError(f"{folder / table_file.FILE_NAME} holds an unfinished partie of {saved.game} with"
                                 f" options {json.dumps(saved.options)} and seats {saved_seats}: leave out --game,"
                                 f" --options and --seats (or give those) to take it up again, or give another"
                                 f" --data-dir for a new table")
            game, options = saved.game, saved.options
            seats = [SeatSpec(seat.joins, seat.level) for seat in saved.seats]
        elif game is None:
            raise ValueError("--game is needed: there is no unfinished partie to take up in "
                             f"{folder / table_file.FILE_NAME}")
        else:
            find_game(game)
            seats = parse_seats(seats_text, game)
        secret = read_password(password, password_file)
        app = _application()
        host = Host(game, options, seats, folder, log=say, seed=seed,
                    stand_in=None if stand_in is None else (stand_in, stand_in_after or STAND_IN_AFTER_S),
                    code=None if saved is None else saved.code, password=secret)
    except ValueError as error:
        print(f"serve: {' '.join(str(error).split())}", file=sys.stderr)
        return BAD_INPUT
    try:
        chosen = host.listen(address, port)
    except OSError as error:
        print(f"serve: {error}", file=sys.stderr)
        return LOST
    from .addresses import reachable

    where = reachable(chosen, address)
    print(f"Table at {where[0]}", flush=True)
    print(f"Table code: {host.code}", flush=True)
    for other in where[1:]:
        print(f"Also at {other}", flush=True)
    announcer = _announce(host, address, chosen) if announce else None

    def stop() -> None:
        host.close()
        app.quit()

    def ended() -> None:
        from PySide6.QtCore import QTimer

        QTimer.singleShot(200, stop)  # the last messages go out first

    host.ended.connect(ended)
    if saved is not None:
        host.resume(saved)  # the people come back with their tokens
    elif not any(spec.joins for spec in seats):
        host.start()  # nobody to wait for: the computers play at once
    status = int(app.exec())
    if announcer is not None:
        announcer.close()  # the goodbye: browsers forget the table
    return status


def _announce(host: Any, address: str, port: int) -> Any:
    """Announce ``host``'s table nearby, its free seats followed as people join; a table listening on the
    loopback is announced on the loopback only."""
    from PySide6.QtCore import QSysInfo, QTimer
    from PySide6.QtNetwork import QHostAddress

    from . import discovery

    if discovery.setting() == "off":
        return None
    addresses = None if address in ("0.0.0.0", "::") else [address]  # listening everywhere: every address
    announcer = discovery.Announcer(host.code, host.game, port, host.free_seats(), QSysInfo.machineHostName(),
                                    loopback_only=QHostAddress(address).isLoopback(), addresses=addresses)
    follow = QTimer(host)
    follow.timeout.connect(lambda: announcer.update(host.free_seats()))
    follow.start(200)
    return announcer


def _default_folder(name: str = "served") -> Path:
    from ..storage.files import data_dir

    return data_dir() / name


def join_command(address: str, name: str, level: str | None, quit_when_done: bool, seed: int | None = None,
                 data_dir: str | None = None, password: str | None = None, password_file: str | None = None,
                 consent: str = "yes") -> int:
    """Join a table (or rejoin the seat kept in the data folder's ``tables.json``); with ``level`` the computer
    plays the seat.  0 at the partie's end.  Another person's request (an undo) is answered ``consent`` ("yes" or
    "no") at once."""
    from PySide6.QtCore import QTimer

    from ..ai.player import make_player
    from . import joined_file, seat_player
    from .remote import RemoteTable

    try:
        host, port = _where(address)
        secret = read_password(password, password_file)
    except LookupError as error:
        print(f"join: {error.args[0]}", file=sys.stderr)
        return LOST
    except ValueError as error:
        print(f"join: {error}", file=sys.stderr)
        return BAD_INPUT
    folder = Path(data_dir) if data_dir else _default_folder("joined")
    kept = joined_file.token_for(folder, address, name)
    app = _application()
    table = RemoteTable(name, token=kept, seed=seed, password=secret)
    status = {"code": 0}
    player: dict[str, str] = {}
    waited: list[tuple[int, ...]] = [()]

    def finish(code: int) -> None:
        status["code"] = code
        app.exit(code)

    def failed(line: str) -> None:
        print(f"join: {line}", file=sys.stderr, flush=True)
        if "refused" in line and table.seat is None and kept is not None:
            joined_file.forget(folder, address, kept)  # the host no longer knows this seat (a new partie?)
        finish(REFUSED if "refused" in line else LOST)

    def welcomed(seat: int) -> None:
        try:
            joined_file.keep(folder, address, seat, str(table.token), name, table.table.get("code"))
        except OSError as error:
            print(f"join: the seat cannot be kept in {folder} ({error.strerror}); the partie goes on",
                  file=sys.stderr, flush=True)
        print(f"Seated at seat {seat} of {table.table.get('game')}", flush=True)
        if level is not None:
            try:
                make_player(level, seat, str(table.table.get("game")))  # ValueError for a level the game lacks
                player["me"] = level
            except ValueError as error:
                print(f"join: {error}", file=sys.stderr, flush=True)
                table.close()
                finish(BAD_INPUT)

    def changed() -> None:
        if table.waiting != waited[0]:
            names = table.names
            away = [names[s] if s < len(names) and names[s] else f"seat {s}" for s in table.waiting]
            print(f"Waiting for {', '.join(away)}…" if away else "Nobody is waited for", flush=True)
            waited[0] = table.waiting
        seat = table.seat
        if "me" not in player or seat is None:
            return
        legal = table.legal_actions(seat)
        view = table.view(seat)
        if legal and view is not None:
            table.act(seat, seat_player.choose(player["me"], str(table.table.get("game")), seat, view,
                                               table.deal_number, len(table.events(seat))))

    def answered(_seq: int, refusal: object) -> None:
        if refusal is not None:
            print(f"join: the host refused a move ({refusal})", file=sys.stderr, flush=True)

    def ended(_record: object) -> None:
        joined_file.forget(folder, address, table.token)
        print("The partie is over", flush=True)
        if quit_when_done:
            table.close()
            QTimer.singleShot(0, lambda: finish(0))

    table.failed.connect(failed)
    table.welcomed.connect(welcomed)
    table.stateChanged.connect(changed)
    table.answered.connect(answered)
    table.said.connect(lambda line: print(line, flush=True))
    table.partieEnded.connect(ended)

    def asked(request: str, by: int) -> None:
        print(f"Seat {by} asks: {request}; answered {consent}", flush=True)
        table.consent(request, consent == "yes")

    table.consentAsked.connect(asked)
    if not quit_when_done:
        table.socket.disconnected.connect(lambda: finish(0) if table.is_over() else None)
    QTimer.singleShot(0, lambda: table.open(host, port))  # a failure at once must find the loop running to end it
    app.exec()
    return status["code"]


def _where(address: str) -> tuple[str, int]:
    """``host:port``, or where the table with that code was found nearby: ValueError if ``address`` is neither,
    LookupError if no table with that code answered."""
    from . import discovery
    from .remote import parse_address

    try:
        return parse_address(address)
    except ValueError:
        code = discovery.normal_code(address)
        if code is None:
            raise ValueError(f"an address is host:port or a table's code, not {address!r}") from None
    found = discovery.resolve(code, timeout_s=RESOLVE_S)
    if found is None:
        raise LookupError(f"no table with code {code} was found nearby")
    return found
