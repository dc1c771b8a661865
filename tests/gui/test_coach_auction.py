"""The coach in the review of an auction piquet partie (issue 30): a bad bid is marked in the coach's panel,
its sentence says what was better and what the auction's values count."""

from __future__ import annotations

from pathlib import Path

from piquet_gui.model.actions import Bid
from piquet_gui.model.game_records import read, replay
from piquet_gui.views.coach_words import is_better
from tests.helpers import CEILING_MS

RECORD = Path(__file__).parent.parent / "records" / "variants" / "auction_b2_plus_doubled_pique.json"


def test_a_bad_bid_is_marked_in_the_review_s_coach(qtbot, make_window) -> None:
    win = make_window(1280, 800)
    screen = win.ensure_built()
    screen.quiet = True
    screen.autosave_enabled = False
    screen.settings.coach = "on_request"
    screen.settings.guide = False
    screen.apply_settings()
    partie = replay(read(str(RECORD)))  # seat 0 bids 9+ on a hand that cannot make it, and is doubled
    screen.reviewing.start(partie)
    coach = screen.coach
    assert coach.panel.isVisible() and coach.seat == 0
    win.menus.coach.trigger()
    qtbot.waitUntil(lambda: len(coach.panel.rows()) > 0, timeout=CEILING_MS)
    qtbot.waitUntil(lambda: not coach.running() and coach.analysis is None, timeout=CEILING_MS)
    bids = [j for j in coach.panel.rows() if j.phase == "auction"]
    bad = next(j for j in bids if j.choice == Bid("9+"))
    assert bad.skipped is None and bad.mark and is_better(bad)
    coach.go_to(bad)
    detail = coach.panel.detail.text()
    assert "cost about" in detail and "the auction finished by the computer's way of bidding" in detail
    assert "“Nine plus" in detail  # the bid in the words of its button
