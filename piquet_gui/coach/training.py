"""*Train on my mistakes*: the decisions a person lost most by, from his own parties, set again to answer anew.

A **mistake** is a judged decision of the person's seat marked by the coach (``analysis.MARKS``: a cost of a
point of the deal or more, or a drop of 5% or more in the chance of winning the partie). It is kept as where it
stands in its partie's record (the partie, the count of actions before it, the seat), never as cards: the position
is the partie's own, rebuilt through the engine (:func:`position`), so the seat sees exactly what it saw then and
nothing more (``SeatView``).

An **answer** is judged by the coach from that view alone, with the same seed as the first judgement
(:func:`answer`), so the same sampled deals weigh it: choosing what was chosen then costs what it cost then. An
answer that costs less than a point of the deal against the best (no mark) is **answered well** and the position
does not come back; any other keeps it for later.

>>> Answer(cost=0.0, best=None, worlds=24, spread=0.0).well, Answer(cost=2.5, best=None, worlds=24, spread=0.3).well
(True, False)
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterable, Iterator
from typing import Any

from ..model.actions import Action
from .analysis import MARKS, Judged, judge

SEED = 0
"""The coach's seed for the trainer's judgements (the first and every answer)."""

WELL = MARKS[-1][0]
"""An answer costing less than this (points of the deal) is answered well: the inaccuracy's threshold."""


@dataclasses.dataclass(frozen=True)
class Mistake:
    """A marked decision of the person, where it stands in its partie."""

    step: int
    """The actions of the partie taken before it (``Judged.step``)."""
    seat: int
    deal: int
    phase: str
    cost: float
    """The points of the deal it gave up against the best (``Judged.cost``)."""
    chance: float | None = None
    """The drop in the chance of winning the partie it would have made (``Judged.chance``)."""


def mistakes(judged: Iterable[Judged]) -> list[Mistake]:
    """The marked decisions among ``judged``, the costliest first."""
    found = [Mistake(j.step, j.seat, j.deal, j.phase, j.cost, j.chance) for j in judged
             if j.skipped is None and j.cost is not None and j.mark]
    return sorted(found, key=lambda m: (-m.cost, m.step))


def position(partie: Any, step: int) -> Any:
    """The partie as it stood before its action ``step`` (a new partie: the one given is left as it is)."""
    return partie.prefix(step)


def decision(partie: Any, step: int) -> tuple[int, int, Action]:
    """(deal index, seat, action) of the partie's action ``step``: what was chosen there."""
    index, seat, action = partie.actions()[step]
    return int(index), int(seat), action


@dataclasses.dataclass(frozen=True)
class Answer:
    """What an answer was worth, from the seat's view: its cost against the best (points of the deal)."""

    cost: float
    best: Action | None
    worlds: int
    spread: float | None
    judged: Judged | None = None

    @property
    def well(self) -> bool:
        """Answered well: no mark (less than :data:`WELL` points given up)."""
        return self.cost < WELL - 1e-9

    @property
    def best_choice(self) -> bool:
        """The best choice itself (within a twentieth of a point)."""
        return self.cost < 0.05


def answer(partie: Any, step: int, action: Action, seed: int = SEED) -> Answer:
    """``action`` chosen at the partie's action ``step`` (by the seat that acted there), judged from that seat's
    view alone with the sampled deals of the first judgement (``analysis.analyse_iter``'s generator).  A choice
    with nothing to weigh (forced, all equal) costs nothing."""
    index, seat, _ = decision(partie, step)
    view = position(partie, step).view(seat)
    rng = random.Random(f"{seed}:{index}:{step}")
    judged = judge(view, action, index + 1, step, rng)
    if judged.skipped is not None or judged.cost is None:
        return Answer(0.0, None, judged.worlds, None, judged)
    return Answer(judged.cost, judged.best, judged.worlds, judged.spread, judged)


def replayed(record: Any) -> Any:
    """The partie of a game record (``model.game_records``); RecordError, in one line, if the engine refuses it."""
    from ..model.game_records import replay

    return replay(record)


def set_again(record: Any, step: int) -> tuple[Any, Any]:
    """A position of a kept partie: the whole partie of ``record``, and the partie as it stood before its action
    ``step`` (RecordError if the record is refused, ValueError or IndexError if it has no such step)."""
    partie = replayed(record)
    return partie, position(partie, step)


def search_record(record: Any, seat: int, seed: int = SEED) -> Iterator[Judged]:
    """:func:`search` over a kept partie's record: nothing for a record the engine refuses."""
    from ..model.errors import RecordError

    try:
        partie = replayed(record)
    except RecordError:
        return
    yield from search(partie, seat, seed)


def search(partie: Any, seat: int, seed: int = SEED) -> Iterator[Judged]:
    """The seat's decisions in the partie judged, one at a time, each with its cost in the partie's terms."""
    from .analysis import analyse_iter
    from .partie_terms import PartieTerms

    terms = PartieTerms(partie, seed)
    for judged in analyse_iter(partie, seat, None, seed):
        yield terms.of(judged)
