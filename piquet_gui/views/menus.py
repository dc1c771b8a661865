"""The main window's menus: Game, View and Help, each entry connected to the game screen.

The actions the screen checks or ticks later (undo allowed, the discard shown, the speed chosen) are kept
as attributes; the rest only call the screen.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu

from .words import tr

if TYPE_CHECKING:
    from .game_screen import GameScreen

K = TypeVar("K")
Shortcut = QKeySequence | QKeySequence.StandardKey | str | None


class GameMenus:
    def __init__(self, screen: GameScreen) -> None:
        self.screen = screen
        window = screen.window
        game = window.menuBar().addMenu(tr("&Game"))
        self.new = self._add(game, tr("&New game…"), screen.ask_new_game, QKeySequence.StandardKey.New)
        self.next_deal = self._add(game, tr("Ne&xt deal"), screen.next_deal, "N")
        game.addSeparator()
        self.save = self._add(game, tr("&Save partie as…"), screen.ask_save, QKeySequence.StandardKey.Save)
        self._add(game, tr("&Open partie…"), screen.ask_open, QKeySequence.StandardKey.Open)
        self.export = self._add(game, tr("&Export finished partie…"), screen.ask_save)
        self.review = self._add(game, tr("&Review this partie"), screen.review_finished, "R")
        game.addSeparator()
        self.undo = self._add(game, tr("&Undo"), lambda: screen.undo(False), QKeySequence.StandardKey.Undo)
        self.undo_trick = self._add(game, tr("Take back the &trick"), lambda: screen.undo(True), "Ctrl+Shift+Z")
        self.allow_undo = self._add(game, tr("Allow undo against the computer"), checkable=True)
        self.allow_undo.setChecked(True)
        self.hint = self._add(game, tr("&Hint"), screen.show_hint, "H")
        game.addSeparator()
        self._add(game, tr("Stat&istics…"), screen.show_statistics)
        self._add(game, tr("Se&ttings…"), screen.ask_settings, QKeySequence.StandardKey.Preferences)
        speeds = {"slow": tr("Slow"), "normal": tr("Normal"), "fast": tr("Fast"), "instant": tr("Instant")}
        self.speed = self._choice(game.addMenu(tr("Animation &speed")), speeds,
                                  lambda key: screen.set_animation_speed(key, remember=True))
        paces = {1200: tr("Leisurely"), 700: tr("Normal"), 250: tr("Brisk"), 0: tr("At once")}
        self.pace = self._choice(game.addMenu(tr("Computer &pace")), paces,
                                 lambda millis: screen.set_pace(millis, remember=True))
        game.addSeparator()
        self._add(game, tr("&Quit"), window.close, QKeySequence.StandardKey.Quit)

        view = window.menuBar().addMenu(tr("&View"))
        self.discard = self._add(view, tr("My &discard"), screen.toggle_discard, "D", checkable=True)
        self.last_trick = self._add(view, tr("&Last trick"), screen.toggle_last_trick, "L", checkable=True)
        view.addAction(screen.dock.toggleViewAction())
        languages = {"": tr("As the system"), "en": "English", "fr": "Français", "es": "Español"}
        chosen = self._choice(view.addMenu(tr("&Language")), languages, screen.set_language)
        chosen[screen.settings.language].setChecked(True)

        help_menu = window.menuBar().addMenu(tr("&Help"))
        self._add(help_menu, tr("&Rules of Piquet"), screen.show_rules, QKeySequence.StandardKey.HelpContents)
        self.guide = self._add(help_menu, tr("First-game &guide"), checkable=True)
        self.guide.setChecked(screen.settings.guide)
        self.guide.toggled.connect(screen.set_guide)
        self._add(help_menu, tr("&About Piquet"), screen.about)

    def follow_game(self, playing: bool) -> None:
        """The entries about a partie at the table do nothing without one: grey them out."""
        for action in (self.next_deal, self.save, self.export, self.review, self.undo, self.undo_trick, self.hint):
            action.setEnabled(playing)

    def _add(self, menu: QMenu, text: str, slot: Callable[[], object] | None = None, shortcut: Shortcut = None,
             checkable: bool = False) -> QAction:
        action = QAction(text, self.screen.window, checkable=checkable)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if slot is not None:
            action.triggered.connect(lambda _=False: slot())
        menu.addAction(action)
        return action

    def _choice(self, menu: QMenu, labels: dict[K, str], choose: Callable[[K], object]) -> dict[K, QAction]:
        """One checkable entry per choice, only one checked at a time."""
        group = QActionGroup(self.screen.window)
        actions: dict[K, QAction] = {}
        for key, label in labels.items():
            action = QAction(label, self.screen.window, checkable=True)
            action.triggered.connect(lambda _=False, k=key: choose(k))
            group.addAction(action)
            menu.addAction(action)
            actions[key] = action
        return actions
