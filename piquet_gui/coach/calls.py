"""The calling judged (issue 20): each call and reply of a two-handed deal, valued from the seat's view alone.

For a call or a reply, ``worlds`` hands of the opponent are drawn to agree with everything the seat has seen
and heard (:class:`~piquet_gui.ai.knowledge.Knowledge`).  In each, the deal is rebuilt at the calling: the two
hands as they stand after the exchange, the carte blanche scored, and the calling so far replayed through the
engine from the words said (``view.said``), each call and reply made with the cards that agree with the words,
the scores and the cards shown (the strongest that do).  A world in which the words cannot be replayed is
dropped and another drawn.  Each legal alternative is then applied and the calling finished with the
strongest true call or answer for both seats (the engine's ``legal_actions()[0]``), and valued in points of
the deal, the seat's minus the opponent's:

* the points the rest of the calling scores, as the engine reckons them: each category's winner with Law 49's
  further combinations, repique, carte rouge where the rules have it; younger's points as he will reckon them
  at elder's first lead;
* pique, where the calls decide whether it can still be made: the play is then solved exactly (double-dummy,
  ``ai.solver``) with pique open and with it closed, and what pique adds to the play is counted.

The play's other points are the same cards whatever is called, so they are left out of the values (the values
are the points still to come from this decision, not the deal's total).  **Not valued**: what a call tells
the opponent (the cards it shows, what he infers from a sinking), so the coach never finds a reason to call
less than it can score; a call sunk to hide a hand is judged by the points it gave up, and no more.  The
seat's own earlier calls, where the view does not fix their cards (younger's "Not good" before he shows),
are taken as the strongest true call that agrees with the words.  The moment rule (au cent's target that
stops a deal) is not followed: points of the deal only.

Carte blanche, announced or not (:func:`carte_blanche_values`), is valued before the exchange by the plain
exchange's estimate (``coach.luck.plain_value``), as the luck of the cards is.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence

from ..model import combinations as combos
from ..model.actions import Action, Call, Reply, ReplyKind
from ..model.cards import FULL_PACK, iter_bits, mask_of
from ..model.two_handed.deal import Deal, Phase, Step
from ..model.errors import IllegalActionError
from ..model.events import Said, Speech
from ..model.scoring import ScoreItem
from ..model.view import SeatView
from .analysis import Skip

ROUNDS = 4
"""Draws of ``worlds`` hands at most, when too many cannot replay the words said."""

VALUED = ("the points the rest of the calling scores (Law 49, repique, carte rouge) and pique where the calls "
          "decide it (the play solved exactly); what a call tells the opponent is not valued")
"""What a call's values count, in a sentence (the judgement's ``valued``)."""

BLANCHE_VALUED = ("the carte blanche's points and what they do to pique and repique, both hands then exchanged "
                  "the plain way and valued by the exchange's estimate; what showing the hand tells is not valued")
"""What carte blanche's values count."""

BLANCHE_WORLDS = 200
"""Placements of the unseen cards carte blanche is judged over (each valued by a fast estimate)."""


@dataclasses.dataclass(frozen=True)
class CallValues:
    """Each alternative of a call, a reply or carte blanche with its value in each world (the seat's points
    minus the opponent's from this decision on), the same worlds for all."""

    actions: list[Action]
    """The legal alternatives (the choice among them)."""
    rows: list[list[float]]
    """``rows[k][w]``: alternative ``k``'s value in world ``w``."""
    chosen: int
    """The choice's index in ``actions``."""
    solved: int
    """The worlds in which the play was solved for pique."""


Unjudged = tuple[Skip, str]
"""Why a decision cannot be judged: its kind and a sentence."""


def call_values(view: SeatView, choice: Action, rng: random.Random, worlds: int) -> CallValues | Unjudged:
    """Every legal alternative of the call or reply ``choice`` valued over ``worlds`` sampled worlds (see the
    module), or why it cannot be."""
    from ..ai.knowledge import Knowledge

    actions = list(view.legal_actions)
    if choice not in actions:
        actions.append(choice)  # a true call the engine accepts though it does not list it (a record's)
    knowledge = Knowledge.from_view(view)
    built: list[Deal] = []
    for _ in range(ROUNDS):
        hands = knowledge.sample(rng, worlds - len(built))
        if not hands:
            break
        built.extend(world for world in (calling_world(view, hand) for hand in hands) if world is not None)
        if len(built) >= worlds:
            break
    if not built:
        return Skip.NO_DEAL, "no deal agrees with what the seat has seen and heard"
    rows: list[list[float]] = [[] for _ in actions]
    solved = 0
    for world in built:
        start = _hand_points(world, view.seat)
        finished = [_finished(world, action) for action in actions]
        pique = _pique_values(finished, view.seat)
        solved += pique is not None
        for k, deal in enumerate(finished):
            rows[k].append(_hand_points(deal, view.seat) - start + (pique[k] if pique is not None else 0))
    return CallValues(actions, rows, actions.index(choice), solved)


def carte_blanche_values(view: SeatView, choice: Action, rng: random.Random,
                         worlds: int = BLANCHE_WORLDS) -> CallValues | Unjudged:
    """Announcing carte blanche or not, each valued over ``worlds`` placements of the cards the holder cannot
    see (the opponent's twelve, the talon's order), both seats then exchanging the plain way
    (``coach.luck.plain_value``: the calls exactly, pique and the play by the exchange's estimate), or why
    it is not judged."""
    from .luck import plain_value

    if any(taken is not None for taken in view.taken):
        return Skip.NOT_YET, "carte blanche after elder's exchange: not judged yet"
    actions = list(view.legal_actions)
    if choice not in actions:
        return Skip.NOT_YET, "carte blanche: an unknown choice"
    rules = view.rules
    mine = mask_of(view.hand)
    unknown = [i for i in range(32) if not mine >> i & 1]
    elder = view.seat == view.elder
    rows: list[list[float]] = [[] for _ in actions]
    for _ in range(worlds):
        order = rng.sample(unknown, len(unknown))
        theirs = sum(1 << i for i in order[:rules.hand_size])
        talon = order[rules.hand_size:]
        for k, action in enumerate(actions):
            scored = rules.carte_blanche_points if getattr(action, "announce", False) else 0
            if elder:
                rows[k].append(plain_value(mine, theirs, talon, rules, (scored, 0)))
            else:
                rows[k].append(-plain_value(theirs, mine, talon, rules, (0, scored)))
    return CallValues(actions, rows, actions.index(choice), 0)


# --- a world at the calling -------------------------------------------------------------------------

def calling_world(view: SeatView, opponent_hand: int) -> Deal | None:
    """The deal at this point of the calling if the opponent held ``opponent_hand`` (his hand after the
    exchange), the calling so far replayed from the words said; None if they cannot be said from it."""
    me = view.seat
    hands = [0, 0]
    hands[me] = mask_of(view.hand)
    hands[1 - me] = opponent_hand
    rest = FULL_PACK & ~(hands[0] | hands[1])
    deal = Deal.__new__(Deal)
    # The cards out of both hands stand in for the talon and the discards: the calling never reads them.
    deal._setup(view.rules, view.dealer, hands, tuple(iter_bits(rest)))
    deal.cb_holder, deal.cb_announced = None, False
    deal.taken = list(view.taken)
    deal.contract, deal.bids = view.contract, tuple(view.bids)
    for seat in (0, 1):
        points = view.scores[seat].carte_blanche
        if points:
            deal.scores[seat].add(ScoreItem.CARTE_BLANCHE, points)
            deal.hand_points[seat] += points
    deal.phase, deal.to_act = Phase.DECLARATION, deal.elder
    deal.category, deal.step = 0, Step.CALL
    found = _replayed(deal, view.said, view)
    if found is None or found.to_act != me or list(found.legal_actions()) != list(view.legal_actions):
        return None
    return found


def _replayed(deal: Deal, said: Sequence[Said], view: SeatView) -> Deal | None:
    """``deal`` with the calling replayed until it has said ``said`` and agrees with the view's scores and
    cards shown: at each step the first (strongest) action that says the next words, backtracking where a
    choice cannot lead to the view."""
    done = len(deal.said)
    if done == len(said):
        agrees = all(deal.scores[s] == view.scores[s] and deal.shown[s] == mask_of(view.shown[s]) for s in (0, 1))
        return deal if agrees else None
    words = said[done]
    for action in deal.legal_actions():
        if not _may_say(action, words):
            continue
        trial = deal.copy()
        try:
            trial.apply(action)
        except IllegalActionError:
            continue
        if tuple(trial.said) != tuple(said[:len(trial.said)]):
            continue
        found = _replayed(trial, said, view)
        if found is not None:
            return found
    return None


_SPEECHES = {
    ReplyKind.GOOD: (Speech.GOOD, Speech.NO_CALL), ReplyKind.NOT_GOOD: (Speech.NOT_GOOD, Speech.CALL),
    ReplyKind.ASK: (Speech.ASK,), ReplyKind.TELL: (Speech.TELL,), ReplyKind.EQUAL: (Speech.EQUAL,),
}


def _may_say(action: Action, words: Said) -> bool:
    """A quick filter: whether ``action`` can say ``words`` (the engine's words decide)."""
    if isinstance(action, Call):
        if not action.combos:
            return words.speech is Speech.NO_CALL
        if words.speech is not Speech.CALL:
            return False
        first = combos.call_strength(action.category, action.combos)[0]
        if action.category is combos.Category.SETS:
            return words.rank is not None and first == words.value * 8 + int(words.rank)
        return first == words.value
    if isinstance(action, Reply):
        return words.speech in _SPEECHES[action.kind]
    return False


# --- the calling finished, and valued --------------------------------------------------------------

def _finished(world: Deal, action: Action) -> Deal:
    """The world with ``action`` taken and the calling finished, each seat making its strongest true call or
    answer."""
    deal = world.copy()
    deal.apply(action)
    while deal.phase is Phase.DECLARATION:
        deal.apply(deal.legal_actions()[0])
    return deal


def _hand_points(deal: Deal, seat: int) -> int:
    """``seat``'s points minus the opponent's in the deal so far, with younger's calls still to be reckoned."""
    totals = [deal.scores[0].total, deal.scores[1].total]
    totals[deal.younger] += sum(points for _, points, _ in deal.pending)
    return totals[seat] - totals[1 - seat]


def _pique_values(finished: list[Deal], seat: int) -> list[int] | None:
    """What pique adds to ``seat``'s play after each alternative's calling (the play solved exactly with pique
    open and closed), or None where it adds the same to every alternative (pique closed after all of them, or
    open alike): then it cancels out of their differences and is left out."""
    from ..ai.solver import solve

    keys = [_pique_key(deal) for deal in finished]
    if len(set(keys)) == 1:
        return None
    opened = next(deal for deal, key in zip(finished, keys) if key is not None)
    closed = opened.copy()
    closed.bonus_done = True
    base = max(solve(closed).values())  # elder's, to lead; the same cards after every alternative
    gains: dict[tuple[int, int] | None, int] = {None: 0}
    out = []
    for deal, key in zip(finished, keys):
        if key not in gains:
            gains[key] = max(solve(deal).values()) - base
        out.append(gains[key] if seat == deal.elder else -gains[key])
    return out


def _pique_key(deal: Deal) -> tuple[int, int] | None:
    """What the play's pique depends on once the calling is over (None where it cannot be made: a bonus
    already made, both seats with points, or more points needed than the play can give before the other
    seat scores)."""
    if deal.phase is not Phase.PLAY or deal.bonus_done:
        return None
    rules = deal.rules
    reach = 12 * (max(rules.lead_points, rules.win_points) + rules.trick_points) + rules.last_trick_bonus
    if rules.cards_count_toward_pique:
        reach += rules.cards_points
    threshold = deal.thresholds()[0]
    points = deal.hand_points
    if any(points[1 - s] == 0 and threshold - points[s] <= reach for s in (0, 1)):
        return points[0], points[1]
    return None
