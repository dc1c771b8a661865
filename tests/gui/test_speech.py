"""The game that speaks (``views.voice``): a whole deal played by the keyboard alone with speech on, through the
main window, says every call and reply, every card, every trick's winner, the end of the deal and its score, in
order, none cut off, with the person's prompts and the card under the focus, in the words the screen reader has;
the settings; and a machine without a speech engine, where the game plays on in silence and says why.

A recorder stands in for the engine in the whole deals (what was said can be read back, at once); Qt's own "mock"
engine proves the real path (its words come back through ``sayingWord``)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QLocale, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest

from piquet_gui.controller import GameConfig, SeatSetup
from piquet_gui.model import Phase, Play
from piquet_gui.model.actions import Discard
from piquet_gui.model.events import Bidden, CardPlayed, DealEnded, Exchanged, Said, Scored, TrickWon
from piquet_gui.model.games import GAMES
from piquet_gui.settings import Settings
from piquet_gui.views import voice
from piquet_gui.views.log_words import event_line
from piquet_gui.views.settings_dialog import SettingsDialog
from piquet_gui.views.voice import ASKED, EVENT, FOCUS, NOTE, PROMPT
from piquet_gui.views.words import card_words, said_words
from tests.helpers import CEILING_MS

SYMBOLS = re.compile("[♠♥♦♣]")


class Recorder(QObject):
    """An engine that says nothing: notes each line, and is ready for the next on the next turn of the event
    loop (never handed a line while one is being said: nothing is cut off)."""

    stateChanged = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.lines: list[str] = []
        self.speaking = False
        self.volume = self.rate = -1.0
        self.locale = QLocale("en_GB")

    def say(self, text: str) -> None:
        assert not self.speaking, f"{text!r} would cut off {self.lines[-1]!r}"
        self.speaking = True
        self.lines.append(text)
        QTimer.singleShot(0, self, self._finish)

    def _finish(self) -> None:
        from PySide6.QtTextToSpeech import QTextToSpeech

        self.speaking = False
        self.stateChanged.emit(QTextToSpeech.State.Ready)

    def setVolume(self, volume: float) -> None:
        self.volume = volume

    def setRate(self, rate: float) -> None:
        self.rate = rate

    def setLocale(self, locale: QLocale) -> None:
        self.locale = locale

    def availableLocales(self) -> list[QLocale]:
        return [QLocale("en_GB"), QLocale("fr_FR"), QLocale("es_ES")]


@pytest.fixture
def engines(monkeypatch, tmp_path) -> list[Recorder]:
    """The engines the game makes (recorders), with speech on in settings of the test's own."""
    monkeypatch.setenv("PIQUET_SETTINGS_FILE", str(tmp_path / "speech.ini"))
    settings = Settings()
    settings.speech, settings.guide = True, False
    made: list[Recorder] = []

    def make(name: str, parent: QObject) -> Recorder:
        made.append(Recorder(parent))
        return made[-1]

    monkeypatch.setattr(voice, "speech_engine", lambda: ("recorder", ""))
    monkeypatch.setattr(voice, "qt_engine", make)
    return made


def press(key: Qt.Key) -> None:
    window = QGuiApplication.focusWindow()
    assert window is not None, "no window has the keyboard focus"
    QTest.keyClick(window, key)


def start(qtbot, make_window, game: str, names: tuple[str, ...], seed: int):
    win = make_window(1100, 720)
    screen = win.ensure_built()
    screen.quiet = True
    seats = tuple(SeatSetup(name, n == 0, None if n == 0 else "club") for n, name in enumerate(names))
    win.new_game(GameConfig(seats, first_dealer=len(names) - 1, game=game, seed=seed))
    win.activateWindow()
    qtbot.waitUntil(lambda: QGuiApplication.focusWindow() is win.windowHandle(), timeout=CEILING_MS)
    return win, screen


def heard_all(qtbot, screen) -> None:
    """Wait until the voice has said everything (as a person listening would before pressing a key)."""
    qtbot.waitUntil(lambda: screen.voice.idle, timeout=CEILING_MS)


def last(screen, kind: str) -> str:
    return next(text for k, text in reversed(screen.voice.spoken) if k == kind)


def play_deal_listening(qtbot, win, screen) -> list[tuple[object, str]]:
    """The deal to its end, the person's part by keys alone, each key pressed once what was said has been heard;
    checks each prompt as it comes.  The cards the person played, with the focus line said for each."""
    controller = win.controller
    deal = controller.partie.deals[-1]
    played = []
    while not deal.is_over():
        qtbot.waitUntil(lambda: deal.is_over() or (win.my_turn() and not win.thinking), timeout=CEILING_MS)
        heard_all(qtbot, screen)
        if deal.is_over():
            break
        if not win.my_turn() or win.thinking:  # a forced answer ("Making 48") went by itself meanwhile
            continue
        view = controller.view(0)
        before = controller.partie.action_count()
        if view.phase is Phase.PLAY and isinstance(view.legal_actions[0], Play):
            asked = "Your lead." if not view.trick else "Your turn to play."
            assert last(screen, PROMPT) == f"{asked} {win.table.accessibleDescription()}.", \
                "the turn said with the card Enter would play"
            press(Qt.Key.Key_Right)
            heard_all(qtbot, screen)
            focused = win.hand.focused()
            said = last(screen, FOCUS)
            assert said == win.table.accessibleDescription() == f"{card_words(focused)}, playable", \
                "the card with the focus said as the screen reader has it"
            press(Qt.Key.Key_Return)
            played.append((focused, said))
        elif view.phase is Phase.EXCHANGE and isinstance(view.legal_actions[0], Discard):
            prompt = last(screen, PROMPT)
            assert prompt.startswith(win.bar.prompt.text()) and "Space puts it out" in prompt
            low = min(a.mask.bit_count() for a in view.legal_actions if isinstance(a, Discard))
            for _ in range(low):
                press(Qt.Key.Key_Right)
                press(Qt.Key.Key_Space)
                heard_all(qtbot, screen)
                assert last(screen, FOCUS).endswith(", chosen to discard")
            press(Qt.Key.Key_Return)
        elif view.phase in (Phase.DECLARATION, Phase.AUCTION):
            prompt = last(screen, PROMPT)
            panel = win.bidding if view.phase is Phase.AUCTION else win.panel
            names = [b.accessibleName() for b in panel.buttons]
            assert names and all(f"{n + 1}: {name}" in prompt for n, name in enumerate(names)), (prompt, names)
            assert not SYMBOLS.search(prompt), "the cards of a call in words"
            press(Qt.Key.Key_1)
        else:  # carte blanche, the talon's leftover cards: the bar's buttons, the first by Enter
            assert last(screen, PROMPT).startswith(win.bar.prompt.text())
            press(Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: controller.partie.action_count() > before, timeout=CEILING_MS)
    heard_all(qtbot, screen)
    return played


def expected_start(event, names: tuple[str, ...]) -> str | None:
    """How the spoken line of an event begins, worded here from the event itself (the person sits at 0)."""
    who = names[getattr(event, "seat", 0)]
    me = getattr(event, "seat", None) == 0
    if isinstance(event, CardPlayed):
        return f"You play {card_words(event.card)}" if me else f"{who} plays {card_words(event.card)}"
    if isinstance(event, TrickWon):
        return f"Trick {event.trick} to you" if me else f"Trick {event.trick} to {who}"
    if isinstance(event, Said):
        return f"{who}: "
    if isinstance(event, Scored):
        return f"You score {event.points} for" if me else f"{who} scores {event.points} for"
    if isinstance(event, Exchanged):
        return "You exchange" if me else f"{who} exchanges"
    if isinstance(event, DealEnded):
        return f"End of deal {event.number}:"
    if isinstance(event, Bidden):
        return "You " if me else f"{who} "
    return None


def check_spoken_deal(win, screen, names: tuple[str, ...], played) -> None:
    """The spoken lines of what happened are the deal's events, one for one, in order."""
    events = win.controller.events(0)
    spoken = [text for kind, text in screen.voice.spoken if kind == EVENT]
    logged = [e for e in events if event_line(e, names, 0, win.controller.sides) is not None]
    assert len(spoken) == len(logged), (spoken[-5:], logged[-5:])
    for event, text in zip(logged, spoken):
        begins = expected_start(event, names)
        if begins is not None:
            assert text.startswith(begins), (event, text)
        if isinstance(event, Said):
            assert text.endswith(said_words(event, len(names) > 2)), (event, text)
        assert not SYMBOLS.search(text), f"cards in words: {text!r}"
    for kinds in ((Said, Bidden), CardPlayed, TrickWon, DealEnded):  # (the auction's bids, or the calls)
        assert any(isinstance(e, kinds) for e in logged), kinds
    mine = [e.card for e in logged if isinstance(e, CardPlayed) and e.seat == 0]
    assert mine == [card for card, _ in played], "each card played by keys, as the focus said it"
    assert screen.voice.spoken[-1] == (PROMPT, "Enter deals the next hand; S says the score.")
    recorder = screen.voice._engine
    assert recorder.lines == [text for _, text in screen.voice.spoken], "every line reached the engine"


def test_a_whole_two_handed_deal_by_keys_is_spoken_in_order(qtbot, make_window, engines) -> None:
    names = ("Anne", "Ben")
    win, screen = start(qtbot, make_window, GAMES[0], names, seed=3)
    played = play_deal_listening(qtbot, win, screen)
    assert len(played) >= 6
    check_spoken_deal(win, screen, names, played)
    # The score on request (S), and again the last thing said (A).
    press(Qt.Key.Key_S)
    heard_all(qtbot, screen)
    totals = win.controller.score_sheet().totals
    assert screen.voice.spoken[-1] == (NOTE, f"Score: Anne {totals[0]}, Ben {totals[1]}")
    assert win.statusBar().currentMessage() == screen.voice.spoken[-1][1], "shown as said"
    press(Qt.Key.Key_A)
    heard_all(qtbot, screen)
    assert screen.voice.spoken[-1] == (ASKED, f"Score: Anne {totals[0]}, Ben {totals[1]}")
    (recorder,) = engines
    assert recorder.volume == 0.8 and recorder.rate == 0.0, "the settings' volume and rate"
    assert recorder.locale.name() == "en_GB", "the voice of the game's language"


@pytest.mark.parametrize(("game", "names", "seed"), [("normand", ("Anne", "Ben", "Claire"), 3),
                                                     ("partnership", ("Anne", "Ben", "Claire", "Dan"), 5),
                                                     ("auction", ("Anne", "Ben"), 6)])
def test_a_whole_deal_of_three_four_or_auction_is_spoken_in_order(qtbot, make_window, engines, game, names, seed) -> None:
    win, screen = start(qtbot, make_window, game, names, seed=seed)
    played = play_deal_listening(qtbot, win, screen)
    check_spoken_deal(win, screen, names, played)


def test_the_guide_s_notes_and_the_hint_are_said_with_their_cards_in_words(qtbot, make_window, engines) -> None:
    Settings().guide = True
    win, screen = start(qtbot, make_window, GAMES[0], ("Anne", "Ben"), seed=3)
    qtbot.waitUntil(lambda: win.guide.isVisible(), timeout=CEILING_MS)
    heard_all(qtbot, screen)
    assert (NOTE, f"{win.guide.title.text()}. {win.guide.text.text()}") in screen.voice.spoken
    press(Qt.Key.Key_Return)  # "Got it"
    press(Qt.Key.Key_H)
    heard_all(qtbot, screen)
    shown = win.statusBar().currentMessage()
    kind, said = screen.voice.spoken[-1]
    assert shown.startswith("Hint") and kind == NOTE and said.startswith("Hint"), (shown, said)
    assert SYMBOLS.search(shown) and not SYMBOLS.search(said), "the hint's cards in words"


def test_speech_off_says_nothing(qtbot, make_window, engines) -> None:
    Settings().speech = False
    win, screen = start(qtbot, make_window, GAMES[0], ("Anne", "Ben"), seed=3)
    qtbot.waitUntil(lambda: win.my_turn() and not win.thinking, timeout=CEILING_MS)
    assert not screen.voice.spoken and not engines


def test_the_settings_are_kept_and_come_back(qtbot, tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(voice, "speech_engine", lambda: ("recorder", ""))
    settings = Settings(str(tmp_path / "kept.ini"))
    assert not settings.speech, "off unless chosen"
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.speech.isEnabled() and dialog.why_mute.isHidden()
    dialog.speech.setChecked(True)
    dialog.speech_volume.setValue(35)
    dialog.speech_rate.setValue(-4)
    dialog.store()
    again = Settings(str(tmp_path / "kept.ini"))
    assert (again.speech, again.speech_volume, again.speech_rate) == (True, 35, -4)
    reopened = SettingsDialog(again)
    qtbot.addWidget(reopened)
    assert reopened.speech.isChecked() and reopened.speech_volume.value() == 35 and reopened.speech_rate.value() == -4


def test_without_a_speech_engine_the_game_plays_on_in_silence_and_settings_say_why(qtbot, make_window, monkeypatch,
                                                                                   tmp_path) -> None:
    monkeypatch.setenv("PIQUET_SETTINGS_FILE", str(tmp_path / "silent.ini"))
    monkeypatch.setattr(voice, "speech_engine", lambda: (None, voice.no_engine_words()))
    settings = Settings()
    settings.speech, settings.guide = True, False
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.tabs.setCurrentIndex(2)
    dialog.show()
    assert dialog.why_mute.isVisible() and "speech-dispatcher" in dialog.why_mute.text()
    assert not dialog.speech.isEnabled() and not dialog.speech_volume.isEnabled()
    assert not dialog.speech_rate.isEnabled()
    win, screen = start(qtbot, make_window, GAMES[0], ("Anne", "Ben"), seed=3)
    deal = win.controller.partie.deals[-1]
    while not deal.is_over():
        qtbot.waitUntil(lambda: deal.is_over() or (win.my_turn() and not win.thinking), timeout=CEILING_MS)
        if not deal.is_over():
            win.choose(win.controller.view(0).legal_actions[0])
    assert not screen.voice.spoken and "speech-dispatcher" in screen.voice.silent_because


def test_qt_s_mock_engine_says_the_game_s_lines_in_order(qtbot, make_window, monkeypatch, tmp_path) -> None:
    """Qt's own path: the "mock" engine, made as the game makes an engine, says the lines one after the other
    (its words read back), each whole."""
    pytest.importorskip("PySide6.QtTextToSpeech")
    from PySide6.QtTextToSpeech import QTextToSpeech

    if "mock" not in QTextToSpeech.availableEngines():
        pytest.skip("Qt's mock speech engine is not here")
    monkeypatch.setenv("PIQUET_SETTINGS_FILE", str(tmp_path / "mock.ini"))
    monkeypatch.setattr(voice, "speech_engine", lambda: ("mock", ""))
    settings = Settings()
    settings.speech, settings.guide, settings.speech_rate = True, False, 10
    win, screen = start(qtbot, make_window, GAMES[0], ("Anne", "Ben"), seed=3)
    qtbot.waitUntil(lambda: win.my_turn() and not win.thinking, timeout=CEILING_MS)
    heard_all(qtbot, screen)
    engine = screen.voice._engine
    assert isinstance(engine, QTextToSpeech) and engine.engine() == "mock"
    words: list[str] = []
    engine.sayingWord.connect(lambda word, *_: words.append(word))
    before = len(screen.voice.spoken)
    press(Qt.Key.Key_S)
    press(Qt.Key.Key_A)
    qtbot.waitUntil(lambda: len(screen.voice.spoken) == before + 2 and screen.voice.idle, timeout=CEILING_MS)
    said = [text for _, text in screen.voice.spoken[before:]]
    assert said[0] == said[1] and said[0].startswith("Score: Anne 0, Ben 0")
    expected = re.findall(r"\w+", " ".join(said))
    assert [w for w in words if re.fullmatch(r"\w+", w)] == expected, (words, expected)


def test_an_engine_that_never_answers_leaves_the_game_silent_not_stuck(monkeypatch) -> None:
    """speech-dispatcher without a working sound output can keep Qt waiting for ever: the engine is tried in a
    process of its own, given up after a while, and the settings say why."""
    import sys
    import time

    from PySide6.QtTextToSpeech import QTextToSpeech

    monkeypatch.setattr(voice, "PROBE_SECONDS", 0.5)
    monkeypatch.setattr(voice, "probe_command", lambda name: [sys.executable, "-c", "import time; time.sleep(30)"])
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setattr(QTextToSpeech, "availableEngines", staticmethod(lambda: ["speechd", "mock"]))
    began = time.monotonic()
    name, why = voice._look_for_engine()
    assert name is None and why and time.monotonic() - began < 10
    assert voice.answers("mock") is False


def test_two_people_at_one_table_hear_whose_turn_it_is(qtbot, make_window, engines) -> None:
    """While the table passes to the other person, the voice says who is awaited (the bar's words), and after
    "I am ready" (Enter) that person's prompt."""
    win = make_window(1100, 720)
    screen = win.ensure_built()
    screen.quiet = True
    win.new_game(GameConfig((SeatSetup("Anne", True), SeatSetup("Ben", True)), first_dealer=1, seed=8))
    win.activateWindow()
    qtbot.waitUntil(lambda: QGuiApplication.focusWindow() is win.windowHandle(), timeout=CEILING_MS)
    qtbot.waitUntil(win.privacy.isVisible, timeout=CEILING_MS)
    heard_all(qtbot, screen)
    waiting = win.bar.prompt.text()
    assert waiting and last(screen, PROMPT) == waiting
    press(Qt.Key.Key_Return)
    heard_all(qtbot, screen)
    assert "Space puts it out" in last(screen, PROMPT), "the exchange asked of the person now at the table"


@pytest.mark.parametrize(("language", "locale"), [("fr", "fr_FR"), ("es", "es_ES"), ("en", "en_GB")])
def test_the_voice_speaks_the_game_s_language(qtbot, tmp_path, language, locale) -> None:
    from piquet_gui import i18n

    settings = Settings(str(tmp_path / "voice.ini"))
    settings.speech = True
    made: list[Recorder] = []
    speaker = voice.Voice(settings, lambda event: None, make_engine=lambda parent: made.append(Recorder(parent))
                          or made[-1])
    assert i18n.install(language) == language
    try:
        speaker.say("Quinte")
        assert made[0].locale.name() == locale and made[0].lines == ["Quinte"]
    finally:
        i18n.install("en")


@pytest.mark.parametrize("reader", [True, False], ids=["a screen reader runs", "no screen reader"])
def test_with_the_voice_off_a_screen_reader_is_handed_what_the_voice_would_say(qtbot, make_window, monkeypatch,
                                                                             tmp_path, reader: bool) -> None:
    """The game's own voice off and a screen reader (Orca) following the window: the events, the prompts and the
    guide's notes go to the reader as announcements, in order, the focused card excepted (the reader says it from
    the table's description); the game's voice says nothing.  With no reader, nothing is announced."""
    monkeypatch.setenv("PIQUET_SETTINGS_FILE", str(tmp_path / "reader.ini"))
    settings = Settings()
    settings.speech, settings.guide = False, False
    monkeypatch.setattr(voice, "screen_reader_active", lambda: reader)
    made: list[Recorder] = []
    monkeypatch.setattr(voice, "qt_engine", lambda name, parent: made.append(Recorder(parent)) or made[-1])
    win, screen = start(qtbot, make_window, "rubicon", ("Anne", "Ben"), 4)
    announced: list[str] = []
    screen.voice.announcer = announced.append
    controller = win.controller
    deal = controller.partie.deals[-1]
    while not deal.is_over() and not any(isinstance(e, TrickWon) for e in controller.events(0)):
        qtbot.waitUntil(lambda: deal.is_over() or (win.my_turn() and not win.thinking), timeout=CEILING_MS)
        view = controller.view(0)
        if view.phase is Phase.PLAY and isinstance(view.legal_actions[0], Play):
            press(Qt.Key.Key_Right)
        win.choose(controller.legal_actions(0)[0]) if win.my_turn() else None
    assert not made, "the game's own voice is never made while it is off"
    if not reader:
        assert announced == []
        return
    lines = [line for line in (screen.log.spoken_line(e, screen.names) for e in controller.events(0)) if line]
    events = [line for line in announced if line in lines]
    assert events == lines[:len(events)] and len(events) >= len(lines) - 1, "every event announced, in order"
    assert any(line.startswith("Your lead.") or line.startswith("Your turn to play.") for line in announced), \
        "the turn announced, with the card Enter would play"
    assert not any(line.endswith(", playable") for line in announced), "the focused card is the reader's own"
    assert not any(SYMBOLS.search(line) for line in announced), "cards in words"


def test_the_engine_tried_is_the_engine_used(monkeypatch, qapp) -> None:
    """Where the engine is tried by making it (not in a process apart), that engine is the voice's: one made and
    deleted stops every program's speech through speech-dispatcher (it cut off the game's first line, and the
    screen reader's)."""
    from PySide6 import QtTextToSpeech

    made: list[object] = []

    class Engine(QObject):
        State = QtTextToSpeech.QTextToSpeech.State

        def __init__(self, name: str, parent: QObject | None = None) -> None:
            super().__init__(parent)
            made.append(self)

        @staticmethod
        def availableEngines() -> list[str]:
            return ["mock", "system"]

        def state(self):
            return self.State.Ready

    monkeypatch.setattr(QtTextToSpeech, "QTextToSpeech", Engine)
    monkeypatch.setattr(voice, "answers", lambda name: None)  # (not tried apart: as on Windows, or packaged)
    monkeypatch.setattr(voice, "_found", None)
    monkeypatch.setattr(voice, "_spare", {})
    assert voice.speech_engine() == ("system", "")
    owner = QObject()
    engine = voice.qt_engine("system", owner)
    assert made == [engine] and engine.parent() is owner, "one engine made, the one the voice speaks with"
