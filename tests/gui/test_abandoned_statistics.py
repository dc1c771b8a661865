"""A partie given up for another counts in the statistics window apart ("Abandoned: 1"), its deals with their
repiques and capots counted; a partie left for later and taken up again counts nothing until it ends."""

from __future__ import annotations

import argparse

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from piquet_gui.app import add_arguments, start
from piquet_gui.controller import GameConfig, SeatSetup
from piquet_gui.storage import autosave, statistics
from piquet_gui.storage.autosave import SavedGame
from piquet_gui.views import welcome
from piquet_gui.views.new_game_dialog import NewGameDialog
from piquet_gui.views.statistics_window import StatisticsWindow
from tests.storage.test_statistics_abandoned import three_deals_with_a_repique_and_a_capot

SEATS = (SeatSetup("You", True), SeatSetup("Computer", False, "club"))


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("PIQUET_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: 0)
    monkeypatch.setattr(QMessageBox, "exec", lambda self: 0)
    return tmp_path


def arguments(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    add_arguments(parser)
    return parser.parse_args(list(argv))


def shown_statistics(win) -> StatisticsWindow:
    window = StatisticsWindow(win)
    window.deleteLater()
    return window


def test_a_partie_given_up_for_a_new_game_counts_apart_with_its_deals(qtbot, make_window, data_dir) -> None:
    partie = three_deals_with_a_repique_and_a_capot()
    win = make_window()
    win.resume(SavedGame(partie, SEATS, 0))
    before = shown_statistics(win)
    assert before.figures.abandoned == 0 and before.figures.deals == 0, "left for later: nothing counts yet"
    win.new_game(GameConfig(SEATS, seed=5))
    shown = shown_statistics(win)
    assert shown.figures.abandoned == 1 and shown.figures.parties == 0 and shown.figures.deals == 3
    rubicon = shown.sections["rubicon"]
    assert rubicon.abandoned.text().startswith("Abandoned: 1 ")
    assert "deals: 3" in rubicon.message.text()
    assert rubicon.tally_labels["repique"].text().startswith("Repique: 1 ")
    assert rubicon.tally_labels["capot"].text().startswith(f"Capot: {statistics.tallies(partie)['capot'][0]} ")
    assert rubicon.levels.rowCount() == 0, "no win rate for a partie not played out"
    win.new_game(GameConfig(SEATS, seed=6))  # the seeded game given up in its first deal: nothing to count
    assert shown_statistics(win).figures.deals == 3


def test_a_partie_left_for_later_is_offered_and_counts_nothing_until_given_up(qtbot, make_window, data_dir) -> None:
    partie = three_deals_with_a_repique_and_a_capot()
    autosave.save(partie, SEATS, 0)
    win = make_window()
    start(win.ensure_built(), arguments(), QApplication.instance())
    shown = welcome.current(win)
    assert shown is not None and shown.resume_button is not None
    shown.resume_button.click()  # taken up again: the same partie, not abandoned
    assert statistics.summary().abandoned == 0
    win.controller.stop()

    again = make_window()  # the next start: --seed, and New game on the welcome over the partie offered
    start(again.ensure_built(), arguments("--seed", "5"), QApplication.instance())
    offered = welcome.current(again)
    assert offered is not None and offered.resume_button is not None
    offered.new_button.click()
    figures = statistics.summary()
    assert figures.abandoned == 1 and figures.deals == 3
