"""The coach: what each decision of a finished deal cost, judged from what the seat knew (``analysis.py``),
and what the cards gave each seat (``luck.py``); pure Python, beside the computer players."""

from .analysis import Judged, Skip, analyse, analyse_iter, decision_count, totals
from .luck import Luck, deal_luck

__all__ = ["Judged", "Luck", "Skip", "analyse", "analyse_iter", "deal_luck", "decision_count", "totals"]
