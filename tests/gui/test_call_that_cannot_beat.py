"""Four-handed: a call that cannot beat the best so far is not offered as a call (issue 26).

The save is the one a player sent: West had called a point of five, and the person's point of four, making 34,
was offered as a call, shown as "Pass" once chosen, and kept in the record.  What is offered, what is said and
what is recorded must be one thing: a seat that cannot beat the best has a pass alone, which says itself."""

from __future__ import annotations

import json
from pathlib import Path

from piquet_gui.model.combinations import Category
from piquet_gui.model.events import Speech
from piquet_gui.model.game_records import to_record
from piquet_gui.storage import autosave
from tests.helpers import CEILING_MS

SAVE = Path(__file__).parent.parent / "records" / "saves" / "partnership-call-that-cannot-beat.autosave.json"


def _window(make_window, tmp_path):
    win = make_window(1366, 768)
    screen = win.ensure_built()
    screen.autosave_path = tmp_path / "autosave.json"
    screen.settings.guide = False
    return win, screen


def test_the_save_opens_with_the_point_that_could_not_beat_said_and_kept_as_a_pass(qtbot, make_window, tmp_path):
    win, screen = _window(make_window, tmp_path)
    win.resume(autosave.read(SAVE))
    controller = win.controller
    qtbot.waitUntil(lambda: controller.to_act() == 0, timeout=CEILING_MS)
    view = controller.view(0)
    assert view.category is Category.SEQUENCES
    said = next(s for s in view.said if s.seat == 0 and s.category is Category.POINT)
    assert said.speech is Speech.NO_CALL
    assert "You: <i>Pass</i>" in screen.panel._lines[Category.POINT].text()
    record = to_record(controller.partie)
    assert record["deals"][-1]["calls"][0]["point"] == [], "the record holds the pass that was said"


def test_a_point_that_cannot_beat_says_itself_as_a_pass_and_undo_goes_back_past_it(qtbot, make_window, tmp_path):
    data = json.loads(SAVE.read_text())
    data["record"]["deals"][-1]["steps"] = 2  # North's three and West's five called; the person to speak
    path = tmp_path / "before.json"
    path.write_text(json.dumps(data))
    saved = autosave.read(path)
    win, screen = _window(make_window, tmp_path)
    win.resume(saved)
    controller = win.controller
    offered = []
    controller.humanToAct.connect(lambda seat: offered.append(controller.view(seat)))
    # The person's only true choice is a pass: it says itself, and the calls go on to the sequences.
    qtbot.waitUntil(lambda: controller.to_act() == 0 and controller.view(0).category is Category.SEQUENCES,
                    timeout=CEILING_MS)
    assert all(v.category is not Category.POINT for v in offered), "no point call was offered"
    said = next(s for s in controller.view(0).said if s.seat == 0 and s.category is Category.POINT)
    assert said.speech is Speech.NO_CALL
    assert any(line.startswith("You") and "Pass" in line for line in screen.log.lines()), screen.log.lines()
    assert to_record(controller.partie)["deals"][-1]["calls"][0]["point"] == []
    # Undo goes back to the person's last choice (in the deal before), not to the pass that would say itself.
    before = len(controller.partie.actions())
    assert screen.undo(False)
    qtbot.waitUntil(lambda: controller.to_act() == 0, timeout=CEILING_MS)
    assert len(controller.partie.deals) == 2 and len(controller.partie.actions()) < before - 4
