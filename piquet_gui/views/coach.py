"""The coach in the game: its panel in the review, its analysis in the background, and the setting that says
when it runs ("on_request", "after_deal" or "off"; ``Settings.coach``).

* In the review the panel lists the decisions of one seat (the person's; a chooser where several played or a
  record was opened), each with its mark and cost; choosing one (a click, or M / Shift+M for the next or
  previous marked one) moves the review to just before it and frames the better choice on the table.
* The analysis runs in a :class:`~piquet_gui.views.coach_worker.CoachThread`: a decision at a time, the marks
  shown as they come, Cancel or leaving the review stops it; finished deals are kept (``CoachCache``).
* After each deal (that setting), the person's decisions of the deal just played are judged in the background,
  and the bar between deals offers "Coach: 2 marked decisions — review".
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QMainWindow, QSplitter

from ..coach.analysis import Judged
from ..coach.luck import Luck, with_opponent
from ..model.cards import Card
from ..model.seat_window import SeatWindow
from ..review_steps import replay_finished
from .coach_panel import CoachPanel
from .coach_words import (Describe, cards_of, is_better, luck_text, measure_note, rest_text,
                          summary_text)
from .coach_worker import CoachCache, CoachThread, DealJudged
from .words import action_words, display_name, tr

if TYPE_CHECKING:
    from ..review_steps import Review
    from ..settings import Settings
    from .review_mode import ReviewMode
    from .table import TableView

NOTHING: frozenset[Card] = frozenset()


class CoachHost(Protocol):
    """What the coach needs of the game screen: the settings, the window and the column it widens, the window
    on the game at the table, the person it speaks to, and a few requests."""

    settings: Settings
    demo: bool
    window: QMainWindow
    table: TableView
    dock: QDockWidget

    @property
    def you(self) -> int | None:
        """The one person at the table, whose decisions the coach judges first (None with several or none)."""
        ...

    def seat_window(self) -> SeatWindow | None: ...
    def flash(self, text: str) -> None: ...
    def unflash(self) -> None: ...
    def refresh(self) -> None: ...


class Coach(QObject):
    def __init__(self, host: CoachHost, reviewing: ReviewMode, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self.reviewing = reviewing
        self.entry: QAction | None = None
        """The menu's Coach entry, shown unless the coach is off (set once the menus are built)."""
        self.panel = CoachPanel()
        self.panel.hide()
        self.panel.startAsked.connect(self.start)
        self.panel.cancelAsked.connect(self.cancel)
        self.panel.seatChosen.connect(self.choose_seat)
        self.panel.decisionChosen.connect(self.go_to)
        self.cache = CoachCache()
        self.seat = 0
        self.analysis: CoachThread | None = None
        """The review's analysis running, if any."""
        self.after_deal: CoachThread | None = None
        """The analysis of the deal just played (the "after each deal" setting), if any."""
        self.after_deal_found: DealJudged | None = None
        self._stopping: list[CoachThread] = []
        self._lucks: dict[int, Luck | None] = {}
        self._shown: Judged | None = None
        self._stepped: Judged | None = None
        """The decision the review was last taken to (by M or a click): M goes on from it."""
        self._current_deal = 0
        self._views: dict[tuple[int, int, int], Any] = {}
        """The seat's view before each call judged (its words), for the review open."""
        self._column: list[int] | None = None
        """The score pad's and the log's heights before the panel took its place."""
        self._dock_width: int | None = None
        """The right-hand column's width before the review widened it for the panel."""

    def review_now(self) -> Review | None:
        """The review open, if any."""
        return self.reviewing.review

    @property
    def mode(self) -> str:
        return self.host.settings.coach

    def follow_setting(self) -> None:
        """The setting changed (or the screen was built): the menu's entry, and the panel in a review open."""
        if self.entry is not None:
            self.entry.setVisible(self.mode != "off")
        if self.mode == "off":
            self.review_closed()
            self._stop(self.after_deal)
            self.after_deal = None
        elif self.review_now() is not None and not self.panel.isVisible():
            self.review_opened()

    # --- the review ---------------------------------------------------------------------------------

    def review_opened(self) -> None:
        """A review began: the panel, with whatever is already judged of it (and the rest started, after each
        deal)."""
        review = self.review_now()
        if review is None or self.mode == "off":
            self.panel.hide()
            return
        self._stop(self.after_deal)  # the review's own analysis takes over
        self.after_deal = None
        partie = review.whole
        self._views = {}
        self.seat = self._default_seat(partie)
        self.panel.set_seats([display_name(name) for name in partie.players], self.seat)
        self.panel.show()
        self._fit_dock()
        self._fill()
        if self.mode == "after_deal":
            self.start()

    def review_closed(self) -> None:
        self._stop(self.analysis)
        self.analysis = None
        self._shown = self._stepped = None
        if self.panel.isVisible():
            self.panel.hide()
            self._restore_column()

    def _describe(self, judged: Judged) -> Describe | None:
        """A call, a reply, carte blanche or a bid in the words of its button, from the seat's view then."""
        review = self.review_now()
        if judged.phase not in ("calls", "carte blanche", "auction") or review is None:
            return None
        key = (judged.deal, judged.taken, judged.seat)
        if key not in self._views:
            self._views[key] = review.whole.replayed(judged.deal, judged.taken).view(judged.seat)
        view: Any = self._views[key]
        if view is None:
            return None
        return lambda action: " ".join(action_words(action, view).split())  # (one line: no double spaces)

    def _default_seat(self, partie: Any) -> int:
        you = self.host.you
        if you is not None:
            return int(you)
        window = self.host.seat_window()
        if window is not None and window.people and tuple(window.names) == tuple(partie.players):
            return int(window.people[0])
        return 0

    def _fit_dock(self) -> None:
        """Room for the panel's rows beside the table: a third of the window at most, the table's least kept."""
        window = self.host.window
        width = max(150, min(420, window.width() // 3, window.width() - self.host.table.minimumWidth() - 20))
        if self.host.dock.width() < width:
            if self._dock_width is None:
                self._dock_width = self.host.dock.width()
            window.resizeDocks([self.host.dock], [width], Qt.Orientation.Horizontal)
        splitter = self.panel.parentWidget()
        if isinstance(splitter, QSplitter) and splitter.count() == 3:
            # The coach takes the most of the column: the score pad keeps its rows, the log a few lines (none
            # in a small window; it can be drawn out again).  In a short window the pad gives way too (the table
            # says each side's points), so that the coach's words are read whole.
            if self._column is None:
                self._column = splitter.sizes()
            total = sum(splitter.sizes()) or splitter.height()
            sheet = min(int(total * 0.3), 260) if window.height() >= 700 else 0
            log = int(total * 0.15) if window.height() >= 800 else 0
            splitter.setSizes([sheet, total - sheet - log, log])

    def _restore_column(self) -> None:
        """The right-hand column as it was before the review: its width, and the score pad's and log's heights."""
        if self._dock_width is not None:
            width, self._dock_width = self._dock_width, None
            self.host.window.resizeDocks([self.host.dock], [width], Qt.Orientation.Horizontal)
        splitter = self.panel.parentWidget()
        if isinstance(splitter, QSplitter) and self._column is not None:
            sizes, self._column = self._column, None
            splitter.setSizes([sizes[0], 0, sum(sizes) - sizes[0]])

    def choose_seat(self, seat: int) -> None:
        if seat == self.seat:
            return
        self._stop(self.analysis)
        self.analysis = None
        self.seat = seat
        self._fill()
        if self.mode == "after_deal":
            self.start()
        self.host.refresh()

    def _deals(self) -> list[int]:
        """The review's deals, over (every deal of a review is)."""
        review = self.review_now()
        if review is None:
            return []
        return list(range(1, len(review.whole.deals) + 1))

    def _fill(self) -> None:
        """The list anew from what is kept for this seat; what is left to judge says so."""
        review = self.review_now()
        panel = self.panel
        panel.clear()
        self._lucks = {}
        self._shown = None
        if review is None:
            return
        for deal in self._deals():
            found = self.cache.get(review.whole, deal, self.seat)
            if found is not None:
                self._add_deal(found)
        self._say_summary()
        panel.set_running(False)
        panel.start.setVisible(bool(self._missing()))

    def _missing(self) -> list[int]:
        review = self.review_now()
        if review is None:
            return []
        return [deal for deal in self._deals() if self.cache.get(review.whole, deal, self.seat) is None]

    def _add_deal(self, found: DealJudged) -> None:
        self.panel.add_deal(found.deal)
        for judged in found.judged:
            self.panel.add(judged, self._describe(judged))
        self._lucks[found.deal] = found.luck

    def _say_summary(self) -> None:
        rows = self.panel.rows()
        self.panel.summary.setText(summary_text(rows) if rows else "")

    # --- running the analysis -------------------------------------------------------------------------

    def start(self) -> None:
        """Judge the review's deals not yet judged for the chosen seat, the deal on the table first."""
        review = self.review_now()
        if review is None or self.mode == "off" or self.analysis is not None:
            return
        missing = self._missing()
        if not missing:
            return
        here = review.stops[review.position][0]
        order = sorted(missing, key=lambda deal: (deal != here, deal))
        # Only the deals not kept are shown anew (in the order judged); those kept stay listed.
        self._fill()
        partie = review.whole.replayed(len(review.whole.deals))  # its own copy: the game may go on meanwhile
        thread = CoachThread(partie, self.seat, order, parent=self)
        thread.judged.connect(self._judged)
        thread.dealDone.connect(self._deal_done)
        thread.progress.connect(self._progress)
        thread.ended.connect(self._ended)
        self.analysis = thread
        self._current_deal = 0
        self.panel.set_running(True, 0, thread.total)
        thread.start()

    def cancel(self) -> None:
        """Stop the analysis: what is judged stays listed; the deals left can be judged later."""
        self._stop(self.analysis)
        self.analysis = None
        self.panel.set_running(False)
        self.panel.start.setVisible(bool(self._missing()))

    def _stop(self, thread: CoachThread | None) -> None:
        """Ask ``thread`` to stop after its decision in hand; nothing more of it is shown."""
        if thread is None:
            return
        for signal in (thread.judged, thread.dealDone, thread.progress):
            try:
                signal.disconnect()
            except (RuntimeError, TypeError):
                pass
        thread.requestInterruption()
        if thread.isRunning():
            self._stopping.append(thread)

    def stop_all(self, wait_ms: int = 10000) -> None:
        """Stop every analysis and wait for each (the window closes: no thread is left running)."""
        for thread in (self.analysis, self.after_deal):
            self._stop(thread)
        self.analysis = self.after_deal = None
        for thread in list(self._stopping):
            thread.wait(wait_ms)
        self._stopping.clear()

    def running(self) -> bool:
        return any(t is not None and t.isRunning() for t in (self.analysis, self.after_deal, *self._stopping))

    def _stale(self) -> bool:
        """A signal of an analysis stopped meanwhile (already on its way when it was stopped)."""
        return self.sender() is not self.analysis

    def _judged(self, judged: Judged) -> None:
        if self._stale():
            return
        if judged.deal != self._current_deal:
            self._current_deal = judged.deal
            self.panel.add_deal(judged.deal)
        self.panel.add(judged, self._describe(judged))
        self._say_summary()
        review = self.review_now()
        if review is not None and review.stops[review.position] == (judged.deal, judged.taken):
            self.host.refresh()  # the decision on the table was just judged: show it

    def _deal_done(self, found: DealJudged) -> None:
        if self._stale():
            return
        review = self.review_now()
        if review is not None:
            self.cache.put(review.whole, self.seat, found)
        self._lucks[found.deal] = found.luck
        self.host.refresh()

    def _progress(self, done: int, total: int) -> None:
        if not self._stale():
            self.panel.set_running(True, done, total)

    def _ended(self, thread: CoachThread) -> None:
        thread.wait()  # (its run is over: only its last steps are left)
        if thread in self._stopping:
            self._stopping.remove(thread)
        if thread is self.after_deal:
            self.after_deal = None
            self.host.refresh()
        if thread is self.analysis:
            self.analysis = None
            self._fill()  # every deal in its order now (the one on the table was judged first)
            self.host.refresh()

    # --- stepping and showing ---------------------------------------------------------------------------

    def go_to(self, judged: Judged) -> None:
        """The review just before ``judged``, its better choice on the table."""
        review = self.review_now()
        if review is None:
            return
        stop = (judged.deal, judged.taken)
        if stop in review.stops:
            review.go(review.stops.index(stop))
        self._shown = self._stepped = judged
        self.host.unflash()  # (what was said of the position before no longer holds)
        self.host.refresh()

    def step_marked(self, delta: int) -> bool:
        """To the next (``delta`` 1) or previous (-1) marked decision from the review's position; True if moved
        or said why not.  A marked decision at the position itself is the next one, unless the review was just
        taken to it (so M from the start of a review goes to a mark at its first step).  Before anything is
        judged, M starts the coach, and says so."""
        review = self.review_now()
        if review is None or not self.panel.isVisible():
            return False
        here = review.stops[review.position]
        stepped = self._stepped
        marked = sorted((j for j in self.panel.rows() if j.mark and (j.deal, j.taken) in review.stops),
                        key=lambda j: (j.deal, j.taken))  # (the deal on the table was judged first)
        if delta > 0:
            ahead = [j for j in marked if (j.deal, j.taken) > here or ((j.deal, j.taken) == here and j != stepped)]
            target = ahead[0] if ahead else None
        else:
            behind = [j for j in marked if (j.deal, j.taken) < here]
            target = behind[-1] if behind else None
        if target is None:
            self.host.flash(self._nothing_marked(delta))
            return True
        self.go_to(target)
        return True

    def _nothing_marked(self, delta: int) -> str:
        """Why M (Shift+M) found no marked decision, starting the coach where nothing (or not all) is judged."""
        if self.analysis is not None:
            return tr("The coach is still judging: no marked decision yet. M again once it marks one.")
        if self._missing():
            judged = bool(self.panel.rows())
            self.start()
            if not judged:
                return tr("Nothing is judged yet: the coach is judging these deals now. M again once it marks a "
                          "decision.")
            return tr("No marked decision in the deals judged: the coach is judging the others now.")
        return tr("No marked decision further on.") if delta > 0 else tr("No marked decision before this one.")

    def at_position(self) -> Judged | None:
        """The judged decision of the chosen seat just ahead at the review's position, if any."""
        review = self.review_now()
        if review is None or not self.panel.isVisible():
            return None
        here = review.stops[review.position]
        return next((j for j in self.panel.rows() if (j.deal, j.taken) == here), None)

    def marks(self) -> tuple[frozenset[Card], frozenset[Card]]:
        """For the table at the review's position: the better choice's cards and the choice made (where the
        coach found better); follows the panel."""
        judged = self.at_position()
        review = self.review_now()
        luck = ""
        if review is not None and self.panel.isVisible():
            deal = review.stops[review.position][0]
            found = self._lucks.get(deal)
            if found is not None:
                whole = review.whole
                players = whole.players
                others = [s for s in _deal_seats(whole, deal) if s != self.seat]
                name, other = display_name(players[self.seat]), display_name(players[others[0]])
                theirs = [j for s in others  # (judged when that seat was chosen)
                          for kept in [self.cache.get(whole, deal, s)] if kept is not None for j in kept.judged]
                if theirs:
                    found = with_opponent(found, theirs)
                you = self.host.you == self.seat
                luck = (luck_text(found, name, you, other) + " " + rest_text(found, other, you) + "<br><i>"
                        + measure_note(found.hands) + "</i>")
            elif judged is not None:  # (no luck told: the measure said alone)
                luck = "<i>" + measure_note(getattr(review.whole.deals[deal - 1], "seats", 2)) + "</i>"
            self.panel.show_decision(judged, luck, None if judged is None else self._describe(judged))
        self._shown = judged
        if judged is None or not is_better(judged):
            return NOTHING, NOTHING
        return cards_of(judged.best), cards_of(judged.choice)

    # --- after each deal ---------------------------------------------------------------------------------

    def deal_ended(self) -> None:
        """The "after each deal" setting: judge the person's decisions in the deal just played, in the
        background."""
        window = self.host.seat_window()
        if self.mode != "after_deal" or window is None or not window.people or self.host.demo:
            return
        if not window.deal_number:
            return
        self._stop(self.after_deal)
        copy = replay_finished(window.finished_record())  # its own copy: the game goes on meanwhile
        number = len(copy.deals)
        if not number:
            return
        seat = int(window.people[0])
        self.after_deal_found = self.cache.get(copy, number, seat)
        if self.after_deal_found is not None:
            return
        thread = CoachThread(copy, seat, [number], parent=self)
        thread.dealDone.connect(self._after_deal_done)
        thread.ended.connect(self._ended)
        self.after_deal = thread
        thread.start()

    def _after_deal_done(self, found: DealJudged) -> None:
        thread = self.after_deal
        if thread is None or self.sender() is not thread:
            return
        self.cache.put(thread.partie, thread.seat, found)
        self.after_deal_found = found
        self.host.refresh()

    def offer(self) -> tuple[str, Callable[[], object]] | None:
        """Between deals (after each deal): the bar's button to the review of the deal just judged."""
        window = self.host.seat_window()
        if self.mode != "after_deal" or window is None or self.host.demo:
            return None
        number = window.deal_number
        found = self.after_deal_found
        if found is not None and found.deal == number:
            marked = sum(1 for j in found.judged if j.mark)
            return tr("Coach: %n marked decision(s) — review", marked), lambda: self.review_deal(number)
        if self.after_deal is not None:
            return tr("Coach: judging…"), lambda: self.review_deal(number)
        return None

    def review_deal(self, number: int) -> None:
        """The review of the finished deals, at the first marked decision of deal ``number``."""
        self.reviewing.finished()
        review = self.review_now()
        if review is None:
            return
        marked = [j for j in self.panel.rows() if j.deal == number and j.mark]
        if marked:
            self.go_to(marked[0])
        elif (number, 0) in review.stops:
            review.go(review.stops.index((number, 0)))
            self.host.refresh()

    def ask(self) -> None:
        """The menu's Coach: the review (if not open) with the coach started."""
        if self.mode == "off":
            return
        if self.review_now() is None:
            self.reviewing.finished()
        if self.review_now() is not None:
            self.start()


def _deal_seats(partie: Any, deal: int) -> list[int]:
    """The partie's seats that played deal ``deal`` (1-based): all, or the two that played on."""
    maps = getattr(partie, "seat_maps", None)
    return list(maps[deal - 1]) if maps else list(range(len(partie.players)))
