"""Bad records are refused by ``python -m piquet_gui replay``: exit status 2, nothing on standard output,
and one line on standard error that says where and what -- never a traceback (RECORD.md)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from tests.helpers import CEILING_S

BAD = Path(__file__).parent / "records" / "bad"
ROOT = Path(__file__).resolve().parent.parent

# For each bad record: words the one line on standard error must hold (where, then what).
MESSAGES: dict[str, tuple[str, ...]] = {
    "not_json": ("not valid JSON",),
    "truncated": ("not valid JSON",),
    "wrong_type_deals": ("deals must be a list",),
    "wrong_type_card": ("deal 1, hand of seat 1", "not a card"),
    "wrong_type_version": ("version",),
    "wrong_type_trick": ("deal 1, trick 3",),
    "thirty_three_cards": ("deal 1", "talon", "8 cards"),
    "duplicate_card": ("deal 1", "KS", "twice"),
    "card_not_held": ("deal 1, trick 3", "seat 0", "8S", "does not hold"),
    "revoke": ("deal 2, trick 9", "seat 1", "KC", "but holds hearts"),
    "too_many_discards": ("deal 1, exchange", "seat 0", "6 cards"),
    "call_not_held": ("deal 1, point", "seat 0", "7S", "not held"),
    "call_not_a_sequence": ("deal 1, sequences", "seat 1", "not a sequence"),
    "carte_blanche_with_court_cards": ("deal 1, carte blanche", "seat 0", "court cards"),
    "unknown_option": ("unknown option", "trumps"),
    "bad_option_value": ("carte_rouge", "yes"),
    "deal_after_partie_over": ("deal 7", "over"),
    "deal_after_target_game_over": ("deal 4", "over"),
    "wrong_version": ("version 2",),
    "dealer_does_not_alternate": ("deal 2", "dealer"),
    "younger_must_exchange": ("deal 1, exchange", "seat 1", "at least one"),
    "unknown_game": ("'whist' is not known", "au-cent", "auction", "normand", "partnership"),
}
FILES = sorted(BAD.glob("*.json"))


def test_every_bad_record_has_its_message() -> None:
    assert sorted(p.stem for p in FILES) == sorted(MESSAGES)


@pytest.mark.parametrize("record", FILES, ids=[p.stem for p in FILES])
def test_bad_record_is_refused_with_one_line(record: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "piquet_gui", "replay", str(record)], capture_output=True,
                          text=True, timeout=CEILING_S, cwd=ROOT)
    assert done.returncode == 2, (done.returncode, done.stderr)
    assert done.stdout == ""
    assert "Traceback" not in done.stderr
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr
    for words in MESSAGES[record.stem]:
        assert words in lines[0], (words, lines[0])


def test_a_missing_file_is_refused_too(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "piquet_gui", "replay", str(tmp_path / "nowhere.json")],
                          capture_output=True, text=True, timeout=CEILING_S, cwd=ROOT)
    assert done.returncode == 2 and done.stdout == "" and len(done.stderr.splitlines()) == 1
    assert "Traceback" not in done.stderr
