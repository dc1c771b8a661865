"""Saving and opening parties, reviewing one, taking back a move, and asking for a hint."""

from __future__ import annotations

import json

from PySide6.QtWidgets import QMessageBox

from piquet_gui.controller import GameConfig, SeatSetup
from piquet_gui.model import Discard, Partie, Phase, Play
from piquet_gui.model.two_handed.record import dumps, summary
from tests.helpers import CEILING_MS, random_partie


def finished_partie(seed: int = 6) -> Partie:
    return random_partie(seed)


def playing_window(make_window, qtbot, seats=None):
    win = make_window()
    win.ensure_built().quiet = True
    seats = seats or (SeatSetup("Anne", True), SeatSetup("Ben", False, "club"))
    win.new_game(GameConfig(seats, first_dealer=1, seed=4))
    qtbot.waitUntil(lambda: win.controller.to_act() == 0, timeout=CEILING_MS)
    return win


def test_save_then_open_continues_the_same_partie(qtbot, make_window, tmp_path) -> None:
    win = playing_window(make_window, qtbot)
    win.choose(win.controller.view(0).legal_actions[0])
    qtbot.waitUntil(lambda: win.controller.partie.deals[-1].phase is Phase.DECLARATION, timeout=CEILING_MS)
    target = tmp_path / "mine.json"
    assert win.files.save_to(target)
    assert json.loads(target.read_text())["format"] == "piquet-record"
    other = make_window()
    other.ensure_built().quiet = True
    assert other.files.open_path(target)
    assert summary(other.controller.partie) == summary(win.controller.partie)
    assert other.controller.is_human(0) and not other.controller.is_human(1)


def test_a_bad_file_is_refused_in_one_sentence_and_changes_nothing(qtbot, make_window, tmp_path) -> None:
    win = playing_window(make_window, qtbot)
    before = summary(win.controller.partie)
    bad = tmp_path / "bad.json"
    record = json.loads(dumps(finished_partie()))
    record["deals"][0]["tricks"][2] = ["AS", "AS"]
    bad.write_text(json.dumps(record))
    assert not win.files.open_path(bad)
    assert "bad.json cannot be opened: deal 1" in win.last_warning and "\n" not in win.last_warning
    assert summary(win.controller.partie) == before and win.review is None


def test_review_steps_through_a_finished_partie_with_both_hands(qtbot, make_window, tmp_path) -> None:
    partie = finished_partie()
    path = tmp_path / "done.json"
    path.write_text(dumps(partie))
    win = make_window()
    win.ensure_built().quiet = True
    assert win.files.open_path(path)
    review = win.review
    assert review is not None and review.position == review.end
    review.go(0)
    review.next("trick")
    review.next("trick")
    win.refresh()
    shown = review.partie()
    deal = shown.deals[-1]
    assert deal.phase is Phase.PLAY and len(deal.tricks) == 1
    # Both hands are face up on the table.
    for seat in (0, 1):
        for card in deal.hand(seat):
            item = win.table.card_item(card)
            assert item is not None and item.face_up
    assert "Review: deal 1, trick 2" in win.bar.prompt.text()
    # The score sheet follows the position.
    assert win.score_sheet.cell("deal", 0, 0) == str(deal.scores[0].total)
    win.reviewing.stop()
    assert win.review is None


def test_undo_takes_back_the_last_move_against_the_computer(qtbot, make_window) -> None:
    win = playing_window(make_window, qtbot)
    controller = win.controller
    first = controller.view(0).legal_actions[0]
    win.choose(first)
    qtbot.waitUntil(lambda: controller.to_act() == 0, timeout=CEILING_MS)
    assert controller.partie.action_count() >= 2
    assert win.undo(False)
    qtbot.waitUntil(lambda: controller.to_act() == 0, timeout=CEILING_MS)
    deal = controller.partie.deals[-1]
    assert deal.phase is Phase.EXCHANGE and deal.discards[0] == 0, "back before Anne's discard"
    win.menus.allow_undo.setChecked(False)
    win.choose(controller.view(0).legal_actions[0])
    qtbot.waitUntil(lambda: controller.to_act() == 0, timeout=CEILING_MS)
    assert not win.undo(False) and controller.partie.deals[-1].discards[0] != 0


def test_two_players_undo_only_when_both_agree(qtbot, make_window, monkeypatch) -> None:
    win = playing_window(make_window, qtbot, (SeatSetup("Anne", True), SeatSetup("Ben", True)))
    win.ensure_built().quiet = False
    controller = win.controller
    assert win.privacy.isVisible(), "two players: the table is hidden until the first is ready"
    win.privacy.button.click()
    win.choose(controller.view(0).legal_actions[0])
    asked = []
    monkeypatch.setattr(QMessageBox, "exec", lambda self: asked.append(self.text()) or 0)
    monkeypatch.setattr(QMessageBox, "clickedButton", lambda self: self.buttons()[1])  # "No"
    assert not win.undo(False) and controller.partie.action_count() == 1
    assert asked and "agree" in asked[0]
    monkeypatch.setattr(QMessageBox, "clickedButton", lambda self: self.buttons()[0])  # "Yes"
    assert win.undo(False) and controller.partie.action_count() == 0


def test_hint_suggests_a_legal_move_with_a_reason(qtbot, make_window) -> None:
    win = playing_window(make_window, qtbot)
    win.show_hint()
    assert isinstance(win.last_hint, Discard)
    assert win.hand.selected == set(win.last_hint.cards), "the suggested cards are raised"
    assert "keeps your" in win.statusBar().currentMessage()
    win.choose(win.last_hint)
    controller = win.controller
    while True:
        qtbot.waitUntil(lambda: controller.to_act() == 0, timeout=CEILING_MS)
        view = controller.view(0)
        if isinstance(view.legal_actions[0], Play):
            break
        win.choose(view.legal_actions[0])
    win.show_hint()
    assert isinstance(win.last_hint, Play) and win.last_hint in controller.view(0).legal_actions
    assert " — " in win.statusBar().currentMessage()


def test_a_hint_to_hold_back_says_why() -> None:
    """When the advice is to say less than the strongest answer, the hint gives the classic reason."""
    from piquet_gui.ai.player import hint
    from piquet_gui.model.actions import Call, Reply, ReplyKind
    from piquet_gui.model.combinations import Category
    from piquet_gui.views.words import hint_words
    from tests.ai.test_calling import exchanged

    deal = exchanged(0, elder="JH QH KH AH KC AC QS 9H KS AS KD AD", younger="7C 8C 9C TC JC 7H 7S 8S 7D TS 9D TD",
                     talon="TH QC JS JD QD 9S 8D 8H", elder_out="9H KS AS KD AD", younger_out="TS 9D TD")
    deal.apply(deal.legal_actions()[0])
    view = deal.view(deal.younger)
    advice = hint(view)
    assert advice == Reply(Category.POINT, ReplyKind.GOOD)
    assert "asking would only show your cards" in hint_words(advice, view)
    deal = exchanged(0, elder="7S 8S TS JS 7C 8C 9D TC JC 7D 8D 9S", younger="7H 8H TH JH QH KH QC KC JD 9H TD QS",
                     talon="KS AS AD KD 9C AH AC QD", elder_out="TC JC 7D 8D 9S", younger_out="9H TD QS")
    deal.apply(deal.legal_actions()[0])
    deal.apply(deal.legal_actions()[0])
    view = deal.view(deal.elder)
    advice = hint(view, seed=3)
    assert advice == Call(Category.SEQUENCES, ())
    assert "cannot be good here" in hint_words(advice, view)
    assert "cannot be good" not in hint_words(view.legal_actions[0], view)


def test_a_broken_record_of_another_game_is_refused_without_touching_the_game(qtbot, make_window) -> None:
    """A record of any game opens (see test_every_game_files); a broken one is refused for what is wrong with
    it, in one sentence, and the game in progress goes on unchanged."""
    from pathlib import Path

    variants = Path(__file__).parents[1] / "records" / "variants"
    win = playing_window(make_window, qtbot)
    before = summary(win.controller.partie)
    assert not win.files.open_path(variants / "bad" / "partnership_revoke.json")
    assert "partnership_revoke.json cannot be opened: deal 1" in win.last_warning and "\n" not in win.last_warning
    assert summary(win.controller.partie) == before and win.review is None
    win.choose(win.controller.view(0).legal_actions[0])  # the game goes on
    qtbot.waitUntil(lambda: win.controller.partie.deals[-1].phase is not Phase.EXCHANGE, timeout=CEILING_MS)


def test_a_partie_and_its_controller_refuse_a_wrong_number_of_players_in_words(qtbot, make_window) -> None:
    """Seats are a list as long as the game's: a third seat for the two-handed game is refused in words, and a
    game in progress is left as it was."""
    import pytest

    from piquet_gui.controller import GameController

    three = (SeatSetup("Anne", False, "club"), SeatSetup("Ben", False, "club"), SeatSetup("Claire", False, "club"))
    with pytest.raises(ValueError, match="two players, not 3"):
        Partie(players=[s.name for s in three])
    with pytest.raises(ValueError, match="played by 2, not 3"):
        GameController(Partie(), three)
    win = playing_window(make_window, qtbot)
    before, controller = summary(win.controller.partie), win.controller
    with pytest.raises(ValueError):
        win.begin(Partie(), three, 0)
    assert win.controller is controller and summary(controller.partie) == before
    win.choose(controller.view(0).legal_actions[0])  # and it goes on
    qtbot.waitUntil(lambda: controller.partie.deals[-1].phase is not Phase.EXCHANGE, timeout=CEILING_MS)
