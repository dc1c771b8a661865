"""Card play by determinized Monte-Carlo rollouts for three-handed (normand) and four-handed (partnership)
piquet: the Expert and Master of those games.

From its seat's :class:`~piquet_gui.model.view.SeatView` alone, the player samples ``worlds`` deals of the
cards it cannot see to the other seats (and, three-handed, to the unseen discard and talon) consistently
with what it knows: the cards a seat showed in its calls or with carte blanche stay with it, a seat that
did not follow a suit holds none of it, every hand has its size, and with ``infer`` (the four-handed
levels) every seat's hand agrees with what it said in the calls (``round_inference.py``).  For each legal card it plays every world
to the end with the simple player's play (:func:`~piquet_gui.ai.table_play.table_play`,
:func:`~piquet_gui.ai.partnership_player.partner_table_play`) for every seat, and keeps the card with the
best mean of its side's final deal score minus the others': three-handed, its own score minus the *mean*
of the two others' (what the bench measures); four-handed, its side's minus the other side's.  The same
worlds serve every card (common random numbers).  Everything else (carte blanche, the exchange, the calls,
the two-handed end of the three-handed game) is the simple player's.

With ``exact`` (the four-handed Master), a rollout stops where that many tricks are left and the solver
(``round_solver.py``) counts the rest exactly, every hand known in that world; with ``solve_from``, once that
few tricks are left, each world is solved whole instead (every card valued by one search: perfect play on
the sampled cards, the classic determinized search), within a budget of solver nodes a decision.

With ``target_play`` (no level uses it: measured no better, see ``round_levels.TARGET_PLAY``), once some side is near the game's target (``round_target.py``), the sampled
deals keep the moment rule's stop (the deal ends the instant a side reaches the target) and a rollout's end
is valued by what the game's standing is then worth to the seat: the expected stakes of the three-handed
game's end, the partnership game's expected settlement.

Deterministic for a seed: the worlds come from the player's own ``random.Random``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from ..model.actions import Action, Play
from ..model.cards import CARDS, FULL_PACK, SUIT_MASKS, Card, cards_of, iter_bits, mask_of
from ..model.events import Event
from ..model.normand.deal import ThreeHandDeal
from ..model.partnership.deal import PartnershipDeal
from ..model.round_deal import RoundDeal
from ..model.tricks import Phase, TargetReachedStop
from ..model.view import SeatView
from .partnership_player import partner_table_play
from .play_inference import played_of, plays_weight
from .player_interface import Player
from .round_inference import deal_agreeing
from .round_solver import RoundSolverBudgetExceeded, last_node_count, position_value, solve
from .round_target import round_target
from .table_play import table_play

SOLVE_NODES = 10_000
"""The solver's trick nodes a decision may spend on worlds solved whole.  Half the 20,000 of before
(``bench.master_variants:PartnersSolvedMore``): the same card in 346 of 350 decisions of four Masters
(16 deals), whose p95 was 477 and 464 ms against 757 and 647, max 660 and 703 against 1,118 and 1,311 (two
runs, each timing both on the same positions, cold tables); against it -0.60 a pair, 95% interval
[-1.95, +0.76] (400 pairs, seed 31), the perfect player's lead 7.48 [5.98, 8.97] against 7.30 [5.84, 8.76]
(seed 22): no difference measured."""

PILE = -1
"""The bin of the cards in no hand: the dealer's discard and the talon cards nobody took (three-handed)."""


class RoundSearchPlayer:
    """Rollout search in the play of a three- or four-handed deal; ``base`` (the simple player) does the rest.

    ``worlds``: how many deals are sampled per decision; ``budget``: at most this many rollout card plays
    per decision (fewer worlds when there are many cards and tricks left; never fewer than ``min_worlds``);
    ``target_play``: near the game's end, play to it (see the module's docstring).
    """

    def __init__(self, rng: random.Random, base: Player, worlds: int = 20, min_worlds: int = 6,
                 budget: int = 4000, name: str = "Search", target_play: bool = False, infer: bool = True,
                 miss: float | None = None, exact: int = 0, solve_from: int = 0,
                 solve_nodes: int = SOLVE_NODES) -> None:
        self.rng = rng
        self.exact = exact
        """A rollout's last tricks, from this many left, are counted exactly by the solver (``round_solver.py``)
        rather than played out by the simple play; 0: rollouts to the end."""
        self.solve_from = solve_from
        """From this many tricks left, each world is solved whole instead (every card valued by one search),
        within ``solve_nodes`` trick nodes a decision: the worlds left when they are spent are not used, and
        each of the first ``min_worlds`` may spend its share of what is left (the nodes left over by the
        worlds before it, shared by it and the first ones after it) or is rolled out instead; 0: never."""
        self.solve_nodes = solve_nodes
        self.miss = miss
        """With a value, each world counts as likely as the others' cards so far are in it under the simple
        play (``play_inference.py``); None: every world alike."""
        self.infer = infer
        """Deal the worlds to agree with the calls (``round_inference.py``); False: the sampler before it."""
        self.base = base
        self.worlds = worlds
        self.min_worlds = min_worlds
        self.budget = budget
        self.name = name
        self.target_play = target_play

    def choose(self, view: SeatView[Any]) -> Action:
        if len(view.seats) in (3, 4) and view.phase is Phase.PLAY:
            plays = [a for a in view.legal_actions if isinstance(a, Play)]
            if len(plays) > 1:
                return self.search(view, plays)
        return self.base.choose(view)

    def search(self, view: SeatView[Any], plays: Sequence[Play]) -> Play:
        count = self.world_count(view, len(plays))
        totals = [0.0] * len(plays)
        plan = round_target(view) if self.target_play else None
        value = plan.value if plan is not None else None
        solving = self.solve_from and plan is None and tricks_left_in(view) <= self.solve_from
        spent = 0
        for n, (world, weight) in enumerate(self.weighed_worlds(view, count, bool(solving))):
            if plan is not None:
                world.stop_at = plan.stop_at
            if solving:
                first = n < self.min_worlds
                if not first and spent >= self.solve_nodes:
                    break
                # each of the first worlds may spend its share of what is left; one that needs more is rolled out
                cap = (self.solve_nodes - spent) // (self.min_worlds - n) if first else self.solve_nodes - spent
                try:
                    solved = solve(world, max(1, cap))
                except RoundSolverBudgetExceeded:
                    if not first:
                        break
                    spent += cap
                else:
                    spent += last_node_count()
                    for k, play in enumerate(plays):
                        totals[k] += weight * solved[play.card.index]
                    continue
            # (a rolled-out world counts the score so far too, the same for every card: no choice changes)
            for k, play in enumerate(plays):  # (a rollout valued by the target's plan counts no exact end)
                totals[k] += weight * rollout(world, play.card, view.seat, exact_at=self.exact, value=value)
        best = max(range(len(plays)), key=lambda k: (totals[k], -k))
        return plays[best]

    def weighed_worlds(self, view: SeatView[Any], count: int, solving: bool) -> Iterator[tuple[RoundDeal, float]]:
        """``count`` sampled deals (:func:`sample_world`), each with its weight in the search: alike, or as the
        others' cards so far make it likely (``miss``); ``solving``: each will be solved whole (the bench's
        variants draw them otherwise then)."""
        played = played_of(view) if self.miss is not None else []
        for _ in range(count):
            world = sample_world(view, self.rng, self.infer)
            weight = 1.0
            if self.miss is not None:
                weight = plays_weight(world.hands, played, view.seat, len(view.seats), self.miss)
            yield world, weight

    def world_count(self, view: SeatView[Any], cards: int) -> int:
        seats = len(view.seats)
        size: int = view.rules.hand_size
        left = seats * size - sum(len(t.cards) for t in view.tricks) - len(view.trick)
        return max(self.min_worlds, min(self.worlds, self.budget // max(1, cards * left)))


def tricks_left_in(view: SeatView[Any]) -> int:
    """Tricks still to finish in the view's deal, the one in play included."""
    return int(view.rules.hand_size) - len(view.tricks)


# --- what the seat knows -------------------------------------------------------------------------

def seat_knowledge(view: SeatView[Any]) -> tuple[list[int], list[int], list[int], int, int]:
    """Per seat: the cards it played, the suits it showed void in (a mask of suit masks) and the cards it
    must hold (shown, unplayed); the cards this seat cannot place; and the leader of the trick in play."""
    n = len(view.seats)
    played = [0] * n
    voids = [0] * n
    for trick in view.tricks:
        led = trick.cards[0].suit
        for i, card in enumerate(trick.cards):
            s = (trick.leader + i) % n
            played[s] |= card.bit
            if card.suit != led:
                voids[s] |= SUIT_MASKS[led]
    leader = (view.seat - len(view.trick)) % n
    if view.trick:
        led = view.trick[0].suit
        for i, card in enumerate(view.trick):
            s = (leader + i) % n
            played[s] |= card.bit
            if card.suit != led:
                voids[s] |= SUIT_MASKS[led]
    gone = 0
    for mask in played:
        gone |= mask
    known = mask_of(view.hand) | gone | mask_of(view.discard) | mask_of(view.drawn) \
        | mask_of(c for c in view.talon if c is not None)
    unknown = FULL_PACK & ~known
    held = [0] * n
    for s in range(n):
        if s == view.seat:
            continue
        held[s] = mask_of(view.shown[s]) & unknown
        blanche = mask_of(view.carte_blanche_shown[s]) & unknown
        if blanche and not (n == 3 and s == view.dealer):  # the dealer may have put out some of his
            held[s] |= blanche
    return played, voids, held, unknown, leader


def sample_world(view: SeatView[Any], rng: random.Random, infer: bool = True) -> RoundDeal:
    """A whole deal in the play, as it might stand given the seat's view: the unseen cards dealt at random,
    consistently with what the seat knows; ``infer``: with what each seat said in the calls too
    (:func:`~piquet_gui.ai.round_inference.deal_agreeing`)."""
    n = len(view.seats)
    me = view.seat
    size = view.rules.hand_size
    played, voids, held, unknown, leader = seat_knowledge(view)
    capacity: dict[int, int] = {s: size - played[s].bit_count() for s in range(n) if s != me}
    pile = unknown.bit_count() - sum(capacity.values())
    if pile > 0:
        capacity[PILE] = pile
    dealer_blanche = mask_of(view.carte_blanche_shown[view.dealer]) & unknown if n == 3 and view.dealer != me \
        else 0
    if infer and view.said:
        hands = deal_agreeing(view, played, voids, held, unknown, capacity, dealer_blanche, rng, _deal_unknown)
    else:
        hands = _deal_unknown(unknown, capacity, voids, held, dealer_blanche, view.dealer, rng)
    hands[me] = mask_of(view.hand)
    dealt = [hands[s] | played[s] for s in range(n)]
    if n == 3:
        talon = cards_of(FULL_PACK & ~(dealt[0] | dealt[1] | dealt[2]))
        deal: RoundDeal = ThreeHandDeal(view.dealer, [cards_of(m) for m in dealt], talon, view.rules)
    else:
        deal = PartnershipDeal(view.dealer, [cards_of(m) for m in dealt], view.rules)
    deal.hands = hands[:n]
    deal.phase, deal.to_act, deal.leader = Phase.PLAY, me, leader
    deal.trick = [c.index for c in view.trick]
    deal.tricks = [(t.leader, tuple(c.index for c in t.cards)) for t in view.tricks]
    deal.tricks_won = list(view.tricks_won)
    deal.scores = [s.copy() for s in view.scores]
    deal.hand_points = [s.carte_blanche + s.point + s.sequences + s.sets + s.carte_rouge for s in view.scores]
    deal.bonus_done = any(s.pique or s.repique for s in view.scores)
    deal.winners = list(view.winners)
    deal.stop_at, deal.stopped = None, None
    return deal


def _deal_unknown(unknown: int, capacity: dict[int, int], voids: list[int], held: list[int],
                  dealer_blanche: int, dealer: int, rng: random.Random) -> list[int]:
    """The unknown cards into the bins (other seats, the pile), each to its capacity, the held cards to their
    holder, none into a seat in a suit it showed void in (dropped if that cannot be done)."""
    bins = list(capacity)
    for attempt in range(30):
        strict = attempt < 25
        hands = {b: 0 for b in bins}
        room = dict(capacity)
        free: list[tuple[int, list[int]]] = []
        ok = True
        for index in iter_bits(unknown):
            bit = 1 << index
            owner = next((s for s in bins if s != PILE and held[s] & bit), None)
            if owner is not None:
                hands[owner] |= bit
                room[owner] -= 1
                continue
            allowed = [b for b in bins if b == PILE or not (strict and voids[b] & bit)]
            if dealer_blanche & bit:
                allowed = [b for b in allowed if b in (dealer, PILE)]
            free.append((index, allowed))
        if any(r < 0 for r in room.values()):
            ok = False
        rng.shuffle(free)
        free.sort(key=lambda item: len(item[1]))
        for index, allowed in free if ok else ():
            open_bins = [b for b in allowed if room[b] > 0]
            if not open_bins:
                ok = False
                break
            weights = [room[b] for b in open_bins]
            chosen = rng.choices(open_bins, weights)[0]
            hands[chosen] |= 1 << index
            room[chosen] -= 1
        if ok:
            out = [hands.get(s, 0) for s in range(len(voids))]
            return out
    # Nothing consistent found (it should not happen): any deal of the right sizes.
    cards = list(iter_bits(unknown))
    rng.shuffle(cards)
    out = [0] * len(voids)
    for b in bins:
        for index in cards[:capacity[b]]:
            if b != PILE:
                out[b] |= 1 << index
        cards = cards[capacity[b]:]
    return out


# --- the rollouts --------------------------------------------------------------------------------

def rollout(world: RoundDeal, card: Card, seat: int, exact_at: int = 0,
            value: Callable[[RoundDeal], float] | None = None) -> float:
    """``seat`` plays ``card`` in a copy of ``world``, then every seat the simple play to the end (or until
    a side reaches the world's ``stop_at``, the moment rule): the seat's side's score minus the others'
    (their mean, three-handed), or ``value`` of the deal's end.  With ``exact_at`` (and no ``value``), the
    simple play stops at the start of the trick where that many tricks are left, and the solver
    (:func:`~piquet_gui.ai.round_solver.position_value`) counts the rest exactly."""
    deal = world.copy()
    try:
        score = _play_out(deal, card, seat, 0 if value is not None else exact_at)
    except TargetReachedStop:  # the moment rule: the deal ends there
        deal.phase, deal.to_act = Phase.OVER, None
        score = None
    if value is not None:
        return value(deal)
    return score if score is not None else seat_score(deal, seat)


def _play_out(deal: RoundDeal, card: Card, seat: int, exact_at: int) -> float | None:
    """The rollout's play (see :func:`rollout`): the value when the solver counts the end, else None."""
    events: list[Event] = []
    gone = 0
    for _, cards in deal.tricks:
        for i in cards:
            gone |= 1 << i
    for i in deal.trick:
        gone |= 1 << i
    deal._play(card, events)
    gone |= card.bit
    four = deal.seats == 4
    size = deal.rules.hand_size
    while deal.phase is not Phase.OVER:
        if exact_at and not deal.trick and size - len(deal.tricks) <= exact_at:
            return seat_score(deal, seat) + position_value(deal, seat)
        to_act = deal.to_act
        assert to_act is not None
        plays = deal.legal_actions()
        if len(plays) == 1:
            chosen = plays[0]
            assert isinstance(chosen, Play)
            next_card = chosen.card
        else:
            hand = deal.hands[to_act]
            out = FULL_PACK & ~(hand | gone)
            trick = [CARDS[i] for i in deal.trick]
            legal = [p for p in plays if isinstance(p, Play)]
            held = cards_of(hand)
            next_card = (partner_table_play(to_act, held, out, trick, legal) if four
                         else table_play(held, out, trick, legal, 3)).card
        deal._play(next_card, events)
        gone |= next_card.bit
        if len(events) > 64:
            events.clear()
    return None


def seat_score(deal: RoundDeal, seat: int) -> float:
    """The seat's side's deal total minus the others' (their mean, three-handed)."""
    side: int = deal.side_of(seat)
    totals: list[int] = [s.total for s in deal.scores]
    others = [t for k, t in enumerate(totals) if k != side]
    return totals[side] - sum(others) / len(others)
