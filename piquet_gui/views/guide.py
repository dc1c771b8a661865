"""The first-game guide: a short note on each phase the first time it comes up, which can be turned off."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt, Signal
from PySide6.QtWidgets import QCheckBox, QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING

from ..model.tricks import Phase
from ..model.view import SeatView
from ..model.score_sheet import ScoreSheet
from .sheet_words import goal_of
from .calling_frame import CallingFrame, between_hands, free_place
from .words import calls_in_turn, tr

if TYPE_CHECKING:
    from .table import TableView


def guide_key(view: SeatView, seen: Collection[str] = ()) -> str | None:
    """The guide's note for the position the person is to act in (None: none), the first of those that fit it
    not yet ``seen``: a game's own note for a phase before the two-handed one (the dealer's exchange of three
    players, the calls in turn, the play of three or four), and the two left playing on once a player of three
    is out before the phases they play."""
    keys: list[str] = []
    if view.out and len(view.seats) == 2:
        keys.append("play_on")
    if view.phase is Phase.AUCTION:
        keys.append("auction")
    elif view.phase is Phase.EXCHANGE:
        keys.append("dealer_exchange" if calls_in_turn(view) else "exchange")
    elif view.phase is Phase.DECLARATION:
        partners = len(set(view.sides)) < len(view.sides)
        keys.append(("calls_in_turn_partners" if partners else "calls_in_turn") if calls_in_turn(view)
                    else "declarations")
    elif view.phase is Phase.PLAY:
        # Auction piquet's tricks score as its contract does: one a trick won, nothing for the lead.
        keys.append("play_round" if calls_in_turn(view) else "play_auction" if view.contract is not None else "play")
    return next((key for key in keys if key not in seen), None)


def deal_end_note(sheet: ScoreSheet) -> tuple[str, int]:
    """The guide's note at the end of a deal, from the lines that matter on the game's score sheet: the rubicon
    (Rubicon piquet, the auction's 150) or the target (au cent, points games, three and four); and its number.

    >>> from piquet_gui.model.games import new_game
    >>> [deal_end_note(new_game(name).score_sheet()) for name in ("rubicon", "auction", "au-cent", "normand")]
    [('deal_end', 100), ('deal_end', 150), ('deal_end_target', 100), ('deal_end_target', 100)]
    >>> deal_end_note(new_game("partnership").score_sheet())  # a side, not a player, reaches it
    ('deal_end_sides', 100)
    """
    line, rubicon = goal_of(sheet.lines)
    if rubicon:
        return "deal_end", line
    return ("deal_end_sides" if any(len(column.seats) > 1 for column in sheet.columns) else "deal_end_target"), line


def guide_texts() -> dict[str, tuple[str, str]]:
    """Phase key -> (title, explanation)."""
    return {
        "exchange": (tr("The exchange"), tr(
            "Put out the cards you do not want and take as many from the talon: elder first, from its top, then "
            "younger from what is left; the bar says how many you may change. Aim for a long suit (the point), "
            "cards in sequence, and three or four aces, kings, queens, knaves or tens.")),
        "declarations": (tr("The declarations"), tr(
            "Elder calls his point, then his sequence, then his sets; younger answers “Good”, “Not good” or "
            "asks (“Making?”, “How high?”). Only the better call scores. Your best call is offered first; you "
            "may call less to hide your hand.")),
        "play": (tr("The play"), tr(
            "Follow suit if you can. You score a point for each card you lead and for winning your opponent's "
            "lead, one more for the last trick, and 10 for winning more than six tricks (40 for all twelve).")),
        "play_auction": (tr("The play"), tr(
            "Follow suit if you can. Each trick you win scores a point, whoever led it; nothing for the lead or "
            "the last trick. 10 for winning more than six tricks (40 for all twelve), then the contract: made, "
            "its bidder scores 10 for each trick beyond it; failed, the other 10 for each trick short.")),
        "auction": (tr("The auction"), tr(
            "Before the exchange, elder and then younger bid: “seven plus” promises to win seven tricks or more, "
            "“eight minus” to lose eight or more. Each bid must name more tricks than the last. You may double "
            "your opponent's bid, and he may redouble it. The first pass after a bid ends the auction: the last "
            "bid is the contract. Two passes and the deal is dealt again.")),
        "dealer_exchange": (tr("The dealer's exchange"), tr(
            "With three players only the dealer exchanges: he may put out up to two cards and take as many "
            "from the talon. The others keep the ten cards they were dealt.")),
        "calls_in_turn": (tr("Calling in turn"), tr(
            "In each category the players call or pass in turn, eldest first. Each call says all it is "
            "judged on (“Point of four, making 38”, “Quart to the king”), and must at least equal the best "
            "so far. The best call alone scores; equal best calls, nobody.")),
        "calls_in_turn_partners": (tr("Calling in turn"), tr(
            "In each category the players call or pass in turn, eldest first, and speak only to beat the best "
            "call so far (“Point of four, making 38”, “Quart to the king”); who cannot beat it passes. The best "
            "call scores; with it, the side with the best sequence or set scores every one either partner "
            "holds.")),
        "play_round": (tr("The play"), tr(
            "Follow suit if you can. A lead scores a point, and so does winning a trick another side led; the "
            "last trick one more. The most tricks score 10, all of them capot. With partners, the tricks and "
            "points are the side's.")),
        "play_on": (tr("Two play on"), tr(
            "A player has reached the target and is out. The other two play on at two-handed piquet, with "
            "its exchange and its calls, until one of them reaches it; the last pays each of the others.")),
        "deal_end": (tr("The end of a deal"), tr(
            "The score sheet adds up the deal. When the partie ends, a player under %1 is rubiconed: the winner "
            "then gains both totals plus %1.")),
        "deal_end_target": (tr("The end of a deal"), tr(
            "The score sheet adds up the deal, and the totals run on from deal to deal until a player reaches "
            "%1.")),
        "deal_end_sides": (tr("The end of a deal"), tr(
            "The score sheet adds up the deal for each side, and the totals run on from deal to deal until a "
            "side reaches %1.")),
    }


class GuideNote(QFrame):
    """A note that explains a phase; "Got it" closes it, the box turns the guide off."""

    turnedOff = Signal()
    explained = Signal(str)
    """A note is shown: its title and its text (for the voice)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("guide")
        self.setStyleSheet("#guide { background: #fff8d8; border: 1px solid #b59a3a; border-radius: 8px; }"
                           "QLabel { color: #222; }")
        self.title = QLabel(self)
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.text = QLabel(self)
        self.text.setWordWrap(True)
        self.never = QCheckBox(tr("Do not show the guide again"), self)
        self.ok = QPushButton(tr("Got it"), self)
        self.ok.clicked.connect(self._close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.text)
        layout.addWidget(self.never)
        layout.addWidget(self.ok, 0, Qt.AlignmentFlag.AlignRight)
        self.setFixedWidth(300)
        self.hide()

    def explain(self, key: str, number: int | None = None) -> None:
        """Show the note ``key`` (its ``%1`` is ``number``)."""
        title, text = guide_texts()[key]
        self.key = key
        self.title.setText(title)
        self.text.setText(text if number is None else text.replace("%1", str(number)))
        layout = self.layout()
        assert layout is not None
        layout.activate()
        # A wrapped text is as tall as its width makes it: ask the layout for that height, not the hint.
        self.resize(300, max(layout.totalHeightForWidth(300), self.sizeHint().height()))
        self.show()
        self.raise_()
        self.explained.emit(f"{title}. {self.text.text()}")

    def place(self, table: TableView, panels: Sequence[CallingFrame]) -> None:
        """At the right of the felt if it is free there, else at the left or in the middle: never over a pile,
        nor over a button the player must press (the panels' choices); clear of the hands, the trick and the
        panels too where there is room for that."""
        area = table.viewport().rect()
        clear = table.keep_clear()
        shown = [panel for panel in panels if panel.isVisible()]
        buttons = [QRect(button.mapTo(table.viewport(), QPoint(0, 0)), button.size()) for panel in shown
                   for button in [*panel.buttons, panel.others, panel.say_other] if button.isVisible()]
        width, height = self.width(), self.height()
        spans = [area.width() - width - 12, 12, (area.width() - width) // 2]
        low, high = between_hands(clear["hands"], area.width())  # between the hands at the sides, beside the trick
        spans += [low, high - width]
        if clear["middle"]:
            spans += [max(r.right() for r in clear["middle"]) + 8, min(r.left() for r in clear["middle"]) - 8 - width]
        spans = [left for left in spans if 0 <= left <= area.width() - width] or [0]
        cards, whole = clear["piles"] + clear["hands"], [panel.geometry() for panel in shown]
        tiers = [cards + clear["middle"] + whole, cards + whole, cards + clear["middle"] + buttons, cards + buttons,
                 clear["piles"] + buttons]
        best: tuple[int, int, int] | None = None
        for obstacles in tiers:
            for left in spans:
                top, room = free_place(obstacles, left, width, area.height(), height)
                if room >= height:
                    self.move(left, top)
                    return
                if best is None or room > best[2]:
                    best = (left, top, room)
        assert best is not None  # a felt too small for the note: where it covers least
        self.move(best[0], max(0, min(best[1], area.height() - height)))

    def _close(self) -> None:
        self.hide()
        if self.never.isChecked():
            self.turnedOff.emit()
