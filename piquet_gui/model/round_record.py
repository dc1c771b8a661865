"""What the records of the three- and four-handed games share (RECORD.md, "The variants").

A deal of such a game records its hands, a CALLS object or null per seat (carte blanche announced or
not, and each category's call; a missing category is the seat's own call, as its game reads it) and its
tricks, one card a seat, the leader's first; ``steps`` cuts a deal in progress.  Each game adds what it
has of its own: the three-handed dealer's exchange, the partnership's calls in full.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from .actions import Action, CarteBlanche, Call, Play
from .cards import CARDS
from .combinations import CATEGORY_ORDER, Category
from .errors import quoted
from .two_handed.record import _SEAT_WORDS, _calls_of, _card, _expect, _names, calls_object
from .round_deal import RoundDeal
from .tricks import Phase

CallReader = Callable[[Category, dict[str, Any], Any, int, str], tuple[int, ...]]
"""How a game reads a seat's recorded call: (category, the seat's CALLS, the deal, seat, where)."""
Exchange = Callable[[dict[str, Any], list[dict[str, Any]]], Iterator[tuple[str, Action]] | None]
"""The exchange's steps, given the deal's record and its CALLS; None: the record stops before it."""


def deal_steps(record: dict[str, Any], deal: RoundDeal, where: str, call_of: CallReader,
               exchange: Exchange | None = None) -> Iterator[tuple[str, Action]]:
    """Every recorded step of the deal, in the order of play, as far as ``steps`` allows."""
    count = record.get("steps")
    _expect(count is None or (type(count) is int and count >= 0), f"{where}: steps must be a whole number")
    done = 0
    for item in _steps(record, deal, where, call_of, exchange):
        if done == count:
            return
        yield item
        done += 1
    _expect(count is None or done == count, f"{where}: steps is {quoted(count)} but the deal holds {done} actions")


def _steps(record: dict[str, Any], deal: RoundDeal, where: str, call_of: CallReader,
           exchange: Exchange | None) -> Iterator[tuple[str, Action]]:
    seats = deal.seats
    calls = _calls_of(record, where, seats)
    for seat in range(seats):
        claim = calls[seat].get("carte_blanche")
        _expect(claim is None or isinstance(claim, bool), f"{where}: carte_blanche of seat {seat} must be true or false")
        _expect(not claim or seat in deal.cb_holders,
                f"{where}, carte blanche: seat {seat} announces carte blanche but holds court cards")
    for seat in deal.cb_holders:
        yield "carte blanche", CarteBlanche(calls[seat].get("carte_blanche", True) is not False)
    if exchange is not None:
        steps = exchange(record, calls)
        if steps is None:
            return
        yield from steps
    for category in CATEGORY_ORDER:
        for seat in deal.order:
            yield category.value, Call(category, call_of(category, calls[seat], deal, seat, where))
    yield from trick_steps(record, deal, where)


def trick_steps(record: dict[str, Any], deal: RoundDeal, where: str) -> Iterator[tuple[str, Action]]:
    seats, size = deal.seats, deal.rules.hand_size
    tricks = record.get("tricks", [])
    _expect(isinstance(tricks, list) and len(tricks) <= size, f"{where}: tricks must be a list of at most {size}")
    for number, trick in enumerate(tricks, 1):
        step = f"trick {number}"
        _expect(isinstance(trick, list) and 1 <= len(trick) <= seats,
                f"{where}, {step}: a trick is one to {_SEAT_WORDS[seats]} cards")
        _expect(len(trick) == seats or number == len(tricks), f"{where}, {step}: only the last trick may be unfinished")
        for text in trick:
            yield step, Play(_card(text, f"{where}, {step}"))



def deal_record(deal: RoundDeal, talon: list[str], discards: list[list[str]]) -> dict[str, Any]:
    """The record of a deal as far as it went (``steps`` if it is unfinished)."""
    calls = [calls_object(deal.calls[seat]) for seat in range(deal.seats)]
    for seat in deal.cb_holders:
        if seat in deal.cb_announced or deal.phase is not Phase.CARTE_BLANCHE:
            calls[seat] = {"carte_blanche": seat in deal.cb_announced, **calls[seat]}
    record: dict[str, Any] = {
        "dealer": deal.dealer, "hands": [_names(m) for m in deal.dealt], "talon": talon,
        "discards": discards, "calls": calls,
        "tricks": [[str(CARDS[i]) for i in cards] for _, cards in deal.tricks],
    }
    if deal.trick:
        record["tricks"].append([str(CARDS[i]) for i in deal.trick])
    if not deal.is_over():
        record["steps"] = len(deal.history)
    return record
