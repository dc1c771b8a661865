"""The score sheet in the engine (``model.score_sheet``): every game's sheet from its records, checked against
the engine's own standings and results, and a property over random parties of all five games."""

from __future__ import annotations

import random
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from piquet_gui.model import game_records
from piquet_gui.model.two_handed.formats import FOUR_DEALS, PartieFormat, Target
from piquet_gui.model.any_partie import AnyPartie
from piquet_gui.model.games import GAMES, new_game
from piquet_gui.model.normand.partie import NormandPartie
from piquet_gui.model.two_handed.partie import Partie
from piquet_gui.model.partnership.partie import PartnershipPartie
from piquet_gui.model.score_sheet import (GamesSettlement, Line, LineKind, RubiconSettlement, ScoreSheet,
                                          StakesSettlement, TargetSettlement, score_sheet)

RECORDS = Path(__file__).parent.parent / "records"


def replayed(name: str) -> AnyPartie:
    return game_records.replay(game_records.read(str(RECORDS / f"{name}.json")))


def expected(name: str) -> dict:  # type: ignore[type-arg]
    """What ``replay`` prints for the record (its fixture beside it)."""
    import json

    folder, _, base = name.rpartition("/")
    return json.loads((RECORDS / folder / "expected" / f"{base}.json").read_text())  # type: ignore[no-any-return]


def made(sheet: ScoreSheet) -> list[list[int]]:
    """Each deal's points by column as the replay prints them (multiplied; 0 for a column out of it)."""
    return [[row.made(column) for column in range(len(sheet.columns))] for row in sheet.rows]


# --- Rubicon piquet and its formats -------------------------------------------------------------------------

def test_rubicon_six_deals_rubiconed_loser_pays_both_totals_and_100() -> None:
    partie = replayed("rubicon_six_deals")
    assert isinstance(partie, Partie)
    sheet = score_sheet(partie)
    want = expected("rubicon_six_deals")
    assert [c.players for c in sheet.columns] == [(partie.players[0],), (partie.players[1],)]
    assert len(sheet.games) == 1 and sheet.games[0].outcome is None
    assert made(sheet) == [[s["total"] for s in deal["scores"]] for deal in want["deals"]]
    assert [row.number for row in sheet.rows] == [1, 2, 3, 4, 5, 6]
    assert sheet.rows[2].totals == (55, 75)  # 0+53+2, 53+0+22
    assert sheet.totals == partie.standings().totals == tuple(want["totals"]) == (163, 97)
    assert sheet.lines == (Line(LineKind.RUBICON, 100),)
    assert sheet.to_come == () and sheet.in_progress is None and sheet.games_to_win == 0
    settlement = sheet.settlement
    assert isinstance(settlement, RubiconSettlement)
    result = partie.standings().result
    assert (settlement.winner, settlement.points, settlement.rubiconed) == (result.winner, result.points, True)
    assert settlement.terms == (163, 97, 100) and sum(settlement.terms) == 360
    assert settlement.payments == (360, -360)


def test_four_deals_first_and_last_double_and_the_tie_deals_single() -> None:
    partie = replayed("four_deals_tie_extra_single")
    sheet = score_sheet(partie)
    assert [row.multiplier for row in sheet.rows] == [2, 1, 1, 2, 1, 1]
    assert sheet.rows[0].points == (0, 53) and sheet.rows[0].totals == (0, 106)
    assert sheet.rows[3].totals == (159, 159)  # tied after four: each deals once more
    settlement = sheet.settlement
    assert isinstance(settlement, RubiconSettlement) and not settlement.rubiconed
    assert settlement.terms == (214, -181, 100) and settlement.points == 133 == expected(
        "four_deals_tie_extra_single")["result"]["points"]


def test_rubicon_sheet_as_the_partie_goes_the_deal_in_progress_and_the_deals_to_come() -> None:
    whole = replayed("four_deals_tie_extra_single")
    assert isinstance(whole, Partie)
    assert score_sheet(whole.replayed(0)).to_come == (2, 1, 1, 2)
    third = whole.replayed(3, 10)  # ten actions into the third deal
    sheet = score_sheet(third)
    row = sheet.in_progress
    assert row is not None and row is sheet.rows[-1] and row.number == 3 and row.multiplier == 1
    assert sheet.totals == third.totals() and row.points == (third.deals[-1].scores[0].total,
                                                            third.deals[-1].scores[1].total)
    assert sheet.to_come == (2,) and sheet.settlement is None
    tied = whole.replayed(4)
    assert score_sheet(tied).to_come == (1, 1) and score_sheet(whole.replayed(5)).to_come == (1,)


def test_a_drawn_partie_settles_nothing() -> None:
    sheet = score_sheet(replayed("rubicon_drawn"))
    settlement = sheet.settlement
    assert isinstance(settlement, RubiconSettlement)
    assert settlement.drawn and settlement.points == 0 and settlement.terms == () and settlement.payments == (0, 0)
    assert sheet.totals == (212, 212)


def test_target_ligada_games_grouped_each_worth_its_score_plus_the_difference() -> None:
    partie = replayed("target_ligada")
    assert isinstance(partie, Partie)
    sheet = score_sheet(partie)
    want = expected("target_ligada")
    assert sheet.lines == (Line(LineKind.TARGET, 100),) and sheet.games_to_win == 2
    assert [len(game.rows) for game in sheet.games] == [g["deals"] for g in want["games"]]
    for game, played in zip(sheet.games, want["games"]):
        assert game.outcome is not None
        assert (game.outcome.winner, list(game.outcome.totals), game.outcome.points) == (
            played["winner"], played["totals"], played["points"])
        assert game.rows[-1].totals == game.outcome.totals  # running totals start again each game
    assert [game.outcome.games_won for game in sheet.games if game.outcome] == [(1, 0), (1, 1), (1, 2)]
    settlement = sheet.settlement
    assert isinstance(settlement, TargetSettlement)
    assert settlement.games == (2, 3) and settlement.game_terms == ((106, 105), (108, 33))
    assert sum(settlement.terms) == settlement.points == partie.standings().result.points == 352
    assert sheet.totals == partie.totals()


def test_target_vuelta_pending_is_not_settled() -> None:
    partie = replayed("target_vuelta_pending")
    sheet = score_sheet(partie)
    assert sheet.settlement is None and sheet.totals == partie.totals() == (53, 106)
    assert len(sheet.games) == 1 and sheet.games[0].outcome is None


# --- piquet au cent -----------------------------------------------------------------------------------------

def test_au_cent_a2_games_grouped_the_double_marked_games_won_and_the_net() -> None:
    partie = replayed("variants/au_cent_a2_partie")
    assert isinstance(partie, Partie)
    sheet = score_sheet(partie)
    want = expected("variants/au_cent_a2_partie")
    assert sheet.game == "au-cent"
    assert sheet.lines == (Line(LineKind.TARGET, 100), Line(LineKind.DOUBLE, 50)) and sheet.games_to_win == 3
    assert made(sheet) == [[s["total"] for s in deal["scores"]] for deal in want["deals"]]
    outcomes = [game.outcome for game in sheet.games]
    assert all(outcome is not None for outcome in outcomes) and len(outcomes) == 3
    for game, played in zip(sheet.games, want["games"]):
        assert game.outcome is not None and game.number == played["number"]
        assert (game.outcome.winner, game.outcome.double, list(game.outcome.totals), game.outcome.points) == (
            played["winner"], played["double"], played["scores"], played["points"])
        assert game.rows[-1].totals == game.outcome.totals
        assert game.rows[-1].reached_target == game.outcome.winner  # the moment rule stopped the deal
    assert [o.games_won for o in outcomes if o] == [(2, 0), (2, 1), (3, 1)]
    settlement = sheet.settlement
    assert isinstance(settlement, GamesSettlement)
    result = partie.standings().result
    assert (settlement.winner, settlement.games_won, settlement.points) == (result.winner, result.games_won, 138)
    assert settlement.game_terms == ((57, 2), (-13, 1), (37, 1)) and sum(settlement.terms) == 138
    assert sheet.totals == partie.totals() == (100, 63)


def test_au_cent_between_games_the_next_game_is_open_at_nothing() -> None:
    whole = replayed("variants/au_cent_a2_partie")
    assert isinstance(whole, Partie)
    between = whole.replayed(4)  # the fourth deal ended game 1
    sheet = score_sheet(between)
    assert [len(game.rows) for game in sheet.games] == [4, 0]
    assert sheet.games[1].outcome is None and sheet.totals == between.totals() == (0, 0)
    assert sheet.settlement is None


# --- auction piquet -----------------------------------------------------------------------------------------

def test_auction_contracts_made_or_failed_passed_out_deals_and_the_150_line() -> None:
    partie = replayed("variants/auction_complete_partie")
    assert isinstance(partie, Partie)
    sheet = score_sheet(partie)
    want = expected("variants/auction_complete_partie")
    assert sheet.lines == (Line(LineKind.RUBICON, 150),)
    assert [row.number for row in sheet.rows] == [d["number"] for d in want["deals"]]
    assert [row.passed_out for row in sheet.rows] == [False] * 4 + [True, True] + [False] * 2
    for row, deal in zip(sheet.rows, want["deals"]):
        if deal["contract"] is None:
            assert row.contract is None and row.points == (0, 0)
            continue
        contract = row.contract
        assert contract is not None
        assert (contract.bid, contract.declarer, contract.doubled) == (
            deal["contract"]["bid"], deal["contract"]["declarer"], deal["contract"]["doubled"])
        assert contract.scorer is not None and contract.points == deal["scores"][contract.scorer]["contract"]
    fourth = sheet.rows[3].contract
    assert fourth is not None and (fourth.doubled, fourth.made, fourth.scorer, fourth.points) == (2, False, 1, 80)
    fifth = sheet.rows[6].contract
    assert fifth is not None and fifth.made and fifth.points == 0  # 7+ made exactly: nothing beyond
    settlement = sheet.settlement
    assert isinstance(settlement, RubiconSettlement)
    assert settlement.line == 150 and settlement.rubiconed
    assert settlement.terms == (329, 134, 150) and settlement.points == want["result"]["points"] == 613
    assert sheet.totals == tuple(want["totals"])


def test_auction_a_contract_in_play_is_neither_made_nor_failed() -> None:
    sheet = score_sheet(replayed("variants/auction_b3_passed_out"))
    first, second = sheet.rows
    assert first.passed_out and first.number == 1 and not first.in_progress
    assert second.in_progress and second.number == 1
    assert second.contract is not None and second.contract.bid == "7-" and second.contract.made is None
    assert sheet.to_come == (1, 1, 1, 1, 1)


# --- three-handed piquet ------------------------------------------------------------------------------------

def test_normand_play_on_deals_leave_the_column_of_the_player_out_empty() -> None:
    partie = replayed("variants/normand_random_game_to_60")
    assert isinstance(partie, NormandPartie)
    sheet = score_sheet(partie)
    assert len(sheet.columns) == 3 and sheet.lines == (Line(LineKind.TARGET, 60),)
    assert [row.points for row in sheet.rows] == [(19, 9, 5), (23, 6, 4), (15, 5, 19), (5, 0, 0), (None, 31, 4),
                                                  (None, 9, 6)]
    assert [row.reached_target for row in sheet.rows] == [None, None, None, 0, None, 1]
    assert [row.dealer for row in sheet.rows] == partie.dealers
    assert sheet.out == tuple(partie.out) == (0, 1)
    assert sheet.totals == partie.totals() == (62, 60, 38)
    settlement = sheet.settlement
    assert isinstance(settlement, StakesSettlement)
    result = partie.result()
    assert (list(settlement.out), settlement.loser) == (result["out"], result["loser"])
    assert settlement.winner == 0 and settlement.payments == (1, 1, -2) and sum(settlement.payments) == 0


def test_normand_not_over_has_no_settlement() -> None:
    partie = replayed("variants/normand_c1_target_150")
    sheet = score_sheet(partie)
    assert sheet.lines == (Line(LineKind.TARGET, 150),)
    assert sheet.totals == partie.totals() == (116, 2, 0) and sheet.settlement is None and sheet.out == ()


# --- four-handed partnership piquet -------------------------------------------------------------------------

def test_partnership_by_side_with_each_partners_share() -> None:
    partie = replayed("variants/partnership_d1")
    assert isinstance(partie, PartnershipPartie)
    sheet = score_sheet(partie)
    assert [column.seats for column in sheet.columns] == [(0, 2), (1, 3)]
    assert [column.players for column in sheet.columns] == [(partie.players[0], partie.players[2]),
                                                            (partie.players[1], partie.players[3])]
    row, = sheet.rows
    assert row.points == (16, 11)  # D1: A 16, B 11
    assert row.shares is not None
    assert row.shares[0] + row.shares[2] == 16 and row.shares[1] + row.shares[3] == 11
    assert row.shares[3] >= 5  # P3's good point of five is his


def test_partnership_double_game_and_best_of_five() -> None:
    double = replayed("variants/partnership_double_game")
    assert isinstance(double, PartnershipPartie)
    sheet = score_sheet(double)
    settlement = sheet.settlement
    assert isinstance(settlement, GamesSettlement)
    result = double.result()
    assert (settlement.winner, settlement.points) == (result["winner"], result["points"]) == (1, 200)
    outcome = sheet.games[-1].outcome
    assert outcome is not None and outcome.double and settlement.terms == (200,) and sheet.games_to_win == 1

    five = replayed("variants/partnership_random_best_of_five")
    assert isinstance(five, PartnershipPartie)
    sheet = score_sheet(five)
    assert [(g.number, g.outcome.winner, g.outcome.double, list(g.outcome.totals), g.outcome.points)
            for g in sheet.games if g.outcome] == [
        (g["number"], g["winner"], g["double"], g["scores"], g["points"]) for g in five.games()]
    settlement = sheet.settlement
    assert isinstance(settlement, GamesSettlement)
    assert sheet.games_to_win == 3 and settlement.games_won == (3, 1) and sum(settlement.terms) == settlement.points == five.result()["points"]
    assert sheet.totals == five.totals()


# --- every game ---------------------------------------------------------------------------------------------

def check(game: AnyPartie) -> None:
    """What holds of every game's sheet at any point."""
    sheet = score_sheet(game)
    assert sheet.game == game.name and len(sheet.columns) == len(set(game.sides))
    assert sorted(seat for column in sheet.columns for seat in column.seats) == list(range(game.seats))
    assert sheet.totals == tuple(game.totals())
    last = sheet.games[-1]
    assert tuple(sum(row.made(column) for row in last.rows) for column in range(len(sheet.columns))) \
        == tuple(game.totals())
    for number, played in enumerate(sheet.games, 1):
        assert played.number == number
        if played.outcome is not None:
            assert played.rows[-1].totals == played.outcome.totals
    rows = sheet.rows
    assert all(not row.in_progress for row in rows[:-1])
    assert (sheet.in_progress is not None) == (game.current is not None)
    assert (sheet.settlement is not None) == game.is_over()
    settlement = sheet.settlement
    if settlement is not None:
        assert sum(settlement.payments) == 0
        outcome = sheet.games[-1].outcome
        if sheet.games_to_win:  # a match of games: its last game won it
            assert outcome is not None and settlement.winner == outcome.winner
            assert outcome.games_won[outcome.winner] >= sheet.games_to_win > max(
                won for column, won in enumerate(outcome.games_won) if column != outcome.winner)
        else:
            assert outcome is None
        if isinstance(settlement, (RubiconSettlement, TargetSettlement, GamesSettlement)):
            assert sum(settlement.terms) == settlement.points
            assert settlement.winner is None or settlement.payments[settlement.winner] == settlement.points
    if isinstance(game, NormandPartie):
        assert sheet.out == tuple(game.out)
        for row, seats in zip(rows, game.seat_maps):
            assert [seat for seat in range(3) if row.points[seat] is not None] == list(seats)
    if isinstance(game, PartnershipPartie):
        for row in rows:
            assert row.shares is not None
            for column in sheet.columns:
                assert sum(row.shares[seat] for seat in column.seats) == row.points[column.side]


@settings(max_examples=30, deadline=None)
@given(name=st.sampled_from(GAMES), seed=st.integers(0, 10_000))
def test_every_game_sheet_follows_the_engine_through_a_random_partie(name: str, seed: int) -> None:
    game = new_game(name, seed=seed, first_dealer=seed % {"normand": 3, "partnership": 4}.get(name, 2))
    rng = random.Random(seed)
    check(game)
    while not game.is_over():
        if game.needs_deal():
            game.start_deal()
        else:
            game.apply(rng.choice(list(game.legal_actions())))
        check(game)


@settings(max_examples=6, deadline=None)
@given(game=st.sampled_from([FOUR_DEALS, Target(100, "ligada"), Target(150), Target(221, "ligada")]),
       seed=st.integers(0, 10_000))
def test_rubicon_formats_sheets_follow_the_engine_through_a_random_partie(game: PartieFormat, seed: int) -> None:
    partie = Partie(format=game, seed=seed)
    rng = random.Random(seed)
    check(partie)
    while not partie.is_over():
        if partie.needs_deal():
            partie.start_deal()
        else:
            partie.apply(rng.choice(list(partie.legal_actions())))
        check(partie)
