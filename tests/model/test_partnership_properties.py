"""Invariants over random legal parties of four-handed partnership piquet, with every option.

The 32 cards are conserved; what is reckoned aloud adds up to each side's score; the totals of a game
only grow; random legal play always finishes the partie, with one winning side at or over 100; a seat's
view never shows a card of another seat (its partner's included) that was not shown in a scoring
declaration, an announced carte blanche or play; the record replays to the same summary.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from piquet_gui.model.cards import FULL_PACK, Card, cards_of
from piquet_gui.model.events import CardPlayed, CarteBlancheShown, Scored, TargetReached
from piquet_gui.model.partnership.deal import PartnershipDeal, side_of
from piquet_gui.model.partnership.partie import OPTIONS, PartnershipOptions, PartnershipPartie
from piquet_gui.model.partnership import record as partnership_record

SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
OPTION_VALUES = st.fixed_dictionaries({info.name: st.sampled_from(info.values) for info in OPTIONS})


def conserved(deal: PartnershipDeal) -> None:
    played = [i for _, trick in deal.tricks for i in trick] + deal.trick
    masks = deal.hands + [1 << i for i in played]
    total = 0
    for mask in masks:
        assert not total & mask, "a card is in two places"
        total |= mask
    assert total == FULL_PACK and sum(m.bit_count() for m in masks) == 32


def view_hides_hidden_cards(deal: PartnershipDeal, public: set[Card]) -> None:
    for seat in range(4):
        view = deal.view(seat)
        assert set(view.hand) == set(cards_of(deal.hands[seat]))
        others = {c for s in range(4) if s != seat for c in cards_of(deal.dealt[s])}
        seen = {c for s, shown in enumerate(view.shown) if s != seat for c in shown} | set(view.trick)
        seen |= {card for trick in view.tricks for card in trick.cards}
        assert not (seen & others) - public, "a seat's view shows another seat's hidden cards"


def run(options: dict[str, object], seed: int) -> PartnershipPartie:
    rng = random.Random(seed)
    partie = PartnershipPartie(PartnershipOptions.from_options(options), first_dealer=seed % 4, rng=rng)
    previous, games = (0, 0), 0
    for _ in range(20000):
        if partie.is_over():
            break
        if partie.needs_deal():
            deal = partie.start_deal()
            sums, public = [0, 0], set()
        actions = partie.legal_actions()
        assert actions, "a deal in progress always offers an action"
        events = partie.apply(rng.choice(actions))
        for event in events:
            if isinstance(event, Scored):
                sums[side_of(event.seat)] += event.points
                assert event.total == sums[side_of(event.seat)], "an event's total is its side's running score"
                public |= {card for combination in event.cards for card in combination}
            elif isinstance(event, CarteBlancheShown):
                public |= set(event.cards)
            elif isinstance(event, CardPlayed):
                public.add(event.card)
            elif isinstance(event, TargetReached):
                assert deal.scores[event.seat].total >= deal.stop_at[event.seat]  # type: ignore[index]
        assert sums == [deal.scores[0].total, deal.scores[1].total]
        conserved(deal)
        view_hides_hidden_cards(deal, public)
        standings = partie.standings()
        if len(standings.games) > games and not standings.finished:
            games, previous = len(standings.games), (0, 0)  # best of five: the next game begins at 0-0
        totals = standings.totals
        assert totals[0] >= previous[0] and totals[1] >= previous[1], "a total went down"
        previous = totals
    assert partie.is_over(), "random legal play did not finish the partie"
    return partie


@SETTINGS
@given(OPTION_VALUES, st.integers(0, 2**32 - 1))
def test_random_parties_keep_the_invariants(options: dict[str, object], seed: int) -> None:
    partie = run(options, seed)
    result = partie.result()
    winner = result["winner"]
    assert result["finished"] and winner in (0, 1)
    totals = partie.totals()
    assert totals[winner] >= 100 > totals[1 - winner]
    if partie.options.partie == "one_game":
        assert result["double"] == (totals[1 - winner] < 50)
        assert result["points"] == (totals[winner] - totals[1 - winner]) * (2 if result["double"] else 1)
    else:
        assert result["games_won"][winner] >= 3
    again = partnership_record.replay(partnership_record.to_record(partie))
    assert partnership_record.summary(again) == partnership_record.summary(partie)


@SETTINGS
@given(st.integers(0, 2**32 - 1), st.integers(0, 3))
def test_a_record_in_progress_replays_to_the_same_point(seed: int, dealer: int) -> None:
    rng = random.Random(seed)
    partie = PartnershipPartie(first_dealer=dealer, rng=rng)
    partie.start_deal()
    for _ in range(rng.randrange(0, 40)):
        if partie.current is None:
            break
        partie.apply(rng.choice(partie.legal_actions()))
    again = partnership_record.replay(partnership_record.to_record(partie))
    assert partnership_record.summary(again) == partnership_record.summary(partie)
    assert again.deals[-1].history == partie.deals[-1].history
