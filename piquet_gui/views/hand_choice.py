"""The player's own hand: the cards chosen to put out, the card played (a lead on a second click when the
settings ask for it), and the card the keys act on.

Clicks on the table and the keys (``keyboard.TableKeys``) come here.  It knows the seat's turn through
``turn`` (the seat window, the seat and what it sees, while a person at the table is to act), and says what
it decided through its signals: ``chosen`` (an action, for the window), ``changed`` (redraw), ``said`` (a
word on the position, until it changes) and ``noted`` (a word for a moment).  Why a card is refused comes
from the window's :class:`~piquet_gui.model.seat_window.Refusal`, worded here.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ..model.actions import Action, Discard, Play
from ..model.cards import Card, mask_of
from ..model.seat_window import Refusal, RefusalKind, SeatWindow
from ..model.tricks import Phase
from ..model.view import SeatView
from .hand_order import arranged, ordered
from .words import card_text, tr

if TYPE_CHECKING:
    from ..settings import Settings


@dataclasses.dataclass(frozen=True)
class Turn:
    """A person at the table to act: the window on the game, the seat, and what it sees now."""

    window: SeatWindow
    seat: int
    view: SeatView


def refusal_words(refusal: Refusal | None) -> str:
    """Why a card (or a choice) is refused, in the player's language."""
    kind = refusal.kind if refusal is not None else None
    if kind is RefusalKind.MUST_FOLLOW:
        return tr("You must follow suit.")
    if kind is RefusalKind.NOT_YOUR_TURN:
        return tr("It is not your turn.")
    if kind is RefusalKind.NOT_HELD:
        return tr("You do not hold that card.")
    return tr("You cannot play that card now.")


class HandChoice(QObject):
    chosen = Signal(object)
    """An action the person chose (for the window)."""
    changed = Signal()
    """The choice changed: redraw."""
    said = Signal(str)
    """A word on the position (why not, click again): it holds until the position changes."""
    noted = Signal(str)
    """A word for a moment."""
    focusNoted = Signal()
    """A key moved the focus to another card, or put the card with the focus out or back (redrawn by then: the
    table's accessible description says the card)."""

    def __init__(self, turn: Callable[[], Turn | None], settings: Settings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._turn_now = turn
        self.settings = settings
        self.selected: set[Card] = set()
        """The cards chosen to put out in the exchange (raised on the table)."""
        self.focus_card: Card | None = None
        """The card the arrow keys last chose, in this turn (see :meth:`focused`)."""
        self._turn: tuple[int, int, Phase] | None = None
        """The deal, the seat and the phase the focus was chosen in."""
        self.pending_lead: Card | None = None
        """A lead clicked once, waiting for the second click (``confirm_lead``)."""
        self._by_hand: dict[tuple[int, tuple[Card, ...]], tuple[Card, ...]] = {}
        """The orders the people made by dragging, by seat and dealt hand (so each deal starts sorted again)."""

    def forget(self) -> None:
        """Nothing chosen (a new game, a hand-over, a move taken back): the keys start on the first card again."""
        self.selected.clear()
        self.pending_lead = None
        self.focus_card = None

    # --- clicks -------------------------------------------------------------------------------------

    def clicked(self, card: Card | None) -> None:
        """A card of the player's hand clicked: chosen or not in the exchange, played in the play."""
        turn = self._turn_now()
        if card is None or turn is None:
            return
        if turn.view.phase is Phase.EXCHANGE:
            self.selected.symmetric_difference_update({card})
            self.changed.emit()
        elif turn.view.phase is Phase.PLAY:
            self.play(card)

    def play(self, card: Card) -> None:
        turn = self._turn_now()
        if turn is None:
            return
        view = turn.view
        action: Action = Play(card)
        if self.settings.confirm_lead and not view.trick and action in view.legal_actions \
                and self.pending_lead != card:
            # A lead takes a second click on the same card.
            self.pending_lead = card
            self.said.emit(tr("Click %1 again to lead it.").replace("%1", card_text(card)))
            self.changed.emit()
            return
        self.pending_lead = None
        if action not in view.legal_actions:
            self.said.emit(refusal_words(turn.window.refusal(turn.seat, action)))
            return
        self.chosen.emit(action)

    def discard_selected(self) -> None:
        self.chosen.emit(Discard(mask_of(self.selected)))
        self.selected.clear()

    # --- keys -----------------------------------------------------------------------------------------

    def focused(self) -> Card | None:
        """The card the keys act on: the one last chosen in this deal and phase if still in hand (and playable, in
        the play), else the first that may be.  So each deal, and in it the exchange and then the play, starts on
        the first card that may be chosen, not where the keys left the last one."""
        now = self._turn_now()
        if now is None or now.view.phase not in (Phase.EXCHANGE, Phase.PLAY):
            return None
        view = now.view
        turn = (now.window.deal_number, view.seat, view.phase)
        if turn != self._turn:
            self._turn, self.focus_card = turn, None
        choices = self._key_choices(view)
        if not choices:
            return None
        return self.focus_card if self.focus_card in choices else choices[0]

    def shown(self, view: SeatView) -> tuple[Card, ...]:
        """The seat's hand in the order the table shows it (the aid *Sort my hand*, ``hand_order``)."""
        base = ordered(self.settings.hand_order, view.hand, view.dealt, view.drawn)
        by_hand = self._by_hand.get((view.seat, tuple(view.dealt)))
        return base if by_hand is None else arranged(view.hand, by_hand, base)

    def arrange(self, view: SeatView, order: Sequence[Card]) -> None:
        """The person dragged a card to another place in his hand: ``order`` is the hand as it now lies."""
        if sorted(order, key=lambda c: c.index) != sorted(view.hand, key=lambda c: c.index):
            return
        self._by_hand = {(view.seat, tuple(view.dealt)): tuple(order)} | {
            key: kept for key, kept in self._by_hand.items() if key[0] != view.seat}
        self.changed.emit()

    def _key_choices(self, view: SeatView) -> list[Card]:
        """The cards the keys walk, in the order shown (in the play, those that may be played)."""
        if view.phase is Phase.PLAY:
            playable = {a.card for a in view.legal_actions if isinstance(a, Play)}
            return [c for c in self.shown(view) if c in playable]
        return list(self.shown(view))

    def move_focus(self, step: int) -> None:
        turn = self._turn_now()
        focused = self.focused()
        if turn is None or focused is None:
            return
        choices = self._key_choices(turn.view)
        self.focus_card = choices[(choices.index(focused) + step) % len(choices)]
        self.changed.emit()
        self.focusNoted.emit()

    def toggle_focused(self) -> None:
        card = self.focused()
        if card is not None:
            self.focus_card = card
            self.clicked(card)
            self.focusNoted.emit()

    def play_focused(self) -> None:
        card = self.focused()
        if card is not None:
            self.focus_card = card
            self.play(card)

    def say_why_not_discard(self) -> None:
        """Enter with the wrong number of cards chosen: say why for a moment, rather than do nothing (the bar
        keeps saying how many may go; its words are not repeated in the status line)."""
        turn = self._turn_now()
        view = turn.view if turn is not None else None
        if view is None or view.phase is not Phase.EXCHANGE or not view.legal_actions:
            return
        sizes = [action.mask.bit_count() for action in view.legal_actions if isinstance(action, Discard)]
        chosen = len(self.selected & set(view.hand))
        why = (tr("No card is chosen yet.") if not chosen else
               tr("Too many cards are chosen.") if sizes and chosen > max(sizes) else
               tr("Too few cards are chosen."))
        self.noted.emit(why)
