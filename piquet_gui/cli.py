"""Command line: ``python -m piquet_gui`` starts the game; ``python -m piquet_gui replay FILE`` replays a record."""

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


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m piquet_gui", description="Piquet, the card game.")
    from .app import add_arguments

    add_arguments(parser)
    commands = parser.add_subparsers(dest="command")
    replay = commands.add_parser("replay", help="replay a game record and print its scores as JSON")
    replay.add_argument("file", help="a game record (JSON, see RECORD.md)")
    args = parser.parse_args(argv)
    if args.command == "replay":
        return replay_command(args.file)
    from .app import run

    return run(args)


def replay_main(argv: Sequence[str] | None = None) -> int:
    """``piquet-replay FILE``: the same as ``python -m piquet_gui replay FILE``."""
    args = list(sys.argv[1:] if argv is None else argv)
    return main(["replay", *args])
