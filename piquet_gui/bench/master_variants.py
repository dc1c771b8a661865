"""The Masters as they were before issue 31, and what was tried then, for the bench.

:class:`Before` is the two-handed Master before issue 31 (12 hands drawn uniformly, all alike); the others
are that Master with one change each, as tried; name them to the bench as ``MODULE:CLASS``, e.g.::

    python -m piquet_gui.bench.players --a master --b piquet_gui.bench.master_variants:Before --pairs 800

Figures: A's mean a mirrored pair against the Master of the time, 95% interval, the share of decisive pairs A
won (400 pairs, seed 31 unless said; Rubicon's pairs have a standard deviation of about 15 points, so an
interval is about +/-1.5).  Each change alone measured within the noise; the three two-handed ones together
(24 hands, drawn as kept, weighed by the plays) are today's Master (``ai/levels.py`` gives its figures).

* :class:`MoreWorlds`, two-handed, the play searched over 24 sampled hands instead of 12: Rubicon +0.54
  [-0.93, +2.02], 54.6%, p95 86 ms against 74; auction (sd 64) -1.58 [-7.88, +4.71].
* :class:`KeptHands`, two-handed, the opponent's hands drawn as his exchange kept them
  (``exchange_inference.py``): Rubicon +0.56 [-0.92, +2.05], 58.0%; auction, the play alone (below) +2.10
  [-0.54, +4.73], 57.7%.
* :class:`PlaysWeighed`, two-handed, each sampled hand weighed by the opponent's cards so far under the
  simple play (``play_inference.py``, a card it would not have played counts 0.3): Rubicon +0.64 [-0.82,
  +2.09], 58.8%.  The model is a poor one of Master's play: after two to eight tricks the opponent's real
  hand weighs 0.318 on average against 0.288 for the sampled hands, in auction deals (about 1.1 times).
* :class:`PartnersWeighed`, four-handed, the same with the partner-aware simple play: +0.47 [-0.78, +1.71];
  the real deal weighs 1.18 times the sampled ones, after two and four tricks.
* :class:`PartnersSearchedMore`, four-handed, 96 sampled deals and twice the rollouts: -0.18 [-1.46, +1.09],
  p95 188 ms against 95.
* :class:`PartnersRolledOut` is the four-handed Master before its last tricks were solved
  (``round_levels.EXACT``): every sampled deal rolled out to its end by the simple play.  Solving from four
  tricks left (a rollout's end, and each deal whole) measured +1.19 a pair against it [-0.08, +2.45], 58.1%;
  each deal solved whole from six tricks instead of four, +0.49 more [-0.90, +1.87], 54.2%, decision p95 312
  ms against 198 (a loaded machine); both together are today's four-handed Master.  On top of the solving
  from four tricks, the deals weighed by the plays as above: -0.10 [-1.39, +1.20], 51.1%: not used.
* Two-handed, a card the simple play would not have played counting 0.15 instead of 0.3 (the play alone,
  below, seed 43): +0.02 [-0.34, +0.38], 55.6%: no different; the play searched over 48 sampled hands
  instead of 24 (the same way): +0.17 [-0.24, +0.59], 59.5%, p95 93 ms against 85: not used.
* :class:`SimplePlayModel` is the Master before its fitted model of the opponent's card (``ai/play_model.py``),
  weighing its hands by the simple play.  The model (its first fit, 3,655 decisions) against that, the play
  alone differing (24 hands each): Rubicon +0.68 [+0.36, +1.01], 66.4% (800 pairs, seed 41); auction +1.57
  [-1.17, +4.32], 64.0% (seed 23).  The model's probabilities raised to the power 0.5 instead of 1 (the
  distance to perfect play below): 1.33 against 1.36, no different.  With the model, 48 hands instead of 24
  (the same distance, today's weights): 1.04 [0.73, 1.35] against 1.29 [0.92, 1.66], p95 146 ms against
  122 (a machine running four benches): today's Master.  The sharper weights leave fewer hands that count,
  so more are worth drawing; without the model, 48 measured no better (above).
* :class:`PartnersModelled`, four-handed, the sampled deals weighed by the fitted model's four-handed rows
  (200 deals of the Master's play, 4,455 cards): the perfect player's lead over it 7.14 [5.71, 8.57] a pair
  (400 pairs, seed 22), against 7.19 for today's Master: no better, and slower (p95 530 ms on a loaded
  machine); against today's Master, -0.14 [-1.39, +1.11], 52.3% (400 pairs, seed 31): not used.
* :class:`PartnersResampled`, four-handed, once each deal is solved whole (six tricks left), the 48 deals
  drawn among 240 as likely as the fitted model makes the other three seats' cards so far (so that none is
  wasted on a weight near nothing: weighed, half of 48 deals carry the weight).  On positions of the Master's
  own play, the card it picks gives up 0.228 points against the solved real deal instead of 0.319 (3,292
  cards; 128 deals drawn among 480: 0.183; 128 as they come: 0.277).  At the table it is no better: the
  perfect player's lead over it 7.00 [5.60, 8.40] (400 pairs, seed 22), against today's Master -0.06 [-1.38,
  +1.27], 48.8% (seed 31), p95 411 ms against 327.  :class:`PartnersResampledMore` (drawn among four times
  as many, 96 deals in the last four tricks): 7.02 [5.62, 8.42]; :class:`PartnersResampledByPartner` (the
  partner's cards alone read, for a perfect opponent plays unlike the model): 7.45 [6.01, 8.89].  None is
  used.
* :class:`PartnersSimpleOpening`, four-handed, the deal's opening lead made by the simple play instead of searched.
  Against the solved real deal the simple lead gives up less than the searched one (2.73 points a lead against
  5.89, 60 and 100 deals; the perfect player's rollout on the real deal, 2.84), for the search's rollouts play
  the first tricks by the simple play: but at the table the perfect player's lead over it is 8.49 [6.97,
  10.01] (400 pairs, seed 22), against about 7.0 for today's Master: no better, so not used.  As with the
  resampling above, a card's loss against the solved real deal (every seat then seeing every card) does not
  say what it loses at the table.
* :class:`PartnersSolvedFromSeven`, four-handed, each deal solved whole from seven tricks left instead of six
  (fewer deals there, in the same node budget).  First with the first four deals always solved: the perfect
  player's lead over it 6.55 [5.07, 8.04] (400 pairs, seed 22), but decisions p95 1.23 s, max 6.4 s.  With
  the solver a third faster at seven tricks and each of the first four deals held to its share of the
  budget (rolled out when it needs more, ``round_search.py``): the perfect player's lead 6.68 [5.24, 8.11],
  84.8% (400 pairs, seed 22; p95 938 ms, max 2,129), against 7.30 for today's Master the day before; against
  today's Master, +0.14 [-1.31, +1.59], 47.9% of the decisive pairs (400 pairs, seed 31), p95 963 ms
  against 716 in the same run, max 1,783 against 1,813, 172 MB: no better, and slower, so not used.
* :class:`PartnersCapot`, four-handed, while the capot is open and the sampled deals are rolled out (eight and
  seven tricks left), each card's rollouts corrected by the capot a side can then force in the sampled deal
  (``bench/capot_search.py``; 3,000 capot search nodes a decision, about eight deals at the first trick).  Why:
  of the ten deals (120 pairs, seed 22) where the perfect side made the capot and Master's, on the same cards,
  did not, Master's own card had given it up in seven, at the first trick in five and the second in two (the
  solved real deal: about +49 for the best card, +1 to +17 for Master's), and its defence had let it in on
  three.  With the check, three of those seven were made and two of the three defended; but the capot the
  real deal forces is forced in few of the Master's sampled deals (at one first lead, one in eight): it is
  the cards' places that the perfect player has.  At the table: the perfect player's lead over it 7.21 [5.74,
  8.69] (400 pairs, seed 22; decisions p95 1,038 ms, max 2,738), against 7.30 [5.84, 8.76] for today's
  Master the same day on the same machine (p95 940 ms, max 2,694: this machine ran the same code about three
  times slower than when its 299 ms was measured): no better, so not used.
* Auction piquet, the minus contracts' play (74% of the distance to perfect play, below) over 48 hands instead
  of 24 (12 at the first trick): +0.52 [-1.42, +2.46], 56.2% (the play alone, seed 23); over hands drawn
  uniformly and not weighed: -0.66 [-3.22, +1.90].  Neither is used.
* Auction piquet, the bidding estimated over 360 sampled deals instead of 120: -1.48 [-7.21, +4.26].
* Auction piquet, the play's sampled hands weighed by how well the rule of thumb's bidding, holding each as
  it was dealt, agrees with the opponent's bids: -4.94 [-11.08, +1.20]; that model does not tell the real
  hand from the sampled ones (weights 0.391 and 0.390), so it was removed.

Where the four-handed points are lost (:class:`PerfectLastTricks`: Master's play until six tricks are left,
then the perfect player's, 200 pairs, the Master before its last tricks were solved): +6.15 a pair [+4.24,
+8.06], 88.1%, of the perfect player's +10.6: most of it is in the last six of the eight tricks, where
knowing the cards is all.  With today's Master, which solves each sampled deal in those six tricks: +3.44
[+2.25, +4.64], 78.8% (400 pairs, seed 22) of the perfect player's 7.48, so about four points a pair are
now lost in the first two tricks, where the sampled deals are rolled out; :class:`PartnersExactFive` (those
rollouts' end counted from five tricks) did not win them back, nor did rollouts whose leader, with no master
to cash, leads back his partner's last suit (highest from two cards or fewer, else lowest): the perfect
player's lead over it 7.19 [5.62, 8.76] (400 pairs, seed 22), p95 492 ms, not kept.  The perfect player's
lead over the four-handed Master (``--a perfect --perfect-base master``, 400 pairs, seed 22): 9.76 [8.25,
11.26] before, 7.19 [5.74, 8.64] with its last tricks solved, 7.48 [5.98, 8.97] today (-23%;
``round_search.SOLVE_NODES``).

:class:`SameOutsidePlay` and :class:`BeforeSameOutsidePlay` are a tool, not players: every choice but the
cards' made from a generator seeded by the view, so that two Masters that differ only in the play bid,
exchange and call alike on the same cards and a comparison of their play has much less noise (a pair's
standard deviation: Rubicon 5.3 instead of 15, auction 25 instead of 64).  :class:`PerfectSameOutsidePlay`, the
perfect player made alike outside the play, measures how far each Master's play is from perfect play with
that little noise (400 pairs, seed 22; README names the command):

==========  =============================  =============================  =============================
game        perfect - Master before 31     weighed by the simple play     today (the fitted model)
==========  =============================  =============================  =============================
Rubicon     2.51 [1.99, 3.03], sd 5.3      1.74 [1.29, 2.18], sd 4.6      1.04 [0.73, 1.35], sd 3.2: -59%
auction     15.48 [12.60, 18.36], sd 29.3   12.20 [9.46, 14.93], sd 27.8   9.27 [6.90, 11.63], sd 24.1: -40%
==========  =============================  =============================  =============================

Where the auction's distance lies (:class:`PerfectInLastSix` and the others: the Master, weighing by the
simple play, until that many tricks are left, then the perfect player; ``bench.auction_roles``, 200 pairs,
seed 22): of +9.86 a pair, +0.87 in the last six tricks, +2.50 in the last eight, +7.15 in the last ten; the
minus contracts (89 pairs of 200) +16.45 a pair in all, +1.44 in their last six tricks.  It is lost in the
first four to six tricks, where what the opponent holds is least known, not at the end.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Iterator, Sequence
from typing import Any, TypeVar

from ..ai.levels import Master
from ..ai.player import make_player
from ..ai.round_solver import tricks_left
from ..ai.partnership_player import PartnershipPlayer
from ..ai.round_levels import EXACT, SEARCH
from ..ai.play_inference import modelled_weight, played_of
from ..ai.round_search import RoundSearchPlayer, rollout, tricks_left_in
from ..model.actions import Action, Play
from ..model.cards import mask_of
from ..model.round_deal import RoundDeal
from ..model.tricks import Phase
from ..model.view import SeatView
from .capot_search import CapotCheck
from .perfect import PerfectPlayer
from .round_perfect import RoundPerfectPlayer

T = TypeVar("T")


class Before(Master):
    """The two-handed Master as it was before issue 31: 12 hands drawn uniformly, all alike."""

    name = "Master before"
    worlds = 12
    node_budget = 150_000
    miss: float | None = None
    kept = False
    power: float | None = None


class MoreWorlds(Before):
    name = "Master, 24 hands"
    worlds = 24


class PlaysWeighed(Before):
    name = "Master, hands weighed by the opponent's cards"
    miss: float | None = 0.3


class KeptHands(Before):
    name = "Master, hands as the exchange kept them"
    kept = True


class PartnersRolledOut(RoundSearchPlayer):
    """The four-handed Master before issue 31: every sampled deal played out to its end by the simple play."""

    def __init__(self, rng: random.Random) -> None:
        worlds, budget = SEARCH["master"]
        super().__init__(rng, PartnershipPlayer(rng), worlds, 4, budget, "Master four-handed, rolled out",
                         infer=True)


class PartnersWeighed(RoundSearchPlayer):
    def __init__(self, rng: random.Random) -> None:
        worlds, budget = SEARCH["master"]
        super().__init__(rng, PartnershipPlayer(rng), worlds, 4, budget, "Master four-handed, deals weighed",
                         infer=True, miss=0.3)


class PartnersSearchedMore(RoundSearchPlayer):
    def __init__(self, rng: random.Random) -> None:
        worlds, budget = SEARCH["master"]
        super().__init__(rng, PartnershipPlayer(rng), 2 * worlds, 4, 2 * budget, "Master four-handed, twice the search",
                         infer=True)


def view_seed(view: SeatView[Any]) -> int:
    """A seed from what the view shows before the play: the same for two players on the same cards."""
    text = (f"{mask_of(view.dealt)}:{mask_of(view.hand)}:{view.seat}:{view.elder}:{','.join(view.bids)}:"
            f"{view.phase}:{len(view.said)}:{view.taken}")
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")


class PerfectLastTricks:
    """Four-handed, a yardstick: Master's play until ``bench.round_perfect``'s six tricks are left, then the
    perfect player's (it sees every card: the bench hands it the deal)."""

    name = "Perfect in the last tricks"
    sees_everything = True

    def __init__(self, rng: random.Random) -> None:
        seed = rng.getrandbits(62)
        self.perfect = RoundPerfectPlayer(seed, "master", "partnership")
        self.master = make_player("master", seed, "partnership")

    def attach(self, deal: Any) -> None:
        self.perfect.attach(deal)

    def choose(self, view: SeatView[Any]) -> Action:
        deal = self.perfect.deal
        if view.phase is Phase.PLAY and deal is not None and tricks_left(deal) <= self.perfect.solve_at:
            return self.perfect.choose(view)
        return self.master.choose(view)


class _SameOutsidePlay(Master):
    """Choices outside the play from a generator seeded by the view (see the module)."""

    def choose(self, view: SeatView[Any]) -> Action:
        if view.phase is Phase.PLAY:
            return super().choose(view)
        saved, self.rng = self.rng, random.Random(view_seed(view))
        try:
            return super().choose(view)
        finally:
            self.rng = saved


class SameOutsidePlay(_SameOutsidePlay):
    """Master, the same outside the play as every other player of this module's ``SameOutsidePlay`` kind."""

    name = "Master (the same outside the play)"


class PerfectSameOutsidePlay(PerfectPlayer):
    """The perfect player (it sees every card in the play), the same outside the play as :class:`SameOutsidePlay`:
    against it or :class:`BeforeSameOutsidePlay`, the distance of each Master's play from perfect play, the
    bids, exchanges and calls alike."""

    name = "Perfect information (the same outside the play)"

    def __init__(self, rng: random.Random) -> None:
        super().__init__(seed=rng.getrandbits(62), base="master")
        self._base = SameOutsidePlay(rng)


class WideBudgetSameOutsidePlay(_SameOutsidePlay):
    """Today's Master with the solver's budget of before (150,000 nodes a card, ``levels.NODE_BUDGET`` gives
    the figures), the same outside the play as :class:`SameOutsidePlay`."""

    name = "Master, 150,000 nodes (the same outside the play)"
    node_budget = 150_000


class BeforeSameOutsidePlay(_SameOutsidePlay, Before):
    """The Master before issue 31, the same outside the play: against :class:`SameOutsidePlay`, the play
    alone differs (Rubicon +0.80 a pair for the new play, [+0.44, +1.17], 800 pairs, seed 41)."""

    name = "Master before (the same outside the play)"


class SimplePlayModel(Master):
    """The two-handed Master before its fitted model of the opponent's card (``ai/play_model.py``): its sampled
    hands weighed by the simple play instead, a card it would not have played counting 0.3."""

    name = "Master, hands weighed by the simple play"
    worlds = 24
    miss: float | None = 0.3
    power: float | None = None


class SimplePlayModelSameOutsidePlay(_SameOutsidePlay, SimplePlayModel):
    """:class:`SimplePlayModel`, the same outside the play: against :class:`SameOutsidePlay`, the model alone
    differs."""

    name = "Master weighing by the simple play (the same outside the play)"


class _PerfectInLast:
    """Two-handed, a yardstick: :class:`SameOutsidePlay` until ``tricks`` tricks are left, then the perfect
    player's (it sees every card): against :class:`SameOutsidePlay`, what the Master loses in those tricks."""

    tricks = 6
    sees_everything = True

    def __init__(self, rng: random.Random) -> None:
        self.perfect = PerfectSameOutsidePlay(random.Random(rng.getrandbits(62)))
        self.master = SameOutsidePlay(rng)
        self.name = f"Master, the perfect player in the last {self.tricks} tricks"

    def attach(self, deal: Any) -> None:
        self.perfect.attach(deal)

    def choose(self, view: SeatView[Any]) -> Action:
        if view.phase is Phase.PLAY and 12 - len(view.tricks) <= self.tricks:
            return self.perfect.choose(view)
        return self.master.choose(view)


class PerfectInLastSix(_PerfectInLast):
    tricks = 6


class PerfectInLastEight(_PerfectInLast):
    tricks = 8


class PerfectInLastTen(_PerfectInLast):
    tricks = 10


class _Partners(RoundSearchPlayer):
    """Today's four-handed Master (``round_levels``), its sampled deals weighed or drawn as each variant says."""

    label = "Master four-handed"

    def __init__(self, rng: random.Random) -> None:
        worlds, budget = SEARCH["master"]
        exact, solve_from = EXACT["master"]
        super().__init__(rng, PartnershipPlayer(rng), worlds, 4, budget, self.label, infer=True, exact=exact,
                         solve_from=solve_from)


class PartnersModelled(_Partners):
    """Its sampled deals weighed by the fitted model of the Master's card (``ai/play_model.py``'s four-handed
    rows)."""

    label = "Master four-handed, deals modelled"

    def weighed_worlds(self, view: SeatView[Any], count: int, solving: bool) -> Iterator[tuple[RoundDeal, float]]:
        played = played_of(view)
        for world, _ in super().weighed_worlds(view, count, solving):
            yield world, modelled_weight(world.hands, played, view.seat, False, 1.0, 4)


class PartnersResampled(_Partners):
    """Deals drawn, once each is solved whole (six tricks left), among ``pool`` times as many, as likely as the
    fitted model makes the others' cards so far in each (``only_partner``: the partner's alone); with
    ``late_worlds``, at least that many in the last tricks counted exactly."""

    label = "Master four-handed, deals resampled"
    pool = 5
    late_worlds = 0
    only_partner = False

    def world_count(self, view: SeatView[Any], cards: int) -> int:
        count = super().world_count(view, cards)
        return max(count, self.late_worlds) if tricks_left_in(view) <= self.exact else count

    def weighed_worlds(self, view: SeatView[Any], count: int, solving: bool) -> Iterator[tuple[RoundDeal, float]]:
        if not solving:
            yield from super().weighed_worlds(view, count, solving)
            return
        pool = [world for world, _ in super().weighed_worlds(view, self.pool * count, solving)]
        played = played_of(view)
        partner = (view.seat + 2) % 4 if self.only_partner else None
        likelihoods = [modelled_weight(w.hands, played, view.seat, False, 1.0, 4, partner) for w in pool]
        for world in resampled(pool, likelihoods, count, self.rng):
            yield world, 1.0  # drawn as likely as the others' cards so far make it: each counts alike


class PartnersResampledMore(PartnersResampled):
    """:class:`PartnersResampled` drawing among four times as many, and 96 deals in the last four tricks."""

    label = "Master four-handed, more deals resampled"
    pool = 4
    late_worlds = 96


class PartnersResampledByPartner(PartnersResampled):
    """:class:`PartnersResampled` reading the partner's cards alone."""

    label = "Master four-handed, deals resampled by the partner's cards"
    only_partner = True


def resampled(items: Sequence[T], weights: Sequence[float], count: int, rng: random.Random) -> list[T]:
    """``count`` of ``items`` drawn each as likely as its weight (systematic resampling: one random offset,
    ``count`` even steps through the weights' running total, so an item of weight ``w`` is drawn about
    ``count * w / total`` times, never fewer than the whole part of that); all weights 0: the first
    ``count`` items.

    >>> resampled("abc", [0.0, 3.0, 1.0], 4, random.Random(1))
    ['b', 'b', 'b', 'c']
    """
    total = sum(weights)
    if total <= 0:
        return list(items[:count])
    step = total / count
    mark = rng.random() * step
    out: list[T] = []
    running = 0.0
    for item, weight in zip(items, weights):
        running += weight
        while mark < running and len(out) < count:
            out.append(item)
            mark += step
    last = max(k for k, weight in enumerate(weights) if weight > 0)
    while len(out) < count:  # (rounding at the very end of the total)
        out.append(items[last])
    return out


class PartnersSimpleOpening(_Partners):
    """The opening lead (eight tricks left, nothing on the table) made by the simple play rather than searched."""

    label = "Master four-handed, the opening lead by the simple play"

    def choose(self, view: SeatView[Any]) -> Action:
        if view.phase is Phase.PLAY and not view.tricks and not view.trick:
            return self.base.choose(view)
        return super().choose(view)


class PartnersSolvedFromSeven(_Partners):
    """Each sampled deal solved whole from seven tricks left instead of six (within the same node budget, so
    fewer deals at seven)."""

    label = "Master four-handed, deals solved whole from seven tricks"

    def __init__(self, rng: random.Random) -> None:
        super().__init__(rng)
        self.solve_from = 7


class PartnersCapot(_Partners):
    """While the capot is open and the sampled deals are rolled out (eight and seven tricks left), the rollouts
    corrected for the capot (``bench.capot_search.CapotCheck``), 3,000 capot search nodes a decision."""

    label = "Master four-handed, the capot searched"
    CAPOT_NODES = 3000

    def search(self, view: SeatView[Any], plays: Sequence[Play]) -> Play:
        check = CapotCheck(view, self.CAPOT_NODES, len(plays))
        if not check.sides or tricks_left_in(view) <= self.solve_from:
            return super().search(view, plays)
        totals = [0.0] * len(plays)
        weights = 0.0
        for world, weight in self.weighed_worlds(view, self.world_count(view, len(plays)), False):
            rolled = [rollout(world, play.card, view.seat, exact_at=self.exact) for play in plays]
            totals = [total + weight * value for total, value in zip(totals, rolled)]
            weights += weight
            check.correct(world, weight, plays, rolled)
        means = [total / weights + shift for total, shift in zip(totals, check.shifts())]
        return plays[max(range(len(plays)), key=lambda k: (means[k], -k))]



class PartnersSolvedMore(_Partners):
    """Twice today's whole-deal solving a decision (20,000 trick nodes, ``round_search.SOLVE_NODES`` until it
    was halved): today's Master against it -0.60 a pair, 95% interval [-1.95, +0.76], 48.9% of the decisive
    pairs (400 pairs, seed 31), decision p95 611 ms against 805, max 1,190 against 2,032; the perfect
    player's lead over today's Master 7.48 [5.98, 8.97] (seed 22) against 7.30 [5.84, 8.76] over this one."""

    label = "Master four-handed, twice the solving"

    def __init__(self, rng: random.Random) -> None:
        super().__init__(rng)
        self.solve_nodes = 20_000


class PartnersExactFive(_Partners):
    """The rollouts' end counted exactly from five tricks left instead of four, over half as many sampled deals
    while they are rolled out (eight and seven tricks left), for about the same time a decision: the perfect
    player's lead over it 7.89 [6.28, 9.50] (400 pairs, seed 22) against 7.48 over today's Master, decision p95
    679 ms, max 2,022: no better, so not used."""

    label = "Master four-handed, the rollouts' end exact from five tricks"

    def __init__(self, rng: random.Random) -> None:
        super().__init__(rng)
        self.exact = 5

    def world_count(self, view: SeatView[Any], cards: int) -> int:
        count = super().world_count(view, cards)
        return max(self.min_worlds, count // 2) if tricks_left_in(view) > self.solve_from else count
