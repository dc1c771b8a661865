"""One card on the table: a pixmap item that moves with an animation and can be raised or dimmed."""

from __future__ import annotations

from PySide6.QtCore import (QEasingCurve, QPointF, QPropertyAnimation, QRectF,
                            QSequentialAnimationGroup, Qt, Signal)
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..model.cards import Card
from .card_renderer import ASPECT, CardRenderer


class CardItem(QGraphicsObject):
    clicked = Signal(object)
    """The card (None for a back) was clicked."""
    dropped = Signal(object, QPointF)
    """The card was dragged and let go at this scene position."""

    def __init__(self, renderer: CardRenderer, card: Card | None, face_up: bool, width: float) -> None:
        super().__init__()
        self._renderer = renderer
        self.card = card
        self.face_up = face_up
        self.width = width
        self.dimmed = False
        self.selected_ = False
        self.focused = False
        self.clickable = False
        self.draggable = False
        self._press = None
        self._dragging = False
        self._home = QPointF()
        self._animation: QSequentialAnimationGroup | None = None
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsObject.CacheMode.NoCache)

    # --- geometry and drawing --------------------------------------------------------------

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self.width + 4, self.width * ASPECT + 4)

    def set_width(self, width: float) -> None:
        if abs(width - self.width) > 0.01:
            self.prepareGeometryChange()
            self.width = width
            self.update()

    def set_face(self, card: Card | None, face_up: bool) -> None:
        if card is not self.card or face_up != self.face_up:
            self.card, self.face_up = card, face_up
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        ratio = widget.devicePixelRatioF() if widget is not None else 1.0
        pixmap = self._renderer.pixmap(self.card if self.face_up else None, self.width, ratio)
        painter.drawPixmap(QPointF(0, 0), pixmap)
        height = self.width * ASPECT
        if self.dimmed:
            painter.fillRect(0, 0, round(self.width), round(height), QColor(20, 30, 25, 110))
        if self.selected_:
            painter.setPen(QPen(QColor("#ffd54a"), 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(1, 1, round(self.width) - 2, round(height) - 2, 6, 6)
        if self.focused:
            # The keyboard's card: a strong blue frame inside any selection mark, and a tab above it.
            pen = max(3.0, self.width / 28)
            painter.setPen(QPen(QColor("#0b5fd6"), pen))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            inset = pen / 2 + (3 if self.selected_ else 0)
            painter.drawRoundedRect(QRectF(inset, inset, self.width - 2 * inset, height - 2 * inset), 6, 6)
            painter.fillRect(QRectF(self.width * 0.3, 0, self.width * 0.4, pen * 1.6), QColor("#0b5fd6"))

    # --- behaviour ----------------------------------------------------------------------------

    def set_states(self, *, dimmed: bool = False, selected: bool = False, focused: bool = False,
                   clickable: bool = False) -> None:
        if (dimmed, selected, focused, clickable) != (self.dimmed, self.selected_, self.focused, self.clickable):
            self.dimmed, self.selected_, self.focused, self.clickable = dimmed, selected, focused, clickable
            self.setCursor(Qt.CursorShape.PointingHandCursor if clickable else Qt.CursorShape.ArrowCursor)
            self.update()

    def mousePressEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.scenePos()
            self._home = self.pos()
            self._dragging = False
            event.accept()
        else:
            super().mousePressEvent(event)

    def mouseMoveEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        press = getattr(self, "_press", None)
        if press is None or not self.clickable or not self.draggable:
            return
        offset = event.scenePos() - press
        if self._dragging or offset.manhattanLength() > 8:
            self._dragging = True
            self.setZValue(500)
            self.setPos(self._home + offset)

    def mouseReleaseEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        if getattr(self, "_press", None) is None:
            return
        self._press = None
        if self._dragging:
            self._dragging = False
            self.dropped.emit(self.card, event.scenePos())
        else:
            self.clicked.emit(self.card)

    def move_to(self, target: QPointF, duration: int, delay: int = 0) -> None:
        """Move to ``target`` over ``duration`` ms, after ``delay`` ms (at once if the duration is 0)."""
        if self._animation is not None:
            self._animation.stop()
            self._animation = None
        if duration <= 0 or (self.pos() - target).manhattanLength() < 0.5:
            self.setPos(target)
            return
        group = QSequentialAnimationGroup(self)
        if delay > 0:
            group.addPause(delay)
        animation = QPropertyAnimation(self, b"pos", group)
        animation.setDuration(duration)
        animation.setStartValue(self.pos())
        animation.setEndValue(target)
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        group.addAnimation(animation)
        group.start()
        self._animation = group

