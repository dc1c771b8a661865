"""Piquet for two: the deal, its partie and records, and the three games played over them.

* The deal, in parts over one state: ``deal`` (``Deal``), ``deal_state``, ``deal_reckoning``, ``deal_exchange``,
  ``deal_calling``, ``deal_play``.
* ``rules`` (RULES.md's options, the numbers and switches the deal reads), ``formats`` (how long a partie
  lasts), ``partie`` (``Partie``), ``record`` (its game record).
* Its games, each a rule set over that deal: Rubicon piquet (``Rules()`` with a format), ``au_cent``,
  ``auction``.
"""
