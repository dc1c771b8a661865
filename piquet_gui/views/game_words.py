"""The words of each game we offer, found by its declaration's ``words`` key (``model.games``): its name in a
list and on a tab, its name in a sentence, what it is in a line, where its rules come from, and each of its
options with the words for their values.

>>> sorted(option_labels("normand"))
['capot', 'dealer_must_exchange', 'target']
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from ..model.games import find_game
from .words import option_source, tr


@dataclasses.dataclass(frozen=True)
class GameWords:
    title: str
    """Its name at the head of a list (the new-game dialog)."""
    tab: str
    """Its name, short, on a tab (the statistics)."""
    in_sentence: str
    """Its name inside a sentence ("a new game of %1"): "piquet" in lower case, whatever the language."""
    summary: str
    """What it is, in a line."""
    sources: str
    """Where its rules come from."""
    rules: str
    """The heading of its rules in the new-game dialog (what its defaults are)."""


def _words() -> dict[str, GameWords]:
    """Each game's words by its ``words`` key, in the language in use."""
    rubicon = tr("Rubicon piquet")  # "Piquet Rubicon" at the head of a list: "piquet Rubicon" in a sentence
    usual = tr("Rules (the defaults are the usual ones)")
    return {
        "rubicon": GameWords(
            rubicon, rubicon, "piquet" + rubicon[6:] if rubicon.startswith("Piquet") else rubicon,
            tr("Two players, the club laws: six deals and the rubicon at 100."),
            tr("The club laws of Rubicon piquet (Cavendish)"), tr("Rules (the defaults are the club laws)")),
        "au-cent": GameWords(
            tr("Piquet au cent"), tr("Piquet au cent"), tr("piquet au cent"),
            tr("Two players, the first to 100 wins a game; younger may exchange none; every score counts "
               "the moment it is made."),
            tr("Cavendish's laws of piquet au cent, Hoyle, Parlett"), usual),
        "auction": GameWords(
            tr("Auction piquet"), tr("Auction piquet"), tr("auction piquet"),
            tr("Two players bid how many tricks they will win or lose before the exchange; the contract "
               "scores; six deals and a rubicon at 150."),
            tr("The English handbook of auction piquet; where it is silent, our choices"), usual),
        "normand": GameWords(
            tr("Piquet normand (three players)"), tr("Piquet normand"), tr("piquet normand"),
            tr("Three players, ten cards each; only the dealer exchanges. The first to the target is out "
               "and wins; the other two play on, and the last pays."),
            tr("French rules for three players; where they are silent, our choices"), usual),
        "partnership": GameWords(
            tr("Partnership piquet (four players, two against two)"), tr("Partnership piquet"),
            tr("partnership piquet"),
            tr("Four players, partners opposite; eight cards each, no talon; the first side to 100 "
               "wins."),
            tr("French rules for piquet à quatre; where they are silent, our choices"), usual),
    }


def words_of(game: str) -> GameWords:
    """The words of the game a record name names."""
    return _words()[find_game(game).words]


def game_title(game: str) -> str:
    """The game's name as a list shows it."""
    return words_of(game).title


def game_name(game: str) -> str:
    """The game's name inside a sentence ("a new game of %1")."""
    return words_of(game).in_sentence


def game_summary(game: str) -> str:
    """What the game is, in a line."""
    return words_of(game).summary


def game_sources(game: str) -> str:
    """Where the game's rules come from."""
    return words_of(game).sources


def format_words(fields: Mapping[str, Any]) -> str:
    """A partie format offered (``GameInfo.formats``), as the record names it: Rubicon piquet's six deals, its four
    deals, or a points target in one game or the best of three."""
    if fields.get("game") == "four-deals":
        return tr("Four deals, the first and last double")
    if fields.get("game") == "target":
        words = tr("%1 points, one game") if fields.get("match") == "seca" else tr("%1 points, best of three")
        return words.replace("%1", str(fields.get("target")))
    return tr("Six deals (Rubicon piquet)")


def source_words(source: str) -> str:
    """Where an option comes from, in the player's language (the two-handed options' as ``option_source``)."""
    return {
        "au cent laws": tr("the laws of piquet au cent"),
        "Cavendish, by agreement": tr("Cavendish, by agreement"),
        "Cavendish / Hoyle": tr("Cavendish / Hoyle"),
        "our choice": tr("this program's choice"),
        "Hoyle / choice": tr("Hoyle / this program's choice"),
        "the laws": tr("the laws of piquet au cent"),
        "laws / seed": tr("the laws / the handbook of auction piquet"),
        "seed": tr("the handbook of auction piquet"),
        "normand seed": tr("the rule text for three players"),
        "adpoker.fr": tr("a French rules page"),
        "two-handed rule / choice": tr("as two players call / this program's choice"),
    }.get(source) or option_source(source)


def option_labels(game: str) -> dict[str, tuple[str, dict[object, str]]]:
    """Each option of ``game`` as the dialog asks it, and the words for its values."""
    yes_no: dict[object, str] = {True: tr("Yes"), False: tr("No")}
    two_handed: dict[str, tuple[str, dict[object, str]]] = {
        "younger_must_exchange": (tr("Younger must exchange at least one card"), yes_no),
        "younger_leftover": (tr("Cards younger leaves in the talon"), {
            "law36": tr("Younger may look after elder's lead; then elder sees them too (Law 36)"),
            "face_up": tr("Turned face up for both"), "hidden": tr("Never seen")}),
        "elder_sees_leftover": (tr("Elder may look at the cards he leaves of his five"), yes_no),
        "deal_by": (tr("Deal the cards"), {"twos": tr("By twos"), "threes": tr("By threes")}),
        "low_lead_scores": (tr("Leading a 9, 8 or 7 scores a point"), yes_no),
        "cards_count_toward_pique": (tr("The 10 for the cards counts toward pique"), yes_no),
        "carte_rouge": (tr("Carte rouge: all twelve cards in good calls scores 20"), yes_no),
    }
    games_to_three: tuple[str, dict[object, str]] = (tr("The partie"), {
        "best_of_five": tr("The first to win three games (a double game counts two)"),
        "one_game": tr("One game")})
    own: dict[str, dict[str, tuple[str, dict[object, str]]]] = {
        "au-cent": {
            "point_four_less": (tr("A point whose pips end in 4 (24, 34, 44 …) scores one less"), yes_no),
            "small_cards_count": (tr("A 9, 8 or 7 scores when it leads or wins a trick"), yes_no),
            "target": (tr("A game is won at"), {100: tr("100 points"), 101: tr("101 points")}),
            "target_at_deal_end": (tr("When the target is judged"), {
                False: tr("The moment it is reached"), True: tr("Only at the end of the deal")}),
            "deal_carries_on": (tr("Who deals each new game"), {
                False: tr("Cut again for each game"), True: tr("The deal keeps alternating")}),
            "partie": games_to_three,
        },
        "auction": {
            "minus_outranks_plus": (tr("At the same number of tricks, a minus bid beats a plus bid"), yes_no),
            "auction_exchange": (tr("The exchange"), {
                "after": tr("After the auction (elder 0 to 5, younger what remains)"),
                "none": tr("None: the hands are played as dealt")}),
            "auction_cards": (tr("The 10 for the cards and the 40 for capot score"), yes_no),
            "contract_base": (tr("A contract made scores 10 for each trick"), {
                "bid": tr("Beyond the number bid (8+ making 10 tricks: 20)"),
                "six": tr("Beyond six (8+ making 10 tricks: 40)")}),
        },
        "normand": {
            "target": (tr("A player is out, a winner, at"), {
                value: tr("%1 points").replace("%1", str(value)) for value in (50, 100, 150, 200)}),
            "capot": (tr("All ten tricks (capot) score"), {20: tr("20 points"), 40: tr("40 points")}),
            "dealer_must_exchange": (tr("The dealer must exchange at least one card"), yes_no),
        },
        "partnership": {
            "deal_323": (tr("Deal the cards"), {False: tr("By twos"), True: tr("By three, two and three")}),
            "equal_calls_cancel": (tr("A call equal to the best so far"), {
                False: tr("Is not made: one speaks only to beat the best"),
                True: tr("Is made by an opponent, and equal calls cancel")}),
            "partie": (tr("The partie"), {
                "one_game": tr("One game to 100"),
                "best_of_five": tr("The first side to win three games (a double game counts two)")}),
        },
    }
    declared = find_game(game)
    labels = {**two_handed, **own.get(declared.words, {})}  # the two-handed options' words, and each game's own
    return {info.name: labels[info.name] for info in declared.options}
