"""How the tables of three and four look in the main window, at a small and a large size: each pile of tricks
has its caption beside it and no other's, no label runs over another, every pile lies wholly on the felt; the
panels over the table (the calls, the auction) and the guide's note cover no hand, no pile and no button the
player must press; the end of the partie is written on an opaque box."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QRect
from pytestqt.qtbot import QtBot

from piquet_gui.controller import SeatSetup
from piquet_gui.storage.autosave import SavedGame
from piquet_gui.views.calling_frame import CallingFrame
from piquet_gui.views.main_window import MainWindow
from piquet_gui.views.table import TableView
from tests.gui import table_states as ts
from tests.helpers import CEILING_MS

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


def to_speak(count: int, seed: int, phase):
    """A partie of ``count`` played by random moves to where the person (seat 0) is to call, or to bid."""
    def there(partie) -> bool:
        view = partie.view(0) if partie.deals and partie.current is not None else None
        return view is not None and view.to_act == 0 and view.phase is phase and len(view.legal_actions) > 1
    return there


def game_at(name: str, seed: int, phase):
    from piquet_gui.model.games import new_game
    import random

    partie = new_game(name, players=ts.PLAYERS[{"auction": 2, "rubicon": 2}.get(name, 4)], seed=seed, first_dealer=1)
    rng = random.Random(seed)
    there = to_speak(partie.seats, seed, phase)
    for _ in range(500):
        if partie.needs_deal():
            partie.start_deal()
        if there(partie):
            return partie
        partie.apply(rng.choice(list(partie.legal_actions())))
    raise AssertionError("never there")


def settled(qtbot, panel) -> None:
    from PySide6.QtWidgets import QApplication

    qtbot.waitUntil(panel.isVisible, timeout=CEILING_MS)
    for _ in range(3):  # (the panel is placed again once the table has laid out its labels)
        QApplication.processEvents()


def covered(table, panel) -> list[QRect]:
    """The hands (cards or backs), piles and cards in the middle the panel lies over."""
    where = panel.geometry()
    clear = table.keep_clear()
    return [r for r in clear["hands"] + clear["piles"] + clear["middle"] if r.intersects(where)]


def hand_rects(table) -> list[QRect]:
    """Every card of a hand on the table (the person's faces, the others' backs), from the items themselves."""
    state = table._state
    return [viewport_rect(table, item) for key, item in table._items.items() if item.isVisible() and (
        key.startswith(("opp:", "back")) or item.card in state.view.hand)]


@pytest.mark.parametrize("size", SIZES)
def test_the_calling_panel_leaves_the_partners_hand_in_view(qtbot, make_window, size) -> None:
    from piquet_gui.model import Phase

    win = shown_at(qtbot, make_window, game_at("partnership", 4, Phase.DECLARATION), 4, size)
    settled(qtbot, win.panel)
    assert win.panel.buttons, "the person is to call"
    where = win.panel.geometry()
    assert win.table.viewport().rect().contains(where)
    assert not [r for r in hand_rects(win.table) if r.intersects(where)], "no card of a hand under the panel"
    assert not covered(win.table, win.panel)


@pytest.mark.parametrize("size", SIZES)
def test_the_auction_panel_leaves_the_computers_hand_in_view(qtbot, make_window, size) -> None:
    from piquet_gui.model import Phase

    partie = game_at("auction", 4, Phase.AUCTION)
    win = make_window(*size)
    screen = win.ensure_built()
    screen.quiet = True
    screen.settings.guide = False
    win.resume(SavedGame(partie, (SeatSetup("Anne", True), SeatSetup("Ben", False, "club")), 3), announce=False)
    settled(qtbot, win.bidding)
    assert win.bidding.buttons, "the person is to bid"
    where = win.bidding.geometry()
    assert win.table.viewport().rect().contains(where)
    assert not [r for r in hand_rects(win.table) if r.intersects(where)], "no card of a hand under the panel"


def talon_rects(table: TableView) -> list[QRect]:
    """Every card left in the talon on the table (backs, or faces where known), from the items themselves."""
    assert table._state is not None
    view = table._state.view
    left = set(view.talon[sum(t or 0 for t in view.taken):]) - {None}
    return [viewport_rect(table, item) for key, item in table._items.items() if item.isVisible() and (
        key.startswith("talon:") or item.card in left)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game, seed, phase", [("auction", 4, "AUCTION"), ("rubicon", 1, "DECLARATION")])
def test_the_two_handed_panels_leave_the_talon_in_view(qtbot: QtBot, make_window: Callable[[int, int], MainWindow],
                                                       size: tuple[int, int], game: str, seed: int,
                                                       phase: str) -> None:
    from piquet_gui.model import Phase

    partie = game_at(game, seed, Phase[phase])
    win = make_window(*size)
    screen = win.ensure_built()
    screen.quiet = True
    screen.settings.guide = False
    win.resume(SavedGame(partie, (SeatSetup("Anne", True), SeatSetup("Ben", False, "club")), 3), announce=False)
    panel: CallingFrame = win.bidding if game == "auction" else win.panel
    settled(qtbot, panel)
    assert panel.buttons, "the person is to speak"
    talon = talon_rects(win.table)
    assert talon, "some of the talon lies on the table"
    where = panel.geometry()
    assert win.table.viewport().rect().contains(where)
    assert not [r for r in talon if r.intersects(where)], "no card of the talon under the panel"
    assert not [r for r in hand_rects(win.table) if r.intersects(where)], "no card of a hand under the panel"
    assert not covered(win.table, panel)


def piles_won_by_all(count: int):
    """The person (seat 0) to play, with tricks won by his side and by every other side so far."""
    def there(partie) -> bool:
        view = partie.view(0) if partie.deals and partie.current is not None else None
        if view is None or view.to_act != 0 or len(view.seats) != count:
            return False
        return {view.sides[t.winner] for t in view.tricks} == set(view.sides) and len(view.tricks) >= count
    return there


def gap(one: QRect, other: QRect) -> float:
    """The distance between two rectangles (0 where they touch or overlap)."""
    dx = max(0, other.left() - one.right(), one.left() - other.right())
    dy = max(0, other.top() - one.bottom(), one.top() - other.bottom())
    return (dx * dx + dy * dy) ** 0.5


@pytest.mark.parametrize("count", [3, 4])
@pytest.mark.parametrize("size", SIZES)
def test_each_pile_has_its_caption_beside_it_and_lies_on_the_felt(qtbot, make_window, count, size) -> None:
    partie = ts.played_until(count, 11, piles_won_by_all(count))
    win = shown_at(qtbot, make_window, partie, count, size)
    table = win.table
    view = table._state.view
    area = table.viewport().rect()
    piles = {side: table.mapFromScene(rect).boundingRect() for side, rect in table._pile_rects.items()}
    assert set(piles) == set(view.sides), "a pile for every side"
    for key in table._pile_keys:  # every card of every pile, and the pile's mark, wholly on the felt
        assert area.contains(viewport_rect(table, table._items[key])), f"{key} leaves the felt"
    captions: dict[int, list[QRect]] = {}
    for side in piles:
        keys = [table._won_keys[side]] + ([f"side_{side}"] if count == 4 and side != view.side() else [])
        captions[side] = [viewport_rect(table, table._labels[key]) for key in keys if table.label(key)]
        assert captions[side] and "Tricks won" in table.label(table._won_keys[side])
        line = max(r.height() for r in captions[side])
        nearest = min(gap(r, piles[side]) for r in captions[side])
        assert nearest <= line, f"side {side}'s caption lies {nearest} px from its pile"
        for other, rect in piles.items():
            if other != side:
                assert all(gap(r, rect) > gap(r, piles[side]) for r in captions[side]), \
                    f"side {side}'s caption lies nearer side {other}'s pile than its own"
    # No caption stacked on another pile's: two that share a column have a pile between them.
    for side, mine in captions.items():
        for other, theirs in captions.items():
            for one in mine if other != side else []:
                for two in theirs:
                    if one.left() <= two.right() and two.left() <= one.right():
                        assert gap(one, two) > one.height(), f"side {side}'s caption stacks on side {other}'s"
    labels = table.label_rects()
    for i, one in enumerate(labels):
        assert area.contains(one)
        for two in labels[i + 1:]:
            assert not one.intersects(two), f"labels {one} and {two} overlap"


def guided_at(qtbot, make_window, partie, count: int, size: tuple[int, int], tmp_path, monkeypatch):
    """The window at ``size`` with ``partie`` taken up, the guide on and nothing of it seen yet: its note shows."""
    monkeypatch.setenv("PIQUET_SETTINGS_FILE", str(tmp_path / "guide.ini"))
    win = make_window(*size)
    screen = win.ensure_built()
    screen.quiet = True
    screen.settings.guide = True
    win.resume(SavedGame(partie, seats_for(count), 3), announce=False)
    qtbot.waitUntil(screen.guide.isVisible, timeout=CEILING_MS)
    from PySide6.QtWidgets import QApplication

    for _ in range(3):  # (placed again once the panels are)
        QApplication.processEvents()
    return win, screen.guide


def buttons_of(panel) -> list[QRect]:
    from PySide6.QtCore import QPoint

    return [QRect(b.mapTo(panel.parentWidget(), QPoint(0, 0)), b.size()) for b in panel.buttons if b.isVisible()]


@pytest.mark.parametrize("size", SIZES)
def test_the_guides_note_leaves_the_calling_panels_buttons_free(qtbot, make_window, size, tmp_path,
                                                                  monkeypatch) -> None:
    from piquet_gui.model import Phase

    win, guide = guided_at(qtbot, make_window, game_at("partnership", 4, Phase.DECLARATION), 4, size, tmp_path,
                           monkeypatch)
    assert guide.key == "calls_in_turn_partners" and win.panel.isVisible() and win.panel.buttons
    note = guide.geometry()
    assert win.table.viewport().rect().contains(note)
    assert not [b for b in buttons_of(win.panel) if b.intersects(note)], "no button of the panel under the note"
    assert not [r for r in win.table.keep_clear()["piles"] if r.intersects(note)]


@pytest.mark.parametrize("count", [3, 4])
@pytest.mark.parametrize("size", SIZES)
def test_the_guides_note_leaves_every_pile_in_view(qtbot, make_window, count, size, tmp_path, monkeypatch) -> None:
    partie = ts.played_until(count, 11, piles_won_by_all(count))
    win, guide = guided_at(qtbot, make_window, partie, count, size, tmp_path, monkeypatch)
    note = guide.geometry()
    piles = [win.table.mapFromScene(rect).boundingRect() for rect in win.table._pile_rects.values()]
    assert len(piles) == len(set(partie.sides))
    assert not [r for r in piles + win.table.keep_clear()["piles"] if r.intersects(note)], "no pile under the note"
