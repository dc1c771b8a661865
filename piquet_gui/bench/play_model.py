"""Fit the model of the Master's card (``ai/play_model.py``) to its own play.

``python -m piquet_gui.bench.play_model --record FILE --game GAME --deals N --seed S`` plays N deals between
Masters as they were before the model (two-handed ``master_variants.SimplePlayModelSameOutsidePlay``, alike
outside the play; four-handed the level's own) and writes each card they chose
among several, one JSON line each: the hand it came from, the cards gone before, the trick so far, whether a
minus contract was played, the card.  ``python -m piquet_gui.bench.play_model --fit FILE...`` fits the
conditional logit (a softmax over each decision's legal cards, one row of weights per context, each row from
its context's decisions alone) on four fifths of the lines and prints, on the fifth held out, the
log-likelihood per decision against the uniform choice's and how often the likeliest card was the one
played; then the rows fitted on every line, to paste into ``play_model.WEIGHTS``.

Today's weights (``ai/play_model.py``)::

    python -m piquet_gui.bench.play_model --record rubicon.jsonl --game rubicon --deals 500 --seed 71
    python -m piquet_gui.bench.play_model --record auction.jsonl --game auction --deals 500 --seed 72
    python -m piquet_gui.bench.play_model --record four.jsonl --game partnership --deals 200 --seed 73
    python -m piquet_gui.bench.play_model --fit rubicon.jsonl auction.jsonl four.jsonl

22,464 decisions (about 15 minutes of recording on this machine, half a minute of fitting); held out (a fifth),
-0.899 a decision against the uniform choice's -1.561; the likeliest card was the one played in 62% of the
leads, 94% of the cards following suit and 71% of the throw-offs (minus contracts: 49%, 66%, 60%;
four-handed: 57%, 84% and 60%).
"""

from __future__ import annotations

import argparse
import collections
import json
import math
import random
from collections.abc import Iterable, Sequence
from typing import Any, TextIO

from ..ai.play_model import CONTEXTS, FEATURES, context_of, features
from ..ai.player import make_player
from ..model.actions import Action, Play
from ..model.cards import FULL_PACK, SUIT_MASKS, mask_of
from ..model.partnership.deal import PartnershipDeal
from ..model.tricks import Phase
from ..model.view import SeatView
from . import players as bench
from .master_variants import SimplePlayModelSameOutsidePlay

Row = tuple[int, list[tuple[float, ...]], int]
"""One decision: its context, the features of each legal card, the index of the card played among them."""


class Recorder:
    """A player that writes each of its non-forced cards to ``out`` (see the module)."""

    def __init__(self, player: Any, out: TextIO) -> None:
        self.player, self.out = player, out

    def attach(self, deal: Any) -> None:
        pass

    def choose(self, view: SeatView) -> Action:
        action: Action = self.player.choose(view)
        plays = [a for a in view.legal_actions if isinstance(a, Play)]
        if view.phase is Phase.PLAY and len(plays) > 1 and isinstance(action, Play):
            gone = mask_of(c for t in view.tricks for c in t.cards) | mask_of(view.trick)
            contract = view.contract
            line = {"hand": mask_of(view.hand), "gone": gone, "trick": [c.index for c in view.trick],
                    "minus": contract is not None and contract.minus, "seats": len(view.seats),
                    "card": action.card.index}
            self.out.write(json.dumps(line) + "\n")
        return action


def record(game: str, deals: int, seed: int, out: TextIO) -> None:
    if game == "partnership":
        for index in range(deals):
            deal = PartnershipDeal.shuffled(index % 4, random.Random(bench.derive(seed, "four", index)))
            players = [Recorder(make_player("master", bench.derive(seed, "seat", index, s), game), out)
                       for s in range(4)]
            while not deal.is_over():
                seat = deal.to_act
                assert seat is not None
                deal.apply(players[seat].choose(deal.view(seat)))
        return
    rules, _ = bench.game_setup(game)
    for index in range(deals):
        pair = bench.pair_deal(seed, index, rules)
        seats = [Recorder(SimplePlayModelSameOutsidePlay(random.Random(bench.derive(seed, "seat", index, s))), out)
                 for s in (0, 1)]
        bench.play_deal(pair, seats)  # type: ignore[arg-type]


def decision(line: dict[str, Any]) -> Row | None:
    """A recorded line as the fit reads it (None: a line with one legal card)."""
    hand, gone, trick = int(line["hand"]), int(line["gone"]), [int(c) for c in line["trick"]]
    led = SUIT_MASKS[trick[0] >> 3] if trick else 0
    legal_mask = hand & led if hand & led else hand
    legal = [i for i in range(32) if legal_mask >> i & 1]
    if len(legal) < 2 or line["card"] not in legal:
        return None
    out = FULL_PACK & ~(hand | gone)
    return (context_of(hand, trick, bool(line["minus"]), int(line.get("seats", 2))),
            [features(hand, out, trick, i) for i in legal],
            legal.index(line["card"]))


def log_likelihood(rows: Sequence[Row], weights: Sequence[Sequence[float]]) -> float:
    """The mean log-probability the weights give the card played."""
    total = 0.0
    for context, cards, played in rows:
        scores = [sum(w * f for w, f in zip(weights[context], card)) for card in cards]
        top = max(scores)
        total += scores[played] - top - math.log(sum(math.exp(s - top) for s in scores))
    return total / len(rows)


def fit(rows: Sequence[Row], epochs: int = 80, rate: float = 0.05, decay: float = 1e-3) -> list[list[float]]:
    """The weights of most likelihood (a little L2 decay), by Adam on the whole batch; each context's row from
    its own decisions alone."""
    width = len(FEATURES)
    weights = [[0.0] * width for _ in CONTEXTS]
    first = [[0.0] * width for _ in CONTEXTS]
    second = [[0.0] * width for _ in CONTEXTS]
    counts = collections.Counter(context for context, _, _ in rows)
    for epoch in range(1, epochs + 1):
        grad = [[0.0] * width for _ in CONTEXTS]
        for context, cards, played in rows:
            scores = [sum(w * f for w, f in zip(weights[context], card)) for card in cards]
            top = max(scores)
            exps = [math.exp(s - top) for s in scores]
            total = sum(exps)
            row = grad[context]
            for k, card in enumerate(cards):
                share = exps[k] / total - (k == played)
                for j in range(width):
                    row[j] -= share * card[j]
        for c in range(len(CONTEXTS)):
            for j in range(width):
                g = grad[c][j] / max(1, counts[c]) - decay * weights[c][j]
                first[c][j] = 0.9 * first[c][j] + 0.1 * g
                second[c][j] = 0.999 * second[c][j] + 0.001 * g * g
                step = first[c][j] / (1 - 0.9 ** epoch) / (math.sqrt(second[c][j] / (1 - 0.999 ** epoch)) + 1e-8)
                weights[c][j] += rate * step
    return weights


def report(rows: list[Row], seed: int = 1) -> str:
    """Fit on four fifths of ``rows`` (shuffled by ``seed``) and judge on the rest; then the weights to paste,
    fitted on them all."""
    rows = rows[:]
    random.Random(seed).shuffle(rows)
    cut = len(rows) * 4 // 5
    train, test = rows[:cut], rows[cut:]
    weights = fit(train)
    uniform = [[0.0] * len(FEATURES) for _ in CONTEXTS]
    lines = [f"{len(train)} decisions fitted, {len(test)} held out",
             f"held-out log-likelihood a decision: {log_likelihood(test, weights):.3f} "
             f"(uniform {log_likelihood(test, uniform):.3f})"]
    hits: collections.Counter[int] = collections.Counter()
    counts: collections.Counter[int] = collections.Counter()
    for context, cards, played in test:
        scores = [sum(w * f for w, f in zip(weights[context], card)) for card in cards]
        counts[context] += 1
        hits[context] += scores.index(max(scores)) == played
    for c, name in enumerate(CONTEXTS):
        if counts[c]:
            lines.append(f"  {name:<13} {counts[c]:6d} decisions, the likeliest card played {hits[c] / counts[c]:.0%}")
    lines.append("WEIGHTS: tuple[tuple[float, ...], ...] = (")
    lines += ["    (" + ", ".join(f"{w:.3f}" for w in row) + ")," for row in fit(rows)]
    lines.append(")")
    return "\n".join(lines)


def read(paths: Iterable[str]) -> list[Row]:
    rows = []
    for path in paths:
        with open(path, encoding="utf-8") as file:
            for number, text in enumerate(file, 1):
                try:
                    row = decision(json.loads(text))
                except (ValueError, KeyError, TypeError) as error:
                    raise SystemExit(f"{path}:{number}: not a recorded decision ({error})") from None
                if row is not None:
                    rows.append(row)
    return rows


def main(argv: Iterable[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m piquet_gui.bench.play_model", description=__doc__.split("\n\n")[0])
    p.add_argument("--record", metavar="FILE", help="play Master against Master and write their cards here")
    p.add_argument("--game", default="rubicon", choices=("rubicon", "au-cent", "auction", "partnership"))
    p.add_argument("--deals", type=int, default=200)
    p.add_argument("--seed", type=int, default=71)
    p.add_argument("--fit", nargs="+", metavar="FILE", help="fit the model to these recordings")
    args = p.parse_args(None if argv is None else list(argv))
    if args.record:
        with open(args.record, "w", encoding="utf-8") as out:
            record(args.game, args.deals, args.seed, out)
    if args.fit:
        print(report(read(args.fit)))
    if not args.record and not args.fit:
        p.error("name --record FILE or --fit FILE...")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
