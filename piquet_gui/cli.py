"""Command line: ``python -m piquet_gui`` starts the game; ``python -m piquet_gui replay FILE`` replays a record;
``python -m piquet_gui analyse FILE`` prints the coach's judgement of its decisions."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence



def replay_command(path: str) -> int:
    """Print a record's replay as JSON; a bad record gets exit status 2 and one line on stderr."""
    from .model.errors import RecordError
    from .model.game_records import load_summary

    try:
        text = json.dumps(load_summary(path), indent=2)
    except RecordError as error:
        print(f"{path}: {error}", file=sys.stderr)
        return 2
    except Exception as error:  # noqa: BLE001 - never a traceback for a user's file
        print(f"{path}: internal error while replaying ({type(error).__name__}: {error})", file=sys.stderr)
        return 3
    print(text)
    return 0


def analyse_command(path: str, seat: int | None, deal: int | None, as_json: bool, seed: int) -> int:
    """Print the coach's judgement of a record's decisions; a bad record gets exit status 2 and one line."""
    from .coach.report import analysis_lines, analysis_record, lucks
    from .model.errors import RecordError
    from .model.game_records import read, replay

    try:
        partie = replay(read(path))
    except RecordError as error:
        print(f"{path}: {error}", file=sys.stderr)
        return 2
    except Exception as error:  # noqa: BLE001 - never a traceback for a user's file
        print(f"{path}: internal error while replaying ({type(error).__name__}: {error})", file=sys.stderr)
        return 3
    seats = partie.seats
    if seat is not None and not 0 <= seat < seats:
        print(f"{path}: no seat {seat} (seats 0 to {seats - 1})", file=sys.stderr)
        return 2
    if deal is not None and not 1 <= deal <= len(partie.deals):
        print(f"{path}: no deal {deal} (deals 1 to {len(partie.deals)})", file=sys.stderr)
        return 2
    from .coach.analysis import analyse

    judged = analyse(partie, None, deal, seed)  # every seat: each one's luck counts the other's decisions
    luck = lucks(partie, judged)
    judged = [j for j in judged if seat is None or j.seat == seat]
    if as_json:
        print(json.dumps(analysis_record(judged, luck), indent=2))
    else:
        print("\n".join(analysis_lines(judged, luck)))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m piquet_gui", description="Piquet, the card game.")
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
    args = parser.parse_args(argv)
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
