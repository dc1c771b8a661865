"""The table's keys, whatever widget of the main window has the focus.

A person's key goes to the widget with the focus: the table view (which
would scroll with the arrows), the score sheet after a note was closed, a
button of the calling panel.  So the keys of the game are taken at the
window's level, before any widget sees them: an event filter on the
application that looks at key presses meant for the main window alone
(never for a dialog, a menu or another window).

    ←/→     choose a card (in the play, among the cards you may play; each exchange and each play
            starts on the first card that may be chosen);
            in the calling panel and the action bar, choose a button
    Space   put the chosen card out or back in the exchange; play it in the play
    E       in the exchange, with the aid *one-key discard* (Settings → Aids), the hint's discard made at once
    Review  ←/→ a step, ↑/↓ a trick, Page Up/Down a deal, M / Shift+M the coach's next / previous
            marked decision, Escape closes
    Enter   the default action: discard, play the chosen card, the chosen or
            first answer, "I am ready", "Got it", "Next deal"; at the end of a partie,
            only the button chosen with the arrows (the final screen stays until then)
    1–9     an answer in the calling panel
    C       claim the remaining tricks, when the aid *Claim the rest* offers it
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget

from ..model.actions import Play
from ..model.tricks import Phase

if TYPE_CHECKING:
    from .action_bar import ActionBar
    from .bidding_panel import BiddingPanel
    from .declaration_panel import DeclarationPanel
    from .guide import GuideNote
    from .hand_choice import HandChoice, Turn
    from .privacy_screen import PrivacyScreen
    from .review_mode import ReviewMode
    from .table import TableView

_ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
_ARROWS: dict[int, int] = {Qt.Key.Key_Left: -1, Qt.Key.Key_Up: -1, Qt.Key.Key_Right: 1, Qt.Key.Key_Down: 1}
_PLAIN = Qt.KeyboardModifier.NoModifier | Qt.KeyboardModifier.KeypadModifier


@dataclasses.dataclass(frozen=True)
class KeyTargets:
    """What the keys drive: the main window they are taken in, the widgets of the table, the person's hand, the
    review, and the person's turn (while a person at the table is to act)."""

    window: QWidget
    privacy: PrivacyScreen
    guide: GuideNote
    table: TableView
    bar: ActionBar
    panel: DeclarationPanel
    bidding: BiddingPanel
    hand: HandChoice
    reviewing: ReviewMode
    turn: Callable[[], Turn | None]
    quick_discard: Callable[[], bool]
    """The aid *one-key discard*: the hint's discard made, if the aid is on; False when it was not made."""


class TableKeys(QObject):
    """Routes the game's keys to the table's pieces, whatever widget has the focus."""

    def __init__(self, targets: KeyTargets, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.targets = targets
        app = QApplication.instance()
        assert app is not None
        app.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.KeyPress or not isinstance(watched, QWidget):
            return False
        if watched.window() is not self.targets.window or QApplication.activeModalWidget() is not None \
                or QApplication.activePopupWidget() is not None:
            return False
        assert isinstance(event, QKeyEvent)
        shift = event.modifiers() & ~_PLAIN == Qt.KeyboardModifier.ShiftModifier
        if shift and self.targets.reviewing.review is not None and event.key() == Qt.Key.Key_M:
            return self.targets.reviewing.key(event.key(), shift=True)  # the coach's previous marked decision
        if event.modifiers() & ~_PLAIN:
            return False  # Ctrl+Z and the like stay the menus' shortcuts
        return self.press(event.key())

    def uninstall(self) -> None:
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)

    # --- what each key does ---------------------------------------------------------------------

    def press(self, key: int) -> bool:
        """Act on one key; True if the game used it."""
        on = self.targets
        if on.privacy.isVisible():
            if key in _ENTER or key == Qt.Key.Key_Space:
                on.privacy.button.click()
                return True
            return False
        if on.guide.isVisible() and (key in _ENTER or key == Qt.Key.Key_Escape):
            on.guide.ok.click()
            return True
        if on.reviewing.review is not None:
            return on.reviewing.key(key)
        turn = on.turn()
        view = turn.view if turn is not None else None
        phase = view.phase if view is not None else None
        panel = on.bidding if phase is Phase.AUCTION else on.panel  # the auction's panel, or the calls'
        if phase in (Phase.DECLARATION, Phase.AUCTION) and panel.buttons:
            others = panel.others
            if others.hasFocus() and others.isVisible() and others.count():
                # "Or call less" / "Or bid higher": the list takes the arrows, Enter says what it shows
                if key in _ENTER:
                    panel.say_other.click()
                    return True
                if key in _ARROWS:
                    return False
            return self._choose_button(key, panel.buttons, digits=True)
        if key == Qt.Key.Key_C and phase is Phase.PLAY:
            claim = next((b for b in on.bar.buttons if b.objectName() == "claim" and b.isEnabled()), None)
            if claim is not None:
                claim.click()
                return True
        if phase in (Phase.EXCHANGE, Phase.PLAY) and view is not None and view.hand:
            if phase is Phase.PLAY and not isinstance(view.legal_actions[0], Play):
                # look at the talon's leftover cards? (1 and 2 as said, arrows and Enter)
                return self._choose_button(key, on.bar.buttons, digits=True)
            return self._hand_key(key, phase)
        return self._choose_button(key, on.bar.buttons, enter=on.bar.enter)

    def _hand_key(self, key: int, phase: Phase) -> bool:
        on = self.targets
        if not on.table.hasFocus():
            # The table says the chosen card to a screen reader (its accessible description), which is
            # read while it has the focus.
            on.table.setFocus(Qt.FocusReason.ShortcutFocusReason)
        if key in _ARROWS:
            on.hand.move_focus(_ARROWS[key])
        elif key == Qt.Key.Key_Space and phase is Phase.EXCHANGE:
            on.hand.toggle_focused()
        elif key == Qt.Key.Key_E and phase is Phase.EXCHANGE:
            return on.quick_discard()
        elif key in _ENTER and phase is Phase.EXCHANGE:
            if on.bar.buttons and on.bar.buttons[0].isEnabled():
                on.bar.buttons[0].click()
            else:
                on.hand.say_why_not_discard()
        elif key in _ENTER or key == Qt.Key.Key_Space:
            on.hand.play_focused()
        else:
            return False
        return True

    @staticmethod
    def _choose_button(key: int, buttons: Sequence[QAbstractButton], digits: bool = False,
                       enter: bool = True) -> bool:
        """Arrows move the focus among the buttons; Enter presses the one with the focus, else the first (without
        ``enter``, none: the end of the partie); with ``digits``, 1–9 press the button of that number."""
        live = [b for b in buttons if b.isVisible() and b.isEnabled()]
        if not live:
            return False
        focused = next((i for i, b in enumerate(live) if b.hasFocus()), None)
        if digits and Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            index = key - Qt.Key.Key_1
            if index < len(buttons) and buttons[index].isEnabled():
                buttons[index].click()
                return True
            return False
        if key in _ARROWS:
            start = focused if focused is not None else -1 if _ARROWS[key] > 0 else 0
            live[(start + _ARROWS[key]) % len(live)].setFocus(Qt.FocusReason.TabFocusReason)
            return True
        if key in _ENTER and (focused is not None or enter):
            (live[focused] if focused is not None else live[0]).click()
            return True
        return False
