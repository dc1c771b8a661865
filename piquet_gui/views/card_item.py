"""One card on the table: a pixmap item that moves with an animation and can be raised or dimmed."""

from __future__ import annotations

from PySide6.QtCore import (QEasingCurve, QPointF, QPropertyAnimation, QRectF,
                            QSequentialAnimationGroup, Qt, Signal)
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..model.cards import Card
from .card_renderer import ASPECT, CardRenderer


MARGIN = 9.0
"""The room drawn round a card in high contrast: the focus ring lies outside the card, off its corner index."""


class CardItem(QGraphicsObject):
    clicked = Signal(object)
    """The card (None for a back) was clicked."""
    dropped = Signal(object, QPointF)
    """The card was dragged and let go at this scene position."""

    def __init__(self, renderer: CardRenderer, card: Card | None, face_up: bool, width: float) -> None:
        super().__init__()
        self._renderer = renderer
        self._margin = MARGIN if renderer.high_contrast else 2.0
        self.card = card
        self.face_up = face_up
        self.width = width
        self.dimmed = False
        self.selected_ = False
        self.focused = False
        self.clickable = False
        self.draggable = False
        self.better = False
        """The coach's better choice (a review): a green frame."""
        self.chosen = False
        """What was chosen where the coach found better (a review): an orange dashed frame."""
        self._press = None
        self._dragging = False
        self._home = QPointF()
        self._animation: QSequentialAnimationGroup | None = None
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsObject.CacheMode.NoCache)

    # --- geometry and drawing --------------------------------------------------------------

    def boundingRect(self) -> QRectF:
        # In high contrast, room round the card for the focus ring drawn outside it (clicks: ``shape``).
        margin = self._margin
        return QRectF(-margin, -margin, self.width + 2 * margin, self.width * ASPECT + 2 * margin)

    def restyle(self) -> None:
        """The renderer's style changed: redraw, with room for the high-contrast marks or not."""
        margin = MARGIN if self._renderer.high_contrast else 2.0
        if margin != self._margin:
            self.prepareGeometryChange()
            self._margin = margin
        self.update()

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(QRectF(-2, -2, self.width + 4, self.width * ASPECT + 4))
        return path

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
        strong = self._renderer.high_contrast
        if self.dimmed:
            if strong:
                # Clearly dimmed: a dark veil and a hatch across it, not a shade that is easy to miss.
                painter.fillRect(QRectF(0, 0, self.width, height), QColor(0, 0, 0, 165))
                painter.save()
                painter.setClipRect(QRectF(0, 0, self.width, height))
                painter.setPen(QPen(QColor(255, 255, 255, 120), max(1.5, self.width / 45)))
                step = self.width / 5
                for i in range(-5, 11):
                    x = i * step
                    painter.drawLine(QPointF(x, height), QPointF(x + height * 0.6, 0))
                painter.restore()
            else:
                painter.fillRect(0, 0, round(self.width), round(height), QColor(20, 30, 25, 110))
        if self.selected_:
            colour = QColor("#ffe600") if strong else QColor("#ffd54a")
            width = max(4.0, self.width / 26) if strong else 3
            painter.setPen(QPen(colour, width))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(width / 2, width / 2, self.width - width, height - width), 6, 6)
        if self.better or self.chosen:
            self._paint_coach(painter, height, strong)
        if self.focused:
            # The keyboard's card: a strong blue frame inside any selection mark, and a tab above it
            # (in high contrast a wider one, edged in white, and a taller tab).
            painter.setBrush(Qt.BrushStyle.NoBrush)
            if strong:
                # A wide blue ring just outside the card, edged in white, and a taller tab.
                pen = 6.0
                colour = QColor("#2962ff")
                ring = QRectF(0, 0, self.width, height).adjusted(-pen / 2 + 1, -pen / 2 + 1, pen / 2 - 1, pen / 2 - 1)
                painter.setPen(QPen(QColor("#ffffff"), 2.5))
                outer = ring.adjusted(-pen / 2 - 1, -pen / 2 - 1, pen / 2 + 1, pen / 2 + 1)
                painter.drawRoundedRect(outer, 9, 9)
                painter.setPen(QPen(colour, pen))
                painter.drawRoundedRect(ring, 8, 8)
                painter.fillRect(QRectF(self.width * 0.3, 0, self.width * 0.4, max(8.0, self.width / 11)), colour)
            else:
                pen = max(3.0, self.width / 28)
                colour = QColor("#0b5fd6")
                inset = pen / 2 + (3 if self.selected_ else 0)
                painter.setPen(QPen(colour, pen))
                painter.drawRoundedRect(QRectF(inset, inset, self.width - 2 * inset, height - 2 * inset), 6, 6)
                painter.fillRect(QRectF(self.width * 0.3, 0, self.width * 0.4, pen * 1.6), colour)

    def _paint_coach(self, painter: QPainter, height: float, strong: bool) -> None:
        """The coach's marks: the better choice in a wide green frame with a green tab at the foot; the choice
        made in an orange dashed frame inside it (both where a card is in each)."""
        painter.setBrush(Qt.BrushStyle.NoBrush)
        pen = max(4.0, self.width / (18 if strong else 22))
        if self.better:
            colour = QColor("#00c853") if strong else QColor("#0f9d58")
            painter.setPen(QPen(colour, pen))
            painter.drawRoundedRect(QRectF(pen / 2, pen / 2, self.width - pen, height - pen), 6, 6)
            painter.fillRect(QRectF(self.width * 0.25, height - pen * 2.2, self.width * 0.5, pen * 2.2), colour)
        if self.chosen:
            inset = pen * (1.5 if self.better else 0.5)
            line = QPen(QColor("#ff6d00"), pen * 0.8, Qt.PenStyle.DashLine)
            painter.setPen(line)
            painter.drawRoundedRect(QRectF(inset, inset, self.width - 2 * inset, height - 2 * inset), 6, 6)

    def set_coach(self, better: bool, chosen: bool) -> None:
        if (better, chosen) != (self.better, self.chosen):
            self.better, self.chosen = better, chosen
            self.update()

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
        if press is None or not self.draggable:
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

