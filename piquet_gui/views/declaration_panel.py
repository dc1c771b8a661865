"""The calling of point, sequences and sets, line by line as the players say it, with the human's choices.

The human's options come from the engine (only true calls and replies exist,
the best first, sinking included); the computer's words appear here too.
Winning combinations are shown as cards once they are reckoned.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QWidget

from ..model.actions import Action, Reply, ReplyKind
from ..model.cards import Card
from ..model.combinations import CATEGORY_ORDER, Category
from ..model.events import Event, Said, Scored, Speech
from ..model.scoring import ScoreItem
from ..model.view import SeatView
from . import themes
from .calling_frame import CallingFrame
from .card_renderer import CardRenderer
from ..model.tricks import Phase
from .words import action_words, calls_in_turn, card_words, category_name, fill, item_name, named, said_words, tr

_ITEMS = {ScoreItem.POINT: Category.POINT, ScoreItem.SEQUENCES: Category.SEQUENCES, ScoreItem.SETS: Category.SETS}


def best_so_far(said: Sequence[Said]) -> tuple[Said, ...]:
    """Calls in turn: the best call so far among ``said`` (one category's words, in order), with any equal to it
    (a call must at least equal the best so far, or beat it; an equal one is said as "Equal" or in full)."""
    best: list[Said] = []
    for words in said:
        if words.speech is Speech.CALL:
            # Words that say all the call is judged on and match the best are a tie; any other call beat it
            # ("Point of five" said after "Point of five" where only the beating call is said).
            said_in_full = bool(words.pips) or words.rank is not None
            tie = bool(best) and said_in_full and (words.value, words.pips, words.rank) == (
                best[0].value, best[0].pips, best[0].rank)
            best = best + [words] if tie else [words]
        elif words.speech is Speech.EQUAL and best:
            best.append(words)
    return tuple(best)


def split_choices(actions: list[Action]) -> tuple[list[Action], list[Action]]:
    """The best choices, for buttons, and the lesser true ones, for the "Or call less" list (sinking).

    A call: the best call and "nothing".  A reply: the best answer, "Making?" / "How high?" or "Equal"
    when younger holds nothing better, and "Good"; answering on fewer cards than he holds (asking while
    he could say "Not good", "Equal" while he could win) and the lesser calls go to the list, as elder's
    lesser calls do.  The engine lists the best first and "nothing" / "Good" last.
    """
    if len(actions) <= 1:
        return actions, []
    first, last = actions[0], actions[-1]
    beats = any(isinstance(a, Reply) and a.kind is ReplyKind.NOT_GOOD for a in actions)
    main = [first] + [a for a in actions[1:-1] if isinstance(a, Reply) and not beats
                      and a.kind in (ReplyKind.ASK, ReplyKind.EQUAL)] + [last]
    return main, [a for a in actions[1:-1] if a not in main]


class DeclarationPanel(CallingFrame):
    """The calls of the deal by category, the person's choices when it is his turn to call or answer: the
    two-handed protocol ("Point of five" — "Making?" — "Making 48" — "Good"), or the calls in turn of three and
    four players, each calling or passing in the words that say all it is judged on, the best so far marked."""

    def __init__(self, renderer: CardRenderer, parent: QWidget | None = None) -> None:
        super().__init__(tr("Declarations"), tr("Or call less:"), parent)
        self._renderer = renderer
        self.setAccessibleName(tr("Calling panel"))
        self.setAccessibleDescription(tr("The calls and replies of the declarations; keys 1 to 9 answer"))
        grid = QGridLayout()
        self._lines: dict[Category, QLabel] = {}
        self._cards: dict[Category, QHBoxLayout] = {}
        for row, category in enumerate(CATEGORY_ORDER):
            name = QLabel(f"<b>{category_name(category)}</b>", self)
            line = QLabel("", self)
            line.setWordWrap(True)
            line.setTextFormat(Qt.TextFormat.RichText)
            cards = QHBoxLayout()
            cards.setSpacing(2)
            grid.addWidget(name, row * 2, 0, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(line, row * 2, 1)
            cards.addStretch(1)
            grid.addLayout(cards, row * 2 + 1, 1)
            self._lines[category], self._cards[category] = line, cards
        grid.setColumnStretch(1, 1)
        self.body.addLayout(grid)
        self._shown: dict[Category, list[tuple[int, tuple[tuple[Card, ...], ...]]]] = {}
        self._phase: Phase | None = None
        self.set_points(self.points)

    def redraw(self) -> None:
        for category in CATEGORY_ORDER:
            self._show_cards(category, with_cards=self._phase is not Phase.PLAY)

    def reset(self, events: Sequence[Event] = ()) -> None:
        """Forget the combinations shown; ``events``: the deal's so far (after an undo), whose are shown again."""
        self._shown = {}
        for event in events:
            self.note(event)

    def note(self, event: Event) -> None:
        """Remember combinations reckoned, to show them as cards."""
        if isinstance(event, Scored) and event.item in _ITEMS and event.cards:
            self._shown.setdefault(_ITEMS[event.item], []).append((event.seat, event.cards))

    def show_view(self, view: SeatView, names: Sequence[str], choosing: bool) -> None:
        self._phase = view.phase
        in_turn = calls_in_turn(view)
        for category in CATEGORY_ORDER:
            said = [s for s in view.said if s.category is category]
            best = best_so_far(said) if in_turn else ()
            words = []
            for s in said:
                text = f"{html.escape(names[s.seat])}: <i>{html.escape(said_words(s, in_turn))}</i>"
                words.append(f"<b>{text}</b>" if s in best else text)
            self._lines[category].setText(" — ".join(words) or "…")
            # Once play has begun the panel shrinks to words, leaving the trick in view.
            self._show_cards(category, with_cards=view.phase is not Phase.PLAY)
        self.clear_choices()
        if view.phase is Phase.PLAY and not view.trick:
            self._prompt.setText(tr("Your lead.") if choosing else fill(tr("%1 to lead."), named(names[view.eldest])))
            return
        if view.phase is Phase.PLAY:
            self._prompt.setText(self._reckoned_after_lead(view, names))
            return
        if not choosing:
            waiting = names[view.to_act] if view.to_act is not None else ""
            self._prompt.setText(fill(tr("%1 is speaking…"), named(waiting)) if waiting else "")
            return
        if in_turn:
            current = [s for s in view.said if s.category is view.category]
            best = best_so_far(current)
            beaten_by = ", ".join(f"{names[s.seat]} ({said_words(s, True)})" for s in best)
            if view.unspoken:
                # Nothing held beats the best so far: the only choice is a pass, and the prompt says why.
                text = fill(tr("Your turn: nothing you hold beats the best so far, %1: you pass."), beaten_by)
                partnered = any(view.sides[s] == view.sides[view.seat] for s in view.seats if s != view.seat)
                if partnered and view.category is not Category.POINT:
                    text += " " + tr("What you hold counts for your side if your partner's call stays the best.")
                self._prompt.setText(text)
            else:
                self._prompt.setText(fill(tr("Your turn: call or pass. Best so far: %1."), beaten_by) if best
                                     else tr("Your turn: call or pass."))
        else:
            self._prompt.setText(tr("Your call:") if view.to_act == view.eldest else tr("Your reply:"))
        main, rest = split_choices(list(view.legal_actions))
        self.offer(main, rest, lambda action: action_words(action, view))

    @staticmethod
    def _reckoned_after_lead(view: SeatView, names: Sequence[str]) -> str:
        """Two-handed: younger reckons his good calls once elder has led (Law 55): say what he scored.  Three and
        four players reckon every call as it is decided: nothing waits for the lead."""
        if calls_in_turn(view):
            return ""
        younger = view.opponent if view.seat == view.eldest else view.seat
        sheet = view.scores[younger]
        items = [(item, sheet.get(item)) for item in (ScoreItem.POINT, ScoreItem.SEQUENCES, ScoreItem.SETS,
                                                      ScoreItem.CARTE_ROUGE, ScoreItem.REPIQUE)]
        scored = ", ".join(f"{item_name(item)} {points}" for item, points in items if points)
        return tr("%1 — reckoned after the lead: %2.").replace("%1", names[younger]).replace(
            "%2", scored) if scored else tr("%1 — nothing to reckon.").replace("%1", names[younger])

    def _show_cards(self, category: Category, with_cards: bool = True) -> None:
        layout = self._cards[category]
        while layout.count() > 1:  # keep the closing stretch
            taken = layout.takeAt(0)
            widget = taken.widget() if taken is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        ratio = self.devicePixelRatioF()
        position = 0
        for _, combos in self._shown.get(category, []) if with_cards and not self.compact else []:
            for number, combo in enumerate(combos):
                if number:
                    layout.insertSpacing(position, 10)
                    position += 1
                for card in combo:
                    label = QLabel(self)
                    label.setPixmap(self._renderer.pixmap(card, self._card_width(), ratio))
                    label.setAccessibleName(card_words(card))
                    layout.insertWidget(position, label)
                    label.show()
                    position += 1

    def _card_width(self) -> int:
        """The cards of a combination reckoned: 34 pixels wide at the desktop's text size, in step with the text."""
        return round(34 * max(1.0, self.drawn_points() / themes.desktop_points()))
