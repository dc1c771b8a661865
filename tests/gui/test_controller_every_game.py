"""The controller drives every game through the one contract (``model.any_partie.AnyPartie``) alone: a whole partie of
each game, a person in seat 0 and the computer (that game's own player) elsewhere, with moves taken back at
random points; the cards never change.  Nothing here asks which game it is: seats, to_act, legal actions,
the history."""

from __future__ import annotations

import random

import pytest

from piquet_gui.controller import GameController, SeatSetup
from piquet_gui.model.errors import IllegalActionError
from piquet_gui.model.games import GAMES, find_game, new_game
from tests.helpers import CEILING_MS


def dealt(game) -> list:
    return [game._dealt(index) for index in range(len(game.deals))]


@pytest.mark.parametrize("name", GAMES)
def test_a_whole_partie_of_every_game_with_take_backs(qtbot, name: str) -> None:
    rng = random.Random(5)
    seats = (SeatSetup("Anne", True),) + tuple(SeatSetup(f"C{n}", False, "beginner")
                                              for n in range(1, find_game(name).seats))
    controller = GameController(new_game(name, seed=9), seats, pace_ms=0, seed=2)
    controller.play_forced_card = True
    ended: list[object] = []
    controller.partieEnded.connect(ended.append)
    controller.start()
    seen: list = []
    take_backs = 0
    for _ in range(3000):
        game = controller.partie
        if game.is_over():
            break
        if game.needs_deal():
            controller.next_deal()
            continue
        qtbot.waitUntil(lambda: controller.partie.to_act == 0 or controller.partie.needs_deal()
                        or controller.partie.is_over(), timeout=CEILING_MS)
        game = controller.partie
        if game.to_act != 0:
            continue
        if take_backs < 6 and rng.random() < 0.2 and controller.undo_point() is not None:
            assert controller.undo()
            take_backs += 1
        else:
            view = controller.view(0)
            assert view is not None and view.seat == 0, "seat 0's view is the partie's seat 0"
            try:
                controller.act(0, rng.choice(list(game.legal_actions())))
            except IllegalActionError:  # a forced answer went by itself meanwhile
                pass
        now = dealt(controller.partie)
        for original, again in zip(seen, now):
            playing = [[hand is not None for hand in d.hands] for d in (original, again)]
            if original.dealer != again.dealer or playing[0] != playing[1]:
                break
            assert again == original, "a take-back never changes the cards"
        seen = seen[:len(now)] + now[len(seen):] if len(now) > len(seen) else seen
    assert controller.partie.is_over(), f"{name}: the partie was played to its end"
    assert ended, "the end of the partie is signalled"
    assert take_backs >= 1
