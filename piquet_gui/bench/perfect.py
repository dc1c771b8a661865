"""The perfect-information player: a yardstick for the benchmark, never an opponent in the game.

Every other player decides from ``deal.view(seat)`` alone.  This one is the
deliberate exception: it is handed the live :class:`~piquet_gui.model.Deal`
and so **sees every card** (the opponent's hand and discard, the whole
talon).  It exists only so that ``python -m piquet_gui.bench.players`` can measure
how far each level is from the ceiling; the game never offers it, and
``make_player`` does not know it.

It chooses like ``make_player(base)`` (``"beginner"`` unless told otherwise)
everywhere except the play phase.
There it plays ``piquet_gui.ai.solver.best_card(deal)`` (an exact
perfect-information search) when that module exists, and otherwise a
one-step look-ahead: each legal card is tried and the rest of the deal
played out by a greedy rule that uses both hands (lead a card the opponent
cannot beat, else from the longest suit; follow with the cheapest winner,
else the lowest card), and the card with the best outcome is played.  It
never looks at the talon left by younger (Law 36): it already knows those
cards, and looking would only show them to elder as well.
"""

from __future__ import annotations

import importlib
import types
from typing import Any

from ..model.actions import PLAYS, Action, LookAtTalon, Play
from ..model.cards import CARDS, SUIT_MASKS, Card
from ..model.two_handed.deal import Deal, Phase
from ..model.view import SeatView
from ..ai.player import make_player

_SOLVER: types.ModuleType | None | bool = False  # False: not looked for yet


def solver_module() -> types.ModuleType | None:
    """``piquet_gui.ai.solver`` if it exists (and offers ``best_card``), else None."""
    global _SOLVER
    if _SOLVER is False:
        try:
            module = importlib.import_module(f"{__package__}.solver")
        except ModuleNotFoundError as error:
            if error.name != f"{__package__}.solver":
                raise
            module = None
        _SOLVER = module if module is not None and hasattr(module, "best_card") else None
    return _SOLVER if isinstance(_SOLVER, types.ModuleType) else None


class PerfectPlayer:
    """Sees every card of the deal it is attached to.  For the benchmark only."""

    name = "Perfect information"
    sees_everything = True

    def __init__(self, deal: Deal | None = None, seed: int = 0, use_solver: bool | None = None,
                 base: str = "beginner") -> None:
        """``use_solver``: None uses the solver if it exists, False always the greedy look-ahead.
        ``base``: the level whose choices it makes before the play."""
        self.deal = deal
        self._base = make_player(base, seed)
        self._solver = solver_module() if use_solver is not False else None
        if use_solver and self._solver is None:
            raise RuntimeError("piquet_gui.ai.solver (with best_card) is not available")

    @property
    def uses_solver(self) -> bool:
        return self._solver is not None

    def attach(self, deal: Deal) -> None:
        """The bench hands over each new deal before the first decision in it."""
        self.deal = deal

    def choose(self, view: SeatView) -> Action:
        deal = self.deal
        if deal is None:
            raise RuntimeError("the perfect-information player needs the deal: call attach(deal) first")
        if deal.to_act != view.seat:
            raise RuntimeError(f"attached to a deal where seat {deal.to_act} acts, asked for seat {view.seat}")
        if deal.phase is not Phase.PLAY:
            return self._base.choose(view)
        first = view.legal_actions[0]
        if isinstance(first, LookAtTalon):
            return LookAtTalon(False)
        if self._solver is not None:
            return self._from_solver(self._solver.best_card(deal.copy()), view)
        return rollout_play(deal)

    @staticmethod
    def _from_solver(choice: Any, view: SeatView) -> Play:
        play = choice if isinstance(choice, Play) else PLAYS[choice.index if isinstance(choice, Card) else choice]
        if play not in view.legal_actions:
            raise RuntimeError(f"the solver chose {play}, which is not legal here")
        return play


def rollout_play(deal: Deal) -> Play:
    """The legal card whose greedy play-out (see :func:`greedy_play`) leaves the best margin."""
    seat = deal.to_act
    assert seat is not None
    plays = [a for a in deal.legal_actions() if isinstance(a, Play)]
    if len(plays) == 1:
        return plays[0]
    best, best_margin = plays[0], -10 ** 9
    for play in plays:
        trial = deal.copy()
        trial.apply(play)
        while not trial.is_over():
            actions = trial.legal_actions()
            trial.apply(LookAtTalon(False) if isinstance(actions[0], LookAtTalon) else greedy_play(trial))
        margin = trial.scores[seat].total - trial.scores[1 - seat].total
        if margin > best_margin:
            best, best_margin = play, margin
    return best


def greedy_play(deal: Deal) -> Play:
    """A card for the player to act, knowing both hands (the fallback without a solver)."""
    seat = deal.to_act
    assert seat is not None
    plays = [a for a in deal.legal_actions() if isinstance(a, Play)]
    cards = [p.card for p in plays]
    if deal.trick:
        led = CARDS[deal.trick[0]]
        winners = [c for c in cards if c.suit == led.suit and c.rank > led.rank]
        if winners:
            return PLAYS[min(winners, key=lambda c: c.rank).index]
        return PLAYS[min(cards, key=lambda c: (c.rank, c.index)).index]
    opponent = deal.hands[1 - seat]

    def beaten(card: Card) -> bool:
        return bool(opponent & SUIT_MASKS[card.suit] & ~((card.bit << 1) - 1))

    sure = [c for c in cards if not beaten(c)]
    if sure:
        # Cash the suit with most sure winners first, its highest card first.
        def sure_in_suit(c: Card) -> int:
            return sum(1 for o in sure if o.suit == c.suit)
        return PLAYS[max(sure, key=lambda c: (sure_in_suit(c), c.rank, -c.index)).index]

    def length(c: Card) -> int:
        return (deal.hands[seat] & SUIT_MASKS[c.suit]).bit_count()
    return PLAYS[max(cards, key=lambda c: (length(c), -c.rank, -c.index)).index]
