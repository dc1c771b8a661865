"""The whole game (engine, computer players, views, storage) type-checks under mypy --strict (pyproject.toml)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path


def test_the_game_is_mypy_strict_clean() -> None:
    root = Path(__file__).resolve().parent.parent
    done = subprocess.run([sys.executable, "-m", "mypy"], cwd=root, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout[-3000:]
