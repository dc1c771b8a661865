"""People at a served table, in the test's own process: a :class:`RemoteTable` each (the joining program's own
class, over a real socket to a ``serve`` process on 127.0.0.1), played by the first legal action while
``playing`` allows, the way the tests drive them to a position."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QTimer

from piquet_gui.network.remote import RemoteTable

ROOT = Path(__file__).resolve().parent.parent.parent


def command(*args: str) -> list[str]:
    return [sys.executable, "-m", "piquet_gui", *args]


def join_process(port: int, *args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(command("join", f"127.0.0.1:{port}", *args), cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


class Person:
    """A person's seat through a :class:`RemoteTable`: plays the first legal action whenever ``playing()``
    says so (checked before each move); answers ``consent?`` with ``answer`` (None: not at all).  With a
    ``seed`` its contributions to the fair deal are the same each time (else random: the cards differ from
    run to run)."""

    def __init__(self, port: int, name: str, password: str | None = None, token: str | None = None,
                 answer: bool | None = True, seed: int | None = None) -> None:
        self.table = RemoteTable(name, token=token, password=password, seed=seed)
        self.playing: Callable[[], bool] = lambda: True
        self.answer = answer
        self.asked: list[tuple[str, int]] = []
        self.undone: list[bool] = []
        self.lines: list[str] = []
        self.failed: list[str] = []
        self.table.stateChanged.connect(lambda: QTimer.singleShot(0, self.move))
        self.table.consentAsked.connect(self.consent)
        self.table.undoAnswered.connect(self.undone.append)
        self.table.said.connect(self.lines.append)
        self.table.failed.connect(self.failed.append)
        self.table.open("127.0.0.1", port)

    @property
    def seat(self) -> int:
        assert self.table.seat is not None
        return self.table.seat

    def move(self) -> None:
        seat = self.table.seat
        if seat is None or not self.playing():
            return
        legal = self.table.legal_actions(seat)
        if legal:
            self.table.act(seat, legal[0])

    def consent(self, request: str, by: int) -> None:
        self.asked.append((request, by))
        if self.answer is not None:
            self.table.consent(request, self.answer)

    def my_turn(self) -> bool:
        return self.table.seat is not None and bool(self.table.legal_actions(self.table.seat))


def saved_record(data_dir: Path) -> dict[str, Any]:
    record: dict[str, Any] = json.loads((data_dir / "table.json").read_text())["record"]
    return record
