"""The game log's lines, one for each event of every game (two, three or four players, the auction too).

``you`` is the seat of the one person playing the computer: lines about that seat speak to the player ("You
play A♠"); the others, and everyone when several people or none play, are named ("Ben plays A♠").  What was
said is quoted after the speaker's name, as a label (``words.display_name``: "Ordinateur : Combien ?"); in a
sentence a name is ``words.named`` ("L'ordinateur joue R♠", "Levée 3 pour l'ordinateur").  Where a side is
meant (partners), its two players are named together: "Anne & Claire".

>>> event_line(TrickWon(2, 3, ()), ("Anne", "Ben", "Claire", "Dora"), sides=(0, 1, 0, 1))
'Trick 3 to Claire (Anne & Claire)'
"""

from __future__ import annotations

from collections.abc import Sequence

from ..model.events import (Bidden, CardPlayed, CarteBlancheAnnounced, CarteBlancheShown, ContractScored, DealEnded,
                            Event, Exchanged, PartieEnded, Said, Scored, TalonDecision, TalonShown, TargetReached,
                            TrickWon)
from ..model.two_handed.bidding import DOUBLE, PASS, REDOUBLE
from ..model.score_sheet import ContractEntry
from .words import (Named, addressed, card_text, cards_text, display_name, fill, item_name, named, partie_won_words,
                    said_words, tr, _shown)


def partners(seat: int, sides: Sequence[int]) -> tuple[int, ...]:
    """The seats of ``seat``'s side, in seat order."""
    return tuple(s for s, side in enumerate(sides) if side == sides[seat])


def side_name(seat: int, names: Sequence[str], sides: Sequence[int], you: int | None, start: bool = False) -> str:
    """``seat``'s side by its players: "Anne & Claire"; "You & Claire" (``start``: at the start of a sentence) or
    "you & Claire" where the person is one of them; one player's side is his name alone."""
    seats = partners(seat, sides)
    if len(seats) == 1:
        if addressed(seat, names, you):
            return tr("You") if start else tr("you")
        return named(names[seat])
    mine = next((s for s in seats if addressed(s, names, you)), None)
    if mine is not None:
        other = next(s for s in seats if s != mine)
        return fill(tr("You & %1") if start else tr("you & %1"), display_name(names[other]))
    return fill(tr("%1 & %2"), display_name(names[seats[0]]), display_name(names[seats[-1]]))


def event_line(event: Event, names: Sequence[str], you: int | None = None, sides: Sequence[int] | None = None,
               in_turn: bool = False, target: int | None = None) -> str | None:
    """A line of the game log, or None for events the log leaves out.

    ``sides``: the side of each seat (None: each seat its own); ``in_turn``: the deal's calls go round the table
    (a pass is said "Pass"); ``target``: the score that puts a player out or wins a game, where there is one.
    """
    sides = tuple(sides) if sides is not None else tuple(range(len(names)))
    paired = len(set(sides)) < len(sides)
    shown = tuple(display_name(name) for name in names)  # as labels: "Ordinateur : Combien ?"
    who = tuple(named(name) for name in names)  # in sentences: "L'ordinateur joue R♠", "Levée 3 pour l'ordinateur"
    seat = getattr(event, "seat", None)
    second = seat is not None and seat < len(names) and addressed(seat, names, you)
    if isinstance(event, Said):
        return fill(tr("%1: %2"), shown[event.seat], said_words(event, in_turn))
    if isinstance(event, Scored):
        cards = f" ({_shown(event.cards)})" if event.cards else ""
        item = item_name(event.item).lower()
        line = fill(tr("You score %1 for %2%3"), event.points, item, cards) if second else \
            fill(tr("%1 scores %2 for %3%4"), who[event.seat], event.points, item, cards)
        return fill(tr("%1 — %2"), line, side_name(event.seat, names, sides, you)) if paired else line
    if isinstance(event, CarteBlancheAnnounced):
        return tr("You announce carte blanche") if second else fill(tr("%1 announces carte blanche"),
                                                                      who[event.seat])
    if isinstance(event, CarteBlancheShown):
        if second:
            return fill(tr("You show carte blanche: %1"), cards_text(event.cards))
        return fill(tr("%1 shows carte blanche: %2"), who[event.seat], cards_text(event.cards))
    if isinstance(event, Exchanged):
        if second:
            return tr("You exchange %n card(s)", event.count)
        return fill(tr("%1 exchanges %n card(s)", event.count), who[event.seat])
    if isinstance(event, TalonShown):
        return fill(tr("The talon's last cards: %1"), cards_text(event.cards))
    if isinstance(event, TalonDecision):
        return tr("Younger looks at the talon") if event.look else tr("Younger leaves the talon unseen")
    if isinstance(event, CardPlayed):
        if second:
            return fill(tr("You play %1"), card_text(event.card))
        return fill(tr("%1 plays %2"), who[event.seat], card_text(event.card))
    if isinstance(event, TrickWon):
        line = fill(tr("Trick %1 to you"), event.trick) if second else \
            fill(tr("Trick %1 to %2"), event.trick, who[event.seat])
        return fill(tr("%1 (%2)"), line, side_name(event.seat, names, sides, you)) if paired else line
    if isinstance(event, Bidden):
        return _bid_line(event, who, second)
    if isinstance(event, ContractScored):
        from .auction_words import contract_result

        entry = ContractEntry(event.declarer, int(event.bid[:-1]), event.bid.endswith("-"), event.doubled,
                              event.seat == event.declarer, event.seat, event.points)
        return contract_result(entry, event.declarer, event.seat, names, you)
    if isinstance(event, TargetReached):
        return target_line(event.seat, names, sides, you, target)
    if isinstance(event, DealEnded):
        labels = [_side_label(side, shown, sides) for side in range(len(event.totals))]
        if len(event.totals) == 2:
            return fill(tr("End of deal %1: %2 %3, %4 %5"), event.number, labels[0], event.totals[0], labels[1],
                        event.totals[1])
        totals = ", ".join(f"{label} {total}" for label, total in zip(labels, event.totals))
        return fill(tr("End of deal %1: %2"), event.number, totals)
    if isinstance(event, PartieEnded):
        return _partie_line(event, names, sides, you)
    return None


def _side_label(side: int, shown: Sequence[str], sides: Sequence[int]) -> str:
    """A side's name as a label ("Anne", "Anne & Claire")."""
    seats = [s for s, of in enumerate(sides) if of == side]
    if len(seats) == 1:
        return shown[seats[0]]
    return fill(tr("%1 & %2"), shown[seats[0]], shown[seats[-1]])


def _bid_line(event: Bidden, who: Sequence[Named], second: bool) -> str:
    """ "Ben bids eight minus", "You pass", "Anne doubles"."""
    from .auction_words import bid_words

    call = event.call
    if call == PASS:
        return tr("You pass") if second else fill(tr("%1 passes"), who[event.seat])
    if call == DOUBLE:
        return tr("You double") if second else fill(tr("%1 doubles"), who[event.seat])
    if call == REDOUBLE:
        return tr("You redouble") if second else fill(tr("%1 redoubles"), who[event.seat])
    words = bid_words(call).lower()
    return fill(tr("You bid %1"), words) if second else fill(tr("%1 bids %2"), who[event.seat], words)


def target_line(seat: int, names: Sequence[str], sides: Sequence[int], you: int | None, target: int | None) -> str:
    """The moment rule: "Claire reaches 100 and is out" (three players), "Anne & Claire reach 100 and win the
    game", "Anne reaches 100 and wins the game"."""
    reached = str(target) if target else tr("the target")
    if len(names) == 3:
        if addressed(seat, names, you):
            return fill(tr("You reach %1 and are out"), reached)
        return fill(tr("%1 reaches %2 and is out"), named(names[seat]), reached)
    if len(set(sides)) < len(sides) or addressed(seat, names, you):
        return fill(tr("%1 reach %2 and win the game"), side_name(seat, names, sides, you, start=True), reached)
    return fill(tr("%1 reaches %2 and wins the game"), named(names[seat]), reached)


def _partie_line(event: PartieEnded, names: Sequence[str], sides: Sequence[int], you: int | None) -> str:
    if event.out:  # three players: the last pays each of the others a stake
        first, then = event.out[0], event.out[-1]
        last = next(s for s in range(len(names)) if s not in event.out)
        if addressed(last, names, you):
            return fill(tr("%1 went out first, then %2: you pay each of them a stake"), named(names[first]),
                        named(names[then]))
        return fill(tr("%1 went out first, then %2: %3 pays each of them a stake"),
                    side_name(first, names, sides, you, start=True), side_name(then, names, sides, you),
                    named(names[last]))
    if event.winner is None:
        return tr("The partie is drawn")
    winners = [s for s, side in enumerate(sides) if side == sides[event.winner]] if event.winner < len(sides) \
        else [event.winner]
    if len(winners) > 1:
        return partie_won_words(side_name(winners[0], names, sides, you, start=True), event.points, side=True)
    return partie_won_words(names[event.winner], event.points, addressed(event.winner, names, you))
