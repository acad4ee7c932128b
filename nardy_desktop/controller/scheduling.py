"""Calls made later from the event loop, never from a nested loop or a sleep.

`call_later` is the program's one way to run something after a delay (the
window uses it too). `FlowCalls` is the match flow's: each call waits for the
board to finish its animations, and is dropped when the flow has been cut
short (a new match, a resignation, the window closing) since it was made.
"""

from __future__ import annotations

import heapq
import math
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from nardy_desktop.controller.protocols import Animator


class _Later(QObject):
    """Calls functions after a delay from the event loop, for one owner object.

    One QTimer drives a queue of plain Python callables. Nothing Qt owns holds
    a Python function: with a timer per call, the function (which usually
    refers to the owner) would be released inside the timer's destructor, and
    if that released the owner's last reference, the owner would delete the
    timer a second time. Two other reasons for not using `QTimer.singleShot`
    with a callable: PySide6 6.12.0 loses a reference to None on every call."""

    def __init__(self, owner: QObject) -> None:
        super().__init__(owner)
        self._queue: list[tuple[float, int, Callable[[], object]]] = []
        self._seq = 0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._fire)

    def call(self, delay_ms: int, fn: Callable[[], object]) -> None:
        self._seq += 1
        heapq.heappush(self._queue, (time.monotonic() + max(0, delay_ms) / 1000, self._seq, fn))
        self._arm()

    def _arm(self) -> None:
        if self._queue:
            wait = (self._queue[0][0] - time.monotonic()) * 1000
            self._timer.start(max(0, math.ceil(wait)))

    def _fire(self) -> None:
        now = time.monotonic()
        due = []
        while self._queue and self._queue[0][0] <= now + 0.0005:
            due.append(heapq.heappop(self._queue)[2])
        for fn in due:
            fn()
        self._arm()

    def clear(self) -> None:
        self._queue.clear()
        self._timer.stop()


def call_later(context: QObject, delay_ms: int, fn: Callable[[], object]) -> None:
    """Call `fn` once from the event loop after `delay_ms`, unless `context` is
    destroyed first (its queue of calls goes with it); what it returns is dropped."""
    later = context.findChild(_Later, "", Qt.FindChildOption.FindDirectChildrenOnly)
    if later is None:
        later = _Later(context)
    later.call(delay_ms, fn)


class FlowCalls(QObject):
    """The calls that carry a match from one moment to the next.

    Each carries the generation it was made in; `cut` starts a new one, so a
    new match or a resignation drops every call still on its way. A call due
    while the board animates waits until the board says it is idle."""

    idle = Signal()  # the board finished; the calls that waited for it are on their way

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self._animator: Animator | None = None
        self._generation = 0
        self._pending: list[tuple[int, Callable[[], None]]] = []

    def set_animator(self, animator: Animator | None) -> None:
        """The board: calls wait while it is `busy`, until its `animationsFinished`."""
        if self._animator is not None:
            self._animator.animationsFinished.disconnect(self._on_idle)
        self._animator = animator
        if animator is not None:
            animator.animationsFinished.connect(self._on_idle)

    @property
    def animating(self) -> bool:
        return bool(self._animator is not None and self._animator.busy)

    @property
    def generation(self) -> int:
        """Changes with every `cut`: what was started before it is out of date."""
        return self._generation

    def cut(self) -> None:
        """Drop every call made so far, those waiting for the board too."""
        self._generation += 1
        self._pending.clear()

    def when_idle(self, fn: Callable[[], None], delay_ms: int = 0) -> None:
        """Call `fn` from the event loop after `delay_ms`, once the board is idle,
        unless the flow has been cut since."""
        generation = self._generation

        def run() -> None:
            if generation != self._generation:
                return
            if self.animating:
                self._pending.append((generation, fn))
                return
            fn()

        call_later(self, delay_ms, run)

    def _on_idle(self) -> None:
        pending, self._pending = self._pending, []
        for generation, fn in pending:
            if generation == self._generation:
                self.when_idle(fn)
        self.idle.emit()
