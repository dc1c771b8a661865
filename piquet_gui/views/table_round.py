"""The layout of a table of three or four places: where each card, pile and label goes.

The table has a place for every seat of the partie (``view.sides``), whatever seats play the deal: the
viewer at the bottom, the players round the table in the order of play — the next at the left, the last at
the right, at four the partner facing him at the top.  Each player's backs (as many as he holds) lie at his
place with his name, his marks (eldest, dealer) and his side's scores; the trick in the middle, each card
pushed toward its player; the talon at the top; the tricks won in a pile per side.  A seat out of the deal
(three-handed, once a player has reached the target) keeps its place, greyed, with the words "out".
A two-place table is :class:`~piquet_gui.views.table_layout.TwoHandedLayout`'s, unchanged.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QGraphicsRectItem

from ..model.cards import Card
from ..model.view import SeatView
from .table_geometry import FAN, Geometry
from .table_layout import TwoHandedLayout, _Place, _round_from
from .table_round_geometry import BOTTOM, LABEL_LINES, LEFT, RIGHT, TOP, RoundGeometry, fit_round, places_round
from .words import display_name, fill, named, tr

if TYPE_CHECKING:
    from ..model.view import GameRules
    from .table import TableState


def held_counts(view: SeatView[GameRules]) -> dict[int, int]:
    """How many cards each seat playing the deal holds: a hand as dealt (the exchange takes in what it puts
    out), less the tricks played and a card already in the trick."""
    played = len(view.tricks)
    in_trick = set(_round_from(view, trick_leader(view))[:len(view.trick)]) if view.trick else set()
    dealt = view.rules.hand_size
    return {seat: dealt - played - (1 if seat in in_trick else 0) for seat in view.seats}


def trick_leader(view: SeatView[GameRules]) -> int:
    """Who leads (or led) the trick being played."""
    return view.tricks[-1].winner if view.tricks else view.eldest


class RoundLayout(TwoHandedLayout):
    """The places of everything on a table of any seat count (two: the two-handed layout)."""

    _round: RoundGeometry | None
    _round_key: tuple[int, int, float, float, int, int] | None
    _out_boxes: dict[int, QGraphicsRectItem]
    _won_keys: dict[int, str]
    """The caption of each side's pile of tricks, by side."""
    _from_seat: dict[str, QPointF]
    """Where each card of the trick comes from (its player's place), by key."""
    _banner_room: QRectF | None
    _top_band: list[QRectF]
    """What lies at the top between the columns (the talon, the top player's hand and line)."""
    _state: TableState | None

    @staticmethod
    def round_table(state: TableState) -> bool:
        """The table has more than two places."""
        return len(state.view.sides) > 2

    def geometry_(self) -> Geometry:
        """The rows of the table for the viewport's size, the card and text sizes and the places at the table."""
        state = self._state
        if state is not None and self.round_table(state):
            return self.round_geometry(state).g
        return super().geometry_()

    def round_geometry(self, state: TableState) -> RoundGeometry:
        size = self.viewport().size()
        count = len(state.view.sides)
        hand = max(len(state.view.dealt), 8)
        key = (size.width(), size.height(), self.card_scale, self.text_scale, count, hand)
        if self._round is None or self._round_key != key:
            self._round = fit_round(size.width(), size.height(), count, hand, self.card_scale, self.text_scale)
            self._round_key = key
        self.card_width = self._round.g.card
        return self._round

    def place_of(self, view: SeatView[GameRules], seat: int) -> str:
        """Where ``seat`` sits at the viewer's table."""
        count = len(view.sides)
        return places_round(count)[(seat - view.seat) % count]

    def _layout(self, state: TableState) -> dict[str, _Place]:
        if not self.round_table(state):
            self._banner_room = None
            self._won_keys = {state.view.seat: "won_me", 1 - state.view.seat: "won_other"}
            self._from_seat = {}
            self._show_out(state)
            return super()._layout(state)
        view = state.view
        r = self.round_geometry(state)
        g = r.g
        places: dict[str, _Place] = {}
        me = view.seat
        # The viewer's hand along the bottom, as at two; selected cards rise.
        for i, (c, pos) in enumerate(zip(state.hand, g.hand_positions(len(state.hand), g.bottom))):
            lift = g.lift if c in state.selected or c in state.better else 0.0
            places[f"card:{c}"] = _Place(c, True, QPointF(pos.x(), pos.y() - lift), 10 + i, g.card,
                                         clickable=c in state.selectable or c in state.playable,
                                         dimmed=c in state.dimmed, selected=c in state.selected,
                                         focused=c == state.focus, draggable=c in state.playable or state.arrange,
                                         better=c in state.better, chosen=c in state.chosen)
        # The others' hands at their places: backs, as many as each holds, or face up where shown (a review).
        counts = held_counts(view)
        self._from_seat = {}
        self._top_band = []
        origins: dict[int, QPointF] = {}
        for seat in range(len(view.sides)):
            if seat == me or seat not in view.seats:
                continue
            place = self.place_of(view, seat)
            shown = state.hands.get(seat)
            count = len(shown) if shown is not None else counts[seat]
            spots = r.top_hand(count) if place == TOP else r.column_hand(place, count)
            column = r.column_rect(place) if place != TOP else QRectF()
            origins[seat] = spots[0] if spots else QPointF(column.x(), column.y())
            if place == TOP and spots:
                self._top_band.append(QRectF(spots[0].x(), spots[0].y(), spots[-1].x() + g.card - spots[0].x(), g.tall))
            for i, pos in enumerate(spots):
                if shown is not None:
                    places[f"card:{shown[i]}"] = _Place(shown[i], True, pos, 10 + i, g.card)
                else:
                    places[f"back{seat}:{i}"] = _Place(None, False, pos, 10 + i, g.card,
                                                       tip=display_name(state.names[seat]))
        self._place_talon(state, r, places)
        if not self._talon_rect.isEmpty():
            self._top_band.append(self._talon_rect.adjusted(0, 0, 0, g.gap + r.step))  # (and its caption)
        peeks = self._place_discards(state, r, places)
        if not view.tricks and not view.trick:
            self._place_carte_blanche(state, r, places)
        # The trick in the middle, each card toward its player; a finished trick stays until gathered.
        tricks = list(view.tricks)
        showing: list[tuple[int, Card]] = []
        if view.trick:
            showing = list(zip(_round_from(view, trick_leader(view)), view.trick))
        elif tricks and (not state.gather_tricks or self._holding is not None):
            last = tricks.pop()
            showing = list(zip(_round_from(view, last.leader), last.cards))
        last_in_middle = bool(showing) and not view.trick
        for i, (seat, c) in enumerate(showing):
            places[f"card:{c}"] = _Place(c, True, r.trick_place(self.place_of(view, seat)), 60 + i, g.card)
            if seat in origins:
                self._from_seat[f"card:{c}"] = origins[seat]
        # The tricks won: a pile per side, at the place of the side's first seat from the viewer round.
        self._pile_keys = set()
        self._pile_rects = {}
        side_count = max(view.sides) + 1
        self._pile_count = [0] * side_count
        self._won_keys = {}
        for number, trick in enumerate(tricks, 1):
            side = view.sides[trick.winner]
            index = self._pile_count[side]
            self._pile_count[side] += 1
            at = self._pile_spot(state, r, side)
            pos = QPointF(at.x() - index * g.offset, at.y())
            mine = side == view.side()
            tip = tr("Tricks won: %1").replace("%1", str(sum(view.sides[t.winner] == side for t in tricks)))
            if mine:
                tip += " — " + tr("click to see the last one (L)")
            for offset, c in enumerate(trick.cards):
                places[f"card:{c}"] = _Place(c, False, pos, 30 + index * 4 + offset, g.small, clickable=mine, tip=tip)
                self._pile_keys.add(f"card:{c}")
            self._pile_rects[side] = QRectF(pos.x(), pos.y(), at.x() + g.small - pos.x(), g.small_tall)
            if state.show_last_trick and number == len(tricks) and not last_in_middle:
                peeks.append(("peek_trick", list(trick.cards), tr("Last trick"), False))
        self._place_round_peeks(peeks, places, r)
        inset = g.margin + 2 * r.column + g.gap  # (clear of the side players' lines, which may reach inward)
        self._banner_room = QRectF(inset, g.margin, g.width - 2 * inset, r.trick_rect().top() - g.margin)
        self._show_out(state, r)
        return places

    def _pile_spot(self, state: TableState, r: RoundGeometry, side: int) -> QPointF:
        """The top left of the bottom card of ``side``'s pile of tricks."""
        view = state.view
        g = r.g
        count = len(view.sides)
        order = [(view.seat - k) % count for k in range(count)]  # the viewer, then round from the right
        seat = next(s for s in order if view.sides[s] == side)
        place = self.place_of(view, seat)
        if place == BOTTOM:  # at the right of the viewer's hand, under its caption (the right of his line)
            return QPointF(g.width - g.margin - g.small, self._under_my_line(g))
        if place == TOP:
            _, right = r.centre_room()
            return QPointF(right - g.small, r.top_row)
        return self._packet_spot(r, place, 0)

    @staticmethod
    def _under_my_line(g: Geometry) -> float:
        """The top of the viewer's packets (his discard at the left, his side's tricks at the right): right under
        their captions, at the ends of his line."""
        return g.mine_info + g.line + g.gap / 2

    @staticmethod
    def _packet_spot(r: RoundGeometry, place: str, which: int) -> QPointF:
        """A small packet in a side column, under the hand: the tricks (0, outside) or the discard (1).  The
        tricks' caption lies over the packets (its lines under the hand), a discard's under them (three)."""
        g = r.g
        rect = r.column_rect(place)
        y = rect.bottom() - (r.step if r.count == 3 else 0.0) - g.gap / 2 - g.small_tall
        outer = which == 0
        at_left = (place == LEFT) == outer
        x = rect.x() if at_left else rect.right() - g.small
        return QPointF(x + (10 * g.offset if at_left and outer else 0.0), y)

    def _place_carte_blanche(self, state: TableState, r: RoundGeometry, places: dict[str, _Place]) -> None:
        """A carte blanche another player has shown: his dealt cards, small and face up beside his place,
        toward the middle, until the first card is played."""
        view = state.view
        g = r.g
        trick = r.trick_rect()
        for seat, cards in enumerate(view.carte_blanche_shown):
            if seat == view.seat or not cards or seat not in view.seats:
                continue
            place = self.place_of(view, seat)
            if place == TOP:
                start, room, y = trick.left(), trick.width() - g.small, r.top_row + g.tall + g.gap
            else:
                column = r.column_rect(place)
                y = column.top() + LABEL_LINES * r.step + g.gap
                room = (trick.left() - column.right() if place == LEFT else column.left() - trick.right()) - 2 * g.gap \
                    - g.small
                start = column.right() + g.gap if place == LEFT else column.left() - g.gap - g.small
            step = max(0.0, min(g.small * FAN, room / max(len(cards) - 1, 1)))
            for i, c in enumerate(cards):
                if f"card:{c}" in places:
                    continue
                x = start + i * step if place != RIGHT else start - (len(cards) - 1 - i) * step
                places[f"blanche:{c}"] = _Place(c, True, QPointF(x, y), 80 + i, g.small)

    def _place_talon(self, state: TableState, r: RoundGeometry, places: dict[str, _Place]) -> None:
        """What is left of the talon, at the top between the columns, known cards face up."""
        view = state.view
        g = r.g
        used = sum(t or 0 for t in view.taken)
        left = range(used, len(view.talon))
        self._talon_rect = QRectF()
        if not left or r.count == 4:
            return
        x0 = g.width / 2 - g.card / 2 - (len(left) - 1) * g.offset / 2
        for index, position in enumerate(left):
            known = view.talon[position] if state.talon is None else state.talon[position]
            key = f"card:{known}" if known is not None else f"talon:{position}"
            pos = QPointF(x0 + index * g.offset, r.top_row + index * g.offset)
            places[key] = _Place(known, known is not None, pos, 2 + index, g.card, tip=tr("Talon"))
            self._talon_rect = self._talon_rect.united(QRectF(pos.x(), pos.y(), g.card, g.tall))

    def _place_discards(self, state: TableState, r: RoundGeometry,
                        places: dict[str, _Place]) -> list[tuple[str, list[Card], str, bool]]:
        """Each seat's discard: the viewer's at the bottom left (face up on request), the others' in their
        columns, backs (face up where nothing is hidden, a review).  Returns the packets shown on request."""
        view = state.view
        g = r.g
        peeks: list[tuple[str, list[Card], str, bool]] = []
        mine_tip = tr("Your discard: click to see it (D)") if state.person else self._my_discard(state)
        if state.show_discard and view.discard:
            peeks.append(("peek_discard", list(view.discard), mine_tip, True))
        else:
            for i, c in enumerate(view.discard):
                places[f"mydiscard:{i}"] = _Place(None, False, QPointF(g.margin + i * g.offset, self._under_my_line(g)),
                                                  40 + i, g.small, clickable=True, tip=mine_tip)
        for seat in view.seats:
            if seat == view.seat:
                continue
            place = self.place_of(view, seat)
            if place == TOP:
                continue  # (four players: no talon, no discards)
            tip = fill(tr("%1's discard"), named(state.names[seat]))
            spot = self._packet_spot(r, place, 1)
            shown = state.discards.get(seat)
            if shown is not None:
                step = min(g.small * FAN, (r.column - g.small) / max(len(shown) - 1, 1))
                x = spot.x() if place == LEFT else spot.x() - step * (len(shown) - 1)
                for i, c in enumerate(shown):
                    places[f"card:{c}"] = _Place(c, True, QPointF(x + i * step, spot.y()), 40 + i, g.small, tip=tip)
                continue
            for i in range(view.taken[seat] or 0):
                places[f"discard{seat}:{i}"] = _Place(None, False, QPointF(spot.x() + i * g.offset, spot.y()), 40 + i,
                                                      g.small, tip=tip)
        return peeks

    def _place_round_peeks(self, peeks: list[tuple[str, list[Card], str, bool]], places: dict[str, _Place],
                           r: RoundGeometry) -> None:
        """The packets shown on request (the last trick, the viewer's discard), right of the trick."""
        g = r.g
        self._peeks = {}
        if not peeks:
            return
        x = r.trick_rect().right() + g.margin
        y = r.centre.y() - g.small_tall / 2
        _, right = r.centre_room()
        room = right - x - 2 * g.margin * (len(peeks) - 1) - g.small * len(peeks)
        steps = sum(len(cards) - 1 for _, cards, _, _ in peeks)
        fan = max(0.15, min(FAN, room / (g.small * steps))) if steps else FAN
        for z, (key, cards, tip, clickable) in enumerate(peeks):
            for i, c in enumerate(cards):
                places[f"card:{c}"] = _Place(c, True, QPointF(x + i * g.small * fan, y), 70 + 10 * z + i, g.small,
                                             clickable=clickable, tip=tip)
            span = g.small * (1 + fan * (len(cards) - 1))
            self._peeks[key] = QRectF(x, y, span, g.small_tall)
            x += span + 2 * g.margin

    def _show_out(self, state: TableState, r: RoundGeometry | None = None) -> None:
        """A seat out of the partie: its place greyed (its hand's room), nothing else."""
        view = state.view
        out = set(view.out) - set(view.seats) if r is not None else set()
        for seat in list(self._out_boxes):
            if seat not in out:
                self._out_boxes[seat].setVisible(False)
        if r is None:
            return
        g = r.g
        for seat in out:
            box = self._out_boxes.get(seat)
            if box is None:
                box = QGraphicsRectItem()
                box.setZValue(5)
                box.setBrush(QBrush(QColor(0, 0, 0, 70)))
                box.setPen(QPen(QColor(255, 255, 255, 90), 1.5))
                self._scene.addItem(box)
                self._out_boxes[seat] = box
            place = self.place_of(view, seat)
            if place in (TOP, BOTTOM):  # the top player's row, or the viewer's own (he is out and watches)
                left, right = r.centre_room()
                rect = QRectF(left, r.top_row if place == TOP else g.bottom, right - left, g.tall)
            else:
                column = r.column_rect(place)
                top = column.top() + LABEL_LINES * r.step + g.gap
                rect = QRectF(column.x(), top, column.width(), min(g.tall * 2, column.bottom() - top))
            box.setRect(rect)
            box.setVisible(True)
