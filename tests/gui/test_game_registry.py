"""Each game is declared once and found by name (``model.games``): the new-game dialog, ``--game``, the computer's
levels, the statistics' tabs and ``replay`` offer exactly the games the registry lists, in its order, and no
other module names a game."""

from __future__ import annotations

import argparse
import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

from piquet_gui.ai.player import make_player
from piquet_gui.app import add_arguments
from piquet_gui.model.game_records import summary, to_record
from piquet_gui.model.games import ALL_GAMES, GAMES, find_game, new_game
from piquet_gui.storage import statistics
from piquet_gui.views.game_words import option_labels, words_of
from piquet_gui.views.new_game_dialog import NewGameDialog
from piquet_gui.views.statistics_window import StatisticsWindow
from tests.helpers import CEILING_S
from tests.storage.test_statistics_every_game import person_at, played

ROOT = Path(__file__).resolve().parents[2]


def test_the_registry_finds_each_game_by_each_of_its_record_names() -> None:
    assert GAMES == tuple(game.name for game in ALL_GAMES) and len(set(GAMES)) == len(GAMES)
    for game in ALL_GAMES:
        assert all(find_game(name) is game for name in game.record_names)
        for fields in game.formats or ({"game": game.name},):
            options = {key: value for key, value in fields.items() if key != "game"}
            partie = new_game(fields["game"], options)
            assert partie.seats == game.seats and partie.sides == game.sides and find_game(partie.name) is game
    with pytest.raises(ValueError, match="game 'bezique' is not known"):
        find_game("bezique")


def test_the_new_game_dialog_offers_the_registered_games_with_their_options_and_words(qtbot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    assert [dialog.game.itemData(i) for i in range(dialog.game.count())] == list(GAMES)
    assert [dialog.game.itemText(i) for i in range(dialog.game.count())] == [words_of(n).title for n in GAMES]
    for index, game in enumerate(ALL_GAMES):
        dialog.game.setCurrentIndex(index)
        assert set(dialog.options) == {info.name for info in game.options}, game.name
        assert set(option_labels(game.name)) == {info.name for info in game.options}
        assert dialog.format.count() == len(game.formats)
        assert len(dialog.seat_rows.seats()) == game.seats
        assert dialog.config().partie().seats == game.seats


def test_the_command_line_starts_exactly_the_registered_games() -> None:
    parser = argparse.ArgumentParser()
    add_arguments(parser)
    choices = next(action.choices for action in parser._actions if action.dest == "game")
    assert choices is not None and list(choices) == list(GAMES)


@pytest.mark.parametrize("name", GAMES)
def test_the_computer_plays_every_registered_game_at_every_level_it_declares(name: str) -> None:
    game = find_game(name)
    partie = new_game(name, seed=3)
    partie.start_deal()
    seat = partie.to_act
    assert seat is not None
    view = partie.view(seat)
    assert view is not None
    for level in game.levels:
        assert make_player(level, 1, name).choose(view) in view.legal_actions
    with pytest.raises(ValueError):
        make_player("grandmaster", 1, name)


def test_a_game_the_registry_does_not_list_has_no_computer_player() -> None:
    with pytest.raises(ValueError, match="bezique"):
        make_player("club", 1, "bezique")


def test_the_statistics_have_a_tab_for_each_registered_game_in_its_order(qtbot, tmp_path) -> None:
    where = tmp_path / "s.sqlite3"
    for seed, name in enumerate(reversed(GAMES)):  # kept in the other order: shown in the registry's
        seats = find_game(name).seats
        assert statistics.record(played(name, seed), person_at(0, seats), "club", where)
    window = StatisticsWindow(where=where)
    qtbot.addWidget(window)
    assert list(window.sections) == list(GAMES)
    assert [window.tabs.tabText(i) for i in range(window.tabs.count())] == [words_of(n).tab for n in GAMES]


def test_replay_reads_a_record_of_each_registered_game_and_refuses_any_other(tmp_path) -> None:
    for name in GAMES:
        path = tmp_path / f"{name}.json"
        partie = played(name, 1, actions=40)
        path.write_text(json.dumps(to_record(partie)))
        done = subprocess.run([sys.executable, "-m", "piquet_gui", "replay", str(path)], capture_output=True,
                              text=True, timeout=CEILING_S, cwd=ROOT)
        assert done.returncode == 0, done.stderr
        assert json.loads(done.stdout) == json.loads(json.dumps(summary(partie))), name
    other = tmp_path / "other.json"
    other.write_text(json.dumps({"format": "piquet-record", "version": 1, "game": "bezique", "deals": []}))
    done = subprocess.run([sys.executable, "-m", "piquet_gui", "replay", str(other)], capture_output=True,
                          text=True, timeout=CEILING_S, cwd=ROOT)
    assert done.returncode == 2
    known = ", ".join(n for game in ALL_GAMES for n in game.record_names)
    assert f"game 'bezique' is not known (known: {known})" in done.stderr


GAME_FOLDERS = ("model/two_handed/rubicon.py", "model/two_handed/au_cent.py", "model/two_handed/auction.py",
                "model/normand/", "model/partnership/")
"""Where each game is declared and played: the only modules that name one."""

NAMING_ALLOWED = {
    "views/game_words.py": "each game's words, by its declaration's words key",
    "views/new_game_dialog.py": "reads the set-up an earlier version kept, which was Rubicon piquet's alone",
    "storage/statistics.py": "the database's migration from the version that kept Rubicon piquet alone",
    "model/two_handed/formats.py": "Rubicon piquet's partie formats, each with the record name that starts it",
    "model/score_sheet/sheet.py": "the rubicon's line across a sheet, named as the line, not the game",
}


def test_no_module_but_a_games_own_names_a_game() -> None:
    """Record names as string constants anywhere in the program but in the game's own declaration (and the few
    places listed, each with its reason); the measurements in ``bench/`` name the games they measure."""
    names = {name for game in ALL_GAMES for name in game.record_names} - {"auction", "target"}  # also a phase's
    # name, and an option's
    found: list[str] = []
    package = ROOT / "piquet_gui"
    for path in sorted(package.rglob("*.py")):
        where = path.relative_to(package).as_posix()
        if where.startswith(GAME_FOLDERS) or where in NAMING_ALLOWED or where.startswith("bench/"):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                      if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef, ast.AsyncFunctionDef))
                      and node.body and isinstance(node.body[0], ast.Expr)
                      and isinstance(node.body[0].value, ast.Constant)}
        found += [f"{where}:{node.lineno} {node.value!r}" for node in ast.walk(tree)
                  if isinstance(node, ast.Constant) and node.value in names and id(node) not in docstrings]
    assert not found, found
