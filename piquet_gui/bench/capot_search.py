"""Can one side of a four-handed deal take every trick left (the capot), whatever the other side plays, every
hand known?  And a Master's rollouts corrected by it (:class:`CapotCheck`, the bench's
``master_variants:PartnersCapot``: measured no better, so no level uses it).

A yes-or-no search, far cheaper than valuing the whole play (``ai/round_solver.py``): a line ends the moment
the other side wins a trick.  The side playing for the capot must find one card at each of its turns that keeps
every trick; the other side's every card must fail to take one.  Cards of a run (no other hand's or the trick's
card between them, ``ai/card_runs.py``) are one card here too: only winning tricks counts.  The answer at the
start of each trick is kept, keyed by the hands with the played cards squeezed out and the leader; a leader
whose every card is above all others of its suit takes every trick, one whose side holds the highest card of
no suit it can lead takes none.

:func:`capot_line` gives the cards of one such line to the deal's end (the side playing for the capot playing
the search's cards, the other side its first legal card by suit and rank), for the engine to score: every line
on which one side takes every trick scores the same (that side leads every trick after the first, so every
point of the play after the trick in play is its own).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..ai.card_runs import SUIT_OF, reps
from ..ai.round_search import seat_score
from ..ai.round_solver_base import squeezed_hands
from ..model.actions import Play
from ..model.cards import CARDS, SUIT_MASKS
from ..model.events import Event
from ..model.round_deal import RoundDeal
from ..model.view import SeatView


class CapotSearch:
    """The search on one deal's hands (``hands``, four masks, changed in place and restored) for ``side``."""

    def __init__(self, hands: list[int], side: int, kept: dict[tuple[int, int], bool] | None = None) -> None:
        self.hands = list(hands)
        self.side = side
        self.kept: dict[tuple[int, int], bool] = {} if kept is None else kept
        """The answers at the start of tricks: they hold for any position of the same deal (pass one on)."""
        self.nodes = 0

    def holds(self, k: int, leader: int, led: int, wseat: int, wcard: int, tmask: int) -> bool:
        """With ``k`` cards of the trick played (``tmask``; the suit ``led``, ``wseat`` winning with ``wcard``),
        can the side still take this trick and every one after it?"""
        hands = self.hands
        if k == 4:
            if wseat & 1 != self.side:
                return False
            if not hands[wseat]:
                return True
            return self.start(wseat)
        seat = (leader + k) & 3
        hand = hands[seat]
        legal = hand & led or hand
        cards = reps(legal, tmask | ((hands[0] | hands[1] | hands[2] | hands[3]) & ~hand))
        ours = seat & 1 == self.side
        if k == 0 or (ours and wseat & 1 != self.side):
            cards.reverse()  # the highest first: to take the trick
        elif not ours and legal & led:
            beating = [y for y in cards if y > wcard]
            if beating:  # theirs: the cards that take the trick first, the highest first; then the lowest
                cards = beating[::-1] + [y for y in cards if y < wcard]
        for y in cards:
            ybit = 1 << y
            if k == 0:
                nled, nseat, ncard = SUIT_OF[y], seat, y
            elif ybit & led and y > wcard:
                nled, nseat, ncard = led, seat, y
            else:
                nled, nseat, ncard = led, wseat, wcard
            hands[seat] ^= ybit
            held = self.holds(k + 1, leader, nled, nseat, ncard, tmask | ybit)
            hands[seat] ^= ybit
            if held == ours:
                return held
        return not ours

    def start(self, leader: int) -> bool:
        """At the start of a trick, ``leader`` (the side's) to lead."""
        hands = self.hands
        mine, partner = hands[leader], hands[leader ^ 2]
        theirs = hands[leader ^ 1] | hands[leader ^ 3]
        cashed = True
        top_suit = False
        for suit in SUIT_MASKS:
            held = mine & suit
            if not held:
                continue
            if (held & -held).bit_length() < ((partner | theirs) & suit).bit_length():
                cashed = False
            if (held | partner & suit).bit_length() > (theirs & suit).bit_length():
                top_suit = True
        if cashed:
            return True  # every card of the leader is above every other card of its suit: it takes every trick
        if not top_suit:
            return False  # whatever it leads, the other side holds a higher card of that suit
        key = (squeezed_hands(hands), leader)
        found = self.kept.get(key)
        if found is None:
            self.nodes += 1
            found = self.kept[key] = self.holds(0, leader, 0, leader, -1, 0)
        return found


def _trick_state(leader: int, trick: list[int]) -> tuple[int, int, int, int]:
    """The trick in play's led suit, the seat winning it and its card, and its cards' mask."""
    led = SUIT_OF[trick[0]] if trick else 0
    wseat, wcard, tmask = leader, trick[0] if trick else -1, 0
    for i, card in enumerate(trick):
        tmask |= 1 << card
        if i and 1 << card & led and card > wcard:
            wseat, wcard = (leader + i) & 3, card
    return led, wseat, wcard, tmask


def capot_open(deal: RoundDeal, side: int) -> bool:
    """Has ``side`` won every trick so far (none yet counts)?"""
    return won_every_trick(deal.tricks_won, side)


def won_every_trick(tricks_won: Sequence[int], side: int) -> bool:
    """Four hands, the tricks won per seat: has ``side`` (seats ``side`` and ``side + 2``) won them all?"""
    return all(s % 2 == side or not won for s, won in enumerate(tricks_won))


def capot_forced(deal: RoundDeal, side: int, search: CapotSearch | None = None) -> bool:
    """Can ``side`` take every trick left of the four-handed ``deal`` in its play, every hand known?"""
    if deal.seats != 4 or not capot_open(deal, side):
        return False
    search = search or CapotSearch(deal.hands, side)
    led, wseat, wcard, tmask = _trick_state(deal.leader, deal.trick)
    return search.holds(len(deal.trick), deal.leader, led, wseat, wcard, tmask)


def capot_line(deal: RoundDeal, side: int, search: CapotSearch | None = None) -> list[int] | None:
    """The cards, in order, of a line from now to the end on which ``side`` takes every trick whatever the
    other side plays (that side playing its first legal card by suit and rank), or None when the other side can
    take one.  ``search``: one on this deal's hands now (its answers kept for the next positions of the deal)."""
    search = search or CapotSearch(deal.hands, side)
    if not capot_forced(deal, side, search):
        return None
    hands = search.hands
    leader, trick = deal.leader, list(deal.trick)
    line: list[int] = []
    while hands[0] | hands[1] | hands[2] | hands[3]:
        k = len(trick)
        seat = (leader + k) & 3
        led, wseat, wcard, tmask = _trick_state(leader, trick)
        legal = hands[seat] & led or hands[seat]
        choice = -1
        for y in reps(legal, tmask | ((hands[0] | hands[1] | hands[2] | hands[3]) & ~hands[seat])):
            if seat & 1 != side:
                choice = y
                break
            hands[seat] ^= 1 << y
            nled = led or SUIT_OF[y]
            nseat, ncard = (seat, y) if k == 0 or (1 << y & led and y > wcard) else (wseat, wcard)
            held = search.holds(k + 1, leader, nled, nseat, ncard, tmask | 1 << y)
            hands[seat] ^= 1 << y
            if held:
                choice = y
                break
        assert choice >= 0, "a forced capot has a card that keeps it"
        hands[seat] ^= 1 << choice
        line.append(choice)
        trick.append(choice)
        if len(trick) == 4:
            leader = _trick_state(leader, trick)[1]
            trick = []
    return line


# --- a Master's rollouts corrected by it ----------------------------------------------------------------

class CapotCheck:
    """The capot's correction of one decision's rollouts: in the worlds it has the nodes for (``nodes`` capot
    search nodes a decision), each card's value becomes, when one side can then force the capot, what that
    capot's line scores; a card's mean over all the worlds is shifted by its mean change over the worlds
    checked (so all of a decision's worlds count, and the checked ones tell how far the capot moves each card)."""

    def __init__(self, view: SeatView[Any], nodes: int, cards: int) -> None:
        self.seat = view.seat
        self.nodes = nodes if len(view.seats) == 4 else 0
        self.sides = [side for side in (0, 1) if won_every_trick(view.tricks_won, side)]
        self.spent = 0
        self.changes = [0.0] * cards
        self.weights = 0.0

    def correct(self, world: RoundDeal, weight: float, plays: Sequence[Play], rolled: list[float]) -> None:
        """Check ``world`` (if there are nodes left) for each card, against its rollout's value ``rolled``."""
        if not self.sides or self.spent >= self.nodes:
            return
        kept: dict[int, dict[tuple[int, int], bool]] = {side: {} for side in self.sides}
        for k, play in enumerate(plays):
            after = world.copy()
            events: list[Event] = []
            after._play(play.card, events)
            for side in self.sides:
                search = CapotSearch(after.hands, side, kept[side])
                line = capot_line(after, side, search)
                self.spent += search.nodes
                if line is not None:
                    for index in line:
                        after._play(CARDS[index], events)
                    self.changes[k] += weight * (seat_score(after, self.seat) - rolled[k])
                    break
        self.weights += weight

    def shifts(self) -> list[float]:
        """Per card, its mean change over the worlds checked (none checked: no change)."""
        return [change / self.weights if self.weights else 0.0 for change in self.changes]
