"""The card table: both hands, the talon's two packets, the discards, the trick and the tricks won.

The table draws one seat's view (the *viewer*, at the bottom) and knows no
rules: it is told which cards may be clicked, which are selected and which
are dimmed.  It lays itself out anew for every window size, with cards
rendered at their exact pixel size so they stay crisp.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QRadialGradient, QResizeEvent
from PySide6.QtWidgets import (QGraphicsRectItem, QGraphicsScene, QGraphicsSimpleTextItem, QGraphicsTextItem,
                               QGraphicsView, QWidget)

from ..model.cards import Card
from ..model.view import SeatView
from .card_item import CardItem
from .card_renderer import ASPECT, CardRenderer
from .words import display_name, tr


@dataclasses.dataclass(frozen=True)
class TableState:
    """Everything the table shows, decided by the window from the controller."""

    view: SeatView
    names: tuple[str, str]
    totals: tuple[int, int]
    selectable: frozenset[Card] = frozenset()
    selected: frozenset[Card] = frozenset()
    playable: frozenset[Card] = frozenset()
    dimmed: frozenset[Card] = frozenset()
    focus: Card | None = None
    show_discard: bool = False
    show_last_trick: bool = False
    opponent_hand: tuple[Card, ...] | None = None
    """The opponent's cards face up (review, or the end of a hot-seat deal), else backs."""
    thinking: bool = False
    deal_number: int = 0


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


class TableView(QGraphicsView):
    cardClicked = Signal(object)
    """A card of the viewer's hand (a Card) was clicked."""
    discardClicked = Signal()
    lastTrickClicked = Signal()

    def __init__(self, renderer: CardRenderer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card_scale = 1.0
        """The player's card size setting: 0.85 small, 1 normal, 1.15 large."""
        self._renderer = renderer
        self._scene = QGraphicsScene(self)
        self.setScene(self._scene)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setMinimumSize(640, 420)
        self._items: dict[str, CardItem] = {}
        self._labels: dict[str, QGraphicsSimpleTextItem] = {}
        self._state: TableState | None = None
        self._pile_keys: set[str] = set()
        self._deal_number = 0
        self._banner = QGraphicsTextItem()
        self._banner.setZValue(900)
        self._banner.setDefaultTextColor(QColor("#fdf6dc"))
        self._banner_box = QGraphicsRectItem()
        self._banner_box.setZValue(899)
        self._banner_box.setBrush(QColor(10, 40, 22, 215))
        self._banner_box.setPen(QColor("#c9b37a"))
        self._scene.addItem(self._banner_box)
        self._scene.addItem(self._banner)
        self.set_banner("")
        self.animation_ms = 250
        self.card_width = 80.0

    # --- drawing --------------------------------------------------------------------------------

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        area = QRectF(self.viewport().rect())
        gradient = QRadialGradient(area.center(), max(area.width(), area.height()) * 0.75)
        gradient.setColorAt(0.0, QColor("#2f7d4a"))
        gradient.setColorAt(1.0, QColor("#174a2b"))
        painter.fillRect(rect, QBrush(gradient))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        self._scene.setSceneRect(0, 0, size.width(), size.height())
        if self._state is not None:
            self.show_state(self._state, animate=False)
        self._place_banner()

    def show_state(self, state: TableState, animate: bool = True) -> None:
        self._state = state
        places = self._layout(state)
        duration = self.animation_ms if animate else 0
        for key in list(self._items):
            if key not in places:
                item = self._items.pop(key)
                self._scene.removeItem(item)
        dealing = state.deal_number != self._deal_number
        if dealing:
            self._deal_number = state.deal_number
            for item in self._items.values():
                self._scene.removeItem(item)
            self._items.clear()
        for order, (key, place) in enumerate(places.items()):
            item = self._items.get(key)
            start = None
            delay = 0
            if item is None and dealing and duration:
                # A new deal: the cards fly from the pack one after another.
                item = CardItem(self._renderer, place.card, place.face_up, place.width)
                self._connect(item, key)
                self._scene.addItem(item)
                self._items[key] = item
                item.setPos(self._pack_position())
                delay = order * max(8, duration // 10)
            elif item is None:
                item = CardItem(self._renderer, place.card, place.face_up, place.width)
                self._connect(item, key)
                self._scene.addItem(item)
                self._items[key] = item
                start = self._origin(key, state)
                item.setPos(start if start is not None and duration else place.pos)
            item.set_width(place.width)
            item.set_face(place.card, place.face_up)
            item.setZValue(place.z)
            item.set_states(dimmed=place.dimmed, selected=place.selected, focused=place.focused,
                            clickable=place.clickable)
            item.draggable = place.draggable
            item.move_to(place.pos, duration, delay)
        self._place_labels(state)

    def clear(self) -> None:
        """Nothing on the felt: while the table passes to the other player, no card of either hand
        stays drawn behind the screen."""
        for item in self._items.values():
            self._scene.removeItem(item)
        self._items.clear()
        for label in self._labels.values():
            label.setText("")
        self._state = None

    def _connect(self, item: CardItem, key: str) -> None:
        item.clicked.connect(lambda card, k=key: self._clicked(k, card))
        item.dropped.connect(self._dropped)

    def _dropped(self, card: Card | None, where: QPointF) -> None:
        """A card let go over the middle of the table is played; anywhere else it goes back."""
        width, height, card_width, tall, _ = self._metrics()
        middle = QRectF(width * 0.25, height / 2 - tall, width * 0.5, tall * 2)
        if card is not None and middle.contains(where) and self._in_own_hand(card):
            self.cardClicked.emit(card)
        if self._state is not None:
            self.show_state(self._state)

    def _pack_position(self) -> QPointF:
        width, height, card, tall, margin = self._metrics()
        return QPointF(margin * 2, height / 2 - tall / 2)

    def set_banner(self, html: str) -> None:
        """A message across the middle of the table (the end of a deal or of the partie); "" hides it."""
        self._banner.setHtml(f"<div align='center'>{html}</div>")
        self._banner.setVisible(bool(html))
        self._banner_box.setVisible(bool(html))
        self._place_banner()

    def banner_text(self) -> str:
        return self._banner.toPlainText() if self._banner.isVisible() else ""

    def _place_banner(self) -> None:
        width, height, card, _, _ = self._metrics()
        font = QFont()
        font.setPointSizeF(max(11.0, card / 7))
        self._banner.setFont(font)
        self._banner.setTextWidth(min(width * 0.8, 640))
        rect = self._banner.boundingRect()
        x, y = (width - rect.width()) / 2, (height - rect.height()) / 2
        self._banner.setPos(x, y)
        self._banner_box.setRect(QRectF(x - 12, y - 8, rect.width() + 24, rect.height() + 16))

    def card_item(self, card: Card) -> CardItem | None:
        return self._items.get(f"card:{card}")

    def _clicked(self, key: str, card: Card | None) -> None:
        if self._in_own_hand(card):
            self.cardClicked.emit(card)
        elif key.startswith("mydiscard:") or (card is not None and self._state is not None
                                               and card in self._state.view.discard):
            self.discardClicked.emit()
        elif key in self._pile_keys:
            self.lastTrickClicked.emit()

    def _in_own_hand(self, card: Card | None) -> bool:
        return self._state is not None and card in self._state.view.hand

    # --- layout -----------------------------------------------------------------------------------

    def _metrics(self) -> tuple[float, float, float, float, float]:
        width = self.viewport().width()
        height = self.viewport().height()
        card = max(40.0, min(width / 8.6 * self.card_scale, height / 4.4 / ASPECT * self.card_scale,
                             150.0 * self.card_scale, height / 3.6 / ASPECT))
        self.card_width = card
        return width, height, card, card * ASPECT, max(8.0, card * 0.12)

    def _hand_positions(self, count: int, y: float) -> list[QPointF]:
        width, _, card, _, margin = self._metrics()
        room = width - 2 * (card * 0.75 + 2 * margin) - card
        spread = card * 0.56 if count > 8 else card * 0.8  # a short hand opens up
        step = min(spread, room / max(count - 1, 1)) if count > 1 else 0
        left = (width - (card + step * (count - 1))) / 2
        return [QPointF(left + step * i, y) for i in range(count)]

    def _layout(self, state: TableState) -> dict[str, _Place]:
        view = state.view
        width, height, card, tall, margin = self._metrics()
        small = card * 0.62
        places: dict[str, _Place] = {}
        me, other = view.seat, 1 - view.seat
        # The viewer's hand along the bottom; selected cards rise.
        bottom = height - tall - margin
        for i, (c, pos) in enumerate(zip(view.hand, self._hand_positions(len(view.hand), bottom))):
            lift = card * 0.22 if c in state.selected else 0.0
            places[f"card:{c}"] = _Place(c, True, QPointF(pos.x(), pos.y() - lift), 10 + i, card,
                                         clickable=c in state.selectable or c in state.playable,
                                         dimmed=c in state.dimmed, selected=c in state.selected,
                                         focused=c == state.focus, draggable=c in state.playable)
        # The opponent's hand along the top, backs unless shown.
        hidden_count = self._opponent_count(view)
        shown = state.opponent_hand
        count = len(shown) if shown is not None else hidden_count
        top = margin
        for i, pos in enumerate(self._hand_positions(count, top)):
            if shown is not None:
                places[f"card:{shown[i]}"] = _Place(shown[i], True, pos, 10 + i, card)
            else:
                places[f"opp:{i}"] = _Place(None, False, pos, 10 + i, card)
        # The talon: elder's packet of five and younger's three, at the left; known cards face up.
        middle = height / 2 - tall / 2
        used = sum(t or 0 for t in view.taken)
        talon_left = margin * 2
        for position in range(used, len(view.talon)):
            packet = 0 if position < 5 else 1
            index = position if packet == 0 else position - 5
            x = talon_left + index * 2.0 + (card + margin * 1.5) * packet
            y = middle + index * 2.0
            known = view.talon[position]
            key = f"card:{known}" if known is not None else f"talon:{position}"
            places[key] = _Place(known, known is not None, QPointF(x, y), 2 + position, card)
        # Discards: small packets beside each hand, at the left.
        for i, c in enumerate(view.discard):
            face = state.show_discard
            key = f"card:{c}" if face else f"mydiscard:{i}"
            places[key] = _Place(c if face else None, face,
                                 QPointF(margin + i * (small * 0.3 if face else 2), bottom + tall - small * ASPECT),
                                 40 + i, small, clickable=True)
        opponent_discarded = view.taken[other] or 0
        for i in range(opponent_discarded):
            places[f"discard:{i}"] = _Place(None, False, QPointF(margin + i * 2, top), 40 + i, small)
        # A carte blanche the opponent has shown: his twelve dealt cards, small, until the play.
        if view.opponent_carte_blanche and not view.tricks and not view.trick:
            for i, c in enumerate(view.opponent_carte_blanche):
                key = f"card:{c}"
                if key not in places:
                    places[f"blanche:{c}"] = _Place(c, True, QPointF(width / 2 - small * 3.3 + i * small * 0.55,
                                                                     middle + tall * 0.15), 80 + i, small)
        # The trick in the middle: the viewer's card low, the opponent's high.  A finished trick
        # stays there until the next lead, then goes face down to its winner's pile.
        centre_x = width / 2 - card / 2
        tricks = list(view.tricks)
        showing: list[tuple[int, Card]] = []
        if view.trick:
            leader = self._trick_leader(view)
            showing = [(leader if i == 0 else 1 - leader, c) for i, c in enumerate(view.trick)]
        elif tricks:
            leader, first, second = tricks.pop()
            showing = [(leader, first), (1 - leader, second)]
        for i, (seat, c) in enumerate(showing):
            dx = -card * 0.28 if seat == me else card * 0.28
            dy = tall * 0.12 if seat == me else -tall * 0.12
            places[f"card:{c}"] = _Place(c, True, QPointF(centre_x + dx, middle + dy), 60 + i, card)
        # Tricks won: face-down piles at the right, beside each hand; the last one face up on request.
        pile_count = [0, 0]
        self._pile_keys = set()
        for number, (leader, first, second) in enumerate(tricks, 1):
            winner = leader if second.suit != first.suit or second.rank < first.rank else 1 - leader
            index = pile_count[winner]
            pile_count[winner] += 1
            y = bottom + tall - small * ASPECT if winner == me else top
            x = width - margin - small - index * 2.5
            for offset, c in enumerate((first, second)):
                places[f"card:{c}"] = _Place(c, False, QPointF(x, y + index * 0.5), 30 + index * 2 + offset, small,
                                             clickable=winner == me)
                self._pile_keys.add(f"card:{c}")
            if state.show_last_trick and number == len(tricks):
                for offset, c in enumerate((first, second)):
                    places[f"card:{c}"] = _Place(c, True, QPointF(width / 2 - card * 1.9 + offset * small * 0.55,
                                                                  middle + tall * 0.1), 70 + offset, small)
        return places

    @staticmethod
    def _opponent_count(view: SeatView) -> int:
        played = sum(1 for leader, _, _ in view.tricks)
        in_trick = 1 if view.trick and view.to_act == view.seat else 0
        return 12 - played - in_trick

    @staticmethod
    def _trick_leader(view: SeatView) -> int:
        if not view.trick:
            return view.seat
        # The seat to act is the second player of the trick.
        return 1 - view.to_act if view.to_act is not None else view.seat

    def _origin(self, key: str, state: TableState) -> QPointF | None:
        """Where a card that just appeared comes from, so that it moves there."""
        view = state.view
        width, height, card, tall, margin = self._metrics()
        if key.startswith("card:"):
            text = key[5:]
            if any(str(c) == text for c in view.trick) and not any(str(c) == text for c in view.hand):
                if view.to_act == view.seat or view.to_act is None:
                    return QPointF(width / 2 - card / 2, margin)  # from the opponent's hand
            if any(str(c) == text for c in view.hand):
                return QPointF(margin * 2, height / 2 - tall / 2)  # taken in from the talon
        return None

    def _place_labels(self, state: TableState) -> None:
        view = state.view
        width, height, card, tall, margin = self._metrics()
        me, other = view.seat, 1 - view.seat
        role = {view.elder: tr("elder"), 1 - view.elder: tr("younger, dealer")}
        lift = card * 0.22
        right = width - margin
        names = (display_name(state.names[0]), display_name(state.names[1]))
        texts = {
            "me": (f"{names[me]} ({role[me]}) — {tr('this deal')} {view.scores[me].total}, "
                   f"{tr('total')} {state.totals[me]}", QPointF(margin, height - tall - margin - lift - 24), False),
            "other": (f"{names[other]} ({role[other]}) — {tr('this deal')} {view.scores[other].total}, "
                      f"{tr('total')} {state.totals[other]}" + ("  …" if state.thinking else ""),
                      QPointF(margin, margin + tall + 6), False),
            "won_me": (tr("Tricks: %1").replace("%1", str(view.tricks_won[me])) if view.tricks_won[me] else "",
                       QPointF(right, height - margin - card * 0.62 * ASPECT - 24), True),
            "won_other": (tr("Tricks: %1").replace("%1", str(view.tricks_won[other]))
                          if view.tricks_won[other] else "", QPointF(right, margin + card * 0.62 * ASPECT + 4), True),
        }
        font = QFont()
        font.setPointSizeF(max(9.0, card / 9))
        font.setBold(True)
        for key, (text, pos, align_right) in texts.items():
            label = self._labels.get(key)
            if label is None:
                label = QGraphicsSimpleTextItem()
                label.setBrush(QColor("#f3efe0"))
                label.setZValue(100)
                self._scene.addItem(label)
                self._labels[key] = label
            label.setFont(font)
            label.setText(text)
            if align_right:
                pos = QPointF(pos.x() - label.boundingRect().width(), pos.y())
            label.setPos(pos)
