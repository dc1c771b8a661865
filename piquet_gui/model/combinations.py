"""The three declared categories: point, sequences and sets (RULES.md section 5).

A combination is a bit mask of cards (see ``cards``).  Each category knows
how to recognise a real combination, how strong it is, what it scores and
which calls a hand can make.  A *call* is a tuple of combinations: one for the
point, any number of disjoint ones for sequences and sets; the strongest of a
call is the one compared, and the winner scores all of them (Law 49).

Strength is a pair ``(first, second)``: elder announces the first level
("Point of five", "Quart", "Three kings"); the second ("Making 48", "To the
king") is asked for only when the first levels are equal.
"""

from __future__ import annotations

import enum
import itertools
from collections.abc import Callable, Sequence

from .cards import BYTE_PIPS, CARD_VALUES, SUIT_MASKS, iter_bits, popcount, text

Strength = tuple[int, int]
Call = tuple[int, ...]

NO_STRENGTH: Strength = (0, 0)


class Category(enum.Enum):
    POINT = "point"
    SEQUENCES = "sequences"
    SETS = "sets"

    @property
    def has_second_level(self) -> bool:
        """Point and sequences may tie on the first level; sets never can."""
        return self is not Category.SETS


CATEGORY_ORDER = (Category.POINT, Category.SEQUENCES, Category.SETS)

SEQUENCE_POINTS = {3: 3, 4: 4, 5: 15, 6: 16, 7: 17, 8: 18}
SET_POINTS = {3: 3, 4: 14}


def _suit_byte(mask: int, suit: int) -> int:
    return (mask >> (8 * suit)) & 0xFF


def single_suit(mask: int) -> bool:
    return any(mask and mask & ~suit_mask == 0 for suit_mask in SUIT_MASKS)


# --- point -----------------------------------------------------------------

def point_strength(mask: int) -> Strength:
    by_byte = BYTE_PIPS
    return (mask.bit_count(),
            by_byte[mask & 0xFF] + by_byte[mask >> 8 & 0xFF] + by_byte[mask >> 16 & 0xFF] + by_byte[mask >> 24])


def is_point(mask: int) -> bool:
    return mask != 0 and single_suit(mask)


def point_score(mask: int) -> int:
    return popcount(mask)


def point_calls(hand: int) -> list[Call]:
    """Every distinct point a hand can call: for each suit and size, its strongest cards."""
    keyed: list[tuple[Strength, Call]] = []
    for suit in range(4):
        byte = _suit_byte(hand, suit)
        tops: list[tuple[Strength, Call]] = []  # the suit's top one, two, three … cards
        top = count = points = 0
        for rank in range(7, -1, -1):
            if byte >> rank & 1:
                top |= 1 << (8 * suit + rank)
                count += 1
                points += CARD_VALUES[8 * suit + rank]
                tops.append(((count, points), (top,)))
        keyed.extend(reversed(tops))  # the most cards first, as the sort below has always received them
    keyed.sort(key=_first, reverse=True)  # stable: equal points keep that order
    return [call for _, call in keyed]


def _first(item: tuple[Strength, Call]) -> Strength:
    return item[0]


# --- sequences ----------------------------------------------------------------

def runs(hand: int) -> list[int]:
    """The maximal sequences (three or more in a row of one suit) of a hand."""
    out = []
    for suit in range(4):
        byte = _suit_byte(hand, suit)
        rank = 7
        while rank >= 0:
            if byte >> rank & 1:
                top = rank
                while rank >= 0 and byte >> rank & 1:
                    rank -= 1
                length = top - rank
                if length >= 3:
                    bits = ((1 << length) - 1) << (rank + 1)
                    out.append(bits << (8 * suit))
            else:
                rank -= 1
    return out


def is_sequence(mask: int) -> bool:
    if not single_suit(mask):
        return False
    low = mask & -mask
    length = popcount(mask)
    return length >= 3 and mask == low * ((1 << length) - 1)


def sequence_strength(mask: int) -> Strength:
    return (popcount(mask), (mask.bit_length() - 1) % 8)


def sequence_score(mask: int) -> int:
    return SEQUENCE_POINTS[popcount(mask)]


def sequence_calls(hand: int) -> list[Call]:
    """Every distinct sequence call: all runs in full, then each sub-run alone."""
    full = tuple(sorted(runs(hand), key=sequence_strength, reverse=True))
    if not full:
        return []
    calls: list[Call] = [full]
    for run in full:
        length, top = sequence_strength(run)
        for size in range(length, 2, -1):
            for high in range(top, top - (length - size) - 1, -1):
                # The ``size`` cards ending at rank ``high`` of this run's suit.
                suit = (run.bit_length() - 1) // 8
                sub = ((1 << size) - 1) << (8 * suit + high - size + 1)
                if (sub,) != full:
                    calls.append((sub,))
    return calls


# --- sets ---------------------------------------------------------------------

RANK_MASKS = tuple(sum(1 << (8 * suit + rank) for suit in range(4)) for rank in range(8))
"""The four cards of each rank, as masks."""


def rank_sets(hand: int, lowest_rank: int) -> list[int]:
    """Every trio and quatorze (of ``lowest_rank`` or higher) held, strongest first."""
    found = [hand & RANK_MASKS[rank] for rank in range(7, lowest_rank - 1, -1)]
    found = [m for m in found if popcount(m) >= 3]
    found.sort(key=set_strength, reverse=True)
    return found


def is_rank_set(mask: int, lowest_rank: int) -> bool:
    if popcount(mask) < 3:
        return False
    rank = (mask.bit_length() - 1) % 8
    return rank >= lowest_rank and mask & ~RANK_MASKS[rank] == 0


def set_strength(mask: int) -> Strength:
    # One level only: any quatorze beats any trio, then the higher rank.
    return (popcount(mask) * 8 + (mask.bit_length() - 1) % 8, 0)


def set_score(mask: int) -> int:
    return SET_POINTS[popcount(mask)]


def set_calls(hand: int, lowest_rank: int) -> list[Call]:
    """Every distinct set call: all sets in full, then each set alone, a quatorze also as a trio."""
    full = tuple(rank_sets(hand, lowest_rank))
    if not full:
        return []
    calls: list[Call] = [full]
    for rank_set in full:
        if (rank_set,) != full:
            calls.append((rank_set,))
        if popcount(rank_set) == 4:
            trio = rank_set & ~(rank_set & -rank_set)  # leave out the lowest suit's card
            calls.append((trio,))
    return calls


# --- by category ----------------------------------------------------------------

# (if-chains, not dicts keyed by category: an enum's hash is a Python call, and these are the engine's
# hottest lookups)

def _measure(category: Category) -> Callable[[int], Strength]:
    if category is Category.POINT:
        return point_strength
    return sequence_strength if category is Category.SEQUENCES else set_strength


def _points(category: Category) -> Callable[[int], int]:
    if category is Category.POINT:
        return point_score
    return sequence_score if category is Category.SEQUENCES else set_score


def strength(category: Category, mask: int) -> Strength:
    return _measure(category)(mask)


def call_strength(category: Category, call: Sequence[int]) -> Strength:
    """The strength of a call's strongest combination; ``(0, 0)`` for no call."""
    measure = _measure(category)
    if len(call) == 1:  # a point, and most sequences and sets
        return measure(call[0])
    return max((measure(m) for m in call), default=NO_STRENGTH)


def score(category: Category, mask: int) -> int:
    return _points(category)(mask)


def call_score(category: Category, call: Sequence[int]) -> int:
    points = _points(category)
    return sum(points(m) for m in call)


def calls(category: Category, hand: int, lowest_rank: int) -> list[Call]:
    """The distinct calls a hand can make in a category (not counting the empty call)."""
    if category is Category.POINT:
        return point_calls(hand)
    if category is Category.SEQUENCES:
        return sequence_calls(hand)
    return set_calls(hand, lowest_rank)


def best_call(category: Category, hand: int, lowest_rank: int) -> Call:
    """The call in full: the best point; every sequence; every set."""
    if category is Category.POINT:
        # The first of point_calls() without listing them: the strongest whole suit (a suit's fewer cards
        # are weaker than all of it), the first suit of equals, as that list's stable sort leaves them.
        best, out = NO_STRENGTH, 0
        for suit_mask in SUIT_MASKS:
            mask = hand & suit_mask
            if mask:
                measured = point_strength(mask)
                if measured > best:
                    best, out = measured, mask
        return (out,) if out else ()
    options = calls(category, hand, lowest_rank)
    return options[0] if options else ()


def call_problem(category: Category, call: Sequence[int], hand: int, lowest_rank: int) -> str | None:
    """Why ``call`` is not a true call from ``hand`` in ``category``, or None if it is."""
    if category is Category.POINT and len(call) > 1:
        return "a point is one suit's cards"
    used = 0
    for index, mask in enumerate(call):
        if mask & ~hand:
            return f"{text(mask & ~hand)} not held"
        if category is Category.POINT and not is_point(mask):
            return f"{text(mask)} is not of one suit"
        if category is Category.SEQUENCES and not is_sequence(mask):
            return f"{text(mask)} is not a sequence"
        if category is Category.SETS and not is_rank_set(mask, lowest_rank):
            return f"{text(mask)} is not a set (three or four of a rank from the ten up)"
        if mask & used:
            return f"{text(mask & used)} named twice"
        used |= mask
        if category is Category.SEQUENCES:
            for earlier in call[:index]:
                if is_sequence(earlier | mask):
                    return f"{text(earlier | mask)} is one sequence, not two"
    return None


def covers(call_masks: Sequence[int]) -> int:
    out = 0
    for mask in call_masks:
        out |= mask
    return out


def ask_possible(category: Category, hand: int, first_level: int, lowest_rank: int) -> bool:
    """Whether a hand may answer "Making?" / "How high?" to a call of ``first_level``: it holds at least
    that many cards in a suit, or a sequence at least that long (RULES.md section 5).  The inquiry holds
    it to that many (Law 46): it then compares that many cards of its suit, or a sequence of that length
    out of its longer one, its best choice of them, and cannot count more (see :func:`held_calls`)."""
    if category is Category.POINT:
        return any(popcount(hand & s) >= first_level for s in SUIT_MASKS)
    if category is Category.SEQUENCES:
        return any(popcount(run) >= first_level for run in runs(hand))
    return False


def _best_part(run: int, length: int) -> int:
    """The highest ``length`` cards of a sequence (a quart out of a quint: its top four)."""
    return run & ~((1 << (run.bit_length() - length)) - 1)


def held_calls(category: Category, hand: int, level: int, lowest_rank: int) -> list[Call]:
    """The calls a hand may make after asking on a call of ``level`` cards, held to it (Law 46), the
    best first, once per distinct strength: each suit's best ``level`` cards for the point; for
    sequences, first every run held (cut to its best ``level`` cards where longer) so that the winner
    scores his further sequences too (Law 49), then each run of ``level`` cards alone.

    >>> from piquet_gui.model.cards import Card, mask_of
    >>> hand = mask_of(Card.parse(c) for c in "AD KD QD JD TD 9C 8C 7C".split())
    >>> [text(m) for m in held_calls(Category.SEQUENCES, hand, 4, 3)[0]]
    ['AD KD QD JD', '9C 8C 7C']
    """
    if category is Category.POINT:
        return [call for call in point_calls(hand) if popcount(call[0]) == level]
    if category is not Category.SEQUENCES:
        return []
    cut = tuple(sorted((_best_part(run, level) if popcount(run) > level else run for run in runs(hand)),
                       key=sequence_strength, reverse=True))
    out: list[Call] = [cut] if call_strength(category, cut)[0] == level else []
    out.extend(call for call in sequence_calls(hand) if call != cut and call_strength(category, call)[0] == level)
    return out


def equal_call(category: Category, hand: int, target: Strength, lowest_rank: int) -> Call | None:
    """A call of exactly ``target``'s strength that a hand holds, if any: what younger says "Equal" with,
    perhaps choosing fewer or lower cards than he holds (he may allow a call equal while holding better)."""
    held = held_calls(category, hand, target[0], lowest_rank)
    found = next((call for call in held if call_strength(category, call) == target), None)
    if found is not None or category is not Category.POINT:
        return found
    # A point held to fewer cards than its suit has: any choice of that many may make the pips called.
    for suit_mask in SUIT_MASKS:
        cards = [1 << i for i in iter_bits(hand & suit_mask)]
        if len(cards) > target[0]:
            for chosen in itertools.combinations(cards, target[0]):
                if point_strength(sum(chosen)) == target:
                    return (sum(chosen),)
    return None
