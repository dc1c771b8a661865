"""The local table is a seat window: everything a table follows its seats through (``model.seat_window``) is
there, typed as the window says (mypy --strict reads ``controller._as_seat_window``), in every game."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from piquet_gui.controller import GameController, SeatSetup  # noqa: E402
from piquet_gui.model.errors import IllegalActionError  # noqa: E402
from piquet_gui.model.any_partie import AnyPartie  # noqa: E402
from piquet_gui.model.games import GAMES, find_game, new_game  # noqa: E402
from piquet_gui.model.seat_window import SeatWindow  # noqa: E402


def as_window(controller: GameController[AnyPartie]) -> SeatWindow:
    """The local table as a table follows it (mypy reads the same in ``controller._as_seat_window``)."""
    assert isinstance(controller, SeatWindow)  # every member of the window is there
    window: SeatWindow = controller
    return window


@pytest.mark.parametrize("name", GAMES)
def test_the_local_table_is_a_seat_window_in_every_game(qtbot, name: str) -> None:
    seats = (SeatSetup("Anne", True),) + tuple(SeatSetup(f"C{n}", False) for n in range(1, find_game(name).seats))
    controller = GameController(new_game(name, seed=3), seats, pace_ms=0)
    window = as_window(controller)
    assert window.seats == find_game(name).seats and window.names == tuple(s.name for s in seats)
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

    seats = (SeatSetup("Anne", True),) + tuple(SeatSetup(f"C{n}", False) for n in range(1, find_game(name).seats))
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


@pytest.mark.parametrize("name", GAMES)
def test_the_record_of_the_finished_deals_never_holds_the_deal_in_progress(qtbot, name: str) -> None:
    """For the review and the coach: the deals that are over, and nothing of the one being played (not its
    cards, not as a deal dealt ahead); the whole partie once it is over."""
    import random

    from piquet_gui.model.game_records import to_record
    from tests.helpers import played_on

    seats = tuple(SeatSetup(f"P{n}", True) for n in range(find_game(name).seats))
    partie = played_on(new_game(name, seed=6), random.Random(6))
    assert partie.is_over()
    whole = to_record(partie)
    for deals in range(1, len(partie.deals) + 1):
        for taken in (0, 5):
            controller = GameController(partie.replayed(deals, taken), seats, pace_ms=0)
            record = controller.finished_record()
            assert len(record["deals"]) == deals - 1 and record["deals"] == whole["deals"][:deals - 1]
            assert not record.get("dealt_ahead"), "the cards of the deal in progress stay unseen"
    over = GameController(partie, seats, pace_ms=0)
    assert over.finished_record() == whole


def test_a_hint_is_for_the_seat_to_act(qtbot) -> None:
    controller = GameController(new_game("rubicon", seed=8), (SeatSetup("A", True), SeatSetup("B", True)),
                                pace_ms=0)
    window = as_window(controller)
    assert window.hint(0) is None, "before the first deal"
    controller.start()
    seat = window.to_act()
    assert seat is not None
    assert window.hint(1 - seat) is None
    action = window.hint(seat)
    assert action is not None and window.refusal(seat, action) is None
