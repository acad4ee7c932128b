"""Memory of the game window and frame times while checkers glide.

    python benchmarks/ui.py [--turns N] [--speed normal]

Prints the extra resident memory of the window (created and shown with a game
in progress, measured against the bare QApplication), and the time between
frames (viewport paints) while moves animate, with the time one paint takes.
Targets: under 60 MB extra, under 20 ms per frame. Runs offscreen unless a
display is given (e.g. under Xvfb with DISPLAY set and QT_QPA_PLATFORM=xcb).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
if not os.environ.get("DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("NARDY_DESKTOP_SETTINGS", str(Path(tempfile.mkdtemp()) / "bench.ini"))


def rss_mb() -> float:
    """Current resident set size (Linux /proc; peak RSS elsewhere)."""
    try:
        with open("/proc/self/statm") as fh:
            pages = int(fh.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 2**20
    except OSError:
        import resource

        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak / (2**20 if sys.platform == "darwin" else 2**10)


def main() -> int:
    parser = argparse.ArgumentParser(description="Game window memory and frame times.")
    parser.add_argument("--turns", type=int, default=12)
    parser.add_argument("--speed", choices=("fast", "normal", "slow"), default="normal")
    parser.add_argument("--size", default="1240x760")
    args = parser.parse_args()
    width, height = (int(x) for x in args.size.split("x"))

    from PySide6.QtCore import QElapsedTimer, QEvent, QEventLoop, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    # Let the platform settle so its own allocations are not counted as the window's.
    for _ in range(5):
        app.processEvents()
    base = rss_mb()

    from nardy_desktop.controller import PlayerSpec
    from nardy_desktop.engine import SeededDice, Variant
    from nardy_desktop.ui.window.main_window import MainWindow

    window = MainWindow()
    window.resize(width, height)
    window.set_speed("off")
    window.show()
    c = window.controller
    c.auto_finish = True
    window.start_match(Variant.LONG, 5, (PlayerSpec("Anna"), PlayerSpec("Boris")), SeededDice(3))
    rng = random.Random(3)

    def settle(ms: int = 30) -> None:
        loop = QEventLoop()  # a benchmark may wait like this; the program never does
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    def wait_idle(timeout_s: float = 10.0) -> None:
        end = time.monotonic() + timeout_s
        while time.monotonic() < end:
            app.processEvents()
            if not window.view.busy and (c.can_roll or c.can_move or c.game.is_over):
                return
            time.sleep(0.001)

    def play_turn() -> int:
        """Play one turn through the controller; returns the steps played."""
        game = c.game
        wait_idle()
        if c.can_roll:
            c.roll()
            wait_idle()
        n = 0
        while c.can_move and not game.turn_complete:
            step = rng.choice(game.legal_steps())
            c.try_move(step.frm, step.to)
            n += 1
            wait_idle()
        return n

    for _ in range(6):
        play_turn()
    settle(200)
    window_rss = rss_mb()

    # Frame times: every paint of the board's viewport while checkers glide.
    paints: list[float] = []
    costs: list[float] = []
    clock = QElapsedTimer()
    clock.start()

    class PaintWatch(QObject):
        def eventFilter(self, obj, event):  # type: ignore[no-untyped-def]
            if event.type() == QEvent.Type.Paint:
                paints.append(clock.nsecsElapsed() / 1e6)
            return False

    watch = PaintWatch()
    viewport = window.view.viewport()
    viewport.installEventFilter(watch)
    window.set_speed(args.speed)
    intervals: list[float] = []
    steps = 0
    for _ in range(args.turns):
        if c.game.is_over:
            break
        paints.clear()
        steps += play_turn()
        intervals += [b - a for a, b in zip(paints, paints[1:], strict=False) if b - a < 250]
    # The cost of one full repaint of the board at this size.
    for _ in range(30):
        t0 = time.perf_counter()
        viewport.repaint()
        costs.append((time.perf_counter() - t0) * 1000)
    viewport.removeEventFilter(watch)

    extra = window_rss - base
    print(f"platform: {app.platformName()}  window: {width}x{height}  speed: {args.speed}")
    print(f"RSS before window: {base:.1f} MB  with window and game: {window_rss:.1f} MB")
    print(f"extra memory of the window: {extra:.1f} MB (target < 60 MB)")
    if intervals:
        q = statistics.quantiles(intervals, n=20)
        print(
            f"frames during {steps} animated steps: {len(intervals)} intervals, "
            f"median {statistics.median(intervals):.1f} ms, p95 {q[-1]:.1f} ms, "
            f"max {max(intervals):.1f} ms (target < 20 ms)"
        )
    else:
        print("no frames were painted during the animations")
    print(f"one full repaint: median {statistics.median(costs):.2f} ms, max {max(costs):.2f} ms")
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
