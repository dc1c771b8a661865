"""The score pad: deals as rows, players (or sides) as columns, the way players keep one (RULES.md sections 7-9).

It draws any game's score sheet (``model.score_sheet``): its columns, its rows, its lines and its settlement.
Each row is a deal: its number (``4 ×2`` for a doubled deal), and in each
column what the deal made (small, on the left) and the running total
(bold, on the right; red while under the rubicon, green from it on).  A line
is drawn across a column where its total crosses the rubicon (or a
points target).  The deals a partie is sure to play are there from the start (the sheet's ``to_come``), the
ones not yet played empty; a target game's deals are added
as they come.  Clicking a deal shows its items (carte blanche, point, … the
cards, capot) per column under the pad; *Details* shows or hides them.  Under
it, where each stands against the rubicon or target, and at the end the
settlement with its arithmetic.  Before any game, one line says there are no scores yet.

The pad never scrolls sideways: the columns share the width it is given and
the names narrow, or take two lines, before they elide (``score_cells``; the
whole name is the header's tooltip); a long partie
scrolls vertically.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import QEvent, QSize, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import (QAbstractItemView, QDockWidget, QHeaderView, QLabel, QMainWindow, QSizePolicy,
                               QTableWidget, QTableWidgetItem, QToolButton, QVBoxLayout, QWidget)

from ..model.score_sheet import ContractEntry, ScoreSheet
from ..model.scoring import DealScore
from . import themes
from .score_cells import (DEAL_ROLE, HIGH_CONTRAST, ITEM_ROLE, LINE, LINE_ROLE, OVER, SHOWN, SMALL, UNDER, PlayerCell,
                          deal_text, fit_height, fit_names, fit_numbers, header_margin, setup_table)
from .sheet_rows import deal_scores, item_rows, pad_rows, rows_to_come, share_rows
from .sheet_words import (column_labels, column_names, column_of, contract_mark, goal_of, settlement_line, sheet_notes,
                          standing_words)
from .auction_words import contract_name, contract_result
from .words import display_name, fill, named, tr

__all__ = ["LINE", "LINE_ROLE", "OVER", "UNDER", "ScorePad"]



class PadGame(Protocol):
    """What the pad reads of a partie: its score sheet, and its deals in order, each with its ``scores`` (the
    items of the deal's details).  A game of the engine replayed for the review is one; the screen gives the
    partie at the table as :class:`DealsSoFar`."""

    @property
    def deals(self) -> Sequence[object]: ...

    def score_sheet(self) -> ScoreSheet: ...


@dataclasses.dataclass(frozen=True)
class DealScores:
    """A deal as the pad needs it: its scores (by the deal's columns, or by side)."""

    scores: tuple[DealScore, ...]


@dataclasses.dataclass(frozen=True)
class DealsSoFar:
    """The partie at the table as the pad reads it: its sheet and each deal's scores so far."""

    sheet: ScoreSheet
    deals: tuple[object, ...]

    def score_sheet(self) -> ScoreSheet:
        return self.sheet

class ScorePad(QWidget):
    """The partie's score pad; :meth:`refresh` redraws it from any game's score sheet, :meth:`cell` reads it (for
    tests)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(tr("Score pad"))
        self.setAccessibleDescription(tr("A row per deal, a column per player: what each deal made and the totals"))
        self._count = 2
        """The sheet's columns (players, or sides of partners): two until a sheet says otherwise."""
        self.table = QTableWidget(0, 3, self)
        self.table.setAccessibleName(tr("Scores by deal"))
        setup_table(self.table)
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
        setup_table(self.breakdown)
        self.breakdown.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.breakdown.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._set_columns(2)
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
        self._under: list[QWidget] = []
        """The widgets put under the standing (:meth:`add_under`)."""
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
        self._game: PadGame | None = None
        self._sheet: ScoreSheet | None = None
        self._names: Sequence[str] = ("", "")
        self._scores: list[tuple[tuple[DealScore | None, ...], int, int]] = []
        self._shares: list[tuple[int, ...] | None] = []
        """Each deal's share of each partner (partnership piquet), by seat."""
        """Each deal shown: its scores by column (None for a column out of it), its multiplier and its number."""
        self._roomed: tuple[str, ...] = ()
        """The names the dock was last widened for (:meth:`_make_room`)."""
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
        if self._game is None and not self.table.isVisibleTo(self):
            return  # so already
        self.details.setChecked(False)
        self._game, self._sheet, self._names, self._you = None, None, ("", ""), None
        self._scores, self._shares, self._pinned, self._shown = [], [], None, -1
        for part in (self.table, self.standing, self.settlement, self.details, self.breakdown_title, self.breakdown):
            part.hide()
        self.table.setRowCount(0)
        self.empty.show()
        self.updateGeometry()

    def add_under(self, widget: QWidget) -> None:
        """``widget`` under the standing and the settlement (the odds, when shown); the pad's least height makes
        room for its wrapped lines."""
        self._layout.insertWidget(self._layout.indexOf(self.settlement) + 1, widget)
        self._under.append(widget)

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
        """The text size changed (the dock's font, ``looks.apply_text_size``): rows, columns and the
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
        if self._game is not None:
            self.refresh(self._game, self._names, self._you)  # the sheet read again: the game may have moved on
        self.updateGeometry()

    def sizeHint(self) -> QSize:
        """Wide enough for the deal's number and, in each column, "+00 000" side by side, and a scroll bar."""
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
        for under in self._under:  # (the odds: their wrapped words and their chart)
            if under.isVisibleTo(self) and under.hasHeightForWidth():
                base += max(0, under.heightForWidth(width) - under.minimumSizeHint().height())
        return QSize(self._width(False, self._font_at(min(self.points, themes.desktop_points()))), base)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            QTimer.singleShot(0, self, self._fit_points)  # the text as large as this width allows
            self._names_timer.start()
            self.updateGeometry()  # the wrapped lines under the pad take another height
            self._size_breakdown()

    def _size_breakdown(self) -> None:
        """The columns of the details: their names where there is room (up to a quarter of the width each, in
        two columns; less in more), at least three digits; the items' names take what is left."""
        table = self.breakdown
        header = table.horizontalHeader()
        metrics = QFontMetrics(header.font())
        numbers = QFontMetrics(table.font()).horizontalAdvance("000") + 10
        room = max(self.width(), self._width(False)) // (2 * self._count)
        for column in range(1, table.columnCount()):
            item = table.horizontalHeaderItem(column)
            name = metrics.horizontalAdvance(item.toolTip()) + 12 if item is not None else 0
            table.setColumnWidth(column, max(numbers, min(name, room)))
        self._fit_names(table)

    def _number_width(self, font: QFont | None = None) -> int:
        """The deal's number's column: its widest label, or the header's "#"."""
        metrics = QFontMetrics(font or self.table.font())
        header = metrics.horizontalAdvance("#") + 2 * self._header_margin()
        return max(metrics.horizontalAdvance(self._widest) + 10, header)  # the cell's own margins besides

    def _header_margin(self) -> int:
        return header_margin(self.style())

    def _fit_names(self, table: QTableWidget) -> None:
        if fit_names(table, tuple(range(1, table.columnCount())), self._header_margin()):
            fit_height(table, 8 if table is self.table else 7)  # a name on two lines: a taller header

    def width_for(self, points: float) -> int:
        """The width the pad would like at ``points``: its columns, with their names whole."""
        font = self._font_at(points)
        bold = QFont(font)
        bold.setBold(True)
        shown = column_names(self._sheet, self._names) if self._sheet is not None else self._names
        names = max((QFontMetrics(bold).horizontalAdvance(display_name(n)) + 12 for n in shown), default=0)
        return self._width(False, font) + self._count * max(0, names - self._player_width(font))

    def _make_room(self) -> None:
        """The dock widened (never narrowed) to show the columns' names whole, up to its share of the window, as
        ``looks.apply_text_size`` widens it when the window changes size."""
        dock = self.parentWidget()
        while dock is not None and not isinstance(dock, QDockWidget):
            dock = dock.parentWidget()
        window = dock.parentWidget() if dock is not None else None
        if dock is None or dock.isFloating() or not isinstance(window, QMainWindow):
            return
        wanted = min(self.width_for(self.points) + 16, int(window.width() * themes.DOCK_MOST))
        if dock.width() < wanted:
            window.resizeDocks([dock], [wanted], Qt.Orientation.Horizontal)

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
        return number + self._count * player + scroll + 2 * self.table.frameWidth() + margins.left() + margins.right()

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

    def refresh(self, game: PadGame, names: Sequence[str], you: int | None = None,
                sheet: ScoreSheet | None = None) -> None:
        """Draw ``game``'s score sheet (``sheet``, or ``game.score_sheet()``): its deals, totals and standing.
        ``names`` by seat; ``you``: the seat the settlement speaks to, if any."""
        self._show_pad()
        sheet = sheet if sheet is not None else game.score_sheet()
        self._game, self._sheet, self._names, self._you = game, sheet, names, you
        self._set_columns(len(sheet.columns))
        shown = tuple(display_name(name) for name in column_names(sheet, names))
        rows = pad_rows(sheet, game.deals)
        line, rubicon = goal_of(sheet.lines)
        last = rows[-1][0].number if rows else 0
        to_come = rows_to_come(sheet, last)
        if len(rows) != len(self._scores):
            self._pinned = None  # a new deal (or another partie): show the latest again
        table = self.table
        table.clearContents()
        table.setRowCount(len(rows) + len(to_come))
        header_items = [QTableWidgetItem("#")]
        header_items[0].setToolTip(tr("Deal"))
        for name in shown:
            head = QTableWidgetItem(name)
            head.setToolTip(name)
            header_items.append(head)
        for column, head in enumerate(header_items):
            table.setHorizontalHeaderItem(column, head)
        if shown != self._roomed:  # new names (a partie begun, sides): room for them at once, not at a resize
            self._roomed = shown
            self._make_room()
        self._fit_names(table)
        self._names_timer.start()  # again once laid out
        italic = QFont(table.font())
        italic.setItalic(True)
        self._scores, self._shares = [], []
        labels: list[str] = []
        for index, (row, deal, new_game) in enumerate(rows):
            label = self._number_item(index, row.number, row.multiplier, labels, contract_mark(row.contract))
            self._scores.append((deal_scores(row, deal), row.multiplier, row.number))
            self._shares.append(row.shares)
            if row.in_progress:
                label.setFont(italic)
                label.setToolTip(tr("The deal in progress"))
            if row.contract is not None:  # auction piquet: the contract in words, and who scored for it
                label.setToolTip(self._contract_tip(sheet, row.contract, names, you))
            for column, points in enumerate(row.points):
                if points is None:  # a player out (three-handed piquet): his column is empty in the deals played on
                    table.setItem(index, 1 + column, self._empty_item())
                    continue
                made, running = row.made(column), row.totals[column]
                cell = QTableWidgetItem(str(running))
                cell.setData(DEAL_ROLE, made)
                if rubicon:
                    cell.setForeground(QBrush(self.colour(OVER if running >= line else UNDER)))
                if running - made < line <= running:
                    cell.setData(LINE_ROLE, "line")
                elif new_game and not rubicon:
                    cell.setData(LINE_ROLE, "game")
                if row.in_progress:
                    cell.setFont(italic)
                doubled = f" ({points} × {row.multiplier})" if row.multiplier != 1 else ""
                tip = fill(tr("%1: %2 in deal %3, %4 in all"), shown[column], f"{made}{doubled}", row.number, running)
                seats = sheet.columns[column].seats
                if row.shares is not None and len(seats) > 1:  # partners: what each reckoned for the side
                    tip += "\n" + ", ".join(f"{display_name(names[seat])} {row.shares[seat]}" for seat in seats)
                cell.setToolTip(tip)
                table.setItem(index, 1 + column, cell)
        for index, (number, multiplier) in enumerate(to_come, len(rows)):  # the deals still to play, empty
            item = self._number_item(index, number, multiplier, labels)
            item.setForeground(QBrush(QColor("#888")))
            item.setFlags(Qt.ItemFlag.ItemIsEnabled)
            for column in range(self._count):
                table.setItem(index, 1 + column, self._empty_item())
        self._number_column(labels)
        fit_height(table, 8)
        selected = self._pinned if self._pinned is not None else len(rows) - 1
        if selected >= 0:
            self._scroll_to(selected)
            QTimer.singleShot(0, self, lambda: self._scroll_to(selected))  # again once laid out, in a long game
        self._shown = -1
        self._show_breakdown(selected)
        self._standing(sheet, names, column_of(sheet, you))
        self.updateGeometry()

    def _set_columns(self, count: int) -> None:
        """A column for each of the sheet's ``count`` columns, in the pad and in the details."""
        if self.table.columnCount() == 1 + count and self.table.itemDelegateForColumn(count) is self._delegate:
            return  # so already
        self._count = count
        for table in (self.table, self.breakdown):
            table.setColumnCount(1 + count)
        for column in range(1, 1 + count):
            self.table.setItemDelegateForColumn(column, self._delegate)
            self.breakdown.horizontalHeader().setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)  # see
            # _size_breakdown
        self.updateGeometry()

    @staticmethod
    def _contract_tip(sheet: ScoreSheet, entry: ContractEntry, names: Sequence[str], you: int | None) -> str:
        """A deal's contract in words: "Ben, eight minus, doubled" while it is played, "Ben made eight minus,
        doubled: 40 to Ben" once over (``names`` and ``you`` by seat)."""
        declarer = sheet.columns[entry.declarer].seats[0]
        if entry.made is None:
            return fill(tr("%1, %2"), named(names[declarer]),
                        contract_name(entry.tricks, entry.minus, entry.doubled).lower())
        scorer = None if entry.scorer is None else sheet.columns[entry.scorer].seats[0]
        return contract_result(entry, declarer, scorer, names, you)

    def _number_item(self, index: int, number: int, multiplier: int, labels: list[str],
                     contract: str = "") -> QTableWidgetItem:
        label = str(number) + (f" ×{multiplier}" if multiplier != 1 else "") + (f" {contract}" if contract else "")
        labels.append(label)
        item = QTableWidgetItem(label)
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        self.table.setItem(index, 0, item)
        return item

    @staticmethod
    def _empty_item() -> QTableWidgetItem:
        empty = QTableWidgetItem("")
        empty.setFlags(Qt.ItemFlag.ItemIsEnabled)
        return empty

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
        """The items of deal ``index`` per column, under the pad."""
        self.details.setText(tr("Details"))
        self.details.setEnabled(0 <= index < len(self._scores))
        table = self.breakdown
        table.clearContents()
        if not 0 <= index < len(self._scores) or self._sheet is None:
            self._mark_row(-1)
            table.setRowCount(0)
            self.breakdown_title.setText("")
            self._details_toggled(self.details.isChecked())
            return
        self._mark_row(index)
        scores, multiplier, number = self._scores[index]
        shown = tuple(display_name(name) for name in column_names(self._sheet, self._names))
        self.breakdown_title.setText(fill(tr("Deal %1"), number) + (f" ×{multiplier}" if multiplier != 1 else ""))
        table.setHorizontalHeaderItem(0, QTableWidgetItem(""))
        for column, name in enumerate(shown):
            head = QTableWidgetItem(name)
            head.setToolTip(name)
            table.setHorizontalHeaderItem(1 + column, head)
        rows = item_rows(scores, multiplier) + share_rows(
            self._shares[index] if index < len(self._shares) else None,
            [column.seats for column in self._sheet.columns], [display_name(name) for name in self._names])
        table.setRowCount(len(rows))
        bold = QFont(table.font())
        bold.setBold(True)
        for row, (key, name, values) in enumerate(rows):
            label = QTableWidgetItem(name)
            label.setData(ITEM_ROLE, key)
            label.setToolTip(name)
            table.setItem(row, 0, label)
            for column, value in enumerate(values):
                cell = QTableWidgetItem(value)
                cell.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                table.setItem(row, 1 + column, cell)
            if key == "total":
                for column in range(table.columnCount()):
                    found = table.item(row, column)
                    if found is not None:
                        found.setFont(bold)
        self._size_breakdown()
        fit_height(table, 7)
        self._details_toggled(self.details.isChecked())

    def _mark_row(self, index: int) -> None:
        """A light tint on the row of the deal the details show."""
        for row in {self._shown, index}:
            for column in range(self.table.columnCount()):
                item = self.table.item(row, column) if row >= 0 else None
                if item is not None:
                    item.setBackground(QBrush(self.colour(SHOWN)) if row == index else QBrush())
        self._shown = index

    def _standing(self, sheet: ScoreSheet, names: Sequence[str], you: int | None) -> None:
        """Where the sheet's totals stand against its line, and its settlement once the partie is over (``names``
        by seat, ``you`` a column)."""
        raw = column_labels(sheet, names)
        shown = tuple(display_name(name) for name in raw)
        short = tuple(self._elided(name, self.standing) for name in shown)
        notes, whole_notes = sheet_notes(sheet, short), sheet_notes(sheet, shown)  # games won, or who is out
        self.standing.setText("\n".join(filter(None, (standing_words(sheet.totals, sheet.lines, short), notes))))
        self.standing.setToolTip("\n".join(filter(None, (standing_words(sheet.totals, sheet.lines, shown),
                                                         whole_notes))) if short != shown else "")
        settlement = sheet.settlement
        sides = any(len(column.seats) > 1 for column in sheet.columns)
        if settlement is not None:
            whole = settlement_line(settlement, raw, you, sides)
            # A long name is cut short (the whole line is the tooltip), so that the arithmetic keeps to a
            # line or two in a narrow dock.
            cut = tuple(name if self._elided(seen, self.settlement) == seen else self._elided(seen, self.settlement)
                        for name, seen in zip(raw, shown))
            self.settlement.setText(settlement_line(settlement, cut, you, sides))
            self.settlement.setToolTip(whole if self.settlement.text() != whole else "")
            self.settlement.show()
        else:
            self.settlement.setText("")
            self.settlement.setToolTip("")
            self.settlement.hide()

    def _elided(self, name: str, label: QLabel) -> str:
        """``name`` cut short with "…" to half the pad's width (a third in three columns …), in ``label``'s font."""
        margins = self._layout.contentsMargins()
        width = max(self.width(), self._width(False)) - margins.left() - margins.right()
        return QFontMetrics(label.font()).elidedText(name, Qt.TextElideMode.ElideRight,
                                                     max(48, width // max(2, self._count)))
