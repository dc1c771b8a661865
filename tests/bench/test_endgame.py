"""The last-deal benchmark: real last-deal positions, mirrored so that only differing choices count."""

from __future__ import annotations

import json

import pytest

from piquet_gui.bench.endgame import PointsMaster, benchmark, last_deal_position, main
from piquet_gui.ai.levels import Master


def test_a_position_is_a_rubicon_partie_before_its_last_deal() -> None:
    partie = last_deal_position(seed=4, index=1, lead_in="casual")
    assert len(partie.deals) == 5 and partie.needs_deal() and not partie.is_over()
    partie.start_deal()
    view = partie.view(partie.to_act or 0)
    assert view is not None and view.partie is not None and view.partie.deals_left == 0


def test_players_who_choose_alike_score_exactly_nothing() -> None:
    report = benchmark("club", "club", positions=4, seed=2, lead_in="casual")
    assert report["pair"]["drawn"] == 4 and report["pairs_that_differ"] == 0 and report["pair"]["mean"] == 0


def test_the_yardstick_differs_from_master_only_in_the_last_deal(capsys: pytest.CaptureFixture[str]) -> None:
    """The default B is Master valuing the searched points as points even in the last deal."""
    partie = last_deal_position(seed=4, index=0, lead_in="casual")
    earlier = partie.view(0)
    assert earlier is not None and earlier.partie is not None and earlier.partie.deals_left == 1
    assert Master().utility(earlier) is None and PointsMaster().utility(earlier) is None
    partie.start_deal()
    last = partie.view(0)
    assert last is not None
    assert Master().utility(last) is not None and PointsMaster().utility(last) is None
    assert main(["--positions", "2", "--lead-in", "casual", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["a"] == "master" and report["b"].endswith(":PointsMaster")
    assert report["pair"]["n"] == 2 and report["decisions"]["master"]["decisions"] > 20
