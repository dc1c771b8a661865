"""The auction of auction piquet (VARIANTS.md section 2): bids, doubles and the contract, a small phase of the
two-handed deal over plain data: the calls so far, elder's first, are all the state there is, so a deal copies
them as a list of strings.

>>> state(["7+", "8-", "X", "XX", "P"], elder=0)
(Contract(tricks=8, minus=True, declarer=1, doubled=4), True)
>>> legal_calls(["7+"], elder=0, minus_outranks_plus=False)[:4]
['P', 'X', '8+', '8-']
>>> Contract(9, False, 0, 2).score([7, 5])
(1, 40)
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Sequence

from ..errors import quoted

PASS, DOUBLE, REDOUBLE = "P", "X", "XX"
BIDS: tuple[str, ...] = tuple(f"{n}{sign}" for n in range(7, 13) for sign in "+-")
CALLS: tuple[str, ...] = (PASS, DOUBLE, REDOUBLE) + BIDS
"""Every call a record may name: ``P``, ``X``, ``XX``, ``7+`` … ``12+``, ``7-`` … ``12-``."""

PLUS_THRESHOLDS = (29, 30)
"""Pique and repique in a plus contract; 21 and 21 in a minus one (the seed)."""
MINUS_THRESHOLDS = (21, 21)


@dataclasses.dataclass(frozen=True, slots=True)
class Contract:
    """The last bid of an auction: its bidder (the declarer) must win (``+``) or lose (``-``) ``tricks``."""

    tricks: int
    minus: bool
    declarer: int
    doubled: int = 1
    """1 plain, 2 doubled, 4 redoubled."""

    @property
    def bid(self) -> str:
        return f"{self.tricks}{'-' if self.minus else '+'}"

    @property
    def thresholds(self) -> tuple[int, int]:
        """(pique, repique) under this contract."""
        return MINUS_THRESHOLDS if self.minus else PLUS_THRESHOLDS

    def score(self, tricks_won: Sequence[int], base_six: bool = False, total: int = 12) -> tuple[int, int]:
        """(seat, points): made, the declarer scores 10 a trick beyond the bid (beyond six with
        ``contract_base=six``); failed, the opponent scores 10 a trick short; times 2 or 4 if doubled."""
        won = tricks_won[self.declarer]
        achieved = total - won if self.minus else won
        if achieved >= self.tricks:
            return self.declarer, 10 * (achieved - (6 if base_six else self.tricks)) * self.doubled
        return 1 - self.declarer, 10 * (self.tricks - achieved) * self.doubled


def _bid_of(call: str) -> tuple[int, bool]:
    return int(call[:-1]), call[-1] == "-"


def _rank(tricks: int, minus: bool, minus_outranks_plus: bool) -> tuple[int, int]:
    return tricks, 1 if minus and minus_outranks_plus else 0


def state(calls: Sequence[str], elder: int) -> tuple[Contract | None, bool]:
    """The contract as it stands (the last bid, its bidder and doubles) and whether the auction is over.

    Over with no contract: both passed, and the deal is dealt again.
    """
    return _state(tuple(calls), elder)


@functools.lru_cache(maxsize=4096)  # a deal asks again at every call; auctions are short and alike
def _state(calls: tuple[str, ...], elder: int) -> tuple[Contract | None, bool]:
    contract: Contract | None = None
    for index, call in enumerate(calls):
        seat = elder if index % 2 == 0 else 1 - elder
        if call == PASS:
            if contract is not None or index == 1:
                return contract, True
        elif call == DOUBLE:
            assert contract is not None
            contract = dataclasses.replace(contract, doubled=2)
        elif call == REDOUBLE:
            assert contract is not None
            contract = dataclasses.replace(contract, doubled=4)
        else:
            tricks, minus = _bid_of(call)
            contract = Contract(tricks, minus, seat)
    return contract, False


def legal_calls(calls: Sequence[str], elder: int, minus_outranks_plus: bool) -> list[str]:
    """The calls the player to speak may make now: pass, double or redouble when allowed, higher bids."""
    return list(_legal_calls(tuple(calls), elder, minus_outranks_plus))


@functools.lru_cache(maxsize=4096)
def _legal_calls(calls: tuple[str, ...], elder: int, minus_outranks_plus: bool) -> tuple[str, ...]:
    contract, over = _state(calls, elder)
    if over:
        return ()
    seat = elder if len(calls) % 2 == 0 else 1 - elder
    out = [PASS]
    if contract is not None:
        if contract.declarer != seat and contract.doubled == 1:
            out.append(DOUBLE)
        if contract.declarer == seat and contract.doubled == 2:
            out.append(REDOUBLE)
        last = _rank(contract.tricks, contract.minus, minus_outranks_plus)
        out.extend(b for b in BIDS if _rank(*_bid_of(b), minus_outranks_plus) > last)
    else:
        out.extend(BIDS)
    return tuple(out)


def why_illegal(calls: Sequence[str], elder: int, call: str, minus_outranks_plus: bool) -> str | None:
    """Why ``call`` may not be made now, or None."""
    if call not in CALLS:
        return f"{quoted(call)} is not a call (P, 7+ … 12+, 7- … 12-, X, XX)"
    if call in _legal_calls(tuple(calls), elder, minus_outranks_plus):
        return None
    contract, _ = state(calls, elder)
    seat = elder if len(calls) % 2 == 0 else 1 - elder
    if call == DOUBLE:
        return f"seat {seat} may double only the opponent's last bid, undoubled"
    if call == REDOUBLE:
        return f"seat {seat} may redouble only its own last bid, doubled"
    assert contract is not None
    order = "" if minus_outranks_plus else " (at equal tricks neither sign outranks the other)"
    return f"seat {seat} bids {call}, which does not outrank {contract.bid}{order}"
