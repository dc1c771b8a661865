"""Auction piquet's auction over the table: the calls so far, elder's first, in the players' words, and the
person's legal calls when it is his turn.

The engine lists the legal calls (``view.legal_actions``: pass, double or redouble when allowed, the bids
that outrank the last); the panel offers pass, double or redouble and the cheapest plus and minus bids as
numbered buttons, and the higher bids in a list ("Or bid higher:").  Once the auction is over the contract
stays in view in the action bar (``action_bar.show_position``).
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from ..model.actions import Action, Bid
from ..model.two_handed.bidding import DOUBLE, PASS, REDOUBLE
from ..model.view import SeatView
from .auction_words import bid_words
from .calling_frame import CallingFrame
from .words import action_words, fill, named, tr


def split_bids(actions: Sequence[Action]) -> tuple[list[Action], list[Action]]:
    """The calls for buttons (pass, the one Enter presses, for no call is ever made by mistake; double or
    redouble; the cheapest plus bid and the cheapest minus bid) and the higher bids, for the list.

    >>> main, rest = split_bids([Bid("P"), Bid("X"), Bid("8+"), Bid("8-"), Bid("9+")])
    >>> [b.call for b in main], [b.call for b in rest]  # type: ignore[attr-defined]
    (['P', 'X', '8+', '8-'], ['9+'])
    """
    bids = [a for a in actions if isinstance(a, Bid)]
    doubles = [b for b in bids if b.call in (DOUBLE, REDOUBLE)]
    plus = [b for b in bids if b.call.endswith("+")]
    minus = [b for b in bids if b.call.endswith("-")]
    cheapest = [kind[0] for kind in (plus, minus) if kind]
    main: list[Action] = [*[b for b in bids if b.call == PASS], *doubles, *cheapest]
    return main, [b for b in bids if b not in main]


class BiddingPanel(CallingFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("The auction"), tr("Or bid higher:"), parent)
        self.setAccessibleName(tr("Auction panel"))
        self.setAccessibleDescription(tr("The calls of the auction; keys 1 to 9 bid"))
        self.say_other.setText(tr("Bid it"))
        self.say_other.setAccessibleDescription(tr("Make the bid chosen in the list"))
        self._note = QLabel(tr("Bid to win (plus) or to lose (minus) at least the tricks named, 7 to 12; "
                               "elder speaks first."), self)
        self._note.setWordWrap(True)
        self.calls = QLabel("", self)
        self.calls.setWordWrap(True)
        self.calls.setTextFormat(Qt.TextFormat.RichText)
        self.body.addWidget(self._note)
        self.body.addWidget(self.calls)
        self.set_points(self.points)

    def redraw(self) -> None:
        self._note.setVisible(not self.compact)

    def show_view(self, view: SeatView, names: Sequence[str], choosing: bool) -> None:
        """The auction so far, and the person's calls when ``choosing``."""
        speakers = [view.eldest if index % 2 == 0 else _other(view, view.eldest) for index in range(len(view.bids))]
        said = [f"{html.escape(names[seat])}: <i>{html.escape(bid_words(call))}</i>"
                for seat, call in zip(speakers, view.bids)]
        self.calls.setText(" — ".join(said) or "…")
        self.clear_choices()
        if not choosing:
            waiting = names[view.to_act] if view.to_act is not None else ""
            self._prompt.setText(fill(tr("%1 is bidding…"), named(waiting)) if waiting else "")
            return
        self._prompt.setText(tr("Your bid:"))
        main, rest = split_bids(view.legal_actions)
        # The list's higher bids in their words alone ("Nine plus"): the buttons above say what a bid binds to.
        self.offer(main, rest, lambda action: action_words(action, view), lambda action: bid_words(action.call))


def _other(view: SeatView, seat: int) -> int:
    return view.seats[1 - view.seats.index(seat)]
