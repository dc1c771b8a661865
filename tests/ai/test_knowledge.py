"""What a computer player deduces, and that it can only ever decide from its own seat's view."""

from __future__ import annotations

import gc
import random

import pytest

from piquet_gui.ai import LEVELS, make_player
from piquet_gui.ai.knowledge import Knowledge
from piquet_gui.model import CARDS, CarteBlanche, Deal, Phase
from piquet_gui.model.cards import mask_of


def play_until(deal: Deal, players, stop) -> None:
    while not deal.is_over() and not stop(deal):
        seat = deal.to_act
        deal.apply(players[seat].choose(deal.view(seat)))


def test_the_true_hand_always_agrees_with_what_was_seen_and_said() -> None:
    """Club players sink nothing that could score and hold back only what must lose, so every likely fact
    drawn from their words holds of the real hand."""
    checked = 0
    for seed in range(40):
        deal = Deal.shuffled(seed % 2, random.Random(seed))
        players = [make_player("club", seed), make_player("club", seed + 1)]
        rng = random.Random(seed)
        while not deal.is_over():
            seat = deal.to_act
            if deal.phase is Phase.PLAY:
                knowledge = Knowledge.from_view(deal.view(seat))
                true_hand = deal.hands[1 - seat]
                assert knowledge.consistent(true_hand, strict=True), (seed, len(deal.tricks))
                for hand in knowledge.sample(rng, 3):
                    assert hand.bit_count() == true_hand.bit_count()
                    assert hand & knowledge.opponent_known == knowledge.opponent_known
                    assert hand & knowledge.voids == 0
                    assert hand & ~knowledge.unknown & ~knowledge.opponent_known == 0
                checked += 1
            deal.apply(players[seat].choose(deal.view(seat)))
    assert checked > 500


def test_shown_cards_and_voids_are_known() -> None:
    for seed in range(30):
        deal = Deal.shuffled(1, random.Random(seed))
        players = [make_player("club", 1), make_player("club", 2)]
        play_until(deal, players, lambda d: d.phase is Phase.PLAY and len(d.tricks) >= 6)
        if deal.is_over():
            continue
        seat = deal.to_act
        knowledge = Knowledge.from_view(deal.view(seat))
        other = 1 - seat
        assert knowledge.opponent_known & ~deal.hands[other] == 0, "only real cards are 'known'"
        assert knowledge.opponent_known & deal.shown[other] & deal.hands[other] == deal.shown[other] & deal.hands[other]
        for leader, first, second in deal.tricks:
            if leader == seat and CARDS[second].suit != CARDS[first].suit:
                from piquet_gui.model.cards import SUIT_MASKS
                assert deal.hands[other] & SUIT_MASKS[CARDS[first].suit] == 0
                assert knowledge.voids & SUIT_MASKS[CARDS[first].suit]


def _reachable(root: object, limit: int = 20000) -> list[object]:
    seen, todo, out = set(), [root], []
    while todo and len(out) < limit:
        item = todo.pop()
        if id(item) in seen or isinstance(item, type):
            continue
        seen.add(id(item))
        out.append(item)
        todo.extend(gc.get_referents(item))
    return out


def test_a_view_leads_to_no_deal() -> None:
    """Players receive a view only; nothing reachable from it is the deal itself."""
    deal = Deal.shuffled(0, random.Random(3))
    players = [make_player("club", 1), make_player("club", 2)]
    play_until(deal, players, lambda d: d.phase is Phase.PLAY and len(d.tricks) == 3)
    for seat in (0, 1):
        assert not any(isinstance(obj, Deal) for obj in _reachable(deal.view(seat)))


@pytest.mark.parametrize("level", LEVELS)
def test_decisions_do_not_depend_on_cards_the_seat_cannot_see(level: str) -> None:
    """Elder's exchange is the same whatever the opponent holds and the talon order beyond his sight."""
    rng = random.Random(7)
    for trial in range(4):
        pack = list(CARDS)
        rng.shuffle(pack)
        elder_hand, rest = pack[:12], pack[12:]
        choices = set()
        for arrangement in range(3):
            order = rest[:]
            random.Random(arrangement * 31 + trial).shuffle(order)
            deal = Deal(1, [elder_hand, order[:12]], order[12:])
            if deal.phase is not Phase.EXCHANGE:
                break
            player = make_player(level, seed=5)
            choices.add(player.choose(deal.view(0)))
        assert len(choices) <= 1, f"{level} chose differently on hidden cards"
    assert mask_of(elder_hand)


def test_making_on_fewer_cards_than_held_is_read_as_at_least_as_many() -> None:
    """Younger asks "Making?" on five of his six spades (Law 46) and wins with five.  Elder's reading: he holds
    five or more spades for certain (kept however the likely facts fare); as many, not more, is only likely."""
    from piquet_gui.model import Call, Category, Discard, Reply, ReplyKind
    from piquet_gui.model.cards import Card

    def cards(text: str) -> list[Card]:
        return [Card.parse(t) for t in text.split()]

    deal = Deal(1, [cards("AH KH QH 9H 8H TS QD JD 8D TC 9C JC"), cards("AS KS QS JS 9S AD KD TD 9D 8C 7C 7H")],
                cards("8S 7S JH TH 7D AC KC QC"))
    deal.apply(Discard.of(cards("JC")))
    deal.apply(Discard.of(cards("7H")))  # younger takes 7S: six spades
    point = Category.POINT
    deal.apply(Call.of(point, [cards("AH KH QH 9H 8H")]))
    deal.apply(Reply(point, ReplyKind.ASK))
    deal.apply(Reply(point, ReplyKind.TELL))
    deal.apply(Reply.of(point, ReplyKind.NOT_GOOD, [cards("AS KS QS JS 9S")]))
    while deal.phase is not Phase.PLAY:
        deal.apply(deal.legal_actions()[-1])  # elder calls nothing more, younger answers "Good"
    knowledge = Knowledge.from_view(deal.view(deal.elder))
    true_hand = deal.hands[deal.younger]
    assert knowledge.consistent(true_hand, strict=False), "what is certain holds of the real hand"
    assert not knowledge.consistent(true_hand, strict=True), "the likely reading is five spades, not six"
    spades = mask_of(cards("AS KS QS JS TS 9S 8S 7S"))
    fewer = true_hand & ~mask_of(cards("9S 7S")) | mask_of(cards("7H"))  # only four spades: impossible
    assert not knowledge.consistent(fewer, strict=False)
    for hand in knowledge.sample(random.Random(2), 20):
        assert (hand & spades).bit_count() >= 5


@pytest.mark.parametrize("level", LEVELS)
def test_elder_discards_alike_whether_or_not_younger_weighs_a_carte_blanche(level: str) -> None:
    """Elder's view while younger decides whether to announce carte blanche is the usual start of a deal, so
    his discard is the same as in the twin deal where younger holds a court card instead of a talon card."""
    from tests.model.test_hidden_carte_blanche import twins

    with_blanche, without = twins(observer=0, dealer=1, rng=random.Random(11), swap=5)
    assert with_blanche.phase is Phase.CARTE_BLANCHE and with_blanche.to_act == 1
    choices = {make_player(level, seed=5).choose(d.view(0)) for d in (with_blanche, without)}
    assert len(choices) == 1
    (choice,) = choices
    with_blanche.apply(CarteBlanche(False))
    with_blanche.apply(choice)  # taken once younger has decided
    assert with_blanche.to_act == 1
