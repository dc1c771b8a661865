"""The game spoken (an aid: *Settings → Speech*): what the :class:`~piquet_gui.views.voice.Voice` is given to say
at the game screen — each event of the table followed, the person's turn once the screen shows it (its choices
by their keys, the card Enter would play), who is awaited when the table passes, the deal's end, the score on
request, the status line's words and the guide's notes; with the voice off and a screen reader running, the
same lines go to the reader.

:class:`SpokenGame` takes the game screen (:class:`SpokenHost`: its widgets and the person's turn); it knows
nothing else of the screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QMainWindow

from ..model.tricks import Phase
from .voice import NOTE, Voice, announce, turn_words
from .words import fill, tr

if TYPE_CHECKING:
    from ..followed_table import FollowedTable
    from ..settings import Settings
    from .action_bar import ActionBar
    from .bidding_panel import BiddingPanel
    from .declaration_panel import DeclarationPanel
    from .game_log import GameLog
    from .guide import GuideNote
    from .hand_choice import HandChoice, Turn
    from .hot_seat import HotSeat
    from .speaking import Speaking
    from .table import TableView


class SpokenHost(Protocol):
    """What the spoken game needs of the game screen."""

    window: QMainWindow
    settings: Settings
    log: GameLog
    names: tuple[str, ...]
    table: TableView
    hand: HandChoice
    hot_seat: HotSeat
    speaking: Speaking
    guide: GuideNote
    bar: ActionBar
    panel: DeclarationPanel
    bidding: BiddingPanel
    controller: FollowedTable | None
    auto_next_deal: bool

    def turn(self) -> Turn | None: ...
    def handing_over(self) -> bool: ...


class SpokenGame(QObject):
    def __init__(self, host: SpokenHost, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self.voice = Voice(host.settings, lambda event: host.log.spoken_line(event, host.names), self)
        self.voice.announcer = lambda text: announce(host.window, text)
        host.hand.focusNoted.connect(lambda: self.voice.focus(host.table.accessibleDescription()))
        host.speaking.aloud = lambda text: self.voice.say(text, NOTE)
        host.guide.explained.connect(lambda text: self.voice.say(text, NOTE))
        host.hot_seat.changed.connect(self._turn_to_say)  # (the person said he is ready: his turn)
        host.hot_seat.handedOver.connect(self._turn_to_say)  # (the table passes: who is awaited)

    def follow(self, controller: FollowedTable) -> None:
        """Say the events of this table's partie, its people's turns and its deals' ends from now on."""
        self.voice.follow(controller)
        controller.humanToAct.connect(self._turn_to_say)
        controller.dealEnded.connect(self._deal_ended)

    def _turn_to_say(self, *_: object) -> None:
        """Say the turn once the screen shows it (the panels, the table passed or not)."""
        QTimer.singleShot(0, self, self.speak_turn)

    def speak_turn(self) -> None:
        """Say what the person at the table is asked now, and how the keys answer."""
        host = self.host
        turn = host.turn()
        if not self.voice.heard:
            return
        if turn is None:
            if host.handing_over():  # the table passes to another person: who is awaited
                self.voice.prompt(host.bar.prompt.text())
            return
        phase = turn.view.phase
        if phase in (Phase.DECLARATION, Phase.AUCTION):
            panel = host.bidding if phase is Phase.AUCTION else host.panel
            if not panel.buttons:
                return  # (a forced answer goes by itself)
            self.voice.prompt(turn_words(turn.view, panel.prompt_text(), panel.spoken_choices()))
        else:
            choices = [b.text().replace("&", "") for b in host.bar.buttons if b.isVisible()]
            words = turn_words(turn.view, host.bar.prompt.text(), choices)
            if phase is Phase.PLAY and host.hand.focused() is not None:  # the card Enter would play
                words = f"{words} {host.table.accessibleDescription()}."
            self.voice.prompt(words)

    def _deal_ended(self, number: int) -> None:
        controller = self.host.controller
        if controller is not None and not controller.is_over() and not self.host.auto_next_deal \
                and controller.people:
            self.voice.prompt(tr("Enter deals the next hand; S says the score."))

    def score_words(self) -> str:
        """The running score: "Score: Anne 45, Ben 30" ("" without a partie)."""
        from .sheet_words import column_names

        controller = self.host.controller
        if controller is None:
            return ""
        sheet = controller.score_sheet()
        names = column_names(sheet, self.host.names)
        return fill(tr("Score: %1"), ", ".join(f"{name} {total}" for name, total in zip(names, sheet.totals)))

    def say_score(self) -> None:
        """*Say the score*: in the status line, and aloud when the game speaks."""
        text = self.score_words()
        if text:
            self.host.speaking.say(text, 5000)  # (and aloud)
