"""Claim the rest through the real window at a table hosted elsewhere (an in-process host on 127.0.0.1): the key C
asks the host, which proves the claim, has the computer accept it at once, and plays the rest out itself, the
record holding the tricks as played."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from piquet_gui.ai.claim import prove
from piquet_gui.model import game_records
from piquet_gui.model.actions import Play
from piquet_gui.model.events import seen_by
from piquet_gui.network import seat_player
from piquet_gui.network.host import Host
from piquet_gui.network.seat_specs import SeatSpec
from tests.gui.test_remote_table import close_host, join_through_dialog, my_move_due, one_move, quiet_window
from tests.helpers import CEILING_MS


@pytest.fixture(autouse=True)
def own_settings(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("PIQUET_SETTINGS_FILE", str(tmp_path / "settings.ini"))


def test_key_c_at_a_remote_table_claims_the_rest_and_the_computer_accepts_at_once(
        qtbot, make_window, tmp_path: Path) -> None:
    host = Host("four-deals", {}, [SeatSpec(True), SeatSpec(False, "beginner")], tmp_path / "host", seed=3)
    port = host.listen("127.0.0.1", 0)
    try:
        win = quiet_window(make_window)
        win.ensure_built().settings.offer_claims = True
        join_through_dialog(win, f"127.0.0.1:{port}", "Anne")
        table, me = win.controller, win.viewer

        def offered() -> bool:
            return any(b.objectName() == "claim" and not b.isHidden() for b in win.bar.buttons)

        for _ in range(400):  # the person plays until a claim is offered
            qtbot.waitUntil(lambda: my_move_due(win) or table.is_over(), timeout=CEILING_MS)
            assert not table.is_over(), "no claim arose"
            if table.can_claim(me):
                break
            assert not offered()
            one_move(qtbot, win)
        qtbot.waitUntil(offered, timeout=CEILING_MS)
        partie = host.partie
        assert partie is not None
        deal = len(partie.deals)
        view = partie.view(me)
        proof = prove(view)
        assert proof is not None, "offered only when the host proves it too"
        # what playing it out would give: the proven line, and the computer at its level
        by_hand = partie.copy()
        tricks, trick = len(view.tricks), len(view.trick)
        while by_hand.current is not None:
            seat = by_hand.to_act
            seat_view = by_hand.view(seat)
            if seat == me:
                by_hand.apply(Play(proof.card_for(seat_view, tricks, trick)))
            else:
                seen = len(seen_by(by_hand.events(), seat))
                by_hand.apply(seat_player.choose("beginner", "four-deals", seat, seat_view, deal, seen))
        claiming: list[int | None] = []
        table.stateChanged.connect(lambda: claiming.append(table.claiming))

        qtbot.keyClick(win.table, Qt.Key.Key_C)
        qtbot.waitUntil(lambda: me in claiming, timeout=CEILING_MS)  # accepted at once: the host plays it out
        qtbot.waitUntil(lambda: len(partie.deals) > deal or partie.current is None, timeout=CEILING_MS)
        qtbot.waitUntil(lambda: table.claiming is None, timeout=CEILING_MS)
        record = game_records.to_record(partie)
        played = game_records.replay(record).replayed(deal)
        assert played.deals[deal - 1].history == by_hand.deals[deal - 1].history
        assert played.score_sheet() == by_hand.score_sheet()
        assert not any("refused" in line for line in win.log.lines())
    finally:
        close_host(host)
