"""The player's own hand: the cards chosen to put out, the card played (a lead on a second click when the
settings ask for it), and the card the keys act on.

Clicks on the table and the keys (``keyboard.TableKeys``) come here; what is chosen goes to the
controller through the game screen, which redraws.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..model.actions import Discard, Play
from ..model.cards import Card, mask_of
from ..model.two_handed.deal import Phase
from ..model.view import SeatView
from .words import card_text, tr

if TYPE_CHECKING:
    from .game_screen import GameScreen


class HandChoice:
    def __init__(self, screen: GameScreen) -> None:
        self.screen = screen
        self.selected: set[Card] = set()
        """The cards chosen to put out in the exchange (raised on the table)."""
        self.focus_card: Card | None = None
        """The card the arrow keys last chose, in this turn (see :meth:`focused`)."""
        self._turn: tuple[int, int, Phase] | None = None
        """The deal, the seat and the phase the focus was chosen in."""
        self.pending_lead: Card | None = None
        """A lead clicked once, waiting for the second click (``confirm_lead``)."""

    def forget(self) -> None:
        """Nothing chosen (a new game, a hand-over, a move taken back): the keys start on the first card again."""
        self.selected.clear()
        self.pending_lead = None
        self.focus_card = None

    # --- clicks -------------------------------------------------------------------------------------

    def clicked(self, card: Card | None) -> None:
        """A card of the player's hand clicked: chosen or not in the exchange, played in the play."""
        screen = self.screen
        view = screen.my_view()
        if card is None or view is None or not screen.my_turn():
            return
        if view.phase is Phase.EXCHANGE:
            self.selected.symmetric_difference_update({card})
            screen.refresh()
        elif view.phase is Phase.PLAY:
            self.play(card)

    def play(self, card: Card) -> None:
        screen = self.screen
        view = screen.my_view()
        assert view is not None and screen.controller is not None
        action = Play(card)
        if screen.settings.confirm_lead and not view.trick and action in view.legal_actions \
                and self.pending_lead != card:
            # A lead takes a second click on the same card.
            self.pending_lead = card
            screen.flash(tr("Click %1 again to lead it.").replace("%1", card_text(card)))
            screen.refresh()
            return
        self.pending_lead = None
        if action not in view.legal_actions:
            deal = screen.controller.partie.current
            reason = deal.why_illegal(action) if deal else None
            screen.flash(self._reason(reason or tr("You cannot play that card now.")))
            return
        screen._human_chose(action)

    @staticmethod
    def _reason(engine_text: str) -> str:
        if "but holds" in engine_text:
            return tr("You must follow suit.")
        return engine_text

    def discard_selected(self) -> None:
        self.screen._human_chose(Discard(mask_of(self.selected)))
        self.selected.clear()

    # --- keys -----------------------------------------------------------------------------------------

    def focused(self) -> Card | None:
        """The card the keys act on: the one last chosen in this deal and phase if still in hand (and playable, in
        the play), else the first that may be.  So each deal, and in it the exchange and then the play, starts on
        the first card that may be chosen, not where the keys left the last one."""
        view = self.screen.my_view()
        controller = self.screen.controller
        if view is None or controller is None or not self.screen.my_turn() \
                or view.phase not in (Phase.EXCHANGE, Phase.PLAY):
            return None
        turn = (len(controller.partie.deals), view.seat, view.phase)
        if turn != self._turn:
            self._turn, self.focus_card = turn, None
        choices = self._key_choices(view)
        if not choices:
            return None
        return self.focus_card if self.focus_card in choices else choices[0]

    @staticmethod
    def _key_choices(view: SeatView) -> list[Card]:
        if view.phase is Phase.PLAY:
            playable = {a.card for a in view.legal_actions if isinstance(a, Play)}
            return [c for c in view.hand if c in playable]
        return list(view.hand)

    def move_focus(self, step: int) -> None:
        view = self.screen.my_view()
        focused = self.focused()
        if view is None or focused is None:
            return
        choices = self._key_choices(view)
        self.focus_card = choices[(choices.index(focused) + step) % len(choices)]
        self.screen.refresh()

    def toggle_focused(self) -> None:
        card = self.focused()
        if card is not None:
            self.focus_card = card
            self.clicked(card)

    def play_focused(self) -> None:
        card = self.focused()
        if card is not None:
            self.focus_card = card
            self.play(card)

    def say_why_not_discard(self) -> None:
        """Enter with the wrong number of cards chosen: say why for a moment, rather than do nothing (the bar
        keeps saying how many may go; its words are not repeated in the status line)."""
        view = self.screen.my_view()
        if view is None or view.phase is not Phase.EXCHANGE or not view.legal_actions:
            return
        sizes = [action.mask.bit_count() for action in view.legal_actions if isinstance(action, Discard)]
        chosen = len(self.selected & set(view.hand))
        why = (tr("No card is chosen yet.") if not chosen else
               tr("Too many cards are chosen.") if sizes and chosen > max(sizes) else
               tr("Too few cards are chosen."))
        self.screen.window.statusBar().showMessage(why, 5000)
