"""The ways into a game: the welcome on the empty table at start, and, when a record opened does not
say who sits where, the question of who plays each seat.

Nothing is dealt before the player starts a game: the table stays empty under the welcome until
*New game…*, *Open a partie…* or *Resume* begins one (the screen's ``new_game``, ``PartieFiles.open_path`` and
``resume`` take the welcome away with :func:`dismiss`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFormLayout, QFrame, QLabel, QMainWindow,
                               QPushButton, QVBoxLayout, QWidget)

from ..ai.player import LEVELS
from ..game_setup import Seats, SeatSetup
from ..model.score_sheet import score_sheet
from .sheet_words import column_names
from .words import fill, level_name, tr, translate_buttons

if TYPE_CHECKING:
    from ..storage.autosave import SavedGame
    from .action_bar import ActionBar
    from .table import TableView


class WelcomeHost(Protocol):
    """Where the welcome is shown, and what its buttons do (the game screen is one)."""

    window: QMainWindow
    table: TableView
    bar: ActionBar

    def ask_new_game(self) -> None: ...
    def ask_open(self) -> None: ...
    def resume(self, saved: SavedGame, announce: bool = True) -> None: ...
    def problem_of_the_day(self) -> None: ...


class Welcome(QFrame):
    """A card on the empty felt: the title, *New game…*, *Open a partie…*, and the partie left in
    progress if there is one."""

    def __init__(self, parent: QWidget, new_game: Callable[[], None], open_partie: Callable[[], None],
                 saved: SavedGame | None = None, resume: Callable[[SavedGame], None] | None = None,
                 note: str | None = None, problem: tuple[str, Callable[[], None]] | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcome")
        self.setAccessibleName(tr("Welcome"))
        self.setAccessibleDescription(tr("Start a new game, open a saved partie, or resume the one in progress."))
        self.setStyleSheet("#welcome { background: rgba(251, 248, 239, 240); border: 1px solid #b8ab85;"
                           " border-radius: 10px; } QLabel { color: #222; }")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 22, 28, 24)
        layout.setSpacing(10)
        title = QLabel(tr("Piquet"))
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 2.2)
        font.setBold(True)
        title.setFont(font)
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(title)
        line = QLabel(tr("The classic card game for two, three or four: start a new game, or take up a partie."))
        line.setWordWrap(True)
        line.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(line)
        layout.addSpacing(6)
        self.resume_button: QPushButton | None = None
        self.saved = saved
        if saved is not None and resume is not None:
            self.resume_button = QPushButton(tr("Resume the partie in progress"))
            self.resume_button.clicked.connect(lambda: resume(saved))
            layout.addWidget(self.resume_button)
            layout.addWidget(self._small(resume_words(saved)))
        self.new_button = QPushButton(tr("New game…"))
        self.new_button.clicked.connect(new_game)
        self.new_button.setAccessibleDescription(tr("Choose the players, the partie and the rules, and start"))
        layout.addWidget(self.new_button)
        self.open_button = QPushButton(tr("Open a partie…"))
        self.open_button.clicked.connect(open_partie)
        self.open_button.setAccessibleDescription(tr("Open a partie saved as a game record"))
        layout.addWidget(self.open_button)
        self.problem_button: QPushButton | None = None
        if problem is not None:  # one a day from the coach's collection
            words, solve = problem
            self.problem_button = QPushButton(tr("Problem of the day"))
            self.problem_button.setAccessibleDescription(words)
            self.problem_button.clicked.connect(solve)
            layout.addWidget(self.problem_button)
            layout.addWidget(self._small(words))
        self.note = self._small(note or "")
        self.note.setVisible(bool(note))
        layout.addWidget(self.note)
        for button in self.findChildren(QPushButton):
            button.setMinimumHeight(34)
        parent.installEventFilter(self)
        self._place()

    @staticmethod
    def _small(text: str) -> QLabel:
        label = QLabel(text)
        label.setWordWrap(True)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setStyleSheet("color: #555;")
        return label

    def first_button(self) -> QPushButton:
        return self.resume_button or self.new_button

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self._place()
        return False

    def _place(self) -> None:
        """In the middle of the felt, as wide as it comfortably fits."""
        parent = self.parentWidget()
        if parent is None:
            return
        area = parent.rect()
        width = max(220, min(440, area.width() - 40))
        self.setFixedWidth(width)
        self.adjustSize()
        self.move((area.width() - width) // 2, max(10, (area.height() - self.height()) // 2))


def resume_words(saved: SavedGame) -> str:
    """Where the partie left in progress stands, from its score sheet: the deal, and each column's total
    (a player's, or a side's with its partners' names), whatever the game."""
    sheet = score_sheet(saved.partie)
    standing = ", ".join(f"{name} {total}" for name, total in
                         zip(column_names(sheet, [seat.name for seat in saved.seats]), sheet.totals))
    return fill(tr("Deal %1: %2."), len(saved.partie.deals), standing)


def show(host: WelcomeHost, saved: SavedGame | None = None, note: str | None = None,
         new_game: Callable[[], None] | None = None) -> Welcome:
    """Put the welcome on the screen's empty table (and nothing else there); ``new_game``: what *New game…*
    does, if not the new-game dialog (``--seed``: the seeded game)."""
    dismiss(host.window)
    welcome = Welcome(host.table.viewport(), new_game or host.ask_new_game, host.ask_open, saved, host.resume, note,
                      _today(host))
    welcome.show()
    welcome.raise_()
    welcome.first_button().setDefault(True)  # drawn as the one to press; Enter presses it
    welcome.first_button().setFocus(Qt.FocusReason.OtherFocusReason)
    host.bar.prompt.setText(tr("No game yet: start one, or open a partie."))
    return welcome


def _today(host: WelcomeHost) -> tuple[str, Callable[[], None]] | None:
    """The problem of the day in words, and how to set it (None without the collection)."""
    from ..coach import problems
    from ..model.errors import RecordError
    from .coach_words import phase_name
    from .game_words import game_title
    from .problem_positions import difficulty_name, of_today

    try:
        problem = of_today(problems.load())
    except RecordError:
        return None
    if problem is None:
        return None
    return (fill(tr("%1 · %2, %3: one choice is clearly the best."), game_title(problem.game),
                 phase_name(problem.phase), difficulty_name(problem.difficulty)), host.problem_of_the_day)


def current(window: QMainWindow) -> Welcome | None:
    found = [w for w in window.findChildren(Welcome) if not w.isHidden()]
    return found[0] if found else None


def dismiss(window: QMainWindow) -> None:
    """A game begins: the welcome goes."""
    for welcome in window.findChildren(Welcome):
        welcome.hide()
        welcome.deleteLater()


# --- who sits where, for a record that does not say -------------------------------------------------------

class SeatsDialog(QDialog):
    """For each seat of an opened partie: you, another person at this computer, or the computer at a level."""

    def __init__(self, names: Sequence[str], default_level: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Who plays?"))
        layout = QVBoxLayout(self)
        text = QLabel(tr("This partie does not say who plays each seat. Choose who takes it up:"))
        text.setWordWrap(True)
        layout.addWidget(text)
        form = QFormLayout()
        self.choices: list[QComboBox] = []
        for seat, name in enumerate(names):
            combo = QComboBox()
            combo.addItem(tr("You"), "you")
            combo.addItem(tr("Another person at this computer"), "person")
            for level in LEVELS:
                combo.addItem(tr("The computer: %1").replace("%1", level_name(level)), level)
            wanted = "you" if seat == 0 else (default_level if default_level in LEVELS else "beginner")
            combo.setCurrentIndex(combo.findData(wanted))
            form.addRow(name, combo)
            self.choices.append(combo)
        layout.addLayout(form)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        translate_buttons(buttons)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.names = list(names)

    def choose(self, *who: str) -> None:
        """Set the choices: ``"you"``, ``"person"`` or a level, per seat (tests, keyboard)."""
        for combo, wanted in zip(self.choices, who):
            combo.setCurrentIndex(combo.findData(wanted))

    def seats(self) -> Seats:
        chosen = []
        for name, combo in zip(self.names, self.choices):
            value = str(combo.currentData())
            chosen.append(SeatSetup(name, True) if value in ("you", "person") else SeatSetup(name, False, value))
        return tuple(chosen)


def ask_seats(parent: QWidget, names: Sequence[str], default_level: str) -> Seats | None:
    """Who plays each seat, as the player says; None if he cancels."""
    dialog = SeatsDialog(names, default_level, parent)
    if not dialog.exec():
        return None
    return dialog.seats()
