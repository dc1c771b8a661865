"""The benchmarks, apart from the game: each prints figures and can compare two versions in one run.

* ``engine``: the rules engine's deals per second and replay time (``--against OTHER_CHECKOUT``);
* ``players``: one computer player against another, mirrored pairs, every game (``--a LEVEL --b LEVEL``);
* ``perfect``: the perfect-information player, the ceiling of card play that ``players`` measures against;
* ``endgame``: playing the last deal to the score;
* ``solver``: the play solver's speed;
* ``app``: the desktop app's time to its first window and its memory in a partie;
* ``network``: a move's latency between programs over loopback, one host serving 50 tables, the joining
  program's memory;
* ``deal_points``, ``round_target_tables``: measure again the tables of points a deal gives, which the
  computer players' play to a target reads (``ai/target_value.py``, ``ai/round_target_tables.py``).
"""
