"""The Beginner: it wins a trick as cheaply as it can."""

from __future__ import annotations

from piquet_gui.ai import make_player
from piquet_gui.model import Partie, Play


def test_beginner_takes_a_trick_cheaply_when_it_can() -> None:
    partie = Partie(seed=2)
    partie.start_deal()
    players = [make_player("beginner", 1), make_player("beginner", 2)]
    checked = 0
    while partie.current is not None:
        seat = partie.to_act
        view = partie.view(seat)
        action = players[seat].choose(view)
        if isinstance(action, Play) and view.trick:
            led = view.trick[0]
            winners = [a.card for a in view.legal_actions if a.card.suit == led.suit and a.card.rank > led.rank]
            if winners:
                assert action.card == min(winners, key=lambda c: c.rank)
                checked += 1
        partie.apply(action)
    assert checked > 0
