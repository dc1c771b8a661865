"""A partie: deals in turn under one format, with running totals and the settlement.

>>> import random
>>> partie = Partie(seed=4)
>>> rng = random.Random(4)
>>> while not partie.is_over():
...     if partie.needs_deal():
...         _ = partie.start_deal()
...     _ = partie.apply(rng.choice(partie.legal_actions()))
>>> partie.standings().result.finished, len(partie.deals) >= 6
(True, True)
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterable, Sequence

from ..actions import Action
from ..cards import Card
from .deal import Deal
from ..events import DealEnded, Event, PartieEnded
from .formats import AuCent, DealSummary, PartieFormat, Rubicon, Standings
from ..any_partie import deal_in_progress, may_deal
from ..history import DealtCards, History, copied_rng, hand_cards, talon_cards
from .rules import Rules
from ..score_sheet import ScoreSheet
from ..score_sheet.two_handed import partie_sheet
from ..view import PartieContext, SeatView


class Partie(History):
    """Deals alternate between the seats; ``start_deal`` begins each one, ``apply`` plays it."""

    seats = 2
    sides: tuple[int, ...] = (0, 1)
    """Each seat is a side of its own (the shape of every game: :class:`~piquet_gui.model.any_partie.AnyPartie`)."""

    def __init__(self, rules: Rules | None = None, format: PartieFormat | None = None,
                 players: Sequence[str] = ("Player 1", "Player 2"), first_dealer: int = 0,
                 seed: int | None = None, rng: random.Random | None = None) -> None:
        if first_dealer not in (0, 1):
            raise ValueError(f"first_dealer must be seat 0 or 1, not {first_dealer!r}")
        if len(players) != 2:
            raise ValueError(f"a two-handed partie has two players, not {len(players)}")
        self.rules = rules or Rules()
        self.format: PartieFormat = format or Rubicon()
        """How long the partie lasts and how it is settled (Rubicon, four deals, a target, au cent's games)."""
        self.players: tuple[str, ...] = (str(players[0]), str(players[1]))
        self.first_dealer = first_dealer
        self.rng = rng or random.Random(seed)
        self.deals: list[Deal] = []
        self._start_history()
        self._standings = self.format.settle([])

    @property
    def name(self) -> str:
        """The game, by its record name (``model.games``): Rubicon piquet (any of its formats), au cent or auction
        piquet, as its partie format says."""
        return self.format.game_name

    # --- questions ----------------------------------------------------------------------

    @property
    def current(self) -> Deal | None:
        """The deal being played, or None between deals."""
        if self.deals and not self.deals[-1].is_over():
            return self.deals[-1]
        return None

    @property
    def next_dealer(self) -> int:
        """The seat to deal next (the first of :meth:`dealer_choices`)."""
        return self.dealer_choices()[0]

    def dealer_choices(self) -> tuple[int, ...]:
        """Who may deal next: the deal alternates, a passed-out deal is dealt again by the same dealer,
        and where each game is cut for again (au cent) either seat may deal its first deal."""
        if not self.deals:
            return (self.first_dealer,)
        last = self.deals[-1]
        if last.passed_out:
            return (last.dealer,)
        if self.format.recut(self._standings, len(self.counted_deals())):
            return (0, 1)
        return (1 - last.dealer,)

    def counted_deals(self) -> list[Deal]:
        """The deals that count (not the passed-out deals of auction piquet)."""
        return [deal for deal in self.deals if not deal.passed_out]

    def needs_deal(self) -> bool:
        """True between deals (and at the start) while the partie is not over."""
        return self.current is None and not self.is_over()

    def is_over(self) -> bool:
        return self._standings.finished

    def standings(self) -> Standings:
        """Totals, multipliers and, once over, the result (see ``formats``)."""
        return self._standings

    def running_totals(self) -> tuple[int, int]:
        """The totals with the deal in progress counted as far as it has gone."""
        totals = self._standings.totals
        deal = self.current
        if deal is None:
            return totals
        multiplier = self.multiplier(len(self.counted_deals()) - 1)
        return (totals[0] + deal.scores[0].total * multiplier, totals[1] + deal.scores[1].total * multiplier)

    def totals(self) -> tuple[int, ...]:
        """Each seat's total so far (:meth:`running_totals`), as every game reports them."""
        return self.running_totals()

    def score_sheet(self) -> ScoreSheet:
        """The partie's score sheet (``model.score_sheet``): a column a seat, the deals grouped by game,
        the format's lines and settlement."""
        return partie_sheet(self)

    def multiplier(self, index: int) -> int:
        """The multiplier of deal ``index`` (0-based), played or about to be."""
        multipliers = self._standings.multipliers
        return multipliers[index] if index < len(multipliers) else self._standings.next_multiplier

    def legal_actions(self) -> Sequence[Action]:
        deal = self.current
        return deal.legal_actions() if deal else []

    @property
    def to_act(self) -> int | None:
        deal = self.current
        return deal.to_act if deal else None

    def view(self, seat: int) -> SeatView | None:
        """The last deal's view for ``seat``, with where the partie stands."""
        deal = self.deals[-1] if self.deals else None
        if deal is None:
            return None
        number = len(self.counted_deals()) + (1 if deal.passed_out else 0)
        deals_left = None
        if isinstance(self.format, Rubicon):
            last = self.format.deals if number <= self.format.deals else self.format.deals + 2
            deals_left = max(0, last - number)
        before = self._standings.totals if self.current is not None else _without_last(self)
        target = before[0] + deal.stop_at[0] if deal.stop_at is not None else None
        context = PartieContext(before, self.multiplier(number - 1), deals_left, target)
        return dataclasses.replace(deal.view(seat), partie=context)

    # --- changes --------------------------------------------------------------------------

    def start_deal(self, hands: Sequence[Iterable[Card]] | None = None,
                   talon: Sequence[Card] | None = None, dealer: int | None = None) -> Deal:
        """Begin the next deal: with the given cards, or shuffled from the partie's own generator.

        ``dealer`` must be one of :meth:`dealer_choices`; left out, it is the only one, or the lower
        cut's (a random seat) where the dealer is cut for.
        """
        choices = self.dealer_choices()
        ahead = self._take_ahead(dealer, choices) if hands is None and self.needs_deal() else None
        if ahead is not None:  # dealt before a take-back: the same cards again
            hands, talon, dealer = [list(hand or ()) for hand in ahead.hands], ahead.talon, ahead.dealer
        if dealer is None and len(choices) > 1 and self.needs_deal():
            dealer = self.rng.randrange(2)  # the cut
        dealer = may_deal(self, dealer, choices)
        if hands is None or talon is None:
            deal = Deal.shuffled(dealer, self.rng, self.rules)
        else:
            deal = Deal(dealer, hands, talon, self.rules)
        stop_at = self.format.deal_stop(self._standings)
        if stop_at is not None:
            deal.stop_at = stop_at
        self.deals.append(deal)
        self._note([], new_deal=True)
        return deal

    def apply(self, action: Action) -> list[Event]:
        deal: Deal = deal_in_progress(self)
        events = deal.apply(action)
        if deal.is_over():
            self._standings = self.format.settle(self.summaries())
            number = len(self.counted_deals()) + (1 if deal.passed_out else 0)
            events.append(DealEnded(number, (deal.scores[0].copy(), deal.scores[1].copy()),
                                    self.multiplier(number - 1), self._standings.totals))
            result = self._standings.result
            if result.finished:
                events.append(PartieEnded(result.winner, result.points, result.rubicon))
        return self._note(events)

    def _fresh(self) -> Partie:
        return Partie(self.rules, self.format, self.players, self.first_dealer, rng=copied_rng(self.rng))

    def _dealt(self, index: int) -> DealtCards:
        deal = self.deals[index]
        return DealtCards(deal.dealer, (hand_cards(deal.dealt[0]), hand_cards(deal.dealt[1])), talon_cards(deal))

    def summaries(self) -> list[DealSummary]:
        """The finished deals as the format sees them."""
        return [DealSummary(d.dealer, (d.scores[0].total, d.scores[1].total))
                for d in self.deals if d.is_over() and not d.passed_out]


def _without_last(partie: Partie) -> tuple[int, int]:
    """The totals before the last (finished) deal."""
    deal, standings = partie.deals[-1], partie.standings()
    totals = standings.totals
    if deal.passed_out:  # it counted nothing (and may be the first deal: there is no deal before it)
        return totals
    played = len(partie.counted_deals())
    multiplier = partie.multiplier(played - 1)
    if isinstance(partie.format, AuCent) and standings.games and standings.game_start == played:
        totals = standings.games[-1].totals  # the deal ended a game; the next game starts at 0-0
    return (totals[0] - deal.scores[0].total * multiplier, totals[1] - deal.scores[1].total * multiplier)


def cut_for_deal(rng: random.Random) -> tuple[list[tuple[Card, Card]], int]:
    """Both players cut (Law 4); equal ranks cut again.  Returns every cut and the seat cutting higher,
    who chooses who deals first."""
    from ..cards import CARDS

    cuts: list[tuple[Card, Card]] = []
    while True:
        first, second = rng.sample(CARDS, 2)
        cuts.append((first, second))
        if first.rank != second.rank:
            return cuts, 0 if first.rank > second.rank else 1
