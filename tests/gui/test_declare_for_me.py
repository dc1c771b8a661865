"""The aid *Declare for me* (issue 29): with it on, the person's calls and replies are made for them (the
strongest true call, or the Master's choice) in rubicon, normand and partnership piquet, and they are never asked
during the declaration; with it off they are asked; a call made for them can be taken back."""

from __future__ import annotations

import pytest

from piquet_gui.ai.player import make_player
from piquet_gui.controller import GameConfig, GameController, SeatSetup
from piquet_gui.model import Phase
from piquet_gui.model.actions import Call, Reply, says_itself
from piquet_gui.model.declaring import strongest_true
from piquet_gui.model.events import Said
from piquet_gui.views.table_follower import TableFollower
from tests.helpers import CEILING_MS

NAMES = {"partnership": ("Anne", "Ben", "Claire", "Dan"), "normand": ("Anne", "Ben", "Claire"),
         "rubicon": ("Anne", "Ben")}
GAMES = tuple(NAMES)


@pytest.fixture(autouse=True)
def own_settings(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("PIQUET_SETTINGS_FILE", str(tmp_path / "settings.ini"))


def start(qtbot, make_window, game: str, mode: str, seed: int = 3, monkeypatch=None):
    """Anne (seat 0, first after the dealer) against the computer, the aid as ``mode`` in the settings; returns
    the window and the phases of the questions put to Anne from then on."""
    names = NAMES[game]
    win = make_window(1100, 720)
    screen = win.ensure_built()
    screen.quiet = True
    screen.settings.guide = False
    screen.settings.declare_for_me = mode
    seats = tuple(SeatSetup(name, n == 0, None if n == 0 else "club") for n, name in enumerate(names))
    asked: list[Phase | None] = []
    shown = TableFollower.human_to_act

    def human_to_act(follower: TableFollower, seat: int) -> None:
        asked.append(follower.table.phase())
        shown(follower, seat)

    monkeypatch.setattr(TableFollower, "human_to_act", human_to_act)
    win.new_game(GameConfig(seats, first_dealer=len(names) - 1, game=game, seed=seed))
    return win, asked


def play_to_the_cards(qtbot, win) -> None:
    """Anne answers every question outside the declaration with her first choice until the first card."""
    controller = win.controller
    while True:
        qtbot.waitUntil(lambda: controller.phase() is Phase.PLAY
                        or (win.my_turn() and not win.thinking and controller.phase() is not Phase.DECLARATION),
                        timeout=CEILING_MS)
        if controller.phase() is Phase.PLAY:
            return
        win.choose(controller.legal_actions(0)[0])


def anne_declarations(partie) -> list[tuple[object, object]]:
    """Anne's calls and replies of the first deal where she had a choice: (her view just before, what she said)."""
    return [(view, action) for deal, seat, view, action in partie.decisions()
            if deal == 0 and seat == 0 and isinstance(action, (Call, Reply)) and not says_itself(view.legal_actions)]


def _strongest(game: str, view) -> object:
    return strongest_true(view.legal_actions)


def _masters(game: str, view) -> object:
    return make_player("master", 1, game).choose(view)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize(("mode", "expected"), [("strongest", _strongest), ("master", _masters)],
                         ids=["the strongest true call", "the Master's choice"])
def test_the_calls_are_made_for_the_person(qtbot, make_window, monkeypatch, game: str, mode: str, expected) -> None:
    """Each mode: Anne is never asked in the declaration, and each call made for her is the mode's."""
    win, asked = start(qtbot, make_window, game, mode, monkeypatch=monkeypatch)
    play_to_the_cards(qtbot, win)
    assert Phase.DECLARATION not in asked, "Anne is never asked during the declaration"
    made = anne_declarations(win.controller.partie)
    assert made, "Anne had calls to make: choose another seed"
    for view, action in made:
        assert action == expected(game, view), f"{action} for Anne, not {mode}"
    said = [e for e in win.controller.events(0) if isinstance(e, Said) and e.seat == 0]
    assert said, "Anne's calls are said in the events (the panel and the log)"


@pytest.mark.parametrize("game", GAMES)
def test_with_the_aid_off_the_person_is_asked(qtbot, make_window, monkeypatch, game: str) -> None:
    win, asked = start(qtbot, make_window, game, "off", monkeypatch=monkeypatch)
    controller = win.controller
    while Phase.DECLARATION not in asked:
        qtbot.waitUntil(lambda: win.my_turn() and not win.thinking, timeout=CEILING_MS)
        if controller.phase() is not Phase.DECLARATION:
            win.choose(controller.legal_actions(0)[0])
        elif Phase.DECLARATION not in asked:
            asked.append(Phase.DECLARATION)  # asked before the signal was followed
    assert controller.phase() is Phase.DECLARATION and win.my_turn(), "Anne is asked for her call"


def test_a_call_made_for_the_person_taken_back_is_theirs_to_make(qtbot, make_window, monkeypatch) -> None:
    win, asked = start(qtbot, make_window, "rubicon", "strongest", monkeypatch=monkeypatch)
    play_to_the_cards(qtbot, win)
    controller = win.controller
    made = anne_declarations(controller.partie)
    assert made
    assert win.undo(False)
    qtbot.waitUntil(lambda: win.my_turn() and not win.thinking, timeout=CEILING_MS)
    assert controller.phase() is Phase.DECLARATION, "Undo returns to the moment before the call made for Anne"
    assert anne_declarations(controller.partie) == made[:-1]
    assert asked[-1] is Phase.DECLARATION, "Anne is asked: the aid does not make the same call again at once"
    assert controller.can_undo(), "Undo can go further back"
    assert win.undo(False)
    qtbot.waitUntil(lambda: win.my_turn() and not win.thinking, timeout=CEILING_MS)
    assert len(anne_declarations(controller.partie)) < len(made[:-1]) or len(made) == 1


def test_at_a_shared_screen_the_calls_of_every_person_are_made_for_them(qtbot, make_window, monkeypatch) -> None:
    """Hot-seat partnership piquet, Anne and Claire partners at one screen: neither is asked for a call."""
    win = make_window(1100, 720)
    screen = win.ensure_built()
    screen.quiet = True
    screen.settings.guide = False
    screen.settings.declare_for_me = "strongest"
    asked: list[tuple[int, Phase | None]] = []
    shown = TableFollower.human_to_act

    def human_to_act(follower: TableFollower, seat: int) -> None:
        asked.append((seat, follower.table.phase()))
        shown(follower, seat)

    monkeypatch.setattr(TableFollower, "human_to_act", human_to_act)
    names = NAMES["partnership"]
    seats = tuple(SeatSetup(name, n % 2 == 0, None if n % 2 == 0 else "club") for n, name in enumerate(names))
    win.new_game(GameConfig(seats, first_dealer=3, game="partnership", seed=3))
    controller = win.controller
    while controller.phase() is not Phase.PLAY:
        qtbot.waitUntil(lambda: controller.phase() is Phase.PLAY or (
            controller.to_act() in controller.people and controller.phase() is not Phase.DECLARATION),
            timeout=CEILING_MS)
        if controller.phase() is not Phase.PLAY:
            seat = controller.to_act()
            controller.act(seat, controller.legal_actions(seat)[0])
    assert not [a for a in asked if a[1] is Phase.DECLARATION], "no person is asked during the declaration"
    made = [(view, action) for deal, who, view, action in controller.partie.decisions()
            if deal == 0 and who in (0, 2) and isinstance(action, (Call, Reply)) and not says_itself(view.legal_actions)]
    assert made, "the people had calls to make: choose another seed"
    assert all(action == strongest_true(view.legal_actions) for view, action in made)


def test_no_call_is_offered_during_the_pause_before_a_call_made_for_the_person(qtbot, make_window,
                                                                               monkeypatch) -> None:
    """While the aid waits to make Anne's call (the pause to read what was said), the calling panel offers her
    nothing: a click there cannot say something else in her place."""
    win, asked = start(qtbot, make_window, "rubicon", "strongest", monkeypatch=monkeypatch)
    win.set_pace(400)
    controller = win.controller
    seen: list[tuple[bool, bool]] = []

    def look() -> None:
        if controller.phase() is Phase.DECLARATION and controller.to_act() == 0 and controller.speaks_for(0):
            seen.append((win.my_turn(), any(b.isVisible() and b.isEnabled() for b in win.panel.buttons)))

    controller.stateChanged.connect(look)
    play_to_the_cards(qtbot, win)
    assert seen, "the aid paused before Anne's calls"
    assert not any(turn or offered for turn, offered in seen), f"Anne was offered a call during the pause: {seen}"


def test_declare_for_me_at_a_table_joined_over_the_network(qtbot, make_window, tmp_path, monkeypatch) -> None:
    """A table hosted elsewhere (a host on 127.0.0.1, a computer in the other seat): Anne's calls are made for
    her as at a local table, and she is never asked during the declaration."""
    from piquet_gui.network.host import Host
    from piquet_gui.network.seat_specs import SeatSpec
    from tests.gui.test_remote_table import close_host, join_through_dialog

    monkeypatch.setenv("PIQUET_DATA_DIR", str(tmp_path / "data"))
    host = Host("rubicon", {}, [SeatSpec(True), SeatSpec(False, "club")], tmp_path / "host", seed=3)
    port = host.listen("127.0.0.1", 0)
    try:
        win = make_window(1100, 720)
        screen = win.ensure_built()
        screen.quiet = True
        screen.settings.guide = False
        screen.settings.declare_for_me = "strongest"
        asked: list[Phase | None] = []
        shown = TableFollower.human_to_act

        def human_to_act(follower: TableFollower, seat: int) -> None:
            view = follower.table.view(seat)
            asked.append(view.phase if view is not None else None)
            shown(follower, seat)

        monkeypatch.setattr(TableFollower, "human_to_act", human_to_act)
        join_through_dialog(win, f"127.0.0.1:{port}", "Anne")
        table = win.controller
        me = win.viewer
        made: list[tuple[object, object]] = []
        while True:
            qtbot.waitUntil(lambda: table.view(me) is not None and (
                table.view(me).phase is Phase.PLAY or (win.my_turn() and bool(table.legal_actions(me)))),
                timeout=CEILING_MS)
            view = table.view(me)
            if view.phase is Phase.PLAY:
                break
            before = len(table.events(me))
            win.choose(table.legal_actions(me)[0])
            qtbot.waitUntil(lambda: len(table.events(me)) > before, timeout=CEILING_MS)
        said = [e for e in table.events(me) if isinstance(e, Said) and e.seat == me]
        assert said, "Anne's calls were said at the table"
        assert Phase.DECLARATION not in asked, "Anne is never asked during the declaration"
    finally:
        close_host(host)


@pytest.mark.parametrize("mode", ["off", "strongest", "master"])
def test_carte_blanche_is_announced_for_the_person_with_the_aid(qtbot, mode: str) -> None:
    """Anne, elder, holds carte blanche (no face card): with *Declare for me* it is announced for her (it is the
    strongest true call; the Master announces it too), and she is not asked; with the aid off she is asked."""
    from piquet_gui.model import CarteBlanche, Partie
    from piquet_gui.model.events import CarteBlancheAnnounced
    from tests.gui.test_deal_summary import dealt
    from tests.model.test_worked_examples import ELDER_CB

    partie = Partie(players=("Anne", "Ben"), first_dealer=ELDER_CB["dealer"])
    partie.start_deal(*dealt(ELDER_CB))
    controller = GameController(partie, (SeatSetup("Anne", True), SeatSetup("Ben", False, "club")), pace_ms=0,
                                seed=3)
    controller.declare_for_me = mode
    asked: list[object] = []
    controller.humanToAct.connect(lambda seat: asked.append(controller.legal_actions(seat)[0]))
    announced: list[int] = []
    controller.eventHappened.connect(lambda event: isinstance(event, CarteBlancheAnnounced)
                                     and announced.append(event.seat))
    controller.start()
    if mode == "off":
        qtbot.waitUntil(lambda: bool(asked), timeout=CEILING_MS)
        assert isinstance(asked[0], CarteBlanche) and not announced, "Anne is asked whether to announce"
        return
    qtbot.waitUntil(lambda: bool(announced) or bool(asked), timeout=CEILING_MS)
    assert announced == [0], "carte blanche announced for Anne"
    assert not any(isinstance(action, CarteBlanche) for action in asked), "Anne is not asked"
    controller.stop()
