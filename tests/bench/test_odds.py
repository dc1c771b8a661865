"""The odds' calibration bench: whole parties of the computer against itself, a table per game."""

from __future__ import annotations

import pytest

from piquet_gui.bench.odds import main, play, table


def test_each_partie_gives_each_side_an_estimate_per_deal_and_its_outcome() -> None:
    rows = play("four-deals", {}, seed=3)
    assert len(rows) == 2 * 3  # deals 2 to 4, both sides (the even first deal left out)
    assert all(0.0 <= p <= 1.0 and o in (0.0, 0.5, 1.0) for p, _, o, _ in rows)
    assert all(e is not None for _, e, _, _ in rows)
    for mine, theirs in zip(rows[:3], rows[3:]):
        assert mine[0] + theirs[0] == pytest.approx(1.0) and mine[2] + theirs[2] == 1.0


def test_the_table_bins_the_estimates() -> None:
    lines = table([(0.05, 0.0), (0.82, 1.0), (0.88, 0.0), (1.0, 1.0)], "winning the partie")
    assert lines[0].startswith("  winning the partie: 4 standings, Brier ")
    assert [line.split()[1:] for line in lines[2:]] == [["1", "0.05", "0.00"], ["2", "0.85", "0.50"],
                                                        ["1", "1.00", "1.00"]]


def test_quick_prints_a_calibration_table(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--quick", "--game", "rubicon"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("rubicon: 1 partie of Club against Club")
    assert "winning the partie:" in out and "escaping the rubicon:" in out
