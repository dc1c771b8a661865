"""Where the shipped files (card art, icons, translations) are: the source tree or a frozen bundle."""

from __future__ import annotations

import sys
from pathlib import Path


def resource_path(*parts: str) -> Path:
    """The path of ``resources/<parts>``, from a source checkout or a PyInstaller bundle."""
    bundle = getattr(sys, "_MEIPASS", None)
    roots = [Path(bundle)] if bundle else []
    roots.append(Path(__file__).resolve().parent.parent)
    for root in roots:
        candidate = root.joinpath("resources", *parts)
        if candidate.exists():
            return candidate
    return roots[-1].joinpath("resources", *parts)
