"""The two-handed deal's order of reckoning: hand scores with repique, play scores with pique, the stop.

A hand score (carte blanche, point, sequences, sets, carte rouge: items I to IV) is reckoned in order and
repique judged with it; younger's calls wait for elder's first lead (Law 55) unless a game reckons at once
(au cent).  A play score is judged for pique.  Where a game has a target that stops a deal the moment it is
reached (au cent's moment rule), every score checks it.  A mixin over :class:`DealState`, shared by the
deal's other parts.
"""

from __future__ import annotations

from ..cards import cards_of
from .deal_state import DealState
from ..events import Event, Scored
from ..scoring import ScoreItem
from ..tricks import TargetReachedStop


class Reckoning(DealState):
    """How a two-handed deal scores (see the module)."""

    __slots__ = ()

    def _reckon_hand(self, seat: int, item: ScoreItem, points: int, call: tuple[int, ...],
                     events: list[Event], emit: bool) -> None:
        """Score a hand item (I to IV) in the order of reckoning; repique is judged here."""
        self.hand_points[seat] += points
        bonus = (not self.bonus_done and self.hand_points[1 - seat] == 0
                 and self.hand_points[seat] >= self.thresholds()[1])
        if bonus:
            self.bonus_done = True
        entries = [(item, points, call)]
        if bonus:
            entries.append((ScoreItem.REPIQUE, self.rules.repique_bonus, ()))
        elif (self.rules.pique_in_hand and not self.bonus_done and self.hand_points[1 - seat] == 0
              and self.play_scored[1 - seat] == 0 and self.hand_points[seat] >= self.thresholds()[0]):
            self.bonus_done = True
            entries.append((ScoreItem.PIQUE, self.rules.pique_bonus, ()))
        if emit:
            for entry in entries:
                self._score(seat, *entry, events=events)
            self._halt_if_reached()
        else:
            # Younger reckons his calls after elder's first lead (Law 55).
            self.pending.extend(entries)

    def _score(self, seat: int, item: ScoreItem, points: int, call: tuple[int, ...] = (),
               events: list[Event] | None = None) -> None:
        sheet = self.scores[seat]
        sheet.add(item, points)
        for mask in call:
            self.shown[seat] |= mask
        if events is not None:
            shown = tuple([tuple(cards_of(m)) for m in call]) if call else ()
            events.append(Scored(seat, item, points, shown, sheet.total))
        if self.stop_at is not None and self.stopped is None and sheet.total >= self.stop_at[seat]:
            self.stopped = seat

    def _halt_if_reached(self) -> None:
        """The moment rule: once a score (with any bonus it earned) reaches the target, stop the deal."""
        if self.stopped is not None:
            raise TargetReachedStop()

    def _score_play(self, seat: int, item: ScoreItem, points: int, events: list[Event]) -> None:
        self._score(seat, item, points, (), events)
        self.play_scored[seat] += points
        self._check_pique(seat, events)
        self._halt_if_reached()

    def _check_pique(self, seat: int, events: list[Event]) -> None:
        """Pique: a player reaches 30 in hand and play before the opponent reckons anything (Laws 68-69).

        Elder's first lead scores before younger's first trick point, so younger can pique only where a
        led 9, 8 or 7 scores nothing and elder's leads have scored nothing (Foster; RULES.md section 7).
        """
        other = 1 - seat
        if self.bonus_done or self.hand_points[other] or self.play_scored[other]:
            return
        count = self.hand_points[seat] + self.play_scored[seat]
        if self.cards_early and self.tricks_won[seat] >= 7:  # the option: the 10 for the cards, from trick 7
            count += self.rules.cards_points
        if count >= self.thresholds()[0]:
            self.bonus_done = True
            self._score(seat, ScoreItem.PIQUE, self.rules.pique_bonus, (), events)
