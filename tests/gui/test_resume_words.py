"""The welcome's Resume line says where the partie left in progress stands, from the game's score sheet:
each player's total, or each side's with its partners' names, whatever the game."""

from __future__ import annotations

import random

from piquet_gui.game_setup import SeatSetup
from piquet_gui.model.games import new_game
from piquet_gui.storage.autosave import SavedGame
from piquet_gui.views.welcome import resume_words


def played(name: str, players: tuple[str, ...], actions: int):
    game = new_game(name, players=players, seed=3)
    rng = random.Random(3)
    for _ in range(actions):
        if game.needs_deal():
            game.start_deal()
        game.apply(rng.choice(list(game.legal_actions())))
    return game


def test_two_players_and_their_totals() -> None:
    game = played("rubicon", ("Anne", "Ben"), 60)
    line = resume_words(SavedGame(game, (SeatSetup("Anne", True), SeatSetup("Ben", False)), 0))
    totals = game.totals()
    assert line == f"Deal {len(game.deals)}: Anne {totals[0]}, Ben {totals[1]}."


def test_partners_share_their_sides_total() -> None:
    names = ("Anne", "Ben", "Claire", "David")
    game = played("partnership", names, 50)
    line = resume_words(SavedGame(game, tuple(SeatSetup(n, n == "Anne") for n in names), 0))
    totals = game.totals()
    assert line == f"Deal {len(game.deals)}: Anne & Claire {totals[0]}, Ben & David {totals[1]}.", \
        "a side named as the score pad names it"
