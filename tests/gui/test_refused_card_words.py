"""A card the rules refuse says why in the player's words, from the seat window's refusal, never from the engine's
English (issue 27): the hand follows any seat window (one with no engine behind it, as a table over the network
will be), and at the main window a card of another suit is refused with "You must follow suit." in each language,
in a two-handed and a four-handed game."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from piquet_gui import i18n
from piquet_gui.controller import GameConfig, SeatSetup
from piquet_gui.model.actions import Action, Play
from piquet_gui.model.cards import Card, Suit
from piquet_gui.model.seat_window import Refusal, RefusalKind
from piquet_gui.model.tricks import Phase
from piquet_gui.model.view import SeatView
from piquet_gui.settings import Settings
from piquet_gui.views.hand_choice import HandChoice, Turn, refusal_words
from tests.gui.table_states import played_until
from tests.helpers import CEILING_MS

FOLLOW = {"en": "You must follow suit.", "fr": "Vous devez fournir à la couleur.", "es": "Debes seguir el palo."}


def _must_follow(view: SeatView | None) -> Card | None:
    """A card of another suit than the one led, held beside the suit led, in the seat's turn: refused."""
    if view is None or view.phase is not Phase.PLAY or not view.trick or view.to_act != view.seat:
        return None
    led = view.trick[0].suit
    if not any(card.suit == led for card in view.hand):
        return None
    return next((card for card in view.hand if card.suit != led), None)


class WindowWithoutEngine:
    """A seat window that holds no engine: what it knows is a view, and the refusal it was told."""

    def __init__(self, view: SeatView, refusal: Refusal | None) -> None:
        self._view, self._refusal = view, refusal
        self.asked: list[tuple[int, Action]] = []

    @property
    def deal_number(self) -> int:
        return 1

    def refusal(self, seat: int, action: Action) -> Refusal | None:
        self.asked.append((seat, action))
        return self._refusal


def test_the_hand_words_the_windows_refusal_and_sends_a_legal_card(qtbot) -> None:
    partie = played_until(2, 7, lambda p: any(_must_follow(p.view(seat)) for seat in range(2)))
    seat = next(seat for seat in range(2) if _must_follow(partie.view(seat)))
    view = partie.view(seat)
    assert view is not None
    refused = _must_follow(view)
    assert refused is not None
    window = WindowWithoutEngine(view, Refusal(RefusalKind.MUST_FOLLOW, suit=view.trick[0].suit))
    settings = Settings()
    settings.confirm_lead = False
    hand = HandChoice(lambda: Turn(window, seat, view), settings)  # type: ignore[arg-type]
    said: list[str] = []
    chosen: list[object] = []
    hand.said.connect(said.append)
    hand.chosen.connect(chosen.append)
    hand.clicked(refused)
    assert said == [FOLLOW["en"]] and not chosen and window.asked == [(seat, Play(refused))]
    legal = next(action for action in view.legal_actions if isinstance(action, Play))
    hand.clicked(legal.card)
    assert chosen == [legal]


@pytest.mark.parametrize("language", ["en", "fr", "es"])
def test_each_refusal_is_said_in_the_players_language(qapp, language: str) -> None:
    try:
        assert i18n.install(language) == language
        words = {kind: refusal_words(Refusal(kind, Suit(0) if kind is RefusalKind.MUST_FOLLOW else None,
                                             "card X is not in trick order but holds a spade"))
                 for kind in RefusalKind}
        assert words[RefusalKind.MUST_FOLLOW] == FOLLOW[language]
        assert len(set(words.values())) == 4  # not your turn, not held, must follow, and the rest
        assert not any("holds" in text for text in words.values()), "the engine's English is never shown"
    finally:
        i18n.install("en")


def _play_to_a_refusal(qtbot, win) -> Card:
    """Play the person's turns with their first choice until a card of theirs must be refused."""
    for _ in range(400):
        qtbot.waitUntil(lambda: win.my_turn() and not win.thinking or win.controller.needs_deal(),
                        timeout=CEILING_MS)
        if win.controller.needs_deal():
            win.next_deal()
            continue
        view = win.controller.view(win.viewer)
        card = _must_follow(view)
        if card is not None:
            return card
        win.choose(view.legal_actions[0])
    raise AssertionError("no card to refuse came up")


@pytest.mark.parametrize("language", ["en", "fr", "es"])
@pytest.mark.parametrize("game,names", [("rubicon", ("Anne", "Ben")),
                                        ("partnership", ("Anne", "Ben", "Claire", "Dan"))])
def test_a_card_of_another_suit_is_refused_in_words_at_the_table(qtbot, make_window, language: str, game: str,
                                                                  names: Sequence[str]) -> None:
    try:
        assert i18n.install(language) == language
        win = make_window(1100, 720)
        screen = win.ensure_built()
        screen.quiet = True
        screen.autosave_enabled = False
        screen.settings.guide = False
        screen.settings.confirm_lead = False
        seats = tuple(SeatSetup(name, n == 0, None if n == 0 else "club") for n, name in enumerate(names))
        win.new_game(GameConfig(seats, first_dealer=len(names) - 1, game=game, seed=5))
        card = _play_to_a_refusal(qtbot, win)
        before = win.controller.view(win.viewer)
        win.hand.clicked(card)
        assert win.statusBar().currentMessage() == FOLLOW[language]
        assert win.controller.view(win.viewer) == before, "the refused card stays in hand"
    finally:
        i18n.install("en")
