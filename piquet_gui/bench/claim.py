"""Benchmark of the claim's proof (``ai/claim.py``): ``python -m piquet_gui.bench.claim [--quick]``.

Positions: deals of computer parties (``--level``, default ``club``, at every seat) of the two-handed rubicon
game, three-handed (normand) and four-handed (partnership) piquet, from ``--seed``; every moment a seat is to
play a card with six tricks or fewer left is a position.  For each game it prints how long the proof took to
decide (p50, p95, max), how many positions were claimable, and checks each claim by playing it out against
random cards of the others (``--check``).

Measured (``--deals 60``, seed 1, club, on a loaded two-core machine, each claim played out three times)::

    rubicon      720 positions, 202 claimable; p50 0.03 ms, p95 0.07 ms, max 2.1 ms (six in hand: p95 1.15 ms)
    normand      831 positions, 117 claimable; p50 0.03 ms, p95 0.13 ms, max 5.5 ms (six in hand: p95 1.07 ms)
    partnership 1310 positions, 122 claimable; p50 0.04 ms, p95 0.12 ms, max 6.4 ms (six in hand: p95 0.16 ms)

Far under the 200 ms asked from six tricks left: most positions are decided without a search (a card above all
of the seat's cards of a suit that another seat may hold ends it; none possibly held above any proves it).  The
table offers a claim at every turn of the play, from a full hand too: there (all play positions of 30 deals,
seed 2) the p95 is 3.8 ms two-handed, 0.1 ms three- and four-handed, the worst 0.19 s (a two-handed hand of
twelve); the search gives up after ``ai.claim.BUDGET`` positions (no claim offered), never met here.

The proof is exact over the view (see ``ai/claim.py``): a claim's cards are certain, the others' random plays
can never beat them.
"""

from __future__ import annotations

import argparse
import copy
import random
import statistics
import time
from collections.abc import Iterator
from typing import Any

from ..ai.claim import Claim, prove
from ..ai.player import make_player
from ..model.actions import Play
from ..model.any_partie import AnyPartie
from ..model.games import find_game, new_game
from ..model.tricks import Phase

GAMES = ("rubicon", "normand", "partnership")


def positions(game: str, deals: int, seed: int, level: str = "club", most: int = 6) -> Iterator[AnyPartie]:
    """Each moment of ``deals`` deals of a computer party where a seat is to play a card with ``most`` tricks
    left or fewer (the partie as it stands: do not change it)."""
    seats = find_game(game).seats
    done = 0
    party = 0
    while done < deals:
        partie = new_game(game, seed=seed * 1000 + party)
        players = [make_player(level, seed * 1000 + party * 10 + s, game) for s in range(seats)]
        party += 1
        while done < deals and not partie.is_over():
            if partie.needs_deal():
                partie.start_deal()
                done += 1
            while partie.current is not None and partie.to_act is not None:
                seat = partie.to_act
                view = partie.view(seat)
                assert view is not None
                if view.phase is Phase.PLAY and len(view.hand) <= most:
                    yield partie
                partie.apply(players[seat].choose(view))


def play_out(partie: AnyPartie, claim: Claim, seat: int, rng: random.Random) -> bool:
    """Whether ``seat`` wins every remaining trick of a copy of ``partie`` by the claim's line, the others
    playing random legal cards."""
    partie = copy.deepcopy(partie)
    view = partie.view(seat)
    assert view is not None
    tricks, trick = len(view.tricks), len(view.trick)
    checked = tricks
    while partie.current is not None and partie.to_act is not None:
        actor = partie.to_act
        now = partie.view(actor)
        assert now is not None
        if actor == seat:
            action: Any = Play(claim.card_for(now, tricks, trick))
        else:
            action = rng.choice(list(now.legal_actions))
        partie.apply(action)
        last = partie.view(seat)
        if last is not None and len(last.tricks) > checked:
            if last.tricks[-1].winner != seat:
                return False
            checked = len(last.tricks)
    return True


def measure(game: str, deals: int, seed: int, level: str, check: int) -> dict[str, Any]:
    times: list[float] = []
    six: list[float] = []
    claimable = 0
    rng = random.Random(seed)
    for partie in positions(game, deals, seed, level):
        seat = partie.to_act
        assert seat is not None
        view = partie.view(seat)
        started = time.perf_counter()
        claim = prove(view)  # type: ignore[arg-type]
        times.append(time.perf_counter() - started)
        if len(view.hand) == 6:  # type: ignore[union-attr]
            six.append(times[-1])
        if claim is not None:
            claimable += 1
            for _ in range(check):
                if not play_out(partie, claim, seat, rng):
                    raise AssertionError(f"{game}: a claim failed (seed {seed})")
    times.sort()
    six.sort()
    return {"positions": len(times), "claimable": claimable,
            "p50": statistics.median(times) * 1000, "p95": times[int(0.95 * (len(times) - 1))] * 1000,
            "max": times[-1] * 1000, "six_p95": six[int(0.95 * (len(six) - 1))] * 1000 if six else 0.0}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="a few deals each")
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", default="club")
    parser.add_argument("--check", type=int, default=3, help="random play-outs of each claim")
    args = parser.parse_args(argv)
    deals = 4 if args.quick else args.deals
    for game in GAMES:
        r = measure(game, deals, args.seed, args.level, args.check)
        print(f"{game:12} {r['positions']:5} positions, {r['claimable']:4} claimable; decided in "
              f"p50 {r['p50']:.2f} ms, p95 {r['p95']:.2f} ms, max {r['max']:.1f} ms "
              f"(six cards in hand: p95 {r['six_p95']:.2f} ms)")


if __name__ == "__main__":
    main()
