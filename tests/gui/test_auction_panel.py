"""Auction piquet at the real main window, by keys alone: the bidding panel follows the auction and offers only
legal calls, the contract stays in view for the whole deal, and the end says whether it was made."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest

from piquet_gui.controller import GameConfig, SeatSetup
from piquet_gui.model import Phase, Play
from piquet_gui.model.actions import Bid
from piquet_gui.model.two_handed.bidding import legal_calls
from piquet_gui.model.events import Bidden, ContractScored
from piquet_gui.views.auction_words import bid_words
from piquet_gui.views.bidding_panel import split_bids
from tests.helpers import CEILING_MS

DIGITS = [Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4, Qt.Key.Key_5, Qt.Key.Key_6]


def press(key: Qt.Key) -> None:
    """One key, as the keyboard sends it: to the window with the focus."""
    window = QGuiApplication.focusWindow()
    assert window is not None, "no window has the keyboard focus"
    QTest.keyClick(window, key)


def ready(win) -> bool:
    deal = win.controller.partie.deals[-1]
    return deal.is_over() or (win.my_turn() and not win.thinking)


def start(qtbot, make_window, seed: int):
    win = make_window(1024, 700)
    screen = win.ensure_built()
    screen.quiet = True
    screen.settings.guide = False
    # Anne deals: Ben, the computer, is elder and speaks first.
    win.new_game(GameConfig((SeatSetup("Anne", True), SeatSetup("Ben", False, "club")), first_dealer=0,
                            game="auction", seed=seed))
    win.activateWindow()
    qtbot.waitUntil(lambda: QGuiApplication.focusWindow() is win.windowHandle(), timeout=CEILING_MS)
    return win


def bid_by_keys(qtbot, win) -> list[str]:
    """Anne's part of the auction by number keys: she doubles whenever she may, bids the cheapest plus bid if
    nobody has bid, and else passes.  Each time, the panel offers exactly the legal calls."""
    controller = win.controller
    deal = controller.partie.deals[-1]
    made = []
    while True:
        qtbot.waitUntil(lambda: ready(win), timeout=CEILING_MS)
        view = controller.view(0)
        if view.phase is not Phase.AUCTION:
            return made
        assert win.bidding.isVisible() and not win.panel.isVisible()
        legal = [a.call for a in view.legal_actions if isinstance(a, Bid)]
        assert legal == legal_calls(view.bids, view.eldest, False)
        offered = win.bidding.choices()
        assert len(offered) == len(legal), "every legal call is offered, and nothing else"
        assert "Pass" in offered[0], "Pass is the first, the one Enter presses"
        for call, (seat, said) in zip(view.bids, [(e.seat, e.call) for e in deal_bids(controller)]):
            assert call == said
        shown = win.bidding.calls.text()
        for call in view.bids:
            assert bid_words(call) in shown, "the auction so far, in the players' words"
        main, _ = split_bids(view.legal_actions)
        calls = [a.call for a in main if isinstance(a, Bid)]
        choice = "X" if "X" in calls else "7+" if not view.bids or set(view.bids) == {"P"} else "P"
        if choice not in calls:
            choice = "P"
        before = len(deal.bids)
        press(DIGITS[calls.index(choice)])
        made.append(choice)
        assert len(deal.bids) > before and deal.bids[before] == choice, "the key made the call"


def deal_bids(controller) -> list[Bidden]:
    return [e for e in controller.partie.deal_events[-1] if isinstance(e, Bidden)]


def play_by_keys(qtbot, win) -> list[str]:
    """The rest of the deal by keys: Enter for the exchange (nothing put out), the calls' first answer, the
    cards; the contract line read at each turn."""
    controller = win.controller
    deal = controller.partie.deals[-1]
    contract_lines = []
    while not deal.is_over():
        qtbot.waitUntil(lambda: ready(win), timeout=CEILING_MS)
        if deal.is_over():
            break
        contract_lines.append(win.bar.contract.text())
        view = controller.view(0)
        before = len(deal.history)
        if view.phase is Phase.PLAY and isinstance(view.legal_actions[0], Play):
            press(Qt.Key.Key_Right)
            press(Qt.Key.Key_Return)
        elif view.phase is Phase.DECLARATION:
            press(Qt.Key.Key_1)
        else:  # the exchange (nothing put out), the talon's leftover cards: the bar's first button
            qtbot.waitUntil(lambda: any(b.isVisible() for b in win.bar.buttons), timeout=CEILING_MS)
            press(Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: len(deal.history) > before or deal.is_over(), timeout=CEILING_MS)
    return contract_lines


def test_a_whole_auction_deal_through_a_doubled_contract_by_keys(qtbot, make_window) -> None:
    win = start(qtbot, make_window, seed=28)  # Ben bids 7+, Anne doubles, Ben redoubles
    controller = win.controller
    made = bid_by_keys(qtbot, win)
    deal = controller.partie.deals[-1]
    assert "X" in made and deal.contract is not None and deal.contract.doubled >= 2, deal.bids
    assert not win.bidding.isVisible(), "the panel leaves once the auction is over"
    lines = play_by_keys(qtbot, win)
    assert lines and all(line.startswith("<b>Contract: Ben, seven plus, ") for line in lines), "in view all deal"
    assert any("doubled" in line for line in lines)
    assert any("so far" in line for line in lines), "how the contract goes, trick by trick"
    scored = [e for e in controller.partie.deal_events[-1] if isinstance(e, ContractScored)]
    assert len(scored) == 1
    qtbot.waitUntil(lambda: "made" in win.bar.contract.text() or "failed" in win.bar.contract.text(), timeout=CEILING_MS)
    result = win.bar.contract.text()
    made_it = scored[0].seat == scored[0].declarer
    assert ("made" in result) == made_it and ("failed" in result) != made_it
    if scored[0].points:
        assert str(scored[0].points) in result
    log = " | ".join(win.log.lines())
    assert "Ben bids" in log or "Ben passes" in log, "the log says the auction"
    assert "Contract" in " ".join(line for line in win.table.banner_text().split("\n")) or "contract" in log.lower()
