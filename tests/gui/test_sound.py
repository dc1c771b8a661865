"""The sounds: which events make which sound in a real deal, mute, the volume, the settings dialog, and a game
that goes on silently without Qt Multimedia.  A recorder stands in for QSoundEffect: no audio device needed."""

from __future__ import annotations

import sys
import wave
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QUrl

from piquet_gui.controller import GameConfig, SeatSetup
from piquet_gui.model.cards import Card
from piquet_gui.model.events import CardPlayed, Event, PartieEnded, Scored, TrickWon
from piquet_gui.model.scoring import ScoreItem
from piquet_gui.resources import resource_path
from piquet_gui.settings import Settings
from piquet_gui.views import sound
from piquet_gui.views.settings_dialog import SettingsDialog
from piquet_gui.views.sound import SOUNDS, Sounds
from tests.helpers import CEILING_MS


class Recorder:
    """Plays nothing: notes which sound was played, at what volume."""

    def __init__(self, played: list[tuple[str, float]]) -> None:
        self.played, self.name, self.volume = played, "", 1.0

    def setSource(self, url: QUrl) -> None:
        assert Path(url.toLocalFile()).exists()
        self.name = Path(url.toLocalFile()).stem

    def setVolume(self, volume: float) -> None:
        self.volume = volume

    def play(self) -> None:
        self.played.append((self.name, self.volume))


@pytest.fixture
def played(monkeypatch, tmp_path) -> list[tuple[str, float]]:
    """What the game plays, through the recorder, with settings of the test's own."""
    monkeypatch.setenv("PIQUET_SETTINGS_FILE", str(tmp_path / "sound.ini"))
    log: list[tuple[str, float]] = []
    monkeypatch.setattr(sound, "qt_sound_effect", lambda: (lambda: Recorder(log), ""))
    return log


def play_a_deal(qtbot, make_window, seed: int = 3) -> tuple[object, list[Event]]:
    """The computer against itself, one whole deal; the window and the events it gave."""
    win = make_window()
    screen = win.ensure_built()
    events: list[Event] = []
    win.new_game(GameConfig((SeatSetup("West", False), SeatSetup("East", False)), first_dealer=1, seed=seed))
    win.controller.eventHappened.connect(events.append)
    qtbot.waitUntil(lambda: win.controller.partie.deals[-1].is_over(), timeout=CEILING_MS)
    qtbot.wait(2 * sound.AFTER_THE_CARD_MS)
    return screen, events


def names(played: list[tuple[str, float]]) -> list[str]:
    return [name for name, _ in played]


def test_a_real_deal_sounds_the_deal_each_card_and_the_tricks(qtbot, make_window, played) -> None:
    screen, events = play_a_deal(qtbot, make_window)
    heard = names(played)
    assert heard[0] == "deal" and heard.count("deal") == 1
    assert heard.count("card") == sum(isinstance(e, CardPlayed) for e in events) == 24
    assert "trick" in heard and set(heard) <= set(SOUNDS)
    # Whatever else the deal scored, only a pique, a repique or a capot chimes.
    chimed = any(isinstance(e, Scored) and e.item in sound.CHIMING for e in events)
    assert ("chime" in heard) == chimed
    assert all(volume == pytest.approx(sound.loudness(60)) for _, volume in played)  # the default volume


def test_a_pique_chimes_and_the_end_of_the_partie_has_the_fanfare_over_the_last_trick(qtbot, played) -> None:
    sounds = Sounds(Settings())
    sounds.hear(Scored(0, ScoreItem.PIQUE, 30))
    qtbot.waitUntil(lambda: names(played) == ["chime"], timeout=CEILING_MS)
    last = (Card.parse("AS"), Card.parse("7S"))
    for event in (CardPlayed(1, last[1], 12), TrickWon(0, 12, last), Scored(0, ScoreItem.CAPOT, 40),
                  PartieEnded(0, 160, False)):
        sounds.hear(event)
    qtbot.wait(2 * sound.AFTER_THE_CARD_MS)
    assert names(played) == ["chime", "card", "fanfare"]


def test_muted_plays_nothing_and_the_menu_mutes(qtbot, make_window, played) -> None:
    win = make_window()
    win.ensure_built().menus.mute.trigger()
    assert Settings().sound_muted
    play_a_deal(qtbot, make_window)
    assert played == []


def test_the_volume_survives_a_restart_and_reaches_the_effect(qtbot, tmp_path, played) -> None:
    path = str(tmp_path / "volume.ini")
    Settings(path).sound_volume = 25
    again = Settings(path)
    assert again.sound_volume == 25 and not again.sound_muted
    sounds = Sounds(again)
    sounds.play("card")
    again.sound_volume = 90
    sounds.play("card")
    again.sound_volume = 0
    sounds.play("card")
    quiet, loud, none = (volume for _, volume in played)
    assert 0 < quiet < loud <= 1 and none == 0


def test_a_damaged_volume_falls_back_to_the_default(tmp_path) -> None:
    for value in ("loud", "150", "-5"):
        path = tmp_path / f"{value}.ini"
        path.write_text(f"[General]\nsound_volume={value}\nsound_muted=perhaps\n")
        settings = Settings(str(path))
        assert settings.sound_volume == 60 and settings.sound_muted is False


def test_the_dialog_s_slider_and_box_change_the_settings(qtbot, played) -> None:
    settings = Settings()
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.volume.isEnabled() and not dialog.why_silent.isVisibleTo(dialog)
    dialog.volume.setFocus()
    qtbot.keyClick(dialog.volume, Qt.Key.Key_PageDown)  # one page: ten per cent
    qtbot.keyClick(dialog.volume, Qt.Key.Key_Left)
    dialog.muted.click()
    assert not dialog.volume.isEnabled()  # no volume to choose while muted
    dialog.store()
    assert settings.sound_volume == 49 and settings.sound_muted


def test_without_qt_multimedia_a_deal_is_played_in_silence(qtbot, make_window, monkeypatch, tmp_path) -> None:
    monkeypatch.setenv("PIQUET_SETTINGS_FILE", str(tmp_path / "silent.ini"))
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", None)  # import fails as if it were not installed
    screen, events = play_a_deal(qtbot, make_window)
    assert sum(isinstance(e, CardPlayed) for e in events) == 24
    assert "Qt Multimedia" in screen.sound.silent_because
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    assert not dialog.volume.isEnabled() and not dialog.muted.isEnabled()
    assert dialog.why_silent.isVisibleTo(dialog) and "PySide6-Addons" in dialog.why_silent.text()


def test_the_sound_files_are_short_mono_and_small() -> None:
    total = 0
    for name in SOUNDS:
        path = resource_path("sounds", f"{name}.wav")
        with wave.open(str(path)) as wav:
            assert (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) == (1, 2, 44100)
            assert wav.getnframes() / wav.getframerate() < 0.6
        total += path.stat().st_size
    assert total < 200_000
    assert (resource_path("sounds") / "LICENSE").exists()


def test_a_machine_without_a_sound_server_keeps_the_terminal_quiet(tmp_path) -> None:
    """The real application, a whole demo partie with its sounds, in a process of its own: where there is no
    sound server (as on the machines that run these tests), Qt's "PulseAudioService: pa_context_connect()
    failed" does not reach the terminal; the settings say why the game is silent."""
    import os
    import subprocess

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PIQUET_SETTINGS_FILE=str(tmp_path / "quiet.ini"))
    done = subprocess.run([sys.executable, "-m", "piquet_gui", "--demo", "--quit-when-done", "--pace", "0",
                           "--speed", "instant", "--seed", "4", "--data-dir", str(tmp_path)], env=env,
                          capture_output=True, text=True, timeout=240)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "PulseAudio" not in done.stderr and "pa_context" not in done.stderr, done.stderr[-2000:]
