"""The game record of three-handed piquet (RECORD.md, "The variants"): read, replay, write, summarise.

A ``"normand"`` record has three players; its deals name their dealer by seat.  A three-handed deal has
three hands of ten, a talon of two, the dealer's discard, a CALLS object or null per seat (what that
seat would call: a call below the best so far is a pass, as the game says) and tricks of three cards,
the leader's first.  Once a player is out, the deals that follow have ``null`` in his place and are
read as two-handed deals.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from . import combinations as combos
from .actions import Action, CarteBlanche, Call, Discard, Play
from .cards import CARDS, Card, mask_of
from .combinations import CATEGORY_ORDER, Category
from .deal import Deal
from .errors import IllegalActionError, RecordError
from .normand import ThreeHandDeal
from .normand_partie import NormandGame, NormandPartie
from .record import (FORMAT, VERSION, _actions, _calls_of, _card, _cards, _combos, _deal_record, _deal_records,
                     _expect, _names, _parse, _read, _seated_header, calls_object)

GAME = "normand"
_CALL_STEPS = frozenset(c.value for c in CATEGORY_ORDER)


def is_normand(data: Any) -> bool:
    return isinstance(data, dict) and data.get("game") == GAME


def load_summary(path: str) -> dict[str, Any] | None:
    """What ``replay`` prints for a three-handed record, or None if the file holds another game."""
    data = _parse(_read(path))
    if not is_normand(data):
        return None
    return summary(replay(data))


def replay(data: Any) -> NormandPartie:
    """Rebuild a three-handed game from a parsed record, checking it against the rules."""
    game, players, deals, first = _seated_header(data, NormandGame.from_options, 3)
    partie = NormandPartie(game, players, first)
    for number, where, record in _deal_records(deals, partie):
        dealer = record.get("dealer")
        _expect(type(dealer) is int and dealer == partie.next_dealer,
                f"{where}: dealer must be seat {partie.next_dealer} (the next seat still playing)")
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
        seen: set[Card] = set()
        for card in [c for h in hands if h for c in h] + talon:
            _expect(card not in seen, f"{where}: {card} is dealt twice")
            seen.add(card)
        deal = partie.start_deal(hands, talon, dealer)
        steps: Iterator[tuple[str, Action]]
        if isinstance(deal, ThreeHandDeal):
            steps = _limited(record, _trio_actions(record, deal, where), where)
        else:
            steps = _actions(_two_handed(record, seats, where), deal, where)
        for step, action in steps:
            if deal.is_over():
                if step in _CALL_STEPS:
                    continue  # the calls a record leaves out are never made once the deal stopped
                raise RecordError(f"{where}, {step}: the deal is over: seat {partie.out[-1]} reached the "
                                  "target, so nothing more is played")
            try:
                partie.apply(action)
            except IllegalActionError as error:
                raise RecordError(f"{where}, {step}: {error}") from None
    return partie


def _limited(record: dict[str, Any], actions: Iterator[tuple[str, Action]],
             where: str) -> Iterator[tuple[str, Action]]:
    steps = record.get("steps")
    _expect(steps is None or (type(steps) is int and steps >= 0), f"{where}: steps must be a whole number")
    for count, item in enumerate(actions):
        if steps is not None and count == steps:
            return
        yield item


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


def _trio_actions(record: dict[str, Any], deal: ThreeHandDeal, where: str) -> Iterator[tuple[str, Action]]:
    calls = _calls_of(record, where, 3)
    for seat in range(3):
        claim = calls[seat].get("carte_blanche")
        _expect(claim is None or isinstance(claim, bool), f"{where}: carte_blanche of seat {seat} must be true or false")
        _expect(not claim or seat in deal.cb_holders,
                f"{where}, carte blanche: seat {seat} announces carte blanche but holds court cards")
    for seat in deal.cb_holders:
        yield "carte blanche", CarteBlanche(calls[seat].get("carte_blanche", True) is not False)
    discards = record.get("discards", [[], [], []])
    _expect(isinstance(discards, list) and len(discards) == 3, f"{where}: discards must be three lists")
    for seat in range(3):
        if seat != deal.dealer:
            _expect(discards[seat] in ([], None), f"{where}, exchange: only the dealer (seat {deal.dealer}) exchanges")
    put_out = _cards(discards[deal.dealer], f"{where}, discard of seat {deal.dealer}")
    tricks = record.get("tricks", [])
    _expect(isinstance(tricks, list) and len(tricks) <= 10, f"{where}: tricks must be a list of at most 10")
    went_on = bool(tricks) or "steps" in record or any(c.value in calls[s] for c in CATEGORY_ORDER for s in range(3))
    if not put_out and not went_on:
        return
    yield "exchange", Discard.of(put_out)
    for category in CATEGORY_ORDER:
        for seat in deal.order:
            yield category.value, Call(category, _call(category, calls[seat], deal, seat, where))
    for number, trick in enumerate(tricks, 1):
        step = f"trick {number}"
        _expect(isinstance(trick, list) and 1 <= len(trick) <= 3, f"{where}, {step}: a trick is one to three cards")
        _expect(len(trick) == 3 or number == len(tricks), f"{where}, {step}: only the last trick may be unfinished")
        for text in trick:
            yield step, Play(_card(text, f"{where}, {step}"))


def _call(category: Category, calls: dict[str, Any], deal: ThreeHandDeal, seat: int, where: str) -> tuple[int, ...]:
    """The seat's recorded call (its best if the record has none), or a pass if below the best so far."""
    key = category.value
    if key not in calls:
        call = combos.best_call(category, deal.hands[seat], deal.rules.lowest_set_rank)
    elif category is Category.POINT:
        value = calls[key]
        call = (mask_of(_cards(value, f"{where}, {key} of seat {seat}")),) if value else ()
    else:
        call = _combos(calls[key], f"{where}, {key} of seat {seat}")
    if call and deal.phase.value == "declarations" and \
            combos.call_strength(category, call) < deal._best_so_far()[0]:
        return ()
    return call


# --- writing --------------------------------------------------------------------------------

def to_record(partie: NormandPartie) -> dict[str, Any]:
    return {"format": FORMAT, "version": VERSION, "game": GAME, "options": partie.game.options(),
            "players": list(partie.players), "deals": [_record_of(d, s) for d, s in zip(partie.deals, partie.seat_maps)]}


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
    calls = [calls_object(deal.calls[seat]) for seat in range(3)]
    for seat in deal.cb_holders:
        if seat in deal.cb_announced or deal.phase.value != "carte blanche":
            calls[seat] = {"carte_blanche": seat in deal.cb_announced, **calls[seat]}
    discards: list[list[str]] = [[], [], []]
    discards[deal.dealer] = _names(deal.discard)
    record: dict[str, Any] = {
        "dealer": deal.dealer, "hands": [_names(m) for m in deal.dealt], "talon": [str(CARDS[i]) for i in deal.talon],
        "discards": discards, "calls": calls,
        "tricks": [[str(CARDS[i]) for i in cards] for _, cards in deal.tricks],
    }
    if deal.trick:
        record["tricks"].append([str(CARDS[i]) for i in deal.trick])
    if not deal.is_over():
        record["steps"] = len(deal.history)
    return record


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


__all__ = ["GAME", "is_normand", "load_summary", "replay", "summary", "to_record"]
