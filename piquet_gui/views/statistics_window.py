"""The statistics window: a tab for each game the person has played against the computer (Rubicon piquet first),
each with its parties and win rate per strength (those played with hints or undo apart, and the abandoned ones),
points per deal, the tallies, the best and worst parties and a chart of the results over time; and a reset.

It knows no game by its rules: each tab shows one game's figures (``statistics.GameSummary``), worded by what they
count (points or stakes) and whether the person played with a partner."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QGroupBox, QHBoxLayout, QHeaderView, QLabel, QMessageBox,
                               QScrollArea, QTableWidget, QTableWidgetItem, QTabWidget, QVBoxLayout, QWidget)

from ..storage import statistics
from ..storage import training
from .coach_search import PartieSearch
from .game_words import words_of
from .level_figures import LevelFigures
from .words import fill, level_name, tr, translate_buttons


def _names(names: list[str]) -> str:
    """One or two names as a sentence says them ("Ben", "Ben and Claire")."""
    if len(names) == 2:
        return fill(tr("%1 and %2"), names[0], names[1])
    return ", ".join(names)


def partie_line(partie: dict[str, Any]) -> str:
    """One of the best or worst parties: its date, the opponents (and the partner), the person's gain and the final
    totals, his side's first."""
    opponents = _names(partie["opponents"])
    if partie["partners"]:
        whom = fill(tr("with %1 against %2"), _names(partie["partners"]), opponents)
    else:
        whom = fill(tr("against %1"), opponents)
    totals = "–".join(str(total) for total in partie["totals"])
    return f"{partie['date'][:10]}  {whom}: {partie['points']:+d} ({totals})"


class ResultsChart(QWidget):
    """The person's running net points, partie by partie."""

    def __init__(self, results: list[int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.results = results
        self.setMinimumSize(360, 120)

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
        # The highest and lowest results, unless they would be written over the zero.
        if zero - area.top() > 14:
            painter.drawText(QRectF(0, area.top() - 6, 36, 16), Qt.AlignmentFlag.AlignRight, str(high))
        if area.bottom() - zero > 14:
            painter.drawText(QRectF(0, area.bottom() - 8, 36, 16), Qt.AlignmentFlag.AlignRight, str(low))
        painter.drawText(QRectF(area.left(), area.bottom() + 4, area.width(), 16), Qt.AlignmentFlag.AlignCenter,
                         tr("parties, oldest first"))
        path = QPainterPath(point(0, values[0]))
        for index, value in enumerate(values[1:], 1):
            path.lineTo(point(index, value))
        painter.setPen(QPen(QColor("#1b6e2e"), 2))
        painter.drawPath(path)
        painter.end()


class GameFigures(QWidget):
    """One game's figures (a tab of the window)."""

    def __init__(self, figures: statistics.GameSummary, judged: list[training.JudgedPartie] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.figures = figures
        layout = QVBoxLayout(self)
        self.message = QLabel(tr("Parties against the computer: %1; deals: %2; on average %3 points a deal.")
                              .replace("%1", str(figures.parties)).replace("%2", str(figures.deals))
                              .replace("%3", f"{figures.points_per_deal:.1f}"))
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        # Parties left unfinished for another: their deals are in the figures, the parties apart from the win rates.
        self.abandoned = QLabel(tr("Abandoned: %n partie(s), their deals counted; the win rates are of finished "
                                   "parties.", figures.abandoned))
        self.abandoned.setWordWrap(True)
        layout.addWidget(self.abandoned)
        net = tr("Net stakes") if figures.unit == "stakes" else tr("Net points")
        self.levels = self._level_table(figures.levels, net)
        layout.addWidget(self.levels)
        # Parties played with hints or undo are counted apart, so that the win rates above are the player's own.
        self.assisted_label = QLabel(tr("With hints or undo: %n partie(s)", sum(s.parties for s in figures.assisted)))
        layout.addWidget(self.assisted_label)
        self.assisted = self._level_table(figures.assisted, net)
        self.assisted.setVisible(bool(figures.assisted))
        layout.addWidget(self.assisted)
        self.tallies = tallies = QGroupBox(tr("Piques, repiques, capots and cartes blanches (your side — the other side)")
                            if figures.partners else
                            tr("Piques, repiques, capots and cartes blanches (you — your opponents)"))
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
        self.extremes: list[QLabel] = []
        for title, parties in ((tr("Best parties"), figures.best), (tr("Worst parties"), figures.worst)):
            box = QGroupBox(title)
            box_layout = QVBoxLayout(box)
            for partie in parties:
                line = QLabel(partie_line(partie))
                line.setWordWrap(True)
                self.extremes.append(line)
                box_layout.addWidget(line)
            if not parties:
                box_layout.addWidget(QLabel(tr("None yet.")))
            extremes.addWidget(box)
        layout.addLayout(extremes)
        self.level = LevelFigures(figures.game, judged or [])
        layout.addWidget(self.level)
        self.chart = ResultsChart([points for _, points in figures.timeline])
        layout.addWidget(self.chart, 1)

    @staticmethod
    def _level_table(levels: list[statistics.LevelSummary], net: str) -> QTableWidget:
        table = QTableWidget(len(levels), 4)
        table.setHorizontalHeaderLabels([tr("Strength"), tr("Parties"), tr("Won"), net])
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        table.verticalHeader().hide()
        for row, level in enumerate(levels):
            cells = [level_name(level.level), str(level.parties),
                     f"{level.won} ({level.win_rate:.0%})", f"{level.points:+d}"]
            for column, text in enumerate(cells):
                table.setItem(row, column, QTableWidgetItem(text))
        # As tall as its rows, so that the window fits a small screen.
        rows = table.verticalHeader().defaultSectionSize() * max(1, len(levels))
        table.setFixedHeight(table.horizontalHeader().sizeHint().height() + rows + 2 * table.frameWidth() + 2)
        table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        return table


class StatisticsWindow(QDialog):
    def __init__(self, parent: QWidget | None = None, where: Path | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Statistics"))
        self.where = where
        self._layout = QVBoxLayout(self)
        self._contents: QWidget | None = None
        self.sections: dict[str, GameFigures] = {}
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        translate_buttons(buttons)
        self.reset_button = buttons.addButton(tr("Reset the statistics…"), QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.setToolTip(tr("Forget every partie kept in the statistics"))
        self.reset_button.clicked.connect(self.ask_reset)
        self.judge_button = buttons.addButton(tr("Judge my new parties"), QDialogButtonBox.ButtonRole.ActionRole)
        self.judge_button.setToolTip(tr("The coach judges your decisions in the parties not judged yet, for your "
                                        "level (and your mistakes, to train on)"))
        self.judge_button.clicked.connect(self.judge_new)
        self.searching: PartieSearch | None = None
        buttons.rejected.connect(self.reject)
        self._layout.addWidget(buttons)
        self._fill()
        # Each game's figures whole if the screen has room, else they scroll (a screen of 800 by 600).
        tallest = max((section.sizeHint().height() for section in self.sections.values()), default=300)
        tabs = self.tabs.tabBar().sizeHint().height() if self.sections else 0
        wanted = QSize(760, tallest + tabs + buttons.sizeHint().height() + 40)
        screen = self.screen().availableGeometry().size()
        self.resize(wanted.boundedTo(QSize(screen.width() - 40, screen.height() - 60)))

    def judge_new(self) -> None:
        """The coach looks through the person's new parties (in a thread); the figures read anew once done."""
        if self.searching is not None:
            return
        self.searching = PartieSearch(self.where, self)
        self.searching.partieDone.connect(self._judged_one)
        self.searching.finished.connect(self._judged_all)
        self.judge_button.setEnabled(False)
        self._judged_one(0, len(self.searching.parties))
        self.searching.start()

    def _judged_one(self, done: int, total: int) -> None:
        self.judge_button.setText(fill(tr("Judging: %1 of %2"), str(done), str(total)))

    def _judged_all(self) -> None:
        self.searching = None
        self.judge_button.setText(tr("Judge my new parties"))
        self._fill()

    def done(self, result: int) -> None:
        if self.searching is not None:  # closed while judging: stopped within a decision
            self.searching.requestInterruption()
            self.searching.wait(30_000)
            self.searching = None
        super().done(result)

    def ask_reset(self) -> None:
        """Empty the statistics, once the player has said yes."""
        box = QMessageBox(QMessageBox.Icon.Warning, tr("Reset the statistics"),
                          tr("Forget every partie kept in the statistics? This cannot be undone."), parent=self)
        yes = box.addButton(tr("Yes"), QMessageBox.ButtonRole.YesRole)
        no = box.addButton(tr("No"), QMessageBox.ButtonRole.NoRole)
        box.setDefaultButton(no)
        box.exec()
        if box.clickedButton() is not yes:
            return
        if not statistics.reset(self.where):
            QMessageBox.warning(self, tr("Statistics"), tr("The statistics could not be reset (the database is "
                                                           "locked or damaged)."))
        self._fill()

    def _fill(self) -> None:
        """The figures, read anew (at the start, and after a reset): a tab for each game played."""
        if self._contents is not None:
            self._layout.removeWidget(self._contents)
            self._contents.deleteLater()
        self._contents = QWidget(self)
        self._layout.insertWidget(0, self._contents, 1)
        layout = QVBoxLayout(self._contents)
        layout.setContentsMargins(0, 0, 0, 0)
        self.available = True
        self.sections = {}
        try:
            figures = statistics.summary(self.where)
        except sqlite3.Error as error:
            self.available = False
            self.reset_button.setEnabled(False)
            self.judge_button.setEnabled(False)
            self.message = QLabel(tr("Statistics are unavailable: %1.").replace("%1", str(error)))
            layout.addWidget(self.message)
            return
        self.figures = figures
        self.reset_button.setEnabled(figures.parties + figures.damaged + figures.abandoned > 0)
        if figures.damaged:
            # Rows of junk (an edited or foreign database) are left out, and said so once here.
            self.damaged = QLabel(tr("%n damaged row(s) skipped.", figures.damaged))
            layout.addWidget(self.damaged)
        self.judge_button.setEnabled(self.searching is None and bool(training.unjudged(self.where, limit=1)))
        judged = training.judged_parties(self.where)
        self.tabs = QTabWidget()
        for game in figures.games:
            section = GameFigures(game, [p for p in judged if p.name == game.game])
            self.sections[game.game] = section
            scroll = QScrollArea()
            scroll.setWidget(section)
            scroll.setWidgetResizable(True)
            scroll.setFrameShape(QScrollArea.Shape.NoFrame)
            scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            self.tabs.addTab(scroll, words_of(game.game).tab)
        self.tabs.setVisible(bool(figures.games))
        layout.addWidget(self.tabs, 1)
        self.message = QLabel(tr("No partie against the computer has been kept yet.") if not figures.games else "")
        self.message.setVisible(not figures.games)
        layout.addWidget(self.message)
        if not figures.games:
            layout.addStretch(1)
