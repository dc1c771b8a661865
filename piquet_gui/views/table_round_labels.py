"""The text on a table of three or four places: each player's name, marks and his side's scores at his
place, the captions of the piles, the talon and the packets shown on request.

Each label is fitted to its room (smaller type, then elided), so that at any size and text size no label
runs over another or over a card.  A two-place table keeps the two-handed labels.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from ..model.tricks import Phase
from ..model.view import SeatView
from .table_round import RoundLayout
from .table_round_geometry import LEFT, RIGHT, TOP, RoundGeometry
from .words import display_name, fill, named, tr

if TYPE_CHECKING:
    from ..model.view import GameRules
    from .table import TableState

def out_words(rank: int) -> str:
    """A seat out of the partie, by the order it went out (0: the first)."""
    return tr("Out (first)") if rank == 0 else tr("Out (second)")


TURN = "▶ "
"""Marks the name of the player to act."""


class RoundLabels(RoundLayout):
    """The labels of a table of any seat count (two: the two-handed labels)."""

    def _place_labels(self, state: TableState) -> None:
        for label in self._labels.values():
            label.setText("")
        if not self.round_table(state):
            super()._place_labels(state)
        else:
            self._round_labels(state)
        for key, label in self._labels.items():
            label.setToolTip(label.text() if key.startswith(("discard", "won", "talon", "side")) else "")

    def roles(self, view: SeatView[GameRules], seat: int) -> str:
        """A seat's marks: eldest, dealer, the viewer's partner."""
        marks = []
        if len(view.seats) == 2 and seat in view.seats:  # two play on at a table of three: elder and younger
            marks.append(tr("elder") if seat == view.eldest else tr("younger"))
        elif seat == view.eldest:
            marks.append(tr("eldest"))
        if seat == view.dealer:
            marks.append(tr("dealer"))
        if seat != view.seat and view.sides[seat] == view.side() and seat in view.seats:
            marks.append(tr("partner"))
        return ", ".join(marks)

    def _round_labels(self, state: TableState) -> None:
        view = state.view
        r = self.round_geometry(state)
        g = r.g
        names = [display_name(name) for name in state.names]

        def title(seat: int) -> str:
            marks = self.roles(view, seat)
            thinking = "  …" if state.thinking and view.to_act == seat and seat != view.seat else ""
            # Whose turn it is, on his name as well as in the bar.
            turn = TURN if view.to_act == seat and view.phase is not Phase.OVER else ""
            return turn + (f"{names[seat]} ({marks})" if marks else names[seat]) + thinking

        def scores(seat: int) -> tuple[str, str]:
            side = view.sides[seat]
            return f"{tr('this deal')} {view.scores[side].total}", f"{tr('total')} {state.totals[side]}"

        def partners(side: int) -> str:
            both = [names[s] for s in range(len(view.sides)) if view.sides[s] == side]
            return fill(tr("%1 & %2"), both[0], both[-1]) if len(both) > 1 else both[0]

        def won(side: int) -> str:
            count = self._pile_count[side] if side < len(self._pile_count) else 0
            return tr("Tricks won: %1").replace("%1", str(count)) if count else ""

        paired = len(view.sides) > len(set(view.sides))
        me = view.seat
        mine = view.side()
        self._won_keys = {mine: "won_me"}
        # The viewer's line, over his hand: his discard's caption, his name and scores, his side's tricks.
        mine_won = won(mine)
        if paired and mine_won:
            mine_won = f"{partners(mine)} — {mine_won}"
        discard = self._my_discard(state) if view.discard and not state.show_discard else ""
        deal, total = scores(me)
        if me not in view.seats:  # out of the partie: he watches the two left play on
            deal = out_words(view.out.index(me) if me in view.out else 0)
        self._info_line(g, g.mine_info, ("discard_me", discard), ("me", f"{title(me)} — {deal}, {total}"),
                        ("won_me", mine_won))
        others = sorted((seat for seat in range(len(view.sides)) if seat != me),
                        key=lambda seat: self.place_of(view, seat) != TOP)  # the top line first: it bounds the others
        for seat in others:
            place = self.place_of(view, seat)
            if place == TOP:
                left, right = r.centre_room()
                label = self._label(f"seat{seat}")
                deal, total = scores(seat)
                self._fit_text(label, f"{title(seat)} — {deal}, {total}", g.points, True, right - left)
                label.setPos((g.width - label.boundingRect().width()) / 2, g.margin)
                self._top_band.append(label.sceneBoundingRect())
            else:
                self._column_labels(state, r, seat, place, title(seat), scores(seat))
        # The other sides' piles: the caption over the packets of the column where the pile lies.
        for side in sorted(set(view.sides) - {mine}):
            rect = self._pile_rects.get(side)
            if rect is None:
                continue
            place = LEFT if rect.center().x() < g.width / 2 else RIGHT
            key = f"won_{side}"
            self._won_keys[side] = key
            lines = [(key, won(side))]
            if paired:
                lines.insert(0, (f"side_{side}", partners(side)))
            y = rect.top() - g.gap / 2 - len(lines) * r.step
            for line_key, text in lines:
                label = self._label(line_key, bold=False)
                self._fit_text(label, text, g.caption_points, False, self._low_room(r, place))
                width = label.boundingRect().width()  # from the pile's outer edge (the felt's) inward
                x = max(g.margin, rect.x()) if place == LEFT else min(rect.right(), g.width - g.margin) - width
                label.setPos(x, y)
                y += r.step
        self._round_captions(state, r)

    def _column_labels(self, state: TableState, r: RoundGeometry, seat: int, place: str, title: str,
                       scores: tuple[str, str]) -> None:
        """A side player's three lines over his hand; a seat out says so, with its place in the order out."""
        view = state.view
        g = r.g
        column = r.column_rect(place)
        if seat not in view.seats:
            rank = view.out.index(seat) if seat in view.out else 0
            lines = [(title.split("  ")[0], True), (out_words(rank), False), (scores[1], False)]
        else:
            lines = [(title, True), (scores[0], False), (scores[1], False)]
        keys = (f"seat{seat}", f"seat{seat}_deal", f"seat{seat}_total")
        # The lines may reach inward over the empty felt, up to what lies at the top (talon, top player).
        band = QRectF(column.x(), column.top(), column.width(), len(lines) * r.step)
        if place == LEFT:
            room = min([o.left() for o in self._top_band if o.intersects(band.adjusted(0, 0, g.width, 0))]
                       + [column.x() + 2 * column.width()]) - g.gap - column.x()
        else:
            room = column.right() - max([o.right() for o in self._top_band if o.intersects(band.adjusted(-g.width, 0, 0, 0))]
                                        + [column.right() - 2 * column.width()]) - g.gap
        room = max(room, column.width())
        scale = 1.0
        for k, (key, (text, bold)) in enumerate(zip(keys, lines)):
            label = self._label(key, bold)
            points = (g.points if bold else g.caption_points) * scale
            self._fit_text(label, text, points, bold, room)
            if k == 0:
                scale = label.font().pointSizeF() / g.points  # the others no larger than the name
            self._in_column(label, column, place, column.top() + k * r.step)
        # The caption of a discard in the column, under the packets (where no pile's names take the line).
        taken = view.taken[seat] if seat < len(view.taken) else None
        if taken and seat in view.seats and state.discards.get(seat) is None:
            label = self._label(f"discard{seat}", bold=False)
            self._fit_text(label, fill(tr("%1's discard"), named(state.names[seat])), g.caption_points, False,
                           self._low_room(r, place))
            self._in_column(label, column, place, column.bottom() - r.step)

    @staticmethod
    def _in_column(label: QGraphicsSimpleTextItem, column: QRectF, place: str, y: float) -> None:
        """A line of a side column: centred on it, or from its outer edge inward where it is wider."""
        width = label.boundingRect().width()
        if width <= column.width():
            x = column.x() + (column.width() - width) / 2
        else:
            x = column.x() if place == LEFT else column.right() - width
        label.setPos(x, y)

    @staticmethod
    def _low_room(r: RoundGeometry, place: str) -> float:
        """How wide a caption low in a side column may be: inward up to the trick."""
        column, trick = r.column_rect(place), r.trick_rect()
        inward = trick.left() - column.x() if place == LEFT else column.right() - trick.right()
        return max(column.width(), inward - r.g.gap)

    def _round_captions(self, state: TableState, r: RoundGeometry) -> None:
        """Under the talon, under the packets shown on request, under a trick that waits for a click."""
        g = r.g
        left, right = r.centre_room()
        if not self._talon_rect.isEmpty():
            label = self._label("talon", bold=False)
            self._fit_text(label, tr("Talon"), g.caption_points, False, right - left)
            label.setPos(self._talon_rect.center().x() - label.boundingRect().width() / 2,
                         self._talon_rect.bottom() + g.gap / 2)
        for key, text in (("peek_trick", tr("Last trick")), ("peek_discard", self._my_discard(state))):
            rect = self._peeks.get(key)
            if rect is None:
                continue
            after = [p.x() for p in self._peeks.values() if p.x() > rect.x()]
            room = min(after, default=right + g.gap) - g.gap - rect.x()
            label = self._label(key, bold=False)
            self._fit_text(label, text, g.caption_points, False, room)
            label.setPos(rect.x(), rect.bottom() + g.gap / 2)
        if self._holding is not None and self.gather_on_click:
            label = self._label("hint", bold=False)
            self._fit_text(label, tr("Click the table to gather the trick"), g.caption_points, False, right - left)
            trick = r.trick_rect()
            label.setPos((g.width - label.boundingRect().width()) / 2, trick.bottom() + g.gap)

    def banner_room(self) -> QRectF | None:
        """Where a message lies on a table of three or four (over the top of the middle); None at two."""
        return self._banner_room
