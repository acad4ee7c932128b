"""Speed of legal_turns on positions from seeded random games of each variant.

    python benchmarks/movegen.py [--games 100] [--seed 1]

Target on a 2-core machine: mean under 0.3 ms per position for each variant,
worst case under 20 ms.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from nardy_desktop.engine import Variant, legal_turns  # noqa: E402
from nardy_desktop.engine.samples import random_game_rolls  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--repeat", type=int, default=3, help="best of N passes per position")
    args = ap.parse_args()
    print(
        f"{'variant':<11} {'positions':>9} {'mean ms':>8} {'median':>7} {'worst ms':>9} "
        f"{'turns/s':>9}"
    )
    for variant in Variant:
        positions = random_game_rolls(variant, args.seed, args.games)
        times = []
        turns = 0
        for p, d in positions:
            best = float("inf")
            for _ in range(args.repeat):
                t0 = time.perf_counter()
                n = len(legal_turns(p, d))
                best = min(best, time.perf_counter() - t0)
            times.append(best)
            turns += n
        total = sum(times)
        print(
            f"{variant.value:<11} {len(times):>9} {total / len(times) * 1e3:>8.3f} "
            f"{statistics.median(times) * 1e3:>7.3f} {max(times) * 1e3:>9.2f} "
            f"{turns / total:>9.0f}"
        )


if __name__ == "__main__":
    main()
