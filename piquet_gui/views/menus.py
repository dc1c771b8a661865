"""The main window's menus: Game, View and Help, each entry connected to what it asks of the target.

The menus are the screen's own part: they call the commands of a :class:`MenuTarget` (the screen is one) and
the preferences' of a :class:`PreferencesTarget` (``preferences.Preferences``), and know nothing else of them.
The actions the screen checks or ticks later (undo allowed, the discard shown, the speed chosen) are kept as
attributes; the rest only call their command.  Every entry has an icon (the desktop theme's, else Qt's standard
one) and a tooltip, but for the choices of a submenu (the language, the speed, the pace): those show the style's
tick by the one chosen, which an icon would take the place of (the submenu has the icon).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol, TypeVar

from PySide6.QtGui import QAction, QActionGroup, QIcon, QKeySequence
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu, QStyle

from .words import tr

if TYPE_CHECKING:
    from ..settings import Settings

K = TypeVar("K")
Shortcut = QKeySequence | QKeySequence.StandardKey | str | None
Icon = tuple[str, QStyle.StandardPixmap]
"""A theme icon's name, and Qt's standard icon where the desktop has no theme."""


SP = QStyle.StandardPixmap


class MenuTarget(Protocol):
    """What the menus' entries ask for: the commands of the game screen, and the few things they show."""

    window: QMainWindow
    settings: Settings
    demo: bool
    dock: QDockWidget

    def ask_new_game(self) -> None: ...
    def ask_host(self) -> None: ...
    def ask_join(self) -> None: ...
    def seat_computer_for_away(self) -> None: ...
    def next_deal(self) -> None: ...
    def ask_save(self) -> None: ...
    def ask_open(self) -> None: ...
    def review_finished(self) -> None: ...
    def ask_coach(self) -> None: ...
    def ask_training(self) -> None: ...
    def ask_problems(self) -> None: ...
    def undo(self, whole_trick: bool) -> bool: ...
    def show_hint(self) -> None: ...
    def say_score(self) -> None: ...
    def say_again(self) -> None: ...
    def toggle_discard(self) -> None: ...
    def toggle_last_trick(self) -> None: ...


class PreferencesTarget(Protocol):
    """What the entries of the preferences and of Help ask for (``preferences.Preferences``)."""

    def show_statistics(self) -> None: ...
    def ask_settings(self) -> None: ...
    def set_animation_speed(self, key: str, remember: bool = False) -> None: ...
    def set_pace(self, millis: int, remember: bool = False) -> None: ...
    def set_language(self, code: str) -> None: ...
    def show_rules(self) -> None: ...
    def set_guide(self, on: bool) -> None: ...
    def about(self) -> None: ...


class GameMenus:
    def __init__(self, target: MenuTarget, prefs: PreferencesTarget) -> None:
        self.window = window = target.window
        settings = target.settings
        game = self._menu(tr("&Game"))
        self.new = self._add(game, tr("&New game…"), target.ask_new_game, QKeySequence.StandardKey.New,
                             icon=("document-new", SP.SP_FileIcon), tip=tr("Start a new partie"))
        self.host = self._add(game, tr("Host a tab&le…"), target.ask_host,
                              icon=("network-server", SP.SP_DriveNetIcon),
                              tip=tr("A partie with players who join from other computers"))
        self.join = self._add(game, tr("&Join a table…"), target.ask_join,
                              icon=("network-workgroup", SP.SP_DirLinkIcon),
                              tip=tr("Play at a table another computer hosts"))
        self.seat_computer = self._add(game, tr("Let the computer play for players a&way"),
                                       target.seat_computer_for_away, icon=("computer", SP.SP_ComputerIcon),
                                       tip=tr("At the table you host, the computer plays the seats of the "
                                              "players who are away until they come back"))
        self.seat_computer.setVisible(False)
        self.next_deal = self._add(game, tr("Ne&xt deal"), target.next_deal, "N",
                                   icon=("go-next", SP.SP_ArrowForward), tip=tr("Deal the next hand"))
        game.addSeparator()
        self.save = self._add(game, tr("&Save partie as…"), target.ask_save, QKeySequence.StandardKey.Save,
                              icon=("document-save-as", SP.SP_DialogSaveButton),
                              tip=tr("Keep the partie as a game record, to open it later"))
        self.open = self._add(game, tr("&Open partie…"), target.ask_open, QKeySequence.StandardKey.Open,
                              icon=("document-open", SP.SP_DialogOpenButton),
                              tip=tr("Go on with a saved partie, or review a finished one"))
        self.export = self._add(game, tr("&Export finished partie…"), target.ask_save,
                                icon=("document-export", SP.SP_DriveHDIcon),
                                tip=tr("Keep a finished partie as a game record"))
        self.review = self._add(game, tr("&Review this partie"), target.review_finished, "R",
                                icon=("view-list-details", SP.SP_FileDialogDetailedView),
                                tip=tr("Step through the finished deals with both hands face up"))
        self.coach = self._add(game, tr("&Coach"), target.ask_coach,
                               icon=("tools-check-spelling", SP.SP_DialogYesButton),
                               tip=tr("Review the finished deals with the coach's judgement of your decisions"))
        self.coach.setVisible(settings.coach != "off")
        self.training = self._add(game, tr("Train on m&y mistakes"), target.ask_training, "Ctrl+T",
                                  icon=("applications-education", SP.SP_DialogHelpButton),
                                  tip=tr("The positions where you lost most in your parties, set again for you to "
                                         "find the best choice"))
        self.problems = self._add(game, tr("Problems"), target.ask_problems, "Ctrl+Shift+T",
                                  icon=("games-solve", SP.SP_DialogApplyButton),
                                  tip=tr("Positions with one clearly best choice, found by the coach, to solve"))
        game.addSeparator()
        self.undo = self._add(game, tr("&Undo"), lambda: target.undo(False), QKeySequence.StandardKey.Undo,
                              icon=("edit-undo", SP.SP_ArrowBack),
                              tip=tr("Take back your last move (the partie then counts apart in the statistics)"))
        self.undo_trick = self._add(game, tr("Take &back the trick"), lambda: target.undo(True), "Ctrl+Shift+Z",
                                    icon=("edit-undo", SP.SP_MediaSkipBackward),
                                    tip=tr("Take back the whole of the last trick"))
        self.allow_undo = self._add(game, tr("Allow undo against the computer"), checkable=True,
                                    icon=("edit-undo", SP.SP_DialogApplyButton),
                                    tip=tr("Whether Undo may be used in a partie against the computer"))
        self.allow_undo.setChecked(True)
        self.hint = self._add(game, tr("&Hint"), target.show_hint, "H",
                              icon=("help-hint", SP.SP_MessageBoxInformation),
                              tip=tr("What the Master would do, and why (the partie then counts apart in the "
                                     "statistics)"))
        game.addSeparator()
        self.statistics = self._add(game, tr("Stat&istics…"), prefs.show_statistics,
                                    icon=("office-chart-line", SP.SP_FileDialogInfoView),
                                    tip=tr("Your parties against the computer: win rates, tallies, a chart"))
        self.settings = self._add(game, tr("Se&ttings…"), prefs.ask_settings, QKeySequence.StandardKey.Preferences,
                                  icon=("preferences-system", SP.SP_ComputerIcon),
                                  tip=tr("Speed, card size, pace, strength, language and play preferences"))
        speeds = {"slow": tr("Slow"), "normal": tr("Normal"), "fast": tr("Fast"), "instant": tr("Instant")}
        self.speed = self._choice(self._submenu(game, tr("&Animation speed"), ("media-seek-forward",
                                                                                SP.SP_MediaSeekForward)),
                                  speeds, lambda key: prefs.set_animation_speed(key, remember=True),
                                  tr("How fast the cards move"))
        paces = {1200: tr("Leisurely"), 700: tr("Normal"), 250: tr("Brisk"), 0: tr("At once")}
        self.pace = self._choice(self._submenu(game, tr("Computer &pace"), ("media-playback-start",
                                                                            SP.SP_MediaPlay)),
                                 paces, lambda millis: prefs.set_pace(millis, remember=True),
                                 tr("How long the computer waits before each move"))
        self.mute = self._add(game, tr("&Mute sounds"), checkable=True,
                              icon=("audio-volume-muted", SP.SP_MediaVolumeMuted),
                              tip=tr("No sounds for the cards, the tricks and the scores (the volume is in "
                                     "Settings)"))
        self.mute.setChecked(settings.sound_muted)
        self.mute.toggled.connect(lambda on: setattr(settings, "sound_muted", on))
        game.aboutToShow.connect(lambda: self.mute.setChecked(settings.sound_muted))  # after Settings
        self.say_score = self._add(game, tr("Say the score"), target.say_score, "S",
                                   icon=("audio-volume-high", SP.SP_MediaVolume),
                                   tip=tr("The running score, in the status line and aloud when the game speaks"))
        self.say_again = self._add(game, tr("Say again"), target.say_again, "A",
                                   icon=("view-refresh", SP.SP_BrowserReload),
                                   tip=tr("Say again the last thing the game said (Speech, in Settings)"))
        game.addSeparator()
        self.quit = self._add(game, tr("&Quit"), window.close, QKeySequence.StandardKey.Quit,
                              icon=("application-exit", SP.SP_DialogCloseButton),
                              tip=tr("Close the game (the partie in progress is kept for next time)"))

        view = self._menu(tr("&View"))
        # (in a demo the bottom seat is the computer's, as the table's caption says)
        mine, shown = ((tr("&Discard of the bottom player"), tr("Show the cards the bottom player put out"))
                       if target.demo else (tr("My &discard"), tr("Show the cards you put out")))
        self.discard = self._add(view, mine, target.toggle_discard, "D", checkable=True,
                                 icon=("view-visible", SP.SP_ArrowDown), tip=shown)
        self.last_trick = self._add(view, tr("Last &trick"), target.toggle_last_trick, "L", checkable=True,
                                    icon=("view-history", SP.SP_ArrowLeft), tip=tr("Show the last trick played"))
        scores = target.dock.toggleViewAction()
        scores.setIcon(self._icon(("view-sidetree", SP.SP_TitleBarNormalButton)))
        scores.setToolTip(tr("Show or hide the score sheet and the log"))
        view.addAction(scores)
        languages = {"": tr("As the system"), "en": "English", "fr": "Français", "es": "Español"}
        self.language = self._choice(self._submenu(view, tr("&Language"), ("preferences-desktop-locale",
                                                                           SP.SP_DirHomeIcon)),
                                     languages, prefs.set_language, tr("The language of the game"))
        self.language[settings.language].setChecked(True)

        help_menu = self._menu(tr("&Help"))
        self._add(help_menu, tr("&Rules of Piquet"), prefs.show_rules, QKeySequence.StandardKey.HelpContents,
                  icon=("help-contents", SP.SP_DialogHelpButton), tip=tr("The rules of the game, with examples"))
        self.guide = self._add(help_menu, tr("First-game &guide"), checkable=True,
                               icon=("help-faq", SP.SP_MessageBoxQuestion),
                               tip=tr("Explain each phase of the game the first time it comes up"))
        self.guide.setChecked(settings.guide)
        self.guide.toggled.connect(prefs.set_guide)
        # The game's own card-fan icon (a desktop without a theme would give Qt's logo).
        self.about = self._add(help_menu, tr("&About Piquet"), prefs.about, icon=application_icon(),
                               tip=tr("The version, and where the card art comes from"))

    def follow_game(self, playing: bool, deal_due: bool = False) -> None:
        """The entries about a partie at the table do nothing without one: grey them out; *Next deal* only
        between deals (``deal_due``), never in the middle of one."""
        for action in (self.save, self.export, self.review, self.undo, self.undo_trick, self.hint):
            action.setEnabled(playing)
        self.next_deal.setEnabled(playing and deal_due)

    def _menu(self, title: str) -> QMenu:
        menu = self.window.menuBar().addMenu(title)
        menu.setToolTipsVisible(True)
        return menu

    def _submenu(self, parent: QMenu, title: str, icon: Icon) -> QMenu:
        menu = parent.addMenu(self._icon(icon), title)
        menu.setToolTipsVisible(True)
        return menu

    def _icon(self, icon: Icon | QIcon) -> QIcon:
        """The desktop theme's icon where there is one, else Qt's own (or an icon of the game's)."""
        if isinstance(icon, QIcon):
            return icon
        theme, standard = icon
        return QIcon.fromTheme(theme, self.window.style().standardIcon(standard))

    def _add(self, menu: QMenu, text: str, slot: Callable[[], object] | None = None, shortcut: Shortcut = None,
             checkable: bool = False, icon: Icon | QIcon | None = None, tip: str = "") -> QAction:
        action = QAction(text, self.window, checkable=checkable)
        if icon is not None:
            action.setIcon(self._icon(icon))
        if tip:
            action.setToolTip(tip)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if slot is not None:
            action.triggered.connect(lambda _=False: slot())
        menu.addAction(action)
        return action

    def _choice(self, menu: QMenu, labels: dict[K, str], choose: Callable[[K], object], tip: str) -> dict[K, QAction]:
        """One checkable entry per choice, only one checked at a time, ticked (no icon: the style would draw it
        in place of the tick)."""
        group = QActionGroup(self.window)
        group.setExclusionPolicy(QActionGroup.ExclusionPolicy.Exclusive)
        actions: dict[K, QAction] = {}
        for key, label in labels.items():
            action = QAction(label, self.window, checkable=True)
            action.setToolTip(tip)
            action.triggered.connect(lambda _=False, k=key: choose(k))
            group.addAction(action)
            menu.addAction(action)
            actions[key] = action
        return actions


def application_icon() -> QIcon:
    """The program's icon, at every size it is drawn in (the window's, About's)."""
    from ..resources import resource_path

    icon = QIcon()
    for size in (16, 24, 32, 48, 64, 128, 256):
        icon.addFile(str(resource_path("icons", f"piquet-{size}.png")))
    return icon
