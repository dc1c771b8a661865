"""Where everything on the table goes at a window size: the card size that fits, and the rows.

The cards take the largest size at which a hand of twelve fits the width and both hands and the middle
row fit the height (the card-size setting takes a share of that); the text on the felt follows the cards
(and the text-size setting).  Pure arithmetic over Qt's point and font metrics: nothing is drawn here.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QPointF
from PySide6.QtGui import QFont, QFontMetricsF

from .card_renderer import ASPECT

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
