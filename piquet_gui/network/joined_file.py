"""The joining program's ``tables.json``: the seat it holds at each table, so that started again with the same
address and data folder it rejoins that seat by itself (PROTOCOL.md, "Rejoining, and a host that restarts").

``{ADDRESS: {"seat": N, "token": T, "name": NAME, "code": CODE}}``, written atomically.  An entry is used only
by a program joining the same address under the same name (another person's program at the same table keeps its
own folder or name), and forgotten when the partie ends or the host no longer knows its token.  A file that
cannot be read counts as empty (it is written afresh at the next seat taken).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ..storage.files import write_atomic

FILE_NAME = "tables.json"


def _read(folder: Path) -> dict[str, Any]:
    try:
        data = json.loads((folder / FILE_NAME).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def token_for(folder: Path, address: str, name: str) -> str | None:
    """The token kept for ``name``'s seat at ``address``, or None."""
    entry = _read(folder).get(address)
    if isinstance(entry, dict) and entry.get("name") == name and isinstance(entry.get("token"), str):
        token: str = entry["token"]
        return token
    return None


def keep(folder: Path, address: str, seat: int, token: str, name: str, code: str | None = None,
         port: int | None = None) -> None:
    """Remember the seat taken at ``address`` (OSError if the folder cannot be written); ``port``: the one a
    table hosted here listened on, to listen on again."""
    data = _read(folder)
    data[address] = {"seat": seat, "token": token, "name": name, **({"code": code} if code else {}),
                     **({"port": port} if port else {})}
    write_atomic(folder / FILE_NAME, json.dumps(data, indent=1, sort_keys=True))


def port_for(folder: Path, address: str) -> int | None:
    """The port kept with the seat at ``address`` (see :func:`keep`), or None."""
    entry = _read(folder).get(address)
    port = entry.get("port") if isinstance(entry, dict) else None
    return port if isinstance(port, int) and 0 < port < 65536 else None


def forget(folder: Path, address: str, token: str | None) -> None:
    """Forget the seat at ``address`` if it is the one of ``token`` (never another program's)."""
    data = _read(folder)
    entry = data.get(address)
    if isinstance(entry, dict) and token is not None and entry.get("token") == token:
        del data[address]
        write_atomic(folder / FILE_NAME, json.dumps(data, indent=1, sort_keys=True))
