"""The table's preferences, as the menus and the Settings dialog change them: the animation speed, the computer's
pace, the remembered settings put into effect on the table, the language, the first-game guide; and the windows
the Help and Game menus open beside the game (the rules, About, the statistics).

:class:`Preferences` takes what it acts on (the main window, the settings, the table, the looks, the guide and the
panels it keeps clear of, the menus' ticks) and says what the screen must follow through callables (``paced``: the
computer's pace changed; ``applied``: the settings were stored, put them all into effect); it knows nothing else of
the screen.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMainWindow, QMessageBox

from .. import __version__
from ..settings import CARD_SIZES, TEXT_SIZES, Settings
from . import looks
from .words import tr

if TYPE_CHECKING:
    from .calling_frame import CallingFrame
    from .guide import GuideNote
    from .menus import GameMenus
    from .table import TableView

ANIMATION_SPEEDS = {"slow": 450, "normal": 250, "fast": 120, "instant": 0}
"""How long a card takes to move, in milliseconds, for each speed of the settings."""


class Preferences:
    """The menus' preferences (``menus``: a callable, as the menus are built with this piece as their target)."""

    def __init__(self, window: QMainWindow, settings: Settings, table: TableView, looks: looks.Themed,
                 guide: GuideNote, panels: Sequence[CallingFrame], menus: Callable[[], GameMenus],
                 paced: Callable[[int], None], applied: Callable[[], None],
                 statistics_path: Callable[[], Path | None], demo: bool = False) -> None:
        self.window, self.settings, self.table, self.looks = window, settings, table, looks
        self.guide, self.panels = guide, tuple(panels)
        self._menus, self._paced, self._applied, self._statistics_path = menus, paced, applied, statistics_path
        self.demo = demo
        self.pace_ms = 700
        """How long the computer waits before each move (the settings' pace, or the menu's)."""

    def set_animation_speed(self, key: str, remember: bool = False) -> None:
        self.table.animation_ms = ANIMATION_SPEEDS[key]
        self._menus().speed[key].setChecked(True)
        if remember:
            self.settings.animation_speed = key

    def set_pace(self, millis: int, remember: bool = False) -> None:
        self.pace_ms = millis
        paces = self._menus().pace
        if millis in paces:
            paces[millis].setChecked(True)
        self._paced(millis)
        if remember:
            self.settings.pace = millis

    def apply(self) -> None:
        """Put the remembered preferences of the table into effect: the speed, the pace, the cards' and the text's
        sizes, how a trick is gathered, the looks (felt, card backs, four colours, French pattern, high contrast)."""
        settings = self.settings
        self.set_animation_speed(settings.animation_speed)
        self.set_pace(settings.pace)
        self.table.card_scale = CARD_SIZES[settings.card_size]
        self.table.text_scale = TEXT_SIZES[settings.text_size]
        self.table.gather_on_click = settings.gather_tricks == "click" and not self.demo
        self.table.gather_seen = settings.gather_seen and not self.demo
        looks.apply_theme(self.looks, settings)

    def ask_settings(self) -> None:
        from .settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self.window)
        if dialog.exec():
            language = self.settings.language
            dialog.store()
            self._applied()
            if self.settings.language != language:
                self.set_language(self.settings.language)

    def set_language(self, code: str) -> None:
        """Speak another language from now on: kept in the settings, and the screen is rebuilt in it."""
        from .. import i18n

        self.settings.language = code
        i18n.install(code)
        QTimer.singleShot(0, lambda: getattr(self.window, "rebuild")())  # the MainWindow builds a new screen

    # --- the first-game guide ----------------------------------------------------------------------------------

    def set_guide(self, on: bool) -> None:
        self.settings.guide = on
        if not on:
            self.guide.hide()

    def explain(self, key: str, number: int | None = None) -> None:
        """The first time a phase comes up, the guide says what it is about."""
        if not self.settings.guide or key in self.settings.guide_seen or self.demo:
            return
        self.settings.saw(key)
        self.guide.explain(key, number)
        self.place_guide()

    def place_guide(self) -> None:
        """The guide's note on the felt, over no pile and no button of the panels (once they are placed)."""
        if self.guide.isVisible():
            self.guide.place(self.table, self.panels)
            QTimer.singleShot(0, self.guide, lambda: self.guide.place(self.table, self.panels))

    # --- the windows beside the game ---------------------------------------------------------------------------

    def show_rules(self) -> None:
        from .rules_window import RulesWindow

        RulesWindow(self.window).show()

    def show_statistics(self) -> None:
        from .statistics_window import StatisticsWindow

        StatisticsWindow(self.window, self._statistics_path()).exec()

    def about(self) -> None:
        QMessageBox.about(self.window, tr("About Piquet"), tr(
            "<h3>Piquet %1</h3><p>The classic card game for two, with the club rules of Rubicon piquet.</p>"
            "<p>Card art: David Bellot's SVG deck (svg-cards 4.0.2), under the GNU LGPL 2.1.</p>")
            .replace("%1", __version__) + tr(
            "<p>The French-pattern deck (R, D, V): svg-cards 2.0.1 by David Bellot, changed by Tony 52 and "
            "Vincent Bermel for GNOME's card games, under the GNU LGPL 2 or later.</p>"))
