"""Where Save and Open look: a "Piquet" folder in the user's documents, dated file names, the last folder used.

>>> record_name(("Anne", "Ben"), datetime.date(2026, 11, 22))
'Piquet 2026-11-22 Anne–Ben.json'
>>> record_name(('A/B: "C"?', "D*"), datetime.date(2026, 11, 22))
'Piquet 2026-11-22 AB C–D.json'
"""

from __future__ import annotations

import datetime
import re
from pathlib import Path

from PySide6.QtCore import QStandardPaths

from ..settings import Settings

# Forbidden in file names on Windows, or awkward everywhere (control characters).
_UNSAFE = re.compile(r'[<>:"/\\|?*\x00-\x1f\x7f]')


def safe_part(text: str) -> str:
    """``text`` without the characters a file name may not hold, and without leading or trailing dots and
    spaces (Windows drops them)."""
    return _UNSAFE.sub("", text).strip(" .")


def record_name(names: tuple[str, str], day: datetime.date | None = None) -> str:
    """A dated name for a partie between ``names`` (as shown on the table)."""
    day = day or datetime.date.today()
    players = "–".join(part for part in (safe_part(names[0]), safe_part(names[1])) if part)
    return " ".join(part for part in ("Piquet", day.isoformat(), players) if part) + ".json"


def documents_folder() -> Path:
    """The "Piquet" folder in the user's documents, made if it is not there yet (if it cannot be made,
    the documents themselves)."""
    documents = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
                     or Path.home())
    folder = documents / "Piquet"
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return documents
    return folder


def start_folder(settings: Settings) -> Path:
    """Where the file dialogs open: the folder used last, while it exists; else the documents' "Piquet"."""
    last = settings.last_folder
    if last and Path(last).is_dir():
        return Path(last)
    return documents_folder()
