"""The action bar under the table: one line saying what happens now, and the buttons for it.

:class:`ActionBar` is the widget (its colours and text size come from ``themes.bar_style``);
:func:`show_position` words the position for the player: whose turn it is, what to choose in the
exchange, carte blanche or the talon's leftover cards, and the end of a deal or of the partie.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..model.actions import Action, LookAtTalon
from ..model.two_handed.deal import Phase
from ..model.view import SeatView
from ..model.score_sheet import ScoreSheet, score_sheet
from .auction_words import contract_result, contract_words
from .sheet_words import column_names, settlement_of
from .words import action_words, calls_in_turn, fill, named, tr

if TYPE_CHECKING:
    from .game_screen import GameScreen


class ActionBar(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("actionbar")  # its colours and text size: themes.apply_theme
        self.prompt = QLabel("")
        self.prompt.setWordWrap(True)
        self.contract = QLabel("")
        """Auction piquet: the contract, in view the whole deal, and at its end whether it was made."""
        self.contract.setWordWrap(True)
        self.contract.setObjectName("contract")
        self.contract.hide()
        self._row = QHBoxLayout()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        words = QVBoxLayout()
        words.setSpacing(2)
        words.addWidget(self.contract)
        words.addWidget(self.prompt)
        layout.addLayout(words, 1)
        layout.addLayout(self._row)
        self.buttons: list[QPushButton] = []
        self.enter = True
        """Enter presses the first button (``set``); else only a button the player chose with the arrows."""

    def set(self, text: str, buttons: Sequence[tuple[str, Callable[[], object]]], enter: bool = True) -> None:
        """Say ``text`` and offer ``buttons`` (label, what it does); ``enter``: the first is the one Enter presses
        (without it, Enter presses only a button chosen with the arrows)."""
        self.enter = enter
        self.prompt.setText(text)
        # Room for a few words a line before the buttons take their comfortable width.
        self.prompt.setMinimumWidth(self.prompt.fontMetrics().averageCharWidth() * 20)
        for button in self.buttons:
            self._row.removeWidget(button)
            button.deleteLater()
        self.buttons = []
        for label, callback in buttons:
            button = QPushButton(label)
            button.clicked.connect(callback)
            self._row.addWidget(button)
            button.ensurePolished()  # in the bar's text size (its style sheet) from the start
            # No wider than its words where room is short (the style asks 80 pixels even for "◀"), so that a
            # row of review buttons fits an 800-pixel window.
            button.setMinimumWidth(button.fontMetrics().horizontalAdvance(label.replace("&", "")) + 24)
            self.buttons.append(button)
        if self.buttons and enter:
            self.buttons[0].setDefault(True)  # drawn as the one Enter presses

    def show_contract(self, text: str) -> None:
        """The contract's line over the prompt, in bold ("" hides it)."""
        self.contract.setText(f"<b>{html.escape(text)}</b>" if text else "")
        self.contract.setVisible(bool(text))


def _contract_line(screen: GameScreen, view: SeatView, sheet: ScoreSheet) -> str:
    """The contract as the deal goes (auction piquet), its result once the deal is over; "" without one."""
    names, you = screen.names, screen.log.you
    row = sheet.rows[-1] if sheet.rows else None
    if row is not None and row.passed_out and not row.in_progress:
        return tr("Both passed: the same dealer deals again.")
    if row is not None and row.contract is not None and row.contract.made is not None:
        entry = row.contract
        seat_of = [column.seats[0] for column in sheet.columns]
        return contract_result(entry, seat_of[entry.declarer], None if entry.scorer is None else seat_of[entry.scorer],
                               names, you)
    if view.contract is None:
        return ""
    return contract_words(view.contract, names, you, view.tricks_won, len(view.tricks))


def _waiting(phase: Phase) -> str:
    """Words for another seat to act: "%1 to bid.", "%1 to call." …"""
    return {Phase.AUCTION: tr("%1 to bid."), Phase.DECLARATION: tr("%1 to call."),
            Phase.EXCHANGE: tr("%1 to exchange."), Phase.CARTE_BLANCHE: tr("%1 to play.")}.get(phase, tr("%1 to play."))


def show_position(screen: GameScreen, view: SeatView, my_turn: bool) -> None:
    """Word the game's position in the bar (and, between deals, the summary on the table)."""
    controller = screen.controller
    assert controller is not None
    bar, names = screen.bar, screen.names
    partie = controller.partie
    sheet = score_sheet(partie)
    bar.show_contract(_contract_line(screen, view, sheet))
    if partie.is_over():
        text = settlement_of(sheet, names, screen.log.you)  # as the score pad says it
        from .deal_summary import partie_summary

        # Who won, the settlement with its arithmetic, and the last deal's items (the pad stays in view).  It stays
        # until the player chooses to leave it: Enter, pressed out of habit after the last card, does not.
        screen.table.set_banner(partie_summary(partie, names, screen.log.you))
        bar.set(tr("The partie is over. %1").replace("%1", text), [(tr("New game…"), screen.ask_new_game)],
                enter=False)
        return
    if partie.needs_deal():
        deal, row = partie.deals[-1], sheet.rows[-1]
        scores = ", ".join(f"{name} {row.made(column)}" for column, name in enumerate(column_names(sheet, names)))
        from .deal_summary import deal_summary

        # What each scored and why, the deal's totals and the running totals against the rubicon.
        screen.table.set_banner(deal_summary(deal, partie, names, screen.log.you))
        offer = screen.coach.offer()  # "Coach: 2 marked decisions — review" (after each deal)
        if row.reached_target is not None:  # the moment rule stopped the deal: say who and why
            from .log_words import target_line

            reached = next(s for s in range(len(view.sides)) if view.sides[s] == row.reached_target)
            target = view.partie.target if view.partie is not None else None
            words = fill(tr("Deal %1 ends here: %2. %3."), row.number,
                         target_line(reached, names, view.sides, screen.log.you, target), scores)
        else:
            words = tr("Deal %1 is over: %2.").replace("%1", str(row.number)).replace("%2", scores)
        bar.set(words,
                ([] if screen.auto_next_deal else [(tr("Next deal"), screen.next_deal)]) + ([offer] if offer else []))
        return
    screen.table.set_banner("")
    seat = controller.to_act()
    if not my_turn:
        who = named(names[seat]) if seat is not None else named("")
        bar.set(fill(tr("%1 is thinking…"), who) if screen.thinking else fill(_waiting(view.phase), who), [])
        return
    actions = view.legal_actions

    def choosing(action: Action) -> Callable[[], None]:
        return lambda: screen._human_chose(action)

    if view.phase is Phase.CARTE_BLANCHE:
        bar.set(tr("You hold carte blanche: no king, queen or knave. Announce it for 10?"),
                [(action_words(a, view), choosing(a)) for a in actions])
    elif view.phase is Phase.EXCHANGE:
        _exchange(screen, view)
    elif view.phase is Phase.PLAY and actions and isinstance(actions[0], LookAtTalon):
        left = len(view.talon) - sum(t or 0 for t in view.taken)
        bar.set(tr("You left %n card(s) in the talon. Look at them? (Elder will see them too.)", left),
                [(action_words(a, view), choosing(a)) for a in actions])
    elif view.phase is Phase.PLAY:
        bar.set(tr("Your lead: click a card.") if not view.trick else tr("Your turn: click a card to play."), [])
    elif view.phase is Phase.AUCTION:
        bar.set(tr("Your bid, in the panel (keys 1 to 9)."), [])
    elif calls_in_turn(view):
        bar.set(tr("Your turn to call or pass, in the panel (keys 1 to 9)."), [])
    else:
        bar.set(tr("Your turn in the declarations."), [])


def _exchange(screen: GameScreen, view: SeatView) -> None:
    actions = view.legal_actions
    sizes = sorted({actions[0].mask.bit_count(), actions[-1].mask.bit_count()})  # type: ignore[union-attr]
    low, high = sizes[0], sizes[-1]
    chosen = len(screen.hand.selected & set(view.hand))
    who = tr("dealer") if calls_in_turn(view) else tr("elder") if view.seat == view.elder else tr("younger")
    text = tr("Select the cards to put out: as %1 you may exchange %2 to %3, and you take as many from the "
              "talon.").replace("%1", who).replace("%2", str(low)).replace("%3", str(high))
    if chosen > high:
        text += " " + tr("That is too many.")
    for holder in view.carte_blanche:
        if holder != view.seat:
            text += " " + fill(tr("%1 has announced carte blanche."), named(screen.names[holder]))
    label = tr("Discard %n card(s)", chosen) if chosen else tr("Discard")
    screen.bar.set(text, [(label, screen.hand.discard_selected)])
    screen.bar.buttons[0].setEnabled(low <= chosen <= high)
