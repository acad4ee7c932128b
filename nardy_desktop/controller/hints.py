"""The Expert's hint for the person to move, searched off the window's thread.

One search at a time; its answer is dropped when the match has moved on since
it was asked for (a step played or taken back, a new turn, a new match).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from nardy_desktop.controller.protocols import HintingPlayer, Player
from nardy_desktop.controller.workers import Failed, Outcome, Worker
from nardy_desktop.engine import Position, Step

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Hint:
    """The best way to finish the current turn, as the Expert sees it.

    `steps` are what is left to play from the position on the board (mover's
    numbering); `turn` is the whole turn from the start of it; `win` the
    estimated chance that the person to move wins the game after it."""

    steps: tuple[Step, ...]
    turn: tuple[Step, ...]
    win: float


@dataclass(frozen=True)
class HintKey:
    """What a hint depends on: it is dropped if any of this has changed."""

    generation: int  # of the match flow (see scheduling.FlowCalls)
    turn: int  # turns played in the game
    dice: tuple[int, int] | None
    steps: tuple[Step, ...]  # played so far in the turn


def hint_work(
    get_player: Callable[[], Player],
    position: Position,
    dice: tuple[int, int],
    away: tuple[int, int] | None,
    completions: dict[Position, tuple[Step, ...]],
    cancel: threading.Event,
) -> Callable[[], Hint | None]:
    """The Expert's best way to finish the person's turn, as a Hint (None if
    the player answered with a turn that cannot finish it; TypeError, which
    the person is told of, from a player that gives no hints)."""

    def work() -> Hint | None:
        player = get_player()
        if not isinstance(player, HintingPlayer):
            raise TypeError(f"{type(player).__name__} gives no hints")
        turn, win = player.hint(position, dice, cancel, away=away, among=set(completions))
        steps = completions.get(turn.result)
        return Hint(steps, tuple(turn.steps), float(win)) if steps is not None else None

    return work


class HintSearch(QObject):
    """The hint under way, if any. `current` says what the hint would be for
    now (None: no hint is wanted now); an answer is told only while it is
    still the same as when the search began."""

    hinting = Signal(bool)  # a search began, or ended (answered or not)
    ready = Signal(Hint)
    failed = Signal(str)
    settled = Signal()  # an answer was taken (after `ready` or `failed`, if told)

    def __init__(self, worker: Worker, current: Callable[[], HintKey | None]) -> None:
        super().__init__(worker)
        self._worker = worker
        self._current = current
        self._cancel: threading.Event | None = None
        self._key: HintKey | None = None

    @property
    def searching(self) -> bool:
        return self._cancel is not None

    def start(self, key: HintKey, work: Callable[[], Hint | None], cancel: threading.Event) -> None:
        self._cancel = cancel
        self._key = key
        self._worker.start(work, lambda outcome: self._on_answer(key, outcome), cancel)
        self.hinting.emit(True)

    def _on_answer(self, key: HintKey, outcome: Outcome[Hint | None]) -> None:
        if key != self._key or self._cancel is None:
            return
        self._cancel = None
        self._key = None
        self.hinting.emit(False)
        if key == self._current():
            if isinstance(outcome, Failed):
                log.warning("no hint: %r", outcome.error)
                self.failed.emit(f"{type(outcome.error).__name__}: {outcome.error}")
            elif outcome.value is None:
                log.warning("no hint: the player found no turn that finishes this one")
                self.failed.emit("no turn found")
            else:
                self.ready.emit(outcome.value)
        self.settled.emit()

    def cancel(self) -> None:
        """Drop the search under way, if any."""
        if self._cancel is not None:
            self._cancel.set()
            self._cancel = None
            self._key = None
            self.hinting.emit(False)


__all__ = ["Hint", "HintKey", "HintSearch", "hint_work"]
