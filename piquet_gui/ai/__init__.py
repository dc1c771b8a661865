"""Computer players.  Each decides from a seat's view alone (see ``player.Player``)."""

from .player import LEVELS, Player, hint, make_player

__all__ = ["LEVELS", "Player", "hint", "make_player"]
