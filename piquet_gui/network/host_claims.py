"""A claim at a hosted table (PROTOCOL.md, ``ask {request: "claim"}``): the host proves it, and plays it out.

The host checks a claim itself, from the claiming seat's own view alone (``ai.claim.prove``, as the local table
does): it is made only at that seat's turn in the play, with more than one card left, and certain to win every
remaining trick whatever the others hold.  Once every other person agreed (``host_requests``), the host plays the
rest out by itself, each card as an ordinary move broadcast as usual: the claimer's by the proven line, a
computer's (or a stand-in's) by its level as at any other moment, a person's who agreed as their first legal card
(as at a local table).  The record therefore holds the tricks as played, and they score exactly as playing them
out would.  The claim is over when the play is (the deal's end).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..ai.claim import ClaimInPlay, prove
from ..model.actions import Action, Play
from ..model.tricks import Phase

if TYPE_CHECKING:
    from ..model.any_partie import AnyPartie


def proven(partie: AnyPartie | None, seat: int) -> ClaimInPlay | str:
    """The claim ``seat`` may make now, ready to be played out; else why not (one line, after ``claim: ``)."""
    if partie is None or partie.current is None or partie.is_over() or partie.to_act != seat:
        return "not this seat's turn in the play"
    view = partie.view(seat)
    if view is None or view.phase is not Phase.PLAY or not view.legal_actions \
            or not isinstance(view.legal_actions[0], Play):
        return "not this seat's turn in the play"
    claim = prove(view) if len(view.hand) > 1 else None
    if claim is None:
        return "not certain"
    return ClaimInPlay(seat, claim, len(view.tricks), len(view.trick))


def still_playing(partie: AnyPartie, claimed: ClaimInPlay) -> bool:
    """Whether the claimed tricks are still being played out (the deal's play goes on)."""
    view = partie.view(claimed.seat)
    return partie.current is not None and view is not None and view.phase is Phase.PLAY


def claimed_move(partie: AnyPartie, claimed: ClaimInPlay, seat: int) -> Action:
    """The card a seat that no computer plays puts out during the claim: the claimer's by the proven line, a
    person's who agreed as their first legal card."""
    view = partie.view(seat)
    assert view is not None and view.legal_actions
    if seat == claimed.seat:
        return Play(claimed.claim.card_for(view, claimed.tricks, claimed.trick))
    return view.legal_actions[0]
