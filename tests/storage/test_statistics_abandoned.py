"""A partie left unfinished for another counts apart: its deals (with their piques, repiques, capots and
points) count in the statistics, the partie as abandoned, never in the win rates; a partie left for later
counts nothing until it ends or is abandoned, and nothing counts twice."""

from __future__ import annotations

import random
import sqlite3

from piquet_gui.model import Partie
from piquet_gui.model.actions import Discard
from piquet_gui.model.cards import Card
from piquet_gui.storage import statistics
from tests.helpers import random_partie


def cards(text: str) -> list[Card]:
    return [Card.parse(card) for card in text.split()]


def three_deals_with_a_repique_and_a_capot() -> Partie:
    """You are elder in the first deal with all the spades and the aces (a repique, and every trick: a
    capot); two deals of random moves follow; the fourth is not dealt yet."""
    partie = Partie(players=("You", "Computer"), seed=11, first_dealer=1)
    rest = cards("8H 9H TH JH QH 7D 8D 9D TD JD QD KD 7C 8C 9C TC JC QC KC")
    partie.start_deal(hands=[cards("7S 8S 9S TS JS QS KS AS AH AD AC 7H"), rest[7:]], talon=cards("KH") + rest[:7],
                      dealer=1)
    rng = random.Random(11)
    while len(partie.deals) < 3 or not partie.deals[-1].is_over():
        if partie.needs_deal():
            partie.start_deal()
        actions = partie.legal_actions()
        if len(partie.deals) == 1:  # you keep your hand: put out the seven of hearts, call all you hold
            partie.apply(Discard.of(cards("7H")) if partie.to_act == 0 and isinstance(actions[0], Discard)
                         else actions[0])
        else:
            partie.apply(rng.choice(actions))
    assert not partie.is_over() and partie.deals[0].scores[0].repique and partie.deals[0].scores[0].capot
    return partie


def test_an_abandoned_partie_counts_its_deals_and_counts_apart(tmp_path) -> None:
    where = tmp_path / "stats.sqlite3"
    partie = three_deals_with_a_repique_and_a_capot()
    assert statistics.abandon(partie, [True, False], "club", where)
    figures = statistics.summary(where)
    rubicon = figures.game("rubicon")
    assert rubicon is not None
    assert figures.parties == 0 and rubicon.levels == [], "no win rate for a partie not played out"
    assert figures.abandoned == 1 and figures.deals == 3
    expected = statistics.tallies(partie)
    assert rubicon.tallies["repique"] == (expected["repique"][0], expected["repique"][1]) and expected["repique"][0]
    assert rubicon.tallies["capot"][0] == expected["capot"][0] >= 1
    assert rubicon.points_per_deal == sum(deal.scores[0].total for deal in partie.deals) / 3
    assert not rubicon.best and not rubicon.timeline


def test_an_abandoned_partie_counts_once_and_a_finished_one_is_never_abandoned(tmp_path) -> None:
    where = tmp_path / "stats.sqlite3"
    partie = three_deals_with_a_repique_and_a_capot()
    assert statistics.abandon(partie, [True, False], "club", where)
    assert statistics.abandon(partie, [True, False], "club", where)
    assert statistics.summary(where).abandoned == 1 and statistics.summary(where).deals == 3
    finished = random_partie(3, ("You", "Computer"))
    assert statistics.abandon(finished, [True, False], "club", where)  # nothing to abandon
    assert statistics.record(finished, [True, False], "club", where)
    figures = statistics.summary(where)
    assert figures.abandoned == 1 and figures.parties == 1 and figures.deals == 3 + len(finished.deals)


def test_a_partie_abandoned_then_finished_counts_once_as_finished(tmp_path) -> None:
    """Abandoned (its save overwritten), then opened from a record and played out: finished, not both."""
    where = tmp_path / "stats.sqlite3"
    whole = random_partie(4, ("You", "Computer"))
    early = whole.prefix(whole.action_count() // 2)
    assert statistics.abandon(early, [True, False], "club", where)
    assert statistics.record(whole, [True, False], "club", where)
    figures = statistics.summary(where)
    assert (figures.parties, figures.abandoned, figures.deals) == (1, 0, len(whole.deals))


def test_two_players_and_a_reset(tmp_path) -> None:
    where = tmp_path / "stats.sqlite3"
    partie = three_deals_with_a_repique_and_a_capot()
    assert statistics.abandon(partie, [True, True], None, where)
    assert statistics.summary(where).abandoned == 0, "the figures are the person's against the computer"
    other = random_partie(8, ("You", "Computer"), actions=150)
    assert statistics.abandon(other, [True, False], "club", where) and statistics.summary(where).abandoned == 1
    assert statistics.reset(where)
    with sqlite3.connect(where) as connection:
        assert connection.execute("SELECT COUNT(*) FROM deals").fetchone()[0] == 0
    connection.close()
    assert statistics.summary(where).abandoned == 0


def test_junk_in_the_deals_of_an_abandoned_partie_is_skipped_and_counted(tmp_path) -> None:
    where = tmp_path / "stats.sqlite3"
    assert statistics.abandon(three_deals_with_a_repique_and_a_capot(), [True, False], "club", where)
    with sqlite3.connect(where) as connection:
        connection.execute("UPDATE deals SET scores = '[1, \"x\"]' WHERE number = 2")
    connection.close()
    figures = statistics.summary(where)
    assert figures.deals == 2 and figures.damaged == 1 and figures.abandoned == 1
