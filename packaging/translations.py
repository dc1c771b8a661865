#!/usr/bin/env python3
"""Keep the translations: ``python packaging/translations.py update`` then ``... build``.

* ``update`` finds every string the game shows (each ``tr("…")`` and
  ``QCoreApplication.translate("Piquet", "…")`` in ``piquet_gui/``) and merges
  them into ``resources/translations/piquet_<lang>.ts`` (Qt Linguist files),
  with the few of Qt's own words its catalogues lack (``QT_GAPS``), in Qt's contexts:
  new strings are added as unfinished, strings no longer used are marked
  vanished, translations already made are kept.  Open the .ts files in Qt
  Linguist (``pyside6-linguist``) or any text editor to translate.
  ``piquet_en.ts`` holds only the strings that count something
  (``tr("Discard %n card(s)", n)``): their English singular and plural.
* ``build`` compiles each .ts into the .qm file the game loads
  (``pyside6-lrelease``); the .qm files are committed so that a checkout runs
  as it is, and a test checks they match their .ts sources.
"""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "piquet_gui"
FOLDER = ROOT / "resources" / "translations"
LANGUAGES = ("fr", "es")
PLURALS_ONLY = ("en",)
"""Languages whose file holds only the plural forms: the source language."""
CONTEXT = "Piquet"


QT_GAPS = {"QFileDialog": ("&Look in:", "Files of &type:")}
"""Qt's own words that its translations (``qtbase_fr``/``qtbase_es``, installed by ``i18n``) lack: Qt 6.11's file
dialog gave two labels access keys, and the catalogues shipped with it still have them without ("Look in:").
They are translated here, in Qt's context, so that Save and Open speak the game's language whole."""


def all_messages() -> dict[str, dict[str, bool]]:
    """Every translatable string in the code by context, and whether it has a plural (%n) form: ``tr("…")`` and
    ``QCoreApplication.translate("<context>", "…")``, and for translation only, Qt's words in :data:`QT_GAPS`."""
    found: dict[str, dict[str, bool]] = {CONTEXT: {}}
    for path in sorted(SOURCES.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            function = node.func
            name = function.id if isinstance(function, ast.Name) else getattr(function, "attr", None)
            args = node.args
            if name == "tr" and args and isinstance(args[0], ast.Constant) and isinstance(args[0].value, str):
                context, text, plural = CONTEXT, args[0].value, len(args) > 1
            elif name == "translate" and len(args) >= 2 and isinstance(args[0], ast.Constant) \
                    and isinstance(args[0].value, str) and isinstance(args[1], ast.Constant) \
                    and isinstance(args[1].value, str):
                context, text, plural = args[0].value, args[1].value, len(args) > 3
            else:
                continue
            strings = found.setdefault(context, {})
            strings[text] = strings.get(text, False) or plural
    for context, texts in QT_GAPS.items():
        found.setdefault(context, {}).update((text, False) for text in texts)
    return found


def messages() -> dict[str, bool]:
    """Every translatable string of the game's own context ("Piquet"), and whether it has a plural (%n) form."""
    return all_messages()[CONTEXT]


def update() -> None:
    found = all_messages()
    FOLDER.mkdir(parents=True, exist_ok=True)
    for language in LANGUAGES + PLURALS_ONLY:
        known: dict[tuple[str, str], ET.Element] = {}
        path = FOLDER / f"piquet_{language}.ts"
        if path.exists():
            for old_context in ET.parse(path).getroot().iter("context"):
                name = old_context.findtext("name") or CONTEXT
                for message in old_context.iter("message"):
                    source = message.findtext("source")
                    if source is not None:
                        known[(name, source)] = message
        root = ET.Element("TS", version="2.1", language=language)
        count = 0
        # The game's own context first, as it always was; then the others by name.
        for name in sorted(set(found) | {n for n, _ in known}, key=lambda n: (n != CONTEXT, n)):
            strings = found.get(name, {})
            wanted: dict[str, bool] = {s: p for s, p in strings.items() if p and name == CONTEXT} \
                if language in PLURALS_ONLY else strings
            sources = set(wanted) | {s for n, s in known if n == name}
            if not sources:
                continue
            count += len(wanted)
            context = ET.SubElement(root, "context")
            ET.SubElement(context, "name").text = name
            for source in sorted(sources):
                _message(context, source, wanted, known.get((name, source)))
        ET.indent(root)
        text = '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + ET.tostring(root, encoding="unicode")
        path.write_text(text + "\n", encoding="utf-8")
        unfinished = sum(1 for m in root.iter("translation") if m.get("type") == "unfinished")
        print(f"{path.name}: {count} strings, {unfinished} to translate")


def _message(context: ET.Element, source: str, wanted: dict[str, bool], old: ET.Element | None) -> None:
    """One string's entry: its translation kept, a new one unfinished, one no longer used vanished."""
    message = ET.SubElement(context, "message")
    if wanted.get(source) or (old is not None and old.get("numerus") == "yes"):
        message.set("numerus", "yes")
    ET.SubElement(message, "source").text = source
    translation = ET.SubElement(message, "translation")
    if old is not None:
        previous = old.find("translation")
        if previous is not None:
            translation.text = previous.text
            for form in previous.findall("numerusform"):
                ET.SubElement(translation, "numerusform").text = form.text
            if previous.get("type") == "unfinished":
                translation.set("type", "unfinished")
    else:
        translation.set("type", "unfinished")
        if wanted.get(source):
            ET.SubElement(translation, "numerusform")
            ET.SubElement(translation, "numerusform")
    if source not in wanted:
        translation.set("type", "vanished")


def lrelease() -> str:
    tool = shutil.which("pyside6-lrelease")
    if tool:
        return tool
    import PySide6

    for name in ("lrelease", "lrelease.exe"):
        candidate = Path(PySide6.__file__).parent / name
        if candidate.exists():
            return str(candidate)
    sys.exit("pyside6-lrelease is not installed (it comes with PySide6)")


def build(folder: Path = FOLDER, output: Path | None = None) -> list[Path]:
    made = []
    for path in sorted(folder.glob("piquet_*.ts")):
        target = (output or folder) / path.with_suffix(".qm").name
        subprocess.run([lrelease(), "-silent", "-removeidentical", str(path), "-qm", str(target)], check=True)
        made.append(target)
    return made


def main(argv: list[str]) -> int:
    if argv[:1] == ["update"]:
        update()
    elif argv[:1] == ["build"]:
        for path in build():
            print(f"built {path.relative_to(ROOT)}")
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
