"""The coach's words in the review: each decision in a short row and in a sentence, why one was not judged,
and the deal's skill and luck (``coach.report`` has the command line's English words; these are translated)."""

from __future__ import annotations

from .. import i18n
from collections.abc import Callable

from ..coach.analysis import Judged, Skip
from ..coach.luck import Luck
from ..coach.round_calls import VALUED as ROUND_VALUED
from ..coach.why import Why, WhyKind
from ..model.actions import Action, Discard, Play
from ..model.cards import Card
from ..model.cards import cards_of as cards_of_mask
from .words import card_text, category_name, fill, first_level, named, tr


def number(value: float) -> str:
    """A figure to a tenth, with the language's decimal mark: "2.4", French and Spanish "2,4"."""
    text = f"{value:.1f}"
    return text.replace(".", ",") if i18n.language() in ("fr", "es") else text


def _cards(action: Action | None) -> tuple[Card, ...]:
    if isinstance(action, Play):
        return (action.card,)
    if isinstance(action, Discard):
        return tuple(action.cards)
    return ()


def cards_of(action: Action | None) -> frozenset[Card]:
    """The cards an action puts on the table or out: the card played, the cards discarded."""
    return frozenset(_cards(action))


def _shown(action: Action | None) -> str:
    return " ".join(card_text(card) for card in _cards(action))


def phase_name(phase: str) -> str:
    return {"exchange": tr("Exchange"), "play": tr("Play"), "calls": tr("Calls"), "carte blanche": tr("Carte blanche"),
            "talon": tr("The talon's leftover cards"), "auction": tr("Auction")}.get(phase, phase)


Describe = Callable[[Action], str]
"""A call, a reply or carte blanche in words, as the button said it ("Not good: 48"; ``words.action_words`` over
the seat's view then)."""


def why_skipped(judged: Judged) -> str:
    """Why a decision was not judged, briefly."""
    if judged.skip is Skip.FORCED:
        return tr("forced: the only choice")
    if judged.skip is Skip.EQUIVALENT:
        return tr("every card worth the same") if judged.phase == "play" else tr("every choice worth the same points")
    if judged.skip is Skip.NO_DEAL:
        return tr("no deal agrees with what was seen")
    if judged.skip is Skip.ROUND_GAME:
        return tr("three or four hands: not judged yet")
    return tr("not judged yet")


def why_skipped_short(judged: Judged) -> str:
    """The same in a word or two, for the coach's list."""
    if judged.skip is Skip.FORCED:
        return tr("forced")
    if judged.skip is Skip.EQUIVALENT:
        return tr("all equal")
    return tr("not judged")


def is_better(judged: Judged) -> bool:
    """The coach found a better choice (by at least a twentieth of a point)."""
    return judged.skipped is None and judged.best is not None and judged.best != judged.choice \
        and (judged.cost or 0.0) >= 0.05


def _said(judged: Judged, action: Action | None, describe: Describe | None) -> str:
    """The choice in words: its cards (the play, the exchange), else what was said (a call, carte blanche)."""
    if action is None:
        return ""
    if judged.phase in ("play", "exchange") or describe is None:
        return _shown(action)
    return describe(action)


def row_text(judged: Judged, describe: Describe | None = None) -> str:
    """One decision in a row of the coach's list: "?  Q♠  −2.4"; "Put out 7♦  −5.7"; "K♣ — forced"."""
    if judged.phase == "play":
        what = _shown(judged.choice)
    elif judged.phase == "exchange":
        what = fill(tr("Put out %1"), _shown(judged.choice))
    elif judged.skipped is None and describe is not None:
        what = describe(judged.choice)
    else:
        what = phase_name(judged.phase)
    if judged.skipped is not None:
        return f"    {what} — {why_skipped_short(judged)}"
    cost = judged.cost or 0.0
    mark = judged.mark or ""
    figure = f"−{number(cost)}" if is_better(judged) else "✓"
    return f"{mark:<3} {what}  {figure}"


def decision_text(judged: Judged, describe: Describe | None = None) -> str:
    """The decision in a sentence: "Playing the Q♠ cost about 2.4 points (± 0.3 over 24 deals); better: 7♥.", and
    in the partie's terms where they are worked out and count ("In the partie: about 12% less chance of winning
    it.")."""
    text = _decision_text(judged, describe)
    if judged.why is not None and is_better(judged):
        text += " " + why_text(judged.why)
    if judged.chance is not None and judged.chance >= 0.005 and is_better(judged):
        text += " " + fill(tr("In the partie: about %1% less chance of winning it."), f"{judged.chance * 100:.0f}")
    return text


def _decision_text(judged: Judged, describe: Describe | None = None) -> str:
    if judged.skipped is not None:
        return fill(tr("%1: not judged (%2)."), phase_name(judged.phase), why_skipped(judged))
    choice = _said(judged, judged.choice, describe)
    over = tr("over %n deal(s)", judged.worlds)
    if judged.phase not in ("play", "exchange"):
        note = " " + (tr("Judged by the points of the calling and of the play that follows, not by what a call "
                         "tells the others.") if judged.valued == ROUND_VALUED else
                      tr("Judged by the points of the deal, the contract's included: the auction finished by the "
                         "computer's way of bidding and the deal played out over sampled hands.")
                      if judged.phase == "auction" else
                      tr("Judged by the points of the calling and pique, not by what a call tells the opponent."))
        if not is_better(judged):
            return fill(tr("“%1” was the best choice (%2)."), choice, over) + note
        spread = fill(tr("± %1 %2"), number(judged.spread), over) if judged.spread else over
        return fill(tr("“%1” cost about %2 points (%3); better: “%4”."), choice,
                    number(judged.cost or 0.0), spread, _said(judged, judged.best, describe)) + note
    if not is_better(judged):
        if judged.phase == "exchange":
            return fill(tr("Putting out %1 was the best choice (%2)."), choice, over)
        return fill(tr("Playing the %1 was the best choice (%2)."), choice, over)
    cost = number(judged.cost or 0.0)
    spread = fill(tr("± %1 %2"), number(judged.spread), over) if judged.spread else over
    text = (tr("Putting out %1 cost about %2 points (%3); better: %4.") if judged.phase == "exchange"
            else tr("Playing the %1 cost about %2 points (%3); better: %4."))
    return fill(text, choice, cost, spread, _shown(judged.best))


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


def why_text(why: Why) -> str:
    """The cause of a cost in a player's words: "Your discard broke your point of five (A♥ K♥ Q♥ J♥ 9♥): the best
    discard kept it." (``coach.why``)."""
    if why.kind is WhyKind.PIQUE_LOST:
        return tr("Your card lost you the pique: the cost is the pique alone (without pique, your card was as "
                  "good as the best).")
    if why.kind is WhyKind.PIQUE_GIVEN:
        return tr("Your card gave the pique away: the cost is your opponent's pique alone (without pique, your "
                  "card was as good as the best).")
    assert why.category is not None
    combination = _lower_first(first_level(why.category, (why.cards,)))
    held = " ".join(card_text(card) for card in sorted(cards_of_mask(why.cards), key=lambda c: c.rank, reverse=True))
    if why.kind is WhyKind.BROKE:
        return fill(tr("Your discard broke your %1 (%2): the best discard kept it."), combination, held)
    if why.kind is WhyKind.SUNK_GIVEN:
        return fill(tr("Sinking your %1 (%2) gave the %3 to your opponent."), combination, held,
                    _lower_first(category_name(why.category)))
    return fill(tr("Sinking your %1 (%2) threw its points away: declared, it could not have lost."),
                combination, held)


def mark_words(mark: str) -> str:
    return {"??": tr("a blunder"), "?": tr("a mistake"), "?!": tr("an inaccuracy")}.get(mark, "")


def _signed(value: float) -> str:
    return ("−" if value < -0.05 else "+") + number(abs(value))


def _points(value: float) -> str:
    """A deal's result: a whole number as such, a half (three hands' mean of two) to a tenth."""
    return str(int(value)) if value == int(value) else number(value)


def luck_text(luck: Luck, name: str, you: bool, opponent: str = "") -> str:
    """The deal's skill and luck: "You lost 22 points in this deal: your place −3.0, the cards −15.0 (as dealt …),
    your judged decisions −7.0, the rest +3.0." (``opponent``: the other seat's name, where its decisions were
    judged: what they gave is said apart.)  Three hands, the others' decisions together; four hands, the side's."""
    if luck.hands != 2:
        return _round_luck_text(luck, name, you)
    points = _points(abs(luck.result))
    if you:
        head = (tr("You won %1 points in this deal") if luck.result > 0 else tr("You lost %1 points in this deal")
                if luck.result < 0 else tr("You broke even in this deal"))
        head = fill(head, points)
        place = tr("your place (elder or younger) %1, the cards %2 (as dealt %3, the talon's order %4)")
        own = tr("your judged decisions %1")
    else:
        head = (tr("%1 won %2 points in this deal") if luck.result > 0 else tr("%1 lost %2 points in this deal")
                if luck.result < 0 else tr("%1 broke even in this deal"))
        head = fill(head, named(name), points)
        place = tr("the place (elder or younger) %1, the cards %2 (as dealt %3, the talon's order %4)")
        own = tr("the judged decisions %1")
    parts = [fill(place, _signed(luck.average), _signed(luck.cards), _signed(luck.dealt), _signed(luck.talon))]
    if luck.opponent_judged:
        parts.append(fill(own, _signed(luck.own)))
        parts.append(fill(tr("%1's judged decisions %2"), named(opponent), _signed(luck.opponent)))
    else:
        parts.append(fill(own, _signed(luck.decisions)))
    parts.append(fill(tr("the rest %1"), _signed(luck.rest)))
    return fill(tr("%1: %2."), head, ", ".join(parts))


def _round_luck_text(luck: Luck, name: str, you: bool) -> str:
    """:func:`luck_text` of a three-handed seat (against "the others") or a four-handed side."""
    points = _points(abs(luck.result))
    side = luck.hands == 4
    if side and you:
        head = fill(tr("Your side won %1 points in this deal") if luck.result > 0
                    else tr("Your side lost %1 points in this deal") if luck.result < 0
                    else tr("Your side broke even in this deal"), points)
        place = tr("your side's place at the table %1, your side's cards as dealt %2")
        own = tr("your side's judged decisions %1")
    elif side:
        head = fill(tr("%1's side won %2 points in this deal") if luck.result > 0
                    else tr("%1's side lost %2 points in this deal") if luck.result < 0
                    else tr("%1's side broke even in this deal"), named(name), points)
        place = tr("the side's place at the table %1, the side's cards as dealt %2")
        own = tr("the side's judged decisions %1")
    elif you:
        head = fill(tr("You won %1 points in this deal") if luck.result > 0
                    else tr("You lost %1 points in this deal") if luck.result < 0
                    else tr("You broke even in this deal"), points)
        place = tr("your place at the table %1, the cards as dealt %2")
        own = tr("your judged decisions %1")
    else:
        head = fill(tr("%1 won %2 points in this deal") if luck.result > 0
                    else tr("%1 lost %2 points in this deal") if luck.result < 0
                    else tr("%1 broke even in this deal"), named(name), points)
        place = tr("the place at the table %1, the cards as dealt %2")
        own = tr("the judged decisions %1")
    parts = [fill(place, _signed(luck.average), _signed(luck.dealt))]
    if luck.opponent_judged:
        parts.append(fill(own, _signed(luck.own)))
        parts.append(fill(tr("the other side's judged decisions %1") if side else tr("the others' judged decisions %1"),
                          _signed(luck.opponent)))
    else:
        parts.append(fill(own, _signed(luck.decisions)))
    parts.append(fill(tr("the rest %1"), _signed(luck.rest)))
    return fill(tr("%1: %2."), head, ", ".join(parts))


def rest_text(luck: Luck, opponent: str, you: bool) -> str:
    """What "the rest" of the luck line is, in a player's words."""
    if luck.opponent_judged:
        return (tr("The rest: how the cards you could not see lay (a decision is judged by its odds), and what the "
                   "coach does not judge.") if you else
                tr("The rest: how the unseen cards lay (a decision is judged by its odds), and what the coach does "
                   "not judge."))
    if luck.hands != 2:
        return (tr("The rest: mostly the other players' play, not judged here (choose a player above to judge it), "
                   "and how the cards you could not see lay (a decision is judged by its odds).") if you else
                tr("The rest: mostly the other players' play, not judged here (choose a player above to judge it), "
                   "and how the unseen cards lay (a decision is judged by its odds)."))
    return fill(tr("The rest: mostly %1's play, not judged here (choose %1 above to judge it), and how the cards "
                   "you could not see lay (a decision is judged by its odds).") if you else
                tr("The rest: mostly %1's play, not judged here (choose %1 above to judge it), and how the unseen "
                   "cards lay (a decision is judged by its odds)."), named(opponent))


def luck_note() -> str:
    return tr("In points of the deal (the seat's points less the opponent's), not the partie's terms.")


def measure_note(hands: int) -> str:
    """What a cost is counted in, in a deal of ``hands`` hands."""
    if hands == 3:
        return tr("In points of the deal: the seat's points less the mean of the other two's (each plays for "
                  "himself), not the partie's terms.")
    if hands == 4:
        return tr("In points of the deal: the seat's side's points less the other side's, not the partie's terms.")
    return luck_note()


def summary_text(judged: list[Judged]) -> str:
    """The marks of a deal or partie in a line: "3 marked decisions: 1 ??, 2 ?; 4.2 points in all." """
    marked = [j for j in judged if j.mark]
    lost = sum(j.cost or 0.0 for j in judged if j.skipped is None)
    counts = ", ".join(f"{sum(1 for j in marked if j.mark == m)} {m}" for m in ("??", "?", "?!")
                       if any(j.mark == m for j in marked))
    if not marked:
        return fill(tr("No marked decision; %1 points lost in all."), number(lost))
    return fill(tr("%n marked decision(s): %1; %2 points lost in all.", len(marked)), counts, number(lost))
