"""The screen draws from a seat's window on the game, never from the engine (issue 27, part 2).

* No file under ``piquet_gui/views`` imports from ``piquet_gui/model`` anything but the value types a seat may be
  shown and the seat window itself (every import counts: at the top, inside a function, under TYPE_CHECKING).
* No piece of the screen takes the whole game screen: only the screen itself and the main window that builds it
  name ``GameScreen``.
* No view reaches into another object's private parts (``x._y`` where ``x`` is not ``self``, ``cls`` or
  ``super()``).

The imports are read with ``ast``, without importing the modules.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

VIEWS = Path(__file__).resolve().parents[2] / "piquet_gui" / "views"

ALLOWED_MODEL = {
    "cards": "the cards and their masks: what every hand, trick and talon on the table is made of",
    "actions": "what a seat may do: the buttons and clicks make these values and hand them to the window",
    "events": "what happened, as the window's event stream tells it: the log, the panels and the sounds word it; "
              "and said_for, the words of a call as a Said value from its cards alone (the buttons of calls in turn)",
    "combinations": "the categories of the calls (point, sequence, set) the words and the summary name",
    "scoring": "a deal's score items, values in the views and in the score sheet",
    "tricks": "the phases of a deal (Phase), a plain enum the seat's view carries",
    "view": "SeatView: what a seat sees now, the very thing the window hands out",
    "score_sheet": "the score sheet the window hands out (score_sheet()), rows, columns and lines to draw",
    "errors": "the record's and the rules' exceptions a request may raise (RecordError, IllegalActionError)",
    "values": "the helper that makes the small frozen values quickly (no engine in it)",
    "seat_window": "the one interface through which the table follows its seats",
}
"""The modules of ``piquet_gui.model`` a view may import from, each with why it is a value, not the engine."""

ALLOWED_NAMES = {
    ("two_handed.bidding", "DOUBLE"): "the auction's call word for a double, a constant string a bid is made of",
    ("two_handed.bidding", "PASS"): "the auction's call word for a pass, a constant string",
    ("two_handed.bidding", "REDOUBLE"): "the auction's call word for a redouble, a constant string",
    ("two_handed.bidding", "Contract"): "the contract a seat's view carries (a frozen value), worded by the bar",
    ("games", "ALL_GAMES"): "the registry's declarations of every game, in order: the dialog offers them",
    ("games", "find_game"): "a game's declaration by its record name: its seats, options, cut rule, words' key",
    ("game_info", "GameInfo"): "a game's declaration, a frozen value (the dialog's type for the game chosen)",
}
"""Single value names a view may take from a module of the engine otherwise out of bounds, and why."""

SCREEN_OWNERS = {"game_screen.py", "main_window.py"}
"""The screen itself, and the main window that builds it (and forwards to it)."""


def _view_files() -> list[Path]:
    return sorted(VIEWS.glob("*.py"))


def _model_imports(path: Path) -> list[tuple[str, str, int]]:
    """Every (module under model, name, line) ``path`` imports from ``piquet_gui.model``, wherever the import is."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    found: list[tuple[str, str, int]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if node.level == 2 and (module == "model" or module.startswith("model.")):
                sub = module[len("model."):] if module != "model" else ""
            elif node.level == 0 and module.startswith("piquet_gui.model"):
                sub = module[len("piquet_gui.model."):] if module != "piquet_gui.model" else ""
            else:
                continue
            for alias in node.names:
                found.append((sub or alias.name, alias.name, node.lineno))
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith("piquet_gui.model"):
                    found.append((alias.name[len("piquet_gui.model."):], "*", node.lineno))
    return found


def _refused(path: Path) -> list[str]:
    refused = []
    for module, name, line in _model_imports(path):
        if module in ALLOWED_MODEL or (module, name) in ALLOWED_NAMES:
            continue
        refused.append(f"{path.name}:{line} imports {name} from model.{module}")
    return refused


def _cases() -> list[object]:
    return [pytest.param(path, id=path.name) for path in _view_files()]


@pytest.mark.parametrize("path", _cases())
def test_a_view_imports_only_values_and_the_seat_window_from_the_model(path: Path) -> None:
    assert _refused(path) == []


def test_the_check_sees_imports_inside_functions_and_under_type_checking(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text("from typing import TYPE_CHECKING\n"
                      "from ..model.cards import Card\n"
                      "if TYPE_CHECKING:\n    from ..model.game import Game\n"
                      "def f():\n    from ..model.two_handed.partie import Partie\n"
                      "    from ..model.two_handed.bidding import PASS, legal_calls\n", encoding="utf-8")
    assert [line.split(" imports ")[1] for line in _refused(sample)] == [
        "Game from model.game", "Partie from model.two_handed.partie", "legal_calls from model.two_handed.bidding"]


def _names_game_screen(path: Path) -> list[int]:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    lines = [node.lineno for node in ast.walk(tree)
             if (isinstance(node, ast.Name) and node.id == "GameScreen")
             or (isinstance(node, ast.alias) and (node.asname or node.name).split(".")[-1] == "GameScreen")
             or (isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value == "GameScreen")]
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").endswith("game_screen"):
            lines.append(node.lineno)
    return sorted(set(lines))


@pytest.mark.parametrize("path", [p for p in _view_files() if p.name not in SCREEN_OWNERS], ids=lambda p: p.name)
def test_no_piece_of_the_screen_takes_the_game_screen(path: Path) -> None:
    assert _names_game_screen(path) == [], f"{path.name} names GameScreen"


QT_PRIVATE = {"_q_", "__"}
"""Qt's own private-looking names (none are used today) and dunders, which are no one's private parts."""


def _private_reaches(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr.startswith("_") \
                and not any(node.attr.startswith(prefix) for prefix in QT_PRIVATE):
            owner = node.value
            if isinstance(owner, ast.Name) and owner.id in ("self", "cls"):
                continue
            if isinstance(owner, ast.Call) and isinstance(owner.func, ast.Name) and owner.func.id == "super":
                continue  # (its own, as its base class has it)
            found.append(f"{path.name}:{node.lineno} .{node.attr} of {ast.unparse(owner)}")
    return found


@pytest.mark.parametrize("path", _view_files(), ids=lambda p: p.name)
def test_no_view_calls_another_objects_private_parts(path: Path) -> None:
    assert _private_reaches(path) == []


def _engine_reaches(path: Path) -> list[str]:
    """Where ``path`` reads the engine's partie or the local table it is kept in (``x.partie``, ``x.controller``),
    or imports from the model or the storage of parties (a saved partie holds the engine's)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    found = [f"{path.name}:{node.lineno} .{node.attr}" for node in ast.walk(tree)
             if isinstance(node, ast.Attribute) and node.attr in ("partie", "controller")]
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and any(part in (node.module or "").split(".")
                                                     for part in ("model", "storage", "controller")):
            found.append(f"{path.name}:{node.lineno} imports from {node.module}")
    return found


def test_the_main_window_carries_the_partie_over_without_reaching_the_engine() -> None:
    """After a change of language the old screen hands its table to the new one (``hand_over``, ``take_over``):
    the main window never reads the partie, nor the controller that holds it."""
    assert _engine_reaches(VIEWS / "main_window.py") == []

