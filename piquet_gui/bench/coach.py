"""The coach's benchmark: ``python -m piquet_gui.bench.coach [--deals N] [--levels L ...] [--seed S] [--game G]``.

For each level, ``--deals`` deals of ``--game`` (Rubicon piquet by default; any registered game: ``au-cent``,
``auction``; ``normand``, three-handed; ``partnership``, four-handed) are played by that level in seat 0
against Club in every other seat, and seat 0's decisions analysed by the coach (``coach.analysis``): the
report gives, per level, the mean cost of a judged decision of the play, of the exchange, of the calls and of
the auction, the share marked "?!" or worse, the time the analysis of a deal took (median and largest; this
machine), the longest wait for its first judgement, and the calls' share of the time.  A stronger level should cost less.

Three and four hands (issue 30), 20 deals a level, seed 1, on this machine (2 cores shared with other work),
seat 0's decisions (a deal's costs in points of the deal for the seat: three hands its points less the mean
of the others', four hands its side's less the other side's)::

    game         level     play  exchange  calls  marked  deal ms median    max  first mark ms max
    normand      beginner  2.81      7.10   0.00   39.7%            1625  10322               1016
    normand      club      0.78      0.99   0.00   18.3%            1071   4365                645
    normand      master    0.53      0.99   0.00   12.7%            1059   4444                595
    partnership  beginner  1.45         -   0.00   23.9%            1664   6250                110
    partnership  club      1.44         -   0.00   20.3%            1415   5982                112
    partnership  master    0.88         -   0.00   14.5%            1524   5804                107

So a three- or four-handed deal is judged in at most about 10 s, median under 2 s (the limit: 20 s), and
its first marks come within about a second (limit: 2 s).  The computer players always declare in full, so their calls
cost nothing here; sunk calls (random moves) cost points (``tests/coach/test_round_play.py``).  The exchange
is the simple player's at every level above Beginner, hence Club's and Master's equal figure.  Twenty deals a
level are few: the per-level figures over 100 deals each, every game, are ``bench/levels.py``'s.


Auction piquet (issue 30), 20 deals a level, seed 1, on this machine (shared as above), seat 0's decisions::

    level     play  exchange  calls  auction  marked  deal ms median   max  first mark ms max
    beginner  3.27     10.73   0.00    25.06   40.5%             342  1090                185
    casual    2.93      5.02   0.00    25.06   36.3%             334  2524                126
    club      8.82      2.29   0.00     0.00   22.7%             404  2087                127
    expert    0.83      0.37   0.00     0.00    7.3%             457  2185                216
    master    0.16      9.32   0.00     0.00    7.0%             582  5727                328

A whole auction deal is judged in at most about 6 s (limit 10 s), its first mark within half a second (limit
2 s); a bid takes well under a second (200 placements played out fast).  Beginner and Casual bid by the rule
of thumb (``ai.auction_bidding``), Club and above by the estimate over sampled deals
(``ai.auction_estimate``), which the coach's valuation shares (its placements, its play-out): so their bids
cost nothing here by construction (a measure of the rule of thumb against the estimate, not of the estimate
itself), and the rule of thumb's about 25 points a bid.  Of the 20 deals, 3 (Beginner) and 4 (Club, Master)
were passed out.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Iterable, Sequence
from typing import Any

from ..ai.player import LEVELS, make_player
from ..ai.round_levels import round_player
from ..coach.analysis import analyse_iter
from ..model.games import ALL_GAMES, new_game
from ..model.two_handed.partie import Partie


GAMES = {game.name: game.seats for game in ALL_GAMES}
"""Every registered game (``model.games``) by its seats."""


def one_deal(level: str, seed: int, game: str = "rubicon") -> Any:
    """A deal of ``game``: ``level`` in seat 0, Club in the others."""
    partie = new_game(game, seed=seed)
    partie.start_deal()
    seats = GAMES[game]
    if seats == 2:
        assert isinstance(partie, Partie)
        players = [make_player(level, seed * 2, game), make_player("club", seed * 2 + 1, game)]
    else:
        players = [round_player(level, seed * 4, seats)] + [round_player("club", seed * 4 + s, seats)
                                                              for s in range(1, seats)]
    return first_deal_played(partie, players)


def first_deal_played(partie: Any, players: Sequence[Any]) -> Any:
    """``partie`` (its first deal dealt) with that deal played to its end by ``players``, a seat each."""
    while not partie.deals[0].is_over():
        seat = partie.to_act
        assert seat is not None
        view = partie.view(seat)
        assert view is not None
        partie.apply(players[seat].choose(view))
    return partie


def main(argv: Iterable[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m piquet_gui.bench.coach", description=__doc__)
    p.add_argument("--deals", type=int, default=100)
    p.add_argument("--levels", nargs="+", default=list(LEVELS), choices=LEVELS)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--game", default="rubicon", choices=list(GAMES))
    args = p.parse_args(None if argv is None else list(argv))
    print(f"the coach on {args.deals} {args.game} deals a level (seat 0, against Club), seed {args.seed}")
    print(f"{'level':<10} {'play: mean cost':>16} {'exchange: mean':>15} {'calls: mean':>12} {'auction':>8} "
          f"{'marked':>7} "
          f"{'deal ms median':>15} {'max':>7} {'first mark ms max':>18} {'calls share':>12}")
    for level in args.levels:
        play: list[float] = []
        exchange: list[float] = []
        calls: list[float] = []
        auction: list[float] = []
        times: list[float] = []
        calls_time = 0.0
        firsts: list[float] = []
        for index in range(args.deals):
            partie = one_deal(level, args.seed * 100_000 + index, args.game)
            start = last = time.perf_counter()
            judged = []
            for item in analyse_iter(partie, seat=0, seed=index):  # each judgement timed from the one before
                judged.append(item)
                now = time.perf_counter()
                if len(judged) == 1:
                    firsts.append(now - start)
                if item.phase == "calls":
                    calls_time += now - last
                last = now
            times.append(time.perf_counter() - start)
            play += [j.cost for j in judged if j.cost is not None and j.phase == "play"]
            exchange += [j.cost for j in judged if j.cost is not None and j.phase == "exchange"]
            calls += [j.cost for j in judged if j.cost is not None and j.phase == "calls"]
            auction += [j.cost for j in judged if j.cost is not None and j.phase == "auction"]
        every = play + exchange + calls + auction
        marked = sum(1 for c in every if c >= 1) / len(every) if every else 0.0
        print(f"{level:<10} {_mean(play):>16.2f} {_mean(exchange):>15.2f} {_mean(calls):>12.2f} {_mean(auction):>8.2f} "
              f"{marked:>7.1%} "
              f"{statistics.median(times) * 1000:>15.0f} {max(times) * 1000:>7.0f} "
              f"{max(firsts) * 1000:>18.0f} {calls_time / sum(times):>12.1%}")
    return 0


def _mean(values: list[float]) -> float:
    return statistics.mean(values) if values else 0.0


if __name__ == "__main__":
    raise SystemExit(main())
