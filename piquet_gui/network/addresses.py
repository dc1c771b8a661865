"""Where the other players find a table: this computer's addresses, as a host gives them to its friends."""

from __future__ import annotations

from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface

EVERY_ADDRESS = "0.0.0.0"
"""What a host listens on to be reached from the other computers of the network (every IPv4 interface)."""


def reachable(port: int, listening: str) -> list[str]:
    """``host:port`` for each non-loopback IPv4 address of this computer (the loopback one alone where the table
    listens on it only, or where this computer has no other)."""
    if listening.startswith("127.") or listening in ("::1", "localhost"):
        return [f"{listening}:{port}"]
    if listening not in (EVERY_ADDRESS, "::", ""):
        return [f"{listening}:{port}"]
    found = [f"{address.toString()}:{port}" for address in QNetworkInterface.allAddresses()
             if address.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol and not address.isLoopback()]
    return found or [f"127.0.0.1:{port}"]
