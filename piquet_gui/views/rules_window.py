"""The rules of the game, in the player's language: Rubicon piquet (``resources/help/rules_<lang>.html``), then a
section for each of the other games (``games_<lang>.html``), then playing over the network and what its fair deal
does not prevent (``network_<lang>.html``), then the coach's marks and their thresholds (``coach_<lang>.html``)."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from .. import i18n
from ..resources import resource_path
from ..settings import Settings
from . import screen_fit
from .words import tr, translate_buttons


def rules_html(language: str) -> str:
    """The whole page: Rubicon's rules with the other games' sections, the network's and the coach's before its
    end."""
    for code in (language, "en"):
        path = resource_path("help", f"rules_{code}.html")
        if path.exists():
            page = path.read_text(encoding="utf-8")
            for part in ("games", "network", "coach"):
                section = resource_path("help", f"{part}_{code}.html")
                if section.exists() and "</body>" in page:
                    page = page.replace("</body>", section.read_text(encoding="utf-8") + "</body>", 1)
            return page
    return "<p>" + tr("The rules page is missing from this installation.") + "</p>"


class RulesWindow(QDialog):
    def __init__(self, parent: QWidget | None = None, language: str | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Rules of Piquet"))
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(False)
        self.browser.setHtml(rules_html(language or i18n.resolve(Settings().language)))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        translate_buttons(buttons)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        screen_fit.fit(self, QSize(720, 640))  # (a smaller screen: smaller, the page scrolls)
