"""A whole deal of three- and four-handed piquet at the real main window, by keys alone, as the keyboard sends
them (to the window with the focus): the dealer's exchange, the calls in turn, tricks of three or four, the
three-handed exit at the target and the two left playing on, a four-handed deal by sides."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest

from piquet_gui.controller import GameConfig, SeatSetup
from piquet_gui.model import Phase, Play
from piquet_gui.model.events import TargetReached, TrickWon
from tests.helpers import CEILING_MS


def press(key: Qt.Key) -> None:
    window = QGuiApplication.focusWindow()
    assert window is not None, "no window has the keyboard focus"
    QTest.keyClick(window, key)


def start(qtbot, make_window, game: str, names: tuple[str, ...], seed: int, options: dict | None = None):
    win = make_window(1100, 720)
    screen = win.ensure_built()
    screen.quiet = True
    screen.settings.guide = False
    seats = tuple(SeatSetup(name, n == 0, None if n == 0 else "club") for n, name in enumerate(names))
    win.new_game(GameConfig(seats, first_dealer=len(names) - 1, game=game, options=options or {}, seed=seed))
    win.activateWindow()
    qtbot.waitUntil(lambda: QGuiApplication.focusWindow() is win.windowHandle(), timeout=CEILING_MS)
    return win


def waiting_for_me(win) -> bool:
    partie = win.controller.partie
    return partie.is_over() or partie.needs_deal() or (win.my_turn() and not win.thinking)


def one_move_by_keys(qtbot, win) -> None:
    """The person's turn by keys: the exchange or carte blanche by the bar's first button (Enter), a call by
    its number (1: the best call that may be made, listed first), a card by the arrows and Enter."""
    controller = win.controller
    view = controller.view(0)
    before = controller.partie.action_count()
    if view.phase is Phase.PLAY and isinstance(view.legal_actions[0], Play):
        press(Qt.Key.Key_Right)
        press(Qt.Key.Key_Return)
    elif view.phase is Phase.DECLARATION:
        assert win.panel.isVisible(), "the calling panel is up for the person's call"
        press(Qt.Key.Key_1)
    else:
        if view.phase is Phase.EXCHANGE and view.to_act == 0:  # put out as few as the rules let: Space on each
            low = min(a.mask.bit_count() for a in view.legal_actions)
            for _ in range(low):
                press(Qt.Key.Key_Right)
                press(Qt.Key.Key_Space)
        try:
            qtbot.waitUntil(lambda: any(b.isVisible() and b.isEnabled() for b in win.bar.buttons), timeout=CEILING_MS)
        except Exception:
            raise AssertionError(f"{view.phase} {view.legal_actions[:3]} bar: {win.bar.prompt.text()!r} "
                                 f"{[(b.text(), b.isVisible(), b.isEnabled()) for b in win.bar.buttons]}")
        press(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: controller.partie.action_count() > before, timeout=CEILING_MS)


def play_deal_by_keys(qtbot, win) -> None:
    """The deal in progress to its end, the person's part by keys, the computers' by themselves."""
    partie = win.controller.partie
    deal = partie.deals[-1]
    while not deal.is_over():
        qtbot.waitUntil(lambda: waiting_for_me(win) or deal.is_over(), timeout=CEILING_MS)
        if deal.is_over():
            break
        one_move_by_keys(qtbot, win)


def next_deal_by_keys(qtbot, win) -> None:
    """Between deals: the bar's *Next deal*, by Enter."""
    partie = win.controller.partie
    count = len(partie.deals)
    qtbot.waitUntil(lambda: any(b.isVisible() for b in win.bar.buttons), timeout=CEILING_MS)
    press(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(partie.deals) > count, timeout=CEILING_MS)


def test_three_handed_by_keys_through_a_players_exit_and_the_two_left_playing_on(qtbot, make_window) -> None:
    win = start(qtbot, make_window, "normand", ("Anne", "Ben", "Claire"), seed=3, options={"target": 50})
    partie = win.controller.partie
    assert partie.name == "normand" and partie.seats == 3
    deals = 0
    while not partie.out:
        play_deal_by_keys(qtbot, win)
        deals += 1
        assert deals < 12, "a game to 50 is over in a few deals"
        events = partie.deal_events[-1]
        tricks = [e for e in events if isinstance(e, TrickWon)]
        assert all(len(e.cards) == 3 for e in tricks), "tricks of three while nobody is out"
        if not partie.out:
            assert "Deal" in win.table.banner_text(), "the deal's summary between deals"
            next_deal_by_keys(qtbot, win)
    (first,) = partie.out
    out_name = partie.players[first]
    log = " | ".join(win.log.lines())
    assert f"{out_name} reaches 50 and is out" in log or (first == 0 and "You reach 50 and are out" in log), log[-400:]
    assert any(isinstance(e, TargetReached) for e in partie.deal_events[-1])
    if partie.is_over():
        return
    next_deal_by_keys(qtbot, win)
    view = win.controller.view(0)
    assert view is not None and first not in view.seats and len(view.seats) == 2, "the two left play on"
    if first == 0:
        assert not view.hand and "Out (first)" in win.table.label("me"), "the person out watches"
    else:
        assert win.table._out_boxes[first].isVisible(), "the place of the player out is greyed"
    play_deal_by_keys(qtbot, win)
    events = partie.deal_events[-1]
    tricks = [e for e in events if isinstance(e, TrickWon)]
    assert all(len(e.cards) == 2 and e.seat != first for e in tricks), "the two left play two-handed"
    assert len(tricks) == 12 or any(isinstance(e, TargetReached) for e in events), "to its end, or the target"


def test_four_handed_deal_by_keys_with_partners_and_tricks_by_side(qtbot, make_window) -> None:
    win = start(qtbot, make_window, "partnership", ("Anne", "Ben", "Claire", "Dan"), seed=5)
    partie = win.controller.partie
    assert partie.sides == (0, 1, 0, 1)
    play_deal_by_keys(qtbot, win)
    deal_events = partie.deal_events[-1]
    tricks = [e for e in deal_events if isinstance(e, TrickWon)]
    assert tricks and all(len(e.cards) == 4 for e in tricks), "tricks of four"
    log = " | ".join(win.log.lines())
    assert "(Anne & Claire)" in log or "(Ben & Dan)" in log, "tricks named by side in the log"
    banner = win.table.banner_text()
    assert "Anne & Claire" in banner or "You & Claire" in banner or "You" in banner, banner
    assert "Ben & Dan" in banner, "the summary a line per side"
    sheet = partie.score_sheet()
    assert [column.players for column in sheet.columns] == [("Anne", "Claire"), ("Ben", "Dan")]
    assert win.score_sheet.isVisible()


def test_the_guide_at_the_end_of_a_four_handed_deal_speaks_of_its_target_not_a_rubicon(qtbot, make_window) -> None:
    win = start(qtbot, make_window, "partnership", ("Anne", "Ben", "Claire", "Dan"), seed=5)
    screen = win.ensure_built()
    screen.settings.guide = True
    for key in ("exchange", "declarations", "play", "auction", "dealer_exchange", "calls_in_turn",
                "calls_in_turn_partners", "play_round"):
        screen.settings.saw(key)
    play_deal_by_keys(qtbot, win)
    qtbot.waitUntil(lambda: screen.guide.isVisible(), timeout=CEILING_MS)
    text = screen.guide.text.text()
    assert "until a side reaches 100" in text and "rubicon" not in text.lower()


def test_the_four_handed_pad_shows_each_partners_share_of_a_deal(qtbot, make_window) -> None:
    win = start(qtbot, make_window, "partnership", ("Anne", "Ben", "Claire", "Dan"), seed=5)
    partie = win.controller.partie
    play_deal_by_keys(qtbot, win)
    pad = win.score_sheet
    pad.details.click()  # the deal's items, under the pad
    table = pad.breakdown
    row = partie.score_sheet().rows[0]
    assert row.shares is not None
    for seat, name in enumerate(("Anne", "Ben", "Claire", "Dan")):
        found = next(r for r in range(table.rowCount()) if table.item(r, 0).text() == name)
        column = 1 + seat % 2  # Anne & Claire's column, then Ben & Dan's
        assert table.item(found, column).text() == str(row.shares[seat])
        other = table.item(found, 2 - seat % 2)
        assert other is None or other.text() == "", "a partner's share in his side's column alone"
    for side in (0, 1):
        assert row.shares[side] + row.shares[side + 2] == row.points[side], "a side's shares make its points"
    tip = pad.table.item(0, 1).toolTip()
    assert f"Anne {row.shares[0]}, Claire {row.shares[2]}" in tip


def test_a_one_game_settlement_says_its_points_without_an_empty_sum(qtbot) -> None:
    """A partnership (or au cent) partie of one game: "Ben & Dan win the partie: 22 points", not "22 = 22"; a
    match of several games keeps its arithmetic."""
    from piquet_gui import i18n
    from piquet_gui.model.score_sheet import GamesSettlement
    from piquet_gui.views.sheet_words import settlement_line

    i18n.install("en")  # with its plural forms, as the game installs it at start

    one = GamesSettlement(winner=1, points=22, payments=(-22, 22), games_won=(0, 1), game_terms=((22, 1),))
    assert settlement_line(one, ("Anne & Claire", "Ben & Dan"), None, sides=True) == \
        "Ben & Dan win the partie: 22 points"
    assert settlement_line(one, ("Anne", "Ben"), 1) == "You win the partie: 22 points"
    several = GamesSettlement(winner=0, points=141, payments=(141, -141), games_won=(3, 1),
                              game_terms=((40, 1), (57, 2), (-13, 1)))
    assert settlement_line(several, ("Anne", "Ben")) == "Anne wins: 40 + 57 × 2 (double game) − 13 = 141"
    # Au cent's one game won double says why it is doubled (issue 26: "Computer wins: 95 × 2 = 190").
    double = GamesSettlement(winner=1, points=190, payments=(-190, 190), games_won=(0, 1), game_terms=((95, 2),))
    assert settlement_line(double, ("Anne", "Computer")) == "Computer wins: 95 × 2 (double game) = 190"
