"""Records of the variants (VARIANTS.md, RECORD.md "The variants") through ``python -m piquet_gui replay``.

Good records under tests/records/variants replay to the JSON beside them in ``expected``; the numbers of
VARIANTS.md's worked examples are asserted here as well, worked out by hand (tests/model/test_au_cent.py
and tests/model/test_auction.py explain them).  In au_cent_a1 and au_cent_a2 the deals before A1's deal and
the deals of A2's games are random legal deals found to add up to the example's totals; only their sums are
from the example (so are the six deals before C3's in normand_c3).  auction_complete_partie is a whole partie
played by the computer players.  Bad records get exit status 2 and one line that says where and what.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from piquet_gui.model import game_records

from .test_replay_cli import replay

VARIANTS = Path(__file__).parent / "records" / "variants"
EXPECTED = VARIANTS / "expected"
BAD = VARIANTS / "bad"
FIXTURES = sorted(VARIANTS.glob("*.json"))

def replayed(name: str) -> dict[str, Any]:
    done = replay(VARIANTS / name)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    out: dict[str, Any] = json.loads(done.stdout)
    return out


def test_every_variant_record_has_an_expected_output() -> None:
    assert FIXTURES
    assert sorted(p.name for p in EXPECTED.glob("*.json")) == [p.name for p in FIXTURES]


@pytest.mark.parametrize("record", FIXTURES, ids=[p.stem for p in FIXTURES])
def test_replay_prints_the_expected_output(record: Path) -> None:
    assert replayed(record.name) == json.loads((EXPECTED / record.name).read_text())


@pytest.mark.parametrize("record", FIXTURES, ids=[p.stem for p in FIXTURES])
def test_expected_outputs_are_consistent(record: Path) -> None:
    """Each total is the sum of its items; au cent's games add up their deals; the rest sum the deals."""
    expected = json.loads((EXPECTED / record.name).read_text())
    seats = len(expected["totals"])
    for deal in expected["deals"]:
        playing = [s for s in range(seats) if deal["scores"][s] is not None]
        if record.name.startswith("partnership"):  # scores by side; four seats
            playing = [0, 1, 2, 3]
        # Eldest is the seat after the dealer, among those still playing.
        assert deal["elder"] == playing[(playing.index(deal["dealer"]) + 1) % len(playing)]
        for sheet in deal["scores"]:
            if sheet is not None:
                assert sheet["total"] == sum(v for k, v in sheet.items() if k != "total") * deal["multiplier"]
    if "games" in expected:  # au cent: the deals of each game in turn, then the game in progress
        sums, games = [0, 0], list(expected["games"])
        for deal in expected["deals"]:
            sums = [sums[s] + deal["scores"][s]["total"] for s in (0, 1)]
            if games and sums == games[0]["scores"]:
                games.pop(0)
                if games or not expected["result"]["finished"]:
                    sums = [0, 0]
        assert not games and sums == expected["totals"]
    else:
        assert expected["totals"] == [sum(d["scores"][s]["total"] for d in expected["deals"] if d["scores"][s])
                                      for s in range(seats)]


@pytest.mark.parametrize("record", FIXTURES, ids=[p.stem for p in FIXTURES])
def test_a_written_record_replays_the_same(record: Path) -> None:
    partie = game_records.replay(json.loads(record.read_text()))
    again = game_records.replay(json.loads(json.dumps(game_records.to_record(partie))))
    assert game_records.summary(again) == game_records.summary(partie)


def test_a1_younger_reaches_100_with_his_tierce() -> None:
    """A 94, B 97: A's point 99, B's tierce 100; the deal stops before A's quatorze; B +1, single."""
    out = replayed("au_cent_a1_order_of_reckoning.json")
    last = out["deals"][-1]
    assert [last["scores"][0]["point"], last["scores"][0]["sets"], last["scores"][1]["sequences"]] == [5, 0, 3]
    assert last["tricks_won"] == [0, 0] and last["complete"]
    assert out["games"] == [{"number": 1, "winner": 1, "double": False, "scores": [99, 100], "points": 1}]
    assert out["result"] == {"finished": True, "winner": 1, "games_won": [0, 1], "points": 1}


def test_a2_best_of_five() -> None:
    out = replayed("au_cent_a2_partie.json")
    assert [(g["winner"], g["scores"], g["double"], g["points"]) for g in out["games"]] == [
        (0, [104, 47], True, 114), (1, [88, 101], False, 13), (0, [100, 63], False, 37)]
    assert out["totals"] == [100, 63]
    assert out["result"] == {"finished": True, "winner": 0, "games_won": [3, 1], "points": 138}


def test_a3_options() -> None:
    four = replayed("au_cent_a3_point_four_less.json")["deals"][0]["scores"][0]
    assert four["point"] == 4  # JS TS 9S 8S 7S: 44 pips, five cards, one less
    small = replayed("au_cent_a3_small_cards.json")["deals"][0]
    # Elder's leads: AS KS QS JS TS AH KH QH JH score, 9S 8S 7D do not: 9; younger's 8D wins the last: 1.
    assert [small["scores"][0]["play"], small["scores"][1]["play"]] == [9, 1]



# Issue 17's records.  ROUGE: Y (seat 1) deals, E (seat 0) is elder; E puts out 9D and takes 8C, Y takes
# nothing.  E: point JS-7S (five, 36) 5; quint to the knave 15 and quart to the knave 4 = 24.  Y: fourteen aces,
# kings and queens (E's three knaves and three tens are lower): 14 + 14 + 14 = 42, all twelve cards in good
# calls: carte rouge 20, reckoned with the hand scores, after the sets, before E's first lead (VARIANTS.md 1).

def test_younger_reaching_100_with_his_carte_rouge_wins_before_elder_leads() -> None:
    """Deal 1, E deals: Y (elder) sinks his calls (huitieme and all) and leads his twelve cards, all winners:
    12 leads + 1 for the last trick + capot 40 = 53; E 0.  Deal 2 (ROUGE), Y deals: E 24; Y 53 + 42 = 95 with
    his sets, + 20 carte rouge = 115: Y wins there, before E's first lead (the record holds no trick).
    E has 24, under 50: a double, (115 - 24) x 2 = 182; it counts two games, so the partie goes on."""
    out = replayed("au_cent_younger_carte_rouge_reaches_100.json")
    assert [d["scores"][1]["total"] for d in out["deals"]] == [53, 62]
    rouge = out["deals"][1]
    assert rouge["complete"] and rouge["tricks_won"] == [0, 0]
    assert (rouge["scores"][1]["sets"], rouge["scores"][1]["carte_rouge"], rouge["scores"][0]["total"]) == (42, 20, 24)
    assert out["games"] == [{"number": 1, "winner": 1, "double": True, "scores": [24, 115], "points": 182}]
    assert out["result"] == {"finished": False}


def test_elder_reaching_100_on_his_first_lead_is_settled_against_younger_carte_rouge() -> None:
    """Deal 1, E deals: Y (elder) puts out 9C and takes QH.  Y's six spades (QS-7S, 54) lose to E's six diamonds
    (AD-9D, 60): E 6; Y's sixieme to the queen loses to E's to the ace: E 16; E sinks his sets, Y has none.
    Y leads 7D (1), E wins it with 9D (1) and leads his eleven winners (11), the last trick 1, capot 40:
    E 6 + 16 + 13 + 40 = 75, Y 1.  Deal 2 (ROUGE), Y deals: E 75 + 24 = 99; Y 1 + 42 + 20 = 63, all before
    E leads; E leads JS: 100, and wins.  Y's 63 is not under 50: a single game, 100 - 63 = 37 (it was a double,
    (100 - 43) x 2 = 114, while Y's carte rouge waited for E's first lead and was never reckoned)."""
    out = replayed("au_cent_elder_first_lead_against_younger_carte_rouge.json")
    assert [d["scores"][0]["total"] for d in out["deals"]] == [75, 25]
    assert [d["scores"][1]["total"] for d in out["deals"]] == [1, 62]
    rouge = out["deals"][1]
    assert rouge["scores"][0]["play"] == 1 and rouge["scores"][1]["carte_rouge"] == 20
    assert out["games"] == [{"number": 1, "winner": 0, "double": False, "scores": [100, 63], "points": 37}]



def test_au_cent_target_falls_between_a_sixieme_and_a_tierce() -> None:
    """Issue 17, one by one.  Deal 1 as in the carte rouge record above: E 75, Y 1.  Deal 2, Y deals: E puts out
    9D 8D 7D and takes AC KC QC (AS-9S, AH KH QH, AC KC QC); Y takes nothing (JH-7H, AD-TD, 8S 7S).  II: E's six
    spades (60) beat Y's five diamonds: 81.  III: E's sixieme to the ace beats Y's quints: 16, 97; then a
    tierce to the ace, 3: 100, E wins, and his other tierce is never reckoned (E's sequences 19, not 22; as one
    score they made 103).  Y has 1: a double, (100 - 1) x 2 = 198."""
    out = replayed("au_cent_target_between_sixieme_and_tierce.json")
    last = out["deals"][-1]
    assert last["complete"] and last["tricks_won"] == [0, 0]
    assert (last["scores"][0]["point"], last["scores"][0]["sequences"], last["scores"][0]["total"]) == (6, 19, 25)
    assert out["games"] == [{"number": 1, "winner": 0, "double": True, "scores": [100, 1], "points": 198}]


def test_normand_play_on_target_falls_between_sets() -> None:
    """Issue 17, one by one, in the two left's play-on.  Target 50.  Deal 1 is C1 (D deals, E eldest; D puts
    out 9S 8S for 9C 8C): E's point 5, quint 15 -> 20 before anyone else counts: repique, 90: E is out there.
    Deal 2, M deals, D elder: D puts out 9D 8D 7D for AC KC QC, M 7S for JC.  D: point AS-9S 6; sixieme 16
    and tierces 3 + 3 (28); three aces 3 (31) with M at nothing: repique 60, 91: D is out, and his kings and
    queens are never reckoned (as one score the sets, 9, made 97).  M, at 0, is the loser."""
    out = replayed("normand_play_on_target_between_sets.json")
    first, play_on = out["deals"]
    assert (first["scores"][0]["repique"], first["scores"][0]["total"]) == (70, 90)
    d = play_on["scores"][2]
    assert (play_on["dealer"], play_on["elder"], play_on["scores"][0]) == (1, 2, None)
    assert (d["sequences"], d["sets"], d["repique"], d["total"]) == (22, 3, 60, 91)
    assert out["totals"] == [90, 0, 91] and out["result"] == {"finished": True, "out": [0, 2], "loser": 1}


@pytest.mark.parametrize(("name", "declarer_total"), [("auction_b1_minus_redoubled.json", 43),
                                                       ("auction_b1_contract_base_six.json", 123)])
def test_b1(name: str, declarer_total: int) -> None:
    deal = replayed(name)["deals"][0]
    assert deal["contract"] == {"bid": "8-", "declarer": 1, "doubled": 4}
    assert deal["scores"][0]["repique"] == 60 and deal["scores"][0]["total"] == 100
    assert deal["scores"][1]["total"] == declarer_total


def test_b2() -> None:
    deal = replayed("auction_b2_plus_doubled_pique.json")["deals"][0]
    assert deal["contract"] == {"bid": "9+", "declarer": 0, "doubled": 2}
    assert (deal["scores"][0]["pique"], deal["scores"][0]["total"]) == (30, 72)
    assert (deal["scores"][1]["contract"], deal["scores"][1]["total"]) == (40, 45)


def test_b3_passed_out_deal_has_the_number_of_the_deal_after_it() -> None:
    deals = replayed("auction_b3_passed_out.json")["deals"]
    assert [(d["number"], d["dealer"], d["contract"]) for d in deals] == [
        (1, 1, None), (1, 1, {"bid": "7-", "declarer": 1, "doubled": 1})]
    assert all(v == 0 for s in deals[0]["scores"] for v in s.values())


MESSAGES: dict[str, tuple[str, ...]] = {
    "au_cent_card_after_target": ("deal 5, trick 1", "reached the target"),
    "au_cent_unknown_option": ("unknown option", "low_lead_scores"),
    "auction_bid_does_not_outrank": ("deal 1, auction", "7-", "does not outrank 7+"),
    "auction_call_after_end": ("deal 1, auction", "follows the end of the auction"),
    "auction_call_not_text": ("deal 1, auction", "not a call"),
    "auction_passed_out_then_tricks": ("deal 1", "passed out"),
    "auction_redealt_by_other_dealer": ("deal 2", "dealer must be seat 1", "both passed"),
    "normand_bad_target": ("target", "50 to 1000"),
    "normand_call_of_cards_not_held": ("deal 6, point", "seat 2 calls point", "JH", "not held"),  # below the best
    "normand_card_after_out": ("deal 1, trick 4", "reached the target"),
    "normand_dealer_out": ("deal 2", "dealer must be seat 1"),
    "normand_non_dealer_discards": ("deal 1, exchange", "only the dealer"),
    "normand_out_seat_dealt": ("deal 2", "seat 0 is out", "null"),
    "partnership_card_after_target": ("deal 1, trick 4", "side B reached the target"),
    "partnership_discards": ("deal 1, exchange", "nobody exchanges"),
    "partnership_point_under_30": ("deal 1, point", "never called under 30"),
    "partnership_three_players": ("players", "four names"),
    "partnership_trick_of_three": ("deal 1, trick 2", "only the last trick may be unfinished"),
    "partnership_wrong_dealer": ("deal 2", "dealer must be seat 0"),
    "partnership_revoke": ("deal 1, trick 1", "seat 1 played 7H but holds spades"),
}
BAD_FILES = sorted(BAD.glob("*.json"))


def test_every_bad_variant_record_is_listed() -> None:
    assert sorted(p.stem for p in BAD_FILES) == sorted(MESSAGES)


@pytest.mark.parametrize("record", BAD_FILES, ids=[p.stem for p in BAD_FILES])
def test_bad_variant_record_is_refused_in_one_line(record: Path) -> None:
    done = replay(record)
    assert done.returncode == 2
    assert done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in done.stderr
    for words in MESSAGES[record.stem]:
        assert words in lines[0]


def test_c1_three_handed() -> None:
    """C1: E 96 in hand (point 5, quint and tierce 18, repique 70, three aces 3), leads AS KS QS JS: 100,
    out; M deals next (to D).  With target=150 the deal is played out: E 116, M 2, D 0."""
    out = replayed("normand_c1_eldest_out.json")
    assert out["totals"] == [100, 0, 0] and out["deals"][0]["tricks_won"] == [3, 0, 0]
    assert out["deals"][0]["scores"][0]["repique"] == 70 and out["result"] == {"finished": False}
    played = replayed("normand_c1_target_150.json")
    assert played["totals"] == [116, 2, 0] and played["deals"][0]["scores"][0]["cards"] == 10


def test_three_handed_game_ends_when_two_are_out() -> None:
    out = replayed("normand_random_game_to_60.json")
    result = out["result"]
    assert result["finished"] and sorted(result["out"] + [result["loser"]]) == [0, 1, 2]
    two_handed = [d for d in out["deals"] if None in d["scores"]]
    assert two_handed and all(d["scores"][result["out"][0]] is None for d in two_handed)
    assert all(out["totals"][s] >= 60 for s in result["out"]) and out["totals"][result["loser"]] < 60


def test_d1_four_handed() -> None:
    """D1: point B 5 (P3's 45 over P1's 44), sequences A 4 + 3, sets A 3; play 6 each, 4-4: A 16, B 11."""
    out = replayed("partnership_d1.json")
    deal = out["deals"][0]
    assert (deal["dealer"], deal["elder"], deal["tricks_won"]) == (3, 0, [3, 0, 1, 4])
    a, b = deal["scores"]
    assert (a["sequences"], a["sets"], a["play"], a["cards"], a["total"]) == (7, 3, 6, 0, 16)
    assert (b["point"], b["play"], b["cards"], b["total"]) == (5, 6, 0, 11)
    assert out["totals"] == [16, 11] and out["result"] == {"finished": False}


def test_d2_four_handed() -> None:
    """D2: A's point 5 and quint 15 before B counts: 90, tierce 93, aces 96; B's carte blanche: A 26;
    pique: four queens 14 and six leads, 60 (then a seventh lead and the cards: 71)."""
    a = replayed("partnership_d2_repique.json")["deals"][0]["scores"][0]
    assert (a["point"], a["sequences"], a["repique"], a["sets"], a["total"]) == (5, 18, 70, 3, 96)
    blanche = replayed("partnership_d2_carte_blanche.json")["deals"][0]["scores"]
    assert (blanche[0]["repique"], blanche[0]["total"], blanche[1]["carte_blanche"]) == (0, 26, 10)
    pique = replayed("partnership_d2_pique.json")["deals"][0]["scores"][0]
    assert (pique["sets"], pique["pique"], pique["play"], pique["cards"], pique["total"]) == (14, 40, 7, 10, 71)


def test_four_handed_game_ends_at_100_with_the_side_that_reached_it() -> None:
    double = replayed("partnership_double_game.json")
    assert double["totals"] == [0, 100] and double["deals"][0]["tricks_won"] == [0, 3, 0, 0]
    assert double["result"] == {"finished": True, "winner": 1, "double": True, "points": 200}
    game = replayed("partnership_random_game.json")
    result, totals = game["result"], game["totals"]
    assert result["finished"] and totals[result["winner"]] >= 100 > totals[1 - result["winner"]]
    assert result["points"] == (totals[result["winner"]] - totals[1 - result["winner"]]) * (2 if result["double"] else 1)
    five = replayed("partnership_random_best_of_five.json")
    assert five["result"]["games_won"][five["result"]["winner"]] >= 3 and len(five["games"]) >= 2


def test_c3_eldest_out_in_the_middle_of_the_declarations() -> None:
    """C3, target 100.  Deals 1-6 are random legal deals (the computer players) found to bring the totals to
    E 88, M 99, D 30: only those sums are from the example.  Deal 7, D dealing (E eldest), as in
    tests/model/test_normand_partie.py: E KH QH JH TH 9H AD 7D 8C 7C 8S, M TS 7S KD QD JD TD AC KC QC TC,
    D AS KS QS JS 9S AH 8H 7H 9D 8D; D puts out 9D 8D and takes JC 9C.
    I: nobody has carte blanche.  II: E calls five hearts, 49; M's best (AC KC QC TC, 41) is below it, so he
    passes; D's five spades make 50: D's point of five, 5 -> 30 + 5 = 35.
    III: E's quint to the king beats D's quart to the ace and M's quart to the king: 15 -> 88 + 15 = 103 >= 100,
    E is out and the deal stops (no repique: D counted first).  IV never comes: M's three tens (E holds TH,
    nobody else a set of three) would have taken him to 102, but he stays at 99.  No trick is played.
    Deal 8, two-handed: the next seat still playing after D (seat 2) is M (seat 1): M deals, D is elder.
    D keeps AS KS QS AD KD QD QC JC TC 9C 8C TH: point QC-8C (47 against M's 46) 5, quint QC-8C 15 and two
    tierces to the ace 3 + 3, three queens 3 = 29 in hand; M (JS-7S, AH KH JH 8H 7H, AC KC) has nothing good.
    D leads AS: 30 with M at nothing -> pique +30: 35 + 29 + 1 + 30 = 95; the leads of AD KS KD QS take him
    to 99 and QD, the sixth lead, to 100: D is out second (65 in the deal: play 6) and the deal stops there.
    M, at 99, is left: he is the loser and pays E and D."""
    name = "normand_c3_out_mid_declarations.json"
    out = replayed(name)
    deals = out["deals"]
    assert len(deals) == 8
    assert [sum(d["scores"][s]["total"] for d in deals[:6]) for s in range(3)] == [88, 99, 30]
    c3 = deals[6]
    assert (c3["dealer"], c3["elder"], c3["tricks_won"], c3["complete"]) == (2, 0, [0, 0, 0], True)
    e, m, d = c3["scores"]
    assert (e["point"], e["sequences"], e["repique"], e["total"]) == (0, 15, 0, 15)
    assert (d["point"], d["sequences"], d["total"]) == (5, 0, 5)
    assert m["sets"] == 0 and m["total"] == 0
    record = json.loads((VARIANTS / name).read_text())["deals"][6]
    assert {"TS", "TD", "TC"} <= set(record["hands"][1]) and record["tricks"] == []  # M's trio, never counted
    assert [sum(x["scores"][s]["total"] for x in deals[:7]) for s in range(3)] == [103, 99, 35]
    play_on = deals[7]
    assert play_on["scores"][0] is None and (play_on["dealer"], play_on["elder"]) == (1, 2)
    assert play_on["scores"][1]["total"] == 0
    d8 = play_on["scores"][2]
    assert (d8["point"], d8["sequences"], d8["sets"], d8["pique"], d8["play"], d8["total"]) == (5, 21, 3, 30, 6, 65)
    assert out["totals"] == [103, 99, 100]
    assert out["result"] == {"finished": True, "out": [0, 2], "loser": 1}


def _contract_points(bid: str, declarer: int, doubled: int, tricks_won: list[int]) -> tuple[int, int]:
    """VARIANTS.md section 2, "Contract", default options: (seat scoring, points)."""
    n, minus = int(bid[:-1]), bid.endswith("-")
    achieved = 12 - tricks_won[declarer] if minus else tricks_won[declarer]
    if achieved >= n:
        return declarer, 10 * (achieved - n) * doubled
    return 1 - declarer, 10 * (n - achieved) * doubled


def test_auction_complete_partie() -> None:
    """A whole auction partie under the default options, played by the computer players (E club, Y expert).
    Worked by hand from the record (declarer's tricks in brackets):
      1. E deals; Y P, E 7-, Y P: E plays 7- and wins 3 (loses 9): 2 beyond 7 -> E 20.
      2. Y deals; E P, Y 7+, E P: Y wins 10: 3 over -> Y 30.
      3. E deals; Y 7+, E P: Y wins 10 -> Y 30; Y's 27 in hand and his first two tricks: 29 -> pique 30.
      4. Y deals; E 7+, Y X, E P: E wins 3, 4 short, doubled -> Y 10 x 4 x 2 = 80.
      -  E deals; P P, twice: passed out, dealt again by E, not counted (listed as deal 5, all 0).
      5. E deals; Y P, E 7+, Y P: E wins exactly 7 -> 0.
      6. Y deals; E 7-, Y 8+, E P: Y wins 6, 2 short -> E 20.
    Six counted deals end the partie; E 134, Y 329; E under 150: Y gains 329 + 134 + 150 = 613."""
    name = "auction_complete_partie.json"
    expected = json.loads((EXPECTED / name).read_text())
    record = json.loads((VARIANTS / name).read_text())
    assert expected["result"] == {"finished": True, "winner": 1, "drawn": False, "rubicon": True, "points": 613}
    deals = expected["deals"]
    counted = [d for d in deals if d["contract"] is not None]
    assert len(counted) == 6 and [d["number"] for d in counted] == [1, 2, 3, 4, 5, 6]
    assert [d["dealer"] for d in counted] == [0, 1, 0, 1, 0, 1]  # the deal alternates between counted deals
    # The passed-out deals: both passed, the same dealer deals again, the deal dealt again keeps the number.
    passed = [i for i, d in enumerate(deals) if d["contract"] is None]
    assert passed == [4, 5]
    for i in passed:
        assert record["deals"][i]["auction"] == ["P", "P"] and "tricks" not in record["deals"][i]
        assert (deals[i + 1]["number"], deals[i + 1]["dealer"]) == (deals[i]["number"], deals[i]["dealer"])
        assert all(v == 0 for sheet in deals[i]["scores"] for v in sheet.values())
    contracts = [(d["contract"]["bid"], d["contract"]["declarer"], d["contract"]["doubled"], d["tricks_won"])
                 for d in counted]
    assert contracts == [("7-", 0, 1, [3, 9]), ("7+", 1, 1, [2, 10]), ("7+", 1, 1, [2, 10]), ("7+", 0, 2, [3, 9]),
                         ("7+", 0, 1, [7, 5]), ("8+", 1, 1, [6, 6])]
    assert any(bid.endswith("-") for bid, *_ in contracts) and any(doubled > 1 for _, _, doubled, _ in contracts)
    hand_worked = [(0, 20), (1, 30), (1, 30), (1, 80), (0, 0), (0, 20)]
    for deal, (seat, points) in zip(counted, hand_worked):
        assert _contract_points(deal["contract"]["bid"], deal["contract"]["declarer"], deal["contract"]["doubled"],
                                deal["tricks_won"]) == (seat, points)
        assert deal["scores"][seat]["contract"] == points and deal["scores"][1 - seat]["contract"] == 0
        assert deal["multiplier"] == 1 and sum(deal["tricks_won"]) == 12
        for s in (0, 1):  # a trick scores 1, whoever led it; the cards 10 to the one with more tricks
            assert deal["scores"][s]["play"] == deal["tricks_won"][s]
            assert deal["scores"][s]["cards"] == (10 if deal["tricks_won"][s] > 6 else 0)
    assert (counted[2]["scores"][1]["pique"], counted[2]["scores"][1]["total"]) == (30, 107)
    totals = expected["totals"]
    assert totals == [134, 329]
    winner, loser = max(totals), min(totals)
    assert expected["result"]["points"] == winner + loser + 150 and loser < 150
