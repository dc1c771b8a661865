"""The rules engine: pure Python, no Qt.  The single authority on what is legal and what scores.

Typical use::

    from piquet_gui.model import Partie
    partie = Partie(seed=1)
    partie.start_deal()
    events = partie.apply(partie.legal_actions()[0])
"""

from .actions import Action, CarteBlanche, Call, Discard, LookAtTalon, Play, Reply, ReplyKind
from .cards import CARDS, Card, Rank, Suit
from .combinations import Category
from .deal import Deal, Phase, Step
from .errors import IllegalActionError, PiquetError, RecordError
from .events import (CardPlayed, CarteBlancheAnnounced, CarteBlancheShown, DealEnded, Event, Exchanged,
                     PartieEnded, Said, Scored, Speech, TalonDecision, TalonShown, TrickWon)
from .formats import FOUR_DEALS, Result, Rubicon, Standings, Target
from .partie import Partie
from .rules import OPTIONS, Rules
from .scoring import DealScore, ScoreItem
from .view import SeatView

__all__ = [
    "Action", "CarteBlanche", "Call", "Discard", "LookAtTalon", "Play", "Reply", "ReplyKind",
    "CARDS", "Card", "Rank", "Suit", "Category", "Deal", "Phase", "Step",
    "IllegalActionError", "PiquetError", "RecordError",
    "CardPlayed", "CarteBlancheAnnounced", "CarteBlancheShown", "DealEnded", "Event", "Exchanged",
    "PartieEnded", "Said", "Scored", "Speech", "TalonDecision", "TalonShown", "TrickWon",
    "FOUR_DEALS", "Result", "Rubicon", "Standings", "Target", "Partie", "OPTIONS", "Rules",
    "DealScore", "ScoreItem", "SeatView",
]
