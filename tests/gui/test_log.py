"""The game log is rebuilt from the partie: the same lines after a change of language, a resume or a review,
and never a card the players at the table may not know."""

from __future__ import annotations

import pytest

from piquet_gui import i18n
from piquet_gui.controller import GameConfig, SeatSetup
from piquet_gui.model import Partie, Rules
from piquet_gui.storage.autosave import SavedGame
from piquet_gui.views.game_log import GameLog
from piquet_gui.views.words import card_text
from tests.helpers import CEILING_MS, random_partie


def play_until(qtbot, win, done) -> None:
    """The person in seat 0 takes the first choice offered until ``done()``."""
    controller = win.controller
    while not done():
        qtbot.waitUntil(lambda: controller.to_act() == 0 or done(), timeout=CEILING_MS)
        if done():
            return
        win.choose(controller.view(0).legal_actions[0])


@pytest.fixture
def played(qtbot, make_window, tmp_path, monkeypatch):
    """Anne against the computer, into the first deal's play."""
    monkeypatch.setenv("PIQUET_SETTINGS_FILE", str(tmp_path / "settings.ini"))
    win = make_window()
    win.ensure_built().quiet = True
    win.new_game(GameConfig((SeatSetup("Anne", True), SeatSetup("Ben", False)), first_dealer=1, seed=8))
    deal = win.controller.partie.deals[-1]
    play_until(qtbot, win, lambda: len(deal.tricks) >= 3)
    yield win
    i18n.install("en")


def test_rebuilding_gives_the_lines_added_while_playing(qtbot, played) -> None:
    live = played.log.lines()
    assert any(line.startswith("You play ") for line in live) and any(line.startswith("Ben plays ") for line in live)
    assert any(line.startswith("Anne: ") for line in live), "words said are quoted after the speaker's name"
    log = GameLog()
    qtbot.addWidget(log)
    log.rebuild(played.controller.partie, 0)
    assert log.lines() == live and log.you == 0


def test_review_and_a_change_of_language_keep_the_log(qtbot, played) -> None:
    live = played.log.lines()
    played.reviewing.start(played.controller.partie)
    assert played.log.lines() == live
    played.reviewing.stop()
    assert played.log.lines()[:len(live)] == live
    live = played.log.lines()
    played.ensure_built().prefs.set_language("fr")
    qtbot.waitUntil(lambda: played.menuBar().actions()[0].text() == "&Jeu", timeout=CEILING_MS)
    french = played.log.lines()
    assert len(french) >= len(live)
    assert any(line.startswith("Vous jouez ") for line in french) and any(line.startswith("Ben joue ") for line in french)
    # The same lines, word for word as the French log would have had them.
    log = GameLog()
    qtbot.addWidget(log)
    log.rebuild(played.controller.partie, 0)
    assert french[:log.count()] == log.lines()


def test_a_resumed_partie_shows_its_log(qtbot, played) -> None:
    live = played.log.lines()
    screen = played.ensure_built()
    partie = played.controller.partie
    screen.resume(SavedGame(partie.copy(), screen.seats, screen.seed))
    assert played.log.lines()[:len(live)] == live


def test_two_people_are_both_named_in_the_log(qtbot) -> None:
    partie = random_partie(3, ("Anne", "Ben"), actions=40)
    log = GameLog()
    qtbot.addWidget(log)
    log.rebuild(partie, None)
    lines = log.lines()
    assert any(line.startswith("Anne plays ") for line in lines) and any(line.startswith("Ben plays ") for line in lines)
    assert not any(line.startswith("You ") for line in lines)


@pytest.mark.parametrize("leftover", ["law36", "face_up", "hidden"])
def test_the_log_names_no_card_hidden_from_the_table(qtbot, leftover: str) -> None:
    """A discard, and talon cards nobody turned up, never appear (a carte blanche is shown whole: Law 19)."""
    import random

    log = GameLog()
    qtbot.addWidget(log)
    shown = 0
    for seed in range(6):
        partie = Partie(Rules(younger_leftover=leftover), players=("You", "Computer"), seed=seed)
        rng = random.Random(seed)
        while not partie.is_over():
            if partie.needs_deal():
                partie.start_deal()
            partie.apply(rng.choice(partie.legal_actions()))
        log.rebuild(partie, 0)
        deals = [[]]
        for line in log.lines():
            deals[-1].append(line)
            if line.startswith("End of deal"):
                deals.append([])
        for deal, lines in zip(partie.deals, deals):
            if deal.cb_announced:
                continue
            hidden = [c for seat in (0, 1) for c in deal_cards(deal.discards[seat])]
            if not deal.leftover_seen:
                hidden += deal.leftover()
            words = {word.strip("(),:") for line in lines for word in line.split()}
            assert not words & {card_text(c) for c in hidden}, (seed, leftover)
        shown += sum(1 for line in log.lines() if line.startswith("The talon's last cards"))
    assert shown if leftover == "face_up" else True, "cards turned up for both are in the log"


def deal_cards(mask: int) -> list:
    from piquet_gui.model.cards import cards_of

    return list(cards_of(mask))


def test_a_partie_not_yet_dealt_has_an_empty_log(qtbot) -> None:
    log = GameLog()
    qtbot.addWidget(log)
    log.addItem("old line")
    log.rebuild(Partie(seed=1), None)
    assert log.lines() == []
