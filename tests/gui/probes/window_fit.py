"""Run on a real X server (xcb): open the main window as the game does, play to the exchange (the action bar then
has its Discard button), and print, as one JSON line, the screen's available area, the window's frame, the action
bar and its buttons (all in screen coordinates), then each window the menus open (new game, settings, statistics,
rules) with its frame.

``python -m tests.gui.probes.window_fit [restored]``: with ``restored``, the settings first hold the size and
place of a window left on a larger monitor (1800×1000 at 60, 40).
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from typing import Any

from PySide6.QtCore import QRect, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

CEILING_MS = 120_000
"""Everything waited for here is the computer's or the event loop's: a generous ceiling, then give up."""


def frame(widget: QWidget) -> list[int]:
    rect: QRect = widget.frameGeometry()
    return [rect.x(), rect.y(), rect.width(), rect.height()]


def on_screen(widget: QWidget) -> list[int]:
    corner = widget.mapToGlobal(widget.rect().topLeft())
    return [corner.x(), corner.y(), widget.width(), widget.height()]


def main() -> None:
    # (here, not at import: pytest's doctest collection imports this file into the test run)
    os.environ["QT_QPA_PLATFORM"] = "xcb"
    os.environ.setdefault("PIQUET_DATA_DIR", tempfile.mkdtemp())
    os.environ.setdefault("PIQUET_SETTINGS_FILE", os.path.join(tempfile.mkdtemp(), "settings.ini"))
    app = QApplication(["piquet"])
    from piquet_gui import i18n
    from piquet_gui.controller import GameConfig, SeatSetup
    from piquet_gui.settings import Settings
    from piquet_gui.views.main_window import MainWindow

    settings = Settings()
    if "restored" in sys.argv[1:]:
        big = QMainWindow()
        big.setGeometry(60, 40, 1800, 1000)
        settings.keep_window_layout(big.saveGeometry(), big.saveState())
    i18n.install(settings.language)
    win = MainWindow(deferred=True)  # as the game opens it
    win.show()
    found: dict[str, Any] = {}

    def started(screen: Any) -> None:
        screen.quiet = True
        screen.set_animation_speed("instant")
        screen.set_pace(0)
        # The computer deals first (seed 3): the player, younger, soon exchanges with the Discard button.
        screen.new_game(GameConfig((SeatSetup("You", True), SeatSetup("Computer", False, "beginner")), seed=3))
        wait_for_discard()

    def wait_for_discard() -> None:
        if not any(button.isVisible() for button in win.bar.buttons):
            QTimer.singleShot(50, wait_for_discard)
            return
        app.processEvents()  # the layout settled
        measure()

    def measure() -> None:
        area = win.screen().availableGeometry()
        found.update(available=[area.x(), area.y(), area.width(), area.height()], window=frame(win),
                     bar=on_screen(win.bar), buttons=[on_screen(button) for button in win.bar.buttons if
                                                      button.isVisible()])
        from piquet_gui.views.new_game_dialog import NewGameDialog
        from piquet_gui.views.rules_window import RulesWindow
        from piquet_gui.views.settings_dialog import SettingsDialog
        from piquet_gui.views.statistics_window import StatisticsWindow

        dialogs: dict[str, QWidget] = {
            "new game": NewGameDialog(win, settings=win.settings), "settings": SettingsDialog(win.settings, win),
            "statistics": StatisticsWindow(win, None), "rules": RulesWindow(win)}
        for dialog in dialogs.values():
            dialog.show()
        found["dialogs"] = {}

        def measure_dialogs() -> None:
            if not all(dialog.windowHandle() is not None and dialog.windowHandle().isExposed()
                       for dialog in dialogs.values()):
                QTimer.singleShot(50, measure_dialogs)
                return
            app.processEvents()
            for name, dialog in dialogs.items():
                found["dialogs"][name] = frame(dialog)
                dialog.close()
            print(json.dumps(found), flush=True)
            app.quit()

        measure_dialogs()

    win.when_built(started)
    QTimer.singleShot(CEILING_MS, app.quit)
    app.exec()


if __name__ == "__main__":
    sys.path.insert(0, os.getcwd())
    main()
