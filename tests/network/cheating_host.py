"""A host that cheats, for the tests: ``serve`` as usual, but each deal's cards come from another seed than the one
it committed to (then revealed honestly).  Run as ``python tests/network/cheating_host.py SERVE-ARGUMENTS``; a
joining program must say that the deals are NOT checked."""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent.parent))

from piquet_gui.cli import main  # noqa: E402
from piquet_gui.network.host import Host  # noqa: E402


def _other_cards(self: Host, number: int, secret: bytes, contributions: dict[int, bytes], dealer: int,
                 playing: list[int]) -> tuple[Any, Any]:
    chosen = hashlib.sha256(b"the cards the host would rather deal" + secret).digest()
    return Host._honest_cards(self, number, chosen, contributions, dealer, playing)  # type: ignore[attr-defined]


if __name__ == "__main__":  # only in its own process: imported (the doctests), it changes nothing
    setattr(Host, "_honest_cards", Host._cards)
    setattr(Host, "_cards", _other_cards)
    sys.exit(main(["serve", *sys.argv[1:]]))
