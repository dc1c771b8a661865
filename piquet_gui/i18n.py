"""The game's language: English, French or Spanish, following the system unless the player chose one.

Translations are Qt Linguist files: ``resources/translations/piquet_<lang>.ts``
(the sources, kept with ``packaging/translations.py``) compiled to ``.qm``.  English has one as well,
holding only the plural forms of the strings that count something (``tr("Discard %n card(s)", n)``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from .resources import resource_path

LANGUAGES = {"en": "English", "fr": "Français", "es": "Español"}
_installed: list[QTranslator] = []
_language = "en"


def language() -> str:
    """The language the strings are in now: "en", "fr" or "es" (for the grammar of names in ``views.grammar``)."""
    return _language


def resolve(choice: str) -> str:
    """The language to use for a setting ("" follows the system)."""
    if choice in LANGUAGES:
        return choice
    system = QLocale.system().name()[:2]
    return system if system in LANGUAGES else "en"


def install(choice: str = "") -> str:
    """Switch the application's strings to ``choice``; returns the language now in use."""
    global _language
    app = QCoreApplication.instance()
    language = resolve(choice)
    if app is None:
        return language
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    # English too has a file: the plural forms of its counted strings ("Discard 1 card", "Discard 5 cards").
    translator = QTranslator()
    if translator.load(str(resource_path("translations", f"piquet_{language}.qm"))):
        app.installTranslator(translator)
        _installed.append(translator)
        if language != "en":
            # Qt's own words (file dialogs, standard buttons), where Qt's translations are installed.
            qt = QTranslator()
            if qt.load(f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
                app.installTranslator(qt)
                _installed.append(qt)
    elif language != "en":
        return install("en")  # a language whose file is missing: English
    _language = language
    return language
