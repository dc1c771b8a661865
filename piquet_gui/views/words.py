"""The game's words for the views, through Qt's translation: calls, replies, scores, log lines."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialogButtonBox

from .. import i18n
from ..game_setup import SeatSetup
from ..model import combinations as combos
from ..model.actions import Action, Bid, CarteBlanche, Call, Discard, LookAtTalon, Play, Reply, ReplyKind
from ..model.cards import CARDS, Card, Rank, cards_of, mask_of
from ..model.combinations import Category
from ..model.events import (CardPlayed, CarteBlancheAnnounced, CarteBlancheShown, DealEnded, Event, Exchanged,
                            PartieEnded, Said, Scored, Speech, TalonDecision, TalonShown, TrickWon)
from ..model.scoring import ScoreItem
from ..model.view import SeatView
from . import grammar


def tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("Piquet", text, None, n)


def fill(text: str, *values: object) -> str:
    """``text`` with %1, %2 … replaced by ``values`` in one pass, so that a name holding "%2" stays as typed.
    A player's name given as :func:`named` is joined to the words before it by the language's grammar
    ("Écart de %1" → "Écart d'Anne", "Écart de l'ordinateur"; see ``grammar.join``).

    >>> fill("%1 plays %2", "Ben %2", "A♠")
    'Ben %2 plays A♠'
    """
    written, last = "", 0
    for placeholder in re.finditer(r"%(\d)", text):
        written += text[last:placeholder.start()]
        value = values[int(placeholder.group(1)) - 1]
        if isinstance(value, Named):
            written, word = grammar.join(written, str(value), i18n.language())
            written += word
        else:
            written += str(value)
        last = placeholder.end()
    return written + text[last:]


SUIT_NAMES = {0: "spades", 1: "hearts", 2: "diamonds", 3: "clubs"}


def suit_name(suit: int) -> str:
    return (tr("spades"), tr("hearts"), tr("diamonds"), tr("clubs"))[suit]


def level_name(level: str) -> str:
    """A computer strength's name, for the dialogs."""
    names = {"beginner": tr("Beginner"), "casual": tr("Casual"), "club": tr("Club"), "expert": tr("Expert"),
             "master": tr("Master")}
    return names.get(level, level)


def level_description(level: str) -> str:
    """What a computer strength does, in a line for the new-game dialog."""
    lines = {
        "beginner": tr("Plays legal, sensible cards and no more: a first opponent."),
        "casual": tr("Keeps its long suit and its sets, and plays the classic way."),
        "club": tr("The classic advice: weighed discards, guarded kings, calls that give nothing away."),
        "expert": tr("Also reads your calls, answers and discards, and works out the last tricks exactly."),
        "master": tr("Weighs every hand you could hold from the first trick, and plays the last deal "
                     "to the score."),
    }
    return lines.get(level, "")


def _default_names() -> dict[str, str]:
    """The names a seat gets when nobody types one, by the English name that is kept, in the current language."""
    return {"You": tr("You"), "Computer": tr("Computer"), "First player": tr("First player"),
            "Second player": tr("Second player"), "West": tr("West"), "East": tr("East"),
            "Third player": tr("Third player"), "Fourth player": tr("Fourth player"), "North": tr("North"),
            "South": tr("South")}


# Default names as earlier versions kept them, already translated (in saves and records made in French or
# Spanish): they follow the language too.
_TRANSLATED_DEFAULTS = {"Vous": "You", "Tú": "You", "Ordinateur": "Computer", "Ordenador": "Computer",
                        "Premier joueur": "First player", "Primer jugador": "First player",
                        "Second joueur": "Second player", "Segundo jugador": "Second player"}


def display_name(name: str) -> str:
    """A seat's name as shown now: a default name ("You", "Computer" …) in the current language, so that it
    follows a change of language; a name the player typed, as typed.

    >>> display_name("Anne")
    'Anne'
    """
    return _default_names().get(_TRANSLATED_DEFAULTS.get(name, name), name)


class Named(str):
    """A player's name in the form a sentence needs (:func:`named`), which :func:`fill` joins to the words before
    it."""


def _sentence_names() -> dict[str, str]:
    """Default names that are common nouns, as a sentence writes them, with their article where the language
    wants one (French "l'ordinateur", Spanish "el ordenador"); English keeps them as they are."""
    return {"Computer": QCoreApplication.translate("In a sentence", "Computer"),
            "First player": QCoreApplication.translate("In a sentence", "First player"),
            "Second player": QCoreApplication.translate("In a sentence", "Second player")}


def named(name: str) -> Named:
    """A seat's name inside a sentence: a typed name as typed, a default one in the current language, the
    computer and "first player" as common nouns ("Écart de %1" → "Écart de l'ordinateur"; "%1 joue" →
    "L'ordinateur joue").  ``name`` as kept or as shown (:func:`display_name`).

    >>> str(named("Anne"))
    'Anne'
    """
    key = kept_name(display_name(name))
    return Named(_sentence_names().get(key, display_name(name)))


def kept_name(text: str) -> str:
    """The name to keep for what a name field holds: a default name shown in the current language is kept as
    its English key ("Vous" → "You"), which :func:`display_name` translates at display time."""
    for key, shown in _default_names().items():
        if text == shown:
            return key
    return text


def names_of(seats: Sequence[SeatSetup]) -> tuple[str, ...]:
    """The players' names as the table shows them (default names translated), in seat order."""
    return tuple(display_name(seat.name) for seat in seats)


def addressed(seat: int, names: Sequence[str], you: int | None) -> bool:
    """Whether words about ``seat`` speak to the player in the second person ("You play A♠").

    ``you`` is the seat of the one person at the table against the computer (None when two people share the
    table, or in a demo: then both are named).  A seat still called by the default "You" is addressed too,
    since "You plays" is never right."""
    return seat == you or _TRANSLATED_DEFAULTS.get(names[seat], names[seat]) == "You"


SUIT_SYMBOLS = {0: "♠", 1: "♥", 2: "♦", 3: "♣"}


_indices: tuple[str, ...] = ("A", "K", "Q", "J")
"""The corner letters of the ace, king, queen and knave on the deck the player sees (``themes.STANDARD_INDICES``
until a table says otherwise)."""


def show_indices(letters: Sequence[str]) -> bool:
    """Name the ace and the courts from now on with ``letters``, those the table's deck prints in its corners
    (``CardRenderer.indices``): "1 R D V" on the French pattern, "A K Q J" on the standard one, whatever the
    language, so that the log, the calls and the summaries write the cards as the player sees them.
    True if they changed (text already worded is worded again by its owner)."""
    global _indices
    changed = tuple(letters) != _indices
    _indices = tuple(letters)
    return changed


def rank_letter(rank: Rank) -> str:
    """A rank as the deck on the table writes it in its corners (:func:`show_indices`): "R" for the king on the
    French pattern, "K" on the standard one.  Records and notation keep the engine's letters (``AS KH``)."""
    if rank == Rank.TEN:
        return "10"
    if rank >= Rank.JACK:
        return _indices[Rank.ACE - rank]
    return rank.letter


_aloud: ContextVar[bool] = ContextVar("aloud", default=False)
"""The words are to be spoken (:func:`aloud`): cards in words, not in the deck's letters and symbols (in this
thread alone: the coach words its notes in threads of its own)."""


@contextmanager
def aloud() -> Iterator[None]:
    """Word the cards for the ear while inside: "Queen of spades" where the screen writes "Q♠" (the game's spoken
    words, ``voice``, are the log's and the panel's words otherwise).

    >>> with aloud():
    ...     cards_text([Card.parse("QS"), Card.parse("7H")])
    'Queen of spades, Seven of hearts'
    """
    token = _aloud.set(True)
    try:
        yield
    finally:
        _aloud.reset(token)


def for_the_ear(text: str) -> str:
    """Text shown on the screen, its cards in words for a voice ("Hint: play Q♠" → "Hint: play Queen of spades"),
    where the words were not made for the ear already (:func:`aloud`).

    >>> for_the_ear("Hint: play 10♥, then A♠")
    'Hint: play Ten of hearts, then Ace of spades'
    """
    if not any(symbol in text for symbol in SUIT_SYMBOLS.values()):
        return text
    shown = {card_text(card): card_words(card) for card in CARDS}
    pattern = "|".join(re.escape(token) for token in sorted(shown, key=len, reverse=True))
    return re.sub(pattern, lambda found: shown[found.group()], text)


def card_text(card: Card) -> str:
    """A card for text shown to the player, as the deck on the table writes it: "R♥" for the king of hearts on
    the French pattern (in words while spoken: :func:`aloud`)."""
    if _aloud.get():
        return card_words(card)
    return f"{rank_letter(card.rank)}{SUIT_SYMBOLS[card.suit]}"


def card_words(card: Card) -> str:
    """A card named in words, for screen readers: "Seven of hearts", French "Sept de cœur"."""
    rank = {Rank.ACE: tr("Ace"), Rank.KING: tr("King"), Rank.QUEEN: tr("Queen"), Rank.JACK: tr("Knave"),
            Rank.TEN: tr("Ten"), Rank.NINE: tr("Nine"), Rank.EIGHT: tr("Eight"), Rank.SEVEN: tr("Seven")}[card.rank]
    return (tr("%1 of spades"), tr("%1 of hearts"), tr("%1 of diamonds"), tr("%1 of clubs"))[card.suit].replace(
        "%1", rank)


def cards_text(cards: list[Card] | tuple[Card, ...]) -> str:
    return (", " if _aloud.get() else " ").join(card_text(c) for c in cards)


def _numbers() -> dict[int, str]:
    return {1: tr("one"), 2: tr("two"), 3: tr("three"), 4: tr("four"), 5: tr("five"), 6: tr("six"),
            7: tr("seven"), 8: tr("eight")}


def sequence_name(length: int) -> str:
    return {3: tr("Tierce"), 4: tr("Quart"), 5: tr("Quint"), 6: tr("Sixième"), 7: tr("Septième"),
            8: tr("Huitième")}[length]


def rank_plural(rank: Rank) -> str:
    return {Rank.ACE: tr("aces"), Rank.KING: tr("kings"), Rank.QUEEN: tr("queens"), Rank.JACK: tr("knaves"),
            Rank.TEN: tr("tens")}.get(rank, rank.name.lower())


def rank_name(rank: Rank) -> str:
    return {Rank.ACE: tr("ace"), Rank.KING: tr("king"), Rank.QUEEN: tr("queen"), Rank.JACK: tr("knave"),
            Rank.TEN: tr("ten"), Rank.NINE: tr("nine"), Rank.EIGHT: tr("eight"), Rank.SEVEN: tr("seven")}[rank]


def category_name(category: Category) -> str:
    return {Category.POINT: tr("Point"), Category.SEQUENCES: tr("Sequence"), Category.SETS: tr("Sets")}[category]


def item_name(item: ScoreItem) -> str:
    return {ScoreItem.CARTE_BLANCHE: tr("Carte blanche"), ScoreItem.POINT: tr("Point"),
            ScoreItem.SEQUENCES: tr("Sequences"), ScoreItem.SETS: tr("Sets"),
            ScoreItem.CARTE_ROUGE: tr("Carte rouge"), ScoreItem.REPIQUE: tr("Repique"),
            ScoreItem.PIQUE: tr("Pique"), ScoreItem.PLAY: tr("Play"), ScoreItem.CARDS: tr("The cards"),
            ScoreItem.CAPOT: tr("Capot")}[item]


def first_level(category: Category, call: tuple[int, ...]) -> str:
    """How a call is announced: "Point of five", "Quart", "Three kings"."""
    if not call:
        return {Category.POINT: tr("No point"), Category.SEQUENCES: tr("No sequence"),
                Category.SETS: tr("No set")}[category]
    first, _ = combos.call_strength(category, call)
    if category is Category.POINT:
        return tr("Point of %1").replace("%1", _numbers()[first])
    if category is Category.SEQUENCES:
        return sequence_name(first)
    size, rank = first // 8, Rank(first % 8)
    text = tr("Fourteen %1") if size == 4 else tr("Three %1")
    return text.replace("%1", rank_plural(rank))


def calls_in_turn(view: SeatView) -> bool:
    """Whether the deal's calls go round the table, each player calling or passing in turn (three or four
    players), rather than by call and reply (two)."""
    return len(view.seats) > 2


def said_words(said: Said, in_turn: bool = False) -> str:
    """A line of the protocol as the player says it; ``in_turn`` (:func:`calls_in_turn`): saying nothing is
    a pass."""
    category, speech = said.category, said.speech
    if in_turn and speech is Speech.NO_CALL:
        return tr("Pass")
    if speech is Speech.CALL:
        if category is Category.POINT:
            words = tr("Point of %1").replace("%1", _numbers()[said.value])
            if not said.pips:
                return words
            return _and_then(words, ", ", tr("Making %1").replace("%1", str(said.pips)))
        if category is Category.SEQUENCES:
            words = sequence_name(said.value)
            if said.rank is None:
                return words
            return _and_then(words, " ", tr("To the %1").replace("%1", rank_name(said.rank)))
        assert said.rank is not None
        text = tr("Fourteen %1") if said.value == 4 else tr("Three %1")
        return text.replace("%1", rank_plural(said.rank))
    if speech is Speech.NO_CALL:
        return first_level(category, ())
    if speech is Speech.GOOD:
        return tr("Good")
    if speech is Speech.ASK:
        return tr("Making?") if category is Category.POINT else tr("How high?")
    if speech is Speech.TELL:
        if category is Category.POINT:
            return tr("Making %1").replace("%1", str(said.value))
        assert said.rank is not None
        return tr("To the %1").replace("%1", rank_name(said.rank))
    if speech is Speech.EQUAL:
        return tr("Equal")
    if category is Category.POINT and said.value:
        return tr("Not good: %1").replace("%1", str(said.value))
    if said.rank is not None:
        return tr("Not good: to the %1").replace("%1", rank_name(said.rank))
    return tr("Not good")


def _and_then(first: str, joint: str, second: str) -> str:
    """A call said in full (three-handed piquet) in the words of the two steps: "Point of four, making 38",
    "Quart to the king"."""
    return f"{first}{joint}{second[:1].lower()}{second[1:]}"


def _combos_cards(call: tuple[int, ...]) -> str:
    return ("; " if _aloud.get() else " + ").join(cards_text(cards_of(m)) for m in call)


def action_words(action: Action, view: SeatView) -> str:
    """A button's words for one of the human's choices."""
    if isinstance(action, CarteBlanche):
        return tr("Announce carte blanche") if action.announce else tr("Keep it quiet")
    if isinstance(action, LookAtTalon):
        return tr("Look at the talon") if action.look else tr("Leave the talon unseen")
    if isinstance(action, Discard):
        return tr("Discard %n card(s)", action.mask.bit_count())
    if isinstance(action, Play):
        return tr("Play %1").replace("%1", card_text(action.card))
    if isinstance(action, Bid):
        from .auction_words import bid_button

        return bid_button(action.call)
    if isinstance(action, Call) and calls_in_turn(view):
        # A call that cannot beat the best so far is not spoken: the button says what will be said.
        return tr("Pass") if view.unspoken else call_in_full(action.category, action.combos)
    if isinstance(action, Call):
        words = first_level(action.category, action.combos)
        return f"{words}  ({_combos_cards(action.combos)})" if action.combos else words
    assert isinstance(action, Reply)
    category, kind = action.category, action.kind
    elder_called = bool(view.said) and any(
        s.category is category and s.seat == view.elder and s.speech is Speech.CALL for s in view.said)
    if kind is ReplyKind.GOOD:
        return tr("Good") if elder_called else first_level(category, ())
    if kind is ReplyKind.ASK:
        return _ask_words(category, view)
    if kind is ReplyKind.TELL:
        return tr("Answer")
    if kind is ReplyKind.EQUAL:
        return f"{tr('Equal')}  ({_combos_cards(action.combos)})"
    if not elder_called:
        return f"{first_level(category, action.combos)}  ({_combos_cards(action.combos)})"
    asked = any(s.category is category and s.seat != view.elder and s.speech is Speech.ASK for s in view.said)
    if asked:  # the same number of cards as elder's: what beats is the pips, or the sequence's height
        height = combos.call_strength(category, action.combos)[1]
        words = tr("Not good: %1").replace("%1", str(height)) if category is Category.POINT else \
            tr("Not good: to the %1").replace("%1", rank_name(Rank(height)))
        return f"{words}  ({_combos_cards(action.combos)})"
    return fill(tr("Not good: %1"), first_level(category, action.combos)) + f"  ({_combos_cards(action.combos)})"


def call_in_full(category: Category, call: tuple[int, ...]) -> str:
    """A call in turn as a button says it: each combination in the words that say all it is judged on, with its
    cards ("Point of four, making 38  (A♠ K♠ Q♠ 8♠)", "Quart to the king + Tierce to the ten  (…)"); "Pass" for
    none."""
    from ..model.events import said_for

    if not call:
        return tr("Pass")
    words = " + ".join(said_words(said_for(0, category, (mask,), in_full=True)) for mask in call)
    return f"{words}  ({_combos_cards(call)})"


def _ask_words(category: Category, view: SeatView) -> str:
    """ "Making?" / "How high?"; when the asker holds more than was called, what he is held to (Law 46):
    "Making? (on 5 cards)", "How high? (on a quart)"."""
    called = next((s.value for s in reversed(view.said)
                   if s.category is category and s.seat == view.elder and s.speech is Speech.CALL), 0)
    held = combos.call_strength(category, combos.best_call(category, mask_of(view.hand), 0))[0]
    if category is Category.POINT:
        return tr("Making? (on %n card(s))", called) if held > called else tr("Making?")
    if held > called and called in (3, 4, 5, 6, 7):
        return tr("How high? (on a %1)").replace("%1", sequence_name(called).lower())
    return tr("How high?")


def event_line(event: Event, names: Sequence[str], you: int | None = None, sides: Sequence[int] | None = None,
               in_turn: bool = False, target: int | None = None) -> str | None:
    """A line of the game log, or None for events the log leaves out (``log_words.event_line``, where the
    arguments are said)."""
    from .log_words import event_line as line

    return line(event, names, you, sides, in_turn, target)


def _shown(cards: tuple[tuple[Card, ...], ...]) -> str:
    return ("; " if _aloud.get() else " + ").join(cards_text(c) for c in cards)


def settlement_words(totals: tuple[int, int], names: Sequence[str], winner: int | None, points: int,
                     rubicon: bool, target: bool = False, you: int | None = None, line: int = 100) -> str:
    """The settlement in words, e.g. "Ben is rubiconed: 97 + 89 + 100 = 286"; ``you`` as in :func:`event_line`
    ("You are rubiconed: …"); ``line`` the rubicon and bonus (150 in auction piquet)."""
    if line != 100 and winner is not None and not target:
        return _settlement_at(totals, names, winner, points, rubicon, you, line)
    if winner is None:
        return fill(tr("Drawn partie: %1 all"), totals[0])
    loser = 1 - winner
    w, l = totals[winner], totals[loser]
    if target:
        if addressed(winner, names, you):
            return fill(tr("You win: %1 + (%1 − %2) = %3"), w, l, points)
        return fill(tr("%1 wins: %2 + (%2 − %3) = %4"), named(names[winner]), w, l, points)
    if rubicon:
        if addressed(loser, names, you):
            return fill(tr("You are rubiconed: %1 + %2 + 100 = %3"), w, l, points)
        return fill(tr("%1 is rubiconed: %2 + %3 + 100 = %4"), named(names[loser]), w, l, points)
    if addressed(winner, names, you):
        return fill(tr("You win: %1 − %2 + 100 = %3"), w, l, points)
    return fill(tr("%1 wins: %2 − %3 + 100 = %4"), named(names[winner]), w, l, points)


def _settlement_at(totals: tuple[int, int], names: Sequence[str], winner: int, points: int, rubicon: bool,
                   you: int | None, line: int) -> str:
    """A rubicon partie's settlement where the line is not 100 (auction piquet's 150)."""
    loser = 1 - winner
    w, l = totals[winner], totals[loser]
    if rubicon:
        if addressed(loser, names, you):
            return fill(tr("You are rubiconed: %1 + %2 + %3 = %4"), w, l, line, points)
        return fill(tr("%1 is rubiconed: %2 + %3 + %4 = %5"), named(names[loser]), w, l, line, points)
    if addressed(winner, names, you):
        return fill(tr("You win: %1 − %2 + %3 = %4"), w, l, line, points)
    return fill(tr("%1 wins: %2 − %3 + %4 = %5"), named(names[winner]), w, l, line, points)


def partie_won_words(name: str, points: int, you: bool = False, side: bool = False) -> str:
    """Who won the partie and by how many points: "You win the partie: 22 points" (``you``), "Ben & Dan win the
    partie: 22 points" (``side``: ``name`` is two partners, as said), "Ben wins the partie: 1 point"."""
    if you:
        return tr("You win the partie: %n point(s)", points)
    if side:
        return fill(tr("%1 win the partie: 1 point") if points == 1 else tr("%1 win the partie: %2 points"), name,
                    points)
    return fill(tr("%1 wins the partie: %n point(s)", points), named(name))


def result_headline(names: Sequence[str], winner: int | None, you: int | None = None) -> str:
    """The end of the partie in a few words: "You win the partie", "Ben wins the partie", "The partie is drawn"."""
    if winner is None:
        return tr("The partie is drawn")
    if addressed(winner, names, you):
        return tr("You win the partie")
    return fill(tr("%1 wins the partie"), named(names[winner]))


def hint_words(action: Action, view: SeatView) -> str:
    """The computer's suggestion in words, with a short reason where one can be said."""
    from ..ai.heuristics import is_master
    from ..model.cards import FULL_PACK, SUIT_MASKS, mask_of

    if isinstance(action, Discard):
        kept = [c for c in view.hand if c not in action.cards]
        suits: dict[int, int] = {}
        for card in kept:
            suits[card.suit] = suits.get(card.suit, 0) + 1
        longest = max(suits, key=lambda s: suits[s]) if suits else 0
        return tr("put out %1 — keeps your %2 for the point").replace("%1", cards_text(action.cards)).replace(
            "%2", suit_name(longest))
    if isinstance(action, Play):
        card = action.card
        # Tricks of two, three or four cards (the two-handed player's ``unseen_cards`` reads tricks of two).
        seen = mask_of(view.hand) | mask_of(view.discard) | mask_of(view.trick)
        for trick in view.tricks:
            seen |= mask_of(trick.cards)
        unseen = FULL_PACK & ~seen
        if view.trick:
            led = view.trick[0]
            best = max(c.rank for c in view.trick if c.suit == led.suit)
            if card.suit == led.suit and card.rank > best:
                return tr("play %1 — wins the trick as cheaply as can be").replace("%1", card_text(card))
            hand = mask_of(view.hand)
            guarded = [c for c in view.hand if c.rank >= 5 and c.suit != card.suit
                       and (hand & SUIT_MASKS[c.suit]).bit_count() <= 2 and unseen & SUIT_MASKS[c.suit]]
            if guarded:
                return tr("play %1 — keeps the guard to your %2").replace("%1", card_text(card)).replace(
                    "%2", card_text(guarded[0]))
            return tr("play %1 — the card you need least").replace("%1", card_text(card))
        if is_master(card, unseen):
            return tr("lead %1 — nothing left out can beat it").replace("%1", card_text(card))
        return tr("lead %1 — from your longest suit, to make its cards good").replace("%1", card_text(card))
    strongest = view.legal_actions[0] if view.legal_actions else None
    if isinstance(action, Call) and not action.combos and isinstance(strongest, Call) and strongest.combos:
        return tr("%1 — what you hold cannot be good here; calling it would only show your cards").replace(
            "%1", action_words(action, view))
    if isinstance(action, Reply) and action.kind is ReplyKind.GOOD and isinstance(strongest, Reply) \
            and strongest.kind is ReplyKind.ASK:
        return tr("%1 — his call must be better than yours; asking would only show your cards").replace(
            "%1", action_words(action, view))
    return action_words(action, view)


def option_source(source: str) -> str:
    """Where a rule option comes from (RULES.md section 10), in the player's language."""
    return {
        "Law 22 / au cent laws": tr("Law 22 / the laws of piquet au cent"),
        "Law 36 / house rules": tr("Law 36 / house rules"),
        "Law 33": tr("Law 33"),
        "Law 9": tr("Law 9"),
        "Law 65 / au cent and Hoyle": tr("Law 65 / piquet au cent and Hoyle"),
        "Law 69 / seed 003": tr("Law 69 / the Spanish rules"),
        "seed 003 (French custom)": tr("a French custom"),
    }.get(source, source)


def translate_buttons(box: QDialogButtonBox) -> None:
    """Qt's own words for OK, Cancel and Close, in the game's language (Qt's translations are not shipped)."""
    words = {QDialogButtonBox.StandardButton.Ok: tr("OK"), QDialogButtonBox.StandardButton.Cancel: tr("Cancel"),
             QDialogButtonBox.StandardButton.Close: tr("Close")}
    for which, text in words.items():
        button = box.button(which)
        if button is not None:
            button.setText(text)
