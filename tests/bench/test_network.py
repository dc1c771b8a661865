"""The network benchmark, run end to end in its quick mode (on loopback): every figure is printed."""

from __future__ import annotations

import re
from typing import Any

import pytest

from piquet_gui.bench.network import main


def test_the_quick_network_benchmark_prints_latency_tables_and_memory(
        qapp: Any, capsys: pytest.CaptureFixture[str]) -> None:
    """(``qapp`` first: the benchmark runs in the test session's QApplication rather than make a bare core one.)"""
    assert main(["--quick", "--tables", "3"]) == 0
    out = capsys.readouterr().out
    latency = re.search(r"four-deals +(\d+) +([\d.]+) +([\d.]+)", out)
    assert latency is not None and int(latency.group(1)) > 50, out
    assert float(latency.group(2)) <= float(latency.group(3)) < 1000
    assert re.search(r"3 tables served by one process .*: [\d.]+ CPU s and -?[\d.]+ MB a table", out), out
    assert re.search(r"join --auto \d+ MB, serve \d+ MB", out), out
