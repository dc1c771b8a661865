"""What one seat may know of a deal (its information set), and nothing more.

The GUI draws a seat's table from its view, and a computer player decides
from its view alone: the opponent's hand, the opponent's discard and the
talon cards this seat has not seen are simply not in it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import TYPE_CHECKING

from .cards import CARDS, Card, cards_of
from .combinations import CATEGORY_ORDER, Category
from .events import Said
from .rules import Rules
from .scoring import DealScore

if TYPE_CHECKING:
    from .actions import Action
    from .auction import Contract
    from .deal import Deal, Phase, Step


@dataclasses.dataclass(frozen=True)
class PartieContext:
    """The score before this deal, for playing to the score late in a partie."""

    totals: tuple[int, int]
    """Both totals before this deal (multiplied), of the current game in a points-target match."""
    multiplier: int
    deals_left: int | None
    """Deals still to come after this one in a rubicon partie (None in a points-target game)."""


@dataclasses.dataclass(frozen=True)
class SeatView:
    seat: int
    rules: Rules
    dealer: int
    elder: int
    phase: Phase
    to_act: int | None
    category: Category | None
    """The category being called, during the declarations."""
    step: Step | None
    hand: tuple[Card, ...]
    dealt: tuple[Card, ...]
    """The twelve cards this seat was dealt."""
    discard: tuple[Card, ...]
    talon: tuple[Card | None, ...]
    """The talon top first, with the cards this seat has seen (drawn, Law 33, Law 36); None elsewhere."""
    taken: tuple[int | None, int | None]
    """How many cards each seat has taken in (None before its exchange)."""
    opponent_shown: tuple[Card, ...]
    """Opponent's cards shown in good calls."""
    opponent_carte_blanche: tuple[Card, ...]
    """The twelve cards the opponent was dealt, once he has shown carte blanche."""
    carte_blanche: int | None
    """The seat that announced carte blanche."""
    said: tuple[Said, ...]
    winners: tuple[int | None, ...]
    """Per category decided so far: the seat that won it, or None for a tie or no call."""
    tricks: tuple[tuple[int, Card, Card], ...]
    """Tricks played: (leader, led card, second card)."""
    trick: tuple[Card, ...]
    tricks_won: tuple[int, int]
    scores: tuple[DealScore, DealScore]
    legal_actions: Sequence[Action]
    """This seat's choices when it is to act, else empty."""
    partie: PartieContext | None = None
    """Where the partie stands, when the view comes from a :class:`Partie` (public knowledge)."""
    bids: tuple[str, ...] = ()
    """Auction piquet: the calls of the auction so far, elder's first."""
    contract: Contract | None = None
    """Auction piquet: the contract, once the auction is over."""

    @property
    def opponent(self) -> int:
        return 1 - self.seat

    @classmethod
    def of(cls, deal: Deal, seat: int) -> SeatView:
        from .actions import Bid
        from .auction import legal_calls
        from .deal import Phase

        other = 1 - seat
        rules = deal.rules
        talon: list[Card | None] = [None] * len(deal.talon)
        elder_took = deal.taken[deal.elder]
        if deal.taken[seat] is not None:
            start = 0 if seat == deal.elder else elder_took or 0
            for position in range(start, start + (deal.taken[seat] or 0)):
                talon[position] = CARDS[deal.talon[position]]
        if seat == deal.elder and elder_took is not None and rules.elder_sees_leftover:
            for position in range(elder_took, rules.elder_talon):
                talon[position] = CARDS[deal.talon[position]]
        if deal.leftover_seen:
            used = sum(t or 0 for t in deal.taken)
            for position in range(used, len(deal.talon)):
                talon[position] = CARDS[deal.talon[position]]
        cb_shown: tuple[Card, ...] = ()
        # Shown once this seat has exchanged; without an exchange, once the auction has made a contract (a
        # passed-out deal shows nothing: it is dealt again).
        exchanged = deal.taken[seat] is not None or (
            not rules.exchange and deal.phase in (Phase.DECLARATION, Phase.PLAY, Phase.OVER) and not deal.passed_out)
        if deal.cb_announced and deal.cb_holder == other and exchanged:
            cb_shown = tuple(cards_of(deal.dealt[other]))
        declaring = deal.phase is Phase.DECLARATION
        phase, to_act = deal.phase, deal.to_act
        legal: Sequence[Action] = deal.legal_actions() if to_act == seat else ()
        if phase is Phase.CARTE_BLANCHE and seat != deal.cb_holder:
            # Whether the opponent is weighing a carte blanche is his secret until he announces it: this
            # seat sees the start of a deal as always, elder to exchange (he may do so once it is decided).
            if rules.auction:
                phase, to_act = Phase.AUCTION, deal.elder
                legal = [Bid(c) for c in legal_calls((), deal.elder, rules.minus_outranks_plus)] \
                    if seat == deal.elder else ()
            elif deal.taken[deal.elder] is not None:  # au cent: younger decides after elder's exchange
                phase, to_act, legal = Phase.EXCHANGE, deal.younger, ()
            else:
                phase, to_act = Phase.EXCHANGE, deal.elder
                legal = deal.discard_choices(seat) if seat == deal.elder else ()
        return cls(
            seat=seat, rules=rules, dealer=deal.dealer, elder=deal.elder, phase=phase,
            to_act=to_act,
            category=CATEGORY_ORDER[deal.category] if declaring else None,
            step=deal.step if declaring else None,
            hand=tuple(cards_of(deal.hands[seat])), dealt=tuple(cards_of(deal.dealt[seat])),
            discard=tuple(cards_of(deal.discards[seat])), talon=tuple(talon),
            taken=(deal.taken[0], deal.taken[1]),
            opponent_shown=tuple(cards_of(deal.shown[other])), opponent_carte_blanche=cb_shown,
            carte_blanche=deal.cb_holder if deal.cb_announced else None,
            said=tuple(deal.said), winners=tuple(deal.winners[:deal.category + (0 if declaring else 1)])
            if deal.phase not in (Phase.EXCHANGE, Phase.CARTE_BLANCHE, Phase.AUCTION) else (),
            tricks=tuple((leader, CARDS[a], CARDS[b]) for leader, a, b in deal.tricks),
            trick=tuple(CARDS[i] for i in deal.trick), tricks_won=(deal.tricks_won[0], deal.tricks_won[1]),
            scores=(deal.scores[0].copy(), deal.scores[1].copy()),
            legal_actions=legal, bids=tuple(deal.bids), contract=deal.contract,
        )
