"""The luck of the cards in three- and four-handed deals (issue 30): in the measure the round coach judges in,
made of the dealt cards alone, the seats' luck adding up to nothing (three hands) and shared by partners (four),
and shown by ``analyse``; the two-handed deal of a three-handed partie's play-on told as such."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from piquet_gui.ai.round_levels import round_player
from piquet_gui.coach import round_luck
from piquet_gui.coach.analysis import analyse
from piquet_gui.coach.luck import deal_luck, with_opponent
from piquet_gui.coach.report import analysis_lines, lucks
from piquet_gui.model.cards import CARDS
from piquet_gui.model.game_records import to_record
from piquet_gui.model.games import new_game

ROOT = Path(__file__).resolve().parents[2]
FIELDS = ("result", "average", "dealt", "talon", "decisions", "rest")


def played(name: str, seats: int, seed: int, hands: list[list[Any]] | None = None, talon: list[Any] | None = None,
           dealer: int | None = None) -> Any:
    """One deal of ``name`` (dealt as given, or shuffled) played to its end by the computer's Club."""
    partie = new_game(name, seed=seed)
    if hands is None:
        partie.start_deal()
    elif talon is None:
        partie.start_deal(hands, dealer=dealer)
    else:
        partie.start_deal(hands, talon, dealer=dealer)
    players = [round_player("club", seed * 10 + s, seats) for s in range(seats)]
    deal = partie.deals[0]
    while not deal.is_over():
        seat = partie.to_act
        partie.apply(players[seat].choose(partie.view(seat)))
    return partie


def _parts_add_up(luck: Any) -> None:
    assert luck.result == pytest.approx(luck.average + luck.dealt + luck.talon + luck.decisions + luck.rest)


def test_three_hands_the_seats_luck_adds_up_to_nothing_decisions_judged_included() -> None:
    partie = played("normand", 3, 5)
    judged = analyse(partie, worlds=4, exchange_worlds=4)
    assert {j.seat for j in judged if j.cost is not None} == {0, 1, 2}
    found = [deal_luck(partie, 1, seat, judged) for seat in range(3)]
    assert all(luck is not None and luck.hands == 3 and luck.opponent_judged for luck in found)
    for field in FIELDS:
        assert sum(getattr(luck, field) for luck in found) == pytest.approx(0, abs=1e-9), field
    for luck in found:
        _parts_add_up(luck)
    assert any(luck.decisions != 0 for luck in found)
    # Each seat's own costs are its own; the others' count half to it.
    mine = sum(j.cost for j in judged if j.seat == 0 and j.cost is not None)
    theirs = sum(j.cost for j in judged if j.seat != 0 and j.cost is not None)
    assert found[0].own == pytest.approx(-mine) and found[0].opponent == pytest.approx(theirs / 2)


def test_four_hands_partners_share_one_luck_and_the_sides_are_opposite() -> None:
    partie = played("partnership", 4, 6)
    judged = analyse(partie, worlds=4)
    found = [deal_luck(partie, 1, seat, judged) for seat in range(4)]
    assert all(luck is not None and luck.hands == 4 for luck in found)
    for field in FIELDS:
        assert getattr(found[0], field) == pytest.approx(getattr(found[2], field)), field
        assert getattr(found[1], field) == pytest.approx(getattr(found[3], field)), field
        assert getattr(found[0], field) == pytest.approx(-getattr(found[1], field), abs=1e-9), field
    _parts_add_up(found[0])
    side = sum(j.cost for j in judged if j.seat % 2 == 0 and j.cost is not None)
    assert found[0].own == pytest.approx(-side)


def test_the_luck_of_a_deal_is_the_same_every_time() -> None:
    partie = played("normand", 3, 7)
    first = [deal_luck(partie, 1, seat) for seat in range(3)]
    round_luck.average_values.cache_clear()
    assert [deal_luck(partie, 1, seat) for seat in range(3)] == first


def test_the_cards_luck_does_not_depend_on_the_judgements_seed() -> None:
    partie = played("normand", 3, 8)
    one = deal_luck(partie, 1, 0, analyse(partie, seat=0, seed=1, worlds=4, exchange_worlds=4))
    two = deal_luck(partie, 1, 0, analyse(partie, seat=0, seed=2, worlds=4, exchange_worlds=4))
    assert one is not None and two is not None
    assert (one.result, one.average, one.dealt) == (two.result, two.average, two.dealt)
    assert one.decisions + one.rest == pytest.approx(two.decisions + two.rest)


def test_the_best_cards_dealt_to_one_seat_are_clearly_good_luck_for_it() -> None:
    by_rank = sorted(CARDS, key=lambda c: (-c.rank, c.suit))  # aces first
    strong, rest = by_rank[:10], by_rank[10:]
    three = played("normand", 3, 9, [strong, rest[:10], rest[10:20]], rest[20:])
    lucky = deal_luck(three, 1, 0)
    assert lucky is not None and lucky.dealt > 20, lucky
    others = [deal_luck(three, 1, seat) for seat in (1, 2)]
    assert all(luck is not None and luck.dealt < 0 for luck in others)
    side = by_rank[:16]  # aces, kings, queens and jacks to seats 0 and 2
    four = played("partnership", 4, 9, [side[:8], by_rank[16:24], side[8:], by_rank[24:]])
    ours = deal_luck(four, 1, 2)
    assert ours is not None and ours.dealt > 10, ours  # (measured: +15)


def test_the_play_on_of_a_three_handed_partie_is_told_as_a_two_handed_deal() -> None:
    from tests.coach.test_play_on import play_on_partie

    partie = play_on_partie()
    judged = [j for j in analyse(partie, deal=8, worlds=4, exchange_worlds=4)]
    zero, two = deal_luck(partie, 8, 0, judged), deal_luck(partie, 8, 2, judged)
    assert zero is not None and two is not None and (zero.seat, two.seat) == (0, 2)
    assert zero.hands == 2 and zero.opponent_judged
    for field in FIELDS:
        assert getattr(zero, field) == pytest.approx(-getattr(two, field)), field
    _parts_add_up(zero)
    assert deal_luck(partie, 8, 1, judged) is None  # (out of the partie)
    alone = deal_luck(partie, 8, 2, [j for j in judged if j.seat == 2])
    assert alone is not None and not alone.opponent_judged
    assert with_opponent(alone, [j for j in judged if j.seat == 0]) == two


@pytest.mark.parametrize(("name", "seats", "whose"), [("normand", 3, "luck of the seat 1 in deal 1"),
                                                      ("partnership", 4, "luck of the side of seats 1 and 3")])
def test_analyse_prints_and_writes_the_luck_of_every_seat(tmp_path: Path, name: str, seats: int, whose: str) -> None:
    partie = played(name, seats, 11)
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(to_record(partie)))
    out = subprocess.run([sys.executable, "-m", "piquet_gui", "analyse", str(path), "--json"], capture_output=True,
                         text=True, cwd=ROOT, timeout=900)
    assert out.returncode == 0, out.stderr
    record = json.loads(out.stdout)
    luck = record["deals"][0]["luck"]
    assert set(luck) == {str(s) for s in range(seats)}
    if seats == 3:
        assert sum(luck[str(s)]["result"] for s in range(3)) == pytest.approx(0, abs=0.01)
    else:
        assert luck["0"] == luck["2"] and luck["0"]["result"] == -luck["1"]["result"]
    for entry in luck.values():
        parts = entry["average"] + entry["dealt"] + entry["decisions"] + entry["rest"]
        assert entry["result"] == pytest.approx(parts, abs=0.05)
    # The lines: the same figures in words (judged here in-process, fewer samples, for the time).
    judged = analyse(partie, worlds=4, exchange_worlds=4)
    lines = "\n".join(analysis_lines(judged, lucks(partie, judged), seats))
    assert whose in lines and "cards as dealt" in lines
