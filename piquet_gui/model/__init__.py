"""The rules engine: pure Python, no Qt.  The single authority on what is legal and what scores.

Typical use::

    from piquet_gui.model import Partie
    partie = Partie(seed=1)
    partie.start_deal()
    events = partie.apply(partie.legal_actions()[0])

Where things live.  Every game is declared once and found by name (``games``: ``find_game(name)``,
``new_game(name)``; each declaration in its own folder), and every game's partie has one shape (``any_partie``:
the ``AnyPartie`` protocol).

* Shared parts: ``cards``, ``combinations`` (point, sequences, sets), ``actions``, ``events``, ``values``,
  ``tricks`` (following suit, a trick's winner, the moment rule's stop), ``scoring``, ``discards``,
  ``history``, ``view``, ``score_sheet/``, ``errors``.
* Piquet for two, ``two_handed/``: its deal in parts over one state (``deal``, ``deal_state``,
  ``deal_reckoning``, ``deal_exchange``, ``deal_calling``, ``deal_play``), ``rules`` (RULES.md's options),
  ``formats`` (how long a partie lasts), ``partie`` (``Partie``), ``record``; and its games, each a rule set
  over that deal: Rubicon is ``Rules()`` with a format; ``au_cent``; ``auction`` (its rules and its auction).
* The three- and four-handed games: ``round_deal`` and ``round_record`` (what they share), ``normand/`` and
  ``partnership/``, each its deal, partie and record.
* Records of every game: ``game_records``.
"""

from .actions import Action, CarteBlanche, Call, Discard, LookAtTalon, Play, Reply, ReplyKind
from .cards import CARDS, Card, Rank, Suit
from .combinations import Category
from .two_handed.deal import Deal, Phase, Step
from .errors import IllegalActionError, PiquetError, RecordError
from .events import (CardPlayed, CarteBlancheAnnounced, CarteBlancheShown, DealEnded, Event, Exchanged,
                     PartieEnded, Said, Scored, Speech, TalonDecision, TalonShown, TrickWon)
from .two_handed.formats import FOUR_DEALS, Result, Rubicon, Standings, Target
from .two_handed.partie import Partie
from .two_handed.rules import OPTIONS, Rules
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
