"""The three-handed dealer's exchange, searched: which cards (none, one or two) to put out for the talon's.

From the dealer's view alone: the cards he cannot see (the other two hands and the talon) are dealt at
random ``worlds`` times, consistently with any carte blanche shown; in each, every candidate discard is
made and the deal played to its end by the simple players (calls and cards) at every seat; the discard
with the best mean of the dealer's score minus the mean of the other two's is kept, the same worlds
serving every candidate.  The candidates: keeping all, and the ``candidates`` best discards of one and of
two cards as the simple player ranks the cards (``normand_player.exchange``).
"""

from __future__ import annotations

import random
from typing import Any

from ..model.actions import Action, Discard, Play
from ..model.cards import CARDS, FULL_PACK, cards_of, iter_bits, mask_of
from ..model.events import Event
from ..model.normand.deal import ThreeHandDeal
from ..model.tricks import Phase
from ..model.view import SeatView
from .heuristics import _keep_score
from .normand_player import NormandPlayer, table_play
from .player import Player


class SearchedExchange:
    """``base`` for every decision but the three-handed dealer's exchange, which is searched."""

    def __init__(self, base: Player, rng: random.Random, worlds: int = 16, candidates: int = 5) -> None:
        self.base = base
        self.rng = rng
        self.worlds = worlds
        self.candidates = candidates
        self.name = getattr(base, "name", "Searched exchange")
        self._simple = NormandPlayer(random.Random(0))

    def choose(self, view: SeatView[Any]) -> Action:
        discards = [a for a in view.legal_actions if isinstance(a, Discard)]
        if len(view.seats) == 3 and len(discards) > 1:
            return self.exchange(view, discards)
        return self.base.choose(view)

    def exchange(self, view: SeatView[Any], discards: list[Discard]) -> Discard:
        candidates = ranked_discards(view, discards, self.candidates)
        if len(candidates) == 1:
            return candidates[0]
        totals = [0.0] * len(candidates)
        for _ in range(self.worlds):
            hands, talon = _sample(view, self.rng)
            for k, discard in enumerate(candidates):
                totals[k] += self._rollout(view, hands, talon, discard)
        best = max(range(len(candidates)), key=lambda k: (totals[k], -k))
        return candidates[best]

    def _rollout(self, view: SeatView[Any], hands: list[int], talon: list[int], discard: Discard) -> float:
        deal = ThreeHandDeal(view.dealer, [cards_of(m) for m in hands], [CARDS[i] for i in talon], view.rules)
        me = view.seat
        while not deal.is_over() and deal.phase is not Phase.PLAY:
            seat = deal.to_act
            assert seat is not None
            first = deal.legal_actions()[0]
            deal.apply(discard if seat == me and isinstance(first, Discard) else self._simple.choose(deal.view(seat)))
        _play_out(deal)
        totals = [s.total for s in deal.scores]
        return totals[me] - sum(t for s, t in enumerate(totals) if s != me) / 2


def _play_out(deal: ThreeHandDeal) -> None:
    """The rest of the play, every seat playing the simple player's cards (as fast as it goes)."""
    gone = 0
    for _, cards in deal.tricks:
        for i in cards:
            gone |= 1 << i
    events: list[Event] = []
    while deal.phase is Phase.PLAY:
        seat = deal.to_act
        assert seat is not None
        plays = [a for a in deal.legal_actions() if isinstance(a, Play)]
        if len(plays) == 1:
            card = plays[0].card
        else:
            hand = deal.hands[seat]
            trick = [CARDS[i] for i in deal.trick]
            card = table_play(cards_of(hand), FULL_PACK & ~(hand | gone), trick, plays, 3).card
        deal._play(card, events)
        gone |= card.bit
        events.clear()


def ranked_discards(view: SeatView[Any], discards: list[Discard], count: int) -> list[Discard]:
    """Keeping everything (where allowed) and, for each size, the ``count`` discards of the least useful
    cards, as the simple player ranks them."""
    hand = mask_of(view.hand)
    order = sorted(view.hand, key=lambda c: (_keep_score(c.index, hand, True), c.index))
    legal = {d.mask for d in discards}
    out: list[Discard] = []
    if 0 in legal:
        out.append(Discard(0))
    singles = [c.bit for c in order[:count]]
    out += [Discard(m) for m in singles if m in legal]
    pairs: list[int] = []
    for i, a in enumerate(order[:count + 1]):
        for b in order[i + 1:count + 2]:
            pairs.append(a.bit | b.bit)
    pairs.sort(key=lambda m: sum(order.index(CARDS[i]) for i in iter_bits(m)))
    out += [Discard(m) for m in pairs[:count] if m in legal]
    return out or discards[:1]


def _sample(view: SeatView[Any], rng: random.Random) -> tuple[list[int], list[int]]:
    """The other two hands and the talon, dealt at random from the cards the dealer cannot see (a carte
    blanche shown stays with its holder)."""
    me = view.seat
    unknown = FULL_PACK & ~mask_of(view.hand)
    hands = [0, 0, 0]
    hands[me] = mask_of(view.hand)
    size = view.rules.hand_size
    for seat in range(3):
        if seat != me:
            hands[seat] = mask_of(view.carte_blanche_shown[seat]) & unknown
            unknown &= ~hands[seat]
    rest = list(iter_bits(unknown))
    rng.shuffle(rest)
    for seat in range(3):
        if seat != me:
            need = size - hands[seat].bit_count()
            for index in rest[:need]:
                hands[seat] |= 1 << index
            rest = rest[need:]
    return hands, rest
