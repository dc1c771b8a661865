"""The score pad: deals as rows, players as columns, the way players keep one (RULES.md sections 7-9).

Each row is a deal: its number (``4 ×2`` for a doubled deal), and in each
player's column what the deal made (small, on the left) and the running total
(bold, on the right; red while under the rubicon, green from it on).  A line
is drawn across a player's column where his total crosses the rubicon (or a
points target).  The six deals of a partie are there from the start, the
ones not yet played empty; the tie deals and a target game's deals are added
as they come.  Clicking a deal shows its items (carte blanche, point, … the
cards, capot) per player under the pad; *Details* shows or hides them.  Under
it, where each player stands against the rubicon, and at the end the
settlement with its arithmetic.  Before any game, one line says there are no scores yet.

The pad never scrolls sideways: the columns share the width it is given and
the names narrow, or take two lines, before they elide (``score_cells``; the
whole name is the header's tooltip); a long partie
scrolls vertically.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QSize, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import (QAbstractItemView, QHeaderView, QLabel, QSizePolicy, QTableWidget,
                               QTableWidgetItem, QToolButton, QVBoxLayout, QWidget)

from ..model.formats import RUBICON, PartieFormat, Rubicon, Standings, Target
from ..model.partie import Partie
from ..model.scoring import DealScore, ScoreItem
from . import themes
from .score_cells import (DEAL_ROLE, HIGH_CONTRAST, ITEM_ROLE, LINE, LINE_ROLE, OVER, SHOWN, SMALL, UNDER, PlayerCell,
                          deal_text, fit_names, fit_numbers, header_margin)
from .words import display_name, fill, item_name, settlement_words, tr

def goal_of(game: PartieFormat) -> tuple[int, bool]:
    """The line the totals are measured against, and whether it is a rubicon (else a target to reach)."""
    if isinstance(game, Rubicon):
        return int(getattr(game, "line", RUBICON)), True
    return int(getattr(game, "target", RUBICON)), False


def standing_words(totals: tuple[int, int], game: PartieFormat, first: str, second: str) -> str:
    """Where the totals stand: "Rubicon 100: Anne 67 (33 to go), Ben 104 ✓", or "Game to 150: …"."""
    line, rubicon = goal_of(game)
    parts = []
    for seat in (0, 1):
        mark = ""
        if rubicon:
            mark = " ✓" if totals[seat] >= line else f" ({line - totals[seat]} {tr('to go')})"
        parts.append(f"{totals[seat]}{mark}")
    text = tr("Rubicon %1: %2 %3, %4 %5") if rubicon else tr("Game to %1: %2 %3, %4 %5")
    return fill(text, line, first, parts[0], second, parts[1])


class ScorePad(QWidget):
    """The partie's score pad; :meth:`refresh` redraws it from a partie, :meth:`cell` reads it (for tests)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(tr("Score pad"))
        self.setAccessibleDescription(tr("A row per deal, a column per player: what each deal made and the totals"))
        self.table = QTableWidget(0, 3, self)
        self.table.setAccessibleName(tr("Scores by deal"))
        self._setup_table(self.table)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # a click shows a deal; the keys stay the table's
        # The deal's number: as wide as the widest it shows ("8 ×2" where a deal counts double, "6" in six deals;
        # the header is "#", its tooltip says "Deal"), so that the players' columns have what is left, even where
        # the window is small and the dock as narrow as it goes.
        self._widest = "8"
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Fixed)
        self.table.setColumnWidth(0, self._number_width())
        # The names fitted again whenever their columns change width (they stretch with the dock), once the header
        # has its new sizes.
        self._names_timer = QTimer(self)
        self._names_timer.setSingleShot(True)
        self._names_timer.setInterval(0)
        self._names_timer.timeout.connect(lambda: self._fit_names(self.table))
        self.table.horizontalHeader().sectionResized.connect(lambda column, _old, _new: self._names_timer.start())
        self._delegate = PlayerCell(self.table)
        for column in (1, 2):
            self.table.setItemDelegateForColumn(column, self._delegate)
        self.table.clicked.connect(lambda index: self.show_deal(index.row()))
        self.details = QToolButton(self)
        self.details.setCheckable(True)
        self.details.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.details.setArrowType(Qt.ArrowType.RightArrow)
        self.details.setAutoRaise(True)
        self.details.toggled.connect(self._details_toggled)
        self.breakdown_title = QLabel(self)
        self.breakdown_title.setWordWrap(True)
        self.breakdown = QTableWidget(0, 3, self)
        self.breakdown.setAccessibleName(tr("The deal's items"))
        self._setup_table(self.breakdown)
        self.breakdown.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.breakdown.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for column in (1, 2):  # see _size_breakdown
            self.breakdown.horizontalHeader().setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
        self.breakdown_title.hide()
        self.breakdown.hide()
        self.standing = QLabel(self)
        self.standing.setWordWrap(True)
        self.settlement = QLabel(self)
        self.settlement.setWordWrap(True)
        font = self.settlement.font()
        font.setBold(True)
        self.settlement.setFont(font)
        for label in (self.standing, self.settlement, self.breakdown_title):
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.empty = QLabel(tr("No scores yet."), self)
        """Before any game, this line alone: no columns, no rows, no details."""
        self.empty.setWordWrap(True)
        self.empty.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        layout = self._layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 4, 2, 4)
        layout.setSpacing(3)
        layout.addWidget(self.empty)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.standing)
        layout.addWidget(self.settlement)
        layout.addWidget(self.details, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.breakdown_title)
        layout.addWidget(self.breakdown)
        layout.addStretch(0)
        self._partie: Partie | None = None
        self._names: Sequence[str] = ("", "")
        self._scores: list[tuple[DealScore, DealScore, int]] = []
        """Each deal shown: both seats' scores and its multiplier."""
        self._pinned: int | None = None
        """The deal the player clicked, shown in the breakdown until the next deal begins."""
        self._shown = -1
        self._you: int | None = None
        self.high_contrast = False
        self.points = themes.desktop_points()
        """The text size asked for; see :meth:`set_points`."""
        self.clear()

    def clear(self) -> None:
        """No partie: the one line that says so, and nothing of a pad."""
        if self._partie is None and not self.table.isVisibleTo(self):
            return  # so already
        self.details.setChecked(False)
        self._partie, self._names, self._you = None, ("", ""), None
        self._scores, self._pinned, self._shown = [], None, -1
        for part in (self.table, self.standing, self.settlement, self.details, self.breakdown_title, self.breakdown):
            part.hide()
        self.table.setRowCount(0)
        self.empty.show()
        self.updateGeometry()

    def _show_pad(self) -> None:
        if self.empty.isVisibleTo(self):
            self.empty.hide()
            for part in (self.table, self.standing, self.details):
                part.show()

    def set_high_contrast(self, on: bool) -> None:
        """The pad's reds, greens and tint light enough for the black of high contrast."""
        if on != self.high_contrast:
            self.high_contrast = self._delegate.high_contrast = on
            self._redraw()

    def colour(self, colour: QColor) -> QColor:
        """One of the pad's colours (UNDER, OVER, LINE, SHOWN) as drawn now."""
        return HIGH_CONTRAST.get(colour.name(), colour) if self.high_contrast else colour

    def set_points(self, points: float) -> None:
        """The text size asked for (``themes.text_points``): the pad draws in it, or in less where the dock is
        narrower than its columns would then need (a small window), for the pad never scrolls sideways."""
        self.points = points
        self._fit_points()

    def _fit_points(self) -> None:
        points = self.points
        room = self.width() if self.isVisible() else 1 << 20
        while points > themes.desktop_points() and self._width(False, self._font_at(points)) > room:
            points -= 0.5
        themes.set_points(self, points)

    def _font_at(self, points: float) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(points)
        return font

    def changeEvent(self, event: QEvent) -> None:
        """The text size changed (the dock's font, ``themes.apply_text_size``): rows, columns and the
        pad's own fonts follow."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            for table in (self.table, self.breakdown):
                table.setFont(self.font())
                table.verticalHeader().setDefaultSectionSize(QFontMetrics(table.font()).height() + 6)
            bold = QFont(self.font())
            bold.setBold(True)
            self.settlement.setFont(bold)
            self.table.setColumnWidth(0, self._number_width())
            self._redraw()

    def _redraw(self) -> None:
        if self._partie is not None:
            self.refresh(self._partie, self._names, self._you)
        self.updateGeometry()

    def sizeHint(self) -> QSize:
        """Wide enough for the deal's number and, in each player's column, "+00 000" side by side, and a
        scroll bar."""
        return QSize(self._width(True), super().sizeHint().height())

    def minimumSizeHint(self) -> QSize:
        """As wide as :meth:`sizeHint` without the scroll bar, in the desktop's text: where the window is small
        the dock shrinks to this (whatever the text size: the pad's text then gets smaller), and the deal's
        points still show beside the running totals.  As tall as the pad's rows (up to
        eight), the wrapped lines under it at the width it has, and the details when shown."""
        base = super().minimumSizeHint().height()
        margins = self._layout.contentsMargins()
        width = max(self.width(), self._width(False)) - margins.left() - margins.right()
        for label in (self.standing, self.settlement, self.breakdown_title):
            if label.isVisibleTo(self) and label.text():
                base += max(0, label.heightForWidth(width) - label.minimumSizeHint().height())
        return QSize(self._width(False, self._font_at(min(self.points, themes.desktop_points()))), base)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            QTimer.singleShot(0, self, self._fit_points)  # the text as large as this width allows
            self._names_timer.start()
            self.updateGeometry()  # the wrapped lines under the pad take another height
            self._size_breakdown()

    def _size_breakdown(self) -> None:
        """The players' columns of the details: their names where there is room (up to a quarter of the width
        each), at least three digits; the items' names take what is left."""
        table = self.breakdown
        header = table.horizontalHeader()
        metrics = QFontMetrics(header.font())
        numbers = QFontMetrics(table.font()).horizontalAdvance("000") + 10
        room = max(self.width(), self._width(False)) // 4
        for column in (1, 2):
            item = table.horizontalHeaderItem(column)
            name = metrics.horizontalAdvance(item.toolTip()) + 12 if item is not None else 0
            table.setColumnWidth(column, max(numbers, min(name, room)))
        self._fit_names(table)

    def _number_width(self, font: QFont | None = None) -> int:
        """The deal's number's column: its widest label, or the header's "#"."""
        metrics = QFontMetrics(font or self.table.font())
        header = metrics.horizontalAdvance("#") + 2 * self._header_margin()
        return max(metrics.horizontalAdvance(self._widest) + 6, header)

    def _header_margin(self) -> int:
        return header_margin(self.style())

    def _fit_names(self, table: QTableWidget) -> None:
        if fit_names(table, (1, 2), self._header_margin()):
            self._fit_height(table, 8 if table is self.table else 7)  # a name on two lines: a taller header

    def width_for(self, points: float) -> int:
        """The width the pad would like at ``points``: its columns, with the players' names whole."""
        font = self._font_at(points)
        bold = QFont(font)
        bold.setBold(True)
        names = max((QFontMetrics(bold).horizontalAdvance(display_name(n)) + 12 for n in self._names), default=0)
        return self._width(False, font) + 2 * max(0, names - self._player_width(font))

    def _player_width(self, font: QFont) -> int:
        bold = QFont(font)
        bold.setBold(True)
        small = QFont(font)
        small.setPointSizeF(max(6.0, small.pointSizeF() * SMALL))
        return QFontMetrics(bold).horizontalAdvance("000") + QFontMetrics(small).horizontalAdvance("+00") + 6

    def _width(self, scroll_bar: bool, font: QFont | None = None) -> int:
        """The pad's width in ``font`` (its own if None)."""
        font = font or self.table.font()
        player = self._player_width(font)
        number = self._number_width(font)
        scroll = self.table.verticalScrollBar().sizeHint().width() if scroll_bar else 0
        margins = self._layout.contentsMargins()
        return number + 2 * player + scroll + 2 * self.table.frameWidth() + margins.left() + margins.right()

    @staticmethod
    def _setup_table(table: QTableWidget) -> None:
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

    # --- for tests ----------------------------------------------------------------------------------

    def cell(self, row: str, deal: int, seat: int) -> str:
        """The text the pad shows for ``seat`` in deal ``deal`` (0-based), for tests.

        ``row`` is "deal" (what the deal made, times its multiplier, without the pad's "+"), "running" (the running total after it),
        or a ScoreItem value ("repique", "capot" …, or "total"): that item as the deal's breakdown shows it,
        "" where the seat made none (this selects the deal and shows its breakdown, as a click on it does).
        """
        if row in ("deal", "running"):
            item = self.table.item(deal, 1 + seat)
            if item is None:
                return ""
            if row == "deal":
                made = item.data(DEAL_ROLE)
                return "" if made is None else str(made)
            return item.text()
        self.show_deal(deal)
        for index in range(self.breakdown.rowCount()):
            label = self.breakdown.item(index, 0)
            if label is not None and label.data(ITEM_ROLE) == row:
                found = self.breakdown.item(index, 1 + seat)
                return found.text() if found is not None else ""
        return ""

    def drawn(self, deal: int, seat: int) -> tuple[str, QFont, str | None, QFont, int]:
        """What ``seat``'s cell of deal ``deal`` (0-based) draws, for tests: the running total and its font, the
        deal's points ("+152", None where they are left out) and theirs, and the width they have."""
        item = self.table.item(deal, 1 + seat)
        running = item.text() if item is not None else ""
        made = item.data(DEAL_ROLE) if item is not None else None
        room = PlayerCell.room(self.table.visualRect(self.table.model().index(deal, 1 + seat)).width())
        font = item.data(Qt.ItemDataRole.FontRole) if item is not None else None
        font = font if isinstance(font, QFont) else self.table.font()
        points = None if made is None else deal_text(int(made))
        bold, small, shown = fit_numbers(font, room, running, points)
        return running, bold, points if shown else None, small, room

    def row_label(self, deal: int) -> str:
        """The deal's number as the pad shows it: "4 ×2" for a doubled deal."""
        item = self.table.item(deal, 0)
        return item.text() if item is not None else ""

    # --- drawing -----------------------------------------------------------------------------------

    def refresh(self, partie: Partie, names: Sequence[str], you: int | None = None) -> None:
        """Draw ``partie``'s deals and standing; ``you``: the seat the settlement speaks to, if any."""
        self._show_pad()
        self._partie, self._names, self._you = partie, names, you
        shown = (display_name(names[0]), display_name(names[1]))
        deals = [deal for deal in partie.deals if not getattr(deal, "passed_out", False) or not deal.is_over()]
        game = partie.game
        line, rubicon = goal_of(game)
        planned = int(getattr(game, "deals", 0)) if rubicon else 0
        rows = max(len(deals), planned)
        if len(deals) != len(self._scores):
            self._pinned = None  # a new deal (or another partie): show the latest again
        standings: Standings = partie.standings()
        starts = {0}
        first = 0
        for played in standings.games:
            first += played.deals
            starts.add(first)
        table = self.table
        table.clearContents()
        table.setRowCount(rows)
        table.setColumnCount(3)
        header_items = [QTableWidgetItem("#")]
        header_items[0].setToolTip(tr("Deal"))
        for seat in (0, 1):
            head = QTableWidgetItem(shown[seat])
            head.setToolTip(shown[seat])
            header_items.append(head)
        for column, head in enumerate(header_items):
            table.setHorizontalHeaderItem(column, head)
        self._fit_names(table)
        self._names_timer.start()  # again once laid out
        italic = QFont(table.font())
        italic.setItalic(True)
        running = [0, 0]
        self._scores = []
        labels: list[str] = []
        for index in range(rows):
            if index <= len(deals) or not rubicon:
                multiplier = partie.multiplier(index)  # played, or the next to play
            else:
                multiplier = game.multiplier(index + 1)  # type: ignore[attr-defined]
            label = str(index + 1) + (" ×2" if multiplier == 2 else "")
            labels.append(label)
            number = QTableWidgetItem(label)
            number.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            table.setItem(index, 0, number)
            if index >= len(deals):
                number.setForeground(QBrush(QColor("#888")))
                number.setFlags(Qt.ItemFlag.ItemIsEnabled)
                for seat in (0, 1):
                    empty = QTableWidgetItem("")
                    empty.setFlags(Qt.ItemFlag.ItemIsEnabled)
                    table.setItem(index, 1 + seat, empty)
                continue
            deal = deals[index]
            if index in starts and index > 0 and not rubicon:
                running = [0, 0]  # a new game of the match
            scores = (deal.scores[0], deal.scores[1])
            self._scores.append((scores[0], scores[1], multiplier))
            in_progress = not deal.is_over()
            if in_progress:
                number.setFont(italic)
                number.setToolTip(tr("The deal in progress"))
            for seat in (0, 1):
                made = scores[seat].total * multiplier
                before = running[seat]
                running[seat] += made
                cell = QTableWidgetItem(str(running[seat]))
                cell.setData(DEAL_ROLE, made)
                if rubicon:
                    cell.setForeground(QBrush(self.colour(OVER if running[seat] >= line else UNDER)))
                if before < line <= running[seat]:
                    cell.setData(LINE_ROLE, "line")
                elif index in starts and index > 0 and not rubicon:
                    cell.setData(LINE_ROLE, "game")
                if in_progress:
                    cell.setFont(italic)
                doubled = f" ({scores[seat].total} × 2)" if multiplier == 2 else ""
                cell.setToolTip(fill(tr("%1: %2 in deal %3, %4 in all"), shown[seat], f"{made}{doubled}",
                                     index + 1, running[seat]))
                table.setItem(index, 1 + seat, cell)
        self._number_column(labels)
        self._fit_height(table, 8)
        selected = self._pinned if self._pinned is not None else len(deals) - 1
        if selected >= 0:
            self._scroll_to(selected)
            QTimer.singleShot(0, self, lambda: self._scroll_to(selected))  # again once laid out, in a long game
        self._shown = -1
        self._show_breakdown(selected)
        self._standing(partie, shown, standings, you, isinstance(game, Target))
        self.updateGeometry()

    def _number_column(self, labels: list[str]) -> None:
        """The deal's number as wide as its widest label; the players' columns (and the text) then as wide as
        that leaves them."""
        metrics = QFontMetrics(self.table.font())
        widest = max(labels, key=metrics.horizontalAdvance, default="8")
        if widest != self._widest:
            self._widest = widest
            self.table.setColumnWidth(0, self._number_width())
            self.updateGeometry()
            QTimer.singleShot(0, self, self._fit_points)

    def _scroll_to(self, row: int) -> None:
        item = self.table.item(row, 0) if row < self.table.rowCount() else None
        if item is not None:
            self.table.scrollToItem(item)

    def show_deal(self, deal: int) -> None:
        """Show the items of deal ``deal`` (0-based) under the pad, as a click on its row does."""
        if 0 <= deal < len(self._scores):
            self._pinned = None if deal == len(self._scores) - 1 else deal
            self.details.setChecked(True)
            self._show_breakdown(deal)

    def shown_deal(self) -> int:
        """The deal (0-based) whose items the details show (-1 before the first deal)."""
        return self._shown

    def _details_toggled(self, shown: bool) -> None:
        self.details.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)
        self.breakdown_title.setVisible(shown)
        self.breakdown.setVisible(shown and self.breakdown.rowCount() > 0)
        self.updateGeometry()

    def _show_breakdown(self, index: int) -> None:
        """The items of deal ``index`` per player, under the pad."""
        self.details.setText(tr("Details"))
        self.details.setEnabled(0 <= index < len(self._scores))
        table = self.breakdown
        table.clearContents()
        if not 0 <= index < len(self._scores):
            self._mark_row(-1)
            table.setRowCount(0)
            self.breakdown_title.setText("")
            self._details_toggled(self.details.isChecked())
            return
        self._mark_row(index)
        first, second, multiplier = self._scores[index]
        shown = (display_name(self._names[0]), display_name(self._names[1]))
        title = fill(tr("Deal %1"), index + 1) + (" ×2" if multiplier == 2 else "")
        self.breakdown_title.setText(title)
        table.setHorizontalHeaderItem(0, QTableWidgetItem(""))
        for seat in (0, 1):
            head = QTableWidgetItem(shown[seat])
            head.setToolTip(shown[seat])
            table.setHorizontalHeaderItem(1 + seat, head)
        def text(value: int) -> str:
            return str(value) if value else ""

        rows: list[tuple[str, str, str, str]] = []
        for item in ScoreItem:
            if first.get(item) or second.get(item):
                rows.append((item.value, item_name(item), text(first.get(item)), text(second.get(item))))
        contracts = (int(getattr(first, "contract", 0)), int(getattr(second, "contract", 0)))
        if any(contracts):  # auction piquet's contract, part of the deal's total
            rows.append(("contract", tr("Contract"), text(contracts[0]), text(contracts[1])))
        total = tr("Total") if multiplier == 1 else f"{tr('Total')} ×2"
        rows.append(("total", total, str(first.total * multiplier), str(second.total * multiplier)))
        table.setRowCount(len(rows))
        bold = QFont(table.font())
        bold.setBold(True)
        for row, (key, name, *values) in enumerate(rows):
            label = QTableWidgetItem(name)
            label.setData(ITEM_ROLE, key)
            label.setToolTip(name)
            table.setItem(row, 0, label)
            for seat, value in enumerate(values):
                cell = QTableWidgetItem(value)
                cell.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                table.setItem(row, 1 + seat, cell)
            if key == "total":
                for column in range(3):
                    found = table.item(row, column)
                    if found is not None:
                        found.setFont(bold)
        self._size_breakdown()
        self._fit_height(table, 7)
        self._details_toggled(self.details.isChecked())

    def _mark_row(self, index: int) -> None:
        """A light tint on the row of the deal the details show."""
        for row in {self._shown, index}:
            for column in range(3):
                item = self.table.item(row, column) if row >= 0 else None
                if item is not None:
                    item.setBackground(QBrush(self.colour(SHOWN)) if row == index else QBrush())
        self._shown = index

    @staticmethod
    def _fit_height(table: QTableWidget, rows: int) -> None:
        """As tall as its rows, no taller, so that what follows sits under them; and at least as tall as
        ``rows`` of them, which the splitter of the dock respects (the log gives way): a partie's eight deals
        never scroll, a long target game does."""
        header = table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth()
        heights = [table.rowHeight(row) for row in range(table.rowCount())]
        table.setMaximumHeight(header + sum(heights))
        table.setMinimumHeight(header + sum(heights[:rows]))

    def _standing(self, partie: Partie, names: Sequence[str], standings: Standings, you: int | None,
                  target: bool) -> None:
        totals = partie.running_totals()
        short = (self._elided(names[0], self.standing), self._elided(names[1], self.standing))
        self.standing.setText(standing_words(totals, partie.game, short[0], short[1]))
        self.standing.setToolTip(standing_words(totals, partie.game, names[0], names[1]) if short != names else "")
        result = standings.result
        if result.finished:
            final = standings.games[-1].totals if standings.games else standings.totals
            whole = settlement_words(final, self._names, result.winner, result.points, result.rubicon, target,
                                     you=you)
            # A long name is cut short (the whole line is the tooltip), so that the arithmetic keeps to a
            # line or two in a narrow dock.
            cut = tuple(raw if self._elided(shown, self.settlement) == shown else self._elided(shown, self.settlement)
                        for raw, shown in zip(self._names, names))
            self.settlement.setText(settlement_words(final, (cut[0], cut[1]), result.winner, result.points,
                                                     result.rubicon, target, you=you))
            self.settlement.setToolTip(whole if self.settlement.text() != whole else "")
            self.settlement.show()
        else:
            self.settlement.setText("")
            self.settlement.setToolTip("")
            self.settlement.hide()

    def _elided(self, name: str, label: QLabel) -> str:
        """``name`` cut short with "…" to half the pad's width, in ``label``'s font."""
        margins = self._layout.contentsMargins()
        width = max(self.width(), self._width(False)) - margins.left() - margins.right()
        return QFontMetrics(label.font()).elidedText(name, Qt.TextElideMode.ElideRight, max(48, width // 2))
