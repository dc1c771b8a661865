"""The game that speaks: each call and reply, each card played, each trick's winner, the end of the deal and its
score, the prompts when it is the person's turn, and the card under the keyboard's focus as it moves, in the
player's language, through Qt's text-to-speech (``QTextToSpeech``, from the PySide6-Addons package).

What is said is what the log and the screen reader say (``GameLog.spoken_line``, the panels' accessible names, the
table's accessible description), worded for the ear (``words.aloud``: "Queen of spades" for "Q♠").  The words go
one after the other, none cut off: the voice keeps its own queue and hands the engine the next line once the last is
spoken; only what no longer holds is dropped while it waits (the card the focus has left, a stale prompt).

Without an engine (on Linux, speech-dispatcher missing), the game plays on in silence and the settings say why:
nothing here ever raises into the game.
"""

from __future__ import annotations

import logging
import subprocess
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Protocol, cast

from PySide6.QtCore import QLocale, QObject, QTimer

from .. import i18n
from ..model.actions import Discard, Play
from ..model.events import Event
from ..model.tricks import Phase
from ..settings import Settings
from .words import fill, for_the_ear, tr

if TYPE_CHECKING:
    from ..followed_table import FollowedTable

EVENT, PROMPT, FOCUS, ASKED, NOTE = "event", "prompt", "focus", "asked", "note"
"""The kinds of line: what happened, what the person is asked, the card with the focus, what was asked for, a
message of the status line or a guide's note."""
SLOWEST_WORD_MS = 600
"""A line the engine never says it finished is given up after this long a word (and two seconds more)."""


class Engine(Protocol):
    """What is asked of a ``QTextToSpeech`` (tests give a recorder): to say a line, and to tell when it is done
    through its ``stateChanged`` signal (``QTextToSpeech.State``: Ready or Error when done)."""

    stateChanged: Any

    def say(self, text: str, /) -> None: ...

    def setVolume(self, volume: float, /) -> None: ...

    def setRate(self, rate: float, /) -> None: ...

    def setLocale(self, locale: QLocale, /) -> None: ...

    def availableLocales(self) -> list[QLocale]: ...


def no_engine_words() -> str:
    """Why the game cannot speak: no engine, and where to find one."""
    if sys.platform.startswith("linux"):
        return tr("No speech engine was found: on Linux install speech-dispatcher.")
    return tr("No speech engine was found on this computer.")


def no_answer_words() -> str:
    """Why the game cannot speak: the engine is there but does not answer."""
    return tr("The speech engine does not answer: restart speech-dispatcher, or check the sound.")


PROBE_SECONDS = 4.0
"""How long a speech engine has to answer the probe (:func:`answers`)."""
PROBE = ("import os, sys\n"
         "from PySide6.QtCore import QCoreApplication\n"
         "from PySide6.QtTextToSpeech import QTextToSpeech\n"
         "app = QCoreApplication([])\n"
         "print(QTextToSpeech(sys.argv[1]).state().name, flush=True)\n"
         "os._exit(0)\n")
"""Makes the engine named in a process of its own and says its state."""


def probe_command(name: str) -> list[str]:
    return [sys.executable, "-c", PROBE, name]


def answers(name: str) -> bool | None:
    """Whether Qt's engine ``name`` comes up, tried in a process of its own: speech-dispatcher without a working
    sound output can leave Qt waiting for it for ever, which must not be the game's window.  None where it cannot
    be tried apart (the packaged game, which has no Python to run the probe)."""
    if getattr(sys, "frozen", False):
        return None
    try:
        done = subprocess.run(probe_command(name), capture_output=True, text=True, timeout=PROBE_SECONDS)
    except (subprocess.TimeoutExpired, OSError):
        return False
    return done.stdout.strip() in ("Ready", "Speaking", "Paused", "Synthesizing")


_found: tuple[str | None, str] | None = None


def speech_engine() -> tuple[str | None, str]:
    """The name of the first of Qt's speech engines that works here (never the tests' "mock"), else None and
    one line saying why not.  Looked for once per process."""
    global _found
    if _found is None:
        _found = _look_for_engine()
    return _found


def _look_for_engine() -> tuple[str | None, str]:
    try:
        from PySide6.QtTextToSpeech import QTextToSpeech
    except ImportError:
        return None, tr("Speech needs Qt's text-to-speech (the PySide6-Addons package), which is missing here.")
    silent = no_engine_words()
    for name in QTextToSpeech.availableEngines():
        if name == "mock":
            continue
        tried = answers(name) if sys.platform.startswith("linux") else None
        if tried is False:
            silent = no_answer_words() if name == "speechd" and _speechd_installed() else silent
            continue
        if tried:
            return name, ""
        # Tried here: the engine made is the one the voice then uses (an engine made and deleted stops what every
        # program is saying through speech-dispatcher, the voice's first line and a screen reader's included).
        engine = QTextToSpeech(name)
        if engine.state() != QTextToSpeech.State.Error:
            _spare[name] = engine
            return name, ""
        engine.deleteLater()
    return None, silent


def screen_reader_active() -> bool:
    """Whether a screen reader (or another assistive program) follows the game's windows."""
    from PySide6.QtGui import QAccessible

    return bool(QAccessible.isActive())


def announce(widget: QObject, text: str) -> None:
    """Hand ``text`` to the screen reader to be said now (Qt 6.8 and later; nothing before)."""
    from PySide6 import QtGui

    event_type = getattr(QtGui, "QAccessibleAnnouncementEvent", None)
    if event_type is not None:
        QtGui.QAccessible.updateAccessibility(event_type(widget, text))


_spare: dict[str, Any] = {}
"""An engine made to see whether it works, kept for the voice (:func:`qt_engine`)."""


def _speechd_installed() -> bool:
    """Whether speech-dispatcher's library is here (Qt's engine for it then loads, whatever the daemon does)."""
    import ctypes.util

    return ctypes.util.find_library("speechd") is not None


def qt_engine(name: str, parent: QObject) -> Engine:
    """Qt's engine of that name."""
    from PySide6.QtTextToSpeech import QTextToSpeech

    spare = _spare.pop(name, None)
    if spare is not None:
        spare.setParent(parent)
        return cast(Engine, spare)
    engine: Engine = QTextToSpeech(name, parent)
    return engine


def matching_locale(language: str, locales: Sequence[QLocale]) -> QLocale | None:
    """The engine's locale for the game's language ("fr": French, its own country's first), if it has one.

    >>> matching_locale("fr", [QLocale("en_GB"), QLocale("fr_CA"), QLocale("fr_FR")]).name()
    'fr_FR'
    >>> matching_locale("es", [QLocale("en_GB")]) is None
    True
    """
    wanted = QLocale(language)
    same = [locale for locale in locales if locale.language() == wanted.language()]
    home = [locale for locale in same if locale.territory() == wanted.territory()]
    found = home or same
    return found[0] if found else None


def turn_words(view: Any, head: str, choices: Sequence[str]) -> str:
    """What the person is asked when it is his turn: the bar's or the panel's words (``head``), then the choices
    by their keys ("1: Point of five", or the bar's buttons), or how the keys choose the cards.

    >>> turn_words(None, "Your call:", ["Point of five", "Nothing"])
    'Your call: 1: Point of five; 2: Nothing'
    """
    phase = getattr(view, "phase", None)
    actions = getattr(view, "legal_actions", ())
    if phase is Phase.PLAY and actions and isinstance(actions[0], Play):
        return tr("Your lead.") if not view.trick else tr("Your turn to play.")
    if phase is Phase.EXCHANGE and actions and isinstance(actions[0], Discard):
        return f"{head} {tr('The arrows choose a card, Space puts it out or back, Enter discards.')}"
    numbered = "; ".join(fill(tr("%1: %2"), index + 1, choice) for index, choice in enumerate(choices))
    return f"{head} {numbered}".strip()


class Voice(QObject):
    """Says the events of the game, the person's prompts and the card with the focus, once following a table
    (:meth:`follow`), while the setting says so.

    ``words`` words an event for the ear (None: nothing to say); ``make_engine`` makes the engine (by default Qt's,
    found on first use: :func:`speech_engine`).
    """

    def __init__(self, settings: Settings, words: Callable[[Event], str | None], parent: QObject | None = None,
                 make_engine: Callable[[QObject], Engine] | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.words = words
        self.make_engine = make_engine
        self.silent_because = ""
        """Why nothing can be said ("" while nothing has failed)."""
        self.spoken: list[tuple[str, str]] = []
        """Every line handed to the engine, in order (what was heard), with its kind (EVENT, PROMPT …)."""
        self.last_said = ""
        """The last line of the game said, or asked (not the focus's): what *Say again* repeats."""
        self._engine: Engine | None = None
        self._language = ""
        self._prompted = ""
        self._waiting: list[tuple[str, str]] = []
        self._busy = False
        self._give_up = QTimer(self, singleShot=True)
        self._give_up.timeout.connect(self._done)
        self.announcer: Callable[[str], None] | None = None
        """Where the lines go to a screen reader while the voice is off (the focused card excepted: the reader
        says it from the table's description)."""

    @property
    def on(self) -> bool:
        return self.settings.speech and not self.silent_because

    @property
    def heard(self) -> bool:
        """Someone hears what the game says: through its own voice, or, with the voice off, through the screen
        reader the player runs (the lines handed to :attr:`announcer`)."""
        return self.on or self._reader()

    def _reader(self) -> bool:
        return self.announcer is not None and screen_reader_active()

    @property
    def idle(self) -> bool:
        """Nothing is being said, nor waits to be."""
        return not self._busy and not self._waiting

    def follow(self, controller: FollowedTable) -> None:
        """Say the events of this controller's partie from now on."""
        controller.eventHappened.connect(self.hear)

    def hear(self, event: Event) -> None:
        if not self.heard:
            return
        try:
            line = self.words(event)
        except Exception as error:  # words are never worth stopping the game for
            logging.getLogger(__name__).warning("speech: %s", error)
            return
        if line:
            self._prompted = ""
            self.say(line, EVENT)

    def prompt(self, text: str) -> None:
        """What the person is asked now (any prompt still waiting no longer holds; the same prompt again, with
        nothing happened since, is not said twice)."""
        if text == self._prompted:
            return
        self._prompted = text
        self.say(text, PROMPT)

    def focus(self, text: str) -> None:
        """The card with the focus, as the screen reader has it (one waiting for its turn no longer holds)."""
        self.say(text, FOCUS)

    def say_again(self) -> None:
        if self.last_said:
            self.say(self.last_said, ASKED)

    def say(self, text: str, kind: str = ASKED) -> None:
        """Say ``text`` after what is being said; a prompt or the focus replace one of theirs still waiting.  With
        the voice off, a screen reader is handed the line instead (the focus's excepted)."""
        if not text:
            return
        if not self.on:
            if kind != FOCUS and self.announcer is not None and self._reader():
                self.last_said = for_the_ear(text)
                self.announcer(self.last_said)
            return
        text = for_the_ear(text)
        if kind in (PROMPT, FOCUS):
            stale = (FOCUS,) if kind == FOCUS else (PROMPT, FOCUS)
            self._waiting = [(k, t) for k, t in self._waiting if k not in stale]
        if kind != FOCUS:
            self.last_said = text
        self._waiting.append((kind, text))
        self._next()

    def _next(self) -> None:
        if self._busy or not self._waiting or not self.on:
            return
        engine = self._ready_engine()
        if engine is None:
            self._waiting.clear()
            return
        kind, text = self._waiting.pop(0)
        self._busy = True
        self._give_up.start(SLOWEST_WORD_MS * (len(text.split()) + 1) + 2000)
        try:
            self.spoken.append((kind, text))
            engine.say(text)
        except Exception as error:  # noqa: BLE001 - nothing said is worth stopping the game for
            self._failed(str(error) or type(error).__name__)

    def _ready_engine(self) -> Engine | None:
        if self._engine is None:
            try:
                if self.make_engine is None:
                    name, self.silent_because = speech_engine()
                    if name is None:
                        return None
                    self.make_engine = lambda parent: qt_engine(name, parent)
                self._engine = self.make_engine(self)
                self._engine.stateChanged.connect(self._state_changed)
            except Exception as error:  # noqa: BLE001
                self._failed(str(error) or type(error).__name__)
                return None
        engine = self._engine
        engine.setVolume(self.settings.speech_volume / 100)
        engine.setRate(self.settings.speech_rate / 10)
        language = i18n.language()
        if language != self._language:
            self._language = language
            locale = matching_locale(language, engine.availableLocales())
            if locale is not None:
                engine.setLocale(locale)
        return engine

    def _state_changed(self, state: Any) -> None:
        name = getattr(state, "name", str(state))
        if name == "Error":
            error = getattr(self._engine, "errorString", lambda: "")()
            self._failed(str(error) or tr("The speech engine failed."))
        elif name == "Ready":
            self._done()

    def _done(self) -> None:
        self._give_up.stop()
        if self._busy:
            self._busy = False
            QTimer.singleShot(0, self._next)

    def _failed(self, why: str) -> None:
        logging.getLogger(__name__).warning("speech: %s", why)
        self.silent_because = why
        self._busy = False
        self._give_up.stop()
        self._waiting.clear()

    def quiet(self) -> None:
        """Nothing more is said of what waits (speech turned off)."""
        self._waiting.clear()
