"""The endgame benchmarks' positions, cut into chunks and run in one process or several."""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

T = TypeVar("T")


def spans(positions: int, jobs: int) -> list[tuple[int, int]]:
    """The positions ``0..positions`` in chunks: one chunk in one process, eight a process with ``jobs``."""
    size = max(1, -(-positions // (jobs * 8))) if jobs > 1 else max(positions, 1)
    return [(start, min(start + size, positions)) for start in range(0, positions, size)]


def run_chunks(tasks: Sequence[T], run: Callable[[T], tuple[list[Any], dict[str, list[float]]]], jobs: int,
               levels: tuple[str, str]) -> tuple[list[Any], dict[str, list[float]]]:
    """Every task's outcomes in order, and each level's decision times gathered."""
    if jobs > 1 and len(tasks) > 1:
        with multiprocessing.get_context().Pool(min(jobs, len(tasks))) as pool:
            results = list(pool.imap(run, tasks))
    else:
        results = [run(t) for t in tasks]
    times: dict[str, list[float]] = {level: [] for level in levels}
    for _, chunk_times in results:
        for level, values in chunk_times.items():
            times[level].extend(values)
    return [o for chunk, _ in results for o in chunk], times
