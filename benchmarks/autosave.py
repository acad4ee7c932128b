"""What an autosave costs the window in a long match, now that each record is
loaded back in full before it is written.

    python benchmarks/autosave.py [--turns 2000 20000] [--seed 1] [--repeat 5]

For each size, a legal backgammon match of that many turns (see
benchmarks/open_match.py) is put on a real controller with its `Persistence`,
then autosaved `--repeat` times, the way the game does after a turn:

- ui ms: what `Persistence.save()` costs the window's thread (it takes the
  record of the match and hands it to the writer);
- write ms: from then until the writer has checked (a full replay) and
  written it;
- longest gap ms: the longest the window's thread went without running a
  timer that asks to run every 5 ms, while the writer worked: how long the
  window would not answer (the writer shares Python's interpreter lock);
- same, written on the window's thread: `Autosave.write` called there
  instead, as before the writer thread; the window waits for all of it.

Prints the median of the repeats. Target: the window never waits more than a
frame or two (33 ms) for an autosave.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))
if not os.environ.get("DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from open_match import PLAYERS, long_match  # noqa: E402
from PySide6.QtCore import QCoreApplication, QElapsedTimer, QEventLoop, QTimer  # noqa: E402

from nardy_desktop.controller import MatchController, PlayerSpec  # noqa: E402
from nardy_desktop.controller.persistence import Persistence  # noqa: E402
from nardy_desktop.storage.files import Autosave  # noqa: E402


class Gaps:
    """The longest time between two runs of a 5 ms timer on this thread."""

    def __init__(self) -> None:
        self.clock = QElapsedTimer()
        self.timer = QTimer()
        self.timer.setInterval(5)
        self.timer.timeout.connect(self._tick)
        self.last = 0
        self.longest = 0

    def _tick(self) -> None:
        now = self.clock.elapsed()
        self.longest = max(self.longest, now - self.last)
        self.last = now

    def start(self) -> None:
        self.clock.start()
        self.last = 0
        self.longest = 0
        self.timer.start()

    def stop(self) -> float:
        self._tick()
        self.timer.stop()
        return float(self.longest)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--turns", type=int, nargs="+", default=[2000, 20000])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    _app = QCoreApplication.instance() or QCoreApplication([])  # the event loop's
    print(
        f"{'turns':>6} {'ui ms':>7} {'write ms':>9} {'longest gap ms':>15} "
        f"{'same, written on the window thread':>35}"
    )
    for turns in args.turns:
        match = long_match(turns, seed=args.seed)
        with tempfile.TemporaryDirectory() as folder:
            c = MatchController()
            saver = Persistence(c, Autosave(folder))
            c.resume_match(match, tuple(PlayerSpec(p.name, p.computer) for p in PLAYERS))
            saver.flush(None)
            c.shutdown()  # no computer plays: only the autosaves are measured
            ui, write, gap = saves(saver, args.repeat)
            sync = []
            for _ in range(args.repeat):
                t0 = time.perf_counter()
                saver.autosave.write(match, c.players)
                sync.append((time.perf_counter() - t0) * 1e3)
        med = statistics.median
        print(f"{turns:>6} {med(ui):>7.1f} {med(write):>9.1f} {med(gap):>15.1f} {med(sync):>35.1f}")


def saves(saver: Persistence, repeat: int) -> tuple[list[float], list[float], list[float]]:
    """`saver` autosaving `repeat` times as the game does after a turn: for each, ms
    on the window's thread, ms until written, and the window's longest wait in ms."""
    ui, write, gap = [], [], []
    gaps = Gaps()
    loop = QEventLoop()
    saver.saved.connect(loop.quit)
    for _ in range(repeat):
        gaps.start()
        t0 = time.perf_counter()
        saver.save()
        t1 = time.perf_counter()
        loop.exec()  # the window's event loop, until the record is written
        t2 = time.perf_counter()
        gap.append(gaps.stop())
        ui.append((t1 - t0) * 1e3)
        write.append((t2 - t1) * 1e3)
    return ui, write, gap


if __name__ == "__main__":
    main()
