"""The computer players in the variants: au cent, auction piquet and three-handed piquet (issue 11).

Whole parties are played to the end by the players, every action legal and the same seed giving the
same record; the auction's bids follow the hand; no player is handed more than its seat's view.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from piquet_gui.ai.auction_bidding import choose_bid, duck_play, minus_capacity, plus_capacity
from piquet_gui.ai.normand_player import NormandPlayer
from piquet_gui.ai.partnership_player import PartnershipPlayer, partner_play
from piquet_gui.ai.player import GAMES, make_player, play_out
from piquet_gui.model.actions import Action, Bid, Discard, Play
from piquet_gui.model.two_handed.bidding import Contract
from piquet_gui.model.cards import Card
from piquet_gui.model.two_handed.deal import Deal
from piquet_gui.model.normand.deal import ThreeHandDeal
from piquet_gui.model.normand.partie import NormandPartie
from piquet_gui.model.partnership.deal import PartnershipDeal
from piquet_gui.model.partnership.partie import PartnershipPartie
from piquet_gui.model.two_handed.partie import Partie
from piquet_gui.model.tricks import Phase
from piquet_gui.model.games import rule_set_of
from piquet_gui.model.view import SeatView


def cards(text: str) -> list[Card]:
    return [Card.parse(c) for c in text.split()]


class Checked:
    """Wraps a player: every view it gets is a seat's view (never a deal), every answer one of its legal
    actions."""

    def __init__(self, player: Any, seat: int, same_seat: bool = True) -> None:
        self.player, self.seat, self.name = player, seat, player.name
        self.same_seat = same_seat
        """The view names the same seat (not so in the three-handed game's two-handed end, where the views
        are numbered by the deal's seats)."""

    def choose(self, view: SeatView[Any]) -> Action:
        assert type(view) is SeatView
        assert view.seat == self.seat or not self.same_seat
        action: Action = self.player.choose(view)
        assert action in view.legal_actions, (action, view.legal_actions)
        return action


def play_variant(game: str, levels: tuple[str, str], seed: int, options: dict[str, Any] | None = None) -> Partie:
    rules, fmt = rule_set_of(game, options or {})
    partie = Partie(rules, fmt, first_dealer=seed % 2, seed=seed)
    players = [Checked(make_player(levels[s], seed * 10 + s), s) for s in (0, 1)]
    play_out(partie, players)
    return partie


def record(partie: Partie) -> list[tuple[int, int, str]]:
    return [(deal, seat, str(action)) for deal, seat, action in partie.actions()]


@pytest.mark.parametrize("game", ["au-cent", "auction"])
@pytest.mark.parametrize("levels", [("beginner", "casual"), ("club", "casual")])
def test_a_whole_two_handed_variant_partie_is_played_legally_and_the_same_for_a_seed(
        game: str, levels: tuple[str, str]) -> None:
    partie = play_variant(game, levels, seed=3)
    assert partie.standings().result is not None and partie.standings().result.finished
    assert record(partie) == record(play_variant(game, levels, seed=3))


@pytest.mark.parametrize("game", ["au-cent", "auction"])
def test_the_searching_levels_play_a_variant_game_too(game: str) -> None:
    options = {"partie": "one_game"} if game == "au-cent" else {}
    partie = play_variant(game, ("expert", "master"), seed=1, options=options)
    assert partie.standings().result.finished


def test_the_auction_is_bid_and_contracts_played_both_ways() -> None:
    contracts: list[Contract] = []
    for seed in range(6):
        partie = play_variant("auction", ("club", "club"), seed)
        contracts += [d.contract for d in partie.deals if d.contract is not None]
    assert contracts, "somebody bids"
    assert any(c.minus for c in contracts) and any(not c.minus for c in contracts)
    assert any(c.doubled > 1 for c in contracts)


def test_younger_may_keep_his_hand_in_au_cent() -> None:
    rules, _ = rule_set_of("au-cent", {})
    deal = Deal.shuffled(0, random.Random(8), rules)
    players = [make_player("club", 1), make_player("club", 2)]
    while deal.phase is not Phase.DECLARATION:
        seat = deal.to_act
        assert seat is not None
        view = deal.view(seat)
        if seat == deal.younger and isinstance(view.legal_actions[0], Discard):
            assert Discard(0) in view.legal_actions  # the engine offers no exchange at all
            assert make_player("casual", 1).choose(view) in view.legal_actions
        deal.apply(players[seat].choose(view))


def auction_view(hand: str, bids: tuple[str, ...], seat: int = 0) -> SeatView:
    """Seat ``seat``'s view of an auction deal dealt ``hand`` (elder: seat 0), after ``bids``."""
    rules, _ = rule_set_of("auction", {})
    mine = cards(hand)
    rest = [c for c in random.Random(1).sample(list(Card.parse(f"{r}{s}") for r in "AKQJT987" for s in "SHDC"), 32)
            if c not in mine]
    hands = [mine, rest[:12]] if seat == 0 else [rest[:12], mine]
    deal = Deal(1, hands, rest[12:], rules)
    for call in bids:
        deal.apply(Bid(call))
    assert deal.to_act == seat
    return deal.view(seat)


def test_a_strong_hand_bids_plus_a_weak_one_minus_a_middling_one_passes() -> None:
    strong = "AS KS QS JS TS AH KH QH AD KD AC KC"
    assert choose_bid(auction_view(strong, ())) == Bid("7+")
    low = "9S 8S 7S 9H 8H 7H 9D 8D 7D JC 9C 8C"  # a jack: no carte blanche to announce first
    assert minus_capacity(cards(low)) >= 7
    assert choose_bid(auction_view(low, ())) == Bid("7-")
    middling = "AS KS 9S QH JH 8H AD TD 7D KC QC 9C"
    assert plus_capacity(cards(middling), elder=False) < 7 and minus_capacity(cards(middling)) < 7
    assert choose_bid(auction_view(middling, ("7+",), seat=1)) == Bid("P")
    # Elder passed: younger stretches a trick rather than see the deal thrown in.
    assert choose_bid(auction_view(middling, ("P",), seat=1)) == Bid("7+")


def test_a_bid_the_hand_beats_is_doubled_and_a_bid_it_supports_is_raised() -> None:
    strong = "AS KS QS JS TS AH KH QH AD KD AC KC"
    assert choose_bid(auction_view(strong, ("9+",), seat=1)) == Bid("X")
    assert choose_bid(auction_view(strong, ("7-",), seat=1)) == Bid("8+")
    # Its own bid doubled, with tricks to spare: redouble.
    assert choose_bid(auction_view(strong, ("7+", "X"), seat=0)) == Bid("XX")


def test_in_a_minus_contract_the_players_duck() -> None:
    rules, _ = rule_set_of("auction", {})
    deal = Deal.shuffled(1, random.Random(4), rules)
    deal.apply(Bid("7-"))
    deal.apply(Bid("P"))
    players = [make_player("club", 1), make_player("club", 2)]
    while deal.phase is not Phase.PLAY:
        seat = deal.to_act
        assert seat is not None
        deal.apply(players[seat].choose(deal.view(seat)))
    seat = deal.to_act
    assert seat is not None
    deal.apply(players[seat].choose(deal.view(seat)))
    follower = deal.to_act
    assert follower is not None
    view = deal.view(follower)
    led = view.trick[0]
    plays = [a for a in view.legal_actions if isinstance(a, Play)]
    choice = players[follower].choose(view)
    assert choice == duck_play(view, plays)
    under = [p.card for p in plays if p.card.suit == led.suit and p.card.rank < led.rank]
    if under:
        assert isinstance(choice, Play) and choice.card == max(under, key=lambda c: c.rank)


def play_normand(level: str, seed: int) -> NormandPartie:
    partie = NormandPartie(first_dealer=seed % 3, seed=seed)
    players = [Checked(make_player(level, seed * 10 + s, game="normand"), s, same_seat=False) for s in range(3)]
    play_out(partie, players)
    return partie


def normand_record(partie: NormandPartie) -> list[tuple[int, str]]:
    return [(index, str(action)) for index, deal in enumerate(partie.deals) for action in deal.history]


@pytest.mark.parametrize("level", ["beginner", "casual", "club"])
def test_a_whole_three_handed_partie_is_played_legally_and_the_same_for_a_seed(level: str) -> None:
    for seed in range(3):
        partie = play_normand(level, seed)
        assert partie.result()["finished"] and partie.loser is not None
        assert any(isinstance(d, Deal) for d in partie.deals), "the two left play two-handed to the end"
        assert normand_record(partie) == normand_record(play_normand(level, seed))


def test_the_three_handed_player_calls_its_best_and_takes_the_talon() -> None:
    deal = ThreeHandDeal.shuffled(dealer=2, rng=random.Random(5))
    player = NormandPlayer(random.Random(0))
    while deal.phase is not Phase.PLAY:
        seat = deal.to_act
        assert seat is not None
        view = deal.view(seat)
        action = player.choose(view)
        if deal.phase is Phase.EXCHANGE:
            assert isinstance(action, Discard) and action.mask.bit_count() == 2
        elif deal.phase is Phase.DECLARATION:
            assert action == view.legal_actions[0]
        deal.apply(action)


def twin(deal: ThreeHandDeal, seat: int, rng: random.Random) -> ThreeHandDeal:
    """The same deal as ``seat`` knows it, the other hands and the talon dealt afresh from the cards it
    cannot see."""
    hidden = [c for s in range(3) if s != seat for c in deal.hand(s)]
    hidden += [c for c in (Card.parse(f"{r}{s}") for r in "AKQJT987" for s in "SHDC")
               if c.index in deal.talon]
    rng.shuffle(hidden)
    hands: list[list[Card]] = []
    for s in range(3):
        if s == seat:
            hands.append(deal.hand(seat))
        else:
            hands.append(hidden[:10])
            hidden = hidden[10:]
    return ThreeHandDeal(deal.dealer, hands, hidden, deal.rules)


@pytest.mark.parametrize("game", [g for g in GAMES if g != "partnership"])  # four hands: the test below
def test_no_player_decides_from_cards_it_cannot_see(game: str) -> None:
    """The same seat's view gives the same choice, however the cards it cannot see lie."""
    for seed in range(4):
        rng = random.Random(seed)
        if game == "normand":
            deal3 = ThreeHandDeal.shuffled(dealer=seed % 3, rng=rng)
            seat = deal3.to_act
            assert seat is not None
            other = twin(deal3, seat, rng)
            if other.to_act != seat:
                continue  # a carte blanche elsewhere changes who speaks first
            first = make_player("club", seed, game="normand").choose(deal3.view(seat))
            again = make_player("club", seed, game="normand").choose(other.view(seat))
            assert first == again
            continue
        rules, _ = rule_set_of(game, {}) if game != "rubicon" else (None, None)
        deal = Deal.shuffled(seed % 2, rng, rules)
        seat = deal.elder
        mine = deal.hand(seat)
        rest = [c for c in (Card.parse(f"{r}{s}") for r in "AKQJT987" for s in "SHDC") if c not in mine]
        rng.shuffle(rest)
        other2 = Deal(deal.dealer, [mine, rest[:12]] if seat == 0 else [rest[:12], mine], rest[12:], deal.rules)
        if deal.to_act != seat or other2.to_act != seat:
            continue  # younger's carte blanche speaks first
        for level in ("beginner", "club", "master"):
            assert make_player(level, seed, game).choose(deal.view(seat)) == \
                make_player(level, seed, game).choose(other2.view(seat))


def play_partnership(seed: int, level: str = "club") -> PartnershipPartie:
    partie = PartnershipPartie(first_dealer=seed % 4, seed=seed)
    players = [Checked(make_player(level, seed * 10 + s, game="partnership"), s) for s in range(4)]
    play_out(partie, players)
    return partie


@pytest.mark.parametrize("level", ["beginner", "casual", "club"])
def test_a_whole_four_handed_partie_is_played_legally_and_the_same_for_a_seed(level: str) -> None:
    for seed in range(3):
        partie = play_partnership(seed, level)
        assert partie.result()["finished"]
        again = play_partnership(seed, level)
        assert [[str(a) for a in d.history] for d in partie.deals] == [[str(a) for a in d.history] for d in again.deals]


def test_the_four_handed_player_does_not_overtake_its_partners_sure_winner() -> None:
    for seed in range(40):
        deal = PartnershipDeal.shuffled(dealer=seed % 4, rng=random.Random(seed))
        players = [PartnershipPlayer(random.Random(s)) for s in range(4)]
        while not deal.is_over():
            seat = deal.to_act
            assert seat is not None
            view = deal.view(seat)
            action = players[seat].choose(view)
            if len(view.trick) == 3 and isinstance(action, Play):
                led = view.trick[0]
                best = max((i for i, c in enumerate(view.trick) if c.suit == led.suit),
                           key=lambda i: view.trick[i].rank)
                if best == 1:  # the partner's card wins so far: the last player follows low or throws
                    plays = [a for a in view.legal_actions if isinstance(a, Play)]
                    assert action == partner_play(view, plays)
                    under = [p.card for p in plays if p.card.suit == led.suit and p.card.rank < view.trick[1].rank]
                    if under:
                        assert action.card.rank < view.trick[1].rank
            deal.apply(action)


def test_no_four_handed_player_decides_from_cards_it_cannot_see() -> None:
    for seed in range(6):
        rng = random.Random(seed)
        deal = PartnershipDeal.shuffled(dealer=seed % 4, rng=rng)
        seat = deal.to_act
        assert seat is not None
        hidden = [c for s in range(4) if s != seat for c in deal.hand(s)]
        rng.shuffle(hidden)
        hands = [deal.hand(s) if s == seat else [] for s in range(4)]
        for s in range(4):
            if s != seat:
                hands[s], hidden = hidden[:8], hidden[8:]
        other = PartnershipDeal(deal.dealer, hands, deal.rules)
        if other.to_act != seat:
            continue  # a carte blanche elsewhere speaks first
        assert make_player("club", seed, "partnership").choose(deal.view(seat)) == \
            make_player("club", seed, "partnership").choose(other.view(seat))
