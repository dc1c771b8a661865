"""The exchange searched over the opponent's possible hands (Master's discard).

``heuristics.best_discard`` values each discard by a static guess at what the
hand alone will make.  Here the few best of those discards are weighed instead
against *worlds*: each world places every card this seat cannot see (the
opponent's twelve dealt cards and the talon's unseen cards), lets the opponent
exchange as a plain player would (his worst cards out, the talon's next cards
in), and then values each discard on both final hands:

* the declarations exactly, as the calling between the two hands would go
  (point, sequence and sets compared, elder's ties, Law 49's extra
  combinations, repique, carte rouge when the rules have it);
* pique, when elder's calls and the tricks he can take at once from the top
  reach thirty before younger scores;
* the play by a fast estimate fitted to the exact double-dummy value of the
  play (``solver.solve``) on many deals: the tricks each hand takes suit by
  suit against the other's cards.

The worlds are shared by all the discards (common random numbers), so their
differences are measured with much less noise than their values; the discard
with the best mean of (my points - his points) is chosen.  Only the seat's
:class:`SeatView` is used.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ..model import combinations as combos
from ..model.actions import Discard
from ..model.cards import CARD_VALUES, CARDS, SUIT_MASKS, iter_bits, mask_of
from ..model.two_handed.deal import COURT_CARDS
from ..model.two_handed.rules import Rules
from ..model.view import SeatView
from . import heuristics

__all__ = ["Judge", "deal_value", "declarations", "discard_values", "play_estimate", "ranked_searched", "searched_discard",
           "worst_cards"]

Summary = tuple[tuple[int, int], int, int, tuple[int, int], int, int, int, int, int]
"""What the calling needs of a hand: for the point, sequences and sets in turn, the strength of its
strongest combination, the points of all it would score (Law 49) and the cards they cover."""


# --- declarations --------------------------------------------------------------------------

def _summary(hand: int, lowest: int) -> Summary:
    best = (0, 0)
    best_mask = 0
    for suit_mask in SUIT_MASKS:
        cards = hand & suit_mask
        if cards:
            strength = (cards.bit_count(), sum(CARD_VALUES[i] for i in iter_bits(cards)))
            if strength > best:
                best, best_mask = strength, cards
    seq_strength = (0, 0)
    seq_score = seq_mask = 0
    for run in combos.runs(hand):
        strength = (run.bit_count(), (run.bit_length() - 1) % 8)
        seq_strength = max(seq_strength, strength)
        seq_score += combos.SEQUENCE_POINTS[run.bit_count()]
        seq_mask |= run
    set_top = set_score = set_mask = 0
    for rank in range(7, lowest - 1, -1):
        cards = hand & combos.RANK_MASKS[rank]
        count = cards.bit_count()
        if count >= 3:
            set_top = max(set_top, count * 8 + rank)
            set_score += 14 if count == 4 else 3
            set_mask |= cards
    return (best, best[0], best_mask, seq_strength, seq_score, seq_mask, set_top, set_score, set_mask)


def declarations(elder_hand: int, younger_hand: int, lowest: int = 3, carte_rouge: bool = False,
                 start: tuple[int, int] = (0, 0), rouge_points: int = 20,
                 threshold: int = 30, repique: int = 60) -> tuple[int, int, int, int, bool]:
    """The calling between two final hands, both calling their strongest in full:
    (elder's points, younger's points, elder's hand points, younger's hand points, whether
    repique was made).  ``start`` holds hand points already scored (carte blanche)."""
    return _declare(_summary(elder_hand, lowest), _summary(younger_hand, lowest), elder_hand, younger_hand,
                    carte_rouge, start, rouge_points, threshold, repique)


def _declare(e: Summary, y: Summary, elder_hand: int, younger_hand: int, carte_rouge: bool,
             start: tuple[int, int], rouge_points: int, threshold: int,
             repique: int, steps: list[tuple[int, int]] | None = None) -> tuple[int, int, int, int, bool]:
    """The calling between two summarised hands (see :func:`declarations`); ``steps``, when given, receives
    each score in the order it reckons: (0 elder or 1 younger, points), a repique with the score reaching it."""
    hp = [start[0], start[1]]
    pts = [0, 0]
    bonus = False
    covered = [0, 0]
    rouge_done = False
    for strength_at, score_at, mask_at in ((0, 1, 2), (3, 4, 5), (6, 7, 8)):
        se, sy = e[strength_at], y[strength_at]
        if se > sy:  # type: ignore[operator]
            winner, summary = 0, e
        elif sy > se:  # type: ignore[operator]
            winner, summary = 1, y
        else:
            continue  # equal (or neither holds one): nobody scores
        points: int = summary[score_at]  # type: ignore[assignment]
        hp[winner] += points
        pts[winner] += points
        if not bonus and hp[1 - winner] == 0 and hp[winner] >= threshold:
            bonus = True
            pts[winner] += repique
            points += repique
        if steps is not None:
            steps.append((winner, points))
        if carte_rouge and not rouge_done:
            covered[winner] |= summary[mask_at]  # type: ignore[operator]
            if covered[winner] == (elder_hand if winner == 0 else younger_hand):
                rouge_done = True
                hp[winner] += rouge_points
                pts[winner] += rouge_points
                added = rouge_points
                if not bonus and hp[1 - winner] == 0 and hp[winner] >= threshold:
                    bonus = True
                    pts[winner] += repique
                    added += repique
                if steps is not None:
                    steps.append((winner, added))
    return pts[0], pts[1], hp[0], hp[1], bonus


# --- the play ----------------------------------------------------------------------------------

def _contest(a: int, b: int) -> tuple[int, int, int, int]:
    """One suit played out top-down: (a's tricks over b's cards, b's over a's, a's long cards, b's)."""
    ta = tb = 0
    while a and b:
        if a.bit_length() > b.bit_length():
            ta += 1
            a ^= 1 << (a.bit_length() - 1)
            b &= b - 1
        else:
            tb += 1
            b ^= 1 << (b.bit_length() - 1)
            a &= a - 1
    return ta, tb, a.bit_count(), b.bit_count()


_CONTEST: dict[int, tuple[int, int, int, int]] = {}


def _suit_play(a: int, b: int) -> tuple[int, int, int, int]:
    key = a << 8 | b
    found = _CONTEST.get(key)
    if found is None:
        found = _CONTEST[key] = _contest(a, b)
    return found


def _sure_run(a: int, b: int) -> int:
    """Tricks ``a`` can take at once leading from the top, ``b`` following (a lower bound)."""
    run = 0
    for suit in range(4):
        x = (a >> (8 * suit)) & 0xFF
        if not x:
            continue
        y = (b >> (8 * suit)) & 0xFF
        if not y:
            run += x.bit_count()
            continue
        tops = 0
        high = y.bit_length()
        for rank in range(7, high - 1, -1):
            if x >> rank & 1:
                tops += 1
            else:
                break
        run += x.bit_count() if tops >= y.bit_count() else tops
    return run


# Least-squares fit to the exact double-dummy value of the play (``solver.solve``; elder's points
# minus younger's, pique apart) over 2,550 deals exchanged by Master: constant, tricks over the other's
# cards, expected tricks, sure run from the top, long cards left in the suits.  Residual sd 7.2 points.
_FIT = (-1.864, 0.518, 0.312, 2.111, 0.744)


def play_features(elder: int, younger: int) -> tuple[int, float, int, int]:
    """Elder's minus younger's: tricks over the other's cards suit by suit, expected tricks
    (``heuristics.expected_tricks``), tricks taken at once from the top; and the long cards of both."""
    top = longs = 0
    for suit in range(4):
        a = (elder >> (8 * suit)) & 0xFF
        b = (younger >> (8 * suit)) & 0xFF
        ta, tb, la, lb = _suit_play(a, b)
        top += ta - tb
        longs += la + lb
    et = heuristics.expected_tricks(elder) - heuristics.expected_tricks(younger)
    return top, et, _sure_run(elder, younger) - _sure_run(younger, elder), longs


def play_estimate(elder: int, younger: int) -> float:
    """Elder's points minus younger's in the play (leads, tricks, the cards, capot; not pique), estimated."""
    c0, c_top, c_et, c_run, c_long = _FIT
    top, et, run, longs = play_features(elder, younger)
    return c0 + c_top * top + c_et * et + c_run * run + c_long * longs


# --- the search ---------------------------------------------------------------------------------

Judge = Callable[[int, int], float]
"""What one world's final hands (elder's, younger's) are worth to the seat exchanging; by default its points
minus the opponent's over the deal, and near the end of a game or in a contract what that reads."""


def _opponent_count(rules_low: int, high: int) -> int:
    """How many cards a plain younger hand takes (as ``Casual``): three when he may, at least the minimum."""
    return max(rules_low, min(high, 3))


def deal_value(elder_hand: int, younger_hand: int, rules: Rules, start: tuple[int, int] = (0, 0)) -> float:
    """Elder's points minus younger's over a deal from these hands after the exchange (the calls, pique and
    the play's estimate), ``start`` the carte blanche each has scored."""
    return _value(elder_hand, younger_hand, True, rules, start, {}, {})


def worst_cards(hand: int, count: int, elder: bool) -> int:
    """The ``count`` least useful cards of ``hand`` (a mask), as the plain player puts them out."""
    if count <= 0:
        return 0
    cards = sorted(iter_bits(hand), key=lambda i: heuristics.keep_score(i, hand, elder))[:count]
    return mask_of(CARDS[i] for i in cards)


def ranked_searched(view: SeatView, rng: random.Random, top: int = 12, worlds: int = 200, draws: int = 20,
                    width: int = 8, judge: Judge | None = None, extra: tuple[int, ...] = ()
                    ) -> list[tuple[float, int]]:
    """The ``top`` discards ``heuristics.ranked_discards`` likes best (and any of ``extra`` not among them),
    each with its mean value (my points minus his over the deal, or by ``judge``) over ``worlds`` sampled
    worlds; best first."""
    ranked = heuristics.ranked_discards(view, rng, draws, width)
    candidates = [mask for _, mask in ranked[:top]]
    candidates += [mask for mask in extra if mask not in candidates]
    if len(candidates) <= 1:
        return [(0.0, mask) for mask in candidates]
    return discard_values(view, rng, candidates, worlds, judge)


def discard_values(view: SeatView, rng: random.Random, candidates: list[int], worlds: int = 200,
                   judge: Judge | None = None) -> list[tuple[float, int]]:
    """Each discard of ``candidates`` (masks) with its mean value (my points minus his, over the deal; or by
    ``judge``) over ``worlds`` sampled worlds, the same worlds for all; best first."""
    rules = view.rules
    me = view.seat
    other = 1 - me
    i_am_elder = me == view.elder
    hand = mask_of(view.hand)
    talon = list(view.talon)
    size = len(talon)
    known_talon = mask_of(c for c in talon if c is not None)
    unknown = [c.index for c in CARDS if not ((hand | known_talon) >> c.index & 1)]
    opponent_dealt_size = rules.hand_size
    # Carte blanche announced by the opponent: his twelve dealt cards hold no king, queen or knave.
    blank = other in view.carte_blanche
    start = (view.scores[view.elder].carte_blanche, view.scores[1 - view.elder].carte_blanche)  # elder, younger
    elder_took = view.taken[view.elder] or 0
    my_start = 0 if i_am_elder else elder_took
    younger_low = 1 if rules.younger_must_exchange else 0

    totals = [0.0] * len(candidates)
    my_summaries: dict[int, Summary] = {}
    their_summaries: dict[int, Summary] = {}

    for _ in range(worlds):
        # Place the unseen cards: the opponent's dealt twelve, then the talon's unseen places in order.
        if blank:
            plain = [i for i in unknown if not (COURT_CARDS >> i & 1)]
            if len(plain) >= opponent_dealt_size:
                dealt_list = rng.sample(plain, opponent_dealt_size)
                chosen = set(dealt_list)
                rest = [i for i in unknown if i not in chosen]
                rng.shuffle(rest)
            else:
                order = rng.sample(unknown, len(unknown))
                dealt_list, rest = order[:opponent_dealt_size], order[opponent_dealt_size:]
        else:
            order = rng.sample(unknown, len(unknown))
            dealt_list, rest = order[:opponent_dealt_size], order[opponent_dealt_size:]
        dealt = 0
        for i in dealt_list:
            dealt |= 1 << i
        filler = iter(rest)
        cards = [c.index if c is not None else next(filler, -1) for c in talon]
        if i_am_elder:
            finals: dict[int, int] = {}
        else:
            taken_mask = 0
            for position in range(elder_took):
                if cards[position] >= 0:
                    taken_mask |= 1 << cards[position]
            opponent_final = (dealt & ~worst_cards(dealt, elder_took, True)) | taken_mask
        for n, discard in enumerate(candidates):
            count = discard.bit_count()
            drawn = 0
            for position in range(my_start, min(size, my_start + count)):
                if cards[position] >= 0:
                    drawn |= 1 << cards[position]
            mine = (hand & ~discard) | drawn
            if i_am_elder:
                opponent_final = finals.get(count, -1)
                if opponent_final < 0:
                    his = _opponent_count(younger_low, size - count)
                    his_drawn = 0
                    for position in range(count, min(size, count + his)):
                        if cards[position] >= 0:
                            his_drawn |= 1 << cards[position]
                    opponent_final = finals[count] = (dealt & ~worst_cards(dealt, his, False)) | his_drawn
                elder_hand, younger_hand = mine, opponent_final
            else:
                elder_hand, younger_hand = opponent_final, mine
            if judge is None:
                totals[n] += _value(elder_hand, younger_hand, i_am_elder, rules, start, my_summaries,
                                    their_summaries)
            else:
                totals[n] += judge(elder_hand, younger_hand)
    out = [(total / worlds, mask) for total, mask in zip(totals, candidates)]
    out.sort(key=lambda item: -item[0])
    return out


def _value(elder_hand: int, younger_hand: int, i_am_elder: bool, rules: Rules, start: tuple[int, int],
           mine_cache: dict[int, Summary], theirs_cache: dict[int, Summary]) -> float:
    """One discard in one world: my points minus his over the deal (declarations, pique, play)."""
    lowest = rules.lowest_set_rank
    e = _cached(elder_hand, lowest, mine_cache if i_am_elder else theirs_cache)
    y = _cached(younger_hand, lowest, theirs_cache if i_am_elder else mine_cache)
    pe, py, hpe, hpy, bonus = _declare(e, y, elder_hand, younger_hand, rules.carte_rouge, start,
                                       rules.carte_rouge_points, rules.repique_threshold, rules.repique_bonus)
    play = play_estimate(elder_hand, younger_hand)
    if not bonus and hpy == 0:
        # Pique: elder's calls and the leads he wins straight off reach thirty before younger scores.
        need = rules.pique_threshold - hpe
        run = _sure_run(elder_hand, younger_hand)
        if rules.cards_count_toward_pique and run >= 7:
            run += rules.cards_points
        if run >= need:
            pe += rules.pique_bonus
    value = pe - py + play
    return value if i_am_elder else -value


def _cached(hand: int, lowest: int, cache: dict[int, Summary]) -> Summary:
    found = cache.get(hand)
    if found is None:
        found = cache[hand] = _summary(hand, lowest)
    return found


def searched_discard(view: SeatView, rng: random.Random, top: int = 12, worlds: int = 200, draws: int = 20,
                     width: int = 8, judge: Judge | None = None, extra: tuple[int, ...] = ()) -> Discard:
    """The discard with the best mean value over worlds of the opponent's hand and the talon."""
    return Discard(ranked_searched(view, rng, top, worlds, draws, width, judge, extra)[0][1])


def reckoning(elder_hand: int, younger_hand: int, rules: Rules, start: tuple[int, int] = (0, 0)
              ) -> tuple[list[tuple[int, int]], int, float]:
    """A deal from these final hands in the order its scores reckon (Law 67): the calls' scores as
    ``(0 elder or 1 younger, points)`` in turn (repique and carte rouge with the score that makes them),
    elder's pique (0 or its bonus: it comes in the first tricks), and the play's estimate (elder's points
    minus younger's, :func:`play_estimate`).  ``start``: carte blanche already scored."""
    lowest = rules.lowest_set_rank
    steps: list[tuple[int, int]] = []
    _, _, hpe, hpy, bonus = _declare(_summary(elder_hand, lowest), _summary(younger_hand, lowest), elder_hand,
                                     younger_hand, rules.carte_rouge, start, rules.carte_rouge_points,
                                     rules.repique_threshold, rules.repique_bonus, steps)
    pique = 0
    if not bonus and hpy == 0:
        run = _sure_run(elder_hand, younger_hand)
        if rules.cards_count_toward_pique and run >= 7:
            run += rules.cards_points
        if run >= rules.pique_threshold - hpe:
            pique = rules.pique_bonus
    return steps, pique, play_estimate(elder_hand, younger_hand)
