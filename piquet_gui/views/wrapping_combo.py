"""A combo box whose chosen text wraps onto a second line (or more) rather than being cut where the box is narrow.

A rule option's value can be a sentence ("Younger may look after elder's lead; then elder sees them too
(Law 36)", longer still in French and Spanish); on a small screen, or in large text, a plain combo box cuts it.
This one grows taller instead, as a word-wrapped label does (it has a height for its width), and draws the text
itself only when it does not fit on one line; its list shows every choice whole, wrapped too.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QPaintEvent, QPalette
from PySide6.QtWidgets import (QComboBox, QListView, QSizePolicy, QStyle, QStyledItemDelegate, QStyleOptionComboBox,
                               QStyleOptionViewItem, QStylePainter, QWidget)

_PAD = 2
"""Between the text and the edge of the box's field."""


class _WrappedItems(QStyledItemDelegate):
    """The list's rows: each choice whole, on as many lines as the list's width needs."""

    def initStyleOption(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> None:
        super().initStyleOption(option, index)
        option.features |= QStyleOptionViewItem.ViewItemFeature.WrapText

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        view = self.parent()
        width = view.viewport().width() if isinstance(view, QListView) else option.rect.width()
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        lines = option.fontMetrics.boundingRect(QRect(0, 0, max(1, width - 4 * _PAD), 1 << 20),
                                                Qt.TextFlag.TextWordWrap, text)
        hint = super().sizeHint(option, index)
        return QSize(min(hint.width(), width), max(hint.height(), lines.height() + 2 * _PAD))


class WrappingComboBox(QComboBox):
    wraps = True
    """Its text wraps (for tests that look for cut text)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        policy = self.sizePolicy()
        policy.setHeightForWidth(True)
        policy.setHorizontalPolicy(QSizePolicy.Policy.Expanding)
        policy.setVerticalPolicy(QSizePolicy.Policy.Preferred)  # as tall as its height for its width, not one line
        self.setSizePolicy(policy)
        # Never wider than a small screen for a long choice: as wide as the layout gives it, and taller if need be.
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.setMinimumContentsLength(16)
        view = QListView(self)
        view.setWordWrap(True)
        view.setTextElideMode(Qt.TextElideMode.ElideNone)
        view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        view.setItemDelegate(_WrappedItems(view))
        self.setView(view)
        self.currentIndexChanged.connect(lambda _index: self.updateGeometry())

    def text_rect(self, width: int | None = None, height: int | None = None) -> QRect:
        """Where the chosen text goes in a box of this size (its own by default)."""
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        option.rect = QRect(0, 0, self.width() if width is None else width, self.height() if height is None else height)
        field = self.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                            QStyle.SubControl.SC_ComboBoxEditField, self)
        return field.adjusted(_PAD, 0, -_PAD, 0)

    def _text_height(self, width: int) -> int:
        return self.fontMetrics().boundingRect(QRect(0, 0, max(1, width), 1 << 20), Qt.TextFlag.TextWordWrap,
                                               self.currentText()).height()

    def whole_width(self) -> int:
        """How wide the box would be with its longest choice on one line."""
        one_line = super().sizeHint()
        chrome = one_line.width() - self.text_rect(one_line.width(), one_line.height()).width()
        widest = max((self.fontMetrics().horizontalAdvance(self.itemText(i)) for i in range(self.count())), default=0)
        return widest + chrome

    # Its size hints are a plain combo box's, one line tall: layouts ask ``heightForWidth`` for the width they give.

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        """One line's height, or as many more as the chosen text needs at this width."""
        one_line = super().sizeHint().height()
        field = self.text_rect(width, one_line)
        return max(one_line, one_line - field.height() + self._text_height(field.width()) + 2 * _PAD)

    def showPopup(self) -> None:
        self.view().setMinimumWidth(self.width())  # the list as wide as the box, its rows wrapped to it
        super().showPopup()

    def paintEvent(self, event: QPaintEvent) -> None:
        field = self.text_rect()
        if self.fontMetrics().horizontalAdvance(self.currentText()) <= field.width():
            super().paintEvent(event)  # on one line: exactly as any combo box
            return
        painter = QStylePainter(self)
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        text = option.currentText
        option.currentText = ""
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
        painter.setPen(self.palette().color(QPalette.ColorRole.ButtonText))
        painter.drawText(field, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
                         text)
