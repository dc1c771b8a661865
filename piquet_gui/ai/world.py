"""A complete deal in the play, built from a seat's view and one sampled hand for the opponent.

Searching the play needs every card in place; this builds such a deal (a
*world*) from what the seat knows plus a guess at the opponent's hand, with
the score sheet, the pique state and auction piquet's contract as the view
shows them.
"""

from __future__ import annotations

from ..model.cards import mask_of
from ..model.two_handed.deal import Deal, Phase, Step
from ..model.view import SeatView


def play_world(view: SeatView, opponent_hand: int) -> Deal:
    """The deal as it would stand if the opponent held ``opponent_hand`` (a mask)."""
    me, other = view.seat, 1 - view.seat
    deal = Deal.__new__(Deal)
    hands = [0, 0]
    hands[me] = mask_of(view.hand)
    hands[other] = opponent_hand
    deal.rules = view.rules
    deal.dealer, deal.elder, deal.younger = view.dealer, view.elder, 1 - view.elder
    deal.dealt = hands[:]
    deal.hands = hands
    deal.talon = ()
    deal.discards = [0, 0]
    deal.taken = [0, 0]
    deal.phase = Phase.PLAY
    deal.to_act = view.to_act
    deal.cb_holder, deal.cb_announced = None, False
    deal.category, deal.step = 2, Step.CALL
    deal.calls = [[(), (), ()], [(), (), ()]]
    deal.asked = [False, False, False]
    winners = list(view.winners) + [None] * (3 - len(view.winners))
    deal.winners = winners
    deal.scores = [view.scores[0].copy(), view.scores[1].copy()]
    hand_points = [s.carte_blanche + s.point + s.sequences + s.sets + s.carte_rouge for s in view.scores]
    younger = deal.younger
    if not hand_points[younger] and younger in winners:
        hand_points[younger] = 1  # younger won a category but reckons it only after elder's lead
    deal.hand_points = hand_points
    deal.bonus_done = any(s.pique or s.repique for s in view.scores)
    deal.pending = []
    deal.shown = [0, 0]
    deal.said = []
    deal.trick = [c.index for c in view.trick]
    deal.tricks = [(leader, a.index, b.index) for leader, (a, b), _ in view.tricks]
    deal.tricks_won = list(view.tricks_won)
    if view.trick:
        deal.leader = 1 - view.to_act if view.to_act is not None else me
    else:
        deal.leader = view.to_act if view.to_act is not None else me
    deal.leftover_look = False
    deal.leftover_seen = False
    deal.history = []
    deal.actors = []
    deal.play_scored = [view.scores[0].play, view.scores[1].play]
    deal.contract = view.contract  # auction piquet: the solver plays to make or defeat it
    # As the engine sets it: the seventh trick of either seat, under the option (younger may pique too).
    deal.cards_early = view.rules.cards_count_toward_pique and max(view.tricks_won) >= 7
    deal.stop_at = stop_of(view)
    return deal


def stop_of(view: SeatView) -> tuple[int, int] | None:
    """The moment rule's stop as the partie sets it on the deal (``Deal.stop_at``): the points each seat
    needs in this deal to reach the game's target; None where the game has no such target."""
    context = view.partie
    if context is None or context.target is None or len(context.totals) != 2:
        return None
    return context.target - context.totals[0], context.target - context.totals[1]
