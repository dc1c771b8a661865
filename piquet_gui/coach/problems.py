"""*Problems* (issue 30): positions with one clearly best decision, found by the coach in computer parties.

A **problem** is a decision of a partie (kept, like a mistake of the trainer, as the partie's game record, the
count of actions before it and the seat that acted: ``training.position`` rebuilds it, so the seat sees what it
saw then and nothing more) where the coach finds one choice clearly better than every other.  Every decision of
every seat of a partie is judged (``analysis.judge``, the seat's view alone, the trainer's seed scheme) and a
position **qualifies** when

* it has at least two real alternatives (not forced, not all equal);
* the best beats the second by at least :data:`MARGIN` points of the deal, a mistake's threshold
  (``analysis.MARKS``: about a trick and its lead): choosing the second would be marked "?" by the coach, so
  a wrong answer is a real mistake and not a nuance;
* that difference is more than :data:`SIGMAS` standard errors over the same sampled deals (the deals weigh
  the best and the second alike; the exchange of two hands, whose judgement gives no spread, measures it over
  its own :data:`analysis.EXCHANGE_WORLDS` placements of the pair);
* it stays best, with the margin, when **re-judged with twice the samples** under other seeds (two fresh
  judgements pooled: :func:`rejudge`).

Its **difficulty** is the weakest computer level that finds the best choice itself at that position (each
level's player asked once, seeded): Beginner or Casual → "easy" (a player who knows the rules finds it);
Club or Expert → "medium" (it takes a sound player's judgement); Master alone, or no level → "hard" (only the
deepest search finds it, or none).  The levels are the measure the coach's *Your level* uses too.

The collection ships as ``resources/problems.json`` (``bench.problems --write``); :func:`of_the_day` picks one
a day, the same for everyone all day, cycling through the collection.

>>> action_of(action_data(Bid("7+"))), str(action_of({"kind": "discard", "mask": 3}))
(Bid(call='7+'), 'discard 8S 7S')
"""

from __future__ import annotations

import dataclasses
import datetime
import hashlib
import json
import random
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from ..model.actions import Action, Bid, Call, CarteBlanche, Discard, LookAtTalon, Play, Reply, ReplyKind
from ..model.cards import CARDS
from ..model.combinations import Category
from ..model.errors import RecordError, quoted
from .analysis import CALL_WORLDS, EXCHANGE_WORLDS, MARKS, PLAY_WORLDS, Judged, judge

MARGIN = MARKS[1][0]
"""The least points of the deal the best must beat the second by: a mistake's threshold (3)."""
SIGMAS = 2.0
"""The difference must be more than this many standard errors."""
DIFFICULTIES = ("easy", "medium", "hard")
LEVEL_DIFFICULTY = {"beginner": "easy", "casual": "easy", "club": "medium", "expert": "medium", "master": "hard"}
"""The difficulty of a problem by the weakest level that finds its answer (none: "hard")."""
FORMAT = "piquet-problems"
FILE = "problems.json"


@dataclasses.dataclass(frozen=True)
class Problem:
    """A position with one clearly best decision."""

    id: str
    """Stable: the game, a digest of the record, the step."""
    game: str
    record: dict[str, Any]
    """The game record of the partie, cut after the problem's deal."""
    step: int
    """The partie's actions taken before the decision."""
    seat: int
    deal: int
    """The deal's number in the partie (1 for the first)."""
    phase: str
    best: str
    """The best action's text (``str(action)``)."""
    best_data: dict[str, Any]
    """What rebuilds it (:func:`action_of`)."""
    margin: float
    """Points of the deal the best beats the second by."""
    spread: float
    """The standard error of that difference."""
    values: tuple[tuple[str, float], ...]
    """Each alternative judged, as text, with its mean value (points of the deal), best first."""
    worlds: int
    seed: int
    """The coach's seed: the sampled deals of the first judgement (``training.answer`` with it judges an answer)."""
    difficulty: str
    found_by: tuple[str, ...]
    """The computer levels whose player chose the best here."""
    explanation: dict[str, Any]
    """The best's and the second's values, the margin and its spread, and what the values count."""

    @property
    def action(self) -> Action:
        """The best action, rebuilt."""
        return action_of(self.best_data)


# --- actions as data ----------------------------------------------------------------------------------------

def action_data(action: Action) -> dict[str, Any]:
    """What rebuilds ``action`` (JSON)."""
    if isinstance(action, Play):
        return {"kind": "play", "card": action.card.index}
    if isinstance(action, Discard):
        return {"kind": "discard", "mask": action.mask}
    if isinstance(action, Call):
        return {"kind": "call", "category": action.category.value, "combos": list(action.combos)}
    if isinstance(action, Reply):
        return {"kind": "reply", "category": action.category.value, "reply": action.kind.value,
                "combos": list(action.combos)}
    if isinstance(action, CarteBlanche):
        return {"kind": "carte blanche", "announce": action.announce}
    if isinstance(action, Bid):
        return {"kind": "bid", "call": action.call}
    return {"kind": "talon", "look": action.look}


def action_of(data: Any) -> Action:
    """The action :func:`action_data` gave ``data`` for (RecordError if it is not one)."""
    try:
        kind = data["kind"]
        if kind == "play":
            return Play(CARDS[int(data["card"])])
        if kind == "discard":
            return Discard(int(data["mask"]))
        if kind == "call":
            return Call(Category(data["category"]), tuple(int(m) for m in data["combos"]))
        if kind == "reply":
            return Reply(Category(data["category"]), ReplyKind(data["reply"]), tuple(int(m) for m in data["combos"]))
        if kind == "carte blanche":
            return CarteBlanche(bool(data["announce"]))
        if kind == "bid":
            return Bid(str(data["call"]))
        if kind == "talon":
            return LookAtTalon(bool(data["look"]))
    except (KeyError, TypeError, ValueError, IndexError):
        pass
    raise RecordError(f"not an action: {quoted(data)}")


# --- finding problems ---------------------------------------------------------------------------------------

def _rng(seed: int, index: int, step: int, salt: str = "") -> random.Random:
    """The trainer's generator for a decision (``analysis.analyse_iter``); with ``salt``, another."""
    return random.Random(f"{seed}:{index}:{step}" + (f":{salt}" if salt else ""))


def find_problems(partie: Any, seed: int = 0, margin: float = MARGIN, worlds: int = PLAY_WORLDS,
                  levels: Sequence[str] | None = None) -> Iterator[Problem]:
    """Every decision of every seat of ``partie`` judged, and the positions that qualify (module docstring) as
    problems, in order; ``levels``: the computer levels asked for the difficulty (all by default)."""
    from ..model.game_records import to_record

    actions = partie.actions()
    records: dict[int, dict[str, Any]] = {}
    for step, (index, seat, view, action) in enumerate(partie.decisions()):
        judged = judge(view, action, index + 1, step, _rng(seed, index, step), worlds)
        found = _qualifies(judged, view, seed, index, step, margin, worlds)
        if found is None:
            continue
        best, second, spread = found
        if index not in records:
            end = sum(1 for i, _, _ in actions if i <= index)
            records[index] = to_record(partie.prefix(end) if end < len(actions) else partie)
        record = records[index]
        digest = hashlib.sha1(json.dumps(record, sort_keys=True).encode()).hexdigest()[:10]
        found_by = _found_by(partie.name, view, best[0], f"{digest}:{step}", levels)
        weakest = next((LEVEL_DIFFICULTY[level] for level in LEVEL_DIFFICULTY if level in found_by), "hard")
        gap = best[1] - second[1]
        yield Problem(
            id=f"{partie.name}-{digest}-{step}", game=partie.name, record=record, step=step, seat=seat,
            deal=index + 1, phase=judged.phase, best=str(best[0]), best_data=action_data(best[0]),
            margin=round(gap, 2), spread=round(spread, 2),
            values=tuple((str(a), round(v, 2)) for a, v in judged.values), worlds=judged.worlds, seed=seed,
            difficulty=weakest, found_by=found_by,
            explanation={"best": [str(best[0]), round(best[1], 2)], "second": [str(second[0]), round(second[1], 2)],
                         "margin": round(gap, 2), "spread": round(spread, 2), "worlds": judged.worlds,
                         "valued": judged.valued})


def _qualifies(judged: Judged, view: Any, seed: int, index: int, step: int, margin: float,
               worlds: int) -> tuple[tuple[Action, float], tuple[Action, float], float] | None:
    """(best, second, the standard error of their difference) if the judged decision is a problem."""
    if judged.skipped is not None or len(judged.values) < 2:
        return None
    best, second = judged.values[0], judged.values[1]
    if best[1] - second[1] < margin - 1e-9:
        return None
    spread = _spread(judged, view, second[0], seed, index, step, worlds)
    if spread is None or best[1] - second[1] <= SIGMAS * spread:
        return None
    if not _stays_best(view, best[0], judged.deal, step, seed, index, margin, worlds):
        return None
    return best, second, spread


def _spread(judged: Judged, view: Any, second: Action, seed: int, index: int, step: int,
            worlds: int) -> float | None:
    """The standard error of the best's lead over ``second``, over the same sampled deals."""
    if isinstance(second, Discard) and len(view.seats) == 2:
        return _exchange_spread(view, judged.values[0][0], second, _rng(seed, index, step, "spread"))
    if judged.choice == second:
        return judged.spread
    again = judge(view, second, judged.deal, step, _rng(seed, index, step), worlds)
    if again.best != judged.values[0][0]:
        return None
    return again.spread


def _exchange_spread(view: Any, best: Action, second: Discard, rng: random.Random) -> float:
    """The two-handed exchange: the pair's difference over its own placements, one at a time."""
    from ..ai.exchange import discard_values
    from .analysis import _standard_error

    assert isinstance(best, Discard)
    if view.seats != (0, 1):
        view = view.as_dealt()
    differences = []
    for _ in range(EXCHANGE_WORLDS):
        valued = {mask: value for value, mask in discard_values(view, rng, [best.mask, second.mask], 1)}
        differences.append(valued[best.mask] - valued[second.mask])
    return _standard_error(differences)


def pooled_values(view: Any, action: Action, deal: int, step: int, rngs: Sequence[random.Random],
                  worlds: int = PLAY_WORLDS) -> list[tuple[Action, float]]:
    """Each alternative's mean value over the judgements of ``rngs`` pooled (as many sampled deals as they hold
    together; an alternative weighed by some only, over those), best first."""
    sums: dict[Action, list[float]] = {}
    for rng in rngs:
        judged = judge(view, action, deal, step, rng, worlds, EXCHANGE_WORLDS, 0, CALL_WORLDS)
        for alternative, value in judged.values:
            sums.setdefault(alternative, []).append(value)
    pooled = [(a, sum(v) / len(v)) for a, v in sums.items()]
    return sorted(pooled, key=lambda item: -item[1])


def _stays_best(view: Any, best: Action, deal: int, step: int, seed: int, index: int, margin: float,
                worlds: int, salts: Sequence[str] = ("twice 1", "twice 2")) -> bool:
    """Re-judged with twice the samples (two judgements under other seeds, pooled), ``best`` is still best and
    beats the next by ``margin``."""
    pooled = pooled_values(view, best, deal, step, [_rng(seed, index, step, salt) for salt in salts], worlds)
    return len(pooled) >= 2 and pooled[0][0] == best and pooled[0][1] - pooled[1][1] >= margin - 1e-9


def rejudge(problem: Problem, salt: str = "check") -> list[tuple[Action, float]]:
    """The problem re-judged with twice the samples under seeds of ``salt`` (two judgements pooled)."""
    partie = replay_problem(problem)
    view = partie.view(problem.seat)
    index = problem.deal - 1
    rngs = [_rng(problem.seed, index, problem.step, f"{salt} {n}") for n in (1, 2)]
    return pooled_values(view, problem.action, problem.deal, problem.step, rngs)


def _found_by(game: str, view: Any, best: Action, key: str, levels: Sequence[str] | None) -> tuple[str, ...]:
    """The levels whose player, asked once (seeded by ``key``), chooses ``best`` from ``view``."""
    from ..ai.player import LEVELS, make_player

    found = []
    for level in levels if levels is not None else LEVELS:
        seed = int(hashlib.sha1(f"{key}:{level}".encode()).hexdigest()[:8], 16)
        if make_player(level, seed, game).choose(view) == best:
            found.append(level)
    return tuple(found)


# --- the collection -----------------------------------------------------------------------------------------

def replay_problem(problem: Problem) -> Any:
    """The problem's position: its partie as it stood before the decision."""
    from ..model.game_records import replay

    return replay(problem.record).prefix(problem.step)


def check(problem: Problem, action: Action | str) -> bool:
    """Whether ``action`` (or its text) is the problem's best."""
    return str(action) == problem.best if isinstance(action, str) else action == problem.action


def answer_values(problem: Problem) -> list[tuple[str, float]]:
    """Each alternative the coach weighed, as text, with its value (points of the deal), best first."""
    return [(text, value) for text, value in problem.values]


def answer(problem: Problem, action: Action) -> Any:
    """Any answer judged from the seat's view with the problem's sampled deals (``training.Answer``)."""
    from ..model.game_records import replay
    from .training import answer as judged_answer

    return judged_answer(replay(problem.record), problem.step, action, problem.seed)


def of_the_day(problems: Sequence[Problem], date: datetime.date) -> Problem:
    """The problem of ``date``: the same all day for everyone, a new one each day, every one in turn (the
    collection in a fixed shuffled order, by the ids' digests)."""
    if not problems:
        raise ValueError("no problems")
    order = sorted(problems, key=lambda p: hashlib.sha1(p.id.encode()).hexdigest())
    return order[date.toordinal() % len(order)]


def to_data(problem: Problem) -> dict[str, Any]:
    data = dataclasses.asdict(problem)
    data["values"] = [list(v) for v in problem.values]
    data["found_by"] = list(problem.found_by)
    return data


def save(problems: Sequence[Problem], path: str | Path) -> None:
    text = json.dumps({"format": FORMAT, "version": 1, "problems": [to_data(p) for p in problems]},
                      ensure_ascii=False, indent=1, sort_keys=True)
    Path(path).write_text(text + "\n", encoding="utf-8")


def default_path() -> Path:
    from ..resources import resource_path

    return resource_path(FILE)


_FIELDS: dict[str, type | tuple[type, ...]] = {
    "id": str, "game": str, "record": dict, "step": int, "seat": int, "deal": int, "phase": str, "best": str,
    "best_data": dict, "margin": (int, float), "spread": (int, float), "values": list, "worlds": int, "seed": int,
    "difficulty": str, "found_by": list, "explanation": dict}


def load(path: str | Path | None = None) -> list[Problem]:
    """The problems of the file at ``path`` (the shipped collection by default); RecordError, one line, if it
    cannot be read or is not a collection of problems."""
    where = Path(path) if path is not None else default_path()
    try:
        data = json.loads(where.read_text(encoding="utf-8"))
    except OSError as error:
        raise RecordError(f"{where.name}: cannot be read ({error.strerror or error})") from None
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError):
        raise RecordError(f"{where.name}: not a problems file (not JSON)") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("problems"), list):
        raise RecordError(f"{where.name}: not a problems file (no {FORMAT!r} format and list of problems)")
    return [_problem(item, f"{where.name}: problem {n + 1}") for n, item in enumerate(data["problems"])]


def _problem(item: Any, where: str) -> Problem:
    if not isinstance(item, dict):
        raise RecordError(f"{where}: not an object but {quoted(item)}")
    for name, kind in _FIELDS.items():
        value = item.get(name)
        if not isinstance(value, kind) or (isinstance(value, bool) and kind is not str):
            raise RecordError(f"{where}: {name} is {quoted(value)}")
    values = item["values"]
    if not all(isinstance(v, list) and len(v) == 2 and isinstance(v[0], str) and isinstance(v[1], (int, float))
               for v in values):
        raise RecordError(f"{where}: values is {quoted(values)}")
    if item["difficulty"] not in DIFFICULTIES:
        raise RecordError(f"{where}: difficulty is {quoted(item['difficulty'])}")
    try:
        action_of(item["best_data"])
    except RecordError as error:
        raise RecordError(f"{where}: {error}") from None
    fields = {name: item[name] for name in _FIELDS}
    fields["values"] = tuple((str(t), float(v)) for t, v in values)
    fields["found_by"] = tuple(str(level) for level in item["found_by"])
    fields["margin"] = float(item["margin"])
    fields["spread"] = float(item["spread"])
    return Problem(**fields)
