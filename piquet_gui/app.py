"""Start the desktop game: ``python -m piquet_gui`` (or the ``piquet`` command)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

if TYPE_CHECKING:
    from .views.game_screen import GameScreen


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--demo", action="store_true", help="watch the computer play against itself")
    parser.add_argument("--quit-when-done", action="store_true", help="with --demo: exit 0 when the partie ends")
    parser.add_argument("--pace", type=int, default=None, help="milliseconds before each computer move")
    parser.add_argument("--speed", choices=("slow", "normal", "fast", "instant"), default=None,
                        help="card animation speed")
    parser.add_argument("--seed", type=int, default=None, help="shuffle seed, to replay the same cards")
    parser.add_argument("--level", default="beginner", help="the computer's strength")
    parser.add_argument("--data-dir", help="keep the autosave and statistics in this folder")
    parser.add_argument("--startup-probe", action="store_true", help=argparse.SUPPRESS)


def run(args: argparse.Namespace, argv0: str = "piquet") -> int:
    from .views.main_window import MainWindow

    if args.data_dir:
        import os

        os.environ["PIQUET_DATA_DIR"] = args.data_dir
    app = QApplication.instance() or QApplication([argv0])
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
    return 1 if failed else 0


def install_error_hook(app: QApplication, quit_on_error: bool) -> list[BaseException]:
    """An error inside a Qt callback is reported on stderr (and, unattended, ends the run with status 1)
    instead of leaving a window that silently stopped working."""
    import traceback

    failures: list[BaseException] = []

    def hook(kind: type[BaseException], error: BaseException, trace: object) -> None:
        failures.append(error)
        traceback.print_exception(kind, error, trace)  # type: ignore[arg-type]
        if quit_on_error:
            app.exit(1)

    sys.excepthook = hook
    return failures


def application_icon() -> QIcon:
    from .resources import resource_path

    icon = QIcon()
    for size in (16, 24, 32, 48, 64, 128, 256):
        icon.addFile(str(resource_path("icons", f"piquet-{size}.png")))
    return icon


def start(window: GameScreen, args: argparse.Namespace, app: QApplication) -> None:
    """Once the game screen exists: apply the options and begin the first game."""
    from .controller import GameConfig, SeatSetup

    if args.speed:
        window.set_animation_speed(args.speed)
    if args.demo:
        window.set_pace(120 if args.pace is None else args.pace)
        if not args.speed:
            window.set_animation_speed("fast")
        config = GameConfig((SeatSetup("West", False, args.level), SeatSetup("East", False, args.level)),
                            seed=args.seed)
    else:
        if args.pace is not None:
            window.set_pace(args.pace)
        config = GameConfig((SeatSetup("You", True), SeatSetup("Computer", False, args.level)), seed=args.seed)
    if args.quit_when_done:
        window.gameOver.connect(lambda _event: QTimer.singleShot(300, app.quit))
    if not args.demo and offer_to_resume(window):
        return
    window.new_game(config)
    if not args.demo and args.seed is None:
        QTimer.singleShot(0, window.ask_new_game)


def offer_to_resume(window: GameScreen) -> bool:
    """A partie left in progress is offered back; a damaged save is set aside with a message."""
    from PySide6.QtWidgets import QMessageBox

    from .storage import autosave
    from .views.words import tr

    saved, message = autosave.resumable()
    if message:
        window.window.statusBar().showMessage(message, 20000)
        window.log.addItem(message)
    if saved is None:
        return False
    partie = saved.partie
    totals = partie.running_totals()
    names = [s.name for s in saved.seats]
    question = QMessageBox(QMessageBox.Icon.Question, tr("Resume"),
                           tr("Resume the partie in progress? Deal %1: %2 %3, %4 %5.")
                           .replace("%1", str(len(partie.deals))).replace("%2", names[0]).replace("%3", str(totals[0]))
                           .replace("%4", names[1]).replace("%5", str(totals[1])), parent=window.window)
    resume = question.addButton(tr("Resume"), QMessageBox.ButtonRole.AcceptRole)
    question.addButton(tr("New game"), QMessageBox.ButtonRole.RejectRole)
    question.setDefaultButton(resume)
    question.exec()
    if question.clickedButton() is resume:
        window.resume(saved)
        return True
    return False


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="piquet", description="Piquet, the card game.")
    add_arguments(parser)
    return run(parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
