"""Start-up measurement: report when the board has first been painted.

With NARDY_STARTUP_PROBE set to the launcher's `time.time()`, the program
prints `board-drawn <seconds>` (time since that launch) once the board view has painted itself, then
quits. benchmarks/startup.py uses it on the source tree and on the frozen
build; nothing else does.
"""

from __future__ import annotations

import os
import sys
import time

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget

ENV = "NARDY_STARTUP_PROBE"


def _launch_time() -> float:
    """When the launcher started this process (it passes its clock in the
    environment), else when this module was imported."""
    try:
        return float(os.environ[ENV])
    except (KeyError, ValueError):
        return _IMPORTED


_IMPORTED = time.time()


class _FirstPaint(QObject):
    def __init__(self, target: QWidget) -> None:
        super().__init__(target)
        self._done = False
        target.installEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.Paint and not self._done:
            self._done = True
            # Let the paint finish, then report and leave.
            QTimer.singleShot(0, self._report)
        return False

    def _report(self) -> None:
        print(f"board-drawn {time.time() - _launch_time():.3f}", flush=True)
        QApplication.quit()


def install(board_viewport: QWidget) -> None:
    """Watch `board_viewport` when the probe is asked for."""
    if os.environ.get(ENV):
        _FirstPaint(board_viewport)
        sys.stdout.flush()
