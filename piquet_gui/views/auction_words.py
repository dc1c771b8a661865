"""Auction piquet in words: the calls of the auction, the contract and whether it was made.

The engine writes a call as a record does (``P``, ``7+``, ``8-``, ``X``, ``XX``); the players say
"Pass", "Seven plus", "Eight minus", "Double", "Redouble", and a contract is "Ben, eight minus,
doubled: to lose eight tricks or more".

>>> bid_words("8-")
'Eight minus'
"""

from __future__ import annotations

from collections.abc import Sequence

from ..model.two_handed.bidding import DOUBLE, PASS, REDOUBLE
from ..model.two_handed.bidding import Contract
from ..model.score_sheet import ContractEntry
from .words import addressed, fill, named, tr


def _count(tricks: int) -> str:
    return {7: tr("Seven"), 8: tr("Eight"), 9: tr("Nine"), 10: tr("Ten"), 11: tr("Eleven"),
            12: tr("Twelve")}.get(tricks, str(tricks))


def bid_words(call: str) -> str:
    """A call as the players say it: "Pass", "Seven plus", "Eight minus", "Double", "Redouble"."""
    if call == PASS:
        return tr("Pass")
    if call == DOUBLE:
        return tr("Double")
    if call == REDOUBLE:
        return tr("Redouble")
    tricks, minus = int(call[:-1]), call.endswith("-")
    return fill(tr("%1 minus") if minus else tr("%1 plus"), _count(tricks))


def bid_meaning(call: str) -> str:
    """What a bid binds its bidder to, in a few words: "win 7 tricks or more", "lose 8 tricks or more"; what a
    double or a redouble does."""
    if call == PASS:
        return tr("no bid")
    if call == DOUBLE:
        return tr("the contract scores twice")
    if call == REDOUBLE:
        return tr("the contract scores four times")
    tricks, minus = int(call[:-1]), call.endswith("-")
    return tr("lose %n trick(s) or more", tricks) if minus else tr("win %n trick(s) or more", tricks)


def bid_button(call: str) -> str:
    """A bid's button: its words and what it binds to ("Seven plus — win 7 tricks or more")."""
    if call == PASS:
        return bid_words(call)
    return fill(tr("%1 — %2"), bid_words(call), bid_meaning(call))


def _doubled(doubled: int) -> str:
    return {2: tr("doubled"), 4: tr("redoubled")}.get(doubled, "")


def contract_name(tricks: int, minus: bool, doubled: int) -> str:
    """The contract's words without its declarer: "Eight minus", "Nine plus, doubled"."""
    words = bid_words(f"{tricks}{'-' if minus else '+'}")
    return fill(tr("%1, %2"), words, _doubled(doubled)) if doubled > 1 else words


def contract_words(contract: Contract, names: Sequence[str], you: int | None, tricks_won: Sequence[int] = (),
                   played: int = 0) -> str:
    """The contract for the whole deal: "Contract: Ben, eight minus, doubled — to lose 8 tricks or more (lost 3
    so far)"; ``tricks_won`` per seat and ``played``, the tricks played so far, say how it goes."""
    seat = contract.declarer
    name = contract_name(contract.tricks, contract.minus, contract.doubled).lower()
    if addressed(seat, names, you):
        text = fill(tr("Your contract: %1 — %2"), name, _binds(contract))
    else:
        text = fill(tr("Contract: %1, %2 — %3"), named(names[seat]), name, _binds(contract))
    if played and tricks_won:
        won = tricks_won[seat]
        so_far = fill(tr("lost %1 so far"), played - won) if contract.minus else fill(tr("won %1 so far"), won)
        text = fill(tr("%1 (%2)"), text, so_far)
    return text


def _binds(contract: Contract) -> str:
    if contract.minus:
        return tr("to lose %n trick(s) or more", contract.tricks)
    return tr("to win %n trick(s) or more", contract.tricks)


def contract_result(entry: ContractEntry, declarer: int, scorer: int | None, names: Sequence[str],
                    you: int | None) -> str:
    """Whether the contract was made, and who scores what for it: "Ben made eight minus, doubled: 40 to Ben",
    "You failed nine plus: 20 to Anne".  ``declarer`` and ``scorer`` are seats."""
    name = contract_name(entry.tricks, entry.minus, entry.doubled)
    if addressed(declarer, names, you):
        text = fill(tr("You made %1") if entry.made else tr("You failed %1"), name.lower())
    else:
        text = fill(tr("%1 made %2") if entry.made else tr("%1 failed %2"), named(names[declarer]), name.lower())
    if scorer is None or not entry.points:
        return fill(tr("%1: nothing over"), text) if entry.made else text
    if addressed(scorer, names, you):
        return fill(tr("%1: %2 to you"), text, entry.points)
    return fill(tr("%1: %2 to %3"), text, entry.points, named(names[scorer]))
