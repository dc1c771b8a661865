"""Files that must never be half-written: atomic writes, and moving a damaged file aside.

``write_atomic`` writes a temporary file beside the target, flushes it to
disk and renames it over the target, so a reader (or the next start after a
crash, even ``kill -9``) sees either the old file or the new one, whole.
"""

from __future__ import annotations

import os
import re
import tempfile
import time
from pathlib import Path

import platformdirs

DATA_DIR_VARIABLE = "PIQUET_DATA_DIR"
"""Set it to keep the game's saves and statistics somewhere else (the tests do)."""


def data_dir() -> Path:
    """Where the game keeps its autosave and statistics: the user's data folder, made on demand.

    It never raises: a folder that cannot be made is reported by :func:`data_dir_problem`, and
    writing there then fails with OSError like any other write.
    """
    override = os.environ.get(DATA_DIR_VARIABLE)
    folder = Path(override) if override else Path(platformdirs.user_data_dir("Piquet", appauthor=False))
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass
    return folder


def data_dir_problem() -> str | None:
    """Why the data folder cannot keep the autosave and statistics (one sentence), or None if it can."""
    folder = data_dir()
    if not folder.is_dir():
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            return f"the data folder {folder} cannot be made ({error.strerror or type(error).__name__})"
        return f"the data folder {folder} cannot be made"
    try:
        handle, probe = tempfile.mkstemp(prefix=".probe.", suffix=".tmp", dir=folder)
    except OSError as error:
        return f"the data folder {folder} cannot be written to ({error.strerror or type(error).__name__})"
    os.close(handle)
    try:
        os.unlink(probe)
    except OSError:
        pass
    return None


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


_TEMPORARY = re.compile(r"\..+\.[a-z0-9_]{8}\.tmp")
"""The names ``tempfile.mkstemp`` gives our temporaries: a dot, the target's name, eight letters."""
STALE_SECONDS = 60.0
"""A temporary file of ``write_atomic`` this old belongs to a write that was cut short (a write takes
milliseconds); younger ones may belong to another copy of the game writing now."""


def remove_stale_temporaries(folder: Path, older_than: float = STALE_SECONDS) -> int:
    """Delete what interrupted ``write_atomic`` calls left in ``folder``; returns how many.

    Only our own temporary names (``.NAME.XXXXXXXX.tmp``) are touched, never a file of the user's.
    """
    removed = 0
    now = time.time()
    try:
        leftovers = [p for p in folder.glob(".*.tmp") if _TEMPORARY.fullmatch(p.name)]
    except OSError:
        return 0
    for leftover in leftovers:
        try:
            if leftover.is_file() and now - leftover.stat().st_mtime >= older_than:
                leftover.unlink()
                removed += 1
        except OSError:
            pass
    return removed


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


def set_aside_if_not_file(path: Path) -> Path | None:
    """Something other than a regular file (a folder, say) where the game keeps a file of its own: moved aside
    whole (renamed, never deleted), so that the game can write its file there again.  Returns where it was
    kept, or None if there was nothing to move; OSError if it cannot be moved.

    >>> import tempfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> (folder / "autosave.json").mkdir()
    >>> kept = set_aside_if_not_file(folder / "autosave.json")
    >>> kept.is_dir(), kept.name.startswith("autosave.damaged-"), (folder / "autosave.json").exists()
    (True, True, False)
    >>> set_aside_if_not_file(folder / "autosave.json") is None
    True
    """
    if not os.path.lexists(path) or path.is_file():
        return None
    return move_aside(path)
