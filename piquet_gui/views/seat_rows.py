"""Who sits in each seat of a new game: for each, a name and who plays it — a person at this computer, or the
computer at a strength.  Partners (four players) sit opposite: seats 1 and 3 against seats 2 and 4.

A name nobody typed follows the set-up: "You" for the one person playing computers, "First player", "Second
player" … when several people share the computer, "Computer" (or East, North, West round a bigger table) for
the computer; it is kept in English (``words.kept_name``) and shown in the language in use.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import QComboBox, QGridLayout, QLabel, QLineEdit, QSizePolicy, QVBoxLayout, QWidget

from ..ai.player import LEVELS
from ..game_setup import DEFAULT_NAMES, NAME_LIMIT, Seats, SeatSetup, default_name
from .words import display_name, fill, kept_name, level_description, level_name, tr

PERSON = "person"
"""What a seat's "who" box holds for a person; else the computer's level."""
JOINS = "join"
"""What it holds for a player who joins from another computer (a table this program hosts)."""

class SeatRow:
    """One seat's line: its label, the name, and who plays it."""

    def __init__(self, seat: int, level: str, hosting: bool = False) -> None:
        self.seat = seat
        self.label = QLabel()
        self.name = QLineEdit()
        self.name.setMaxLength(NAME_LIMIT)  # a record holds no longer name
        self.name.setAccessibleName(fill(tr("Name in seat %1"), seat + 1))
        self.who = QComboBox()
        self.who.setAccessibleName(fill(tr("Who plays seat %1"), seat + 1))
        self.who.addItem(tr("A person"), PERSON)
        if hosting:
            self.who.addItem(tr("A player who joins"), JOINS)
            self.who.setItemData(1, tr("A person at another computer, who joins this table over the network"),
                                 Qt.ItemDataRole.ToolTipRole)
        for value in LEVELS:
            self.who.addItem(fill(tr("The computer: %1"), level_name(value)), value)
            self.who.setItemData(self.who.count() - 1, level_description(value), Qt.ItemDataRole.ToolTipRole)
        self.who.setCurrentIndex(self.who.findData(PERSON if seat == 0 else JOINS if hosting else level))
        self.label.setBuddy(self.name)
        for field in (self.name, self.who):  # never squeezed by the words under them growing a line
            field.setSizePolicy(field.sizePolicy().horizontalPolicy(), QSizePolicy.Policy.Fixed)
        self.who.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)  # its choices whole

    @property
    def human(self) -> bool:
        return bool(self.who.currentData() == PERSON)

    @property
    def joins(self) -> bool:
        """A player who joins from another computer plays this seat."""
        return bool(self.who.currentData() == JOINS)

    def setup(self, fallback: str) -> SeatSetup:
        """The seat as chosen; a name left empty is ``fallback`` (kept in English when it is a default one)."""
        name = kept_name(self.name.text().strip()) or fallback
        if self.human:
            return SeatSetup(name, True)
        if self.joins:
            return SeatSetup("", False, JOINS)  # the name is the one the player gives on joining
        return SeatSetup(name, False, str(self.who.currentData()))

    def show(self, shown: bool) -> None:
        for widget in (self.label, self.name, self.who):
            widget.setVisible(shown)


def help_text(level: str) -> str:
    """The line under the seats on the strength ``level``."""
    return f"<small>{fill(tr('%1: %2'), level_name(level), level_description(level))}</small>"


class SteadyLabel(QLabel):
    """A wrapped line whose height is that of the longest of its possible texts at its width: choosing another
    strength never makes it taller, so that nothing above or below it moves or is squeezed."""

    def __init__(self, texts: list[str]) -> None:
        super().__init__()
        self.setWordWrap(True)
        self.texts = texts
        self._probe = QLabel()
        self._probe.setWordWrap(True)

    def heightForWidth(self, width: int) -> int:
        self._probe.setFont(self.font())
        heights = []
        for text in self.texts:
            self._probe.setText(text)
            heights.append(self._probe.heightForWidth(width))
        return max(heights + [super().heightForWidth(width)])

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        return QSize(hint.width(), max(hint.height(), self.heightForWidth(max(self.width(), hint.width()))))


class SeatRows(QWidget):
    """The seats of the game chosen (two, three or four rows) and a line on the strength last chosen."""

    changed = Signal()
    """Who plays or a name changed (the first-deal list names the seats)."""

    def __init__(self, level: str = "club", parent: QWidget | None = None, hosting: bool = False) -> None:
        super().__init__(parent)
        level = level if level in LEVELS else "club"
        self.rows = [SeatRow(seat, level, hosting) for seat in range(4)]
        self.count = 2
        grid = QGridLayout()
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setColumnStretch(1, 1)
        for row in self.rows:
            grid.addWidget(row.label, row.seat, 0)
            grid.addWidget(row.name, row.seat, 1)
            grid.addWidget(row.who, row.seat, 2)
            row.who.currentIndexChanged.connect(lambda _i, r=row: self._who_changed(r))
            row.name.textEdited.connect(lambda _t: self.changed.emit())
        self.partners = QLabel(tr("Partners sit opposite: seats 1 and 3 play against seats 2 and 4."))
        self.partners.setWordWrap(True)
        self.level_help = SteadyLabel([help_text(level) for level in LEVELS])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addLayout(grid)
        layout.addWidget(self.partners)
        layout.addWidget(self.level_help)
        self._helped = self.rows[1]
        self.set_count(2)

    # --- the game's seats --------------------------------------------------------------------------

    def set_count(self, count: int) -> None:
        """Show the seats of a game of ``count`` players, each with its default name unless one was typed."""
        self.count = count
        for row in self.rows:
            row.show(row.seat < count)
            if count == 4:
                row.label.setText(fill(tr("Seat %1 (partner of seat %2)"), row.seat + 1, (row.seat + 2) % 4 + 1))
            else:
                row.label.setText(fill(tr("Seat %1"), row.seat + 1))
        self.partners.setVisible(count == 4)
        self._name_defaults()
        self._show_help()

    def shown(self) -> list[SeatRow]:
        return self.rows[:self.count]

    def seats(self) -> Seats:
        people = sum(row.human for row in self.shown())
        return tuple(row.setup(default_name(row.seat, self.count, row.human, people)) for row in self.shown())

    # --- remembering ---------------------------------------------------------------------------------

    def entries(self) -> list[dict[str, str]]:
        """What the settings keep of the seats shown: each name (kept in English if a default) and who."""
        return [{"name": kept_name(row.name.text().strip()), "who": str(row.who.currentData())}
                for row in self.shown()]

    def restore(self, entries: Any) -> None:
        """The seats remembered (``entries``); anything missing or strange keeps the default."""
        if not isinstance(entries, list):
            return
        for row, entry in zip(self.shown(), entries):
            if not isinstance(entry, dict):
                continue
            who = row.who.findData(entry.get("who"))
            if who >= 0 and isinstance(entry.get("who"), str):
                row.who.setCurrentIndex(who)
            name = entry.get("name")
            if isinstance(name, str) and name:
                row.name.setText(display_name(name))
        self._name_defaults()

    # --- following the choices ---------------------------------------------------------------------------

    def _who_changed(self, row: SeatRow) -> None:
        if not row.human:
            self._helped = row
        self._name_defaults()
        self._show_help()
        self.changed.emit()

    def _name_defaults(self) -> None:
        """Each name nobody typed (empty, or a default one) becomes the default for who sits there now."""
        people = sum(row.human for row in self.shown())
        for row in self.shown():
            row.name.setEnabled(not row.joins)
            if row.joins:
                row.name.clear()
                row.name.setPlaceholderText(tr("The name they give"))
                continue
            text = kept_name(row.name.text().strip())
            if not text or text in DEFAULT_NAMES:
                row.name.setText(display_name(default_name(row.seat, self.count, row.human, people)))

    def _show_help(self) -> None:
        """What the computer's strength last chosen does (greyed when no computer plays)."""
        computers = [row for row in self.shown() if not row.human and not row.joins]
        if computers and self._helped not in computers:
            self._helped = computers[0]
        row = self._helped
        level = row.who.currentData() if not row.human and not row.joins else "club"
        self.level_help.setText(help_text(str(level)))
        self.level_help.setEnabled(bool(computers))
