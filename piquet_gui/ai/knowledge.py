"""What a seat can deduce about the opponent's hand from its view, and hands drawn to match it.

Everything here starts from a :class:`SeatView`, so no computer player can
reach the opponent's real cards: it only ever sees hands *sampled* to agree
with what it was shown and told.

* Certain facts: the cards shown in good calls and the talon cards seen
  (Law 33) that the opponent then drew are in his hand; a suit he failed to
  follow is void; a carte blanche shown fixes his twelve dealt cards.
* What was said: "Point of five" means at least five in a suit; "Good" to a
  point of five means no more than five (fewer, or five that he knows must
  lose: he need not ask "Making?"), unless he sank his point, which is rare;
  "Making?" means five or more (he may answer on five of six, Law 46); and so
  on for sequences and sets.  These *likely* facts are used when they can
  be met and dropped when they cannot.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable

from ..model import combinations as combos
from ..model.cards import CARDS, FULL_PACK, SUIT_MASKS, Rank, mask_of
from ..model.combinations import Category
from ..model.events import Speech
from ..model.view import SeatView

Fact = Callable[[int], bool]
"""A test on the opponent's hand as it was during the calling (his current hand plus the cards he played)."""


@dataclasses.dataclass(frozen=True)
class Knowledge:
    seat: int
    unknown: int
    """Cards whose place this seat does not know: the opponent's hand, his discard, unseen talon cards."""
    opponent_known: int
    """Cards certainly in the opponent's hand now."""
    opponent_size: int
    """How many cards the opponent holds now."""
    opponent_played: int
    """The cards he has played this deal (to rebuild his hand as it was when calling)."""
    voids: int
    """A mask of the suits the opponent has shown out of."""
    not_in_talon: int
    """Cards that cannot be among the unseen talon cards (a shown carte blanche's cards)."""
    facts: tuple[Fact, ...]
    """What his words make likely about his hand during the calling."""
    sure: tuple[Fact, ...] = ()
    """Those of ``facts`` his words make certain (the engine lets nobody call what he does not hold): kept
    when the likely ones cannot all be met."""

    @classmethod
    def from_view(cls, view: SeatView) -> Knowledge:
        me, other = view.seat, 1 - view.seat
        played = 0
        opponent_played = 0
        voids = 0
        for leader, (first, second), _ in view.tricks:
            played |= first.bit | second.bit
            follower_card = second
            if leader == other:
                opponent_played |= first.bit
            else:
                opponent_played |= second.bit
                if follower_card.suit != first.suit:
                    voids |= SUIT_MASKS[first.suit]
        for index, card in enumerate(view.trick):
            played |= card.bit
            seat = _trick_seat(view, index)
            if seat == other:
                opponent_played |= card.bit
        mine = mask_of(view.hand) | mask_of(view.discard)
        known_elsewhere = 0
        opponent_known = mask_of(view.opponent_shown) & ~played
        # Talon cards seen: the ones the opponent drew are in his hand; the rest lie in the talon.
        opponent_start, opponent_took = _opponent_draw(view)
        for position, seen in enumerate(view.talon):
            if seen is None or seen.bit & (mine | played):
                continue
            if opponent_took is not None and opponent_start <= position < opponent_start + opponent_took:
                opponent_known |= seen.bit
            elif opponent_took is not None or position >= (view.taken[view.elder] or 0):
                known_elsewhere |= seen.bit
        not_in_talon = mask_of(view.opponent_carte_blanche)
        unknown = FULL_PACK & ~(mine | played | known_elsewhere | opponent_known)
        opponent_size = 12 - bin(opponent_played).count("1")
        sure: list[Fact] = []
        likely = _facts(view, sure)
        return cls(me, unknown, opponent_known, opponent_size, opponent_played, voids, not_in_talon,
                   tuple(sure + likely), tuple(sure))

    def consistent(self, hand: int, strict: bool = True) -> bool:
        """Whether ``hand`` (the opponent's current cards) agrees with the certain facts (and, if
        ``strict``, with what his words make likely)."""
        if hand & self.opponent_known != self.opponent_known or hand & self.voids:
            return False
        calling_hand = hand | self.opponent_played
        return all(fact(calling_hand) for fact in (self.facts if strict else self.sure))

    def sample(self, rng: random.Random, count: int, tries: int = 400) -> list[int]:
        """Up to ``count`` opponent hands drawn to agree with the view, likely facts first."""
        free = self.unknown & ~self.voids
        pool = [c.index for c in CARDS if free >> c.index & 1]
        need = self.opponent_size - bin(self.opponent_known).count("1")
        if need < 0 or need > len(pool):
            return []
        out: list[int] = []
        strict = True
        attempts = 0
        while len(out) < count and attempts < tries * count:
            attempts += 1
            if strict and attempts > tries * count // 2 and not out:
                strict = False  # his words cannot all be met: perhaps he sank a call
            chosen = rng.sample(pool, need)
            hand = self.opponent_known
            for index in chosen:
                hand |= 1 << index
            if self.consistent(hand, strict):
                out.append(hand)
        return out



def _trick_seat(view: SeatView, index: int) -> int:
    """Who played the ``index``-th card of the trick in progress."""
    if view.to_act is None:
        return view.seat
    leader = 1 - view.to_act if len(view.trick) == 1 else view.to_act
    return leader if index == 0 else 1 - leader


def _opponent_draw(view: SeatView) -> tuple[int, int | None]:
    other = 1 - view.seat
    took = view.taken[other]
    start = 0 if other == view.elder else (view.taken[view.elder] or 0)
    return start, took


def _facts(view: SeatView, sure: list[Fact]) -> list[Fact]:
    """Likely facts about the opponent's calling hand from the words of the protocol; the certain ones
    (what a true call or reply must hold) go to ``sure`` instead."""
    other = 1 - view.seat
    lowest = view.rules.lowest_set_rank
    facts: list[Fact] = []
    said = list(view.said)
    for category in (Category.POINT, Category.SEQUENCES, Category.SETS):
        lines = [s for s in said if s.category is category]
        mine = [s for s in lines if s.seat == view.seat and s.speech is Speech.CALL]
        asked = any(line.seat == other and line.speech is Speech.ASK for line in lines)
        for line in lines:
            if line.seat != other:
                continue
            if line.speech is Speech.CALL:
                sure.append(_at_least(category, line.value, line.rank, lowest))
            elif line.speech is Speech.NO_CALL and not mine:
                facts.append(_below(category, 1, lowest))
            elif line.speech is Speech.GOOD and mine and not asked:
                if category.has_second_level:
                    # Fewer cards, or as many that must lose: a discreet player does not ask "Making?"
                    # when the answer can only be worse (see calling.py), so "Good" allows as many.
                    facts.append(_below(category, mine[0].value + 1, lowest))
                else:
                    facts.append(_below(category, mine[0].value, lowest, mine[0].rank))
            elif line.speech is Speech.ASK and mine:
                # "Making?" needs as many cards as called, or more: he may answer on fewer than he holds
                # (Law 46).  With more he would rather say "Not good", so as many is the likely reading.
                sure.append(_at_least(category, mine[0].value, None, lowest))
                facts.append(_below(category, mine[0].value + 1, lowest))
            elif line.speech is Speech.NOT_GOOD and mine and not asked:
                sure.append(_above(category, mine[0].value, mine[0].rank, lowest))
    return facts


def _first_levels(category: Category, hand: int, lowest: int) -> list[int]:
    if category is Category.POINT:
        return [bin(hand & s).count("1") for s in SUIT_MASKS]
    if category is Category.SEQUENCES:
        return [bin(r).count("1") for r in combos.runs(hand)]
    return [combos.set_strength(m)[0] for m in combos.rank_sets(hand, lowest)]


def _at_least(category: Category, value: int, rank: Rank | None, lowest: int) -> Fact:
    target = value * 8 + int(rank) if category is Category.SETS and rank is not None else value
    return lambda hand: max(_first_levels(category, hand, lowest), default=0) >= target


def _below(category: Category, value: int, lowest: int, rank: Rank | None = None) -> Fact:
    target = value * 8 + int(rank) if category is Category.SETS and rank is not None else value
    return lambda hand: max(_first_levels(category, hand, lowest), default=0) < target


def _above(category: Category, value: int, rank: Rank | None, lowest: int) -> Fact:
    target = value * 8 + int(rank) if category is Category.SETS and rank is not None else value
    return lambda hand: max(_first_levels(category, hand, lowest), default=0) > target

