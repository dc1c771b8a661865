"""What the tables say, in words a player follows (issue 26's "confusing" points): why a deal stopped, the
double game at au cent's end, the options' labels, the guide's words, whose turn it is."""

from __future__ import annotations

from piquet_gui.model.score_sheet import score_sheet
from tests.gui.test_qa_every_game import NAMES, play_until, start
from tests.gui.test_every_game_start import own_files  # noqa: F401 - fixture
from tests.helpers import CEILING_MS


def test_a_deal_the_target_stops_says_who_reached_it_and_that_the_deal_ends(qtbot, make_window) -> None:
    win = start(make_window, "normand", {"target": 50}, seed=3)
    controller = win.controller

    def stopped() -> bool:
        partie = controller.partie
        return partie.needs_deal() and bool(partie.deals) and score_sheet(partie).rows[-1].reached_target is not None

    play_until(qtbot, win, lambda: stopped() or controller.partie.is_over())
    assert stopped(), "a deal stopped at the target"
    win.refresh()
    row = score_sheet(controller.partie).rows[-1]
    text = win.bar.prompt.text()
    who = "You reach 50 and are out" if row.reached_target == 0 \
        else f"{NAMES[row.reached_target]} reaches 50 and is out"
    assert text.startswith(f"Deal {row.number} ends here: {who}."), text


def _name_x(win, name: str) -> float:
    """The middle of the label that starts with ``name`` on the felt, across."""
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    labels = [item for item in win.table.scene().items()
              if isinstance(item, QGraphicsSimpleTextItem) and item.isVisible()
              and item.text().lstrip("▶ ").startswith(name)]
    assert labels, name
    return labels[0].sceneBoundingRect().center().x()


def test_the_compass_of_default_names_reads_as_a_card_table_in_the_direction_of_play(qtbot, make_window) -> None:
    """Four-handed with the dialog's names: East on your right, North opposite, West on your left; deal and play
    go to the right, so the next seat in play (East) is on your right.  Three-handed the same way round."""
    from piquet_gui.controller import GameConfig
    from piquet_gui.game_setup import computer_seats

    for game, names in (("partnership", ("East", "North", "West")), ("normand", ("East", "West"))):
        win = make_window(1366, 768)
        win.settings.guide = False
        seats = computer_seats(game, "beginner")
        assert tuple(seat.name for seat in seats[1:]) == names
        win.new_game(GameConfig(seats, 1, game, {}, seed=3))
        qtbot.waitUntil(lambda: bool(win.controller.partie.deals), timeout=CEILING_MS)
        win.refresh()
        middle = win.table.scene().sceneRect().center().x()
        view = win.controller.view(0)
        assert win.table.place_of(view, 1) == "right" and _name_x(win, "East") > middle, game
        assert win.table.place_of(view, len(names)) == "left" and _name_x(win, "West") < middle, game
        if game == "partnership":
            assert win.table.place_of(view, 2) == "top"


def test_the_dialog_lists_targets_in_order_and_says_how_a_contract_scores(qtbot) -> None:
    """Three-handed "out at" was listed 100, 150, 200, 50; the auction's base read "A made contract scores 10 a
    trick beyond: The tricks bid"."""
    import random

    from piquet_gui.views.new_game_dialog import NewGameDialog

    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.game.setCurrentIndex(dialog.game.findData("normand"))
    box = dialog.options["target"]
    assert [box.itemData(i) for i in range(box.count())] == [50, 100, 150, 200]
    assert box.currentData() == 100, "the default stays chosen"
    assert dialog.config(random.Random(1)).options == {}
    dialog.game.setCurrentIndex(dialog.game.findData("auction"))
    base = dialog.options["contract_base"]
    words = [base.itemText(i) for i in range(base.count())]
    assert words == ["Beyond the number bid (8+ making 10 tricks: 20)", "Beyond six (8+ making 10 tricks: 40)"]


def test_the_four_handed_guide_speaks_of_sides_and_of_beating_the_best(qtbot, make_window) -> None:
    from piquet_gui.model import Phase
    from piquet_gui.model.games import new_game
    from piquet_gui.views.guide import guide_key, guide_texts

    for game, words in (("partnership", "speak only to beat the best"), ("normand", "must at least equal")):
        partie = new_game(game, seed=4)
        partie.start_deal()
        while partie.view(partie.to_act).phase is not Phase.DECLARATION:
            partie.apply(partie.legal_actions()[0])
        title, text = guide_texts()[guide_key(partie.view(partie.to_act))]
        assert words in text, game
    win = start(make_window, "partnership", guide=True)
    play_until(qtbot, win, lambda: win.guide.isVisible() and win.guide.title.text() == "The end of a deal")
    assert "until a side reaches 100" in win.guide.text.text()


def test_undo_with_three_people_asks_all_of_them(qtbot, make_window, monkeypatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    from piquet_gui.controller import GameConfig, SeatSetup

    win = make_window()
    win.settings.guide = False
    seats = (SeatSetup("Anne", True), SeatSetup("Ben", True), SeatSetup("Claire", True))
    win.new_game(GameConfig(seats, 1, "normand", {}, seed=3))
    screen = win.ensure_built()
    screen.quiet = False
    controller = win.controller
    while not any(controller.is_human(seat) for _, seat, _ in controller.partie.actions()):
        qtbot.waitUntil(lambda: win.handing_over() or win.my_turn(), timeout=CEILING_MS)
        if win.handing_over():
            win.privacy.button.click()
            continue
        win.choose(controller.view(controller.to_act()).legal_actions[0])
    asked = []
    monkeypatch.setattr(QMessageBox, "exec", lambda self: asked.append(self.text()) or 0)
    monkeypatch.setattr(QMessageBox, "clickedButton", lambda self: self.buttons()[1])  # "No"
    assert not win.undo(False)
    assert asked == ["Do all 3 players agree to take back the last move?"]


def test_the_name_of_the_player_to_act_is_marked_at_a_table_of_three(qtbot, make_window) -> None:
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    win = start(make_window, "normand", seed=3)
    controller = win.controller
    marked_seats = set()
    for _ in range(12):
        qtbot.waitUntil(lambda: controller.to_act() is not None, timeout=CEILING_MS)
        win.refresh()
        seat = controller.to_act()
        marked = [item.text() for item in win.table.scene().items()
                  if isinstance(item, QGraphicsSimpleTextItem) and item.isVisible() and item.text().startswith("▶")]
        assert len(marked) == 1 and marked[0].startswith(f"▶ {NAMES[seat]}"), (seat, marked)
        marked_seats.add(seat)
        if seat == 0:
            win.choose(controller.view(0).legal_actions[0])
        else:
            qtbot.waitUntil(lambda: controller.to_act() != seat, timeout=CEILING_MS)
    assert len(marked_seats) == 3
