"""Calling in turn (three and four players) in the calling panel: each player calls or passes, the panel offers the
legal calls in the words that say all they are judged on, marks the best so far, and a key or a button applies
the choice."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from piquet_gui.model import Phase
from piquet_gui.model.actions import Call
from piquet_gui.model.events import Said, Speech
from piquet_gui.model.games import new_game
from piquet_gui.views.card_renderer import CardRenderer
from piquet_gui.views.declaration_panel import DeclarationPanel, best_so_far
from piquet_gui.views.words import said_words

NAMES = {"normand": ("Anne", "Ben", "Claire"), "partnership": ("Anne", "Ben", "Claire", "Dora")}


def to_calls(name: str, seed: int):
    """A partie of ``name`` dealt and played to its calls (the dealer's exchange, carte blanche: first choices)."""
    partie = new_game(name, players=NAMES[name], seed=seed)
    partie.start_deal()
    while partie.view(partie.to_act).phase is not Phase.DECLARATION:
        partie.apply(partie.legal_actions()[-1])
    return partie


def panel_for(qtbot, view, names, choosing=True) -> DeclarationPanel:
    panel = DeclarationPanel(CardRenderer())
    qtbot.addWidget(panel)
    panel.show_view(view, names, choosing)
    panel.resize(620, panel.height_for(620))
    panel.show()
    return panel


@pytest.mark.parametrize("name", ["normand", "partnership"])
def test_each_player_calls_or_passes_in_turn_through_the_panel(qtbot, name: str) -> None:
    partie = to_calls(name, seed=4)
    names = NAMES[name]
    spoken = 0
    while partie.current is not None and partie.view(partie.to_act).phase is Phase.DECLARATION:
        seat = partie.to_act
        view = partie.view(seat)
        panel = panel_for(qtbot, view, names)
        legal = list(view.legal_actions)
        offered = panel.choices()
        assert len(offered) == len(legal), "every legal call is offered"
        assert offered[-1].endswith("Pass"), "a pass is always offered, last"
        for action, words in zip(legal, offered):
            if isinstance(action, Call) and action.combos and not view.unspoken:
                assert "Pass" not in words and "(" in words, "a call says its cards"
        if view.unspoken:
            assert offered == ["&1  Pass"] and "you pass" in panel._prompt.text()
        if view.category.value == "point" and len(legal) > 1:
            assert ", making " in offered[0], "a point called in turn says its pips"
        # Each call says what it said: another player's point its pips, a sequence its height (issue 26).
        for said in view.said:
            if said.speech is Speech.CALL and said.seat != seat:
                words = said_words(said, True)
                assert ", making " in words if said.category.value == "point" else True, words
                assert " to the " in words.lower() if said.category.value == "sequences" else True, words
        # Every other seat's words so far are on the panel, under their names.
        text = " ".join(label.text() for label in panel._lines.values())
        for said in view.said:
            assert names[said.seat] in text
        assert ("call or pass" in panel._prompt.text()) is not view.unspoken
        # Choose through the panel: the first call by its key, else pass by its button.
        chosen = []
        panel.chosen.connect(chosen.append)
        if spoken % 2 == 0:
            QTest.keyClick(panel.buttons[0], Qt.Key.Key_Space)
        else:
            panel.buttons[-1].click()
        assert chosen == [legal[0] if spoken % 2 == 0 else legal[-1]]
        events = partie.apply(chosen[0])
        # What was offered is what is said: the button's words begin with the words the table hears.
        said = [e for e in events if isinstance(e, Said) and e.seat == seat]
        button = offered[0 if spoken % 2 == 0 else -1].split("  ", 1)[1]
        assert said and button.startswith(said_words(said[0], True)), (button, said)
        spoken += 1
    assert spoken >= len(names) * 3 or partie.current is None, "everyone spoke in each category"


def test_the_best_so_far_is_marked_and_a_waiting_panel_names_the_speaker(qtbot) -> None:
    partie = to_calls("normand", seed=4)
    names = NAMES["normand"]
    while partie.current is not None and not any(s.speech.value == "call" for s in partie.view(0).said):
        partie.apply(partie.legal_actions()[0])
    view = partie.view(0)
    best = best_so_far([s for s in view.said if s.category is view.said[-1].category])
    assert best, "someone called"
    panel = panel_for(qtbot, view, names, choosing=view.to_act == 0)
    line = panel._lines[view.said[-1].category].text()
    assert f"<b>{names[best[0].seat]}:" in line, "the best call so far is in bold"
    if view.to_act != 0 and view.to_act is not None:
        assert names[view.to_act] in panel._prompt.text()
        assert not panel.buttons, "nothing to choose while another speaks"
