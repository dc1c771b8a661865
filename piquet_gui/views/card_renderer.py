"""Card faces and backs drawn from the SVG deck, crisp at any size and pixel ratio, each drawn once.

Rendering all 32 faces large takes about a second, so every image is cached
by (card, width in device pixels, style): a resize renders each card once at
the new size, and high-DPI screens get device pixels, not a blurry scale-up.
The style (``themes.CardStyle``) chooses the deck (the standard pattern, or the
French one with R D V), the four-colour suits, the back and high contrast.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from ..model.cards import Card, Rank, Suit
from . import themes
from .themes import CardStyle

DECK = themes.STANDARD_DECK
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
    """Pixmaps of cards from an SVG deck, cached by element, size and style."""

    def __init__(self, deck: Path = DECK) -> None:
        self._deck = Path(deck)
        self._svgs: dict[tuple[bool, bool], QSvgRenderer] = {}
        self._cache: dict[tuple[str, int, CardStyle], QPixmap] = {}
        self.style = CardStyle()
        self._svg_for(self.style)  # a deck that cannot be read says so at once

    def set_style(self, style: CardStyle) -> bool:
        """Draw the cards in this style from now on; True if it changed (the caller redraws)."""
        if style == self.style:
            return False
        self.style = style
        return True

    @property
    def high_contrast(self) -> bool:
        return self.style.high_contrast

    def indices(self) -> tuple[str, ...]:
        """The letters in the corners of the ace, king, queen and knave as drawn now, for the words that name
        cards (``words.show_indices``)."""
        return themes.FRENCH_INDICES if self._french(self.style) else themes.STANDARD_INDICES

    def _french(self, style: CardStyle) -> bool:
        return style.french and self._deck == DECK and themes.FRENCH_DECK.exists()

    def _svg_for(self, style: CardStyle) -> QSvgRenderer:
        french = self._french(style)
        key = (french, style.four_colour)
        svg = self._svgs.get(key)
        if svg is None:
            path = themes.FRENCH_DECK if french else self._deck
            if not style.four_colour:
                svg = QSvgRenderer(str(path))
            else:
                text = themes.deck_text(path)
                text = themes.four_colour_french(text) if french else themes.four_colour_standard(text)
                svg = QSvgRenderer(QByteArray(text.encode("utf-8")))
            if not svg.isValid():
                raise RuntimeError(f"the card deck {path} cannot be read")
            self._svgs[key] = svg
        return svg

    def pixmap(self, card: Card | None, width: float, device_pixel_ratio: float = 1.0) -> QPixmap:
        """The card (or the back, for None) ``width`` logical pixels wide."""
        pixels = max(8, round(width * device_pixel_ratio))
        style = self.style
        key = (element_id(card), pixels, style)
        cached = self._cache.get(key)
        if cached is None:
            cached = QPixmap.fromImage(self._render(key[0], pixels, style))
            self._cache[key] = cached
        cached.setDevicePixelRatio(device_pixel_ratio)
        return cached

    def image(self, card: Card | None, width: int) -> QImage:
        """The card as an image ``width`` pixels wide, in the current style (not cached)."""
        return self._render(element_id(card), width, self.style)

    def _render(self, element: str, pixels: int, style: CardStyle) -> QImage:
        height = round(pixels * ASPECT)
        if element == BACK and style.back in themes.BACK_COLOURS:
            image = themes.draw_back(style.back, pixels, height)
        else:
            image = QImage(pixels, height, QImage.Format.Format_ARGB32_Premultiplied)
            image.fill(Qt.GlobalColor.transparent)
            svg = self._svg_for(style)
            bounds = svg.boundsOnElement(element)
            painter = QPainter(image)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            if not self._french(style):
                # One fixed scale from the card's width: the bounds Qt reports for a face are a little
                # taller than the card, and fitting them would make faces sit low.
                scale = pixels / CARD_WIDTH
                target = QRectF(bounds.x() * scale, bounds.y() * scale, bounds.width() * scale,
                                bounds.height() * scale)
            else:
                # The French sheet's cards are their bounds exactly, a shade squarer: fitted to the card.
                target = QRectF(0, 0, pixels, height)
            svg.render(painter, element, target)
            painter.end()
        if style.high_contrast:
            themes.outline_card(image)
        return image

    def cache_size(self) -> int:
        return len(self._cache)
