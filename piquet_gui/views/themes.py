"""Looks and access: the felt's colour, the card backs, the four-colour deck, the French pattern and high contrast.

Everything here is drawn or rewritten in code, so nothing but the two decks in ``resources/cards`` is shipped:

* the felts are two colours of a radial gradient (high contrast: plain black);
* the drawn backs (red, blue, green) are painted with QPainter: white card stock, a border, a coloured field
  with a lattice, in the deck's proportions;
* the four-colour deck (spades black, hearts red, diamonds blue, clubs green) rewrites the fill colours of
  the suit symbols and the corner indices in the SVG text before it is parsed, so the face pictures keep
  their own colours;
* the French pattern (``ancient_french.svgz``, with R, D, V in the corners) is the same kind of sheet with
  the same element ids;
* high contrast is also a black calling panel, action bar and dock with white text and yellow marks
  (:func:`panel_style`, :func:`bar_style`, :func:`dock_palette`); the two-player privacy screen is drawn in the
  chosen felt, or black (:func:`privacy_style`);
* the text size setting reaches the panel, the bar and the dock as it reaches the table (:func:`text_points`).
"""

from __future__ import annotations

import dataclasses
import gzip
import re
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter, QPainterPath, QPalette, QPen
from PySide6.QtWidgets import QWidget

from ..resources import resource_path
from .words import tr


STANDARD_DECK = resource_path("cards", "svg-cards.svgz")
FRENCH_DECK = resource_path("cards", "ancient_french.svgz")
STANDARD_INDICES = ("A", "K", "Q", "J")
"""The letters svg-cards prints in the corners of the ace, king, queen and knave."""
FRENCH_INDICES = ("1", "R", "D", "V")
"""The French pattern's: the ace is a 1, then roi, dame, valet."""

FELTS = {
    "green": ("#2f7d4a", "#174a2b"),
    "blue": ("#2d5f8f", "#14314f"),
    "burgundy": ("#7d2f3c", "#43141d"),
    "grey": ("#5f6466", "#2e3133"),
}
"""Each felt's centre and edge colours."""
HIGH_CONTRAST_FELT = ("#000000", "#000000")
BACKS = ("deck", "red", "blue", "green")
"""The deck's own back, and three drawn ones."""
BACK_COLOURS = {"red": ("#b3202a", "#7a121a"), "blue": ("#1f4fa3", "#12306a"), "green": ("#1e7a3c", "#0f4a22")}

DIAMOND_BLUE = "#1565c0"
CLUB_GREEN = "#138a36"
"""The four-colour deck's diamonds and clubs (spades stay black, hearts red)."""

HIGH_CONTRAST_TEXT = "#ffffff"
HIGH_CONTRAST_BACKGROUND = "#000000"
HIGH_CONTRAST_MARK = "#ffff00"
"""High contrast's third colour: the default button, the focus, the row shown in the pad."""
HIGH_CONTRAST_UNDER = "#ff9d9d"
HIGH_CONTRAST_OVER = "#8cff9c"
"""The pad's totals under and over the rubicon, light enough on black."""

PANEL_SHARE = 0.75
BAR_SHARE = 0.75
DOCK_SHARE = 0.6
"""The calling panel's, the action bar's and the dock's text, as a share of the table's own text in a window of
the same size (see :func:`text_points`)."""
DOCK_MOST = 0.25
"""The dock widens with its text up to this share of the window."""


def felt_name(key: str) -> str:
    return {"green": tr("Green"), "blue": tr("Blue"), "burgundy": tr("Burgundy"), "grey": tr("Grey")}.get(key, key)


def back_name(key: str) -> str:
    return {"deck": tr("The deck's own"), "red": tr("Plain red"), "blue": tr("Plain blue"),
            "green": tr("Plain green")}.get(key, key)


@dataclasses.dataclass(frozen=True)
class CardStyle:
    """How the cards are drawn: which deck, which colours, which back, and whether in high contrast."""

    french: bool = False
    """The French pattern with R, D, V in the corners."""
    four_colour: bool = False
    back: str = "deck"
    high_contrast: bool = False


def felt_colours(felt: str, high_contrast: bool = False) -> tuple[QColor, QColor]:
    centre, edge = HIGH_CONTRAST_FELT if high_contrast else FELTS.get(felt, FELTS["green"])
    return QColor(centre), QColor(edge)


# --- the decks' SVG text -------------------------------------------------------------------------------------

_CARD_START = re.compile(r'<g id="((club|diamond|heart|spade)_(?:\d+|jack|queen|king))"')
_INDEX_USE = re.compile(r'<use xlink:href="#(?:n_\d+|ace|king|queen|jack)"[^>]*>')


def deck_text(path: Path) -> str:
    data = path.read_bytes()
    if data[:2] == b"\x1f\x8b":
        data = gzip.decompress(data)
    return data.decode("utf-8")


def _by_card(text: str, rewrite) -> str:  # type: ignore[no-untyped-def]
    """``text`` with each card's stretch (from its group's start to the next card's) passed through
    ``rewrite(suit, piece)``."""
    starts = [(m.start(), m.group(2)) for m in _CARD_START.finditer(text)]
    if not starts:
        return text
    pieces = [text[:starts[0][0]]]
    for i, (start, suit) in enumerate(starts):
        end = starts[i + 1][0] if i + 1 < len(starts) else len(text)
        pieces.append(rewrite(suit, text[start:end]))
    return "".join(pieces)


def _set_fill(element: str, colour: str) -> str:
    if "style=" in element:
        return re.sub(r'style="[^"]*"', f'style="fill:{colour}"', element, count=1)
    return element.replace("<use ", f'<use style="fill:{colour}" ', 1)


def four_colour_standard(text: str) -> str:
    """svg-cards with blue diamonds and green clubs: the ``#diamond`` and ``#club`` symbols and the corner
    indices of those suits' cards (the court pictures keep their colours)."""
    text = re.sub(r'(<g id="diamond"><path style="fill:)#e6180a', rf"\g<1>{DIAMOND_BLUE}", text, count=1)
    text = text.replace('<g id="club">', f'<g id="club" style="fill:{CLUB_GREEN}">', 1)

    def rewrite(suit: str, piece: str) -> str:
        colour = {"diamond": DIAMOND_BLUE, "club": CLUB_GREEN}.get(suit)
        if colour is None:
            return piece
        return _INDEX_USE.sub(lambda m: _set_fill(m.group(0), colour), piece)

    return _by_card(text, rewrite)


def _group_end(text: str, start: int) -> int:
    """Where the ``<g`` at ``start`` closes."""
    depth = 0
    for match in re.compile(r"<g[\s>]|</g>").finditer(text, start):
        depth += -1 if match.group(0) == "</g>" else 1
        if depth == 0:
            return match.end()
    return len(text)


def four_colour_french(text: str) -> str:
    """The French pattern with blue diamonds and green clubs: the suit's red (#e83630) and black (#2b2b2b) in
    the pips, the indices and the symbols of those suits' cards."""
    def rewrite(suit: str, piece: str) -> str:
        old, new = {"diamond": ("#e83630", DIAMOND_BLUE), "club": ("#2b2b2b", CLUB_GREEN)}.get(suit, ("", ""))
        if not old:
            return piece
        # A court card's picture keeps its colours: only what lies outside its ``…_image`` group changes.
        image = re.search(r'<g id="[a-z]+_(?:jack|queen|king)_image"', piece)
        if image is None:
            return re.sub(old, new, piece, flags=re.I)
        end = _group_end(piece, image.start())
        return (re.sub(old, new, piece[:image.start()], flags=re.I) + piece[image.start():end]
                + re.sub(old, new, piece[end:], flags=re.I))

    text = _by_card(text, rewrite)
    # The shared suit symbols, defined outside the cards.
    for name, old, new in (("diamond_symbol", "#e83630", DIAMOND_BLUE), ("club_symbol", "#2b2b2b", CLUB_GREEN)):
        for match in list(re.finditer(rf'<(?:g|path|use)[^>]*id="{name}[^"]*"', text)):
            end = text.find("</g>", match.start()) if text[match.start() + 1] == "g" else text.find(">",
                                                                                                     match.start())
            if end > 0:
                text = text[:match.start()] + re.sub(old, new, text[match.start():end], flags=re.I) + text[end:]
    return text


# --- the drawn backs ---------------------------------------------------------------------------------------------

def draw_back(kind: str, width: int, height: int) -> QImage:
    """A plain back: white card stock with a thin dark edge, a coloured field inside a white border, and a
    fine lattice on the field."""
    centre, edge = (QColor(c) for c in BACK_COLOURS.get(kind, BACK_COLOURS["red"]))
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    radius = width * 0.045
    outline = max(1.0, width / 110)
    card = QRectF(outline / 2, outline / 2, width - outline, height - outline)
    painter.setPen(QPen(QColor("#222222"), outline))
    painter.setBrush(QColor("#ffffff"))
    painter.drawRoundedRect(card, radius, radius)
    inset = width * 0.07
    field = card.adjusted(inset, inset, -inset, -inset)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(edge)
    painter.drawRoundedRect(field, radius * 0.6, radius * 0.6)
    inner = field.adjusted(width * 0.03, width * 0.03, -width * 0.03, -width * 0.03)
    painter.setBrush(centre)
    painter.drawRect(inner)
    # The lattice: diagonals both ways, clipped to the inner field.
    path = QPainterPath()
    path.addRect(inner)
    painter.setClipPath(path)
    painter.setPen(QPen(QColor(255, 255, 255, 70), max(1.0, width / 120)))
    step = max(4.0, width / 12)
    span = inner.width() + inner.height()
    x = inner.left() - inner.height()
    while x < inner.right() + step:
        painter.drawLine(QPointF(x, inner.top()), QPointF(x + inner.height(), inner.bottom()))
        painter.drawLine(QPointF(x + inner.height(), inner.top()), QPointF(x, inner.bottom()))
        x += step
    del span
    painter.setClipping(False)
    painter.setPen(QPen(QColor("#ffffff"), max(1.0, width / 80)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(inner)
    painter.end()
    return image


def outline_card(image: QImage) -> None:
    """High contrast: a strong black edge round the card."""
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    pen = max(2.0, image.width() / 40)
    painter.setPen(QPen(QColor("#000000"), pen))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    radius = image.width() * 0.05
    painter.drawRoundedRect(QRectF(pen / 2, pen / 2, image.width() - pen, image.height() - pen), radius, radius)
    painter.end()


def style_from(settings) -> CardStyle:  # type: ignore[no-untyped-def]
    """The card style the settings ask for."""
    return CardStyle(french=settings.french_pattern, four_colour=settings.four_colour, back=settings.card_back,
                     high_contrast=settings.high_contrast)


# --- the widgets around the table -----------------------------------------------------------------------------

_desktop_font: QFont | None = None


def _desktop() -> QFont:
    """The desktop's own font, as the application had it before the text-size setting changed it."""
    global _desktop_font
    if _desktop_font is None:
        _desktop_font = QFont(QGuiApplication.font())
    return _desktop_font


def desktop_points() -> float:
    """The desktop's own text size, in points (9 where it is given in pixels)."""
    points = _desktop().pointSizeF()
    return points if points > 0 else 9.0


def apply_desktop_text(text_scale: float) -> None:
    """The menus, the status bar and the dialogs in the player's text size: the desktop's font, scaled."""
    font = QFont(_desktop())
    font.setPointSizeF(desktop_points() * text_scale)
    if QGuiApplication.font() != font:
        QGuiApplication.setFont(font)


def text_points(window: QSize, text_scale: float, share: float) -> float:
    """The point size of the text around the table in a window of this size, at the player's text size
    (``settings.TEXT_SIZES``): ``share`` of what the table's own text would be in a felt as large as the window
    (``table_geometry.fit``, the table's one rule), and never below the desktop's text at that size.  So the text of the
    panel, the bar and the dock grows with the text size setting, and with the window as the table's does (about
    9.5 points at 1280×800 and 17 at 2560×1440 for the panel at the normal size, on a desktop of 9 points; see
    tests/gui/test_text_size.py).
    """
    from .table_geometry import fit  # the table draws with this module's colours

    felt = fit(window.width(), window.height(), 1.0, text_scale).points
    return round(max(desktop_points() * text_scale, felt * share) * 2) / 2  # half points: no creeping


def set_points(widget: QWidget, points: float, bold: bool | None = None) -> bool:
    """Give ``widget`` (and so its children) text of ``points``; False if it had it already."""
    font = QFont(widget.font())
    if abs(font.pointSizeF() - points) < 0.01 and (bold is None or font.bold() == bold):
        return False
    font.setPointSizeF(points)
    if bold is not None:
        font.setBold(bold)
    widget.setFont(font)
    return True


def panel_style(high_contrast: bool, points: float) -> str:
    """The calling panel's style sheet: a light card over the felt, or black with white text and yellow marks;
    its text in ``points`` (a style sheet's children take no font from their parent), the title larger."""
    size = (f"#declarations, #declarations * {{ font-size: {points:g}pt; }}"
            f"QLabel#title {{ font-size: {points * 1.2:.1f}pt; font-weight: bold; }}")
    if not high_contrast:
        return ("#declarations { background: rgba(250, 247, 235, 238); border: 1px solid #6b5d3e;"
                " border-radius: 10px; }"
                "QLabel { color: #222; } QPushButton { padding: 5px 10px; text-align: left; }" + size)
    return (f"#declarations {{ background: {HIGH_CONTRAST_BACKGROUND}; border: 2px solid {HIGH_CONTRAST_TEXT};"
            f" border-radius: 10px; }}"
            f"QLabel {{ color: {HIGH_CONTRAST_TEXT}; }}" + _controls_style() +
            "QPushButton { padding: 5px 10px; text-align: left; }" + size)


def bar_style(high_contrast: bool, points: float) -> str:
    """The action bar's style sheet (its frame is named "actionbar"), its text in ``points``."""
    size = f"#actionbar, #actionbar * {{ font-size: {points:g}pt; }}"
    if not high_contrast:
        return "#actionbar { background: #efe9d6; border-top: 1px solid #b8ab85; } QLabel { color: #222; }" + size
    return (f"#actionbar {{ background: {HIGH_CONTRAST_BACKGROUND}; border-top: 2px solid {HIGH_CONTRAST_TEXT}; }}"
            f"QLabel {{ color: {HIGH_CONTRAST_TEXT}; }}" + _controls_style() + "QPushButton { padding: 4px 10px; }"
            + size)


def privacy_style(felt: str, high_contrast: bool) -> str:
    """The two-player privacy screen's style sheet (the frame is named "privacy"): the chosen felt, darker than
    the table's so that nobody takes it for an empty table; or black with white text and a yellow-framed button."""
    if high_contrast:
        return (f"#privacy {{ background: {HIGH_CONTRAST_BACKGROUND}; }} QLabel {{ color: {HIGH_CONTRAST_TEXT}; }}"
                + _controls_style() + "QPushButton { padding: 6px 14px; }")
    centre, edge = (colour.darker(140).name() for colour in felt_colours(felt))
    return (f"#privacy {{ background: qradialgradient(cx: 0.5, cy: 0.5, radius: 0.8, fx: 0.5, fy: 0.5,"
            f" stop: 0 {centre}, stop: 1 {edge}); }} QLabel {{ color: #f3efe0; }}")


def _controls_style() -> str:
    """Buttons and lists in high contrast: white on black, framed in white, the default and the focus in yellow."""
    white, black, mark = HIGH_CONTRAST_TEXT, HIGH_CONTRAST_BACKGROUND, HIGH_CONTRAST_MARK
    return (f"QPushButton, QComboBox {{ color: {white}; background: {black}; border: 2px solid {white};"
            f" border-radius: 4px; }}"
            f"QPushButton:default, QPushButton:focus, QComboBox:focus {{ border: 3px solid {mark}; }}"
            f"QPushButton:disabled {{ color: #b0b0b0; border-color: #b0b0b0; }}"
            f"QComboBox QAbstractItemView {{ color: {white}; background: {black};"
            f" selection-background-color: {mark}; selection-color: {black}; }}")


def dock_palette(base: QPalette, high_contrast: bool) -> QPalette:
    """The dock's colours: the desktop's, or white on black with yellow for what is picked out."""
    if not high_contrast:
        return QPalette(base)
    palette = QPalette(base)
    white, black, mark = QColor(HIGH_CONTRAST_TEXT), QColor(HIGH_CONTRAST_BACKGROUND), QColor(HIGH_CONTRAST_MARK)
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive, QPalette.ColorGroup.Disabled):
        for role in (QPalette.ColorRole.Window, QPalette.ColorRole.Base, QPalette.ColorRole.Button,
                     QPalette.ColorRole.ToolTipBase):
            palette.setColor(group, role, black)
        palette.setColor(group, QPalette.ColorRole.AlternateBase, QColor("#1c1c1c"))
        for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText,
                     QPalette.ColorRole.ToolTipText, QPalette.ColorRole.BrightText):
            palette.setColor(group, role, white)
        palette.setColor(group, QPalette.ColorRole.PlaceholderText, QColor("#d0d0d0"))
        palette.setColor(group, QPalette.ColorRole.Highlight, mark)
        palette.setColor(group, QPalette.ColorRole.HighlightedText, black)
        palette.setColor(group, QPalette.ColorRole.Mid, white)
        palette.setColor(group, QPalette.ColorRole.Dark, white)
    return palette
