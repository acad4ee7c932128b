"""What keeping the analysis in the autosave costs: a backgammon match played
by the Beginner against itself (seeded), analysed whole at `--depth`, then
autosaved `--repeat` times without and with its analysis, as the game does
after a turn.

    python benchmarks/autosave_analysis.py [--length 7] [--depth plain] [--repeat 5]

Prints for each: the file's size, what `Persistence.save()` costs the window's
thread (ui ms), the time until the writer has checked and written it (write
ms), and the longest the window's thread went without running a 5 ms timer
meanwhile (see benchmarks/autosave.py). Medians of the repeats.
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

from autosave import saves  # noqa: E402
from PySide6.QtCore import QCoreApplication  # noqa: E402

from nardy_desktop.ai.analysis import analyse_match  # noqa: E402
from nardy_desktop.ai.players import player_for_level  # noqa: E402
from nardy_desktop.controller import MatchController, PlayerSpec  # noqa: E402
from nardy_desktop.controller.persistence import Persistence  # noqa: E402
from nardy_desktop.engine import Match, SeededDice, Variant  # noqa: E402
from nardy_desktop.storage.files import Autosave  # noqa: E402
from nardy_desktop.storage.record import ANALYSIS_KEY  # noqa: E402
from nardy_desktop.storage.record_analysis import analysis_record  # noqa: E402


def played(length: int, seed: int) -> Match:
    match = Match(Variant.BACKGAMMON, length, ("Anna", "Boris"), SeededDice(seed))
    players = [player_for_level("beginner", seed=seed + i) for i in range(2)]
    while not match.is_over:
        game = match.start_game()
        while not game.is_over:
            dice = game.roll()
            game.play_turn(
                players[match.player_of(game.side_to_move)].choose(game.turn_start, dice)
            )
        match.record_result()
    return match


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--length", type=int, default=7)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--depth", default="plain")
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    _app = QCoreApplication.instance() or QCoreApplication([])
    match = played(args.length, args.seed)
    t0 = time.perf_counter()
    analysis = analyse_match(match, args.depth)
    took = time.perf_counter() - t0
    turns = sum(len(g.history) for g in match.games)
    print(
        f"{len(match.games)} games, {turns} turns, "
        f"{analysis.decisions} decisions analysed ({args.depth}) in {took:.1f} s"
    )
    print(f"{'autosave':>18} {'kB':>6} {'ui ms':>7} {'write ms':>9} {'longest gap ms':>15}")
    record = analysis_record(analysis)
    for label, fields in (("without analysis", {}), ("with its analysis", {ANALYSIS_KEY: record})):
        with tempfile.TemporaryDirectory() as folder:
            c = MatchController()
            saver = Persistence(c, Autosave(folder))
            saver.add_fields(lambda _match, f=fields: f)
            c.resume_match(match, (PlayerSpec("Anna"), PlayerSpec("Boris")))
            saver.flush(None)
            c.shutdown()
            ui, write, gap = saves(saver, args.repeat)
            size = saver.autosave.path.stat().st_size / 1024
        med = statistics.median
        print(f"{label:>18} {size:>6.0f} {med(ui):>7.1f} {med(write):>9.1f} {med(gap):>15.1f}")


if __name__ == "__main__":
    main()
