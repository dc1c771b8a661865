"""The new-game dialog: which game, who sits in each seat, who deals first, the partie format and every rule
option of the game, each explained with its source.

The defaults let a newcomer pick a game and press *Start playing*: himself against the computer (Rubicon
piquet's six deals under the club laws, unless he picks another game).  The dialog remembers the last set-up
of each game.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QShowEvent
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFormLayout, QFrame, QGroupBox, QHBoxLayout,
                               QLabel, QScrollArea, QVBoxLayout, QWidget)

from ..controller import GameConfig
from ..game_setup import cut_for_first_deal
from ..model.cards import Card
from ..model.game_info import GameInfo
from ..model.games import ALL_GAMES, find_game
from ..settings import Settings
from .card_renderer import CardRenderer
from .cut_dialog import CutDialog
from .game_words import (format_words, game_sources, game_summary, game_title, option_labels, source_words,
                         words_of)
from .seat_rows import SeatRows
from .words import fill, named, tr, translate_buttons
from .wrapping_combo import WrappingComboBox

__all__ = ["CutDialog", "NewGameDialog", "ask_game"]  # the cut is offered from here too


def _row(label: str, field: QWidget | QVBoxLayout, buddy: QWidget | None = None) -> QHBoxLayout:
    """A field with its label before it (the label's buddy: the field, or ``buddy``)."""
    row = QHBoxLayout()
    title = QLabel(label)
    # Level with a single field; at the top of a field with lines under it.
    title.setAlignment(Qt.AlignmentFlag.AlignLeft | (Qt.AlignmentFlag.AlignVCenter if isinstance(field, QWidget)
                                                     else Qt.AlignmentFlag.AlignTop))
    target = buddy or (field if isinstance(field, QWidget) else None)
    if target is not None:
        title.setBuddy(target)
    row.addWidget(title)
    if isinstance(field, QWidget):
        row.addWidget(field, 1)
    else:
        row.addLayout(field, 1)
    return row


class _Options(QGroupBox):
    """One game's rule options: each question over its answer and its source."""

    def __init__(self, choice: GameInfo) -> None:
        super().__init__(words_of(choice.name).rules)
        self.choice = choice
        form = QFormLayout(self)
        self.boxes: dict[str, QComboBox] = {}
        labels = option_labels(choice.name)
        for info in choice.options:
            name, values = labels[info.name]
            # Long values (Law 36's) must not widen the dialog past a small screen: they wrap in the box instead.
            box = WrappingComboBox()
            # Numbers in their order (a target of 50, 100, 150, 200), the default chosen wherever it falls.
            numbers = all(type(value) is int for value in info.values)
            for value in sorted(info.values) if numbers else info.values:
                box.addItem(values[value], value)
            box.setCurrentIndex(box.findData(info.values[0]))
            source = source_words(info.source)
            box.setToolTip(source)
            hint = QLabel(f"<small>{tr('Source')}: {source}</small>")
            hint.setTextFormat(Qt.TextFormat.RichText)
            hint.setWordWrap(True)
            # Each option's question over its answer, on the dialog's whole width; both wrap where need be.
            title = QLabel(name)
            title.setWordWrap(True)
            title.setBuddy(box)
            holder = QVBoxLayout()
            holder.setSpacing(0)
            holder.addWidget(title)
            holder.addSpacing(2)
            holder.addWidget(box)
            holder.addWidget(hint)
            form.addRow(holder)
            self.boxes[info.name] = box

    def values(self) -> dict[str, Any]:
        return {name: box.currentData() for name, box in self.boxes.items()}

    def differing(self) -> dict[str, Any]:
        """The options that differ from the game's defaults, as a record names them."""
        return {info.name: self.boxes[info.name].currentData() for info in self.choice.options
                if self.boxes[info.name].currentData() != info.values[0]}

    def restore(self, values: Any) -> None:
        if not isinstance(values, dict):
            return
        for name, box in self.boxes.items():
            if name in values:
                index = box.findData(values[name])
                if index >= 0 and type(values[name]) is type(box.itemData(index)):
                    box.setCurrentIndex(index)


class NewGameDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, renderer: CardRenderer | None = None,
                 settings: Settings | None = None, hosting: bool = False) -> None:
        super().__init__(parent)
        self.hosting = hosting
        """A table this program hosts: a seat may be a player who joins; the host's fair deal decides who deals
        first."""
        self.setWindowTitle(tr("Host a table") if hosting else tr("New game"))
        self._renderer = renderer
        self.choices = {choice.name: choice for choice in ALL_GAMES}
        self.game = QComboBox()
        self.game.setAccessibleName(tr("Game"))
        for choice in self.choices.values():
            self.game.addItem(game_title(choice.name), choice.name)
        self.about = QLabel()
        self.about.setWordWrap(True)
        self.about.setTextFormat(Qt.TextFormat.RichText)
        self.seat_rows = SeatRows(settings.level if settings is not None else "club", hosting=hosting)
        self.first = WrappingComboBox()
        self.format = WrappingComboBox()

        players = QGroupBox(tr("Game and players"))
        # Box layouts, not a form: a form squeezes its rows when a wrapped line under a field grows.
        column = QVBoxLayout(players)
        column.setSpacing(6)
        game_line = QVBoxLayout()
        game_line.setSpacing(2)
        game_line.addWidget(self.game)
        game_line.addWidget(self.about)
        column.addLayout(_row(tr("Game"), game_line, self.game))
        column.addWidget(self.seat_rows)
        self.first_row = _row(tr("First deal"), self.first)
        column.addLayout(self.first_row)
        self.format_row = _row(tr("Partie"), self.format)
        column.addLayout(self.format_row)

        self.rules_pages = {name: _Options(choice) for name, choice in self.choices.items()}
        rules = QWidget()
        rules_layout = QVBoxLayout(rules)
        rules_layout.setContentsMargins(0, 0, 0, 0)
        rules_layout.addWidget(players)
        for page in self.rules_pages.values():
            rules_layout.addWidget(page)
        rules_layout.addStretch(1)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        translate_buttons(buttons)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(tr("Open the table") if hosting
                                                                   else tr("Start playing"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        # The game, its players and its rules scroll when the screen is too small for them (never squeezed, so
        # that nothing is cut at the largest text on a small screen); the buttons never do.
        scroll = QScrollArea()
        scroll.setWidget(rules)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.rules_scroll = scroll
        layout = QVBoxLayout(self)
        layout.addWidget(scroll, 1)
        layout.addWidget(buttons)
        self.play_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.play_button.setDefault(True)
        self._remembered: dict[str, Any] = {}
        if settings is not None:
            # Rubicon's rules as versions before each game's set-up was kept remembered them.
            self.rules_pages[ALL_GAMES[0].name].restore(settings.rules.options() | {})
            self._remembered = _remembered(settings)
        self.game.currentIndexChanged.connect(lambda _index: self._game_changed())
        self.seat_rows.changed.connect(self._name_first_deal)
        wanted = self.game.findData(self._remembered.get("last"))
        self.game.setCurrentIndex(max(0, wanted))
        self._game_changed()
        self.game.setFocus(Qt.FocusReason.OtherFocusReason)
        self._players = players
        self._buttons = buttons
        self._fit_screen()

    # --- the game chosen -------------------------------------------------------------------------------

    @property
    def choice(self) -> GameInfo:
        return self.choices[str(self.game.currentData())]

    @property
    def options(self) -> dict[str, QComboBox]:
        """The boxes of the chosen game's options, by name."""
        return self.rules_pages[self.choice.name].boxes

    @property
    def level_help(self) -> QLabel:
        return self.seat_rows.level_help

    def _game_changed(self) -> None:
        choice = self.choice
        self.about.setText(f"{game_summary(choice.name)}<br><small>"
                           f"{fill(tr('Sources: %1'), game_sources(choice.name))}</small>")
        for name, page in self.rules_pages.items():
            page.setVisible(name == choice.name)
        self.seat_rows.set_count(choice.seats)
        self.format.clear()  # the game's partie formats, where it offers more than one (Rubicon piquet's)
        for fields in choice.formats:
            self.format.addItem(format_words(fields), fields)
        for index in range(self.format_row.count()):
            item = self.format_row.itemAt(index)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.setVisible(bool(choice.formats))
        if not self.hosting:  # (a hosted table's set-up is not the one a local game remembers)
            self._restore(choice.name, self._remembered.get("games", {}).get(choice.name))
        for index in range(self.first_row.count()):
            item = self.first_row.itemAt(index)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.setVisible(not self.hosting)
        self._name_first_deal()
        if self.isVisible():
            self._fit_screen()

    def _name_first_deal(self) -> None:
        """The first-deal list: the cut, or a seat named."""
        chosen = self.first.currentData()
        self.first.clear()
        if not self.choice.lowest_cut_deals:
            self.first.addItem(tr("Cut for deal (the higher card chooses)"), "cut")
        else:
            self.first.addItem(tr("Cut for deal (the lowest card deals)"), "cut")
        for row in self.seat_rows.shown():
            self.first.addItem(fill(tr("%1 deals first"), named(row.name.text().strip() or
                                                                  fill(tr("Seat %1"), row.seat + 1))), row.seat)
        self.first.setCurrentIndex(max(0, self.first.findData(chosen)))

    def _restore(self, game: str, last: Any) -> None:
        """The set-up of ``game`` chosen last time (see ``remember``); anything missing or strange keeps the
        default."""
        if not isinstance(last, dict):
            return
        self.seat_rows.restore(last.get("seats"))
        self.rules_pages[game].restore(last.get("options"))
        for index in range(self.format.count()):
            if self.format.itemData(index) == last.get("format"):
                self.format.setCurrentIndex(index)
        self._name_first_deal()
        first = self.first.findData(last.get("first", "cut"))
        if first >= 0 and type(last.get("first")) in (int, str):
            self.first.setCurrentIndex(first)

    def remember(self, settings: Settings) -> None:
        """Keep this set-up, for the dialog to offer it next time (accepted: the partie is started)."""
        game = self.choice.name
        entry: dict[str, Any] = {"seats": self.seat_rows.entries(), "first": self.first.currentData(),
                                 "options": self.rules_pages[game].values()}
        if self.choice.formats:
            entry["format"] = dict(self.format.currentData())
        games = dict(self._remembered.get("games", {}))
        games[game] = entry
        self._remembered = {"last": game, "games": games}
        settings.new_game = self._remembered
        levels = [seat.level for seat in self.seat_rows.seats() if not seat.human]
        if levels:
            settings.level = levels[0]

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit_screen()  # measured once its parts are visible (hidden, they measure short)

    def _fit_screen(self) -> None:
        """As tall as its contents, but never taller or wider than the screen it opens on."""
        parts = (self._players, self.rules_pages[self.choice.name], self._buttons)  # (the first two scroll)
        for part in parts:  # a page just shown, and the seats just changed, measured as they are now
            inner_layout = part.layout()
            if inner_layout is not None:
                inner_layout.invalidate()
                inner_layout.activate()
        parent = self.parentWidget()
        where = parent.screen() if parent is not None else QGuiApplication.primaryScreen()
        room = where.availableGeometry()
        layout = self.layout()
        assert layout is not None
        margins = layout.contentsMargins()
        spacing = layout.spacing() * (len(parts) - 1)
        width = max(part.sizeHint().width() for part in parts) + margins.left() + margins.right() + 24
        # Wide enough for every rule's answer on one line where the screen allows (else they wrap).
        whole = max((box.whole_width() for box in self.options.values() if isinstance(box, WrappingComboBox)),
                    default=0)
        width = min(max(width, whole + margins.left() + margins.right() + 80, 640), room.width() - 20)
        inner = width - margins.left() - margins.right() - 24                  # 80: the frames and scroll bar
        # The wrapped questions and answers as tall as they are at that width.
        height = sum(part.heightForWidth(inner) if part.hasHeightForWidth() else part.sizeHint().height()
                     for part in parts) + margins.top() + margins.bottom() + spacing
        self.resize(width, min(height, room.height() - 50))

    # --- what was chosen ----------------------------------------------------------------------------------

    def config(self, rng: random.Random | None = None) -> GameConfig:
        """The game chosen; with "cut for deal", the cut is made here (``self.cuts``, ``self.cut_winner``)."""
        rng = rng or random.Random()
        choice = self.choice
        seats = self.seat_rows.seats()
        first = self.first.currentData()
        self.cuts: list[tuple[Card, ...]] = []
        self.cut_winner: int | None = None
        if first == "cut":
            self.cuts, self.cut_winner = cut_for_first_deal(choice, rng)
            # Between two, dealing first is the advantage (the first dealer is elder in the last deal), so a
            # computer that wins the cut deals; a person is asked (see CutDialog).
            first = self.cut_winner
        seed = rng.randrange(1 << 30)
        options = self.rules_pages[choice.name].differing()
        if choice.formats:  # the format's record name is the game's, its fields among the options
            fields = dict(self.format.currentData())
            return GameConfig(seats, int(first), str(fields.pop("game")), {**options, **fields}, seed)
        return GameConfig(seats, int(first), choice.name, options, seed)


def ask_game(window: QWidget, settings: Settings, renderer: CardRenderer) -> GameConfig | None:
    """The partie the player sets up in the dialog (remembered in ``settings`` for the next), with the first dealer
    the cut shows where the cut decides it; None if the dialog is cancelled."""
    dialog = NewGameDialog(window, settings=settings)
    if not dialog.exec():
        return None
    config = dialog.config()
    dialog.remember(settings)  # the next game offers the same set-up and rules
    if dialog.cut_winner is not None:
        people = [seat for seat, setup in enumerate(config.seats) if setup.human]
        cut = CutDialog(tuple(seat.name for seat in config.seats), dialog.cuts, dialog.cut_winner,
                        config.seats[dialog.cut_winner].human, renderer, window,
                        you=people[0] if len(people) == 1 else None,
                        lowest_deals=find_game(config.game).lowest_cut_deals)
        cut.exec()
        config = dataclasses.replace(config, first_dealer=cut.first_dealer)
    return config


def _remembered(settings: Settings) -> dict[str, Any]:
    """The set-ups kept by ``remember``: the game chosen last and each game's; one kept by an earlier version
    (Rubicon's alone: two players or not, the names, the partie, the first deal) is read as Rubicon's."""
    kept = settings.new_game
    if isinstance(kept.get("games"), dict):
        games = {name: entry for name, entry in kept["games"].items() if isinstance(entry, dict)}
        last = kept.get("last")
        known = {name: game.name for game in ALL_GAMES for name in game.record_names}
        return {"last": known.get(last, ALL_GAMES[0].name) if isinstance(last, str) else ALL_GAMES[0].name,
                "games": games}
    if not kept:
        return {}
    names = kept.get("names")
    people = kept.get("two_players") is True
    seats: list[dict[str, str]] = []
    if isinstance(names, list) and len(names) == 2 and all(isinstance(n, str) and n for n in names):
        seats = [{"name": names[0], "who": "person"},
                 {"name": names[1], "who": "person" if people else settings.level}]
    elif people:
        seats = [{"name": "", "who": "person"}, {"name": "", "who": "person"}]
    return {"last": "rubicon", "games": {"rubicon": {"seats": seats, "first": kept.get("first", "cut"),
                                                     "format": kept.get("game")}}}
