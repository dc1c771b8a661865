"""The table draws any game from one seat's view, for two, three and four places: the viewer's hand at the
bottom and every card of it clickable when playable, no other hand face up, the trick's cards each at its
player's side, labels clear of one another and of the cards at every size and text size, a player out shown
out, the tricks won by side; and two deals that differ only in cards the viewer cannot see look the same."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QEvent, QPoint, QRect, Qt
from PySide6.QtTest import QTest

from piquet_gui.model.cards import Card
from piquet_gui.model.any_partie import AnyPartie
from piquet_gui.model.games import new_game
from piquet_gui.settings import TEXT_SIZES
from piquet_gui.views.card_renderer import CardRenderer
from piquet_gui.review_steps import seat_cards, whole_talon
from piquet_gui.views.table import TableState, TableView
from tests.gui import table_states as ts
from tests.gui.test_dialogs_and_keys import send_mouse

SIZES = [(600, 420), (800, 560), (1900, 1000)]


@pytest.fixture
def table(qtbot) -> TableView:
    view = TableView(CardRenderer())
    view.animation_ms = 0
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    return view


def shown(table: TableView, state: TableState, size: tuple[int, int] = (1100, 720)) -> TableView:
    table.resize(*size)
    table.show_state(state, animate=False)
    return table


def viewport_rect(table: TableView, item) -> QRect:
    return table.mapFromScene(item.sceneBoundingRect()).boundingRect()


def check_clear(table: TableView) -> None:
    """No label over another or over a card (nor the banner); everything inside the felt."""
    area = table.viewport().rect()
    labels = table.label_rects()
    if table.banner_text():
        labels.append(viewport_rect(table, table._banner_box))
    cards = [viewport_rect(table, item).adjusted(2, 2, -2, -2) for item in table._items.values()]
    for rect in labels + cards:
        assert area.contains(rect), f"{rect} leaves the felt {area}"
    for i, one in enumerate(labels):
        for other in labels[i + 1:]:
            assert not one.intersects(other), f"labels {one} and {other} overlap"
        for card in cards:
            assert not one.intersects(card), f"label {one} lies over a card {card}"


def face_up(table: TableView) -> set[Card]:
    return {item.card for item in table._items.values() if item.face_up and item.card is not None}


def known_to(state: TableState) -> set[Card]:
    """Every card the viewer may see: his hand and discard, the tricks, the talon cards he knows."""
    view = state.view
    known = set(view.hand) | set(view.discard) | set(view.trick) | {c for t in view.tricks for c in t.cards}
    return known | {c for c in view.talon if c is not None} | {c for cards in view.carte_blanche_shown for c in cards}


CASES = {
    2: lambda: ts.played_until(2, 3, ts.mid_trick(2, cards=1, tricks=4)),
    3: lambda: ts.played_until(3, 3, ts.mid_trick(3, cards=2, tricks=3)),
    4: lambda: ts.played_until(4, 3, ts.mid_trick(4, cards=3, tricks=3)),
}


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_every_seat_count_draws_the_viewers_hand_and_the_others_backs(qtbot, table, seats) -> None:
    partie = CASES[seats]()
    state = ts.state_for(partie, 0)
    view = state.view
    assert view.to_act == 0 and state.playable, "the viewer is to play a card"
    shown(table, state)
    assert face_up(table) <= known_to(state), "no card of another hand is face up"
    backs = [key for key in table._items if key.startswith(("opp:", "back"))]
    assert len(backs) == sum(count for seat, count in _held(partie).items() if seat != 0), "a back per card held"
    # The trick's cards each at a place of its own, pushed toward its player.
    places = [table.card_item(c).pos() for c in view.trick]
    for i, one in enumerate(places):
        for other in places[i + 1:]:
            assert (one - other).manhattanLength() > table.card_width * 0.3
    # Every playable card is clicked as a player clicks it (its visible corner), and says so.
    clicked: list[Card] = []
    table.cardClicked.connect(clicked.append)
    for card in view.hand:
        item = table.card_item(card)
        assert item.face_up and item.clickable == (card in state.playable)
        corner = viewport_rect(table, item).topLeft() + QPoint(4, int(item.boundingRect().height() / 2))
        QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=corner)
    assert clicked == list(view.hand)
    focus = next(iter(state.playable))
    assert table.describe_focus(TableState(view, state.names, state.totals, playable=state.playable,
                                           focus=focus)).endswith(", playable")
    check_clear(table)


def _held(partie: AnyPartie) -> dict[int, int]:
    return {seat: len(view.hand) for seat in range(partie.seats) if (view := partie.view(seat)) is not None}


@pytest.mark.parametrize("seats", [3, 4])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("text", sorted(TEXT_SIZES))
def test_labels_clear_of_each_other_and_the_cards_at_any_size(qtbot, table, seats, size, text) -> None:
    table.text_scale = TEXT_SIZES[text]
    partie = CASES[seats]()
    for state in (ts.state_for(partie, 0), ts.state_for(partie, 0, show_last_trick=True, show_discard=True)):
        shown(table, state, size)
        check_clear(table)
        names = [table.label(key) for key in table._labels if key.startswith("seat") and key[4:].isdigit()]
        assert all(name.split(" (")[0].rstrip("…") in ts.PLAYERS[seats] for name in names), names


@pytest.mark.parametrize("seats", [3, 4])
def test_the_end_of_a_deal_banner_lies_clear_of_the_labels(qtbot, table, seats) -> None:
    partie = ts.played_until(seats, 3, lambda p: p.needs_deal() and len(p.deals) == 1)
    table.set_banner("<b>End of deal 1</b><br>Anne 12, Ben 30, Claire 4<br>Next deal: press N")
    for size in SIZES:
        shown(table, ts.state_for(partie, 0), size)
        assert table.banner_text().startswith("End of deal 1")
        check_clear(table)


def test_a_player_out_leaves_the_table_and_two_play_on(qtbot, table) -> None:
    partie = ts.out_partie()
    state = ts.state_for(partie, 0)
    view = state.view
    (out,) = view.out
    assert len(view.seats) == 2 and out not in view.seats and len(view.sides) == 3
    for size in SIZES:
        shown(table, state, size)
        check_clear(table)
        assert table.label(f"seat{out}") == ts.PLAYERS[3][out]
        assert table.label(f"seat{out}_deal") == "Out (first)"
        assert not any(key.startswith(f"back{out}:") for key in table._items), "no cards at his place"
        assert table._out_boxes[out].isVisible()
        words = " ".join(table.label(key) for key in table._labels)
        assert "elder" in words and "younger" in words and "eldest" not in words, "two play on: elder and younger"
    # The viewer plays on: his playable cards, the other's backs.
    assert state.playable and all(table.card_item(c).clickable for c in state.playable)
    assert face_up(table) <= known_to(state)


def test_the_viewer_out_watches_the_two_left_play_on(qtbot, table) -> None:
    """Out of the partie (three-handed, the first to the target), the viewer watches: the two left with their
    backs, as many as each holds; his own place empty, greyed and said to be out; no card face up that is
    not on the table for all."""
    partie = _viewer_out()
    state = ts.state_for(partie, 0)
    view = state.view
    assert view.seat == 0 and 0 in view.out and 0 not in view.seats and view.hand == ()
    for size in SIZES:
        shown(table, state, size)
        check_clear(table)
        for seat in view.seats:
            backs = sum(1 for key in table._items if key.startswith(f"back{seat}:"))
            in_trick = 1 if seat in ts_in_trick(view) else 0
            assert backs == view.rules.hand_size - len(view.tricks) - in_trick, f"seat {seat} holds {backs}"
        assert "Out (first)" in table.label("me")
        assert table._out_boxes[0].isVisible()
    assert face_up(table) <= known_to(state) and not state.playable


def ts_in_trick(view) -> list[int]:
    """The seats whose card lies in the trick being played."""
    from piquet_gui.views.table_layout import _round_from
    from piquet_gui.views.table_round import trick_leader

    return _round_from(view, trick_leader(view))[:len(view.trick)] if view.trick else []


def _viewer_out():
    """A three-handed partie where the viewer (seat 0) went out first, the two left in the play."""
    import random

    from piquet_gui.model import Phase
    from piquet_gui.model.games import new_game

    for seed in range(200):
        partie = new_game("normand", {"target": 50}, ts.PLAYERS[3], seed=seed)
        rng = random.Random(seed)
        while not partie.is_over():
            if partie.needs_deal():
                partie.start_deal()
                continue
            view = partie.view(0)
            if partie.out and partie.out[0] == 0 and view.phase is Phase.PLAY and len(view.tricks) >= 2 and view.trick:
                return partie
            partie.apply(rng.choice(list(partie.legal_actions())))
    raise AssertionError("no seed where the viewer goes out first")


def test_four_players_piles_by_side_with_both_partners_named(qtbot, table) -> None:
    partie = ts.played_until(4, 3, ts.mid_trick(4, cards=0, tricks=5))
    state = ts.state_for(partie, 0)
    view = state.view
    shown(table, state)
    piled = view.tricks[:-1]  # (the last lies in the middle until the next lead)
    by_side = [sum(1 for t in piled if view.sides[t.winner] == side) for side in (0, 1)]
    captions = " ".join(table.label(key) for key in table._labels)
    for side, count in enumerate(by_side):
        if count:
            assert f"Tricks won: {count}" in captions
            partners = [ts.PLAYERS[4][s] for s in range(4) if view.sides[s] == side]
            assert " & ".join(partners) in captions
    assert "Claire (partner)" in table.label("seat2")
    # A click on the viewer's side's pile asks for the last trick; the finished tricks are face down.
    asked: list[bool] = []
    table.lastTrickClicked.connect(lambda: asked.append(True))
    mine = [table._items[key] for key in table._pile_keys if table._items[key].clickable]
    if by_side[view.side()]:
        QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                         pos=viewport_rect(table, mine[-1]).center())
        assert asked
    check_clear(table)


def test_a_finished_trick_is_gathered_to_the_winners_side(qtbot, table) -> None:
    partie = ts.played_until(4, 3, lambda p: ts.mid_trick(4, cards=3, tricks=3)(p) and p.to_act == 0)
    table.gather_ms = 0
    table.gather_on_click = True
    shown(table, dataclasses.replace(ts.state_for(partie, 0), gather_tricks=True))
    partie.apply(partie.legal_actions()[0])  # the viewer plays the trick's last card
    view = partie.view(0)
    shown(table, dataclasses.replace(ts.state_for(partie, 0), gather_tricks=True))
    assert table.holding_trick() and table.label("hint") == "Click the table to gather the trick"
    check_clear(table)
    last = view.tricks[-1]
    middle = {table.card_item(c).pos().toTuple() for c in last.cards}
    assert len(middle) == 4, "four cards, four places"
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(table.viewport().width() // 2, 5))
    assert not table.holding_trick() and table.marked_pile() == view.sides[last.winner]
    assert all(not table.card_item(c).face_up for c in last.cards)


def test_the_dealer_exchanges_at_a_table_of_three_and_drags_a_card_to_play(qtbot, table) -> None:
    partie = ts.played_until(3, 3, ts.exchanging)
    state = ts.state_for(partie, 0)
    shown(table, state, (800, 560))
    assert state.selectable and table.label("talon") == "Talon"
    assert all(table.card_item(c).clickable for c in state.view.hand)
    check_clear(table)
    # Later, in the play: a card dragged to the middle is played.
    partie = CASES[3]()
    state = ts.state_for(partie, 0)
    shown(table, state, (800, 560))
    played: list[Card] = []
    table.cardClicked.connect(played.append)
    card = next(iter(state.playable))
    item = table.card_item(card)
    start = viewport_rect(table, item).topLeft() + QPoint(6, 30)
    middle = table.mapFromScene(table.round_geometry(state).centre)
    viewport = table.viewport()
    held = Qt.MouseButton.LeftButton
    send_mouse(viewport, QEvent.Type.MouseButtonPress, start, held)
    for step in range(1, 6):
        send_mouse(viewport, QEvent.Type.MouseMove, start + (middle - start) * step / 5, held)
    send_mouse(viewport, QEvent.Type.MouseButtonRelease, middle, Qt.MouseButton.NoButton)
    assert played == [card]


@pytest.mark.parametrize("seats", [3, 4])
def test_twin_deals_differing_in_unseen_cards_look_the_same(qtbot, table, seats) -> None:
    """Two deals where the others hold each other's cards (and the talon differs, unseen) lay out alike."""
    first = new_game(ts.GAME_OF[seats], players=ts.PLAYERS[seats], seed=1, first_dealer=1)
    first.start_deal()
    dealt = [first.view(s).dealt for s in range(seats)]
    twin = new_game(ts.GAME_OF[seats], players=ts.PLAYERS[seats], seed=1, first_dealer=1)
    swapped = [dealt[0], dealt[2], dealt[1], *dealt[3:]]  # seats 1 and 2 swap hands
    talon = whole_talon(first)
    twin.start_deal(hands=swapped, talon=talon[::-1] if talon else None, dealer=1)
    layouts = []
    for partie in (first, twin):
        shown(table, ts.state_for(partie, 0))
        layouts.append({key: (item.pos().toTuple(), item.face_up, item.card if item.face_up else None)
                        for key, item in table._items.items()})
        layouts[-1]["labels"] = tuple(table.label(key) for key in sorted(table._labels))
    assert layouts[0] == layouts[1]


@pytest.mark.parametrize("seats", [3, 4])
def test_the_review_of_a_finished_deal_shows_every_hand(qtbot, table, seats) -> None:
    partie = ts.played_until(seats, 3, lambda p: len(p.deals) == 2)
    done = partie.replayed(1, 12)  # the first deal, some way in
    hands, discards = seat_cards(done)
    view = done.view(0)
    talon = whole_talon(partie.replayed(1))
    state = TableState(view, done.players, done.totals(), show_discard=True,
                       hands={s: h for s, h in hands.items() if s}, discards={s: d for s, d in discards.items() if s},
                       talon=talon or None, deal_number=1)
    shown(table, state)
    every = {c for h in hands.values() for c in h} | {c for d in discards.values() for c in d}
    assert every <= face_up(table)
    check_clear(table)
    assert table._state is state


def test_a_carte_blanche_shown_lies_face_up_beside_its_player(qtbot, table) -> None:
    from piquet_gui.model.actions import CarteBlanche
    from piquet_gui.model.cards import CARDS

    blanche = [Card.parse(c) for c in "AS TS 9S 8S 7S AH TH 9H 8H 7H".split()]  # no king, queen or jack
    rest = [c for c in CARDS if c not in blanche]
    partie = new_game("normand", players=ts.PLAYERS[3], seed=1)
    partie.start_deal(hands=[rest[:10], blanche, rest[10:20]], talon=rest[20:22], dealer=0)
    while not partie.view(0).carte_blanche_shown[1]:
        actions = list(partie.legal_actions())
        partie.apply(next((a for a in actions if isinstance(a, CarteBlanche)), actions[0]))
    state = ts.state_for(partie, 0)
    for size in SIZES:
        shown(table, state, size)
        assert set(blanche) <= face_up(table) <= known_to(state)
        check_clear(table)


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_the_review_steps_trick_by_trick_for_any_seat_count(seats) -> None:
    from piquet_gui.review_steps import Review

    partie = ts.played_until(seats, 3, lambda p: len(p.deals) == 2)
    review = Review(partie.replayed(1))
    review.go(0)
    tricks = []
    for _ in range(5):
        review.next("trick")
        view = next(v for v in (review.partie().view(s) for s in range(seats)) if v is not None)
        if view.tricks or view.trick:
            assert not view.trick, "a trick begins with no card in the middle"
            tricks.append(len(view.tricks))
    assert tricks == list(range(tricks[0], tricks[0] + len(tricks))), "one trick at a time"
