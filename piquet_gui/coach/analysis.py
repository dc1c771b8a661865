"""What each decision of a finished deal cost, judged from what the deciding seat knew then (issue 20).

Every action of a seat is judged from that seat's view just before it (``History.decisions``), the view a
computer player gets, never the cards it could not see, so two deals the seat cannot tell apart get the
same analysis.  A decision is valued in points of the deal (the seat's points minus the opponent's to the
deal's end), against every legal alternative:

* **the play of a card**: over ``worlds`` deals of the unseen cards that agree with everything the seat had
  seen and heard (``ai.knowledge``), each card is valued exactly by the play solver (``ai.solver``, the
  deal's rules and contract), and the means compared; the same deals serve every card;
* **the exchange**: the discards the Master weighs and the one made, each over ``exchange_worlds``
  placements of the opponent's hand and the talon (``ai.exchange.discard_values``);
* **a call or a reply** (sinking included): over ``call_worlds`` hands of the opponent, the calling rebuilt
  and finished after each alternative, valued by the points it scores and the pique it decides
  (``coach.calls``; what a call tells the opponent is not valued, and the judgement's ``valued`` says so);
* **carte blanche**, announced or not: over placements of the unseen cards, both seats exchanging the plain
  way, by the exchange's estimate (``coach.calls``);
* **a call of auction piquet's auction** (a bid, a pass, a double, a redouble): over ``coach.auction.WORLDS``
  placements of the opponent's hand and the talon (drawn to agree with his bids by the computer's rule of
  thumb where enough do, and ``valued`` says whether they did), each call made, the auction finished by the
  rule of thumb for both seats and the deal played out fast (``ai.auction_estimate``), the contract's score
  included; a deal passed out is worth nothing (``coach.auction``).

A decision with one legal choice is skipped as forced, one whose choices are all worth the same in every
sampled deal as equivalent; looking at the talon is not judged yet and says so.  The cost
is the best alternative's mean value less the choice's; its spread is the standard error of that difference
over the sampled deals.  The mark (:data:`MARKS`) goes by the cost.

Every game.  Two-handed deals as above (Rubicon, au cent, auction piquet, and the deals the two players left
play on in a three-handed partie, judged as the two-handed deals they are, with the deal's own seats, and
reported with the partie's).  Three-handed (normand) and four-handed (partnership) deals, in points of the
deal for the seat (three hands: its points minus the mean of the other two's; four hands: its side's minus
the other side's; ``coach.round_play`` says why):

* **a card**: over ``worlds`` deals of the unseen cards agreeing with what the seat saw and heard, the calls'
  inference included, each card played out, the last tricks by the round solver (``coach.round_play``);
* **a call or a pass**, and **the dealer's exchange** (three hands): over sampled deals, the deal rebuilt
  from its start through the engine to the decision, each alternative made, the calling finished in full and
  the deal played out as the cards are (``coach.round_calls``);
* **carte blanche**, announced or not: over sampled deals agreeing with the announcements before it, the deal
  rebuilt at the decision, each choice made, the dealer's exchange (three hands) and the calling as the
  computer makes them, and the deal played out (``coach.round_blanche``).

Deterministic for a seed.
"""

from __future__ import annotations

import dataclasses
import enum
import math
import random
from collections.abc import Iterable, Iterator, Sequence
from typing import Any

from ..model.actions import Action, Bid, Call, CarteBlanche, Discard, LookAtTalon, Play, Reply
from ..model.view import SeatView
from .why import Why, why

MARKS = ((8.0, "??"), (3.0, "?"), (1.0, "?!"))
"""A cost from 8 points is a blunder ("??": the cards' 10, a lost call, two tricks and their leads), from 3 a
mistake ("?": about a trick and its lead), from 1 an inaccuracy ("?!": a point of play)."""

PLAY_WORLDS = 24
EXCHANGE_WORLDS = 200
EXCHANGE_CANDIDATES = 12
CALL_WORLDS = 48
"""Opponent hands a call is judged over (the calling is exact in each: these only average the unseen hand)."""


class Skip(enum.Enum):
    """Why a decision was not judged, as a kind (its ``Judged.skipped`` says it in a sentence)."""

    FORCED = "forced"
    """One legal choice (or one discard worth weighing)."""
    EQUIVALENT = "equivalent"
    """Every choice worth the same in every sampled deal."""
    NO_DEAL = "no deal"
    """No deal of the unseen cards agrees with what the seat saw and heard."""
    NOT_YET = "not yet"
    """A kind of decision the coach does not judge yet (the talon, carte blanche after the exchange)."""
    ROUND_GAME = "three and four hands"
    """A decision of a deal of three or four hands the coach does not judge yet (none today: kept for records of
    analyses and the words of a view)."""


@dataclasses.dataclass(frozen=True)
class Judged:
    """One decision of a seat and what it cost."""

    deal: int
    """The deal's number in the partie (1 for the first)."""
    seat: int
    phase: str
    """"exchange", "play", "calls", "carte blanche", "talon" or "auction"."""
    step: int
    """The action's index among all the partie's actions."""
    taken: int
    """The actions of its deal before it (the review's position in the deal)."""
    choice: Action
    best: Action | None = None
    cost: float | None = None
    """Points of the deal the choice gave up against the best alternative (0 when it was the best)."""
    spread: float | None = None
    """The standard error of the cost over the sampled deals."""
    mark: str = ""
    worlds: int = 0
    values: tuple[tuple[Action, float], ...] = ()
    """Each alternative judged with its mean value, best first."""
    skipped: str | None = None
    """Why the decision was not judged, in a sentence (None when it was)."""
    skip: Skip | None = None
    """The same as a kind (for the words of a view)."""
    valued: str = ""
    """What the values count, where a phase says it (the calls: the points of the calling and pique, not what
    a call tells the opponent)."""
    chance: float | None = None
    """The drop in the seat's side's chance of winning the partie that the cost would have made, from the standing
    after the deal (``coach.partie_terms``; None where it is not worked out)."""
    why: Why | None = None
    """The cause of the cost where it is simple and certain (``coach.why``: a discard that broke the point, a call
    sunk that was sure to score, a card that cost the pique); None otherwise."""


def mark_of(cost: float) -> str:
    return next((mark for threshold, mark in MARKS if cost >= threshold - 1e-9), "")


def analyse(partie: Any, seat: int | None = None, deal: int | None = None, seed: int = 0,
            worlds: int = PLAY_WORLDS, exchange_worlds: int = EXCHANGE_WORLDS) -> list[Judged]:
    """Every decision of ``seat`` (every seat's if None) in deal ``deal`` (1-based; every deal if None) of a
    partie of any game, judged or skipped with its reason, in order."""
    return list(analyse_iter(partie, seat, deal, seed, worlds, exchange_worlds))


def decision_count(partie: Any, seat: int | None = None, deal: int | None = None) -> int:
    """How many decisions :func:`analyse` gives for these arguments (for a progress bar)."""
    return sum(1 for index, who, _ in partie.actions()
               if (seat is None or who == seat) and (deal is None or index + 1 == deal))


def analyse_iter(partie: Any, seat: int | None = None, deal: int | None = None, seed: int = 0,
                 worlds: int = PLAY_WORLDS, exchange_worlds: int = EXCHANGE_WORLDS) -> Iterator[Judged]:
    """:func:`analyse`, a decision at a time (to show the first marks at once, and to stop at any point)."""
    taken = 0
    last = -1
    for step, (index, who, view, action) in enumerate(partie.decisions()):
        if index != last:
            last, taken = index, 0
        else:
            taken += 1
        if (seat is not None and who != seat) or (deal is not None and index + 1 != deal):
            continue
        rng = random.Random(f"{seed}:{index}:{step}")
        yield judge(view, action, index + 1, step, rng, worlds, exchange_worlds, taken)


def judge(view: SeatView[Any], action: Action, deal: int, step: int, rng: random.Random,
          worlds: int = PLAY_WORLDS, exchange_worlds: int = EXCHANGE_WORLDS, taken: int = 0,
          call_worlds: int = CALL_WORLDS) -> Judged:
    """One decision from the deciding seat's view (``taken``: the actions of its deal before it), with its why
    where the cause is simple and certain (``coach.why``)."""
    judged = _judge(view, action, deal, step, rng, worlds, exchange_worlds, taken, call_worlds)
    return dataclasses.replace(judged, why=why(view, judged))


def _judge(view: SeatView[Any], action: Action, deal: int, step: int, rng: random.Random,
           worlds: int, exchange_worlds: int, taken: int, call_worlds: int) -> Judged:
    base = Judged(deal, view.seat, _phase(action), step, taken, action)
    legal = view.legal_actions
    if len(legal) == 1:
        return _skipped(base, Skip.FORCED, "forced: the only legal choice")
    if len(view.seats) != 2:
        if isinstance(action, Play):
            return _judge_round_play(base, view, [a for a in legal if isinstance(a, Play)], rng, worlds)
        if isinstance(action, Call):
            return _judge_round_call(base, view, [a for a in legal if isinstance(a, Call)], rng, worlds)
        if isinstance(action, Discard):
            from .round_calls import EXCHANGE_WORLDS, discard_candidates
            return _judge_round_call(base, view, discard_candidates(view, action), rng, EXCHANGE_WORLDS)
        if isinstance(action, CarteBlanche):
            return _judge_round_blanche(base, view, [a for a in legal if isinstance(a, CarteBlanche)], rng)
        return _skipped(base, Skip.ROUND_GAME, f"three and four hands: {base.phase} not judged yet (the coach "
                                               "judges the exchange, the calls and the cards)")
    if view.seats != (0, 1):
        # A two-handed deal of a three-handed partie (the two left play on once a player is out): judged as the
        # two-handed deal it is, with its own seats; the judgement keeps the partie's seat.
        view = view.as_dealt()
    if isinstance(action, Play):
        return _judge_play(base, view, [a for a in legal if isinstance(a, Play)], rng, worlds)
    if isinstance(action, Discard):
        return _judge_exchange(base, view, rng, exchange_worlds)
    if isinstance(action, Call | Reply | CarteBlanche):
        return _judge_declaration(base, view, rng, call_worlds)
    if isinstance(action, Bid):
        return _judge_auction(base, view, [a for a in legal if isinstance(a, Bid)], rng)
    return _skipped(base, Skip.NOT_YET, f"{base.phase}: not judged yet (the coach judges the exchange, the calls "
                                        "and the play)")


def _skipped(base: Judged, kind: Skip, why: str, worlds: int = 0) -> Judged:
    return dataclasses.replace(base, skipped=why, skip=kind, worlds=worlds)


def _phase(action: Action) -> str:
    if isinstance(action, Play):
        return "play"
    if isinstance(action, Discard):
        return "exchange"
    if isinstance(action, CarteBlanche):
        return "carte blanche"
    if isinstance(action, LookAtTalon):
        return "talon"
    if isinstance(action, Bid):
        return "auction"
    return "calls"


def _judge_play(base: Judged, view: SeatView[Any], plays: Sequence[Play], rng: random.Random,
                worlds: int) -> Judged:
    from ..ai.knowledge import Knowledge
    from ..ai.solver import solve
    from ..ai.world import play_world

    hands = Knowledge.from_view(view).sample(rng, worlds)
    if not hands:
        return _skipped(base, Skip.NO_DEAL, "no deal agrees with what the seat has seen")
    per_world = [solve(play_world(view, hand)) for hand in hands]
    cards = [p.card.index for p in plays]
    if all(len({values[c] for c in cards}) == 1 for values in per_world):
        return _skipped(base, Skip.EQUIVALENT, "equivalent: every card is worth the same", len(hands))
    chosen = base.choice
    assert isinstance(chosen, Play)
    rows = [[values[c] for values in per_world] for c in cards]
    return _verdict(base, list(plays), rows, cards.index(chosen.card.index), len(hands))


def _judge_round_play(base: Judged, view: SeatView[Any], plays: Sequence[Play], rng: random.Random,
                      worlds: int) -> Judged:
    """A card of a three- or four-handed deal (``coach.round_play``)."""
    from .round_play import VALUED_EARLY, exact, round_play_rows

    rows = round_play_rows(view, plays, rng, worlds)
    if all(len({row[w] for row in rows}) == 1 for w in range(worlds)):
        return _skipped(base, Skip.EQUIVALENT, "equivalent: every card is worth the same", worlds)
    chosen = base.choice
    assert isinstance(chosen, Play)
    judged = _verdict(base, list(plays), rows, [p.card for p in plays].index(chosen.card), worlds)
    return judged if exact(view) else dataclasses.replace(judged, valued=VALUED_EARLY)


def _judge_round_call(base: Judged, view: SeatView[Any], calls: Sequence[Action], rng: random.Random,
                      worlds: int) -> Judged:
    """A call or a pass of a three- or four-handed deal, or the dealer's exchange (``coach.round_calls``)."""
    from .round_calls import VALUED, round_call_rows

    return _from_rows(base, list(calls), round_call_rows(view, calls, rng, worlds), VALUED,
                      "equivalent: every choice is worth the same")


def _judge_auction(base: Judged, view: SeatView[Any], bids: Sequence[Bid], rng: random.Random) -> Judged:
    """A bid, a pass, a double or a redouble of auction piquet (``coach.auction``)."""
    from .auction import WORLDS, auction_rows

    rows, valued = auction_rows(view, bids, rng, WORLDS)
    return _from_rows(base, list(bids), rows, valued, "equivalent: every call is worth the same")


def _judge_round_blanche(base: Judged, view: SeatView[Any], choices: Sequence[CarteBlanche],
                         rng: random.Random) -> Judged:
    """Carte blanche announced or not in a deal of three or four hands (``coach.round_blanche``)."""
    from .round_blanche import VALUED, WORLDS, blanche_rows

    return _from_rows(base, list(choices), blanche_rows(view, choices, rng, WORLDS), VALUED,
                      "equivalent: both choices are worth the same")


def _from_rows(base: Judged, actions: list[Action], rows: Sequence[Sequence[float]], valued: str,
               equivalent: str) -> Judged:
    """The judgement from each alternative's values over the same sampled deals (none: no deal agreed), or the
    decision skipped as ``equivalent`` where they are all equal in every deal."""
    count = len(rows[0])
    if not count:
        return _skipped(base, Skip.NO_DEAL, "no deal agrees with what the seat has seen and heard")
    if all(len({row[w] for row in rows}) == 1 for w in range(count)):
        return _skipped(base, Skip.EQUIVALENT, equivalent, count)
    judged = _verdict(base, actions, rows, actions.index(base.choice), count)
    return dataclasses.replace(judged, valued=valued)


def _judge_exchange(base: Judged, view: SeatView[Any], rng: random.Random, worlds: int) -> Judged:
    """A discard, over ``worlds`` placements; in a minus contract of auction piquet valued by the contract (its
    tricks scored as it says: ``ai.exchange_contract``) among the plain candidates and the dangerous cards put
    out, as the Master weighs it."""
    from ..ai import heuristics
    from ..ai.exchange import discard_values
    from ..ai.exchange_contract import contract_judge, minus_candidates

    chosen = base.choice
    assert isinstance(chosen, Discard)
    ranked = heuristics.ranked_discards(view, rng, 20, 8)
    candidates = [mask for _, mask in ranked[:EXCHANGE_CANDIDATES]]
    judge = contract_judge(view)
    if judge is not None:
        candidates += [mask for mask in minus_candidates(view) if mask not in candidates]
    if chosen.mask not in candidates:
        candidates.append(chosen.mask)
    if len(candidates) == 1:
        return _skipped(base, Skip.FORCED, "forced: the only discard worth weighing")
    valued = dict((mask, value) for value, mask in discard_values(view, rng, candidates, worlds, judge))
    best_mask = max(candidates, key=lambda m: valued[m])
    cost = valued[best_mask] - valued[chosen.mask]
    values = tuple((Discard(m), valued[m]) for m in sorted(candidates, key=lambda m: -valued[m]))
    return dataclasses.replace(base, best=Discard(best_mask), cost=cost, mark=mark_of(cost), worlds=worlds,
                               values=values)


def _judge_declaration(base: Judged, view: SeatView[Any], rng: random.Random, worlds: int) -> Judged:
    """A call, a reply or carte blanche (``coach.calls``)."""
    from .calls import BLANCHE_VALUED, VALUED, call_values, carte_blanche_values

    if isinstance(base.choice, CarteBlanche):
        found, valued = carte_blanche_values(view, base.choice, rng), BLANCHE_VALUED
    else:
        found, valued = call_values(view, base.choice, rng, worlds), VALUED
    if isinstance(found, tuple):
        return _skipped(base, *found)
    count = len(found.rows[0])
    if all(len({row[w] for row in found.rows}) == 1 for w in range(count)):
        return _skipped(base, Skip.EQUIVALENT, "equivalent: every call is worth the same points (what a call "
                                               "tells the opponent is not valued)", count)
    judged = _verdict(base, found.actions, found.rows, found.chosen, count)
    return dataclasses.replace(judged, valued=valued)


def _verdict(base: Judged, actions: list[Any], rows: Sequence[Sequence[float]], chosen: int, worlds: int) -> Judged:
    """The judgement from each alternative's values over the same sampled deals."""
    means = [sum(row) / worlds for row in rows]
    best = max(range(len(actions)), key=lambda k: (means[k], k == chosen))
    differences = [b - c for b, c in zip(rows[best], rows[chosen])]
    cost = means[best] - means[chosen]
    spread = _standard_error(differences)
    order = sorted(range(len(actions)), key=lambda k: -means[k])
    return dataclasses.replace(base, best=actions[best], cost=cost, spread=spread, mark=mark_of(cost),
                               worlds=worlds, values=tuple((actions[k], means[k]) for k in order))


def _standard_error(values: Sequence[float]) -> float:
    n = len(values)
    if n < 2:
        return 0.0
    mean = sum(values) / n
    return math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1) / n)


def totals(judged: Iterable[Judged]) -> dict[str, dict[str, float]]:
    """Per phase judged: decisions judged, the points they cost in all, and the mean cost a decision."""
    out: dict[str, dict[str, float]] = {}
    for item in judged:
        if item.skipped is not None or item.cost is None:
            continue
        entry = out.setdefault(item.phase, {"decisions": 0, "cost": 0.0})
        entry["decisions"] += 1
        entry["cost"] += item.cost
    for entry in out.values():
        entry["mean"] = entry["cost"] / entry["decisions"]
    return out
