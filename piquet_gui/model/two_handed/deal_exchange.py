"""Before the calls in the two-handed deal: carte blanche, auction piquet's auction, and the exchange.

Carte blanche is announced first (younger's only after elder's exchange where a game says so: au cent),
then auction piquet bids for a contract, then elder and younger exchange with the talon (Laws 19-36); an
announced carte blanche is shown once the opponent has discarded.  A mixin over :class:`DealState`.
"""

from __future__ import annotations

from . import bidding
from ..cards import cards_of, text
from .deal_reckoning import Reckoning
from .deal_state import Step
from ..discards import DiscardChoices
from ..errors import IllegalActionError
from ..events import Bidden, CarteBlancheAnnounced, CarteBlancheShown, Event, Exchanged, TalonShown
from .rules import LEFTOVER_FACE_UP
from ..scoring import DealScore, ScoreItem
from ..tricks import Phase


class Exchanging(Reckoning):
    """Carte blanche, the auction and the exchange of a two-handed deal (see the module)."""

    __slots__ = ()

    def _carte_blanche_late(self) -> bool:
        """True where younger decides on his carte blanche only after elder's exchange (au cent)."""
        return self.cb_holder == self.younger and self.rules.younger_carte_blanche_late

    def _after_carte_blanche(self) -> None:
        if self.rules.auction:
            self.phase, self.to_act = Phase.AUCTION, self.elder
        else:
            self._to_exchange()

    def _to_exchange(self, events: list[Event] | None = None) -> None:
        if self.rules.exchange:
            self.phase, self.to_act = Phase.EXCHANGE, self.elder
            return
        self.phase, self.to_act = Phase.DECLARATION, self.elder
        self.category, self.step = 0, Step.CALL
        if self.cb_announced and self.cb_holder is not None and events is not None:
            # Nobody exchanges: the carte blanche is shown when the exchange would have ended.
            events.append(CarteBlancheShown(self.cb_holder, tuple(cards_of(self.dealt[self.cb_holder]))))

    def _carte_blanche(self, announce: bool, events: list[Event]) -> None:
        seat = self.cb_holder
        assert seat is not None
        if announce:
            self.cb_announced = True
            events.append(CarteBlancheAnnounced(seat))
            try:
                self._reckon_hand(seat, ScoreItem.CARTE_BLANCHE, self.rules.carte_blanche_points, (), events,
                                  emit=True)
            finally:  # shown even where its 10 reaches the target and stops the deal
                if self.taken[1 - seat] is not None:  # the opponent has exchanged already: shown at once
                    events.append(CarteBlancheShown(seat, tuple(cards_of(self.dealt[seat]))))
        if self.taken[self.elder] is not None:
            self.phase, self.to_act = Phase.EXCHANGE, self.younger
        else:
            self._after_carte_blanche()

    # --- the auction (auction piquet) ----------------------------------------------------

    def _bid(self, call: str, events: list[Event]) -> None:
        seat = self.to_act
        assert seat is not None
        problem = bidding.why_illegal(self.bids, self.elder, call, self.rules.minus_outranks_plus)
        if problem:
            raise IllegalActionError(problem)
        self.bids = self.bids + (call,)
        events.append(Bidden(seat, call))
        contract, over = bidding.state(self.bids, self.elder)
        if not over:
            self.to_act = 1 - seat
            return
        if contract is None:  # both passed: dealt again by the same dealer, and nothing in it counts
            self.phase, self.to_act = Phase.OVER, None
            self.scores = [DealScore(), DealScore()]
            return
        self.contract = contract
        self._to_exchange(events)

    # --- the exchange ------------------------------------------------------------------------

    def discard_choices(self, seat: int) -> DiscardChoices:
        """The discards ``seat`` may make in its exchange."""
        return DiscardChoices(self.hands[seat], *self._discard_limits(seat))

    def _discard_limits(self, seat: int) -> tuple[int, int]:
        if seat == self.elder:
            return self.rules.elder_min_exchange, self.rules.elder_talon
        remaining = len(self.talon) - (self.taken[self.elder] or 0)
        return (1 if self.rules.younger_must_exchange else 0), remaining

    def _discard(self, mask: int, events: list[Event]) -> None:
        seat = self.to_act
        assert seat is not None
        hand = self.hands[seat]
        if mask & ~hand:
            raise IllegalActionError(f"seat {seat} discards {text(mask & ~hand)}, which it does not hold")
        low, high = self._discard_limits(seat)
        count = mask.bit_count()
        if not low <= count <= high:
            who = "elder" if seat == self.elder else "younger"
            raise IllegalActionError(
                f"seat {seat} discards {count} card{'s' if count != 1 else ''} ({who} may put out {low} to {high})")
        start = (self.taken[self.elder] or 0) if seat == self.younger else 0
        drawn = 0
        for i in self.talon[start:start + count]:
            drawn |= 1 << i
        self.hands[seat] = (hand & ~mask) | drawn
        self.discards[seat] = mask
        self.taken[seat] = count
        events.append(Exchanged(seat, count))
        other = 1 - seat
        if self.cb_announced and self.cb_holder == other:
            # The holder shows his carte blanche once the opponent has discarded (Laws 19-20).
            shown = self.dealt[other]
            events.append(CarteBlancheShown(other, tuple(cards_of(shown))))
        if seat == self.elder:
            if self.cb_holder is not None and self._carte_blanche_late():
                self.phase = Phase.CARTE_BLANCHE
            self.to_act = self.younger
            return
        if self.rules.younger_leftover == LEFTOVER_FACE_UP and self.leftover():
            self.leftover_seen = True
            events.append(TalonShown(tuple(self.leftover())))
        self.phase, self.to_act = Phase.DECLARATION, self.elder
        self.category, self.step = 0, Step.CALL
