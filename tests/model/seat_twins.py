"""Twin parties for the seat-window properties: two parties of one game whose first deals differ only in two
cards that one seat (the observer) cannot see, played the same way for as long as both take the same actions
and the observer sees neither card.  What the window gives the observer (its view, why an action is refused,
the events as it may know them) must then be the same in both."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator
from typing import Any

from piquet_gui.model import CARDS, Card, Category
from piquet_gui.model.actions import Action, Bid, Call, CarteBlanche, Discard, LookAtTalon, Play, Reply, ReplyKind
from piquet_gui.model.errors import IllegalActionError
from piquet_gui.model.any_partie import AnyPartie
from piquet_gui.model.games import new_game
from piquet_gui.model.view import SeatView


def seen(view: SeatView[Any] | None) -> SeatView[Any] | None:
    """The view with its choices as a plain tuple (lazy discards kept as they are), to compare field by field."""
    if view is None or type(view.legal_actions).__name__ == "DiscardChoices":
        return view
    return dataclasses.replace(view, legal_actions=tuple(view.legal_actions))


def twins(name: str, seed: int, observer: int, rng: random.Random) -> tuple[AnyPartie, AnyPartie, set[Card]] | None:
    """Two parties of ``name`` whose first deals differ in two cards the observer cannot see (of two other
    hands, or of another hand and the talon), and those two cards; None if the observer plays no part."""
    dealt = new_game(name, seed=seed)
    dealt.start_deal()
    cards = dealt._dealt(0)  # type: ignore[attr-defined]
    if cards.hands[observer] is None:
        return None
    piles = [list(hand) if hand is not None and seat != observer else [] for seat, hand in enumerate(cards.hands)]
    piles.append(list(cards.talon))
    places = [(pile, i) for pile, cards_of_pile in enumerate(piles) for i in range(len(cards_of_pile))]
    one, i = rng.choice(places)
    others = [(pile, j) for pile, j in places if pile != one]
    two, j = rng.choice(others)
    swapped = [pile[:] for pile in piles]
    swapped[one][i], swapped[two][j] = piles[two][j], piles[one][i]

    def partie(piles: list[list[Card]]) -> AnyPartie:
        game = new_game(name, seed=seed)
        hands = [cards.hands[seat] if seat == observer or cards.hands[seat] is None else tuple(piles[seat])
                 for seat in range(len(cards.hands))]
        game.start_deal(hands=hands, talon=tuple(piles[-1]), dealer=cards.dealer)  # type: ignore[call-arg]
        return game

    return partie(piles), partie(swapped), {piles[one][i], piles[two][j]}


def visible(view: SeatView[Any] | None) -> set[Card]:
    """Every card the view shows its seat."""
    if view is None:
        return set()
    shown: set[Card] = {*view.hand, *view.dealt, *view.discard, *view.drawn, *view.trick}
    shown.update(card for card in view.talon if card is not None)
    for cards in (*view.shown, *view.carte_blanche_shown):
        shown.update(cards)
    for trick in view.tricks:
        shown.update(trick.cards)
    return shown


def candidates(view: SeatView[Any] | None) -> list[Action]:
    """Actions a person might try in the observer's seat: every card, discards and calls of its own cards and
    of cards it does not hold, every reply, every decision, some bids, and what it may do."""
    hand = list(view.hand) if view is not None else []
    out: list[Action] = [Play(card) for card in CARDS]
    out += [Discard.of(hand[:k]) for k in range(0, 8)] + [Discard.of([card]) for card in CARDS[::5]]
    for category in Category:
        out += [Call(category), Call.of(category, [hand[:3]]), Call.of(category, [hand[2:7]]),
                Call.of(category, [CARDS[:4]])]
        out += [Reply.of(category, kind, combos) for kind in ReplyKind for combos in ([], [hand[:4]])]
    out += [CarteBlanche(True), CarteBlanche(False), LookAtTalon(True), LookAtTalon(False)]
    out += [Bid(call) for call in ("P", "7+", "9-", "12+", "X", "XX")]
    if view is not None:
        out += list(view.legal_actions[:30])
    return out


def takes(game: AnyPartie, action: Action) -> bool:
    try:
        game.copy().apply(action)
    except IllegalActionError:
        return False
    return True


def played(first: AnyPartie, second: AnyPartie, hidden: set[Card], observer: int, choices: list[int]) -> Iterator[int]:
    """Play both parties the same way, the ``choices``-th of each moment's choices (then the first; or the
    next that both parties take), through the first deal; yields before each action (and once after the
    last) for as long as the observer has seen neither hidden card and both parties take the same action."""
    for step, choice in enumerate([*choices, *([0] * 120)]):
        if hidden & (visible(first.view(observer)) | visible(second.view(observer))):
            return
        yield step
        if first.current is None or second.current is None:
            return
        actions = first.legal_actions()
        tried = (actions[(choice + 97 * k) % len(actions)] for k in range(min(len(actions), 30)))
        action = next((action for action in tried if takes(second, action)), None)
        if action is None:
            return
        first.apply(action)
        second.apply(action)


def twin_positions(name: str, seed: int, observer: int, choices: list[int]) -> Iterator[tuple[AnyPartie, AnyPartie, int]]:
    """The positions of two twin parties of ``name`` (``twins``) played alike (``played``), as (first, second,
    the observing seat): none if the observer plays no part."""
    seat = observer % new_game(name).seats
    made = twins(name, seed % 1000, seat, random.Random(seed))
    if made is None:
        return
    first, second, hidden = made
    for _ in played(first, second, hidden, seat, choices):
        yield first, second, seat
