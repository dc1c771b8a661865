"""The aid *Show the odds*: under the score pad, the chances of the side of the person at the screen in words
("Winning the partie: about 4 in 5"), and a small chart of his chance of winning before each deal of the
partie; their tooltip says how the chances are estimated (``ai.odds``).

The readout follows the score sheet, so it changes only when a deal is over; a standing's odds are worked out
once (:data:`_CACHE`)."""

from __future__ import annotations

import functools
import html

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette, QPen, QPolygonF
from PySide6.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget

from ..ai.odds import Kind, Odds, Standing, odds, simple_fraction, standings
from ..model.score_sheet import ScoreSheet
from .words import fill, tr


@functools.lru_cache(maxsize=512)
def _odds(standing: Standing, side: int) -> Odds:
    return odds(standing, side)


def chance_words(chance: float, decided: bool = False) -> str:
    """A chance as the readout says it: "about 4 in 5", "almost certain", "none"."""
    said = simple_fraction(chance, decided)
    if isinstance(said, tuple):
        return fill(tr("about %1 in %2"), said[0], said[1])
    return {"certain": tr("certain"), "none": tr("none"), "almost certain": tr("almost certain"),
            "almost none": tr("almost none")}[said]


def odds_lines(standing: Standing, result: Odds) -> list[str]:
    """The readout's lines for a side's odds from ``standing``."""
    decided = result.decided
    if standing.kind == Kind.THREE:
        lines = [fill(tr("Not being last: %1"), chance_words(result.win, decided))]
    else:
        lines = [fill(tr("Winning the partie: %1"), chance_words(result.win, decided))]
    if result.escape is not None:
        lines.append(fill(tr("Escaping the rubicon: %1"), chance_words(result.escape, decided)))
    if result.first is not None and not decided:
        lines.append(fill(tr("Reaching %1 first: %2"), standing.line, chance_words(result.first)))
    return lines


def how_estimated(standing: Standing, result: Odds) -> str:
    """The tooltip: how the chances are estimated, with how many deals were sampled."""
    if result.decided and not result.measured:
        how = tr("The partie is over: these are its outcome.")
    elif standing.kind == Kind.THREE:
        how = fill(tr("Estimated as the computer plays to the score: its race to the target, each deal to come "
                      "drawn from the deals it measured playing against itself (%1), the chance of each player "
                      "being last worked out exactly."), result.measured)
    else:
        how = fill(tr("Estimated from the score before the deal: continuations of the partie sampled (%1), each deal "
                      "to come drawn from the deals the computer measured playing against itself (%2); deals "
                      "sampled in all: %3."), result.samples, result.measured, result.sampled_deals)
    return how + "\n" + tr("The chart: the first of these chances before each deal of the partie, from 0 (bottom) to 1 "
                           "(top).")


class OddsChart(QWidget):
    """The chance of winning before each deal of the partie (and at its end), as a line from 0 to 1 over a
    faint even line."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.chances: tuple[float, ...] = ()
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(tr("Chart of the odds"))

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(160, self.fontMetrics().height() * 3)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(60, self.fontMetrics().height() * 3)

    def set_chances(self, chances: tuple[float, ...]) -> None:
        if chances != self.chances:
            self.chances = chances
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = QRectF(self.rect()).adjusted(3, 3, -3, -3)
        text = self.palette().color(QPalette.ColorRole.WindowText)
        faint = QColor(text)
        faint.setAlpha(60)
        painter.setPen(QPen(faint, 1))
        painter.drawRect(area)
        painter.setPen(QPen(faint, 1, Qt.PenStyle.DashLine))
        middle = area.top() + area.height() / 2
        painter.drawLine(QPointF(area.left(), middle), QPointF(area.right(), middle))
        chances = self.chances
        if not chances:
            return
        steps = max(1, len(chances) - 1)

        def point(index: int, chance: float) -> QPointF:
            return QPointF(area.left() + area.width() * index / steps, area.bottom() - area.height() * chance)

        points = [point(i, c) for i, c in enumerate(chances)]
        line = QPolygonF(points)
        painter.setPen(QPen(self.palette().color(QPalette.ColorRole.Highlight), 2))
        painter.drawPolyline(line)
        painter.setBrush(self.palette().color(QPalette.ColorRole.Highlight))
        painter.drawEllipse(points[-1], 2.5, 2.5)


class OddsView(QWidget):
    """The readout and the chart, for one side of the partie (hidden unless :meth:`show_for` is called)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel(self)
        bold = self.title.font()
        bold.setBold(True)
        self.title.setFont(bold)
        self.readout = QLabel(self)
        for label in (self.title, self.readout):
            label.setWordWrap(True)
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.chart = OddsChart(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 2, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.title)
        layout.addWidget(self.readout)
        layout.addWidget(self.chart)
        self.setAccessibleName(tr("The odds"))
        self._shown: tuple[ScoreSheet, int, str] | None = None
        self.hide()

    def show_for(self, sheet: ScoreSheet, column: int, title: str) -> None:
        """The odds of ``column`` (a side of ``sheet``) from the deals over so far, under ``title``."""
        if self._shown != (sheet, column, title):
            self._shown = (sheet, column, title)
            every = standings(sheet)
            results = [_odds(standing, column) for standing in every]
            self.title.setText(title)
            self.readout.setText("\n".join(odds_lines(every[-1], results[-1])))
            how = how_estimated(every[-1], results[-1]).split("\n")
            tip = "<p>" + "</p><p>".join(html.escape(line) for line in how) + "</p>"  # rich text: it wraps
            self.readout.setToolTip(tip)
            self.title.setToolTip(tip)
            self.chart.setToolTip(tip)
            self.chart.set_chances(tuple(result.win for result in results))
        self.show()

    def clear(self) -> None:
        self._shown = None
        self.hide()
