"""Click through the real widgets: a whole deal against the computer, hot seat, the calling panel."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from piquet_gui.controller import SeatSetup
from piquet_gui.model import Card, Discard, Phase, Play
from piquet_gui.model.events import Said
from piquet_gui.controller import GameConfig
from piquet_gui.views.main_window import MainWindow
from tests.helpers import CEILING_MS


def cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


@pytest.fixture
def window(make_window) -> MainWindow:
    return make_window()


def click_card(qtbot, win: MainWindow, card: Card) -> None:
    item = win.table.card_item(card)
    assert item is not None, f"{card} is not on the table"
    # Click on the card's visible left strip (cards overlap to the right).
    point: QPoint = win.table.mapFromScene(item.mapToScene(item.boundingRect().topLeft()))
    QTest.mouseClick(win.table.viewport(), Qt.MouseButton.LeftButton, pos=point + QPoint(8, 30))


def wait_for_turn(qtbot, win: MainWindow, seat: int | None = None) -> None:
    def ready() -> bool:
        controller = win.controller
        partie = controller.partie
        if partie.needs_deal() or partie.is_over():
            return True
        return controller.to_act() == (win.viewer if seat is None else seat) and not win.handing_over()
    qtbot.waitUntil(ready, timeout=CEILING_MS)


def test_a_whole_deal_against_the_computer(qtbot, window: MainWindow) -> None:
    window.new_game(GameConfig((SeatSetup("Anne", True), SeatSetup("Ben", False)), first_dealer=1, seed=11))
    controller = window.controller
    deal = controller.partie.deals[-1]
    wait_for_turn(qtbot, window)
    # Exchange: choose five cards by clicking them on the table, then the Discard button.
    view = controller.view(0)
    assert view.phase is Phase.EXCHANGE
    chosen = sorted(view.hand, key=lambda c: c.rank)[:5]
    for card in chosen:
        click_card(qtbot, window, card)
    assert window.hand.selected == set(chosen)
    assert window.bar.buttons[0].isEnabled() and "5" in window.bar.buttons[0].text()
    window.bar.buttons[0].click()
    assert deal.discards[0] == sum(c.bit for c in chosen)
    # Declarations: take the first offered answer each time, through the panel's buttons.
    while deal.phase is not Phase.PLAY:
        wait_for_turn(qtbot, window)
        if deal.phase is Phase.DECLARATION and controller.to_act() == 0:
            assert window.panel.isVisible() and window.panel.buttons
            window.panel.buttons[0].click()
    said = [line for line in window.log.lines() if line.startswith(("Anne:", "Ben:"))]
    assert len(said) >= 6, "both players' words appear in the log"
    # Play: a card that may not be played is dimmed and refused with a reason; a legal one is played.
    refused = 0
    while not deal.is_over():
        wait_for_turn(qtbot, window)
        if deal.is_over():
            break
        view = controller.view(0)
        if not view.legal_actions or not isinstance(view.legal_actions[0], Play):
            window.choose(view.legal_actions[0])  # Law 36 choice, through the same path as its button
            continue
        legal = {a.card for a in view.legal_actions}
        illegal = [c for c in view.hand if c not in legal]
        if illegal and refused < 2:
            assert window.table.card_item(illegal[0]).dimmed
            click_card(qtbot, window, illegal[0])
            assert "follow suit" in window.statusBar().currentMessage()
            refused += 1
        click_card(qtbot, window, sorted(legal, key=lambda c: c.index)[0])
    assert deal.is_over() and sum(deal.tricks_won) == 12
    # The score sheet shows the deal as the engine scored it, and the bar offers the next deal.
    for seat in (0, 1):
        assert window.score_sheet.cell("deal", 0, seat) == str(deal.scores[seat].total)
    assert window.bar.buttons and window.bar.buttons[0].text() == "Next deal"
    window.bar.buttons[0].click()
    assert len(controller.partie.deals) == 2


def test_hot_seat_hides_the_table_between_players(qtbot, window: MainWindow) -> None:
    window.new_game(GameConfig((SeatSetup("Anne", True), SeatSetup("Ben", True)), first_dealer=1, seed=3))
    controller = window.controller
    deal = controller.partie.deals[-1]
    qtbot.waitUntil(lambda: window.privacy.isVisible(), timeout=CEILING_MS)
    assert "Pass to Anne" in window.privacy.message.text(), "the first to play is asked to take the seat"
    qtbot.mouseClick(window.privacy.button, Qt.MouseButton.LeftButton)
    wait_for_turn(qtbot, window, 0)
    assert window.viewer == 0 and not window.privacy.isVisible()
    shown = {c for c in deal.hand(0)}
    assert all(window.table.card_item(c) is not None for c in shown)
    assert all(window.table.card_item(c) is None for c in deal.hand(1)), "Ben's cards are not face up"
    view = controller.view(0)
    window.choose(view.legal_actions[0])  # Anne exchanges
    qtbot.waitUntil(lambda: window.privacy.isVisible(), timeout=CEILING_MS)
    assert "Pass to Ben" in window.privacy.message.text()
    # While the screen is up, nothing of either hand can be played or chosen.
    assert not window.my_turn()
    qtbot.mouseClick(window.privacy.button, Qt.MouseButton.LeftButton)
    assert not window.privacy.isVisible() and window.viewer == 1
    assert all(window.table.card_item(c) is not None for c in deal.hand(1))
    assert all(window.table.card_item(c) is None for c in deal.hand(0)), "Anne's hand is hidden from Ben"


def test_calling_through_making_how_high_equal_and_sinking(qtbot, window: MainWindow) -> None:
    """Anne (younger) and the computer both hold a point of 50 and a quart to the ace."""
    window.new_game(GameConfig((SeatSetup("Anne", True), SeatSetup("Ben", False)), first_dealer=0, seed=1))
    controller = window.controller
    partie = controller.partie
    controller.stop()
    # Replace the shuffled first deal with chosen cards (Anne deals: Ben is elder).
    partie.deals.clear()
    partie.start_deal([cards("AH KH QH JH 9H 9D JD AD 9C JC KC AC"),
                       cards("AS KS QS JS 9S 7D 8D TD 7C 8C TC QC")],
                      cards("QD KD TH 8H 7H TS 8S 7S"))
    partie.apply(Discard.of(cards("7D 8D TD 7C 8C")))  # Ben (elder) takes QD KD TH 8H 7H
    controller.start()
    deal = partie.deals[-1]
    wait_for_turn(qtbot, window, 0)
    assert deal.phase is Phase.EXCHANGE
    window.hand.clicked(Card.parse("9D"))
    window.bar.buttons[0].click()
    wait_for_turn(qtbot, window, 0)
    assert [s.words() for s in deal.said] == ["Point of five"]
    choices = window.panel.choices()
    assert any("Making?" in c for c in choices) and any("Good" in c for c in choices)
    assert not any("Not good" in c for c in choices), "a point of 50 cannot beat 50"
    next(b for b in window.panel.buttons if "Making?" in b.text()).click()
    wait_for_turn(qtbot, window, 0)
    assert [s.words() for s in deal.said][-2:] == ["Making?", "Making 50"]
    next(b for b in window.panel.buttons if "Equal" in b.text()).click()
    wait_for_turn(qtbot, window, 0)
    assert deal.winners[0] is None and deal.scores[1].point == 0
    assert deal.said[-1].words() == "Quart"
    next(b for b in window.panel.buttons if "How high?" in b.text()).click()
    wait_for_turn(qtbot, window, 0)
    assert [s.words() for s in deal.said][-1] == "To the ace"
    next(b for b in window.panel.buttons if "Equal" in b.text()).click()
    wait_for_turn(qtbot, window, 0)
    assert deal.said[-1].words() == "Three queens"
    # Sinking: Anne's three aces would win, but she says "Good".
    assert any("Not good" in c for c in window.panel.choices())
    next(b for b in window.panel.buttons if b.text().endswith("Good")).click()
    qtbot.waitUntil(lambda: deal.phase is Phase.PLAY, timeout=CEILING_MS)
    assert deal.winners == [None, None, 1] and deal.scores[1].sets == 3
    lines = window.log.lines()
    assert "Anne: Making?" in lines and "Ben: Making 50" in lines and "Anne: Equal" in lines
    assert isinstance(deal.said[0], Said)


def test_elder_can_call_less_from_the_panel_list(qtbot, window: MainWindow) -> None:
    window.new_game(GameConfig((SeatSetup("Anne", True), SeatSetup("Ben", False)), first_dealer=1, seed=21))
    controller = window.controller
    deal = controller.partie.deals[-1]
    wait_for_turn(qtbot, window, 0)
    view = controller.view(0)
    window.choose(view.legal_actions[len(view.legal_actions) // 2])
    qtbot.waitUntil(lambda: deal.phase is Phase.DECLARATION and controller.to_act() == 0, timeout=CEILING_MS)
    if window.panel.others.count() == 0:
        pytest.skip("this hand offers no shorter point")
    window.panel.others.setCurrentIndex(window.panel.others.count() - 1)
    chosen = window.panel.others.currentData()
    window.panel.say_other.click()
    assert deal.calls[0][0] == chosen.combos


def test_the_calling_panel_fits_its_contents_at_every_step(qtbot, window: MainWindow) -> None:
    """New answers replace the old ones at once: no overlap, and the panel grows to show them all."""
    window.new_game(GameConfig((SeatSetup("Anne", True), SeatSetup("Ben", False)), first_dealer=1, seed=5))
    controller = window.controller
    deal = controller.partie.deals[-1]
    qtbot.waitUntil(lambda: controller.to_act() == 0, timeout=CEILING_MS)
    window.choose(controller.view(0).legal_actions[0])
    steps = 0
    while deal.phase is not Phase.PLAY:
        qtbot.waitUntil(lambda: controller.to_act() == 0 or deal.phase is Phase.PLAY, timeout=CEILING_MS)
        if deal.phase is Phase.PLAY:
            break
        panel = window.panel
        assert panel.height() >= panel.sizeHint().height()
        boxes = [b.geometry() for b in panel.buttons]
        assert all(not a.intersects(b) for i, a in enumerate(boxes) for b in boxes[i + 1:])
        assert len([c for c in panel.findChildren(type(panel.buttons[0])) if c.isVisible()]) \
            == len(panel.buttons) + (1 if panel.say_other.isVisible() else 0)
        panel.buttons[0].click()
        steps += 1
    assert steps >= 3


def test_in_a_demo_the_bottom_pile_is_named_not_yours(qtbot, make_window) -> None:
    """With the computer at both seats (``--demo``) nobody at the screen put out the bottom cards: the pile says
    whose they are, as the top one does; shown face up (D), the same words."""
    win = make_window()
    win.new_game(GameConfig((SeatSetup("West", False), SeatSetup("East", False)), first_dealer=1, seed=8))
    table = win.table
    qtbot.waitUntil(lambda: bool(win.controller.view(win.viewer).discard) and table.label("discard_me") != "",
                    timeout=CEILING_MS)
    win.controller.stop()  # the table stays as it is
    assert win.viewer == 0
    assert table.label("discard_me") == "West's discard"
    assert not any(item.toolTip().startswith("Your") for item in table._items.values())
    win.ensure_built().toggle_discard()
    assert table.label("peek_discard") == "West's discard"


def test_in_a_demo_the_view_menu_does_not_say_my_discard(qtbot) -> None:
    from piquet_gui.views.main_window import MainWindow

    demo = MainWindow(demo=True)
    qtbot.addWidget(demo)
    entry = demo.ensure_built().menus.discard
    assert "bottom player" in entry.text() and "My" not in entry.text()
    assert entry.toolTip() == "Show the cards the bottom player put out"
