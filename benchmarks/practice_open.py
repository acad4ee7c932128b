"""Game ▸ Practise in the window with a thousand analysed matches: the time
from the menu to the first card on the board, ready to be played (the store
opened and checked, the counts, the card drawn, its position and roll put on
the board), and then the time the window gives the built-in problems once the
card shows (their cards made when the store has none for the problems file the
program has, else only its digest compared).

    python benchmarks/practice_open.py [--matches 1000] [--games 3] [--runs 3]

The store is filled as benchmarks/practice_store.py fills it (real plain
analyses of the Beginner against the Intermediate, in both games, drawn into
matches of `--games` games), then each run starts a fresh program with a
window on that data folder, a match in progress, and times Practise there.

Target: under 0.5 s.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
import time
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if __package__ in (None, ""):
    sys.path.insert(0, str(ROOT))

from benchmarks.practice_store import NAMES, _games  # noqa: E402
from nardy_desktop.ai.analysis import Depth, MatchAnalysis, ScoreKind  # noqa: E402
from nardy_desktop.engine import Variant  # noqa: E402
from nardy_desktop.storage.practice import open_store  # noqa: E402

OPEN_IN_THE_WINDOW = """
import os, sys, time
from pathlib import Path
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from PySide6.QtWidgets import QApplication
from nardy_desktop.controller import PlayerSpec
from nardy_desktop.engine import SeededDice, Variant
from nardy_desktop.ui.window.main_window import MainWindow

app = QApplication([])
w = MainWindow()
w.keep_files(Path(sys.argv[1]))
w.set_speed("off")
w.show()
w.start_match(Variant.LONG, 5, (PlayerSpec("Anna"), PlayerSpec("Boris")), SeededDice(1))
for _ in range(50):
    app.processEvents()
t = time.perf_counter()
w.practice.action.trigger()
while not w.practice.board.waiting:
    app.processEvents()
elapsed = time.perf_counter() - t
t = time.perf_counter()
w.practice._sync_problems()  # what the window does a moment after the card shows
problems = time.perf_counter() - t
counts = w.practice.panel._counts
print(f"{elapsed:.4f} {counts.total} {counts.due} {counts.new} {problems:.4f}")
w.controller.shutdown()
"""


def fill(path: Path, matches: int, games: int, seed: int) -> int:
    """A store at `path` with `matches` analysed matches; its decisions kept."""
    rng = random.Random(seed)
    pools = {v: _games(v, seed) for v in Variant}
    store = open_store(path).store
    assert store is not None
    now = datetime.now(UTC)
    decisions = 0
    for i in range(matches):
        variant = Variant.LONG if i % 3 else Variant.BACKGAMMON
        chosen = rng.sample(pools[variant], games)
        drawn = tuple(
            replace(g, number=n + 1, decisions=tuple(replace(d, game=n + 1) for d in g.decisions))
            for n, g in enumerate(chosen)
        )
        analysis = MatchAnalysis(variant, 5, NAMES, Depth.PLAIN, ScoreKind.MATCH, drawn)
        played = now - timedelta(days=365 * (matches - i) / matches)
        decisions += store.add_match(analysis, (True, False), f"match-{i}", played=played)
    store.close()
    return decisions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--matches", type=int, default=1000)
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    folder = Path(tempfile.mkdtemp(prefix="practice-open-"))
    started = time.perf_counter()
    decisions = fill(folder / "practice.sqlite3", args.matches, args.games, args.seed)
    print(
        f"store: {args.matches} matches, {decisions} decisions of the person,"
        f" made in {time.perf_counter() - started:.0f} s"
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT), NARDY_DESKTOP_SETTINGS=str(folder / "s.ini"))
    runs = []
    for _ in range(args.runs):
        out = subprocess.run(
            [sys.executable, "-c", OPEN_IN_THE_WINDOW, str(folder)],
            check=True,
            capture_output=True,
            text=True,
            env=env,
        ).stdout.split()
        runs.append(out)
    first = float(runs[0][0])
    times = sorted(float(r[0]) for r in runs[1:]) or [first]
    total, due, new = runs[-1][1:4]
    print(
        f"Game > Practise to the first card on the board ({total} cards, {due} due today,"
        f" {new} new): the first time {first:.3f} s; then {times[0]:.3f} s to"
        f" {times[-1]:.3f} s over {len(times)} runs (target 0.5 s)"
    )
    if len(runs[0]) > 4:
        sync = [float(r[4]) for r in runs]
        later = sorted(sync[1:]) or sync[:1]
        print(
            f"then the built-in problems: the first time {sync[0]:.3f} s (their cards made);"
            f" then {later[0]:.3f} s to {later[-1]:.3f} s"
        )
    for p in sorted(folder.iterdir()):
        p.unlink()
    folder.rmdir()


if __name__ == "__main__":
    main()
