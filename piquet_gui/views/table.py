"""The card table: both hands, the talon's two packets, the discards, the trick and the tricks won.

The table draws one seat's view (the *viewer*, at the bottom) and knows no
rules: it is told which cards may be clicked, which are selected and which
are dimmed.  It lays itself out anew for every window size: the cards take
the largest size at which a hand of twelve fits the width and both hands and
the middle row fit the height (the card-size setting takes a share of that),
the text on the felt follows the cards (and the text-size setting), and
cards are rendered at their exact pixel size so they stay crisp.

A finished trick stays in the middle until it is *gathered* (a click on the
felt, or a pause): the window holds the computer's next lead until then.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (QAccessible, QAccessibleEvent, QBrush, QColor, QFont, QFontMetricsF, QKeyEvent, QMouseEvent, QPainter, QPainterPath,
                           QPen, QRadialGradient, QResizeEvent)
from PySide6.QtWidgets import (QGraphicsPathItem, QGraphicsRectItem, QGraphicsScene, QGraphicsSimpleTextItem,
                               QGraphicsTextItem, QGraphicsView, QWidget)

from ..model.cards import Card
from ..model.view import SeatView
from .card_item import CardItem
from . import themes
from .card_renderer import ASPECT, CardRenderer
from .words import card_words, display_name, tr

HAND_STEP = 0.56
"""A hand's cards overlap, each this share of a card's width to the right of the last..."""
TIGHT_STEP = 0.42
"""...or as little as this where the felt is narrow (the corner's index stays in view)."""
SHORT_STEP = 0.8
"""A hand of eight cards or fewer opens up."""
LIFT = 0.22
"""A selected card rises by this share of its width."""
SMALL = 0.62
"""Discards and tricks won are this much of a card."""
FAN = 0.55
"""Small cards shown face up are fanned by this share of their width."""
TRICK_SHIFT = (0.28, 0.12)
"""The trick's two cards sit apart across (share of a card's width) and down (of its height)."""
TEXT_POINTS = 0.09
"""The felt's text, in points per pixel of a card's width, at the normal text size..."""
MIN_POINTS = 8.0
"""...and never below this."""


def _font(points: float, bold: bool = True) -> QFont:
    font = QFont()
    font.setPointSizeF(max(4.0, points))
    font.setBold(bold)
    return font


@dataclasses.dataclass(frozen=True)
class Geometry:
    """Where the rows of the table lie for one size of the felt (all in pixels of the scene)."""

    width: float
    height: float
    card: float
    points: float
    """The labels' font size."""
    line: float
    """The height of a line of the labels' text."""
    middle: float = 0.0
    """The top of the middle row (the opponent's card of the trick)."""

    @property
    def caption_points(self) -> float:
        """The captions of the piles: a little smaller than the names, where that stays legible."""
        return max(self.points * 0.92, min(self.points, MIN_POINTS))

    @property
    def tall(self) -> float:
        return self.card * ASPECT

    @property
    def margin(self) -> float:
        return max(4.0, self.card * 0.08)

    @property
    def gap(self) -> float:
        return max(3.0, self.card * 0.05)

    @property
    def small(self) -> float:
        return self.card * SMALL

    @property
    def small_tall(self) -> float:
        return self.small * ASPECT

    @property
    def lift(self) -> float:
        return self.card * LIFT

    @property
    def offset(self) -> float:
        """How far each card of a packet (talon, discard, tricks won) lies from the one under it."""
        return max(1.0, self.card * 0.016)

    @property
    def side(self) -> float:
        """The width of the side columns: discards at the left, tricks won at the right."""
        return self.small + 11 * self.offset

    @property
    def other_info(self) -> float:
        """The line of text over the opponent's hand, at the top of the felt."""
        return self.margin

    @property
    def top(self) -> float:
        """The opponent's hand."""
        return self.other_info + self.line + self.gap

    @property
    def bottom(self) -> float:
        return self.height - self.margin - self.tall

    @property
    def mine_info(self) -> float:
        """The line of text over the viewer's hand (and over its raised cards)."""
        return self.bottom - self.lift - self.gap - self.line

    @property
    def middle_height(self) -> float:
        """The trick, and a line of text under it."""
        return self.tall * (1 + 2 * TRICK_SHIFT[1]) + self.gap + self.line

    @property
    def row(self) -> float:
        """The top of a card in the middle of the middle row (the talon's)."""
        return self.middle + self.tall * TRICK_SHIFT[1]

    def hand_positions(self, count: int, y: float) -> list[QPointF]:
        card = self.card
        room = self.width - 4 * self.margin - 2 * self.side - card
        spread = card * (HAND_STEP if count > 8 else SHORT_STEP)
        step = min(spread, room / max(count - 1, 1)) if count > 1 else 0
        left = (self.width - (card + step * (count - 1))) / 2
        return [QPointF(left + step * i, y) for i in range(count)]

    def needs(self) -> tuple[float, float]:
        """The width and height the layout takes at this card size."""
        width = 4 * self.margin + 2 * self.side + self.card * (1 + 11 * TIGHT_STEP)
        height = (2 * self.margin + 2 * self.tall + self.lift + 2 * self.line + 4 * self.gap
                  + self.middle_height)
        return width, height


def fit(width: float, height: float, card_scale: float = 1.0, text_scale: float = 1.0) -> Geometry:
    """The table's rows for a felt of this size: the largest cards that fit, times ``card_scale``.

    >>> g = fit(1600, 1000, 0.9)
    >>> g.needs()[0] <= 1600 and g.needs()[1] <= 1000
    True
    """
    def at(card: float) -> Geometry:
        points = max(MIN_POINTS, card * TEXT_POINTS) * text_scale
        return Geometry(width, height, card, points, QFontMetricsF(_font(points)).height() + 1)

    def fits(card: float) -> bool:
        need_width, need_height = at(card).needs()
        return need_width <= width and need_height <= height

    low, high = 16.0, max(32.0, min(width, height))
    for _ in range(30):
        mid = (low + high) / 2
        low, high = (mid, high) if fits(mid) else (low, mid)
    geometry = at(max(16.0, low * min(card_scale, 1.0)))
    free_top = geometry.top + geometry.tall + geometry.gap
    free_bottom = geometry.mine_info - geometry.gap
    middle = free_top + max(0.0, (free_bottom - free_top - geometry.middle_height) / 2)
    return dataclasses.replace(geometry, middle=middle)


@dataclasses.dataclass(frozen=True)
class TableState:
    """Everything the table shows, decided by the window from the controller."""

    view: SeatView
    names: Sequence[str]
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
    gather_tricks: bool = False
    """A finished trick stays in the middle until gathered (a click, or ``TableView.gather_ms``); else (a
    review) until the next lead."""


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


class TableView(QGraphicsView):
    cardClicked = Signal(object)
    """A card of the viewer's hand (a Card) was clicked."""
    discardClicked = Signal()
    lastTrickClicked = Signal()
    trickGathered = Signal()
    """The finished trick went to its winner's pile (a click, or the pause passed)."""

    def __init__(self, renderer: CardRenderer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card_scale = 0.9
        """The player's card size setting: a share of the largest cards that fit (settings.CARD_SIZES)."""
        self.text_scale = 1.0
        """The player's text size setting (settings.TEXT_SIZES)."""
        self.gather_on_click = False
        """A finished trick waits for a click; else it is gathered after ``gather_ms``."""
        self.gather_ms = 1500
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
        self._pile_rects: dict[int, QRectF] = {}
        self._deal_number = 0
        self._geometry: Geometry | None = None
        self._geometry_key: tuple[int, int, float, float] | None = None
        self._pile_count = [0, 0]
        self._talon_rect = QRectF()
        self._peeks: dict[str, QRectF] = {}
        """The face-up packets shown on request (last trick, discard), for their captions."""
        self._seen_trick: tuple[int, int] | None = None
        """The last finished trick the table has held (deal, tricks played)."""
        self._holding: tuple[int, int] | None = None
        """The finished trick lying in the middle, waiting to be gathered."""
        self._won: tuple[int, tuple[int, int]] = (0, (0, 0))
        self._marked: int | None = None
        self._gather_timer = QTimer(self)
        self._gather_timer.setSingleShot(True)
        self._gather_timer.timeout.connect(self.gather_trick)
        self._mark_timer = QTimer(self)
        self._mark_timer.setSingleShot(True)
        self._mark_timer.timeout.connect(self._unmark)
        self._mark = QGraphicsPathItem()
        self._mark.setZValue(55)
        self._mark.setPen(QPen(QColor("#ffd54a"), 3))
        self._mark.setVisible(False)
        self._scene.addItem(self._mark)
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
        self.felt = themes.felt_colours("green")
        """The felt's centre and edge colours (the felt setting, black in high contrast)."""
        self.high_contrast = False
        self.setAccessibleName(tr("Card table"))
        self.setAccessibleDescription(tr("No cards on the table"))

    # --- drawing --------------------------------------------------------------------------------

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        area = QRectF(self.viewport().rect())
        gradient = QRadialGradient(area.center(), max(area.width(), area.height()) * 0.75)
        gradient.setColorAt(0.0, self.felt[0])
        gradient.setColorAt(1.0, self.felt[1])
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
        self._follow_tricks(state)
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
            found = self._items.get(key)
            start = None
            delay = 0
            if found is None:
                item = CardItem(self._renderer, place.card, place.face_up, place.width)
                self._connect(item, key)
                self._scene.addItem(item)
                self._items[key] = item
                if dealing and duration:
                    # A new deal: the cards fly from the pack one after another.
                    item.setPos(self._pack_position())
                    delay = order * max(8, duration // 10)
                else:
                    start = self._origin(key, state)
                    item.setPos(start if start is not None and duration else place.pos)
            else:
                item = found
            item.set_width(place.width)
            item.set_face(place.card, place.face_up)
            item.setZValue(place.z)
            item.set_states(dimmed=place.dimmed, selected=place.selected, focused=place.focused,
                            clickable=place.clickable)
            item.draggable = place.draggable
            if item.toolTip() != place.tip:
                item.setToolTip(place.tip)
            item.move_to(place.pos, duration, delay)
        self._place_labels(state)
        self._place_mark()
        self._place_banner()
        self._describe(state)

    def set_theme(self, felt: str, high_contrast: bool) -> None:
        """The felt's colour and high contrast (a black felt, white text); the cards follow the renderer's style."""
        self.felt = themes.felt_colours(felt, high_contrast)
        self.high_contrast = high_contrast
        for label in self._labels.values():
            label.setBrush(self._text_colour(bool(label.data(0))))
        for item in self._items.values():
            item.restyle()
        self.resetCachedContent()
        self.viewport().update()

    def _text_colour(self, bold: bool) -> QColor:
        if self.high_contrast:
            return QColor(themes.HIGH_CONTRAST_TEXT)
        return QColor("#f3efe0") if bold else QColor("#e2ecd9")

    def describe_focus(self, state: TableState | None) -> str:
        """What a screen reader says of the table: the chosen card and its state ("Seven of hearts, playable"),
        else the hand."""
        if state is None:
            return tr("No cards on the table")
        card = state.focus
        if card is None or card not in state.view.hand:
            hand = ", ".join(card_words(c) for c in state.view.hand)
            return tr("Your hand: %1").replace("%1", hand) if hand else tr("No cards in your hand")
        if card in state.playable:
            status = tr("playable")
        elif card in state.dimmed:
            status = tr("may not be played")
        elif card in state.selected and state.selectable:
            status = tr("chosen to discard")
        elif card in state.selectable:
            status = tr("to keep")
        else:
            status = tr("in your hand")
        return f"{card_words(card)}, {status}"

    def _describe(self, state: TableState | None) -> None:
        text = self.describe_focus(state)
        if text != self.accessibleDescription():
            self.setAccessibleDescription(text)
            QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.DescriptionChanged))

    def clear(self) -> None:
        """Nothing on the felt: while the table passes to the other player, no card of either hand
        stays drawn behind the screen."""
        for item in self._items.values():
            self._scene.removeItem(item)
        self._items.clear()
        for label in self._labels.values():
            label.setText("")
        self._unmark()
        self._state = None
        self._describe(None)

    def _connect(self, item: CardItem, key: str) -> None:
        item.clicked.connect(lambda card, k=key: self._clicked(k, card))
        item.dropped.connect(self._dropped)

    def _dropped(self, card: Card | None, where: QPointF) -> None:
        """A card let go over the middle of the table is played; anywhere else it goes back."""
        g = self.geometry_()
        top = g.top + g.tall
        middle = QRectF(g.width * 0.2, top, g.width * 0.6, g.mine_info - top)
        if card is not None and middle.contains(where) and self._in_own_hand(card):
            self.cardClicked.emit(card)
        if self._state is not None:
            self.show_state(self._state)

    def _pack_position(self) -> QPointF:
        g = self.geometry_()
        return QPointF(g.margin, g.row)

    def set_banner(self, html: str) -> None:
        """A message on the table (the end of a deal or of the partie); "" hides it.  It lies over the
        opponent's hand, empty by then, leaving the last trick in view."""
        self._banner.setHtml(f"<div align='center'>{html}</div>")
        self._banner.setVisible(bool(html))
        self._banner_box.setVisible(bool(html))
        self._place_banner()

    def banner_text(self) -> str:
        return self._banner.toPlainText() if self._banner.isVisible() else ""

    def _place_banner(self) -> None:
        g = self.geometry_()
        pad_x, pad_y = max(8.0, g.card * 0.08), max(5.0, g.card * 0.05)
        room = QRectF(2 * g.margin + g.side, g.top, g.width - 4 * g.margin - 2 * g.side, g.tall)
        if not self._banner.isVisible():
            return
        points = max(10.0, g.card * 0.13) * self.text_scale
        for _ in range(12):
            self._banner.setFont(_font(points, bold=False))
            self._banner.setTextWidth(max(60.0, min(room.width() - 2 * pad_x, g.card * 8)))
            self._banner.setTextWidth(min(self._banner.textWidth(), self._banner.document().idealWidth() + 2))
            rect = self._banner.boundingRect()
            if rect.height() + 2 * pad_y <= room.height() or points <= 7:
                break
            points *= 0.9
        if rect.height() + 2 * pad_y > room.height():  # too long for the top band: over the middle
            room = QRectF(g.margin, g.margin, g.width - 2 * g.margin, g.height - 2 * g.margin)
        x = room.x() + (room.width() - rect.width()) / 2
        y = room.y() + max(0.0, (room.height() - rect.height()) / 2)
        self._banner.setPos(x, y)
        self._banner_box.setRect(QRectF(x - pad_x, y - pad_y, rect.width() + 2 * pad_x, rect.height() + 2 * pad_y)
                                 .intersected(QRectF(1, 1, g.width - 2, g.height - 2)))

    def card_item(self, card: Card) -> CardItem | None:
        return self._items.get(f"card:{card}")

    def label(self, key: str) -> str:
        """The text of one label on the felt ("me", "other", "talon", "won_me", "hint", …); "" if none."""
        label = self._labels.get(key)
        return label.text() if label is not None and label.isVisible() else ""

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

    # --- the finished trick ------------------------------------------------------------------------

    def holding_trick(self) -> bool:
        """A finished trick lies in the middle, not yet gathered."""
        return self._holding is not None

    def gather_trick(self) -> bool:
        """Send the finished trick lying in the middle to its winner's pile; False if there is none."""
        if self._holding is None:
            return False
        self._holding = None
        self._gather_timer.stop()
        if self._state is not None:
            self.show_state(self._state)
        self.trickGathered.emit()
        return True

    def marked_pile(self) -> int | None:
        """The seat whose pile of tricks is marked, having just grown."""
        return self._marked

    def _follow_tricks(self, state: TableState) -> None:
        """Hold a trick that has just been finished; mark the pile that grows."""
        view = state.view
        finished = (state.deal_number, len(view.tricks)) if not view.trick and view.tricks else None
        if not state.gather_tricks:
            self._holding = None
            self._gather_timer.stop()
        elif finished is not None and finished != self._seen_trick:
            self._seen_trick = finished
            if self.gather_on_click or self.gather_ms > 0:
                self._holding = finished
                self._unmark()
                if not self.gather_on_click:
                    self._gather_timer.start(self.gather_ms)
            else:
                self._holding = None
        elif finished is None or finished != self._holding:
            self._holding = None  # the next lead (or a new deal, or a move taken back) took it
            self._gather_timer.stop()
        if self._holding is not None:
            return
        won = (state.deal_number, view.tricks_won)
        if won[0] == self._won[0]:
            grown = [seat for seat in (0, 1) if won[1][seat] > self._won[1][seat]]
            if len(grown) == 1:
                self._marked = grown[0]
                self._mark_timer.start(1200)
        else:
            self._unmark()
        self._won = won

    def _unmark(self) -> None:
        self._marked = None
        self._mark.setVisible(False)
        for key in ("won_me", "won_other"):
            if key in self._labels:
                self._labels[key].setBrush(QColor("#e2ecd9"))

    def _place_mark(self) -> None:
        if self._marked is None or self._state is None or self._marked not in self._pile_rects:
            self._mark.setVisible(False)
            return
        g = self.geometry_()
        rect = self._pile_rects[self._marked].adjusted(-2, -2, 2, 2)
        path = QPainterPath()
        path.addRoundedRect(rect, g.card * 0.06, g.card * 0.06)
        self._mark.setPath(path)
        self._mark.setVisible(True)
        key = "won_me" if self._marked == self._state.view.seat else "won_other"
        if key in self._labels:
            self._labels[key].setBrush(QColor("#ffd54a"))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A click on the felt or on the trick gathers a finished trick (a card of the hand is played)."""
        if self._holding is not None and event.button() == Qt.MouseButton.LeftButton:
            item = self.itemAt(event.position().toPoint())
            if not (isinstance(item, CardItem) and self._in_own_hand(item.card)):
                self.gather_trick()
                event.accept()
                return
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self._holding is not None and event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.gather_trick()
            return
        super().keyPressEvent(event)

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
        for i, (c, pos) in enumerate(zip(view.hand, g.hand_positions(len(view.hand), g.bottom))):
            lift = g.lift if c in state.selected else 0.0
            places[f"card:{c}"] = _Place(c, True, QPointF(pos.x(), pos.y() - lift), 10 + i, card,
                                         clickable=c in state.selectable or c in state.playable,
                                         dimmed=c in state.dimmed, selected=c in state.selected,
                                         focused=c == state.focus, draggable=c in state.playable)
        # The opponent's hand along the top, backs unless shown.
        hidden_count = self._opponent_count(view)
        shown = state.opponent_hand
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
            known = view.talon[position]
            key = f"card:{known}" if known is not None else f"talon:{position}"
            places[key] = _Place(known, known is not None, QPointF(x, g.row + index * g.offset), 2 + position, card,
                                 tip=talon_tip)
            self._talon_rect = self._talon_rect.united(QRectF(x, g.row + index * g.offset, card, tall))
        # Discards: small packets beside each hand, at the left (the viewer's face up on request, with the
        # last trick, right of the trick: the "peeks").
        mine_tip = tr("Your discard: click to see it (D)")
        peeks: list[tuple[str, list[Card], str, bool]] = []
        if state.show_discard and view.discard:
            peeks.append(("peek_discard", list(view.discard), mine_tip, True))
        else:
            for i, c in enumerate(view.discard):
                places[f"mydiscard:{i}"] = _Place(None, False, QPointF(margin + i * g.offset, height - margin
                                                                       - g.small_tall), 40 + i, small,
                                                  clickable=True, tip=mine_tip)
        opponent_discarded = view.taken[other] or 0
        other_tip = tr("%1's discard").replace("%1", names[other])
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
            showing = [(leader if i == 0 else 1 - leader, c) for i, c in enumerate(view.trick)]
        elif tricks and (not state.gather_tricks or self._holding is not None):
            leader, first, second = tricks.pop()
            showing = [(leader, first), (1 - leader, second)]
        last_in_middle = bool(showing) and not view.trick
        for i, (seat, c) in enumerate(showing):
            dx = -card * TRICK_SHIFT[0] if seat == me else card * TRICK_SHIFT[0]
            dy = 2 * tall * TRICK_SHIFT[1] if seat == me else 0.0
            places[f"card:{c}"] = _Place(c, True, QPointF(centre_x + dx, g.middle + dy), 60 + i, card)
        # Tricks won: face-down piles at the right, beside each hand; the last one face up on request.
        pile_count = self._pile_count = [0, 0]
        self._pile_keys = set()
        self._pile_rects = {}
        in_piles = [sum(1 for leader, first, second in tricks if self._winner(leader, first, second) == seat)
                    for seat in (0, 1)]
        won_tip = (tr("Tricks won: %1").replace("%1", str(in_piles[me])) + " — "
                   + tr("click to see the last one (L)"))
        for number, (leader, first, second) in enumerate(tricks, 1):
            winner = self._winner(leader, first, second)
            index = pile_count[winner]
            pile_count[winner] += 1
            y = height - margin - g.small_tall if winner == me else g.top
            x = width - margin - small - index * g.offset
            tip = won_tip if winner == me else tr("Tricks won: %1").replace("%1", str(in_piles[other]))
            for offset, c in enumerate((first, second)):
                places[f"card:{c}"] = _Place(c, False, QPointF(x, y), 30 + index * 2 + offset, small,
                                             clickable=winner == me, tip=tip)
                self._pile_keys.add(f"card:{c}")
            self._pile_rects[winner] = QRectF(x, y, width - margin - x, g.small_tall)
            if state.show_last_trick and number == len(tricks) and not last_in_middle:
                peeks.append(("peek_trick", [first, second], tr("Last trick"), False))
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
    def _winner(leader: int, first: Card, second: Card) -> int:
        return leader if second.suit != first.suit or second.rank < first.rank else 1 - leader

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
        g = self.geometry_()
        if key.startswith("card:"):
            text = key[5:]
            if any(str(c) == text for c in view.trick) and not any(str(c) == text for c in view.hand):
                if view.to_act == view.seat or view.to_act is None:
                    return QPointF(g.width / 2 - g.card / 2, g.top)  # from the opponent's hand
            if any(str(c) == text for c in view.hand):
                return QPointF(g.margin, g.row)  # taken in from the talon
        return None

    # --- text on the felt ---------------------------------------------------------------------------

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

        mine_discard = tr("Your discard") if view.discard and not state.show_discard else ""
        other_discard = tr("%1's discard").replace("%1", names[other]) if view.taken[other] else ""
        self._info_line(g, g.other_info, ("discard_other", other_discard),
                        ("other", player(other) + ("  …" if state.thinking else "")), ("won_other", won(other)))
        self._info_line(g, g.mine_info, ("discard_me", mine_discard), ("me", player(me)), ("won_me", won(me)))
        # Under the talon, under the packets shown on request, and under a trick that waits for a click.
        used = sum(t or 0 for t in view.taken)
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
        for key, text in (("peek_trick", tr("Last trick")), ("peek_discard", tr("Your discard"))):
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
