"""The coach judges the cards of three-handed (normand) and four-handed (partnership) deals (issue 30): from the
seat's view alone (twin deals, the hidden cards swapped, are judged alike), the same for a seed, and
``analyse`` prints and writes them, four-handed with each side's total."""

from __future__ import annotations

import itertools
import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from piquet_gui.ai.round_levels import round_player
from piquet_gui.coach.analysis import Skip, analyse, judge
from piquet_gui.model.actions import Call, Discard, Play
from piquet_gui.model.game_records import to_record
from piquet_gui.model.games import new_game
from tests.helpers import played_on

ROOT = Path(__file__).resolve().parents[2]
GAMES = [("normand", 3), ("partnership", 4)]


def played(name: str, seats: int, seed: int, level: str = "club") -> Any:
    """One deal of ``name`` played to its end by the computer."""
    partie = new_game(name, seed=seed)
    partie.start_deal()
    players = [round_player(level, seed * 10 + s, seats) for s in range(seats)]
    deal = partie.deals[0]
    while not deal.is_over():
        seat = partie.to_act
        partie.apply(players[seat].choose(partie.view(seat)))
    return partie


@pytest.mark.parametrize(("name", "seats"), GAMES)
def test_the_cards_of_three_and_four_hands_are_judged(name: str, seats: int) -> None:
    partie = played(name, seats, 1)
    judged = analyse(partie, seat=0)
    plays = [j for j in judged if j.phase == "play"]
    assert plays and not [j for j in plays if j.skip is Skip.ROUND_GAME]
    valued = [j for j in plays if j.skipped is None]
    assert valued
    for item in valued:
        assert item.worlds == 24 and item.cost is not None and item.cost >= 0 and item.spread is not None
        assert isinstance(item.best, Play) and dict(item.values)[item.best] == item.values[0][1]
        chosen = next(v for a, v in item.values if a == item.choice)
        assert item.cost == pytest.approx(item.values[0][1] - chosen)
    # What the coach does not judge yet says so.
    assert all(j.skipped for j in judged if j.phase not in ("play", "calls", "exchange"))


@pytest.mark.parametrize(("name", "seats", "players"), [("normand", 3, ["A", "B", "C"]),
                                                        ("partnership", 4, ["A", "B", "C", "D"])])
def test_a_call_sunk_costs_and_a_call_in_full_is_judged_best(name: str, seats: int, players: list[str]) -> None:
    """Random moves sink calls: each call or pass with a choice is judged over the sampled deals in which the
    words said replay, a sunk call costs points, a full declaration is the best choice."""
    sunk, full = [], []
    for seed in range(3):
        partie = new_game(name, {}, players, seed=seed)
        rng = random.Random(seed)
        while len(partie.deals) < 2:
            played_on(partie, rng, 1)
        for step, (_, _, view, action) in enumerate(partie.replayed(1).decisions()):
            if not isinstance(action, Call) or len(view.legal_actions) < 2:
                continue
            item = judge(view, action, 1, step, random.Random(step))
            assert item.skipped is None and item.worlds == 24 and item.cost is not None and item.valued
            (full if item.choice.combos else sunk).append(item)
    assert sunk and full
    assert sum(j.cost for j in sunk) / len(sunk) > 1.0
    assert all(j.cost == pytest.approx(0.0) for j in full)


def test_the_three_handed_dealers_exchange_is_judged() -> None:
    """The dealer's discard, among the discards weighed (the one made always), over 24 sampled deals."""
    costs = []
    for seed in range(4):
        partie = new_game("normand", {}, ["A", "B", "C"], seed=seed)
        rng = random.Random(seed)
        while len(partie.deals) < 2:
            played_on(partie, rng, 1)
        for step, (_, who, view, action) in enumerate(partie.replayed(1).decisions()):
            if isinstance(action, Discard):
                item = judge(view, action, 1, step, random.Random(step))
                assert item.phase == "exchange" and item.skipped is None and item.worlds == 24
                assert item.choice in dict(item.values) and len(item.values) >= 10 and item.cost is not None
                assert item.cost >= 0 and isinstance(item.best, Discard) and who == view.dealer
                costs.append(item.cost)
    assert len(costs) == 4 and max(costs) > 1.0


def _twin_views(name: str, seats: int, seed: int, kind: type) -> Any:
    """A decision of seat 0 of ``kind`` with several choices (a card: after the first trick), and the same
    decision in a twin partie: two cards of two other seats swapped, seat 0's view the same."""
    partie = played(name, seats, seed)
    dealt = partie._dealt(0)
    decisions = list(partie.decisions())
    for step, (_, who, view, action) in enumerate(decisions):
        if who == 0 and isinstance(action, kind) and len(view.legal_actions) > 1 \
                and (kind is not Play or len(view.tricks) >= 1):
            break
    else:
        return None
    for a, b in itertools.combinations(range(1, seats), 2):
        for x, y in itertools.product(dealt.hands[a], dealt.hands[b]):
            hands = [list(h) for h in dealt.hands]
            hands[a][hands[a].index(x)] = y
            hands[b][hands[b].index(y)] = x
            twin = new_game(name, seed=seed)
            twin.start_deal(hands=hands, talon=dealt.talon, dealer=dealt.dealer)
            try:
                for _, _, _, taken in decisions[:step]:
                    twin.apply(taken)
            except Exception:  # (the swap made an action illegal: not a twin)
                continue
            if twin.view(0) == view:
                return view, twin.view(0), action
    return None


@pytest.mark.parametrize(("name", "seats", "kind"), [
    ("normand", 3, Play), ("normand", 3, Call), ("normand", 3, Discard), ("partnership", 4, Play),
    ("partnership", 4, Call)])
def test_twin_deals_get_the_same_judgement_and_a_seed_the_same_analysis(name: str, seats: int, kind: type) -> None:
    found = None
    for seed in range(2, 30):
        found = _twin_views(name, seats, seed, kind)
        if found is not None:
            break
    assert found is not None
    view, twin_view, action = found
    assert view.hand == twin_view.hand
    first = judge(view, action, 1, 0, random.Random(5))
    again = judge(twin_view, action, 1, 0, random.Random(5))
    assert first == again and first.worlds == 24 and first.skipped is None
    partie = played(name, seats, 3)
    assert analyse(partie, seat=1, seed=2) == analyse(partie, seat=1, seed=2)


def test_analyse_prints_and_writes_a_four_handed_deal_with_its_sides(tmp_path: Path) -> None:
    partie = played("partnership", 4, 2)
    path = tmp_path / "four.json"
    path.write_text(json.dumps(to_record(partie)))
    command = [sys.executable, "-m", "piquet_gui", "analyse", str(path)]
    out = subprocess.run(command + ["--json"], capture_output=True, text=True, cwd=ROOT, timeout=600)
    assert out.returncode == 0, out.stderr
    record = json.loads(out.stdout)
    assert "other side" in record["judged_in"]
    plays = [d for d in record["decisions"] if d["phase"] == "play" and d["cost"] is not None]
    assert {d["seat"] for d in plays} == {0, 1, 2, 3}
    assert set(record["sides"]) == {"0", "1"}
    both = sum(record["partie"][s]["play"]["cost"] for s in ("0", "2") if "play" in record["partie"][s])
    assert record["sides"]["0"]["play"]["cost"] == pytest.approx(both, abs=0.02)
    text = subprocess.run(command, capture_output=True, text=True, cwd=ROOT, timeout=600)
    assert text.returncode == 0 and "side of seats 0 and 2" in text.stdout
    assert "cost" in text.stdout and "three and four hands: not judged yet" not in text.stdout
