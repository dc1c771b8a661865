"""The score pad: deals as rows, players as columns; repique, capot and the rubicon; the ×2 deals; it fits."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication, QHeaderView, QTableWidget

from piquet_gui import i18n
from piquet_gui.controller import GameConfig, SeatSetup
from piquet_gui.model import (FOUR_DEALS, Call, Card, Discard, LookAtTalon, Partie, Phase, Play, Reply, ReplyKind,
                              Target)
from piquet_gui.model.combinations import Category
from piquet_gui.model.two_handed.formats import RUBICON
from piquet_gui.model.any_partie import AnyPartie
from piquet_gui.model.games import new_game
from piquet_gui.model.score_sheet import score_sheet
from piquet_gui.views.score_cells import PlayerCell
from piquet_gui.views.score_pad import LINE_ROLE, ScorePad
from tests.helpers import CEILING_MS, random_partie
from tests.model.test_worked_examples import template

NAMES = ("Anne", "Ben")


def cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def finish_at_random(partie: Partie, seed: int = 1) -> None:
    """Play the current deal to its end: the first offer in the exchange and the calling, random cards."""
    rng = random.Random(seed)
    while partie.current is not None:
        actions = partie.legal_actions()
        partie.apply(rng.choice(actions) if partie.current.phase is Phase.PLAY else actions[0])


def pad_for(qtbot, partie: Partie, you: int | None = None) -> ScorePad:
    pad = ScorePad()
    qtbot.addWidget(pad)
    pad.refresh(partie, NAMES, you)
    return pad


def test_a_repique_in_the_pad_and_its_details(qtbot) -> None:
    # Elder takes the 8 of spades: point of seven, a septième and a quatorze of aces, 7 + 17 + 14 = 38
    # before younger scores anything.
    partie = Partie(players=NAMES, first_dealer=1)
    partie.start_deal([cards("AS KS QS JS TS 9S AH AD AC 7H 8H 7D"),
                       cards("KH QH JH TH 9H KD QD JD TD 9D KC QC")],
                      cards("8S 7S 8D JC TC 9C 8C 7C"))
    partie.apply(Discard.of(cards("7D")))
    partie.apply(Discard.of(cards("KC")))
    finish_at_random(partie)
    deal = partie.deals[0]
    pad = pad_for(qtbot, partie)
    assert deal.scores[0].repique == 60
    assert pad.table.rowCount() == 6 and pad.table.columnCount() == 3  # the partie's six deals, two players
    assert pad.cell("deal", 0, 0) == str(deal.scores[0].total)
    assert pad.cell("running", 0, 0) == str(deal.scores[0].total)
    assert pad.cell("running", 0, 1) == str(deal.scores[1].total)
    assert pad.cell("deal", 1, 0) == pad.cell("running", 1, 0) == ""  # deal 2 is still to play
    assert not pad.breakdown.isVisible()  # the details are one click away
    assert pad.cell("repique", 0, 0) == "60"
    assert pad.cell("point", 0, 0) == "7" and pad.cell("sequences", 0, 0) == "17" and pad.cell("sets", 0, 0) == "14"
    assert pad.cell("repique", 0, 1) == "" and pad.cell("pique", 0, 0) == ""
    assert pad.cell("total", 0, 0) == str(deal.scores[0].total)
    assert pad.details.isChecked() and pad.shown_deal() == 0
    # Repique (60) and the rest take elder over the rubicon in one deal: the line is drawn over his cell.
    assert deal.scores[0].total >= RUBICON
    assert pad.table.item(0, 1).data(LINE_ROLE) == "line" and pad.table.item(0, 2).data(LINE_ROLE) is None
    assert "Anne 1" in pad.standing.text() and "✓" in pad.standing.text()
    assert pad.settlement.text() == ""


def test_a_capot_in_the_pad(qtbot) -> None:
    # Template A: everybody sinks everything; elder takes all twelve tricks, 13 for the play and 40 for capot.
    hands, talon, elder_out, younger_out, tricks = template("A", 0)
    partie = Partie(players=NAMES, first_dealer=0)
    partie.start_deal(hands, talon)
    partie.apply(Discard.of(cards(elder_out)))
    partie.apply(Discard.of(cards(younger_out)))
    for category in (Category.POINT, Category.SEQUENCES, Category.SETS):
        partie.apply(Call(category, ()))
        partie.apply(Reply(category, ReplyKind.GOOD))
    for trick in tricks:
        for card in trick.split():
            if any(isinstance(action, LookAtTalon) for action in partie.legal_actions()):
                partie.apply(LookAtTalon(False))  # Law 36's question, asked of younger once
            partie.apply(Play(Card.parse(card)))
    assert partie.current is None
    pad = pad_for(qtbot, partie)
    pad.table.clicked.emit(pad.table.model().index(0, 0))  # a click on the deal's row shows its items
    assert pad.details.isChecked() and pad.shown_deal() == 0
    assert pad.cell("capot", 0, 1) == "40" and pad.cell("play", 0, 1) == "13"
    assert pad.cell("cards", 0, 1) == "" and pad.cell("capot", 0, 0) == ""
    assert pad.cell("deal", 0, 1) == pad.cell("running", 0, 1) == "53"
    assert pad.cell("deal", 0, 0) == pad.cell("running", 0, 0) == "0"
    labels = [pad.breakdown.item(row, 0).text() for row in range(pad.breakdown.rowCount())]
    assert labels == ["Play", "Capot", "Total"]  # only what was scored, and the deal's total
    pad.details.setChecked(False)
    assert not pad.breakdown.isVisible()


def rubicon_partie() -> Partie:
    for seed in range(200):
        partie = random_partie(seed)
        if partie.standings().result.rubicon:
            return partie
    raise AssertionError("no rubicon in 200 random parties")


def test_a_rubicon_the_line_and_the_settlement(qtbot) -> None:
    partie = rubicon_partie()
    result = partie.standings().result
    totals = partie.standings().totals
    winner, loser = result.winner, 1 - result.winner
    pad = pad_for(qtbot, partie)
    assert totals[loser] < RUBICON
    expected = f"{NAMES[loser]} is rubiconed: {totals[winner]} + {totals[loser]} + 100 = {result.points}"
    assert pad.settlement.text() == expected
    last = len(partie.deals) - 1
    assert pad.cell("running", last, loser) == str(totals[loser])
    assert pad.cell("running", last, winner) == str(totals[winner])
    # The loser's column has no line; the winner's has one, over the deal where he crossed 100 (if he did).
    lines = [[pad.table.item(row, 1 + seat).data(LINE_ROLE) for row in range(pad.table.rowCount())]
             for seat in (0, 1)]
    assert "line" not in lines[loser]
    running = 0
    for row in range(len(partie.deals)):
        before = running
        running += int(pad.cell("deal", row, winner))
        assert pad.cell("running", row, winner) == str(running)
        assert (lines[winner][row] == "line") == (before < RUBICON <= running)
    # Under the rubicon in red, and the standing says how far the loser is from it.
    assert pad.table.item(last, 1 + loser).foreground().color().name() == "#8a1c1c"
    assert f"({RUBICON - totals[loser]} to go)" in pad.standing.text()


def test_a_four_deal_partie_marks_its_doubled_deals(qtbot) -> None:
    partie = Partie(players=NAMES, format=FOUR_DEALS, seed=5)
    pad = pad_for(qtbot, partie)
    # Before the first deal, the pad already shows the four deals and which count double.
    assert [pad.row_label(row) for row in range(pad.table.rowCount())] == ["1 ×2", "2", "3", "4 ×2"]
    rng = random.Random(5)
    while not partie.is_over():
        if partie.needs_deal():
            partie.start_deal()
        partie.apply(rng.choice(partie.legal_actions()))
    pad.refresh(partie, NAMES)
    labels = [pad.row_label(row) for row in range(pad.table.rowCount())]
    assert labels[:4] == ["1 ×2", "2", "3", "4 ×2"] and all("×2" not in label for label in labels[4:])
    first = partie.deals[0].scores
    for seat in (0, 1):
        assert pad.cell("deal", 0, seat) == str(first[seat].total * 2)
        assert pad.cell("total", 0, seat) == str(first[seat].total * 2)
        assert pad.cell("running", len(partie.deals) - 1, seat) == str(partie.standings().totals[seat])
    assert pad.breakdown_title.text() == "Deal 1 ×2"


def test_a_target_match_scrolls_down_only_and_starts_each_game_from_nought(qtbot) -> None:
    partie = Partie(players=NAMES, format=Target(150, "ligada"), seed=2)
    rng = random.Random(2)
    while not partie.is_over():
        if partie.needs_deal():
            partie.start_deal()
        partie.apply(rng.choice(partie.legal_actions()))
    games = partie.standings().games
    assert len(games) == 2 and len(partie.deals) >= 9
    pad = pad_for(qtbot, partie)
    pad.resize(160, 250)
    pad.show()
    qtbot.waitExposed(pad)
    table = pad.table
    last = table.rowCount() - 1
    assert last == len(partie.deals) - 1  # no empty rows for deals to come: nobody knows how many
    qtbot.waitUntil(lambda: inside(table.visualRect(table.model().index(last, 2)), table.viewport().rect()),
                    timeout=CEILING_MS)  # the latest deal is in view
    assert table.verticalScrollBar().isVisible() and not table.horizontalScrollBar().isVisible()
    second = games[0].deals  # the first deal of the second game: the totals start again
    for seat in (0, 1):
        assert pad.cell("running", second, seat) == pad.cell("deal", second, seat)
        assert pad.cell("running", last, seat) == str(games[1].totals[seat])
        assert table.item(second, 1 + seat).data(LINE_ROLE) in ("game", "line")
    assert "Game to 150" in pad.standing.text()


def inside(inner: QRect, outer: QRect) -> bool:
    return outer.contains(inner.topLeft()) and outer.contains(inner.bottomRight())


def all_shown(table: QTableWidget, language: str) -> None:
    """Every cell of ``table`` whole in its viewport, the columns within its width, no scroll bar."""
    assert not table.horizontalScrollBar().isVisible() and not table.verticalScrollBar().isVisible()
    viewport = table.viewport().rect()
    for row in range(table.rowCount()):
        for column in range(table.columnCount()):
            rect = table.visualRect(table.model().index(row, column))
            assert inside(rect, viewport), (language, row, column, rect, viewport)
    header = table.horizontalHeader()
    assert sum(header.sectionSize(c) for c in range(table.columnCount())) <= viewport.width()


@pytest.mark.parametrize("language", ["en", "fr", "es"])
def test_the_whole_partie_fits_at_800_by_600(qtbot, make_window, language: str) -> None:
    i18n.install(language)
    try:
        win = make_window(800, 600)
        win.new_game(GameConfig((SeatSetup("Anne-Charlotte de Montmorency-Laval", True),
                                 SeatSetup("Benedict Cumberbatch-Smythe", False)), first_dealer=1, seed=8))
        pad = win.score_sheet
        partie = rubicon_partie()
        pad.refresh(partie, ("Anne-Charlotte de Montmorency-Laval", "Benedict Cumberbatch-Smythe"))
        QApplication.processEvents()
        assert pad.isVisible() and 150 <= pad.width() <= 260
        assert pad.table.rowCount() == len(partie.deals) >= 6
        all_shown(pad.table, language)
        header = pad.table.horizontalHeader()
        assert header.sectionSize(1) >= 40 and header.sectionSize(2) >= 40
        # The settlement is there under the pad, whole.
        assert pad.settlement.isVisible() and pad.settlement.text()
        bottom = pad.settlement.mapTo(pad, pad.settlement.rect().bottomLeft()).y()
        assert bottom <= pad.height()
        assert pad.settlement.height() >= pad.settlement.heightForWidth(pad.settlement.width())
        # With a deal's details open, the log gives way: still every deal, and every item of the deal.
        pad.show_deal(2)
        qtbot.waitUntil(lambda: pad.breakdown.isVisible() and pad.table.height() == pad.table.maximumHeight()
                        and pad.height() >= pad.minimumSizeHint().height(), timeout=CEILING_MS)
        all_shown(pad.table, language)
        all_shown(pad.breakdown, language)
        assert pad.breakdown.mapTo(pad, pad.breakdown.rect().bottomLeft()).y() <= pad.height()
        # And the window still fits the screen: the pad asks for no more width than the dock has there.
        assert win.minimumSizeHint().width() <= 800 and win.minimumSizeHint().height() <= 600
        assert win.size().width() == 800 and win.size().height() == 600
    finally:
        i18n.install("en")


def test_before_any_game_the_pad_says_so_and_shows_no_columns(qtbot, make_window) -> None:
    """A new player opens the game: no bare "1 2 3" headers, no lone ▸ of the details, no empty box; one line.
    A record reviewed before any game shows its pad, and closed, the line again; a game begins: its pad."""
    win = make_window(800, 600)
    pad = win.score_sheet
    QApplication.processEvents()
    assert pad.isVisible()
    assert not pad.table.isVisible() and not pad.details.isVisible() and not pad.standing.isVisible()
    assert pad.empty.isVisible() and pad.empty.text() == "No scores yet."
    screen = win.ensure_built()
    screen.reviewing.start(rubicon_partie())
    assert pad.table.isVisible() and not pad.empty.isVisible()
    screen.reviewing.stop()
    assert pad.empty.isVisible() and not pad.table.isVisible() and not pad.details.isVisible()
    assert not pad.settlement.isVisible() and not pad.breakdown.isVisible()
    win.new_game(GameConfig((SeatSetup("Anne", True), SeatSetup("Ben", False)), first_dealer=1, seed=8))
    qtbot.waitUntil(lambda: pad.table.isVisible(), timeout=CEILING_MS)
    assert not pad.empty.isVisible() and pad.details.isVisible() and pad.standing.text()
    assert pad.table.horizontalHeaderItem(1).text() == "Anne" and pad.table.rowCount() == 6


def big_deal(names: tuple[str, str]) -> Partie:
    """One deal of a partie in which elder makes well over a hundred (a repique and more)."""
    partie = Partie(players=names, first_dealer=1)
    partie.start_deal([cards("AS KS QS JS TS 9S AH AD AC 7H 8H 7D"),
                       cards("KH QH JH TH 9H KD QD JD TD 9D KC QC")],
                      cards("8S 7S 8D JC TC 9C 8C 7C"))
    partie.apply(Discard.of(cards("7D")))
    partie.apply(Discard.of(cards("KC")))
    finish_at_random(partie)
    return partie


@pytest.mark.parametrize("language", ["en", "fr", "es"])
def test_at_800_by_600_and_the_largest_text_the_names_and_a_three_digit_deal_are_whole(
        qtbot, make_window, tmp_path, monkeypatch, language: str) -> None:
    """The pad's header once read "Orde…" ("Ordinateur", the computer's French name) and a deal's "+152" was
    left out: each name, and a deal of three digits beside a running total of three, as wide as their fonts
    make them, within their cells."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QFont, QFontMetrics
    from PySide6.QtWidgets import QStyle

    from piquet_gui.settings import Settings
    from piquet_gui.views import themes
    from piquet_gui.views.words import display_name

    monkeypatch.setenv("PIQUET_SETTINGS_FILE", str(tmp_path / "largest.ini"))
    Settings().text_size = "extra_large"
    assert i18n.install(language) == language
    try:
        win = make_window(800, 600)
        win.new_game(GameConfig((SeatSetup("You", True), SeatSetup("Computer", False)), first_dealer=1, seed=3))
        pad = win.score_sheet
        partie = big_deal(("You", "Computer"))
        made = partie.deals[0].scores[0].total
        assert made >= 100
        pad.refresh(partie, ("You", "Computer"), 0)
        qtbot.wait(50)  # laid out, the names fitted to their columns
        assert pad.table.font().pointSizeF() >= themes.desktop_points() * 1.3, "the text is still extra large"
        header = pad.table.horizontalHeader()
        margin = pad.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin)
        for seat, name in enumerate(("You", "Computer")):
            item = pad.table.horizontalHeaderItem(1 + seat)
            shown = display_name(name)
            assert shown != name or language == "en"
            assert item.text().replace("\n", " ") == shown, f"{item.text()!r} is not {shown!r} whole"
            font = item.data(Qt.ItemDataRole.FontRole)
            metrics = QFontMetrics(font if isinstance(font, QFont) else header.font())
            widest = max(metrics.horizontalAdvance(line) for line in item.text().split("\n"))
            assert widest + 2 * margin <= header.sectionSize(1 + seat), (shown, widest, header.sectionSize(1 + seat))
            assert metrics.height() * item.text().count("\n") < header.height()
        running, bold, deal, small, room = pad.drawn(0, 0)
        assert running == str(made) and deal == f"+{made}", "the deal's points are left out"
        assert QFontMetrics(bold).horizontalAdvance(running) + 3 + QFontMetrics(small).horizontalAdvance(deal) <= room
        assert bold.pointSizeF() == pad.table.font().pointSizeF()
    finally:
        i18n.install("en")


def played(name: str, seed: int, actions: int | None = None) -> AnyPartie:
    """A partie of ``name`` by random legal actions: to its end, or stopped after ``actions`` of them."""
    game = new_game(name, players=PLAYERS[name], seed=seed)
    rng = random.Random(seed)
    done = 0
    while not game.is_over() and (actions is None or done < actions):
        if game.needs_deal():
            game.start_deal()
            continue
        game.apply(rng.choice(list(game.legal_actions())))
        done += 1
    return game


PLAYERS = {"normand": ("Anne", "Ben", "Carl"), "partnership": ("Anne", "Ben", "Carl", "Dora")}


@pytest.mark.parametrize(("name", "seed", "actions"), [("normand", 3, None), ("normand", 4, 190),
                                                        ("partnership", 5, None), ("partnership", 6, 150)])
def test_the_pad_reads_any_games_sheet_three_players_or_two_sides(qtbot, name: str, seed: int,
                                                                   actions: int | None) -> None:
    """The table plays two-handed games only so far, but the pad draws any game's score sheet: a column a player
    in three-handed piquet (empty for a player out in the deals played on), a column a side of two partners in
    partnership piquet, a row a deal, the totals the sheet's."""
    game = played(name, seed, actions)
    sheet = score_sheet(game)
    pad = ScorePad()
    qtbot.addWidget(pad)
    pad.refresh(game, game.players, None, sheet)
    columns = len(sheet.columns)
    assert columns == (3 if name == "normand" else 2)
    assert pad.table.columnCount() == pad.breakdown.columnCount() == 1 + columns
    for column in range(1, 1 + columns):  # every column drawn as a player's: the deal's points beside the total
        assert isinstance(pad.table.itemDelegateForColumn(column), PlayerCell)
        assert pad.breakdown.horizontalHeader().sectionResizeMode(column) is QHeaderView.ResizeMode.Fixed
    heads = [pad.table.horizontalHeaderItem(1 + column).toolTip() for column in range(columns)]
    if name == "normand":
        assert heads == ["Anne", "Ben", "Carl"]
    else:  # partners sit across the table: seats 0 and 2, 1 and 3
        assert heads == ["Anne & Carl", "Ben & Dora"]
    rows = sheet.rows
    assert pad.table.rowCount() == len(rows) and [pad.row_label(r) for r in range(len(rows))] == \
        [str(row.number) for row in rows]
    for index, row in enumerate(rows):
        for column in range(columns):
            made = row.points[column]
            assert pad.cell("deal", index, column) == ("" if made is None else str(made))
            assert pad.cell("running", index, column) == ("" if made is None else str(row.totals[column]))
    for column in range(columns):  # the last total shown in each column is the sheet's
        shown = [pad.cell("running", index, column) for index in range(len(rows))]
        assert [total for total in shown if total][-1] == str(sheet.totals[column])
    target = sheet.lines[0].points
    assert pad.standing.text().startswith(f"Game to {target}: ")
    assert all(f"{name} {total}" in pad.standing.text() for name, total in zip(heads, sheet.totals))
    assert pad.settlement.isVisibleTo(pad) == game.is_over() == bool(pad.settlement.text())
    if game.is_over() and name == "normand":
        loser, (first, second) = sheet.settlement.loser, sheet.settlement.out
        assert pad.settlement.text() == f"{heads[loser]} pays {heads[first]} and {heads[second]} one stake each"
    elif game.is_over():
        assert pad.settlement.text().startswith(f"{heads[sheet.settlement.winner]} win: ")  # a side of two
        assert pad.settlement.text().endswith(f" = {sheet.settlement.points}")
    else:
        assert pad.table.item(len(rows) - 1, 0).font().italic() == sheet.rows[-1].in_progress
    # The details of the last deal: each column's items, their total the deal's points.
    for column in range(columns):
        made = rows[-1].points[column]
        assert pad.cell("total", len(rows) - 1, column) == ("" if made is None else str(made))


@pytest.mark.parametrize(("name", "options"), [("rubicon", None), ("auction", None), ("au-cent", None),
                                               ("target", {"target": 150, "match": "ligada"}), ("partnership", None)])
def test_the_settlements_arithmetic_adds_up_in_every_game(qtbot, name: str, options: dict | None) -> None:
    """The settlement's sum is the sheet's: auction piquet's line of 150 (not 100), au cent's games one by one
    (a double game × 2, a game lost taken off)."""
    pad = ScorePad()
    qtbot.addWidget(pad)
    for seed in range(4):
        game = new_game(name, options, players=PLAYERS.get(name, NAMES), seed=seed)
        rng = random.Random(seed)
        while not game.is_over():
            if game.needs_deal():
                game.start_deal()
                continue
            game.apply(rng.choice(list(game.legal_actions())))
        settlement = score_sheet(game).settlement
        pad.refresh(game, game.players)
        if settlement.winner is None:
            continue
        text = pad.settlement.text()
        if name == "auction":
            assert "+ 150 =" in text
        if " = " not in text:  # one game: its points alone ("Ben & Dan win the partie: 22 points")
            assert len(settlement.terms) == 1 and f": {settlement.points} point" in text, text
            continue
        sums, equals = text.split(": ", 1)[1].rsplit(" = ", 1)
        arithmetic = sums.replace(" (double game)", "").replace("×", "*").replace("−", "-")
        assert eval(arithmetic) == int(equals) == settlement.points, text


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_the_four_handed_pads_headers_are_whole_from_the_first_deal(qtbot, make_window, size) -> None:
    """A partie begun in a window already on the screen (from the welcome, the dialog): the dock makes room
    for the sides' names at once, not only once the window changes size."""
    from piquet_gui.game_setup import computer_seats

    win = make_window(*size)
    screen = win.ensure_built()
    screen.quiet = True
    screen.settings.guide = False
    for _ in range(3):  # the window laid out (its events handled), as when a partie begins from the welcome
        QApplication.processEvents()
    win.new_game(GameConfig(computer_seats("partnership", "club"), game="partnership", seed=3))
    pad = screen.score_sheet
    header = pad.table.horizontalHeader()

    def whole() -> bool:
        items = [pad.table.horizontalHeaderItem(column) for column in (1, 2)]
        return all(item is not None and item.text() == item.toolTip() for item in items) and all(
            header.fontMetrics().horizontalAdvance(item.text()) <= header.sectionSize(column)
            for column, item in ((1, items[0]), (2, items[1])) if item is not None)

    assert len(win.controller.partie.deals) == 1
    qtbot.waitUntil(whole, timeout=CEILING_MS)
    assert [pad.table.horizontalHeaderItem(c).text() for c in (1, 2)] == ["You & North", "East & West"]
