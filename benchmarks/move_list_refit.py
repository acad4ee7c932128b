"""Time the move list takes to fit its rows to new column widths.

    python benchmarks/move_list_refit.py [--turns 2000]

Every long turn in the move list wraps; when the columns change width (the
window resized, the side panel shown again) every row takes its text's height
again, once per resize. This prints how long that takes for a game of
`--turns` turns (random legal backgammon turns) at a narrow, a wide and a
narrow panel again. Target: under 16 ms (one frame) at 2,000 turns.
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
if not os.environ.get("DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("NARDY_DESKTOP_SETTINGS", str(Path(tempfile.mkdtemp()) / "bench.ini"))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=2000)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()

    from PySide6.QtWidgets import QApplication

    from nardy_desktop.ai.base import RandomPlayer
    from nardy_desktop.controller import MatchController
    from nardy_desktop.engine import Match, SeededDice, Variant
    from nardy_desktop.ui.window.panels import MoveListPanel

    app = QApplication.instance() or QApplication([])
    player = RandomPlayer(3)
    records = []
    seed = 0
    game = None
    while len(records) < args.turns:
        if game is None or game.is_over:
            seed += 1
            game = Match(Variant.BACKGAMMON, 1, ("A", "B"), SeededDice(seed)).start_game()
        dice = game.roll()
        game.play_turn(player.choose(game.position, dice))
        records.append(game.history[-1])
    panel = MoveListPanel(MatchController())
    panel.resize(200, 600)
    panel.show()
    for record in records:
        panel._place(record)
    for width in (180, 460, 180):
        panel.resize(width, 600)
        app.processEvents()
        times = []
        for _ in range(args.repeat):
            start = time.perf_counter()
            panel.resizeRowsToContents()
            times.append((time.perf_counter() - start) * 1000)
        print(
            f"panel {width:3d} px wide, {panel.rowCount()} rows ({args.turns} turns): "
            f"refit {statistics.median(times):.1f} ms (median of {args.repeat})"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
