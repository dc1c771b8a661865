"""The solver's benchmark command: the four-handed position's value timed against every lead's value."""

from __future__ import annotations

import pytest

from piquet_gui.bench.round_solver import main


def test_the_value_comparison_prints_a_row_per_tricks_left(capsys: pytest.CaptureFixture[str]) -> None:
    main(["--value", "2", "3"])
    lines = capsys.readouterr().out.splitlines()
    assert "seed 3" in lines[0]
    assert [int(line.split()[0]) for line in lines[2:]] == [3, 4, 5, 6]
