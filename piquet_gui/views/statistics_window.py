"""The statistics window: parties and win rate per strength, points per deal, the tallies, the best and
worst parties, and a chart of the results over time."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QGroupBox, QHBoxLayout, QHeaderView, QLabel, QTableWidget,
                               QTableWidgetItem, QVBoxLayout, QWidget)

from ..storage import statistics
from .words import level_name, tr, translate_buttons


class ResultsChart(QWidget):
    """The person's running net points, partie by partie."""

    def __init__(self, results: list[int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.results = results
        self.setMinimumSize(360, 160)

    def running(self) -> list[int]:
        total, out = 0, [0]
        for points in self.results:
            total += points
            out.append(total)
        return out

    def paintEvent(self, event: object) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = QRectF(self.rect()).adjusted(40, 10, -10, -22)
        painter.fillRect(self.rect(), QColor("#fbf8ef"))
        values = self.running()
        low, high = min(values), max(values)
        if high == low:
            high, low = high + 1, low - 1

        def point(index: int, value: int) -> QPointF:
            x = area.left() + area.width() * index / max(1, len(values) - 1)
            y = area.bottom() - area.height() * (value - low) / (high - low)
            return QPointF(x, y)

        painter.setPen(QPen(QColor("#999"), 1))
        zero = point(0, 0).y()
        painter.drawLine(QPointF(area.left(), zero), QPointF(area.right(), zero))
        painter.drawText(QRectF(0, zero - 8, 36, 16), Qt.AlignmentFlag.AlignRight, "0")
        painter.drawText(QRectF(0, area.top() - 6, 36, 16), Qt.AlignmentFlag.AlignRight, str(high))
        painter.drawText(QRectF(0, area.bottom() - 8, 36, 16), Qt.AlignmentFlag.AlignRight, str(low))
        painter.drawText(QRectF(area.left(), area.bottom() + 4, area.width(), 16), Qt.AlignmentFlag.AlignCenter,
                         tr("parties, oldest first"))
        path = QPainterPath(point(0, values[0]))
        for index, value in enumerate(values[1:], 1):
            path.lineTo(point(index, value))
        painter.setPen(QPen(QColor("#1b6e2e"), 2))
        painter.drawPath(path)
        painter.end()


class StatisticsWindow(QDialog):
    def __init__(self, parent: QWidget | None = None, where: Path | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Statistics"))
        layout = QVBoxLayout(self)
        self.available = True
        try:
            figures = statistics.summary(where)
        except sqlite3.Error as error:
            self.available = False
            self.message = QLabel(tr("Statistics are unavailable: %1.").replace("%1", str(error)))
            layout.addWidget(self.message)
            self._close_button(layout)
            return
        self.figures = figures
        self.message = QLabel(tr("Parties against the computer: %1; deals: %2; on average %3 points a deal.")
                              .replace("%1", str(figures.parties)).replace("%2", str(figures.deals))
                              .replace("%3", f"{figures.points_per_deal:.1f}"))
        layout.addWidget(self.message)
        if figures.damaged:
            # Rows of junk (an edited or foreign database) are left out, and said so once here.
            self.damaged = QLabel(tr("%n damaged row(s) skipped.", figures.damaged))
            layout.addWidget(self.damaged)
        self.levels = QTableWidget(len(figures.levels), 4)
        self.levels.setHorizontalHeaderLabels([tr("Strength"), tr("Parties"), tr("Won"), tr("Net points")])
        self.levels.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.levels.verticalHeader().hide()
        for row, level in enumerate(figures.levels):
            cells = [level_name(level.level), str(level.parties),
                     f"{level.won} ({level.win_rate:.0%})", f"{level.points:+d}"]
            for column, text in enumerate(cells):
                self.levels.setItem(row, column, QTableWidgetItem(text))
        # As tall as its rows, so that the window fits a small screen.
        rows = self.levels.verticalHeader().defaultSectionSize() * max(1, len(figures.levels))
        self.levels.setMaximumHeight(self.levels.horizontalHeader().sizeHint().height() + rows
                                     + 2 * self.levels.frameWidth() + 2)
        self.levels.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout.addWidget(self.levels)
        tallies = QGroupBox(tr("Piques, repiques, capots and cartes blanches (you — your opponents)"))
        tally_layout = QHBoxLayout(tallies)
        names = {"pique": tr("Pique"), "repique": tr("Repique"), "capot": tr("Capot"),
                 "carte_blanche": tr("Carte blanche")}
        self.tally_labels = {}
        for key, (mine, theirs) in figures.tallies.items():
            label = QLabel(f"{names[key]}: {mine} — {theirs}")
            self.tally_labels[key] = label
            tally_layout.addWidget(label)
        layout.addWidget(tallies)
        extremes = QHBoxLayout()
        for title, games in ((tr("Best parties"), figures.best), (tr("Worst parties"), figures.worst)):
            box = QGroupBox(title)
            box_layout = QVBoxLayout(box)
            for game in games:
                box_layout.addWidget(QLabel(f"{game['date'][:10]}  {tr('against')} {game['opponent']}: "
                                            f"{game['points']:+d} ({game['totals'][0]}–{game['totals'][1]})"))
            if not games:
                box_layout.addWidget(QLabel(tr("None yet.")))
            extremes.addWidget(box)
        layout.addLayout(extremes)
        self.chart = ResultsChart([points for _, points in figures.timeline])
        layout.addWidget(self.chart, 1)
        self._close_button(layout)

    def _close_button(self, layout: QVBoxLayout) -> None:
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        translate_buttons(buttons)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
