"""A player's name inside a sentence, by the rules of the language: French elides and contracts "de" ("Écart
d'Anne", "Écart du premier joueur"), Spanish contracts "de el" and "a el" ("Descarte del ordenador"), and a name
that begins a sentence takes a capital ("L'ordinateur joue R♠").

The names come in the form a sentence needs (``words.named``): a typed name as typed ("Anne"), a default name
that is a common noun with its article, as its translation gives it (French "l'ordinateur", Spanish
"el ordenador"; English keeps "Computer").  Pure text: no Qt.
"""

from __future__ import annotations

import re

_SENTENCE_END = (".", "!", "?", "¡", "¿", "\n")
_FRENCH_VOWELS = "aeiouàâäéèêëîïôöùûüœæ"
_BEFORE_FRENCH = re.compile(r"(?:^|(?<=[\s(«—]))([Dd]e|[Qq]ue) $")
"""A French "de" or "que" that a vowel elides, the word alone before the name."""
_FRENCH_ARTICLE = {("de", "le"): "du", ("de", "les"): "des", ("à", "le"): "au", ("à", "les"): "aux"}
_SPANISH_ARTICLE = {("de", "el"): "del", ("a", "el"): "al"}
_LAST_WORD = re.compile(r"(?:^|(?<=[\s(«—¿¡]))(\w+) $")


def elides(word: str) -> bool:
    """Whether French elides "de" / "que" before ``word``: a vowel, a (mute) h — names take it as mute,
    "d'Hélène" — or a y before a consonant ("d'Yves", but "de Yann").

    >>> [elides(w) for w in ("Anne", "Élodie", "Hugo", "Yves", "Yann", "Ben", "l'ordinateur")]
    [True, True, True, True, False, False, False]
    """
    if not word:
        return False
    first, second = word[0].lower(), word[1:2].lower()
    if first in _FRENCH_VOWELS or first == "h":
        return True
    return first == "y" and second != "" and second not in _FRENCH_VOWELS


def join(before: str, name: str, language: str) -> tuple[str, str]:
    """``before`` (the sentence so far) and ``name`` as they are written together.

    >>> join("Écart de ", "Anne", "fr")
    ('Écart ', "d'Anne")
    >>> join("Écart de ", "le premier joueur", "fr")
    ('Écart ', 'du premier joueur')
    >>> join("", "l'ordinateur", "fr")
    ('', "L'ordinateur")
    >>> join("Descarte de ", "el ordenador", "es")
    ('Descarte ', 'del ordenador')
    >>> join("Descarte de ", "El Greco", "es")
    ('Descarte de ', 'El Greco')
    """
    if not name:
        return before, name
    if not before.strip() or before.rstrip(" ").endswith(_SENTENCE_END):
        return before, name[0].upper() + name[1:]
    if language == "fr":
        found = _BEFORE_FRENCH.search(before)
        if found and elides(name):
            word = found.group(1)
            return before[:found.start()], f"{word[:-1]}'{name}"
        return _contract(before, name, _FRENCH_ARTICLE)
    if language == "es":
        return _contract(before, name, _SPANISH_ARTICLE)
    return before, name


def _contract(before: str, name: str, table: dict[tuple[str, str], str]) -> tuple[str, str]:
    """A preposition and the article that begins ``name``, as one word ("de" + "le" → "du"); a capital article
    belongs to a name ("El Greco") and stays."""
    found = _LAST_WORD.search(before)
    article, _, rest = name.partition(" ")
    if found is None or not rest:
        return before, name
    word = found.group(1)
    joined = table.get((word.lower(), article))
    if joined is None:
        return before, name
    if word[0].isupper():
        joined = joined[0].upper() + joined[1:]
    return before[:found.start()], f"{joined} {rest}"
