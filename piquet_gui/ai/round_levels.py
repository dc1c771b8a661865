"""The strengths of the three- and four-handed games, weakest first.

1. Beginner (:class:`RoundBeginner`): legal with basic sense and no plan: the dealer puts out a few of his
   lowest cards, every call is its best, a trick is won as cheaply as it can be (a partner's trick
   included) or the lowest card thrown, and a lead is an ace or any card but a lone king.
2. Casual: the simple player of each game (``normand_player.py``, ``partnership_player.py``; the bench's
   baseline, ``simple``): the dealer's exchange keeps combinations, the classic play with three or four to
   a trick, a partner's sure trick left alone.
3. Club, 4. Expert, 5. Master: the simple player, the play of the cards searched by rollouts over deals of
   the unseen cards that agree with everything the seat has seen (``round_search.py``) and,
   four-handed, with the calls (``round_inference.py``), over more deals the stronger the level; the
   four-handed Master's last tricks counted exactly on each deal (:data:`EXACT`).  (A searched
   three-handed exchange, candidate discards played out over 16 sampled deals by the simple players, was
   measured no better than the simple one: -0.05 a deal, 95% interval [-0.59, +0.50], 300 deals in three
   rotations; it is not used.  Nor is the play to the
   game's end near the target, ``round_target.py``: see :data:`TARGET_PLAY`.)

Three-handed, each level also plays the two-handed deals at the end of the game, as its two-handed
namesake.
"""

from __future__ import annotations

import random
from typing import Any

from ..model.actions import Action, CarteBlanche, Discard, Play
from ..model.cards import mask_of
from ..model.view import SeatView
from .beginner import beginner_play
from .levels import TWO_HANDED
from .normand_player import NormandPlayer
from .partnership_player import PartnershipPlayer
from .player_interface import Player
from .round_search import RoundSearchPlayer

SEARCH: dict[str, tuple[int, int]] = {"club": (4, 1500), "expert": (12, 5000), "master": (48, 20000)}
"""The searching levels: sampled deals per decision, and the most rollout card plays a decision may cost."""

EXACT: dict[str, tuple[int, int]] = {"master": (4, 6)}
"""The levels whose search counts the last tricks exactly, four-handed (``round_search.py``): the tricks left
from which a rollout's end is solved, and those from which each sampled deal is solved whole.  Master, against
itself rolling every deal out (``bench.master_variants:PartnersRolledOut``, 400 mirrored pairs, seed 31):
solving from four tricks +1.19 a pair, 95% interval [-0.08, +2.45], 58.1% of the decisive pairs; whole deals
from six tricks instead of four, +0.49 more [-0.90, +1.87], 54.2%.  The perfect player's lead over the Master
(400 pairs, seed 22) went from 9.76 [8.25, 11.26] to 7.19 [5.74, 8.64]; the Master beats the Expert by
+4.90 [+3.49, +6.31], 68.1% (seed 31), decision p95 299 ms, max 947 ms, 162 MB (a machine running two
benches).  With half the whole-deal solving (``round_search.SOLVE_NODES``) and the rollouts' end searched
once, the Master beats the Expert by +5.26 [+3.87, +6.65], 70.4% (seed 31), decision p95 573 ms, max 1,090 ms,
142 MB.  Three-handed it is not measured, so not used."""

TARGET_PLAY: tuple[str, ...] = ()
"""The levels that play to the game's end near the target (``round_target.py``) rather than for the points:
none, for it measured no better at Master (``python -m piquet_gui.bench.endgame --game GAME --positions N
--seed 1 --jobs 1``, A = Master playing to the target, B = Master for the points): three-handed +0.045 stakes
a position over its three rotations, 95% interval [-0.140, +0.230], 200 positions (21 won, 18 lost, 39
changed); four-handed -2.41 points a position over its two rotations, [-6.26, +1.45], 150 positions (38 won,
32 lost, 70 changed)."""

INFER = (4,)
"""The games (by their seats) whose searching levels deal their worlds to agree with the calls
(``round_inference.py``): four-handed, Master +2.09 a pair against itself without, 95% interval [+0.66, +3.52] (300 pairs).
Three-handed it measured no better, so it is off there: Expert +0.23 a deal [-0.05, +0.50] (600 deals in
three rotations), Master -0.35 [-0.91, +0.22] (150 deals); ``bench/round_no_inference.py`` names both."""



class RoundBeginner:
    """The Beginner of three and four hands (see the module's docstring)."""

    name = "Beginner"

    def __init__(self, rng: random.Random, two_handed: Player | None = None) -> None:
        self.rng = rng
        self.two_handed = two_handed

    def choose(self, view: SeatView[Any]) -> Action:
        if len(view.seats) == 2 and self.two_handed is not None:
            return self.two_handed.choose(view.as_dealt())
        first = view.legal_actions[0]
        if isinstance(first, CarteBlanche):
            return CarteBlanche(True)
        if isinstance(first, Discard):
            return self.discard(view)
        if isinstance(first, Play):
            return self.play(view, [a for a in view.legal_actions if isinstance(a, Play)])
        return first  # its best call (listed first)

    def discard(self, view: SeatView[Any]) -> Discard:
        sizes = sorted({a.mask.bit_count() for a in view.legal_actions if isinstance(a, Discard)})
        count = min(max(self.rng.randint(1, sizes[-1]), sizes[0]), sizes[-1])
        worst = sorted(view.hand, key=lambda c: (c.rank, self.rng.random()))[:count]
        return Discard(mask_of(worst))

    def play(self, view: SeatView[Any], plays: list[Play]) -> Play:
        return beginner_play(view.trick, plays, self.rng)


def round_player(level: str, seed: int, seats: int, simple: bool = False) -> Player:
    """The player at ``level`` of the game of ``seats`` (three-handed, which ends two-handed, or four-handed,
    in partners), deterministic for ``seed``; ``simple``: the simple player itself (the baseline), whatever
    the level."""
    rng = random.Random(seed)
    two_handed = TWO_HANDED["club" if simple else level](rng)
    three = seats == 3
    if level == "beginner" and not simple:
        return RoundBeginner(rng, two_handed if three else None)
    player: Player = NormandPlayer(rng, two_handed) if three else PartnershipPlayer(rng)
    if simple or level not in SEARCH:
        return player
    worlds, budget = SEARCH[level]
    exact, solve_from = EXACT.get(level, (0, 0)) if seats == 4 else (0, 0)
    return RoundSearchPlayer(rng, player, worlds=worlds, min_worlds=min(4, worlds), budget=budget,
                             name=f"{level.title()} {'three' if three else 'four'}-handed",
                             target_play=level in TARGET_PLAY, infer=seats in INFER, exact=exact,
                             solve_from=solve_from)
