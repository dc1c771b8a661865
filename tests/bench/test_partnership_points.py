"""Four-handed gains split by the score sheet's lines (``bench.partnership_points``): the lines add up to the
players' bench, and a capot counted is a capot scored."""

from __future__ import annotations

from piquet_gui.bench import partnership_points
from piquet_gui.bench.players import (PlayerFactory, TimedPlayer, partnership_player, play_partnership_deals,
                                      play_partnership_pair)


def factory(level: str) -> PlayerFactory:
    return lambda s: TimedPlayer(partnership_player(level, s), [])


def test_the_lines_add_up_to_the_pairs_differences() -> None:
    pairs, seed = 5, 3
    gains, capots = partnership_points.split("casual", "beginner", pairs, seed)
    totals = [play_partnership_pair(factory("casual"), factory("beginner"), seed, i).diff for i in range(pairs)]
    assert [sum(line[i] for line in gains.values()) for i in range(pairs)] == totals
    assert set(gains) == set(partnership_points.LINES)
    capot_deals = sum(deal.scores[side].capot > 0 for i in range(pairs)
                      for deal in play_partnership_deals(factory("casual"), factory("beginner"), seed, i)
                      for side in (0, 1))
    assert capots["A"] + capots["B"] <= capot_deals
    assert partnership_points.main(["--a", "casual", "--b", "beginner", "--pairs", "1", "--seed", "3"]) == 0


def test_a_side_made_capot_on_cards_the_other_did_not_is_counted_for_it() -> None:
    # The random floor against the simple player: over a few deals the simple side makes capot on cards where
    # the random one does not, never the other way round on those deals.
    pairs, seed = 12, 5
    _, capots = partnership_points.split("casual", "random", pairs, seed)
    made = 0
    for i in range(pairs):
        first, second = play_partnership_deals(factory("casual"), factory("random"), seed, i)
        for side, with_a, with_b in ((0, first, second), (1, second, first)):
            made += with_a.scores[side].capot > 0 and with_b.scores[side].capot == 0
    assert capots["A"] == made > 0
