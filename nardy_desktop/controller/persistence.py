"""What is kept on disk as a match goes on: the autosave, and each finished
game counted once.

`Persistence` follows the controller's signals and hands the match to the
autosave's writer (storage.autosave_writer) whenever something is settled:
when the dice are rolled (so that a restart cannot roll them again), after
each step a person plays (a computer replays its turn anyway), after every
finished turn, and at the end of every game and match. It decides the dice
mode the record is written with, in one place (`dice_mode`), from what the
controller says of the match's dice.

Each game that ends on the board is told once by `gameRecorded`, which feeds
the dice statistics (here) and the record of results (the window's); a game
that was already over when its match came onto the board (a match resumed
or opened) was counted when it ended, and is not told again.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from nardy_desktop.ai.levels import DEFAULT_LEVEL, parse_level
from nardy_desktop.controller.match import MatchController
from nardy_desktop.controller.players import PlayerSpec, Seats
from nardy_desktop.engine import GameResult, Match
from nardy_desktop.storage.autosave_writer import (
    FLUSH_SECONDS,
    AutosaveWriter,
    Fields,
    same_trouble,
)
from nardy_desktop.storage.dice_stats import DiceHistory
from nardy_desktop.storage.files import Autosave, StorageError
from nardy_desktop.storage.messages import detail_text, problem_text
from nardy_desktop.storage.record import DiceMode, LoadedMatch, TurnCache

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class GameRecorded:
    """A game that ended on the board, told once: game `index` of `match`,
    played by `seats`; `match_winner` is the seat that won the match with it
    (None while the match goes on)."""

    match: Match
    index: int
    result: GameResult
    seats: Seats
    match_winner: int | None


class Persistence(QObject):
    """Keeps `controller`'s match in `autosave`, and counts its games once."""

    saved = Signal()  # a record reached the disk
    failed = Signal(str, str)  # the autosave failed: translated sentence, technical detail
    recovered = Signal()  # writing the autosave works again after a failure
    statsFailed = Signal(str, str)  # the dice statistics could not be written
    gameRecorded = Signal(GameRecorded)

    def __init__(
        self,
        controller: MatchController,
        autosave: Autosave | None = None,
        history: DiceHistory | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent if parent is not None else controller)
        self.controller = controller
        self.writer = AutosaveWriter(autosave, self)
        self.autosave = self.writer.autosave
        self.writer.saved.connect(self.saved)
        self.writer.failed.connect(self.failed)
        self.writer.recovered.connect(self.recovered)
        self.history = history if history is not None else DiceHistory(self.autosave.folder).load()
        self.last_stats_error: Exception | None = None
        self._match: Match | None = None  # the match whose games `_recorded` holds
        self._recorded: set[int] = set()
        c = controller
        c.matchStarted.connect(self._on_match_started)
        c.gameStarted.connect(self.save)
        c.diceRolled.connect(self.save)
        c.turnFinished.connect(self.save)
        c.stepPlayed.connect(self._on_step)
        c.stepUndone.connect(self._on_step)
        c.gameOver.connect(self._on_game_over)
        c.matchOver.connect(self.save)
        c.shuttingDown.connect(self._finish)
        self.gameRecorded.connect(self._count_dice)

    # ----- the autosave ---------------------------------------------------------
    @property
    def dice_mode(self) -> DiceMode:
        """How the match's dice are recorded: entered by hand once any roll of
        it was, or was to be (real dice), and from then on."""
        return DiceMode.MANUAL if self.controller.dice_from_table else DiceMode.SYSTEM

    @property
    def enabled(self) -> bool:
        """Whether the match is written at all (a benchmark turns it off)."""
        return self.writer.enabled

    @enabled.setter
    def enabled(self, on: bool) -> None:
        self.writer.enabled = on

    @property
    def turn_cache(self) -> TurnCache:
        """The record's turns already made, shared with whoever records the same match."""
        return self.writer.turn_cache

    def add_fields(self, fields: Fields) -> None:
        """Keep what `fields` gives in every autosave from now on, so that a
        restart finds it with the match (see storage.session)."""
        self.writer.add_fields(fields)

    def save(self) -> bool:
        """Hand the match as it stands to the writer: True if handed over.
        It is checked in full and written on the writer thread;
        `saved` or `failed` tells how it went."""
        match = self.controller.match
        if match is None:
            return False
        return self.writer.write(match, self.controller.players, self.dice_mode)

    def flush(self, timeout: float | None = FLUSH_SECONDS) -> bool:
        """Wait until everything handed over is written, and report how it
        went: False if still writing after `timeout` seconds."""
        return self.writer.flush(timeout)

    def resume(self, loaded: LoadedMatch) -> None:
        """Go on with a match read back from a record (the autosave, a file),
        with its players and, if it says so, its dice entered by hand."""
        first, second = (
            PlayerSpec(p.name, p.computer, parse_level(p.level or DEFAULT_LEVEL))
            for p in loaded.players
        )
        typed = loaded.dice_mode is DiceMode.MANUAL
        self.controller.resume_match(loaded.match, (first, second), from_table=typed)

    def _finish(self) -> None:
        """Whoever shuts the controller down (the window closing, the program
        quitting, a test) finds the last record on the disk."""
        if not self.flush(FLUSH_SECONDS):
            log.warning("the last autosave is still being written")

    def _on_match_started(self) -> None:
        match = self.controller.match
        if match is not None:
            self._take(match, len(match.games))
        self.save()

    def _on_step(self) -> None:
        """A person's steps are kept too (a computer replays its turn anyway)."""
        if self.controller.is_human_turn:
            self.save()

    # ----- the games counted ------------------------------------------------------
    def _take(self, match: Match, finished: int) -> None:
        """Count the games of `match` from now on: of its first `finished`
        games, those over were counted when they ended."""
        self._match = match
        self._recorded = {i for i, game in enumerate(match.games[:finished]) if game.is_over}

    def _on_game_over(self) -> None:
        self.save()
        match = self.controller.match
        if match is None:
            return
        if match is not self._match:  # on the board before this object was made
            self._take(match, len(match.games) - 1)
        last = len(match.games) - 1
        for index, game in enumerate(match.games):
            if index in self._recorded or game.result is None:
                continue
            self._recorded.add(index)
            winner = match.winner if match.is_over and index == last else None
            seats = self.controller.players
            self.gameRecorded.emit(GameRecorded(match, index, game.result, seats, winner))

    def _count_dice(self, recorded: GameRecorded) -> None:
        """Add the game's rolls to the dice statistics of every game on this computer."""
        try:
            self.history.add_game(recorded.match, recorded.index)
        except StorageError as e:
            log.warning("dice statistics not written: %s", e)
            if not same_trouble(e, self.last_stats_error):
                self.statsFailed.emit(problem_text(e, self.history.path), detail_text(e))
            self.last_stats_error = e
        else:
            self.last_stats_error = None


__all__ = ["GameRecorded", "Persistence"]
