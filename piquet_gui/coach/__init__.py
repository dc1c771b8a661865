"""The coach: what each decision of a finished deal cost, judged from what the seat knew (``analysis.py``);
pure Python, beside the computer players."""

from .analysis import Judged, analyse, totals

__all__ = ["Judged", "analyse", "totals"]
