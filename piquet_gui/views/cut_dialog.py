"""The cut for deal, shown with the cards: between two, the higher card chooses who deals first (Law 4); among
three or four, the lowest card deals (VARIANTS.md sections 3 and 4)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ..model.cards import Card
from .card_renderer import CardRenderer
from .words import addressed, display_name, fill, named, tr, translate_buttons


class CutDialog(QDialog):
    """The cut for deal, shown with the cards.  Rubicon piquet and the auction: a person who cuts higher chooses
    who deals first.  Au cent, three and four (``lowest_deals``, three or four by default): the lowest card
    deals (``winner`` is that seat).

    ``you``: the seat of the one person playing the computer, spoken to as "you" (None for several people)."""

    def __init__(self, names: Sequence[str], cuts: Sequence[tuple[Card, ...]], winner: int, winner_is_human: bool,
                 renderer: CardRenderer, parent: QWidget | None = None, you: int | None = None,
                 lowest_deals: bool | None = None) -> None:
        super().__init__(parent)
        kept = names
        names = tuple(display_name(name) for name in names)
        lowest_deals = len(names) > 2 if lowest_deals is None else lowest_deals
        self.setWindowTitle(tr("Cut for deal"))
        self.first_dealer = winner
        layout = QVBoxLayout(self)
        # Cards a little smaller round a table of four, so that a cut again still fits a small screen.
        width = 90 if len(names) == 2 else 70
        for cut in cuts:
            row = QHBoxLayout()
            for name, card in zip(names, cut):
                column = QVBoxLayout()
                picture = QLabel()
                picture.setPixmap(renderer.pixmap(card, width, self.devicePixelRatioF()))
                picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
                caption = QLabel(name)
                caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
                column.addWidget(picture)
                column.addWidget(caption)
                row.addLayout(column)
            layout.addLayout(row)
        if len(cuts) > 1:
            layout.addWidget(QLabel(tr("Equal cards cut again.") if not lowest_deals else
                                    tr("The lowest card was cut twice: all cut again.")))
        message = QLabel()
        message.setWordWrap(True)
        layout.addWidget(message)
        buttons = QDialogButtonBox()

        def deals_first(seat: int) -> str:
            if addressed(seat, kept, you):
                return tr("You deal first")
            return fill(tr("%1 deals first"), named(names[seat]))

        if lowest_deals:
            if addressed(winner, kept, you):
                message.setText(tr("You cut the lowest card and deal first."))
            else:
                message.setText(fill(tr("%1 cuts the lowest card and deals first."), named(names[winner])))
            ok = buttons.addButton(QDialogButtonBox.StandardButton.Ok)
            translate_buttons(buttons)
            ok.clicked.connect(self.accept)
        elif winner_is_human:
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
