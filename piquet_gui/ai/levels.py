"""The five strengths, each a small class over the shared heuristics and search.

1. Beginner: legal with basic sense (``beginner.py``).
2. Casual: keeps its long suit and combinations in the exchange; plays the classic way.
3. Club: the classic advice — discards weighed over the cards the talon may give,
   calls that reveal no more than needed (``calling.py``), cashes masters from
   the long suit, keeps guards, counts the cards.
4. Expert: Club, plus inference: it keeps track of what the opponent's calls,
   replies and voids say about his hand, samples hands that agree, and solves
   the end of the play exactly on each; its exchange is searched over 60
   placements of the cards it cannot see (``exchange.py``).
5. Master: the same search from the first trick, over more hands, drawn as the
   opponent's exchange kept them and weighed by how likely his cards so far are under a
   model fitted to the Master's own play (``play_model.py``); its exchange is searched
   more widely, each of its 12 best discards weighed over 200 placements of the
   cards it cannot see; in the last deal of a partie it plays to the
   settlement (the rubicon, ahead or behind) rather than to the points;
   in a minus contract its exchange is valued by the contract.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from ..model.actions import PLAYS, Action, Bid, Discard, Play
from ..model.cards import mask_of
from ..model.combinations import SEQUENCE_POINTS, SET_POINTS, Category
from ..model.two_handed.deal import Deal
from ..model.events import Speech
from ..model.two_handed.formats import RUBICON, rubicon_points
from ..model.view import SeatView
from . import heuristics
from .auction_bidding import duck_play
from .auction_estimate import choose_estimated_bid
from .beginner import Beginner, ComputerPlayer
from .calling import discreet_declaration
from .exchange import Judge, searched_discard
from .exchange_contract import CONTRACT_SEARCH, contract_judge, minus_candidates
from .exchange_inference import sample_kept
from .knowledge import Knowledge
from .play_inference import modelled_weight, played_of, plays_weight, policy_of
from .player_interface import Player
from .target_utility import target_utility
from .world import play_world


NODE_BUDGET = 60_000
"""The solver's trick nodes one decision may cost over all its sampled hands (up to about 0.9 s on this
machine); the hands left when it is spent are not searched, so a decision is never slow, and the same for a
seed.  It was 150,000, which the first tricks of an auction's minus contract spent whole (up to 2.4 s a card).
The Master with 60,000 against the Master with 150,000, the play alone differing (``bench.master_variants``:
``SameOutsidePlay`` against ``WideBudgetSameOutsidePlay``, 400 mirrored pairs, seed 31): auction +0.48 a
pair, 95% interval [-0.72, +1.68], the slowest decision 946 ms against 1,796; Rubicon -0.01 [-0.22, +0.21],
931 ms against 1,327.  With it the auction's Master beats its Expert by +26.34 a pair [+19.34, +33.34], 69.1%
of the decisive pairs (400 pairs, seed 31), its decisions p95 272 ms, max 938 ms, 120 MB."""


class Casual(ComputerPlayer):
    name = "Casual"

    def discard(self, view: SeatView) -> Discard:
        hand = mask_of(view.hand)
        elder = view.seat == view.elder
        sizes = sorted({view.legal_actions[0].mask.bit_count(), view.legal_actions[-1].mask.bit_count()})  # type: ignore[union-attr]
        count = sizes[-1] if elder else max(sizes[0], min(sizes[-1], 3))
        worst = sorted(view.hand, key=lambda c: heuristics.keep_score(c.index, hand, elder))[:count]
        return Discard(mask_of(worst))

    def play(self, view: SeatView, plays: Sequence[Play]) -> Play:
        return heuristics.club_play(view, plays)


class Club(Casual):
    """Casual's play, with discards weighed over the cards the talon may give, and calls that reveal no
    more than needed."""

    name = "Club"
    draws = 10
    width = 7

    def discard(self, view: SeatView) -> Discard:
        return heuristics.best_discard(view, self.rng, self.draws, self.width)

    def bid(self, view: SeatView) -> Bid:
        """Auction piquet: the call worth most over sampled deals played out (``auction_estimate.py``)."""
        return choose_estimated_bid(view, self.rng)

    def declare(self, view: SeatView) -> Action:
        return discreet_declaration(view, self.rng)


class Expert(Club):
    """Club, with the exchange searched over the cards it cannot see, and the last tricks searched
    exactly over hands that agree with everything seen and said."""

    name = "Expert"
    draws = 14
    width = 8
    search_from = 6
    """Search when this many tricks or fewer are left (counting the one in progress)."""
    node_budget = NODE_BUDGET
    """The solver's nodes one card may cost (see :data:`NODE_BUDGET`)."""
    worlds = 10
    miss: float | None = None
    """The sampled hands weighed by the opponent's cards so far (``search_play``'s ``miss``); None: alike."""
    kept = False
    """The opponent's hands sampled as his exchange would have kept them (``exchange_inference.py``)."""
    power: float | None = None
    """The sampled hands weighed by the fitted model of the opponent's cards so far (``play_model.py``), its
    probabilities raised to this power; None: not (``miss`` then says how)."""
    exchange_candidates = 8
    exchange_worlds = 60
    """The exchange is searched: this many of the best discards, each over this many placements of the
    unseen cards (``exchange.py``)."""

    def discard(self, view: SeatView) -> Discard:
        judge, extra, search = self.exchange_judge(view)
        top, worlds = search or (self.exchange_candidates, self.exchange_worlds)
        return searched_discard(view, self.rng, top, worlds, self.draws, self.width, judge, extra)

    def exchange_judge(self, view: SeatView) -> tuple[Judge | None, tuple[int, ...], tuple[int, int] | None]:
        """How the searched discards are valued (None: by the deal's points), discards to weigh besides the
        plain exchange's best, and how many of those best and over how many worlds (None: as the level)."""
        return None, (), None

    def play(self, view: SeatView, plays: Sequence[Play]) -> Play:
        if len(plays) == 1:
            return plays[0]
        left = 12 - len(view.tricks)
        if left > self.search_from:
            return heuristics.club_play(view, plays)
        choice = search_play(view, plays, self.rng, self.worlds, self.utility(view), self.node_budget,
                             miss=self.miss, kept=self.kept, power=self.power)
        return choice or heuristics.club_play(view, plays)

    def minus_play(self, view: SeatView, plays: list[Play]) -> Play:
        """Auction piquet, a minus contract: searched from the first trick (the solver scores the contract),
        not ducked by rule of thumb."""
        if len(plays) == 1:
            return plays[0]
        # The first trick of a minus contract is the slowest to solve (measured up to 1.8 s with every
        # world): half the worlds there.
        worlds = self.worlds if view.tricks else max(4, self.worlds // 2)
        return search_play(view, plays, self.rng, worlds, self.utility(view), self.node_budget,
                           miss=self.miss, kept=self.kept, power=self.power) \
            or duck_play(view, plays)

    def utility(self, view: SeatView) -> Utility | None:
        """How the searched outcomes are valued: by the points (None), or by what the partie then pays."""
        return None


class Master(Expert):
    """Expert's search from the first trick, an exchange searched over the opponent's possible hands,
    and the last deal of a partie played to the settlement.  Its play searches 48 hands (Expert 10),
    drawn as the opponent's exchange would have kept them (``exchange_inference.py``) and each weighed by how
    likely his cards so far are in it under the fitted model of the Master's card (``play_model.py``,
    ``play_inference.modelled_weight``).  Measured against the Master before issue 31, with the bidding, the
    exchange and the calls made alike (``bench.master_variants.SameOutsidePlay``) so that the play alone
    differs: Rubicon +1.40 a mirrored pair, 95% interval [+1.04, +1.77], 77.1% of the decisive pairs won (800
    pairs, seed 41).  Its distance to the perfect player's play,
    alike outside it (``bench.master_variants``' table): Rubicon 2.51 a pair before issue 31, 1.04 now; auction
    15.48 before, 9.27 now (400 pairs, seed 22)."""

    name = "Master"
    draws = 20
    width = 8
    search_from = 12
    worlds = 48
    kept = True
    power: float | None = 1.0
    exchange_candidates = 12
    exchange_worlds = 200

    def utility(self, view: SeatView) -> Utility | None:
        return score_utility(view) or target_utility(view)

    def exchange_judge(self, view: SeatView) -> tuple[Judge | None, tuple[int, ...], tuple[int, int] | None]:
        """In a minus contract, by the contract (``exchange_contract.py``: its play-out is slower, so fewer of
        the plain best and fewer worlds).  Near the end of au cent's game the exchange stays on the points:
        valued by the game's standing instead (``exchange_standing.py``) it measured no better (-0.31
        [-2.32, +1.69] a mirrored pair, ``bench.endgame --game au-cent``, 300 positions)."""
        judge = contract_judge(view)
        if judge is not None:
            return judge, minus_candidates(view), CONTRACT_SEARCH
        return None, (), None


TWO_HANDED: dict[str, Callable[[random.Random], Player]] = {
    "beginner": Beginner, "casual": Casual, "club": Club, "expert": Expert, "master": Master}
"""The five levels by name, weakest first (``player.LEVELS``): the one table where :func:`player.make_player`
and the three-handed game's two-handed end (``round_levels.py``) find a level."""


def settlement(mine: float, theirs: float) -> float:
    """What a rubicon partie pays me (negative: what I pay) at these final totals."""
    if mine > theirs:
        return rubicon_points(round(mine), round(theirs))
    if mine < theirs:
        return -rubicon_points(round(theirs), round(mine))
    return 0.0


def guarded_settlement(mine: float, theirs: float, before: tuple[int, int]) -> float:
    """:func:`settlement` with the rubiconed loser's points frozen at his total ``before`` the deal.

    By the laws a rubiconed loser's own points add to what he pays, so the exact settlement would
    have a player already beaten throw points away, and a winner feed his rubiconed opponent, each
    a step from the cliff at 100.  Measured, that loses: the sampled hands misjudge how near the
    cliff is.  Frozen, more points are never worse for a side and the cliff keeps all its weight.
    """
    if mine > theirs:
        return rubicon_points(round(mine), round(theirs) if theirs >= RUBICON else before[1])
    if mine < theirs:
        return -rubicon_points(round(theirs), round(mine) if mine >= RUBICON else before[0])
    return 0.0


Utility = Callable[[int, int], float]
"""What finishing the deal with these scores (mine, the opponent's) is worth."""


def score_utility(view: SeatView) -> Utility | None:
    """In the last deal of a rubicon partie, what finishing the deal with given scores is worth: what
    the partie then pays, rubicon included.  Earlier (or in other games) None: the points count.

    Younger's good calls, which he reckons only at elder's first lead, are counted from his words.
    """
    context = view.partie
    if context is None or context.deals_left != 0:
        return None
    me, other = view.seat, 1 - view.seat
    extra = [0, 0]
    extra[1 - view.elder] = younger_pending(view)

    before = context.totals[me], context.totals[other]

    def utility(mine: int, theirs: int) -> float:
        return guarded_settlement(before[0] + (mine + extra[me]) * context.multiplier,
                                  before[1] + (theirs + extra[other]) * context.multiplier, before)

    return utility


def younger_pending(view: SeatView) -> int:
    """Points younger has won in the calling but not yet reckoned (before elder's first lead), as his
    words tell them: the call he made, or the least that beat elder's."""
    if view.tricks or view.trick:
        return 0
    younger = 1 - view.elder
    if view.scores[younger].total:
        return 0
    total = 0
    for category, winner in zip((Category.POINT, Category.SEQUENCES, Category.SETS), view.winners):
        if winner != younger:
            continue
        lines = [s for s in view.said if s.category is category]
        his = [s for s in lines if s.seat == younger and s.speech is Speech.CALL]
        elder_call = next((s for s in lines if s.seat == view.elder and s.speech is Speech.CALL), None)
        asked = any(s.seat == younger and s.speech is Speech.ASK for s in lines)
        if his:
            size = his[0].value
        elif elder_call is not None:
            size = elder_call.value if asked else elder_call.value + (category is not Category.SETS)
        else:
            continue
        if category is Category.POINT:
            total += size
        elif category is Category.SEQUENCES:
            total += SEQUENCE_POINTS.get(min(size, 8), 0)
        else:
            total += SET_POINTS.get(min(size, 4), 0)
    if total >= view.rules.repique_threshold and not view.scores[view.elder].total:
        total += 60
    return total

CLOSE = 12
"""Cards within this many points of the best are played out to the end when the score matters."""


def search_play(view: SeatView, plays: Sequence[Play], rng: random.Random, worlds: int,
                utility: Utility | None = None, node_budget: int = NODE_BUDGET,
                miss: float | None = None, kept: bool = False, power: float | None = None) -> Play | None:
    """The card with the best average exact value over opponent hands sampled to agree with the view.

    With a ``utility`` (the score of the partie matters more than the points), each card close to the
    best is played out on the solver's line to both final scores, and the card worth most on average
    is chosen; the points break ties.  At most ``node_budget`` solver nodes are spent (None if no hand
    could be searched within it).  With ``miss``, each hand counts as likely as the opponent's cards so far
    are in it under the simple play (:func:`play_inference.plays_weight`); with ``kept``, the hands are drawn
    as his exchange would have kept them (:func:`exchange_inference.sample_kept`).
    """
    try:
        from .solver import SolverBudgetExceeded, best_card, last_node_count, solve
    except ImportError:
        return None
    knowledge = Knowledge.from_view(view)
    hands = sample_kept(view, knowledge, rng, worlds) if kept else []
    if len(hands) < worlds:
        hands += knowledge.sample(rng, worlds - len(hands))
    if not hands:
        return None
    totals: dict[int, float] = {p.card.index: 0.0 for p in plays}
    worth: dict[int, float] = {p.card.index: 0.0 for p in plays}
    spent = 0
    searched = 0
    played = played_of(view) if miss is not None or power is not None else []
    minus = view.contract is not None and view.contract.minus
    mine = mask_of(view.hand)
    for hand in hands:
        weight = 1.0
        if miss is not None or power is not None:
            both = [0, 0]
            both[view.seat], both[1 - view.seat] = mine, hand
            if power is not None:
                weight = modelled_weight(both, played, view.seat, minus, power)
            else:
                weight = plays_weight(both, played, view.seat, 2, miss or 0.0, policy_of(view))
        world = play_world(view, hand)
        try:
            values = solve(world, budget_nodes=max(1, node_budget - spent))
        except SolverBudgetExceeded:
            break
        spent += last_node_count()
        searched += 1
        for index in totals:
            totals[index] += weight * values.get(index, -1000)
        if utility is None:
            continue
        best = max(totals, key=lambda i: values.get(i, -1000))
        ends = {i: _played_out(world, i, best_card) for i in totals if values.get(i, -1000) >= values[best] - CLOSE}
        mine_end, theirs_end = ends[best]
        for index in totals:
            if index in ends:
                worth[index] += weight * utility(*ends[index])
            else:  # far worse in points: its scores are guessed from the best line's
                shift = (values.get(index, -1000) - values[best]) // 2
                worth[index] += weight * utility(mine_end + shift, theirs_end - shift)
    if not searched:
        return None
    return max(plays, key=lambda p: (worth[p.card.index], totals[p.card.index], -p.card.rank))


def _played_out(world: Deal, index: int, best_card: Callable[[Deal], int]) -> tuple[int, int]:
    """Both final scores of the deal (the seat to act's first) when it plays card ``index`` and then
    both sides follow the solver's best line to the last trick, past any target."""
    seat = world.to_act
    assert seat is not None
    deal = world.copy()
    deal.stop_at = None  # the line to its last trick (following the stop there costs seconds): the utility
    deal.apply(PLAYS[index])  # judges the totals, a target reached by both as by their totals
    while not deal.is_over():
        first = deal.legal_actions()[0]
        deal.apply(PLAYS[best_card(deal)] if isinstance(first, Play) else first)
    return deal.scores[seat].total, deal.scores[1 - seat].total
