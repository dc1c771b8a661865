"""The demo mode drives the whole application; the score sheet shows repique and the rubicon."""

from __future__ import annotations

import os
import random
import subprocess
import sys

from piquet_gui.model import Card, Discard, Partie, Phase
from piquet_gui.model.formats import RUBICON
from piquet_gui.views.score_sheet import ScoreSheet
from tests.helpers import random_partie


def test_demo_plays_a_whole_partie_and_exits_zero() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-m", "piquet_gui", "--demo", "--quit-when-done", "--pace", "0",
                           "--speed", "instant", "--seed", "4"], env=env, capture_output=True, text=True,
                          timeout=240)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "Traceback" not in done.stderr


def cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def test_score_sheet_after_a_repique(qtbot) -> None:
    # Elder takes the 8 of spades: point of seven, a septième and a quatorze of aces, 7 + 17 + 14 = 38
    # before younger scores anything.
    partie = Partie(players=("Anne", "Ben"), first_dealer=1)
    partie.start_deal([cards("AS KS QS JS TS 9S AH AD AC 7H 8H 7D"),
                       cards("KH QH JH TH 9H KD QD JD TD 9D KC QC")],
                      cards("8S 7S 8D JC TC 9C 8C 7C"))
    partie.apply(Discard.of(cards("7D")))
    partie.apply(Discard.of(cards("KC")))
    rng = random.Random(1)
    while partie.current is not None:
        actions = partie.legal_actions()
        partie.apply(rng.choice(actions) if partie.current.phase is Phase.PLAY else actions[0])
    deal = partie.deals[0]
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.refresh(partie, ("Anne", "Ben"))
    assert deal.scores[0].repique == 60
    assert sheet.cell("repique", 0, 0) == "60"
    assert sheet.cell("deal", 0, 0) == str(deal.scores[0].total)
    assert sheet.cell("running", 0, 1) == str(deal.scores[1].total)


def test_score_sheet_settles_a_rubicon_in_words(qtbot) -> None:
    for seed in range(200):
        partie = random_partie(seed)
        result = partie.standings().result
        if result.rubicon:
            break
    else:
        raise AssertionError("no rubicon in 200 random parties")
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.refresh(partie, ("Anne", "Ben"))
    totals = partie.standings().totals
    loser = 1 - result.winner
    assert totals[loser] < RUBICON
    expected = f"{('Anne', 'Ben')[loser]} is rubiconed: {totals[result.winner]} + {totals[loser]} + 100 = {result.points}"
    assert sheet.settlement.text() == expected
    assert sheet.cell("running", 5, loser) == str(totals[loser])
