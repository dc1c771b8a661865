"""The card images: every card of the pack, crisp (device pixels), drawn once per size."""

from __future__ import annotations

from PySide6.QtGui import QColor

from piquet_gui.model.cards import CARDS
from piquet_gui.views.card_renderer import ASPECT, CardRenderer, element_id


def test_every_card_and_the_back_render_at_their_size(qapp) -> None:
    renderer = CardRenderer()
    for card in [*CARDS, None]:
        pixmap = renderer.pixmap(card, 80)
        image = pixmap.toImage()
        assert image.width() == 80 and abs(image.height() - 80 * ASPECT) <= 1
        # The card fills its rectangle: the centre and the corners' insides are painted.
        assert image.pixelColor(40, image.height() // 2).alpha() == 255, element_id(card)
        assert image.pixelColor(6, 6).alpha() == 255, element_id(card)


def test_faces_differ_and_sit_on_the_card(qapp) -> None:
    renderer = CardRenderer()
    ace, seven = (renderer.pixmap(CARDS[i], 60).toImage() for i in (7, 0))
    assert ace != seven
    # The top edge is the card's border, not a gap: faces must not sit low.
    top_row = [ace.pixelColor(x, 1) for x in range(10, 50)]
    assert all(c.alpha() > 0 for c in top_row)
    assert QColor(ace.pixelColor(30, 1)).lightness() > 150  # white card stock, not felt


def test_high_dpi_uses_device_pixels_and_the_cache(qapp) -> None:
    renderer = CardRenderer()
    sharp = renderer.pixmap(CARDS[5], 100, device_pixel_ratio=2.0)
    assert sharp.width() == 200 and sharp.devicePixelRatio() == 2.0
    before = renderer.cache_size()
    for _ in range(5):
        renderer.pixmap(CARDS[5], 100, device_pixel_ratio=2.0)
    assert renderer.cache_size() == before
