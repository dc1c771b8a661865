"""The worlds a two-handed search plays in keep the partie's moment rule: the deal stops the instant a seat
reaches the game's target (au cent), as the partie sets it on the real deal."""

from __future__ import annotations

import random

from piquet_gui.ai.player import make_player
from piquet_gui.ai.world import play_world
from piquet_gui.model import Phase
from piquet_gui.model.cards import mask_of
from piquet_gui.model.two_handed.partie import Partie
from piquet_gui.model.two_handed.formats import Rubicon
from piquet_gui.model.two_handed.rules import Rules
from piquet_gui.model.games import rule_set_of


def _au_cent_play(seed: int, near: int) -> Partie | None:
    """A partie of au cent in the play of a deal, a side of its game at ``near`` or more before it (None if
    the partie from ``seed`` never stands there)."""
    rules, game = rule_set_of("au-cent", {})
    partie = Partie(format=game, rules=rules, first_dealer=0, seed=seed)
    players = [make_player("club", seed, "au-cent"), make_player("club", seed + 1, "au-cent")]
    while not partie.is_over():
        if partie.needs_deal():
            partie.start_deal()
        deal = partie.deals[-1]
        if deal.phase is Phase.PLAY and max(partie.view(0).partie.totals) >= near:  # type: ignore[union-attr]
            return partie
        seat = partie.to_act
        assert seat is not None
        partie.apply(players[seat].choose(partie.view(seat)))
    return None


def test_the_worlds_stop_where_the_deal_does() -> None:
    positions = [p for p in (_au_cent_play(seed, 60) for seed in range(12)) if p is not None]
    assert len(positions) >= 3
    for seed, partie in enumerate(positions):
        deal = partie.deals[-1]
        assert deal.stop_at is not None
        seat = partie.to_act
        assert seat is not None
        view = partie.view(seat)
        world = play_world(view, deal.hands[1 - seat])
        assert world.stop_at == deal.stop_at
        # the world, played on the same cards, ends where the real deal ends
        rng = random.Random(seed)
        real, copy = deal.copy(), world.copy()
        while not real.is_over():
            action = rng.choice(list(real.legal_actions()))
            real.apply(action)
            copy.apply(action)
            assert copy.is_over() == real.is_over()
        assert [s.total for s in copy.scores] == [s.total for s in real.scores]


def test_a_game_without_a_target_has_no_stop() -> None:
    rules, game = Rules(), Rubicon()
    partie = Partie(format=game, rules=rules, first_dealer=0, seed=4)
    players = [make_player("club", 4), make_player("club", 5)]
    partie.start_deal()
    while partie.deals[-1].phase is not Phase.PLAY:
        seat = partie.to_act
        assert seat is not None
        partie.apply(players[seat].choose(partie.view(seat)))
    seat = partie.to_act
    assert seat is not None
    world = play_world(partie.view(seat), mask_of(()))
    assert world.stop_at is None
