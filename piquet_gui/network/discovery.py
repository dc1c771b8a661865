"""Tables found nearby: each host announces its table by mDNS / DNS-SD (the ``zeroconf`` package), and the join
dialog and ``join CODE`` find it (PROTOCOL.md, "Discovery").

A table is the service ``_piquet._tcp.local.``, its instance named by the table's code (``K7QF3X._piquet._tcp.
local.``), with TXT records ``code``, ``game``, ``free`` (free seats), ``v`` (the protocol's version) and ``name``.

zeroconf runs its own thread.  Nothing here touches a Qt object from it: a :class:`Browser` takes what zeroconf's
thread found from a queue, on a timer of the thread the Browser lives in (the GUI's), and emits ``changed`` there.

``loopback_only=True`` (and the environment variable ``PIQUET_DISCOVERY=loopback``, which forces it everywhere:
the tests set it) binds zeroconf to 127.0.0.1 alone: its multicast goes out of the loopback interface only and
it announces the address 127.0.0.1 only.  ``PIQUET_DISCOVERY=off`` turns discovery off.  A network that is
missing (no interface, an error of zeroconf) is one line in the log: nothing is announced, nothing is found,
and the game goes on.
"""

from __future__ import annotations

import dataclasses
import logging
import os
import queue
import secrets
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal

from .messages import VERSION

if TYPE_CHECKING:
    from zeroconf import ServiceInfo, ServiceStateChange, Zeroconf

SERVICE = "_piquet._tcp.local."
ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"
"""A code's characters: no 0, O, 1 or I, which are read one for the other."""
CODE_LENGTH = 6
LOOPBACK = "127.0.0.1"
ENVIRONMENT = "PIQUET_DISCOVERY"
"""``loopback``: discovery on 127.0.0.1 only, whatever the caller asks (tests); ``off``: no discovery at all."""
NAME_BYTES = 200
"""A TXT string holds at most 255 bytes: the table's name is cut to this many (in UTF-8)."""
POLL_MS = 100

log = logging.getLogger(__name__)
logging.getLogger("zeroconf").addHandler(logging.NullHandler())  # its warnings go to the app's log, if it has one


def new_code() -> str:
    """A fresh table code: six characters of :data:`ALPHABET` (about a billion codes)."""
    return "".join(secrets.choice(ALPHABET) for _ in range(CODE_LENGTH))


def normal_code(text: str) -> str | None:
    """``text`` as a table code (spaces around and lower case forgiven), or None if it is not one."""
    code = text.strip().upper()
    return code if len(code) == CODE_LENGTH and all(c in ALPHABET for c in code) else None


def setting() -> str:
    """What ``PIQUET_DISCOVERY`` asks: "loopback", "off" or "" (discovery as the caller asks)."""
    value = os.environ.get(ENVIRONMENT, "").strip().lower()
    return value if value in ("loopback", "off") else ""


@dataclasses.dataclass(frozen=True)
class FoundTable:
    """A table announced nearby: its code, game, where to join it, its free seats and its name."""

    code: str
    game: str
    host: str
    port: int
    free_seats: int
    name: str


def _open(loopback_only: bool) -> Zeroconf | None:
    """A running zeroconf (IPv4), on 127.0.0.1 alone if asked; None, and one line in the log, if it cannot."""
    if setting() == "off":
        return None
    try:
        from zeroconf import InterfaceChoice, IPVersion, Zeroconf

        if loopback_only or setting() == "loopback":
            return Zeroconf(interfaces=[LOOPBACK], ip_version=IPVersion.V4Only)
        return Zeroconf(interfaces=InterfaceChoice.All, ip_version=IPVersion.V4Only)
    except Exception as error:  # noqa: BLE001  (no network, no zeroconf: the game goes on without discovery)
        log.warning("discovery: no tables can be announced or found (%s)", one_line(error))
        return None


def one_line(error: BaseException) -> str:
    return " ".join(str(error).split()) or type(error).__name__


def _text(properties: dict[bytes, bytes | None], key: bytes) -> str:
    value = properties.get(key)
    return value.decode("utf-8", "replace") if value is not None else ""


def found_table(info: ServiceInfo, loopback_only: bool) -> FoundTable | None:
    """The table ``info`` announces, or None if it is not one this program can join (another version, no
    address, an address off the loopback when only the loopback is listened to)."""
    from zeroconf import IPVersion

    properties = info.properties
    code = normal_code(_text(properties, b"code"))
    addresses = info.parsed_addresses(IPVersion.V4Only)
    if loopback_only or setting() == "loopback":
        addresses = [address for address in addresses if address == LOOPBACK]
    free = _text(properties, b"free")
    if (code is None or _text(properties, b"v") != str(VERSION) or not addresses or not free.isdigit()
            or info.port is None):
        return None
    return FoundTable(code, _text(properties, b"game"), addresses[0], int(info.port), int(free),
                      _text(properties, b"name"))


def _clipped(name: str) -> str:
    data = name.encode("utf-8")[:NAME_BYTES]
    return data.decode("utf-8", "ignore")


class Announcer:
    """Announces one table while it is open: ``update`` when its free seats change, ``close`` at its end (the
    goodbye makes browsers forget it).  zeroconf's calls wait on its own thread (one at a time, in order), never
    on the caller's.  ``addresses``: where the table listens (default: every address of the machine's
    interfaces; with ``loopback_only``, 127.0.0.1)."""

    def __init__(self, code: str, game: str, port: int, free_seats: int, name: str, loopback_only: bool = False,
                 addresses: Sequence[str] | None = None) -> None:
        self.code, self.game, self.port, self.name = code, game, port, name
        self.free_seats = free_seats
        self.loopback_only = loopback_only or setting() == "loopback"
        self._addresses = [LOOPBACK] if self.loopback_only else list(addresses or [])
        self._zeroconf: Zeroconf | None = None
        self._info: ServiceInfo | None = None
        self._work = ThreadPoolExecutor(max_workers=1, thread_name_prefix="piquet-announce")
        self._closed = False
        self._work.submit(self._register)

    def _service(self) -> ServiceInfo:
        import socket

        from zeroconf import ServiceInfo

        properties = {"code": self.code, "game": self.game, "free": str(self.free_seats), "v": str(VERSION),
                      "name": _clipped(self.name)}
        addresses = self._addresses or _machine_addresses()
        return ServiceInfo(SERVICE, f"{self.code}.{SERVICE}", port=self.port, properties=properties,
                           addresses=[socket.inet_aton(address) for address in addresses],
                           server=f"piquet-{self.code.lower()}.local.")

    def _register(self) -> None:
        self._zeroconf = _open(self.loopback_only)
        if self._zeroconf is None:
            return
        try:
            self._info = self._service()
            self._zeroconf.register_service(self._info)
        except Exception as error:  # noqa: BLE001  (a code taken already, the network gone: not announced)
            log.warning("discovery: table %s is not announced (%s)", self.code, one_line(error))
            self._info = None

    def update(self, free_seats: int) -> None:
        """Announce the table's free seats anew (nothing if they did not change)."""
        if free_seats == self.free_seats or self._closed:
            return
        self.free_seats = free_seats
        self._work.submit(self._update)

    def _update(self) -> None:
        if self._zeroconf is None or self._info is None:
            return
        try:
            self._info = self._service()
            self._zeroconf.update_service(self._info)
        except Exception as error:  # noqa: BLE001
            log.warning("discovery: table %s: %s", self.code, one_line(error))

    def close(self, wait: bool = True) -> None:
        """Say goodbye (browsers forget the table) and stop; with ``wait``, once that is done."""
        if self._closed:
            return
        self._closed = True
        self._work.submit(self._goodbye)
        self._work.shutdown(wait=wait)

    def _goodbye(self) -> None:
        zeroconf, self._zeroconf = self._zeroconf, None
        if zeroconf is None:
            return
        try:
            zeroconf.close()  # unregisters (goodbye) first
        except Exception as error:  # noqa: BLE001
            log.warning("discovery: %s", one_line(error))


def _machine_addresses() -> list[str]:
    """This machine's IPv4 addresses on interfaces that are up, can multicast and are not the loopback."""
    from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface

    flags = QNetworkInterface.InterfaceFlag
    found = []
    for interface in QNetworkInterface.allInterfaces():
        wanted = flags.IsUp | flags.IsRunning | flags.CanMulticast
        if interface.flags() & wanted != wanted or interface.flags() & flags.IsLoopBack:
            continue
        for entry in interface.addressEntries():
            address = entry.ip()
            if address.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol:
                found.append(address.toString())
    return found


class Browser(QObject):
    """The tables announced nearby, kept up to date from ``start`` to ``stop``: ``changed`` (a list of
    :class:`FoundTable`) each time one appears, changes or goes."""

    changed = Signal(list)

    def __init__(self, loopback_only: bool = False, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.loopback_only = loopback_only or setting() == "loopback"
        self._found: dict[str, FoundTable] = {}
        self._news: queue.SimpleQueue[tuple[str, FoundTable | None]] = queue.SimpleQueue()
        self._zeroconf: Zeroconf | None = None
        self._browser: Any = None
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._take_news)

    def start(self) -> None:
        if self._zeroconf is not None:
            return
        self._zeroconf = _open(self.loopback_only)
        if self._zeroconf is None:
            return
        try:
            from zeroconf import ServiceBrowser

            self._browser = ServiceBrowser(self._zeroconf, SERVICE, handlers=[self._heard])
        except Exception as error:  # noqa: BLE001
            log.warning("discovery: no tables can be found (%s)", one_line(error))
            self.stop()
            return
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()
        browser, zeroconf = self._browser, self._zeroconf
        self._browser = self._zeroconf = None
        try:
            if browser is not None:
                browser.cancel()
            if zeroconf is not None:
                zeroconf.close()
        except Exception as error:  # noqa: BLE001
            log.warning("discovery: %s", one_line(error))
        if self._found:
            self._found.clear()
            self.changed.emit([])

    def tables(self) -> list[FoundTable]:
        return sorted(self._found.values(), key=lambda table: (table.name.lower(), table.code))

    def _heard(self, zeroconf: Zeroconf, service_type: str, name: str, state_change: ServiceStateChange) -> None:
        """zeroconf's thread: what it heard goes into the queue, read by the Browser's own thread."""
        from zeroconf import ServiceStateChange

        if state_change is ServiceStateChange.Removed:
            self._news.put((name, None))
            return
        try:
            info = zeroconf.get_service_info(service_type, name, timeout=2000)
        except Exception:  # noqa: BLE001  (closed meanwhile)
            return
        self._news.put((name, found_table(info, self.loopback_only) if info is not None else None))

    def _take_news(self) -> None:
        changed = False
        while True:
            try:
                name, table = self._news.get_nowait()
            except queue.Empty:
                break
            if table is None:
                changed = self._found.pop(name, None) is not None or changed
            elif self._found.get(name) != table:
                self._found[name] = table
                changed = True
        if changed:
            self.changed.emit(self.tables())


def resolve(code: str, timeout_s: float = 3.0, loopback_only: bool = False) -> tuple[str, int] | None:
    """Where the table with ``code`` listens, asked of the network for ``timeout_s`` at most; None if no table
    answered (or discovery cannot run).  Blocks: for the command line, or a worker thread."""
    wanted = normal_code(code)
    if wanted is None:
        return None
    zeroconf = _open(loopback_only)
    if zeroconf is None:
        return None
    try:
        info = zeroconf.get_service_info(SERVICE, f"{wanted}.{SERVICE}", timeout=int(timeout_s * 1000))
        table = found_table(info, loopback_only) if info is not None else None
    except Exception as error:  # noqa: BLE001
        log.warning("discovery: %s", one_line(error))
        table = None
    finally:
        zeroconf.close()
    if table is None or table.code != wanted:
        return None
    return table.host, table.port
