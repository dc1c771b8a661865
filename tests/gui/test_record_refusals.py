"""Game → Open and the autosave read records as ``replay`` does (issue 26): a record the command refuses is
refused by Open in the same one line, the game in progress going on, and by the autosave's reader; and a name
typed for a new game is never longer than a record may hold, so the game's own saves always open again.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from piquet_gui.controller import GameConfig, SeatSetup
from piquet_gui.model import Phase
from piquet_gui.model.errors import RecordError
from piquet_gui.model.games import new_game
from piquet_gui.model.game_records import to_record
from piquet_gui.model.two_handed.record import NAME_LIMIT, summary
from piquet_gui.storage import autosave
from piquet_gui.views.new_game_dialog import NewGameDialog
from tests.helpers import CEILING_MS, CEILING_S

ROOT = Path(__file__).resolve().parents[2]
BAD = ROOT / "tests" / "records" / "variants" / "bad"
GOOD = ROOT / "tests" / "records" / "rubicon_six_deals.json"


def past_steps() -> dict[str, Any]:
    """An au cent deal in progress (``"steps": 0``) whose elder puts out nine cards."""
    partie = new_game("au-cent", seed=3)
    partie.start_deal()
    record: dict[str, Any] = to_record(partie)
    deal = record["deals"][0]
    elder = 1 - deal["dealer"]
    deal["discards"][elder] = deal["hands"][elder][:9]
    return record


def huge_name() -> dict[str, Any]:
    record: dict[str, Any] = json.loads(GOOD.read_text())
    record["players"][1] = "Ben" * 300_000
    return record


def huge_game() -> dict[str, Any]:
    record: dict[str, Any] = json.loads(GOOD.read_text())
    record["game"] = "g" * 1_000_000
    return record


RECORDS = {
    "call_not_held": lambda: json.loads((BAD / "normand_call_of_cards_not_held.json").read_text()),
    "past_steps": past_steps,
    "huge_name": huge_name,
    "huge_game": huge_game,
}


def replay_refusal(path: Path) -> str:
    """What ``python -m piquet_gui replay`` says of the record after its path."""
    done = subprocess.run([sys.executable, "-m", "piquet_gui", "replay", str(path)], capture_output=True,
                          text=True, timeout=CEILING_S, cwd=ROOT)
    assert done.returncode == 2 and done.stderr.startswith(f"{path}: ")
    return done.stderr.strip()[len(f"{path}: "):]


@pytest.mark.parametrize("name", RECORDS)
def test_open_refuses_what_replay_refuses_in_the_same_line_and_the_game_goes_on(qtbot, make_window, tmp_path,
                                                                                  name: str) -> None:
    path = tmp_path / f"{name}.json"
    path.write_text(json.dumps(RECORDS[name]()))
    said = replay_refusal(path)
    win = make_window()
    win.ensure_built().quiet = True
    win.new_game(GameConfig((SeatSetup("Anne", True), SeatSetup("Ben", False, "club")), first_dealer=1, seed=4))
    qtbot.waitUntil(lambda: win.controller.to_act() == 0, timeout=CEILING_MS)
    before = summary(win.controller.partie)
    assert not win.files.open_path(path)
    assert win.last_warning == f"{path.name} cannot be opened: {said}."
    assert len(win.last_warning) < 300 and "\n" not in win.last_warning
    assert summary(win.controller.partie) == before and win.review is None
    win.choose(win.controller.view(0).legal_actions[0])  # the game goes on
    qtbot.waitUntil(lambda: win.controller.partie.deals[-1].phase is not Phase.EXCHANGE, timeout=CEILING_MS)


@pytest.mark.parametrize("name", RECORDS)
def test_the_autosave_refuses_what_replay_refuses(tmp_path, name: str) -> None:
    record = RECORDS[name]()
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record))
    said = replay_refusal(path)
    seats = [{"name": p[:NAME_LIMIT], "human": True, "level": "beginner"} for p in record["players"]]
    save = tmp_path / "autosave.json"
    save.write_text(json.dumps({"format": autosave.FORMAT, "version": autosave.VERSION, "seats": seats, "seed": 1,
                                "record": record}))
    with pytest.raises(RecordError) as refused:
        autosave.read(save)
    prefix = "the saved game's record is wrong: "
    message = str(refused.value)
    assert message.startswith(prefix) and len(message) < 300
    rest = message[len(prefix):]  # the same words, cut where the whole would be too long
    assert rest == said or (rest.endswith("…") and said.startswith(rest[:-1]))


def test_a_name_typed_for_a_new_game_fits_a_record_and_the_save_opens_again(qtbot, make_window, tmp_path) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    field = dialog.seat_rows.rows[0].name
    field.setText("")
    qtbot.keyClicks(field, "Anne" * 40)
    assert len(field.text()) == NAME_LIMIT
    seats = dialog.config().seats
    assert len(seats[0].name) == NAME_LIMIT
    win = make_window()
    win.ensure_built().quiet = True
    win.new_game(GameConfig(seats, first_dealer=1, seed=4))
    qtbot.waitUntil(lambda: win.controller.to_act() == 0, timeout=CEILING_MS)
    target = tmp_path / "long name.json"
    assert win.files.save_to(target)
    other = make_window()
    other.ensure_built().quiet = True
    assert other.files.open_path(target)
    assert other.controller.partie.players[0] == seats[0].name
