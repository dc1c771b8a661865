"""The aid *Sort my hand* (issue 29): the person's hand shown by suit and rank, by suit with the colours
alternating, or as the cards came, at the tables of two, three and four; the keys ←/→ walk the cards in the order
shown; the choice is made in *Settings → Aids*, redraws the hand at once and is remembered; a card dragged along the hand
takes its place there until the deal ends; the review shows the hand in the order chosen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest

from piquet_gui.controller import GameConfig, SeatSetup
from piquet_gui.model import Phase, Play
from piquet_gui.model.cards import Card, Suit
from piquet_gui.settings import Settings
from piquet_gui.views.settings_dialog import SettingsDialog
from tests.gui.settings_page import set_in_settings
from tests.helpers import CEILING_MS

RED = (Suit.HEARTS, Suit.DIAMONDS)


@pytest.fixture(autouse=True)
def own_settings(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("PIQUET_SETTINGS_FILE", str(tmp_path / "settings.ini"))


def start(qtbot, make_window, game: str, seed: int = 5):
    names = {"partnership": ("Anne", "Ben", "Claire", "Dan"), "normand": ("Anne", "Ben", "Claire")}.get(game, ("Anne", "Ben"))
    win = make_window(1100, 720)
    screen = win.ensure_built()
    screen.quiet = True
    screen.settings.guide = False
    seats = tuple(SeatSetup(name, n == 0, None if n == 0 else "club") for n, name in enumerate(names))
    win.new_game(GameConfig(seats, first_dealer=len(names) - 1, game=game, seed=seed))
    win.activateWindow()
    qtbot.waitUntil(lambda: QGuiApplication.focusWindow() is win.windowHandle(), timeout=CEILING_MS)
    return win


def to_the_play(qtbot, win) -> None:
    """The deal to the first trick with the person's card to play: the person's choices the first offered (an
    exchange takes in cards from the talon where the game has one)."""
    controller = win.controller

    def ready() -> bool:
        view = controller.view(0)
        return win.my_turn() and not win.thinking or view.phase is Phase.OVER

    while True:
        qtbot.waitUntil(ready, timeout=CEILING_MS)
        view = controller.view(0)
        if view.phase is Phase.PLAY and isinstance(view.legal_actions[0], Play):
            return
        assert view.phase is not Phase.OVER
        before = controller.partie.action_count()
        win.choose(view.legal_actions[0])
        qtbot.waitUntil(lambda: controller.partie.action_count() > before, timeout=CEILING_MS)


def shown_hand(qtbot, win) -> list[Card]:
    """The person's cards as the table shows them, left to right (the card items' x), once they have slid to
    their places."""
    table = win.ensure_built().table
    hand = win.controller.view(0).hand
    items = [table._items[f"card:{c}"] for c in hand]
    qtbot.waitUntil(lambda: all((item.pos() - table._placed[f"card:{item.card}"].pos).manhattanLength() < 0.5
                                for item in items), timeout=5000)
    assert all(item.face_up for item in items)
    return [item.card for item in sorted(items, key=lambda item: item.pos().x())]


def choose_in_settings(qtbot, win, order: str) -> None:
    """*Settings → Aids → Sort my hand*: the order chosen in the dialog, OK."""
    set_in_settings(qtbot, win, hand_order=order)


def suits_in_runs(cards: list[Card]) -> list[Suit]:
    runs: list[Suit] = []
    for card in cards:
        if not runs or runs[-1] != card.suit:
            assert card.suit not in runs, f"{card.suit.name} split in {' '.join(map(str, cards))}"
            runs.append(card.suit)
    return runs


def colours_alternate(cards: list[Card]) -> bool:
    """The suits each in one run, black and red in turn as far as the suits held allow."""
    runs = suits_in_runs(cards)
    reds = sum(s in RED for s in runs)
    clashes = sum((a in RED) == (b in RED) for a, b in zip(runs, runs[1:]))
    return clashes == max(0, abs(len(runs) - 2 * reds) - 1)


def ranks_fall_in_each_suit(cards: list[Card]) -> bool:
    return all(a.rank > b.rank for a, b in zip(cards, cards[1:]) if a.suit == b.suit)


@pytest.mark.parametrize("game", ["rubicon", "normand", "partnership"])
def test_the_hand_is_shown_in_each_order(qtbot, make_window, game: str) -> None:
    win = start(qtbot, make_window, game)
    to_the_play(qtbot, win)
    view = win.controller.view(0)
    engine_order = list(view.hand)
    assert win.ensure_built().settings.hand_order == "suit_rank", "the default: the order the game always had"
    assert shown_hand(qtbot, win) == engine_order

    choose_in_settings(qtbot, win, "colours")  # redrawn at once, in the same position
    shown = shown_hand(qtbot, win)
    assert sorted(shown) == sorted(engine_order) and ranks_fall_in_each_suit(shown)
    assert colours_alternate(shown), f"colours alternate where they can: {' '.join(map(str, shown))}"
    assert win.controller.view(0).hand == tuple(engine_order), "the engine's hand is untouched"

    choose_in_settings(qtbot, win, "dealt")
    shown = shown_hand(qtbot, win)
    drawn = [c for c in view.drawn if c in view.hand]
    assert shown[len(shown) - len(drawn):] == drawn, "the cards taken in at the right, in the order taken"
    assert shown[:len(shown) - len(drawn)] == [c for c in view.dealt if c in view.hand]

    choose_in_settings(qtbot, win, "suit_rank")
    assert shown_hand(qtbot, win) == engine_order


def test_a_sorted_hand_with_cards_from_the_talon_as_dealt(qtbot, make_window) -> None:
    """Two-handed: after the exchange the cards taken in stand at the right, so the order differs from the
    engine's (the test above would pass trivially were nothing drawn)."""
    win = start(qtbot, make_window, "rubicon")
    to_the_play(qtbot, win)
    view = win.controller.view(0)
    assert view.drawn, "the person took cards in"
    choose_in_settings(qtbot, win, "dealt")
    shown = shown_hand(qtbot, win)
    assert shown[-len(view.drawn):] == list(view.drawn)
    assert shown != list(view.hand), "this deal's cards taken in do not all sort last"


@pytest.mark.parametrize("game", ["rubicon", "partnership"])
def test_the_arrows_walk_the_cards_in_the_order_shown(qtbot, make_window, game: str) -> None:
    win = start(qtbot, make_window, game)
    screen = win.ensure_built()
    screen.settings.hand_order = "colours"
    to_the_play(qtbot, win)
    view = win.controller.view(0)
    playable = {a.card for a in view.legal_actions if isinstance(a, Play)}
    expected = [c for c in shown_hand(qtbot, win) if c in playable]
    walked = [screen.hand.focused()]
    for _ in range(len(expected) - 1):
        QTest.keyClick(QGuiApplication.focusWindow(), Qt.Key.Key_Right)
        walked.append(screen.hand.focused())
    assert walked == expected
    assert len(walked) == len(view.hand) and colours_alternate(walked), "the person leads: every card, as shown"
    assert screen.table._items[f"card:{walked[-1]}"].focused
    QTest.keyClick(QGuiApplication.focusWindow(), Qt.Key.Key_Left)
    assert screen.hand.focused() == expected[-2 if len(expected) > 1 else 0]


def test_the_order_is_remembered_for_a_new_window(qtbot, make_window) -> None:
    win = start(qtbot, make_window, "rubicon")
    choose_in_settings(qtbot, win, "colours")
    assert Settings().hand_order == "colours"
    again = make_window()
    assert again.ensure_built().settings.hand_order == "colours"
    dialog = SettingsDialog(again.ensure_built().settings)
    qtbot.addWidget(dialog)
    assert dialog.hand_order.currentData() == "colours"
    assert dialog.tabs.tabText(1) == "Aids"


def drag(qtbot, win, card: Card, to_x: float) -> None:
    """The real mouse: pressed on ``card`` of the person's hand, moved along the hand to the scene's ``to_x``, let
    go there."""
    table = win.ensure_built().table
    item = table._items[f"card:{card}"]
    viewport = table.viewport()
    start_at = table.mapFromScene(item.sceneBoundingRect().center())
    end = table.mapFromScene(to_x, item.sceneBoundingRect().center().y())
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start_at)
    for step in range(1, 6):
        QTest.mouseMove(viewport, start_at + (end - start_at) * step / 5)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


@pytest.mark.parametrize("game", ["rubicon", "partnership"])
def test_a_card_dragged_along_the_hand_takes_its_place_there(qtbot, make_window, game: str) -> None:
    """Sorted by hand: the first card dragged past the third lies third; the arrows follow; nothing is played or
    put out by it; the order holds through the deal (cards taken in at the right) and the next deal comes sorted."""
    win = start(qtbot, make_window, game)
    controller = win.controller
    qtbot.waitUntil(lambda: win.my_turn() and not win.thinking, timeout=CEILING_MS)
    before = shown_hand(qtbot, win)
    actions = controller.partie.action_count()
    table = win.ensure_built().table
    third = table._items[f"card:{before[2]}"].sceneBoundingRect()
    fourth = table._items[f"card:{before[3]}"].sceneBoundingRect()
    drag(qtbot, win, before[0], (third.center().x() + fourth.center().x()) / 2)
    after = shown_hand(qtbot, win)
    assert after == before[1:3] + [before[0]] + before[3:], "the card lies where it was let go"
    assert controller.partie.action_count() == actions and not win.hand.selected, "nothing chosen by the drag"
    keys = [win.hand.focused()]
    for _ in range(3):
        QTest.keyClick(QGuiApplication.focusWindow(), Qt.Key.Key_Right)
        keys.append(win.hand.focused())
    if controller.view(0).phase is Phase.EXCHANGE:
        assert keys == after[:4], "the arrows walk the hand as it lies"
    to_the_play(qtbot, win)
    now = shown_hand(qtbot, win)
    kept = [card for card in after if card in now]
    assert now[:len(kept)] == kept, "the order made by hand holds through the deal, new cards after it"
    deal = controller.deal_number
    win.ensure_built().settings.hand_order = "suit_rank"
    while controller.deal_number == deal or not (win.my_turn() and not win.thinking):
        qtbot.waitUntil(lambda: (win.my_turn() and not win.thinking) or controller.partie.needs_deal(),
                        timeout=CEILING_MS)
        if controller.partie.needs_deal():
            win.next_deal()
            continue
        if win.my_turn() and controller.deal_number == deal:
            win.choose(controller.view(0).legal_actions[0])
    fresh = shown_hand(qtbot, win)
    assert fresh == sorted(fresh, key=lambda c: (c.suit, -c.rank)), "a new deal comes sorted again"


def test_the_review_shows_the_hand_in_the_order_chosen(qtbot, make_window) -> None:
    from piquet_gui.views.hand_order import by_suit_colours_alternating

    win = start(qtbot, make_window, "rubicon")
    win.ensure_built().settings.hand_order = "colours"
    controller = win.controller
    while not controller.partie.needs_deal():
        qtbot.waitUntil(lambda: (win.my_turn() and not win.thinking) or controller.partie.needs_deal(),
                        timeout=CEILING_MS)
        if not controller.partie.needs_deal():
            win.choose(controller.view(0).legal_actions[0])
    win.menus.review.trigger()
    qtbot.waitUntil(lambda: win.ensure_built().review is not None, timeout=CEILING_MS)
    state = win.ensure_built().table._state
    assert state is not None and state.view.hand
    assert state.hand == by_suit_colours_alternating(state.view.hand), \
        f"the review's hand by suit, colours alternating: {' '.join(map(str, state.hand))}"
