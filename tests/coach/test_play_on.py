"""The coach and a three-handed partie in which a player goes out and the other two play on (issue 26).

The play-on deals are two-handed deals: the coach judges them as such, from the deciding seat's view, and
reports each decision with the partie's seat that took it.  ``tests/records/coach/normand_two_play_on.json``
was written by the game: seat 1 goes out in deal 7, seats 0 and 2 play deal 8 two-handed, and seat 0 goes
out in it.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

from piquet_gui.coach.analysis import Skip, analyse, judge
from piquet_gui.model.two_handed.deal import Deal
from piquet_gui.model.game_records import read, replay
from piquet_gui.model.normand.partie import NormandPartie

RECORD = Path(__file__).parent.parent / "records" / "coach" / "normand_two_play_on.json"
ROOT = Path(__file__).resolve().parents[2]


def play_on_partie() -> NormandPartie:
    partie = replay(read(str(RECORD)))
    assert isinstance(partie, NormandPartie) and partie.out == [1, 0]
    assert isinstance(partie.deals[7], Deal) and partie.seat_maps[7] == (0, 2)
    return partie


def test_the_two_handed_play_on_is_judged_as_a_two_handed_deal_with_the_partie_seats() -> None:
    partie = play_on_partie()
    judged = analyse(partie, deal=8)
    assert judged and {j.seat for j in judged} == {0, 2}
    assert not [j for j in judged if j.skip is Skip.ROUND_GAME]
    assert {j.phase for j in judged if j.cost is not None} >= {"exchange", "calls", "play"}
    # Each decision is judged as the deal's own two-handed view of it would be (its seats 0 and 1).
    decisions = [d for d in partie.decisions() if d[0] == 7]
    for (index, seat, view, action), found in list(zip(decisions, judged))[:6]:
        assert found.seat == seat and found.choice == action
        alone = judge(view.as_dealt(), action, 8, found.step, random.Random(f"0:{index}:{found.step}"),
                      taken=found.taken)
        assert (alone.cost, alone.best, alone.skipped) == (found.cost, found.best, found.skipped)


def test_analyse_prints_the_whole_partie_play_on_included() -> None:
    done = subprocess.run([sys.executable, "-m", "piquet_gui", "analyse", str(RECORD), "--json"],
                          capture_output=True, text=True, timeout=600, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    report = json.loads(done.stdout)
    play_on = [d for d in report["decisions"] if d["deal"] == 8]
    assert {d["seat"] for d in play_on} == {0, 2}
    assert any(d["cost"] is not None for d in play_on if d["seat"] == 2)
    three_handed = [d for d in report["decisions"] if d["deal"] < 8 and d["skipped"] != "forced: the only legal choice"]
    judged = [d for d in three_handed if d["phase"] in ("play", "calls", "exchange")]
    assert {d["phase"] for d in judged} == {"play", "calls", "exchange"}
    assert all(d["cost"] is not None or d["skip"] == Skip.EQUIVALENT.value for d in judged)
    assert all(d["skip"] == Skip.ROUND_GAME.value for d in three_handed if d not in judged)
