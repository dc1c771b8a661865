"""How the tables of three and four look in the main window, at a small and a large size: each pile of tricks
has its caption beside it and no other's, no label runs over another, every pile lies wholly on the felt; the
panels over the table (the calls, the auction) and the guide's note cover no hand, no pile and no button the
player must press; the end of the partie is written on an opaque box."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect

from piquet_gui.controller import SeatSetup
from piquet_gui.storage.autosave import SavedGame
from tests.gui import table_states as ts

SIZES = [(800, 600), (1920, 1080)]


def seats_for(count: int) -> tuple[SeatSetup, ...]:
    return (SeatSetup("Anne", True),) + tuple(SeatSetup(name, False, "club") for name in ts.PLAYERS[count][1:count])


def shown_at(qtbot, make_window, partie, count: int, size: tuple[int, int]):
    """The main window at ``size`` with ``partie`` taken up where it is, the person in seat 0."""
    win = make_window(*size)
    screen = win.ensure_built()
    screen.quiet = True
    screen.settings.guide = False
    win.resume(SavedGame(partie, seats_for(count), 3), announce=False)
    win.controller.stop()  # the computers wait: the table stays as it is
    win.refresh()
    return win


def viewport_rect(table, item) -> QRect:
    return table.mapFromScene(item.sceneBoundingRect()).boundingRect()


@pytest.mark.parametrize("size", SIZES)
def test_the_end_of_the_partie_is_written_on_an_opaque_box(qtbot, make_window, size) -> None:
    partie = ts.played_until(3, 5, lambda p: p.is_over(), limit=20000)
    win = shown_at(qtbot, make_window, partie, 3, size)
    table = win.table
    assert table.banner_text(), "the end of the partie is written on the table"
    box = table._banner_box
    assert box.isVisible() and box.brush().color().alpha() == 255, "nothing shows through the box"
    under = [item for item in table._items.values() if item.isVisible()
             and viewport_rect(table, item).intersects(viewport_rect(table, box))]
    assert all(item.zValue() < box.zValue() for item in under), "the box lies over the cards under it"
