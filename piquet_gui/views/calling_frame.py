"""What the panels over the table share (the calling panel, the auction's): a light card with a title, some
lines, a prompt, the person's choices as numbered buttons and the lesser ones in a list, sized to the text
size and placed over the felt without hiding the players' labels.

A panel fills :meth:`CallingFrame.body` with its own lines, and offers its choices with
:meth:`CallingFrame.offer`; the keys (``keyboard.TableKeys``) press :attr:`buttons` by number, move among
them with the arrows, and say the list's choice with Enter.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QRect, Signal
from PySide6.QtWidgets import QComboBox, QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from . import themes
from .words import aloud, tr

if TYPE_CHECKING:
    from .table import TableView


class CallingFrame(QFrame):
    chosen = Signal(object)
    """The person chose this action."""

    def __init__(self, title: str, others_label: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("declarations")  # its colours and text size: themes.panel_style
        self.high_contrast = False
        self.points = themes.desktop_points()
        """The text size asked for (``themes.text_points``); :meth:`shrink` may draw it smaller to fit."""
        self._title = QLabel(title, self)
        self._title.setObjectName("title")
        self.body = QVBoxLayout()
        """The panel's own lines, under the title."""
        self._prompt = QLabel("", self)
        self._prompt.setWordWrap(True)
        self._buttons = QGridLayout()
        self.others_label = QLabel(others_label, self)
        self.others = QComboBox(self)
        # As narrow as a few letters if need be (the choice elides), so that large text still fits the panel.
        self.others.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.others.setMinimumContentsLength(8)
        self.say_other = QPushButton(tr("Say it"), self)
        self.others.setAccessibleName(others_label)
        self.say_other.setAccessibleDescription(tr("Say the call chosen in the list"))
        self.say_other.clicked.connect(self._say_other)
        others = QHBoxLayout()
        others.addWidget(self.others_label)
        others.addWidget(self.others, 1)
        others.addWidget(self.say_other)
        layout = QVBoxLayout(self)
        layout.addWidget(self._title)
        layout.addLayout(self.body)
        layout.addWidget(self._prompt)
        layout.addLayout(self._buttons)
        layout.addLayout(others)
        self.buttons: list[QPushButton] = []
        self.compact = False
        """Without the title (and what else a panel leaves out): for a table with little room."""
        self._shrink = 1.0
        self._columns = 2
        """The answers' buttons side by side, or one under the other where two do not fit (:meth:`height_for`)."""

    # --- text size and colours -----------------------------------------------------------------------

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

    def drawn_points(self) -> float:
        """The text size drawn now: :attr:`points`, or less where the panel had to shrink."""
        return self.font().pointSizeF()

    def _draw_points(self) -> None:
        points = round(self.points * self._shrink * 2) / 2
        if themes.set_points(self, points) or not self.styleSheet():
            self.setStyleSheet(themes.panel_style(self.high_contrast, points))
            self.redraw()

    def redraw(self) -> None:
        """Draw again what depends on the text size or on :attr:`compact` (a panel's cards)."""

    def set_compact(self, compact: bool) -> None:
        if compact == self.compact:
            return
        self.compact = compact
        self._title.setVisible(not compact)
        self.redraw()

    # --- choices -------------------------------------------------------------------------------------

    def clear_choices(self) -> None:
        for button in self.buttons:
            self._buttons.removeWidget(button)  # at once: the new answers take the same cells
            button.hide()
            button.deleteLater()
        self.buttons = []
        for widget in (self.others, self.say_other, self.others_label):
            widget.hide()

    def offer(self, main: Sequence[Any], rest: Sequence[Any], words: Callable[[Any], str],
              listed: Callable[[Any], str] | None = None) -> None:
        """Buttons numbered 1, 2 … for ``main``, the list for ``rest``, each worded by ``words`` (the list's by
        ``listed`` if given: fewer words, for a narrow list); the first button is the one Enter presses."""
        self.clear_choices()
        for index, action in enumerate(main):
            said = words(action)
            with aloud():  # the screen reader's name and the spoken choice: the cards in words
                heard = words(action)
            button = QPushButton(f"&{index + 1}  {said}", self)
            button.clicked.connect(lambda _=False, a=action: self.chosen.emit(a))
            button.setAccessibleName(heard)
            button.setAccessibleDescription(tr("Key %1").replace("%1", str(index + 1)))
            self._buttons.addWidget(button, index // self._columns, index % self._columns)
            button.show()  # now, so that the panel can be sized to its contents at once
            self.buttons.append(button)
        self.others.clear()
        for action in rest:
            self.others.addItem((listed or words)(action), action)
        for widget in (self.others, self.say_other, self.others_label):
            widget.setVisible(bool(rest))
        if self.buttons:
            self.buttons[0].setDefault(True)
            self.buttons[0].setFocus()

    def _say_other(self) -> None:
        action = self.others.currentData()
        if action is not None:
            self.chosen.emit(action)

    def spoken_choices(self) -> list[str]:
        """The buttons' choices as the screen reader and the voice say them, by their keys 1, 2 …"""
        return [b.accessibleName() for b in self.buttons]

    def prompt_text(self) -> str:
        """What the panel asks now ("Your reply:"; "" when nothing)."""
        return self._prompt.text() if self._prompt.isVisibleTo(self) else ""

    def choices(self) -> list[str]:
        """The words of every choice offered, buttons first."""
        return [b.text() for b in self.buttons] + [self.others.itemText(i) for i in range(self.others.count())]

    # --- size and place ------------------------------------------------------------------------------

    def height_for(self, width: int) -> int:
        """The height the panel needs at ``width``: its answers in two columns if they fit side by side, else in
        one, the list's label on two lines if need be, and its text smaller (past :meth:`shrink`) if even one
        answer is too wide."""
        layout = self.layout()
        assert layout is not None
        for columns, wrap in ((2, False), (1, False), (1, True)):  # (the list's label on two lines at the last)
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

    def place(self, table: TableView) -> None:
        """Over the felt, never over a hand (cards or backs), a pile, the cards in the middle or the talon, and
        where it can be never over the players' names and scores: at the highest place it fits between them (or
        beside the trick or the talon), compact, then in smaller text where that is what it takes.  A table too
        small for it: over as little as can be."""
        area = table.viewport().rect()
        clear = table.keep_clear()
        cards = clear["hands"] + clear["piles"] + clear["middle"] + clear["talon"]
        # As wide as 620 pixels of the desktop's text, in step with the text size; never over 72% of the felt, and
        # between the hands at the sides (three and four players) where they leave room enough.
        low, high = between_hands(clear["hands"], area.width())
        most = min(int(620 * self.points / themes.desktop_points()), int(area.width() * 0.72))
        width = max(min(most, high - low), min(most, 240))
        spans = [(max(0, min(area.width() - width, (low + high - width) // 2)), width)]
        for beside in (clear["middle"], clear["talon"]):  # a trick in the middle, the talon: beside them too
            if beside:
                start, end = min(r.left() for r in beside), max(r.right() for r in beside)
                for a, b in ((low, start - 8), (end + 8, high)):
                    if b - a >= 200:
                        spans.append(((a + b - min(b - a, most)) // 2, min(b - a, most)))
        layout = self.layout()
        assert layout is not None
        self._prompt.setVisible(bool(self._prompt.text()))  # (no empty line where nothing is asked)
        left, width = spans[0]
        best, room, wanted = 8, -1, 0
        levels = ((False, 1.0), (True, 1.0), (True, 0.9), (True, 0.8), (True, 0.7), (True, 0.6))
        for obstacles in (cards + table.label_rects(), cards):  # clear of the names if it can be, of cards always
            for compact, shrink in levels:
                self.set_compact(compact)
                self.shrink(shrink)
                for left, width in spans:
                    self.setFixedWidth(width)
                    layout.activate()
                    wanted = self.height_for(width)
                    best, room = free_place(obstacles, left, width, area.height(), wanted)
                    if room >= wanted:
                        break
                if room >= wanted:
                    break
            if room >= wanted:
                break
        if room < wanted:  # a table too small for it: the panel keeps its size, over as little as can be
            left, width = spans[0]
            self.setFixedWidth(width)
            wanted = self.height_for(width)
            best, room = free_place(cards, left, width, area.height(), wanted)
        self.resize(width, wanted)
        self.move(left, best if room >= wanted else max(8, min(best, area.height() - 4 - wanted)))


def between_hands(hands: Sequence[QRect], width: int) -> tuple[int, int]:
    """Where the felt ``width`` wide is free between the hands at its sides (three and four players): the left
    and right edges of that room, 8 pixels from the hands (the whole felt where no hand is at a side).

    >>> between_hands([QRect(0, 0, 100, 400), QRect(700, 0, 100, 400), QRect(300, 500, 200, 90)], 800)
    (107, 692)
    """
    middle = width / 2
    low = max([r.right() for r in hands if r.right() < middle], default=-2) + 8
    high = min([r.left() for r in hands if r.left() > middle], default=width + 2) - 8
    return low, high


def free_place(obstacles: Sequence[QRect], left: int, width: int, height: int, wanted: int) -> tuple[int, int]:
    """The highest top at which ``wanted`` pixels of height are free between ``obstacles`` in the columns from
    ``left``, ``width`` wide, on a felt ``height`` tall; else the roomiest.  Returns the top and its room.

    >>> free_place([QRect(0, 0, 100, 50), QRect(0, 120, 100, 50)], 10, 50, 300, 40)
    (55, 59)
    >>> free_place([QRect(0, 0, 100, 50), QRect(0, 120, 100, 50)], 10, 50, 300, 80)
    (175, 121)
    """
    taken = sorted((r for r in obstacles if r.right() >= left and r.left() <= left + width), key=lambda r: r.top())
    best, room = 8, -1
    for top in [8] + [r.bottom() + 6 for r in taken]:  # the highest place it fits, else the roomiest
        free = min([r.top() - 6 for r in taken if r.bottom() + 6 > top] + [height - 4]) - top
        if free > room:
            best, room = top, free
        if free >= wanted:
            return top, free
    return best, room
