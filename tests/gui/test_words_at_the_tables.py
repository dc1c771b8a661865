"""What the tables say, in words a player follows (issue 26's "confusing" points): why a deal stopped, the
double game at au cent's end, the options' labels, the guide's words, whose turn it is."""

from __future__ import annotations

from piquet_gui.model.score_sheet import score_sheet
from tests.gui.test_qa_every_game import NAMES, play_until, start
from tests.gui.test_every_game_start import own_files  # noqa: F401 - fixture


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
    who = "You reach 50 and are out" if row.reached_target == 0 else f"{NAMES[row.reached_target]} reaches 50 and is out"
    assert text.startswith(f"Deal {row.number} ends here: {who}."), text


def _name_x(win, name: str) -> float:
    """The middle of the label that starts with ``name`` on the felt, across."""
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    labels = [item for item in win.table.scene().items()
              if isinstance(item, QGraphicsSimpleTextItem) and item.isVisible() and item.text().startswith(name)]
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
        qtbot.waitUntil(lambda: bool(win.controller.partie.deals), timeout=60000)
        win.refresh()
        middle = win.table.scene().sceneRect().center().x()
        view = win.controller.view(0)
        assert win.table.place_of(view, 1) == "right" and _name_x(win, "East") > middle, game
        assert win.table.place_of(view, len(names)) == "left" and _name_x(win, "West") < middle, game
        if game == "partnership":
            assert win.table.place_of(view, 2) == "top"
