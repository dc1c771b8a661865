"""A partie of four-handed partnership piquet (VARIANTS.md section 4): side A (seats 0 and 2) against
side B (seats 1 and 3), deals of :class:`~piquet_gui.model.partnership.PartnershipDeal` until a side
reaches 100, by the moment rule.

The sides play the part of piquet au cent's two players, so the game and its settlement are au cent's
(:class:`~piquet_gui.model.two_handed.formats.AuCent`, with the deal passing on): a side reaching 100 while the
other has under 50 wins a double game and gains twice the difference.  A partie is that one game, or
with ``partie="best_of_five"`` the first side to win three games, a double counting two.

>>> partie = PartnershipPartie(first_dealer=3)
>>> partie.next_dealer, partie.totals(), partie.result()
(3, (0, 0), {'finished': False})
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ..actions import Action
from ..cards import Card
from ..events import DealEnded, Event, PartieEnded
from ..two_handed.formats import AuCent, DealSummary, Standings
from ..any_partie import deal_in_progress, may_deal
from ..history import DealtCards, History, copied_rng, hand_cards
from .deal import PartnershipDeal, PartnershipRules
from ..view import PartieContext, SeatView
from ..two_handed.rules import OptionInfo, checked_options, differing_options
from ..score_sheet import ScoreSheet
from ..score_sheet.four_handed import partnership_sheet




NAME = "partnership"

OPTIONS = (
    OptionInfo("deal_323", (False, True), "Deal by three, two and three instead of by twos.", "adpoker.fr"),
    OptionInfo("equal_calls_cancel", (False, True),
               "An opponent may call equal to the best so far, and equal calls of the two sides cancel "
               "(off: a player speaks only to beat it).", "two-handed rule / choice"),
    OptionInfo("partie", ("one_game", "best_of_five"),
               "A partie is one game to 100, or the first side to win 3 games (a double counting 2).", "our choice"),
)
"""Its options, each default first (``PartnershipOptions`` holds them)."""


@dataclasses.dataclass(frozen=True, slots=True)
class PartnershipOptions:
    """The options of the game, as a record names them (defaults as VARIANTS.md section 4)."""

    deal_323: bool = False
    equal_calls_cancel: bool = False
    partie: str = "one_game"

    @classmethod
    def from_options(cls, options: Mapping[str, Any]) -> PartnershipOptions:
        """The game a record's ``options`` describe; ValueError for an unknown name or a wrong value."""
        return cls(**checked_options(OPTIONS, options))

    def options(self) -> dict[str, Any]:
        """The options that differ from the defaults."""
        return dict(differing_options(OPTIONS, dataclasses.asdict(self)))

    def rules(self) -> PartnershipRules:
        return PartnershipRules(equal_calls_cancel=self.equal_calls_cancel, deal_323=self.deal_323)

    def format(self) -> AuCent:
        return AuCent(games_to_win=3 if self.partie == "best_of_five" else 1, deal_carries_on=True)


class PartnershipPartie(History):
    """Seats 0-3 in the order of play; the deal passes to the next seat."""

    seats = 4
    sides: tuple[int, ...] = (0, 1, 0, 1)
    """Seats 0 and 2 are side A, 1 and 3 side B."""
    name = NAME
    """The game, by its record name."""

    def __init__(self, options: PartnershipOptions | None = None,
                 players: Sequence[str] = ("Player 1", "Player 2", "Player 3", "Player 4"),
                 first_dealer: int = 0, seed: int | None = None, rng: random.Random | None = None) -> None:
        if first_dealer not in (0, 1, 2, 3):
            raise ValueError(f"first_dealer must be seat 0, 1, 2 or 3, not {first_dealer!r}")
        self.options = options or PartnershipOptions()
        """The game's options (the deal by 3-2-3, equal calls, one game or five)."""
        self.format = self.options.format()
        self.players = tuple(str(p) for p in players)
        self.first_dealer = first_dealer
        self.rng = rng or random.Random(seed)
        self.deals: list[PartnershipDeal] = []
        self._start_history()

    # --- questions ----------------------------------------------------------------------

    def standings(self) -> Standings:
        """The game's standings over every deal so far, the deal in progress included (by side)."""
        return self._standings_of(self.deals)

    def _standings_of(self, deals: Sequence[PartnershipDeal]) -> Standings:
        return self.format.settle([DealSummary(d.dealer, (d.scores[0].total, d.scores[1].total)) for d in deals])

    @property
    def current(self) -> PartnershipDeal | None:
        if self.deals and not self.deals[-1].is_over():
            return self.deals[-1]
        return None

    def is_over(self) -> bool:
        return self.standings().finished

    def needs_deal(self) -> bool:
        return self.current is None and not self.is_over()

    @property
    def next_dealer(self) -> int:
        return (self.deals[-1].dealer + 1) % 4 if self.deals else self.first_dealer

    def totals(self) -> tuple[int, int]:
        """Each side's score in the game in progress (the last game once the partie is over)."""
        return self.standings().totals

    def score_sheet(self) -> ScoreSheet:
        """The partie's score sheet (``model.score_sheet``): a column a side, each partner's share of a deal."""
        return partnership_sheet(self)

    def legal_actions(self) -> Sequence[Action]:
        deal = self.current
        return deal.legal_actions() if deal is not None else []

    @property
    def to_act(self) -> int | None:
        deal = self.current
        return None if deal is None else deal.to_act

    def view(self, seat: int) -> SeatView[PartnershipRules] | None:
        """The last deal's view for ``seat``, with each side's total in the game before the deal and the game's
        target."""
        if not self.deals:
            return None
        before = self._standings_of(self.deals[:-1])
        totals = (0, 0) if before.game_start == len(self.deals) - 1 else before.totals
        context = PartieContext(totals, 1, None, self.format.target)
        return dataclasses.replace(self.deals[-1].view(seat), partie=context)

    # --- changes ------------------------------------------------------------------------

    def start_deal(self, hands: Sequence[Iterable[Card]] | None = None, talon: Sequence[Card] | None = None,
                   dealer: int | None = None) -> PartnershipDeal:
        """Begin the next deal (shuffled unless ``hands`` are given; there is no talon, all 32 cards are dealt);
        it stops when a side reaches the target."""
        if talon:
            raise ValueError("partnership piquet has no talon: the 32 cards are dealt")
        ahead = self._take_ahead(dealer, (self.next_dealer,)) if hands is None and self.needs_deal() else None
        if ahead is not None:  # dealt before a take-back: the same cards again
            hands, dealer = [hand or () for hand in ahead.hands], ahead.dealer
        dealer = may_deal(self, dealer, (self.next_dealer,), "the game is over")
        rules = self.options.rules()
        if hands is not None:
            deal = PartnershipDeal(dealer, hands, rules)
        else:
            deal = PartnershipDeal.shuffled(dealer, self.rng, rules)
        deal.stop_at = self.format.deal_stop(self.standings())
        self.deals.append(deal)
        self._note([], new_deal=True)
        return deal

    def apply(self, action: Action) -> list[Event]:
        deal: PartnershipDeal = deal_in_progress(self, "the game is over")
        events = deal.apply(action)
        if deal.is_over():
            standings = self.standings()
            totals = standings.games[-1].totals if standings.games and standings.game_start == len(self.deals) \
                else standings.totals  # the deal that ended a game: that game's totals
            events.append(DealEnded(len(self.deals), (deal.scores[0].copy(), deal.scores[1].copy()), 1, totals))
            result = standings.result
            if result.finished:
                events.append(PartieEnded(result.winner, result.points, False))
        return self._note(events)

    def _fresh(self) -> PartnershipPartie:
        return PartnershipPartie(self.options, self.players, self.first_dealer, rng=copied_rng(self.rng))

    def _dealt(self, index: int) -> DealtCards:
        deal = self.deals[index]
        return DealtCards(deal.dealer, tuple(hand_cards(mask) for mask in deal.dealt), ())

    def games(self) -> list[dict[str, Any]]:
        """The games finished, as ``replay`` lists them (best of five)."""
        return [{"number": n, "winner": g.winner, "double": g.double, "scores": list(g.totals), "points": g.points}
                for n, g in enumerate(self.standings().games, 1)]

    def result(self) -> dict[str, Any]:
        """What ``replay`` prints as ``result``: the winning side, a double game, the points it gains."""
        standings = self.standings()
        result = standings.result
        if not result.finished:
            return {"finished": False}
        if self.options.partie == "best_of_five":
            return result.as_dict()
        return {"finished": True, "winner": result.winner, "double": standings.games[-1].double,
                "points": result.points}
