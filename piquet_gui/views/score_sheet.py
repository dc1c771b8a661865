"""The score sheet: every deal's items per player, the running totals, the rubicon line, the settlement."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QHeaderView, QLabel, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from ..model.formats import RUBICON, Standings, Target
from ..model.partie import Partie
from ..model.scoring import ScoreItem
from .words import item_name, settlement_words, tr

ROWS = list(ScoreItem)


class ScoreSheet(QWidget):
    """Columns: one per deal and player; rows: the items in the order of reckoning, then totals."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = QTableWidget(self)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.standing = QLabel(self)
        self.standing.setWordWrap(True)
        self.settlement = QLabel(self)
        self.settlement.setWordWrap(True)
        font = self.settlement.font()
        font.setBold(True)
        self.settlement.setFont(font)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.standing)
        layout.addWidget(self.settlement)

    def cell(self, row: str, deal: int, seat: int) -> str:
        """The text of a cell, for tests: ``row`` is a ScoreItem value, "deal" or "running"."""
        index = {item.value: i for i, item in enumerate(ROWS)} | {"deal": len(ROWS), "running": len(ROWS) + 1}
        item = self.table.item(index[row], deal * 2 + seat)
        return item.text() if item is not None else ""

    def refresh(self, partie: Partie, names: tuple[str, str], you: int | None = None) -> None:
        deals = partie.deals
        table = self.table
        table.clear()
        table.setRowCount(len(ROWS) + 2)
        table.setColumnCount(max(1, len(deals)) * 2)
        table.setVerticalHeaderLabels([item_name(i) for i in ROWS] + [tr("Deal total"), tr("Running total")])
        headers = []
        for number in range(1, len(deals) + 1):
            multiplier = partie.multiplier(number - 1)
            mark = " ×2" if multiplier == 2 else ""
            for seat in (0, 1):
                headers.append(f"{tr('Deal %1').replace('%1', str(number))}{mark}\n{names[seat]}")
        table.setHorizontalHeaderLabels(headers or [names[0], names[1]])
        running = [0, 0]
        standings: Standings = partie.standings()
        game_start = standings.game_start
        bold = QFont()
        bold.setBold(True)
        for index, deal in enumerate(deals):
            multiplier = partie.multiplier(index)
            if index == game_start:
                running = [0, 0]
            for seat in (0, 1):
                column = index * 2 + seat
                sheet = deal.scores[seat]
                for row, item in enumerate(ROWS):
                    value = sheet.get(item)
                    cell = QTableWidgetItem(str(value) if value else "")
                    cell.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                    table.setItem(row, column, cell)
                total = sheet.total * multiplier
                running[seat] += total
                for row, value in ((len(ROWS), total), (len(ROWS) + 1, running[seat])):
                    cell = QTableWidgetItem(str(value))
                    cell.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                    cell.setFont(bold)
                    if row == len(ROWS) + 1 and not isinstance(partie.game, Target):
                        color = "#1b6e2e" if value >= RUBICON else "#8a1c1c"
                        cell.setForeground(QBrush(QColor(color)))
                    table.setItem(row, column, cell)
        if deals:
            table.scrollToItem(table.item(len(ROWS) + 1, len(deals) * 2 - 1))
        self._standing(partie, names, standings, you)

    def _standing(self, partie: Partie, names: tuple[str, str], standings: Standings, you: int | None) -> None:
        totals = partie.running_totals()
        if isinstance(partie.game, Target):
            line = tr("Game to %1: %2 %3, %4 %5").replace("%1", str(partie.game.target))
        else:
            line = tr("Rubicon %1: %2 %3, %4 %5").replace("%1", str(RUBICON))
        parts = []
        for seat in (0, 1):
            mark = "" if isinstance(partie.game, Target) else (" ✓" if totals[seat] >= RUBICON else
                                                                f" ({RUBICON - totals[seat]} {tr('to go')})")
            parts.append((names[seat], f"{totals[seat]}{mark}"))
        self.standing.setText(line.replace("%2", parts[0][0]).replace("%3", parts[0][1])
                              .replace("%4", parts[1][0]).replace("%5", parts[1][1]))
        result = standings.result
        if result.finished:
            final = standings.games[-1].totals if standings.games else standings.totals
            self.settlement.setText(settlement_words(final, names, result.winner, result.points, result.rubicon,
                                                     isinstance(partie.game, Target), you=you))
        else:
            self.settlement.setText("")
