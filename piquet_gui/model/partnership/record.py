"""The game record of four-handed partnership piquet (RECORD.md, "The variants"): read, replay, write,
summarise.

A ``"partnership"`` record has four players, seats 0 and 2 side A, 1 and 3 side B.  A deal has four
hands of eight, an empty talon, no discards (``[]`` per seat, or none), a CALLS object or null per
seat (what that seat would call, in full where a key is missing: the engine lets it speak only to beat
the best call so far) and tricks of four cards, the leader's first.  ``replay`` prints each deal's
scores and the totals by side, and the result: the winning side, a double game, the points it gains.
"""

from __future__ import annotations

from typing import Any

from ..combinations import Category
from .deal import PartnershipDeal
from .partie import NAME, PartnershipPartie
from ..two_handed.record import (FORMAT, VERSION, _cards, _deal_records, _dealt_once, _expect, _replay_deal, _seated_header,
                     dealt_ahead, dealt_ahead_record, recorded_call)
from ..round_record import deal_record, deal_steps



def replay(data: Any) -> PartnershipPartie:
    """Rebuild a partnership game from a parsed record, checking it against the rules."""
    partie, deals = _seated_header(data, NAME, PartnershipPartie)
    for where, record, dealer in _deal_records(deals, partie, "the deal passes to the next seat"):
        hands_data = record.get("hands")
        _expect(isinstance(hands_data, list) and len(hands_data) == 4, f"{where}: hands must be four lists")
        hands = [_cards(hands_data[seat], f"{where}, hand of seat {seat}", 8) for seat in range(4)]
        _expect(record.get("talon", []) == [], f"{where}: talon must be empty (all 32 cards are dealt)")
        discards = record.get("discards", [[], [], [], []])
        _expect(isinstance(discards, list) and len(discards) == 4 and all(d == [] for d in discards),
                f"{where}, exchange: nobody exchanges in partnership piquet, so discards must be four empty lists")
        _dealt_once([c for h in hands for c in h], where)
        partie.start_deal(hands, dealer=dealer)
        _replay_deal(partie, record, where, lambda data, deal: deal_steps(data, deal, where, _call),
                     lambda played, _: f"the deal is over: side {'AB'[played.deals[-1].stopped or 0]} reached the "
                                       "target, so nothing more is played")
    partie.dealt_ahead = dealt_ahead(data, 4, lambda playing: (8, 0))
    return partie


def _call(category: Category, calls: dict[str, Any], deal: PartnershipDeal, seat: int, where: str) -> tuple[int, ...]:
    """The seat's recorded declaration (checked: cards it holds, real combinations), or its declaration in
    full if the record has none."""
    call = recorded_call(category, calls, seat, deal.hands[seat], deal.rules.lowest_set_rank, where)
    return deal.declaration(category, seat) if call is None else call


# --- writing --------------------------------------------------------------------------------

def to_record(partie: PartnershipPartie) -> dict[str, Any]:
    out = {"format": FORMAT, "version": VERSION, "game": NAME, "options": partie.options.options(),
           "players": list(partie.players), "deals": [_record_of(d) for d in partie.deals]}
    if partie.dealt_ahead:
        out["dealt_ahead"] = dealt_ahead_record(partie.dealt_ahead)
    return out


def _record_of(deal: PartnershipDeal) -> dict[str, Any]:
    return deal_record(deal, [], [[], [], [], []])


# --- what `replay` prints --------------------------------------------------------------------

def summary(partie: PartnershipPartie) -> dict[str, Any]:
    deals = [{"number": number, "dealer": deal.dealer, "elder": deal.eldest, "multiplier": 1,
              "complete": deal.is_over(), "tricks_won": list(deal.tricks_won),
              "scores": [deal.scores[0].as_dict(), deal.scores[1].as_dict()]}
             for number, deal in enumerate(partie.deals, 1)]
    out: dict[str, Any] = {"deals": deals}
    if partie.options.partie == "best_of_five":
        out["games"] = partie.games()
    out["totals"] = list(partie.totals())
    out["result"] = partie.result()
    return out


__all__ = ["replay", "summary", "to_record"]
