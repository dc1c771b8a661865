"""The stronger levels' auction (auction piquet, VARIANTS.md section 2): bids weighed over sampled deals.

:mod:`auction_bidding` bids from a rule of thumb on the twelve cards dealt.  Here the cards this seat
cannot see (the opponent's twelve and the talon) are placed at random many times over (*worlds*); in each
the deal is played out twice, fast, once as a plus contract and once as a minus one:

* both exchanges as the levels make them (elder takes all five, younger three; each puts out its least
  useful cards, :func:`exchange.worst_cards`);
* the calling between the two final hands (:func:`exchange.declarations`), repique and pique at the
  contract's thresholds (29/30 plus, 21 minus; a hand alone at the pique threshold piques at once);
* the play, both sides winning tricks (plus) or ducking them (minus), by the rules of thumb of
  :func:`heuristics.club_play` and :func:`auction_bidding.duck_play` on the two known hands.

Each world gives, per sign, the tricks this seat takes and its net points apart from the contract (calls,
pique, a point a trick, the cards, capot).  A contract's worth to this seat is then their mean plus what
the contract itself scores (:meth:`Contract.score`, doubled or not, ``contract_base``); a deal passed out
is worth nothing.  What the opponent's calls say is used by keeping the worlds where the rule-of-thumb
bidding (:func:`auction_bidding.choose_bid`'s capacities) would have made them, and his answer to a bid
is foreseen the same way (a double, a higher bid or a pass).  The call chosen is the one worth most.

Only the seat's :class:`SeatView` is read; the worlds come from the player's own ``random.Random``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from random import Random

from ..model.actions import Bid
from ..model.two_handed.bidding import BIDS, DOUBLE, PASS, REDOUBLE, Contract, legal_calls
from ..model.cards import CARDS, COURT_CARDS, mask_of
from ..model.two_handed.rules import Rules
from ..model.view import SeatView
from .auction_bidding import LAST_WORD, estimated_tricks, forced_tricks, minus_capacity, plus_capacity
from .exchange import declarations, worst_cards

__all__ = ["Estimate", "World", "choose_estimated_bid", "estimate", "play_out", "simulate"]

WORLDS = 120
"""Worlds sampled per decision."""
TRIES = 6
"""Draws per wanted world when keeping those that agree with the opponent's calls."""
DOUBLE_MARGIN = 4.0
"""Points a double (or redouble) must gain over passing: the opponent knows his hand, I only sample it."""


@dataclasses.dataclass(frozen=True, slots=True)
class World:
    """One placement of the unseen cards, played out: per sign (plus, minus) this seat's tricks and its
    net points (mine minus his) apart from the contract."""

    tricks: tuple[int, int]
    net: tuple[int, int]
    opponent: int
    """The opponent's dealt hand (a mask)."""


# --- one world played out ------------------------------------------------------------------------

def _byte(hand: int, suit: int) -> int:
    return (hand >> (8 * suit)) & 0xFF


def _lowest(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


def _highest(mask: int) -> int:
    return mask.bit_length() - 1


def _above(index: int) -> int:
    """The cards of ``index``'s suit above it."""
    suit = index >> 3
    return (0xFF << (8 * suit)) & ~((2 << index) - 1)


def _suit(index: int) -> int:
    return 0xFF << (8 * (index >> 3))


def _lead(me: int, other: int, minus: bool) -> int:
    if minus:
        # Duck: the lowest card the opponent can still beat; else the lowest.
        safe = 0
        for i in range(32):
            if me >> i & 1 and other & _above(i):
                safe |= 1 << i
        pool = safe or me
        return min((i for i in range(32) if pool >> i & 1), key=lambda i: (i & 7, i >> 3))
    best, best_key = -1, (-99, 0)
    for suit in range(4):
        a = _byte(me, suit)
        if not a:
            continue
        b = _byte(other, suit)
        if a.bit_length() > b.bit_length():  # a master: cash it from the longest suit
            key = (100 + a.bit_count(), a.bit_length())
            card = suit * 8 + a.bit_length() - 1
        else:
            low = (a & -a).bit_length() - 1
            guard = 1 if low >= 5 and a.bit_count() <= 2 else 0
            key = (a.bit_count() - guard * 3 - (low >= 6) * 2, -low)
            card = suit * 8 + low
        if key > best_key:
            best, best_key = card, key
    return best


def _follow(me: int, led: int, minus: bool) -> int:
    suit = me & _suit(led)
    if suit:
        below = suit & ~_above(led) & ~(1 << led)
        if minus:
            return _highest(below) if below else _highest(suit)
        above = suit & _above(led)
        return _lowest(above) if above else _lowest(suit)
    if minus:  # void: throw the most dangerous card
        return max((i for i in range(32) if me >> i & 1), key=lambda i: (i & 7, -(i >> 3)))
    # void in a plus contract: the cheapest card, from a short suit
    return min((i for i in range(32) if me >> i & 1),
               key=lambda i: ((i & 7) - 1.5 * (_byte(me, i >> 3).bit_count() == 1), i >> 3))


def simulate(hands: tuple[int, int], talon: Sequence[int], elder: int, minus: bool,
             rules: Rules, start: tuple[int, int] = (0, 0)) -> tuple[int, int, int, int]:
    """A deal of known cards played out fast as a plus or minus contract: (seat 0's tricks, seat 1's,
    seat 0's points, seat 1's) apart from the contract.  ``hands`` are the dealt masks, ``talon`` the
    talon's card indices top first, ``start`` carte blanche points already scored."""
    younger = 1 - elder
    final = list(hands)
    size = len(talon)
    if rules.exchange and size:
        take_e = min(rules.elder_talon, size)
        final[elder] = (hands[elder] & ~worst_cards(hands[elder], take_e, True)) | mask_of(CARDS[i] for i in talon[:take_e])
        take_y = min(3, size - take_e)
        drawn = mask_of(CARDS[i] for i in talon[take_e:take_e + take_y])
        final[younger] = (hands[younger] & ~worst_cards(hands[younger], take_y, False)) | drawn
    return play_out((final[0], final[1]), elder, minus, rules, start)


def play_out(final: tuple[int, int], elder: int, minus: bool, rules: Rules, start: tuple[int, int] = (0, 0)
             ) -> tuple[int, int, int, int]:
    """A deal from the final hands (masks, after the exchange) played out fast as a plus or minus contract,
    as :func:`simulate` (the calling, pique and repique at the contract's thresholds, then the tricks by the
    rules of thumb): (seat 0's tricks, seat 1's, seat 0's points, seat 1's) apart from the contract."""
    younger = 1 - elder
    pique_at, repique_at = (21, 21) if minus else (29, 30)
    pe, py, hpe, hpy, bonus = declarations(final[elder], final[younger], rules.lowest_set_rank, rules.carte_rouge,
                                           (start[elder], start[younger]), rules.carte_rouge_points,
                                           repique_at, rules.repique_bonus)
    points = [0, 0]
    points[elder], points[younger] = pe, py
    hand_points = [0, 0]
    hand_points[elder], hand_points[younger] = hpe, hpy
    if not bonus and rules.pique_in_hand:
        for seat in (elder, younger):
            if hand_points[seat] >= pique_at and not hand_points[1 - seat]:
                points[seat] += rules.pique_bonus
                bonus = True
                break
    play = [0, 0]
    won = [0, 0]
    left = list(final)
    leader = elder
    trick_points = rules.trick_points
    for _ in range(12):
        a = _lead(left[leader], left[1 - leader], minus)
        b = _follow(left[1 - leader], a, minus)
        left[leader] &= ~(1 << a)
        left[1 - leader] &= ~(1 << b)
        winner = 1 - leader if (b >> 3) == (a >> 3) and b > a else leader
        won[winner] += 1
        play[winner] += trick_points
        if (not bonus and not hand_points[1 - winner] and not play[1 - winner]
                and hand_points[winner] + play[winner] >= pique_at):
            points[winner] += rules.pique_bonus
            bonus = True
        leader = winner
    for seat in (0, 1):
        points[seat] += play[seat]
        if won[seat] == 12:
            points[seat] += rules.capot_points
        elif won[seat] > 6:
            points[seat] += rules.cards_points
    return won[0], won[1], points[0], points[1]


# --- the worlds --------------------------------------------------------------------------------

def agrees_with_calls(opponent: int, his_elder: bool, calls: Sequence[str], elder: int, me: int,
                     minus_outranks_plus: bool) -> bool:
    """Whether the rule-of-thumb bidding (:func:`auction_bidding.choose_bid`), holding ``opponent``, would
    have made his calls so far: a bid within what the hand supports, a pass with no such bid open
    (younger after elder's pass stretches a trick rather than see the deal thrown in)."""
    cards = [CARDS[i] for i in range(32) if opponent >> i & 1]
    plus, minus = plus_capacity(cards, his_elder), minus_capacity(cards)
    for index, call in enumerate(calls):
        seat = elder if index % 2 == 0 else 1 - elder
        if seat == me or call in (DOUBLE, REDOUBLE):
            continue
        before = calls[:index]
        standing = _standing(before, elder)
        stretch = LAST_WORD if standing is None and index == 1 else 0
        if call == PASS:
            if standing is not None and standing.declarer == seat:
                continue  # the rule of thumb never outbids itself
            if any(c in BIDS and int(c[:-1]) <= (minus if c.endswith("-") else plus) + stretch
                   for c in legal_calls(before, elder, minus_outranks_plus)):
                return False
        elif int(call[:-1]) > (minus if call.endswith("-") else plus) + stretch:
            return False
    return True


def worlds(view: SeatView, rng: Random, count: int = WORLDS) -> list[World]:
    """``count`` placements of the unseen cards, each played out as a plus and as a minus contract,
    those agreeing with the opponent's calls first (all drawn when too few agree)."""
    rules = view.rules
    me, other = view.seat, 1 - view.seat
    elder = view.elder
    mine = mask_of(view.dealt or view.hand)
    unseen = [i for i in range(32) if not (mine >> i & 1)]
    blank = other in view.carte_blanche
    start = [0, 0]
    start[me] = view.scores[me].carte_blanche
    start[other] = view.scores[other].carte_blanche
    hand_size = rules.hand_size
    agreeing: list[World] = []
    others: list[World] = []
    attempts = 0
    while len(agreeing) < count and attempts < count * TRIES:
        attempts += 1
        order = rng.sample(unseen, len(unseen))
        if blank:
            plain = [i for i in order if not (COURT_CARDS >> i & 1)]
            dealt_list = plain[:hand_size]
            chosen = set(dealt_list)
            order = dealt_list + [i for i in order if i not in chosen]
        his = 0
        for i in order[:hand_size]:
            his |= 1 << i
        agrees = agrees_with_calls(his, other == elder, view.bids, elder, me, rules.minus_outranks_plus)
        if not agrees and len(others) >= count:
            continue
        hands = [0, 0]
        hands[me], hands[other] = mine, his
        talon = order[hand_size:]
        outcome = []
        for minus in (False, True):
            won0, won1, p0, p1 = simulate((hands[0], hands[1]), talon, elder, minus, rules, (start[0], start[1]))
            won = (won0, won1)
            pts = (p0, p1)
            outcome.append((won[me], pts[me] - pts[other]))
        world = World((outcome[0][0], outcome[1][0]), (outcome[0][1], outcome[1][1]), his)
        (agreeing if agrees else others).append(world)
    if len(agreeing) >= count // 4:
        return agreeing
    return agreeing + others[:count - len(agreeing)]


# --- contracts' worth --------------------------------------------------------------------------

def value(world: World, contract: Contract, me: int, base_six: bool) -> float:
    """What the deal is worth to seat ``me`` (its points minus the opponent's) in ``world`` under
    ``contract``."""
    sign = 1 if contract.minus else 0
    tricks = [0, 0]
    tricks[me] = world.tricks[sign]
    tricks[1 - me] = 12 - world.tricks[sign]
    seat, points = contract.score(tricks, base_six)
    return world.net[sign] + (points if seat == me else -points)


@dataclasses.dataclass(frozen=True)
class Estimate:
    """The worth of each call now (this seat's points minus the opponent's, per deal), and the call."""

    values: dict[str, float]
    call: str


def _bid_contract(call: str, seat: int, doubled: int = 1) -> Contract:
    return Contract(int(call[:-1]), call.endswith("-"), seat, doubled)


def _response(world: World, calls: Sequence[str], elder: int, me: int, minus_outranks_plus: bool) -> str:
    """The opponent's answer by the rule of thumb, holding his hand in ``world``."""
    other = 1 - me
    cards = [CARDS[i] for i in range(32) if world.opponent >> i & 1]
    plus, minus = plus_capacity(cards, other == elder), minus_capacity(cards)
    legal = legal_calls(calls, elder, minus_outranks_plus)
    last = calls[-1]
    if DOUBLE in legal:
        tricks, is_minus = int(last[:-1]), last.endswith("-")
        if is_minus:
            beaten = tricks >= 8 and forced_tricks(cards) <= 0.3
        else:
            beaten = 12 - estimated_tricks(cards, other == elder) < tricks - 2.0
        if beaten:
            return DOUBLE
    bids = [c for c in legal if c in BIDS and int(c[:-1]) <= (minus if c.endswith("-") else plus)]
    if bids:
        prefer_minus = minus > plus
        return min(bids, key=lambda c: (int(c[:-1]), c.endswith("-") != prefer_minus))
    return PASS


def estimate(view: SeatView, rng: Random, count: int = WORLDS) -> Estimate:
    """The worth of every legal call of this seat and the best of them."""
    me = view.seat
    elder = view.elder
    rules = view.rules
    base_six = rules.contract_base == "six"
    mop = rules.minus_outranks_plus
    calls = tuple(view.bids)
    legal = legal_calls(calls, elder, mop)
    sample = worlds(view, rng, count)
    standing = _standing(calls, elder)
    values: dict[str, float] = {}
    for call in legal:
        total = 0.0
        for world in sample:
            total += _worth(world, calls + (call,), elder, me, mop, base_six, standing)
        values[call] = total / max(1, len(sample))
    for call in (DOUBLE, REDOUBLE):
        if call in values:
            values[call] -= DOUBLE_MARGIN
    order = {c: n for n, c in enumerate(legal)}
    best = max(legal, key=lambda c: (values[c], -order[c]))
    return Estimate(values, best)


def _standing(calls: Sequence[str], elder: int) -> Contract | None:
    contract: Contract | None = None
    for index, call in enumerate(calls):
        seat = elder if index % 2 == 0 else 1 - elder
        if call == DOUBLE and contract is not None:
            contract = dataclasses.replace(contract, doubled=2)
        elif call == REDOUBLE and contract is not None:
            contract = dataclasses.replace(contract, doubled=4)
        elif call in BIDS:
            contract = _bid_contract(call, seat)
    return contract


def _worth(world: World, calls: tuple[str, ...], elder: int, me: int, mop: bool, base_six: bool,
           before: Contract | None) -> float:
    """This seat's worth of the deal in ``world`` once it has made the last of ``calls``: the auction
    ends at a pass after a bid (or passes all round: nothing); otherwise the opponent answers by the
    rule of thumb, and whatever he answers ends the auction (a look one call ahead)."""
    last = calls[-1]
    if last == PASS:
        if before is None:
            if len(calls) >= 2:
                return 0.0  # passed out
            answer = _response(world, calls, elder, me, mop)
            if answer == PASS:
                return 0.0
            return value(world, _bid_contract(answer, 1 - me), me, base_six)
        return value(world, before, me, base_six)
    contract = _standing(calls, elder)
    assert contract is not None
    answer = _response(world, calls, elder, me, mop) if last in BIDS else PASS
    if answer == DOUBLE:
        return value(world, dataclasses.replace(contract, doubled=2), me, base_six)
    if answer in BIDS:
        return value(world, _bid_contract(answer, 1 - me), me, base_six)
    return value(world, contract, me, base_six)


def choose_estimated_bid(view: SeatView, rng: Random, count: int = WORLDS) -> Bid:
    """The call worth most over the sampled worlds: always one of ``view.legal_actions``."""
    return Bid(estimate(view, rng, count).call)
