"""Runs of cards, shared by the solvers of the play (``solver.py`` two-handed, ``round_solver*.py`` three- and
four-handed).

Hands are 32-bit masks (bit ``suit*8+rank``).  Cards of one suit in one hand with no card of another hand (or
of the trick) between them are interchangeable when no score depends on a card's rank: a *run*.  A search
tries one card of each run, its lowest (the representative), and gives the others its value.  Where a 9, 8
or 7 scores otherwise than a ten or higher (``split_low``, the two-handed rules that make low leads or wins
score nothing) a run never reaches from a nine to a ten.
"""

from __future__ import annotations

from ..model.cards import SUIT_MASKS

INF = 1 << 20
"""Beyond any value of a deal's play."""

LOW_TOP = 2
"""Ranks 0 to 2 (seven, eight, nine) lead or win for nothing under some rules."""

SUIT_OF = tuple(SUIT_MASKS[i >> 3] for i in range(32))
"""Card index -> the mask of its suit."""


def reps_byte(mine: int, other: int, split_low: bool = False) -> int:
    """The lowest card of each run of ``mine`` within one suit (bytes of ranks): no card of ``other``
    between two cards of a run."""
    if split_low:
        return _reps_byte(mine & _LOW, other & _LOW) | _reps_byte(mine & ~_LOW, other & ~_LOW)
    return _reps_byte(mine, other)


_LOW = (1 << (LOW_TOP + 1)) - 1
"""The ranks of a byte that may score otherwise than a ten or higher."""


def _reps_byte(mine: int, other: int) -> int:
    """:func:`reps_byte` with no ``split_low`` (the round solver's tables build thousands: kept lean)."""
    out = 0
    in_run = False
    for rank in range(8):
        if mine >> rank & 1:
            if not in_run:
                out |= 1 << rank
            in_run = True
        elif other >> rank & 1:
            in_run = False
    return out


def reps_mask(mine: int, other: int, split_low: bool = False) -> int:
    """:func:`reps_byte` of every suit, as a mask."""
    out = 0
    for sh in (0, 8, 16, 24):
        out |= reps_byte(mine >> sh & 255, other >> sh & 255, split_low) << sh
    return out


def run_of(mine: int, other: int, rep: int, split_low: bool = False) -> int:
    """The cards of ``mine`` equivalent to the representative ``rep`` (its run, upward)."""
    run = 1 << rep
    for rank in range((rep & 7) + 1, 8):
        if split_low and rank == LOW_TOP + 1:
            break
        bit = 1 << ((rep & 24) + rank)
        if mine & bit:
            run |= bit
        elif other & bit:
            break
    return run


def bits(mask: int) -> list[int]:
    """The card indices of a mask, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


class RepsTable(dict[int, tuple[int, ...]]):
    """``table[mine << 8 | other]`` for one suit: its cards that represent their runs, lowest first (no
    ``split_low``), built when first asked and kept for the process."""

    def __init__(self, suit: int) -> None:
        super().__init__()
        self.base = 8 * suit

    def __missing__(self, key: int) -> tuple[int, ...]:
        byte = _reps_byte(key >> 8, key & 255)
        out = self[key] = tuple(self.base + r for r in range(8) if byte >> r & 1)
        return out


_R0, _R1, _R2, _R3 = tuple(RepsTable(suit) for suit in range(4))


def reps(mine: int, other: int) -> list[int]:
    """One card per run of ``mine`` (its lowest), by suit and rank from the lowest (no ``split_low``)."""
    out: list[int] = []
    if mine & 0xFF:
        out += _R0[(mine & 0xFF) << 8 | (other & 0xFF)]
    if mine & 0xFF00:
        out += _R1[(mine & 0xFF00) | (other >> 8 & 0xFF)]
    if mine & 0xFF0000:
        out += _R2[(mine >> 8 & 0xFF00) | (other >> 16 & 0xFF)]
    if mine & 0xFF000000:
        out += _R3[(mine >> 16 & 0xFF00) | (other >> 24 & 0xFF)]
    return out
