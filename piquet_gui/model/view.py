"""What one seat may know of a deal (its information set), and nothing more: one view for every game.

The GUI draws a seat's table from its view, and a computer player decides from its view alone: the other
hands, the others' discards and the talon cards this seat has not seen are simply not in it.

Every game's view has the same fields (:class:`SeatView`): the seat and the seats that play the deal, the
side of each seat, the dealer and eldest, the phase and who is to act, the seat's hand, what was said and
shown, the tricks with their leader and winner, the scores by side and the seat's legal actions.  A game
without a talon, an auction or a partie context leaves those extras empty.  Every seat number in a view
is the partie's.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Generic, NamedTuple, TypeAlias

from .cards import CARDS, Card, cards_of
from .combinations import CATEGORY_ORDER, Category
from .events import Said
from .two_handed.rules import Rules
from .scoring import DealScore
from .tricks import Phase, winning_position

if TYPE_CHECKING:
    from typing_extensions import TypeVar

    from .actions import Action
    from .two_handed.bidding import Contract
    from .two_handed.deal import Deal, Step
    from .normand.deal import NormandRules
    from .partnership.deal import PartnershipRules

    R = TypeVar("R", covariant=True, default=Rules)
    """The rules object of the deal: :class:`Rules` for the two-handed games (a bare ``SeatView``)."""
    GameRules: TypeAlias = Rules | NormandRules | PartnershipRules
    """The rules object of any game's deal."""
else:  # Python 3.11's TypeVar has no default; the checker reads the lines above
    from typing import TypeVar

    R = TypeVar("R", covariant=True)


class Trick(NamedTuple):
    """A trick played: its leader, the cards in the order played (the leader's first), who won it."""

    leader: int
    cards: tuple[Card, ...]
    winner: int

    @classmethod
    def of(cls, leader: int, cards: Sequence[int], seats: Sequence[int]) -> Trick:
        """The trick led by ``leader`` with the card indices ``cards``, played by ``seats`` in turn round the
        table from the leader."""
        start = seats.index(leader)
        winner = seats[(start + winning_position(cards)) % len(seats)]
        return cls(leader, tuple(CARDS[i] for i in cards), winner)


@dataclasses.dataclass(frozen=True)
class PartieContext:
    """The score before this deal, for playing to the score late in a partie (public knowledge)."""

    totals: tuple[int, ...]
    """Each side's total before this deal (multiplied), of the current game in a points-target match."""
    multiplier: int
    deals_left: int | None
    """Deals still to come after this one in a rubicon partie (None where the partie has no set length)."""
    target: int | None = None
    """The total at which the game ends the moment a side reaches it (au cent's 100), else None."""
    race: bool = False
    """The game pays only who reaches the target first, not by how much (the two-handed end of three-handed
    piquet: the first of the two to the target is out, the other is last and pays)."""


@dataclasses.dataclass(frozen=True)
class SeatView(Generic[R]):
    """What ``seat`` may know of the deal being played (or just over), in any game."""

    seat: int
    seats: tuple[int, ...]
    """The partie's seats that play this deal, in turn round the table from the dealer's left (a two-handed
    deal at a table of three once a player is out: the two left)."""
    sides: tuple[int, ...]
    """The side of each seat of the partie (each seat its own side, or partners: 0, 1, 0, 1)."""
    rules: R
    """The deal's rules (:class:`Rules` in the two-handed games)."""
    dealer: int
    eldest: int
    """Who leads the calls and the first trick (elder, in the two-handed game)."""
    phase: Phase
    to_act: int | None
    hand: tuple[Card, ...]
    dealt: tuple[Card, ...]
    """The cards this seat was dealt."""
    discard: tuple[Card, ...]
    """This seat's own discard (the others' stay unseen)."""
    drawn: tuple[Card, ...]
    """The talon cards this seat took in."""
    talon: tuple[Card | None, ...]
    """The talon top first: the cards this seat has seen (drawn, or shown), None elsewhere; () without one."""
    taken: tuple[int | None, ...]
    """How many cards each seat has taken in (None before its exchange, or where it has none)."""
    shown: tuple[tuple[Card, ...], ...]
    """Per seat, its cards shown in scoring calls."""
    carte_blanche: tuple[int, ...]
    """The seats that announced carte blanche."""
    carte_blanche_shown: tuple[tuple[Card, ...], ...]
    """Per seat, the cards it was dealt once it has shown carte blanche (else empty)."""
    category: Category | None
    """The category being called, during the calls."""
    said: tuple[Said, ...]
    winners: tuple[int | None, ...]
    """Per category decided so far: the side that won it, or None for a tie or no call."""
    tricks: tuple[Trick, ...]
    trick: tuple[Card, ...]
    """The trick being played, the leader's card first."""
    tricks_won: tuple[int, ...]
    """Per seat."""
    scores: tuple[DealScore, ...]
    """This deal's scores, per side."""
    legal_actions: Sequence[Action]
    """This seat's choices when it is to act, else empty."""
    step: Step | None = None
    """Two-handed calls: where the call and its reply stand."""
    partie: PartieContext | None = None
    """Where the partie stands, when the view comes from a partie (public knowledge)."""
    bids: tuple[str, ...] = ()
    """Auction piquet: the calls of the auction so far, elder's first."""
    contract: Contract | None = None
    """Auction piquet: the contract, once the auction is over."""
    out: tuple[int, ...] = ()
    """Three-handed piquet: the seats out of the partie (they reached the target), in order."""
    unspoken: bool = False
    """Calls in turn: this seat, to call, cannot beat the best call so far, so its choice is said as a pass
    (four-handed: its declaration still counts if its partner's call proves best)."""

    @property
    def elder(self) -> int:
        """Eldest, by the two-handed game's word."""
        return self.eldest

    @property
    def opponent(self) -> int:
        """The other seat of a two-handed deal."""
        if len(self.seats) != 2:
            raise ValueError(f"a deal of {len(self.seats)} has no one opponent")
        return self.seats[1 - self.seats.index(self.seat)]

    @property
    def opponent_shown(self) -> tuple[Card, ...]:
        return self.shown[self.opponent]

    @property
    def opponent_carte_blanche(self) -> tuple[Card, ...]:
        return self.carte_blanche_shown[self.opponent]

    def side(self, seat: int | None = None) -> int:
        """The side of ``seat`` (this view's seat by default)."""
        return self.sides[self.seat if seat is None else seat]

    def at_seats(self, seats: tuple[int, int], count: int) -> SeatView[R]:
        """This view of a two-handed deal, whose seat ``s`` is the partie's seat ``seats[s]`` of ``count``
        (each its own side), with the partie's seat numbers (the view's must be the deal's own, 0 and 1)."""
        if self.seats != (0, 1):
            raise ValueError(f"the view already has the partie's seats {self.seats}")

        def spread(values: tuple[Any, ...], empty: object) -> tuple[Any, ...]:
            return tuple(values[seats.index(s)] if s in seats else empty for s in range(count))

        return self._renumbered(seats.__getitem__, seats, tuple(range(count)), spread)

    def as_dealt(self) -> SeatView[R]:
        """This view with the deal's own seat numbers, 0 and 1 (what a two-handed player reads), whatever
        seats of the partie play it: the deal's own view, without the partie's context.

        >>> import random
        >>> from .two_handed.deal import Deal
        >>> view = Deal.shuffled(0, random.Random(1)).view(1)
        >>> table = view.at_seats((0, 2), 3)
        >>> table.seat, table.elder, table.opponent, len(table.scores), table.as_dealt() == view
        (2, 2, 0, 3, True)
        """
        seats = self.seats

        def gather(values: tuple[Any, ...], empty: object) -> tuple[Any, ...]:
            return tuple(values[s] for s in seats)

        return dataclasses.replace(self._renumbered(seats.index, (0, 1), (0, 1), gather), partie=None, out=())

    def _renumbered(self, seat_of: Callable[[int], int], seats: tuple[int, ...], sides: tuple[int, ...],
                    per_seat: Callable[[tuple[Any, ...], object], tuple[Any, ...]]) -> SeatView[R]:
        """The view with each seat number ``s`` as ``seat_of(s)``, each per-seat tuple as ``per_seat`` makes
        it (from the tuple and the entry of a seat out of the deal); each seat its own side."""
        def maybe(seat: int | None) -> int | None:
            return None if seat is None else seat_of(seat)

        contract = self.contract
        return dataclasses.replace(
            self, seat=seat_of(self.seat), seats=seats, sides=sides, dealer=seat_of(self.dealer),
            eldest=seat_of(self.eldest), to_act=maybe(self.to_act),
            carte_blanche=tuple(seat_of(s) for s in self.carte_blanche),
            said=tuple(dataclasses.replace(s, seat=seat_of(s.seat)) for s in self.said),
            winners=tuple(maybe(w) for w in self.winners),
            tricks=tuple(Trick(seat_of(t.leader), t.cards, seat_of(t.winner)) for t in self.tricks),
            taken=per_seat(self.taken, None), tricks_won=per_seat(self.tricks_won, 0),
            shown=per_seat(self.shown, ()), carte_blanche_shown=per_seat(self.carte_blanche_shown, ()),
            scores=per_seat(self.scores, DealScore()),
            contract=None if contract is None else dataclasses.replace(contract, declarer=seat_of(contract.declarer)))

    @classmethod
    def of(cls, deal: Deal, seat: int) -> SeatView[Rules]:
        """A seat's view of a two-handed deal (the deal's own seats, 0 and 1)."""
        from .actions import Bid
        from .two_handed.bidding import legal_calls

        rules = deal.rules
        talon: list[Card | None] = [None] * len(deal.talon)
        elder_took = deal.taken[deal.elder]
        drawn = deal.drawn(seat)
        for position in drawn:
            talon[position] = CARDS[deal.talon[position]]
        if seat == deal.elder and elder_took is not None and rules.elder_sees_leftover:
            for position in range(elder_took, rules.elder_talon):
                talon[position] = CARDS[deal.talon[position]]
        if deal.leftover_seen:
            used = sum(t or 0 for t in deal.taken)
            for position in range(used, len(deal.talon)):
                talon[position] = CARDS[deal.talon[position]]
        blanche: list[tuple[Card, ...]] = [(), ()]
        holder = deal.cb_holder if deal.cb_announced else None
        if holder is not None:
            # Shown once the other seat has exchanged; without an exchange, once the auction has made a
            # contract (a passed-out deal shows nothing: it is dealt again).
            other_exchanged = deal.taken[1 - holder] is not None or (
                not rules.exchange and deal.phase in (Phase.DECLARATION, Phase.PLAY, Phase.OVER)
                and not deal.passed_out)
            if other_exchanged:
                blanche[holder] = tuple(cards_of(deal.dealt[holder]))
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
        return SeatView(
            seat=seat, seats=(0, 1), sides=(0, 1), rules=rules, dealer=deal.dealer, eldest=deal.elder,
            phase=phase, to_act=to_act,
            hand=tuple(cards_of(deal.hands[seat])), dealt=tuple(cards_of(deal.dealt[seat])),
            discard=tuple(cards_of(deal.discards[seat])), drawn=tuple(CARDS[deal.talon[p]] for p in drawn),
            talon=tuple(talon), taken=(deal.taken[0], deal.taken[1]),
            shown=(tuple(cards_of(deal.shown[0])), tuple(cards_of(deal.shown[1]))),
            carte_blanche=() if holder is None else (holder,), carte_blanche_shown=tuple(blanche),
            category=CATEGORY_ORDER[deal.category] if declaring else None,
            said=tuple(deal.said), winners=tuple(deal.winners[:deal.category + (0 if declaring else 1)])
            if deal.phase not in (Phase.EXCHANGE, Phase.CARTE_BLANCHE, Phase.AUCTION) else (),
            tricks=tuple(Trick.of(leader, (a, b), (0, 1)) for leader, a, b in deal.tricks),
            trick=tuple(CARDS[i] for i in deal.trick), tricks_won=(deal.tricks_won[0], deal.tricks_won[1]),
            scores=(deal.scores[0].copy(), deal.scores[1].copy()), legal_actions=legal,
            step=deal.step if declaring else None, bids=tuple(deal.bids), contract=deal.contract,
        )
