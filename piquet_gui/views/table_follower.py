"""Following the local table: what the screen does when the table's signals come.

* an event: into the log, noted by the calling panel; the end of the partie said on (``gameOver``);
* a person to act: the guide's note for the position the first time, the table passed to that person if several
  share it, nothing chosen yet;
* the computer thinking, or done thinking: the bar says so (``thinking``);
* a deal ended: the panel cleared, the coach told, the guide's note on the score, the next deal dealt by itself
  where the screen deals on alone (the demonstration);
* the partie ended: its statistics kept by the keeper (or said why not);
* any change: what was said of the last position no longer holds, and the keeper saves the partie (its problems
  said here);
* moves taken back: the table as it was at that point (the screen's ``taken_back``);
* what only a table hosted elsewhere says: an action refused after all (said as a local refusal is), a line for
  the log (each deal checked), another person asking to take back (a yes-or-no question), the seats away and the
  connection (the screen's ``table_note``).

:class:`TableFollower` takes the widgets it changes, the preferences (the guide) and a small :class:`FollowHost`
(what the screen knows of the partie, and its redraw); the table it follows is handed to :meth:`follow` and let go
with :meth:`let_go` (the screen is taken down and another follows the same table).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QMainWindow

from ..model.events import Event, PartieEnded
from ..model.seat_window import Refusal
from .guide import deal_end_note, guide_key
from .words import display_name, fill, tr

if TYPE_CHECKING:
    from ..followed_table import FollowedTable, TableKeeper
    from .coach import Coach
    from .declaration_panel import DeclarationPanel
    from .game_log import GameLog
    from .hand_choice import HandChoice
    from .hot_seat import HotSeat
    from .preferences import Preferences


class FollowHost(Protocol):
    """What the follower needs of the screen: the players' names, whether it deals on alone and at what pace, the
    keeper of the partie, and its redraw."""

    names: tuple[str, ...]
    auto_next_deal: bool

    @property
    def pace_ms(self) -> int: ...

    def keeping(self) -> TableKeeper | None:
        """The keeper of the partie at the table (None without one)."""
        ...

    def unflash(self) -> None: ...
    def flash(self, text: str) -> None: ...
    def ask(self, title: str, question: str) -> bool: ...
    def refresh(self) -> None: ...
    def next_deal(self) -> None: ...
    def taken_back(self) -> None: ...
    def table_note(self) -> None:
        """Say which seats are away and how the connection stands (nothing at a local table)."""
        ...


def table_line(line: str) -> str:
    """A line a table hosted elsewhere says (``network.remote``), in the player's language."""
    if found := re.fullmatch(r"Deal (\d+) checked", line):
        return fill(tr("Deal %1 checked: its cards are the ones the shuffle promised."), found.group(1))
    if found := re.fullmatch(r"Deal (\d+) NOT checked: (.*)", line):
        return fill(tr("Deal %1 NOT checked: its cards are not the ones the shuffle promised (%2)."), found.group(1),
                    found.group(2))
    if found := re.fullmatch(r"Deal (\d+) not checked: .*", line):
        return fill(tr("Deal %1 could not be checked: you came back to it after it was dealt."), found.group(1))
    if found := re.fullmatch(r".*; trying again in ([\d.]+) s", line):
        return fill(tr("The connection to the table was lost; trying again in %1 s…"), found.group(1))
    if found := re.fullmatch(r"(.*)'s undo was made", line):
        return fill(tr("%1's take-back was agreed and made."), found.group(1))
    if found := re.fullmatch(r"(.*)'s undo was refused", line):
        return fill(tr("%1's take-back was refused."), found.group(1))
    if found := re.fullmatch(r"(.*)'s claim was made", line):
        return fill(tr("%1's claim was agreed: the remaining tricks are played out."), found.group(1))
    if found := re.fullmatch(r"(.*)'s claim was refused", line):
        return fill(tr("%1's claim was refused: play goes on."), found.group(1))
    if found := re.fullmatch(r"(.*) refused the claim", line):
        return fill(tr("%1 refused the claim: play goes on."), found.group(1))
    return line


class TableFollower(QObject):
    gameOver = Signal(object)
    """The partie is over (its ``PartieEnded`` event)."""

    def __init__(self, window: QMainWindow, log: GameLog, panel: DeclarationPanel, hand: HandChoice,
                 hot_seat: HotSeat, coach: Coach, preferences: Preferences, host: FollowHost,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.window, self.log, self.panel, self.hand = window, log, panel, hand
        self.hot_seat, self.coach, self.preferences, self.host = hot_seat, coach, preferences, host
        self.table: FollowedTable | None = None
        self.thinking = False
        """The computer is thinking (the bar says so)."""

    def follow(self, table: FollowedTable) -> None:
        """Follow ``table``'s signals from now on."""
        self.table = table
        self.thinking = False
        table.eventHappened.connect(self.happened)
        table.stateChanged.connect(self.position_changed)
        table.stateChanged.connect(self.host.refresh)
        table.stateChanged.connect(self.autosave)
        table.humanToAct.connect(self.human_to_act)
        table.computerThinking.connect(self.computer_thinking)
        table.dealEnded.connect(self.deal_ended)
        table.partieEnded.connect(self.partie_ended)
        table.takenBack.connect(self.host.taken_back)
        table.refused.connect(self.refused)
        table.said.connect(self.said)
        table.consentAsked.connect(self.consent_asked)
        table.stateChanged.connect(self.host.table_note)
        table.connectionChanged.connect(self.host.table_note)

    @staticmethod
    def let_go(table: FollowedTable) -> None:
        """No signal of ``table`` reaches this screen any more (its sounds' too): another screen follows it."""
        for signal in (table.eventHappened, table.stateChanged, table.humanToAct, table.computerThinking,
                       table.dealEnded, table.partieEnded, table.takenBack, table.refused, table.said,
                       table.consentAsked, table.connectionChanged):
            signal.disconnect()

    def refused(self, refusal: object) -> None:
        """The host refused what was sent: said as a refusal at a local table is."""
        from .hand_choice import refusal_words

        self.host.flash(refusal_words(refusal if isinstance(refusal, Refusal) else None))
        self.host.refresh()

    def said(self, line: str) -> None:
        """A line from the table for the log, in the game's words where it is one the table says (each deal's check,
        a connection tried again, another's take-back), else as it came."""
        self.log.addItem(table_line(line))

    def consent_asked(self, request: str, by_seat: int) -> None:
        """Another person asks to take back, or claims the remaining tricks: a yes-or-no question to this one."""
        table = self.table
        if table is None:
            return
        names = self.host.names
        who = display_name(names[by_seat]) if 0 <= by_seat < len(names) else ""
        asked = table.consent_seat()
        if request == "claim":
            question = fill(tr("%1 claims the remaining tricks. %2, do you agree?"), who,
                            display_name(names[asked])) if asked is not None and 0 <= asked < len(names) \
                else fill(tr("%1 claims the remaining tricks. Do you agree?"), who)
            table.consent(request, self.host.ask(tr("Claim the rest"), question))
            return
        if asked is not None and 0 <= asked < len(names):  # one of several people here: named
            question = fill(tr("%1, %2 asks to take back the last move. Do you agree?"), display_name(names[asked]),
                            who)
        else:
            question = fill(tr("%1 asks to take back the last move. Do you agree?"), who)
        yes = self.host.ask(tr("Undo"), question)
        table.consent(request, yes)

    def happened(self, event: Event) -> None:
        self.log.add(event, self.host.names)
        self.panel.note(event)
        if isinstance(event, PartieEnded):
            self.gameOver.emit(event)

    def position_changed(self) -> None:
        """Whatever was said about the last position no longer holds."""
        self.hand.pending_lead = None
        self.host.unflash()

    def human_to_act(self, seat: int) -> None:
        table = self.table
        assert table is not None
        view: Any = table.view(seat)  # (the guide knows the two-handed games' views and the others')
        key = guide_key(view, self.preferences.settings.guide_seen) if view is not None else None
        if key:
            QTimer.singleShot(0, lambda: self.preferences.explain(key))
        self.hot_seat.turn(len(table.people) > 1, seat)
        self.hand.selected.clear()
        self.host.refresh()

    def computer_thinking(self, seat: int, thinking: bool) -> None:
        self.thinking = thinking
        self.host.refresh()

    def deal_ended(self, number: int) -> None:
        self.panel.reset()
        self.coach.deal_ended()
        table = self.table
        if table is not None and table.people:
            self.preferences.explain(*deal_end_note(table.score_sheet()))
        self.host.refresh()
        if self.host.auto_next_deal and table is not None and not table.is_over():
            QTimer.singleShot(max(self.host.pace_ms, 50) * 2, self.host.next_deal)

    def partie_ended(self, result: object) -> None:
        # The statistics kept (a hint or an undo marked the partie as assisted), then the save forgotten.
        keeper = self.host.keeping()
        if keeper is not None and not keeper.partie_ended():
            self.window.statusBar().showMessage(
                tr("Statistics are unavailable (the database is locked or damaged); the game goes on."), 10000)
        self.host.refresh()

    def autosave(self) -> None:
        """Keep the partie in progress on disk after every action (the keeper's); say what went wrong."""
        keeper = self.host.keeping()
        problem = keeper.autosave() if keeper is not None else None
        if problem is None:
            return
        if problem.set_aside is not None:
            line = fill(tr("%1 was not a file: it was kept as %2, and the partie in progress is saved in "
                           "its place again."), str(problem.path), str(problem.set_aside))
            self.log.addItem(line)
            self.window.statusBar().showMessage(line, 10000)
            return
        self.window.statusBar().showMessage(tr("The game could not be saved: %1").replace("%1", problem.error), 8000)
