"""The auction's gain split by contract (``bench.auction_roles``): the groups add up to the players' bench."""

from __future__ import annotations

from piquet_gui.bench import auction_roles
from piquet_gui.bench.players import TimedPlayer, bench_player, game_setup, play_pair


def test_the_contracts_groups_add_up_to_the_pairs_differences() -> None:
    pairs, seed = 6, 3
    groups = auction_roles.split("casual", "beginner", pairs, seed)
    rules, _ = game_setup("auction")
    total = sum(play_pair(lambda s: TimedPlayer(bench_player("casual", s), []),
                          lambda s: TimedPlayer(bench_player("beginner", s), []), seed, i, rules)[0].diff
                for i in range(pairs))
    assert abs(sum(sum(g) for g in groups.values()) - total) < 1e-9
    assert sum(len(g) for g in groups.values()) == 2 * pairs
    assert set(groups) <= {"minus", "plus", "passed out", "contracts differ"}
    assert auction_roles.main(["--a", "casual", "--b", "beginner", "--pairs", "2", "--seed", "3"]) == 0
