"""The main window.  It appears at once, then builds the game screen inside itself.

Importing the rules engine, the card art and the widgets takes a good part
of start-up, so the window shows its felt first and builds the rest on the
next turn of the event loop (``ensure_built``).  Everything of the game lives
in :class:`game_screen.GameScreen`; the window forwards to it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QColor, QPalette, QShowEvent
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow

from ..settings import Settings
from . import screen_fit

WANTED = QSize(1280, 800)
"""The first window's size where the screen has room for it (else as large as fits)."""

if TYPE_CHECKING:
    from .game_screen import GameScreen


class MainWindow(QMainWindow):
    firstPaint = Signal()
    """The window has been drawn for the first time."""

    def __init__(self, demo: bool = False, deferred: bool = False) -> None:
        super().__init__()
        self.setWindowTitle(QCoreApplication.translate("Piquet", "Piquet"))
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
        self.resize(WANTED)
        restored = False
        if not demo:
            # The size and place the player left the window at (a damaged value is ignored).
            geometry, _ = Settings().window_layout()
            restored = not geometry.isEmpty() and self.restoreGeometry(geometry)
        # Within the screen, the action bar too: the first window on a small screen; a place kept on a larger
        # monitor Qt's restore fits, with the frame it kept (and ``showEvent`` checks it).
        self._wanted = None if restored else WANTED
        if not restored:
            screen_fit.fit(self, WANTED)
        self._fitted: QSize | None = self.size()
        """The size fitted to the screen, until the window is first shown."""
        if deferred:
            # Build the game once the felt is on screen, so the window appears at once (and still fits).
            self.firstPaint.connect(lambda: QTimer.singleShot(0, self._build_on_screen))
        else:
            self.ensure_built()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._fitted is not None:
            fitted, self._fitted = self._fitted, None
            # Shown at the size it was fitted to: once the window manager's frame is known, fit it again (unless
            # the window was given another size meanwhile).
            QTimer.singleShot(0, self, lambda: self._fit_again(fitted))

    def _fit_again(self, fitted: QSize) -> None:
        if self.size() == fitted and not self.isMaximized() and not self.isFullScreen():
            screen_fit.fit(self, self._wanted)

    def _build_on_screen(self) -> None:
        self.ensure_built()
        if not self.isMaximized() and not self.isFullScreen():
            screen_fit.fit(self)  # (the game's widgets may ask more room than the felt did)

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
        """Build the game screen anew (after a change of language), carrying on the partie in progress: the old
        screen hands its table (the local table, which owns the partie, and its keeper) to the new one."""
        from . import welcome

        old = self.screen_
        handed = None
        self.keep_layout()  # the new screen's dock goes back where this one's is
        greeting = welcome.current(self)
        if old is not None:
            old.trainer.stop()  # the partie set aside for training back at the table, to be handed on
            handed = old.hand_over()  # a review open at the switch closes; the partie goes on
            old.keys.uninstall()
            old.coach.stop_all()  # no analysis left running in the screen taken down
            self.menuBar().clear()
            for dock in self.findChildren(QDockWidget):
                self.removeDockWidget(dock)
                dock.deleteLater()
            old.deleteLater()
        self.screen_ = None
        screen = self.ensure_built()
        if handed is not None:
            screen.take_over(handed)
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
        if name.startswith("__") or name in ("screen_", "_then", "_demo", "_painted", "_wanted", "_fitted"):
            raise AttributeError(name)
        return getattr(self.ensure_built(), name)

    def keep_layout(self) -> None:
        """Remember the window's size, place and dock layout for the next start."""
        if not self._demo and self.screen_ is not None:
            Settings().keep_window_layout(self.saveGeometry(), self.saveState())

    def closeEvent(self, event: QCloseEvent) -> None:
        screen = self.screen_
        if screen is not None and screen.hosting is not None and not screen.leave_question(
                QCoreApplication.translate("Piquet", "Quit")):
            event.ignore()  # the others would lose the table this program hosts
            return
        if self.screen_ is not None:
            self.keep_layout()
            self.screen_.close_event()
        super().closeEvent(event)
