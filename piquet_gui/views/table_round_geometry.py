"""Where everything goes on a table of three or four places: the card size that fits, and the places.

The viewer's hand along the bottom as at two; the players after him and before him in columns at the right
and the left, their backs stacked downwards; a fourth player (the viewer's partner) along the top; the
trick in the middle, each card pushed toward its player.  Pure arithmetic, like ``table_geometry``.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFontMetricsF

from .table_geometry import FAN, MIN_POINTS, TEXT_POINTS, TIGHT_STEP, Geometry, _font

COLUMN = 1.55
"""A side player's column, in cards' widths (his labels, his hand, his tricks and his discard)."""
STACK = 0.3
"""A side hand's cards lie this share of a card's height below one another..."""
TIGHT_STACK = 0.1
"""...or as little as this where the felt is short."""
REACH = (0.85, 0.3)
"""A card of the trick lies this far toward its player: across (cards' widths), up or down (heights)."""
LABEL_LINES = 3
"""A side player's lines of text over his hand: his name and marks, this deal's score and the total."""
BOTTOM, LEFT, TOP, RIGHT = "bottom", "left", "top", "right"


def places_round(count: int) -> tuple[str, ...]:
    """The places of a table of ``count``, from the viewer's round the table in the order of play.

    Deal and play go to the right (VARIANTS.md section 4; the French games' way, kept at three): the next
    player sits on the viewer's right, so a compass of names reads as a card table's, South at the bottom,
    East on his right, North opposite, West on his left.

    >>> places_round(3), places_round(4)
    (('bottom', 'right', 'left'), ('bottom', 'right', 'top', 'left'))
    """
    return (BOTTOM, RIGHT, LEFT) if count == 3 else (BOTTOM, RIGHT, TOP, LEFT)


@dataclasses.dataclass(frozen=True)
class RoundGeometry:
    """The rows and columns of a table of three or four for one size of the felt."""

    g: Geometry
    count: int

    @property
    def step(self) -> float:
        """From one line of a player's labels to the next (a line, and room for the rounding of pixels)."""
        return self.g.line + 2

    @property
    def column(self) -> float:
        return self.g.card * COLUMN

    @property
    def top_row(self) -> float:
        """The top of the top player's hand (four), or of the talon (three)."""
        g = self.g
        return g.margin + (g.line + g.gap if self.count == 4 else 0.0)

    @property
    def top_end(self) -> float:
        """Below the top row and its caption."""
        g = self.g
        return self.top_row + g.tall + g.gap + (g.line if self.count == 3 else 0.0)

    @property
    def centre(self) -> QPointF:
        """The middle of the trick."""
        g = self.g
        top = self.top_end + g.gap
        bottom = g.mine_info - g.gap - g.line - g.gap  # (a line for the hint under the trick)
        return QPointF(g.width / 2, top + max(g.tall * (0.5 + REACH[1]), (bottom - top) / 2))

    def trick_place(self, place: str) -> QPointF:
        """The top left of the card of the trick played from ``place``."""
        g = self.g
        dx = {LEFT: -REACH[0], RIGHT: REACH[0]}.get(place, 0.0) * g.card
        dy = {TOP: -REACH[1], BOTTOM: REACH[1]}.get(place, 0.0) * g.tall
        c = self.centre
        return QPointF(c.x() - g.card / 2 + dx, c.y() - g.tall / 2 + dy)

    def trick_rect(self) -> QRectF:
        """The middle, where the trick lies (and where a card is dropped to be played)."""
        g = self.g
        c = self.centre
        half_w, half_h = g.card * (0.5 + REACH[0]), g.tall * (0.5 + REACH[1])
        return QRectF(c.x() - half_w, c.y() - half_h, 2 * half_w, 2 * half_h)

    def column_rect(self, place: str) -> QRectF:
        """A side player's column, from the top of the felt down to the viewer's line of text."""
        g = self.g
        x = g.margin if place == LEFT else g.width - g.margin - self.column
        bottom = g.mine_info - g.gap
        return QRectF(x, g.margin, self.column, bottom - g.margin)

    def column_hand(self, place: str, count: int) -> list[QPointF]:
        """A side hand's cards in its column, under its lines of text, stacked downwards."""
        g = self.g
        rect = self.column_rect(place)
        top = rect.top() + LABEL_LINES * self.step + g.gap
        room = rect.bottom() - top - g.tall - self.under_hand()
        step = min(g.tall * STACK, room / max(count - 1, 1)) if count > 1 else 0.0
        x = rect.x() + (rect.width() - g.card) / 2
        return [QPointF(x, top + i * max(0.0, step)) for i in range(count)]

    def under_hand(self) -> float:
        """A side column's room under the hand: a gap, the small packets (tricks, discard), two lines of caption."""
        g = self.g
        return g.gap + g.small_tall + g.gap / 2 + 2 * self.step

    def centre_room(self) -> tuple[float, float]:
        """The felt between the columns (left and right edges)."""
        g = self.g
        return g.margin * 2 + self.column, g.width - 2 * g.margin - self.column

    def top_hand(self, count: int) -> list[QPointF]:
        """The top player's hand (a table of four), between the columns."""
        g = self.g
        left, right = self.centre_room()
        room = right - left - g.card
        step = min(g.card * 0.56, room / max(count - 1, 1)) if count > 1 else 0.0
        start = (g.width - (g.card + step * (count - 1))) / 2
        return [QPointF(start + step * i, self.top_row) for i in range(count)]

    def needs(self, hand: int) -> tuple[float, float]:
        """The width and height the layout takes at this card size, the viewer holding ``hand`` cards."""
        g = self.g
        peek = g.small * (1 + 3 * FAN)
        width = max(2 * (self.column + 3 * g.margin) + 2 * (g.card * (0.5 + REACH[0]) + g.margin + peek),
                    4 * g.margin + 2 * g.side + g.card * (1 + (hand - 1) * TIGHT_STEP))
        middle = self.top_end + 2 * g.gap + g.tall * (1 + 2 * REACH[1]) + g.line + g.gap
        column = g.margin + LABEL_LINES * self.step + g.gap + g.tall * (1 + 9 * TIGHT_STACK) + self.under_hand()
        low = g.gap + g.line + g.gap + g.lift + g.tall + g.margin  # the viewer's line and hand
        return width, max(middle, column) + low


def fit_round(width: float, height: float, count: int, hand: int, card_scale: float = 1.0,
              text_scale: float = 1.0) -> RoundGeometry:
    """The largest cards at which a table of ``count`` fits the felt, times ``card_scale``.

    >>> r = fit_round(800, 560, 3, 10, 0.9)
    >>> r.needs(10)[0] <= 800 and r.needs(10)[1] <= 560
    True
    """
    def at(card: float) -> RoundGeometry:
        points = max(MIN_POINTS, card * TEXT_POINTS) * text_scale
        g = Geometry(width, height, card, points, QFontMetricsF(_font(points)).height() + 1)
        return RoundGeometry(g, count)

    def fits(card: float) -> bool:
        need_width, need_height = at(card).needs(hand)
        return need_width <= width and need_height <= height

    low, high = 16.0, max(32.0, min(width, height))
    for _ in range(30):
        mid = (low + high) / 2
        low, high = (mid, high) if fits(mid) else (low, mid)
    return at(max(16.0, low * min(card_scale, 1.0)))
