"""Invariants over random legal parties of the variants (VARIANTS.md), with every option.

For each variant: the 32 cards are conserved; what is reckoned aloud adds up to each deal's score; the
totals of a game only grow; random legal play always finishes the partie, with exactly one winner; a
seat's view never shows the other seat's hidden cards; the record replays to the same result.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from piquet_gui.model import Card, CardPlayed, DealEnded, Discard, Partie, Phase, Scored, ScoreItem
from piquet_gui.model.cards import CARDS, cards_of
from piquet_gui.model.two_handed.deal import Deal
from piquet_gui.model.events import ContractScored, TargetReached
from piquet_gui.model.two_handed.formats import AuCent, Rubicon
from piquet_gui.model.two_handed.record import dumps, loads, summary
from piquet_gui.model.games import find_game
from piquet_gui.model.games import rule_set_of

from .test_properties import conserved

SETTINGS = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def options_of(name: str) -> st.SearchStrategy[dict[str, object]]:
    return st.fixed_dictionaries({info.name: st.sampled_from(info.values) for info in find_game(name).options})


def view_hides_the_other_hand(deal: Deal) -> None:
    for seat in (0, 1):
        view = deal.view(seat)
        other = 1 - seat
        assert set(view.hand) == set(cards_of(deal.hands[seat]))
        hidden = set(cards_of(deal.hands[other] | deal.discards[other])) - set(view.opponent_shown) \
            - set(view.opponent_carte_blanche)
        seen = set(view.hand) | set(view.dealt) | set(view.discard) | set(view.trick)
        seen |= {card for trick in view.tricks for card in trick.cards}
        assert not hidden & seen, "a seat's view shows the other seat's hidden cards"


def run(name: str, options: dict[str, object], seed: int) -> Partie:
    rules, game = rule_set_of(name, options)
    partie = Partie(rules, game, seed=seed)
    rng = random.Random(seed)
    sums = [0, 0]
    previous = (0, 0)
    games_seen = 0
    for _ in range(20000):
        if partie.is_over():
            break
        if partie.needs_deal():
            partie.start_deal()
            sums = [0, 0]
        actions = partie.legal_actions()
        assert len(actions) > 0, "a deal in progress always offers an action"
        events = partie.apply(rng.choice(actions))
        deal = partie.deals[-1]
        conserved(deal)
        view_hides_the_other_hand(deal)
        for event in events:
            if isinstance(event, Scored):
                assert event.points > 0
                sums[event.seat] += event.points
                assert event.total == sums[event.seat]
            elif isinstance(event, ContractScored):
                sums[event.seat] += event.points
                assert event.total == sums[event.seat]
            elif isinstance(event, TargetReached):
                assert deal.is_over() and deal.stop_at is not None
                assert deal.scores[event.seat].total >= deal.stop_at[event.seat]
                assert deal.scores[1 - event.seat].total < deal.stop_at[1 - event.seat]
            elif isinstance(event, DealEnded) and not deal.passed_out:  # a passed-out deal counts nothing
                assert [s.total for s in event.scores] == sums
        standings = partie.standings()
        if len(standings.games) > games_seen:  # a game ended: the next starts from nothing
            games_seen, previous = len(standings.games), (0, 0)
        elif not partie.is_over():
            running = partie.running_totals()
            assert running[0] >= previous[0] and running[1] >= previous[1], "totals only grow"
            previous = running
        if deal.is_over() and not deal.passed_out and deal.stopped is None:
            assert sum(deal.tricks_won) == 12
        if deal.is_over():
            bonuses = [deal.scores[s].pique + deal.scores[s].repique for s in (0, 1)]
            assert sum(1 for b in bonuses if b) <= 1, "at most one pique or repique a deal"
    assert partie.is_over(), "random legal play finishes the partie"
    result = partie.standings().result
    assert result.finished and (result.winner in (0, 1) or result.drawn)
    again = loads(dumps(partie))
    assert summary(again) == summary(partie)
    return partie


@SETTINGS
@given(seed=st.integers(0, 2**32), options=options_of("au-cent"))
def test_au_cent_random_parties(seed: int, options: dict[str, object]) -> None:
    partie = run("au-cent", options, seed)
    game = partie.format
    assert isinstance(game, AuCent)
    standings = partie.standings()
    result = standings.result
    assert result.winner is not None and result.games_won is not None
    assert result.games_won[result.winner] >= game.games_to_win > result.games_won[1 - result.winner]
    assert sum(2 if g.double else 1 for g in standings.games) == sum(result.games_won)
    for number, g in enumerate(standings.games):
        assert g.totals[g.winner] >= game.target > g.totals[1 - g.winner] or game.at_deal_end
        assert g.double == (2 * g.totals[1 - g.winner] < game.target)
    net = sum(g.points if g.winner == result.winner else -g.points for g in standings.games)
    assert result.points == net
    for deal in partie.deals:
        if deal.stopped is not None:  # the moment rule: nothing after the score that reached the target
            assert deal.legal_actions() == []


@SETTINGS
@given(seed=st.integers(0, 2**32), options=options_of("auction"))
def test_auction_random_parties(seed: int, options: dict[str, object]) -> None:
    partie = run("auction", options, seed)
    game = partie.format
    assert isinstance(game, Rubicon) and game.line == 150
    counted = partie.counted_deals()
    assert len(counted) in (6, 8)
    for deal in partie.deals:
        if deal.passed_out:
            assert deal.bids == ("P", "P") and deal.scores[0].total == deal.scores[1].total == 0
        else:
            assert deal.contract is not None and deal.phase is Phase.OVER
    standings = partie.standings()
    result = standings.result
    if not result.drawn:
        assert result.winner is not None
        winner, loser = standings.totals[result.winner], standings.totals[1 - result.winner]
        assert winner > loser
        assert result.points == (winner + loser + 150 if loser < 150 else winner - loser + 150)


HAND_ITEMS = (ScoreItem.POINT, ScoreItem.SEQUENCES, ScoreItem.SETS)
BONUSES = (ScoreItem.REPIQUE, ScoreItem.PIQUE)


@SETTINGS
@given(seed=st.integers(0, 2**32), holder=st.sampled_from([0, 1]),
       ranks=st.lists(st.sampled_from("AKQJT"), min_size=3, max_size=3, unique=True),
       need=st.tuples(st.integers(1, 130), st.integers(1, 130)), best_calls=st.booleans())
def test_au_cent_stops_the_moment_a_total_reaches_the_target_whoever_holds_carte_rouge(
        seed: int, holder: int, ranks: list[str], need: tuple[int, int], best_calls: bool) -> None:
    """Issue 17.  Au cent with carte rouge; seat ``holder`` (0 elder, 1 younger) is dealt three quatorzes, twelve
    cards often all in good sets; each seat needs ``need[s]`` in the deal to reach the target.  After every
    action: the deal has stopped exactly when a seat's score reached what it needs, and nothing was scored
    after that score but the bonus it earned; nothing waits for elder's first lead (younger's calls and carte
    rouge are reckoned with the hand scores); carte rouge is never reckoned once a card is played; each hand
    score is one combination.  A younger who keeps his three quatorzes and wins the sets has his carte rouge
    before elder leads."""
    rng = random.Random(seed)
    held = [Card.parse(rank + suit) for rank in ranks for suit in "SHDC"]
    rest = [card for card in CARDS if card not in held]
    rng.shuffle(rest)
    hands = [held, rest[:12]] if holder == 0 else [rest[:12], held]
    rules, _ = rule_set_of("au-cent", {"carte_rouge": True})
    deal = Deal(1, hands, rest[12:], rules)  # seat 1 deals: seat 0 is elder
    deal.stop_at = need
    kept = False
    played = False
    while not deal.is_over():
        actions = deal.legal_actions()
        if deal.phase is Phase.EXCHANGE and deal.to_act == holder == 1 and rng.random() < 0.8:
            action = Discard(0)  # younger keeps his quatorzes (au cent lets him take nothing)
        elif deal.phase is Phase.DECLARATION and best_calls:
            action = actions[0]  # the best call, or the best reply
        else:
            action = rng.choice(actions)
        kept = kept or (action == Discard(0) and deal.to_act == 1)
        events = deal.apply(action)
        assert deal.pending == [], "nothing waits for elder's first lead in au cent"
        totals = [deal.scores[s].total for s in (0, 1)]
        reached = [s for s in (0, 1) if totals[s] >= need[s]]
        if deal.stopped is None:
            assert not reached, "a total reached the target and the deal went on"
        else:
            assert reached == [deal.stopped] and deal.is_over() and isinstance(events[-1], TargetReached)
            scored = [e for e in events if isinstance(e, Scored)]
            first = next(i for i, e in enumerate(scored) if e.seat == deal.stopped and e.total >= need[e.seat])
            assert all(e.item in BONUSES for e in scored[first + 1:]), "something was scored after the target"
        for event in events:
            if isinstance(event, CardPlayed):
                played = True
            elif isinstance(event, Scored):
                assert not (played and event.item is ScoreItem.CARTE_ROUGE), "carte rouge reckoned after a lead"
                if event.item in HAND_ITEMS:
                    assert len(event.cards) == 1, "a hand score is one combination under the moment rule"
        if deal.phase is Phase.PLAY and not deal.tricks and not deal.trick and holder == 1 and kept \
                and best_calls and deal.winners[2] == 1:
            assert deal.scores[1].carte_rouge == 20, "younger's carte rouge waits for elder's first lead"
