"""Keeps the autosave in step with the controller.

Connected to the controller's signals in one place: the match is written
when the dice are rolled (so that a restart cannot roll them again), after
each step a person plays, after every finished turn, and at the end of every
game and match. A failure is
reported once, by signal, and play goes on; the files already on disk are
never damaged by it (see `Autosave`).
"""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QObject, Signal

from .dice_stats import DiceHistory
from .files import Autosave, StorageError
from .messages import detail_text, problem_text
from .record import DiceMode, RecordError

log = logging.getLogger(__name__)


class Autosaver(QObject):
    """Writes `controller`'s match to `autosave` whenever something is settled."""

    saved = Signal()
    failed = Signal(str, str)  # translated sentence, technical detail

    def __init__(
        self,
        controller: Any,
        autosave: Autosave | None = None,
        history: DiceHistory | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent if parent is not None else controller)
        self.controller = controller
        self.autosave = autosave if autosave is not None else Autosave()
        self.history = history if history is not None else DiceHistory(self.autosave.folder).load()
        self.dice_mode = DiceMode.SYSTEM
        self.enabled = True
        self.last_error: Exception | None = None
        self._counted: set[tuple[int, int]] = set()
        self._verified = False
        c = controller
        c.matchStarted.connect(self._on_match_started)
        c.gameStarted.connect(self.save)
        c.diceRolled.connect(self.save)
        c.turnFinished.connect(self.save)
        c.stepPlayed.connect(self._on_step)
        c.stepUndone.connect(self._on_step)
        c.gameOver.connect(self._on_game_over)
        c.matchOver.connect(self._on_match_over)

    def _on_match_started(self) -> None:
        self.dice_mode = self._mode_of(self.controller)
        self.save(verify=True)

    @staticmethod
    def _mode_of(controller: Any) -> DiceMode:
        from nardy_desktop.engine import ManualDice

        match = controller.match
        if match is not None and isinstance(match.dice_source, ManualDice):
            return DiceMode.MANUAL
        return DiceMode.SYSTEM

    def _on_step(self, *_args: object) -> None:
        """A person's steps are kept too (a computer replays its turn anyway)."""
        if self.controller.is_human_turn:
            self.save()

    def mark_counted(self) -> None:
        """The games of the current match already in the dice history (a
        resumed match): they are not counted again."""
        match = self.controller.match
        if match is not None:
            for i, game in enumerate(match.games):
                if game.is_over:
                    self._counted.add((id(match), i))

    def save(self, *_args: object, verify: bool = False) -> bool:
        """Write the match now. The full check of the record (a replay of the
        whole match) is made on the first write and at the end of each game,
        and skipped after single turns, where it would slow a long match."""
        match = self.controller.match
        if not self.enabled or match is None:
            return False
        verify = verify or not self._verified
        try:
            self.autosave.write(match, self.controller.players, self.dice_mode, verify=verify)
        except (StorageError, RecordError) as e:
            self._report(e, self.autosave.path)
            return False
        if self.last_error is not None:
            log.info("autosave works again")
        self.last_error = None
        self._verified = True
        self.saved.emit()
        return True

    def _on_match_over(self, *_args: object) -> None:
        self.save(verify=True)

    def _on_game_over(self, *_args: object) -> None:
        self.save(verify=True)
        match = self.controller.match
        if match is None or not match.games:
            return
        key = (id(match), len(match.games) - 1)
        if key in self._counted:
            return
        self._counted.add(key)
        try:
            self.history.add_game(match, len(match.games) - 1)
        except StorageError as e:
            self._report(e, self.history.path)

    def _report(self, error: Exception, path: object) -> None:
        """Say it once: the same trouble every turn would only be noise."""
        same = type(error) is type(self.last_error) and getattr(error, "problem", None) == getattr(
            self.last_error, "problem", None
        )
        self.last_error = error
        log.warning("autosave failed: %s", error)
        if not same:
            self.failed.emit(problem_text(error, path), detail_text(error))  # type: ignore[arg-type]


__all__ = ["Autosaver"]
