"""What a score sheet holds: columns, deals grouped by game, the lines that matter and the settlement.

Numbers and enums only: the views word them (in three languages).  Every game fills the same shape
(:func:`~piquet_gui.model.score_sheet.score_sheet`):

>>> sheet = ScoreSheet("rubicon", (Column(0, (0,), ("Anne",)), Column(1, (1,), ("Ben",))),
...                    (SheetGame(1, (Row(1, 0, (40, 37), 2, (80, 74)), Row(2, 1, (12, 30), 1, (92, 104)))),),
...                    (Line(LineKind.RUBICON, 100),))
>>> sheet.totals, [row.multiplier for row in sheet.rows], sheet.settlement is None
((92, 104), [2, 1], True)
"""

from __future__ import annotations

import dataclasses
import enum


@dataclasses.dataclass(frozen=True, slots=True)
class Column:
    """A column of the sheet: one side, with its seats and their players' names (one seat but in
    partnership piquet, where a side's column lists both partners)."""

    side: int
    seats: tuple[int, ...]
    players: tuple[str, ...]


@dataclasses.dataclass(frozen=True, slots=True)
class ContractEntry:
    """Auction piquet: a deal's contract.  ``declarer`` is the column that bid it; ``doubled`` 1, 2
    (doubled) or 4 (redoubled); ``made`` None until the deal is over, when ``scorer`` (the declarer if made,
    else the opponent) has reckoned ``points`` for it."""

    declarer: int
    tricks: int
    minus: bool
    doubled: int
    made: bool | None = None
    scorer: int | None = None
    points: int = 0

    @property
    def bid(self) -> str:
        """As a record writes it: ``8-``, ``9+`` (notation, not words)."""
        return f"{self.tricks}{'-' if self.minus else '+'}"


@dataclasses.dataclass(frozen=True, slots=True)
class Row:
    """One deal of the sheet.

    ``number`` is the deal's number as the engine counts it (:class:`~piquet_gui.model.events.DealEnded`: a
    passed-out deal of auction piquet has the number of the deal dealt again after it); ``dealer`` the
    partie's seat.  ``points`` by column, not multiplied (None: that column is out of the deal, as a
    three-handed player once out); ``totals`` by column, the running totals of the game after this deal,
    multiplied.  ``in_progress``: the deal being played, counted as far as it has gone.
    ``reached_target``: the column whose total reached the target in this deal (the moment rule stops the
    deal there; in three-handed piquet that player is out).  ``shares``: partnership piquet, what each seat
    reckoned for its side, by seat, as the deal's ``Scored`` events name him (his calls and his leads and
    tricks; a bonus, the cards or capot go to the partner who reckoned them); a side's shares sum to its
    points.
    """

    number: int
    dealer: int
    points: tuple[int | None, ...]
    multiplier: int
    totals: tuple[int, ...]
    in_progress: bool = False
    passed_out: bool = False
    contract: ContractEntry | None = None
    reached_target: int | None = None
    shares: tuple[int, ...] | None = None

    def made(self, column: int) -> int:
        """What the deal made for ``column``, multiplied (0 for a column out of it)."""
        return (self.points[column] or 0) * self.multiplier


@dataclasses.dataclass(frozen=True, slots=True)
class GameOutcome:
    """A finished game of a match (piquet au cent, partnership piquet, a points target): its winner (a
    column), the final totals, what it is worth (au cent: the difference, doubled for a double game; a
    target: the winner's score plus the difference), and the games each column has won toward the match
    after it (a double game counting 2 in au cent)."""

    winner: int
    totals: tuple[int, ...]
    points: int
    double: bool
    games_won: tuple[int, ...]


@dataclasses.dataclass(frozen=True, slots=True)
class SheetGame:
    """The deals of one game, with its outcome once it is over (None while it is played, and for a partie
    that is one game judged only by the settlement: Rubicon piquet, auction piquet, three-handed piquet)."""

    number: int
    rows: tuple[Row, ...]
    outcome: GameOutcome | None = None


class LineKind(enum.Enum):
    """A line across the sheet's columns."""

    RUBICON = "rubicon"
    """A loser under it at the end is rubiconed; it is also the winner's bonus (100, or 150 in auction)."""
    TARGET = "target"
    """The score that wins a game (or, three-handed, puts a player out)."""
    DOUBLE = "double"
    """A loser with less than this when the game is won loses a double game (au cent: half the target)."""


@dataclasses.dataclass(frozen=True, slots=True)
class Line:
    kind: LineKind
    points: int


@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class Settlement:
    """What a finished partie settles: the winning column (None: drawn), the points it gains, and what each
    column gains (+) or pays (-).  The subclasses carry each game's arithmetic."""

    winner: int | None
    points: int
    payments: tuple[int, ...]


@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class RubiconSettlement(Settlement):
    """Rubicon or auction piquet (Laws 72-73): the winner gains W - L + line, or, the loser rubiconed (under
    the line), W + L + line; ``line`` is 100, or 150 in auction piquet.  A drawn partie gains nothing.

    >>> RubiconSettlement(winner=0, points=290, payments=(290, -290), winner_total=118, loser_total=72,
    ...                   line=100, rubiconed=True).terms
    (118, 72, 100)
    """

    winner_total: int
    loser_total: int
    line: int
    rubiconed: bool

    @property
    def drawn(self) -> bool:
        return self.winner is None

    @property
    def terms(self) -> tuple[int, ...]:
        """The sum that makes ``points``: (W, L, line) rubiconed, else (W, -L, line); () if drawn."""
        if self.drawn:
            return ()
        return (self.winner_total, self.loser_total if self.rubiconed else -self.loser_total, self.line)


@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class TargetSettlement(Settlement):
    """A points target (seca or ligada): the winner gains the points of the games he won, each his score
    plus the difference (175 v 125 → 175 + 50).  ``games``: the numbers of the games he won."""

    games: tuple[int, ...]
    game_terms: tuple[tuple[int, int], ...]
    """For each game won: (his score, the difference)."""

    @property
    def terms(self) -> tuple[int, ...]:
        return tuple(score + difference for score, difference in self.game_terms)


@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class GamesSettlement(Settlement):
    """Piquet au cent and partnership piquet: games won toward the match (a double counting 2), and the
    net of every game's points for the winner (each the difference, doubled for a double game)."""

    games_won: tuple[int, ...]
    game_terms: tuple[tuple[int, int], ...]
    """For each game, in order: (the difference, 2 for a double game else 1), signed for the winner."""

    @property
    def terms(self) -> tuple[int, ...]:
        return tuple(difference * factor for difference, factor in self.game_terms)


@dataclasses.dataclass(frozen=True, slots=True, kw_only=True)
class StakesSettlement(Settlement):
    """Three-handed piquet: the seats ``out`` in the order they reached the target, and the ``loser``, who
    pays each of them one ``stake``; ``winner`` is the first out, ``points`` what each winner receives."""

    out: tuple[int, ...]
    loser: int
    stake: int = 1


@dataclasses.dataclass(frozen=True, slots=True)
class ScoreSheet:
    """A partie's score sheet, the same shape in every game.

    ``game``: the record name (one of ``model.games.GAMES``); ``columns`` by side; ``games`` the deals grouped
    by game (one group where the partie is one game); ``lines`` the lines that matter; ``settlement`` once the
    partie is over; ``out`` (three-handed) the seats out so far, in order; ``to_come`` the multipliers of the
    deals the partie is still sure to play after the rows (Rubicon's six or four deals, the two tie deals once
    due), for the empty rows a pad shows ahead; ``games_to_win`` the games that win the match (a double
    counting 2 in au cent; 0 where the partie is not played in games).
    """

    game: str
    columns: tuple[Column, ...]
    games: tuple[SheetGame, ...]
    lines: tuple[Line, ...]
    settlement: Settlement | None = None
    out: tuple[int, ...] = ()
    to_come: tuple[int, ...] = ()
    games_to_win: int = 0

    @property
    def rows(self) -> tuple[Row, ...]:
        """Every deal, game after game."""
        return tuple(row for game in self.games for row in game.rows)

    @property
    def totals(self) -> tuple[int, ...]:
        """The running totals of the game in progress (of the last game once the partie is over): the
        engine's ``totals()``."""
        last = self.games[-1].rows if self.games else ()
        return last[-1].totals if last else (0,) * len(self.columns)

    @property
    def in_progress(self) -> Row | None:
        """The deal being played, if any."""
        rows = self.rows
        return rows[-1] if rows and rows[-1].in_progress else None

    @property
    def is_over(self) -> bool:
        return self.settlement is not None
