"""The rules of the game, in the player's language (``resources/help/rules_<lang>.html``)."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from .. import i18n
from ..resources import resource_path
from ..settings import Settings
from .words import tr, translate_buttons


def rules_html(language: str) -> str:
    for code in (language, "en"):
        path = resource_path("help", f"rules_{code}.html")
        if path.exists():
            return path.read_text(encoding="utf-8")
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
        self.resize(720, 640)
