"""Benchmark of play over the network, on loopback (127.0.0.1 only): ``python -m piquet_gui.bench.network``.

* **Move latency**: a ``serve`` process and, in this process, one :class:`RemoteTable` per seat (the joining
  programs, each on its own connection).  The time from a move sent by one table to its appearance in each other
  table's update, median and 95th percentile (target: p95 under 100 ms).  Both ends of each measure are in this
  process, so they are read on one clock (``time.perf_counter``).  The tables choose their moves at random among
  the legal ones, after the event loop has read what is waiting, so that choosing adds nothing to a measure.
* **50 tables**: one headless host process serving 50 tables at once (50 :class:`Host` objects in one process,
  each a partie of four-deals between a computer seat at the host, the beginner, and a joining program run
  from this process).  One process rather than 50 ``serve`` processes: what a table costs is then the host's
  own CPU and memory for it, not the 60-odd MB of Python and Qt each process starts with (that is measured
  under "joining program" and is the same for ``serve``).  CPU seconds per table (user + system, the whole
  partie) and memory per table (peak RSS less the RSS before the tables were made, over the tables).
* **Joining program**: the peak RSS of a ``join --auto beginner --quit-when-done`` process through a whole
  partie (and of the ``serve`` process it played against).

``--quick`` (under a minute): the latency over one partie of four-deals, 10 tables instead of 50.  Figures on
this machine (2 cores shared with other work, Python 3.11, PySide6 6.11), full run:

    move latency over loopback        moves  median ms   p95 ms
      four-deals                        134       24.0     40.6
      au-cent                           194       27.8     41.5
      auction                           221       25.0     40.4
      normand                           270        7.9     41.5
      partnership                       627        9.8     40.3
      every game                       1446       14.7     40.5
    50 tables served by one process (four-deals, a computer seat each): 0.14 CPU s and 0.3 MB a table
    (the process starts at 44 MB), 12.3 s for every partie
    peak memory (RSS) through a partie: join --auto 63 MB, serve 64 MB

The host spends about 1.6 ms on a move (applying it, saving, encoding each seat's update: measured apart), so
most of the latency is waiting; a p95 of 40 ms in every game looks like TCP's delayed acknowledgement meeting
Nagle's algorithm on the WebSocket connections (Qt's QWebSocket offers no TCP_NODELAY).
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

GAMES: list[tuple[str, dict[str, Any], int]] = [("four-deals", {}, 2), ("au-cent", {"partie": "one_game"}, 2), ("auction", {}, 2),
         ("normand", {"target": 50}, 3), ("partnership", {"partie": "one_game"}, 4)]
"""The parties the latency is measured over (every game, a short partie of each); --quick: the first."""
ROOT = Path(__file__).resolve().parent.parent.parent
CEILING_S = 600


def _environment() -> dict[str, str]:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["PIQUET_DISCOVERY"] = "loopback"  # nothing leaves this machine, even were something announced
    return env


def _serve(data_dir: str, *args: str) -> tuple[subprocess.Popen[str], int]:
    """A ``serve`` process on 127.0.0.1, not announced, and its port."""
    process = subprocess.Popen([sys.executable, "-m", "piquet_gui", "serve", "--port", "0", "--host", "127.0.0.1",
                                "--data-dir", data_dir, "--no-announce", *args], cwd=ROOT, env=_environment(),
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert process.stdout is not None
    line = process.stdout.readline()
    if not line.startswith("Table at 127.0.0.1:"):
        process.kill()
        raise RuntimeError(f"serve printed {line!r}")
    return process, int(line.strip().rpartition(":")[2])


def _peak_rss_mb(process: subprocess.Popen[str]) -> float:
    """Wait for ``process``; its own peak RSS in MB (Linux: ru_maxrss in KB)."""
    _, _, usage = os.wait4(process.pid, 0)
    process.returncode = 0
    return usage.ru_maxrss / 1024


def _percentiles(values: list[float]) -> tuple[float, float]:
    ordered = sorted(values)
    return statistics.median(ordered), ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


class _Player:
    """One joining program's table in this process, choosing at random among its legal moves."""

    def __init__(self, app: Any, port: int, name: str, rng: random.Random, moves: list[tuple[int, float]]) -> None:
        from PySide6.QtCore import QTimer

        from ..network.remote import RemoteTable

        self.table = RemoteTable(name)
        self.rng, self.moves = rng, moves
        self.seen = 0
        self.arrivals: list[tuple[int, float]] = []
        """(number of moves sent by the others so far, time) each time an update brought new events."""
        self.table.stateChanged.connect(self._changed)
        self.table.partieEnded.connect(lambda _record: self._ended(app))
        self.table.failed.connect(lambda line: app.failed(line))
        self._timer = QTimer()
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._move)
        self.table.open("127.0.0.1", port)

    def _ended(self, app: Any) -> None:
        self.table.close()
        app.ended(self)

    def _changed(self) -> None:
        seat = self.table.seat
        events = len(self.table.events(seat)) if seat is not None else 0
        if events > self.seen:
            self.seen = events
            self.arrivals.append((len(self.moves), time.perf_counter()))
        if seat is not None and self.table.legal_actions(seat):
            self._timer.start(0)  # after what is waiting to be read

    def _move(self) -> None:
        seat = self.table.seat
        if seat is None:
            return
        legal = list(self.table.legal_actions(seat))
        if not legal:
            return
        action = self.rng.choice(legal)
        self.moves.append((seat, time.perf_counter()))
        self.table.act(seat, action)


class _Run:
    """An event loop until every player's partie is over."""

    def __init__(self) -> None:
        from PySide6.QtCore import QCoreApplication

        self.app = QCoreApplication.instance() or QCoreApplication([sys.argv[0]])
        self.players: list[_Player] = []
        self.over: set[int] = set()
        self.error = ""

    def ended(self, player: _Player) -> None:
        self.over.add(id(player))
        if len(self.over) == len(self.players):
            self.app.quit()

    def failed(self, line: str) -> None:
        self.error = self.error or line
        self.app.quit()

    def run(self) -> None:
        from PySide6.QtCore import QTimer

        QTimer.singleShot(CEILING_S * 1000, lambda: self.failed("still playing after the ceiling"))
        self.app.exec()
        if self.error:
            raise RuntimeError(self.error)


def latency(game: str, options: dict[str, Any], people: int, seed: int = 1) -> list[float]:
    """Milliseconds from each move sent to its arrival at each other table, over one partie of ``game``."""
    import json

    with tempfile.TemporaryDirectory() as folder:
        host, port = _serve(folder, "--game", game, "--options", json.dumps(options),
                            "--seats", ",".join(["join"] * people))
        run = _Run()
        moves: list[tuple[int, float]] = []
        rng = random.Random(seed)
        run.players = [_Player(run, port, f"Player {n}", rng, moves) for n in range(people)]
        run.run()
        host.wait(timeout=CEILING_S)
    found = []
    for player in run.players:
        seat = player.table.seat
        for count, arrived in player.arrivals:
            if count and moves[count - 1][0] != seat:  # the latest move sent was another table's
                found.append((arrived - moves[count - 1][1]) * 1000)
    return found


def serve_tables(count: int) -> None:
    """The host side of the 50 tables (run as its own process): ``count`` hosts of four-deals, a computer seat
    each; prints their ports, then, once every partie is over, its CPU seconds and memory."""
    from PySide6.QtCore import QCoreApplication, QTimer

    from ..network.host import Host
    from ..network.seat_specs import SeatSpec

    app = QCoreApplication([sys.argv[0]])
    base_rss = _current_rss_kb()
    before = resource.getrusage(resource.RUSAGE_SELF)
    folder = tempfile.mkdtemp(prefix="piquet-bench-")
    hosts = [Host("four-deals", {}, [SeatSpec(True), SeatSpec(False, "beginner")], Path(folder) / str(n))
             for n in range(count)]
    left = {"count": count}

    def ended() -> None:
        left["count"] -= 1
        if not left["count"]:
            QTimer.singleShot(200, stop)  # the last messages go out first (as serve does)

    def stop() -> None:
        for host in hosts:
            host.close()
        app.quit()

    for host in hosts:
        host.ended.connect(ended)
    print("ports", *(host.listen("127.0.0.1", 0) for host in hosts), flush=True)
    start = time.perf_counter()
    app.exec()
    wall = time.perf_counter() - start - 0.2
    after = resource.getrusage(resource.RUSAGE_SELF)
    cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    print("done", f"{cpu:.3f}", base_rss, after.ru_maxrss, f"{wall:.3f}", flush=True)


def _current_rss_kb() -> int:
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") // 1024


def many_tables(count: int) -> tuple[float, float, float, float]:
    """(CPU s per table, MB per table, host's base RSS MB, wall s) for ``count`` tables served by one process."""
    host = subprocess.Popen([sys.executable, "-m", "piquet_gui.bench.network", "--serve-tables", str(count)],
                            cwd=ROOT, env=_environment(), stdout=subprocess.PIPE, text=True)
    assert host.stdout is not None
    ports = [int(port) for port in host.stdout.readline().split()[1:]]
    run = _Run()
    rng = random.Random(2)
    run.players = [_Player(run, port, f"Player {n}", rng, []) for n, port in enumerate(ports)]
    run.run()
    words = host.stdout.readline().split()
    host.wait(timeout=CEILING_S)
    if not words or words[0] != "done":
        raise RuntimeError("the host of the tables did not finish")
    cpu, base, peak, wall = float(words[1]), int(words[2]), int(words[3]), float(words[4])
    return cpu / count, (peak - base) / 1024 / count, base / 1024, wall


def joining_memory() -> tuple[float, float]:
    """(peak RSS MB of ``join --auto beginner``, of the ``serve`` it played) through a partie of four-deals."""
    with tempfile.TemporaryDirectory() as folder:
        host, port = _serve(folder, "--game", "four-deals", "--seats", "join,computer:beginner")
        join = subprocess.Popen([sys.executable, "-m", "piquet_gui", "join", f"127.0.0.1:{port}", "--name", "Anne",
                                 "--auto", "beginner", "--quit-when-done"], cwd=ROOT, env=_environment(),
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, text=True)
        joined = _peak_rss_mb(join)
        served = _peak_rss_mb(host)
    return joined, served


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m piquet_gui.bench.network",
                                     description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--quick", action="store_true", help="one partie's latency and 10 tables (under a minute)")
    parser.add_argument("--tables", type=int, help="how many tables one host serves (default 50, --quick 10)")
    parser.add_argument("--serve-tables", type=int, help=argparse.SUPPRESS)  # the host side of --tables
    args = parser.parse_args(argv)
    if args.serve_tables:
        serve_tables(args.serve_tables)
        return 0
    games = GAMES[:1] if args.quick else GAMES
    tables = args.tables or (10 if args.quick else 50)
    print(f"{'move latency over loopback':32} {'moves':>6} {'median ms':>10} {'p95 ms':>8}")
    every: list[float] = []
    for game, options, people in games:
        found = latency(game, options, people)
        every += found
        median, p95 = _percentiles(found)
        print(f"  {game:30} {len(found):6} {median:10.1f} {p95:8.1f}")
    if len(games) > 1:
        median, p95 = _percentiles(every)
        print(f"  {'every game':30} {len(every):6} {median:10.1f} {p95:8.1f}")
    cpu, memory, base, wall = many_tables(tables)
    print(f"{tables} tables served by one process (four-deals, a computer seat each): {cpu:.2f} CPU s and "
          f"{memory:.1f} MB a table (the process starts at {base:.0f} MB), {wall:.1f} s for every partie")
    joined, served = joining_memory()
    print(f"peak memory (RSS) through a partie: join --auto {joined:.0f} MB, serve {served:.0f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
