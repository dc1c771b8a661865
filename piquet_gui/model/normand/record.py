"""The game record of three-handed piquet (RECORD.md, "The variants"): read, replay, write, summarise.

A ``"normand"`` record has three players; its deals name their dealer by seat.  A three-handed deal has
three hands of ten, a talon of two, the dealer's discard, a CALLS object or null per seat (what that
seat would call: a call below the best so far is a pass, as the game says) and tricks of three cards,
the leader's first.  Once a player is out, the deals that follow have ``null`` in his place and are
read as two-handed deals.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from .. import combinations as combos
from ..actions import Action, Discard
from ..cards import CARDS, Card
from ..combinations import CATEGORY_ORDER, Category
from ..two_handed.deal import Deal
from .deal import ThreeHandDeal
from .partie import NAME, NormandPartie
from ..two_handed.record import (FORMAT, VERSION, _actions, _cards, _deal_record, _deal_records, _dealt_once, _expect, _names,
                     _replay_deal, _seated_header, dealt_ahead, dealt_ahead_record, recorded_call)
from ..round_record import Exchange, deal_record, deal_steps



def replay(data: Any) -> NormandPartie:
    """Rebuild a three-handed game from a parsed record, checking it against the rules."""
    partie, deals = _seated_header(data, NAME, NormandPartie)
    for where, record, dealer in _deal_records(deals, partie, "the next seat still playing"):
        seats = partie.remaining()
        size, talon_size = (10, 2) if len(seats) == 3 else (12, 8)
        hands_data = record.get("hands")
        _expect(isinstance(hands_data, list) and len(hands_data) == 3, f"{where}: hands must be three entries")
        hands: list[list[Card] | None] = []
        for seat in range(3):
            if seat not in seats:
                _expect(hands_data[seat] is None, f"{where}: seat {seat} is out, so its hand must be null")
                hands.append(None)
            else:
                hands.append(_cards(hands_data[seat], f"{where}, hand of seat {seat}", size))
        talon = _cards(record.get("talon"), f"{where}, talon", talon_size)
        _dealt_once([c for h in hands if h for c in h] + talon, where)
        partie.start_deal(hands, talon, dealer)
        _replay_deal(partie, record, where, _steps_of(seats, where), lambda played, _: (
            f"the deal is over: seat {played.out[-1]} reached the target, so nothing more is played"))
    partie.dealt_ahead = dealt_ahead(data, 3, lambda playing: (10, 2) if playing == 3 else (12, 8))
    return partie


def _steps_of(seats: tuple[int, ...], where: str) -> Callable[[dict[str, Any], ThreeHandDeal | Deal],
                                                             Iterator[tuple[str, Action]]]:
    """How a deal's steps are read, the seats ``seats`` playing it: three-handed, or two-handed once a
    player is out."""
    def steps(record: dict[str, Any], deal: ThreeHandDeal | Deal) -> Iterator[tuple[str, Action]]:
        if isinstance(deal, ThreeHandDeal):
            return deal_steps(record, deal, where, _call, _exchange(deal, where))
        return _actions(_two_handed(record, seats, where), deal, where)
    return steps


def _two_handed(record: dict[str, Any], seats: tuple[int, ...], where: str) -> dict[str, Any]:
    """A two-handed deal of the game as the two-handed reader reads it: the two seats left, in order."""
    out = {key: value for key, value in record.items() if key not in ("hands", "discards", "calls")}
    for key in ("discards", "calls"):
        value = record.get(key)
        if value is None:
            continue
        _expect(isinstance(value, list) and len(value) == 3, f"{where}: {key} must be three entries")
        out_seat = next(s for s in range(3) if s not in seats)
        _expect(value[out_seat] is None or value[out_seat] == [], f"{where}: seat {out_seat} is out, so its "
                                                                   f"{key} entry must be null")
        out[key] = [value[s] if value[s] is not None or key == "calls" else [] for s in seats]
    return out


def _exchange(deal: ThreeHandDeal, where: str) -> Exchange:
    def steps(record: dict[str, Any], calls: list[dict[str, Any]]) -> Iterator[tuple[str, Action]] | None:
        """The dealer's exchange; None if the record ends before it (after carte blanche)."""
        discards = record.get("discards", [[], [], []])
        _expect(isinstance(discards, list) and len(discards) == 3, f"{where}: discards must be three lists")
        for seat in range(3):
            if seat != deal.dealer:
                _expect(discards[seat] in ([], None),
                        f"{where}, exchange: only the dealer (seat {deal.dealer}) exchanges")
        put_out = _cards(discards[deal.dealer], f"{where}, discard of seat {deal.dealer}")
        went_on = bool(record.get("tricks")) or "steps" in record \
            or any(c.value in calls[s] for c in CATEGORY_ORDER for s in range(3))
        if not put_out and not went_on:
            return None
        return iter([("exchange", Discard.of(put_out))])
    return steps


def _call(category: Category, calls: dict[str, Any], deal: ThreeHandDeal, seat: int, where: str) -> tuple[int, ...]:
    """The seat's recorded call (its best if the record has none), or a pass if below the best so far; a call
    of cards the seat does not hold is refused, below the best or not."""
    lowest = deal.rules.lowest_set_rank
    call = recorded_call(category, calls, seat, deal.hands[seat], lowest, where)
    if call is None:
        call = combos.best_call(category, deal.hands[seat], lowest)
    if call and deal.phase.value == "declarations" and \
            combos.call_strength(category, call) < deal._best_so_far()[0]:
        return ()
    return call


# --- writing --------------------------------------------------------------------------------

def to_record(partie: NormandPartie) -> dict[str, Any]:
    out = {"format": FORMAT, "version": VERSION, "game": NAME, "options": partie.options.options(),
           "players": list(partie.players), "deals": [_record_of(d, s) for d, s in zip(partie.deals, partie.seat_maps)]}
    if partie.dealt_ahead:
        out["dealt_ahead"] = dealt_ahead_record(partie.dealt_ahead)
    return out


def _spread(values: list[Any], seats: tuple[int, ...]) -> list[Any]:
    out: list[Any] = [None, None, None]
    for index, seat in enumerate(seats):
        out[seat] = values[index]
    return out


def _record_of(deal: ThreeHandDeal | Deal, seats: tuple[int, ...]) -> dict[str, Any]:
    if isinstance(deal, Deal):
        out = _deal_record(deal)
        out["dealer"] = seats[deal.dealer]
        for key in ("hands", "discards", "calls"):
            out[key] = _spread(out[key], seats)
        return out
    discards: list[list[str]] = [[], [], []]
    discards[deal.dealer] = _names(deal.discard)
    return deal_record(deal, [str(CARDS[i]) for i in deal.talon], discards)


# --- what `replay` prints --------------------------------------------------------------------

def summary(partie: NormandPartie) -> dict[str, Any]:
    deals = []
    for number, (deal, seats) in enumerate(zip(partie.deals, partie.seat_maps), 1):
        first = deal.eldest if isinstance(deal, ThreeHandDeal) else deal.elder
        won = [0, 0, 0]
        for index, seat in enumerate(seats):
            won[seat] = deal.tricks_won[index]
        deals.append({
            "number": number, "dealer": partie.dealers[number - 1], "elder": seats[first], "multiplier": 1,
            "complete": deal.is_over(), "tricks_won": won,
            "scores": _spread([s.as_dict() for s in deal.scores], seats),
        })
    return {"deals": deals, "totals": list(partie.totals()), "result": partie.result()}


__all__ = ["replay", "summary", "to_record"]
