"""Windows that fit the screen they open on: the whole window, its frame and title bar too, within the screen's
available area (the screen less the desktop's panels), whatever its size, from 800×600 to a large monitor.

Before a window is shown its frame is not known yet: room is kept for a usual title bar and borders
(``FRAME_ALLOWANCE``); once shown, the window manager's frame is measured as it is.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

FRAME_ALLOWANCE = QSize(12, 40)
"""The frame a window manager usually adds (the borders, and the title bar), before the real one is known."""


def available(widget: QWidget) -> QRect:
    """The part of the widget's screen (else the primary screen) windows may use."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 800, 600)


def frame_extra(widget: QWidget) -> QSize:
    """How much the frame adds to the window's size: measured once shown, else the usual allowance."""
    if not widget.isVisible():
        return FRAME_ALLOWANCE
    frame, inner = widget.frameGeometry(), widget.geometry()
    return QSize(frame.width() - inner.width(), frame.height() - inner.height())


def largest(widget: QWidget) -> QSize:
    """The largest size of the widget whose frame fits the available area."""
    area, extra = available(widget), frame_extra(widget)
    return QSize(area.width() - extra.width(), area.height() - extra.height())


def fit(widget: QWidget, wanted: QSize | None = None) -> None:
    """Give the top-level ``widget`` the size ``wanted`` (else the one it has), or less where the screen is
    smaller; then, if it was placed (a shown window, a place restored), move its frame into the available
    area.  A window not yet placed is left to the window manager, which places a window that fits."""
    size = (wanted if wanted is not None else widget.size()).boundedTo(largest(widget))
    widget.resize(size)
    if not widget.isVisible() and not widget.testAttribute(Qt.WidgetAttribute.WA_Moved):
        return
    area, extra = available(widget), frame_extra(widget)
    width, height = widget.width() + extra.width(), widget.height() + extra.height()
    corner = widget.pos()  # a window's position is its frame's
    x = max(area.left(), min(corner.x(), area.left() + area.width() - width))
    y = max(area.top(), min(corner.y(), area.top() + area.height() - height))
    if QPoint(x, y) != corner:
        widget.move(x, y)


def fits(widget: QWidget) -> bool:
    """Whether the widget's whole frame lies within the available area."""
    return available(widget).contains(widget.frameGeometry())

