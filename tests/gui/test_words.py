"""The game's words: the player spoken to as "you", counts in their plural forms, default names and card letters
in the language in use."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET

import pytest
from PySide6.QtWidgets import QPushButton

from piquet_gui import i18n
from piquet_gui.controller import GameConfig, SeatSetup
from piquet_gui.model import Card
from piquet_gui.model.events import CardPlayed, CarteBlancheAnnounced, Exchanged, PartieEnded, Scored, TrickWon
from piquet_gui.model.scoring import ScoreItem
from piquet_gui.views.card_renderer import CardRenderer
from piquet_gui.views.new_game_dialog import CutDialog, NewGameDialog
from piquet_gui.settings import Settings
from piquet_gui.views import themes
from piquet_gui.views.words import (card_text, display_name, event_line, fill, kept_name, named, result_headline,
                                    settlement_words, show_indices, tr)

from tests.helpers import CEILING_MS

KS, AH = Card.parse("KS"), Card.parse("AH")


@pytest.fixture
def language(qapp):
    """Switch the language for one test, with the deck it shows by default (the French pattern in French), and
    back to English after it."""
    def switch(code: str) -> str:
        show_indices(themes.FRENCH_INDICES if code == "fr" else themes.STANDARD_INDICES)
        return i18n.install(code)

    yield switch
    i18n.install("en")
    show_indices(themes.STANDARD_INDICES)


LINES = {
    # (seat, you): the line for a card played, an exchange, a score and the end of the partie
    "en": {"you": ["You play K♠", "You exchange 1 card", "You score 5 for point", "You win the partie: 286 points",
                   "Trick 3 to you", "You announce carte blanche"],
           "computer": ["Computer plays K♠", "Computer exchanges 3 cards", "Computer scores 5 for point",
                        "Computer wins the partie: 286 points", "Trick 3 to Computer",
                        "Computer announces carte blanche"]},
    "fr": {"you": ["Vous jouez R♠", "Vous échangez 1 carte", "Vous marquez 5\u00a0: point",
                   "Vous gagnez la partie\u00a0: 286 points", "Levée 3 pour vous", "Vous annoncez carte blanche"],
           "computer": ["L'ordinateur joue R♠", "L'ordinateur échange 3 cartes",
                        "L'ordinateur marque 5\u00a0: point", "L'ordinateur gagne la partie\u00a0: 286 points",
                        "Levée 3 pour l'ordinateur", "L'ordinateur annonce carte blanche"]},
    "es": {"you": ["Juegas K♠", "Cambias 1 carta", "Anotas 5 por punto", "Ganas la partida: 286 puntos",
                   "Baza 3 para ti", "Anuncias carta blanca"],
           "computer": ["El ordenador juega K♠", "El ordenador cambia 3 cartas", "El ordenador anota 5 por punto",
                        "El ordenador gana la partida: 286 puntos", "Baza 3 para el ordenador",
                        "El ordenador anuncia carta blanca"]},
}


def lines_about(seat: int, names: tuple[str, str], you: int | None) -> list[str | None]:
    events = [CardPlayed(seat, KS, 3), Exchanged(seat, 1 if seat == 0 else 3), Scored(seat, ScoreItem.POINT, 5),
              PartieEnded(seat, 286, True), TrickWon(seat, 3, (KS, AH)), CarteBlancheAnnounced(seat)]
    return [event_line(event, names, you) for event in events]


@pytest.mark.parametrize("code", ["en", "fr", "es"])
def test_the_player_is_spoken_to_and_the_computer_spoken_of(language, code: str) -> None:
    language(code)
    # The one person at the table, whatever the name typed, is "you"; the computer is named.
    assert lines_about(0, ("Anne", "Computer"), 0) == LINES[code]["you"]
    assert lines_about(1, ("Anne", "Computer"), 0) == LINES[code]["computer"]
    # The default name "You" is never third person, even where the caller does not say who "you" is.
    assert lines_about(0, ("You", "Computer"), None) == LINES[code]["you"]


def test_two_people_at_one_table_are_both_named(language) -> None:
    language("en")
    assert event_line(CardPlayed(0, KS, 1), ("Anne", "Ben"), None) == "Anne plays K♠"
    assert event_line(CardPlayed(1, KS, 1), ("Anne", "Ben"), None) == "Ben plays K♠"
    assert event_line(Exchanged(1, 1), ("Anne", "Ben"), None) == "Ben exchanges 1 card"
    # A name is shown as typed, even one that looks like a placeholder.
    assert event_line(CardPlayed(0, KS, 1), ("Ann %2", "Ben"), None) == "Ann %2 plays K♠"


@pytest.mark.parametrize("code, you, ben", [
    ("en", ("You win the partie", "You are rubiconed: 120 + 90 + 100 = 310"),
     ("Ben wins the partie", "Ben is rubiconed: 120 + 90 + 100 = 310")),
    ("fr", ("Vous gagnez la partie", "Vous êtes rubicon\u00a0: 120 + 90 + 100 = 310"),
     ("Ben gagne la partie", "Ben est rubicon\u00a0: 120 + 90 + 100 = 310")),
    ("es", ("Ganas la partida", "No llegas al rubicón: 120 + 90 + 100 = 310"),
     ("Ben gana la partida", "Ben no llega al rubicón: 120 + 90 + 100 = 310")),
])
def test_the_end_of_the_partie_speaks_to_the_player(language, code: str, you: tuple[str, str],
                                                     ben: tuple[str, str]) -> None:
    language(code)
    names = ("Anne", "Ben")
    assert result_headline(names, 0, you=0) == you[0]
    assert settlement_words((90, 120), names, 1, 310, rubicon=True, you=0) == you[1]
    assert result_headline(names, 1, you=0) == ben[0]
    assert settlement_words((120, 90), names, 0, 310, rubicon=True, you=0) == ben[1]
    assert settlement_words((120, 90), names, 0, 310, rubicon=True, you=None) == ben[1]


@pytest.mark.parametrize("code, one, five", [
    ("en", "Discard 1 card", "Discard 5 cards"),
    ("fr", "Écarter 1 carte", "Écarter 5 cartes"),
    ("es", "Descartar 1 carta", "Descartar 5 cartas"),
])
def test_counts_take_their_plural_forms(language, code: str, one: str, five: str) -> None:
    language(code)
    assert (tr("Discard %n card(s)", 1), tr("Discard %n card(s)", 5)) == (one, five)
    counted = [event_line(Exchanged(1, n), ("You", "Ben"), 0) for n in (1, 2)]
    counted += [event_line(Exchanged(0, n), ("You", "Ben"), 0) for n in (1, 2)]
    assert all("(s)" not in line for line in counted), counted
    assert counted[0] != counted[1] and counted[2] != counted[3]


@pytest.mark.parametrize("code, letters", [
    ("en", "A♠ K♥ Q♦ J♣ 10♠ 9♥ 8♦ 7♣"),
    ("fr", "1♠ R♥ D♦ V♣ 10♠ 9♥ 8♦ 7♣"),  # the French pattern, on in French: 1, roi, dame, valet
    ("es", "A♠ K♥ Q♦ J♣ 10♠ 9♥ 8♦ 7♣"),   # the standard deck's corners
])
def test_cards_are_written_with_the_letters_of_the_deck(language, code: str, letters: str) -> None:
    language(code)
    cards = [Card.parse(text) for text in ("AS", "KH", "QD", "JC", "TS", "9H", "8D", "7C")]
    assert " ".join(card_text(card) for card in cards) == letters
    assert [str(card) for card in cards][:2] == ["AS", "KH"]  # the notation of records does not change


def test_default_names_follow_the_language_and_typed_names_stay(language) -> None:
    language("fr")
    assert (display_name("You"), display_name("Computer")) == ("Vous", "Ordinateur")
    assert kept_name("Ordinateur") == "Computer" and kept_name("Anne") == "Anne"
    language("es")
    assert (display_name("You"), display_name("Computer")) == ("Tú", "Ordenador")
    # A name kept translated by an earlier version follows the language too.
    assert display_name("Ordinateur") == "Ordenador" and display_name("Vous") == "Tú"
    assert display_name("Anne") == "Anne"


def test_the_new_game_dialog_keeps_default_names_in_no_language(qtbot, language) -> None:
    language("fr")
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    rows = dialog.seat_rows.rows
    assert (rows[0].name.text(), rows[1].name.text()) == ("Vous", "Ordinateur")
    config = dialog.config(random.Random(1))
    assert [s.name for s in config.seats] == ["You", "Computer"]
    rows[1].who.setCurrentIndex(rows[1].who.findData("person"))  # two people: both are named
    assert (rows[0].name.text(), rows[1].name.text()) == ("Premier joueur", "Second joueur")
    rows[1].name.setText("Ben")
    assert [s.name for s in dialog.config(random.Random(1)).seats] == ["First player", "Ben"]


def test_the_table_names_the_seats_in_the_language_now_in_use(qtbot, make_window, language) -> None:
    language("es")
    win = make_window()
    # "Ordinateur" as an earlier version kept it after a game begun in French.
    win.new_game(GameConfig((SeatSetup("You", True), SeatSetup("Ordinateur", False)), first_dealer=1, seed=8))
    qtbot.waitUntil(lambda: win.controller.to_act() == 0, timeout=CEILING_MS)
    labels = {key: label.text() for key, label in win.table._labels.items()}
    assert labels["me"].startswith("Tú (mayor)") and labels["other"].startswith("Ordenador (menor, repartidor)")


def test_the_cut_speaks_to_the_player(qtbot, language) -> None:
    language("en")
    cut = CutDialog(("Anne", "Computer"), [(AH, KS)], 0, True, CardRenderer(), you=0)
    qtbot.addWidget(cut)
    texts = [b.text() for b in cut.findChildren(QPushButton)]
    assert "You deal first" in texts and "Computer deals first" in texts


def test_making_on_fewer_cards_says_what_younger_is_held_to(qtbot) -> None:
    """Younger holds six spades against elder's point of five: "Making?" is offered among the lesser answers
    and says it compares five cards (Law 46); the best answer, "Not good", stays first."""
    from piquet_gui.model import Category
    from piquet_gui.model.actions import Reply, ReplyKind
    from piquet_gui.views.words import action_words
    from tests.model.test_sinking_replies import point_deal
    from tests.model.test_worked_examples import call

    deal = point_deal()
    deal.apply(call(Category.POINT, "AH KH QH 9H 8H"))
    view = deal.view(1)
    ask = next(a for a in view.legal_actions if isinstance(a, Reply) and a.kind is ReplyKind.ASK)
    assert action_words(ask, view) == "Making? (on 5 cards)"
    assert action_words(view.legal_actions[0], view).startswith("Not good")


# --- game names -----------------------------------------------------------------------------------------------

GAME_NAMES = {
    # Each game's name as running text in each language: "piquet" in lower case (README, Translations).
    "en": ("Rubicon piquet", "piquet au cent", "auction piquet", "piquet normand", "partnership piquet"),
    "fr": ("piquet Rubicon", "piquet au cent", "piquet aux enchères", "piquet normand", "piquet à quatre"),
    "es": ("piquet Rubicón", "piquet a cien", "piquet con subasta", "piquet normando", "piquet por parejas"),
}


def shown_texts(language: str) -> list[str]:
    """Every string the game shows in ``language`` (English: the sources), and its rules (Help)."""
    from tests.gui.test_languages import FOLDER, ROOT

    root = ET.parse(FOLDER / f"piquet_{'fr' if language == 'en' else language}.ts").getroot()
    texts = []
    for message in root.iter("message"):
        translation = message.find("translation")
        if translation.get("type") == "vanished":
            continue
        if language == "en":
            texts.append(message.findtext("source") or "")
        else:
            texts += [f.text or "" for f in translation.findall("numerusform")] or [translation.text or ""]
    rules = (ROOT / "resources" / "help" / f"rules_{language}.html").read_text(encoding="utf-8")
    return texts + [re.sub(r"\s+", " ", rules)]


@pytest.mark.parametrize("code", ["en", "fr", "es"])
def test_game_names_are_written_alike_everywhere(language, code: str) -> None:
    """ "Piquet normand" and "piquet au cent" were capitalised differently in the same sentence."""
    found = 0
    for text in shown_texts(code):
        plain = re.sub(r"<[^>]+>|&amp;|&", "", text)
        for name in GAME_NAMES[code]:
            for match in re.finditer(re.escape(name), plain, re.IGNORECASE):
                found += 1
                starts = match.start() == 0 or plain[:match.start()].rstrip().endswith((".", ":", "!", "?"))
                wanted = {name, name[0].upper() + name[1:]} if starts else {name}
                assert match.group() in wanted, f"{code}: {match.group()!r} in {text!r}"
    assert found >= 4
    # The words that name each game inside a sentence ("Abandon it for a new game of %1?").
    from piquet_gui.views.game_words import game_name

    language(code)
    names = [game_name(game) for game in ("rubicon", "au-cent", "auction", "normand", "partnership")]
    assert all(name in GAME_NAMES[code] for name in names), names


# --- the cards' letters -----------------------------------------------------------------------------------------

CARD = re.compile(r"(10|[0-9A-Z])[♠♥♦♣]")


def log_letters(lines: list[str]) -> set[str]:
    """The letters (and 1, for the French ace) the log writes for the ace and the courts."""
    return {rank for line in lines for rank in CARD.findall(line) if rank not in ("10", "9", "8", "7")}


@pytest.mark.parametrize("french", [False, True])
@pytest.mark.parametrize("code", ["en", "fr", "es"])
def test_the_log_writes_cards_as_the_deck_on_the_table_shows_them(qtbot, make_window, language, tmp_path,
                                                                  monkeypatch, code: str, french: bool) -> None:
    """French with the French pattern showed 1 on the ace and the log "A"; Spanish wrote R and D for the
    standard deck's K and Q."""
    monkeypatch.setenv("PIQUET_SETTINGS_FILE", str(tmp_path / "letters.ini"))
    settings = Settings()
    settings.language, settings.french_pattern = code, french
    language(code)
    win = make_window()
    screen = win.ensure_built()
    shown = screen.renderer.indices()
    assert shown == (themes.FRENCH_INDICES if french else themes.STANDARD_INDICES)
    win.new_game(GameConfig((SeatSetup("Anne", True), SeatSetup("Ben", False)), first_dealer=1, seed=8))
    controller = win.controller
    deal = controller.partie.deals[-1]
    while not deal.is_over():
        qtbot.waitUntil(lambda: controller.to_act() == 0 or deal.is_over(), timeout=CEILING_MS)
        if not deal.is_over():
            win.choose(controller.view(0).legal_actions[0])
    assert log_letters(screen.log.lines()) == set(shown), screen.log.lines()
    # The deck changed in the settings: the log is worded again in the other deck's letters.
    screen.settings.french_pattern = not french
    screen.apply_settings()
    assert log_letters(screen.log.lines()) == set(screen.renderer.indices()) != set(shown)


# --- a name inside a sentence -------------------------------------------------------------------------------------

OF_NAMES = {
    # "%1's discard" for the computer, the default names of two players, typed names (elided in French before a
    # vowel or h, not before "Ya"), and the demo's seats, named as compass points are.
    "en": ["Computer's discard", "First player's discard", "Second player's discard", "Anne's discard",
           "Ben's discard", "Hélène's discard", "Yann's discard", "West's discard"],
    "fr": ["Écart de l'ordinateur", "Écart du premier joueur", "Écart du second joueur", "Écart d'Anne",
           "Écart de Ben", "Écart d'Hélène", "Écart de Yann", "Écart d'Ouest"],
    "es": ["Descarte del ordenador", "Descarte del primer jugador", "Descarte del segundo jugador",
           "Descarte de Anne", "Descarte de Ben", "Descarte de Hélène", "Descarte de Yann", "Descarte de Oeste"],
}
NAMED = ("Computer", "First player", "Second player", "Anne", "Ben", "Hélène", "Yann", "West")  # West: the demo's


@pytest.mark.parametrize("code", ["en", "fr", "es"])
def test_of_a_name_follows_the_grammar_of_the_language(language, code: str) -> None:
    """French "Écart de Ordinateur" and Spanish "Descarte de Ordenador": the computer is a common noun with its
    article, and French elides "de" before a vowel."""
    language(code)
    assert [fill(tr("%1's discard"), named(name)) for name in NAMED] == OF_NAMES[code]
    # Default names as shown, or as an earlier version kept them translated, are the same names.
    assert fill(tr("%1's discard"), named(display_name("Computer"))) == OF_NAMES[code][0]
    assert fill(tr("%1's discard"), named("Ordinateur")) == OF_NAMES[code][0]


SENTENCES = {
    "fr": ["Levée 3 pour l'ordinateur", "L'ordinateur gagne la partie", "L'ordinateur est rubicon\u00a0: 120 + 90 "
           "+ 100 = 310", "30 en main, l'ordinateur n'ayant encore rien compté", "Levée 3 pour le premier joueur",
           "Le premier joueur gagne la partie"],
    "es": ["Baza 3 para el ordenador", "El ordenador gana la partida", "El ordenador no llega al rubicón: 120 + 90 "
           "+ 100 = 310", "30 en mano antes de que el ordenador contara nada", "Baza 3 para el primer jugador",
           "El primer jugador gana la partida"],
}


@pytest.mark.parametrize("code", ["fr", "es"])
def test_the_computer_is_a_common_noun_in_every_sentence(language, code: str) -> None:
    """The log, the end of the partie and the deal's summary say "l'ordinateur" / "el ordenador" as they say
    "de l'ordinateur"; two players keep their default names as common nouns too."""
    from piquet_gui.views.deal_summary import _reason
    from piquet_gui.model import Partie

    language(code)
    computer, hot_seat = ("Anne", "Computer"), ("First player", "Second player")
    partie = Partie(seed=3)
    deal = partie.start_deal()
    reason = _reason(ScoreItem.REPIQUE, 0, deal, computer, 0)  # 30 in hand: a repique
    assert [event_line(TrickWon(1, 3, (KS, AH)), computer, 0), result_headline(computer, 1, you=0),
            settlement_words((120, 90), computer, 0, 310, rubicon=True, you=0), reason,
            event_line(TrickWon(0, 3, (KS, AH)), hot_seat, None), result_headline(hot_seat, 0)] == SENTENCES[code]


@pytest.mark.parametrize("code, label", [("fr", "Écart de l'ordinateur"), ("es", "Descarte del ordenador"),
                                         ("en", "Computer's discard")])
def test_the_table_names_the_computers_discard(qtbot, make_window, language, code: str, label: str) -> None:
    language(code)
    win = make_window()
    win.new_game(GameConfig((SeatSetup("You", True), SeatSetup("Computer", False)), first_dealer=0, seed=8))
    qtbot.waitUntil(lambda: win.controller.to_act() == 0, timeout=CEILING_MS)  # younger: the computer has exchanged
    assert win.table._labels["discard_other"].text() == label


@pytest.mark.parametrize("code, point, sequence", [
    ("en", "Point of four, making 38", "Quart to the king"),
    ("fr", "Point de quatre, faisant 38", None),
    ("es", "Punto de cuatro, haciendo 38", None)])
def test_a_three_handed_call_is_said_in_full(language, code: str, point: str, sequence: str | None) -> None:
    """Three-handed piquet says a call with all it is judged on, in the words of the two steps of the
    two-handed protocol; the two-handed words stay as they were."""
    from piquet_gui.model.cards import Rank
    from piquet_gui.model.combinations import Category
    from piquet_gui.model.events import Said, Speech
    from piquet_gui.views.words import said_words

    language(code)
    assert said_words(Said(1, Category.POINT, Speech.CALL, 4, pips=38)) == point
    full = said_words(Said(1, Category.SEQUENCES, Speech.CALL, 4, Rank.KING))
    assert full.startswith(said_words(Said(1, Category.SEQUENCES, Speech.CALL, 4)) + " ")
    assert sequence is None or full == sequence
