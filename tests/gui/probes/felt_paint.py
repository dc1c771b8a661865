"""Run on a real X server (xcb): play into the second deal at 800x600 with the largest text in French, then
compare what the X server shows of the table with the table painted afresh.  Prints "same" or "differs N"
(the count of pixels that differ).  A table that leaves stale text behind differs."""

from __future__ import annotations

import os
import sys
import tempfile

from PySide6.QtCore import QTimer
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication


def main() -> None:
    # (here, not at import: pytest's doctest collection imports this file into the test run)
    os.environ["QT_QPA_PLATFORM"] = "xcb"
    os.environ.setdefault("PIQUET_DATA_DIR", tempfile.mkdtemp())
    os.environ.setdefault("PIQUET_SETTINGS_FILE", os.path.join(tempfile.mkdtemp(), "settings.ini"))
    app = QApplication([])
    from piquet_gui import i18n
    from piquet_gui.controller import GameConfig, SeatSetup
    from piquet_gui.settings import Settings
    from piquet_gui.views.main_window import MainWindow

    settings = Settings()
    settings.language, settings.text_size = "fr", "extra_large"
    i18n.install("fr")
    win = MainWindow()
    win.resize(800, 600)
    win.show()
    win.set_animation_speed("instant")
    win.ensure_built().quiet = True
    win.new_game(GameConfig((SeatSetup("Élodie", True), SeatSetup("Ordinateur", False, "club")), first_dealer=0,
                            seed=33))
    win.set_pace(0)
    controller = win.controller

    def table_image() -> QImage:
        viewport = win.table.viewport()
        corner = viewport.mapToGlobal(viewport.rect().topLeft())
        return win.screen().grabWindow(0, corner.x(), corner.y(), viewport.width(), viewport.height()).toImage()

    def compare() -> None:
        shown = table_image()
        win.table.viewport().repaint()
        app.processEvents()
        fresh = table_image()
        differ = sum(1 for y in range(0, shown.height(), 2) for x in range(0, shown.width(), 2)
                     if shown.pixel(x, y) != fresh.pixel(x, y))
        print("same" if not differ else f"differs {differ}", flush=True)
        app.quit()

    def tick() -> None:
        partie = controller.partie
        if partie.needs_deal():
            controller.next_deal()
        deal = partie.deals[-1]
        if len(partie.deals) >= 2 and len(deal.tricks) >= 4 and controller.to_act() == 0:
            win.refresh()
            QTimer.singleShot(500, compare)
            return
        if controller.to_act() == 0:
            win.choose(controller.view(0).legal_actions[0])
        QTimer.singleShot(30, tick)

    QTimer.singleShot(300, tick)
    QTimer.singleShot(60000, app.quit)
    app.exec()


if __name__ == "__main__":
    sys.path.insert(0, os.getcwd())
    main()
