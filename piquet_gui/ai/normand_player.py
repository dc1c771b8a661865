"""A computer player for three-handed piquet (Piquet normand, VARIANTS.md section 3).

It decides from a seat's :class:`~piquet_gui.model.view.SeatView` alone: it announces carte
blanche, exchanges both talon cards when it deals (putting out its least useful cards, as the
two-handed levels judge them), calls its best in every category (the engine lists it first) and plays
the classic way with three to a trick: cash its masters from the long suit, lead low from the long
suit otherwise, win cheaply when it plays last, win with a master or not at all when another is still
to play, and throw its least useful card.  Once a player is out, the two left play two-handed piquet,
and the player hands that deal's :class:`~piquet_gui.model.view.SeatView` to a two-handed level.

>>> import random
>>> from piquet_gui.model.normand.deal import ThreeHandDeal
>>> deal = ThreeHandDeal.shuffled(dealer=0, rng=random.Random(2))
>>> players = [NormandPlayer(random.Random(s)) for s in range(3)]
>>> while not deal.is_over():
...     seat = deal.to_act
...     _ = deal.apply(players[seat].choose(deal.view(seat)))
>>> sum(deal.tricks_won)
10
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol

from ..model.actions import Action, CarteBlanche, Discard, Play
from ..model.cards import mask_of
from ..model.view import SeatView
from .heuristics import keep_score
from .levels import Club
from .player_interface import Player
from .round_target import two_handed_end
from .table_play import table_play, unseen


class TrioPlayer(Protocol):
    """A player of the three-handed game: a three-handed deal's view or, at the end, a two-handed one."""

    name: str

    def choose(self, view: SeatView[Any]) -> Action:
        ...


class NormandPlayer:
    """The simple three-handed player; ``two_handed`` plays the two-handed deals at the end."""

    name = "Normand"

    def __init__(self, rng: random.Random | None = None, two_handed: Player | None = None) -> None:
        self.rng = rng or random.Random(0)
        if two_handed is None:
            two_handed = Club(self.rng)
        self.two_handed = two_handed
        self.race = False
        """True: the two-handed end is told as the race it is (``round_target.two_handed_end``: Master values
        reaching the target first, its worlds stop there).  Off, for it measured no better than playing it
        for the points as a lone two-handed deal, and slower: ``python -m piquet_gui.bench.endgame --game
        normand-end --positions 200 --seed 1``, -0.010 races a position, 95% interval [-0.054, +0.034]
        (2 won, 3 lost, 195 alike); decisions p95 295 ms against 123 ms under load."""

    def choose(self, view: SeatView[Any]) -> Action:
        if len(view.seats) == 2:  # the two-handed levels read the deal's seats 0 and 1, and the race
            return self.two_handed.choose(two_handed_end(view) if self.race else view.as_dealt())
        first = view.legal_actions[0]
        if isinstance(first, CarteBlanche):
            return CarteBlanche(True)
        if isinstance(first, Discard):
            return exchange(view)
        if isinstance(first, Play):
            return trio_play(view, [a for a in view.legal_actions if isinstance(a, Play)])
        return first  # the calls: the best call that may be made is listed first, a pass last


def exchange(view: SeatView[Any]) -> Discard:
    """The dealer's exchange: as many cards as may be taken (the talon gives him fresh chances), his least
    useful ones."""
    sizes = [a.mask.bit_count() for a in view.legal_actions if isinstance(a, Discard)]
    count = max(sizes)
    hand = mask_of(view.hand)
    worst = sorted(view.hand, key=lambda c: (keep_score(c.index, hand, True), c.index))[:count]
    return Discard(mask_of(worst))


def trio_play(view: SeatView[Any], plays: Sequence[Play]) -> Play:
    """The classic play with three to a trick (see the module's docstring)."""
    return table_play(view.hand, unseen(view.hand, view.discard, view.tricks, view.trick), view.trick, plays, 3)
