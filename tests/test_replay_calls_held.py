"""A call names only cards its seat holds (RECORD.md: "Every card named must be in the seat's hand after the
exchange"), in every game (issue 26): ``replay`` refuses a call of a card the seat does not hold with one line
that names the deal and the seat, whether or not the call could count -- a call below the best so far, which
the three-handed game reads as a pass, or a call after the deal stopped at the target.

Each case takes a good record of its game and gives one seat a call of a card another seat kept.
"""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from tests.helpers import CEILING_S

ROOT = Path(__file__).resolve().parent.parent
RECORDS = ROOT / "tests" / "records"
VARIANTS = RECORDS / "variants"


def kept_by_others(deal: dict[str, Any], seat: int) -> list[str]:
    """Cards another seat of the deal holds after the exchange (dealt and not put out)."""
    out = []
    for other, hand in enumerate(deal["hands"]):
        discards = deal.get("discards") or []
        put_out = discards[other] if other < len(discards) and discards[other] else []
        if other != seat and hand is not None:
            out.extend(card for card in hand if card not in put_out)
    return out


def with_call(record: dict[str, Any], number: int, seat: int, category: str) -> tuple[dict[str, Any], str]:
    """The record with seat ``seat`` of deal ``number`` calling in ``category`` a card another seat kept (a
    point of that one card, or a set of three of its rank); and that card."""
    out = copy.deepcopy(record)
    deal = out["deals"][number - 1]
    mine = deal["hands"][seat]
    card = next(c for c in kept_by_others(deal, seat) if category == "point" or c[0] in "AKQJT")
    calls = deal.get("calls") or [None] * len(deal["hands"])
    entry = dict(calls[seat] or {})
    if category == "point":
        entry["point"] = [card]
    else:
        others = [card[0] + suit for suit in "SHDC" if card[0] + suit != card]
        entry[category] = [[card, *others[:2]]]
    assert card not in mine
    calls[seat] = entry
    deal["calls"] = calls
    return out, card


def replay(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "piquet_gui", "replay", str(path)], capture_output=True, text=True,
                          timeout=CEILING_S, cwd=ROOT)


# (game, record, deal, seat, category): each the case of its game that is easiest to miss.
CASES = [
    ("rubicon", RECORDS / "rubicon_six_deals.json", 2, 1, "point"),
    # The deal stops at 100 between a sixieme and a tierce: the sets are never called, yet they are checked.
    ("au-cent", VARIANTS / "au_cent_target_between_sixieme_and_tierce.json", 2, 0, "sets"),
    ("auction", VARIANTS / "auction_complete_partie.json", 2, 0, "point"),
    # Seat 1's point of one card is below the best so far: the game reads it as a pass, yet it is checked.
    ("normand", VARIANTS / "normand_random_game_to_60.json", 2, 1, "point"),
    ("partnership", VARIANTS / "partnership_random_game.json", 2, 3, "point"),
]


@pytest.mark.parametrize("game, source, number, seat, category", CASES, ids=[c[0] for c in CASES])
def test_a_call_of_a_card_the_seat_does_not_hold_is_refused(tmp_path: Path, game: str, source: Path, number: int,
                                                             seat: int, category: str) -> None:
    good = json.loads(source.read_text())
    assert good.get("game", "rubicon") == game
    assert replay(source).returncode == 0
    bad, card = with_call(good, number, seat, category)
    path = tmp_path / f"{game}.json"
    path.write_text(json.dumps(bad))
    done = replay(path)
    assert done.returncode == 2, done.stdout[:200]
    assert done.stdout == "" and "Traceback" not in done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1
    assert f"deal {number}, {category}: seat {seat} calls {category}" in lines[0]
    assert card in lines[0] and "not held" in lines[0]
