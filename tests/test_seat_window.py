"""The local table is a seat window: everything a table follows its seats through (``model.seat_window``) is
there, typed as the window says (mypy --strict reads ``controller._as_seat_window``), in every game."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from piquet_gui.controller import GameController, SeatSetup  # noqa: E402
from piquet_gui.model.errors import IllegalActionError  # noqa: E402
from piquet_gui.model.game import GAMES, Game, new_game, seat_count  # noqa: E402
from piquet_gui.model.seat_window import SeatWindow  # noqa: E402


def as_window(controller: GameController[Game]) -> SeatWindow:
    """The local table as a table follows it (mypy reads the same in ``controller._as_seat_window``)."""
    assert isinstance(controller, SeatWindow)  # every member of the window is there
    window: SeatWindow = controller
    return window


@pytest.mark.parametrize("name", GAMES)
def test_the_local_table_is_a_seat_window_in_every_game(qtbot, name: str) -> None:
    seats = (SeatSetup("Anne", True),) + tuple(SeatSetup(f"C{n}", False) for n in range(1, seat_count(name)))
    controller = GameController(new_game(name, seed=3), seats, pace_ms=0)
    window = as_window(controller)
    assert window.seats == seat_count(name) and window.names == tuple(s.name for s in seats)
    assert window.people == (0,) and len(window.sides) == window.seats
    assert window.view(0) is None and window.needs_deal() and not window.is_over() and window.deal_number == 0
    assert window.events(0) == [] and not window.can_undo()
    controller.start()
    assert window.deal_number == 1 and not window.needs_deal()
    assert window.totals() == controller.partie.totals() and window.score_sheet() == controller.partie.score_sheet()
    seat = window.to_act()
    assert seat is not None
    legal = window.legal_actions(seat)
    assert list(legal) and all(window.legal_actions(other) == () for other in range(window.seats) if other != seat)
    assert window.refusal(seat, legal[0]) is None
    assert window.refusal((seat + 1) % window.seats, legal[0]) is not None
    assert window.finished_record()["deals"] == []
    controller.stop()


@pytest.mark.parametrize("name", GAMES)
def test_the_stream_of_events_is_what_the_person_may_know(qtbot, name: str) -> None:
    """What the table is told as the partie goes (``eventHappened``) is the person's ``events``, in order."""
    from tests.helpers import CEILING_MS

    seats = (SeatSetup("Anne", True),) + tuple(SeatSetup(f"C{n}", False) for n in range(1, seat_count(name)))
    controller = GameController(new_game(name, seed=4), seats, pace_ms=0)
    told: list[object] = []
    controller.eventHappened.connect(told.append)
    controller.play_forced_card = True
    controller.start()
    for _ in range(12):
        qtbot.waitUntil(lambda: controller.to_act() == 0 or controller.needs_deal(), timeout=CEILING_MS)
        if controller.needs_deal():
            break
        try:
            controller.act(0, controller.legal_actions(0)[0])
        except IllegalActionError:  # a forced answer went by itself meanwhile
            pass
    assert told and told == controller.events(0) == controller.partie.events_for(0)
    controller.stop()
