"""The rules page in each language, and the first-game guide that explains each phase once."""

from __future__ import annotations

import pytest

from piquet_gui.controller import GameConfig, SeatSetup
from piquet_gui.settings import Settings
from piquet_gui.views.rules_window import RulesWindow
from tests.helpers import CEILING_MS


@pytest.mark.parametrize("language, words", [("en", ["Repique", "rubicon", "Making"]),
                                             ("fr", ["Repic", "rubicon", "Combien"]),
                                             ("es", ["Repique", "Rubicón", "Haciendo"])])
def test_the_rules_page_speaks_each_language(qtbot, language: str, words: list[str]) -> None:
    window = RulesWindow(language=language)
    qtbot.addWidget(window)
    text = window.browser.toPlainText()
    assert len(text.split()) > 600
    for word in words:
        assert word.lower() in text.lower(), (language, word)


@pytest.mark.parametrize("language, words", [("en", ["Host a table", "table code", "does not prevent"]),
                                             ("fr", ["Héberger une table", "code de table", "empêche pas"]),
                                             ("es", ["Crear una mesa", "código de mesa", "no impide"])])
def test_the_help_says_how_to_play_over_the_network_and_what_the_fair_deal_does_not_prevent(
        qtbot, language: str, words: list[str]) -> None:
    window = RulesWindow(language=language)
    qtbot.addWidget(window)
    text = window.browser.toPlainText()
    for word in words:
        assert word in text, (language, word)
    assert text.index(words[0]) > text.lower().index("piquet normand" if language != "es" else "normando")


@pytest.mark.parametrize("language, words", [
    ("en", ["The coach's marks", "from 5 points of percentage", "from 10", "from 15", "the severer of the two"]),
    ("fr", ["Les marques de l'entraîneur", "à partir de 5 points de pourcentage", "de 10", "de 15",
            "la plus sévère des deux"]),
    ("es", ["Las marcas del entrenador", "desde 5 puntos porcentuales", "desde 10", "desde 15",
            "la más severa de las dos"])])
def test_the_help_states_the_coach_s_thresholds_in_points_and_in_the_partie_s_terms(qtbot, language: str,
                                                                                    words: list[str]) -> None:
    window = RulesWindow(language=language)
    qtbot.addWidget(window)
    text = window.browser.toPlainText()
    for word in words:
        assert word in text, (language, word)


def test_the_guide_explains_a_phase_once_and_can_be_turned_off(qtbot, make_window, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("PIQUET_SETTINGS_FILE", str(tmp_path / "guide.ini"))
    win = make_window()
    screen = win.ensure_built()
    win.new_game(GameConfig((SeatSetup("Anne", True), SeatSetup("Ben", False)), first_dealer=1, seed=8))
    qtbot.waitUntil(lambda: screen.guide.isVisible(), timeout=CEILING_MS)
    assert screen.guide.key == "exchange" and "talon" in screen.guide.text.text()
    screen.guide.never.setChecked(True)
    next(b for b in screen.guide.findChildren(type(screen.panel.say_other)) if b.text() == "Got it").click()
    assert not screen.guide.isVisible() and not Settings().guide and not screen.menus.guide.isChecked()
    controller = win.controller
    win.choose(controller.view(0).legal_actions[0])
    qtbot.waitUntil(lambda: controller.to_act() == 0, timeout=CEILING_MS)
    qtbot.wait(20)
    assert not screen.guide.isVisible(), "turned off: no note for the declarations"
    assert "exchange" in Settings().guide_seen


@pytest.mark.parametrize("code", ["en", "fr", "es"])
def test_each_guide_note_shows_its_whole_text(qtbot, code) -> None:
    """The note is as tall as its wrapped text needs, in every language (the French text was cut off)."""
    from PySide6.QtWidgets import QWidget

    from piquet_gui import i18n
    from piquet_gui.views.guide import GuideNote, guide_texts

    try:
        i18n.install(code)
        holder = QWidget()
        qtbot.addWidget(holder)
        holder.resize(900, 700)
        holder.show()
        qtbot.waitExposed(holder)
        note = GuideNote(holder)
        for key in guide_texts():
            note.explain(key)
            qtbot.wait(5)
            text = note.text
            needed = text.heightForWidth(text.width())
            assert text.height() >= needed, (code, key, text.height(), needed)
            assert note.text.geometry().bottom() < note.never.geometry().top()
    finally:
        i18n.install("en")


@pytest.mark.parametrize(("language", "words"), [("en", ("Train on my mistakes", "Problems", "Your level")),
                                                 ("fr", ("S'entraîner sur mes erreurs", "Problèmes", "Votre niveau")),
                                                 ("es", ("Entrenar con mis errores", "Problemas", "Tu nivel"))])
def test_the_help_tells_how_to_train(language: str, words: tuple[str, ...]) -> None:
    from piquet_gui.resources import resource_path

    text = resource_path("help", f"coach_{language}.html").read_text(encoding="utf-8")
    assert all(word in text for word in words) and "Ctrl+T" in text
