"""Benchmark of the desktop app: ``python -m piquet_gui.bench.app``.

* Start-up: time from launching the process to the first window drawn, for
  the game and for a bare PySide6 window measured the same way in the same
  run (the target is at most 1.5 times the bare window).
* Memory: the peak resident size (RSS) of the game while it plays a whole
  partie in demo mode (the target is under 250 MB).

Runs offscreen unless QT_QPA_PLATFORM says otherwise.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import time

BARE = """
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, lambda: (print("shown", flush=True), app.quit()))
            watched.removeEventFilter(self)
        return False
app = QApplication([])
window = QMainWindow()
window.resize(1280, 800)
label = QLabel("bare")
window.setCentralWidget(label)
probe = FirstPaint()
label.installEventFilter(probe)
window.show()
app.exec()
"""


def time_to_window(command: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, text=True, env=env)
    assert process.stdout is not None
    for line in process.stdout:
        if line.strip() == "shown":
            elapsed = time.perf_counter() - start
            process.wait(timeout=30)
            return elapsed
    raise RuntimeError(f"{command} never showed a window")


def peak_rss_mb(command: list[str], env: dict[str, str]) -> float:
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    subprocess.run(command, env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return max(after, before) / 1024


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m piquet_gui.bench.app", description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--frozen", metavar="EXECUTABLE",
                        help="also time a frozen build (e.g. dist/Piquet/piquet) the same way")
    args = parser.parse_args(argv)
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    game = [sys.executable, "-m", "piquet_gui", "--startup-probe"]
    bare = [sys.executable, "-c", BARE]
    time_to_window(bare, env)  # warm the file cache for both
    time_to_window(game, env)
    frozen = [args.frozen, "--startup-probe"] if args.frozen else None
    if frozen:
        time_to_window(frozen, env)
    bare_times, game_times, frozen_times = [], [], []
    for _ in range(args.runs):  # interleaved, so that all see the same machine
        bare_times.append(time_to_window(bare, env))
        game_times.append(time_to_window(game, env))
        if frozen:
            frozen_times.append(time_to_window(frozen, env))
    bare_ms, game_ms = statistics.median(bare_times) * 1000, statistics.median(game_times) * 1000
    print(f"time to first window (median of {args.runs}): bare PySide6 {bare_ms:.0f} ms, "
          f"Piquet {game_ms:.0f} ms, ratio {game_ms / bare_ms:.2f}")
    if frozen:
        frozen_ms = statistics.median(frozen_times) * 1000
        print(f"frozen build: {frozen_ms:.0f} ms to first window ({frozen_ms / game_ms:.2f}x running from source)")
    rss = peak_rss_mb([sys.executable, "-m", "piquet_gui", "--demo", "--quit-when-done", "--pace", "0",
                       "--speed", "fast", "--seed", "1"], env)
    print(f"peak memory (RSS) over a whole demo partie: {rss:.0f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
