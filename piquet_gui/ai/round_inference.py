"""What the calls said about each hand, three- and four-handed, and deals of the unseen cards that agree.

A seat's calls are words about its hand *as it was at the calls*: in the play, its hidden hand plus the
cards it has played (three-handed, the dealer had already exchanged).  The engine offers a seat only its
full declaration or silence (the three-handed call its best, the four-handed one its declaration in full),
so a call is a hard fact:

* three-handed (VARIANTS §3), a call says all it is judged on: "point of five, making 47" is a suit of
  exactly five cards making 47 and no better point; "a quart to the king" is that run, and no longer or
  higher sequence; "three kings" three of the four kings and no better set; a call at least equals the
  best so far;
* four-handed (§4), a seat speaks only to beat the best so far: "point of five" is a suit of five cards,
  stronger than the best call before it (whose pips the words did not say: the world's own cards judge
  it); a sequence's length, a set's rank; an equal call (option ``equal_calls_cancel``) equals the best.

A silence says "I could not beat it" (four-handed) or "I could not equal it" (three-handed) only of a
player who declares in full, as ours do; a person may sink a call.  So a silence is a *soft* constraint:
a world in which a silent seat could have spoken is kept with probability :data:`SINK` per such silence
(the chance we give a person of sinking a call he could make), every other world is kept.

The deal (:func:`deal_agreeing`): the strong constraints are dealt constructively, then the rest is
checked by rejection.  For each call not already shown, one way to hold it (a *pin*: the cards it needs
and the cards it excludes, e.g. the five hearts making 47 and the other three hearts elsewhere) is drawn
at random among those the seat can still hold; the pinned cards go to the seat, the excluded ones may not,
and the remaining unseen cards are dealt as :func:`~piquet_gui.ai.round_search.sample_world` always did.
The world is then replayed call by call (:func:`agreement`); it is kept if every call's words come out
the same (and by the silences' chance), else another is drawn, at most :data:`TRIES` times; after that
the world that disagreed least (fewest wrong calls, then fewest sinks) is used.  Drawing a pin uniformly
among the ways to hold a call is not exactly the posterior (a way compatible with more deals of the rest
is not favoured); the rejection step keeps every world *consistent*, which is what the play needs most.
On deals played by the simple players, fewer than 1% of the worlds disagree with a call (the old sampler:
36% of the four-handed worlds, 54% of the three-handed ones), at about 0.4-1.2 ms a world.

Measured (``python -m piquet_gui.bench.players``, the same level with and without the inference,
``--b piquet_gui.bench.round_no_inference:CLASS``, ``--jobs 1``):

* four-handed Master, 300 mirrored pairs, seed 2: +2.09 a pair, 95% interval [+0.66, +3.52], 61.9% of
  the decisive pairs; Expert, 1000 pairs, seed 1: +0.47 [-0.44, +1.39], 52.6%;
* three-handed Expert, 600 deals in three rotations, seed 1: +0.23 a deal [-0.05, +0.50], 54.1% of the
  decisive deals; Master, 150 deals, seed 2: -0.35 [-0.91, +0.22], 47.2%: no better, so the three-handed
  levels do not use it (``round_levels.INFER``).

Decision times with it (same runs, a loaded machine): four-handed Master p95 173 ms, max 650 ms;
three-handed Master p95 137 ms, max 446 ms.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Sequence
from typing import Any

from ..model import combinations as combos
from ..model.cards import BYTE_PIPS, SUIT_MASKS, mask_of
from ..model.combinations import CATEGORY_ORDER, Category
from ..model.events import Said, Speech
from ..model.events import said_for
from ..model.view import SeatView

SINK = 0.1
"""The chance a world is kept per silent seat that could have spoken in it (a person may sink a call)."""

TRIES = 40
"""Deals drawn at most per world before the one that disagreed least is taken."""

Pin = tuple[int, int]
"""One way to hold a call: (the cards it needs, the cards it excludes)."""

Dealer = Callable[[int, dict[int, int], list[int], list[int], int, int, random.Random], list[int]]
"""``round_search._deal_unknown``: (unknown, capacity, forbidden, held, dealer_blanche, dealer, rng) -> hands."""


def declaration(category: Category, hand: int, rules: Any, four: bool) -> tuple[int, ...]:
    """The call a seat declaring in full makes from ``hand``: three-handed its best call; four-handed its
    declaration (the point only from ``rules.lowest_point`` pips), as the engines offer them."""
    if four and category is Category.POINT:
        point = max((hand & suit for suit in SUIT_MASKS), key=combos.point_strength)
        return (point,) if _pips(point) >= rules.lowest_point else ()
    return combos.best_call(category, hand, rules.lowest_set_rank)


def _pips(mask: int) -> int:
    return BYTE_PIPS[mask & 0xFF] + BYTE_PIPS[mask >> 8 & 0xFF] + BYTE_PIPS[mask >> 16 & 0xFF] + BYTE_PIPS[mask >> 24]


def agreement(view: SeatView[Any], hands: Sequence[int]) -> tuple[int, int]:
    """How far the hands at the calls (one mask per seat) disagree with what was said: the calls whose
    words (or whose beating the best so far) they contradict, and the silences of seats that could have
    spoken.  ``(0, 0)``: full agreement.  This seat's own words are not judged (its hand is its own)."""
    four = len(view.seats) == 4
    rules = view.rules
    cancel = four and getattr(rules, "equal_calls_cancel", False)
    wrong = sinks = 0
    for category in CATEGORY_ORDER:
        best = combos.NO_STRENGTH
        holders: list[int] = []
        for said in view.said:
            if said.category is not category:
                continue
            seat = said.seat
            call = declaration(category, hands[seat], rules, four)
            strength = combos.call_strength(category, call)
            mine = seat == view.seat
            if said.speech is Speech.CALL:
                if not mine and (said_for(seat, category, call, in_full=True) != said
                                 or (four and strength <= best) or strength < best):
                    wrong += 1
                if strength > best:
                    best, holders = strength, [seat]
            elif said.speech is Speech.EQUAL:
                words = said_for(seat, category, call, in_full=True)
                if not mine and (strength != best or (words.value, words.rank) != (said.value, said.rank)):
                    wrong += 1
                holders.append(seat)
            elif call and not mine:
                could = strength > best if four else strength >= best
                if four and cancel and strength == best and len(holders) == 1 \
                        and view.sides[holders[0]] != view.sides[seat]:
                    could = True
                sinks += could
    return wrong, sinks


# --- the ways to hold a call --------------------------------------------------------------------

def pins(said: Said, four: bool, rules: Any) -> list[Pin]:
    """Every way to hold the call ``said`` (what its words pin, and what they exclude)."""
    category, value = said.category, said.value
    out: list[Pin] = []
    if category is Category.POINT:
        low = rules.lowest_point if four else 0
        for suit in range(4):
            base = 8 * suit
            for ranks in itertools.combinations(range(8), value):
                cards = sum(1 << (base + r) for r in ranks)
                total = _pips(cards)
                if (total == said.pips) if said.pips else total >= low:
                    out.append((cards, SUIT_MASKS[suit] & ~cards))
    elif category is Category.SEQUENCES:
        tops = [int(said.rank)] if said.rank is not None else list(range(value - 1, 8))
        for suit in range(4):
            for top in tops:
                bottom = top - value + 1
                cards = ((1 << value) - 1) << (8 * suit + bottom)
                absent = (1 << (8 * suit + top + 1) if top < 7 else 0) | (1 << (8 * suit + bottom - 1) if bottom else 0)
                out.append((cards, absent))
    else:
        assert said.rank is not None
        whole = combos.RANK_MASKS[int(said.rank)]
        if value == 4:
            out.append((whole, 0))
        else:
            out.extend((whole & ~(1 << (8 * suit + int(said.rank))), 1 << (8 * suit + int(said.rank)))
                       for suit in range(4))
    return out


def seat_pins(view: SeatView[Any], played: Sequence[int], held: Sequence[int], forbidden: Sequence[int],
              unknown: int) -> dict[int, list[list[Pin]]]:
    """Per other seat, for each of its calls: the ways it can still hold it (its played and held cards
    allowed, the unseen cards it may hold, nothing another seat holds).  A call with no way left is
    dropped (the rejection step still judges it)."""
    four = len(view.seats) == 4
    out: dict[int, list[list[Pin]]] = {}
    others_held = [0] * len(played)
    for s in range(len(played)):
        for t in range(len(played)):
            if t != s:
                others_held[s] |= held[t]
    for said in view.said:
        seat = said.seat
        if seat == view.seat or said.speech not in (Speech.CALL, Speech.EQUAL):
            continue
        mine = played[seat] | held[seat]
        avail = mine | (unknown & ~others_held[seat] & ~forbidden[seat])
        ways = [(c, a) for c, a in pins(said, four, view.rules) if not c & ~avail and not a & mine]
        if ways:
            out.setdefault(seat, []).append(ways)
    return out


# --- the deal -------------------------------------------------------------------------------------

def deal_agreeing(view: SeatView[Any], played: Sequence[int], forbidden: Sequence[int], held: Sequence[int],
                  unknown: int, capacity: dict[int, int], dealer_blanche: int, rng: random.Random,
                  deal: Dealer, tries: int = TRIES, sink: float | None = None) -> list[int]:
    """The unseen cards dealt (per seat, as ``deal`` returns them) so that the calls agree (see the module's
    docstring); ``forbidden``: per seat, the cards it cannot hold (the suits it showed void in); ``sink``:
    :data:`SINK` by default."""
    n = len(played)
    keep = SINK if sink is None else sink
    me = view.seat
    mine = mask_of(view.hand) | played[me]
    ways = _pins_of(view, played, held, forbidden, unknown)
    best_hands: list[int] | None = None
    best_score = (1 << 30, 1 << 30)
    for _ in range(tries):
        extra_held, extra_forbidden = list(held), list(forbidden)
        for seat, calls in ways.items():
            for options in calls:
                cards, absent = options[rng.randrange(len(options))]
                extra_held[seat] |= cards & unknown
                extra_forbidden[seat] |= absent
        if not _fits(extra_held, extra_forbidden, capacity, n):
            extra_held, extra_forbidden = list(held), list(forbidden)
        hands = deal(unknown, capacity, extra_forbidden, extra_held, dealer_blanche, view.dealer, rng)
        if any(hands[s] & forbidden[s] for s in range(n) if s != me):
            continue  # these pins left no room to keep a void: a deal that cannot be
        at_calls = [hands[s] | played[s] for s in range(n)]
        at_calls[me] = mine
        wrong, sinks = agreement(view, at_calls)
        if not wrong and (not sinks or rng.random() < keep ** sinks):
            return hands
        if (wrong, sinks) < best_score:
            best_score, best_hands = (wrong, sinks), hands
    if best_hands is None:  # no pins that keep the voids: the calls left aside
        return deal(unknown, capacity, list(forbidden), list(held), dealer_blanche, view.dealer, rng)
    return best_hands


def _fits(held: Sequence[int], forbidden: Sequence[int], capacity: dict[int, int], n: int) -> bool:
    """Whether the pinned cards can be dealt: no card pinned to two seats or pinned where it is excluded,
    no seat pinned more cards than it has room for."""
    seen = 0
    for s in range(n):
        if held[s] & seen or held[s] & forbidden[s] or held[s].bit_count() > capacity.get(s, 0):
            return False
        seen |= held[s]
    return True


_cache: tuple[SeatView[Any] | None, dict[int, list[list[Pin]]]] = (None, {})


def _pins_of(view: SeatView[Any], played: Sequence[int], held: Sequence[int], forbidden: Sequence[int],
             unknown: int) -> dict[int, list[list[Pin]]]:
    """:func:`seat_pins`, once per view (a decision samples all its worlds from one view)."""
    global _cache
    if _cache[0] is not view:
        _cache = (view, seat_pins(view, played, held, forbidden, unknown))
    return _cache[1]
