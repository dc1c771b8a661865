"""The local table's own duties, kept out of the screen (``keeper.PartieKeeper``): the autosave after each
change (and what it says when something that is not a file stands in the save's place), the statistics when a
partie ends (assisted or not) or is given up for another, and the record for *Save as*; the same behaviours
the game screen's tests check through the window."""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from piquet_gui.controller import GameController, SeatSetup  # noqa: E402
from piquet_gui.game_setup import seated_record  # noqa: E402
from piquet_gui.keeper import PartieKeeper, SaveProblem, abandon_saved  # noqa: E402
from piquet_gui.model.any_partie import AnyPartie  # noqa: E402
from piquet_gui.model.games import new_game  # noqa: E402
from piquet_gui.settings import Settings  # noqa: E402
from piquet_gui.storage import autosave, statistics  # noqa: E402
from tests.helpers import played_on, random_partie  # noqa: E402
from tests.storage.test_statistics_abandoned import three_deals_with_a_repique_and_a_capot  # noqa: E402

SEATS = (SeatSetup("You", True), SeatSetup("Computer", False, "club"))


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(str(tmp_path / "settings.ini"))


def keeper_of(partie: AnyPartie, tmp_path: Path, settings: Settings, seats=SEATS) -> PartieKeeper:
    controller = GameController(partie, seats, pace_ms=0)
    return PartieKeeper(controller, 7, settings, autosave_path=tmp_path / "autosave.json",
                        statistics_path=tmp_path / "stats.sqlite3")


def test_the_partie_is_saved_after_each_change_and_read_back(qtbot, tmp_path, settings) -> None:
    keeper = keeper_of(random_partie(3, ("You", "Computer"), actions=30), tmp_path, settings)
    assert keeper.autosave() is None
    saved = autosave.read(keeper.autosave_path)
    assert saved.partie.action_count() == 30 and saved.seats == SEATS and saved.seed == 7
    keeper.controller.partie.apply(keeper.controller.partie.legal_actions()[0])
    assert keeper.autosave() is None and autosave.read(keeper.autosave_path).partie.action_count() == 31


def test_a_folder_in_the_saves_place_is_kept_aside_whole_and_the_partie_saved_again(qtbot, tmp_path,
                                                                                  settings) -> None:
    keeper = keeper_of(random_partie(3, ("You", "Computer"), actions=12), tmp_path, settings)
    keeper.autosave_path.mkdir()
    (keeper.autosave_path / "mine.txt").write_text("mine")
    problem = keeper.autosave()
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("autosave.damaged-")]
    assert len(kept) == 1 and (kept[0] / "mine.txt").read_text() == "mine", "renamed whole, never deleted"
    assert problem == SaveProblem(keeper.autosave_path, set_aside=kept[0])
    assert autosave.read(keeper.autosave_path).partie.action_count() == 12, "the partie is saved again"
    assert keeper.autosave() is None, "said once"


def test_a_save_that_cannot_be_written_says_why(qtbot, tmp_path, settings) -> None:
    keeper = keeper_of(random_partie(3, ("You", "Computer"), actions=5), tmp_path, settings)
    (tmp_path / "file").write_text("")
    keeper.autosave_path = tmp_path / "file" / "autosave.json"  # a folder that is a file: nothing to set aside
    problem = keeper.autosave()
    assert problem is not None and problem.set_aside is None and problem.error
    keeper.saving = False
    assert keeper.autosave() is None


def test_a_finished_partie_is_kept_in_the_statistics_and_its_save_forgotten(qtbot, tmp_path, settings) -> None:
    keeper = keeper_of(random_partie(5, ("You", "Computer")), tmp_path, settings)
    assert keeper.controller.is_over()
    assert keeper.autosave() is None and keeper.autosave_path.exists()
    assert not keeper.assisted
    assert keeper.partie_ended()
    figures = statistics.summary(keeper.statistics_path).game("rubicon")
    assert figures is not None and [level.parties for level in figures.levels] == [1] and not figures.assisted
    assert not keeper.autosave_path.exists(), "nothing is left to resume"
    assert keeper.partie_ended(), "kept once"
    assert statistics.summary(keeper.statistics_path).parties == 1


def test_a_partie_with_a_hint_or_a_take_back_counts_apart(qtbot, tmp_path, settings) -> None:
    keeper = keeper_of(random_partie(6, ("You", "Computer"), actions=40), tmp_path, settings)
    keeper.mark_assisted()
    again = keeper_of(keeper.controller.partie, tmp_path, settings)  # after a restart: the same partie
    assert again.assisted
    played_on(again.controller.partie, __import__("random").Random(1))
    assert again.partie_ended()
    figures = statistics.summary(again.statistics_path).game("rubicon")
    assert figures is not None and [level.parties for level in figures.assisted] == [1] and not figures.levels
    other = keeper_of(random_partie(8, ("You", "Computer"), actions=3), tmp_path, settings)
    assert not other.assisted, "another partie is not assisted"


def test_statistics_that_cannot_be_kept_are_said(qtbot, tmp_path, settings) -> None:
    keeper = keeper_of(random_partie(5, ("You", "Computer")), tmp_path, settings)
    keeper.statistics_path = tmp_path / "a folder"
    keeper.statistics_path.mkdir()
    assert not keeper.partie_ended()
    demo = keeper_of(random_partie(5, ("You", "Computer")), tmp_path, settings)
    demo.counting = False
    assert demo.partie_ended() and statistics.summary(tmp_path / "stats.sqlite3").parties == 0


def test_a_partie_given_up_for_another_counts_apart_with_its_deals(qtbot, tmp_path, settings) -> None:
    keeper = keeper_of(three_deals_with_a_repique_and_a_capot(), tmp_path, settings)
    assert keeper.abandon_for(keeper.key), "the same partie begun again is not abandoned"
    assert statistics.summary(keeper.statistics_path).abandoned == 0
    fresh = new_game("rubicon", seed=5)
    fresh.start_deal()
    assert keeper.abandon_for(statistics.partie_key(fresh))
    figures = statistics.summary(keeper.statistics_path)
    assert figures.abandoned == 1 and figures.parties == 0 and figures.deals == 3
    assert keeper.abandon_for(statistics.partie_key(fresh))
    assert statistics.summary(keeper.statistics_path).abandoned == 1, "once"


def test_a_partie_left_in_the_save_is_abandoned_for_another(qtbot, tmp_path, settings) -> None:
    partie = three_deals_with_a_repique_and_a_capot()
    where, stats = tmp_path / "autosave.json", tmp_path / "stats.sqlite3"
    assert abandon_saved("anything", where, stats), "no save: nothing to do"
    autosave.save(partie, SEATS, 0, where)
    assert abandon_saved(statistics.partie_key(partie), where, stats)
    assert statistics.summary(stats).abandoned == 0, "taken up again: the same partie"
    assert abandon_saved("another", where, stats)
    figures = statistics.summary(stats)
    assert figures.abandoned == 1 and figures.deals == 3


def test_the_record_for_save_as_says_who_sits_where(qtbot, tmp_path, settings) -> None:
    keeper = keeper_of(random_partie(2, ("You", "Computer"), actions=20), tmp_path, settings)
    record = keeper.record()
    assert record == seated_record(keeper.controller.partie, SEATS)
    assert record["seats"] == [{"kind": "human"}, {"kind": "computer", "level": "club"}]
