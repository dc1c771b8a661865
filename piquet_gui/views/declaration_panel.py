"""The calling of point, sequences and sets, line by line as the players say it, with the human's choices.

The human's options come from the engine (only true calls and replies exist,
the best first, sinking included); the computer's words appear here too.
Winning combinations are shown as cards once they are reckoned.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QComboBox, QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..model.actions import Action, Reply, ReplyKind
from ..model.cards import Card
from ..model.combinations import CATEGORY_ORDER, Category
from ..model.events import Event, Scored
from ..model.scoring import ScoreItem
from ..model.view import SeatView
from . import themes
from .card_renderer import CardRenderer
from ..model.deal import Phase
from .words import action_words, card_words, category_name, fill, item_name, named, said_words, tr

if TYPE_CHECKING:
    from .table import TableView

_ITEMS = {ScoreItem.POINT: Category.POINT, ScoreItem.SEQUENCES: Category.SEQUENCES, ScoreItem.SETS: Category.SETS}


def split_choices(actions: list[Action]) -> tuple[list[Action], list[Action]]:
    """The best choices, for buttons, and the lesser true ones, for the "Or call less" list (sinking).

    A call: the best call and "nothing".  A reply: the best answer, "Making?" / "How high?" or "Equal"
    when younger holds nothing better, and "Good"; answering on fewer cards than he holds (asking while
    he could say "Not good", "Equal" while he could win) and the lesser calls go to the list, as elder's
    lesser calls do.  The engine lists the best first and "nothing" / "Good" last.
    """
    if len(actions) <= 1:
        return actions, []
    first, last = actions[0], actions[-1]
    beats = any(isinstance(a, Reply) and a.kind is ReplyKind.NOT_GOOD for a in actions)
    main = [first] + [a for a in actions[1:-1] if isinstance(a, Reply) and not beats
                      and a.kind in (ReplyKind.ASK, ReplyKind.EQUAL)] + [last]
    return main, [a for a in actions[1:-1] if a not in main]


class DeclarationPanel(QFrame):
    chosen = Signal(object)
    """The human chose this action."""

    def __init__(self, renderer: CardRenderer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._renderer = renderer
        self.setObjectName("declarations")
        self.setAccessibleName(tr("Calling panel"))
        self.setAccessibleDescription(tr("The calls and replies of the declarations; keys 1 to 9 answer"))
        self.high_contrast = False
        self.points = themes.desktop_points()
        """The text size asked for (``themes.text_points``); :meth:`shrink` may draw it smaller to fit."""
        self._title = QLabel(tr("Declarations"), self)
        self._title.setObjectName("title")
        grid = QGridLayout()
        self._lines: dict[Category, QLabel] = {}
        self._cards: dict[Category, QHBoxLayout] = {}
        for row, category in enumerate(CATEGORY_ORDER):
            name = QLabel(f"<b>{category_name(category)}</b>", self)
            line = QLabel("", self)
            line.setWordWrap(True)
            line.setTextFormat(Qt.TextFormat.RichText)
            cards = QHBoxLayout()
            cards.setSpacing(2)
            grid.addWidget(name, row * 2, 0, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(line, row * 2, 1)
            cards.addStretch(1)
            grid.addLayout(cards, row * 2 + 1, 1)
            self._lines[category], self._cards[category] = line, cards
        grid.setColumnStretch(1, 1)
        self._prompt = QLabel("", self)
        self._prompt.setWordWrap(True)
        self._buttons = QGridLayout()
        self.others_label = QLabel(tr("Or call less:"), self)
        self.others = QComboBox(self)
        # As narrow as a few letters if need be (the choice elides), so that large text still fits the panel.
        self.others.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.others.setMinimumContentsLength(8)
        self.say_other = QPushButton(tr("Say it"), self)
        self.others.setAccessibleName(tr("Or call less:"))
        self.say_other.setAccessibleDescription(tr("Say the call chosen in the list"))
        self.say_other.clicked.connect(self._say_other)
        others = QHBoxLayout()
        others.addWidget(self.others_label)
        others.addWidget(self.others, 1)
        others.addWidget(self.say_other)
        layout = QVBoxLayout(self)
        layout.addWidget(self._title)
        layout.addLayout(grid)
        layout.addWidget(self._prompt)
        layout.addLayout(self._buttons)
        layout.addLayout(others)
        self._shown: dict[Category, list[tuple[int, tuple[tuple[Card, ...], ...]]]] = {}
        self.buttons: list[QPushButton] = []
        self.compact = False
        """Without the title and the cards of the combinations reckoned: for a table with little room."""
        self._phase: Phase | None = None
        self._shrink = 1.0
        self._columns = 2
        """The answers' buttons side by side, or one under the other where two do not fit (:meth:`height_for`)."""
        self.set_points(self.points)

    def set_high_contrast(self, on: bool) -> None:
        """Black with white text and yellow marks (``themes.panel_style``), or the light card."""
        if on != self.high_contrast:
            self.high_contrast = on
            self.setStyleSheet(themes.panel_style(on, self.drawn_points()))

    def set_points(self, points: float) -> None:
        """The text size setting, as ``themes.text_points`` gives it for the window."""
        self.points = points
        self._draw_points()

    def shrink(self, share: float) -> None:
        """Draw the text at ``share`` of :attr:`points` (1: as asked), for a table with little room."""
        self._shrink = share
        self._draw_points()

    def height_for(self, width: int) -> int:
        """The height the panel needs at ``width``: its answers in two columns if they fit side by side, else in
        one, "Or call less:" on two lines if need be, and its text smaller (past :meth:`shrink`) if even one
        answer is too wide."""
        layout = self.layout()
        assert layout is not None
        for columns, wrap in ((2, False), (1, False), (1, True)):  # ("Or call less:" on two lines at the last)
            self._arrange(columns)
            self.others_label.setWordWrap(wrap)
            layout.activate()
            if layout.minimumSize().width() <= width:
                break
        while layout.minimumSize().width() > width and self._shrink > 0.5:
            self.shrink(self._shrink * 0.9)
            layout.activate()
        # (the layout's total, with its margins: its bare height for width leaves a wrapped line a little short)
        return max(layout.totalHeightForWidth(width) if layout.hasHeightForWidth() else -1,
                   layout.totalMinimumSize().height(), self.sizeHint().height())

    def _arrange(self, columns: int) -> None:
        if columns != self._columns:
            self._columns = columns
            for button in self.buttons:
                self._buttons.removeWidget(button)
            for index, button in enumerate(self.buttons):
                self._buttons.addWidget(button, index // columns, index % columns)

    def drawn_points(self) -> float:
        """The text size drawn now: :attr:`points`, or less where the panel had to shrink."""
        return self.font().pointSizeF()

    def _draw_points(self) -> None:
        points = round(self.points * self._shrink * 2) / 2
        if themes.set_points(self, points) or not self.styleSheet():
            self.setStyleSheet(themes.panel_style(self.high_contrast, points))
            for category in CATEGORY_ORDER:
                self._show_cards(category, with_cards=self._phase is not Phase.PLAY)

    def set_compact(self, compact: bool) -> None:
        if compact == self.compact:
            return
        self.compact = compact
        self._title.setVisible(not compact)
        for category in CATEGORY_ORDER:
            self._show_cards(category, with_cards=self._phase is not Phase.PLAY)

    def place(self, table: TableView) -> None:
        """Over the opponent's hand, leaving the player's own hand in view, and never over the players'
        names and scores: above the table's labels, or between them; without the cards, then in smaller
        text, where that is what it takes to fit."""
        area = table.viewport().rect()
        # As wide as 620 pixels of the desktop's text, in step with the text size; never over 72% of the felt.
        width = min(int(620 * self.points / themes.desktop_points()), int(area.width() * 0.72))
        self.setFixedWidth(width)
        layout = self.layout()
        assert layout is not None
        layout.activate()
        left = (area.width() - width) // 2
        taken = sorted((rect for rect in table.label_rects() if rect.right() >= left and rect.left() <= left + width),
                       key=lambda r: r.top())
        tops = [8] + [rect.bottom() + 6 for rect in taken]
        for compact, shrink in ((False, 1.0), (True, 1.0), (True, 0.9), (True, 0.8), (True, 0.7)):
            self.set_compact(compact)
            self.shrink(shrink)
            wanted = self.height_for(width)
            best, room = 8, -1
            for top in tops:  # the highest place it fits, else the roomiest
                ends = [rect.top() - 6 for rect in taken if rect.bottom() + 6 > top] + [area.height() - 4]
                free = min(ends) - top
                if free > room:
                    best, room = top, free
                if free >= wanted:
                    best, room = top, free
                    break
            if room >= wanted:
                break
        # A table too small for it: the panel keeps its size, over as little as can be.
        self.resize(width, wanted)
        self.move(left, best if room >= wanted else max(8, min(best, area.height() - 4 - wanted)))

    def reset(self) -> None:
        self._shown = {}

    def note(self, event: Event) -> None:
        """Remember combinations reckoned, to show them as cards."""
        if isinstance(event, Scored) and event.item in _ITEMS and event.cards:
            self._shown.setdefault(_ITEMS[event.item], []).append((event.seat, event.cards))

    def show_view(self, view: SeatView, names: Sequence[str], choosing: bool) -> None:
        self._phase = view.phase
        for category in CATEGORY_ORDER:
            words = [f"{names[s.seat]}: <i>{said_words(s)}</i>" for s in view.said if s.category is category]
            self._lines[category].setText(" — ".join(words) or "…")
            # Once play has begun the panel shrinks to words, leaving the trick in view.
            self._show_cards(category, with_cards=view.phase is not Phase.PLAY)
        for button in self.buttons:
            self._buttons.removeWidget(button)  # at once: the new answers take the same cells
            button.hide()
            button.deleteLater()
        self.buttons = []
        if view.phase is Phase.PLAY and not view.trick:
            self._prompt.setText(tr("Your lead.") if choosing else fill(tr("%1 to lead."), named(names[view.elder])))
            for widget in (self.others, self.say_other, self.others_label):
                widget.hide()
            return
        if view.phase is Phase.PLAY:
            # Younger reckons his good calls once elder has led (Law 55): say what he scored.
            younger = 1 - view.elder
            sheet = view.scores[younger]
            items = [(item, sheet.get(item)) for item in (ScoreItem.POINT, ScoreItem.SEQUENCES, ScoreItem.SETS,
                                                          ScoreItem.CARTE_ROUGE, ScoreItem.REPIQUE)]
            scored = ", ".join(f"{item_name(item)} {points}" for item, points in items if points)
            self._prompt.setText(tr("%1 — reckoned after the lead: %2.").replace("%1", names[younger]).replace(
                "%2", scored) if scored else tr("%1 — nothing to reckon.").replace("%1", names[younger]))
            for widget in (self.others, self.say_other, self.others_label):
                widget.hide()
            return
        if not choosing:
            for widget in (self.others, self.say_other, self.others_label):
                widget.hide()
            waiting = names[view.to_act] if view.to_act is not None else ""
            self._prompt.setText(fill(tr("%1 is speaking…"), named(waiting)) if waiting else "")
            return
        self._prompt.setText(tr("Your call:") if view.to_act == view.elder else tr("Your reply:"))
        main, rest = split_choices(list(view.legal_actions))
        for index, action in enumerate(main):
            button = QPushButton(f"&{index + 1}  {action_words(action, view)}", self)
            button.clicked.connect(lambda _=False, a=action: self.chosen.emit(a))
            button.setAccessibleName(action_words(action, view))
            button.setAccessibleDescription(tr("Key %1").replace("%1", str(index + 1)))
            self._buttons.addWidget(button, index // self._columns, index % self._columns)
            button.show()  # now, so that the panel can be sized to its contents at once
            self.buttons.append(button)
        self.others.clear()
        for action in rest:
            self.others.addItem(action_words(action, view), action)
        self.others.setVisible(bool(rest))
        self.say_other.setVisible(bool(rest))
        self.others_label.setVisible(bool(rest))
        if self.buttons:
            self.buttons[0].setDefault(True)
            self.buttons[0].setFocus()

    def _say_other(self) -> None:
        action = self.others.currentData()
        if action is not None:
            self.chosen.emit(action)

    def _show_cards(self, category: Category, with_cards: bool = True) -> None:
        layout = self._cards[category]
        while layout.count() > 1:  # keep the closing stretch
            taken = layout.takeAt(0)
            widget = taken.widget() if taken is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        ratio = self.devicePixelRatioF()
        position = 0
        for _, combos in self._shown.get(category, []) if with_cards and not self.compact else []:
            for number, combo in enumerate(combos):
                if number:
                    layout.insertSpacing(position, 10)
                    position += 1
                for card in combo:
                    label = QLabel(self)
                    label.setPixmap(self._renderer.pixmap(card, self._card_width(), ratio))
                    label.setAccessibleName(card_words(card))
                    layout.insertWidget(position, label)
                    label.show()
                    position += 1

    def _card_width(self) -> int:
        """The cards of a combination reckoned: 34 pixels wide at the desktop's text size, in step with the text."""
        return round(34 * max(1.0, self.drawn_points() / themes.desktop_points()))

    def choices(self) -> list[str]:
        """The words of every choice offered, buttons first."""
        return [b.text() for b in self.buttons] + [self.others.itemText(i) for i in range(self.others.count())]

