"""*Settings* as a player fills it in: the dialog opened from the window, a page chosen, its fields set, OK."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox

from piquet_gui.views.settings_dialog import SettingsDialog
from tests.helpers import CEILING_MS


def set_in_settings(qtbot: Any, win: Any, page: int = 1, **fields: Any) -> None:
    """Open *Settings* from ``win``, go to ``page`` (1: *Aids*), tick each check box or choose each list's value
    (by its data) named in ``fields``, then OK; the keys go to the game again after."""
    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, SettingsDialog):
            QTimer.singleShot(20, answer)
            return
        try:
            dialog.tabs.setCurrentIndex(page)
            for name, value in fields.items():
                field = getattr(dialog, name)
                if isinstance(field, QCheckBox):
                    field.setChecked(bool(value))
                else:
                    assert isinstance(field, QComboBox)
                    field.setCurrentIndex(field.findData(value))
        finally:
            dialog.accept()  # never left open (a failure is seen after)

    QTimer.singleShot(0, answer)
    win.ensure_built().prefs.ask_settings()
    win.activateWindow()
    qtbot.waitUntil(lambda: QGuiApplication.focusWindow() is win.windowHandle(), timeout=CEILING_MS)
