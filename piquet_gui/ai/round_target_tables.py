"""What a deal gives each seat in the three- and four-handed games, measured, for the race to the target
(``round_target.py``): ``python -m piquet_gui.bench.round_target_tables`` measures them again (400 deals of
the simple players each, about 15 s).

Each table is a few deals spread evenly over the measured ones (sorted by the first seat's lead), so that
a race model can step through the deals to come, as ``target_value.DEAL_POINTS`` does for au cent.  The
two-handed deals the last two of the three-handed game play on (``normand.partie.TWO_HANDED``: RULES'
deal with the moment rule's order of reckoning), measured the same way with Club against Club, give
exactly au cent's table (the same 400 deals, the same figures: 25.4 points a seat, spread 21.7), so the
race uses that one.
"""

from __future__ import annotations

FOUR_HANDED: tuple[tuple[int, int], ...] = (
    (18, 95), (8, 52), (5, 30), (2, 24), (11, 32), (4, 22), (7, 24), (3, 18), (6, 20), (8, 21), (8, 20),
    (9, 20), (11, 21), (11, 20), (12, 20), (14, 21), (8, 13), (8, 12), (13, 16), (9, 10), (17, 16), (9, 6),
    (12, 8), (17, 12), (12, 5), (16, 8), (17, 8), (19, 9), (20, 9), (20, 8), (20, 7), (21, 7), (20, 4),
    (23, 6), (25, 7), (24, 3), (25, 2), (28, 3), (53, 6), (95, 18))
"""What a partnership deal gives each side (a side, the other): 40 of 400 deals of the simple players, both
sides of each (16.2 points a side on average, spread 15.6)."""

THREE_HANDED: tuple[tuple[int, int, int], ...] = (
    (4, 15, 98), (19, 2, 99), (2, 13, 23), (0, 5, 25), (8, 22, 15), (3, 3, 27), (2, 23, 5), (3, 21, 7),
    (4, 3, 25), (4, 19, 8), (4, 21, 5), (5, 22, 4), (7, 19, 8), (4, 5, 17), (9, 6, 20), (6, 6, 15),
    (11, 20, 5), (13, 23, 2), (8, 10, 7), (6, 6, 6), (16, 16, 3), (15, 4, 10), (22, 15, 4), (20, 9, 6),
    (22, 2, 13), (21, 6, 4), (24, 6, 4), (26, 3, 5), (28, 0, 4), (96, 17, 3))
"""What a three-handed deal gives each seat: 30 of 400 deals of the simple players, each seen from its three
seats (13.3 points a seat on average, spread 16.9)."""
