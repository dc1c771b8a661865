"""Start the desktop game: ``python -m piquet_gui`` (or the ``piquet`` command)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

if TYPE_CHECKING:
    from .game_setup import GameConfig
    from .settings import Settings
    from .storage.autosave import SavedGame
    from .views.game_screen import GameScreen
    from .views.main_window import MainWindow


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--demo", action="store_true", help="watch the computer play against itself")
    parser.add_argument("--quit-when-done", action="store_true", help="with --demo: exit 0 when the partie ends")
    parser.add_argument("--pace", type=int, default=None, help="milliseconds before each computer move")
    parser.add_argument("--speed", choices=("slow", "normal", "fast", "instant"), default=None,
                        help="card animation speed")
    parser.add_argument("--seed", type=int, default=None, help="shuffle seed, to replay the same cards")
    parser.add_argument("--level", default="beginner", help="the computer's strength")
    from .model.games import GAMES

    parser.add_argument("--game", choices=GAMES, default=None,
                        help="start a new partie of this game against the computer at once (with --demo: the "
                             "computer plays it through)")
    parser.add_argument("--data-dir", help="keep the autosave and statistics in this folder")
    parser.add_argument("--startup-probe", action="store_true", help=argparse.SUPPRESS)


def run(args: argparse.Namespace, argv0: str = "piquet") -> int:
    from .views.main_window import MainWindow
    from .views.menus import application_icon

    if args.data_dir:
        import os

        os.environ["PIQUET_DATA_DIR"] = args.data_dir
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication([argv0])
    app.setApplicationName("Piquet")
    app.setOrganizationName("Piquet")
    app.setDesktopFileName("piquet")
    app.setWindowIcon(application_icon())
    from . import i18n
    from .settings import Settings

    i18n.install(Settings().language)
    window = MainWindow(demo=args.demo, deferred=True)
    window.show()
    if args.startup_probe:
        # For the start-up benchmark: say when the window is first drawn, then leave.
        window.firstPaint.connect(lambda: (print("shown", flush=True), app.quit()))
        app.exec()
        return 0
    failed = install_error_hook(app, quit_on_error=args.quit_when_done)
    window.when_built(lambda screen: start(screen, args, app))
    app.exec()
    forget_demo_save(window)
    return 1 if failed else 0


def install_error_hook(app: QApplication, quit_on_error: bool) -> list[BaseException]:
    """An error inside a Qt callback is reported on stderr (and, unattended, ends the run with status 1)
    instead of leaving a window that silently stopped working."""
    import traceback

    failures: list[BaseException] = []

    def hook(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        failures.append(error)
        traceback.print_exception(kind, error, trace)
        if quit_on_error:
            app.exit(1)

    sys.excepthook = hook
    return failures


def start(window: GameScreen, args: argparse.Namespace, app: QApplication) -> None:
    """Once the game screen exists: apply the options, then the welcome on an empty table (with the
    partie left in progress, if any), or, with ``--demo``, ``--game`` or ``--seed``, that game at once.  A
    partie left in progress is never abandoned unasked: the welcome offers it, and a question (Yes/No, No the
    default) asks whether to give it up for the new game."""
    from .game_setup import GameConfig, computer_seats
    from .storage import files
    from .views import welcome

    if args.speed:
        window.set_animation_speed(args.speed)
    if args.demo:
        window.set_pace(120 if args.pace is None else args.pace)
        if not args.speed:
            window.set_animation_speed("fast")
    elif args.pace is not None:
        window.set_pace(args.pace)
    if args.quit_when_done:
        window.gameOver.connect(lambda _event: QTimer.singleShot(300, app.quit))
    note = storage_note(window)
    lines = set_aside_places(window.settings, note is None)
    if note is None:
        files.remove_stale_temporaries(files.data_dir())
    saved = None
    if note is None and not args.demo:  # (the demo has a save of its own, and leaves the player's alone)
        saved, message = autosave_offer()
        if message:
            lines.append(message)
    from .model.games import GAMES

    game = args.game or GAMES[0]
    config = GameConfig(computer_seats(game, args.level, demo=args.demo), game=game, seed=args.seed)
    if args.demo or ((args.seed is not None or args.game is not None) and saved is None):
        window.new_game(config)
        if note:
            window.log.addItem(note)  # after the game began, which starts the log afresh
        for line in lines:
            say(window, line)
        return
    for line in lines:
        say(window, line)
    if args.seed is not None or args.game is not None:
        # A partie in progress is never overwritten unasked: offered on the welcome, and the question asked.
        welcome.show(window, saved, note, new_game=lambda: window.new_game(config))
        QTimer.singleShot(0, lambda: ask_to_abandon(window, config))
        return
    welcome.show(window, saved, note)
    if saved is None:
        QTimer.singleShot(0, window.ask_new_game)


def ask_to_abandon(window: GameScreen, config: GameConfig) -> None:
    """``--game`` or ``--seed`` over a partie left in progress: Yes starts the new game; No (the default, and
    Enter) keeps the partie, offered on the welcome."""
    from .views.game_words import game_name
    from .views.words import fill, tr

    if window.controller is not None:  # the player answered the welcome first
        return
    if window.ask(tr("New game"), fill(tr("A partie is in progress. Abandon it for a new game of %1?"),
                                       game_name(config.game))):
        window.new_game(config)


def set_aside_places(settings: Settings, data_usable: bool) -> list[str]:
    """Something other than a file where the game keeps its preferences, its autosave or its statistics (a
    folder, say), or statistics whose tables are not this game's: moved aside whole, so that the game keeps
    them as usual; a line for each, to say where it went."""
    from .storage import autosave, files, statistics
    from .views.words import fill, tr

    lines = []
    places = [(Path(settings.file_name), tr("%1 was not a file: it was kept as %2, and your preferences are kept "
                                             "in its place again."))]
    if data_usable:
        places.append((autosave.path(), tr("%1 was not a file: it was kept as %2, and the partie in progress is "
                                           "saved in its place again.")))
    for where, words in places:
        try:
            kept = files.set_aside_if_not_file(where)
        except OSError as error:
            lines.append(fill(tr("%1 is not a file, and it could not be set aside (%2)."), str(where),
                              error.strerror or type(error).__name__))
            continue
        if kept is not None:
            lines.append(fill(words, str(where), str(kept)))
    if data_usable:
        try:
            found = statistics.set_aside_foreign()
        except OSError as error:
            lines.append(fill(tr("The statistics file %1 cannot be used, and it could not be set aside (%2)."),
                              str(statistics.path()), error.strerror or type(error).__name__))
        else:
            if found is not None:
                kept, why = found
                words = (tr("%1 was not a file: it was kept as %2, and the statistics begin afresh.")
                         if why == "not a file" else
                         tr("The statistics file %1 has tables this game does not know: it was kept unchanged as "
                            "%2, and the statistics begin afresh."))
                lines.append(fill(words, str(statistics.path()), str(kept)))
    return lines


def storage_note(window: GameScreen) -> str | None:
    """A data folder that cannot be used: play anyway, without autosave and statistics, and say so once."""
    from .storage import files
    from .views.words import tr

    problem = files.data_dir_problem()
    if problem is None:
        return None
    window.autosave_enabled = False
    note = tr("Playing without autosave and statistics: %1.").replace("%1", problem)
    say(window, note)
    return note


def say(window: GameScreen, message: str) -> None:
    """One line, in the status bar and the log: never a box, never a traceback."""
    window.window.statusBar().showMessage(message, 30000)
    window.log.addItem(message)
    print(message, file=sys.stderr)


def autosave_offer() -> tuple[SavedGame | None, str | None]:
    """The partie left in progress, or None; and a message if a damaged save was set aside."""
    from .storage import autosave

    from .views.words import fill, tr

    try:
        saved, set_aside = autosave.resumable()
    except Exception as error:  # noqa: BLE001 - a save must never stop the game from starting
        return None, fill(tr("The saved game could not be read (%1); it was left as it is."),
                          f"{type(error).__name__}: {error}")
    if set_aside is None:
        return saved, None
    if set_aside.kept is None:
        return None, fill(tr("The saved game %1 could not be resumed: %2; it could not be set aside either (%3)."),
                          str(set_aside.where), set_aside.reason, set_aside.failure)
    return None, fill(tr("The saved game could not be resumed: %1. It was kept as %2."), set_aside.reason,
                      str(set_aside.kept))


def forget_demo_save(window: MainWindow) -> None:
    """The demo's own autosave is nobody's partie: it goes when the demo ends."""
    from .storage import autosave

    screen = window.screen_
    if screen is not None and screen.demo:
        autosave.forget(screen.autosave_path)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="piquet", description="Piquet, the card game.")
    add_arguments(parser)
    return run(parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
