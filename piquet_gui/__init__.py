"""Piquet: the classic two-player card game, with a rules engine, a computer opponent and a Qt table."""

__version__ = "0.1.0"
