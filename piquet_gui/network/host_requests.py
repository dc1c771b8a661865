"""What a seated program may ask the host besides acting (PROTOCOL.md), and the flood limit.

* ``ask {request: "undo"}`` (or ``"undo_trick"``): take back the asker's last move (or trick), by the engine
  history's rule (``history.take_back_point``, as the local table's undo), and only within the deal in
  progress: a take-back never goes back across a deal's start, so it never deals new cards.  Every other
  person at the table (a seat of a player who joins; computer seats do not vote) is sent
  ``consent? {request, by}``; the undo is made only when every one has answered ``consent {request, yes:
  true}``.  A ``no``, a person who leaves, a move made meanwhile, or no answer within :data:`CONSENT_WAIT_MS`
  refuses it.  Once decided, the asker is answered (``answer {seq, request, taken_back: true}`` or ``refused
  {seq, reason}``), the others are told (``answer {request, by, taken_back}``), and after an undo every seat
  gets the whole ``state``.
* ``ask {request: "claim"}``: the rest of the deal's tricks, claimed at the asker's turn in the play.  The host
  proves it from the asker's own view (``host_claims.proven``), else refuses it (``claim: not certain``, or
  ``claim: not this seat's turn in the play``); then every other person is asked ``consent? {request: "claim",
  by}`` as for an undo (computer seats accept a proven claim).  Agreed, the asker is answered ``answer {seq,
  request, claimed: true}``, the others ``answer {request, by, claimed: true, taken_back: false}``, and the host
  plays the rest out (``Host.claimed``; each seat's ``claiming`` says whose claim it is); refused, the asker gets
  ``refused {seq, reason: "claim: Zoé refused the claim", by}`` (``by``: who said no) and play goes on.
* ``ask {request: "finished"}``: ``answer {seq, request, record}``, the game record of the deals that are over
  (the deal in progress is never in it).
* ``ask {request: "state"}``: the whole ``state`` again.
* A hint is the joining program's own business (``RemoteTable.hint``, from its own view): asked, it is
  refused.

The flood limit (:class:`FloodGate`) is a token bucket of 50 messages refilled at 50 a second: a connection
that sends faster is sent one ``refused`` saying why and cut off (its seat waits, as after a lost connection).
"""

from __future__ import annotations

import dataclasses
import time
from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer

from ..model.history import take_back_point
from .host_claims import proven
from .messages import Ask, Consent

if TYPE_CHECKING:
    from ..ai.claim import ClaimInPlay
    from ..model.any_partie import AnyPartie
    from .host import Host, _Client

FLOOD_LIMIT = 50
"""The most messages a joining program may send at once, and in a second over time (PROTOCOL.md)."""
CONSENT_WAIT_MS = 30_000
"""How long an undo waits for every other person's consent before it is refused."""
UNDO_REQUESTS = {"undo": False, "undo_trick": True}
"""The undo requests, and whether each takes back the whole trick."""
ASKABLE = ("state", "finished", "undo", "undo_trick", "claim")
"""What a joining program may ask of this host (``welcome``'s ``table.requests``: a program offers a claim only
to a host that lists it)."""


class FloodGate:
    """The messages of one connection through a token bucket: it holds :data:`FLOOD_LIMIT` tokens, refilled at
    :data:`FLOOD_LIMIT` a second, and each message takes one; :meth:`allow` is False for a message that finds
    it empty.  A program may send 50 messages at once after a quiet second, and 50 a second for ever; a burst
    after the host was slow to read (a busy machine) is not taken for a flood."""

    def __init__(self, limit: int = FLOOD_LIMIT, per_s: float = FLOOD_LIMIT,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.limit, self.per_s, self.clock = limit, per_s, clock
        self._tokens = float(limit)
        self._at = clock()

    def allow(self) -> bool:
        """Count a message now; whether it is within the limit."""
        now = self.clock()
        self._tokens = min(float(self.limit), self._tokens + (now - self._at) * self.per_s)
        self._at = now
        if self._tokens < 1.0:
            return False
        self._tokens -= 1.0
        return True


def undo_point(partie: AnyPartie, seat: int, whole_trick: bool = False) -> int | None:
    """Where taking back ``seat``'s last move (or trick) returns the partie to (a count of its actions), by the
    history's rule; None if there is nothing to take back in the deal in progress (a take-back never crosses a
    deal's start, so no card is ever dealt again differently)."""
    if partie.current is None or partie.is_over():
        return None
    point = take_back_point(partie, (seat,), whole_trick)
    start = sum(len(deal.history) for deal in partie.deals[:-1])
    return point if point is not None and point >= start else None


def finished_record(partie: AnyPartie) -> dict[str, Any]:
    """The game record (RECORD.md) of the deals that are over: never the cards of the deal in progress (nor of
    deals dealt ahead of it), as the local table's ``finished_record``."""
    from ..model.game_records import to_record

    finished = partie.replayed(len(partie.deals) - (partie.current is not None))
    finished.dealt_ahead = []  # type: ignore[attr-defined]
    return to_record(finished)


@dataclasses.dataclass
class _Undo:
    """An undo (or a claim) waiting for consent: who asked (seat, seq, which request), who must agree, who has;
    the claim proven, for a claim."""

    asker: int
    seq: int
    request: str
    voters: frozenset[int]
    agreed: set[int] = dataclasses.field(default_factory=set)
    claim: ClaimInPlay | None = None


class Requests(QObject):
    """The host's answers to ``ask`` and ``consent`` (see the module's docstring)."""

    def __init__(self, host: Host, consent_wait_ms: int = CONSENT_WAIT_MS) -> None:
        super().__init__(host)
        self.host = host
        self.pending: _Undo | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(consent_wait_ms)
        self._timer.timeout.connect(self._timed_out)

    # --- what a seated program asks ------------------------------------------------------------------------

    def ask(self, client: _Client, seat: int, ask: Ask) -> None:
        host = self.host
        if ask.request == "state":
            client.refused_in_a_row = 0
            host._send_state(seat, "state")
        elif ask.request == "finished":
            if host.partie is None:
                host._refuse(client, "finished: the partie has not begun", ask.seq)
                return
            client.refused_in_a_row = 0
            host._send(client, "answer", seq=ask.seq, request=ask.request, record=finished_record(host.partie))
        elif ask.request in UNDO_REQUESTS or ask.request == "claim":
            self._ask_undo(client, seat, ask)
        else:
            host._refuse(client, f"{ask.request}: this program works it out from its own view", ask.seq)

    def _ask_undo(self, client: _Client, seat: int, ask: Ask) -> None:
        host = self.host
        if self.pending is not None:
            host._refuse(client, f"{ask.request}: another {self.pending.request.replace('_', ' ')} waits for "
                                 "consent", ask.seq)
            return
        if host.claimed is not None:
            host._refuse(client, f"{ask.request}: the claimed tricks are being played out", ask.seq)
            return
        claim: ClaimInPlay | None = None
        if ask.request == "claim":
            found = proven(host.partie, seat)
            if isinstance(found, str):
                host._refuse(client, f"claim: {found}", ask.seq)
                return
            claim = found
        elif host.partie is None or undo_point(host.partie, seat, UNDO_REQUESTS[ask.request]) is None:
            host._refuse(client, f"{ask.request}: nothing of this seat's to take back in this deal", ask.seq)
            return
        people = [other for other, spec in enumerate(host.specs)
                  if spec.joins and other != seat and other not in host.stand_ins]  # a computer has no vote
        away = [other for other in people if other not in host.seated]
        if away:
            host._refuse(client, f"{ask.request}: {host.names[away[0]]} is away and cannot agree", ask.seq)
            return
        client.refused_in_a_row = 0
        self.pending = _Undo(seat, ask.seq, ask.request, frozenset(people), claim=claim)
        if not people:
            self._decide(True, "")
            return
        host.log(f"seat {seat} asks to {ask.request.replace('_', ' ')}: waiting for consent")
        for other in sorted(people):
            host._send(host.seated[other], "consent?", request=ask.request, by=seat)
        self._timer.start()

    def consent(self, client: _Client, seat: int, consent: Consent) -> None:
        pending = self.pending
        if (pending is None or consent.request != pending.request or seat not in pending.voters
                or seat in pending.agreed):
            self.host._refuse(client, "consent: nothing was asked")
            return
        client.refused_in_a_row = 0
        if not consent.yes:
            self._decide(False, f"{self.host.names[seat]} refused the claim" if pending.request == "claim"
                         else f"{self.host.names[seat]} said no", seat)
            return
        pending.agreed.add(seat)
        if pending.agreed == pending.voters:
            self._decide(True, "")

    # --- what else ends a waiting undo ---------------------------------------------------------------------

    def dropped(self, seat: int) -> None:
        """``seat``'s person left: an undo it asked for or must agree to is refused."""
        pending = self.pending
        if pending is not None and (seat == pending.asker or seat in pending.voters):
            self._decide(False, f"{self.host.names[seat]} left the table")

    def moved(self) -> None:
        """The partie went on: an undo still waiting for consent is refused."""
        if self.pending is not None:
            self._decide(False, "the partie went on before everyone agreed")

    def _timed_out(self) -> None:
        pending = self.pending
        if pending is not None:
            silent = sorted(pending.voters - pending.agreed)
            who = ", ".join(self.host.names[seat] for seat in silent)
            self._decide(False, f"no answer from {who} within {self._timer.interval() // 1000} s")

    def can_undo(self, seat: int) -> bool:
        """Whether ``seat`` has a move to take back in the deal in progress (sent in each state and update)."""
        partie = self.host.partie
        return partie is not None and self.host.claimed is None and undo_point(partie, seat) is not None

    # --- the decision -------------------------------------------------------------------------------------

    def _decide(self, yes: bool, why: str, refused_by: int | None = None) -> None:
        pending, host = self.pending, self.host
        assert pending is not None
        self.pending = None
        self._timer.stop()
        if pending.claim is not None:
            self._decide_claim(pending, pending.claim, yes, why, refused_by)
            return
        partie = host.partie
        point = None if partie is None else undo_point(partie, pending.asker, UNDO_REQUESTS[pending.request])
        if yes and point is None:
            yes, why = False, "nothing is left to take back"
        asker = host.seated.get(pending.asker)
        if yes:
            assert partie is not None and point is not None
            host.partie = partie.prefix(point)
            host.log(f"seat {pending.asker}'s {pending.request.replace('_', ' ')}: taken back")
            host._save()
            for seat in sorted(host.seated):
                host._send_state(seat, "state")  # the events may be fewer: each seat gets them all again
            if asker is not None:
                host._send(asker, "answer", seq=pending.seq, request=pending.request, taken_back=True)
        else:
            host.log(f"seat {pending.asker}'s {pending.request.replace('_', ' ')} is refused: {why}")
            if asker is not None:
                host._refuse(asker, f"{pending.request}: {why}", pending.seq)
        for seat in sorted(pending.voters):
            if seat in host.seated:
                host._send(host.seated[seat], "answer", request=pending.request, by=pending.asker, taken_back=yes)
        if yes:
            host._next()

    def _decide_claim(self, pending: _Undo, claim: ClaimInPlay, yes: bool, why: str,
                      refused_by: int | None) -> None:
        """A claim agreed (the host plays the rest out) or refused (the asker told who said no)."""
        host = self.host
        asker = host.seated.get(pending.asker)
        if yes and isinstance(proven(host.partie, pending.asker), str):
            yes, why = False, "the partie went on before everyone agreed"  # (never: a move refuses it first)
        if yes:
            host.claimed = claim
            host.log(f"seat {pending.asker}'s claim is agreed: the rest is played out")
            if asker is not None:
                host._send(asker, "answer", seq=pending.seq, request="claim", claimed=True)
        else:
            host.log(f"seat {pending.asker}'s claim is refused: {why}")
            if asker is not None:
                host._refuse(asker, f"claim: {why}", pending.seq, by=refused_by)
        for seat in sorted(pending.voters):
            if seat in host.seated:  # (``taken_back`` for the programs that read it of every answer)
                host._send(host.seated[seat], "answer", request="claim", by=pending.asker, claimed=yes,
                           taken_back=False)
        if yes:
            host._broadcast()  # every seat: the claim is being played out, nobody is asked to act
            host._next()
