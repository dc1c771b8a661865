"""Files that must never be half-written: atomic writes, and moving a damaged file aside.

``write_atomic`` writes a temporary file beside the target, flushes it to
disk and renames it over the target, so a reader (or the next start after a
crash, even ``kill -9``) sees either the old file or the new one, whole.
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

import platformdirs

DATA_DIR_VARIABLE = "PIQUET_DATA_DIR"
"""Set it to keep the game's saves and statistics somewhere else (the tests do)."""


def data_dir() -> Path:
    """Where the game keeps its autosave and statistics: the user's data folder, made on demand."""
    override = os.environ.get(DATA_DIR_VARIABLE)
    folder = Path(override) if override else Path(platformdirs.user_data_dir("Piquet", appauthor=False))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def write_atomic(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` so that no instant leaves it damaged."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except BaseException:
        try:
            os.unlink(temporary)
        except OSError:
            pass
        raise
    if hasattr(os, "O_DIRECTORY"):
        # Make the rename itself durable.
        try:
            folder = os.open(path.parent, os.O_RDONLY | os.O_DIRECTORY)
        except OSError:
            return
        try:
            os.fsync(folder)
        except OSError:
            pass
        finally:
            os.close(folder)


def move_aside(path: Path) -> Path:
    """Keep a file that cannot be used under a new name beside it, never deleting it; returns the new path."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.damaged-{stamp}{path.suffix}")
    number = 1
    while target.exists():
        number += 1
        target = path.with_name(f"{path.stem}.damaged-{stamp}-{number}{path.suffix}")
    os.replace(path, target)
    return target
