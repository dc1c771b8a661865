"""Fitting the model of the Master's card (``bench/play_model.py``): the recorder writes what the Master chose,
the fit makes those choices likelier than a uniform guess, and a broken recording is refused with its line."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from piquet_gui.ai.play_model import CONTEXTS, FEATURES
from piquet_gui.bench.play_model import decision, fit, log_likelihood, main, read, record


def test_recorded_choices_are_legal_and_the_fit_makes_them_likelier() -> None:
    out = io.StringIO()
    record("rubicon", 2, 5, out)
    lines = [json.loads(text) for text in out.getvalue().splitlines()]
    assert len(lines) >= 10
    for line in lines:
        assert line["hand"] >> line["card"] & 1  # the card came from the hand it is recorded with
        assert not line["gone"] & line["hand"]
    rows = [row for row in map(decision, lines) if row is not None]
    weights = fit(rows, epochs=30)
    uniform = [[0.0] * len(FEATURES) for _ in CONTEXTS]
    assert log_likelihood(rows, weights) > log_likelihood(rows, uniform) + 0.1


def test_a_broken_recording_is_refused_with_where(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = {"hand": 3, "gone": 0, "trick": [], "minus": False, "card": 0}
    path = tmp_path / "cards.jsonl"
    path.write_text(json.dumps(good) + "\n{not json\n", encoding="utf-8")
    with pytest.raises(SystemExit) as stop:
        read([str(path)])
    assert str(stop.value).startswith(f"{path}:2: not a recorded decision")
    with pytest.raises(SystemExit):
        main([])  # neither --record nor --fit: the usage, not a traceback
    assert "--record" in capsys.readouterr().err
