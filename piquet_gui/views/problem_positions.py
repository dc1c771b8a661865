"""*Problems* at the table: the collection's positions with one clearly best choice (``coach.problems``), the
problem of the day first where asked, then those not yet solved, the easiest first; a problem is solved by its best
choice, and a wrong answer says what it gives up (the best shown after a second wrong try).  The tries are kept
with the statistics (``storage.training``)."""

from __future__ import annotations

import datetime
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject

from ..coach import problems, training
from ..model.actions import Action
from ..model.games import find_game
from ..storage import training as kept
from .coach_search import PartieSearch
from .coach_words import number, phase_name
from .game_words import game_title
from .training_positions import Place, Verdict, Words
from .words import fill, tr

REVEAL = 2
"""The wrong tries after which the best choice is shown."""


OTHERS = {2: ("Computer",), 3: ("West", "East"), 4: ("West", "North", "East")}
"""The other seats' names at a problem's table, going round from the person's (default names: they are shown in
the language of the moment, ``words.display_name``)."""


def names_for(seat: int, seats: int) -> tuple[str, ...]:
    """The seats' names at a problem's table: "You" at the problem's seat, the others by their place from it.

    >>> names_for(2, 4), names_for(0, 2)
    (('North', 'East', 'You', 'West'), ('You', 'Computer'))
    """
    names = ["You"] * seats
    for turn, name in enumerate(OTHERS[seats], 1):
        names[(seat + turn) % seats] = name
    return tuple(names)


def difficulty_name(difficulty: str) -> str:
    return {"easy": tr("easy"), "medium": tr("medium"), "hard": tr("hard")}.get(difficulty, difficulty)


def of_today(collection: Sequence[problems.Problem], today: datetime.date | None = None) -> problems.Problem | None:
    """Today's problem (None without a collection)."""
    return problems.of_the_day(collection, today or datetime.date.today()) if collection else None


def _easiest_first(problem: problems.Problem) -> tuple[int, str]:
    levels = problems.DIFFICULTIES
    return levels.index(problem.difficulty) if problem.difficulty in levels else len(levels), problem.id


class Problems:
    """The collection's problems (``first``: the one to set first, the problem of the day)."""

    def __init__(self, collection: Sequence[problems.Problem], where: Path | None, first: str | None = None) -> None:
        self.where = where
        self.heading = tr("Problems")
        self.first = first
        self._by_id = {p.id: p for p in collection}

    def due(self, last: Any) -> list[Place]:
        if last is not None and last == self.first:
            self.first = None  # the problem of the day comes first once
        tries = kept.problem_tries(self.where)
        keys = [k for k in self._by_id if not tries.get(k, (0, False))[1]]
        keys.sort(key=lambda k: (k != self.first, k == last, tries.get(k, (0, False))[0],
                                 _easiest_first(self._by_id[k])))
        return [Place(k, p.record, p.step, p.seat, names_for(p.seat, find_game(p.game).seats))
                for k, p in ((k, self._by_id[k]) for k in keys)]

    def title(self, place: Place, number: int) -> str:
        problem = self._by_id[place.key]
        today = tr("Problem of the day") if place.key == self.first else fill(tr("Problem %1"), str(number))
        return fill(tr("%1 · %2, %3"), today, game_title(problem.game), difficulty_name(problem.difficulty))

    def task(self, place: Place, partie: Any, words: Words) -> str:
        problem = self._by_id[place.key]
        return fill(tr("%1: one choice here is clearly better than every other. Find it."),
                    phase_name(problem.phase))

    def judge(self, place: Place, partie: Any, action: Action) -> training.Answer:
        problem = self._by_id[place.key]
        if problems.check(problem, action):
            return training.Answer(0.0, problem.action, problem.worlds, problem.spread)
        return training.answer(partie, place.step, action, problem.seed)

    def verdict(self, place: Place, action: Action, answer: training.Answer, tries: int, words: Words) -> Verdict:
        problem = self._by_id[place.key]
        right = problems.check(problem, action)
        kept.problem_answered(problem.id, right, self.where)
        over = tr("over %n deal(s)", problem.worlds)
        if right:
            return Verdict(fill(tr("Right: “%1” is the best choice, about %2 points better than the next (%3)."),
                                words(action), number(problem.margin), over), True)
        gives = fill(tr("“%1” is not the best: it gives up about %2 points."), words(action), number(answer.cost)) \
            if answer.cost >= 0.05 else fill(tr("“%1” is close, but not the best."), words(action))
        if tries < REVEAL:
            return Verdict(gives + " " + tr("Try again."), False)
        return Verdict(gives + " " + fill(tr("The best: “%1”, about %2 points better than the next (%3). The "
                                             "problem comes back later."),
                                          words(problem.action), number(problem.margin), over), False)

    def empty(self, searching: bool) -> str:
        return tr("Every problem of the collection is solved.") if self._by_id else \
            tr("The collection of problems could not be read.")

    def search(self, parent: QObject) -> PartieSearch | None:
        return None
