"""The score pad's cells and headers: what each shows, and how it is fitted whole into a narrow column.

A player's cell holds the deal's points, small, on the left ("+152") and the running total, bold, on the right;
a header holds a player's name.  The dock beside a small window is narrow, and the text may be large, so both
are fitted: first in the pad's own font, then narrower (a condensed face where the family has one, such as
DejaVu Sans Condensed, else the face drawn narrower), then a name over two lines; only then is a name elided
(its whole is the header's tooltip) or the deal's points left out of the cell.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import (QAbstractItemView, QHeaderView, QSizePolicy, QStyle, QStyledItemDelegate,
                               QStyleOptionViewItem, QTableWidget)

from . import themes

DEAL_ROLE = Qt.ItemDataRole.UserRole + 1
"""A player cell's deal score, an int shown as "+38" (its display text is the running total)."""
LINE_ROLE = Qt.ItemDataRole.UserRole + 2
"""A line over the cell: "line" where the total crosses the rubicon or target, "game" where a game begins."""
ITEM_ROLE = Qt.ItemDataRole.UserRole + 3
"""A breakdown row's ScoreItem value ("total" for the deal's total)."""

SMALL = 0.8
"""The deal's points beside the running total, in a font this much smaller."""
UNDER = QColor("#8a1c1c")
OVER = QColor("#1b6e2e")
LINE = QColor("#c0392b")
SHOWN = QColor("#f3ead0")
HIGH_CONTRAST = {UNDER.name(): QColor(themes.HIGH_CONTRAST_UNDER), OVER.name(): QColor(themes.HIGH_CONTRAST_OVER),
                 LINE.name(): QColor(themes.HIGH_CONTRAST_MARK), SHOWN.name(): QColor("#403c00")}
"""The pad's colours in high contrast, light on the black of the dock (``themes.dock_palette``)."""

STRETCHES = (100, 87, 75)
"""The widths a cell's or a header's text is tried at, as ``QFont.setStretch`` takes them: the font as it is,
then narrower.  Below three quarters digits and letters run together."""
GAP = 3
"""Between the deal's points and the running total."""


def narrowed(font: QFont, stretch: int) -> QFont:
    """``font`` at ``stretch`` per cent of its width."""
    narrow = QFont(font)
    if stretch != 100:
        narrow.setStretch(stretch)
    return narrow


def small_font(font: QFont) -> QFont:
    """The deal's points: ``SMALL`` of the cell's font."""
    small = QFont(font)
    small.setPointSizeF(max(6.0, font.pointSizeF() * SMALL))
    return small


def deal_text(deal: int) -> str:
    """A deal's points as the cell shows them: "+38", or "0"."""
    return f"+{deal}" if deal else "0"


def fit_numbers(font: QFont, width: int, running: str, deal: str | None) -> tuple[QFont, QFont, bool]:
    """The fonts of a cell's running total (bold) and deal's points (small) in ``width`` pixels, the widest of
    :data:`STRETCHES` where both fit side by side; and whether the deal's points are shown (not where even the
    narrowest leaves them no room: the running total is what the pad is for)."""
    fonts = (QFont(), QFont())
    for stretch in STRETCHES:
        bold = narrowed(font, stretch)
        bold.setBold(True)
        small = narrowed(small_font(font), stretch)
        fonts = (bold, small)
        used = QFontMetrics(bold).horizontalAdvance(running)
        if deal is None and used <= width:
            return bold, small, False
        if deal is not None and used + GAP + QFontMetrics(small).horizontalAdvance(deal) <= width:
            return bold, small, True
    return fonts[0], fonts[1], False


def _lines(name: str) -> list[tuple[str, str]]:
    """The ways to set ``name`` on two lines: after a space, or after a hyphen (which stays on the first).

    >>> _lines("Anne-Charlotte de Laval")
    [('Anne-', 'Charlotte de Laval'), ('Anne-Charlotte', 'de Laval'), ('Anne-Charlotte de', 'Laval')]
    """
    splits = []
    for at, letter in enumerate(name):
        if letter == " ":
            splits.append((name[:at], name[at + 1:]))
        elif letter == "-" and 0 < at < len(name) - 1:
            splits.append((name[:at + 1], name[at + 1:]))
    return [(first.strip(), second.strip()) for first, second in splits if first.strip() and second.strip()]


def fit_name(name: str, font: QFont, room: int, widest: int = 100) -> tuple[str, QFont]:
    """A player's name for a header ``room`` pixels wide: whole on one line at the widest of :data:`STRETCHES`
    (up to ``widest``) that takes it; else whole on two lines (split at a space or a hyphen, the lines as even
    as may be); else cut short with "…" in the narrowest font.
    """
    for stretch in STRETCHES:
        narrow = narrowed(font, stretch)
        if stretch <= widest and QFontMetrics(narrow).horizontalAdvance(name) <= room:
            return name, narrow
    for stretch in STRETCHES:
        narrow = narrowed(font, stretch)
        metrics = QFontMetrics(narrow)
        fitting = [(max(metrics.horizontalAdvance(a), metrics.horizontalAdvance(b)), a, b) for a, b in _lines(name)]
        fitting = [split for split in fitting if split[0] <= room]
        if fitting:
            _, first, second = min(fitting)
            return f"{first}\n{second}", narrow
    narrow = narrowed(font, STRETCHES[-1])
    return QFontMetrics(narrow).elidedText(name, Qt.TextElideMode.ElideRight, max(0, room)), narrow


def header_margin(style: QStyle) -> int:
    """The room a header's text leaves on each side (the style's margin, and a pixel)."""
    return style.pixelMetric(QStyle.PixelMetric.PM_HeaderMargin) + 1


def fit_names(table: QTableWidget, columns: tuple[int, ...], margin: int) -> bool:
    """The players' names whole in ``table``'s headers of ``columns``, each header item holding its whole name as
    its tooltip: narrower, or on two lines, where need be (:func:`fit_name`), and both in the same width of font
    where each fits on a line.  True if a header changed."""
    header = table.horizontalHeader()
    items = [(item, header.sectionSize(column) - 2 * margin) for column in columns
             if (item := table.horizontalHeaderItem(column)) is not None and item.toolTip()]
    widest = min((fit_name(item.toolTip(), header.font(), room)[1].stretch() or 100 for item, room in items),
                 default=100)
    changed = False
    for item, room in items:
        text, font = fit_name(item.toolTip(), header.font(), room, widest)
        if text != item.text() or font != item.font():
            item.setText(text)
            item.setFont(font)
            changed = True
    return changed


def setup_table(table: QTableWidget) -> None:
    """A table of the pad: no editing, no sideways scroll bar, no row headers, the columns sharing the width."""
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
    table.verticalHeader().hide()
    table.setWordWrap(False)
    table.setTextElideMode(Qt.TextElideMode.ElideRight)
    table.setCornerButtonEnabled(False)
    header = table.horizontalHeader()
    header.setTextElideMode(Qt.TextElideMode.ElideRight)
    header.setMinimumSectionSize(16)
    header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    header.setHighlightSections(False)
    table.verticalHeader().setDefaultSectionSize(QFontMetrics(table.font()).height() + 6)
    table.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)


def fit_height(table: QTableWidget, rows: int) -> None:
    """As tall as its rows, no taller, so that what follows sits under them; and at least as tall as
    ``rows`` of them, which the splitter of the dock respects (the log gives way): a partie's eight deals
    never scroll, a long target game does."""
    header = table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth()
    heights = [table.rowHeight(row) for row in range(table.rowCount())]
    table.setMaximumHeight(header + sum(heights))
    table.setMinimumHeight(header + sum(heights[:rows]))


class PlayerCell(QStyledItemDelegate):
    """Paints a player's cell of a deal: the deal's points small on the left, the running total bold on the right
    (both narrower where the column is narrow, see :func:`fit_numbers`), and the rubicon line over the cell where
    the total crosses it."""

    high_contrast = False

    @staticmethod
    def room(rect_width: int) -> int:
        """The width the numbers have in a cell this wide."""
        return rect_width - 3

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        running = opt.text
        opt.text = ""
        widget = opt.widget
        style = widget.style() if widget is not None else None
        if style is not None:
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        rect = opt.rect.adjusted(1, 0, -2, 0)
        made = index.data(DEAL_ROLE)
        deal = deal_text(made) if made is not None else None
        bold, small, with_deal = fit_numbers(opt.font, self.room(opt.rect.width()), running, deal)
        painter.save()
        painter.setFont(bold)
        foreground = index.data(Qt.ItemDataRole.ForegroundRole)
        if selected:
            painter.setPen(opt.palette.highlightedText().color())
        elif isinstance(foreground, QBrush):
            painter.setPen(foreground.color())
        else:
            painter.setPen(opt.palette.text().color())
        painter.drawText(rect, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, running)
        if with_deal and deal is not None:
            painter.setFont(small)
            grey = opt.palette.highlightedText().color() if selected else opt.palette.placeholderText().color()
            painter.setPen(grey)
            painter.drawText(rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, deal)
        line = index.data(LINE_ROLE)
        if line:
            marked = HIGH_CONTRAST[LINE.name()] if self.high_contrast else LINE
            painter.setPen(QPen(marked if line == "line" else opt.palette.text().color(), 2))
            painter.drawLine(opt.rect.left(), opt.rect.top() + 1, opt.rect.right(), opt.rect.top() + 1)
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        hint = super().sizeHint(option, index)
        bold = QFont(option.font)
        bold.setBold(True)
        return QSize(QFontMetrics(bold).horizontalAdvance("+000 000") + 8, hint.height())
