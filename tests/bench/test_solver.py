"""The solver benchmark's agreement count (``python -m piquet_gui.bench.solver --agree``)."""

from __future__ import annotations

import pytest

from piquet_gui.bench import solver


def test_agree_counts_every_game_and_none_disagree(capsys: pytest.CaptureFixture[str]) -> None:
    solver.main(["--agree", "4", "3"])
    lines = capsys.readouterr().out.splitlines()
    au_cent = [name for name, _, _ in solver.game_cases() if name.startswith("au-cent")]
    assert len(lines) == 1 + len(solver.game_cases()) + len(au_cent)  # au cent again, its stop in reach
    assert all(line.endswith("0 of 4 disagree,    0 with a wrong best card") for line in lines[1:]), lines
    assert any(line.startswith("auction redoubled") for line in lines)
    assert sum("the moment rule's stop in reach" in line for line in lines) == len(au_cent)
