"""The fair deal (network/fair_deal.py): the cards of every deal come from the host's committed seed and the joined
programs' contributions, through each game's own dealing, and a host that deals other cards is caught."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from piquet_gui.model import game_records
from piquet_gui.model.cards import Card
from piquet_gui.model.games import GAMES, new_game
from piquet_gui.model.history import History
from piquet_gui.network import fair_deal
from piquet_gui.network.fair_deal import Reveal, Seen

ROOT = Path(__file__).resolve().parent.parent.parent
SECRET = bytes(range(32))
CONTRIBUTIONS = {1: bytes(range(100, 116))}


def joined_seats(partie: Any) -> list[int]:
    """The seats of joined programs in these tests: every seat but the host's seat 0."""
    return list(range(1, partie.seats))


def next_deal(partie: Any) -> tuple[int, int, list[int]]:
    """The dealer, number and seats of the partie's next deal, as the host knows them."""
    playing = list(partie.remaining()) if hasattr(partie, "remaining") else list(range(partie.seats))
    return partie.next_dealer, len(partie.deals) + 1, playing


def fair_partie(name: str, options: dict[str, Any], seed: int,
                cheat: Any = None) -> tuple[Any, list[Reveal]]:
    """A partie of random legal moves where the host deals every deal fairly (``cheat(number, hands, talon)``
    may change the cards it deals), with what each deal's draw revealed.  The seeds and contributions are drawn
    from the test's generator, so that the partie is the same at every run."""
    partie: Any = new_game(name, options, seed=seed)
    assert isinstance(new_game(name, options), History)  # whose start_deal takes (hands, talon, dealer)
    rng = random.Random(seed)
    draw = random.Random(seed + 1)
    reveals: list[Reveal] = []
    while not partie.is_over():
        if partie.needs_deal():
            secret = draw.randbytes(fair_deal.SECRET_BYTES)
            committed = fair_deal.commitment(secret)
            contributions = {seat: draw.randbytes(fair_deal.CONTRIBUTION_BYTES) for seat in joined_seats(partie)}
            dealer, number, playing = next_deal(partie)
            hands, talon = fair_deal.deal_cards(secret, contributions, name, options, dealer, number, playing)
            if cheat is not None:
                hands, talon = cheat(number, hands, talon)
            partie.start_deal(hands, talon, dealer=dealer)
            reveals.append(Reveal(committed, contributions, secret))
        partie.apply(rng.choice(list(partie.legal_actions())))
    return partie, reveals


GAMES_AND_OPTIONS: list[tuple[str, dict[str, Any]]] = [(name, {}) for name in GAMES] + [("partnership", {"deal_323": True}),
                                                      ("target", {"target": 100, "match": "seca"})]


@pytest.mark.parametrize(("name", "options"), GAMES_AND_OPTIONS)
def test_every_game_dealt_fairly_plays_to_a_valid_record_and_every_deal_checks(name: str,
                                                                             options: dict[str, Any]) -> None:
    partie, reveals = fair_partie(name, options, seed=28)
    record = json.loads(json.dumps(game_records.to_record(partie)))
    again = game_records.replay(record)
    assert game_records.summary(again) == game_records.summary(partie)
    assert again.is_over()
    checks = fair_deal.verify_record(record, reveals)
    assert len(checks) == len(record["deals"]) == len(reveals) >= 2
    assert [str(check) for check in checks] == [f"Deal {n} checked" for n in range(1, len(checks) + 1)]
    if name == "normand":  # the two left play on: deals with a seat out are dealt and checked too
        assert any(None in deal["hands"] for deal in record["deals"])


def test_seeds_and_contributions_are_fresh_random_bytes() -> None:
    secrets = {fair_deal.new_secret() for _ in range(20)}
    contributions = {fair_deal.contribution() for _ in range(20)}
    assert len(secrets) == len(contributions) == 20
    assert {len(s) for s in secrets} == {32} and {len(c) for c in contributions} == {16}
    assert len(fair_deal.commitment(SECRET)) == 64 and fair_deal.commitment(SECRET) != fair_deal.commitment(
        bytes(32))


def test_each_seat_checks_its_own_hand_mid_deal() -> None:
    secret, contributions = fair_deal.new_secret(), {1: fair_deal.contribution(), 2: fair_deal.contribution()}
    hands, _ = fair_deal.deal_cards(secret, contributions, "normand", {}, 1, 1)
    for seat, hand in enumerate(hands):
        assert hand is not None
        check = fair_deal.verify(fair_deal.commitment(secret), secret, contributions, "normand", {}, 1, 1,
                                 Seen.hand(seat, reversed(hand)))
        assert check.checked and str(check) == "Deal 1 checked"


def test_a_play_on_deal_checks_with_the_seats_that_play_it() -> None:
    hands, talon = fair_deal.deal_cards(SECRET, CONTRIBUTIONS, "normand", {}, 2, 7, playing=[0, 2])
    assert hands[1] is None and len(talon) == 8
    assert hands[0] is not None and len(hands[0]) == 12
    seen = Seen({0: hands[0]})
    assert fair_deal.verify(fair_deal.commitment(SECRET), SECRET, CONTRIBUTIONS, "normand", {}, 2, 7, seen,
                            playing=[0, 2]).checked


# --- a host that cheats ---------------------------------------------------------------------------------------


def swap_on_deal_3(number: int, hands: Any, talon: Any) -> tuple[Any, Any]:
    """The host swaps a card of seat 0's hand with one of seat 1's in the third deal."""
    if number != 3:
        return hands, talon
    first, second = list(hands[0]), list(hands[1])
    first[0], second[0] = second[0], first[0]
    return (tuple(first), tuple(second), *hands[2:]), talon


@pytest.mark.parametrize("name", ["rubicon", "partnership"])
def test_a_host_that_swaps_two_cards_is_caught_on_that_deal(name: str) -> None:
    partie, reveals = fair_partie(name, {}, seed=3, cheat=swap_on_deal_3)
    record = game_records.to_record(partie)
    checks = fair_deal.verify_record(record, reveals)
    assert len(checks) >= 3
    assert [check.checked for check in checks] == [number != 3 for number in range(1, len(checks) + 1)]
    assert str(checks[2]).startswith("Deal 3 NOT checked: the cards dealt are not those the committed seed deals")
    assert "seat 0's hand" in str(checks[2]) and "seat 1's hand" in str(checks[2])


def test_a_host_that_deals_from_another_seed_than_it_committed_to_is_caught() -> None:
    committed_secret, dealt_secret = fair_deal.new_secret(), fair_deal.new_secret()
    committed = fair_deal.commitment(committed_secret)
    hands, talon = fair_deal.deal_cards(dealt_secret, CONTRIBUTIONS, "rubicon", {}, 1, 3)
    seen = Seen(dict(enumerate(hands)), talon)
    honest_reveal = fair_deal.verify(committed, committed_secret, CONTRIBUTIONS, "rubicon", {}, 1, 3, seen)
    assert str(honest_reveal) == ("Deal 3 NOT checked: the cards dealt are not those the committed seed deals "
                                  "(seat 0's hand, seat 1's hand, the talon)")
    # revealing the seed it really dealt from does not match what it committed to
    other_reveal = fair_deal.verify(committed, dealt_secret, CONTRIBUTIONS, "rubicon", {}, 1, 3, seen)
    assert str(other_reveal) == "Deal 3 NOT checked: the revealed seed is not the one committed to"


def test_a_seat_sees_a_hand_not_dealt_by_the_seed() -> None:
    hands, _ = fair_deal.deal_cards(SECRET, CONTRIBUTIONS, "auction", {}, 0, 2)
    assert hands[1] is not None
    changed = [card for card in hands[1] if str(card) != str(hands[1][0])] + [Card.parse("7S")]
    if sorted(changed) == sorted(hands[1]):
        changed = list(hands[1][1:]) + [Card.parse("8S")]
    check = fair_deal.verify(fair_deal.commitment(SECRET), SECRET, CONTRIBUTIONS, "auction", {}, 0, 2,
                             Seen.hand(1, changed))
    assert str(check) == "Deal 2 NOT checked: the cards dealt are not those the committed seed deals (seat 1's hand)"


def test_a_reveal_that_is_not_a_seed_is_reported_not_raised() -> None:
    check = fair_deal.verify(fair_deal.commitment(SECRET), b"short", CONTRIBUTIONS, "rubicon", {}, 0, 1,
                             Seen.hand(0, []))
    assert not check.checked and fair_deal.WRONG_SEED in str(check)
    assert "cannot be made again" in str(check)


@pytest.mark.parametrize("deal", [{"dealer": "x", "hands": [[], []]}, {"dealer": 0, "hands": "AS"},
                                  {"dealer": 0, "hands": [["ZZ"], []]}, ["not a deal"], {"dealer": 7, "hands": []}])
def test_a_damaged_record_is_reported_deal_by_deal_not_raised(deal: Any) -> None:
    reveal = Reveal(fair_deal.commitment(SECRET), CONTRIBUTIONS, SECRET)
    checks = fair_deal.verify_record({"game": "rubicon", "deals": [deal]}, [reveal])
    assert len(checks) == 1 and not checks[0].checked and str(checks[0]).startswith("Deal 1 NOT checked: ")


def test_a_deal_never_revealed_is_not_checked() -> None:
    partie, reveals = fair_partie("rubicon", {}, seed=5)
    checks = fair_deal.verify_record(game_records.to_record(partie), reveals[:-1])
    assert [check.checked for check in checks] == [True] * (len(reveals) - 1) + [False]


# --- the contributions matter ----------------------------------------------------------------------------------


def test_the_same_host_seed_with_another_contribution_deals_other_cards() -> None:
    base = fair_deal.deal_cards(SECRET, CONTRIBUTIONS, "rubicon", {}, 0, 1)
    for _ in range(50):
        assert fair_deal.deal_cards(SECRET, {1: fair_deal.contribution()}, "rubicon", {}, 0, 1) != base


@settings(max_examples=60, deadline=None)
@given(seat=st.sampled_from([1, 2, 3]), position=st.integers(0, 15), bit=st.integers(0, 7),
       contributions=st.lists(st.binary(min_size=16, max_size=16), min_size=3, max_size=3))
def test_changing_any_contribution_byte_changes_the_deal(seat: int, position: int, bit: int,
                                                         contributions: list[bytes]) -> None:
    given_contributions = {s: contributions[s - 1] for s in (1, 2, 3)}
    changed = bytearray(given_contributions[seat])
    changed[position] ^= 1 << bit
    other = {**given_contributions, seat: bytes(changed)}
    assert fair_deal.deal_cards(SECRET, given_contributions, "partnership", {}, 0, 1) != \
        fair_deal.deal_cards(SECRET, other, "partnership", {}, 0, 1)


def test_the_deal_is_bound_to_its_game_dealer_and_number() -> None:
    base = fair_deal.deal_cards(SECRET, CONTRIBUTIONS, "rubicon", {}, 0, 1)
    assert fair_deal.deal_cards(SECRET, CONTRIBUTIONS, "rubicon", {}, 0, 2) != base
    other_dealer = fair_deal.deal_cards(SECRET, CONTRIBUTIONS, "rubicon", {}, 1, 1)[0][0]
    assert other_dealer is not None and base[0][0] is not None and base[0][1] is not None
    assert set(other_dealer) not in (set(base[0][0]), set(base[0][1]))  # not the same pack dealt the other way
    assert fair_deal.deal_cards(SECRET, CONTRIBUTIONS, "au-cent", {}, 0, 1) != base
    assert fair_deal.deal_cards(SECRET, CONTRIBUTIONS, "rubicon", {"carte_rouge": True}, 0, 1) != base


# --- deterministic ---------------------------------------------------------------------------------------------


def deal_text(game: str) -> str:
    hands, talon = fair_deal.deal_cards(SECRET, CONTRIBUTIONS, game, {}, 1, 4)
    return json.dumps([[None if hand is None else [str(c) for c in hand] for hand in hands], [str(c) for c in talon]])


def test_the_same_inputs_deal_the_same_cards_in_another_process() -> None:
    script = ("from tests.network.test_fair_deal import deal_text\n"
              "from piquet_gui.model.games import GAMES\n"
              "print('\\n'.join(deal_text(game) for game in GAMES))\n")
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=120,
                          env={**os.environ, "PYTHONHASHSEED": "12345"})
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.splitlines() == [deal_text(game) for game in GAMES]
