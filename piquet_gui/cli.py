"""Command line: ``python -m piquet_gui`` starts the game; ``python -m piquet_gui replay FILE`` replays a record;
``python -m piquet_gui analyse FILE`` prints the coach's judgement of its decisions; ``serve`` hosts a table with
no window and ``join`` sits at one (``network/commands.py``).

No command ends in a traceback: a bad record is refused in one line on standard error (exit status 2), and
anything else that goes wrong is said in one line too (exit status 3; 130 when interrupted).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Sequence
from typing import NoReturn

PROG = "python -m piquet_gui"


class _Parser(argparse.ArgumentParser):
    """Arguments that cannot be read are said in one line (with where to find the usage), not a usage block."""

    def error(self, message: str) -> NoReturn:
        from .model.errors import clipped

        self.exit(2, f"{self.prog}: {clipped(' '.join(message.split()), 200)} (see {self.prog} --help)\n")


def _guarded(what: str, command: Callable[[], int]) -> int:
    """Run ``command``; whatever goes wrong is one line on standard error that starts with ``what``."""
    from .model.errors import RecordError, clipped

    try:
        return command()
    except RecordError as error:
        print(f"{what}: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(f"{what}: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # the reader of standard output went away (``| head``): nothing more to say
        _quiet_stdout()
        return 1
    except Exception as error:  # noqa: BLE001 - never a traceback
        said = clipped(" ".join(str(error).split()), 160)
        print(f"{what}: internal error ({type(error).__name__}{': ' + said if said else ''})", file=sys.stderr)
        return 3


def _quiet_stdout() -> None:
    """Standard output sent nowhere, so that the interpreter's last flush does not complain of a closed pipe."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass


def replay_command(path: str) -> int:
    """Print a record's replay as JSON; a bad record gets exit status 2 and one line on stderr."""
    from .model.game_records import load_summary

    def command() -> int:
        text = json.dumps(load_summary(path), indent=2)
        print(text)
        return 0

    return _guarded(path, command)


def analyse_command(path: str, seat: int | None, deal: int | None, as_json: bool, seed: int) -> int:
    """Print the coach's judgement of a record's decisions; a bad record gets exit status 2 and one line."""

    def command() -> int:
        from .coach.analysis import analyse
        from .coach.partie_terms import in_partie_terms
        from .coach.report import analysis_lines, analysis_record, lucks
        from .model.game_records import read, replay

        partie = replay(read(path))
        seats = partie.seats
        if seat is not None and not 0 <= seat < seats:
            print(f"{path}: no seat {seat} (seats 0 to {seats - 1})", file=sys.stderr)
            return 2
        if deal is not None and not 1 <= deal <= len(partie.deals):
            print(f"{path}: no deal {deal} (deals 1 to {len(partie.deals)})", file=sys.stderr)
            return 2
        judged = analyse(partie, None, deal, seed)  # every seat: each one's luck counts the other's decisions
        judged = in_partie_terms(partie, judged, seed)
        luck = lucks(partie, judged)
        judged = [j for j in judged if seat is None or j.seat == seat]
        if as_json:
            text = json.dumps(analysis_record(judged, luck, seats, partie.name), indent=2)
        else:
            text = "\n".join(analysis_lines(judged, luck, seats, partie.name))
        print(text)
        return 0

    return _guarded(path, command)


def main(argv: Sequence[str] | None = None) -> int:
    """Every command, guarded: whatever goes wrong ends in one line on standard error, never a traceback."""
    return _guarded(PROG, lambda: _main(argv))


def _main(argv: Sequence[str] | None) -> int:
    parser = _Parser(prog=PROG, description="Piquet, the card game.")
    from .app import add_arguments

    add_arguments(parser)
    commands = parser.add_subparsers(dest="command")
    replay = commands.add_parser("replay", help="replay a game record and print its scores as JSON")
    replay.add_argument("file", help="a game record (JSON, see RECORD.md)")
    analyse = commands.add_parser("analyse", help="what each decision of a record cost, by the coach")
    analyse.add_argument("file", help="a game record (JSON, see RECORD.md)")
    analyse.add_argument("--seat", type=int, help="only this seat's decisions (0 = the first seat)")
    analyse.add_argument("--deal", type=int, help="only this deal (1 = the first)")
    analyse.add_argument("--json", action="store_true", help="print JSON")
    analyse.add_argument("--analysis-seed", type=int, default=0, help="seed of the sampled deals (default 0)")
    serve = commands.add_parser("serve", help="host a table with no window until its partie ends")
    serve.add_argument("--game", help="the game's record name (rubicon, four-deals, au-cent, ...); may be left out"
                                      " to take up the unfinished partie of the data folder")
    serve.add_argument("--options", help="the game's options as a JSON object")
    serve.add_argument("--port", type=int, default=47500, help="the port to listen on (0: any; default 47500)")
    serve.add_argument("--seats", help="each seat, comma-separated: join or computer:LEVEL (default: all join)")
    serve.add_argument("--host", default="0.0.0.0", help="the address to listen on (default 0.0.0.0: every address of"
                                                         " this computer; 127.0.0.1: this computer only)")
    serve.add_argument("--data-dir", help="where the partie is saved (default: the data folder's 'served')")
    serve.add_argument("--seed", type=int, help="deal from this seed, the same deals each time (tests, benchmarks)")
    serve.add_argument("--no-announce", action="store_true", help="do not announce the table on the local network")
    serve.add_argument("--stand-in", metavar="LEVEL", help="the computer at LEVEL plays a seat whose person is away"
                                                           " (until they come back)")
    serve.add_argument("--stand-in-after", metavar="SECONDS", type=float,
                       help="how long a seat waits for its person before --stand-in plays it (default 60)")
    serve.add_argument("--password", help="a person needs it to take a seat (rejoining with a seat's token does not)")
    serve.add_argument("--password-file", help="the password on this file's first line (kept out of the process list)")
    join = commands.add_parser("join", help="join a table hosted elsewhere")
    join.add_argument("address", help="the table's address, host:port, or its code (found on the local network)")
    join.add_argument("--name", required=True, help="the player's name")
    join.add_argument("--auto", metavar="LEVEL", help="the computer plays the seat at this level")
    join.add_argument("--quit-when-done", action="store_true", help="exit 0 when the partie ends")
    join.add_argument("--seed", type=int, help="contribute to each deal from this seed (tests, benchmarks)")
    join.add_argument("--data-dir", help="where the seat's token is kept to rejoin it (default: the data folder's"
                                         " 'joined')")
    join.add_argument("--password", help="the table's password")
    join.add_argument("--password-file", help="the table's password on this file's first line")
    join.add_argument("--consent", choices=("yes", "no"), default="yes",
                      help="the answer to another person's request to take back a move (default yes)")
    args = parser.parse_args(argv)
    if args.command == "serve":
        from .network.commands import serve_command

        return serve_command(args.game, args.options, args.port, args.seats, args.host, args.data_dir, args.seed,
                             args.stand_in, args.stand_in_after, not args.no_announce, args.password,
                             args.password_file)
    if args.command == "join":
        from .network.commands import join_command

        return join_command(args.address, args.name, args.auto, args.quit_when_done, args.seed, args.data_dir,
                            args.password, args.password_file, args.consent)
    if args.command == "replay":
        return replay_command(args.file)
    if args.command == "analyse":
        return analyse_command(args.file, args.seat, args.deal, args.json, args.analysis_seed)
    from .app import run

    return run(args)


def replay_main(argv: Sequence[str] | None = None) -> int:
    """``piquet-replay FILE``: the same as ``python -m piquet_gui replay FILE``."""
    args = list(sys.argv[1:] if argv is None else argv)
    return main(["replay", *args])
