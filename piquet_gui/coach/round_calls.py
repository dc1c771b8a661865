"""A call or a pass of a three- or four-handed deal, valued from the seat's view alone.

In three and four hands the engine offers a seat its full declaration or silence (``round_deal``), so a
decision of the calling is: call, or sink the call.  Over ``worlds`` deals of the unseen cards that agree with
everything the seat has seen and heard (``ai.round_search.sample_world``, with the calls' inference), the deal
is rebuilt from its start through the engine: the hands as dealt, carte blanche announced as it was, the
dealer's exchange (three hands: for another seat, the cards the dealer took are drawn among his hand and his
discard among the unseen rest, which changes nothing of the calls), and the calling so far replayed from the
words said (each call the declaration the world's hand makes, ``ai.round_inference.declaration``).  A world
in which the words do not come out the same is dropped and another drawn.  Each alternative is then made,
the calling finished by every seat declaring in full (as the computer players do), and the deal played out
as the cards are (``coach.round_play``: the simple play, here the last :data:`EXACT_TRICKS` tricks exactly),
in points of the deal: three hands the seat's points minus the mean of the others', four hands its side's
minus the other side's.
The dealer's exchange (three hands) is judged the same way, the deal rebuilt at the exchange, over
:data:`EXCHANGE_WORLDS` deals, among the discards :func:`discard_candidates` weighs.

**Not valued**: what a call tells the others (the cards it shows, what they infer from a silence): the
others play the world's cards as the simple player does, whatever was said.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from ..ai.partnership_player import partner_table_play
from ..ai.round_inference import declaration
from ..ai.round_search import rollout, sample_world, seat_score
from ..ai.table_play import table_play
from ..model.actions import Action, Call, CarteBlanche, Discard, Play
from ..model.cards import CARDS, FULL_PACK, cards_of, iter_bits, mask_of
from ..model.errors import IllegalActionError
from ..model.events import Said
from ..model.normand.deal import ThreeHandDeal
from ..model.partnership.deal import PartnershipDeal
from ..model.round_deal import RoundDeal
from ..model.tricks import Phase
from ..model.view import SeatView

EXCHANGE_WORLDS = 24
"""Sampled deals the dealer's exchange is judged over (it has the most alternatives: the first mark waits on it)."""

EXACT_TRICKS = 5
"""The play after a call or the exchange is solved exactly from this many tricks left (the cards' own
judgement, ``round_play``, from 6): measured on 20 three-handed deals, the exchange judged over 12 deals took
2.2 s at most with 6, 0.3 s with 5."""

ROUNDS = 4
"""Draws of ``worlds`` deals at most, when too many cannot replay the words said."""

VALUED = ("the points of the calling, repique and pique, and the play that follows (the simple play, the last "
          "tricks exactly); what a call tells the others is not valued")

def round_call_rows(view: SeatView[Any], actions: Sequence[Action], rng: random.Random,
                    worlds: int) -> list[list[float]]:
    """A call or a pass, or the dealer's discard (three hands): per alternative (in the order of ``actions``),
    its value in each sampled deal (the same for all); fewer
    than ``worlds`` deals where the words could not be replayed often enough (none: no deal agrees)."""
    return sampled_rows(actions, worlds, lambda: _rebuilt(view, rng), lambda deal, action: _value(deal, action,
                                                                                                  view.seat))


def sampled_rows(actions: Sequence[Action], worlds: int, draw: Callable[[], RoundDeal | None],
                 value: Callable[[RoundDeal, Action], float]) -> list[list[float]]:
    """Each alternative's ``value`` in each of up to ``worlds`` deals ``draw`` gives (None: a draw that does not
    agree with what was seen and heard, tried again up to ``ROUNDS`` times as often), the same deals for all."""
    rows: list[list[float]] = [[] for _ in actions]
    count = 0
    for _ in range(worlds * ROUNDS):
        if count == worlds:
            break
        deal = draw()
        if deal is None:
            continue
        count += 1
        for row, action in zip(rows, actions):
            row.append(value(deal, action))
    return rows


def discard_candidates(view: SeatView[Any], chosen: Discard) -> list[Discard]:
    """The three-handed dealer's discards weighed: none (where the rules allow it), each of his four lowest
    cards, each two of them, and the one made (at most 12: the first mark waits on the exchange)."""
    legal = [a for a in view.legal_actions if isinstance(a, Discard)]
    low = min(a.mask.bit_count() for a in legal)
    lowest = [c.bit for c in sorted(view.hand, key=lambda c: (c.rank, c.suit))]
    masks = ([0] if low == 0 else []) + lowest[:4] + [a | b for k, a in enumerate(lowest[:4]) for b in lowest[k + 1:4]]
    out = [Discard(m) for m in masks]
    if chosen not in out:
        out.append(chosen)
    return out


def _rebuilt(view: SeatView[Any], rng: random.Random) -> RoundDeal | None:
    """A deal agreeing with the view, at the seat's decision in the calling (None: the words do not replay)."""
    world = sample_world(view, rng, True)
    n = len(view.seats)
    hands = list(world.hands[:n])
    rules = view.rules
    if n == 4:
        deal: RoundDeal = PartnershipDeal(view.dealer, [cards_of(m) for m in hands], rules)
        discard = None
    else:
        pile = FULL_PACK & ~(hands[0] | hands[1] | hands[2])
        dealer = view.dealer
        taken = view.taken[dealer] or 0
        if dealer == view.seat:
            drawn = [c.index for c in view.drawn]
            out = mask_of(view.discard)
        else:
            drawn = rng.sample(sorted(iter_bits(hands[dealer] & ~mask_of(view.carte_blanche_shown[dealer]))), taken)
            out = 0
            for index in rng.sample(sorted(iter_bits(pile)), taken):
                out |= 1 << index
        rest = list(iter_bits(pile & ~out))
        rng.shuffle(rest)
        dealt = list(hands)
        for index in drawn:
            dealt[dealer] &= ~(1 << index)
        dealt[dealer] |= out
        talon = drawn + rest
        try:
            deal = ThreeHandDeal(dealer, [cards_of(m) for m in dealt], [CARDS[i] for i in talon], rules)
        except ValueError:
            return None
        discard = Discard(out)
    announced = set(view.carte_blanche)
    try:
        while deal.phase is Phase.CARTE_BLANCHE:
            deal.apply(CarteBlanche(deal.to_act in announced))
        if deal.phase is Phase.EXCHANGE and view.phase is not Phase.EXCHANGE:
            assert discard is not None
            deal.apply(discard)
        for said in view.said:
            if deal.phase is not Phase.DECLARATION or deal.to_act != said.seat:
                return None
            _say(deal, said, n == 4)
            if deal.said[-1] != said:
                return None
    except IllegalActionError:
        return None
    if deal.phase is not view.phase or deal.to_act != view.seat or deal.hands[view.seat] != hands[view.seat]:
        return None
    return deal


def _say(deal: RoundDeal, said: Said, four: bool) -> None:
    """The call that the world's hand makes to the words said: its declaration, or silence."""
    category = said.category
    seat = said.seat
    full = Call(category, declaration(category, deal.hands[seat], deal.rules, four))
    silent = Call(category, ())
    legal = deal.legal_actions()
    for action in (full, silent):
        if action in legal:
            trial = deal.copy()
            trial.apply(action)
            if trial.said[-1] == said:
                deal.apply(action)
                return
    deal.apply(legal[0])  # (the words will not match: the caller drops the world)


def _value(deal: RoundDeal, action: Action, seat: int) -> float:
    """``action`` made, the calling finished in full, the deal played out: the seat's value."""
    trial = deal.copy()
    trial.apply(action)
    return finished_value(trial, seat)


def finished_value(trial: RoundDeal, seat: int) -> float:
    """The deal ``trial`` (changed) with the calling finished in full and played out: the seat's value."""
    while trial.phase is Phase.DECLARATION:
        trial.apply(trial.legal_actions()[0])
    if trial.phase is not Phase.PLAY:
        return seat_score(trial, seat)
    to_act = trial.to_act
    assert to_act is not None
    plays = [a for a in trial.legal_actions() if isinstance(a, Play)]
    hand = trial.hands[to_act]
    held = cards_of(hand)
    out = FULL_PACK & ~hand
    first = (partner_table_play(to_act, held, out, [], plays) if trial.seats == 4
             else table_play(held, out, [], plays, 3)).card
    return rollout(trial, first, seat, exact_at=EXACT_TRICKS)
