"""The Qt binding keeps Python's reference counts: PySide6 6.12.0 did not (None was freed on 3.11)."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QTableWidget, QTableWidgetItem


def test_table_calls_do_not_consume_none(qapp) -> None:
    table = QTableWidget(10, 10)
    before = sys.getrefcount(None)
    for i in range(300):
        table.setItem(i % 10, i // 30, QTableWidgetItem(str(i)))
        table.item(9, 9)
    assert sys.getrefcount(None) >= before - 5
