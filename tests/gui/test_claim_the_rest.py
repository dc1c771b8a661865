"""The aid *Claim the rest* (issue 29): with it on, when the person's cards win every remaining trick whatever the
others hold, *Claim the rest* is offered (the bar's button, the key C); the computer accepts at once and the tricks
are played out by the proven line, so that the score and the record are exactly those of the cards played; a claim
that is not certain is never offered; at a shared screen each other person is asked, and a refusal lets play go
on.  In two-, three- and four-handed games."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from piquet_gui.ai.claim import prove
from piquet_gui.ai.player import make_player
from piquet_gui.controller import GameConfig, SeatSetup
from piquet_gui.model import Phase
from piquet_gui.model.events import DealEnded, TrickWon
from tests.helpers import CEILING_MS

NAMES = {"rubicon": ("Anne", "Ben"), "normand": ("Anne", "Ben", "Claire"),
         "partnership": ("Anne", "Ben", "Claire", "Dan")}


@pytest.fixture(autouse=True)
def own_settings(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("PIQUET_SETTINGS_FILE", str(tmp_path / "settings.ini"))


def start(make_window, game: str, people: tuple[int, ...] = (0,), aid: bool = True, seed: int = 5):
    win = make_window(1100, 720)
    screen = win.ensure_built()
    screen.quiet = True
    screen.settings.guide = False
    screen.settings.offer_claims = aid
    names = NAMES[game]
    seats = tuple(SeatSetup(name, n in people, None if n in people else "club") for n, name in enumerate(names))
    win.new_game(GameConfig(seats, first_dealer=len(names) - 1, game=game, seed=seed))
    return win


def offered(win) -> bool:
    return any(b.objectName() == "claim" and not b.isHidden() for b in win.bar.buttons)


def play_until_offered(qtbot, win, deals: int = 30) -> int | None:
    """The people play (as the club player would) until a claim is offered to the one at
    the table; checks on the way that it is offered exactly when it is proven.  Returns the claimer (None if no
    claim came within ``deals`` deals)."""
    controller = win.controller
    choosers: dict[int, Any] = {}
    while controller.deal_number <= deals and not controller.is_over():
        qtbot.waitUntil(lambda: win.handing_over() or win.my_turn() or controller.needs_deal()
                        or controller.is_over(), timeout=CEILING_MS)
        if win.handing_over():
            qtbot.keyClick(win.privacy.button, Qt.Key.Key_Return)
            continue
        if controller.needs_deal():
            win.next_deal()
            continue
        if controller.is_over():
            break
        seat = controller.to_act()
        view = controller.view(seat)
        proven = view.phase is Phase.PLAY and len(view.hand) > 1 and prove(view) is not None
        if proven and win.settings.offer_claims:
            qtbot.waitUntil(lambda: offered(win), timeout=CEILING_MS)  # (the bar is drawn as the table is)
        else:
            assert not offered(win)
        if offered(win):
            return seat
        win.choose(choosers.setdefault(seat, make_player("club", seat, controller.partie.name)).choose(view))
    return None


def tricks_after(controller, seat: int, count: int) -> list[int]:
    """The winners of the last deal's tricks (it is over) from the ``count``-th on (from the events)."""
    events = controller.events(seat)
    ends = [i for i, e in enumerate(events) if isinstance(e, DealEnded)]
    start = ends[-2] + 1 if len(ends) > 1 else 0
    won = [e for e in events[start:ends[-1]] if isinstance(e, TrickWon)]
    return [e.seat for e in won[count:]]


def claim_and_check(qtbot, win, seat: int) -> None:
    controller = win.controller
    view = controller.view(seat)
    done_before, deals = len(view.tricks), controller.deal_number
    qtbot.keyClick(win.table, Qt.Key.Key_C)
    if controller.claiming is not None:  # (a quick pace may play it all out before the bar is looked at)
        claimer = "You" if len(controller.people) == 1 else NAMES[controller.partie.name][seat]
        assert win.bar.prompt.text() == f"{claimer} claimed the remaining tricks: they are played out."
    qtbot.waitUntil(lambda: controller.needs_deal() or controller.is_over() or controller.deal_number > deals,
                    timeout=CEILING_MS)
    assert controller.claiming is None
    sides = controller.sides
    winners = tricks_after(controller, seat, done_before)
    assert winners and all(w == seat for w in winners), winners
    # The score and the record are those of the same cards played: the engine replays the record to the same.
    partie = controller.partie
    again = partie.replayed(len(partie.deals))
    assert again.totals() == partie.totals()
    assert again.events_for(seat) == partie.events_for(seat)
    assert sides[seat] is not None


@pytest.mark.parametrize("game", NAMES)
def test_a_claim_is_offered_accepted_by_the_computer_and_played_out(qtbot, make_window, game: str) -> None:
    win = start(make_window, game)
    seat = play_until_offered(qtbot, win)
    assert seat == 0, "no claim arose"
    assert win.controller.can_claim(0)
    claim_and_check(qtbot, win, 0)


def test_never_offered_with_the_aid_off(qtbot, make_window) -> None:
    win = start(make_window, "rubicon", aid=False)
    assert play_until_offered(qtbot, win, deals=2) is None


@pytest.mark.parametrize("agree", [True, False], ids=["agreed", "refused"])
def test_at_a_shared_screen_the_others_are_asked(qtbot, make_window, monkeypatch, agree: bool) -> None:
    win = start(make_window, "normand", people=(0, 1))
    screen = win.ensure_built()
    asked: list[tuple[str, str]] = []

    def ask(title: str, question: str) -> bool:
        asked.append((title, question))
        return agree

    monkeypatch.setattr(screen, "ask", ask)
    screen.quiet = False
    seat = play_until_offered(qtbot, win)
    assert seat in (0, 1), "no claim arose"
    other = 1 - seat
    controller = win.controller
    if agree:
        claim_and_check(qtbot, win, seat)
    else:
        qtbot.keyClick(win.table, Qt.Key.Key_C)
        assert controller.claiming is None and controller.to_act() == seat and win.my_turn()
        assert "refused the claim" in win.statusBar().currentMessage()
        view = controller.view(seat)
        win.choose(view.legal_actions[0])  # play goes on: the person plays a card
        assert len(controller.view(seat).hand) == len(view.hand) - 1
    names = NAMES["normand"]
    assert asked == [("Claim the rest", f"{names[seat]} claims the remaining tricks. {names[other]}, do you agree?")]


def test_the_aid_is_off_unless_chosen_and_kept(qtbot) -> None:
    from piquet_gui.settings import Settings
    from piquet_gui.views.settings_dialog import SettingsDialog

    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    assert not dialog.offer_claims.isChecked()
    dialog.offer_claims.setChecked(True)
    dialog.store()
    assert Settings().offer_claims
