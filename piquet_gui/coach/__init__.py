"""The coach: what each decision of a finished deal cost, judged from what the seat knew (``analysis.py``);
pure Python, beside the computer players."""

from .analysis import Judged, analyse, analyse_iter, decision_count, totals

__all__ = ["Judged", "analyse", "analyse_iter", "decision_count", "totals"]
