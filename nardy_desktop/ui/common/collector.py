"""Python's cycle collector, run on the window's thread only.

The collector runs in whichever thread happens to allocate when a generation
fills up. When that is a worker (the autosave writer, a search, a file being
read) and the garbage holds Qt objects left in reference cycles (a scene of
the board replaced, a dialog closed), their C++ halves are destroyed on that
worker while the window's thread may be using Qt: a crash. So the automatic
collector is switched off, and a timer on the window's thread collects as the
automatic one would have (the same thresholds), a few times a second.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

INTERVAL_MS = 250


class MainThreadCollector(QObject):
    """Install once, on the thread that owns the window, before any worker
    starts; `stop` gives collection back as it found it."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._threshold = gc.get_threshold()
        self._was_enabled = gc.isenabled()
        gc.disable()
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.collect)
        self._timer.start(INTERVAL_MS)

    def collect(self) -> int:
        """Collect the generations whose counts passed their thresholds, as
        the automatic collector does; returns what was collected."""
        counts = gc.get_count()
        if counts[0] <= self._threshold[0]:
            return 0
        generation = 0
        if counts[1] > self._threshold[1]:
            generation = 2 if counts[2] > self._threshold[2] else 1
        return gc.collect(generation)

    def stop(self) -> None:
        self._timer.stop()
        if self._was_enabled:
            gc.enable()


__all__ = ["INTERVAL_MS", "MainThreadCollector"]
