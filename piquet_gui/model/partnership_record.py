"""The game record of four-handed partnership piquet (RECORD.md, "The variants"): read, replay, write,
summarise.

A ``"partnership"`` record has four players, seats 0 and 2 side A, 1 and 3 side B.  A deal has four
hands of eight, an empty talon, no discards (``[]`` per seat, or none), a CALLS object or null per
seat (what that seat would call, in full where a key is missing: the engine lets it speak only to beat
the best call so far) and tricks of four cards, the leader's first.  ``replay`` prints each deal's
scores and the totals by side, and the result: the winning side, a double game, the points it gains.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from .actions import Action, CarteBlanche, Call, Play
from .cards import CARDS, Card, mask_of
from .combinations import CATEGORY_ORDER, Category
from .errors import IllegalActionError, RecordError
from .normand_record import _limited
from .partnership import PartnershipDeal
from .partnership_partie import GAME, PartnershipGame, PartnershipPartie
from .record import (FORMAT, VERSION, _calls_of, _card, _cards, _combos, _deal_records, _expect, _names, _parse,
                     _read, _seated_header, calls_object)

_CALL_STEPS = frozenset(c.value for c in CATEGORY_ORDER)


def is_partnership(data: Any) -> bool:
    return isinstance(data, dict) and data.get("game") == GAME


def load_summary(path: str) -> dict[str, Any] | None:
    """What ``replay`` prints for a partnership record, or None if the file holds another game."""
    data = _parse(_read(path))
    if not is_partnership(data):
        return None
    return summary(replay(data))


def replay(data: Any) -> PartnershipPartie:
    """Rebuild a partnership game from a parsed record, checking it against the rules."""
    game, players, deals, first = _seated_header(data, PartnershipGame.from_options, 4)
    partie = PartnershipPartie(game, players, first)
    for number, where, record in _deal_records(deals, partie):
        dealer = record.get("dealer")
        _expect(type(dealer) is int and dealer == partie.next_dealer,
                f"{where}: dealer must be seat {partie.next_dealer} (the deal passes to the next seat)")
        hands_data = record.get("hands")
        _expect(isinstance(hands_data, list) and len(hands_data) == 4, f"{where}: hands must be four lists")
        hands = [_cards(hands_data[seat], f"{where}, hand of seat {seat}", 8) for seat in range(4)]
        _expect(record.get("talon", []) == [], f"{where}: talon must be empty (all 32 cards are dealt)")
        discards = record.get("discards", [[], [], [], []])
        _expect(isinstance(discards, list) and len(discards) == 4 and all(d == [] for d in discards),
                f"{where}, exchange: nobody exchanges in partnership piquet, so discards must be four empty lists")
        seen: set[Card] = set()
        for card in [c for h in hands for c in h]:
            _expect(card not in seen, f"{where}: {card} is dealt twice")
            seen.add(card)
        deal = partie.start_deal(hands, dealer)
        for step, action in _limited(record, _deal_actions(record, deal, where), where):
            if deal.is_over():
                if step in _CALL_STEPS:
                    continue  # the calls a record leaves out are never made once the deal stopped
                raise RecordError(f"{where}, {step}: the deal is over: side {'AB'[deal.stopped or 0]} reached "
                                  "the target, so nothing more is played")
            try:
                partie.apply(action)
            except IllegalActionError as error:
                raise RecordError(f"{where}, {step}: {error}") from None
    return partie


def _deal_actions(record: dict[str, Any], deal: PartnershipDeal, where: str) -> Iterator[tuple[str, Action]]:
    calls = _calls_of(record, where, 4)
    for seat in range(4):
        claim = calls[seat].get("carte_blanche")
        _expect(claim is None or isinstance(claim, bool), f"{where}: carte_blanche of seat {seat} must be true or false")
        _expect(not claim or seat in deal.cb_holders,
                f"{where}, carte blanche: seat {seat} announces carte blanche but holds court cards")
    for seat in deal.cb_holders:
        yield "carte blanche", CarteBlanche(calls[seat].get("carte_blanche", True) is not False)
    for category in CATEGORY_ORDER:
        for seat in deal.order:
            yield category.value, Call(category, _call(category, calls[seat], deal, seat, where))
    tricks = record.get("tricks", [])
    _expect(isinstance(tricks, list) and len(tricks) <= 8, f"{where}: tricks must be a list of at most 8")
    for number, trick in enumerate(tricks, 1):
        step = f"trick {number}"
        _expect(isinstance(trick, list) and 1 <= len(trick) <= 4, f"{where}, {step}: a trick is one to four cards")
        _expect(len(trick) == 4 or number == len(tricks), f"{where}, {step}: only the last trick may be unfinished")
        for text in trick:
            yield step, Play(_card(text, f"{where}, {step}"))


def _call(category: Category, calls: dict[str, Any], deal: PartnershipDeal, seat: int, where: str) -> tuple[int, ...]:
    """The seat's recorded declaration, or its declaration in full if the record has none."""
    key = category.value
    if key not in calls:
        return deal.declaration(category, seat)
    if category is Category.POINT:
        value = calls[key]
        return (mask_of(_cards(value, f"{where}, {key} of seat {seat}")),) if value else ()
    return _combos(calls[key], f"{where}, {key} of seat {seat}")


# --- writing --------------------------------------------------------------------------------

def to_record(partie: PartnershipPartie) -> dict[str, Any]:
    return {"format": FORMAT, "version": VERSION, "game": GAME, "options": partie.game.options(),
            "players": list(partie.players), "deals": [_record_of(d) for d in partie.deals]}


def _record_of(deal: PartnershipDeal) -> dict[str, Any]:
    calls = [calls_object(deal.calls[seat]) for seat in range(4)]
    for seat in deal.cb_holders:
        if seat in deal.cb_announced or deal.phase.value != "carte blanche":
            calls[seat] = {"carte_blanche": seat in deal.cb_announced, **calls[seat]}
    record: dict[str, Any] = {
        "dealer": deal.dealer, "hands": [_names(m) for m in deal.dealt], "talon": [],
        "discards": [[], [], [], []], "calls": calls,
        "tricks": [[str(CARDS[i]) for i in cards] for _, cards in deal.tricks],
    }
    if deal.trick:
        record["tricks"].append([str(CARDS[i]) for i in deal.trick])
    if not deal.is_over():
        record["steps"] = len(deal.history)
    return record


# --- what `replay` prints --------------------------------------------------------------------

def summary(partie: PartnershipPartie) -> dict[str, Any]:
    deals = [{"number": number, "dealer": deal.dealer, "elder": deal.eldest, "multiplier": 1,
              "complete": deal.is_over(), "tricks_won": list(deal.tricks_won),
              "scores": [deal.scores[0].as_dict(), deal.scores[1].as_dict()]}
             for number, deal in enumerate(partie.deals, 1)]
    out: dict[str, Any] = {"deals": deals}
    if partie.game.partie == "best_of_five":
        out["games"] = partie.games()
    out["totals"] = list(partie.totals())
    out["result"] = partie.result()
    return out


__all__ = ["GAME", "is_partnership", "load_summary", "replay", "summary", "to_record"]
