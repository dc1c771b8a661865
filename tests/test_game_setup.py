"""Every way of starting a game goes through ``new_game`` by the game's record name and options: the new-game
dialog's rules and partie format come back whole."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from piquet_gui.game_setup import GameConfig, SeatSetup
from piquet_gui.model import FOUR_DEALS, Rubicon, Rules, Target
from piquet_gui.model.two_handed.partie import Partie
from piquet_gui.model.two_handed.rules import OPTIONS

rules_strategy = st.builds(Rules, **{info.name: st.sampled_from(info.values) for info in OPTIONS})
formats = st.sampled_from([Rubicon(), FOUR_DEALS, Target(100, "seca"), Target(150, "ligada"), Target(221, "seca")])
SEATS = (SeatSetup("Anne", True), SeatSetup("Ben", False, "club"))


@settings(max_examples=60, deadline=None)
@given(rules=rules_strategy, partie_format=formats, first=st.integers(0, 1), seed=st.integers(0, 1000))
def test_a_two_handed_set_up_makes_the_same_partie_through_new_game(rules, partie_format, first, seed) -> None:
    config = GameConfig.of(SEATS, first, rules, partie_format, seed)
    assert config.game in ("rubicon", "four-deals", "target")
    partie = config.partie()
    assert isinstance(partie, Partie)
    assert partie.rules == rules and partie.format == partie_format
    assert partie.players == ("Anne", "Ben") and partie.first_dealer == first
    assert partie.start_deal().dealt == Partie(rules, partie_format, ("Anne", "Ben"), first, seed).start_deal().dealt


def test_any_game_by_its_name_and_options() -> None:
    seats = tuple(SeatSetup(name, False) for name in ("A", "B", "C"))
    partie = GameConfig(seats, 2, "normand", {"target": 150}).partie()
    assert partie.name == "normand" and partie.seats == 3 and partie.players == ("A", "B", "C")
