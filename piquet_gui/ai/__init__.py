"""Computer players.  Each decides from a seat's view alone (see ``player.Player``)."""

from .player import Player, make_player, LEVELS

__all__ = ["Player", "make_player", "LEVELS"]
