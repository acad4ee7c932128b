"""Long work off the window's thread: the computer's turn, a hint, a file read.

A `Worker` runs one task at a time on its own thread and hands each outcome
back on its owner's thread, as a `Done` (the value the work returned) or a
`Failed` (the exception it raised), so that the owner never has to guess what
it was given. The work itself is built from plain values (the functions at
the end), so that no task refers to the controller.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, TypeAlias, TypeVar

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from nardy_desktop.ai.levels import Level
from nardy_desktop.controller.protocols import Player
from nardy_desktop.engine import Position, Turn

T = TypeVar("T")


@dataclass(frozen=True)
class Done(Generic[T]):
    """The work ended and returned `value`."""

    value: T


@dataclass(frozen=True)
class Failed:
    """The work raised `error` (a fault in it, or a player that cannot do what was asked)."""

    error: Exception


Outcome: TypeAlias = Done[T] | Failed
"""How a task ended, as its owner is told."""


def default_player_factory(level: Level) -> Player:
    """The computer player for a level; the random baseline until the
    evaluation players are available (imported lazily to keep start-up light)."""
    try:
        from nardy_desktop.ai.players import player_for_level
    except ImportError:
        from nardy_desktop.ai.base import RandomPlayer

        return RandomPlayer()
    return player_for_level(level)


class _Relay(QObject):
    """Lives in the owner's thread; a task emits through it (the task's token),
    so that its outcome is taken up there by a queued connection."""

    done = Signal(int)


class _Task(QRunnable, Generic[T]):
    """Runs `work()` on the worker thread, keeps how it ended in `outcome`,
    and says so through the relay, unless cancelled meanwhile.

    `work` is built from plain values (see the module functions below) and the
    task holds only the relay: nothing here refers to the owner, so the owner
    is never released, and so never destroyed, on the worker thread."""

    def __init__(
        self, work: Callable[[], T], relay: _Relay, token: int, cancel: threading.Event
    ) -> None:
        super().__init__()
        self.setAutoDelete(False)
        self._work = work
        self._relay = relay
        self._token = token
        self._cancel = cancel
        self.outcome: Outcome[T] | None = None  # set before the relay is told
        self.done = threading.Event()

    def run(self) -> None:
        if self._cancel.is_set():
            self.done.set()
            return
        try:
            self.outcome = Done(self._work())
        except Exception as exc:  # Cancelled, or a fault in the work
            self.outcome = Failed(exc)
        try:
            if not self._cancel.is_set():
                self._relay.done.emit(self._token)
        except RuntimeError:  # the owner, and the relay with it, is gone: no one to tell
            pass
        finally:
            self.done.set()


class Worker(QObject):
    """One worker thread for one owner: long work (the computer's search, a
    hint, reading a long match) runs there one task at a time, and each task's
    `deliver` is called with its outcome on the owner's thread, unless the
    task was cancelled first."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        # The pool first: destroyed first, it waits for a running task while
        # the relay that task emits through still exists.
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._relay = _Relay(self)
        self._relay.done.connect(self._on_done)
        self._tasks: list[tuple[QRunnable, threading.Event]] = []  # each with its `done`
        # Each task's delivery, made when it was started (typed by its work).
        self._waiting: dict[int, tuple[Callable[[], None], threading.Event]] = {}
        self._token = 0

    def start(
        self,
        work: Callable[[], T],
        deliver: Callable[[Outcome[T]], None],
        cancel: threading.Event | None = None,
    ) -> threading.Event:
        """Queue `work`; returns the event that cancels it."""
        cancel = cancel if cancel is not None else threading.Event()
        # Tasks are kept here, not auto-deleted by the pool, so that they are
        # freed on this thread, and only once they have run.
        if self._pool.activeThreadCount() == 0:
            self._tasks = [(t, done) for t, done in self._tasks if not done.is_set()]
        self._waiting = {k: v for k, v in self._waiting.items() if not v[1].is_set()}
        self._token += 1
        task = _Task(work, self._relay, self._token, cancel)

        def delivery() -> None:
            if task.outcome is not None:
                deliver(task.outcome)

        self._waiting[self._token] = (delivery, cancel)
        self._tasks.append((task, task.done))
        self._pool.start(task)
        return cancel

    def _on_done(self, token: int) -> None:
        delivery, cancel = self._waiting.pop(token, (None, None))
        if delivery is not None and cancel is not None and not cancel.is_set():
            delivery()

    def wait(self, msecs: int) -> bool:
        """Wait up to `msecs` for the running task to end (True if none is left)."""
        if self._pool.waitForDone(msecs):
            self._tasks.clear()
            return True
        return False


def choose_work(
    get_player: Callable[[], Player],
    position: Position,
    dice: tuple[int, int],
    away: tuple[int, int] | None,
    cancel: threading.Event,
) -> Callable[[], Turn]:
    """The computer's turn (TypeError from a player that answers with something else)."""

    def work() -> Turn:
        player = get_player()
        turn = player.choose(position, dice, cancel, away=away)
        if not isinstance(turn, Turn):
            raise TypeError(f"{type(player).__name__} gave {turn!r}, not a turn")
        return turn

    return work
