"""The card table: every player's hand, the talon, the discards, the trick and the tricks won.

The table draws one seat's view (the *viewer*, at the bottom), for two, three or four places
(``table_layout`` for two, ``table_round`` for more, by the view's seats and sides alone), and knows no
rules: it is told which cards may be clicked, which are selected and which
are dimmed.  It lays itself out anew for every window size (``table_geometry``
the sizes, ``table_layout`` the places), and cards are rendered at their exact
pixel size so they stay crisp.

A finished trick stays in the middle until it is *gathered* (a click on the
felt, or a pause): the window holds the computer's next lead until then.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (QBrush, QColor, QKeyEvent, QMouseEvent, QPainter, QPainterPath,
                           QPen, QRadialGradient, QResizeEvent)
from PySide6.QtWidgets import (QGraphicsPathItem, QGraphicsRectItem, QGraphicsScene, QGraphicsSimpleTextItem,
                               QGraphicsTextItem, QGraphicsView, QWidget)

from ..model.cards import Card
from ..model.view import SeatView

if TYPE_CHECKING:
    from ..model.view import GameRules
from .card_item import CardItem
from .hand_order import moved
from . import themes
from .card_renderer import CardRenderer
from .table_geometry import Geometry, _font
from .table_layout import _Place
from .table_round_labels import RoundLabels
from .words import card_words, tr

@dataclasses.dataclass(frozen=True)
class TableState:
    """Everything the table shows, decided by the window from the controller."""

    view: SeatView[GameRules]
    """The viewer's view, of any game."""
    names: Sequence[str]
    totals: tuple[int, ...]
    selectable: frozenset[Card] = frozenset()
    selected: frozenset[Card] = frozenset()
    playable: frozenset[Card] = frozenset()
    dimmed: frozenset[Card] = frozenset()
    focus: Card | None = None
    show_discard: bool = False
    show_last_trick: bool = False
    hands: Mapping[int, tuple[Card, ...]] = dataclasses.field(default_factory=dict)
    """Other seats' cards face up, by seat (the review of a finished deal), else backs."""
    discards: Mapping[int, tuple[Card, ...]] = dataclasses.field(default_factory=dict)
    """Other seats' discards face up, by seat (the review of a finished deal, where nothing is hidden), else
    backs."""
    talon: tuple[Card, ...] | None = None
    """The whole talon face up, top first (the review of a finished deal), else as the view knows it."""
    thinking: bool = False
    deal_number: int = 0
    gather_tricks: bool = False
    """A finished trick stays in the middle until gathered (a click, or ``TableView.gather_ms``); else (a
    review) until the next lead."""
    better: frozenset[Card] = frozenset()
    """The coach's better choice in the bottom hand (the review): raised, in a green frame."""
    chosen: frozenset[Card] = frozenset()
    """What the bottom seat chose there, where the coach found better (the review): an orange mark."""
    hand_order: tuple[Card, ...] | None = None
    """The viewer's hand in the order it is shown (the aid *Sort my hand*), else the view's."""
    arrange: bool = False
    """The person may drag a card of his hand to another place in it (the table in play, not a review)."""
    person: bool = True
    """The bottom seat is the person at the screen, spoken to ("Your discard"); else (the computer's, in a demo)
    it is named as the top one is ("West's discard")."""

    @property
    def hand(self) -> tuple[Card, ...]:
        """The viewer's hand as the table lays it out, left to right."""
        return self.view.hand if self.hand_order is None else self.hand_order


class TableView(RoundLabels):
    cardClicked = Signal(object)
    """A card of the viewer's hand (a Card) was clicked."""
    discardClicked = Signal()
    lastTrickClicked = Signal()
    handArranged = Signal(object)
    """The person dragged a card of his hand to another place in it: the hand as it now lies (a tuple of cards)."""
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
        self.gather_seen = False
        """The aid *gather at once*: a trick whose last card the person at the screen played (he saw it all fall)
        goes to its winner at once, with neither the pause nor the click."""
        self._renderer = renderer
        self._scene = QGraphicsScene(self)
        self.setScene(self._scene)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        # The whole felt is painted afresh at each change: the minimal update left stale pieces of text behind
        # on a real X display where a caption changed its font and place (tests/gui/test_real_paint.py).
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.FullViewportUpdate)
        self.setMinimumSize(600, 420)
        self._items: dict[str, CardItem] = {}
        self._labels: dict[str, QGraphicsSimpleTextItem] = {}
        self._state: TableState | None = None
        self._pile_keys: set[str] = set()
        self._placed: dict[str, _Place] = {}
        """Where the last layout put each card (``keep_clear``)."""
        self._pile_rects: dict[int, QRectF] = {}
        self._deal_number = 0
        self._geometry: Geometry | None = None
        self._geometry_key: tuple[int, int, float, float] | None = None
        self._pile_count = [0, 0]
        self._round = None
        self._round_key = None
        self._out_boxes = {}
        self._won_keys = {}
        self._from_seat = {}
        self._banner_room = None
        self._top_band = []
        self._talon_rect = QRectF()
        self._peeks: dict[str, QRectF] = {}
        """The face-up packets shown on request (last trick, discard), for their captions."""
        self._seen_trick: tuple[int, int] | None = None
        """The last finished trick the table has held (deal, tricks played)."""
        self._holding: tuple[int, int] | None = None
        """The finished trick lying in the middle, waiting to be gathered."""
        self._won: tuple[int, tuple[int, ...]] = (0, (0, 0))
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
        self._banner_box.setBrush(QColor(10, 40, 22))  # opaque: no card shows through the words
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
        self._placed = places
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
            item.set_coach(place.better, place.chosen)
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

    def describe_focus(self, state: TableState | None) -> str:
        """What a screen reader says of the table: the chosen card and its state ("Seven of hearts, playable"),
        else the hand."""
        if state is None:
            return tr("No cards on the table")
        card = state.focus
        if card is None or card not in state.view.hand:
            hand = ", ".join(card_words(c) for c in state.hand)
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
            self.setAccessibleDescription(text)  # (Qt tells the screen reader: told again, Orca said each card twice)

    def clear(self) -> None:
        """Nothing on the felt: while the table passes to the other player, no card of either hand
        stays drawn behind the screen."""
        for item in self._items.values():
            self._scene.removeItem(item)
        self._items.clear()
        for label in self._labels.values():
            label.setText("")
        for box in self._out_boxes.values():
            box.setVisible(False)
        self._unmark()
        self._state = None
        self._describe(None)

    def _connect(self, item: CardItem, key: str) -> None:
        item.clicked.connect(lambda card, k=key: self._clicked(k, card))
        item.dropped.connect(self._dropped)

    def _dropped(self, card: Card | None, where: QPointF) -> None:
        """A card let go over the middle of the table is played (if it may be); let go along the hand, it takes
        that place in it (the hand sorted by hand); anywhere else it goes back."""
        g = self.geometry_()
        top = g.top + g.tall
        middle = QRectF(g.width * 0.2, top, g.width * 0.6, g.mine_info - top)
        state = self._state
        if state is not None and self.round_table(state):
            middle = self.round_geometry(state).trick_rect().adjusted(-g.card / 2, -g.card / 4, g.card / 2, 0)
        item = self._items.get(f"card:{card}") if card is not None else None
        if card is not None and middle.contains(where) and self._in_own_hand(card):
            if item is not None and item.clickable:
                self.cardClicked.emit(card)
        elif card is not None and state is not None and state.arrange and card in state.hand \
                and g.bottom - g.lift - g.tall / 2 <= where.y() <= g.bottom + g.tall * 1.5:
            centres = [g.hand_positions(len(state.hand), g.bottom)[i].x() + g.card / 2 for i in range(len(state.hand))]
            order = moved(state.hand, card, where.x(), centres)
            if order != state.hand:
                self.handArranged.emit(order)
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
        room = self.banner_room() or QRectF(2 * g.margin + g.side, g.top, g.width - 4 * g.margin - 2 * g.side, g.tall)
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

    def label_rects(self) -> list[QRect]:
        """Where the labels on the felt are, in the viewport (they are laid out anew for each size)."""
        return [self.mapFromScene(label.sceneBoundingRect()).boundingRect() for label in self._labels.values()
                if label.text()]

    def keep_clear(self) -> dict[str, list[QRect]]:
        """Where the hands lie (cards or backs; a rect per hand), the piles (tricks won, discards; a rect per card),
        the cards in the middle (the trick) and the talon (a rect per card), in the viewport, where the layout puts
        them: what a panel or a note over the table leaves in view."""
        state = self._state
        found: dict[str, list[QRect]] = {"hands": [], "piles": [], "middle": [], "talon": []}
        if state is None:
            return found
        view = state.view
        owner = {c: seat for seat, cards in state.hands.items() for c in cards} | {c: view.seat for c in view.hand}
        discards = set(view.discard) | {c for cards in state.discards.values() for c in cards}
        middle = set(view.trick) | (set(view.tricks[-1].cards) if view.tricks else set())
        talon = {c for c in view.talon + (state.talon or ()) if c is not None}
        hands: dict[str, QRectF] = {}
        for key, place in self._placed.items():
            item = self._items.get(key)
            if item is None or not item.isVisible():
                continue
            rect = QRectF(place.pos, item.boundingRect().size())
            hand = key.split(":")[0] if key.startswith(("opp:", "back")) else \
                f"seat{owner[place.card]}" if place.card in owner else None
            if hand is not None:
                hands[hand] = hands.get(hand, rect).united(rect)
            elif key in self._pile_keys or key.startswith(("mydiscard:", "discard")) or place.card in discards:
                found["piles"].append(self.mapFromScene(rect).boundingRect())
            elif place.card in middle:
                found["middle"].append(self.mapFromScene(rect).boundingRect())
            elif key.startswith("talon:") or place.card in talon:
                found["talon"].append(self.mapFromScene(rect).boundingRect())
        found["hands"] = [self.mapFromScene(rect).boundingRect() for rect in hands.values()]
        return found

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
            if (self.gather_on_click or self.gather_ms > 0) and not (self.gather_seen and state.person and _closed_by(view)):
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
        by_side = [0] * (max(view.sides) + 1)
        for seat, count in enumerate(view.tricks_won):
            by_side[view.sides[seat]] += count
        won = (state.deal_number, tuple(by_side))
        if won[0] == self._won[0] and len(won[1]) == len(self._won[1]):
            grown = [side for side in range(len(by_side)) if won[1][side] > self._won[1][side]]
            if len(grown) == 1:
                self._marked = grown[0]
                self._mark_timer.start(1200)
        else:
            self._unmark()
        self._won = won

    def _unmark(self) -> None:
        self._marked = None
        self._mark.setVisible(False)
        for key in self._won_keys.values():
            if key in self._labels:
                self._labels[key].setBrush(self._text_colour(False))

    def _place_mark(self) -> None:
        for side, won_key in self._won_keys.items():  # (only the pile marked now in its colour)
            if side != self._marked and won_key in self._labels:
                self._labels[won_key].setBrush(self._text_colour(False))
        if self._marked is None or self._state is None or self._marked not in self._pile_rects:
            self._mark.setVisible(False)
            return
        g = self.geometry_()
        rect = self._pile_rects[self._marked].adjusted(-2, -2, 2, 2)
        path = QPainterPath()
        path.addRoundedRect(rect, g.card * 0.06, g.card * 0.06)
        self._mark.setPath(path)
        self._mark.setVisible(True)
        key = self._won_keys.get(self._marked, "")
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

    def _origin(self, key: str, state: TableState) -> QPointF | None:
        """Where a card that just appeared comes from, so that it moves there."""
        view = state.view
        g = self.geometry_()
        if self.round_table(state):
            if key in self._from_seat:
                return self._from_seat[key]
            if key.startswith("card:") and any(str(c) == key[5:] for c in view.hand):
                r = self.round_geometry(state)
                return QPointF(g.width / 2 - g.card / 2, r.top_row)  # taken in from the talon
            return None
        if key.startswith("card:"):
            text = key[5:]
            if any(str(c) == text for c in view.trick) and not any(str(c) == text for c in view.hand):
                if view.to_act == view.seat or view.to_act is None:
                    return QPointF(g.width / 2 - g.card / 2, g.top)  # from the opponent's hand
            if any(str(c) == text for c in view.hand):
                return QPointF(g.margin, g.row)  # taken in from the talon
        return None

    # --- text on the felt ---------------------------------------------------------------------------


def _closed_by(view: SeatView[GameRules]) -> bool:
    """Whether the viewer played the last card of the last trick (he saw every card of it fall)."""
    trick = view.tricks[-1]
    start = view.seats.index(trick.leader)
    return view.seats[(start + len(trick.cards) - 1) % len(view.seats)] == view.seat
