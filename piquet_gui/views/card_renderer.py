"""Card faces and backs drawn from the SVG deck, crisp at any size and pixel ratio, each drawn once.

Rendering all 32 faces large takes about a second, so every image is cached
by (card, width in device pixels): a resize renders each card once at the new
size, and high-DPI screens get device pixels, not a blurry scale-up.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from ..model.cards import Card, Rank, Suit
from ..resources import resource_path

DECK = resource_path("cards", "svg-cards.svgz")
CARD_WIDTH = 169.075
CARD_HEIGHT = 244.640
ASPECT = CARD_HEIGHT / CARD_WIDTH

_SUIT_IDS = {Suit.SPADES: "spade", Suit.HEARTS: "heart", Suit.DIAMONDS: "diamond", Suit.CLUBS: "club"}
_RANK_IDS = {Rank.ACE: "1", Rank.KING: "king", Rank.QUEEN: "queen", Rank.JACK: "jack", Rank.TEN: "10",
             Rank.NINE: "9", Rank.EIGHT: "8", Rank.SEVEN: "7"}
BACK = "back"


def element_id(card: Card | None) -> str:
    """The deck's element for a card, or the back for None."""
    if card is None:
        return BACK
    return f"{_SUIT_IDS[card.suit]}_{_RANK_IDS[card.rank]}"


class CardRenderer:
    """Pixmaps of cards from one SVG deck, cached by element and size."""

    def __init__(self, deck: Path = DECK) -> None:
        self._svg = QSvgRenderer(str(deck))
        if not self._svg.isValid():
            raise RuntimeError(f"the card deck {deck} cannot be read")
        self._cache: dict[tuple[str, int], QPixmap] = {}

    def pixmap(self, card: Card | None, width: float, device_pixel_ratio: float = 1.0) -> QPixmap:
        """The card (or the back, for None) ``width`` logical pixels wide."""
        pixels = max(8, round(width * device_pixel_ratio))
        key = (element_id(card), pixels)
        cached = self._cache.get(key)
        if cached is None:
            cached = QPixmap.fromImage(self._render(key[0], pixels))
            self._cache[key] = cached
        cached.setDevicePixelRatio(device_pixel_ratio)
        return cached

    def _render(self, element: str, pixels: int) -> QImage:
        height = round(pixels * ASPECT)
        image = QImage(pixels, height, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        # One fixed scale from the card's width: the bounds Qt reports for a face are a little
        # taller than the card, and fitting them would make faces sit low.
        scale = pixels / CARD_WIDTH
        bounds = self._svg.boundsOnElement(element)
        target = QRectF(bounds.x() * scale, bounds.y() * scale, bounds.width() * scale, bounds.height() * scale)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        self._svg.render(painter, element, target)
        painter.end()
        return image

    def cache_size(self) -> int:
        return len(self._cache)
