"""What a deal gives each player in Rubicon and auction piquet, measured, for the odds (``odds.py``):
``python -m piquet_gui.bench.deal_points --game rubicon`` (or ``--game auction``) measures them again.

Each table is 40 deals spread evenly over the measured ones (sorted by the difference), as
``target_value.DEAL_POINTS`` is for au cent.
"""

from __future__ import annotations

from .target_value import DEAL_POINTS

RUBICON_POINTS: tuple[tuple[int, int], ...] = DEAL_POINTS
"""What a deal of Rubicon piquet gives each player (a seat, its opponent): 400 deals of Club against Club, both
seats, give exactly au cent's table (a deal is played the same; the moment rule is the partie's): 25.4 points a
seat on average, spread 21.7."""

AUCTION_POINTS: tuple[tuple[int, int], ...] = (
    (2, 195), (58, 205), (5, 114), (23, 117), (22, 106), (31, 107), (24, 91), (29, 90), (18, 71), (20, 65),
    (69, 104), (10, 40), (25, 51), (13, 34), (86, 104), (106, 121), (31, 42), (30, 38), (20, 25), (14, 16),
    (24, 22), (26, 21), (32, 24), (20, 9), (24, 9), (26, 8), (34, 13), (46, 20), (56, 26), (104, 69), (82, 37),
    (161, 108), (78, 17), (91, 24), (107, 31), (106, 22), (202, 109), (114, 5), (205, 58), (195, 2))
"""What a deal of auction piquet gives each player: 40 of the 326 deals played of 400 dealt (the others passed out)
of Club against Club, both seats (56.4 points a seat on average, spread 51.8)."""
