"""The command line's network verbs: ``serve`` (a headless host) and ``join`` (a seat, played by the computer
with ``--auto``), each under a ``QCoreApplication`` with no window.

Bad input (a game, options or seats that are wrong, an address that is not one, a refused hello, a lost
connection) is one line on standard error and an exit status, never a traceback:
2 for input that cannot be used, 4 for a connection that cannot be made or is lost, 5 for a refused hello.
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


def serve_command(game: str, options_text: str | None, port: int, seats_text: str | None, address: str,
                  data_dir: str | None, seed: int | None = None, announce: bool = True) -> int:
    """Serve one partie until it is over (exit 0); one line on stderr and a status if it cannot be served.
    With ``announce`` the table is announced nearby (``discovery``) until it ends."""
    from ..model.games import find_game
    from .host import Host, parse_seats

    try:
        options = json.loads(options_text) if options_text else {}
        if not isinstance(options, dict):
            raise ValueError("--options is a JSON object")
        find_game(game)
        seats = parse_seats(seats_text, game)
        folder = Path(data_dir) if data_dir else _default_folder()
        app = _application()
        host = Host(game, options, seats, folder, log=lambda line: print(line, file=sys.stderr, flush=True),
                    seed=seed)
    except ValueError as error:
        print(f"serve: {error}", file=sys.stderr)
        return BAD_INPUT
    try:
        chosen = host.listen(address, port)
    except OSError as error:
        print(f"serve: {error}", file=sys.stderr)
        return LOST
    print(f"Table at {address}:{chosen}", flush=True)
    print(f"Table code: {host.code}", flush=True)
    announcer = _announce(host, address, chosen) if announce else None

    def stop() -> None:
        host.close()
        app.quit()

    def ended() -> None:
        from PySide6.QtCore import QTimer

        QTimer.singleShot(200, stop)  # the last messages go out first

    host.ended.connect(ended)
    if not any(spec.joins for spec in seats):
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


def _default_folder() -> Path:
    from ..storage.files import data_dir

    return data_dir() / "served"


def join_command(address: str, name: str, level: str | None, quit_when_done: bool, seed: int | None = None) -> int:
    """Join a table; with ``level`` the computer plays the seat.  0 at the partie's end."""
    from PySide6.QtCore import QTimer

    from ..ai.player import make_player
    from . import seat_player
    from .remote import RemoteTable

    try:
        host, port = _where(address)
    except LookupError as error:
        print(f"join: {error.args[0]}", file=sys.stderr)
        return LOST
    except ValueError as error:
        print(f"join: {error}", file=sys.stderr)
        return BAD_INPUT
    app = _application()
    table = RemoteTable(name, seed=seed)
    status = {"code": 0}
    player: dict[str, str] = {}

    def finish(code: int) -> None:
        status["code"] = code
        app.exit(code)

    def failed(line: str) -> None:
        print(f"join: {line}", file=sys.stderr, flush=True)
        finish(REFUSED if "refused" in line else LOST)

    def welcomed(seat: int) -> None:
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
