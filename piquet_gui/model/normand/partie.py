"""A game of three-handed piquet (VARIANTS.md section 3): three-handed deals until one player is out,
then the two left play two-handed piquet until one of them reaches the target.

The deals are :class:`~piquet_gui.model.normand.ThreeHandDeal` and then the two-handed
:class:`~piquet_gui.model.two_handed.deal.Deal` (its defaults, the moment rule kept): the partie maps each deal's
seats to its own, in its views and events too.  The last pays each of the others one stake.

>>> game = NormandPartie(first_dealer=2)
>>> game.next_dealer, game.remaining(), game.result()
(2, (0, 1, 2), {'finished': False})
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterable, Sequence
from typing import Any

from ..actions import Action
from ..cards import Card
from ..two_handed.deal import Deal
from ..errors import IllegalActionError, quoted
from ..events import DealEnded, Event, PartieEnded, at_seats
from ..any_partie import deal_in_progress, may_deal
from ..history import DealtCards, History, copied_rng, hand_cards, talon_cards
from .deal import NormandRules, ThreeHandDeal
from ..two_handed.rules import Rules
from ..score_sheet import ScoreSheet
from ..score_sheet.three_handed import normand_sheet
from ..scoring import DealScore
from ..view import PartieContext, SeatView

NAME = "normand"
"""The game's record name (its declaration: ``game.py``)."""

TWO_HANDED = Rules(reckon_at_once=True)
"""RULES.md's defaults, with the moment rule's order of reckoning (younger's calls before elder's lead)."""


@dataclasses.dataclass(frozen=True, slots=True)
class NormandOptions:
    """The options of the game: the target (50 to 1000), capot's score, whether the dealer must exchange."""

    target: int = 100
    capot: int = 20
    dealer_must_exchange: bool = False

    def __post_init__(self) -> None:
        if type(self.target) is not int or not 50 <= self.target <= 1000:
            raise ValueError(f"option target must be a whole number from 50 to 1000, not {quoted(self.target)}")
        if self.capot not in (20, 40):
            raise ValueError(f"option capot cannot be {quoted(self.capot)} (allowed: 20, 40)")

    def rules(self) -> NormandRules:
        return NormandRules(dealer_must_exchange=self.dealer_must_exchange, capot_points=self.capot)

    def options(self) -> dict[str, Any]:
        """The options that differ from the defaults, as a record names them."""
        out: dict[str, Any] = {}
        if self.target != 100:
            out["target"] = self.target
        if self.capot != 20:
            out["capot"] = self.capot
        if self.dealer_must_exchange:
            out["dealer_must_exchange"] = True
        return out

    @classmethod
    def from_options(cls, options: Any) -> NormandOptions:
        if not isinstance(options, dict):
            raise ValueError("options must be an object of option names")
        known = ("target", "capot", "dealer_must_exchange")
        for name in options:
            if name not in known:
                raise ValueError(f"unknown option {quoted(name)} (known: {', '.join(known)})")
        must = options.get("dealer_must_exchange", False)
        if type(must) is not bool:
            raise ValueError(f"option dealer_must_exchange cannot be {quoted(must)} (allowed: False, True)")
        return cls(options.get("target", 100), options.get("capot", 20), must)


class NormandPartie(History):
    """Seats 0, 1, 2 in the order of play; the deal passes to the next seat (the next one left)."""

    _copied_lists = ("seat_maps", "dealers", "out")

    seats = 3
    sides: tuple[int, ...] = (0, 1, 2)
    """Each seat is a side of its own."""
    name = NAME
    """The game, by its record name."""

    def __init__(self, options: NormandOptions | None = None,
                 players: Sequence[str] = ("Player 1", "Player 2", "Player 3"), first_dealer: int = 0,
                 seed: int | None = None, rng: random.Random | None = None) -> None:
        if first_dealer not in (0, 1, 2):
            raise ValueError(f"first_dealer must be seat 0, 1 or 2, not {first_dealer!r}")
        self.options = options or NormandOptions()
        """The game's options (target, capot, the dealer's exchange)."""
        self.players = tuple(str(p) for p in players)
        self.first_dealer = first_dealer
        self.rng = rng or random.Random(seed)
        self.deals: list[ThreeHandDeal | Deal] = []
        self.seat_maps: list[tuple[int, ...]] = []
        """For each deal, the partie's seat of each of the deal's seats."""
        self.dealers: list[int] = []
        self.out: list[int] = []
        """The seats in the order they reached the target."""
        self._start_history()

    # --- questions ----------------------------------------------------------------------

    @property
    def current(self) -> ThreeHandDeal | Deal | None:
        if self.deals and not self.deals[-1].is_over():
            return self.deals[-1]
        return None

    def is_over(self) -> bool:
        return len(self.out) >= 2

    def needs_deal(self) -> bool:
        return self.current is None and not self.is_over()

    @property
    def loser(self) -> int | None:
        """The seat left when the other two are out (it pays each of them one stake)."""
        return next(s for s in range(3) if s not in self.out) if self.is_over() else None

    def remaining(self) -> tuple[int, ...]:
        return tuple(s for s in range(3) if s not in self.out)

    @property
    def next_dealer(self) -> int:
        """The next seat after the last dealer that is still playing."""
        if not self.dealers:
            return self.first_dealer
        last = self.dealers[-1]
        return next(s for s in ((last + 1) % 3, (last + 2) % 3, last) if s not in self.out)

    def totals(self) -> tuple[int, ...]:
        """Each seat's score over every deal so far, the deal in progress included."""
        out = [0, 0, 0]
        for deal, seats in zip(self.deals, self.seat_maps):
            for index, seat in enumerate(seats):
                out[seat] += deal.scores[index].total
        return tuple(out)

    def score_sheet(self) -> ScoreSheet:
        """The game's score sheet (``model.score_sheet``): three columns, the play-on deals with the column
        of the player out empty, who went out in which order, the stakes once over."""
        return normand_sheet(self)

    def legal_actions(self) -> Sequence[Action]:
        """What the seat to act may do (its deal's actions); nothing between deals."""
        return self.deals[-1].legal_actions() if self.current is not None else []

    @property
    def to_act(self) -> int | None:
        """The partie's seat to act (the deal's seat mapped), or None."""
        deal = self.current
        return None if deal is None or deal.to_act is None else self.seat_maps[-1][deal.to_act]

    def view(self, seat: int) -> SeatView[Rules | NormandRules] | None:
        """The last deal's view for ``seat``, with the partie's seat numbers (a two-handed deal's view is
        :meth:`SeatView.at_seats`; its :meth:`~SeatView.as_dealt` has the deal's own, 0 and 1), the totals
        before the deal, the target and who is out.  A seat out of the partie watches the two left play on: what every
        player at the table may know, and no hand (None before the first deal)."""
        if not self.deals:
            return None
        deal, seats = self.deals[-1], self.seat_maps[-1]
        view: SeatView[Rules | NormandRules]
        if isinstance(deal, ThreeHandDeal):
            view = deal.view(seat)
        elif seat in seats:
            view = deal.view(seats.index(seat)).at_seats((seats[0], seats[1]), 3)
        else:
            view = _watching(deal, (seats[0], seats[1]), seat)
        before = list(self.totals())
        for index, at in enumerate(seats):  # without the last deal
            before[at] -= deal.scores[index].total
        return dataclasses.replace(view, partie=PartieContext(tuple(before), 1, None, self.options.target),
                                   out=tuple(self.out))

    # --- changes ------------------------------------------------------------------------

    def start_deal(self, hands: Sequence[Iterable[Card] | None] | None = None,
                   talon: Sequence[Card] | None = None, dealer: int | None = None) -> ThreeHandDeal | Deal:
        """Begin the next deal: three-handed while nobody is out, else two-handed between the two left.

        ``hands`` has one entry per partie seat (None for a seat that is out).
        """
        ahead = self._take_ahead(dealer, (self.next_dealer,), self.remaining()) \
            if hands is None and self.needs_deal() else None
        if ahead is not None:  # dealt before a take-back: the same cards again
            hands, talon, dealer = ahead.hands, ahead.talon, ahead.dealer
        dealer = may_deal(self, dealer, (self.next_dealer,), "the game is over")
        seats = self.remaining()
        totals = self.totals()
        target = self.options.target
        deal: ThreeHandDeal | Deal
        if hands is not None and talon is not None:
            for seat in range(3):
                if (hands[seat] is None) != (seat not in seats):
                    raise IllegalActionError(f"seat {seat} {'is out' if seat not in seats else 'plays'}, so its hand "
                                             f"must be {'null' if seat not in seats else 'dealt'}")
            dealt = [list(h) for h in hands if h is not None]
            if len(seats) == 3:
                deal = ThreeHandDeal(dealer, dealt, talon, self.options.rules())
            else:
                deal = Deal(seats.index(dealer), dealt, talon, TWO_HANDED)
        elif len(seats) == 3:
            deal = ThreeHandDeal.shuffled(dealer, self.rng, self.options.rules())
        else:
            deal = Deal.shuffled(seats.index(dealer), self.rng, TWO_HANDED)
        deal.stop_at = tuple(target - totals[s] for s in seats)
        self.seat_maps.append(seats)
        self.dealers.append(dealer)
        self.deals.append(deal)
        self._note([], new_deal=True)
        return deal

    def apply(self, action: Action) -> list[Event]:
        """Carry out ``action`` in the deal in progress; a seat whose total reaches the target is out."""
        deal: ThreeHandDeal | Deal = deal_in_progress(self, "the game is over")
        seats = self.seat_maps[-1]
        events = deal.apply(action)
        if seats != tuple(range(len(seats))):  # (a two-handed deal once a player is out) the partie's seats
            events = [at_seats(event, seats) for event in events]
        if deal.stopped is not None and deal.is_over():
            self.out.append(seats[deal.stopped])
        if deal.is_over():
            scores = [DealScore()] * 3
            for index, seat in enumerate(seats):
                scores[seat] = deal.scores[index].copy()
            events.append(DealEnded(len(self.deals), tuple(scores), 1, self.totals()))
            if self.is_over():
                events.append(PartieEnded(self.out[0], 1, False, tuple(self.out)))
        return self._note(events)

    def _fresh(self) -> NormandPartie:
        return NormandPartie(self.options, self.players, self.first_dealer, rng=copied_rng(self.rng))

    def _dealt(self, index: int) -> DealtCards:
        deal, seats = self.deals[index], self.seat_maps[index]
        hands = tuple(hand_cards(deal.dealt[seats.index(s)]) if s in seats else None for s in range(3))
        return DealtCards(seats[deal.dealer], hands, talon_cards(deal))

    def _seat_of(self, index: int, seat: int) -> int:
        return self.seat_maps[index][seat]

    def result(self) -> dict[str, Any]:
        """What ``replay`` prints as ``result``."""
        if not self.is_over():
            return {"finished": False}
        return {"finished": True, "out": list(self.out), "loser": self.loser}


def _watching(deal: Deal, seats: tuple[int, int], seat: int) -> SeatView[Rules]:
    """What ``seat``, out of the partie, sees of the two-handed deal ``seats`` play: the view of the player not
    to act (so that the phase is what the table shows), without what only he knows (his hand, his discard, the
    talon cards he drew or looked at) and without his choices."""
    player = 1 if deal.to_act == 0 else 0
    view = deal.view(player).at_seats(seats, 3)
    used = sum(t or 0 for t in deal.taken)
    talon = tuple(card if deal.leftover_seen and position >= used else None for position, card in enumerate(view.talon))
    return dataclasses.replace(view, seat=seat, hand=(), dealt=(), discard=(), drawn=(), talon=talon,
                               legal_actions=())

