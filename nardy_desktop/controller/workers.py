"""Long work off the window's thread: the computer's turn and the hint.

A `Worker` runs one task at a time on its own thread and hands each result
back on its owner's thread. The work itself is built from plain values (the
functions at the end), so that no task refers to the controller.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from nardy_desktop.ai.levels import Level
from nardy_desktop.controller.protocols import HintingPlayer, Player
from nardy_desktop.engine import Position, Step


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
    """Lives in the owner's thread; a task emits through it, so that its result
    arrives there by a queued connection."""

    done = Signal(int, object)


class _Task(QRunnable):
    """Runs `work()` on the worker thread and sends back its result, or the
    exception it raised, unless cancelled meanwhile.

    `work` is built from plain values (see the module functions below) and the
    task holds only the relay: nothing here refers to the owner, so the owner
    is never released, and so never destroyed, on the worker thread."""

    def __init__(
        self, work: Callable[[], object], relay: _Relay, token: int, cancel: threading.Event
    ) -> None:
        super().__init__()
        self.setAutoDelete(False)
        self._work = work
        self._relay = relay
        self._token = token
        self._cancel = cancel
        self.done = threading.Event()

    def run(self) -> None:
        try:
            result = None if self._cancel.is_set() else self._work()
        except Exception as exc:  # Cancelled, or a fault in the work
            result = None if self._cancel.is_set() else exc
        try:
            if not self._cancel.is_set():
                self._relay.done.emit(self._token, result)
        except RuntimeError:  # the owner, and the relay with it, is gone: no one to tell
            pass
        finally:
            self.done.set()


class Worker(QObject):
    """One worker thread for one owner: long work (the computer's search, a
    hint, reading a long match) runs there one task at a time, and each task's
    `deliver` is called with its result (or the exception it raised) on the
    owner's thread, unless the task was cancelled first."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        # The pool first: destroyed first, it waits for a running task while
        # the relay that task emits through still exists.
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._relay = _Relay(self)
        self._relay.done.connect(self._on_done)
        self._tasks: list[_Task] = []
        self._waiting: dict[int, tuple[Callable[[object], None], threading.Event]] = {}
        self._token = 0

    def start(
        self,
        work: Callable[[], object],
        deliver: Callable[[object], None],
        cancel: threading.Event | None = None,
    ) -> threading.Event:
        """Queue `work`; returns the event that cancels it."""
        cancel = cancel if cancel is not None else threading.Event()
        # Tasks are kept here, not auto-deleted by the pool, so that they are
        # freed on this thread, and only once they have run.
        if self._pool.activeThreadCount() == 0:
            self._tasks = [t for t in self._tasks if not t.done.is_set()]
        self._waiting = {k: v for k, v in self._waiting.items() if not v[1].is_set()}
        self._token += 1
        self._waiting[self._token] = (deliver, cancel)
        task = _Task(work, self._relay, self._token, cancel)
        self._tasks.append(task)
        self._pool.start(task)
        return cancel

    def _on_done(self, token: int, result: object) -> None:
        deliver, cancel = self._waiting.pop(token, (None, None))
        if deliver is not None and cancel is not None and not cancel.is_set():
            deliver(result)

    def wait(self, msecs: int) -> bool:
        """Wait up to `msecs` for the running task to end (True if none is left)."""
        if self._pool.waitForDone(msecs):
            self._tasks.clear()
            return True
        return False


@dataclass(frozen=True)
class Hint:
    """The best way to finish the current turn, as the Expert sees it.

    `steps` are what is left to play from the position on the board (mover's
    numbering); `turn` is the whole turn from the start of it; `win` the
    estimated chance that the person to move wins the game after it."""

    steps: tuple[Step, ...]
    turn: tuple[Step, ...]
    win: float


def choose_work(
    get_player: Callable[[], Player],
    position: Position,
    dice: tuple[int, int],
    away: tuple[int, int] | None,
    cancel: threading.Event,
) -> Callable[[], object]:
    """The computer's turn."""
    return lambda: get_player().choose(position, dice, cancel, away=away)


def hint_work(
    get_player: Callable[[], Player],
    position: Position,
    dice: tuple[int, int],
    away: tuple[int, int] | None,
    completions: dict[Position, tuple[Step, ...]],
    cancel: threading.Event,
) -> Callable[[], object]:
    """The Expert's best way to finish the person's turn, as a Hint (None if
    the player answered with a turn that cannot finish it; TypeError, which
    the person is told of, from a player that gives no hints)."""

    def work() -> object:
        player = get_player()
        if not isinstance(player, HintingPlayer):
            raise TypeError(f"{type(player).__name__} gives no hints")
        turn, win = player.hint(position, dice, cancel, away=away, among=set(completions))
        steps = completions.get(turn.result)
        return Hint(steps, tuple(turn.steps), float(win)) if steps is not None else None

    return work
