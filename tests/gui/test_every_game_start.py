"""Starting every game (issue 18): the new-game dialog through the real main window starts each of the five games
with the seats chosen (persons with names, computers with strengths, partners opposite), remembers each game's
set-up, cuts among three or four; ``--game`` starts one at once, and ``--game``/``--seed`` never abandon a partie
in progress unasked.

The tables of three and four (and the log's words for them) are built by another piece of work at the same
time: where a test here starts one, it records what the window would draw (``drawn``) instead of drawing it,
and checks the partie, the seats and what is shown to whom — never the card layout."""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox, QWidget

from piquet_gui.app import add_arguments, start
from piquet_gui.controller import GameConfig, SeatSetup
from piquet_gui.model.games import GAMES, find_game
from piquet_gui.storage import autosave
from piquet_gui.views import welcome
from piquet_gui.views.card_renderer import CardRenderer
from piquet_gui.views.game_log import GameLog
from piquet_gui.views.main_window import MainWindow
from piquet_gui.views.new_game_dialog import CutDialog, NewGameDialog
from piquet_gui.views.table import TableState, TableView
from tests.gui.test_small_things import Modals, button, click
from tests.helpers import CEILING_MS, random_partie


@pytest.fixture(autouse=True)
def own_files(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("PIQUET_SETTINGS_FILE", str(tmp_path / "settings.ini"))
    monkeypatch.setenv("PIQUET_DATA_DIR", str(tmp_path / "data"))


@pytest.fixture
def drawn(monkeypatch) -> list[TableState]:
    """What the window asks the table to show, recorded; a table of three or four is not drawn (see above)."""
    states: list[TableState] = []
    real = TableView.show_state

    def show_state(table: TableView, state: TableState, *args: object, **kwargs: object) -> None:
        states.append(state)
        if len(state.view.seats) == 2:
            real(table, state, *args, **kwargs)

    monkeypatch.setattr(TableView, "show_state", show_state)
    # The log's words for three and four are another piece of work too: its lines are not written here.
    add, rebuild = GameLog.add, GameLog.rebuild
    monkeypatch.setattr(GameLog, "add", lambda log, event, names: add(log, event, names) if len(names) == 2 else None)
    monkeypatch.setattr(GameLog, "rebuild", lambda log, partie, you, *rest: rebuild(log, partie, you, *rest)
                        if partie.seats == 2 else log.clear())
    return states


def arguments(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    add_arguments(parser)
    return parser.parse_args(list(argv))


def choose(box, value) -> None:  # type: ignore[no-untyped-def]
    index = box.findData(value)
    assert index >= 0, value
    box.setCurrentIndex(index)


SET_UPS = {
    # game: (seats as (name, "person" or a level), an option to change, the seat that deals first)
    "rubicon": ((("Anne", "person"), ("Ben", "expert")), ("carte_rouge", True), 1),
    "au-cent": ((("Anne", "person"), ("Hal", "master")), ("point_four_less", True), 0),
    "auction": ((("Anne", "person"), ("Bea", "person")), ("contract_base", "six"), 1),
    "normand": ((("Anne", "person"), ("Cy", "casual"), ("Claire", "person")), ("target", 150), 2),
    "partnership": ((("Anne", "person"), ("East", "club"), ("Paul", "person"), ("West", "beginner")),
                    ("equal_calls_cancel", True), 3),
}


def fill_dialog(qtbot, game: str) -> Callable[[QWidget], None]:
    seats, (option, value), first = SET_UPS[game]

    def fill(dialog: QWidget) -> None:
        assert isinstance(dialog, NewGameDialog)
        choose(dialog.game, game)
        assert len(dialog.seat_rows.shown()) == len(seats) and all(
            not row.name.isVisibleTo(dialog) for row in dialog.seat_rows.rows[len(seats):])
        for row, (name, who) in zip(dialog.seat_rows.rows, seats):
            choose(row.who, who)
            row.name.selectAll()
            qtbot.keyClicks(row.name, name)
        choose(dialog.options[option], value)
        choose(dialog.first, first)
        click(qtbot, dialog.play_button)
    return fill


@pytest.mark.parametrize("game", GAMES)
def test_the_dialog_starts_each_game_with_the_seats_chosen(qtbot, make_window, drawn, game: str) -> None:
    win = make_window()
    screen = win.ensure_built()
    modals = Modals(fill_dialog(qtbot, game))
    screen.menus.new.trigger()
    modals.done()
    seats, (option, value), first = SET_UPS[game]
    partie = win.controller.partie
    assert partie.name == (game if game != "rubicon" else "rubicon") and partie.seats == find_game(game).seats
    assert partie.players == tuple(name for name, _ in seats)
    assert [(seat.human, None if seat.human else seat.level) for seat in win.seats] == [
        (who == "person", None if who == "person" else who) for _, who in seats]
    assert win.controller.humans == [n for n, (_, who) in enumerate(seats) if who == "person"]
    assert partie.deals, "dealt at once"
    from piquet_gui.model import game_records

    record = game_records.to_record(partie)
    assert record["options"] == {option: value}
    assert partie.deals[0].dealer == 0 or record["deals"][0]["dealer"] == first
    if game == "partnership":
        assert partie.sides == (0, 1, 0, 1), "partners opposite"
    if len(win.controller.humans) > 1:
        assert win.privacy.isVisible(), "several people: the table starts hidden"
    # The dialog offers this game's set-up again next time; the other games keep theirs.
    dialog = NewGameDialog(settings=screen.settings)
    qtbot.addWidget(dialog)
    assert dialog.game.currentData() == game
    assert [(row.name.text(), row.who.currentData()) for row in dialog.seat_rows.shown()] == list(seats)
    assert dialog.options[option].currentData() == value and dialog.first.currentData() == first
    if game != "rubicon":
        choose(dialog.game, "rubicon")
        assert [row.who.currentData() for row in dialog.seat_rows.shown()][0] == "person"
        assert not dialog.options["carte_rouge"].currentData(), "Rubicon's own set-up, untouched"


def test_a_newcomer_picks_a_game_and_presses_start(qtbot, make_window, drawn) -> None:
    """The defaults: you against the computer (at the strength last chosen), every seat named, a cut for deal;
    the cut among four shows four cards and the lowest deals."""
    win = make_window()
    screen = win.ensure_built()
    seen: list[CutDialog] = []

    def pick(dialog: QWidget) -> None:
        assert isinstance(dialog, NewGameDialog)
        assert dialog.game.hasFocus() or dialog.focusWidget() is dialog.game
        qtbot.keyClick(dialog.game, Qt.Key.Key_End)  # the last game: partnership piquet
        assert dialog.game.currentData() == "partnership"
        assert [row.name.text() for row in dialog.seat_rows.shown()] == ["You", "East", "North", "West"]
        assert dialog.seat_rows.partners.isVisibleTo(dialog)
        qtbot.keyClick(dialog, Qt.Key.Key_Return)  # Start playing

    def cut(dialog: QWidget) -> None:
        assert isinstance(dialog, CutDialog)
        seen.append(dialog)
        click(qtbot, button(dialog, "OK"))

    modals = Modals(pick, cut)
    screen.menus.new.trigger()
    modals.done()
    partie = win.controller.partie
    assert partie.name == "partnership" and [s.human for s in win.seats] == [True, False, False, False]
    assert seen and "lowest card" in " ".join(label.text() for label in seen[0].findChildren(type(win.bar.prompt)))


def test_the_cut_among_three_gives_the_deal_to_the_lowest_card(qtbot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    choose(dialog.game, "normand")
    for seed in range(20):
        config = dialog.config(random.Random(seed))
        cards = dialog.cuts[-1]
        assert len(cards) == 3 and config.first_dealer == dialog.cut_winner
        assert all(cards[dialog.cut_winner].rank < card.rank for n, card in enumerate(cards) if n != dialog.cut_winner)
    cut = CutDialog(("You", "East", "West"), dialog.cuts, dialog.cut_winner, False, CardRenderer(), you=0)
    qtbot.addWidget(cut)
    assert cut.first_dealer == dialog.cut_winner


def test_at_au_cent_the_lower_cut_deals_as_its_laws_say(qtbot) -> None:
    """Piquet au cent: the lower cut deals (VARIANTS.md section 1), even when a person cuts it: no choice is
    offered; Rubicon piquet keeps the higher cut's choice (Law 4)."""
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    choose(dialog.game, "au-cent")
    assert "lowest card deals" in dialog.first.itemText(0)
    for seed in range(20):
        config = dialog.config(random.Random(seed))
        cards = dialog.cuts[-1]
        assert len(cards) == 2 and config.first_dealer == dialog.cut_winner
        assert cards[dialog.cut_winner].rank < cards[1 - dialog.cut_winner].rank
    cut = CutDialog(("You", "Computer"), dialog.cuts, dialog.cut_winner, True, CardRenderer(), you=0,
                    lowest_deals=True)
    qtbot.addWidget(cut)
    words = " ".join(label.text() for label in cut.findChildren(QLabel))
    assert "lowest card" in words and "choose" not in words and cut.first_dealer == dialog.cut_winner
    choose(dialog.game, "rubicon")
    assert "higher card chooses" in dialog.first.itemText(0)


# --- the command line ------------------------------------------------------------------------------------------

def test_game_and_seed_start_au_cent_at_once(qtbot, make_window, drawn) -> None:
    win = make_window()
    screen = win.ensure_built()
    start(screen, arguments("--game", "au-cent", "--seed", "3", "--level", "club"), QApplication.instance())
    partie = win.controller.partie
    assert partie.name == "au-cent" and screen.seed == 3 and welcome.current(win) is None
    assert [(s.name, s.human, s.level) for s in win.seats] == [("You", True, "beginner"), ("Computer", False, "club")]
    again = make_window()
    start(again.ensure_built(), arguments("--game", "normand", "--demo"), QApplication.instance())
    assert again.controller.partie.name == "normand" and not again.controller.humans


@pytest.mark.parametrize("answer", ["No", "Yes"])
def test_seed_over_a_partie_in_progress_asks_and_no_keeps_it(qtbot, make_window, answer: str) -> None:
    partie = random_partie(5, actions=60)
    seats = (SeatSetup("Anne", True), SeatSetup("Ben", False, "club"))
    autosave.save(partie, seats, 3)
    before = autosave.path().read_bytes()
    win = make_window()
    asked: list[str] = []

    def reply(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        asked.append(box.text())
        assert box.defaultButton() is button(box, "No"), "Enter keeps the partie"
        click(qtbot, button(box, answer))

    modals = Modals(reply)
    start(win.ensure_built(), arguments("--seed", "5", "--game", "auction"), QApplication.instance())
    qtbot.waitUntil(lambda: bool(asked), timeout=CEILING_MS)
    modals.done()
    assert asked == ["A partie is in progress. Abandon it for a new game of auction piquet?"]
    if answer == "No":
        assert win.controller is None and autosave.path().read_bytes() == before
        offered = welcome.current(win)
        assert offered is not None and offered.resume_button is not None
        offered.resume_button.click()
        assert win.controller.partie.action_count() == partie.action_count()
    else:
        assert win.controller.partie.name == "auction" and win.seed == 5


# --- the rules window ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("language, headings", [
    ("en", ["Piquet au cent", "Auction piquet", "Piquet normand", "Partnership piquet"]),
    ("fr", ["piquet au cent", "piquet aux enchères", "piquet normand", "piquet à quatre"]),
    ("es", ["piquet a cien", "piquet con subasta", "piquet normando", "piquet por parejas"])])
def test_the_rules_window_has_a_section_for_each_game(qtbot, language: str, headings: list[str]) -> None:
    from piquet_gui.views.rules_window import RulesWindow

    window = RulesWindow(language=language)
    qtbot.addWidget(window)
    text = window.browser.toPlainText()
    for heading in headings:
        assert heading in text, (language, heading)
    assert text.index(headings[0]) > text.index("Rubicon" if language != "es" else "Rubicón")
