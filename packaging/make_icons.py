"""Render the application icon: ``python packaging/make_icons.py``.

From ``resources/icons/piquet.svg`` it writes PNGs at the usual sizes and a
Windows ``piquet.ico`` (several sizes in one file) beside it.  The results are
committed; run this again only after changing the SVG.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

ICONS = Path(__file__).resolve().parent.parent / "resources" / "icons"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)


def ico_bytes(images: list[tuple[int, bytes]]) -> bytes:
    """A .ico file holding the given (size, PNG data) images."""
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, blobs = b"", b""
    for size, png in images:
        side = 0 if size >= 256 else size  # 0 means 256 in the directory
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset)
        offset += len(png)
        blobs += png
    return header + entries + blobs


def render(renderer: QSvgRenderer, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return image


def main() -> int:
    app = QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(ICONS / "piquet.svg"))
    if not renderer.isValid():
        sys.exit("piquet.svg cannot be read")
    for size in SIZES:
        render(renderer, size).save(str(ICONS / f"piquet-{size}.png"))
    # A Windows icon with the sizes Explorer uses, each stored as PNG (allowed since Windows Vista).
    ico = ICONS / "piquet.ico"
    ico.write_bytes(ico_bytes([(size, (ICONS / f"piquet-{size}.png").read_bytes()) for size in ICO_SIZES]))
    del app
    print(f"wrote {len(SIZES)} PNGs and {ico.name} in {ICONS}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
