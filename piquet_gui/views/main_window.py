"""The main window.  It appears at once, then builds the game screen inside itself.

Importing the rules engine, the card art and the widgets takes a good part
of start-up, so the window shows its felt first and builds the rest on the
next turn of the event loop (``ensure_built``).  Everything of the game lives
in :class:`game_screen.GameScreen`; the window forwards to it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QColor, QPalette
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow

from ..settings import Settings

if TYPE_CHECKING:
    from .game_screen import GameScreen


class MainWindow(QMainWindow):
    firstPaint = Signal()
    """The window has been drawn for the first time."""

    def __init__(self, demo: bool = False, deferred: bool = False) -> None:
        super().__init__()
        self.setWindowTitle(QCoreApplication.translate("Piquet", "Piquet"))
        self.resize(1280, 800)
        self._demo = demo
        self.screen_: GameScreen | None = None
        self._then: list[Any] = []
        placeholder = QLabel(QCoreApplication.translate("Piquet", "Shuffling the cards…"))
        placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        placeholder.setAutoFillBackground(True)
        palette = placeholder.palette()
        palette.setColor(QPalette.ColorRole.Window, QColor("#25663b"))
        palette.setColor(QPalette.ColorRole.WindowText, QColor("#f3efe0"))
        placeholder.setPalette(palette)
        self.setCentralWidget(placeholder)
        placeholder.installEventFilter(self)
        self._painted = False
        if not demo:
            # The size and place the player left the window at (a damaged value is ignored).
            geometry, _ = Settings().window_layout()
            if not geometry.isEmpty():
                self.restoreGeometry(geometry)
        if deferred:
            # Build the game once the felt is on screen, so the window appears at once.
            self.firstPaint.connect(lambda: QTimer.singleShot(0, self.ensure_built))
        else:
            self.ensure_built()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self._painted:
            self._painted = True
            QTimer.singleShot(0, self.firstPaint.emit)
        return False

    def ensure_built(self) -> GameScreen:
        if self.screen_ is None:
            from .game_screen import GameScreen

            self.screen_ = GameScreen(self, demo=self._demo)
            _, state = Settings().window_layout()
            if not self._demo and not state.isEmpty():
                # Where the score sheet's dock was left; once the new screen is laid out, or its width is lost.
                QTimer.singleShot(0, self, lambda: self.restoreState(state))
            for call in self._then:
                call(self.screen_)
            self._then.clear()
        return self.screen_

    def rebuild(self) -> GameScreen:
        """Build the game screen anew (after a change of language), carrying on the partie in progress."""
        from ..storage.autosave import SavedGame

        from . import welcome

        old = self.screen_
        saved = None
        self.keep_layout()  # the new screen's dock goes back where this one's is
        greeting = welcome.current(self)
        if old is not None:
            if old.controller is not None:  # a review open at the switch closes; the partie goes on
                saved = SavedGame(old.controller.partie, old.seats, old.seed)
                old.controller.stop()
            old.keys.uninstall()
            old.coach.stop_all()  # no analysis left running in the screen taken down
            self.menuBar().clear()
            for dock in self.findChildren(QDockWidget):
                self.removeDockWidget(dock)
                dock.deleteLater()
            old.deleteLater()
        self.screen_ = None
        screen = self.ensure_built()
        if saved is not None:
            screen.resume(saved, announce=False)
        elif greeting is not None:  # no game yet: the welcome again, in the new language
            welcome.show(screen, greeting.saved, greeting.note.text() or None)
        return screen

    def when_built(self, call: Any) -> None:
        """Run ``call(screen)`` once the game screen exists."""
        if self.screen_ is not None:
            call(self.screen_)
        else:
            self._then.append(call)

    def __getattr__(self, name: str) -> Any:
        # Everything of the game (table, panel, controller, …) is the screen's.
        if name.startswith("__") or name in ("screen_", "_then", "_demo", "_painted"):
            raise AttributeError(name)
        return getattr(self.ensure_built(), name)

    def keep_layout(self) -> None:
        """Remember the window's size, place and dock layout for the next start."""
        if not self._demo and self.screen_ is not None:
            Settings().keep_window_layout(self.saveGeometry(), self.saveState())

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.screen_ is not None:
            self.keep_layout()
            self.screen_.close_event()
        super().closeEvent(event)
