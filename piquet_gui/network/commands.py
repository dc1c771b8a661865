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


def serve_command(game: str, options_text: str | None, port: int, seats_text: str | None, address: str,
                  data_dir: str | None, seed: int | None = None, password: str | None = None,
                  password_file: str | None = None) -> int:
    """Serve one partie until it is over (exit 0); one line on stderr and a status if it cannot be served."""
    from ..model.games import find_game
    from .host import Host, parse_seats

    try:
        options = json.loads(options_text) if options_text else {}
        if not isinstance(options, dict):
            raise ValueError("--options is a JSON object")
        find_game(game)
        seats = parse_seats(seats_text, game)
        folder = Path(data_dir) if data_dir else _default_folder()
        secret = read_password(password, password_file)
        app = _application()
        host = Host(game, options, seats, folder, log=lambda line: print(line, file=sys.stderr, flush=True),
                    seed=seed, password=secret)
    except ValueError as error:
        print(f"serve: {error}", file=sys.stderr)
        return BAD_INPUT
    try:
        chosen = host.listen(address, port)
    except OSError as error:
        print(f"serve: {error}", file=sys.stderr)
        return LOST
    print(f"Table at {address}:{chosen}", flush=True)

    def stop() -> None:
        host.close()
        app.quit()

    def ended() -> None:
        from PySide6.QtCore import QTimer

        QTimer.singleShot(200, stop)  # the last messages go out first

    host.ended.connect(ended)
    if not any(spec.joins for spec in seats):
        host.start()  # nobody to wait for: the computers play at once
    return int(app.exec())


def _default_folder() -> Path:
    from ..storage.files import data_dir

    return data_dir() / "served"


def join_command(address: str, name: str, level: str | None, quit_when_done: bool, seed: int | None = None,
                 password: str | None = None, password_file: str | None = None, consent: str = "yes") -> int:
    """Join a table; with ``level`` the computer plays the seat.  0 at the partie's end.  Another person's
    request (an undo) is answered ``consent`` ("yes" or "no") at once."""
    from PySide6.QtCore import QTimer

    from ..ai.player import make_player
    from . import seat_player
    from .remote import RemoteTable, parse_address

    try:
        host, port = parse_address(address)
        secret = read_password(password, password_file)
    except ValueError as error:
        print(f"join: {error}", file=sys.stderr)
        return BAD_INPUT
    app = _application()
    table = RemoteTable(name, seed=seed, password=secret)
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

    def asked(request: str, by: int) -> None:
        print(f"Seat {by} asks: {request}; answered {consent}", flush=True)
        table.consent(request, consent == "yes")

    table.consentAsked.connect(asked)
    if not quit_when_done:
        table.socket.disconnected.connect(lambda: finish(0) if table.is_over() else None)
    table.open(host, port)
    app.exec()
    return status["code"]
