"""Qt's own dialogs (Save, Open) speak the game's language whole, their labels with access keys too."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QAbstractButton, QApplication, QFileDialog, QLabel

from piquet_gui import i18n
from piquet_gui.controller import GameConfig, SeatSetup

LABELS = {
    # Qt 6.11 gave these two access keys; the qtbase catalogues shipped with it only know them without.
    "fr": {"&Voir dans\u00a0:", "Fichiers de &type\u00a0:", "&Nom de fichier\u00a0:"},
    "es": {"&Ver en:", "Ficheros de &tipo:", "&Nombre de fichero:"},
}
ENGLISH = {"&Look in:", "Files of &type:", "&File name:", "Look in:", "Files of type:", "Cancel", "&Save", "&Open"}


def dialog_words(trigger) -> list[str]:  # type: ignore[no-untyped-def]
    """The labels and buttons of the file dialog ``trigger`` opens, which is then cancelled."""
    seen: list[str] = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QFileDialog):
            QTimer.singleShot(30, look)
            return
        seen.extend(label.text() for label in dialog.findChildren(QLabel) if label.isVisibleTo(dialog))
        seen.extend(button.text() for button in dialog.findChildren(QAbstractButton)
                    if button.isVisibleTo(dialog) and button.text())
        dialog.reject()

    QTimer.singleShot(30, look)
    trigger()
    return seen


@pytest.mark.parametrize("code", ["fr", "es"])
def test_save_and_open_are_in_the_language_chosen_while_playing(qtbot, make_window, code: str, tmp_path,
                                                                  monkeypatch) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    try:
        win = make_window()
        screen = win.ensure_built()
        win.new_game(GameConfig((SeatSetup("Anne", True), SeatSetup("Ben", False)), seed=2))
        i18n.install(code)  # as View → Language does, after Qt's widgets were first made in English
        for action in (screen.menus.save, screen.menus.open):
            words = dialog_words(action.trigger)
            assert words, "no file dialog came up"
            assert not ENGLISH & set(words), words
        assert LABELS[code] <= set(dialog_words(screen.menus.save.trigger))
    finally:
        i18n.install("en")
