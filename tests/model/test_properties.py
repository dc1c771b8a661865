"""Invariants over many random legal parties, with every rule option and partie format."""

from __future__ import annotations

import dataclasses
import io
import json
import random
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from piquet_gui.cli import main as cli_main
from piquet_gui.model import (FOUR_DEALS, DealEnded, IllegalActionError, Partie, Phase, Play, Rubicon, Rules,
                              Scored, Target)
from piquet_gui.model.cards import CARDS, FULL_PACK, cards_of
from piquet_gui.model.two_handed.deal import Deal
from piquet_gui.model.two_handed.record import dumps, loads, summary, to_record
from piquet_gui.model.two_handed.rules import OPTIONS

rules_strategy = st.builds(Rules, **{info.name: st.sampled_from(info.values) for info in OPTIONS})
game_strategy = st.sampled_from([Rubicon(), FOUR_DEALS, Target(100, "seca"), Target(150, "ligada"),
                                  Target(221, "seca")])
SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def play(partie: Partie, rng: random.Random, stop_after: int | None = None, check=None) -> int:
    """Play random legal actions; returns the number of actions applied."""
    applied = 0
    while not partie.is_over() and len(partie.deals) < 40:
        if stop_after is not None and applied >= stop_after:
            break
        if partie.needs_deal():
            partie.start_deal()
        actions = partie.legal_actions()
        assert len(actions) > 0, "a deal in progress always offers an action"
        events = partie.apply(rng.choice(actions))
        applied += 1
        if check:
            check(partie, events)
    return applied


def conserved(deal: Deal) -> None:
    """The 32 cards are all somewhere, each once: hands, discards, talon, tricks."""
    used = sum(t or 0 for t in deal.taken)
    places = [deal.hands[0], deal.hands[1], deal.discards[0], deal.discards[1]]
    places += [1 << i for i in deal.talon[used:]]
    places += [1 << i for trick in deal.tricks for i in trick[1:]] + [1 << i for i in deal.trick]
    union = 0
    total = 0
    for mask in places:
        assert union & mask == 0, "a card is in two places"
        union |= mask
        total += mask.bit_count()
    assert union == FULL_PACK and total == 32


def holds_twelve_until_play(deal: Deal) -> None:
    if deal.phase is not Phase.PLAY and deal.phase is not Phase.OVER:
        assert deal.hands[0].bit_count() == 12 and deal.hands[1].bit_count() == 12
    else:
        played = [len(deal.tricks), len(deal.tricks)]
        if deal.trick:
            played[deal.leader] += 1
        assert [deal.hands[s].bit_count() for s in (0, 1)] == [12 - played[0], 12 - played[1]]


@settings(SETTINGS, max_examples=1000)
@given(seed=st.integers(0, 2**32), rules=rules_strategy, game=game_strategy)
def test_random_parties_keep_every_invariant(seed: int, rules: Rules, game) -> None:
    partie = Partie(rules, game, seed=seed)
    event_points: dict[int, list[int]] = {}

    def check(p: Partie, events) -> None:
        deal = p.deals[-1]
        conserved(deal)
        holds_twelve_until_play(deal)
        sums = event_points.setdefault(len(p.deals), [0, 0])
        for event in events:
            if isinstance(event, Scored):
                assert event.points > 0
                sums[event.seat] += event.points
                assert event.total == sums[event.seat], "each score announces the running total"
            if isinstance(event, DealEnded):
                # A deal's score is exactly the sum of what was reckoned aloud.
                assert [s.total for s in event.scores] == sums
        if deal.is_over():
            assert sum(deal.tricks_won) == 12
            assert deal.scores[0].pique + deal.scores[0].repique + deal.scores[1].pique + deal.scores[1].repique \
                in (0, 30, 60), "at most one of pique and repique in a deal"
            if rules.low_lead_scores:  # elder's first lead always scores (RULES.md section 7)
                assert deal.scores[deal.younger].pique == 0, "only elder can win pique"

    play(partie, random.Random(seed), check=check)
    assert partie.is_over()
    standings = partie.standings()
    result = standings.result
    if isinstance(game, Rubicon):
        multiplied = [sum(d.scores[s].total * partie.multiplier(i) for i, d in enumerate(partie.deals))
                      for s in (0, 1)]
        assert list(standings.totals) == multiplied
        assert len(partie.deals) in (game.deals, game.deals + 2)
        if not result.drawn:
            winner, loser = standings.totals[result.winner], standings.totals[1 - result.winner]
            assert winner > loser
            assert result.rubicon == (loser < 100)
            assert result.points == (winner + loser + 100 if loser < 100 else winner - loser + 100)
    else:
        assert result.winner is not None and result.points > 0
        wins = [sum(1 for g in standings.games if g.winner == s) for s in (0, 1)]
        assert max(wins) == (1 if game.match == "seca" else 2)
    # The record replays to the same deals, totals and result.
    again = loads(dumps(partie))
    assert summary(again) == summary(partie)


@SETTINGS
@given(seed=st.integers(0, 2**32), rules=rules_strategy, stop=st.integers(0, 200))
def test_a_partie_in_progress_resumes_exactly(seed: int, rules: Rules, stop: int) -> None:
    partie = Partie(rules, Rubicon(), seed=seed)
    play(partie, random.Random(seed), stop_after=stop)
    if not partie.deals:
        return
    again = loads(dumps(partie))
    assert summary(again) == summary(partie)
    a, b = partie.deals[-1], again.deals[-1]
    assert (a.phase, a.to_act, a.hands, a.discards, a.said, a.tricks, a.trick, a.shown, a.step, a.category) == \
        (b.phase, b.to_act, b.hands, b.discards, b.said, b.tricks, b.trick, b.shown, b.step, b.category)
    for seat in (0, 1):
        assert a.view(seat).talon == b.view(seat).talon
    assert list(map(str, a.legal_actions()[:50])) == list(map(str, b.legal_actions()[:50]))
    # And the deal goes on identically from both (later deals are shuffled afresh).
    rng_a, rng_b = random.Random(seed + 1), random.Random(seed + 1)
    while partie.current is not None:
        action = rng_a.choice(partie.legal_actions())
        assert partie.apply(action) == again.apply(rng_b.choice(again.legal_actions()))
    assert summary(again) == summary(partie)


@SETTINGS
@given(seed=st.integers(0, 2**32), rules=rules_strategy)
def test_every_legal_action_is_accepted_and_everything_else_refused(seed: int, rules: Rules) -> None:
    rng = random.Random(seed)
    deal = Deal.shuffled(seed % 2, rng, rules)
    while not deal.is_over():
        actions = deal.legal_actions()
        sample = [actions[rng.randrange(len(actions))] for _ in range(3)]
        for action in sample:
            assert deal.is_legal(action), (action, deal.why_illegal(action))
        if deal.phase is Phase.PLAY and deal.trick and isinstance(actions[0], Play):
            # A card of another suit while holding the led suit is refused, with the reason.
            seat = deal.to_act
            led = deal.trick[0] >> 3
            hand = cards_of(deal.hands[seat])
            if any(c.suit == led for c in hand):
                for card in hand:
                    if card.suit != led:
                        reason = deal.why_illegal(Play(card))
                        assert reason and "but holds" in reason
        deal.apply(sample[0])
    try:
        deal.apply(sample[0])
    except IllegalActionError as error:
        assert "over" in str(error)
    else:
        raise AssertionError("an action after the deal was accepted")


# --- corrupt records: refused with status 2 and one line, never a traceback -----------------------

def run_replay(tmp_path: Path, text: str) -> tuple[int, str, str]:
    path = tmp_path / "record.json"
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        status = cli_main(["replay", str(path)])
    return status, out.getvalue(), err.getvalue()


def corrupt(data, rng: random.Random):
    """One random change somewhere in the JSON tree."""
    paths = []

    def walk(node, path):
        paths.append(path)
        if isinstance(node, dict):
            for key, value in node.items():
                walk(value, path + [key])
        elif isinstance(node, list):
            for index, value in enumerate(node):
                walk(value, path + [index])

    walk(data, [])
    path = rng.choice(paths[1:])
    parent = data
    for key in path[:-1]:
        parent = parent[key]
    key = path[-1]
    kind = rng.randrange(6)
    if kind == 0:
        del parent[key]
    elif kind == 1:
        parent[key] = rng.choice([None, True, -1, 3.5, "XX", [], {}, "AS", 99])
    elif kind == 2 and isinstance(parent[key], str):
        parent[key] = rng.choice(["AS", "7C", "TH", "1H", "", "KD"])
    elif kind == 3 and isinstance(parent[key], list) and parent[key]:
        parent[key].append(rng.choice(parent[key]))
    elif kind == 4 and isinstance(parent[key], list) and len(parent[key]) > 1:
        parent[key].reverse()
    else:
        parent[key] = [parent[key]]
    return data


def random_record(seed: int) -> dict:
    partie = Partie(seed=seed)
    play(partie, random.Random(seed), stop_after=random.Random(seed).randrange(20, 120))
    return to_record(partie)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                   HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 2**32))
def test_random_corruptions_never_crash(tmp_path: Path, seed: int) -> None:
    rng = random.Random(seed)
    data = random_record(seed % 50)
    for _ in range(rng.randrange(1, 4)):
        data = corrupt(data, rng)
    status, out, err = run_replay(tmp_path, json.dumps(data))
    assert status in (0, 2), err
    if status == 2:
        assert out == "" and err.count("\n") == 1 and "Traceback" not in err
    else:
        assert json.loads(out)["deals"] is not None


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                   HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 2**32), data=st.data())
def test_certain_corruptions_are_refused(tmp_path: Path, seed: int, data) -> None:
    record = random_record(seed % 50)
    text = json.dumps(record)
    kind = data.draw(st.sampled_from(["truncate", "duplicate", "version", "option", "card", "type"]))
    if kind == "truncate":
        text = text[:data.draw(st.integers(0, len(text) - 1))]
    elif kind == "duplicate":
        deal = record["deals"][0]
        deal["hands"][1][0] = deal["hands"][0][0]
        text = json.dumps(record)
    elif kind == "version":
        record["version"] = 2
        text = json.dumps(record)
    elif kind == "option":
        record["options"] = {"no_such_rule": True}
        text = json.dumps(record)
    elif kind == "card":
        record["deals"][0]["talon"][0] = "1Z"
        text = json.dumps(record)
    else:
        record["deals"][0]["dealer"] = "0"
        text = json.dumps(record)
    status, out, err = run_replay(tmp_path, text)
    assert status == 2, (kind, out[:200], err)
    assert out == "" and err.count("\n") == 1 and "Traceback" not in err


@SETTINGS
@given(seed=st.integers(0, 2**32), rules=rules_strategy, best_calls=st.booleans())
def test_reckoning_each_combination_apart_changes_no_total_without_a_target(seed: int, rules: Rules,
                                                                           best_calls: bool) -> None:
    """Issue 17: under the moment rule (au cent, the normand play-on) each combination of a call is a score of
    its own and younger reckons before elder's first lead; Rubicon piquet keeps one score a category and
    younger's after that lead (Law 55).  With no target to fall between them, the same actions give each seat
    the same score, item by item, either way (carte rouge aside: the moment rule also moves it after the sets)."""
    rules = dataclasses.replace(rules, carte_rouge=False)
    rng = random.Random(seed)
    deal = Deal.shuffled(seed % 2, rng, rules)
    split = Deal(deal.dealer, [cards_of(m) for m in deal.dealt], [CARDS[i] for i in deal.talon],
                 dataclasses.replace(rules, reckon_at_once=True))
    hand_scores = [0, 0]
    while not deal.is_over():
        actions = deal.legal_actions()
        action = actions[0] if deal.phase is Phase.DECLARATION and best_calls else rng.choice(actions)
        for number, events in enumerate((deal.apply(action), split.apply(action))):
            hand_scores[number] += sum(1 for e in events if isinstance(e, Scored) and e.cards)
    assert split.is_over()
    assert [s.as_dict() for s in split.scores] == [s.as_dict() for s in deal.scores]
    assert hand_scores[1] >= hand_scores[0]
