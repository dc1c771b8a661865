"""English, French and Spanish: every string translated, and no English left on the main screens."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtWidgets import QAbstractButton, QComboBox, QGroupBox, QLabel, QTableWidget

from piquet_gui import i18n
from piquet_gui.controller import GameConfig, SeatSetup
from piquet_gui.model import Phase, Play
from piquet_gui.views.new_game_dialog import NewGameDialog
from piquet_gui.views.settings_dialog import SettingsDialog
from tests.helpers import CEILING_MS

ROOT = Path(__file__).resolve().parent.parent.parent
FOLDER = ROOT / "resources" / "translations"


def translations(language: str) -> dict[str, str]:
    out = {}
    for message in ET.parse(FOLDER / f"piquet_{language}.ts").getroot().iter("message"):
        translation = message.find("translation")
        forms = [f.text or "" for f in translation.findall("numerusform")]
        out[message.findtext("source")] = forms[-1] if forms else (translation.text or "")
    return out


@pytest.mark.parametrize("language", ["fr", "es", "en"])
def test_every_string_is_translated_with_its_placeholders(language: str) -> None:
    root = ET.parse(FOLDER / f"piquet_{language}.ts").getroot()
    for message in root.iter("message"):
        source = message.findtext("source")
        translation = message.find("translation")
        assert translation.get("type") in (None, "vanished"), f"{language}: untranslated {source!r}"
        texts = [f.text or "" for f in translation.findall("numerusform")] or [translation.text or ""]
        for text in texts:
            assert text.strip(), f"{language}: empty translation of {source!r}"
            assert sorted(re.findall(r"%\d|%n", text)) == sorted(re.findall(r"%\d|%n", source)), (source, text)


def translation_tool():
    import importlib.util
    spec = importlib.util.spec_from_file_location("translations", ROOT / "packaging" / "translations.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("language", ["en", "fr", "es"])
def test_every_count_has_a_singular_and_a_plural(language: str) -> None:
    """Counted strings (``tr("Discard %n card(s)", n)``) have real plural forms in each language, English too,
    and no "(s)" is ever shown."""
    counted = {source for source, plural in translation_tool().messages().items() if plural}
    assert "Discard %n card(s)" in counted
    root = ET.parse(FOLDER / f"piquet_{language}.ts").getroot()
    forms = {m.findtext("source"): [f.text or "" for f in m.find("translation").findall("numerusform")]
             for m in root.iter("message") if m.get("numerus") == "yes"}
    for source in counted:
        assert len(forms.get(source, [])) == 2, f"{language}: no plural forms for {source!r}"
        singular, plural = forms[source]
        assert singular != plural and not any("(s)" in form for form in forms[source]), (source, forms[source])


def test_counts_are_not_formatted_by_hand() -> None:
    """A number followed by a counted noun comes from a plural form, never from "%1 parties"."""
    counted = r"%\d (cards?|parties|tricks?|rows?|deals(?! first))\b"  # "%1 deals first" is the verb
    for source, plural in translation_tool().messages().items():
        assert not re.search(counted, source), f"count it with %n: {source!r}"
        assert "(s)" not in source or plural, f"{source!r} shows '(s)'"


def test_the_compiled_translations_match_their_sources(tmp_path) -> None:
    for built in translation_tool().build(FOLDER, tmp_path):
        assert built.read_bytes() == (FOLDER / built.name).read_bytes(), \
            f"{built.name} is stale: run python packaging/translations.py build"


def visible_texts(widget) -> list[str]:
    texts = []
    for label in widget.findChildren(QLabel):
        if label.isVisibleTo(widget):
            texts.append(label.text())
    for button in widget.findChildren(QAbstractButton):
        if button.isVisibleTo(widget):
            texts.append(button.text())
    for box in widget.findChildren(QGroupBox):
        texts.append(box.title())
    for combo in widget.findChildren(QComboBox):
        texts.extend(combo.itemText(i) for i in range(combo.count()))
    for table in widget.findChildren(QTableWidget):
        for i in range(table.columnCount()):
            item = table.horizontalHeaderItem(i)
            texts.append(item.text() if item else "")
        for i in range(table.rowCount()):
            item = table.verticalHeaderItem(i)
            texts.append(item.text() if item else "")
    return texts


def english_left(texts: list[str], language: str) -> list[str]:
    """English phrases (of two words or more) of the sources that show up untranslated."""
    found = []
    bare = {re.sub(r"^&?\d\s+", "", t.replace("&", "")).strip() for t in texts}
    for source, translated in translations(language).items():
        if translated == source:
            continue
        if source.replace("&", "") in bare:
            found.append(f"{source!r} shown as it is")
        for fragment in re.split(r"%\d|%n|<[^>]+>", source):
            fragment = fragment.replace("&", "").strip(" .,:;—…?()")
            if len(fragment.split()) < 2:
                continue
            whole = re.compile(r"\b" + re.escape(fragment) + r"\b")  # "Piquet normand" is not in "Piquet normando"
            for text in texts:
                if whole.search(re.sub(r"<[^>]+>", "", text.replace("&", ""))):
                    found.append(f"{fragment!r} in {text!r}")
    return found


@pytest.mark.parametrize("language", ["fr", "es"])
def test_no_english_is_left_on_the_main_screens(qtbot, make_window, language: str) -> None:
    assert i18n.install(language) == language
    try:
        win = make_window()
        win.new_game(GameConfig((SeatSetup("Anne", True), SeatSetup("Ben", False)), first_dealer=1, seed=8))
        controller = win.controller
        deal = controller.partie.deals[-1]
        seen = []

        def look() -> None:
            seen.extend(visible_texts(win))
            seen.extend(a.text() for menu in win.menuBar().actions() for a in [menu, *menu.menu().actions()])
            seen.extend(item.text() for item in win.table.scene().items() if hasattr(item, "text")
                        and callable(item.text))
            seen.append(win.table.banner_text())

        qtbot.waitUntil(lambda: controller.to_act() == 0, timeout=CEILING_MS)
        look()  # the exchange
        win.choose(controller.view(0).legal_actions[0])
        qtbot.waitUntil(lambda: deal.phase is Phase.DECLARATION and controller.to_act() == 0, timeout=CEILING_MS)
        look()  # the calling panel
        while not deal.is_over():
            qtbot.waitUntil(lambda: controller.to_act() == 0 or deal.is_over(), timeout=CEILING_MS)
            if deal.is_over():
                break
            view = controller.view(0)
            if isinstance(view.legal_actions[0], Play) and len(deal.tricks) == 3:
                look()  # the play
            win.choose(view.legal_actions[0])
        look()  # the end of the deal and the score sheet
        from piquet_gui.views.statistics_window import StatisticsWindow
        for dialog in (NewGameDialog(settings=win.ensure_built().settings), SettingsDialog(win.ensure_built().settings),
                       StatisticsWindow()):
            qtbot.addWidget(dialog)
            seen.extend(visible_texts(dialog))
            seen.append(dialog.windowTitle())
        assert not english_left(seen, language)
        assert any(t for t in seen if "Écart" in t or "Descart" in t or "carte" in t.lower() or "carta" in t.lower())
    finally:
        i18n.install("en")


def test_changing_language_rebuilds_the_screen_and_keeps_the_partie(qtbot, make_window, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("PIQUET_SETTINGS_FILE", str(tmp_path / "lang.ini"))
    try:
        win = make_window()
        win.new_game(GameConfig((SeatSetup("Anne", True), SeatSetup("Ben", False)), first_dealer=1, seed=8))
        table, before = win.controller, win.controller.partie
        qtbot.waitUntil(lambda: win.controller.to_act() == 0, timeout=CEILING_MS)
        hand, old = win.controller.view(0).hand, win.screen_
        win.ensure_built().prefs.set_language("es")
        qtbot.waitUntil(lambda: win.menuBar().actions()[0].text() != "&Game", timeout=CEILING_MS)
        assert [a.text() for a in win.menuBar().actions()][0] == "&Juego"
        # The old screen handed its table over: the same table (and its partie, its players) goes on in the new one.
        assert win.screen_ is not old and win.controller is table and table.partie is before
        assert table.parent() is win.screen_, "the table is the new screen's now"
        assert win.controller.partie.deals[-1].hands == before.deals[-1].hands
        qtbot.waitUntil(win.my_turn, timeout=CEILING_MS)
        assert win.controller.view(0).hand == hand, "the same deal goes on, the person to act in it"
        from piquet_gui.settings import Settings
        assert Settings().language == "es"
    finally:
        i18n.install("en")


def access_key(text: str) -> str | None:
    """The letter after a single "&" (Alt+letter), lower case; "&&" is a plain ampersand."""
    found = re.search(r"(?<!&)&([^&\s])", text)
    return found.group(1).lower() if found else None


@pytest.mark.parametrize("language", ["en", "fr", "es"])
def test_every_menu_has_one_entry_per_access_key(qtbot, make_window, language: str) -> None:
    """Alt+G then a letter must reach one entry: no two entries of a menu (nor two menus) share a letter."""
    assert i18n.install(language) == language
    try:
        win = make_window()
        win.ensure_built()
        menus = [a for a in win.menuBar().actions() if a.menu() is not None]
        bar = [access_key(a.text()) for a in menus]
        assert None not in bar and len(set(bar)) == len(bar), [a.text() for a in menus]
        pending = [a.menu() for a in menus]
        while pending:
            menu = pending.pop()
            entries = [a for a in menu.actions() if not a.isSeparator()]
            keys = [access_key(a.text()) for a in entries]
            clashes = {k for k in keys if k is not None and keys.count(k) > 1}
            assert not clashes, f"{menu.title()}: " + ", ".join(a.text() for a, k in zip(entries, keys) if k in clashes)
            pending.extend(a.menu() for a in entries if a.menu() is not None)
    finally:
        i18n.install("en")
