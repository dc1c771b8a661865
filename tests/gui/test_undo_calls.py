"""Undo of a call: the calling panel shows only what is true at the restored point, whoever's cards it showed
(a call decided after the one taken back is no longer reckoned, and its cards leave the panel)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from piquet_gui.controller import GameConfig, SeatSetup
from piquet_gui.model import Phase
from piquet_gui.model.combinations import CATEGORY_ORDER
from piquet_gui.model.events import Scored
from piquet_gui.model.scoring import ScoreItem
from tests.helpers import CEILING_MS

CALLED = (ScoreItem.POINT, ScoreItem.SEQUENCES, ScoreItem.SETS)


def cards_in_panel(win) -> list[str]:
    """The cards the calling panel shows, by their spoken names."""
    shown = []
    for category in CATEGORY_ORDER:
        row = win.panel._cards[category]
        for index in range(row.count()):
            widget = row.itemAt(index).widget()
            if isinstance(widget, QLabel) and widget.isVisibleTo(win.panel):
                shown.append(widget.accessibleName())
    return shown


def reckoned(win) -> int:
    """How many cards the combinations reckoned so far in the deal hold."""
    events = win.controller.partie.deal_events[-1]
    return sum(len(c) for e in events if isinstance(e, Scored) and e.item in CALLED and e.cards for c in e.cards)


def test_undo_of_a_call_takes_its_cards_out_of_the_calling_panel(qtbot, make_window) -> None:
    win = make_window(1100, 720)
    screen = win.ensure_built()
    screen.quiet = True
    screen.settings.guide = False
    seats = (SeatSetup("Anne", True),) + tuple(SeatSetup(n, False, "club") for n in ("Ben", "Claire", "Dora"))
    win.new_game(GameConfig(seats, first_dealer=3, game="partnership", seed=10))  # Anne is eldest
    controller = win.controller
    deal = controller.partie.deals[-1]
    # Anne calls her best each time, until a call after hers has been reckoned with its cards.
    before = -1
    while True:
        qtbot.waitUntil(lambda: (win.my_turn() and not win.thinking) or deal.phase is Phase.PLAY, timeout=CEILING_MS)
        assert deal.phase is not Phase.PLAY, "no call was reckoned with cards after Anne's: choose another seed"
        if before >= 0 and reckoned(win) > before:
            break
        before = reckoned(win)
        win.choose(controller.view(0).legal_actions[0])
    win.refresh()
    assert len(cards_in_panel(win)) == reckoned(win) > before, "the cards reckoned are in the panel"
    assert win.undo(False)
    qtbot.waitUntil(lambda: win.my_turn() and not win.thinking, timeout=CEILING_MS)
    assert reckoned(win) == before, "the call reckoned after Anne's is taken back"
    assert len(cards_in_panel(win)) == before, "the panel shows only the cards reckoned at the restored point"
