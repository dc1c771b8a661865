"""The two-handed deal's play: following suit, the twelve tricks and what they score, the end of the deal.

A lead and a won trick score as the game's rules say (in Rubicon a point each and one more for the last
trick; options and variants change these); younger may look at the talon after elder's first lead (Law
36); after the twelfth trick the cards (the most tricks) or capot score, and auction piquet's contract.  A
mixin over :class:`DealState`.
"""

from __future__ import annotations

from ..actions import Action, LookAtTalon, legal_plays
from ..cards import CARDS, Card, Rank
from .deal_reckoning import Reckoning
from ..errors import IllegalActionError
from ..events import ContractScored, Event, TalonDecision, TalonShown, TrickWon
from ..scoring import ScoreItem
from ..tricks import Phase, lay_card

LOW_RANKS = (Rank.SEVEN, Rank.EIGHT, Rank.NINE)


class Playing(Reckoning):
    """The tricks of a two-handed deal (see the module)."""

    __slots__ = ()

    def _legal_plays(self) -> list[Action]:
        if self.trick and self.leftover_look is None and self._look_pending():
            return [LookAtTalon(True), LookAtTalon(False)]
        seat = self.to_act
        assert seat is not None
        return legal_plays(self.hands[seat], self.trick)

    def _look(self, action: LookAtTalon, events: list[Event]) -> None:
        if not self._look_pending():
            raise IllegalActionError(f"seat {self.to_act} has no talon to look at now")
        self.leftover_look = action.look
        events.append(TalonDecision(action.look))
        if action.look:
            self.leftover_seen = True
            events.append(TalonShown(tuple(self.leftover())))

    def _play(self, card: Card, events: list[Event]) -> None:
        seat = self.to_act
        assert seat is not None
        trick = self.trick
        if len(trick) == 1 and not self.tricks and self._look_pending():
            raise IllegalActionError(f"seat {seat} must decide whether to look at the talon first")
        rules = self.rules
        number = len(self.tricks) + 1
        lay_card(self.hands, seat, card, trick, number, events)
        other = 1 - seat
        if len(trick) == 1:
            if rules.lead_points and (rules.low_lead_scores or card.rank not in LOW_RANKS):
                self._score_play(seat, ScoreItem.PLAY, rules.lead_points, events)
            if number == 1 and seat == self.elder:
                self._younger_reckons(events)
            self.to_act = other
            return
        first = CARDS[trick[0]]
        winner = seat if card.suit == first.suit and card.rank > first.rank else other
        points = rules.trick_points + (rules.last_trick_bonus if number == 12 else 0)
        if winner == seat and (rules.low_win_scores or card.rank not in LOW_RANKS):
            points += rules.win_points
        self.tricks.append((other, trick[0], trick[1]))
        self.trick = []
        self.tricks_won[winner] += 1
        events.append(TrickWon(winner, number, (first, card)))
        if points:
            self._score_play(winner, ScoreItem.PLAY, points, events)
        if rules.cards_count_toward_pique and self.tricks_won[winner] == 7 and not self.cards_early:
            self.cards_early = True
            self._check_pique(winner, events)
            self._halt_if_reached()
        if number == 12:
            self._finish(events)
        else:
            self.leader = self.to_act = winner

    def _younger_reckons(self, events: list[Event]) -> None:
        younger = self.younger
        for item, points, call in self.pending:
            self._score(younger, item, points, call, events)
        self.pending = []

    def _finish(self, events: list[Event]) -> None:
        rules = self.rules
        for seat in (0, 1):
            won = self.tricks_won[seat]
            if won == 12:
                if rules.capot_points:
                    self._score(seat, ScoreItem.CAPOT, rules.capot_points, (), events)
            elif won > 6 and rules.cards_points:
                self._score(seat, ScoreItem.CARDS, rules.cards_points, (), events)
        self._halt_if_reached()
        contract = self.contract
        if contract is not None:
            seat, points = contract.score(self.tricks_won, rules.contract_base == "six")
            sheet = self.scores[seat]
            sheet.contract += points
            events.append(ContractScored(seat, contract.bid, contract.declarer, contract.doubled, points,
                                         sheet.total))
        self.phase, self.to_act = Phase.OVER, None
