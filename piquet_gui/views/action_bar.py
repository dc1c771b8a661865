"""The action bar under the table: one line saying what happens now, and the buttons for it.

:class:`ActionBar` is the widget (its colours and text size come from ``themes.bar_style``);
:func:`show_position` words the position for the player: whose turn it is, what to choose in the
exchange, carte blanche or the talon's leftover cards, and the end of a deal or of the partie.
"""

from __future__ import annotations

import dataclasses
import html
from collections.abc import Callable, Sequence

from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..model.actions import Action, LookAtTalon
from ..model.cards import Card
from ..model.score_sheet import ScoreSheet
from ..model.seat_window import SeatWindow
from ..model.tricks import Phase
from ..model.view import SeatView
from .auction_words import contract_result, contract_words
from .sheet_words import column_names, settlement_of
from .words import action_words, calls_in_turn, fill, named, tr

Button = tuple[str, Callable[[], object]]


@dataclasses.dataclass(frozen=True)
class Position:
    """What the bar words: the seat's window and view, and what the screen knows around them."""

    window: SeatWindow
    view: SeatView
    my_turn: bool
    names: Sequence[str]
    you: int | None
    """The one person at the table, addressed as "you" (None with several, or none)."""
    thinking: bool
    selected: frozenset[Card]
    """The cards chosen to put out."""
    auto_next_deal: bool


@dataclasses.dataclass(frozen=True)
class BarActions:
    """What the bar's buttons and the summaries on the table call."""

    choose: Callable[[Action], None]
    discard: Callable[[], None]
    next_deal: Callable[[], None]
    new_game: Callable[[], None]
    coach_offer: Callable[[], Button | None]
    banner: Callable[[str], None]
    """Put a summary on the table ("" takes it away)."""
    deal_summary: Callable[[], str]
    """The last deal's summary (between deals)."""
    partie_summary: Callable[[], str]
    """The end of the partie's summary."""
    claim: Callable[[], object] = lambda: None
    """The person claims the remaining tricks (the aid *Claim the rest*)."""


class ActionBar(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("actionbar")  # its colours and text size: looks.apply_theme
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


def _contract_line(position: Position, sheet: ScoreSheet) -> str:
    """The contract as the deal goes (auction piquet), its result once the deal is over; "" without one."""
    names, you, view = position.names, position.you, position.view
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


def show_position(bar: ActionBar, position: Position, do: BarActions) -> None:
    """Word the game's position in the bar (and, between deals, the summary on the table)."""
    window, view, my_turn, names, you = position.window, position.view, position.my_turn, position.names, position.you
    sheet = window.score_sheet()
    bar.show_contract(_contract_line(position, sheet))
    if window.is_over():
        text = settlement_of(sheet, names, you)  # as the score pad says it
        # Who won, the settlement with its arithmetic, and the last deal's items (the pad stays in view).  It stays
        # until the player chooses to leave it: Enter, pressed out of habit after the last card, does not.
        do.banner(do.partie_summary())
        bar.set(tr("The partie is over. %1").replace("%1", text), [(tr("New game…"), do.new_game)],
                enter=False)
        return
    if window.needs_deal():
        row = sheet.rows[-1]
        scores = ", ".join(f"{name} {row.made(column)}" for column, name in enumerate(column_names(sheet, names)))
        # What each scored and why, the deal's totals and the running totals against the rubicon.
        do.banner(do.deal_summary())
        offer = do.coach_offer()  # "Coach: 2 marked decisions — review" (after each deal)
        if row.reached_target is not None:  # the moment rule stopped the deal: say who and why
            from .log_words import target_line

            reached = next(s for s in range(len(view.sides)) if view.sides[s] == row.reached_target)
            target = view.partie.target if view.partie is not None else None
            words = fill(tr("Deal %1 ends here: %2. %3."), row.number,
                         target_line(reached, names, view.sides, you, target), scores)
        else:
            words = tr("Deal %1 is over: %2.").replace("%1", str(row.number)).replace("%2", scores)
        bar.set(words,
                ([] if position.auto_next_deal else [(tr("Next deal"), do.next_deal)]) + ([offer] if offer else []))
        return
    do.banner("")
    seat = window.to_act()
    claimer = window.claiming
    if claimer is not None:
        bar.set(tr("You claimed the remaining tricks: they are played out.") if claimer == you else
                fill(tr("%1 claimed the remaining tricks: they are played out."), named(names[claimer])), [])
        return
    if not my_turn:
        who = named(names[seat]) if seat is not None else named("")
        bar.set(fill(tr("%1 is thinking…"), who) if position.thinking else fill(_waiting(view.phase), who), [])
        return
    actions = view.legal_actions

    def choosing(action: Action) -> Callable[[], None]:
        return lambda: do.choose(action)

    if view.phase is Phase.CARTE_BLANCHE:
        bar.set(tr("You hold carte blanche: no king, queen or knave. Announce it for 10?"),
                [(action_words(a, view), choosing(a)) for a in actions])
    elif view.phase is Phase.EXCHANGE:
        _exchange(bar, position, do)
    elif view.phase is Phase.PLAY and actions and isinstance(actions[0], LookAtTalon):
        left = len(view.talon) - sum(t or 0 for t in view.taken)
        bar.set(tr("You left %n card(s) in the talon. Look at them? (Elder will see them too.)", left),
                [(action_words(a, view), choosing(a)) for a in actions])
    elif view.phase is Phase.PLAY:
        claim = window.can_claim(view.seat)
        bar.set(tr("Your lead: click a card.") if not view.trick else tr("Your turn: click a card to play."),
                [(tr("Claim the rest"), do.claim)] if claim else [], enter=False)
        if claim:
            button = bar.buttons[0]
            button.setObjectName("claim")
            button.setAccessibleName(tr("Claim the remaining tricks (key C)"))
            button.setToolTip(tr("Your cards win every remaining trick whatever the others hold: claim them (C)"))
    elif view.phase is Phase.AUCTION:
        bar.set(tr("Your bid, in the panel (keys 1 to 9)."), [])
    elif calls_in_turn(view):
        bar.set(tr("Your turn to call or pass, in the panel (keys 1 to 9)."), [])
    else:
        bar.set(tr("Your turn in the declarations."), [])


def _exchange(bar: ActionBar, position: Position, do: BarActions) -> None:
    view = position.view
    actions = view.legal_actions
    sizes = sorted({actions[0].mask.bit_count(), actions[-1].mask.bit_count()})  # type: ignore[union-attr]
    low, high = sizes[0], sizes[-1]
    chosen = len(position.selected & set(view.hand))
    who = tr("dealer") if calls_in_turn(view) else tr("elder") if view.seat == view.elder else tr("younger")
    text = tr("Select the cards to put out: as %1 you may exchange %2 to %3, and you take as many from the "
              "talon.").replace("%1", who).replace("%2", str(low)).replace("%3", str(high))
    if chosen > high:
        text += " " + tr("That is too many.")
    for holder in view.carte_blanche:
        if holder != view.seat:
            text += " " + fill(tr("%1 has announced carte blanche."), named(position.names[holder]))
    label = tr("Discard %n card(s)", chosen) if chosen else tr("Discard")
    bar.set(text, [(label, do.discard)])
    bar.buttons[0].setEnabled(low <= chosen <= high)
