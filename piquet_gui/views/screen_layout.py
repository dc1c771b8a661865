"""Where the pieces of the game screen sit in the main window: the table over the action bar in the middle, and
at the side a dock with the score sheet, the coach's column (shown in the review only) and the log."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow, QSplitter, QVBoxLayout, QWidget

from .words import tr


def lay_out_middle(window: QMainWindow, table: QWidget, bar: QWidget, over: QWidget | None = None) -> QWidget:
    """The table, with the action bar under it (and ``over`` it a strip, shown when needed: the trainer's), as the
    window's central widget (returned)."""
    central = QWidget()
    layout = QVBoxLayout(central)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(0)
    if over is not None:
        layout.addWidget(over)
    layout.addWidget(table, 1)
    layout.addWidget(bar)
    window.setCentralWidget(central)
    return central


def side_dock(window: QMainWindow, score_sheet: QWidget, coach: QWidget, log: QWidget) -> QDockWidget:
    """The dock at the window's right, which may be moved or float: the score sheet, the coach, the log."""
    splitter = QSplitter(Qt.Orientation.Vertical)
    splitter.addWidget(score_sheet)
    splitter.addWidget(coach)  # (in the review only)
    splitter.addWidget(log)
    splitter.setSizes([380, 400, 220])
    splitter.setCollapsible(1, False)
    dock = QDockWidget(tr("Score sheet and log"), window)
    dock.setObjectName("scores")
    dock.setWidget(splitter)
    dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                     | QDockWidget.DockWidgetFeature.DockWidgetFloatable)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    return dock
