"""A partie's history, kept the same way in every game: the cards of each deal as dealt, the actions taken and
the events they gave.  From it the partie is rebuilt at any point (undo, review) with the same cards, and the
deals dealt after that point are kept to be dealt again, so that taking back a move never changes a card.

Every game's partie mixes in :class:`History` and says three things of its own: how to begin again
(``_fresh``), the cards of one of its deals (``_dealt``) and whose action each deal seat's is
(``_seat_of``).  Its ``start_deal(hands, talon, dealer)`` takes the cards as :class:`DealtCards` gives them
and first asks :meth:`History._take_ahead`; its ``apply`` notes the events (:meth:`History._note`).
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Collection, Iterator, Sequence
from typing import Any, ClassVar, Protocol, TypeVar

from .actions import Action, LookAtTalon, Play, says_itself
from .cards import CARDS, Card, cards_of
from .events import Event, seen_by


@dataclasses.dataclass(frozen=True)
class DealtCards:
    """The cards of a deal as dealt: who dealt, each seat's hand (None for a seat out of the deal) and the
    talon, top first; seats are the partie's."""

    dealer: int
    hands: tuple[tuple[Card, ...] | None, ...]
    talon: tuple[Card, ...]


class _Deal(Protocol):
    history: list[Action]
    actors: list[int]
    dealt: Any
    dealer: int

    def copy(self) -> Any: ...


def talon_cards(deal: Any) -> tuple[Card, ...]:
    """A deal's talon as cards, top first."""
    return tuple(CARDS[i] for i in deal.talon)


def hand_cards(mask: int) -> tuple[Card, ...]:
    return tuple(cards_of(mask))


Self = TypeVar("Self", bound="History")


class History:
    """The history every game's partie keeps (see the module's docstring)."""

    deals: Sequence[_Deal]
    dealt_ahead: list[DealtCards]
    """Deals that were dealt before a take-back: the next deals use these cards, in order, while the partie
    comes to them the same way (the same dealer), so that taking back never changes the cards."""
    deal_events: list[list[Event]]
    """The events each deal gave, in order, as ``apply`` returned them."""

    rng: random.Random
    """The partie's own shuffling generator."""
    _copied_lists: ClassVar[tuple[str, ...]] = ()
    """The game's own lists that grow as it is played (copied by :meth:`copy`)."""

    def _start_history(self) -> None:
        self.dealt_ahead = []
        self.deal_events = []

    # --- what each game says ------------------------------------------------------------------------

    def start_deal(self, hands: Any = None, talon: Any = None, dealer: int | None = None) -> Any:
        """Begin the next deal: with the cards given (hands by the partie's seats), or shuffled."""
        raise NotImplementedError

    def apply(self, action: Action) -> list[Event]:
        raise NotImplementedError

    def view(self, seat: int) -> Any:
        """What ``seat`` may know of the deal in progress."""
        raise NotImplementedError

    def legal_actions(self) -> Sequence[Action]:
        raise NotImplementedError

    def _fresh(self: Self) -> Self:
        """The same game with no deal yet: its options, players, first dealer and shuffling generator."""
        raise NotImplementedError

    def _dealt(self, index: int) -> DealtCards:
        """The cards of deal ``index`` as dealt, by the partie's seats."""
        raise NotImplementedError

    def _seat_of(self, index: int, seat: int) -> int:
        """The partie's seat of deal ``index``'s seat ``seat`` (the same where every seat plays every deal)."""
        return seat

    # --- questions ----------------------------------------------------------------------------------

    def action_count(self) -> int:
        """How many actions the partie has taken, over all its deals."""
        return sum(len(deal.history) for deal in self.deals)

    def actions(self) -> list[tuple[int, int, Action]]:
        """Every action so far as (deal index, the partie's seat that took it, action), in order."""
        return [(index, self._seat_of(index, seat), action) for index, deal in enumerate(self.deals)
                for seat, action in zip(deal.actors, deal.history)]

    def events(self) -> list[Event]:
        """Every event of the partie so far, in order."""
        return [event for events in self.deal_events for event in events]

    def events_for(self, seat: int) -> list[Event]:
        """Every event of the partie so far as ``seat`` may know it (``events.seen_by``), in order: what a table
        following that seat is told, here or over the network."""
        return seen_by(self.events(), seat)

    def take_back_point(self, people: Collection[int], whole_trick: bool = False) -> int | None:
        """Where taking back the last move of the ``people`` (seats) returns to: see :func:`take_back_point`."""
        return take_back_point(self, people, whole_trick)

    def decisions(self) -> Iterator[tuple[int, int, Any, Action]]:
        """Every action taken, as (deal index, the partie's seat that took it, that seat's view just before,
        the action), in order: the partie rebuilt step by step (for the coach's analysis)."""
        new = self._fresh()
        for index, deal in enumerate(self.deals):
            dealt = self._dealt(index)
            new.start_deal(hands=dealt.hands, talon=dealt.talon, dealer=dealt.dealer)
            for seat, action in zip(deal.actors, deal.history):
                partie_seat = self._seat_of(index, seat)
                yield index, partie_seat, new.view(partie_seat), action
                new.apply(action)

    # --- the partie at another point -----------------------------------------------------------------

    def copy(self: Self) -> Self:
        """A copy to play on apart (for search): the deal in progress and every list that grows copied, what
        no action changes any more shared, the shuffling generator in the same state."""
        new = type(self).__new__(type(self))
        new.__dict__.update(self.__dict__)
        new.deals = [*self.deals[:-1], self.deals[-1].copy()] if self.deals else []
        new.dealt_ahead = self.dealt_ahead[:]
        new.deal_events = [*self.deal_events[:-1], self.deal_events[-1][:]] if self.deal_events else []
        new.rng = copied_rng(self.rng)
        for name in self._copied_lists:
            setattr(new, name, getattr(self, name)[:])
        return new

    def prefix(self: Self, actions: int) -> Self:
        """This partie as it stood when its first ``actions`` actions had been taken: for undo.

        A deal that was dealt is there even with none of its actions taken; every deal is dealt the same cards,
        and those dealt after the point are kept to come again (:attr:`dealt_ahead`).
        """
        if actions < 0:
            raise ValueError(f"a partie has no position {actions}")
        start = 0
        for index, deal in enumerate(self.deals):
            if actions < start + len(deal.history) or index == len(self.deals) - 1:
                return self.replayed(index + 1, actions - start)
            start += len(deal.history)
        return self.replayed(0)

    def replayed(self: Self, deals: int, actions: int | None = None) -> Self:
        """This partie rebuilt with its first ``deals`` deals, the last of them with only its first ``actions``
        actions (all of them if None): the same cards, and the later deals kept to be dealt again
        (:attr:`dealt_ahead`).  For review, a finished deal is ``replayed(k)``."""
        new = self._fresh()
        for index, deal in enumerate(self.deals[:deals]):
            dealt = self._dealt(index)
            new.start_deal(hands=dealt.hands, talon=dealt.talon, dealer=dealt.dealer)
            taken = deal.history if actions is None or index < deals - 1 else deal.history[:actions]
            for action in taken:
                new.apply(action)
        new.dealt_ahead = [self._dealt(index) for index in range(deals, len(self.deals))] + self.dealt_ahead
        return new

    # --- for the game's own start_deal and apply -------------------------------------------------------

    def _take_ahead(self, dealer: int | None, choices: Sequence[int],
                    playing: Sequence[int] | None = None) -> DealtCards | None:
        """The cards of the next deal if it was dealt before a take-back and the partie has come to it the same
        way (the same dealer, the same seats ``playing``); else None, and the deals kept are forgotten (the
        partie has gone another way)."""
        if not self.dealt_ahead:
            return None
        ahead = self.dealt_ahead[0]
        seats = tuple(seat for seat, hand in enumerate(ahead.hands) if hand is not None)
        if dealer in (None, ahead.dealer) and ahead.dealer in choices and (playing is None or seats == tuple(playing)):
            self.dealt_ahead.pop(0)
            return ahead
        self.dealt_ahead.clear()
        return None

    def _note(self, events: list[Event], new_deal: bool = False) -> list[Event]:
        """Keep a deal's events (``new_deal``: the first of a deal just begun); returns them."""
        if new_deal or not self.deal_events:
            self.deal_events.append([])
        self.deal_events[-1].extend(events)
        return events


class _Past(Protocol):
    @property
    def deals(self) -> Sequence[Any]: ...

    def actions(self) -> list[tuple[int, int, Action]]: ...

    def prefix(self, actions: int) -> Any: ...


def take_back_point(game: _Past, people: Collection[int], whole_trick: bool = False) -> int | None:
    """Where taking back the last move of the ``people`` (seats) returns a partie to, as a count of its actions;
    None if there is nothing to take back.  Undo's rules, the same in every game:

    * just before the people's last real choice: a step that said itself (``actions.says_itself``: one true
      answer) would say itself again at once, so the take-back goes past it to the choice before;
    * ``whole_trick``, when that choice is a card: before the first card of its trick (whoever played it),
      and before a decision on the talon that comes just before that card.
    """
    actions = game.actions()
    chosen = [i for i, (_, seat, _) in enumerate(actions) if seat in people]
    while chosen and says_itself(game.prefix(chosen[-1]).legal_actions()):
        chosen.pop()
    if not chosen:
        return None
    point = chosen[-1]
    index, _, action = actions[point]
    if whole_trick and isinstance(action, Play):
        deal = game.deals[index]
        start = sum(len(d.history) for d in game.deals[:index])
        plays = [i for i, a in enumerate(deal.history) if isinstance(a, Play)]
        mine = plays.index(point - start)
        playing = len(deal.dealt)  # a card from each hand dealt makes a trick
        first_of_trick = plays[mine - mine % playing]
        point = start + first_of_trick
        if first_of_trick > 0 and isinstance(deal.history[first_of_trick - 1], LookAtTalon):
            point -= 1
    return point


def copied_rng(rng: random.Random) -> random.Random:
    """A generator in the same state, apart from the original."""
    new = random.Random()
    new.setstate(rng.getstate())
    return new
