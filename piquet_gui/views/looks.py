"""The looks put into effect on the game screen's widgets: the cards' style, the felt, high contrast and the
text size (the palette, decks and sizes they are made of: ``themes``)."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

from .themes import (BAR_SHARE, DOCK_MOST, DOCK_SHARE, PANEL_SHARE, apply_desktop_text, bar_style, dock_palette,
                     privacy_style, set_points, style_from, text_points)

if TYPE_CHECKING:
    from ..settings import Settings
    from .action_bar import ActionBar
    from .card_renderer import CardRenderer
    from .declaration_panel import DeclarationPanel
    from .privacy_screen import PrivacyScreen
    from .score_pad import ScorePad
    from .table import TableView


@dataclasses.dataclass(frozen=True)
class Themed:
    """The widgets of the game screen the looks and the text size reach."""

    window: QMainWindow
    table: TableView
    renderer: CardRenderer
    privacy: PrivacyScreen
    panel: DeclarationPanel
    bar: ActionBar
    dock: QDockWidget
    score_sheet: ScorePad
    log: QWidget


def apply_theme(widgets: Themed, settings: Settings) -> None:
    """Put the looks in the ``settings`` into effect on the game screen's widgets: the cards' style (its renderer,
    shared by the calling panel) and the felt; everything on the table is redrawn; the panel, the bar and the dock
    take the colours of high contrast (or leave them) and the text size."""
    apply_desktop_text(widgets.table.text_scale)
    widgets.renderer.set_style(style_from(settings))
    widgets.table.set_theme(settings.felt, settings.high_contrast)
    widgets.privacy.setStyleSheet(privacy_style(settings.felt, settings.high_contrast))
    widgets.panel.set_high_contrast(settings.high_contrast)
    widgets.dock.setPalette(dock_palette(widgets.window.palette(), settings.high_contrast))
    for filled in (widgets.dock, widgets.dock.widget()):  # the dock's own background, not the window's through it
        filled.setAutoFillBackground(True)
    widgets.score_sheet.set_high_contrast(settings.high_contrast)
    apply_text_size(widgets, settings, restyle=True)
    widgets.panel.update()


def apply_text_size(widgets: Themed, settings: Settings, restyle: bool = False) -> None:
    """The text size setting (the table's ``text_scale``, set from the settings) and the window's size, on the
    calling panel, the action bar and the dock.  Asked again whenever the window changes size; ``restyle``:
    high contrast may have changed too."""
    window, scale = widgets.window.size(), widgets.table.text_scale
    widgets.panel.set_points(text_points(window, scale, PANEL_SHARE))
    bar = text_points(window, scale, BAR_SHARE)
    widgets.privacy.set_points(bar)  # the hand-over screen speaks as the bar does
    if restyle or bar != widgets.bar.property("points"):
        widgets.bar.setProperty("points", bar)
        widgets.bar.setStyleSheet(bar_style(settings.high_contrast, bar))
    dock = text_points(window, scale, DOCK_SHARE)
    # The dock widens (never narrows: the player may have made it wider) to show the pad whole at that size,
    # up to DOCK_MOST of the window.
    wanted = min(widgets.score_sheet.width_for(dock) + 16, int(window.width() * DOCK_MOST))
    if widgets.dock.width() < wanted and not widgets.dock.isFloating():
        widgets.window.resizeDocks([widgets.dock], [wanted], Qt.Orientation.Horizontal)
        layout = widgets.window.layout()
        if layout is not None:
            layout.activate()  # now, so that the pad below measures the dock it will have
    set_points(widgets.log, dock)  # its lines wrap
    widgets.score_sheet.set_points(dock)  # the pad as large as its columns fit in the dock's width
    # The dock's title as large, or as fits beside its button (the dock is as narrow as the pad in a small window).
    title, room = dock, widgets.dock.width() - 40
    while title > 7 and QFontMetricsF(_at(widgets.dock.font(), title)).horizontalAdvance(
            widgets.dock.windowTitle()) > room:
        title -= 0.5
    set_points(widgets.dock, title)


def _at(font: QFont, points: float) -> QFont:
    sized = QFont(font)
    sized.setPointSizeF(points)
    return sized
