"""What the trainer sets at the table, and how it answers: the person's own mistakes, or the collection's problems.

The trainer (``trainer.Trainer``) knows no source: it asks a :class:`Positions` for the positions due, in order,
where each stands (a game record, the count of its actions before the decision, the seat), the strip's words, and
what an answer was worth; each source keeps its own tries.  :class:`Mistakes` are the person's marked decisions
(``storage.training``), found in his parties by the coach while he trains (``coach_search``).  The problems are in
``problem_positions``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QObject

from ..coach import training
from ..model.actions import Action
from ..storage import training as kept
from .coach_search import PartieSearch
from .coach_words import number, phase_name
from .game_words import game_title
from .words import fill, tr

Words = Callable[[Action | None], str]
"""An action in the words of the position's seat ("Put out 7♦ 8♣", "Q♠", "Point of five")."""


@dataclasses.dataclass(frozen=True)
class Place:
    """Where a position stands: its partie's game record, the actions taken before the decision, the seat."""

    key: Any
    record: Any
    step: int
    seat: int
    names: tuple[str, ...] | None = None
    """The seats' names at the table (None: the partie's own)."""


@dataclasses.dataclass(frozen=True)
class Verdict:
    """The coach's word on an answer, and whether it answers the position well (it will not come back)."""

    text: str
    well: bool


class Positions(Protocol):
    heading: str
    """The strip's name of the training ("Train on my mistakes", "Problems")."""

    def due(self, last: Any) -> list[Place]:
        """The positions to set, in order (``last``: the key of the one just shown, which goes after the others)."""
        ...

    def title(self, place: Place, number: int) -> str: ...

    def task(self, place: Place, partie: Any, words: Words) -> str: ...

    def judge(self, place: Place, partie: Any, action: Action) -> training.Answer:
        """What ``action`` is worth at ``place`` (slow: in a thread)."""
        ...

    def verdict(self, place: Place, action: Action, answer: training.Answer, tries: int, words: Words) -> Verdict:
        """The words for an answer (``tries``: the answers to this position so far, this one included); keeps it."""
        ...

    def empty(self, searching: bool) -> str:
        """What the strip says when there is nothing to set."""
        ...

    def search(self, parent: QObject) -> PartieSearch | None:
        """The coach's search that brings new positions while the person trains, if any."""
        ...


def answer_words(said: str, answer: training.Answer, best: str, comes_back: bool = True) -> str:
    """An answer judged: the best; good (close to the best); or what it costs against the best."""
    over = tr("over %n deal(s)", answer.worlds)
    if answer.best_choice:
        return fill(tr("“%1” is the best choice (%2). This position will not come back."), said, over)
    if answer.well:
        return fill(tr("“%1” is good: about %2 points less than the best, “%3” (%4). This position will not "
                       "come back."), said, number(answer.cost), best, over)
    return fill(tr("“%1” costs about %2 points against the best, “%3” (%4). Try again, or go on: this position "
                   "will come back."), said, number(answer.cost), best, over)


class Mistakes:
    """The person's mistakes, the costliest first, until each is answered well."""

    def __init__(self, where: Path | None) -> None:
        self.where = where
        self.heading = tr("Train on my mistakes")
        self._kept: dict[int, kept.KeptMistake] = {}

    def due(self, last: Any) -> list[Place]:
        found = kept.due(self.where)
        if len(found) > 1:
            found = [m for m in found if m.id != last] + [m for m in found if m.id == last]
        self._kept = {m.id: m for m in found}
        return [Place(m.id, m.partie.record, m.mistake.step, m.mistake.seat) for m in found]

    def title(self, place: Place, number: int) -> str:
        mistake = self._kept[place.key]
        return fill(tr("Position %1 · %2, your partie of %3, deal %4"), str(number), game_title(mistake.partie.name),
                    mistake.partie.finished_at[:10], str(mistake.mistake.deal))

    def task(self, place: Place, partie: Any, words: Words) -> str:
        mistake = self._kept[place.key]
        _, _, chosen = training.decision(partie, place.step)
        return fill(tr("%1. You chose “%2” here: it cost about %3 points. Find a better choice."),
                    phase_name(mistake.mistake.phase), words(chosen), number(mistake.mistake.cost))

    def judge(self, place: Place, partie: Any, action: Action) -> training.Answer:
        return training.answer(partie, place.step, action)

    def verdict(self, place: Place, action: Action, answer: training.Answer, tries: int, words: Words) -> Verdict:
        kept.answered(place.key, answer.well, self.where)
        return Verdict(answer_words(words(action), answer, words(answer.best)), answer.well)

    def empty(self, searching: bool) -> str:
        return (tr("The coach is looking through your parties for your mistakes…") if searching else
                tr("No mistakes to train on: play against the computer, and the decisions the coach marks in your "
                   "parties come here."))

    def search(self, parent: QObject) -> PartieSearch | None:
        return PartieSearch(self.where, parent)
