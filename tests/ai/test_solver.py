"""The double-dummy solver against an exhaustive search that plays through the engine itself
(``piquet_gui.bench.solver.exhaustive_values``), in every two-handed game and option."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from piquet_gui.ai.solver import SolverBudgetExceeded, best_card, clear_cache, solve
from piquet_gui.ai.world import play_world
from piquet_gui.model.actions import LookAtTalon, Play
from piquet_gui.model.cards import CARDS, Card, mask_of
from piquet_gui.model.two_handed.deal import Deal, Phase
from piquet_gui.model.two_handed.rules import Rules
from piquet_gui.bench.solver import GameCase, game_cases, with_pique_chance, with_stop_in_reach
from piquet_gui.bench.solver import played_position as game_position
from piquet_gui.bench.solver import exhaustive_values as brute_values
from piquet_gui.model.two_handed.bidding import Contract
from piquet_gui.model.games import rule_set_of

RULE_SETS = [
    Rules(),
    Rules(low_lead_scores=False),
    Rules(cards_count_toward_pique=True),
    Rules(low_lead_scores=False, cards_count_toward_pique=True),
]


# --- positions ------------------------------------------------------------------------------

def synthetic(rng: random.Random, left: int, rules: Rules, pique: bool, mid_trick: bool) -> Deal:
    """A play position with ``left`` tricks to play (engine state set directly)."""
    deal = Deal.shuffled(dealer=rng.randrange(2), rng=rng, rules=rules)
    cards = rng.sample(range(32), 2 * left)
    deal.phase = Phase.PLAY
    deal.hands = [mask_of(CARDS[i] for i in cards[:left]), mask_of(CARDS[i] for i in cards[left:])]
    played = 12 - left
    deal.tricks = [(0, 0, 0)] * played
    elder, younger = deal.elder, deal.younger
    shape = rng.random()
    if shape < 0.25:
        won_elder = played
    elif shape < 0.35:
        won_elder = 0
    else:
        won_elder = rng.randint(0, played)
    deal.tricks_won = [0, 0]
    deal.tricks_won[elder], deal.tricks_won[younger] = won_elder, played - won_elder
    deal.cards_early = rules.cards_count_toward_pique and won_elder >= 7
    deal.pending = []
    deal.leftover_look = False
    deal.trick = []
    deal.leader = deal.to_act = rng.randrange(2)
    if pique:
        deal.bonus_done = False
        deal.hand_points = [0, 0]
        deal.play_scored = [0, 0]
        need = rng.randint(1, left + 3)
        count = rules.pique_threshold - need - (rules.cards_points if deal.cards_early else 0)
        deal.hand_points[elder] = rng.randint(0, max(0, count))
        deal.play_scored[elder] = count - deal.hand_points[elder]
    else:
        deal.bonus_done = rng.random() < 0.3
        deal.hand_points = [rng.randint(0, 20), rng.randint(1, 20)]
        deal.play_scored = [rng.randint(0, played), rng.randint(0, played)]
    if mid_trick:
        deal.apply(rng.choice(deal.legal_actions()))
    return deal


def played_position(rng: random.Random, rules: Rules, min_left: int, max_left: int) -> Deal | None:
    """A real deal played at random through the engine until ``min_left..max_left`` tricks remain."""
    deal = Deal.shuffled(dealer=rng.randrange(2), rng=rng, rules=rules)
    target = rng.randint(min_left, max_left)
    stop_mid = rng.random() < 0.4
    while not deal.is_over():
        if deal.phase is Phase.PLAY:
            left = 12 - len(deal.tricks)
            if left <= target and (bool(deal.trick) == stop_mid) and \
                    not isinstance(deal.legal_actions()[0], LookAtTalon):
                return deal
        actions = deal.legal_actions()
        deal.apply(actions[rng.randrange(len(actions))])
    return None


def check(deal: Deal) -> None:
    expected = brute_values(deal)
    got = solve(deal)
    assert got == expected, (deal.hands, deal.trick, deal.leader, deal.to_act, deal.tricks_won,
                             deal.hand_points, deal.play_scored, deal.bonus_done, deal.cards_early)


# --- tests ----------------------------------------------------------------------------------

@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda r: str(r.options() or "default"))
def test_matches_brute_force_on_synthetic_positions(rules: Rules) -> None:
    rng = random.Random(hash(tuple(rules.options().items())) & 0xFFFF)
    clear_cache()
    for i in range(120):
        left = 1 + i % 5 if i % 3 else rng.randint(1, 4)
        check(synthetic(rng, left, rules, pique=i % 2 == 0, mid_trick=i % 4 >= 2))


@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda r: str(r.options() or "default"))
def test_matches_brute_force_on_played_positions(rules: Rules) -> None:
    rng = random.Random(99 + len(rules.options()))
    checked = 0
    for _ in range(80):
        deal = played_position(rng, rules, 1, 5)
        if deal is not None:
            check(deal)
            checked += 1
    assert checked > 50


def test_pique_still_possible_early_in_the_play() -> None:
    """Elder at 27 with younger at 0: three more points make pique, which the solver must see."""
    rng = random.Random(5)
    for rules in RULE_SETS:
        for _ in range(25):
            deal = synthetic(rng, 4, rules, pique=True, mid_trick=rng.random() < 0.5)
            deal.hand_points[deal.elder] = rules.pique_threshold - 3
            deal.play_scored[deal.elder] = 0
            deal.hand_points[deal.younger] = deal.play_scored[deal.younger] = 0
            deal.cards_early = False
            deal.tricks_won[deal.elder] = min(deal.tricks_won[deal.elder], 6)
            deal.tricks_won[deal.younger] = 8 - deal.tricks_won[deal.elder]
            check(deal)


def _position(elder: str, younger: str, rules: Rules | None = None, elder_tricks: int = 0) -> Deal:
    """Elder to lead with ``len(elder)`` tricks left; elder has won ``elder_tricks`` of the others."""
    rules = rules or Rules()
    deal = Deal.shuffled(dealer=1, rng=random.Random(0), rules=rules)
    e = [Card.parse(t) for t in elder.split()]
    y = [Card.parse(t) for t in younger.split()]
    left = len(e)
    deal.phase = Phase.PLAY
    deal.hands = [0, 0]
    deal.hands[deal.elder], deal.hands[deal.younger] = mask_of(e), mask_of(y)
    deal.tricks = [(0, 0, 0)] * (12 - left)
    deal.tricks_won = [0, 0]
    deal.tricks_won[deal.elder] = elder_tricks
    deal.tricks_won[deal.younger] = 12 - left - elder_tricks
    deal.leader = deal.to_act = deal.elder
    deal.trick, deal.pending, deal.leftover_look = [], [], False
    deal.bonus_done, deal.cards_early = True, False
    return deal


def test_capot_kept_by_leading_the_right_card() -> None:
    # Elder has won all 8 tricks so far.  Cashing the spades and the ace of hearts before the
    # queen keeps the capot; leading the queen of hearts at once gives younger his king.
    deal = _position("AS KS AH QH", "QS JS KH 7D", elder_tricks=8)
    values = solve(deal)
    assert values == brute_values(deal)
    # AS, KS: 4 leads + last trick + capot (40) = 45.  Leading a heart loses the KH trick.
    assert values[Card.parse("AS").index] == 45
    assert values[Card.parse("KS").index] == 45
    assert values[Card.parse("AH").index] == 45
    assert values[Card.parse("QH").index] <= 45 - 30  # at best the cards (10) instead of capot (40)
    assert best_card(deal) == Card.parse("KS").index  # the lowest of the best


def test_the_cards_and_last_trick() -> None:
    # Two tricks left, 5-5 in tricks: whoever takes both wins the cards.
    deal = _position("AS 7H", "KS 8H", elder_tricks=5)
    values = solve(deal)
    assert values == brute_values(deal)
    # AS (1), then 7H (1) loses to 8H (1 + last 1): elder 2, younger 2: 6-6, no cards.
    assert values[Card.parse("AS").index] == 0
    # 7H first: younger wins (1) and leads KS (1), elder's AS wins it (1 + 1 for the last):
    # elder 3 points, younger 2, tricks 6-6.
    assert values[Card.parse("7H").index] == 1


def test_budget() -> None:
    rng = random.Random(1)
    deal = synthetic(rng, 10, Rules(), pique=False, mid_trick=False)
    clear_cache()
    with pytest.raises(SolverBudgetExceeded):
        solve(deal, budget_nodes=5)
    clear_cache()
    values = solve(deal)
    assert set(values) == {a.card.index for a in deal.legal_actions()}


def _play_phase(rng: random.Random, rules: Rules) -> Deal:
    deal = Deal.shuffled(dealer=rng.randrange(2), rng=rng, rules=rules)
    while deal.phase is not Phase.PLAY:
        actions = deal.legal_actions()
        deal.apply(actions[rng.randrange(len(actions))])
    return deal


@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda r: str(r.options() or "default"))
def test_values_agree_with_the_engine_along_whole_deals(rules: Rules) -> None:
    """From twelve tricks on: the value of a card is what the engine scores for it plus the value
    of the position it leads to, whichever card is played (with and without the kept cache)."""
    rng = random.Random(7 + len(rules.options()))
    piques = 0
    for game in range(4):
        deal = _play_phase(rng, rules)
        if game:  # elder can still make pique: younger has reckoned nothing, elder has 25 to 29
            deal.hand_points[deal.younger], deal.bonus_done, deal.pending = 0, False, []
            deal.hand_points[deal.elder] = 23 + 2 * game
        while not deal.is_over():
            if isinstance(deal.legal_actions()[0], LookAtTalon):
                deal.apply(LookAtTalon(rng.random() < 0.5))
                continue
            values = solve(deal)
            if len(deal.tricks) in (0, 5, 9):
                clear_cache()
                assert solve(deal) == values
            seat = deal.to_act
            assert seat is not None
            card = rng.choice(sorted(values)) if rng.random() < 0.5 else best_card(deal)
            before = deal.scores[seat].total - deal.scores[1 - seat].total
            pending = sum(points for _, points, _ in deal.pending) if not deal.tricks and not deal.trick else 0
            deal.apply(Play(CARDS[card]))
            gain = deal.scores[seat].total - deal.scores[1 - seat].total - before
            gain += pending if seat == deal.elder else -pending  # younger's declarations
            if deal.is_over():
                assert values[card] == gain
                piques += deal.scores[deal.elder].pique > 0
                break
            if isinstance(deal.legal_actions()[0], LookAtTalon):
                after = deal.copy()
                after.apply(LookAtTalon(False))
            else:
                after = deal
            rest = max(solve(after).values())
            assert values[card] == gain + (rest if after.to_act == seat else -rest)
    assert piques


@pytest.mark.parametrize("rules", [r for r in RULE_SETS if not r.low_lead_scores],
                         ids=lambda r: str(r.options()))
def test_younger_pique_matches_the_engine(rules: Rules) -> None:
    """Where a led 9, 8 or 7 scores nothing, younger can pique while elder has reckoned nothing (RULES.md
    7): the solver values it exactly as the engine scores it, and it changes the values somewhere."""
    rng = random.Random(31 + len(rules.options()))
    clear_cache()
    mattered = 0
    for i in range(100):
        left = 1 + i % 5
        deal = synthetic(rng, left, rules, pique=False, mid_trick=False)
        elder, younger = deal.elder, deal.younger
        deal.bonus_done = False
        deal.hand_points[elder] = deal.play_scored[elder] = 0
        early = rules.cards_count_toward_pique and deal.tricks_won[younger] >= 7
        deal.cards_early = rules.cards_count_toward_pique and max(deal.tricks_won) >= 7
        count = rules.pique_threshold - rng.randint(1, left + 3) - (rules.cards_points if early else 0)
        deal.hand_points[younger] = rng.randint(0, max(0, count))
        deal.play_scored[younger] = count - deal.hand_points[younger]
        if i % 4 >= 2:
            deal.apply(rng.choice(deal.legal_actions()))
            if deal.is_over():
                continue
        check(deal)
        blocked = deal.copy()
        blocked.hand_points[elder] = 1  # elder has reckoned something: younger's pique is gone
        mattered += solve(blocked) != solve(deal)
    assert mattered > 5, mattered


# --- every two-handed game: Rubicon, au cent, auction piquet ----------------------------------

CASES = game_cases()
"""Each game with each option that changes what the play scores, and the contracts it is played to."""


@pytest.mark.parametrize("case", CASES, ids=lambda case: case[0])
def test_every_game_and_option_matches_exhaustive_search(case: GameCase) -> None:
    """Zero disagreements on deals played through the engine to 1-5 tricks left (every other one with
    pique open to a seat); pique changes the values somewhere, so it is tested too."""
    name, rules, contract = case
    rng = random.Random(f"every game: {name}")
    clear_cache()
    piques = 0
    for i in range(120):
        deal = game_position(rng, rules, 1 + i % 5, contract(rng))
        if i % 2:
            deal = with_pique_chance(deal, rng)
        expected = brute_values(deal)
        assert solve(deal) == expected, (name, i, deal.hands, deal.trick, deal.tricks_won, deal.contract)
        if i % 2:
            closed = deal.copy()
            closed.bonus_done = True
            piques += brute_values(closed) != expected
    assert piques > 3, piques


@settings(max_examples=30, deadline=None, derandomize=True)
@given(case=st.sampled_from(CASES), seed=st.integers(0, 2**31), left=st.integers(1, 5), pique=st.booleans())
def test_solver_agrees_with_exhaustive_search(case: GameCase, seed: int, left: int, pique: bool) -> None:
    name, rules, contract = case
    rng = random.Random(seed)
    deal = game_position(rng, rules, left, contract(rng))
    if pique:
        deal = with_pique_chance(deal, rng)
    assert solve(deal) == brute_values(deal)


def _auction_position(contract: Contract) -> Deal:
    """Two tricks left in auction piquet: elder (seat 0) has won 7 of ten and leads 9S; younger holds TS 8S
    and must follow, elder keeps 7H."""
    rules = rule_set_of("auction", {})[0]
    deal = _position("9S 7H", "TS 8S", rules, elder_tricks=7)
    deal.contract = contract
    deal.apply(Play(Card.parse("9S")))
    return deal


def test_auction_plays_to_make_the_contract() -> None:
    # Younger, the declarer, has won 3 tricks of ten.  Ducking with 8S he wins neither of the last two
    # (elder then leads 7H to his void); overtaking with TS he wins both (8S is led to elder's void).
    # Minus 8 (lose at least 8): ducking, he loses 9 and scores 10; elder scores 2 tricks and the cards.
    # Overtaking: he scores 2 tricks but loses only 7, one short: elder scores 10, and the cards.
    minus = _auction_position(Contract(8, True, declarer=1))
    values = solve(minus)
    assert values == brute_values(minus)
    assert values[Card.parse("8S").index] == 10 - 2 - 10
    assert values[Card.parse("TS").index] == 2 - 10 - 10
    # Plus 8, doubled: short either way, 5 tricks short ducking, 3 overtaking (20 a trick).
    plus = _auction_position(Contract(8, False, declarer=1, doubled=2))
    values = solve(plus)
    assert values == brute_values(plus)
    assert values[Card.parse("8S").index] == -2 - 100 - 10
    assert values[Card.parse("TS").index] == 2 - 60 - 10


def test_au_cent_small_cards_win_for_nothing() -> None:
    # small_cards_count=false (VARIANTS.md A3): a 9, 8 or 7 scores nothing when it leads or wins; the last
    # trick still scores its extra 1.  Elder has won 5 tricks of ten and leads.
    rules = rule_set_of("au-cent", {"small_cards_count": False})[0]
    deal = _position("9H 7D", "AH 8D", rules, elder_tricks=5)
    values = solve(deal)
    assert values == brute_values(deal)
    # 9H (0), AH wins it (1), then 8D (0) wins the last trick (1): younger 2 and the cards (7 tricks).
    assert values[Card.parse("9H").index] == -2 - 10
    # 7D (0), 8D wins it for nothing (Rubicon would score 1), then AH (1) wins the last trick (1).
    assert values[Card.parse("7D").index] == -2 - 10


WORLD_CASES = ("rubicon cards_count_toward_pique", "au-cent small_cards_count=false cards_count_toward_pique",
               "auction minus", "auction doubled")


@pytest.mark.parametrize("case", [case for case in CASES if case[0] in WORLD_CASES], ids=lambda case: case[0])
def test_the_search_world_of_a_view_solves_as_the_deal(case: GameCase) -> None:
    """Expert and Master solve worlds built from a seat's view (``play_world``): given the opponent's true
    hand, the world carries what the play scores (the contract, the pique state) and solves as the deal."""
    name, rules, contract = case
    rng = random.Random(f"world: {name}")
    for i in range(40):
        deal = game_position(rng, rules, 2 + i % 6, contract(rng))
        seat = deal.to_act
        assert seat is not None
        world = play_world(deal.view(seat), deal.hands[1 - seat])
        assert world.contract == deal.contract
        assert solve(world) == solve(deal), (name, i)


@pytest.mark.parametrize("case", [c for c in CASES if c[0].startswith("au-cent")], ids=lambda case: case[0])
def test_the_moment_rule_stop_is_followed_in_the_last_tricks(case: GameCase) -> None:
    """Au cent's deal stops the instant a seat reaches its target: in the last five tricks the solver's
    values are the engine's, stop included, and a solver that ignored the stop would be wrong often."""
    name, rules, contract = case
    rng = random.Random(f"moment rule: {name}")
    ignored = 0
    for i in range(60):
        deal = with_stop_in_reach(game_position(rng, rules, 1 + i % 5, contract(rng)), rng)
        if i % 3 == 0:
            deal = with_pique_chance(deal, rng)
        clear_cache()
        expected = brute_values(deal)
        assert solve(deal) == expected, (name, i, deal.hands, deal.trick, deal.stop_at)
        no_stop = deal.copy()
        no_stop.stop_at = None
        clear_cache()
        ignored += solve(no_stop) != expected
    assert ignored > 10, ignored
