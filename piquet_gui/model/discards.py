"""The discards a player may choose, as a lazy sequence.

Elder alone has up to 1,585 ways to put out 1 to 5 of 12 cards, so
``legal_actions()`` does not build them all: this sequence makes the i-th one
on demand, which keeps ``random.choice(deal.legal_actions())`` cheap.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import combinations
from math import comb
from typing import overload

from .actions import Discard
from .cards import iter_bits


class DiscardChoices(Sequence[Discard]):
    """Every ``Discard`` of ``low`` to ``high`` cards from ``hand``, the largest first."""

    __slots__ = ("_items", "_sizes", "_counts", "_len", "low", "high", "hand")

    def __init__(self, hand: int, low: int, high: int) -> None:
        self.hand, self.low, self.high = hand, low, high
        self._items = list(iter_bits(hand))
        n = len(self._items)
        self._sizes = list(range(min(high, n), low - 1, -1))
        self._counts = [comb(n, k) for k in self._sizes]
        self._len = sum(self._counts)

    def __len__(self) -> int:
        return self._len

    @overload
    def __getitem__(self, index: int) -> Discard: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[Discard]: ...

    def __getitem__(self, index: int | slice) -> Discard | Sequence[Discard]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(self._len))]
        if index < 0:
            index += self._len
        if not 0 <= index < self._len:
            raise IndexError(index)
        for size, count in zip(self._sizes, self._counts):
            if index < count:
                return Discard(self._unrank(size, index))
            index -= count
        raise AssertionError("unreachable")

    def _unrank(self, size: int, index: int) -> int:
        items, n, out, start = self._items, len(self._items), 0, 0
        for slot in range(size):
            for j in range(start, n):
                block = comb(n - j - 1, size - slot - 1)
                if index < block:
                    out |= 1 << items[j]
                    start = j + 1
                    break
                index -= block
        return out

    def __contains__(self, action: object) -> bool:
        return (isinstance(action, Discard) and action.mask & ~self.hand == 0
                and self.low <= action.mask.bit_count() <= self.high)

    def __iter__(self) -> Iterator[Discard]:
        for size in self._sizes:
            for combo in combinations(self._items, size):
                mask = 0
                for i in combo:
                    mask |= 1 << i
                yield Discard(mask)

    def __eq__(self, other: object) -> bool:
        """The same choices: the same hand and sizes (so two views of one position are equal)."""
        if not isinstance(other, DiscardChoices):
            return NotImplemented
        return (self.hand, self.low, self.high) == (other.hand, other.low, other.high)

    def __hash__(self) -> int:
        return hash((self.hand, self.low, self.high))

    def __repr__(self) -> str:
        return f"<DiscardChoices of {self.low}..{self.high} cards: {self._len}>"
