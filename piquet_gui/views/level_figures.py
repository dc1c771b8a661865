"""*Your level* in a game's tab of the statistics: the coach's judgement of the person's decisions, partie by
partie (newest first) and over all: the error rate per phase (the points of the deal a judged decision gave up, on
average) and the computer level it is closest to (``coach.levels``: the same measure taken on each level's play).

The parties are judged by the coach in the background (``coach_search``): by *Train on my mistakes*, or by the
button *Judge my new parties* of the statistics window."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGroupBox, QHeaderView, QLabel, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from ..coach.levels import PHASES, Rate, closest_level, overall
from ..storage.training import JudgedPartie
from .coach_words import number, phase_name
from .words import fill, level_name, tr

SHOWN = 12
"""The judged parties listed, newest first (the over-all line counts them all)."""


def rates_of(parties: Sequence[JudgedPartie]) -> dict[str, Rate]:
    """The person's rates per phase over ``parties`` together."""
    sums: dict[str, list[float]] = {}
    for partie in parties:
        for phase, figures in partie.rates.items():
            entry = sums.setdefault(phase, [0.0, 0.0])
            entry[0] += figures["decisions"]
            entry[1] += figures["cost"]
    return {phase: Rate(int(n), cost, cost / n) for phase, (n, cost) in sums.items() if n}


def _closest(game: str, rates: Mapping[str, Rate]) -> str:
    level = closest_level(game, rates)
    return level_name(level) if level is not None else "—"


class LevelFigures(QGroupBox):
    """One game's *Your level* (the person's judged parties of that game, oldest first)."""

    def __init__(self, game: str, parties: Sequence[JudgedPartie], parent: QWidget | None = None) -> None:
        super().__init__(tr("Your level, by the coach"), parent)
        parties = [p for p in parties if sum(f["decisions"] for f in p.rates.values())]
        layout = QVBoxLayout(self)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.table: QTableWidget | None = None
        if not parties:
            self.summary.setText(tr("The coach has not judged your parties of this game yet: Judge my new parties "
                                    "below, or Train on my mistakes in the Game menu."))
            return
        everything = rates_of(parties)
        self.closest = closest_level(game, everything)
        self.summary.setText(fill(tr("Over the parties judged: %1 points given up a decision on average; closest "
                                     "to the computer's level: %2."), number(overall(everything)),
                                  _closest(game, everything)))
        self.summary.setToolTip(tr("The coach judges each of your decisions from what you knew then; a decision's "
                                   "cost is what the best choice would have made more, in points of the deal. The "
                                   "computer's levels were judged the same way over a hundred deals each."))
        phases = [p for p in PHASES if p in everything]
        shown = list(reversed(parties))[:SHOWN]
        table = self.table = QTableWidget(len(shown), len(phases) + 3)
        table.setHorizontalHeaderLabels([tr("Partie")] + [phase_name(p) for p in phases] + [tr("All"), tr("Closest")])
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        table.verticalHeader().hide()
        for row, partie in enumerate(shown):
            rates = rates_of([partie])
            cells = [partie.finished_at[:10]] + [number(rates[p].mean) if p in rates else "—" for p in phases] \
                + [number(overall(rates)), _closest(game, rates)]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                table.setItem(row, column, item)
        rows = table.verticalHeader().defaultSectionSize() * max(1, len(shown))
        table.setFixedHeight(table.horizontalHeader().sizeHint().height() + rows + 2 * table.frameWidth() + 2)
        table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        table.setToolTip(tr("Each partie's points given up a decision, by phase, newest first"))
        layout.addWidget(table)
