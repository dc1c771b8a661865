"""Undo and Review never change or hide the cards dealt: a player cannot fish for a better hand by taking
back, and the review of a finished deal shows every card of it."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from piquet_gui import i18n

from piquet_gui.controller import GameConfig, GameController, SeatSetup
from piquet_gui.model import Discard, Partie
from piquet_gui.model.cards import CARDS, cards_of
from tests.helpers import CEILING_MS, random_partie


def dealt(partie: Partie) -> list[tuple[int, list[int], tuple[int, ...]]]:
    return [(deal.dealer, deal.dealt[:], deal.talon) for deal in partie.deals]


def test_ctrl_z_in_the_second_deal_gives_back_the_same_hand(qtbot, make_window) -> None:
    win = make_window()
    win.ensure_built().quiet = True
    # Anne is elder in the second deal: her discard is its first move (where the cards used to change).
    win.new_game(GameConfig((SeatSetup("Anne", True), SeatSetup("Ben", False, "club")), first_dealer=0, seed=4))
    controller = win.controller
    # The first deal, played by the first choice each time; then the second deal.
    while len(controller.partie.deals) < 2:
        qtbot.waitUntil(lambda: controller.to_act() == 0 or controller.partie.needs_deal(), timeout=CEILING_MS)
        if controller.partie.needs_deal():
            controller.next_deal()
        else:
            win.choose(controller.view(0).legal_actions[0])
    qtbot.waitUntil(lambda: controller.to_act() == 0, timeout=CEILING_MS)
    deal_two = controller.partie.deals[1]
    hand, talon = deal_two.dealt[0], deal_two.talon
    discard = next(a for a in controller.view(0).legal_actions if isinstance(a, Discard) and a.cards)
    for attempt in range(3):
        win.choose(discard)
        qtbot.waitUntil(lambda: controller.partie.deals[-1].discards[0] != 0, timeout=CEILING_MS)
        win.activateWindow()
        qtbot.keyClick(win, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        qtbot.waitUntil(lambda: controller.partie.deals[-1].discards[0] == 0, timeout=CEILING_MS)
        again = controller.partie.deals[-1]
        assert len(controller.partie.deals) == 2, f"take-back {attempt + 1} stays in the second deal"
        assert again.dealt[0] == hand and again.talon == talon, f"take-back {attempt + 1} changed the cards"
        for card in cards_of(hand):
            item = win.table.card_item(card)
            assert item is not None and item.face_up, f"{card} is back in Anne's hand on the table"


def test_random_moves_and_take_backs_never_change_a_card(qtbot) -> None:
    """The controller driven as the issue measured it: random moves and take-backs, deal after deal."""
    rng = random.Random(7)
    partie = Partie(players=("Anne", "Ben"), seed=12)
    controller = GameController(partie, (SeatSetup("Anne", True), SeatSetup("Ben", True)), pace_ms=0, seed=3)
    controller.play_forced_card = False
    controller.start()
    seen: list[tuple[int, list[int], tuple[int, ...]]] = []
    take_backs = changed = 0
    for _ in range(700):
        partie = controller.partie
        if partie.is_over():
            break
        if partie.needs_deal():
            controller.next_deal()
            continue
        qtbot.waitUntil(lambda: controller.partie.to_act is not None or controller.partie.needs_deal(), timeout=CEILING_MS)
        if controller.partie.needs_deal():
            continue
        if rng.random() < 0.15 and controller.undo_point() is not None:
            assert controller.undo()
            take_backs += 1
        else:
            seat = controller.partie.to_act
            assert seat is not None
            try:
                controller.act(seat, rng.choice(controller.partie.legal_actions()))
            except Exception:  # a forced reply applied by itself meanwhile: the seat is no longer to act
                qtbot.wait(1)
                continue
        now = dealt(controller.partie)
        if any(a != b for a, b in zip(seen, now)):
            changed += 1
            seen = now  # counted once
        seen = seen + now[len(seen):]
    assert take_backs > 40 and len(seen) >= 3
    assert changed == 0, f"the cards changed {changed} times in {take_backs} take-backs"


def test_the_review_of_a_finished_deal_shows_every_card(qtbot, make_window) -> None:
    partie = random_partie(5, actions=200)
    assert len(partie.deals) >= 3
    win = make_window()
    win.ensure_built().quiet = True
    win.reviewing.start(partie.replayed(2))
    review = win.review
    assert review is not None
    # At the start of a deal: both hands as dealt and the whole talon, face up.
    review.go(review.stops.index((2, 0)))
    win.refresh()
    deal = partie.deals[1]
    for card in cards_of(deal.dealt[0] | deal.dealt[1]) + [CARDS[i] for i in deal.talon]:
        item = win.table.card_item(card)
        assert item is not None and item.face_up, f"{card} is shown face up at the deal's start"
    # At its end: both discards and what was left of the talon, face up.
    review.go(review.stops.index((2, len(deal.history))))
    win.refresh()
    used = sum(t or 0 for t in deal.taken)
    for card in cards_of(deal.discards[0] | deal.discards[1]) + [CARDS[i] for i in deal.talon[used:]]:
        item = win.table.card_item(card)
        assert item is not None and item.face_up, f"{card} (a discard or the talon's rest) is face up"
    # The log says what each put out and took in.
    lines = win.log.lines()
    exchanges = [line for line in lines if " puts out " in line or line.startswith("You put out ")]
    assert len(exchanges) >= 2 * 2 - sum(1 for d in partie.deals[:2] for t in d.taken if not t)
    elder = deal.elder
    took = [CARDS[i] for i in deal.talon[:deal.taken[elder] or 0]]
    if took:
        from piquet_gui.views.words import card_text
        assert any(all(card_text(c) in line for c in took) for line in exchanges)


@pytest.mark.parametrize("language", ["en", "fr", "es"])
def test_the_review_fits_an_800_pixel_window(qtbot, make_window, language) -> None:
    i18n.install(language)
    try:
        win = make_window(800, 600)
        win.ensure_built().quiet = True
        win.reviewing.start(random_partie(5, actions=200).replayed(2))
        qtbot.wait(50)
        assert win.width() == 800, f"the review's bar widened the window to {win.width()} pixels"
        bar = win.screen_.bar
        for button in bar.buttons:
            assert button.isVisible() and button.width() >= button.fontMetrics().horizontalAdvance(button.text())
        # Where the review stands is read whole on one line (a shorter form where room is short; issue 26).
        prompt = bar.prompt
        assert prompt.text() and prompt.width() >= prompt.fontMetrics().horizontalAdvance(prompt.text())
    finally:
        i18n.install("en")
