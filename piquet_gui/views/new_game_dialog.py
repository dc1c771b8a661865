"""The new-game dialog: who plays, who deals first, the partie format and every rule option.

The defaults let a newcomer just press Play: against the computer, six deals
of Rubicon Piquet under the club laws.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (QButtonGroup, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QFrame, QGroupBox,
                               QHBoxLayout, QLabel, QLineEdit, QRadioButton, QScrollArea, QVBoxLayout, QWidget)

from ..ai.player import LEVELS
from ..controller import GameConfig, SeatSetup
from ..model.formats import FOUR_DEALS, PartieFormat, Rubicon, Target
from ..model.cards import Card
from ..model.partie import cut_for_deal
from ..model.rules import OPTIONS, Rules
from ..settings import Settings
from .card_renderer import CardRenderer
from .words import (addressed, display_name, fill, kept_name, level_description, level_name, named, option_source,
                    tr, translate_buttons)
from .wrapping_combo import WrappingComboBox

def formats() -> list[tuple[str, PartieFormat]]:
    """The partie formats offered, with their names."""
    one, three = tr("%1 points, one game"), tr("%1 points, best of three")
    return [(tr("Six deals (Rubicon piquet)"), Rubicon()),
            (tr("Four deals, the first and last double"), FOUR_DEALS)] + [
        (words.replace("%1", str(target)), Target(target, match))
        for target in (100, 150, 221) for words, match in ((one, "seca"), (three, "ligada"))]


def option_labels() -> dict[str, tuple[str, dict[object, str]]]:
    """Each option's name in the dialog and the words for its values."""
    yes_no: dict[object, str] = {True: tr("Yes"), False: tr("No")}
    return {
        "younger_must_exchange": (tr("Younger must exchange at least one card"), yes_no),
        "younger_leftover": (tr("Cards younger leaves in the talon"), {
            "law36": tr("Younger may look after elder's lead; then elder sees them too (Law 36)"),
            "face_up": tr("Turned face up for both"), "hidden": tr("Never seen")}),
        "elder_sees_leftover": (tr("Elder may look at the cards he leaves of his five"), yes_no),
        "deal_by": (tr("Deal the cards"), {"twos": tr("By twos"), "threes": tr("By threes")}),
        "low_lead_scores": (tr("Leading a 9, 8 or 7 scores a point"), yes_no),
        "cards_count_toward_pique": (tr("The 10 for the cards counts toward pique"), yes_no),
        "carte_rouge": (tr("Carte rouge: all twelve cards in good calls scores 20"), yes_no),
    }


class NewGameDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, renderer: CardRenderer | None = None,
                 settings: Settings | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("New game"))
        self._renderer = renderer
        self.against = QRadioButton(tr("Against the computer"))
        self.hot_seat = QRadioButton(tr("Two players on this computer"))
        self.against.setChecked(True)
        mode = QButtonGroup(self)
        mode.addButton(self.against)
        mode.addButton(self.hot_seat)
        self.name0 = QLineEdit(tr("You"))
        self.name1 = QLineEdit(tr("Computer"))
        self.level = QComboBox()
        for level in LEVELS:
            self.level.addItem(level_name(level), level)
            self.level.setItemData(self.level.count() - 1, level_description(level), Qt.ItemDataRole.ToolTipRole)
        self.level_help = QLabel()
        self.level_help.setWordWrap(True)
        self.level.currentIndexChanged.connect(self._level_changed)
        self.first = WrappingComboBox()
        self.first.addItem(tr("Cut for deal (the higher card chooses)"), "cut")
        self.first.addItem(tr("The first player deals"), 0)
        self.first.addItem(tr("The second player deals"), 1)
        self.format = WrappingComboBox()
        for label, game in formats():
            self.format.addItem(label, game)
        self.against.toggled.connect(self._mode_changed)

        players = QGroupBox(tr("Players"))
        form = QFormLayout(players)
        row = QHBoxLayout()
        row.addWidget(self.against)
        row.addWidget(self.hot_seat)
        form.addRow(row)
        form.addRow(tr("First player"), self.name0)
        form.addRow(tr("Second player"), self.name1)
        strength = QVBoxLayout()
        strength.setSpacing(2)
        strength.addWidget(self.level)
        strength.addWidget(self.level_help)
        form.addRow(tr("Computer's strength"), strength)
        form.addRow(tr("First deal"), self.first)
        form.addRow(tr("Partie"), self.format)

        rules = QGroupBox(tr("Rules (the defaults are the club laws)"))
        rules_form = QFormLayout(rules)
        self.options: dict[str, QComboBox] = {}
        labels = option_labels()
        for info in OPTIONS:
            name, values = labels[info.name]
            # Long values (Law 36's) must not widen the dialog past a small screen: they wrap in the box instead.
            box = WrappingComboBox()
            for value in info.values:
                box.addItem(values[value], value)
            box.setToolTip(option_source(info.source))
            hint = QLabel(f"<small>{tr('Source')}: {option_source(info.source)}</small>")
            hint.setTextFormat(Qt.TextFormat.RichText)
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
            rules_form.addRow(holder)
            self.options[info.name] = box

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        translate_buttons(buttons)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(tr("Start playing"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        # The rules scroll when the screen is too small for them; the players and the buttons never do.
        scroll = QScrollArea()
        scroll.setWidget(rules)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout = QVBoxLayout(self)
        layout.addWidget(players)
        layout.addWidget(scroll, 1)
        layout.addWidget(buttons)
        self.play_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.play_button.setDefault(True)
        if settings is not None:
            self.level.setCurrentIndex(max(0, self.level.findData(settings.level)))
            remembered = settings.rules
            for name, option in self.options.items():
                option.setCurrentIndex(max(0, option.findData(getattr(remembered, name))))
            self._restore(settings.new_game)
        self._level_changed()
        self._fit_screen(players, rules, buttons)  # with the strength's words and the answers chosen

    def _restore(self, last: dict[str, Any]) -> None:
        """The set-up chosen last time (see ``remember``); anything missing or strange keeps the default."""
        if last.get("two_players") is True:
            self.hot_seat.setChecked(True)
        names = last.get("names")
        if isinstance(names, list) and len(names) == 2 and all(isinstance(n, str) and n for n in names):
            self.name0.setText(display_name(names[0]))
            self.name1.setText(display_name(names[1]))
        for index in range(self.format.count()):
            if self.format.itemData(index).record_fields() == last.get("game"):
                self.format.setCurrentIndex(index)
        first = self.first.findData(last.get("first", "cut"))
        if first >= 0 and type(last.get("first")) in (int, str):
            self.first.setCurrentIndex(first)

    def remember(self, settings: Settings) -> None:
        """Keep this set-up, for the dialog to offer it next time (accepted: the partie is started)."""
        settings.new_game = {
            "two_players": self.hot_seat.isChecked(),
            "names": [kept_name(self.name0.text().strip()), kept_name(self.name1.text().strip())],
            "game": self.format.currentData().record_fields(), "first": self.first.currentData()}
        settings.rules = self.rules()
        if self.against.isChecked():
            settings.level = self.level.currentData()

    def _fit_screen(self, *parts: QWidget) -> None:
        """As tall as its contents, but never taller or wider than the screen it opens on."""
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
        width = min(max(width, whole + margins.left() + margins.right() + 80), room.width() - 20)  # 80: the frames
        inner = width - margins.left() - margins.right() - 24                                     # and scroll bar
        # The wrapped questions and answers as tall as they are at that width.
        height = sum(part.heightForWidth(inner) if part.hasHeightForWidth() else part.sizeHint().height()
                     for part in parts) + margins.top() + margins.bottom() + spacing
        self.resize(width, min(height, room.height() - 50))

    def _level_changed(self) -> None:
        self.level_help.setText(f"<small>{level_description(self.level.currentData())}</small>")

    def _mode_changed(self, against: bool) -> None:
        self.level.setEnabled(against)
        self.level_help.setEnabled(against)
        if against and not self.name1.isModified():
            self.name1.setText(tr("Computer"))
        elif not against and self.name1.text() == tr("Computer"):
            self.name1.setText(tr("Second player"))
        # Two people are both named; "You" is for the one playing the computer.
        if not against and self.name0.text() == tr("You"):
            self.name0.setText(tr("First player"))
        elif against and self.name0.text() == tr("First player"):
            self.name0.setText(tr("You"))

    def rules(self) -> Rules:
        return Rules(**{name: box.currentData() for name, box in self.options.items()})

    def config(self, rng: random.Random | None = None) -> GameConfig:
        """The game chosen; with "cut for deal", the cut is made here (``self.cuts``, ``self.cut_winner``)."""
        rng = rng or random.Random()
        human = self.hot_seat.isChecked()
        # A default name left in a field is kept in English, and shown in whatever language is in use later.
        names = (kept_name(self.name0.text().strip()) or "First player",
                 kept_name(self.name1.text().strip()) or "Second player")
        seats = (SeatSetup(names[0], True), SeatSetup(names[1], human, self.level.currentData()))
        first = self.first.currentData()
        self.cuts: list[tuple[Card, Card]] = []
        self.cut_winner: int | None = None
        if first == "cut":
            self.cuts, self.cut_winner = cut_for_deal(rng)
            # Dealing first is the advantage (the first dealer is elder in the last deal), so a
            # computer that wins the cut deals; a person is asked (see CutDialog).
            first = self.cut_winner
        return GameConfig.of(seats, int(first), self.rules(), self.format.currentData(), rng.randrange(1 << 30))


class CutDialog(QDialog):
    """The cut for deal, shown with the cards; a person who cuts higher chooses who deals first.

    ``you``: the seat of the one person playing the computer, spoken to as "you" (None for two people)."""

    def __init__(self, names: Sequence[str], cuts: list[tuple[Card, Card]], winner: int, winner_is_human: bool,
                 renderer: CardRenderer, parent: QWidget | None = None, you: int | None = None) -> None:
        super().__init__(parent)
        kept = names
        names = (display_name(names[0]), display_name(names[1]))
        self.setWindowTitle(tr("Cut for deal"))
        self.first_dealer = winner
        layout = QVBoxLayout(self)
        for first, second in cuts:
            row = QHBoxLayout()
            for name, card in ((names[0], first), (names[1], second)):
                column = QVBoxLayout()
                picture = QLabel()
                picture.setPixmap(renderer.pixmap(card, 90, self.devicePixelRatioF()))
                picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
                caption = QLabel(name)
                caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
                column.addWidget(picture)
                column.addWidget(caption)
                row.addLayout(column)
            layout.addLayout(row)
        if len(cuts) > 1:
            layout.addWidget(QLabel(tr("Equal cards cut again.")))
        message = QLabel()
        message.setWordWrap(True)
        layout.addWidget(message)
        buttons = QDialogButtonBox()

        def deals_first(seat: int) -> str:
            if addressed(seat, kept, you):
                return tr("You deal first")
            return fill(tr("%1 deals first"), named(names[seat]))

        if winner_is_human:
            if addressed(winner, kept, you):
                message.setText(tr("You cut the higher card and choose who deals first. Dealing first is the "
                                   "advantage: the first dealer is elder in the last deal."))
            else:
                message.setText(fill(tr("%1 cuts the higher card and chooses who deals first. Dealing first is "
                                        "the advantage: the first dealer is elder in the last deal."),
                                     named(names[winner])))
            deal = buttons.addButton(deals_first(winner), QDialogButtonBox.ButtonRole.AcceptRole)
            other = buttons.addButton(deals_first(1 - winner), QDialogButtonBox.ButtonRole.AcceptRole)
            deal.clicked.connect(lambda: self._choose(winner))
            other.clicked.connect(lambda: self._choose(1 - winner))
            deal.setDefault(True)
        else:
            message.setText(fill(tr("%1 cuts the higher card and deals first."), named(names[winner])))
            ok = buttons.addButton(QDialogButtonBox.StandardButton.Ok)
            translate_buttons(buttons)
            ok.clicked.connect(self.accept)
        layout.addWidget(buttons)

    def _choose(self, seat: int) -> None:
        self.first_dealer = seat
        self.accept()
