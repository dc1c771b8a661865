"""The perfect-information player of three- and four-handed piquet: a yardstick for the bench, never an
opponent in the game (the round games' ``bench.perfect``).

It is handed the live deal (:meth:`RoundPerfectPlayer.attach`, as the bench's ``TimedPlayer.attach`` does)
and so **sees every card**.  In the play, with ``solve_at`` tricks or fewer left, it plays the exact
solver's best card (:func:`~piquet_gui.ai.round_solver.best_card`: four hands, its side's points minus the
other side's; three hands, the max-n value, its points minus the mean of the others'); earlier, it tries
every legal card on the true deal (one world: the real cards), every seat then playing the simple play
(``round_search.rollout``) until ``end_at`` tricks are left and the solver counting the rest exactly, and
plays the card with the best outcome.  Outside the play it chooses as ``make_player(base, seed, game)``.
Like the solver it plays for the points and ignores the moment rule's stop.
"""

from __future__ import annotations

from typing import Any

from ..ai.player import make_player
from ..ai.round_search import rollout
from ..ai.round_solver import best_card, tricks_left
from ..model.actions import Action, Play
from ..model.cards import CARDS
from ..model.round_deal import RoundDeal
from ..model.tricks import Phase
from ..model.view import SeatView

SOLVE_AT = {"normand": (7, 6), "partnership": (6, 6)}
"""By game: the tricks left from which the perfect player solves its decisions exactly, and those at which
its rollouts end in the solver (a cold solve takes some 0.15 to 0.6 s three-handed with seven tricks left,
some 20 to 120 ms in both games with six: ``python -m piquet_gui.bench.round_solver``)."""


class RoundPerfectPlayer:
    """Sees every card of the three- or four-handed deal it is attached to.  For the bench only."""

    name = "Perfect information"
    sees_everything = True

    def __init__(self, seed: int = 0, base: str = "beginner", game: str = "normand",
                 solve_at: int | None = None, end_at: int | None = None) -> None:
        self.deal: RoundDeal | None = None
        self._base = make_player(base, seed, game)
        self.solve_at = SOLVE_AT[game][0] if solve_at is None else solve_at
        self.end_at = min(self.solve_at, SOLVE_AT[game][1] if end_at is None else end_at)

    def attach(self, deal: Any) -> None:
        """The bench hands over each new deal before the first decision in it."""
        self.deal = deal

    def choose(self, view: SeatView[Any]) -> Action:
        deal = self.deal
        if len(view.seats) not in (3, 4) or view.phase is not Phase.PLAY:
            return self._base.choose(view)
        if deal is None:
            raise RuntimeError("the perfect-information player needs the deal: call attach(deal) first")
        if deal.to_act != view.seat:
            raise RuntimeError(f"attached to a deal where seat {deal.to_act} acts, asked for seat {view.seat}")
        plays = [a for a in view.legal_actions if isinstance(a, Play)]
        if len(plays) == 1:
            return plays[0]
        world = deal.copy()
        world.stop_at, world.stopped = None, None
        if tricks_left(world) <= self.solve_at:
            play = Play(CARDS[best_card(world)])
        else:
            values = [rollout(world, p.card, view.seat, self.end_at) for p in plays]
            play = plays[max(range(len(plays)), key=lambda k: (values[k], -k))]
        if play not in plays:
            raise RuntimeError(f"the solver chose {play}, which is not legal here")
        return play
