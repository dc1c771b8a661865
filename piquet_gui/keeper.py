"""The local table's own duties that need the whole partie, kept out of the screen: the autosave after each
change, the statistics when a partie ends or is given up for another, the "assisted" mark after a hint or
a take-back, and the record for *Save as*.

A table joined over the network has none of these (the host keeps them): the screen calls a
:class:`PartieKeeper` with no engine object and gets back values it says in its own words (a
:class:`SaveProblem`, whether the statistics could be kept, a record to write).
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .game_setup import seated_record
from .model.errors import RecordError
from .storage import autosave, files, statistics

if TYPE_CHECKING:
    from .controller import GameController
    from .followed_table import TableKeeper
    from .settings import Settings


@dataclasses.dataclass(frozen=True)
class SaveProblem:
    """What went wrong with the autosave at ``path``: something that was not a file stood there and was
    ``set_aside`` (kept whole under that name) and the partie saved in its place again; or, ``set_aside``
    None, the partie could not be saved (``error``: the system's words)."""

    path: Path
    set_aside: Path | None = None
    error: str = ""


class PartieKeeper:
    """Keeps the partie of one local table (``controller``): its autosave, its statistics, its assisted mark.

    ``seed`` is the computer players' seed (kept in the save); ``autosave_path`` where the partie in progress
    is saved (``saving`` False: never); ``statistics_path`` the statistics' database (None: the usual one);
    ``counting`` False for a partie that counts in no statistics (the demonstration).
    """

    def __init__(self, controller: GameController[Any], seed: int, settings: Settings | None = None,
                 autosave_path: Path | None = None, statistics_path: Path | None = None,
                 saving: bool = True, counting: bool = True) -> None:
        self.controller = controller
        self.seed = seed
        self._settings = settings
        self.autosave_path = autosave_path if autosave_path is not None else autosave.path()
        self.statistics_path = statistics_path
        self.saving = saving
        self.counting = counting

    @property
    def settings(self) -> Settings:
        if self._settings is None:
            from .settings import Settings

            self._settings = Settings()
        return self._settings

    @property
    def key(self) -> str:
        """The partie's key in the statistics (the same partie, however far it has gone)."""
        return statistics.partie_key(self.controller.partie)

    # --- the autosave ------------------------------------------------------------------------------------

    def autosave(self) -> SaveProblem | None:
        """Keep the partie in progress on disk (after every action; a finished partie too: the save is
        forgotten only once its statistics are kept, by :meth:`partie_ended`).  None when saved (or not to
        be saved); else what went wrong, for the screen to say."""
        if not self.saving:
            return None
        where = self.autosave_path
        try:
            self._save()
        except OSError as error:
            # Something other than a file (a folder, say) put in the save's place while playing: kept aside
            # whole, once, and the partie saved in its place again.
            try:
                kept = files.set_aside_if_not_file(where)
                if kept is not None:
                    self._save()
                    return SaveProblem(where, set_aside=kept)
            except OSError as again:
                error = again
            return SaveProblem(where, error=error.strerror or str(error))
        return None

    def _save(self) -> None:
        controller = self.controller
        autosave.save(controller.partie, controller.seating, self.seed, self.autosave_path)

    # --- the statistics ---------------------------------------------------------------------------------

    @property
    def assisted(self) -> bool:
        """Whether a hint or a take-back was taken in this partie (before a restart too)."""
        return bool(self.key) and self.settings.assisted_partie == self.key

    def mark_assisted(self) -> None:
        """A hint or a take-back was taken: the partie counts apart in the statistics."""
        self.settings.assisted_partie = self.key

    def partie_ended(self) -> bool:
        """The partie is over: its statistics are kept (who played: the table's seating; assisted: as marked),
        then the save is forgotten (nothing is left to resume).  False if the statistics could not be kept and
        the screen should say so (a data folder that cannot be used was said once, at start)."""
        controller = self.controller
        kept = True
        if self.counting:
            seating = controller.seating
            level = next((seat.level for seat in seating if not seat.human), None)
            kept = statistics.record(controller.partie, [seat.human for seat in seating], level,
                                     self.statistics_path, self.assisted)
            if not kept and self.statistics_path is None and files.data_dir_problem() is not None:
                kept = True
        if self.saving:
            autosave.forget(self.autosave_path)
        return kept

    def take_place_of(self, old: TableKeeper | None) -> None:
        """This partie takes the place of ``old``'s on the table (None: of the partie left in the autosave and
        offered on the welcome), which is abandoned: its deals count in the statistics, and it counts apart.
        Nothing for a partie neither saved nor counted (the demonstration, a table that keeps no save)."""
        if not self.counting or not self.saving:
            return
        if old is not None:
            old.abandon_for(self.key)
        else:
            abandon_saved(self.key, self.autosave_path, self.statistics_path)

    def abandon_for(self, new_key: str) -> bool:
        """The partie whose statistics key is ``new_key`` takes this one's place: this one, unless it is the
        same partie (resumed, or begun again), is abandoned (its finished deals count, it counts apart).
        False if the database is locked or damaged."""
        if not self.counting or not self.saving or self.key == new_key:
            return True
        seating = self.controller.seating
        level = next((seat.level for seat in seating if not seat.human), None)
        return statistics.abandon(self.controller.partie, [seat.human for seat in seating], level,
                                  self.statistics_path)

    # --- Save as ------------------------------------------------------------------------------------------

    def record(self) -> dict[str, Any]:
        """The game record of the partie (RECORD.md) with who sits where, for *Save as*."""
        return seated_record(self.controller.partie, self.controller.seating)


def abandon_saved(new_key: str, autosave_path: Path | None = None, statistics_path: Path | None = None) -> bool:
    """With no partie on the table: the partie left in the autosave (offered at the start) is abandoned if
    the partie whose key is ``new_key`` is another.  Nothing to do if there is no save, or none that can be
    read (it was set aside at start).  False if the database is locked or damaged."""
    try:
        saved = autosave.read(autosave_path if autosave_path is not None else autosave.path())
    except RecordError:
        return True
    if statistics.partie_key(saved.partie) == new_key:
        return True
    level = next((seat.level for seat in saved.seats if not seat.human), None)
    return statistics.abandon(saved.partie, [seat.human for seat in saved.seats], level, statistics_path)
