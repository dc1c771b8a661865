"""The game's sounds: the cards dealt, a card played, a trick gathered, a pique, repique or capot, and the
end of the partie, at the volume chosen in the settings unless they are muted.

Qt Multimedia plays them (``QSoundEffect``, from the PySide6-Addons package).  Without it, or without an
audio device, the game is silent and the settings say why: nothing here ever raises into the game.
The sounds themselves are ``resources/sounds/*.wav``, made by ``packaging/make_sounds.py``.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import (QLoggingCategory, QMessageLogContext, QObject, QtMsgType, QTimer, QUrl,
                            qFormatLogMessage, qInstallMessageHandler)

from ..model.events import CardPlayed, Event, PartieEnded, Scored, TrickWon
from ..model.scoring import ScoreItem
from ..resources import resource_path
from ..settings import Settings
from .words import tr

if TYPE_CHECKING:
    from ..followed_table import FollowedTable

SOUNDS = ("deal", "card", "trick", "chime", "fanfare")
"""The names of the sounds, each ``resources/sounds/<name>.wav``."""
CHIMING = (ScoreItem.PIQUE, ScoreItem.REPIQUE, ScoreItem.CAPOT)
AFTER_THE_CARD_MS = 250
"""A trick, a chime or the fanfare follows the snap of the card that brought it, a moment later."""


class Effect(Protocol):
    """What is asked of a ``QSoundEffect`` (tests give a recorder instead)."""

    def setSource(self, url: QUrl, /) -> None: ...

    def setVolume(self, volume: float, /) -> None: ...

    def play(self) -> None: ...


def sound_for(event: Event) -> str | None:
    """The sound an event makes, if any.

    >>> from piquet_gui.model.cards import Card
    >>> sound_for(CardPlayed(0, Card.parse("QH"), 1)), sound_for(PartieEnded(1, 130, False))
    ('card', 'fanfare')
    """
    if isinstance(event, CardPlayed):
        return "card"
    if isinstance(event, TrickWon):
        return "trick"
    if isinstance(event, Scored) and event.item in CHIMING:
        return "chime"
    if isinstance(event, PartieEnded):
        return "fanfare"
    return None


def loudness(volume: int) -> float:
    """The effect's linear volume for the setting's 0 to 100: the ear hears loudness roughly as the square.

    >>> loudness(0), loudness(50), loudness(100)
    (0.0, 0.25, 1.0)
    """
    return (max(0, min(100, volume)) / 100) ** 2


QUIETED = ("PulseAudioService:",)
"""The starts of the lines Qt Multimedia writes in Qt's default category when there is no sound server
(``PulseAudioService: pa_context_connect() failed``): no filter rule reaches them but one that would silence
every warning of Qt's, so a message handler drops them."""
_quieted = False


def quiet_sound_server() -> None:
    """Keep the terminal free of Qt Multimedia's complaint that there is no sound server (the settings already
    say why the game is silent); every other message of Qt's goes where it went before.  Once per process."""
    global _quieted
    if _quieted:
        return
    _quieted = True
    previous = qInstallMessageHandler(None)

    def handler(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        if message.startswith(QUIETED):
            return
        if previous is not None:
            previous(kind, context, message)
        else:
            sys.stderr.write(qFormatLogMessage(kind, context, message) + "\n")

    qInstallMessageHandler(handler)


def qt_sound_effect() -> tuple[Callable[[], Effect] | None, str]:
    """Qt's ``QSoundEffect`` if it can play here, else None and one line saying why not."""
    # Qt Multimedia tells the terminal about every optional library it looks for (PipeWire, VA-API) and
    # which FFmpeg it uses: none of it is the player's business.
    QLoggingCategory.setFilterRules("qt.multimedia.symbolsresolver=false\nqt.multimedia.ffmpeg.info=false")
    quiet_sound_server()
    try:
        from PySide6.QtMultimedia import QMediaDevices, QSoundEffect
    except ImportError:
        return None, tr("Sounds need Qt Multimedia (the PySide6-Addons package), which is missing here.")
    if not QMediaDevices.audioOutputs():
        return None, tr("No sound: this computer has no audio output.")
    return QSoundEffect, ""


class Sounds(QObject):
    """Plays the sound each event of the game makes, once following a controller (:meth:`follow`).

    ``make_effect`` makes one player per sound; by default Qt's ``QSoundEffect``, found on first use.
    """

    def __init__(self, settings: Settings, parent: QObject | None = None,
                 make_effect: Callable[[], Effect] | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.make_effect = make_effect
        self.silent_because = ""
        """Why no sound can be played ("" while none has failed)."""
        self._effects: dict[str, Effect] = {}
        self._controller: FollowedTable | None = None
        self._deals = 0
        self._later: str | None = None
        self._later_timer = QTimer(self, singleShot=True, interval=AFTER_THE_CARD_MS)
        self._later_timer.timeout.connect(self._play_later)

    def follow(self, controller: FollowedTable) -> None:
        """Sound the events of this controller's partie from now on (and the deals it deals)."""
        self._controller = controller
        self._deals = controller.deal_number
        controller.eventHappened.connect(self.hear)
        controller.stateChanged.connect(self._state_changed)

    def hear(self, event: Event) -> None:
        """Play the sound of one event: a card's snap at once, anything else a moment later."""
        name = sound_for(event)
        if name == "card":
            self.play(name)
        elif name is not None:
            if self._later is None or SOUNDS.index(name) > SOUNDS.index(self._later):
                self._later = name  # one of a trick, a chime and the fanfare at a time: the greatest
            if not self._later_timer.isActive():  # (at the computer's fastest pace, not one per trick)
                self._later_timer.start()

    def _play_later(self) -> None:
        name, self._later = self._later, None
        if name is not None:
            self.play(name)

    def _state_changed(self) -> None:
        controller = self._controller
        if controller is None:
            return
        deals = controller.deal_number
        if deals > self._deals:
            self.play("deal")
        self._deals = deals

    def play(self, name: str) -> None:
        """Play one of :data:`SOUNDS` at the chosen volume, unless muted or impossible."""
        if self.settings.sound_muted or self.silent_because:
            return
        try:
            effect = self._effect(name)
            if effect is not None:
                effect.setVolume(loudness(self.settings.sound_volume))
                effect.play()
        except Exception as error:  # a sound is never worth stopping the game for
            logging.getLogger(__name__).warning("sound %s: %s", name, error)
            self.silent_because = str(error) or type(error).__name__

    def _effect(self, name: str) -> Effect | None:
        if name not in self._effects:
            if self.make_effect is None:
                self.make_effect, self.silent_because = qt_sound_effect()
                if self.make_effect is None:
                    return None
            effect = self.make_effect()
            effect.setSource(QUrl.fromLocalFile(str(resource_path("sounds", f"{name}.wav"))))
            self._effects[name] = effect
        return self._effects[name]
