"""The two-handed table's layout: where each card, pile and label goes for two players.

The viewer's hand along the bottom and the opponent's along the top; the talon's two packets at the left
with the discards beside each hand; the trick in the middle; the tricks won in piles at the right; the
players' names, scores and captions in a line above and below the hands.  :class:`TwoHandedLayout` is
the base of :class:`~piquet_gui.views.table.TableView`, which draws, animates and takes the clicks:
a table for three or four players is :class:`~piquet_gui.views.table_round.RoundLayout`, over the same view.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem, QGraphicsView

from ..model.cards import Card
from ..model.view import SeatView
from . import themes
from .table_geometry import FAN, TRICK_SHIFT, Geometry, _font, fit
from .words import display_name, fill, named, tr

if TYPE_CHECKING:
    from ..model.view import GameRules
    from .table import TableState


def _round_from(view: SeatView[GameRules], leader: int) -> list[int]:
    """The seats that play a trick led by ``leader``, in the order they play."""
    seats = view.seats
    start = seats.index(leader)
    return [seats[(start + k) % len(seats)] for k in range(len(seats))]


@dataclasses.dataclass
class _Place:
    card: Card | None
    face_up: bool
    pos: QPointF
    z: float
    width: float
    clickable: bool = False
    dimmed: bool = False
    selected: bool = False
    focused: bool = False
    draggable: bool = False
    tip: str = ""
    better: bool = False
    chosen: bool = False


class TwoHandedLayout(QGraphicsView):
    """The places of everything on a two-handed table, for the view's size and the state shown."""

    card_scale: float
    text_scale: float
    card_width: float
    gather_on_click: bool
    high_contrast: bool
    _scene: QGraphicsScene
    _labels: dict[str, QGraphicsSimpleTextItem]
    _geometry: Geometry | None
    _geometry_key: tuple[int, int, float, float] | None
    _talon_rect: QRectF
    _pile_count: list[int]
    _pile_keys: set[str]
    _pile_rects: dict[int, QRectF]
    _peeks: dict[str, QRectF]
    _holding: tuple[int, int] | None

    # --- layout -----------------------------------------------------------------------------------

    def geometry_(self) -> Geometry:
        """The rows of the table for the viewport's size and the player's card and text sizes."""
        size = self.viewport().size()
        key = (size.width(), size.height(), self.card_scale, self.text_scale)
        if self._geometry is None or self._geometry_key != key:
            self._geometry = fit(size.width(), size.height(), self.card_scale, self.text_scale)
            self._geometry_key = key
            self.card_width = self._geometry.card
        return self._geometry

    def _metrics(self) -> tuple[float, float, float, float, float]:
        g = self.geometry_()
        return g.width, g.height, g.card, g.tall, g.margin

    def _layout(self, state: TableState) -> dict[str, _Place]:
        view = state.view
        g = self.geometry_()
        card, tall, small, margin = g.card, g.tall, g.small, g.margin
        width, height = g.width, g.height
        places: dict[str, _Place] = {}
        me, other = view.seat, 1 - view.seat
        names = (display_name(state.names[0]), display_name(state.names[1]))
        # The viewer's hand along the bottom; selected cards rise.
        for i, (c, pos) in enumerate(zip(state.hand, g.hand_positions(len(state.hand), g.bottom))):
            lift = g.lift if c in state.selected or c in state.better else 0.0
            places[f"card:{c}"] = _Place(c, True, QPointF(pos.x(), pos.y() - lift), 10 + i, card,
                                         clickable=c in state.selectable or c in state.playable,
                                         dimmed=c in state.dimmed, selected=c in state.selected,
                                         focused=c == state.focus, draggable=c in state.playable or state.arrange,
                                         better=c in state.better, chosen=c in state.chosen)
        # The opponent's hand along the top, backs unless shown.
        hidden_count = self._opponent_count(view)
        shown = state.hands.get(other)
        count = len(shown) if shown is not None else hidden_count
        for i, pos in enumerate(g.hand_positions(count, g.top)):
            if shown is not None:
                places[f"card:{shown[i]}"] = _Place(shown[i], True, pos, 10 + i, card)
            else:
                places[f"opp:{i}"] = _Place(None, False, pos, 10 + i, card)
        # The talon: elder's packet of five and younger's three, at the left; known cards face up.
        used = sum(t or 0 for t in view.taken)
        talon_tip = tr("Talon")
        self._talon_rect = QRectF()
        for position in range(used, len(view.talon)):
            packet = 0 if position < 5 else 1
            index = position if packet == 0 else position - 5
            x = margin + index * g.offset + (card + margin * 1.5) * packet
            known = view.talon[position] if state.talon is None else state.talon[position]
            key = f"card:{known}" if known is not None else f"talon:{position}"
            places[key] = _Place(known, known is not None, QPointF(x, g.row + index * g.offset), 2 + position, card,
                                 tip=talon_tip)
            self._talon_rect = self._talon_rect.united(QRectF(x, g.row + index * g.offset, card, tall))
        # Discards: small packets beside each hand, at the left (the viewer's face up on request, with the
        # last trick, right of the trick: the "peeks").
        mine_tip = tr("Your discard: click to see it (D)") if state.person else self._my_discard(state)
        peeks: list[tuple[str, list[Card], str, bool]] = []
        if state.show_discard and view.discard:
            peeks.append(("peek_discard", list(view.discard), mine_tip, True))
        else:
            for i, c in enumerate(view.discard):
                places[f"mydiscard:{i}"] = _Place(None, False, QPointF(margin + i * g.offset, height - margin
                                                                       - g.small_tall), 40 + i, small,
                                                  clickable=True, tip=mine_tip)
        opponent_discarded = view.taken[other] or 0
        other_tip = fill(tr("%1's discard"), named(names[other]))
        shown_discard = state.discards.get(other)
        if shown_discard is not None:
            if shown_discard:  # face up beside the viewer's, where nothing is hidden (a review)
                peeks.append(("peek_other_discard", list(shown_discard), other_tip, False))
        else:
            for i in range(opponent_discarded):
                places[f"discard:{i}"] = _Place(None, False, QPointF(margin + i * g.offset, g.top), 40 + i, small,
                                                tip=other_tip)
        # A carte blanche the opponent has shown: his twelve dealt cards, small, until the play.
        if view.opponent_carte_blanche and not view.tricks and not view.trick:
            left = margin * 3.5 + card * 2 + 4 * g.offset
            step = min(small * FAN, (width - margin - left - small) / 11)
            for i, c in enumerate(view.opponent_carte_blanche):
                key = f"card:{c}"
                if key not in places:
                    places[f"blanche:{c}"] = _Place(c, True, QPointF(left + i * step, g.row + (tall - g.small_tall)
                                                                     / 2), 80 + i, small)
        # The trick in the middle: the viewer's card low, the opponent's high.  A finished trick stays
        # there until it is gathered (or, in a review, until the next lead), then goes face down to its
        # winner's pile.
        centre_x = width / 2 - card / 2
        tricks = list(view.tricks)
        showing: list[tuple[int, Card]] = []
        if view.trick:
            leader = self._trick_leader(view)
            showing = list(zip(_round_from(view, leader), view.trick))
        elif tricks and (not state.gather_tricks or self._holding is not None):
            last = tricks.pop()
            showing = list(zip(_round_from(view, last.leader), last.cards))
        last_in_middle = bool(showing) and not view.trick
        for i, (seat, c) in enumerate(showing):
            dx = -card * TRICK_SHIFT[0] if seat == me else card * TRICK_SHIFT[0]
            dy = 2 * tall * TRICK_SHIFT[1] if seat == me else 0.0
            places[f"card:{c}"] = _Place(c, True, QPointF(centre_x + dx, g.middle + dy), 60 + i, card)
        # Tricks won: face-down piles at the right, beside each hand; the last one face up on request.
        pile_count = self._pile_count = [0, 0]
        self._pile_keys = set()
        self._pile_rects = {}
        in_piles = [sum(1 for trick in tricks if trick.winner == seat) for seat in (0, 1)]
        won_tip = (tr("Tricks won: %1").replace("%1", str(in_piles[me])) + " — "
                   + tr("click to see the last one (L)"))
        for number, trick in enumerate(tricks, 1):
            winner = trick.winner
            index = pile_count[winner]
            pile_count[winner] += 1
            y = height - margin - g.small_tall if winner == me else g.top
            x = width - margin - small - index * g.offset
            tip = won_tip if winner == me else tr("Tricks won: %1").replace("%1", str(in_piles[other]))
            for offset, c in enumerate(trick.cards):
                places[f"card:{c}"] = _Place(c, False, QPointF(x, y), 30 + index * 2 + offset, small,
                                             clickable=winner == me, tip=tip)
                self._pile_keys.add(f"card:{c}")
            self._pile_rects[winner] = QRectF(x, y, width - margin - x, g.small_tall)
            if state.show_last_trick and number == len(tricks) and not last_in_middle:
                peeks.append(("peek_trick", list(trick.cards), tr("Last trick"), False))
        self._place_peeks(peeks, places, g)
        return places

    def _place_peeks(self, peeks: list[tuple[str, list[Card], str, bool]], places: dict[str, _Place],
                     g: Geometry) -> None:
        """The packets shown face up on request, side by side right of the trick, fanned closer if need be."""
        self._peeks = {}
        if not peeks:
            return
        x = g.width / 2 + g.card / 2 + g.card * TRICK_SHIFT[0] + 2 * g.margin
        room = g.width - g.margin - x - 2 * g.margin * (len(peeks) - 1) - g.small * len(peeks)
        steps = sum(len(cards) - 1 for _, cards, _, _ in peeks)
        fan = max(0.15, min(FAN, room / (g.small * steps))) if steps else FAN
        for z, (key, cards, tip, clickable) in enumerate(peeks):
            for i, c in enumerate(cards):
                places[f"card:{c}"] = _Place(c, True, QPointF(x + i * g.small * fan, g.row), 70 + 10 * z + i, g.small,
                                             clickable=clickable, tip=tip)
            span = g.small * (1 + fan * (len(cards) - 1))
            self._peeks[key] = QRectF(x, g.row, span, g.small_tall)
            x += span + 2 * g.margin

    @staticmethod
    def _opponent_count(view: SeatView[GameRules]) -> int:
        played = len(view.tricks)
        in_trick = 1 if view.trick and view.to_act == view.seat else 0
        return 12 - played - in_trick

    @staticmethod
    def _trick_leader(view: SeatView[GameRules]) -> int:
        if not view.trick:
            return view.seat
        # The seat to act is the second player of the trick.
        return 1 - view.to_act if view.to_act is not None else view.seat

    def _text_colour(self, bold: bool) -> QColor:
        if self.high_contrast:
            return QColor(themes.HIGH_CONTRAST_TEXT)
        return QColor("#f3efe0") if bold else QColor("#e2ecd9")

    def _label(self, key: str, bold: bool = True) -> QGraphicsSimpleTextItem:
        label = self._labels.get(key)
        if label is None:
            label = QGraphicsSimpleTextItem()
            label.setData(0, bold)
            label.setBrush(self._text_colour(bold))
            label.setZValue(100)
            self._scene.addItem(label)
            self._labels[key] = label
        return label

    def _place_labels(self, state: TableState) -> None:
        view = state.view
        g = self.geometry_()
        me, other = view.seat, 1 - view.seat
        role = {view.elder: tr("elder"), 1 - view.elder: tr("younger, dealer")}
        names = (display_name(state.names[0]), display_name(state.names[1]))

        def player(seat: int) -> str:
            return (f"{names[seat]} ({role[seat]}) — {tr('this deal')} {view.scores[seat].total}, "
                    f"{tr('total')} {state.totals[seat]}")

        def won(seat: int) -> str:  # the tricks in the pile (not one still lying in the middle)
            count = self._pile_count[seat]
            return tr("Tricks won: %1").replace("%1", str(count)) if count else ""

        mine_discard = self._my_discard(state) if view.discard and not state.show_discard else ""
        other_discard = fill(tr("%1's discard"), named(names[other])) \
            if view.taken[other] and other not in state.discards else ""
        self._info_line(g, g.other_info, ("discard_other", other_discard),
                        ("other", player(other) + ("  …" if state.thinking else "")), ("won_other", won(other)))
        self._info_line(g, g.mine_info, ("discard_me", mine_discard), ("me", player(me)), ("won_me", won(me)))
        # Under the talon, under the packets shown on request, and under a trick that waits for a click.
        talon_right = g.margin
        talon = self._label("talon", bold=False)
        if not self._talon_rect.isEmpty():
            packets = self._talon_rect
            self._fit_text(talon, tr("Talon"), g.caption_points, False, g.card * 2.5)
            x = max(g.margin, packets.center().x() - talon.boundingRect().width() / 2)
            talon.setPos(x, g.row + g.tall + 4 * g.offset + g.gap / 2)
            talon_right = x + talon.boundingRect().width()
        else:
            talon.setText("")
        other_discard_words = fill(tr("%1's discard"), named(state.names[1 - view.seat]))
        for key, text in (("peek_trick", tr("Last trick")), ("peek_discard", self._my_discard(state)),
                          ("peek_other_discard", other_discard_words)):
            label = self._label(key, bold=False)
            rect = self._peeks.get(key)
            if rect is None:
                label.setText("")
                continue
            after = [r.x() for r in self._peeks.values() if r.x() > rect.x()]
            room = min(after, default=g.width - g.margin + g.gap) - g.gap - rect.x()
            self._fit_text(label, text, g.caption_points, False, room)
            label.setPos(rect.x(), rect.bottom() + g.gap / 2)
        hint = self._label("hint", bold=False)
        if self._holding is not None and self.gather_on_click:
            room = g.width - 2 * max(g.margin, talon_right + g.gap)
            self._fit_text(hint, tr("Click the table to gather the trick"), g.caption_points, False, room)
            hint.setPos((g.width - hint.boundingRect().width()) / 2,
                        g.middle + g.tall * (1 + 2 * TRICK_SHIFT[1]) + g.gap)
        else:
            hint.setText("")
        for key, label in self._labels.items():
            label.setToolTip(label.text() if key.startswith(("discard", "won", "talon")) else "")

    @staticmethod
    def _my_discard(state: TableState) -> str:
        """The bottom seat's discard: the person's, or named where the seat is not a person's (a demo)."""
        if state.person:
            return tr("Your discard")
        return fill(tr("%1's discard"), named(state.names[state.view.seat]))

    @staticmethod
    def _fit_text(label: QGraphicsSimpleTextItem, text: str, points: float, bold: bool, room: float) -> None:
        """The text in a font of ``points``, smaller if need be to be at most ``room`` wide (then elided)."""
        for _ in range(10):
            font = _font(points, bold)
            if QFontMetricsF(font).horizontalAdvance(text) <= room or points <= 6:
                break
            points *= 0.9
        metrics = QFontMetricsF(font)
        if metrics.horizontalAdvance(text) > room:
            text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, max(0.0, room))
        label.setFont(font)
        label.setText(text)

    def _info_line(self, g: Geometry, y: float, left: tuple[str, str], centre: tuple[str, str],
                   right: tuple[str, str]) -> None:
        """A line of text across the felt: a pile's caption at each side, a player's name and scores between."""
        room = g.width - 2 * g.margin
        gap = g.card * 0.3
        scale = 1.0
        for _ in range(8):
            bold, plain = QFontMetricsF(_font(g.points * scale)), QFontMetricsF(_font(g.caption_points * scale, False))
            sides = [plain.horizontalAdvance(text) for _, text in (left, right)]
            need = bold.horizontalAdvance(centre[1]) + sum(sides) + gap * sum(1 for w in sides if w)
            if need <= room or g.points * scale <= 6.5:
                break
            scale *= 0.9
        items = {}
        for (key, text), is_bold in ((left, False), (centre, True), (right, False)):
            label = self._label(key, is_bold)
            size = (g.points if is_bold else g.caption_points) * scale
            self._fit_text(label, text, size, is_bold, room)
            items[key] = label
        widths = {key: label.boundingRect().width() if label.text() else 0.0 for key, label in items.items()}
        left_end = g.margin + widths[left[0]] + (gap if widths[left[0]] else 0)
        right_start = g.width - g.margin - widths[right[0]] - (gap if widths[right[0]] else 0)
        if widths[centre[0]] > right_start - left_end:
            label = items[centre[0]]
            self._fit_text(label, centre[1], label.font().pointSizeF(), True, max(0.0, right_start - left_end))
            widths[centre[0]] = label.boundingRect().width()
        x = min(max((g.width - widths[centre[0]]) / 2, left_end), right_start - widths[centre[0]])
        line = g.line
        for key, pos_x in ((left[0], g.margin), (centre[0], x), (right[0], g.width - g.margin - widths[right[0]])):
            label = items[key]
            label.setPos(pos_x, y + (line - label.boundingRect().height()) / 2)
