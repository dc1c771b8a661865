"""The aid *Declare for me*: which of a declaration's legal choices is the strongest true one.

The choices are the engine's own (``legal_actions`` in ``Phase.DECLARATION``: calls and replies), so whatever
is picked here is true; this only says which true choice shows the most.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import combinations as combos
from .actions import Action, Call, Reply, ReplyKind

_SAYS_MOST = {ReplyKind.NOT_GOOD: 4, ReplyKind.EQUAL: 3, ReplyKind.ASK: 2, ReplyKind.TELL: 1, ReplyKind.GOOD: 0}
"""A reply's kinds, the one that claims the most first: "Not good" (my call beats yours), "Equal", "Making?"
(I hold as many), elder's tell, and "Good" (nothing to set against yours)."""


def is_declaration(choices: Sequence[Action]) -> bool:
    """Whether ``choices`` are a moment of the calling (calls or replies, nothing else).

    >>> from .combinations import Category
    >>> is_declaration([Call(Category.POINT, ()), Reply(Category.POINT, ReplyKind.GOOD)]), is_declaration([])
    (True, False)
    """
    return bool(choices) and all(isinstance(choice, (Call, Reply)) for choice in choices)


def _shown(choice: Call | Reply) -> tuple[int, int, int, int]:
    combo_list = choice.combos
    category = choice.category
    kind = _SAYS_MOST[choice.kind] if isinstance(choice, Reply) else 0
    strength = combos.call_strength(category, combo_list)
    score = sum(combos.score(category, mask) for mask in combo_list)
    return kind, *strength, score


def strongest_true(choices: Sequence[Action]) -> Action:
    """The choice that shows the most, each call at its best true value and each reply said truthfully.

    Why "the most": every choice offered is true (the engine offers only calls the hand holds and replies its
    cards bear out), so the strongest of them is what a player who hides nothing says.  A call is measured by
    its strongest combination (the point's cards and pips, the longest and highest sequence, the highest set)
    and then by what it scores in all (every sequence and every set held called in full, not some of them);
    sinking a call (calling nothing) shows the least.  A reply is measured first by what it claims: "Not good"
    with the strongest call held, else "Equal", else "Making?"/"How high?" when the hand holds as many, and
    "Good" only when nothing it holds can be set against the call.  Ties keep the engine's order (the first).

    >>> from .cards import Card
    >>> from .combinations import Category
    >>> hearts = [Card.parse(c) for c in ("AH", "KH", "QH", "JH")]
    >>> str(strongest_true([Call(Category.POINT, ()), Call.of(Category.POINT, [hearts[:3]]),
    ...                     Call.of(Category.POINT, [hearts])]))
    'call point: AH KH QH JH'
    >>> strongest_true([Reply(Category.POINT, ReplyKind.GOOD), Reply(Category.POINT, ReplyKind.ASK)]).kind.value
    'ask'
    """
    declared = [choice for choice in choices if isinstance(choice, (Call, Reply))]
    if not declared or len(declared) != len(choices):
        raise ValueError("not a moment of the calling")
    return max(declared, key=_shown)  # the first of equals
