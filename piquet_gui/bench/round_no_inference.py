"""The three- and four-handed searching levels as they were before they read the calls, for the bench
(and, three-handed, where the levels do not read them: the same levels reading them).

The same Club, Expert and Master (``round_levels.py``) with the worlds dealt only from the cards seen, the
voids and the hand sizes, not from what each seat said in the calls (``RoundSearchPlayer.infer=False``).
Name them to the bench as ``MODULE:CLASS``, e.g. the effect of the inference at the Club level::

    python -m piquet_gui.bench.players --game partnership --a club \\
        --b piquet_gui.bench.round_no_inference:PartnershipClub --pairs 400 --seed 1 --jobs 1
"""

from __future__ import annotations

import random
from typing import Any

from ..model.games import find_game
from ..ai.round_levels import round_player
from ..ai.round_search import RoundSearchPlayer
from ..model.actions import Action
from ..model.view import SeatView


class _Blind:
    """``level`` of ``game`` without the inference from the calls (with it: ``infer = True``)."""

    level = "club"
    game = "partnership"
    infer = False

    def __init__(self, rng: random.Random) -> None:
        player = round_player(self.level, rng.getrandbits(63), find_game(self.game).seats)
        assert isinstance(player, RoundSearchPlayer)
        player.infer = self.infer
        self.player = player
        self.name = f"{player.name} ({'inference' if self.infer else 'no inference'})"

    def choose(self, view: SeatView[Any]) -> Action:
        return self.player.choose(view)


class PartnershipClub(_Blind):
    level, game = "club", "partnership"


class PartnershipExpert(_Blind):
    level, game = "expert", "partnership"


class PartnershipMaster(_Blind):
    level, game = "master", "partnership"


class NormandClub(_Blind):
    seats = 3  # a three-handed player of its own (the bench hands it the two-handed end too)
    level, game = "club", "normand"


class NormandExpert(NormandClub):
    level = "expert"


class NormandMaster(NormandClub):
    level = "master"


class NormandExpertInferring(NormandClub):
    """Three-handed Expert dealing its worlds to agree with the calls (off in the levels: measured no better)."""

    level, infer = "expert", True


class NormandMasterInferring(NormandClub):
    level, infer = "master", True
