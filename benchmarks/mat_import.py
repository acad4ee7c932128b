"""How long opening a Jellyfish .mat file takes (storage.mat_import), by size.

    python benchmarks/mat_import.py [--seeds 1 2 3] [--repeat 3]

Times `parse_mat` (best of --repeat runs) on the files of tests/data/mat,
written by GNU Backgammon and by this program, and on 25-point matches of
random legal turns of both games exported by this program: every roll and
move is replayed through the rules, twice (once to see where these rules end
the match, once on a match of the length found). The file is read on a
worker thread, so this is how long the window says "Opening…", never a
freeze; a file is at most 2 MB and 20,000 turns.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main() -> None:
    from nardy_desktop.ai.base import RandomPlayer
    from nardy_desktop.engine import Match, SeededDice, Variant
    from nardy_desktop.storage.mat import match_text
    from nardy_desktop.storage.mat_import import parse_mat

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", type=int, nargs="+", default=[1, 2, 3])
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()

    def best(data: bytes) -> float:
        t = float("inf")
        for _ in range(args.repeat):
            t0 = time.perf_counter()
            parse_mat(data)
            t = min(t, time.perf_counter() - t0)
        return t * 1e3

    def played(variant: Variant, seed: int) -> bytes:
        m = Match(variant, 25, ("Anna", "Boris"), SeededDice(seed))
        player = RandomPlayer(seed)
        while not m.is_over:
            game = m.start_game()
            while not game.is_over:
                game.play_turn(player.choose(game.position, game.roll()))
            m.record_result()
        return match_text(m).encode("utf-8")

    files = [(p.name, p.read_bytes()) for p in sorted((ROOT / "tests/data/mat").glob("[gn]*.mat"))]
    for variant in Variant:
        for seed in args.seeds:
            files.append((f"{variant.value} 25 points, seed {seed}", played(variant, seed)))
    print(f"{'file':<34} {'games':>5} {'turns':>6} {'bytes':>8} {'ms':>8} {'ms/turn':>8}")
    for name, data in files:
        m = parse_mat(data).match
        turns = sum(len(g.history) for g in m.games)
        ms = best(data)
        print(
            f"{name:<34} {len(m.games):>5} {turns:>6} {len(data):>8} {ms:>8.1f} "
            f"{ms / max(turns, 1):>8.3f}",
            flush=True,
        )


if __name__ == "__main__":
    main()
