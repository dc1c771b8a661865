"""The coach's judgement in words and as JSON, for ``python -m piquet_gui analyse`` (``cli.py``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .analysis import MARKS, Judged, totals
from .levels import closest_level, error_rates, overall
from .luck import Luck, deal_luck
from .partie_terms import CHANCE_MARKS


def _number(value: float | None) -> float | None:
    return None if value is None else round(value, 2)


def lucks(partie: Any, judged: Sequence[Judged]) -> dict[tuple[int, int], Luck]:
    """Each judged deal's luck for each seat judged, where it can be told."""
    out = {}
    for deal, seat in sorted({(j.deal, j.seat) for j in judged}):
        luck = deal_luck(partie, deal, seat, judged)
        if luck is not None:
            out[deal, seat] = luck
    return out


def _luck_record(luck: Luck) -> dict[str, float]:
    return {"result": luck.result, "average": round(luck.average, 2), "dealt": round(luck.dealt, 2),
            "talon": round(luck.talon, 2), "cards": round(luck.cards, 2), "decisions": round(luck.decisions, 2),
            "own": round(luck.own, 2), "others": round(luck.opponent, 2), "rest": round(luck.rest, 2)}


CHANCE_IS = ("each judged decision's chance: the drop in its side's chance of winning the partie that its cost "
             "would have made, from the standing after its deal; a decision's mark is the severer of its points' "
             "and its chance's")

JUDGED_IN = {
    2: "points of the deal (each seat's points minus the opponent's), not the partie's terms",
    3: "points of the deal (each seat's points minus the mean of the other two's), not the partie's terms",
    4: "points of the deal (each seat's side's points minus the other side's), not the partie's terms",
}


def _sides(judged: Sequence[Judged], seats: int) -> dict[str, dict[str, dict[str, float]]]:
    """Four hands: each side's judged decisions (its two partners' together), by phase."""
    if seats != 4:
        return {}
    return {str(side): totals(j for j in judged if j.seat % 2 == side)
            for side in sorted({j.seat % 2 for j in judged})}


def _judged_groups(judged: Sequence[Judged], seats: int) -> list[tuple[str, tuple[int, ...]]]:
    """Whose level is told: each seat judged, or four-handed each side judged (its key, its seats)."""
    present = sorted({j.seat for j in judged})
    if seats == 4:
        return [(str(side), (side, side + 2)) for side in sorted({s % 2 for s in present})]
    return [(str(seat), (seat,)) for seat in present]


def level_record(judged: Sequence[Judged], seats: int = 2, game: str | None = None) -> dict[str, Any]:
    """Each seat's (four-handed: each side's) error rate per phase, overall, and the closest computer level
    (``coach.levels``; None with too few decisions or no game)."""
    out = {}
    for key, group in _judged_groups(judged, seats):
        rates = error_rates(judged, group)
        out[key] = {"seats": list(group),
                    "rates": {phase: {"decisions": r.decisions, "cost": round(r.cost, 2), "mean": round(r.mean, 3)}
                              for phase, r in rates.items()},
                    "overall": round(overall(rates), 3),
                    "closest": None if game is None else closest_level(game, rates)}
    return out


def analysis_record(judged: Sequence[Judged], luck: dict[tuple[int, int], Luck] | None = None,
                    seats: int = 2, game: str | None = None) -> dict[str, Any]:
    """One entry per decision (deal, seat, phase, choice, best, cost, mark; or why it was skipped), and
    each deal's totals by phase and luck, by seat (and by side, four-handed: seats 0 and 2, 1 and 3); and
    the level: each seat's (each side's) error rate per phase and the closest computer level in ``game``."""
    luck = luck or {}
    decisions = [{
        "deal": j.deal, "seat": j.seat, "phase": j.phase, "step": j.step, "choice": str(j.choice),
        "best": None if j.best is None else str(j.best), "cost": _number(j.cost), "spread": _number(j.spread),
        "chance": _number(j.chance), "mark": j.mark, "worlds": j.worlds, "skipped": j.skipped,
        "skip": None if j.skip is None else j.skip.value, "valued": j.valued or None,
        "alternatives": [{"action": str(a), "value": _number(v)} for a, v in j.values],
        "why": None if j.why is None else j.why.record(),
    } for j in judged]
    deals = sorted({j.deal for j in judged})
    return {
        "judged_in": JUDGED_IN.get(seats, JUDGED_IN[2]),
        "marks": {mark: threshold for threshold, mark in MARKS},
        "chance_marks": {mark: threshold for threshold, mark in CHANCE_MARKS},
        "chance": CHANCE_IS,
        "decisions": decisions,
        "deals": [{"deal": d,
                   "seats": {str(s): totals(j for j in judged if j.deal == d and j.seat == s)
                             for s in sorted({j.seat for j in judged if j.deal == d})},
                   "luck": {str(s): _luck_record(luck[d, s]) for s in sorted({j.seat for j in judged if j.deal == d})
                            if (d, s) in luck},
                   **({"sides": _sides([j for j in judged if j.deal == d], seats)} if seats == 4 else {})}
                  for d in deals],
        "partie": {str(s): totals(j for j in judged if j.seat == s) for s in sorted({j.seat for j in judged})},
        **({"sides": _sides(judged, seats)} if seats == 4 else {}),
        "level": level_record(judged, seats, game),
    }


def analysis_lines(judged: Sequence[Judged], luck: dict[tuple[int, int], Luck] | None = None,
                   seats: int = 2, game: str | None = None) -> list[str]:
    """The same, a line a decision and a line of totals (and luck) a deal and seat (and side, four-handed)."""
    luck = luck or {}
    measure = JUDGED_IN.get(seats, JUDGED_IN[2]).split(", not")[0]
    lines = [f"Judged in {measure}, from what the seat knew."]
    deal = None
    for j in judged:
        if j.deal != deal:
            deal = j.deal
            lines.append(f"Deal {deal}")
        head = f"  step {j.step:>3}  seat {j.seat}  {j.phase:<13} {str(j.choice):<24}"
        if j.skipped is not None:
            lines.append(f"{head} skipped: {j.skipped}")
            continue
        cost = j.cost or 0.0
        spread = f" ± {j.spread:.1f}" if j.spread else ""
        best = "" if j.best == j.choice or cost < 0.05 else f"; best {j.best}"
        chance = f", {j.chance * 100:.0f}% of the partie" if j.chance else ""
        lines.append(f"{head} cost {cost:5.1f}{spread} {j.mark:<2} ({j.worlds} deals{best}{chance})")
        if j.why is not None:
            lines.append(f"{' ' * 10}why: {j.why.line()}")
        if j is _last_of(judged, j.deal):
            lines.extend(_totals_lines(judged, j.deal, luck))
    if judged and _last_of(judged, judged[-1].deal).skipped is not None:
        lines.extend(_totals_lines(judged, judged[-1].deal, luck))
    if len({j.deal for j in judged}) > 1:
        lines.append("The partie")
        for seat in sorted({j.seat for j in judged}):
            figures = totals(j for j in judged if j.seat == seat)
            parts = [f"{phase} {f['cost']:.1f} over {int(f['decisions'])} decisions ({f['mean']:.2f} each)"
                     for phase, f in figures.items()]
            lines.append(f"  seat {seat}: cost " + ("; ".join(parts) if parts else "nothing judged"))
    for side, figures in _sides(judged, seats).items():
        parts = [f"{phase} {f['cost']:.1f} over {int(f['decisions'])} decisions" for phase, f in figures.items()]
        lines.append(f"  side of seats {side} and {int(side) + 2}: cost "
                     + ("; ".join(parts) if parts else "nothing judged"))
    lines.extend(_level_lines(judged, seats, game))
    return lines


def _level_lines(judged: Sequence[Judged], seats: int, game: str | None) -> list[str]:
    """A line a seat (a side, four-handed): its error rate per phase and the closest computer level."""
    out = []
    for key, entry in level_record(judged, seats, game).items():
        who = f"side of seats {key} and {int(key) + 2}" if seats == 4 else f"seat {key}"
        parts = [f"{phase} {r['mean']:.2f} ({r['decisions']})" for phase, r in entry["rates"].items()]
        closest = entry["closest"] or "not said (too few decisions judged)"
        out.append(f"  {who}: error rate per decision " + (", ".join(parts) if parts else "none judged")
                   + f"; overall {entry['overall']:.2f}; closest computer level: {closest}")
    if out:
        out.insert(0, "Level (error rate: the mean cost of a judged decision, by phase, and its number)")
    return out


def _last_of(judged: Sequence[Judged], deal: int) -> Judged:
    return [j for j in judged if j.deal == deal][-1]


def _totals_lines(judged: Sequence[Judged], deal: int, luck: dict[tuple[int, int], Luck]) -> list[str]:
    out = []
    for seat in sorted({j.seat for j in judged if j.deal == deal}):
        figures = totals(j for j in judged if j.deal == deal and j.seat == seat)
        parts = [f"{phase} {f['cost']:.1f} over {int(f['decisions'])} decisions" for phase, f in figures.items()]
        out.append(f"  seat {seat} in deal {deal}: cost " + ("; ".join(parts) if parts else "nothing judged"))
        found = luck.get((deal, seat))
        if found is not None and found.hands != 2:
            whose = f"side of seats {seat % 2} and {seat % 2 + 2}" if found.hands == 4 else f"seat {seat}"
            out.append(f"  luck of the {whose} in deal {deal}: result {found.result:+g} = place {found.average:+.1f}, "
                       f"cards as dealt {found.dealt:+.1f}, decisions {found.decisions:+.1f} "
                       f"({'the side' if found.hands == 4 else 'own'} {found.own:+.1f}, "
                       f"the {'other side' if found.hands == 4 else 'others'} {found.opponent:+.1f}), "
                       f"the rest {found.rest:+.1f}")
        elif found is not None:
            out.append(f"  seat {seat} in deal {deal}: result {found.result:+g} = place {found.average:+.1f}, "
                       f"cards {found.cards:+.1f} (dealt {found.dealt:+.1f}, talon {found.talon:+.1f}), "
                       f"decisions {found.decisions:+.1f}, the rest {found.rest:+.1f}")
    return out
