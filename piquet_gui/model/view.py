"""What one seat may know of a deal (its information set), and nothing more.

The GUI draws a seat's table from its view, and a computer player decides
from its view alone: the opponent's hand, the opponent's discard and the
talon cards this seat has not seen are simply not in it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

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
    taken: tuple[int | None, ...]
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
    tricks_won: tuple[int, ...]
    scores: tuple[DealScore, ...]
    legal_actions: Sequence[Action]
    """This seat's choices when it is to act, else empty."""
    partie: PartieContext | None = None
    """Where the partie stands, when the view comes from a :class:`Partie` (public knowledge)."""
    bids: tuple[str, ...] = ()
    """Auction piquet: the calls of the auction so far, elder's first."""
    contract: Contract | None = None
    """Auction piquet: the contract, once the auction is over."""
    seats: tuple[int, ...] = (0, 1)
    """The partie's seats that play this deal, the deal's own seats 0 and 1: (0, 1) but where a two-handed
    deal is played at a table of more (three-handed piquet once a player is out, :meth:`at_seats`).  Every
    seat number in a view is the partie's, and ``taken``, ``tricks_won`` and ``scores`` have an entry for
    each seat of the partie (none taken, none won, nothing scored for a seat out of the deal)."""

    @property
    def opponent(self) -> int:
        return self.seats[1 - self.seats.index(self.seat)]

    def at_seats(self, seats: tuple[int, int], count: int) -> SeatView:
        """This view of a two-handed deal, whose seat ``s`` is the partie's seat ``seats[s]`` of ``count``, with
        the partie's seat numbers (the view's must be the deal's own, 0 and 1)."""
        if self.seats != (0, 1):
            raise ValueError(f"the view already has the partie's seats {self.seats}")

        def spread(values: tuple[Any, ...], empty: object) -> tuple[Any, ...]:
            return tuple(values[seats.index(s)] if s in seats else empty for s in range(count))

        return self._renumbered(seats.__getitem__, seats, spread)

    def as_dealt(self) -> SeatView:
        """This view with the deal's own seat numbers, 0 and 1 (what a two-handed player reads), whatever
        seats of the partie play it.

        >>> import random
        >>> from .deal import Deal
        >>> view = Deal.shuffled(0, random.Random(1)).view(1)
        >>> table = view.at_seats((0, 2), 3)
        >>> table.seat, table.elder, table.opponent, len(table.scores), table.as_dealt() == view
        (2, 2, 0, 3, True)
        """
        seats = self.seats

        def gather(values: tuple[Any, ...], empty: object) -> tuple[Any, ...]:
            return tuple(values[s] for s in seats)

        return self._renumbered(seats.index, (0, 1), gather)

    def _renumbered(self, seat_of: Callable[[int], int], seats: tuple[int, ...],
                    per_seat: Callable[[tuple[Any, ...], object], tuple[Any, ...]]) -> SeatView:
        """The view with each seat number ``s`` as ``seat_of(s)``, each per-seat tuple as ``per_seat`` makes
        it (from the tuple and the entry of a seat out of the deal)."""
        def maybe(seat: int | None) -> int | None:
            return None if seat is None else seat_of(seat)

        contract = self.contract
        return dataclasses.replace(
            self, seat=seat_of(self.seat), dealer=seat_of(self.dealer), elder=seat_of(self.elder),
            to_act=maybe(self.to_act), carte_blanche=maybe(self.carte_blanche),
            said=tuple(dataclasses.replace(s, seat=seat_of(s.seat)) for s in self.said),
            winners=tuple(maybe(w) for w in self.winners),
            tricks=tuple((seat_of(leader), led, second) for leader, led, second in self.tricks),
            taken=per_seat(self.taken, None), tricks_won=per_seat(self.tricks_won, 0),
            scores=per_seat(self.scores, DealScore()),
            contract=None if contract is None else dataclasses.replace(contract, declarer=seat_of(contract.declarer)),
            seats=seats)

    @classmethod
    def of(cls, deal: Deal, seat: int) -> SeatView:
        from .actions import Bid
        from .auction import legal_calls
        from .deal import Phase

        other = 1 - seat
        rules = deal.rules
        talon: list[Card | None] = [None] * len(deal.talon)
        elder_took = deal.taken[deal.elder]
        for position in deal.drawn(seat):
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
