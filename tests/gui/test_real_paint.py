"""On a real X server the table shows what it draws: no stale text where a label changed or moved."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tests.gui.test_real_screen import ROOT, x_display  # noqa: F401  (the fixture)
from tests.helpers import CEILING_S


def test_the_felt_never_keeps_stale_text(x_display: str, tmp_path: Path) -> None:  # noqa: F811
    env = {**os.environ, "DISPLAY": x_display, "PIQUET_DATA_DIR": str(tmp_path / "data"),
           "PIQUET_SETTINGS_FILE": str(tmp_path / "settings.ini")}
    env.pop("QT_QPA_PLATFORM", None)
    done = subprocess.run([sys.executable, "-m", "tests.gui.probes.felt_paint"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=CEILING_S)
    lines = [line for line in done.stdout.splitlines() if line.startswith(("same", "differs"))]
    assert lines == ["same"], (done.stdout[-2000:], done.stderr[-2000:])
